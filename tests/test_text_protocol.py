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

import pytest

from domino_solitaire.engine import make_setup
from domino_solitaire.records import GameRecord, Result
from domino_solitaire.solver import solve
from domino_solitaire.store import GameStore, open_store

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "src"
PROTOCOL = ("moves: ", "question: ", "status: ")


def run(args: list[str], lines: list[str], home: Path) -> list[str]:
    """The text mode (``args`` after the program's name) fed ``lines``; its output's lines."""
    env = {**os.environ, "PYTHONPATH": str(SRC), "DOMINO_SOLITAIRE_HOME": str(home)}
    done = subprocess.run(
        [sys.executable, "-m", "domino_solitaire", *args, "--text"],
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
    from domino_solitaire.recorder import GameRecorder

    recorder = GameRecorder.open(str(home))
    try:
        session = PlaySession(make_setup("luzon", 6, seed=seed), sink=recorder, clock=lambda: 0.0)
        assert session.play(move).done
        session.close()
    finally:
        recorder.close()


def test_the_question_is_one_line_asked_again_and_answered_ahead(tmp_path: Path) -> None:
    unfinished_luzon(tmp_path)
    out = run(["play", "luzon", "--seed", "8"], ["moves", "Resume?"], tmp_path)
    # A bot's "moves" is no answer: the question line again, and at the end of the input, nothing given up.
    assert out.count("question: resume r, give-up g") == 3
    assert not any(line.startswith("moves: ") for line in out)
    out = run(["play", "luzon", "--seed", "8", "--resume"], ["status"], tmp_path)
    assert not any(line.startswith("question: ") for line in out)
    assert "status: playing moves=1 left=26 removed=2 stock=0 time=0 hints=0" in out
    out = run(["daily", "luzon", "--date", "2026-11-30", "--give-up"], ["q"], tmp_path)
    assert not any(line.startswith("question: ") for line in out)
    assert sorted(str(info.result) for info in history(tmp_path)) == ["abandoned"]
    unfinished_luzon(tmp_path)
    out = run(["play", "luzon", "--seed", "8", "--give-up"], ["status"], tmp_path)
    assert "status: playing moves=0 left=28 removed=0 stock=0 time=0 hints=0" in out
    assert [str(info.result) for info in history(tmp_path)].count("abandoned") == 2


def test_new_asks_its_question_in_one_line(tmp_path: Path) -> None:
    out = run(
        ["play", "luzon", "--seed", "8"], ["2+r2", "new", "what", "N", "new", "yes", "status"], tmp_path
    )
    assert out.count("question: new-deal y, keep n") == 3
    assert out[-2].startswith("status: ") and " moves=0 " in out[-2]  # a new deal


def protocol(lines: list[str]) -> list[str]:
    return [line for line in lines if line.startswith(PROTOCOL)]


def test_the_machine_lines_are_the_same_in_every_language(tmp_path: Path) -> None:
    said = {}
    for lang in ("en", "fr", "ru"):
        home = tmp_path / lang
        unfinished_luzon(home)
        lines = ["moves", "r", "moves", "3+r3", "status", "undo", "hint", "new", "n", "status"]
        said[lang] = run(["play", "luzon", "--seed", "8", "--lang", lang], lines, home)
    assert protocol(said["en"]) == protocol(said["fr"]) == protocol(said["ru"])
    assert said["en"] != said["fr"] != said["ru"]  # the prose did follow the language
    assert protocol(said["en"]).count("question: resume r, give-up g") == 2  # "moves" answered nothing
    assert "status: lost moves=2 left=24 removed=4 stock=0 time=0 hints=0" in said["ru"]


def test_a_win_is_said_once_and_its_time_is_the_stored_time(tmp_path: Path) -> None:
    setup = make_setup("luzon", 6, seed=7)
    line = solve(setup.opening()).notation()
    out = run(["play", "luzon", "--seed", "7"], [*line, "u", "y", "u", "redo", "status"], tmp_path)
    text = "\n".join(out)
    assert text.count("You won!") == 1 and text.count("New fewest moves: 19.") == 1
    assert sum(line.startswith("Played ") and " again" in line for line in out) == 2
    (info,) = history(tmp_path)
    assert info.result is Result.WON
    won = [line for line in out if line.startswith("status: won ")]
    assert len(won) == 4  # the win, each redo into it, and status
    assert set(won) == {
        f"status: won moves=19 left=0 removed=28 stock=0 time={int(info.duration or 0)} hints=0"
    }


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
    assert any(line.startswith("moves: ") for line in out) and out[-2].startswith("status: playing moves=1 ")


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
