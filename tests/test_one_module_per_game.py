"""Each game is its own modules, registered once per layer: the pure layers (engine, solver, puzzles,
store, records, and what a move changed in play) name a game nowhere else and test no game's class."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

import domino_solitaire.engine as engine
from domino_solitaire.engine import GAMES, Game, Move, Position, Status, configurations, make_setup
from domino_solitaire.engine.codes import GAME_LETTERS
from domino_solitaire.engine.good_neighbors import GoodNeighborsPosition
from domino_solitaire.engine.luzon import LuzonPosition
from domino_solitaire.play.changes import MoveChange, change_of
from domino_solitaire.puzzles.choose import DAILY_GAMES

SRC = Path(__file__).resolve().parent.parent / "src" / "domino_solitaire"
#: The pure layers' files, and play's file that says what a move changed.
PURE = [
    path
    for layer in ("engine", "solver", "puzzles", "store", "records")
    for path in sorted((SRC / layer).rglob("*.py"))
] + [SRC / "play" / "changes.py"]
#: Where a game is registered, once per layer: the only files besides its own that name it.
REGISTRATIONS = {SRC / "engine" / "games.py", SRC / "solver" / "api.py"}
#: Codes the text protocol prints (docs/jsonl.md), which never change though they name their game.
PINNED_LINES = {
    '    NOT_LUZON = "not-luzon"  # word',
    '    NOT_CASTLE_ROCK = "not-castle-rock"  # word',
    '    NOT_FOUR_ROWS = "not-four-rows"  # word',
}


def spellings(name: str) -> set[str]:
    """Every way a game's name is written: its id, as a module, its title, in lower case, as a class."""
    title = " ".join(word.title() for word in name.split("-"))
    return {name, name.replace("-", "_"), title, title.lower(), title.replace(" ", "")}


def own(path: Path, name: str) -> bool:
    """A game's own modules: named after it, or in a folder named after it."""
    module = name.replace("-", "_")
    return path.stem == module or module in path.parts


def test_a_games_name_is_written_only_in_its_modules_and_its_registrations() -> None:
    found = []
    for name in GAMES:
        for path in PURE:
            if own(path, name) or path in REGISTRATIONS:
                continue
            lines = [line for line in path.read_text().splitlines() if line not in PINNED_LINES]
            for number, line in enumerate(lines, start=1):
                if any(spelling in line for spelling in spellings(name)):
                    found.append(f"{path.relative_to(SRC)}:{number}: {line.strip()}")
    assert found == []


def test_no_pure_module_tests_a_games_class_outside_the_games_modules() -> None:
    classes = {
        name: {node.name for path in PURE if own(path, name) for node in ast.parse(path.read_text()).body
               if isinstance(node, ast.ClassDef)}
        for name in GAMES
    }  # fmt: skip
    found = []
    for path in PURE:
        for node in ast.walk(ast.parse(path.read_text())):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "isinstance"
            ):
                named = {n.id for n in ast.walk(node.args[1]) if isinstance(n, ast.Name)}
                found += [
                    f"{path.relative_to(SRC)}:{node.lineno}"
                    for name, owned in classes.items()
                    if named & owned and not own(path, name)
                ]
    assert found == []


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
