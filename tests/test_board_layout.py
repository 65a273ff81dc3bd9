"""The boards' layout model, without an app: every board fits the terminals the game supports,
hit-testing, the cursor's moves, and the model's purity."""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import pytest

from domino_solitaire.engine import GAMES, SET_SIZES, Game, Position, SolitaireError, make_setup
from domino_solitaire.engine.good_neighbors import Cell
from domino_solitaire.engine.luzon import Spot
from domino_solitaire.tui.layout import (
    Placement,
    Rect,
    TileDrawing,
    cycle,
    end_target,
    wants_numbers,
)
from domino_solitaire.tui.layout.castle_rock import CastleRockLayout
from domino_solitaire.tui.layout.good_neighbors import GoodNeighborsLayout
from domino_solitaire.tui.layout.luzon import COVERED, LuzonLayout, LuzonPlacement
from domino_solitaire.tui.widgets import BOARDS

#: Lines of a game screen that are not the board: the status bar (2), the notice at its largest (2)
#: and the footer (1).
CHROME = 5
TERMINALS = [(60, 18), (80, 24), (120, 40)]


def every_deal() -> list[tuple[str, int, str]]:
    found = []
    for name, rules in GAMES.items():
        for variant in rules.variants:
            for size in SET_SIZES:
                try:
                    make_setup(name, size, variant, seed=1)
                except SolitaireError:
                    continue
                found.append((name, size, variant))
    return found


DEALS = every_deal()


def opening(name: str, size: int, variant: str, seed: int = 42) -> Position:
    return Game(make_setup(name, size, variant, seed=seed)).position


def test_every_game_and_set_is_covered() -> None:
    assert {name for name, _, _ in DEALS} == set(GAMES)
    # Good Neighbors 6/9/12, Luzon's two variants, Castle Rock 6..18, Four Rows' two variants.
    assert len(DEALS) == 3 + 2 + 5 + 2


@pytest.mark.parametrize(("name", "size", "variant"), DEALS)
@pytest.mark.parametrize("terminal", TERMINALS)
@pytest.mark.parametrize("preference", [None, "pips", "numbers"])
def test_every_tile_is_inside_the_board(
    name: str, size: int, variant: str, terminal: tuple[int, int], preference: Any
) -> None:
    # The reproductions (Luzon deal 42, Good Neighbors double-6 and double-9, Castle Rock
    # double-6, at 60x18) among them: no tile cut at the right, no row below the fold.
    width, height = terminal[0], terminal[1] - CHROME
    position = opening(name, size, variant)
    layout = BOARDS[name].layout_for(position, size)
    look = layout.choose(wants_numbers(preference, size), width, height)
    placement = layout.place(look, width)
    assert placement.fits(width, height), (look, placement.width, placement.height)
    assert placement.width <= width and placement.height <= height
    if name == "castle-rock":
        assert len(placement.tiles) == len(position.on_table())


def test_at_the_smallest_terminal_pips_give_way_to_numbers() -> None:
    # Luzon's five columns and reserve cannot fit pips in 60 columns: numbers, not a cut reserve.
    layout = LuzonLayout(opening("luzon", 6, "standard"))  # type: ignore[arg-type]
    look = layout.choose(False, 60, 18 - CHROME)
    assert look.numbers
    assert layout.choose(False, 80, 24 - CHROME) == TileDrawing("vertical", "pips")


def test_larger_terminals_get_larger_looks() -> None:
    layout = GoodNeighborsLayout(opening("good-neighbors", 9, "standard"))  # type: ignore[arg-type]
    sizes = [layout.choose(False, w, h - CHROME).size for w, h in TERMINALS]
    assert sizes[0][0] * sizes[0][1] < sizes[1][0] * sizes[1][1] < sizes[2][0] * sizes[2][1]


def test_a_point_finds_its_tile_and_a_covered_tile_its_note() -> None:
    position = opening("luzon", 6, "standard")
    layout = LuzonLayout(position)  # type: ignore[arg-type]
    placement = layout.place(TileDrawing("vertical", "pips"), 80)
    assert isinstance(placement, LuzonPlacement)
    for spot, rect in placement.hits.items():
        assert placement.target_at(*rect.center) == spot
        assert placement.target_at(rect.x, rect.y) == spot
        assert placement.target_at(rect.right - 1, rect.bottom - 1) == spot
    rect = placement.covered[0, 0]
    assert placement.target_at(rect.x, rect.y) is None
    assert placement.note_at(rect.x + 1, rect.y) == COVERED
    assert placement.target_at(placement.width + 5, 0) is None and placement.note_at(-1, -1) is None
    # No two targets overlap.
    rects = list(placement.hits.values())
    for i, a in enumerate(rects):
        for b in rects[i + 1 :]:
            assert a.right <= b.x or b.right <= a.x or a.bottom <= b.y or b.bottom <= a.y


def test_luzon_cursor_keys() -> None:
    layout = LuzonLayout(opening("luzon", 6, "standard"))  # type: ignore[arg-type]
    placement = layout.place(TileDrawing("vertical", "pips"), 80)
    assert layout.neighbour(placement, Spot.column(4), 1, 0) == Spot.slot(0)
    assert layout.neighbour(placement, Spot.slot(0), 0, 1) == Spot.slot(1)
    assert layout.neighbour(placement, Spot.slot(2), 0, 1) == Spot.slot(2)
    assert layout.neighbour(placement, Spot.slot(1), -1, 0) == Spot.column(4)
    assert layout.neighbour(placement, Spot.column(0), -1, 0) == Spot.column(0)


def test_good_neighbors_cursor_keys_follow_the_grid() -> None:
    layout = GoodNeighborsLayout(opening("good-neighbors", 12, "standard"))  # type: ignore[arg-type]
    placement = layout.place(TileDrawing("horizontal", "numerals"), 80)
    assert layout.neighbour(placement, Cell(0, 0), 1, 0) == Cell(0, 1)
    assert layout.neighbour(placement, Cell(0, 0), 0, 1) == Cell(1, 0)
    assert layout.neighbour(placement, Cell(2, 3), 0, 1) == Cell(2, 3)
    assert layout.neighbour(placement, Cell(1, 1), -1, 0) == Cell(1, 0)


def test_castle_rock_cursor_runs_along_the_row_across_bands() -> None:
    layout = CastleRockLayout(20, 6)
    placement = layout.place(TileDrawing("horizontal", "numerals"), 60)
    per = CastleRockLayout.per_line(TileDrawing("horizontal", "numerals"), 60)
    assert layout.neighbour(placement, per, 1, 0) == per + 1  # onto the next band
    assert placement.hits[per + 1].y > placement.hits[per].y
    assert layout.neighbour(placement, 20, 1, 0) == 20 and layout.neighbour(placement, 1, -1, 0) == 1
    assert layout.neighbour(placement, 1, 0, 1) == 1 + per


def test_a_vanished_cursor_goes_to_the_nearest_target() -> None:
    placement: Placement[str] = Placement(30, 10)
    for name, x in (("left", 0), ("middle", 10), ("right", 20)):
        placement.hits[name] = Rect(x, 0, 8, 4)
    assert placement.nearest((22, 1)) == "right"
    assert placement.nearest((12, 8)) == "middle"


def test_tab_cycles_and_home_and_end_go_to_the_ends() -> None:
    everything = ["a", "b", "c", "d", "e"]
    playable = ["b", "d"]
    assert cycle(playable, everything, "b", 1) == "d"
    assert cycle(playable, everything, "d", 1) == "b"
    assert cycle(playable, everything, "c", 1) == "d"
    assert cycle(playable, everything, "c", -1) == "b"
    assert cycle(playable, everything, "e", 1) == "b"
    assert cycle([], everything, "a", 1) is None
    assert end_target(playable, everything, "c", False) == "b"
    assert end_target(playable, everything, "b", False) == "a"  # pressed again: the very first
    assert end_target(playable, everything, "a", True) == "d"
    assert end_target(playable, everything, "d", True) == "e"
    assert end_target([], everything, "c", True) == "e"


LOADED = """
import sys
import domino_solitaire.tui.layout
import domino_solitaire.tui.layout.castle_rock
import domino_solitaire.tui.layout.good_neighbors
import domino_solitaire.tui.layout.luzon
print(",".join(sorted(m for m in sys.modules if m.split(".")[0] in ("textual", "rich"))))
"""


def test_the_layout_model_imports_neither_textual_nor_rich() -> None:
    result = subprocess.run([sys.executable, "-c", LOADED], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == ""
