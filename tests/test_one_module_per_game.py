"""Each game is its own modules, registered once per layer: the engine exports no game's class, what
was pinned of each game stays, and what a move changed is the game's own to say (where a game's name
is written and who tests its classes: tests/test_architecture.py)."""

from __future__ import annotations

import random

import pytest

import domino_solitaire.engine as engine
from domino_solitaire.engine import GAMES, Game, Move, Position, Status, configurations, make_setup
from domino_solitaire.engine.codes import GAME_LETTERS
from domino_solitaire.engine.good_neighbors import GoodNeighborsPosition
from domino_solitaire.engine.luzon import LuzonPosition
from domino_solitaire.play.changes import MoveChange, change_of
from domino_solitaire.puzzles.choose import DAILY_GAMES


def test_the_engine_exports_no_games_class() -> None:
    games_classes = {type(rules).__name__ for rules in GAMES.values()}
    assert games_classes.isdisjoint(engine.__all__)
    assert not any(name.endswith("Position") and name != "Position" for name in engine.__all__)


def test_the_code_letters_each_game_says_are_those_pinned_for_ever() -> None:
    assert GAME_LETTERS == {
        ("good-neighbors", "standard"): "G",
        ("luzon", "standard"): "Z",
        ("luzon", "six-ends"): "S",
        ("castle-rock", "standard"): "C",
        ("four-rows", "standard"): "F",
        ("four-rows", "five-rows"): "V",
    }
    assert set(GAME_LETTERS) == {(game, variant) for game, _, variant in configurations()}


def test_the_daily_puzzles_games_are_those_pinned() -> None:
    assert DAILY_GAMES == ("good-neighbors", "luzon")


def former_change_of(move: Move, before: Position, after: Position) -> MoveChange:
    """What a move changed as play/changes.py worked it out when it tested each game's class."""
    removed = after.discarded[len(before.discarded) :]
    drawn = before.stock[: len(before.stock) - len(after.stock)]
    end = None if after.status is Status.PLAYING else after.status
    change = MoveChange(move, removed=removed, drawn=drawn, end=end)
    if isinstance(before, LuzonPosition) and isinstance(after, LuzonPosition):
        revealed, emptied, moved_in = [], [], None
        for index, (was, now) in enumerate(zip(before.columns, after.columns, strict=True)):
            if len(now) < len(was):
                if now:
                    revealed.append((index, now[-1]))
                else:
                    emptied.append(index)
            elif not was and now:
                moved_in = (now[-1], index)
        return MoveChange(move, removed=removed, revealed=tuple(revealed), emptied=tuple(emptied),
                          moved_in=moved_in, end=end)  # fmt: skip
    if isinstance(before, GoodNeighborsPosition) and isinstance(after, GoodNeighborsPosition):
        gone = set(removed)
        moved = [
            index
            for index, tile in enumerate(after.cells)
            if tile is not None and tile not in drawn and tile not in gone and before.cells[index] != tile
        ]
        changed = [index for index, tile in enumerate(after.cells) if before.cells[index] != tile]
        if not moved and not drawn:
            return change
        rows = tuple(tuple(row) for row in after.grid())
        return MoveChange(move, removed=removed, rows=rows, first_changed=min(changed) if changed else None,
                          drawn=drawn, end=end)  # fmt: skip
    return change


@pytest.mark.parametrize(("game", "size", "variant"), configurations())
def test_what_a_move_changed_is_what_it_was_when_play_tested_each_games_class(
    game: str, size: int, variant: str
) -> None:
    chooser = random.Random(f"{game}{size}{variant}")
    for seed in range(1, 6):
        played = Game(make_setup(game, size, variant, seed=seed))
        while not played.is_over:
            before = played.position
            move = played.play(chooser.choice(played.legal_moves()))
            assert change_of(move, before, played.position) == former_change_of(move, before, played.position)
