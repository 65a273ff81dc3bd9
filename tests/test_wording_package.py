"""Every player-facing sentence is built in wording, so that the translations have one place to
look: wording is a package by area and by game (each game's words in its own module, registered
once), and the boards and screens hold no sentences."""

from __future__ import annotations

import ast
import importlib
import re
from pathlib import Path
from types import SimpleNamespace

import pytest

import domino_solitaire
from domino_solitaire.engine import Tile
from domino_solitaire.engine.luzon import Luzon
from domino_solitaire.play import MoveChange
from domino_solitaire.records import Result

SRC = Path(domino_solitaire.__file__).parent
AREAS = (
    "text",
    "play",
    "stats",
    "textmode",
    "boards",
    "screens",
    "reader",
    "words",
    "errors",
    "moves",
    "opening",
    "common",
    "records",
    "puzzles",
    "share",
    "month",
    "dates",
    "keys",
)
#: Each game's words (the same names in each: its board's help, its marks), and their registration.
GAME_AREAS = ("good_neighbors", "luzon", "castle_rock", "game_words", "games")


def public_names(module: str) -> set[str]:
    tree = ast.parse((SRC / "wording" / f"{module}.py").read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
        elif isinstance(node, ast.Assign):
            names.update(target.id for target in node.targets if isinstance(target, ast.Name))
    return {name for name in names if not name.startswith("_")}


#: Every public name of every area, to read the sentences by name below.
wording = SimpleNamespace(
    **{
        name: getattr(importlib.import_module(f"domino_solitaire.wording.{area}"), name)
        for area in AREAS
        for name in public_names(area)
    }
)


@pytest.mark.parametrize("area", AREAS + GAME_AREAS)
def test_every_name_is_imported_from_its_area(area: str) -> None:
    # Importers say `from domino_solitaire.wording.<area> import X`: the package re-exports nothing,
    # so each name has one home and one spelling of its import.
    package = importlib.import_module("domino_solitaire.wording")
    names = public_names(area)
    assert names
    assert not names & set(vars(package)), sorted(names & set(vars(package)))
    init = SRC / "wording" / "__init__.py"
    assert len(init.read_text(encoding="utf-8").splitlines()) <= 60


def test_the_boards_take_their_help_from_wording() -> None:
    from domino_solitaire.tui.widgets import BOARDS
    from domino_solitaire.tui.widgets.status import StatusReport, bottom_pieces
    from domino_solitaire.wording import castle_rock, good_neighbors, luzon

    board = BOARDS["luzon"]
    assert board.HOW_TO is luzon.HOW_TO and board.MARKS is luzon.MARKS
    assert BOARDS["good-neighbors"].HOW_TO is good_neighbors.HOW_TO
    assert BOARDS["castle-rock"].MOUSE is castle_rock.MOUSE
    # The status bar's words: the labels and the state, as they were.
    facts = StatusReport("Luzon", 6, "standard", wording.status_deal(42), 0, 2, 28, 1, 65.0, Result.PLAYING)
    line = "".join(text for text, _ in next(bottom_pieces(facts)))
    assert line == "Stock 0   Removed 2/28   Moves 1   Time 1:05   playing"


def test_board_and_screen_sentences_read_as_before() -> None:
    from domino_solitaire.wording import castle_rock, good_neighbors

    assert castle_rock.heading(1, 0) == "Row: 1 tile, stock: 0.  "
    assert castle_rock.legend("▲", "◀▲▶", triples=True, finished=False, interactive=True) == [
        "▲ remove (enter)  ◀▲▶ remove three (t)",
        "▲ enter  ◀▲▶ t",
    ]
    assert good_neighbors.turn_so_far_text(1, False) == "No other pair is free: press e to end the turn."
    move = Luzon().parse_move("2+5")
    change = MoveChange(move, removed=(Tile(1, 1),), emptied=(1,))
    assert wording.replay_move_text(3, 9, change) == "Move 3 of 9: 2+5, removed 1-1; column 2 is empty."
    assert wording.short_deal(wording.status_deal(7)) == "#7"


#: Where the sentences must not be: the boards, their layout, and the screens (but the game screen,
#: which another change is rewriting; its sentences are listed in the report of that move).
CHECKED = [
    *sorted((SRC / "tui" / "widgets").glob("*.py")),
    *sorted((SRC / "tui" / "layout").glob("*.py")),
    *sorted(p for p in (SRC / "tui" / "screens").glob("*.py") if p.name != "game.py"),
    SRC / "tui" / "keys.py",
    SRC / "tui" / "palette.py",
]
#: Words, with a space between two of them or a capital first: a sentence or a label.
WORDS = re.compile(r"[A-Za-z]{2,}[ ,:;.?!…]+[A-Za-z]{2,}|^[A-Z][a-z]+$")
#: Calls whose strings are not shown as sentences of ours: key bindings (Textual reads their
#: descriptions when the class is made), errors for programmers, Rich and Textual styles.
SKIPPED_CALLS = {"Binding", "ValueError", "TypeError", "Style", "get_component_rich_style"}


#: Strings that look like words and are not shown as such: Rich styles, CSS classes and selectors,
#: a type, and Textual's own command title (which the palette replaces with the app's Quit).
NOT_WORDS = {"bold green", "bold red", "not bold", "row first-of-two", "#stats-title Button"}
NOT_WORDS |= {"tuple[Setup, date | None]", "Quit"}
#: Assignments whose strings are no sentences: Textual's CSS and bindings, a module's names.
SKIPPED_NAMES = {"DEFAULT_CSS", "BINDINGS", "__all__"}


def call_name(node: ast.AST) -> str:
    if not isinstance(node, ast.Call):
        return ""
    func = node.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""


def assigned_names(node: ast.AST) -> set[str]:
    targets = (
        node.targets
        if isinstance(node, ast.Assign)
        else [node.target]
        if isinstance(node, ast.AnnAssign)
        else []
    )
    return {target.id for target in targets if isinstance(target, ast.Name)}


def sentences_in(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr):
            skipped.add(id(body[0].value))  # a docstring
        if call_name(node) in SKIPPED_CALLS or assigned_names(node) & SKIPPED_NAMES:
            skipped.update(id(inner) for inner in ast.walk(node))
    return [
        f"{path.relative_to(SRC)}:{node.lineno}: {node.value!r}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in skipped
        and WORDS.search(node.value)
        and node.value not in NOT_WORDS
    ]


def test_no_sentence_is_built_in_the_boards_or_the_screens() -> None:
    found = [line for path in CHECKED for line in sentences_in(path)]
    assert found == [], "\n".join(found)
