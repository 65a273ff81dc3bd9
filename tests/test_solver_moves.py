"""The solver's compact move generation agrees with the engine's, from random positions.

The searches keep their own copy of each game's rules for speed; these tests make sure no rule is
duplicated wrong: the same legal moves in the same order and notation, and the same position
after each of them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from domino_solitaire.engine import Move, Position, configurations, make_setup
from domino_solitaire.engine.good_neighbors import Cell, Turn
from domino_solitaire.solver import searcher

CONFIGS = configurations()


def check_position(position: Position, others: Sequence[Move] = ()) -> None:
    """The same moves as the engine's at ``position``; ``others``, moves of another position, are
    found by ``legal_move`` exactly when the engine could play them here."""
    search = searcher(position)
    state: Any = search.root
    engine_moves = position.legal_moves()
    compact = search.legal(state)
    assert [str(search.to_move(m)) for m in compact] == [str(m) for m in engine_moves]
    assert [search.legal_move(state, m) for m in engine_moves] == compact
    compact_of = dict(zip(engine_moves, compact, strict=True))
    for other in others:
        assert search.legal_move(state, other) == compact_of.get(other), str(other)
    assert search.is_won(state) == position.is_won()
    for move, engine_move in zip(compact, engine_moves, strict=True):
        child = position.apply(engine_move)
        assert search.describe(search.after(state, move)) == searcher(child).describe(searcher(child).root)


@settings(max_examples=60, deadline=None)
@given(
    config=st.sampled_from(CONFIGS),
    seed=st.integers(0, 2**63 - 1),
    choices=st.lists(st.integers(0, 10**6), max_size=60),
)
def test_same_moves_and_positions_as_the_engine(
    config: tuple[str, int, str], seed: int, choices: list[int]
) -> None:
    game, size, variant = config
    position = make_setup(game, size, variant, seed=seed).opening()
    check_position(position)
    for choice in choices:
        moves = position.legal_moves()
        if not moves:
            break
        position = position.apply(moves[choice % len(moves)])
        check_position(position, moves)


def test_describe_is_a_real_comparison() -> None:
    """The cross-check above could pass vacuously if describe ignored the state; it does not."""
    position = make_setup("good-neighbors", 12, seed=1).opening()
    search = searcher(position)
    first, second = search.legal(search.root)[:2]
    assert search.describe(search.after(search.root, first)) != search.describe(
        search.after(search.root, second)
    )


def test_a_turn_the_engine_refuses_is_no_compact_move() -> None:
    """Good Neighbors' shortcut refuses what the engine refuses: a cell twice, a cell off the tableau."""
    position = make_setup("good-neighbors", 12, seed=1).opening()
    search = searcher(position)
    singles = [m for m in position.legal_moves() if isinstance(m, Turn) and len(m.pairs) == 1]
    twice = next(
        Turn.of(*a.pairs, *b.pairs)
        for a in singles
        for b in singles
        if a != b and set(a.cells()) & set(b.cells())
    )
    off = [Turn.of((Cell(0, 0), Cell(0, 40))), Turn.of((Cell(-1, 0), Cell(0, 0)))]
    for turn in (twice, *off):
        assert position.why_illegal(turn) is not None
        assert search.legal_move(search.root, turn) is None
