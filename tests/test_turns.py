"""play.turns: a turn built pair by pair, as the board on the screen builds it, each step a value."""

from __future__ import annotations

import pytest

from domino_solitaire.engine import GAMES, Game, make_setup
from domino_solitaire.engine.good_neighbors import Cell, GoodNeighborsPosition, Turn
from domino_solitaire.play.turns import Pick, TurnInMaking

PAIRED = [(name, size) for name, rules in GAMES.items() for size in rules.sets if name == "good-neighbors"]


def tableau(name: str, size: int, seed: int) -> GoodNeighborsPosition:
    position = Game(make_setup(name, size, seed=seed)).position
    assert isinstance(position, GoodNeighborsPosition)
    return position


def a_tableau_with_two_pairs(name: str, size: int) -> GoodNeighborsPosition:
    for seed in range(200):
        position = tableau(name, size, seed)
        first = position.open_pairs()
        if first and position.open_pairs([first[0]]):
            return position
    raise AssertionError("no deal with two pairs in one turn")


@pytest.mark.parametrize(("name", "size"), PAIRED)
def test_a_pair_picked_tile_by_tile_joins_the_turn_and_picked_again_goes(name: str, size: int) -> None:
    position = a_tableau_with_two_pairs(name, size)
    a, b = position.open_pairs()[0]
    turn: TurnInMaking[Cell] = TurnInMaking()
    assert turn.pick(position, a, Turn.of).pick is Pick.PICKED
    assert b in turn.partners(position, a)
    step = turn.pick(position, b, Turn.of)
    assert (step.pick, step.pair, turn.pending, turn.picked) == (Pick.PAIR_CHOSEN, (a, b), [(a, b)], None)
    assert turn.more_free(position)
    assert turn.partners(position, a) == set()
    assert position.why_illegal(Turn.of(*turn.pending)) is None
    step = turn.pick(position, b, Turn.of)
    assert (step.pick, step.pair, turn.pending) == (Pick.TOOK_BACK, (a, b), [])


@pytest.mark.parametrize(("name", "size"), PAIRED)
def test_a_tile_no_partner_of_the_first_is_picked_instead_with_the_reason(name: str, size: int) -> None:
    position = a_tableau_with_two_pairs(name, size)
    a, _ = position.open_pairs()[0]
    stranger = next(
        cell
        for index in range(len(position.cells))
        if (cell := position.cell(index)) != a
        and position.tile_at(cell) is not None
        and cell not in turn_partners(position, a)
    )
    turn: TurnInMaking[Cell] = TurnInMaking()
    turn.pick(position, a, Turn.of)
    step = turn.pick(position, stranger, Turn.of)
    assert step.pick is Pick.PICKED_INSTEAD and step.refusal is not None
    assert turn.picked == stranger and turn.pending == []
    assert turn.pick(position, stranger, Turn.of).pick is Pick.PUT_BACK
    assert turn.picked is None


def turn_partners(position: GoodNeighborsPosition, cell: Cell) -> set[Cell]:
    return TurnInMaking[Cell]().partners(position, cell)


@pytest.mark.parametrize(("name", "size"), PAIRED)
def test_escape_undoes_one_step_at_a_time(name: str, size: int) -> None:
    position = a_tableau_with_two_pairs(name, size)
    a, b = position.open_pairs()[0]
    c, _ = position.open_pairs([(a, b)])[0]
    turn: TurnInMaking[Cell] = TurnInMaking()
    for cell in (a, b, c):
        turn.pick(position, cell, Turn.of)
    first = turn.drop_one()
    assert first is not None and (first.pick, first.cell, turn.picked) == (Pick.PUT_BACK, c, None)
    second = turn.drop_one()
    assert second is not None and (second.pick, second.pair, turn.pending) == (Pick.TOOK_BACK, (a, b), [])
    assert turn.drop_one() is None
    assert not turn.clear()
