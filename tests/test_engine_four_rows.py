"""Four Rows rules: the golden deals' layouts, moves and refusals on hand-made positions."""

from __future__ import annotations

import pytest

from domino_solitaire.engine import Game, IllegalMove, IllegalReason, NotationError, Setup, Status
from domino_solitaire.engine.deals import deal_for_seed
from domino_solitaire.engine.four_rows import End, FourRows, FourRowsPosition, FourRowsRefusal, Lay
from domino_solitaire.engine.tiles import format_tiles, full_set
from helpers import tiles

RULES = FourRows()

#: The rows of numbered deals, pinned for ever (the 6-6 already taken out of its row).
GOLDEN_ROWS = {
    ("standard", 1): [
        "1-2 0-2 4-5 0-5 2-2 1-6 5-6",
        "2-5 2-6 0-4 0-1 4-4 3-6 4-6",
        "1-1 3-4 0-6 3-3 2-4 0-0 0-3",
        "1-5 3-5 1-4 2-3 5-5 1-3",
    ],
    ("standard", 2): [
        "2-3 0-4 1-6 4-4 2-5 0-3 1-1",
        "2-4 1-4 1-2 3-5 0-2 2-6 2-2",
        "0-6 3-6 1-3 4-6 5-6 5-5 0-5",
        "0-0 0-1 1-5 3-4 4-5 3-3",
    ],
    ("standard", 1000): [
        "0-6 2-4 2-6 4-5 1-2 4-4",
        "0-2 1-4 1-5 3-6 0-4 0-3 4-6",
        "5-6 1-6 3-4 3-3 3-5 2-3 0-5",
        "2-5 0-1 1-1 1-3 2-2 5-5 0-0",
    ],
    ("five-rows", 1): [
        "1-2 0-2 4-5 0-5 2-2 1-6",
        "5-6 2-5 2-6 0-4 0-1 4-4",
        "3-6 4-6 1-1 3-4 0-6 3-3",
        "2-4 0-0 0-3 1-5 3-5",
        "1-4 2-3 5-5 1-3",
    ],
    ("five-rows", 2): [
        "2-3 0-4 1-6 4-4 2-5 0-3",
        "1-1 2-4 1-4 1-2 3-5 0-2",
        "2-6 2-2 0-6 3-6 1-3 4-6",
        "5-6 5-5 0-5 0-0",
        "0-1 1-5 3-4 4-5 3-3",
    ],
    ("five-rows", 1000): [
        "0-6 2-4 2-6 4-5 1-2",
        "4-4 0-2 1-4 1-5 3-6 0-4",
        "0-3 4-6 5-6 1-6 3-4 3-3",
        "3-5 2-3 0-5 2-5 0-1",
        "1-1 1-3 2-2 5-5 0-0",
    ],
}

GOLDEN_MOVES = {
    ("standard", 1): ["1L", "1R", "2L", "2R"],
    ("standard", 2): [],
    ("standard", 1000): ["2L", "2R"],
    ("five-rows", 1): ["1L", "1R"],
    ("five-rows", 2): ["3L", "3R"],
    ("five-rows", 1000): [],
}


def position(rows: str, line: tuple[tuple[int, int], ...] = ((6, 6),)) -> FourRowsPosition:
    """Rows written as "a-b c-d / e-f", with the line given left to right."""
    return FourRowsPosition(tuple(tiles(row) for row in rows.split("/")), line, ())


def opening(variant: str, seed: int) -> FourRowsPosition:
    found = RULES.initial(deal_for_seed(6, seed), 6, variant)
    assert isinstance(found, FourRowsPosition)
    return found


@pytest.mark.parametrize(("variant", "seed"), sorted(GOLDEN_ROWS))
def test_golden_deals_lay_out_as_they_always_did(variant: str, seed: int) -> None:
    found = opening(variant, seed)
    assert [format_tiles(row) for row in found.rows] == GOLDEN_ROWS[(variant, seed)]
    assert [str(move) for move in found.legal_moves()] == GOLDEN_MOVES[(variant, seed)]
    assert found.line == ((6, 6),) and found.discarded == tiles("6-6")
    assert (found.left_end, found.right_end) == (6, 6)
    assert found.tiles_left() == 27 and found.set_size() == 6


@pytest.mark.parametrize(("variant", "lengths"), [("standard", [7, 7, 7, 7]), ("five-rows", [6, 6, 6, 5, 5])])
def test_rows_are_dealt_in_deal_order_and_the_double_six_leaves_its_row(
    variant: str, lengths: list[int]
) -> None:
    deal = full_set(6)  # canonical order: the 6-6 is the last tile, so the last row is one short
    found = RULES.initial(deal, 6, variant)
    assert isinstance(found, FourRowsPosition)
    assert [len(row) for row in found.rows] == [*lengths[:-1], lengths[-1] - 1]
    assert sum(found.rows, ()) == deal[:-1]


def test_a_move_lays_the_last_tile_and_its_other_number_becomes_the_end() -> None:
    start = position("1-2 3-6 / 0-5")
    assert [str(m) for m in start.legal_moves()] == ["1L", "1R"]
    after = start.apply(Lay(0, End.LEFT))
    assert isinstance(after, FourRowsPosition)
    assert after.line == ((3, 6), (6, 6))
    assert (after.left_end, after.right_end) == (3, 6)
    assert after.rows == (tiles("1-2"), tiles("0-5"))
    assert after.discarded == tiles("3-6")
    # 1-2 fits neither 3 nor 6, 0-5 neither: lost.
    assert after.status is Status.LOST


def test_a_double_leaves_the_end_as_it_was() -> None:
    start = position("2-6 6-6 / 3-3", line=((3, 6), (6, 6)))
    after = start.apply(Lay(1, End.LEFT))
    assert isinstance(after, FourRowsPosition)
    assert after.line == ((3, 3), (3, 6), (6, 6)) and after.left_end == 3


def test_a_tile_fitting_both_ends_goes_on_either_as_the_player_chooses() -> None:
    start = position("4-5 / 1-3 3-6", line=((3, 6), (6, 6)))
    assert start.fitting_ends(1) == (End.LEFT, End.RIGHT)
    assert start.fitting_ends(0) == ()
    left = start.apply(Lay(1, End.LEFT))
    right = start.apply(Lay(1, End.RIGHT))
    assert isinstance(left, FourRowsPosition) and isinstance(right, FourRowsPosition)
    assert (left.left_end, left.right_end) == (6, 6)
    assert (right.left_end, right.right_end) == (3, 3)
    assert right.line == ((3, 6), (6, 6), (6, 3))


def test_won_when_every_row_is_empty() -> None:
    start = position("0-6 /  / 0-0")
    game_over = start.apply(Lay(0, End.RIGHT)).apply(Lay(2, End.RIGHT))
    assert game_over.status is Status.WON
    assert game_over.tiles_left() == 0
    refused = game_over.why_illegal(Lay(0, End.LEFT))
    assert refused == IllegalMove(IllegalReason.GAME_OVER, status=Status.WON)


def test_refusals_say_why() -> None:
    start = position("1-2 3-6 / 4-5 / ", line=((3, 6), (6, 6)))
    assert start.why_illegal(Lay(4, End.LEFT)) == IllegalMove(FourRowsRefusal.NO_SUCH_ROW, row=5, rows=3)
    assert start.why_illegal(Lay(-1, End.LEFT)) == IllegalMove(FourRowsRefusal.NO_SUCH_ROW, row=0, rows=3)
    assert start.why_illegal(Lay(2, End.LEFT)) == IllegalMove(FourRowsRefusal.ROW_EMPTY, row=3)
    assert start.why_illegal(Lay(1, End.LEFT)) == IllegalMove(
        FourRowsRefusal.FITS_NO_END, tile=tiles("4-5")[0], left=3, right=6
    )
    only_left = position("1-2", line=((1, 6), (6, 3)))
    assert only_left.why_illegal(Lay(0, End.RIGHT)) == IllegalMove(
        FourRowsRefusal.FITS_OTHER_END, tile=tiles("1-2")[0], end=End.RIGHT, number=3, other=End.LEFT
    )
    with pytest.raises(IllegalMove):
        only_left.apply(Lay(0, End.RIGHT))


@pytest.mark.parametrize(
    ("text", "move"),
    [("1L", Lay(0, End.LEFT)), ("4r", Lay(3, End.RIGHT)), (" 5 R ", Lay(4, End.RIGHT))],
)
def test_notation_reads_a_row_and_an_end(text: str, move: Lay) -> None:
    assert RULES.parse_move(text) == move
    assert RULES.parse_move(str(move)) == move


@pytest.mark.parametrize("text", ["", "L1", "1", "L", "1X", "1LR", "x3", "1+2", "123L"])
def test_notation_refuses_what_is_not_a_lay(text: str) -> None:
    with pytest.raises(NotationError) as caught:
        RULES.parse_move(text)
    # The code the text protocol prints (docs/jsonl.md), pinned for ever.
    assert caught.value.plain().split(" ")[0] == "not-four-rows"


def test_a_game_plays_undoes_and_redoes() -> None:
    game = Game(Setup(RULES, 6, "standard", deal_for_seed(6, 1), 1))
    first = game.play("1L")
    assert first == Lay(0, End.LEFT)
    position_after = game.position
    assert isinstance(position_after, FourRowsPosition)
    assert position_after.left_end == 5 and len(position_after.rows[0]) == 6
    assert game.undo() == first
    assert game.position == game.positions[0]
    assert game.redo() == first
    assert game.position == position_after


def test_a_move_of_another_game_is_refused_as_such() -> None:
    from domino_solitaire.engine.castle_rock import Removal

    start = position("1-6")
    refused = start.why_illegal(Removal(2))
    assert refused is not None and refused.reason is IllegalReason.WRONG_GAME


def test_layout_gives_rows_line_and_ends() -> None:
    start = position("1-2 3-6 / 0-5", line=((3, 6), (6, 6)))
    assert start.layout() == {"rows": [["1-2", "3-6"], ["0-5"]], "line": ["3-6", "6-6"], "ends": [3, 6]}


@pytest.mark.parametrize("variant", RULES.variants)
def test_every_deal_keeps_the_whole_set_and_every_line_matches(variant: str) -> None:
    for seed in range(1, 60):
        current = opening(variant, seed)
        while current.legal_moves():
            moves = current.legal_moves()
            after = current.apply(moves[seed % len(moves)])
            assert isinstance(after, FourRowsPosition)
            current = after
            assert sorted((*current.on_table(), *current.discarded)) == list(full_set(6))
            assert all(a[1] == b[0] for a, b in zip(current.line, current.line[1:], strict=False))
        assert current.status in (Status.WON, Status.LOST)
