"""Textual 8.2.8's option lists (the palette's list, a Select's drop-down, the start screen's list of
today's deals) with the two crashes that key and resize storms found fixed (issue 28).

* Drawn or measured a cell or two wide, an option is wrapped at width 0, and Rich's
  ``chop_cells`` raises "range() arg 3 must not be zero": here an option is never measured or drawn
  narrower than one cell (the terminal crops the rest).
* A page key before the list is laid out (a zero-size region: the list just opened, or a tiny
  terminal) looks up the line of the highlighted option in an empty map (KeyError): here it goes
  to the first or last option instead.

The app uses these everywhere it shows an option list: ``SafeOptionList`` for its own,
``SafeSelect`` for a Select, and the palette's ``SafeCommandList`` (tui/palette.py).
"""

from __future__ import annotations

from typing import Generic, Literal

from rich.segment import Segment
from textual import on
from textual.app import ComposeResult
from textual.command import CommandList
from textual.css.styles import RulesMap
from textual.strip import Strip
from textual.style import Style
from textual.visual import RenderOptions, Visual
from textual.widgets import OptionList, Select
from textual.widgets._select import SelectCurrent, SelectOverlay, SelectType
from textual.widgets.option_list import Option


class AtLeastOneCell(Visual):
    """An option's visual, measured and drawn at least one cell wide."""

    def __init__(self, visual: Visual) -> None:
        self.visual = visual

    def render_strips(
        self, width: int, height: int | None, style: Style, options: RenderOptions
    ) -> list[Strip]:
        if width < 1:
            return [Strip([Segment(" ")], 1) for _ in range(height or 1)]
        return self.visual.render_strips(width, height, style, options)

    def get_optimal_width(self, rules: RulesMap, container_width: int) -> int:
        return self.visual.get_optimal_width(rules, container_width)

    def get_minimal_width(self, rules: RulesMap) -> int:
        return self.visual.get_minimal_width(rules)

    def get_height(self, rules: RulesMap, width: int) -> int:
        return self.visual.get_height(rules, width) if width >= 1 else 1


class SafeOptions(OptionList):
    """What the safe option lists share (mixed in after the Textual list they fix, which comes
    first so that CSS and queries still know the list by its Textual name)."""

    def _get_visual(self, option: Option) -> Visual:
        # A wrapper a call (Textual keeps the visual itself; its drawings are cached by option).
        return AtLeastOneCell(super()._get_visual(option))

    def _move_page(self, direction: Literal[-1, 1]) -> None:
        if self._options and (self.highlighted or 0) not in self._index_to_line:
            # Not laid out: no lines to count a page in.
            self.action_first() if direction < 0 else self.action_last()
            return
        super()._move_page(direction)


class SafeOptionList(SafeOptions):
    """An OptionList that survives any width and a page key at any moment."""


class SafeCommandList(CommandList, SafeOptions, can_focus=False):
    """The palette's list of commands, as safe."""


class SafeSelectOverlay(SelectOverlay, SafeOptions):
    """A Select's drop-down list, as safe."""


class SafeSelect(Select[SelectType], Generic[SelectType]):
    """A Select whose drop-down list is a ``SafeSelectOverlay``."""

    def compose(self) -> ComposeResult:
        yield SelectCurrent(self.prompt)
        yield SafeSelectOverlay(type_to_search=self._type_to_search).data_bind(compact=Select.compact)

    @on(SelectOverlay.UpdateSelection)
    def _drop_a_stale_selection(self, event: SelectOverlay.UpdateSelection) -> None:
        # A choice from a list whose options changed under it (a storm of keys and sizes): Textual's
        # own handler would index past the options (IndexError). Kept from it; the choice stays.
        if not 0 <= event.option_index < len(self._options):
            event.stop()
            event.prevent_default()
