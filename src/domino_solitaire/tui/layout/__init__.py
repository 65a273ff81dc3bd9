"""The boards' layout model, pure (no Textual, no Rich): placement, looks, hit-testing, cursor moves.

What every game's layout shares; each game's own layout is in its module here
(``tui.layout.<game>``), reached from that game's board (``tui.widgets.BOARDS``)."""

from __future__ import annotations

from domino_solitaire.tui.layout.base import (
    NUMBER_LOOKS,
    NUMBERS_FROM_SET,
    PIPS_LOOKS,
    BoardLayout,
    Placement,
    Rect,
    StylePreference,
    TileDrawing,
    choose_look,
    cycle,
    end_target,
    first_text_cell,
    looks_for,
    tile_size,
    wants_numbers,
)

__all__ = [
    "NUMBERS_FROM_SET",
    "NUMBER_LOOKS",
    "PIPS_LOOKS",
    "BoardLayout",
    "Placement",
    "Rect",
    "StylePreference",
    "TileDrawing",
    "choose_look",
    "cycle",
    "end_target",
    "first_text_cell",
    "looks_for",
    "tile_size",
    "wants_numbers",
]
