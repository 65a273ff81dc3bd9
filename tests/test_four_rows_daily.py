"""Four Rows' daily deals: the day's own and an easy, a medium and a hard one each day, in both
variants, each the grade it is offered as and the same for ever; a tier played to a win by the text
mode is stored as that tier's and shown in the month."""

from __future__ import annotations

import io
import json
import sys
from datetime import date
from pathlib import Path

import pytest

from domino_solitaire.engine import make_setup
from domino_solitaire.solver import Grade, daily_deal, grade, solve
from helpers import run_cli

DAY = date(2026, 11, 20)

#: Each variant's deals of DAY, for ever: by tier (None: the day's own deal, a Friday's hard).
PINNED = {
    "standard": {Grade.EASY: 871648, Grade.MEDIUM: 92532, Grade.HARD: 483678, None: 558813},
    "five-rows": {Grade.EASY: 296510, Grade.MEDIUM: 394989, Grade.HARD: 734784, None: 800421},
}


@pytest.mark.parametrize("variant", sorted(PINNED))
def test_each_tier_has_its_own_graded_winnable_deal_of_the_day(variant: str) -> None:
    for tier, seed in PINNED[variant].items():
        found = daily_deal("four-rows", 6, variant, DAY, tier=tier)
        assert (found.seed, found.tier) == (seed, tier)
        wanted = Grade.HARD if tier is None else tier
        assert found.grade is wanted
        opening = make_setup("four-rows", 6, variant, seed=seed).opening()
        assert solve(opening).winnable and grade(opening) is wanted


def test_a_tier_won_in_the_text_mode_is_stored_and_shown_in_the_month(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    seed = PINNED["standard"][Grade.EASY]
    line = solve(make_setup("four-rows", 6, "standard", seed=seed).opening()).notation()
    data = ["--data-dir", str(tmp_path)]
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(f"{move}\n" for move in line)))
    code, out, err = run_cli(
        capsys, "daily", "four-rows", "--tier", "easy", "--date", "2026-11-20", "--text", *data
    )
    assert code == 0, err
    assert "You won!" in out.splitlines()
    code, out, _ = run_cli(capsys, "history", "--json", *data)
    (game,) = json.loads(out)
    assert (game["game"], game["seed"], game["daily"], game["result"]) == (
        "four-rows",
        seed,
        "2026-11-20",
        "won",
    )
    assert game["origin"].endswith("daily-easy")
    code, out, err = run_cli(capsys, "daily", "four-rows", "--month", "2026-11", "--ascii", *data)
    assert code == 0, err
    assert out.splitlines()[0] == "Daily tiers of Four Rows d6, November 2026"
    assert "20 +.." in out
