"""Crashes and concurrent writers, with real processes."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from datetime import datetime, timezone
from pathlib import Path

import pytest

from domino_solitaire.engine import Game, make_setup
from domino_solitaire.records import Result
from domino_solitaire.store import GameStore, open_store
from helpers import save_game

# A player who saves after each move; it plays one move per line read from stdin and says "saved N".
PLAYER = """
import sys
from datetime import datetime, timezone
from domino_solitaire.engine import Game, make_setup
from domino_solitaire.records import GameRecord
from domino_solitaire.store import GameStore, open_store

store = open_store(sys.argv[1])
assert isinstance(store, GameStore)
game = Game(make_setup("castle-rock", 18, seed=int(sys.argv[2])))
started = datetime.now(timezone.utc)
for line in sys.stdin:
    game.play(game.legal_moves()[0])
    store.save(GameRecord.of_game(game, started_at=started))
    print("saved", len(game.moves), flush=True)
"""

# A writer that plays whole games, saving after every move, and imports records, all at once with others.
WRITER = """
import sys, time
from datetime import datetime, timezone
from pathlib import Path
from domino_solitaire.engine import Game, make_setup
from domino_solitaire.engine import Transcript
from domino_solitaire.records import GameRecord
from domino_solitaire.store import GameStore, open_store

folder, name, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
store = open_store(folder)
assert isinstance(store, GameStore)
print("ready", flush=True)  # the store open: the test starts both writers at once
assert sys.stdin.readline().strip() == "go"
for seed in range(count):
    game = Game(make_setup("castle-rock", 6, seed=seed))
    started = datetime.now(timezone.utc)
    while not game.is_over:
        game.play(game.legal_moves()[0])
        store.save(GameRecord.of_game(game, started_at=started))
    record = Transcript.of_game(game, {"player": name, "started_at": f"2024-01-01T00:00:{seed:02d}Z"})
    store.import_record(record)
print("done", flush=True)
"""


def env() -> dict[str, str]:
    src = str(Path(__file__).resolve().parents[1] / "src")
    return {**os.environ, "PYTHONPATH": src + os.pathsep + os.environ.get("PYTHONPATH", "")}


def castle_rock_line(seed: int, count: int) -> list[str]:
    game = Game(make_setup("castle-rock", 18, seed=seed))
    for _ in range(count):
        game.play(game.legal_moves()[0])
    return game.move_texts()


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
@pytest.mark.parametrize(("seed", "kill_after"), [(3, 1), (5, 6), (8, 11)])
def test_killed_mid_game_loses_at_most_the_move_in_progress(
    tmp_path: Path, seed: int, kill_after: int
) -> None:
    child = subprocess.Popen(
        [sys.executable, "-c", PLAYER, str(tmp_path), str(seed)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=env(),
    )
    assert child.stdin is not None and child.stdout is not None
    for n in range(1, kill_after + 1):
        child.stdin.write("move\n")
        child.stdin.flush()
        assert child.stdout.readline() == f"saved {n}\n"
    # One more move, and the power goes while it is being made and saved.
    child.stdin.write("move\n")
    child.stdin.flush()
    time.sleep(0.002 * kill_after)  # real time: the moment the power goes is what is varied
    os.kill(child.pid, signal.SIGKILL)
    child.wait()
    child.stdin.close()
    child.stdout.close()

    store = open_store(tmp_path)
    assert isinstance(store, GameStore)
    assert store.warning is None
    info = store.latest_unfinished()
    assert info is not None
    assert info.move_count in (kill_after, kill_after + 1)
    game, _ = store.resume(info.id)
    assert game.move_texts() == castle_rock_line(seed, info.move_count)


def test_two_processes_write_at_once(tmp_path: Path) -> None:
    count = 12
    # Make the database first, so both writers start from the same file.
    first = open_store(tmp_path)
    assert isinstance(first, GameStore)
    first.close()
    writers = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, str(tmp_path), name, str(count)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env(),
        )
        for name in ("left", "right")
    ]
    # Both ready, then both let go together: the writes overlap however slowly each started.
    for writer in writers:
        assert writer.stdout is not None and writer.stdout.readline() == "ready\n"
    for writer in writers:
        assert writer.stdin is not None
        writer.stdin.write("go\n")
        writer.stdin.flush()
    for writer in writers:
        out, err = writer.communicate(timeout=60)
        assert writer.returncode == 0, err
        assert out == "done\n"

    store = open_store(tmp_path)
    assert isinstance(store, GameStore)
    games = store.history(limit=None)
    played = [g for g in games if g.source == "played"]
    imported = [g for g in games if g.source == "imported"]
    # Every game of both writers, each with every move; the same records imported twice count once.
    assert len(played) == 2 * count
    assert len(imported) == count
    for info in played:
        assert info.result is Result.LOST
        assert info.seed is not None
        game = Game(make_setup("castle-rock", 6, seed=info.seed))
        while not game.is_over:
            game.play(game.legal_moves()[0])
        assert info.move_count == len(game.moves)
    [kind] = store.stats()
    assert kind.played == 3 * count


def test_threads_sharing_one_store_and_threads_with_their_own(tmp_path: Path) -> None:
    shared = open_store(tmp_path)
    assert isinstance(shared, GameStore)
    errors: list[BaseException] = []

    def play(seeds: range, own: bool) -> None:
        try:
            store = open_store(tmp_path) if own else shared
            assert isinstance(store, GameStore)
            for seed in seeds:
                game = Game(make_setup("castle-rock", 9, seed=seed))
                started = datetime.now(timezone.utc)
                while not game.is_over:
                    game.play(game.legal_moves()[0])
                    save_game(store, game, started)
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=play, args=(range(n * 5, n * 5 + 5), n % 2 == 0)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert len(shared.history(limit=None)) == 20
