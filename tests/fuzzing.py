"""Fuzzing the command line and game records (issue 11): hostile inputs, run in-process, judged by
the contract every run must keep.

The contract: exit status 0 or 2; with status 2, exactly one line on standard error; never a
traceback; nothing but printable characters (and line breaks) in either output; JSON output that
is strict JSON. Shared by the quick seeded test (tests/test_fuzz.py) and the long runs by hand
(benchmarks/fuzz_cli.py).
"""

from __future__ import annotations

import io
import json
import os
import random
import sqlite3
import sys
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from domino_solitaire.cli import main
from domino_solitaire.engine import Game, Transcript, make_setup
from domino_solitaire.store import GameStore, open_store
from helpers import save_game

# -- the hostile values ------------------------------------------------------------------------------

CONTROL = ["\n", "\r", "\x1b[2J", "\x1b]0;owned\x07", "\x9b31m", "\u202e", "\u2028", "\x00", "\t", "\udcff"]
NUMBERS = [
    "0",
    "1",
    "-1",
    "7",
    "42",
    "9223372036854775807",
    "9223372036854775808",
    "-9223372036854775809",
    "99999999999999999999",
    "1e308",
    "1e999",
    "-0",
    "nan",
    "inf",
    "-inf",
    "0.0001",
    "1_000",
    "٣",  # an Arabic-Indic digit
    " 12 ",
    "0x10",
    "9" * 400,
    "1" * 5000,
]
WORDS = ["", " ", "-", "--", "luzon", "castle-rock", "good-neighbors", "chess", "six-ends", "x" * 300]


def hostile_text(rng: random.Random) -> str:
    """A short hostile string: numbers, words and control characters, mixed."""
    parts = [rng.choice(NUMBERS + WORDS + CONTROL) for _ in range(rng.randint(1, 3))]
    return "".join(parts)


# -- the contract ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Run:
    args: tuple[str, ...]
    code: int | None
    out: str
    err: str
    crash: str | None  # a traceback that escaped main()

    def problem(self) -> str | None:
        """What broke the contract, or None."""
        if self.crash is not None:
            return "exception escaped:\n" + self.crash
        if self.code not in (0, 2):
            return f"exit status {self.code}"
        if "Traceback" in self.err or "Traceback" in self.out:
            return "traceback printed"
        if self.code == 2 and self.err.count("\n") != 1:
            return f"{self.err.count(chr(10))} lines on stderr"
        for name, text in (("stdout", self.out), ("stderr", self.err)):
            bad = [ch for ch in text if not (ch.isprintable() or ch == "\n")]
            if bad:
                return f"unprintable {bad[0]!r} on {name}"
        if self.code == 0 and "--version" not in self.args and "--json" in self.args and self.out.strip():
            try:
                for line in self.out.splitlines():
                    json.loads(line, parse_constant=_no_constant)
            except ValueError as exc:
                return f"not strict JSON: {exc}"
        return None


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} in JSON output")


@contextmanager
def _captured(stdin: bytes) -> Iterator[tuple[io.StringIO, io.StringIO]]:
    saved = sys.stdin, sys.stdout, sys.stderr
    out, err = io.StringIO(), io.StringIO()
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")
    sys.stdout, sys.stderr = out, err
    try:
        yield out, err
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved


def run(args: list[str], stdin: bytes = b"") -> Run:
    """The command line run in this process, with its output captured."""
    crash = None
    code: int | None
    with _captured(stdin) as (out, err):
        try:
            code = main(args)
        except SystemExit as exc:  # argparse: usage errors, --help, --version
            code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 2)
            if isinstance(exc.code, str):
                sys.stderr.write(exc.code + "\n")
        except BaseException:  # the contract says this never happens: keep it for the report
            code, crash = None, traceback.format_exc()
    return Run(tuple(args), code, out.getvalue(), err.getvalue(), crash)


# -- the playground: a data folder with games, damaged rows, and files of every kind ---------------


def finished(game: str, size: int, seed: int, last: bool = False) -> Game:
    played = Game(make_setup(game, size, seed=seed))
    while not played.is_over:
        moves = played.legal_moves()
        played.play(moves[-1] if last else moves[0])
    return played


@dataclass
class Playground:
    folder: Path
    files: list[str]
    records: list[dict[str, Any]]

    @property
    def home(self) -> str:
        return str(self.folder / "home")


def playground(folder: Path) -> Playground:
    """A data folder with played, imported and damaged games, and files good and bad to point at."""
    folder.mkdir(parents=True, exist_ok=True)
    store = open_store(folder / "home")
    assert isinstance(store, GameStore)
    started = datetime(2024, 5, 1, 12, tzinfo=timezone.utc)
    records = []
    with store:
        for n, (name, size, seed) in enumerate(
            [("luzon", 6, 1), ("luzon", 6, 0), ("castle-rock", 6, 2), ("good-neighbors", 6, 8)]
        ):
            game = Game(make_setup(name, size, seed=seed))
            while not game.is_over:
                game.play(game.legal_moves()[0])
                save_game(store, game, started.replace(hour=n), elapsed=10.0 * n)
            records.append(Transcript.of_game(game, {"duration_seconds": 5.0, "hints": 1}).to_dict())
        partial = Game(make_setup("castle-rock", 9, seed=3))
        partial.play(partial.legal_moves()[0])
        save_game(store, partial, started.replace(hour=9))
        records.append(Transcript.of_game(partial).to_dict())
        path = store.path
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("PRAGMA ignore_check_constraints = ON")
        conn.execute("UPDATE games SET moves = 'not json' WHERE id = 2")
        conn.execute("UPDATE games SET extra = '[1]', duration = 1e999 WHERE id = 3")
    conn.close()
    files = []
    for name, content in {
        "good.json": json.dumps(records[0]),
        "partial.json": json.dumps(records[-1]),
        "deep.json": "[" * 50_000,
        "digits.json": '{"game": "luzon", "seed": ' + "1" * 5000 + "}",
        "nan.json": json.dumps(records[0])[:-1] + ', "duration_seconds": NaN}',
        "escape.json": json.dumps({"game": "castle-rock", "seed": 1, "moves": ["x1\x1b[2J\nforged"]}),
        "deals.txt": " ".join(str(t) for t in make_setup("luzon", 6, seed=4).deal) + "\n# a comment\n",
        "empty.json": "",
        "name\nwith\x1b[31mcontrol.json": json.dumps(records[1]),
    }.items():
        (folder / name).write_text(content, encoding="utf-8")
        files.append(str(folder / name))
    (folder / "binary.json").write_bytes(bytes(range(256)))
    files.append(str(folder / "binary.json"))
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "fifo")
        files.append(str(folder / "fifo"))
    files += [str(folder), str(folder / "missing.json"), str(folder / ("y" * 300)), "-"]
    files += [p for p in ("/dev/zero", "/dev/urandom", "/dev/null") if os.path.exists(p)]
    return Playground(folder, files, records)


# -- command lines -----------------------------------------------------------------------------------

GAMES = ["luzon", "castle-rock", "good-neighbors"]


def command_line(rng: random.Random, ground: Playground) -> list[str]:
    """One command line: a real command, with real options given values good, bad and hostile."""

    def value(kind: str) -> str:
        if rng.random() < 0.35:
            return hostile_text(rng)
        choices: dict[str, Callable[[], str]] = {
            "game": lambda: rng.choice(GAMES),
            "set": lambda: rng.choice(["6", "9", "12", "15", "18", "7"]),
            "seed": lambda: rng.choice(["1", "2", "42", "0", "9223372036854775807"]),
            "file": lambda: rng.choice(ground.files),
            "id": lambda: rng.choice(["1", "2", "3", "4", "5", "99"]),
            "seconds": lambda: rng.choice(["0.01", "0.05", "1"]),
            "seeds": lambda: rng.choice(["1", "1-3", "5-5", "3-1"]),
            "variant": lambda: rng.choice(["standard", "six-ends"]),
        }
        return choices[kind]()

    data = ["--data-dir", ground.home]
    templates: list[Callable[[], list[str]]] = [
        lambda: ["list"],
        lambda: ["rules", value("game")],
        lambda: ["deal", value("game"), "--set", value("set"), "--seed", value("seed")],
        lambda: ["deal", value("game"), "--seed", value("seed"), "--json", "--variant", value("variant")],
        lambda: ["deal", value("game"), "--deal", rng.choice([" ".join(["0-0"] * 28), hostile_text(rng)])],
        lambda: ["replay", value("file"), rng.choice(["--json", "--text"])],
        lambda: ["replay", value("id"), "--json", *data],
        lambda: ["replay", value("file"), "--at", value("id")],
        lambda: ["replay", value("file"), "--speed", value("seconds")],
        lambda: ["solve", "luzon", "--seed", value("seed"), "--limit-seconds", value("seconds"), "--json"],
        lambda: ["solve", "luzon", "--deals", value("file"), "--limit-seconds", value("seconds")],
        lambda: ["review", value("file"), "--limit-seconds", value("seconds")],
        lambda: (
            [
                "analyze",
                "castle-rock",
                "--seeds",
                value("seeds"),
                "--limit-seconds",
                value("seconds"),
                "--jobs",
                rng.choice(["1", "0", "9223372036854775808", hostile_text(rng)]),
                "--json",
            ]
        ),
        lambda: ["stats", *data, *rng.choice([[], ["--json"], [value("game")]])],
        lambda: ["history", "--limit", value("id"), *data, *rng.choice([[], ["--json"]])],
        lambda: ["export", value("id"), *data],
        lambda: ["export", value("id"), "-o", value("file"), *data],
        lambda: ["import", value("file"), *data],
        lambda: ["resume", *data],
        lambda: ["play", value("game"), "--seed", value("seed"), *data],
        lambda: ["--version"],
        lambda: [hostile_text(rng)],
        lambda: [rng.choice(["history", "stats", "export", "import"]), "--data-dir", hostile_text(rng)],
    ]
    args = rng.choice(templates)()
    if rng.random() < 0.1:  # an option where it does not belong, or a stray word
        args.insert(rng.randint(0, len(args)), rng.choice(["--json", "--set", "--seed", hostile_text(rng)]))
    # Never write over the playground's own files with export -o: only into the folder's "out".
    if "-o" in args:
        args[args.index("-o") + 1] = str(ground.folder / "out" / "exported.json")
    return args


@contextmanager
def inside(folder: Path) -> Iterator[None]:
    """Run in ``folder``: a relative path a command line names (a --data-dir of junk) lands there."""
    previous = os.getcwd()
    os.chdir(folder)
    try:
        yield
    finally:
        os.chdir(previous)


def fuzz_commands(ground: Playground, count: int, seed: int) -> Iterator[Run]:
    rng = random.Random(seed)
    scratch = ground.folder / "cwd"
    scratch.mkdir(exist_ok=True)
    for _ in range(count):
        args = command_line(rng, ground)
        stdin = rng.choice([b"", json.dumps(ground.records[0]).encode(), b"\xff\xfe", b"[" * 10_000])
        with inside(scratch):
            result = run(args, stdin)
        yield result


# -- records -----------------------------------------------------------------------------------------


def hostile_value(rng: random.Random, depth: int = 0) -> Any:
    kinds: list[Callable[[], Any]] = [
        lambda: rng.choice([0, 1, -1, 2**63, -(2**63) - 1, 10**30, 7]),
        lambda: rng.choice([0.5, -0.0, 1e308, 1e-308, 3.14]),
        lambda: rng.choice([True, False, None]),
        lambda: hostile_text(rng),
        lambda: rng.choice(
            ["2024-05-01T12:00:00Z", "9999-12-31T23:59:59-23:59", "0001-01-01T00:00:00+23:59"]
        ),
        lambda: [hostile_value(rng, depth + 1) for _ in range(rng.randint(0, 3))] if depth < 4 else [],
        lambda: {hostile_text(rng): hostile_value(rng, depth + 1)} if depth < 4 else {},
    ]
    return rng.choice(kinds)()


FIELDS = [
    "format",
    "game",
    "set",
    "variant",
    "seed",
    "deal",
    "moves",
    "result",
    "started_at",
    "ended_at",
    "duration_seconds",
    "undos",
    "hints",
    "par",
    "grade",
    "daily",
    "player",
]


def hostile_record(rng: random.Random, ground: Playground) -> str:
    """A record's text: a real one with fields changed, moves broken, numbers and text poisoned,
    the JSON itself cut, nested or bent."""
    data = dict(rng.choice(ground.records))
    for _ in range(rng.randint(1, 4)):
        field = rng.choice(FIELDS)
        action = rng.random()
        if action < 0.15:
            data.pop(field, None)
        elif field == "moves" and isinstance(data.get("moves"), list) and action < 0.6:
            moves = list(data["moves"])
            if moves:
                moves[rng.randrange(len(moves))] = rng.choice(
                    ["x" + "9" * rng.choice([3, 30, 5000]), hostile_text(rng), "1+2", "a1+b2", "3>1", "R1+R2"]
                )
            data["moves"] = moves
        else:
            data[field] = hostile_value(rng)
    text = json.dumps(data)
    bend = rng.random()
    if bend < 0.08:
        text = text[: rng.randrange(len(text) + 1)]
    elif bend < 0.14:
        text = text.replace("1", rng.choice(["NaN", "Infinity", "1e999", "9" * 4400]), 1)
    elif bend < 0.18:
        depth = rng.choice([10, 40, 2000])
        text = text[:-1] + ', "deep": ' + "[" * depth + "]" * depth + "}"
    elif bend < 0.22:
        text = text.replace('"', "'", 1)
    return text


def fuzz_records(ground: Playground, count: int, seed: int) -> Iterator[Run]:
    rng = random.Random(seed)
    path = ground.folder / "fuzzed.json"
    for _ in range(count):
        path.write_text(hostile_record(rng, ground), encoding="utf-8", errors="surrogatepass")
        command = rng.choice(
            [
                ["replay", str(path), "--json"],
                ["replay", str(path), "--text"],
                ["import", str(path), "--data-dir", ground.home],
                ["review", str(path), "--limit-seconds", "0.02", "--json"],
            ]
        )
        yield run(command)
        if command[0] == "import" and rng.random() < 0.2:
            # What was imported must not poison what the history shows.
            yield run(["history", "--json", "--limit", "0", "--data-dir", ground.home])
            yield run(["stats", "--data-dir", ground.home])
