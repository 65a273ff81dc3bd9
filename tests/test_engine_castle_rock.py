"""Castle Rock rules, on hand-made positions."""

import re

import pytest

from domino_solitaire.engine import Game, IllegalMove, NotationError, Status, make_setup
from domino_solitaire.engine.castle_rock import CastleRock, CastleRockPosition, Removal
from helpers import deal_starting_with, raises_saying, tiles


def row_of(p: object) -> str:
    assert isinstance(p, CastleRockPosition)
    return " ".join(str(t) for t in p.row)


def test_opening_draws_until_a_removal_is_possible() -> None:
    # 1-2 _ 5-6: nothing; 3-4 _ 0-0: nothing; 5-6 _ 5-5 share 5, so 0-0 can go.
    game = Game(make_setup("castle-rock", deal=deal_starting_with(6, "1-2 3-4 5-6 0-0 5-5")))
    assert row_of(game.position) == "1-2 3-4 5-6 0-0 5-5"
    assert [str(m) for m in game.legal_moves()] == ["x4"]
    assert len(game.position.stock) == 28 - 5


def test_removal_then_draws_again() -> None:
    game = Game(make_setup("castle-rock", deal=deal_starting_with(6, "1-2 3-4 5-6 0-0 5-5 4-4")))
    game.play("x4")
    # 1-2 3-4 5-6 5-5 has no removal: draw 4-4 (5-6 _ 4-4: no), then the rest in canonical
    # order 0-1 (5-5 _ 0-1: no), 0-2 (4-4 _ 0-2: no), 0-3 (0-1 _ 0-3 share 0: stop).
    p = game.position
    assert isinstance(p, CastleRockPosition)
    assert row_of(p) == "1-2 3-4 5-6 5-5 4-4 0-1 0-2 0-3"
    assert [str(m) for m in game.legal_moves()] == ["x7", "x6-8"]
    assert p.discarded == tiles("0-0")
    assert len(p.stock) == 28 - 9


def test_a_removal_anywhere_in_the_row() -> None:
    p = CastleRockPosition(tiles("1-2 2-3 1-5 4-6 0-0"), tiles("6-6"), ())
    # 1-2 and 1-5 around 2-3 share 1; nothing else.
    assert [str(m) for m in p.legal_moves()] == ["x2"]


def test_triple_removal_is_offered_when_three_share_one_number() -> None:
    p = CastleRockPosition(tiles("0-1 1-2 1-3 5-6"), tiles("4-4"), ())
    assert [str(m) for m in p.legal_moves()] == ["x2", "x1-3"]
    after = p.apply(Removal(2, triple=True))
    assert isinstance(after, CastleRockPosition)
    assert after.discarded == tiles("0-1 1-2 1-3")
    # 5-6 4-4 and an empty stock: no removal is possible, the game is lost.
    assert row_of(after) == "5-6 4-4"
    assert after.status is Status.LOST


def test_no_triple_when_the_shared_numbers_differ() -> None:
    # 1-2 _ 2-5: share 2 across; the middle 1-5 has no 2, so no triple.
    p = CastleRockPosition(tiles("1-2 1-5 2-5"), (), ())
    assert [str(m) for m in p.legal_moves()] == ["x2"]
    with raises_saying(IllegalMove, "do not all share one number"):
        p.apply(Removal(2, triple=True))


def test_emptied_row_refills_from_the_stock_and_the_game_is_won() -> None:
    p = CastleRockPosition(tiles("0-1 1-2 1-3"), tiles("4-4 4-5 4-6"), ())
    after = p.apply(CastleRock().parse_move("x1-3"))
    assert row_of(after) == "4-4 4-5 4-6"
    final = after.apply(CastleRock().parse_move("x1-3"))
    assert final.status is Status.WON and final.legal_moves() == []


@pytest.mark.parametrize(
    ("move", "reason"),
    [
        ("x1", "position 1 has no tile on its left"),
        ("x5", "position 5 is the right end"),
        ("x9", "there is no tile at position 9; the row has 5"),
        ("x3", "2-3 and 4-6, either side of position 3, share no number"),
        ("x4-6", "taking out three needs a tile on each side of the middle one; tile 5, the last, has none"),
        ("x0-2", "taking out three needs a tile on each side of the middle one; tile 1 has none on its left"),
        ("x6-8", "there is no tile at position 7; the row has 5"),
        ("x1-3", "1-2, 2-3 and 1-5 do not all share one number"),
    ],
)
def test_illegal_removals_say_why(move: str, reason: str) -> None:
    p = CastleRockPosition(tiles("1-2 2-3 1-5 4-6 0-0"), tiles("6-6"), ())
    with raises_saying(IllegalMove, re.escape(reason)):
        p.apply(CastleRock().parse_move(move))


@pytest.mark.parametrize("text", ["", "3", "x", "xa", "x2-5", "x2-3", "y3", "x-3"])
def test_bad_notation(text: str) -> None:
    with pytest.raises(NotationError):
        CastleRock().parse_move(text)


def test_notation_round_trip() -> None:
    rules = CastleRock()
    assert rules.parse_move("x3") == Removal(3)
    assert rules.parse_move("x2-4") == Removal(3, triple=True)
    assert str(Removal(3, triple=True)) == "x2-4"


@pytest.mark.parametrize("size", [6, 9, 12, 15, 18])
def test_every_set_plays(size: int) -> None:
    game = Game(make_setup("castle-rock", size, seed=5))
    while not game.is_over:
        game.play(game.legal_moves()[0])
    p = game.position
    assert len(p.discarded) + len(p.on_table()) == (size + 1) * (size + 2) // 2
