"""The start screen's own fields: a row of games the arrow keys choose from, and a check box that
reads at a glance."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Checkbox, RadioButton, RadioSet


class GameChoice(RadioSet):
    """The row of games: the arrow keys choose the game they move to (a RadioSet moves only its
    highlight, and the highlight and the choice then differed), and the highlight starts on the
    game chosen (a RadioSet starts it on the first)."""

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
