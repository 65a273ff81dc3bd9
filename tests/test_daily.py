"""The daily deal: the same deal for a date and configuration on every machine, forever."""

from __future__ import annotations

import datetime

import pytest

from domino_solitaire.engine import configurations, make_setup
from domino_solitaire.solver import solve
from domino_solitaire.solver.difficulty import (
    WEEK,
    Daily,
    Goal,
    daily_deal,
    daily_start,
    day_grade,
    grade,
)
from domino_solitaire.solver.grades import Grade

MONDAY = datetime.date(2026, 3, 2)


def test_the_week_climbs_from_easy_to_expert() -> None:
    assert MONDAY.weekday() == 0
    days = [MONDAY + datetime.timedelta(days=k) for k in range(7)]
    every = (Grade.EASY, Grade.MEDIUM, Grade.HARD, Grade.EXPERT, Grade.UNWINNABLE)
    assert [day_grade(every, d) for d in days] == list(WEEK)
    assert [g.value for g in WEEK] == ["easy", "easy", "medium", "medium", "hard", "expert", "expert"]
    # A configuration without the day's grade gives the nearest it has, the easier on a tie.
    assert {day_grade((Grade.EXPERT, Grade.UNWINNABLE), d) for d in days} == {Grade.EXPERT}
    assert day_grade((Grade.EASY, Grade.HARD, Grade.EXPERT, Grade.UNWINNABLE), days[2]) is Grade.EASY
    assert {day_grade((Grade.UNWINNABLE,), d) for d in days} == {Grade.UNWINNABLE}


def test_start_numbers_are_pinned() -> None:
    """SplitMix64 over the text of the date and configuration (docs/difficulty.md): never Python's hash."""
    assert daily_start("luzon", 6, "standard", MONDAY) == 180574
    assert daily_start("luzon", 6, "six-ends", MONDAY) == 146835
    assert daily_start("castle-rock", 18, "standard", datetime.date(2030, 12, 31)) == 83341
    starts = {daily_start(*config, MONDAY) for config in configurations()}
    assert len(starts) == len(configurations())  # each configuration its own


#: (game, set, variant, date): (deal number, grade, goal, par). They must never change.
GOLDEN = {
    ("good-neighbors", 12, "standard", "2026-03-12"): (533364, "medium", "win", 1),
    ("good-neighbors", 12, "standard", "2026-03-21"): (330851, "expert", "win", 1),
    ("good-neighbors", 9, "standard", "2026-03-04"): (436641, "medium", "win", 1),
    ("good-neighbors", 9, "standard", "2026-03-06"): (368127, "hard", "win", 1),
    ("good-neighbors", 6, "standard", "2026-03-04"): (727451, "medium", "win", 0),
    ("good-neighbors", 6, "standard", "2026-03-06"): (212298, "hard", "win", 0),
    ("luzon", 6, "standard", "2026-03-02"): (180575, "easy", "win", 0),
    ("luzon", 6, "standard", "2026-03-07"): (480583, "expert", "win", 0),
    ("luzon", 6, "six-ends", "2026-03-04"): (28181, "medium", "win", 0),
    ("luzon", 6, "six-ends", "2026-03-07"): (215408, "expert", "win", 0),
    ("castle-rock", 6, "standard", "2026-03-02"): (360961, "easy", "win", 0),
    ("castle-rock", 6, "standard", "2026-03-04"): (845878, "medium", "win", 0),
    ("castle-rock", 6, "standard", "2026-03-06"): (909874, "hard", "win", 0),
    ("castle-rock", 9, "standard", "2026-03-02"): (858717, "easy", "win", 0),
    ("castle-rock", 9, "standard", "2026-03-07"): (781109, "expert", "win", 0),
    ("castle-rock", 12, "standard", "2026-03-02"): (380682, "expert", "win", 0),
    ("castle-rock", 12, "standard", "2026-03-06"): (287613, "expert", "win", 0),
    ("castle-rock", 15, "standard", "2026-03-02"): (442504, "unwinnable", "par", 89),
    ("castle-rock", 18, "standard", "2026-03-04"): (224370, "unwinnable", "par", 134),
}


@pytest.mark.parametrize(("key", "expected"), list(GOLDEN.items()))
def test_golden_daily_deals(key: tuple[str, int, str, str], expected: tuple[int, str, str, int]) -> None:
    game, size, variant, text = key
    day = datetime.date.fromisoformat(text)
    found = daily_deal(game, size, variant, day)
    assert (found.seed, found.grade.value, found.goal.value, found.par) == expected
    assert (found.game, found.size, found.variant, found.date) == (game, size, variant, day)
    assert found.seed >= daily_start(game, size, variant, day)


def test_a_daily_deal_has_its_grade_and_goal() -> None:
    day = MONDAY + datetime.timedelta(days=5)  # a Saturday: expert
    found = daily_deal("castle-rock", 6, "standard", day)
    assert isinstance(found, Daily) and found.grade is Grade.EXPERT and found.goal is Goal.WIN
    setup = make_setup("castle-rock", 6, seed=found.seed)
    assert grade(setup) is Grade.EXPERT and solve(setup.opening()).winnable is True
    # Where no deal is known to be winnable the goal is par, that deal's own.
    far = daily_deal("castle-rock", 15, None, day)
    assert far.goal is Goal.PAR and far.grade is Grade.UNWINNABLE
    assert far.par == solve(make_setup("castle-rock", 15, seed=far.seed).opening()).par
    assert far.seed == daily_start("castle-rock", 15, "standard", day)


def test_defaults_are_the_game_s_own() -> None:
    assert daily_deal("luzon", None, None, MONDAY) == daily_deal("luzon", 6, "standard", MONDAY)
