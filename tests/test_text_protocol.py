"""The text mode's protocol lines through a real pipe (docs/notation.md, "The text mode"): the
``question:`` line and the answers given ahead, the ``status:`` line, the same in every language,
a win said once, input in any case and spacing, and a bot that plays whole games through --jsonl."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from domino_solitaire.engine import make_setup
from domino_solitaire.records import GameRecord, Result
from domino_solitaire.solver import solve
from domino_solitaire.store import GameStore, open_store

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "src"
PROTOCOL = ("moves: ", "question: ", "status: ")


def run(args: list[str], lines: list[str], home: Path, channel: str = "--text") -> list[str]:
    """The text mode (``args`` after the program's name) fed ``lines``; its output's lines."""
    env = {**os.environ, "PYTHONPATH": str(SRC), "DOMINO_SOLITAIRE_HOME": str(home)}
    done = subprocess.run(
        [sys.executable, "-m", "domino_solitaire", *args, channel],
        input="".join(line + "\n" for line in lines).encode(),
        capture_output=True,
        env=env,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.decode().splitlines()


def history(home: Path) -> list[GameRecord]:
    store = open_store(str(home))
    assert isinstance(store, GameStore)
    with store:
        return store.history()


def unfinished_luzon(home: Path, seed: int = 8, move: str = "2+R2") -> None:
    """A Luzon deal (8) left after one move (saved in-process: quicker than another pipe)."""
    from domino_solitaire.play import PlaySession
    from domino_solitaire.store.keeper import GameKeeper

    recorder = GameKeeper.open(str(home))
    try:
        session = PlaySession(make_setup("luzon", 6, seed=seed), sink=recorder, clock=lambda: 0.0)
        assert session.play(move).done
        session.close()
    finally:
        recorder.close()


def run_jsonl(args: list[str], lines: list[str], home: Path) -> list[dict[str, Any]]:
    """The --jsonl channel (``args`` after the program's name) fed ``lines``; its objects."""
    return [json.loads(line) for line in run(args, lines, home, "--jsonl")]


def of_type(found: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    return [item for item in found if item["type"] == kind]


def state(moves: int, left: int, status: str = "playing", time: int = 0) -> dict[str, Any]:
    removed = 28 - left
    return {"type": "state", "status": status, "moves": moves, "left": left, "removed": removed,
            "stock": 0, "time": time, "hints": 0}  # fmt: skip


def test_the_question_is_asked_again_and_answered_ahead(tmp_path: Path) -> None:
    unfinished_luzon(tmp_path)
    found = run_jsonl(["play", "luzon", "--seed", "8"], ["moves", "Resume?"], tmp_path)
    # A bot's "moves" is no answer: the question again, and at the end of the input, nothing given up.
    assert [item["question"] for item in of_type(found, "question")] == ["resume"] * 3
    assert of_type(found, "question")[0]["choices"] == [
        {"answer": "resume", "key": "r"},
        {"answer": "give-up", "key": "g"},
    ]
    assert not of_type(found, "moves") and len(of_type(found, "refusal")) == 2
    found = run_jsonl(["play", "luzon", "--seed", "8", "--resume"], ["status"], tmp_path)
    assert not of_type(found, "question") and of_type(found, "state")[-1] == state(1, 26)
    found = run_jsonl(["daily", "luzon", "--date", "2026-11-30", "--give-up"], ["q"], tmp_path)
    assert not of_type(found, "question")
    assert sorted(str(info.result) for info in history(tmp_path)) == ["abandoned"]
    unfinished_luzon(tmp_path)
    found = run_jsonl(["play", "luzon", "--seed", "8", "--give-up"], ["status"], tmp_path)
    assert of_type(found, "state")[-1] == state(0, 28)
    assert [str(info.result) for info in history(tmp_path)].count("abandoned") == 2
    # For people, the question is a sentence naming the keys, asked again; no machine line.
    unfinished_luzon(tmp_path)
    out = run(["play", "luzon", "--seed", "8"], ["moves"], tmp_path)
    asked = [line for line in out if "resume (r)" in line]
    assert len(asked) == 2 and not any(line.startswith(PROTOCOL) for line in out)


def test_new_asks_its_question(tmp_path: Path) -> None:
    found = run_jsonl(
        ["play", "luzon", "--seed", "8"], ["2+r2", "new", "what", "N", "new", "yes", "status"], tmp_path
    )
    assert [item["question"] for item in of_type(found, "question")] == ["new-deal"] * 3
    assert len(of_type(found, "kept")) == 1 and of_type(found, "state")[-1]["moves"] == 0  # a new deal


def test_the_objects_are_the_same_in_every_language_and_the_words_are_not(tmp_path: Path) -> None:
    found, said = {}, {}
    for lang in ("en", "fr", "ru"):
        home = tmp_path / lang
        unfinished_luzon(home)
        lines = ["moves", "r", "moves", "3+r3", "status", "undo", "hint", "new", "n", "status"]
        found[lang] = run_jsonl(["play", "luzon", "--seed", "8", "--lang", lang], lines, home)
        said[lang] = run(["play", "luzon", "--seed", "8", "--lang", lang, "--resume"], ["status"], home)
    assert found["en"] == found["fr"] == found["ru"]
    assert said["en"] != said["fr"] != said["ru"]  # the prose did follow the language
    asked = [item["question"] for item in of_type(found["en"], "question")]
    assert asked == ["resume", "resume", "new-deal"]  # "moves" answered nothing
    assert state(2, 24, "lost") in found["ru"]


def test_a_win_is_said_once_and_its_time_is_the_stored_time(tmp_path: Path) -> None:
    setup = make_setup("luzon", 6, seed=7)
    line = solve(setup.opening()).notation()
    out = run(["play", "luzon", "--seed", "7"], [*line, "u", "y", "u", "redo", "status"], tmp_path)
    text = "\n".join(out)
    assert text.count("You won!") == 1 and text.count("Played from a script") == 1  # a pipe's moves
    assert sum(line.startswith("Played ") and " again" in line for line in out) == 2
    (info,) = history(tmp_path)
    assert info.result is Result.WON
    found = run_jsonl(
        ["play", "luzon", "--seed", "7"], [*line, "u", "y", "u", "redo", "status"], tmp_path / "j"
    )
    won = [item for item in of_type(found, "state") if item["status"] == "won"]
    assert len(won) == 4  # the win, each redo into it, and status
    store = open_store(str(tmp_path / "j"))
    assert isinstance(store, GameStore)
    with store:
        (stored,) = store.history()
    assert won == [state(19, 0, "won", int(stored.duration or 0))] * 4
    assert len(of_type(found, "end")) == 3  # the end told each time the game reaches it


@pytest.mark.parametrize(
    ("game", "seed", "typed", "played"),
    [
        ("good-neighbors", 1, ["A1 + B1", "u", "a1+B1  C1 + d1"], ["Played a1+b1: ", "Played a1+b1 c1+d1: "]),
        ("castle-rock", 2, ["X3", "U", " x 3 "], ["Played x3: ", "Played x3: "]),
        (
            "luzon",
            7,
            ["5 + r3", "u", "2 + 4", "u", "R3+5"],
            ["Played 5+R3: ", "Played 2+4: ", "Played 5+R3: "],
        ),
    ],
)
def test_input_forgives_case_and_spaces(
    game: str, seed: int, typed: list[str], played: list[str], tmp_path: Path
) -> None:
    out = run(["play", game, "--seed", str(seed), "--set", "6"], [*typed, "MOVES", " Status "], tmp_path)
    said = [line for line in out if line.startswith("Played ")]
    assert len(said) == len(played) and all(
        line.startswith(p) for line, p in zip(said, played, strict=True)
    ), out
    assert any(" legal move" in line for line in out) and out[-2].startswith("Playing: 1 move, ")


def load_bot() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bot", ROOT / "examples" / "bot.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(
    ("game", "seed", "result"),
    [("luzon", 7, "won"), ("castle-rock", 2, "lost"), ("good-neighbors", 1, "lost")],
)
def test_the_example_bot_plays_a_whole_game(
    game: str, seed: int, result: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PYTHONPATH", str(SRC))
    monkeypatch.setenv("DOMINO_SOLITAIRE_HOME", str(tmp_path))
    bot = load_bot()
    if game == "luzon":
        unfinished_luzon(tmp_path, seed=7, move="2+4")  # the bot answers the question first
    said: list[str] = []
    game_args = ["play", game, "--seed", str(seed), "--set", "6", "--jsonl"]
    command = [sys.executable, "-m", "domino_solitaire", *game_args]
    assert bot.Bot(command, said.append).play() == result
    (info,) = history(tmp_path)
    assert str(info.result) == result and info.seed == seed
    sent = [line for line in said if line.startswith("> ")]
    # Nothing sent to keep in step: a move each turn, then quit once the end is told (in Luzon the
    # answer r stands for the move made before).
    assert "> moves" not in sent and sent[-1] == "> quit" and len(sent) == info.move_count + 1
    ends = [json.loads(line[2:]) for line in said if line.startswith('< {"type": "end"')]
    assert ends == [{"type": "end", "result": result, "hints": 0}]
    if game == "luzon":
        asked = json.loads(said[said.index("> r") - 2][2:])
        assert (
            sent[0] == "> r"
            and asked["type"] == "question"
            and asked["choices"][0] == {"answer": "resume", "key": "r"}
        )
