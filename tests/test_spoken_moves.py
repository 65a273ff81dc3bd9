"""Every move the game says is said in words a listener can type back (Luzon's ``1>2``, whose ``>``
speech leaves out, is said "1 to 2", "1 à 2", "1 в 2"), and typing those words back plays the move,
in every language: the text mode's ``moves``, a move's answer, a hint, undo."""

from __future__ import annotations

from pathlib import Path

import pytest

from domino_solitaire import i18n
from domino_solitaire.engine import Game, make_setup
from domino_solitaire.engine.luzon import Shift
from domino_solitaire.wording.luzon import to_word
from domino_solitaire.wording.text import notation_of, typed_move
from helpers import text_mode_deal

#: Luzon deal 7 along the solver's line: after its first seven moves three shifts can be played.
DEAL_7_OPENING = ["2+4", "2+R3", "1+2", "2+R2", "4+R1", "2+4", "4+5"]
#: The word for "to" each language says between a shift's columns.
TO = {"en": "to", "fr": "à", "ru": "в"}


def _shifts() -> list[Shift]:
    game = Game(make_setup("luzon", 6, seed=7))
    for move in DEAL_7_OPENING:
        game.play(move)
    shifts = [move for move in game.legal_moves() if isinstance(move, Shift)]
    assert len(shifts) == 3
    return shifts


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_luzon_s_moves_are_said_as_they_are_typed_back_in_every_language(tmp_path: Path, lang: str) -> None:
    i18n.use(lang)
    assert to_word() == TO[lang]
    shifts = _shifts()
    said = [typed_move(shift) for shift in shifts]
    assert said[0] == f"1 {TO[lang]} 2"
    # Each shift typed back in the words it is said in, undone, and the next one: all played.
    lines = [*DEAL_7_OPENING, "moves", "hint"]
    for words in said:
        lines += [words, "undo"]
    lines += ["1 to 2", "undo", "1>2"]  # English words and the notation are understood too
    out = text_mode_deal(tmp_path, "luzon", 7, lines)
    moves = next(line for line in out if all(words in line for words in said))  # the answer to moves
    hint = next(line for line in out if "1>2" in line or f"1 {TO[lang]} 2" in line)
    played = [line for line in out if i18n._("Played {move}: {changes}.").split("{move}")[0] in line]
    for line in out:
        assert ">" not in line, line
    for words in said:
        assert words in moves
        assert any(line.startswith(_played(words)) for line in played), (words, out)
    assert f"1 {TO[lang]} 2" in hint
    # Its words in the language, in English, and the notation: the same move three times.
    assert sum(line.startswith(_played(said[0])) for line in played) == 3


def _played(words: str) -> str:
    """The start of the answer to a move said ``words`` (French puts the move first)."""
    return i18n._("Played {move}: {changes}.").split(":")[0].rstrip().format(move=words)


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_words_become_the_engine_s_notation_in_every_game(lang: str) -> None:
    i18n.use(lang)
    luzon, rock = make_setup("luzon", 6, seed=7).rules, make_setup("castle-rock", 6, seed=2).rules
    to = TO[lang]
    assert notation_of(f"1 {to} 2", luzon) == "1>2"
    assert notation_of("3 to 5", luzon) == "3>5"
    assert notation_of("x2 to 4", rock) == "x2-4"
    assert notation_of("2+R1", luzon) == "2+R1"
    assert notation_of("1 from 2", luzon) == "1 from 2"
    for move in ("x2-4", "x3"):
        assert notation_of(typed_move(rock.parse_move(move)), rock) == move
