"""The session (store/session.py): saves the game in play in the background after each change,
keeps the records contract (a win stands, solved is not won, time and hints), resumes, abandons,
keeps settings, never blocks the interface and never raises into it."""

from __future__ import annotations

import os
import sqlite3
import threading
import time
from collections.abc import Iterator
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from domino_solitaire.engine import Game, Status, make_setup
from domino_solitaire.store import (
    DB_NAME,
    ENV_VAR,
    GameInfo,
    GameStore,
    Settings,
    StartChoice,
    StoreError,
    StoreUnavailable,
    open_store,
)
from domino_solitaire.store.session import READ_WAIT_SECONDS, GameRecorder

T0 = datetime(2024, 5, 1, 12, 0, tzinfo=timezone.utc)
# Luzon deals that playing the first legal move every time wins (14 moves) or loses (3 moves).
WON_SEED, LOST_SEED = 1, 0


def luzon(seed: int = WON_SEED) -> Game:
    return Game(make_setup("luzon", 6, seed=seed))


class Clock:
    """A monotonic clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "data"


@pytest.fixture
def recorder(folder: Path) -> Iterator[GameRecorder]:
    opened = GameRecorder.open(folder)
    yield opened
    opened.close()


def stored(folder: Path) -> GameStore:
    """A second handle on the same database, as another terminal would have."""
    store = open_store(folder)
    assert isinstance(store, GameStore)
    return store


def saved(recorder: GameRecorder, folder: Path, game_id: int | None = None) -> GameInfo:
    """What the store holds once the recorder's writes are done: the game asked for, or its game."""
    assert recorder.flush(10)
    with stored(folder) as store:
        return store.get(game_id or recorder.game_id or 0)


def play_to_end(recorder: GameRecorder, game: Game, elapsed: float = 5.0) -> None:
    while not game.is_over:
        game.play(game.legal_moves()[0])
        recorder.changed(game, elapsed=elapsed)


def test_saves_after_every_move_into_one_game(recorder: GameRecorder, folder: Path) -> None:
    game = luzon()
    recorder.started(game, T0)
    recorder.changed(game, elapsed=0.0)  # no move yet: nothing stored
    assert recorder.flush(10) and recorder.game_id is None
    counts = []
    while not game.is_over:
        game.play(game.legal_moves()[0])
        recorder.changed(game, elapsed=len(game.moves) * 10.0)
        counts.append(saved(recorder, folder).move_count)
    assert counts == list(range(1, 15))
    (info,) = stored(folder).history()
    assert (info.result, info.move_count, info.duration, info.started_at) == (Status.WON, 14, 140.0, T0)
    assert info.tiles_left == 0


class Saves:
    """Counts the writes that reach the database (every GameStore.save, on any thread)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.calls = 0
        save = GameStore.save

        def counting(store: GameStore, *args: object, **kwargs: object) -> int | None:
            self.calls += 1
            return save(store, *args, **kwargs)  # type: ignore[arg-type]

        monkeypatch.setattr(GameStore, "save", counting)


def test_undo_is_saved_and_an_unchanged_game_is_not_written_again(
    recorder: GameRecorder, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = luzon()
    recorder.started(game, T0)
    for _ in range(3):
        game.play(game.legal_moves()[0])
        recorder.changed(game, elapsed=1.0)
    game.undo()
    recorder.changed(game, elapsed=2.0, hints=1)
    info = saved(recorder, folder)
    assert (info.move_count, info.undos, info.hints, info.result) == (2, 1, 1, Status.PLAYING)
    saves = Saves(monkeypatch)
    recorder.changed(game, elapsed=3.0)  # same moves, undos and hints: cheap, no write
    assert recorder.flush(10) and saves.calls == 0
    game.redo()
    recorder.changed(game, elapsed=4.0)
    assert recorder.flush(10) and saves.calls == 1


def test_restart_counts_the_undos_the_game_counts(recorder: GameRecorder, folder: Path) -> None:
    game = luzon()
    recorder.started(game, T0)
    for _ in range(4):
        game.play(game.legal_moves()[0])
        recorder.changed(game, elapsed=1.0)
    assert recorder.flush(10)
    game.restart()
    recorder.changed(game, elapsed=2.0)
    game.redo()
    recorder.changed(game, elapsed=3.0)
    info = saved(recorder, folder)
    # Whatever the engine counts a restart as, the store says the same.
    assert (info.move_count, info.undos) == (1, game.undos)


def test_default_elapsed_counts_from_started_and_from_the_resumed_duration(folder: Path) -> None:
    clock = Clock()
    recorder = GameRecorder(open_store(folder), clock=clock)
    game = luzon()
    recorder.started(game, T0)
    game.play(game.legal_moves()[0])
    clock.now += 30
    recorder.changed(game)
    game_id = saved(recorder, folder).id
    assert saved(recorder, folder).duration == 30.0
    recorder.close()

    later = GameRecorder(open_store(folder), clock=clock)
    resumed = later.resume(game_id)
    assert not isinstance(resumed, str)
    again, info = resumed
    later.started(again, resumed_info=info)
    assert later.prior_elapsed == 30.0
    again.play(again.legal_moves()[0])
    clock.now += 12
    later.changed(again)
    assert saved(later, folder, game_id).duration == 42.0
    later.close()


def test_resume_goes_on_saving_the_same_game(recorder: GameRecorder, folder: Path) -> None:
    game = luzon()
    recorder.started(game, T0)
    for _ in range(2):
        game.play(game.legal_moves()[0])
        recorder.changed(game, elapsed=50.0, hints=2)
    first_id = saved(recorder, folder).id
    # The app closes (or crashes) here; next time it offers the game again.
    fresh = GameRecorder.open(folder)
    info = fresh.unfinished("luzon", 6, "standard")
    assert info is not None and info.id == first_id
    assert fresh.unfinished("luzon", 6, "six-ends") is None
    assert fresh.latest_unfinished() == info
    resumed = fresh.resume(info.id)
    assert not isinstance(resumed, str)
    again, info = resumed
    assert again.move_texts() == game.move_texts()
    fresh.started(again, resumed_info=info)
    assert (fresh.game_id, fresh.started_at, fresh.hints) == (first_id, T0, 2)
    again.play(again.legal_moves()[0])
    fresh.changed(again, elapsed=61.0)
    assert fresh.flush(10)
    (only,) = stored(folder).history()
    assert (only.id, only.move_count, only.hints, only.duration) == (first_id, 3, 2, 61.0)
    assert fresh.resume(999) == "there is no game 999 in the history (see `domino-solitaire history`)"
    fresh.close()


def test_the_time_is_kept_exactly_when_leaving_without_a_move(recorder: GameRecorder, folder: Path) -> None:
    game = luzon()
    recorder.started(game, T0)
    game.play(game.legal_moves()[0])
    recorder.changed(game, elapsed=10.0)
    # The player looks at the board for a while, then quits: the time is written all the same.
    recorder.save_time(73.25)
    assert saved(recorder, folder).duration == 73.25
    resumed = GameRecorder.open(folder)
    found = resumed.resume(saved(recorder, folder).id)
    assert not isinstance(found, str)
    resumed.started(found[0], resumed_info=found[1])
    assert resumed.prior_elapsed == 73.25
    resumed.close()


# -- the records contract -------------------------------------------------------------------------------


def test_a_win_stands_whatever_happens_after_it(recorder: GameRecorder, folder: Path) -> None:
    game = luzon()
    recorder.started(game, T0)
    play_to_end(recorder, game, elapsed=80.0)
    won = saved(recorder, folder)
    assert won.result is Status.WON
    # The player undoes to look around, plays other moves, asks for hints, leaves: the record stands.
    game.undo()
    game.undo()
    recorder.changed(game, elapsed=95.0, hints=3)
    game.play(game.legal_moves()[-1])
    recorder.changed(game, elapsed=99.0)
    recorder.save_time(120.0)
    recorder.abandon(130.0)
    after = saved(recorder, folder, won.id)
    assert after == won


def test_a_lost_game_undone_is_in_play_again_until_left(recorder: GameRecorder, folder: Path) -> None:
    game = luzon(LOST_SEED)
    recorder.started(game, T0)
    play_to_end(recorder, game)
    lost = saved(recorder, folder)
    assert lost.result is Status.LOST and lost.ended_at is not None
    game.undo()
    recorder.changed(game, elapsed=9.0)
    back = saved(recorder, folder, lost.id)
    assert (back.result, back.ended_at, back.undos) == (Status.PLAYING, None, 1)
    game.redo()
    recorder.changed(game, elapsed=10.0)
    assert saved(recorder, folder, lost.id).result is Status.LOST
    # A lost game left (new deal, menu) stays lost: only a game in play is abandoned.
    recorder.abandon()
    assert saved(recorder, folder, lost.id).result is Status.LOST


def test_a_game_autoplay_won_is_solved(recorder: GameRecorder, folder: Path) -> None:
    game = luzon()
    recorder.started(game, T0)
    while len(game.legal_moves()) and not game.is_over:
        game.play(game.legal_moves()[0])
        last = game.is_over
        recorder.changed(game, elapsed=4.0, hints=1, solved=last)
    info = saved(recorder, folder)
    assert info.result is Status.SOLVED
    game.undo()
    recorder.changed(game, elapsed=5.0)
    game.redo()
    recorder.changed(game, elapsed=6.0)  # won again by the player's own key: still solved
    assert saved(recorder, folder, info.id).result is Status.SOLVED
    [kind] = stored(folder).stats()
    assert (kind.played, kind.won, kind.solved, kind.fastest_win, kind.current_streak) == (1, 0, 1, None, 0)


def test_par_grade_and_daily_are_stored(recorder: GameRecorder, folder: Path) -> None:
    game = luzon()
    recorder.started(game, T0, daily="2024-05-01")
    recorder.annotate(grade="easy")  # known before the first move: kept for it
    game.play(game.legal_moves()[0])
    recorder.changed(game, elapsed=1.0)
    recorder.annotate(par=0)  # the solver answered later
    info = saved(recorder, folder)
    assert (info.par, info.grade, info.daily, info.tiles_left) == (0, "easy", "2024-05-01", 26)
    play_to_end(recorder, game)
    assert recorder.flush(10)
    [kind] = stored(folder).stats("luzon", today=datetime(2024, 5, 1).date())
    assert (kind.at_par, kind.with_par, kind.daily_streak, kind.grades["easy"].won) == (1, 1, 1, 1)


def test_the_games_of_a_day_s_daily_deals(recorder: GameRecorder, folder: Path) -> None:
    day = datetime(2024, 5, 1).date()
    lost, won, other_day, not_daily = luzon(LOST_SEED), luzon(), luzon(), luzon()
    recorder.started(lost, T0, daily=day)
    play_to_end(recorder, lost)
    recorder.started(won, T0 + timedelta(hours=1), daily=day.isoformat())
    play_to_end(recorder, won)
    recorder.started(other_day, T0 + timedelta(hours=2), daily=day + timedelta(days=1))
    play_to_end(recorder, other_day)
    recorder.started(not_daily, T0 + timedelta(hours=3))
    play_to_end(recorder, not_daily)
    found = recorder.dailies(day)  # waits for this session's writes
    assert [(info.result, info.daily, info.tiles_left) for info in found] == [
        (Status.LOST, "2024-05-01", lost.position.tiles_left()),
        (Status.WON, "2024-05-01", 0),
    ]
    assert GameRecorder(None).dailies(day) == []  # nothing saved: nothing played


# -- abandoning ------------------------------------------------------------------------------------------


def test_abandon(recorder: GameRecorder, folder: Path) -> None:
    game = luzon()
    recorder.started(game, T0)
    game.play(game.legal_moves()[0])
    recorder.changed(game, elapsed=1.0)
    game_id = saved(recorder, folder).id
    recorder.abandon(7.5)
    info = saved(recorder, folder, game_id)
    assert (info.result, info.duration) == (Status.ABANDONED, 7.5)
    recorder.abandon()  # nothing in play any more: nothing to do
    # A game with no move is not stored, so there is nothing to abandon either.
    recorder.started(luzon(LOST_SEED), T0 + timedelta(minutes=1))
    recorder.abandon()
    assert recorder.flush(10)
    assert len(stored(folder).history()) == 1


def test_give_up_an_offered_game(recorder: GameRecorder, folder: Path) -> None:
    old = luzon()
    recorder.started(old, T0)
    old.play(old.legal_moves()[0])
    recorder.changed(old, elapsed=1.0)
    old_id = saved(recorder, folder).id
    # Next time: a new game starts, and the player declines to resume the old one.
    later = GameRecorder.open(folder)
    later.started(luzon(LOST_SEED), T0 + timedelta(hours=1))
    offered = later.unfinished("luzon", 6)
    assert offered is not None and offered.id == old_id
    later.give_up(offered.id)
    assert later.unfinished("luzon", 6) is None  # the read waits for the session's own write
    assert saved(later, folder, old_id).result is Status.ABANDONED
    GameRecorder(None).give_up(old_id)
    later.close()


def test_changed_without_started_saves_a_new_game(recorder: GameRecorder, folder: Path) -> None:
    first, second = luzon(), luzon(LOST_SEED)
    recorder.started(first, T0)
    first.play(first.legal_moves()[0])
    recorder.changed(first, elapsed=1.0)
    second.play(second.legal_moves()[0])
    recorder.changed(second, elapsed=1.0)  # a new deal the screen forgot to announce
    assert recorder.game is second and recorder.flush(10)
    assert len(stored(folder).history()) == 2


# -- never blocking, never raising -----------------------------------------------------------------------


def test_saving_does_not_wait_for_another_process_lock(recorder: GameRecorder, folder: Path) -> None:
    game = luzon()
    recorder.started(game, T0)
    game.play(game.legal_moves()[0])
    recorder.changed(game, elapsed=1.0)
    assert recorder.flush(10)
    other = sqlite3.connect(folder / DB_NAME, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another terminal holds the write lock
    try:
        began = time.monotonic()
        for n in range(5):
            game.play(game.legal_moves()[0])
            recorder.changed(game, elapsed=2.0 + n)
        assert time.monotonic() - began < 0.5  # the moves were not held up
        assert not recorder.flush(0.2)  # the write waits for the lock, off the UI thread
        # Reads for the screen still answer (WAL readers are not blocked by a writer).
        info = recorder.latest_unfinished()
        assert info is not None and info.move_count == 1
    finally:
        other.execute("ROLLBACK")
        other.close()
    # The lock is gone: the latest state is written, and it is the only write left to make.
    assert recorder.flush(10)
    assert saved(recorder, folder).move_count == 6


def test_reads_give_up_fast(recorder: GameRecorder, monkeypatch: pytest.MonkeyPatch) -> None:
    # In WAL mode another process's writes do not block a read (and reads have a short busy timeout
    # for what else could); a write of this session stuck on a lock holds a read up only briefly.
    release = threading.Event()
    monkeypatch.setattr(GameStore, "save", lambda *args, **kwargs: release.wait(10) and None)
    game = luzon()
    recorder.started(game, T0)
    game.play(game.legal_moves()[0])
    recorder.changed(game, elapsed=1.0)
    began = time.monotonic()
    assert recorder.latest_unfinished() is None
    assert time.monotonic() - began < READ_WAIT_SECONDS + 1
    release.set()
    assert recorder.flush(10)


def test_a_failed_write_is_reported_on_the_writer_thread_and_tried_again(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    heard: list[tuple[str, str]] = []
    recorder = GameRecorder.open(
        folder, on_error=lambda message: heard.append((message, threading.current_thread().name))
    )
    game = luzon()
    recorder.started(game, T0)
    save = GameStore.save

    def broken(*args: object, **kwargs: object) -> int:
        raise StoreError("cannot write to games.sqlite3: disk I/O error")

    monkeypatch.setattr(GameStore, "save", broken)
    game.play(game.legal_moves()[0])
    recorder.changed(game, elapsed=1.0)  # returns at once; the failure is heard later
    assert recorder.flush(10)
    assert heard == [("cannot write to games.sqlite3: disk I/O error", "domino-solitaire-saving")]
    assert recorder.error == "cannot write to games.sqlite3: disk I/O error"
    # The failed state is written again with the next change (even one that changes nothing).
    monkeypatch.setattr(GameStore, "save", save)
    recorder.changed(game, elapsed=2.0)
    assert recorder.flush(10) and recorder.error is None and recorder.game_id is not None
    recorder.close()


@pytest.mark.parametrize(
    ("where", "says"),
    [("not-a-folder", "is a file, not a folder"), ("not-a-folder/games", "cannot create the data folder")],
)
def test_an_unusable_folder_plays_on_without_saving(tmp_path: Path, where: str, says: str) -> None:
    (tmp_path / "not-a-folder").write_text("a file where the data folder should be")
    recorder = GameRecorder.open(tmp_path / where)
    assert not recorder.saving
    assert recorder.unavailable is not None and says in recorder.unavailable
    assert recorder.notice == recorder.unavailable
    game = luzon()
    recorder.started(game, T0)
    game.play(game.legal_moves()[0])
    recorder.changed(game, elapsed=1.0)
    recorder.abandon()
    assert recorder.unfinished("luzon", 6) is None
    assert recorder.latest_unfinished() is None
    assert recorder.resume(1) == recorder.unavailable
    with pytest.raises(StoreError, match=says):
        recorder.history()
    recorder.close()


def test_a_read_only_folder_reads_and_says_it_cannot_save(
    recorder: GameRecorder, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = luzon()
    recorder.started(game, T0)
    game.play(game.legal_moves()[0])
    recorder.changed(game, elapsed=1.0)
    recorder.close()
    # The folder becomes read-only (as root, permissions do not stop writes: pretend they do).
    real_access = os.access
    monkeypatch.setattr(os, "access", lambda p, mode: mode != os.W_OK and real_access(p, mode))
    read_only = GameRecorder.open(folder)
    assert not read_only.saving
    assert read_only.notice is not None and "read-only" in read_only.notice
    assert [info.move_count for info in read_only.history()] == [1]
    info = read_only.latest_unfinished()
    assert info is not None
    again = read_only.resume(info.id)
    assert not isinstance(again, str)
    read_only.started(again[0], resumed_info=again[1])
    again[0].play(again[0].legal_moves()[0])
    read_only.changed(again[0], elapsed=2.0)  # nothing is written, and nothing is raised
    read_only.close()
    monkeypatch.undo()
    assert stored(folder).history()[0].move_count == 1


def test_no_store_at_all() -> None:
    recorder = GameRecorder(None)
    assert (recorder.saving, recorder.notice) == (False, None)
    game = luzon()
    game.play(game.legal_moves()[0])
    recorder.changed(game, elapsed=1.0)
    assert recorder.resume(1) == "games are not being saved"
    assert recorder.settings == Settings()


def test_a_damaged_database_is_a_warning(folder: Path) -> None:
    folder.mkdir()
    (folder / DB_NAME).write_bytes(b"this is not a database" * 100)
    recorder = GameRecorder.open(folder)
    assert recorder.saving
    assert recorder.warning is not None and recorder.notice == recorder.warning
    recorder.close()
    recorder.close()  # twice is harmless


def test_open_follows_the_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "home"))
    recorder = GameRecorder.open()
    assert recorder.store is not None and recorder.store.path == tmp_path / "home" / DB_NAME
    recorder.close()


# -- settings --------------------------------------------------------------------------------------------


def test_settings_persist_between_runs(recorder: GameRecorder, folder: Path) -> None:
    assert recorder.settings == Settings()
    chosen = Settings(
        show_verdict=False,
        winnable_only=True,
        difficulty="hard",
        last_start=StartChoice("luzon", 6, "six-ends"),
        theme="textual-light",
    ).with_tile_style(12, "numbers")
    recorder.save_settings(chosen.with_tile_style(6, "pips"))
    assert recorder.settings.tile_style(6) == "pips"  # at once, before it is written
    recorder.close()
    again = GameRecorder.open(folder)
    assert again.settings == chosen.with_tile_style(6, "pips")
    assert again.settings.tile_style(9) is None
    with pytest.raises(ValueError):
        again.save_settings(Settings(difficulty="impossible"))
    with pytest.raises(ValueError):
        chosen.with_tile_style(7, "pips")
    again.close()


def test_a_damaged_setting_falls_back_to_its_default(folder: Path) -> None:
    first = GameRecorder.open(folder)
    first.save_settings(Settings(show_verdict=False, theme="nord").with_tile_style(9, "numbers"))
    first.close()
    conn = sqlite3.connect(folder / DB_NAME)
    with conn:
        conn.executemany(
            "UPDATE settings SET value = ? WHERE key = ?",
            [("not json", "show_verdict"), ('"\\u001b[2J"', "theme"), ("[[[", "tile_style/9")],
        )
        conn.execute("INSERT OR REPLACE INTO settings VALUES ('last_start', '{\"game\": \"chess\"}')")
        conn.execute("INSERT OR REPLACE INTO settings VALUES ('difficulty', '1e999')")
    conn.close()
    again = GameRecorder.open(folder)
    assert again.settings == Settings()
    again.close()


def test_unavailable_store_keeps_settings_for_the_session(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("")
    recorder = GameRecorder(StoreUnavailable("no", tmp_path))
    recorder.save_settings(Settings(winnable_only=True))
    assert recorder.settings.winnable_only
