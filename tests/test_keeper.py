"""The store's keeper (domino_solitaire/store/keeper.py) under a play session: it writes what the
session says, in the background, into one stored game; resumes and gives games up; keeps a game to
one session at a time; keeps settings; never blocks the interface and never raises into it."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from domino_solitaire.engine import Game, make_setup
from domino_solitaire.play import Origin, PlaySession
from domino_solitaire.records import GameRecord, Result
from domino_solitaire.store import (
    DB_NAME,
    ENV_VAR,
    GameStore,
    Settings,
    StartChoice,
    StoreError,
    StoreProblem,
    StoreUnavailable,
    open_store,
)
from domino_solitaire.store.keeper import READ_WAIT_SECONDS, GameHeld, GameKeeper
from domino_solitaire.store.problems import Unavailable
from domino_solitaire.wording.records import store_problem_text
from helpers import ManualClock, store_refuses

T0 = datetime(2024, 5, 1, 12, 0, tzinfo=timezone.utc)
# Luzon deals that playing the first legal move every time wins (14 moves) or loses (3 moves).
WON_SEED, LOST_SEED = 1, 0


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "data"


@pytest.fixture
def recorder(folder: Path) -> Iterator[GameKeeper]:
    opened = GameKeeper.open(folder)
    yield opened
    opened.close()


def playing(
    recorder: GameKeeper,
    seed: int = WON_SEED,
    *,
    started: datetime = T0,
    clock: ManualClock | None = None,
    **options: object,
) -> PlaySession:
    session = PlaySession(
        make_setup("luzon", 6, seed=seed),
        sink=recorder,
        clock=clock or ManualClock(),
        now=lambda: started,
        **options,  # type: ignore[arg-type]
    )
    session.resume("start")
    return session


def moves(session: PlaySession, count: int | None = None, *, autoplay: bool = False) -> None:
    done = 0
    while not session.game.is_over and (count is None or done < count):
        assert session.play(session.game.legal_moves()[0], autoplay=autoplay).done
        done += 1


def stored(folder: Path) -> GameStore:
    """A second handle on the same database, as another terminal would have."""
    store = open_store(folder)
    assert isinstance(store, GameStore)
    return store


def saved(recorder: GameKeeper, folder: Path, game_id: int | None = None) -> GameRecord:
    """What the store holds once the recorder's writes are done: the game asked for, or the only one."""
    assert recorder.flush(10)
    with stored(folder) as store:
        if game_id is not None:
            return store.get(game_id)
        (only,) = store.history()
        return only


def test_saves_after_every_move_into_one_game(recorder: GameKeeper, folder: Path) -> None:
    clock = ManualClock()
    session = playing(recorder, clock=clock)
    counts = []
    while not session.game.is_over:
        clock.now += 10
        moves(session, 1)
        counts.append(saved(recorder, folder).move_count)
    assert counts == list(range(1, 15))
    info = saved(recorder, folder)
    assert (info.result, info.move_count, info.duration, info.started_at) == (Result.WON, 14, 140.0, T0)
    assert (info.tiles_left, info.origin, session.state.game_id) == (0, "new", info.id)


def test_resume_goes_on_saving_the_same_game_with_its_clock(recorder: GameKeeper, folder: Path) -> None:
    clock = ManualClock()
    session = playing(recorder, clock=clock)
    moves(session, 2)
    clock.now += 50
    session.close()
    recorder.close()
    fresh = GameKeeper.open(folder)
    info = fresh.unfinished("luzon", 6, "standard")
    assert info is not None and fresh.read(lambda store: store.latest_unfinished(), None) == info
    assert fresh.unfinished("luzon", 6, "six-ends") is None
    resumed = fresh.resume(info.id)
    assert isinstance(resumed, tuple)
    game, info = resumed
    again = PlaySession(game.setup, game=game, resumed=info, sink=fresh, clock=clock)
    again.resume("start")
    clock.now += 11
    moves(again, 1)
    assert fresh.flush(10)
    (only,) = stored(folder).history()
    assert (only.id, only.move_count, only.duration, only.started_at) == (info.id, 3, 61.0, T0)
    missing = fresh.resume(999)
    assert isinstance(missing, StoreError)
    assert (
        store_problem_text(missing) == "there is no game 999 in the history (see `domino-solitaire history`)"
    )
    fresh.close()


def test_a_win_stands_whatever_happens_after_it(recorder: GameKeeper, folder: Path) -> None:
    session = playing(recorder)
    moves(session)
    won = saved(recorder, folder)
    assert won.result is Result.WON
    session.undo()
    session.undo()
    moves(session, 1)
    session.close()
    session.abandon()
    assert saved(recorder, folder, won.id) == won


def test_a_lost_game_undone_is_in_play_again_until_left(recorder: GameKeeper, folder: Path) -> None:
    session = playing(recorder, LOST_SEED)
    moves(session)
    lost = saved(recorder, folder)
    assert lost.result is Result.LOST and lost.ended_at is not None
    session.undo()
    back = saved(recorder, folder, lost.id)
    assert (back.result, back.ended_at, back.undos) == (Result.PLAYING, None, 1)
    session.redo()
    assert saved(recorder, folder, lost.id).result is Result.LOST
    session.new_game(make_setup("luzon", 6, seed=9))  # a lost game left stays lost
    assert saved(recorder, folder, lost.id).result is Result.LOST


def test_a_game_autoplay_won_is_solved_and_sets_no_record(recorder: GameKeeper, folder: Path) -> None:
    session = playing(recorder)
    moves(session, autoplay=True)
    info = saved(recorder, folder)
    assert info.result is Result.SOLVED
    [kind] = stored(folder).stats()
    assert (kind.played, kind.won, kind.solved, kind.fastest_win, kind.current_streak) == (1, 0, 1, None, 0)


def test_a_taken_over_game_counts_as_won_and_sets_no_record(recorder: GameKeeper, folder: Path) -> None:
    game = Game(make_setup("luzon", 6, seed=WON_SEED))
    while len(game.moves) < 13:
        game.play(game.legal_moves()[0])
    session = PlaySession(game.setup, game=game, origin=Origin.TAKEN_OVER, sink=recorder, clock=ManualClock())
    session.resume("start")
    moves(session)
    info = saved(recorder, folder)
    assert (info.result, info.origin, info.to_json()["origin"]) == (Result.WON, "taken-over", "taken-over")
    [kind] = stored(folder).stats()
    assert (kind.won, kind.current_streak, kind.fastest_win, kind.fewest_moves) == (1, 1, None, None)


def test_par_grade_and_daily_are_stored(recorder: GameKeeper, folder: Path) -> None:
    day = datetime(2024, 5, 1).date()
    session = playing(recorder, origin=Origin.DAILY, daily=day)
    session.annotate(grade="easy")  # known before the first move: kept for it
    moves(session, 1)
    session.annotate(par=0)  # the solver answered later
    info = saved(recorder, folder)
    assert (info.par, info.grade, info.daily, info.tiles_left, info.origin) == (
        0,
        "easy",
        day,
        26,
        "daily",
    )
    moves(session)
    assert recorder.flush(10)
    [kind] = stored(folder).stats("luzon", today=day)
    assert (kind.at_par, kind.with_par, kind.daily_streak, kind.grades["easy"].won) == (1, 1, 1, 1)
    none: list[GameRecord] = []
    assert [game.result for game in recorder.read(lambda store: store.dailies(day), none)] == [Result.WON]
    assert GameKeeper(None).read(lambda store: store.dailies(day), none) == []


def test_abandon_and_give_up(recorder: GameKeeper, folder: Path) -> None:
    clock = ManualClock()
    session = playing(recorder, clock=clock)
    moves(session, 1)
    clock.now += 7.5
    session.new_game(make_setup("luzon", 6, seed=LOST_SEED))
    info = saved(recorder, folder)
    assert (info.result, info.duration) == (Result.ABANDONED, 7.5)
    # Left unfinished in another run, then declined when offered: given up.
    moves(session, 1)
    session.close()
    recorder.close()
    later = GameKeeper.open(folder)
    offered = later.unfinished("luzon", 6)
    assert offered is not None
    assert later.give_up(offered.id) is None
    assert later.unfinished("luzon", 6) is None
    assert saved(later, folder, offered.id).result is Result.ABANDONED
    assert GameKeeper(None).give_up(offered.id) is None
    later.close()


# -- one game, one session -----------------------------------------------------------------------------


def test_a_game_in_play_belongs_to_one_session(folder: Path) -> None:
    first = GameKeeper.open(folder)
    session = playing(first)
    moves(session, 2)
    assert first.flush(10)
    game_id = session.state.game_id
    assert game_id is not None
    # Another terminal (a lease of another running process: here a child that sleeps).
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        second = GameKeeper.open(folder)
        second.lease = f"{sleeper.pid}:other"
        offered = second.unfinished("luzon", 6)
        assert offered is not None and second.held_elsewhere(offered)
        assert isinstance(second.resume(game_id), GameHeld)
        refused = second.give_up(game_id)
        assert refused is not None and "another window or tab" in store_problem_text(refused)
        # The first session plays on to the end: every move is kept.
        moves(session)
        info = saved(first, folder, game_id)
        assert (info.result, info.move_count) == (Result.WON, 14)
        second.close()
        # The other way round: a game the child holds is not changed by this session's saves.
        third = playing(first, LOST_SEED, started=T0 + timedelta(hours=1))
        moves(third, 1)
        assert first.flush(10)
        other_id = third.state.game_id
        assert other_id is not None
        # As if the child had taken it while this session was away (a lease it holds now).
        conn = sqlite3.connect(folder / DB_NAME)
        with conn:
            conn.execute("UPDATE games SET lease = ? WHERE id = ?", (f"{sleeper.pid}:other", other_id))
        conn.close()
        heard: list[str] = []
        first.on_error = lambda problem: heard.append(store_problem_text(problem))
        moves(third, 1)
        assert first.flush(10) and heard and "another window or tab" in heard[0]
        assert saved(first, folder, other_id).move_count == 1
    finally:
        sleeper.kill()
        sleeper.wait()
    # The holder is gone: its game may be taken.
    assert isinstance(first.resume(other_id), tuple)
    first.close()


def test_closing_releases_the_games_of_the_session(folder: Path) -> None:
    first = GameKeeper.open(folder)
    moves(playing(first), 1)
    first.close()
    with stored(folder) as store:
        (info,) = store.history()
        assert info.lease is None


# -- never blocking, never raising -----------------------------------------------------------------------


def test_saving_does_not_wait_for_another_process_lock(recorder: GameKeeper, folder: Path) -> None:
    session = playing(recorder)
    moves(session, 1)
    assert recorder.flush(10)
    other = sqlite3.connect(folder / DB_NAME, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another terminal holds the write lock
    try:
        began = time.monotonic()
        moves(session, 5)
        assert time.monotonic() - began < 0.5  # the moves were not held up
        assert not recorder.flush(0.2)  # the write waits for the lock, off the UI thread
        info = recorder.read(lambda store: store.latest_unfinished(), None)
        assert info is not None and info.move_count == 1
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert saved(recorder, folder).move_count == 6


def test_reads_give_up_fast(recorder: GameKeeper, monkeypatch: pytest.MonkeyPatch) -> None:
    release = threading.Event()
    monkeypatch.setattr(GameStore, "save", lambda *args, **kwargs: release.wait(10) and None)
    moves(playing(recorder), 1)
    began = time.monotonic()
    assert recorder.read(lambda store: store.latest_unfinished(), None) is None
    assert time.monotonic() - began < READ_WAIT_SECONDS + 1
    release.set()
    assert recorder.flush(10)


def test_a_failed_write_is_reported_on_the_writer_thread(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    heard: list[tuple[str, str]] = []
    recorder = GameKeeper.open(
        folder, on_error=lambda m: heard.append((store_problem_text(m), threading.current_thread().name))
    )
    save = GameStore.save

    def broken(*args: object, **kwargs: object) -> int:
        raise StoreError(StoreProblem.CANNOT_WRITE, path=Path("games.sqlite3"), detail="disk I/O error")

    monkeypatch.setattr(GameStore, "save", broken)
    session = playing(recorder)
    moves(session, 1)  # returns at once; the failure is heard later
    assert recorder.flush(10)
    assert heard == [("cannot write to games.sqlite3: disk I/O error", "domino-solitaire-saving")]
    assert recorder.error is not None
    assert store_problem_text(recorder.error) == "cannot write to games.sqlite3: disk I/O error"
    monkeypatch.setattr(GameStore, "save", save)
    moves(session, 1)  # the next change writes the whole game
    assert recorder.flush(10) and recorder.error is None and session.state.game_id is not None
    assert saved(recorder, folder).move_count == 2
    recorder.close()


@pytest.mark.parametrize(
    ("where", "says"),
    [("not-a-folder", "is a file, not a folder"), ("not-a-folder/games", "cannot create the data folder")],
)
def test_an_unusable_folder_plays_on_without_saving(tmp_path: Path, where: str, says: str) -> None:
    (tmp_path / "not-a-folder").write_text("a file where the data folder should be")
    recorder = GameKeeper.open(tmp_path / where)
    assert not recorder.saving
    assert recorder.unavailable is not None and says in store_problem_text(recorder.unavailable)
    assert recorder.notice == recorder.unavailable
    session = playing(recorder)
    moves(session, 1)
    session.close()
    assert recorder.unfinished("luzon", 6) is None
    assert recorder.read(lambda store: store.latest_unfinished(), None) is None
    unsaved = recorder.resume(1)
    assert isinstance(unsaved, StoreError) and store_problem_text(unsaved) == store_problem_text(
        recorder.unavailable
    )
    with store_refuses(says):
        recorder.reading().history()
    recorder.close()


def test_a_read_only_folder_reads_and_says_it_cannot_save(
    recorder: GameKeeper, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    moves(playing(recorder), 1)
    recorder.close()
    real_access = os.access
    monkeypatch.setattr(os, "access", lambda p, mode: mode != os.W_OK and real_access(p, mode))
    read_only = GameKeeper.open(folder)
    assert not read_only.saving
    assert read_only.notice is not None and "read-only" in store_problem_text(read_only.notice)
    assert [info.move_count for info in read_only.reading().history()] == [1]
    info = read_only.read(lambda store: store.latest_unfinished(), None)
    assert info is not None
    again = read_only.resume(info.id)
    assert isinstance(again, tuple)
    session = PlaySession(
        again[0].setup, game=again[0], resumed=again[1], sink=read_only, clock=ManualClock()
    )
    moves(session, 1)  # nothing is written, and nothing is raised
    read_only.close()
    monkeypatch.undo()
    assert stored(folder).history()[0].move_count == 1


def test_no_store_at_all() -> None:
    recorder = GameKeeper(None)
    assert (recorder.saving, recorder.notice) == (False, None)
    moves(playing(recorder), 1)
    unsaved = recorder.resume(1)
    assert isinstance(unsaved, StoreError) and store_problem_text(unsaved) == "games are not being saved"
    assert recorder.settings == Settings()


def test_a_damaged_database_is_a_warning(folder: Path) -> None:
    folder.mkdir()
    (folder / DB_NAME).write_bytes(b"this is not a database" * 100)
    recorder = GameKeeper.open(folder)
    assert recorder.saving
    assert recorder.warning is not None and recorder.notice == recorder.warning
    recorder.close()
    recorder.close()  # twice is harmless


def test_a_data_folder_named_with_control_characters_is_shown_escaped(tmp_path: Path) -> None:
    hostile = tmp_path / "games\x1b]2;owned\x07"
    hostile.mkdir()
    (hostile / DB_NAME).write_bytes(b"this is not a database" * 100)
    recorder = GameKeeper.open(hostile)
    notice = store_problem_text(recorder.notice or "")
    assert "\x1b" not in notice and "\\x1b" in notice and notice
    recorder.close()


def test_open_follows_the_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "home"))
    recorder = GameKeeper.open()
    assert recorder.store is not None and recorder.store.path == tmp_path / "home" / DB_NAME
    recorder.close()


# -- settings --------------------------------------------------------------------------------------------


def test_settings_persist_between_runs(recorder: GameKeeper, folder: Path) -> None:
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
    again = GameKeeper.open(folder)
    assert again.settings == chosen.with_tile_style(6, "pips")
    assert again.settings.tile_style(9) is None
    with pytest.raises(ValueError):
        again.save_settings(Settings(difficulty="impossible"))
    with pytest.raises(ValueError):
        chosen.with_tile_style(7, "pips")
    again.close()


def test_a_damaged_setting_falls_back_to_its_default(folder: Path) -> None:
    first = GameKeeper.open(folder)
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
    again = GameKeeper.open(folder)
    assert again.settings == Settings()
    again.close()


def test_unavailable_store_keeps_settings_for_the_session(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("")
    recorder = GameKeeper(StoreUnavailable(Unavailable.FOLDER_NOT_WRITABLE, tmp_path))
    recorder.save_settings(Settings(winnable_only=True))
    assert recorder.settings.winnable_only


def test_a_slow_writer_never_gives_a_new_game_the_old_game_s_id(
    recorder: GameKeeper, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    gate = threading.Event()
    save = GameStore.save

    def held(store: GameStore, record: GameRecord, lease: str | None = None) -> int | None:
        assert gate.wait(10)  # the writer is held here until the test lets it go
        return save(store, record, lease)

    monkeypatch.setattr(GameStore, "save", held)
    starts = iter([T0, T0 + timedelta(minutes=1)])
    session = PlaySession(
        make_setup("luzon", 6, seed=WON_SEED), sink=recorder, clock=ManualClock(), now=starts.__next__
    )
    session.resume("start")
    moves(session, 2)
    session.new_game(make_setup("luzon", 6, seed=WON_SEED))  # the first game is given up meanwhile
    gate.set()
    assert recorder.flush(10)
    assert session.state.game_id is None  # the old game's id was not given to the new one
    moves(session, 1)
    assert recorder.flush(10)
    with stored(folder) as store:
        first, second = sorted(store.history(), key=lambda info: info.id)
    assert (first.result, first.move_count, second.result, second.move_count) == (
        Result.ABANDONED,
        2,
        Result.PLAYING,
        1,
    )
    assert session.state.game_id == second.id != first.id
