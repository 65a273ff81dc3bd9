"""The statistics' rows are computed once (wording/stats.py) for the command line and the screen."""

from __future__ import annotations

from datetime import date, datetime, timezone

import pytest

from domino_solitaire.engine import GAMES, Game, make_setup
from domino_solitaire.records import GameRecord, Result
from domino_solitaire.records.stats import summarize
from domino_solitaire.wording.stats import extra_cells, grade_cells


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_command_lines_tables_are_the_wordings_rows(game: str) -> None:
    from domino_solitaire.cli.store import stats_lines

    setup = make_setup(game, 6, seed=1)
    played = Game(setup)
    played.play(played.legal_moves()[0])
    started = datetime(2026, 5, 1, 12, tzinfo=timezone.utc)
    records = [
        GameRecord.of_game(played, Result.ABANDONED, started_at=started, grade="easy"),
        GameRecord.of_game(played, Result.LOST, started_at=started, grade="hard", par=0),
    ]
    kind = summarize(game, 6, "standard", records, today=date(2026, 5, 1), grades=("easy", "hard"))
    text = "\n".join(stats_lines([kind]))
    assert " ".join(extra_cells(kind)) in " ".join(text.split())
    for grade, counts in kind.grades.items():
        assert " ".join(grade_cells(grade, counts)) in " ".join(text.split())
