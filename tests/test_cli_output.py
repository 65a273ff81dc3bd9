"""Hostile input, round two (issue 21, items 3-5): output onto the store's own files, onto a full
device, and onto an output that cannot take UTF-8."""

from __future__ import annotations

import os
import subprocess
import sys
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import pytest

from domino_solitaire.engine import Game, make_setup
from domino_solitaire.store import DB_NAME, ENV_VAR, GameStore, open_store
from domino_solitaire.textfold import carries, fold
from helpers import run_cli as run
from helpers import save_game

T0 = datetime(2024, 5, 1, 12, 0, tzinfo=timezone.utc)


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "home"
    monkeypatch.setenv(ENV_VAR, str(folder))
    store = open_store(folder)
    assert isinstance(store, GameStore)
    game = Game(make_setup("luzon", 6, seed=1))
    while not game.is_over:
        game.play(game.legal_moves()[0])
        save_game(store, game, T0, elapsed=3.0)
    store.close()
    return folder


# -- 3. export never writes over the history ------------------------------------------------------


@pytest.mark.parametrize("target", ["db", "wal", "shm", "journal", "symlink", "hardlink", "dotted"])
def test_export_refuses_the_stores_own_files(
    capsys: pytest.CaptureFixture[str], home: Path, tmp_path: Path, target: str
) -> None:
    database = home / DB_NAME
    before = database.read_bytes()
    paths = {
        "db": database,
        "wal": Path(f"{database}-wal"),
        "shm": Path(f"{database}-shm"),
        "journal": Path(f"{database}-journal"),  # not there: refused by its name
        "symlink": tmp_path / "link.json",
        "hardlink": tmp_path / "hard.json",
        "dotted": home / "." / DB_NAME,
    }
    path = paths[target]
    if target == "symlink":
        path.symlink_to(database)
    elif target == "hardlink":
        os.link(database, path)
    code, out, err = run(capsys, "export", "1", "-o", str(path))
    assert code == 2 and out == "" and err.count("\n") == 1
    assert "is the history's own database" in err
    assert database.read_bytes() == before
    code, out, _ = run(capsys, "history")
    assert code == 0 and "luzon" in out.lower()


def test_export_to_another_file_still_writes_it(
    capsys: pytest.CaptureFixture[str], home: Path, tmp_path: Path
) -> None:
    path = tmp_path / f"{DB_NAME}.json"
    code, _, err = run(capsys, "export", "1", "-o", str(path))
    assert code == 0 and err == "" and '"game": "luzon"' in path.read_text()


# -- 4. a full device ------------------------------------------------------------------------------


def cli(*args: str, env: dict[str, str], stdout: Any = subprocess.PIPE) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "domino_solitaire", *args],
        stdin=subprocess.DEVNULL,
        stdout=stdout,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        timeout=60,
    )


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
@pytest.mark.parametrize(
    "command",
    [
        ["history"],
        ["history", "--json"],
        ["list"],
        ["deal", "luzon", "--seed", "1"],
        ["solve", "luzon", "--seed", "1"],
        ["rules", "luzon"],
        ["stats"],
        ["replay", "RECORD", "--text"],
        ["review", "RECORD"],
        ["export", "1"],
        ["analyze", "luzon", "--seeds", "1-2", "--jobs", "1"],
        ["--help"],
        ["play", "--help"],
        ["--version"],
        [],
        ["puzzle", "luzon", "1", "--json"],
    ],
)
def test_a_full_device_is_one_line_and_a_failing_status(
    capsys: pytest.CaptureFixture[str], home: Path, command: list[str]
) -> None:
    env = {**os.environ, ENV_VAR: str(home)}
    record = home / "record.json"
    code, out, _ = run(capsys, "export", "1")  # in-process: only the full device needs a process
    assert code == 0
    record.write_text(out)
    args = [str(record) if word == "RECORD" else word for word in command]
    with open("/dev/full", "w") as full:
        done = cli(*args, env=env, stdout=full)
    assert done.returncode == 1, done.stderr
    assert done.stderr == "domino-solitaire: cannot write the output: No space left on device\n"


# -- 5. an output that cannot take UTF-8 ------------------------------------------------------------


@pytest.mark.parametrize(
    "encoding", [{"PYTHONIOENCODING": "ascii"}, {"LC_ALL": "C", "PYTHONUTF8": "0", "PYTHONIOENCODING": ""}]
)
def test_rules_on_an_ascii_output(encoding: dict[str, str]) -> None:
    env = {**os.environ, **encoding}
    done = subprocess.run(
        [sys.executable, "-m", "domino_solitaire", "rules", "good-neighbors"],
        capture_output=True,
        env=env,
        timeout=60,
    )
    assert done.returncode == 0 and done.stderr == b""
    text = done.stdout.decode("ascii")  # nothing else in it
    assert "* " in text and "Good Neighbors" in text


def test_folding_keeps_what_the_encoding_carries() -> None:
    assert fold("╭─┬─╮ ● • │ é … ✓", "ascii") == "+-+-+ o * | e ... +"
    assert fold("┌─┐\n│×│\n└─┘", "ascii") == "+-+\n|x|\n+-+"
    assert fold("× é ●", "latin-1") == "× é o"  # Latin-1 has × and é
    assert fold("plain", "ascii") == "plain"
    assert fold("漢", "ascii") == "?"
    assert fold("●", "no-such-encoding") == "o"
    assert carries("utf-8") and not carries("ascii") and carries(None)


@pytest.mark.parametrize(
    ("encoding", "command"),
    [
        ("ascii", ["--help"]),
        ("ascii", ["--lang", "fr", "--help"]),
        ("ascii", ["--lang", "ru", "list"]),
        ("ascii", ["--lang", "ru", "stats"]),
        ("ascii", ["--lang", "fr", "history"]),
        ("ascii", ["--lang", "ru", "deal", "luzon", "--seed", "42"]),
        ("latin-1", ["--lang", "fr", "stats"]),
        ("latin-1", ["--lang", "ru", "history"]),
        ("latin-1", ["--lang", "fr", "play", "--help"]),
    ],
)
def test_every_command_writes_what_an_ascii_or_latin1_output_takes(
    home: Path, encoding: str, command: list[str]
) -> None:
    env = {**os.environ, ENV_VAR: str(home), "PYTHONIOENCODING": encoding}
    done = subprocess.run(
        [sys.executable, "-m", "domino_solitaire", *command], capture_output=True, env=env, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert b"Traceback" not in done.stderr and done.stderr == b""
    text = done.stdout.decode(encoding)  # every byte is the output's own
    assert text.strip()


def test_an_ascii_output_reads_russian_in_latin_letters() -> None:
    assert fold("Лусон, дубль-6: Ёлка", "ascii") == "Luson, dubl'-6: Elka"
    assert fold("щука", "ascii") == "shchuka"


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_a_file_output_on_a_full_device_has_the_same_status(
    capsys: pytest.CaptureFixture[str], home: Path
) -> None:
    """``export -o``: the output named, one line, status 1 like standard output's; a path that
    cannot be opened is bad input (status 2)."""
    env = {**os.environ, ENV_VAR: str(home)}
    done = cli("export", "1", "-o", "/dev/full", env=env)
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr == "domino-solitaire: /dev/full: cannot write it: No space left on device\n"
    code, _out, err = run(capsys, "export", "1", "-o", str(home / "no" / "such" / "out.json"))
    assert code == 2 and "cannot write it" in err
