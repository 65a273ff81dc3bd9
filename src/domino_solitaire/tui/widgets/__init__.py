"""Widgets that draw what they are given: a board per game, the status bar, the notice line.

``BOARDS`` is the TUI's one registry of the games: each game's board, by game name. The game
screen plays on it; the replay viewer shows it with ``interactive=False``.
"""

from __future__ import annotations

from typing import Any

from domino_solitaire.tui.widgets.board import Board
from domino_solitaire.tui.widgets.castle_rock import CastleRockBoard
from domino_solitaire.tui.widgets.four_rows import FourRowsBoard
from domino_solitaire.tui.widgets.good_neighbors import GoodNeighborsBoard
from domino_solitaire.tui.widgets.luzon import LuzonBoard

#: The board of each game, by game name: a new game adds its one line here.
#: (Each board picks its own kind of target: a cell, a spot, a place in the row.)
BOARDS: dict[str, type[Board[Any]]] = {
    "good-neighbors": GoodNeighborsBoard,
    "luzon": LuzonBoard,
    "castle-rock": CastleRockBoard,
    "four-rows": FourRowsBoard,
}
