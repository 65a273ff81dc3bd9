"""Good Neighbors rules, on hand-made positions."""

import re

import pytest

from domino_solitaire.engine import Game, IllegalMove, NotationError, Status, Tile, make_setup
from domino_solitaire.engine.good_neighbors import Cell, GoodNeighbors, GoodNeighborsPosition, Turn
from domino_solitaire.wording.words import objective
from helpers import deal_starting_with, raises_saying, tiles

# The source's worked example, laid out so that its listed pairs are neighbours.
EXAMPLE = "1-6 0-0 8-10 3-5  6-12 9-12 3-12 2-3  7-11 4-4 3-9 1-3"


def example_game() -> Game:
    return Game(make_setup("good-neighbors", 12, deal=deal_starting_with(12, EXAMPLE)))


def rows(position: GoodNeighborsPosition) -> list[str]:
    return [" ".join("." if t is None else str(t) for t in row) for row in position.grid()]


def test_layout_fills_row_by_row() -> None:
    position = example_game().position
    assert isinstance(position, GoodNeighborsPosition)
    assert rows(position) == ["1-6 0-0 8-10 3-5", "6-12 9-12 3-12 2-3", "7-11 4-4 3-9 1-3"]
    assert len(position.stock) == 91 - 12


@pytest.mark.parametrize(("size", "shape"), [(12, (3, 4)), (9, (3, 3)), (6, (2, 6))])
def test_tableau_shapes(size: int, shape: tuple[int, int]) -> None:
    position = Game(make_setup("good-neighbors", size, seed=3)).position
    assert isinstance(position, GoodNeighborsPosition)
    assert (position.rows, position.cols) == shape


def test_source_worked_example_closes_up_and_refills() -> None:
    game = example_game()
    stock_before = game.position.stock
    game.play("a1+a2 d2+d3")
    position = game.position
    assert isinstance(position, GoodNeighborsPosition)
    new = " ".join(str(t) for t in stock_before[:4])
    assert rows(position) == ["0-0 8-10 3-5 9-12", "3-12 7-11 4-4 3-9", new]
    assert position.stock == stock_before[4:]
    assert position.discarded == tiles("1-6 6-12 2-3 1-3")


def test_the_source_pairs_are_good_neighbours() -> None:
    position = example_game().position
    assert isinstance(position, GoodNeighborsPosition)
    found = {f"{a}+{b}" for a, b in position.pairs()}
    # The pairs the source lists for its layout (1-6+6-12, 9-12+6-12, 9-12+3-12, ...)
    assert {"a1+a2", "a2+b2", "b2+c2", "d2+d3", "d1+d2", "c3+d3", "c2+d2", "c2+c3"} <= found


def test_diagonal_neighbours_count() -> None:
    position = example_game().position
    assert isinstance(position, GoodNeighborsPosition)
    # 0-0 (b1) touches nothing with a 0; 8-10 (c1) shares no number with anything around it.
    assert position.neighbours_of(Cell.parse("b1")) == []
    # 3-5 (d1) touches 3-12 (c2) diagonally and 2-3 (d2) below.
    assert sorted(str(c) for c in position.neighbours_of(Cell.parse("d1"))) == ["c2", "d2"]


@pytest.mark.parametrize(
    ("move", "reason"),
    [
        ("a1+c1", "a1 and c1 are not neighbours"),
        ("a1+b1", "1-6 and 0-0 share no number"),
        ("a1+a2 a2+b2", "a2 is in two pairs"),
        ("a1+e1", "there is no cell e1 in a 3x4 tableau"),
        ("a4+a3", "there is no cell a4"),
        ("a1+a1", "a1+a1 names one cell twice"),
    ],
)
def test_illegal_turns_say_why_and_change_nothing(move: str, reason: str) -> None:
    game = example_game()
    before = game.position
    with raises_saying(IllegalMove, re.escape(reason)):
        game.play(move)
    assert game.position is before and game.moves == []


@pytest.mark.parametrize("text", ["", "a1", "a1+b2+c3", "a1-b2", "1a+b2", "A1+b2"])
def test_bad_notation(text: str) -> None:
    with pytest.raises(NotationError):
        GoodNeighbors().parse_move(text)


def test_turn_notation_is_canonical() -> None:
    rules = GoodNeighbors()
    assert str(rules.parse_move("c3+d3 b2+a1")) == "a1+b2 c3+d3"
    assert rules.parse_move("b2+a1") == Turn.of((Cell(0, 0), Cell(1, 1)))


def test_legal_turns_are_all_matchings_in_order() -> None:
    position = example_game().position
    moves = [str(m) for m in position.legal_moves()]
    pairs = [f"{a}+{b}" for a, b in position.pairs()]  # type: ignore[attr-defined]
    assert moves[0] == pairs[0]
    assert all(len(set(m.replace("+", " ").split())) == 2 * len(m.split()) for m in moves)
    assert len(moves) == len(set(moves))
    # Every single pair is a turn, and the big turn of the example is among them.
    assert set(pairs) <= set(moves)
    assert "a1+a2 d2+d3" in moves
    # A turn comes right before the turns it is a prefix of.
    index = moves.index("a1+a2")
    assert moves[index + 1].startswith("a1+a2 ")


def small_game(first: str, size: int = 6) -> Game:
    return Game(make_setup("good-neighbors", size, deal=deal_starting_with(size, first)))


def test_lost_when_no_pair_is_left() -> None:
    # Double-6, 2x6: twelve tiles where no two touching tiles share a number.
    top = "0-6 5-5 0-4 1-5 4-4 2-5"
    bottom = "1-3 2-2 3-3 6-6 0-0 1-1"
    game = small_game(f"{top} {bottom}")
    position = game.position
    assert isinstance(position, GoodNeighborsPosition)
    # Check it really is stuck, by brute force over touching cells.
    for i in range(12):
        for j in range(i + 1, 12):
            a, b = Cell(i // 6, i % 6), Cell(j // 6, j % 6)
            ta, tb = position.tile_at(a), position.tile_at(b)
            assert ta is not None and tb is not None
            assert not (a.touches(b) and ta.shares_number(tb))
    assert game.status is Status.LOST
    assert game.legal_moves() == []
    with raises_saying(IllegalMove, "the game is over"):
        game.play("a1+b1")


def test_double_12_is_won_with_one_tile_left() -> None:
    position = GoodNeighborsPosition(3, 4, (Tile(1, 2), *([None] * 11)), (), (), 1)
    assert position.status is Status.WON
    assert position.legal_moves() == []


def test_double_6_needs_every_tile_gone() -> None:
    position = GoodNeighborsPosition(2, 6, (Tile(1, 2), *([None] * 11)), (), (), 0)
    assert position.status is Status.LOST
    last_pair = GoodNeighborsPosition(2, 6, (Tile(1, 2), Tile(2, 2), *([None] * 10)), (), (), 0)
    assert last_pair.status is Status.PLAYING
    after = last_pair.apply(Turn.of((Cell(0, 0), Cell(0, 1))))
    assert after.status is Status.WON


def test_empty_cells_once_the_stock_is_out() -> None:
    position = GoodNeighborsPosition(2, 6, tiles("1-2 2-3 3-4 4-5 5-6") + (None,) * 7, (), tiles("0-0"), 0)
    after = position.apply(Turn.of((Cell(0, 1), Cell(0, 2))))
    assert isinstance(after, GoodNeighborsPosition)
    assert after.cells[:3] == tiles("1-2 4-5 5-6") and after.cells[3:] == (None,) * 9
    assert after.status is Status.PLAYING
    with raises_saying(IllegalMove, "d1 is empty"):
        after.apply(Turn.of((Cell(0, 2), Cell(0, 3))))


def test_objective_lines() -> None:
    rules = GoodNeighbors()
    assert "all tiles but one" in objective(rules, 12)
    assert "all tiles but one" in objective(rules, 9)
    assert "every tile" in objective(rules, 6)
