"""The boards' layout model, pure (no Textual, no Rich): placement, looks, hit-testing, cursor moves."""

from __future__ import annotations

from typing import Any

from domino_solitaire.engine import CastleRockPosition, GoodNeighborsPosition, LuzonPosition, Position
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
from domino_solitaire.tui.layout.castle_rock import CastleRockLayout
from domino_solitaire.tui.layout.good_neighbors import GoodNeighborsLayout
from domino_solitaire.tui.layout.luzon import LuzonLayout, LuzonPlacement

__all__ = [
    "NUMBERS_FROM_SET",
    "NUMBER_LOOKS",
    "PIPS_LOOKS",
    "BoardLayout",
    "CastleRockLayout",
    "GoodNeighborsLayout",
    "LuzonLayout",
    "LuzonPlacement",
    "Placement",
    "Rect",
    "StylePreference",
    "TileDrawing",
    "choose_look",
    "cycle",
    "end_target",
    "first_text_cell",
    "layout_of",
    "looks_for",
    "tile_size",
    "wants_numbers",
]


def layout_of(position: Position, set_size: int) -> BoardLayout[Any]:
    """The layout of ``position`` (dealt from the double-``set_size`` set)."""
    if isinstance(position, GoodNeighborsPosition):
        return GoodNeighborsLayout(position)
    if isinstance(position, LuzonPosition):
        return LuzonLayout(position)
    if isinstance(position, CastleRockPosition):
        return CastleRockLayout(len(position.row), set_size)
    raise TypeError(f"no layout for {type(position).__name__}")
