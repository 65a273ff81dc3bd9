"""examples/bot.py plays ten games of every registered game through ``--jsonl`` (docs/jsonl.md):

    python benchmarks/bot_jsonl.py [--games N] [--transcript N]

Ten deals of each game (double-6), in English, French and
Russian by turns, each in a data folder of its own, each game its own process as a program would
start it. Every object read is held against docs/jsonl.schema.json; the bot sends one line per
turn and never ``moves`` to keep in step. It prints, per game, the games won and lost, the lines
sent, the objects read and the time, then whether every object held; with ``--transcript N`` the
first N lines of the first game's conversation. Exit status 1 when an object breaks the schema or
a game does not end.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from domino_solitaire.engine.games import GAMES  # noqa: E402  (every registered game)

LANGUAGES = ("en", "fr", "ru")


def load(path: Path, name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10 * len(GAMES))
    parser.add_argument("--transcript", type=int, default=0, metavar="N")
    args = parser.parse_args(argv)
    bot = load(ROOT / "examples" / "bot.py", "bot")
    validator = load(ROOT / "tests" / "jsonschema_subset.py", "jsonschema_subset")
    schema = json.loads((ROOT / "docs" / "jsonl.schema.json").read_text(encoding="utf-8"))
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    tally: dict[str, dict[str, list[float]]] = {
        game: {"won": [], "lost": [], "sent": [], "read": [], "seconds": []} for game in GAMES
    }
    broken: list[str] = []
    first: list[str] = []
    for number in range(args.games):
        names = list(GAMES)
        game, lang = names[number % len(names)], LANGUAGES[(number // len(names)) % 3]
        seed = number // len(names) + 1
        said: list[str] = []
        with tempfile.TemporaryDirectory() as home:
            os.environ.update(env, DOMINO_SOLITAIRE_HOME=home, LANGUAGE=lang, LANG=f"{lang}_XX.UTF-8")
            command = [
                sys.executable,
                "-m",
                "domino_solitaire",
                "play",
                game,
                "--seed",
                str(seed),
                "--set",
                "6",
                "--jsonl",
            ]
            started = time.perf_counter()
            result = bot.Bot(command, said.append).play()
            seconds = time.perf_counter() - started
        read = [json.loads(line[2:]) for line in said if line.startswith("< ")]
        for item in read:
            broken += [
                f"{game} {seed} {lang}: {problem}" for problem in validator.errors(item, schema, schema)
            ]
        sent = [line for line in said if line.startswith("> ")]
        if "> moves" in sent or not any(item["type"] == "end" for item in read):
            broken.append(f"{game} {seed} {lang}: sent moves to keep in step, or no end")
        row = tally[game]
        row["won" if result == "won" else "lost"].append(seed)
        row["sent"].append(len(sent))
        row["read"].append(len(read))
        row["seconds"].append(seconds)
        if number == 0:
            first = said
    print(
        f"{'game':<16}{'games':>6}{'won':>5}{'lost':>5}{'lines sent':>12}{'objects read':>14}{'s a game':>10}"
    )
    for game, row in tally.items():
        games = len(row["seconds"])
        if games:
            print(
                f"{game:<16}{games:>6}{len(row['won']):>5}{len(row['lost']):>5}{int(sum(row['sent'])):>12}"
                f"{int(sum(row['read'])):>14}{statistics.median(row['seconds']):>10.2f}"
            )
    print("every object holds to docs/jsonl.schema.json" if not broken else "\n".join(broken))
    if args.transcript:
        print(f"\nThe first game's conversation, its first {args.transcript} lines:")
        print("\n".join(line if len(line) < 160 else line[:157] + "..." for line in first[: args.transcript]))
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
