"""Par: checked against brute force and against the engine, with its bounds, hints and reviews."""

from __future__ import annotations

import random
from functools import cache
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domino_solitaire.engine import Game, Position, Status, Tile, make_setup
from domino_solitaire.engine.castle_rock import CastleRockPosition
from domino_solitaire.solver import hint, review, searcher, solve
from domino_solitaire.solver.base import GameSearch
from domino_solitaire.solver.budget import Budget
from domino_solitaire.solver.castle_rock import CastleRockSearch, relaxed_min_left, stacked
from domino_solitaire.solver.good_neighbors import odd_components
from test_solver import random_position
from test_solver_moves import CONFIGS


def brute_par(position: Position) -> int:
    """The fewest tiles left over every line, by plain exhaustive search over engine positions."""

    @cache
    def least(layout: str, pos: Position) -> int:
        moves = pos.legal_moves()
        if not moves:
            return pos.tiles_left()
        return min(par_of(pos.apply(m)) for m in moves)

    def par_of(pos: Position) -> int:
        # The discards differ with the order of play; the layout and stock do not.
        return least(repr((pos.layout(), pos.stock)), pos)

    return par_of(position)


def replay_line(position: Position, moves: list[Any]) -> Position:
    for move in moves:
        position = position.apply(move)
    return position


SMALL = [
    # (game, size, variant, random moves first, deals): late enough for brute force.
    ("good-neighbors", 6, "standard", 9, 25),
    ("good-neighbors", 9, "standard", 19, 25),
    ("luzon", 6, "standard", 10, 25),
    ("luzon", 6, "six-ends", 0, 25),
    ("castle-rock", 6, "standard", 4, 25),
    ("castle-rock", 9, "standard", 16, 20),
]


@pytest.mark.parametrize(("game", "size", "variant", "moves", "deals"), SMALL)
def test_par_agrees_with_brute_force(game: str, size: int, variant: str, moves: int, deals: int) -> None:
    pars = set()
    for seed in range(1, deals + 1):
        position = random_position(game, size, variant, seed, moves)
        expected = brute_par(position)
        result = solve(position)
        assert result.par == expected, seed
        assert result.par_bounds == (expected, expected)
        assert result.winnable is (expected == position.left_at_win)
        end = replay_line(position, result.moves)
        assert end.tiles_left() == expected and end.status is not Status.PLAYING
        pars.add(expected)
    assert len(pars) > 2, pars  # wins and several kinds of loss were tried


@pytest.mark.parametrize(("game", "size", "variant", "moves", "deals"), SMALL)
def test_searches_of_the_children_sharing_one_table_find_their_par(
    game: str, size: int, variant: str, moves: int, deals: int
) -> None:
    """``at`` (the children of one position asked through one table, as the puzzle check does)
    gives each child the par of its own fresh search (held to brute force above), whatever was
    asked before, and the root's own questions still answer right from that table."""
    asked = 0
    for seed in range(1, deals + 1):
        position = random_position(game, size, variant, seed, moves // 2)
        search = searcher(position)
        budget = Budget()
        if seed % 2:  # half the time the root's own par first: its facts then fill the table
            search.par(budget)
        pars = []
        for move, engine_move in zip(search.legal(search.root), position.legal_moves(), strict=True):
            expected = solve(position.apply(engine_move)).par
            assert expected is not None
            child = search.at(search.after(search.root, move))
            # A question below par first, so that the table holds facts from failed questions too.
            assert not child.reaches(budget, expected - 1)
            assert child.reaches(budget, expected)
            assert child.par(budget)[0] == expected, (seed, str(engine_move))
            pars.append(expected)
            asked += 1
        if pars:
            assert search.par(budget)[0] == min(pars) == solve(position).par
    assert asked > 10


def rows_of(numbers: int, rng: random.Random) -> tuple[Tile, ...]:
    """A row of distinct random tiles of a small set (few numbers: many removals)."""
    tiles = [Tile(a, b) for a in range(numbers) for b in range(a, numbers)]
    rng.shuffle(tiles)
    return tuple(tiles[: rng.randint(0, min(len(tiles), 9))])


def test_castle_rock_rows_that_are_not_stacks() -> None:
    """Hand-made rows with removals anywhere: the generic branch and bound, bounded by the relaxation."""
    rng = random.Random(11)
    unstacked = 0
    for _ in range(150):
        tiles = rows_of(rng.randint(3, 5), rng)
        cut = rng.randint(0, len(tiles))
        position = CastleRockPosition(tiles[:cut], tiles[cut:], ())
        search = CastleRockSearch(position)
        unstacked += not stacked(search.root[0])
        expected = brute_par(position)
        assert search.lower_bound(search.root) <= expected
        for move in search.legal(search.root):  # the puzzle check's shared table, on odd rows too
            child = search.at(search.after(search.root, move))
            assert child.par(Budget())[0] == brute_par(position.apply(search.to_move(move)))
        result = solve(position)
        assert result.par == expected, position
        assert replay_line(position, result.moves).tiles_left() == expected
    assert unstacked > 20


def test_relaxed_min_left_matches_brute_force() -> None:
    """The relaxation's fewest tiles left, against every removal order on short rows."""

    @cache
    def least(row: tuple[int, ...]) -> int:
        best = len(row)
        for i in range(1, len(row) - 1):
            if row[i - 1] & row[i + 1]:
                best = min(best, least(row[:i] + row[i + 1 :]))
                if row[i - 1] & row[i] & row[i + 1]:
                    best = min(best, least(row[: i - 1] + row[i + 2 :]))
        return best

    rng = random.Random(5)
    seen = set()
    for _ in range(800):
        numbers = rng.randint(2, 5)
        row = tuple(
            (1 << rng.randrange(numbers)) | (1 << rng.randrange(numbers)) for _ in range(rng.randint(0, 10))
        )
        seen.add(least(row))
        assert relaxed_min_left(row) == least(row), row
    assert len(seen) > 4


def test_odd_components_is_the_fewest_unpaired() -> None:
    """Tiles paired off by a shared number wherever they lie: brute force against the group count."""

    @cache
    def unpaired(tiles: tuple[int, ...]) -> int:
        if not tiles:
            return 0
        first, rest = tiles[0], tiles[1:]
        best = 1 + unpaired(rest)
        for q, other in enumerate(rest):
            if first & other:
                best = min(best, unpaired(rest[:q] + rest[q + 1 :]))
        return best

    rng = random.Random(3)
    seen = set()
    for _ in range(400):
        numbers = rng.randint(3, 8)
        tiles = sorted(
            {(1 << rng.randrange(numbers)) | (1 << rng.randrange(numbers)) for _ in range(rng.randint(0, 11))}
        )
        seen.add(unpaired(tuple(tiles)))
        assert odd_components(tiles) == unpaired(tuple(tiles)), tiles
    assert len(seen) > 3


def stack_dp(search: GameSearch[Any, Any]) -> int:
    """Par of a Castle Rock position by a plain memoised search over every position."""

    @cache
    def least(state: tuple[tuple[int, ...], int]) -> int:
        moves = search.legal(state)
        if not moves:
            return search.tiles_left(state)
        return min(least(search.after(state, m)) for m in moves)

    return least(search.root)


@pytest.mark.parametrize(("size", "seeds"), [(9, range(1, 13)), (12, (1, 3, 4))])
def test_castle_rock_summaries_match_a_plain_search(size: int, seeds: tuple[int, ...]) -> None:
    """Deals too big for the engine's brute force: the stack summaries against a plain memoised search."""
    for seed in seeds:
        position = make_setup("castle-rock", size, seed=seed).opening()
        assert isinstance(position, CastleRockPosition)
        result = solve(position)
        assert result.par == stack_dp(searcher(position)), seed
        assert replay_line(position, result.moves).tiles_left() == result.par


@settings(max_examples=30, deadline=None)
@given(config=st.sampled_from(CONFIGS), seed=st.integers(1, 10**9), moves=st.integers(0, 30))
def test_par_never_falls_and_a_move_keeps_it(config: tuple[str, int, str], seed: int, moves: int) -> None:
    """Par is the least over the moves: no move lowers it and the line's first move keeps it."""
    game, size, variant = config
    position = random_position(game, size, variant, seed, moves)
    result = solve(position)
    assert result.par is not None
    assert position.left_at_win <= result.par <= position.tiles_left()
    assert result.winnable is (result.par == position.left_at_win)
    children = [solve(position.apply(m)).par for m in position.legal_moves()[:6]]
    assert all(p is not None and p >= result.par for p in children)
    if result.moves:
        assert solve(position.apply(result.moves[0])).par == result.par
    else:
        assert position.status is not Status.PLAYING and result.par == position.tiles_left()


@pytest.mark.parametrize(
    ("game", "size", "variant", "seed"),
    [("good-neighbors", 12, "standard", 3), ("castle-rock", 9, "standard", 623), ("luzon", 6, "six-ends", 7)],
)
def test_limits_give_bounds_around_par(game: str, size: int, variant: str, seed: int) -> None:
    position = make_setup(game, size, variant, seed=seed).opening()
    exact = solve(position).par
    assert exact is not None
    for nodes in (1, 3, 40, 400):
        result = solve(position, max_nodes=nodes)
        low, high = result.par_bounds
        assert low <= exact <= high, nodes
        if result.par is None:
            data = result.to_json()
            assert data["par"] is None and data["par_bounds"] == [low, high]
            if result.moves:  # the best line found reaches the upper bound
                assert replay_line(position, result.moves).tiles_left() == high
        else:
            assert result.par == exact and "par_bounds" not in result.to_json()
    stopped = solve(position, should_stop=lambda: True)
    assert stopped.par is None and stopped.moves == [] and stopped.par_bounds[1] == position.tiles_left()


def lost_deal_game(game: str, size: int, variant: str) -> Game:
    """A game of a deal that cannot be won, played at random to its end, with par lost on the way."""
    for seed in range(1, 300):
        setup = make_setup(game, size, variant, seed=seed)
        deal = solve(setup.opening())
        if deal.winnable is not False:
            continue
        rng = random.Random(seed)
        play = Game(setup)
        while not play.is_over:
            play.play(rng.choice(play.legal_moves()))
        if play.position.tiles_left() > (deal.par or 0) and len(play.moves) > 3:
            return play
    raise AssertionError("no unwinnable deal lost at random")


@pytest.mark.parametrize(
    ("game", "size", "variant"),
    [
        ("luzon", 6, "standard"),
        ("luzon", 6, "six-ends"),
        ("castle-rock", 6, "standard"),
        ("castle-rock", 9, "standard"),
    ],
)
def test_review_finds_the_first_move_that_lost_par(game: str, size: int, variant: str) -> None:
    play = lost_deal_game(game, size, variant)
    found = review(play)
    deal_par = solve(play.positions[0]).par
    assert found.complete and found.deal_par == deal_par
    assert found.par_now == play.position.tiles_left()
    last = found.last_at_par
    assert last is not None and found.par_losing_move == play.moves[last]
    assert found.par_losing_move_number == last + 1
    assert solve(play.positions[last]).par == deal_par
    assert (solve(play.positions[last + 1]).par or 0) > (deal_par or 0)
    end = replay_line(play.positions[last], found.par_line)
    assert end.tiles_left() == deal_par and end.status is Status.LOST
    # The winnability fields are about a win, which this deal never had.
    assert found.deal_winnable is False and found.last_winnable is None and found.losing_move is None
    assert found.line == []


def test_review_of_a_game_that_kept_par() -> None:
    setup = make_setup("castle-rock", 9, seed=1)
    result = solve(setup.opening())
    kept = Game.replay(setup, result.notation())
    found = review(kept)
    assert found.deal_par == found.par_now == result.par
    assert found.last_at_par == len(kept.moves) and found.par_losing_move is None


@pytest.mark.parametrize(("game", "size"), [("luzon", 6), ("castle-rock", 9)])
def test_hint_leads_toward_par_once_the_win_is_gone(game: str, size: int) -> None:
    play = lost_deal_game(game, size, "standard")
    while len(play.moves) > 2 and solve(play.positions[-2]).par == solve(play.position).par:
        play.undo()  # back to a position with a choice that matters
    play.undo()
    found = hint(play)
    par = solve(play.position).par
    assert found.winnable is False and found.par == par and found.move is not None
    assert found.move in play.legal_moves()
    assert found.undos is None  # the deal never could be won
    end = replay_line(play.position, found.line)
    assert end.tiles_left() == par and end.status is Status.LOST
    play.play(found.move)
    assert solve(play.position).par == par


def test_budget_questions_share_what_they_learnt() -> None:
    """One search answers "won?", "par?" and "at most N?" about its root, each within the bounds."""
    position = make_setup("luzon", 6, "standard", seed=3).opening()
    par = brute_par(random_position("luzon", 6, "standard", 3, 6))
    search = searcher(random_position("luzon", 6, "standard", 3, 6))
    budget = Budget()
    assert search.reaches(budget, par) and not (par > 0 and search.reaches(budget, par - 1))
    assert search.par(budget)[0] == par and search.bounds() == (par, par)
    assert solve(position).par is not None
