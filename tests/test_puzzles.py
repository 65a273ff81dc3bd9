"""The shipped puzzles: puzzles 1-20 of each game pinned, every one checked with the solver, and one
attempt played right, wrong and with a hint (puzzles/attempt.py)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest

from domino_solitaire.engine import SolitaireError
from domino_solitaire.puzzles.attempt import Attempting, Outcome
from domino_solitaire.puzzles.choose import DAILY_GAMES, DAILY_POOL, daily, near
from domino_solitaire.puzzles.mining import MAX_LINE, MIN_CHOICES, best_run
from domino_solitaire.puzzles.model import Puzzle, catalog, games_with_puzzles, get
from domino_solitaire.puzzles.verify import problem, problem_in_full

#: Puzzles 1-20 of each game, for ever: (set, variant, deal, moves before it, its line).
GOLDEN = {
    "good-neighbors": [
        (6, "standard", 7, 2, ("a1+a2 c1+d2 d1+c2",)),
        (6, "standard", 11, 3, ("c1+d1",)),
        (6, "standard", 12, 2, ("b1+a2 d1+c2",)),
        (6, "standard", 25, 2, ("c1+b2",)),
        (6, "standard", 29, 2, ("a1+a2 c1+b2 d1+c2",)),
        (6, "standard", 42, 3, ("c1+d1",)),
        (6, "standard", 52, 3, ("c1+d1",)),
        (6, "standard", 54, 3, ("c1+d1",)),
        (6, "standard", 68, 3, ("a1+a2 b1+b2 d1+d2",)),
        (6, "standard", 97, 2, ("a1+a2 c1+b2 d1+c2",)),
        (
            6,
            "standard",
            142,
            2,
            (
                "b1+b2",
                "c1+d2",
            ),
        ),
        (6, "standard", 170, 2, ("c1+d1",)),
        (6, "standard", 184, 2, ("b1+a2 d1+c2",)),
        (6, "standard", 209, 2, ("c1+b2",)),
        (6, "standard", 222, 3, ("c1+d1",)),
        (
            6,
            "standard",
            223,
            2,
            (
                "a1+b2",
                "c1+d2",
            ),
        ),
        (6, "standard", 227, 2, ("c1+c2",)),
        (6, "standard", 261, 2, ("c1+b2 d1+c2",)),
        (6, "standard", 302, 3, ("c1+d1",)),
        (6, "standard", 330, 2, ("c1+b2",)),
    ],
    "four-rows": [
        (6, "standard", 4, 8, ("2R", "2R")),
        (6, "standard", 12, 9, ("4R",)),
        (6, "standard", 13, 8, ("3R", "3R")),
        (6, "standard", 14, 5, ("2L",)),
        (6, "standard", 15, 10, ("1L", "1L")),
        (6, "standard", 16, 9, ("4L",)),
        (6, "standard", 18, 8, ("3L", "3R")),
        (6, "standard", 20, 1, ("2L",)),
        (6, "standard", 21, 7, ("1L", "2L")),
        (6, "standard", 24, 18, ("1R", "1R")),
        (6, "standard", 25, 1, ("3R",)),
        (6, "standard", 27, 16, ("3R",)),
        (6, "standard", 30, 12, ("2L",)),
        (6, "standard", 34, 8, ("3R", "2R")),
        (6, "standard", 44, 10, ("3L", "3R", "3R")),
        (6, "standard", 46, 5, ("2R", "2L", "2R")),
        (6, "standard", 50, 5, ("2R",)),
        (6, "standard", 51, 10, ("4R", "4R")),
        (6, "standard", 53, 2, ("3L",)),
        (6, "standard", 54, 3, ("1L",)),
    ],
    "luzon": [
        (6, "standard", 7, 7, ("1>2",)),
        (6, "standard", 9, 1, ("4+5",)),
        (6, "standard", 50, 0, ("1+R3",)),
        (6, "standard", 61, 6, ("5>1",)),
        (6, "standard", 67, 6, ("4>5",)),
        (
            6,
            "standard",
            71,
            0,
            (
                "3+5",
                "4+5",
                "2+4",
            ),
        ),
        (6, "standard", 77, 0, ("5+R2",)),
        (6, "standard", 90, 0, ("3+5",)),
        (6, "standard", 99, 6, ("2>4",)),
        (6, "standard", 103, 0, ("1+4",)),
        (6, "standard", 108, 6, ("4>2",)),
        (6, "standard", 109, 6, ("5>4",)),
        (6, "standard", 113, 5, ("5>3",)),
        (6, "standard", 126, 0, ("3+R2",)),
        (6, "standard", 127, 0, ("3+5",)),
        (6, "standard", 131, 1, ("5+R2",)),
        (6, "standard", 139, 8, ("4>2",)),
        (
            6,
            "standard",
            158,
            0,
            (
                "1+R3",
                "1+R1",
                "1+2",
            ),
        ),
        (6, "standard", 161, 0, ("4+5",)),
        (
            6,
            "standard",
            165,
            0,
            (
                "1+R2",
                "1+4",
                "1+3",
            ),
        ),
    ],
}


@pytest.mark.parametrize("game", sorted(GOLDEN))
def test_puzzles_1_to_20_never_change(game: str) -> None:
    shipped = [(p.size, p.variant, p.seed, len(p.moves), p.line) for p in catalog(game)[:20]]
    assert shipped == GOLDEN[game]


def test_every_game_with_puzzles_ships_thousands_castle_rock_none() -> None:
    assert games_with_puzzles() == ["good-neighbors", "luzon", "four-rows"]
    assert all(len(catalog(game)) >= 2000 for game in games_with_puzzles())
    assert catalog("castle-rock") == ()
    # The double-6 set first, then the larger sets.
    sizes = [p.size for p in catalog("good-neighbors")]
    assert sizes == sorted(sizes)


#: The shipped puzzles are checked in this many parts per game, so that test workers share them.
PARTS = 4


@pytest.mark.parametrize("part", range(PARTS))
@pytest.mark.parametrize("game", sorted(GOLDEN))
def test_every_shipped_puzzle_holds_by_the_solver(game: str, part: int) -> None:
    """Every puzzle: at least three moves at each step, only the line's keeping the deal's par
    (puzzles/verify.py's quick check; benchmarks/check_puzzles.py solves each position in full)."""
    puzzles = catalog(game)[part::PARTS]
    assert len(puzzles) > 500
    wrong = [(p.key, found) for p in puzzles if (found := problem(p)) is not None]
    assert wrong == []


def _tampered() -> dict[str, Puzzle]:
    """Puzzles made wrong in each way the check looks at, from shipped ones."""
    luzon = get("luzon", 1)
    assert luzon is not None
    position = luzon.position()
    other = next(str(m) for m in position.legal_moves() if str(m) != luzon.line[0])
    # A position after the line with fewer than three moves, as the line's next step.
    ends = ((p, p.position().apply(p.line_moves()[0])) for p in catalog("luzon"))
    ended, after = next((p, end) for p, end in ends if len(end.legal_moves()) < MIN_CHOICES)
    long = next(p for p in catalog("luzon") if len(p.line) == 3)
    neighbors = get("good-neighbors", 11)
    assert neighbors is not None
    return {
        "another move": replace(luzon, line=(other,)),
        "par one higher": replace(luzon, par=luzon.par + 1),
        "par one lower": replace(neighbors, par=neighbors.par - 1),
        "a move that is not legal there": replace(luzon, moves=(other, *luzon.moves)),
        "a move that is no move": replace(neighbors, moves=("a1+", *neighbors.moves[1:])),
        "too few moves": replace(
            ended, moves=(*ended.moves, *ended.line), line=(str(after.legal_moves()[0]),)
        ),
        "a line too long": replace(long, line=(*long.line, long.line[0])),
        "no line": replace(luzon, line=()),
        "the wrong deal": replace(luzon, seed=luzon.seed + 1),
    }


@pytest.mark.parametrize("check", [problem, problem_in_full], ids=["quick", "in-full"])
def test_the_checks_find_every_kind_of_wrong_puzzle(check: Callable[[Puzzle], str | None]) -> None:
    for name, puzzle in _tampered().items():
        try:
            found = check(puzzle)
        except SolitaireError:  # the full check lets the engine refuse a move that cannot be played
            assert check is problem_in_full, name
            continue
        assert found is not None, name


def test_the_quick_check_says_what_is_wrong() -> None:
    luzon = get("luzon", 1)
    assert luzon is not None and problem(luzon) is None and problem_in_full(luzon) is None
    tampered = _tampered()
    found = {name: problem(puzzle) for name, puzzle in tampered.items()}
    other = tampered["another move"].line[0]
    assert found["another move"] == f"step 1: the moves keeping par are {list(luzon.line)}, not {other}"
    assert found["par one higher"] == "the deal's par is not the puzzle's"
    assert found["a move that is not legal there"] == f"move 1: {other} cannot be played"
    assert found["a move that is no move"] == "move 1: 'a1+' is not a move"
    assert str(found["too few moves"]).endswith("legal moves")
    assert found["no line"] == "a line of 0 moves"


def test_the_longest_run_of_steps_the_earliest_of_equals() -> None:
    assert best_run([False, True, False, True, True]) == (3, 2)
    assert best_run([True, True, True, True, True]) == (0, MAX_LINE)
    assert best_run([True, False, True]) == (0, 1)
    assert best_run([False, False]) is None


def _long() -> Attempting:
    puzzle = next(p for p in catalog("luzon") if len(p.line) == 3)
    return Attempting(puzzle)


def test_right_moves_go_on_until_solved() -> None:
    attempt = _long()
    assert [attempt.answer(attempt.right) for _ in range(3)] == [
        Outcome.GOES_ON,
        Outcome.GOES_ON,
        Outcome.SOLVED,
    ]
    assert attempt.solved and attempt.played == list(attempt.puzzle.line)


def test_a_wrong_move_ends_it_and_the_solver_says_what_it_loses() -> None:
    attempt = _long()
    attempt.answer(attempt.right)
    wrong = next(m for m in attempt.position.legal_moves() if str(m) != str(attempt.right))
    right, before = attempt.right, attempt.position
    assert attempt.answer(wrong) is Outcome.WRONG and attempt.over and not attempt.solved
    assert attempt.position == before  # nothing played
    refutation = attempt.refute(wrong)
    assert refutation.right == right and refutation.wrong_par is not None
    assert refutation.wrong_par > attempt.puzzle.par


def test_a_hint_costs_the_puzzle() -> None:
    attempt = _long()
    assert str(attempt.hint()) == attempt.puzzle.line[0]
    while not attempt.over:
        attempt.answer(attempt.right)
    assert attempt.outcome is Outcome.SOLVED and not attempt.solved


def test_the_offer_is_near_the_rating_and_skips_the_tried() -> None:
    low, high = near(800, set()), near(2400, set())
    assert low is not None and high is not None and low.rating < high.rating
    again = near(800, {low.key})
    assert again is not None and again.key != low.key
    only = near(1500, set(), ["luzon"])
    assert only is not None and only.game == "luzon"


def test_the_daily_puzzle_is_fixed_by_the_date() -> None:
    from datetime import date

    day = daily(date(2026, 12, 1))
    assert day is not None and day == daily(date(2026, 12, 1)) and day != daily(date(2026, 12, 2))
    assert day.game in DAILY_GAMES and day.number <= DAILY_POOL
    assert (day.game, day.number) == ("luzon", 970)  # the same for everyone, for ever
