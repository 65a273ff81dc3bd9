"""The house's shape: one module per game in each layer, one front door, wording by area, a thin app.

Each test reads the source, so that a change that spreads a game over the house again, builds a game
outside the play layer or hides a hook fails here, whichever face it is made in. Each rule is tested
once, here, for the whole package.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import domino_solitaire
from domino_solitaire.engine.errors import IllegalReason, MoveReason, NotationReason, TextReason
from domino_solitaire.engine.games import GAMES

SRC = Path(domino_solitaire.__file__).parent
SOURCES = sorted(
    path
    for path in SRC.rglob("*")
    if path.suffix in (".py", ".tcss", ".js") and "__pycache__" not in path.parts
)
PYTHON = [path for path in SOURCES if path.suffix == ".py"]
#: The files that register every game, one a layer.
REGISTRATIONS = {
    "engine/games.py",
    "solver/api.py",
    "wording/games.py",
    "tui/widgets/__init__.py",
}
#: The command line's default game.
DEFAULT_GAME = "cli/arguments.py"
#: The most lines the app's class may take: it composes the screens and routes, the rest is theirs.
APP_LINES = 250


def where(path: Path) -> str:
    return str(path.relative_to(SRC))


def module_of(game: str) -> str:
    return game.replace("-", "_")


def spellings(game: str) -> list[str]:
    """Every way the code writes a game: its id, as a module, as a class, its name (and in lower case)."""
    words = game.split("-")
    title = " ".join(word.title() for word in words)
    return [game, "_".join(words), "".join(word.title() for word in words), title, title.lower()]


def is_own(path: Path, game: str) -> bool:
    """A game's own modules: named after it, or in a folder named after it, in any layer."""
    return path.stem == module_of(game) or module_of(game) in path.relative_to(SRC).parts


def tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


def lines_matching(paths: list[Path], pattern: str) -> list[str]:
    return [
        f"{where(path)}:{number}"
        for path in paths
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(pattern, line)
    ]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_game_is_named_only_in_its_own_modules_and_one_registration_a_layer(game: str) -> None:
    named = {
        where(path)
        for path in SOURCES
        if not is_own(path, game)
        and any(word in path.read_text(encoding="utf-8") for word in spellings(game))
    }
    assert named - REGISTRATIONS - {DEFAULT_GAME} == set()


@pytest.mark.parametrize("game", sorted(GAMES))
def test_nothing_outside_a_game_tests_its_classes(game: str) -> None:
    classes = {
        node.name
        for path in PYTHON
        if is_own(path, game)
        for node in tree(path).body
        if isinstance(node, ast.ClassDef)
    }
    found = []
    for path in PYTHON:
        if is_own(path, game):
            continue
        for node in ast.walk(tree(path)):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in ("isinstance", "issubclass")
                and len(node.args) == 2
            ):
                named = {
                    inner.id if isinstance(inner, ast.Name) else inner.attr
                    for inner in ast.walk(node.args[1])
                    if isinstance(inner, (ast.Name, ast.Attribute))
                }
                if named & classes:
                    found.append(f"{where(path)}:{node.lineno}")
    assert found == []


def test_only_the_play_layer_builds_a_game_in_play() -> None:
    outside = [path for path in PYTHON if "play" not in path.relative_to(SRC).parts]
    assert lines_matching(outside, r"\bPlaySession\(") == []


def test_no_two_public_classes_share_a_name() -> None:
    homes: dict[str, list[str]] = {}
    for path in PYTHON:
        for node in tree(path).body:
            if isinstance(node, ast.ClassDef) and not node.name.startswith("_"):
                homes.setdefault(node.name, []).append(where(path))
    assert {name: modules for name, modules in homes.items() if len(modules) > 1} == {}


def app_lines() -> int:
    app = next(
        node
        for node in tree(SRC / "tui" / "app.py").body
        if isinstance(node, ast.ClassDef) and node.name == "DominoApp"
    )
    assert app.end_lineno is not None
    return app.end_lineno - app.lineno + 1


@pytest.mark.xfail(app_lines() > APP_LINES, reason="H36e", strict=False)
def test_the_app_is_thin() -> None:
    assert app_lines() <= APP_LINES


def test_no_screen_reaches_the_app_through_a_cast() -> None:
    # A screen or a widget is given what it needs, or posts a message the app handles.
    tui = [path for path in PYTHON if path.relative_to(SRC).parts[0] == "tui" and path.name != "app.py"]
    assert lines_matching(tui, r"\bcast\(|class \w+Host\(Protocol\)") == []


def test_the_engine_says_its_errors_whatever_is_imported() -> None:
    assert lines_matching(PYTHON, r"\bset_wording\b") == []


def test_no_comment_points_to_an_issue_instead_of_stating_the_rule() -> None:
    assert lines_matching(PYTHON, r"#.*\b[Ii]ssue ?\d+") == []


@pytest.mark.parametrize("shared", [IllegalReason, NotationReason], ids=lambda kind: kind.__name__)
def test_the_shared_reasons_hold_no_reason_of_one_game(shared: type[MoveReason | TextReason]) -> None:
    # A reason only one game gives is that game's own (an enum of its engine module): each shared
    # one is raised or worded outside every game's own modules.
    outside = [path for path in PYTHON if not any(is_own(path, game) for game in GAMES)]
    unshared = [
        member.name
        for member in shared
        if not lines_matching(outside, rf"\b{shared.__name__}\.{member.name}\b")
    ]
    assert unshared == []


@pytest.mark.parametrize("base", [MoveReason, TextReason], ids=lambda kind: kind.__name__)
def test_a_game_s_own_reasons_live_in_its_engine_module(base: type[MoveReason | TextReason]) -> None:
    homes = {kind.__module__ for kind in base.__subclasses__()}
    games = {f"domino_solitaire.engine.{module_of(game)}" for game in GAMES}
    assert homes <= games | {"domino_solitaire.engine.errors"}
