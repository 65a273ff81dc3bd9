"""The Four Rows layout (pure): at every width and look, both open ends are placed inside the board
and every tile of the line is either shown or counted among those left out."""

from __future__ import annotations

import pytest

from domino_solitaire.engine import Game, make_setup
from domino_solitaire.engine.four_rows import End, FourRowsPosition
from domino_solitaire.solver import solve
from domino_solitaire.tui.layout import looks_for
from domino_solitaire.tui.layout.four_rows import FourRowsLayout


def positions() -> list[FourRowsPosition]:
    setup = make_setup("four-rows", 6, "standard", seed=4)
    game = Game(setup)
    found = [game.position]
    for move in solve(setup.opening()).moves:
        game.play(move)
        found.append(game.position)
    assert all(isinstance(position, FourRowsPosition) for position in found)
    return [position for position in found if isinstance(position, FourRowsPosition)]


@pytest.mark.parametrize("width", [46, 58, 78, 118])
def test_both_ends_are_placed_and_every_line_tile_accounted_for(width: int) -> None:
    for position in positions():
        layout = FourRowsLayout(position)
        for look in looks_for(False):
            placement = layout.place(look, width)
            assert placement.fits(max(width, placement.width), placement.height)
            left, right = placement.tiles[End.LEFT], placement.tiles[End.RIGHT]
            assert left.x == 0 and right.right <= placement.width
            hidden = placement.hidden[1] if placement.hidden else 0
            assert len(placement.line) + hidden == len(position.line)
            # The two ends' tiles are always among those shown.
            assert {0, len(position.line) - 1} <= set(placement.line)


def test_the_cursor_keys_reach_every_row_and_both_ends() -> None:
    position = positions()[0]
    layout = FourRowsLayout(position)
    placement = layout.place(looks_for(False)[-1], 58)
    assert layout.neighbour(placement, 0, 0, -1) is End.LEFT
    assert layout.neighbour(placement, End.LEFT, 1, 0) is End.RIGHT
    assert layout.neighbour(placement, End.RIGHT, 0, 1) == 0
    assert [layout.neighbour(placement, row, 0, 1) for row in range(4)] == [1, 2, 3, 3]
