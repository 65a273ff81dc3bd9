"""Difficulty grades: what they are made of, golden grades of numbered deals, and graded_seed."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domino_solitaire.engine import DealError, configurations, get_rules, make_setup
from domino_solitaire.engine.deals import deal_for_seed
from domino_solitaire.engine.good_neighbors import GoodNeighborsPosition
from domino_solitaire.engine.luzon import LuzonPosition
from domino_solitaire.solver import difficulty, greedy_wins, is_winnable, searcher, winnable_seed
from domino_solitaire.solver.api import KNOWN_WINNABLE
from domino_solitaire.solver.base import GameSearch
from domino_solitaire.solver.budget import Budget
from domino_solitaire.solver.difficulty import (
    WINNABLE_GRADES,
    casual_chance,
    grade,
    graded_seed,
    offered,
)
from domino_solitaire.solver.good_neighbors import CountedTurns, GoodNeighborsSearch
from domino_solitaire.solver.grades import Grade
from domino_solitaire.solver.known import LIMIT
from helpers import raises_saying
from test_solver import random_position

LETTER = {Grade.EASY: "e", Grade.MEDIUM: "m", Grade.HARD: "h", Grade.EXPERT: "x", Grade.UNWINNABLE: "u"}


def letters(game: str, size: int, variant: str, seeds: range) -> str:
    return "".join(LETTER[grade(make_setup(game, size, variant, seed=seed))] for seed in seeds)


def test_grades_read_as_words() -> None:
    assert [str(g) for g in Grade] == ["easy", "medium", "hard", "expert", "unwinnable"]
    assert Grade("expert") is Grade.EXPERT


#: The grades of deals 1, 2, ... of each configuration, one letter a deal (e easy, m medium, h hard,
#: x expert, u unwinnable). They must never change: daily deals and every player's statistics per
#: grade depend on them.
GOLDEN = {
    ("good-neighbors", 12, "standard"): "hmxxmhem",
    ("good-neighbors", 9, "standard"): "hxeehemx",
    ("good-neighbors", 6, "standard"): "xxexxmhh",
    ("luzon", 6, "standard"): "euuuuuhuuuxuuuumueuumuuueuuhuh",
    ("luzon", 6, "six-ends"): "uuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuueuuu",
    ("castle-rock", 6, "standard"): "umxuuuuuuuuumxuuumumumueuuumxu",
    ("castle-rock", 9, "standard"): "uuuueuuuuuuuuuuhuuuxeemuuuuuuuueuuuuuuuuuueuuuuuuuuxuuuuuuuu",
    ("castle-rock", 12, "standard"): "uuuuuuuuuu",
    ("castle-rock", 18, "standard"): "uuuuu",
}


@pytest.mark.parametrize(("config", "expected"), list(GOLDEN.items()))
def test_golden_grades(config: tuple[str, int, str], expected: str) -> None:
    assert letters(*config, range(1, len(expected) + 1)) == expected


@pytest.mark.parametrize(("config", "expected"), list(GOLDEN.items()))
def test_unwinnable_exactly_when_the_solver_says_so(config: tuple[str, int, str], expected: str) -> None:
    game, size, variant = config
    for seed, letter in enumerate(expected, start=1):
        assert (letter == "u") is (not is_winnable(make_setup(game, size, variant, seed=seed).opening()))


OFFERED = {
    ("good-neighbors", 12, "standard"): "emhx",
    ("good-neighbors", 9, "standard"): "emhx",
    ("good-neighbors", 6, "standard"): "emhx",
    ("luzon", 6, "standard"): "emhxu",
    ("luzon", 6, "six-ends"): "emhxu",
    ("castle-rock", 6, "standard"): "emhxu",
    ("castle-rock", 9, "standard"): "emhxu",
    ("castle-rock", 12, "standard"): "xu",
    ("castle-rock", 15, "standard"): "u",
    ("castle-rock", 18, "standard"): "u",
    ("four-rows", 6, "standard"): "emhxu",
    ("four-rows", 6, "five-rows"): "emhxu",
}


def test_every_configuration_says_which_grades_it_offers() -> None:
    assert set(OFFERED) == set(configurations())
    for config, expected in OFFERED.items():
        assert "".join(LETTER[g] for g in offered(*config)) == expected, config


def test_thresholds_go_from_easy_down() -> None:
    """Each game's thresholds: one entry per set and variant, easiest first, chances above 0."""
    for game, size, variant in configurations():
        search = searcher(make_setup(game, size, variant, seed=1).opening())
        assert (size, variant) in type(search).grade_limits
        limits = type(search).grade_limits[size, variant]
        if limits is not None:
            assert list(limits) == sorted(limits, reverse=True) and limits[-1] > 0


@pytest.mark.parametrize(("size", "seeds"), [(6, range(1, 30)), (9, range(15, 22))])
def test_castle_rock_chance_by_summaries_is_the_exact_sum(size: int, seeds: range) -> None:
    """The stack summaries' chance against the plain sum over every position (the base class's)."""
    checked = 0
    for seed in seeds:
        position = make_setup("castle-rock", size, seed=seed).opening()
        search = searcher(position)
        if not is_winnable(position):
            continue
        for share in (0.0, 0.5):
            fast = search.casual_chance(Budget(), share)
            plain = GameSearch.casual_chance(searcher(position), Budget(), share)
            assert fast == pytest.approx(plain, rel=1e-9, abs=1e-15), (seed, share)
        checked += 1
    assert checked >= 3


@pytest.mark.parametrize("config", configurations()[:7])
def test_always_greedy_wins_exactly_when_the_greedy_player_does(config: tuple[str, int, str]) -> None:
    game, size, variant = config
    for seed in range(1, 5):
        position = make_setup(game, size, variant, seed=seed).opening()
        assert casual_chance(position, 1.0) == (1.0 if greedy_wins(position) else 0.0)


@settings(max_examples=6, deadline=None)
@given(
    size=st.sampled_from([9, 6]),
    seed=st.integers(1, 10**6),
    moves=st.integers(5, 12),
    low=st.integers(0, 100),
    width=st.integers(1, 60),
)
def test_estimate_stops_early_on_the_right_side(
    size: int, seed: int, moves: int, low: int, width: int
) -> None:
    """Good Neighbors estimates its chance from seeded games: the same every time, and stopping early
    only once the full estimate is sure to fall outside the interval asked about, on that side."""
    position = random_position("good-neighbors", size, "standard", seed, moves)
    full = searcher(position).casual_chance(Budget())
    assert full == searcher(position).casual_chance(Budget())
    within = (low / 100, (low + width) / 100)
    early = searcher(position).casual_chance(Budget(), within=within)
    if within[0] <= full < within[1]:
        assert early == full
    elif full < within[0]:
        assert early < within[0]
    else:
        assert early >= within[1]


def test_grade_of_a_position_is_the_grade_of_its_setup(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(difficulty, "_ASSESSED", {})  # each call grades: none is remembered yet
    setup = make_setup("luzon", 6, "six-ends", seed=12)
    by_position = grade(setup.opening())
    difficulty._ASSESSED.clear()
    assert by_position is grade(setup)
    later = random_position("luzon", 6, "standard", 5, 3)
    assert isinstance(later, LuzonPosition)
    with raises_saying(DealError, "not a whole deal"):
        grade(LuzonPosition(later.columns, later.reserve, (), later.six_ends))


def test_graded_seed_is_the_first_deal_of_that_grade() -> None:
    expected = GOLDEN["luzon", 6, "standard"]
    for wanted in WINNABLE_GRADES:
        seed = graded_seed("luzon", 6, "standard", wanted, start=1)
        assert seed == expected.index(LETTER[wanted]) + 1
        assert grade(make_setup("luzon", seed=seed)) is wanted
    # Double-12's first winnable deal, 787, is expert, as they all are.
    assert graded_seed("castle-rock", 12, None, Grade.EXPERT, start=780) == 787
    assert graded_seed("castle-rock", 18, None, Grade.UNWINNABLE, start=7) == 7


def test_graded_seed_refuses_with_one_line() -> None:
    refusal = "Castle Rock double-12 has no easy deals: its winnable deals are expert"
    with raises_saying(DealError, refusal):
        graded_seed("castle-rock", 12, None, Grade.EASY)
    with raises_saying(DealError, "double-18 has no hard deals: no deal of it is known to be winnable"):
        graded_seed("castle-rock", 18, None, Grade.HARD)
    with raises_saying(DealError, "no expert deal among deals 1 to 2"):
        graded_seed("luzon", 6, "six-ends", Grade.EXPERT, tries=2)
    with raises_saying(DealError, "no easy deal found in deals 6 to 6"):
        graded_seed("castle-rock", 9, None, Grade.EASY, start=6, total_seconds=0.0)
    with raises_saying(DealError, "Good Neighbors double-9 has no unwinnable deals: nearly every deal"):
        graded_seed("good-neighbors", 9, None, Grade.UNWINNABLE)
    with raises_saying(DealError, "no game"):
        graded_seed("chess", 6, None, Grade.EASY)


def test_the_table_of_known_winnable_deals_agrees_with_the_solver() -> None:
    """Samples of solver/known.py: its deals are winnable, the deals between them are not."""
    table = KNOWN_WINNABLE["castle-rock", 12, "standard"]
    assert list(table) == sorted(set(table)) and table[0] >= 0 and table[-1] < LIMIT
    assert 1_000 < len(table) < 2_000  # about one deal in 900
    rules = get_rules("castle-rock")

    def won(seed: int) -> bool | None:
        return is_winnable(rules.initial(deal_for_seed(12, seed), 12, "standard"))

    for index in (0, 1, len(table) // 3, len(table) // 2, len(table) - 1):
        assert won(table[index]), table[index]
    for index in (0, len(table) // 2):
        after = range(table[index] + 1, min(table[index + 1], table[index] + 120))
        assert not any(won(seed) for seed in after)
    assert winnable_seed("castle-rock", 12, start=table[5] + 1) == table[6]


def test_a_deal_is_graded_once_and_a_stopped_grading_is_not_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(difficulty, "_ASSESSED", {})
    monkeypatch.setattr(difficulty, "ASSESSED_KEPT", 2)
    judged: list[int] = []
    real = difficulty._judge

    def judge(*args: object, **kwargs: object) -> object:
        judged.append(1)
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(difficulty, "_judge", judge)
    setup = make_setup("good-neighbors", 9, seed=77)
    with raises_saying(DealError, "could not be graded"):
        grade(setup, should_stop=lambda: True)
    assert grade(setup) is grade(setup.opening()) is grade(setup, should_stop=lambda: True)
    assert len(judged) == 2  # the stopped search, then one whole one
    grade(make_setup("good-neighbors", 9, seed=78))
    grade(make_setup("good-neighbors", 9, seed=79))
    assert len(difficulty._ASSESSED) == 2  # the oldest went
    grade(setup)
    assert len(judged) == 5


@settings(max_examples=25, deadline=None)
@given(st.sampled_from((6, 9, 12)), st.integers(1, 10_000), st.integers(0, 2**32))
def test_counted_turns_are_the_listed_turns(size: int, seed: int, play: int) -> None:
    """The casual player counts a tableau's turns: the same count, order and greedy turn as the list."""
    opening = make_setup("good-neighbors", size, seed=seed).opening()
    assert isinstance(opening, GoodNeighborsPosition)
    search = GoodNeighborsSearch(opening)
    rng = random.Random(play)
    cells, drawn = search.root
    while True:
        listed = search._turns(cells)
        counted = CountedTurns(search._edge_bits(cells))
        assert counted.count == len(listed)
        assert [counted.nth(r) for r in range(len(listed))] == [used for _, used in listed]
        with pytest.raises(IndexError):
            counted.nth(len(listed))
        if not listed:
            break
        most = max(len(turn) for turn, _ in listed)
        assert counted.greedy() == next(used for turn, used in listed if len(turn) == most)
        cells, drawn = search._after_used(cells, drawn, rng.choice(listed)[1])
