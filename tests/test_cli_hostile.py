"""The command line under attack (issue 11, items 1-6): every bad input is one printable line and
status 2, nothing poisons the history, nothing hangs, and Ctrl-C leaves no process behind."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import pytest

from domino_solitaire.cli import play
from domino_solitaire.engine import Game, Transcript, make_setup
from domino_solitaire.store import DB_NAME, ENV_VAR, GameStore, open_store
from domino_solitaire.tui.requests import GameOptions
from helpers import children, gone, save_game
from helpers import run_cli as run

T0 = datetime(2024, 5, 1, 12, 0, tzinfo=timezone.utc)
LONG = "x" * 300


def strict_json(text: str) -> Any:
    """JSON as every other program reads it: no NaN, no Infinity."""

    def refuse(name: str) -> Any:
        raise AssertionError(f"{name} in JSON output")

    return json.loads(text, parse_constant=refuse)


def is_clean(text: str) -> bool:
    """Only printable characters and line breaks: no escape sequence, no other control."""
    return all(ch.isprintable() or ch == "\n" for ch in text)


def one_line(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    code, out, err = run(capsys, *args)
    assert code == 2, (code, out, err)
    assert out == ""
    assert err.count("\n") == 1 and err.endswith("\n") and "Traceback" not in err, err
    assert is_clean(err), repr(err)
    return err


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "home"
    monkeypatch.setenv(ENV_VAR, str(folder))
    return folder


def won_record() -> dict[str, Any]:
    game = Game(make_setup("luzon", 6, seed=1))
    while not game.is_over:
        game.play(game.legal_moves()[0])
    return Transcript.of_game(game).to_dict()


def some_games(home: Path) -> GameStore:
    store = open_store(home)
    assert isinstance(store, GameStore)
    for n, seed in enumerate((1, 0, 16)):
        game = Game(make_setup("luzon", 6, seed=seed))
        while not game.is_over and len(game.moves) < 20 - 17 * (seed == 16):
            game.play(game.legal_moves()[0])
            save_game(store, game, T0.replace(hour=n), elapsed=60.0)
    return store


# -- 1. records cannot poison the history ---------------------------------------------------------


@pytest.mark.parametrize(
    "extra",
    [
        '"duration_seconds": Infinity',
        '"duration_seconds": 1e999',
        '"duration_seconds": ' + "1" * 400,
        '"undos": NaN',
        '"hints": 9223372036854775808',
        '"started_at": "9999-12-31T23:59:59-23:59"',
    ],
)
def test_a_poisoned_record_is_refused_and_the_history_stays_readable(
    capsys: pytest.CaptureFixture[str], home: Path, tmp_path: Path, extra: str
) -> None:
    text = json.dumps(won_record())[:-1] + ", " + extra + "}"
    path = tmp_path / "poison.json"
    path.write_text(text)
    one_line(capsys, "import", str(path))
    for command in (["history"], ["stats"], ["history", "--json"], ["stats", "--json"]):
        code, out, err = run(capsys, *command)
        assert code == 0 and err == ""
        if "--json" in command:
            strict_json(out)


def test_a_poisoned_row_cannot_break_the_output(capsys: pytest.CaptureFixture[str], home: Path) -> None:
    store = some_games(home)
    conn = sqlite3.connect(store.path)
    with conn:
        conn.execute("UPDATE games SET duration = 1e999 WHERE id = 1")
        conn.execute("UPDATE games SET hints = 1e999 WHERE id = 2")
    conn.close()
    for command in (["history"], ["stats"], ["history", "--json"], ["stats", "--json"]):
        code, out, err = run(capsys, *command)
        assert code == 0 and "Infinity" not in out
        assert err.count("\n") == 2 and "game 1 in the history is damaged" in err, err
        if "--json" in command:
            strict_json(out)


# -- 2. record and deal files are read with a bound ---------------------------------------------


def cli(*args: str, stdin: Any = subprocess.DEVNULL, timeout: float = 20) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "domino_solitaire", *args],
        capture_output=True,
        text=True,
        stdin=stdin,
        timeout=timeout,
    )


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
@pytest.mark.parametrize("command", [["replay", "{}", "--json"], ["solve", "luzon", "--deals", "{}"]])
def test_a_fifo_is_refused_at_once(tmp_path: Path, command: list[str]) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    done = cli(*[str(fifo) if a == "{}" else str(tmp_path / a) if a == "data" else a for a in command])
    assert done.returncode == 2 and "not a regular file" in done.stderr and done.stderr.count("\n") == 1


@pytest.mark.skipif(not os.path.exists("/dev/urandom"), reason="needs /dev/urandom and /dev/zero")
def test_devices_are_refused_as_files_and_bounded_as_stdin() -> None:
    # In a process of its own: were the bound lost, this would read for ever, not hang the suite.
    done = cli("replay", "/dev/urandom", "--json")
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "not a regular file" in done.stderr
    with open("/dev/zero", "rb") as endless:
        done = cli("replay", "-", "--json", stdin=endless)
    assert done.returncode == 2 and done.stderr.count("\n") == 1
    assert "larger than 1024 KiB" in done.stderr


def test_hostile_record_files(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    cases = {
        "deep.json": ("[" * 200_000, "nested more than 32 levels"),
        "digits.json": ('{"game": "luzon", "seed": ' + "1" * 5000 + "}", "too many digits"),
        "castle.json": (
            '{"game": "castle-rock", "seed": 1, "moves": ["x' + "9" * 5000 + '"]}',
            "characters long",
        ),
        "big.json": (" " * (2 << 20), "larger than 1024 KiB"),
        "binary.json": (None, "not a text file"),
    }
    for name, (text, says) in cases.items():
        path = tmp_path / name
        if text is None:
            path.write_bytes(b"\xff\xfe\x00\x01")
        else:
            path.write_text(text)
        for command in (["replay", str(path), "--json"], ["import", str(path)], ["review", str(path)]):
            assert says in one_line(
                capsys, *command, *(["--data-dir", str(tmp_path)] if "import" in command else [])
            )


# -- 3. command lines ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["history", "--data-dir", LONG], "File name too long"),
        (["replay", LONG], "File name too long"),
        (["replay", LONG + ".json", "--json"], "File name too long"),
        (["import", LONG], "File name too long"),
        (["solve", "luzon", "--deals", LONG], "File name too long"),
        (["export", "9223372036854775808"], "ids run from 1 to 9223372036854775807"),
        (["export", "9" * 5000], "ids run from 1 to 9223372036854775807"),
        (["history", "--limit", "9223372036854775808"], "give 0 (all) to 9223372036854775807"),
        (["replay", "99999999999999999999", "--json"], "ids run from 1 to 9223372036854775807"),
        (["replay", "9" * 5000, "--json"], "ids run from 1 to 9223372036854775807"),
        (["analyze", "luzon", "--seeds", "1-2", "--jobs", "9223372036854775808"], "from 1 to 256"),
        (["analyze", "luzon", "--seeds", "1-2", "--jobs", "1000"], "from 1 to 256"),
        (["solve", "luzon", "--seed", "1", "--limit-seconds", "1e308"], "at most 86400 (one day)"),
        (["solve", "luzon", "--seed", "1", "--limit-seconds", "inf"], "at most 86400"),
        (["solve", "luzon", "--seed", "1", "--limit-seconds", "nan"], "at most 86400"),
        (["deal", "luzon", "--seed", "9" * 5000], "out of range"),
        (["deal", "luzon", "--set", "9" * 5000], "there is no double-"),
        (["deal", "luzon", "--seed", "-" + "9" * 30], "out of range"),
        (["analyze", "luzon", "--seeds", "1-" + "9" * 5000], "out of range"),
        (["replay", "x.json", "--speed", "1e308"], "from 0.125 to 8"),
        (["replay", "x.json", "--at", "9" * 5000], "not a move number"),
    ],
)
def test_out_of_range_arguments(
    capsys: pytest.CaptureFixture[str], home: Path, args: list[str], says: str
) -> None:
    assert says in one_line(capsys, *args)


def test_jobs_are_no_more_than_useful(monkeypatch: pytest.MonkeyPatch) -> None:
    from domino_solitaire.cli import solve

    monkeypatch.setattr(solve, "cores", lambda: 2)
    assert solve.jobs_from("200") == 200  # asked for: allowed ...
    assert [solve.useful_jobs(200, deals) for deals in (1, 2, 1000)] == [1, 2, 2]  # ... but not used
    assert solve.useful_jobs(1, 1000) == 1


# -- 4. every echoed value is one printable line -------------------------------------------------

NASTY = [
    "two\nlines",
    "esc\x1b]0;owned\x07title",
    "cr\rforged",
    "bidi\u202eevil",
    "c1\x9bcsi",
    "nul-ish\x00?"[:8],
]


@pytest.mark.parametrize("nasty", NASTY)
def test_echoed_arguments_are_sanitised(capsys: pytest.CaptureFixture[str], home: Path, nasty: str) -> None:
    for args in (
        ["replay", nasty, "--json"],
        ["import", nasty],
        ["deal", "luzon", "--seed", nasty],
        ["deal", "luzon", "--variant", nasty, "--seed", "1"],
        ["deal", nasty],
        ["history", "--limit", nasty],
        ["solve", "luzon", "--seed", "1", "--limit-seconds", nasty],
        ["analyze", "luzon", "--seeds", nasty],
    ):
        one_line(capsys, *args)


@pytest.mark.parametrize("nasty", NASTY)
def test_record_text_is_sanitised(capsys: pytest.CaptureFixture[str], tmp_path: Path, nasty: str) -> None:
    path = tmp_path / "r.json"
    for data in (
        {"game": "castle-rock", "seed": 1, "moves": [nasty]},
        {"game": nasty, "seed": 1},
        {"game": "luzon", "variant": nasty, "seed": 1},
        {"format": nasty, "game": "luzon", "seed": 1},
        {"game": "luzon", "deal": nasty},
    ):
        path.write_text(json.dumps(data))
        err = one_line(capsys, "replay", str(path), "--json")
        assert "\x1b" not in err and "\r" not in err


def test_a_file_name_with_a_line_break_is_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "game\n\x1b[2Jrecord.json"
    path.write_text(json.dumps(won_record()))
    code, out, _err = run(capsys, "import", str(path), "--data-dir", str(tmp_path / "data"))
    assert code == 0 and out.count("\n") == 1 and is_clean(out) and "\\n\\x1b[2J" in out


# -- 5. a damaged database -------------------------------------------------------------------------


def test_damaged_rows_through_the_commands(
    capsys: pytest.CaptureFixture[str], home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = some_games(home)
    conn = sqlite3.connect(store.path)
    with conn:
        conn.execute("UPDATE games SET moves = 'not json' WHERE id = 1")
        conn.execute("UPDATE games SET extra = '7' WHERE id = 2")
        conn.execute("UPDATE games SET size = 'six' WHERE id = 3")
    conn.close()
    for number in ("1", "2", "3"):
        assert f"game {number} in the history is damaged" in one_line(capsys, "export", number)
        assert "is damaged" in one_line(capsys, "replay", number, "--json")
    # The listings read no extra fields: game 2 is listed (and refused above, when its record is read).
    code, out, err = run(capsys, "history", "--json")
    assert (code, [game["id"] for game in strict_json(out)]) == (0, [2]) and err.count("\n") == 2
    code, out, err = run(capsys, "stats")
    assert code == 0 and "Luzon" in out and err.count("\n") == 2
    monkeypatch.setattr(play, "is_terminal", lambda: True)
    assert "no unfinished game to resume" in run(capsys, "resume")[2]
    conn = sqlite3.connect(store.path)
    assert conn.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 3  # nothing deleted
    conn.close()


def test_resume_skips_an_unfinished_game_that_cannot_be_replayed(
    capsys: pytest.CaptureFixture[str], home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = some_games(home)
    game = Game(make_setup("luzon", 6, seed=21))
    game.play(game.legal_moves()[0])
    save_game(store, game, T0.replace(hour=9), elapsed=5.0)
    conn = sqlite3.connect(store.path)
    with conn:
        conn.execute("UPDATE games SET moves = '[\"9+9\"]' WHERE id = 4")
    conn.close()
    opened: list[Any] = []

    def run_app(options: GameOptions) -> int:
        opened.append(options)
        return 0

    monkeypatch.setattr(play, "is_terminal", lambda: True)
    monkeypatch.setattr(play, "run_app", run_app)
    code, _, err = run(capsys, "resume")
    assert code == 0 and err.count("\n") == 1 and "game 4 in the history is damaged" in err
    assert opened[0].resume.id == 3


@pytest.mark.parametrize("version", ["0", "-1"])
def test_a_lost_version_number(capsys: pytest.CaptureFixture[str], home: Path, version: str) -> None:
    some_games(home).close()
    conn = sqlite3.connect(home / DB_NAME)
    conn.execute(f"PRAGMA user_version = {version}")
    conn.close()
    for _ in range(2):
        code, out, err = run(capsys, "history", "--json")
        assert code == 0 and err == "" and len(json.loads(out)) == 3


@pytest.mark.skipif(not os.path.exists("/dev/null"), reason="needs /dev/null")
def test_a_database_linked_to_dev_null(capsys: pytest.CaptureFixture[str], home: Path) -> None:
    home.mkdir()
    (home / DB_NAME).symlink_to("/dev/null")
    for command in (["history"], ["stats"], ["export", "1"], ["replay", "1", "--json"]):
        assert "is not a file" in one_line(capsys, *command)
    assert (home / DB_NAME).is_symlink()


def test_a_read_only_folder(
    capsys: pytest.CaptureFixture[str], home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    some_games(home).close()
    real_access = os.access
    monkeypatch.setattr(os, "access", lambda p, mode: mode != os.W_OK and real_access(p, mode))
    code, out, err = run(capsys, "history", "--json")
    assert code == 0 and err == "" and len(json.loads(out)) == 3
    code, out, err = run(capsys, "stats")
    assert code == 0 and "Luzon d6" in out
    path = home.parent / "won.json"
    path.write_text(json.dumps(won_record()))
    assert "read-only" in one_line(capsys, "import", str(path))
    assert "read-only" in one_line(capsys, "stats", "--reset", "--yes")


# -- 6. interrupts ----------------------------------------------------------------------------------


def cpu_seconds(pid: int) -> float:
    """The CPU time process ``pid`` has used (0 once it is gone)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_one_ctrl_c_stops_analyze_and_its_workers(tmp_path: Path) -> None:
    child = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "domino_solitaire",
            "analyze",
            "castle-rock",
            "--set",
            "12",
            "--seeds",
            "1-100000",
            "--jobs",
            "2",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,  # its own process group, as a terminal's foreground job
    )
    deadline = time.monotonic() + 90  # a busy machine gives each worker little CPU
    workers: list[int] = []
    # At work: both workers started and each has solved for a while (CPU time, however busy the machine).
    while len(workers) < 2 or min(cpu_seconds(pid) for pid in workers) < 0.2:
        assert time.monotonic() < deadline, "the workers did not start"
        time.sleep(0.05)  # polling /proc, which has no event to wait on
        workers = [
            pid for pid in children(child.pid) if "spawn_main" in Path(f"/proc/{pid}/cmdline").read_text()
        ]
    os.killpg(child.pid, signal.SIGINT)  # Ctrl-C: the whole foreground group gets it
    began = time.monotonic()
    _out, err = child.communicate(timeout=10)
    assert time.monotonic() - began < 3
    assert child.returncode == 130
    assert err.count("\n") <= 1 and "Traceback" not in err, err
    assert gone(set(workers), timeout=3), "a worker outlived analyze"


def test_play_winnable_without_a_terminal_refuses_before_searching(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import domino_solitaire.solver as solver

    def searched(*args: object, **kwargs: object) -> int:
        raise AssertionError("searched for a deal without a terminal to play it in")

    monkeypatch.setattr(solver, "winnable_seed", searched)
    monkeypatch.setattr(play, "is_terminal", lambda: False)
    err = one_line(capsys, "play", "castle-rock", "--set", "12", "--winnable")
    assert "needs an interactive terminal" in err


def test_the_replay_speed_range_is_the_viewers() -> None:
    from domino_solitaire.cli import basic
    from domino_solitaire.tui import launch

    assert (basic.FASTEST, basic.SLOWEST) == (launch.FASTEST, launch.SLOWEST)
