"""Each game's words are one module of wording, named after the game and registered once
(``wording.games``): no other wording module names a game or tests a game's class, and the areas ask
the game's words for what differs from one game to another."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import domino_solitaire
from domino_solitaire.engine import GAMES, configurations, make_setup
from domino_solitaire.i18n import _
from domino_solitaire.wording.games import GAME_WORDS, words_of, words_of_move
from domino_solitaire.wording.text import typed_move

SRC = Path(domino_solitaire.__file__).parent
WORDING = sorted((SRC / "wording").glob("*.py"))


def module_of(game: str) -> str:
    return game.replace("-", "_")


def spellings(game: str) -> set[str]:
    """Every way the code writes a game: its id, as a module, as a class, its name."""
    module = module_of(game)
    camel = "".join(part.title() for part in game.split("-"))
    name = words_of(game).name
    return {game, module, camel, name, name.lower()}


def engine_classes(game: str) -> set[str]:
    tree = ast.parse((SRC / "engine" / f"{module_of(game)}.py").read_text(encoding="utf-8"))
    return {node.name for node in tree.body if isinstance(node, ast.ClassDef)}


def test_every_game_has_its_words_registered_once_in_a_module_named_after_it() -> None:
    assert list(GAME_WORDS) == list(GAMES)
    for game, words in GAME_WORDS.items():
        assert words.game == game
        assert type(words).__module__ == f"domino_solitaire.wording.{module_of(game)}"


@pytest.mark.parametrize("game", list(GAMES))
def test_only_the_games_words_and_the_registration_name_a_game(game: str) -> None:
    named = [
        path.name
        for path in WORDING
        if path.stem not in (module_of(game), "games")
        and any(spelling in path.read_text(encoding="utf-8") for spelling in spellings(game))
    ]
    assert named == []


@pytest.mark.parametrize("game", list(GAMES))
def test_no_wording_module_tests_a_games_class(game: str) -> None:
    classes = engine_classes(game)
    found = []
    for path in WORDING:
        if path.stem == module_of(game):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "isinstance":
                names = {
                    getattr(inner, "id", getattr(inner, "attr", None)) for inner in ast.walk(node.args[1])
                }
                if names & classes:
                    found.append(f"{path.name}:{node.lineno}")
    assert found == []


@pytest.mark.parametrize(("game", "size", "variant"), configurations())
def test_each_games_words_say_its_opening_and_own_its_moves(game: str, size: int, variant: str) -> None:
    position = make_setup(game, size, variant, seed=1).opening()
    words = words_of(game)
    assert words.layout_text(position) and words.spoken_layout(position)
    assert words.objective(size)
    for move in position.legal_moves():
        assert words_of_move(move) is words
        assert typed_move(move)


@pytest.mark.parametrize("game", list(GAMES))
def test_the_text_modes_help_is_the_games_own(game: str) -> None:
    from domino_solitaire.wording.textmode import text_help

    said = " ".join(text_help(game))
    assert _(words_of(game).move_help) in said and _(words_of(game).parts_help) in said
    others = [words_of(other).name for other in GAMES if other != game]
    assert not any(name in said for name in others), said
