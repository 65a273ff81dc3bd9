"""The start screen's own fields: a row of games the arrow keys choose from, and a check box that
reads at a glance."""

from __future__ import annotations

from fractions import Fraction

from textual.content import Content
from textual.geometry import NULL_OFFSET, Region, Size
from textual.layout import ArrangeResult, Layout, WidgetPlacement
from textual.widget import Widget
from textual.widgets import Checkbox, RadioButton, RadioSet


class WrappingRow(Layout):
    """Children left to right, each as wide as it asks, going on to the next line where the row is
    full: however many games there are, each name stays whole inside the window."""

    name = "wrapping-row"

    def arrange(
        self, parent: Widget, children: list[Widget], size: Size, greedy: bool = True
    ) -> ArrangeResult:
        parent.pre_layout(self)
        viewport = parent.app.viewport_size
        placements: list[WidgetPlacement] = []
        x = y = line_height = 0
        for child in children:
            box = child._get_box_model(size, viewport, Fraction(size.width), Fraction(size.height))
            width, height, margin = int(box.width), int(box.height), box.margin
            if x and x + margin.left + width > size.width:  # (the last one's right margin may overhang)
                x, y, line_height = 0, y + line_height, 0
            region = Region(x + margin.left, y + margin.top, width, height)
            placements.append(WidgetPlacement(region, NULL_OFFSET, margin, child))
            x += margin.left + width + margin.right
            line_height = max(line_height, margin.top + height + margin.bottom)
        return placements


class GameChoice(RadioSet):
    """The row of games: the arrow keys choose the game they move to (a RadioSet moves only its
    highlight, and the highlight and the choice then differed), and the highlight starts on the
    game chosen (a RadioSet starts it on the first). The row wraps where the window is too narrow for
    every game's name (``WrappingRow``)."""

    @property
    def layout(self) -> Layout:
        return WRAPPING_ROW

    def on_mount(self) -> None:
        # After RadioSet's own mount handler, which puts the highlight on the first button.
        self.call_later(self.highlight_pressed)

    def highlight_pressed(self) -> None:
        if self.pressed_index >= 0:
            self._selected = self.pressed_index

    def action_next_button(self) -> None:
        super().action_next_button()
        self.press_highlighted()

    def action_previous_button(self) -> None:
        super().action_previous_button()
        self.press_highlighted()

    def press_highlighted(self) -> None:
        # Not while RadioSet mounts (it moves the highlight to the first button then, before it knows
        # which is pressed), and never a button already on: a RadioButton's toggle would turn it off.
        if self.pressed_button is None or self._selected is None:
            return
        button = list(self.query(RadioButton))[self._selected]
        if not button.value:
            button.value = True


class Toggle(Checkbox):
    """A check box that reads on or off at a glance: "[x]" in the success colour, or "[ ]"."""

    @property
    def _button(self) -> Content:
        if self.value:
            return Content.assemble("[", ("x", "bold $text-success"), "]")
        return Content("[ ]")


WRAPPING_ROW = WrappingRow()
