"""The status bar's two lines: they never wrap, and shorten in a fixed order (pure functions)."""

from __future__ import annotations

import pytest

from domino_solitaire.engine import configurations, make_setup
from domino_solitaire.play import PlaySession
from domino_solitaire.records import Result
from domino_solitaire.solver.verdict import Outlook, Verdict
from domino_solitaire.tui.game_view import status_report
from domino_solitaire.tui.widgets.status import (
    StatusReport,
    bottom_pieces,
    header_lines,
    top_pieces,
    width_of,
)
from domino_solitaire.wording.textmode import text_status

# The reproduction: Castle Rock double-12, deal 2605439794719563135, at 80x24.
FACTS = StatusReport(
    title="Castle Rock",
    size=12,
    variant="standard",
    deal="deal 2605439794719563135",
    stock=86,
    removed=0,
    total=91,
    moves=0,
    seconds=3,
    status=Result.PLAYING,
    grade="unwinnable",
)
VERDICT = Verdict(Outlook.NOT_WINNABLE, par=51)


def text(pieces: list[tuple[str, str]]) -> str:
    return "".join(piece for piece, _ in pieces)


@pytest.mark.parametrize("width", [40, 50, 58, 64, 70, 78, 90, 120])
def test_header_lines_fit_every_width(width: int) -> None:
    top, bottom = header_lines(FACTS, VERDICT, width)
    assert width_of(top) <= width and width_of(bottom) <= width
    assert "\n" not in text(top) + text(bottom)


def test_at_80_columns_both_lines_keep_what_matters() -> None:
    top, bottom = (text(line) for line in header_lines(FACTS, VERDICT, 78))
    assert top == "Castle Rock double-12 deal 2605439794719563135 ✗ not winnable · best 51"
    assert bottom == "Stock 86   Removed 0/91   Moves 0   Time 0:03   Grade unwinnable   playing"


def test_at_60_columns_the_deal_number_and_the_counts_stay_whole() -> None:
    top, bottom = (text(line) for line in header_lines(FACTS, VERDICT, 58))
    assert "2605439794719563135" in top and "…" not in top and "✗" in top
    for shown in ("Stock 86", "Removed 0/91", "Moves 0", "0:03"):
        assert shown in bottom
    assert "…" not in bottom


def test_the_lines_shorten_in_a_fixed_order() -> None:
    tops = [text(pieces) for pieces in top_pieces(FACTS, VERDICT)]
    assert tops == [
        "Castle Rock  double-12  standard  deal 2605439794719563135  ✗ not winnable · best now: 51 left",
        "Castle Rock double-12 standard deal 2605439794719563135 ✗ not winnable · best now: 51 left",
        "Castle Rock double-12 standard deal 2605439794719563135 ✗ not winnable · best 51",
        "Castle Rock double-12 deal 2605439794719563135 ✗ not winnable · best 51",
        "Castle Rock double-12 deal 2605439794719563135 ✗ not winnable",
        "Castle Rock double-12 #2605439794719563135 ✗ not winnable",
        "Castle Rock d12 #2605439794719563135 ✗ not winnable",
        "Castle Rock d12 #2605439794719563135 ✗",
    ]
    assert [width_of(pieces) for pieces in top_pieces(FACTS, VERDICT)] == sorted(
        (width_of(pieces) for pieces in top_pieces(FACTS, VERDICT)), reverse=True
    )
    bottoms = [text(pieces) for pieces in bottom_pieces(FACTS)]
    assert bottoms[-1] == "Stock 86 Removed 0/91 Moves 0 0:03"
    assert [len(line) for line in bottoms] == sorted((len(line) for line in bottoms), reverse=True)


def test_a_finished_game_keeps_its_status_word() -> None:
    won = StatusReport(**{**FACTS.__dict__, "status": Result.WON})
    _, bottom = header_lines(won, None, 40)
    assert text(bottom) == "Stock 86 Removed 0/91 Moves 0 0:03 WON"


def test_too_narrow_for_any_form_cuts_with_an_ellipsis() -> None:
    top, _ = header_lines(FACTS, VERDICT, 20)
    assert width_of(top) == 20 and text(top).endswith("…")


def test_the_deal_s_code_is_shown_where_it_fits_and_goes_first() -> None:
    coded = StatusReport(**{**FACTS.__dict__, "deal": "deal 42", "code": "C60-0001-A"})
    top = text(header_lines(coded, VERDICT, 120)[0])
    assert "deal 42  C60-0001-A" in top
    narrow = text(header_lines(coded, VERDICT, 70)[0])
    assert "C60-0001-A" not in narrow and "deal 42" in narrow and "not winnable" in narrow


@pytest.mark.parametrize(("game", "size", "variant"), configurations())
def test_the_status_bar_shows_a_stock_only_where_the_game_has_one(game: str, size: int, variant: str) -> None:
    # Luzon deals every tile: "Stock 0" would say it has a stock that ran out.
    played = PlaySession(make_setup(game, size, variant, seed=1), clock=lambda: 0.0)
    has_stock = bool(played.game.positions[0].stock)
    _, bottom = header_lines(status_report(played.state), None, 78)
    assert ("Stock" in text(bottom)) is has_stock
    assert ("in stock" in text_status(played.state, "0:00")) is has_stock
