"""Luzon rules, on hand-made positions."""

import re

import pytest

from domino_solitaire.engine import (
    DealError,
    Game,
    IllegalMove,
    Move,
    NotationError,
    Status,
    Tile,
    make_setup,
)
from domino_solitaire.engine.luzon import (
    Discard,
    Luzon,
    LuzonPosition,
    LuzonRefusal,
    Shift,
    Spot,
    ends_total_six,
)
from domino_solitaire.wording.errors import error_text
from helpers import deal_starting_with, raises_saying, tiles


def position(columns: list[str], reserve: str = ". . .", six_ends: bool = False) -> LuzonPosition:
    cols = tuple(tiles(c) for c in columns)
    slots = tuple(None if w == "." else Tile.parse(w) for w in reserve.split())
    return LuzonPosition(cols, slots, (), six_ends)


def test_deal_fills_rows_then_reserve() -> None:
    deal = deal_starting_with(6, "")
    game = Game(make_setup("luzon", deal=deal))
    p = game.position
    assert isinstance(p, LuzonPosition)
    # Tile k of the deal (from 0) is row k // 5 of column k % 5.
    for k in range(25):
        assert p.columns[k % 5][k // 5] == deal[k]
    assert p.reserve == deal[25:]
    assert p.stock == ()


def test_only_double_six() -> None:
    with raises_saying(DealError, "Luzon is played with the double-6 set only, not double-9"):
        make_setup("luzon", 9, seed=1)


def test_pairs_of_feet_and_reserve() -> None:
    # Feet 1-5, 3-3, 2-4, 4-4, 0-6: the six-pip feet pair with each other; 4-4 only with 0-4 in R2.
    # 6-6 and 0-0 lie above the feet and cannot be played.
    p = position(["6-6 1-5", "0-0 3-3", "2-4", "4-4", "0-6"], "5-6 0-4 6-6")
    moves = [str(m) for m in p.legal_moves()]
    assert moves == ["1+2", "1+3", "1+5", "2+3", "2+5", "3+5", "4+R2"]


def test_legal_move_order_columns_then_reserve_then_shifts() -> None:
    p = position(["6-6 5-5", "1-1", "", "0-0", "3-4"], "1-1 . 0-1")
    moves = [str(m) for m in p.legal_moves()]
    assert moves == ["1+2", "1+R1", "1>3"]


def test_two_reserve_tiles_never_pair() -> None:
    p = position(["1-1", "2-2", "3-3", "4-4", "0-0"], "6-6 0-0 5-5")
    with raises_saying(IllegalMove, "two reserve tiles never pair"):
        p.apply(Discard.of(Spot.slot(0), Spot.slot(1)))


def test_lower_tiles_of_a_column_cannot_be_used() -> None:
    # 6-6 and 0-0 in the same column: only 0-0 (the foot) can be played.
    p = position(["6-6 0-0", "1-1", "2-2", "3-3", "1-2"], ". . .")
    assert p.legal_moves() == []
    assert p.status is Status.LOST


@pytest.mark.parametrize(
    ("move", "reason"),
    [
        ("1+2", "6-6 and 1-1 total 14 pips, not 12"),
        ("1+1", "1+1 names one tile twice"),
        ("1+R2", "reserve slot R2 is empty"),
        ("3+1", "column 3 is empty"),
        ("2>3", "column 2 holds only one tile"),
        ("1>2", "column 2 is not empty"),
        ("3>4", "column 4 is not empty"),
        ("1>1", "a tile moves to another column"),
    ],
)
def test_illegal_moves_say_why(move: str, reason: str) -> None:
    p = position(["0-0 6-6", "1-1", "", "5-5", "0-2"], "1-1 . .")
    with raises_saying(IllegalMove, re.escape(reason)):
        p.apply(Luzon().parse_move(move))


def test_discard_and_shift_apply() -> None:
    p = position(["0-0 6-6", "0-1", "", "5-5", "0-2"], "5-6 . .")
    after = p.apply(Luzon().parse_move("2+R1"))
    assert isinstance(after, LuzonPosition)
    assert after.columns[1] == () and after.reserve == (None, None, None)
    assert after.discarded == tiles("0-1 5-6")
    moved = after.apply(Luzon().parse_move("1>3"))
    assert isinstance(moved, LuzonPosition)
    assert moved.columns[0] == tiles("0-0") and moved.columns[2] == tiles("6-6")


def test_won_when_all_discarded() -> None:
    p = position(["6-6", "0-0", "", "", ""], ". . .")
    after = p.apply(Luzon().parse_move("1+2"))
    assert after.status is Status.WON and after.legal_moves() == []


@pytest.mark.parametrize(
    ("a", "b", "ok"),
    [
        ("6-6", "0-0", True),
        ("5-6", "0-1", True),
        ("1-6", "0-5", True),  # 1+5 and 6+0
        ("1-6", "1-4", False),  # totals 12, but 1+1 and 6+4 / 1+4 and 6+1 are not six each
        ("2-3", "3-4", True),  # 2+4 and 3+3
        ("0-6", "2-4", True),  # six-pip tiles pair freely
        ("3-3", "1-5", True),
        ("2-6", "0-4", True),
        ("2-6", "1-3", False),
    ],
)
def test_six_ends(a: str, b: str, ok: bool) -> None:
    ta, tb = Tile.parse(a), Tile.parse(b)
    assert ta.pips + tb.pips == 12
    assert ends_total_six(ta, tb) is ok
    p = position([a, b, "6-6", "0-0", ""], ". . .", six_ends=True)
    assert (p.why_illegal(Discard.of(Spot.column(0), Spot.column(1))) is None) is ok
    if not ok:
        with raises_saying(IllegalMove, "six-ends"):
            p.apply(Discard.of(Spot.column(0), Spot.column(1)))


def test_standard_ignores_six_ends() -> None:
    p = position(["1-6", "1-4", "", "", ""], ". . .")
    assert p.why_illegal(Discard.of(Spot.column(0), Spot.column(1))) is None


@pytest.mark.parametrize("text", ["", "1", "6+1", "1+R4", "R1>2", "1>R2", "1+2+3", "a+b", "1-2"])
def test_bad_notation(text: str) -> None:
    with pytest.raises(NotationError):
        Luzon().parse_move(text)


def test_notation_is_canonical() -> None:
    rules = Luzon()
    assert str(rules.parse_move("R2+3")) == "3+R2"
    assert str(rules.parse_move("5+2")) == "2+5"
    assert str(rules.parse_move("4>1")) == "4>1"


@pytest.mark.parametrize(
    ("move", "reason"),
    [
        (Shift(-1, 4), "there is no column 0"),
        (Shift(7, 4), "there is no column 8"),
        (Shift(0, 5), "there is no column 6"),
        (Discard(Spot.column(5), Spot.slot(0)), "there is no column 6"),
        (Discard(Spot.column(0), Spot.slot(3)), "there is no reserve slot R4"),
    ],
)
def test_moves_off_the_layout_are_refused_with_a_reason(move: Move, reason: str) -> None:
    # Built directly (not parsed), as a caller of the engine could: never an IndexError, never legal.
    p = position(["1-6", "1-4 2-2", "", "", "3-3"], ". . .")
    refused = p.why_illegal(move)
    assert refused is not None and refused.reason is LuzonRefusal.NO_SUCH_SPOT
    assert error_text(refused) == reason
    with raises_saying(IllegalMove, reason):
        p.apply(move)
