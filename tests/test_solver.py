"""The solver's answers: checked against brute force, replayed through the engine, and its helpers."""

from __future__ import annotations

import random
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domino_solitaire.engine import DealError, Game, Position, Status, make_setup
from domino_solitaire.engine.castle_rock import CastleRockPosition
from domino_solitaire.solver import (
    analyze_deal,
    greedy_line,
    greedy_wins,
    hint,
    review,
    solve,
    solve_setup,
    winnable_seed,
)
from domino_solitaire.solver.castle_rock import clearable
from helpers import raises_saying
from test_solver_moves import CONFIGS


def brute_force(position: Position) -> bool:
    """Plain exhaustive search over engine positions, with no pruning at all."""

    @cache
    def wins(layout: str, pos: Position) -> bool:
        if pos.is_won():
            return True
        return any(won(pos.apply(m)) for m in pos.legal_moves())

    def won(pos: Position) -> bool:
        # The discards differ with the order of play; the layout and stock do not.
        return wins(repr((pos.layout(), pos.stock)), pos)

    return won(position)


def random_position(game: str, size: int, variant: str, seed: int, moves: int) -> Position:
    rng = random.Random(seed)
    position = make_setup(game, size, variant, seed=seed).opening()
    for _ in range(moves):
        legal = position.legal_moves()
        if not legal:
            break
        position = position.apply(rng.choice(legal))
    return position


SMALL = [
    # (game, size, variant, random moves first, deals): late enough that brute force is quick,
    # enough deals that some are won (six-ends rarely is).
    ("good-neighbors", 6, "standard", 9, 25),
    ("good-neighbors", 9, "standard", 19, 25),
    ("luzon", 6, "standard", 6, 25),
    ("luzon", 6, "six-ends", 0, 60),
    ("castle-rock", 6, "standard", 4, 25),
    ("castle-rock", 9, "standard", 12, 25),
]


@pytest.mark.parametrize(("game", "size", "variant", "moves", "deals"), SMALL)
def test_agrees_with_brute_force(game: str, size: int, variant: str, moves: int, deals: int) -> None:
    answers = set()
    for seed in range(1, deals + 1):
        position = random_position(game, size, variant, seed, moves)
        expected = brute_force(position)
        assert solve(position).winnable is expected, seed
        answers.add(expected)
    assert answers == {True, False}  # both kinds of position were tried


@pytest.mark.parametrize("config", CONFIGS)
def test_lines_replay_to_won_or_to_par(config: tuple[str, int, str]) -> None:
    game, size, variant = config
    won = 0
    for seed in range(1, 16 if size < 15 else 4):
        setup = make_setup(game, size, variant, seed=seed)
        result = solve_setup(setup)
        assert result.winnable is not None and result.par is not None
        assert result.par_bounds == (result.par, result.par)
        end = Game.replay(setup, result.notation())
        assert end.position.tiles_left() == result.par
        assert end.is_over
        if result.winnable:
            won += 1
            assert end.status is Status.WON
        else:
            assert end.status is Status.LOST
    if size <= 9 and variant == "standard":
        assert won > 0


@pytest.mark.parametrize("config", CONFIGS[:6])
def test_lost_positions_stay_lost(config: tuple[str, int, str]) -> None:
    """From a position proved lost, every move leads to another position proved lost."""
    game, size, variant = config
    checked = 0
    # Good Neighbors is nearly always winnable early on; later random play loses it.
    moves = 20 if game == "good-neighbors" else 8
    for seed in range(1, 40):
        position = random_position(game, size, variant, seed, moves)
        if solve(position).winnable is False:
            for move in position.legal_moves():
                assert solve(position.apply(move)).winnable is False
            checked += 1
    assert checked > 0


def test_clearable_matches_brute_force() -> None:
    """The Castle Rock relaxation against trying every removal order on short rows."""

    @cache
    def brute(row: tuple[int, ...]) -> bool:
        if not row:
            return True
        for i in range(1, len(row) - 1):
            if row[i - 1] & row[i + 1]:
                if brute(row[:i] + row[i + 1 :]):
                    return True
                if row[i - 1] & row[i] & row[i + 1] and brute(row[: i - 1] + row[i + 2 :]):
                    return True
        return False

    rng = random.Random(7)
    seen = set()
    for _ in range(1500):
        numbers = rng.randint(2, 5)
        row = tuple(
            (1 << rng.randrange(numbers)) | (1 << rng.randrange(numbers)) for _ in range(rng.randint(0, 10))
        )
        seen.add(brute(row))
        assert clearable(row) is brute(row), row
    assert seen == {True, False}


def play_to_loss(game: str, size: int, seed: int) -> Game:
    """A game of a winnable deal played badly (random moves) until it is lost."""
    rng = random.Random(seed)
    setup = make_setup(game, size, seed=seed)
    play = Game(setup)
    while not play.is_over:
        play.play(rng.choice(play.legal_moves()))
    return play


def lost_game(game: str, size: int) -> Game:
    for seed in range(1, 200):
        if solve_setup(make_setup(game, size, seed=seed)).winnable:
            play = play_to_loss(game, size, seed)
            if play.status is Status.LOST and len(play.moves) > 3:
                return play
    raise AssertionError("no winnable deal lost by random play")


@pytest.mark.parametrize(("game", "size"), [("good-neighbors", 6), ("luzon", 6), ("castle-rock", 6)])
def test_hint_and_review_find_the_losing_move(game: str, size: int) -> None:
    play = lost_game(game, size)
    found = hint(play)
    assert found.winnable is False and found.move is None
    assert found.undos is not None and found.undos >= 1
    last = len(play.moves) - found.undos
    assert solve(play.positions[last]).winnable is True
    assert solve(play.positions[last + 1]).winnable is False

    checked = review(play)
    assert checked.complete and checked.deal_winnable is True
    assert checked.last_winnable == last
    assert checked.losing_move == play.moves[last]
    assert checked.losing_move_number == last + 1
    assert Game.replay(play.setup, [*play.move_texts()[:last], *map(str, checked.line)]).status is Status.WON

    # After undoing that many moves the hint names a move on a winning line.
    for _ in range(found.undos):
        play.undo()
    again = hint(play)
    assert again.winnable is True and again.move is not None and again.undos == 0
    assert again.move in play.legal_moves()
    play.play(again.move)
    assert solve(play.position).winnable is True


@settings(max_examples=25, deadline=None)
@given(config=st.sampled_from(CONFIGS[:7]), seed=st.integers(1, 10**9), moves=st.integers(0, 12))
def test_hint_is_a_legal_move_on_a_winning_line(config: tuple[str, int, str], seed: int, moves: int) -> None:
    game, size, variant = config
    rng = random.Random(seed)
    play = Game(make_setup(game, size, variant, seed=seed))
    for _ in range(moves):
        if play.is_over:
            break
        play.play(rng.choice(play.legal_moves()))
    found = hint(play)
    assert found.winnable is not None
    if found.winnable and not play.is_over:
        assert found.move is not None and found.move in play.legal_moves()
        play.play(found.move)
        assert solve(play.position).winnable is True
        # The rest of the line wins.
        for move in found.line[1:]:
            play.play(move)
        assert play.status is Status.WON


def test_review_of_a_won_game_and_of_an_unwinnable_deal() -> None:
    setup = make_setup("luzon", seed=1)
    result = solve_setup(setup)
    seed = 1 if result.winnable else winnable_seed("luzon")
    setup = make_setup("luzon", seed=seed)
    won = Game.replay(setup, solve_setup(setup).notation())
    done = review(won)
    assert done.deal_winnable is True and done.last_winnable == len(won.moves) and done.losing_move is None

    lost_seed = next(s for s in range(1, 100) if solve_setup(make_setup("luzon", seed=s)).winnable is False)
    never = review(Game(make_setup("luzon", seed=lost_seed)))
    assert never.deal_winnable is False and never.last_winnable is None and never.losing_move is None


def test_limits_give_an_unknown_answer() -> None:
    position = make_setup("good-neighbors", 12, seed=3).opening()
    assert solve(position, max_nodes=3).winnable is None
    assert solve(position, should_stop=lambda: True).winnable is None
    stopped = solve(make_setup("castle-rock", 9, seed=623).opening(), should_stop=lambda: True)
    assert stopped.winnable is None and stopped.moves == []
    # The limit has passed before the first node is searched: nothing can be decided.
    assert hint(Game(make_setup("good-neighbors", 12, seed=3)), limit_seconds=1e-9).winnable is None


def test_a_won_or_stuck_position_needs_no_search() -> None:
    setup = make_setup("castle-rock", seed=winnable_seed("castle-rock"))
    won = Game.replay(setup, solve_setup(setup).notation())
    assert solve(won.position).winnable is True and solve(won.position).moves == []
    stuck = CastleRockPosition((), (), ())
    assert solve(stuck).winnable is True  # nothing left: that is a win


@pytest.mark.parametrize("config", CONFIGS)
def test_greedy_player_plays_legal_games(config: tuple[str, int, str]) -> None:
    game, size, variant = config
    for seed in range(1, 6):
        setup = make_setup(game, size, variant, seed=seed)
        line = greedy_line(setup.opening())
        final = Game.replay(setup, [str(m) for m in line])
        assert final.is_over
        assert (final.status is Status.WON) == greedy_wins(setup.opening())
        if final.status is Status.WON:
            assert solve_setup(setup).winnable is True


def test_winnable_seed_is_the_first_winnable_deal() -> None:
    for game, size in [("luzon", 6), ("castle-rock", 9)]:
        seed = winnable_seed(game, size, start=5)
        assert seed >= 5
        assert solve_setup(make_setup(game, size, seed=seed)).winnable is True
        for earlier in range(5, seed):
            assert solve_setup(make_setup(game, size, seed=earlier)).winnable is False


def test_analyze_deal_summarises_one_deal() -> None:
    summary = analyze_deal("good-neighbors", 9, "standard", 4)
    assert summary.seed == 4 and summary.winnable is True and summary.nodes > 0 and summary.seconds >= 0


def test_winnable_seed_gives_up_with_a_clear_error() -> None:
    with raises_saying(DealError, "could be proved winnable"):
        winnable_seed("castle-rock", 9, tries=2)
    with raises_saying(DealError, "no winnable deal found in deals 1 to 1"):
        winnable_seed("castle-rock", 9, total_seconds=0.0)
