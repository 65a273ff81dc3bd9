"""The engine method the TUI asked for: which pairs can still join a turn."""

from __future__ import annotations

from domino_solitaire.engine import Tile, make_setup
from domino_solitaire.engine.good_neighbors import Cell, GoodNeighborsPosition, Turn


def position(*tiles: str) -> GoodNeighborsPosition:
    opening = make_setup("good-neighbors", 9, seed=1).opening()
    assert isinstance(opening, GoodNeighborsPosition)
    cells = tuple(Tile.parse(t) for t in tiles)
    return GoodNeighborsPosition(3, 3, cells, opening.stock, (), opening.left_to_win)


def test_open_pairs_without_a_choice_are_all_pairs() -> None:
    p = make_setup("good-neighbors", 12, seed=5).opening()
    assert isinstance(p, GoodNeighborsPosition)
    assert p.open_pairs() == p.pairs()


def test_open_pairs_drop_every_pair_touching_a_chosen_cell() -> None:
    # a1=1-2 b1=2-3 c1=3-4 / a2=1-5 b2=5-6 c2=6-7 / a3=0-0 b3=8-8 c3=9-9
    p = position("1-2", "2-3", "3-4", "1-5", "5-6", "6-7", "0-0", "8-8", "9-9")
    a1, b1, c1, a2, b2, c2 = (Cell.parse(c) for c in ("a1", "b1", "c1", "a2", "b2", "c2"))
    assert p.pairs() == [(a1, b1), (a1, a2), (b1, c1), (a2, b2), (b2, c2)]
    assert p.open_pairs([(a1, b1)]) == [(a2, b2), (b2, c2)]
    assert p.open_pairs([(a1, b1), (b2, c2)]) == []
    # Whatever open_pairs offers, the engine accepts as part of the turn.
    for pair in p.open_pairs([(a1, b1)]):
        assert p.why_illegal(Turn.of((a1, b1), pair)) is None
