"""The TUI's recorder: saves the game in play after each change, resumes, abandons, never raises."""

from __future__ import annotations

import os
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from domino_solitaire.engine import Game, make_setup
from domino_solitaire.store import (
    DB_NAME,
    ENV_VAR,
    GameStore,
    Result,
    StoreError,
    StoreUnavailable,
    open_store,
)
from domino_solitaire.tui.saving import GameRecorder

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
def recorder(folder: Path) -> GameRecorder:
    return GameRecorder.open(folder)


def stored(folder: Path) -> GameStore:
    """A second handle on the same database, as another terminal would have."""
    store = open_store(folder)
    assert isinstance(store, GameStore)
    return store


def test_saves_after_every_move_into_one_game(recorder: GameRecorder, folder: Path) -> None:
    game = luzon()
    recorder.started(game, T0)
    assert recorder.changed(game, elapsed=0.0) is None  # no move yet: nothing stored
    assert recorder.game_id is None
    counts = []
    while not game.is_over:
        game.play(game.legal_moves()[0])
        assert recorder.changed(game, elapsed=len(game.moves) * 10.0) is None
        counts.append(stored(folder).get(recorder.game_id or 0).move_count)
    assert counts == list(range(1, 15))
    (info,) = stored(folder).history()
    assert (info.result, info.move_count, info.duration, info.started_at) == (Result.WON, 14, 140.0, T0)


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
    info = stored(folder).get(recorder.game_id or 0)
    assert (info.move_count, info.undos, info.hints, info.result) == (2, 1, 1, Result.IN_PROGRESS)
    assert recorder.store is not None
    calls: list[int] = []
    save = recorder.store.save
    monkeypatch.setattr(recorder.store, "save", lambda *a, **k: calls.append(1) or save(*a, **k))
    recorder.changed(game, elapsed=3.0)  # same moves, undos and hints: cheap, no write
    assert calls == []
    game.redo()
    recorder.changed(game, elapsed=4.0)
    assert calls == [1]


def test_default_elapsed_counts_from_started_and_from_the_resumed_duration(folder: Path) -> None:
    clock = Clock()
    recorder = GameRecorder(open_store(folder), clock=clock)
    game = luzon()
    recorder.started(game, T0)
    game.play(game.legal_moves()[0])
    clock.now += 30
    recorder.changed(game)
    game_id = recorder.game_id
    assert game_id is not None
    assert stored(folder).get(game_id).duration == 30.0

    later = GameRecorder(open_store(folder), clock=clock)
    resumed = later.resume(game_id)
    assert not isinstance(resumed, str)
    again, info = resumed
    later.started(again, resumed_info=info)
    assert later.prior_elapsed == 30.0
    again.play(again.legal_moves()[0])
    clock.now += 12
    later.changed(again)
    assert stored(folder).get(game_id).duration == 42.0


def test_resume_goes_on_saving_the_same_game(recorder: GameRecorder, folder: Path) -> None:
    game = luzon()
    recorder.started(game, T0)
    for _ in range(2):
        game.play(game.legal_moves()[0])
        recorder.changed(game, elapsed=50.0, hints=2)
    first_id = recorder.game_id
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
    assert (fresh.game_id, fresh.started_at, fresh.prior_hints) == (first_id, T0, 2)
    assert fresh.changed(again, elapsed=60.0) is None  # nothing new since the resume
    again.play(again.legal_moves()[0])
    assert fresh.changed(again, elapsed=61.0) is None
    (only,) = stored(folder).history()
    assert (only.id, only.move_count, only.hints, only.duration) == (first_id, 3, 2, 61.0)
    assert fresh.resume(999) == "there is no game 999 in the history (see `domino-solitaire history`)"


def test_abandon(recorder: GameRecorder, folder: Path) -> None:
    game = luzon()
    recorder.started(game, T0)
    game.play(game.legal_moves()[0])
    recorder.changed(game, elapsed=1.0)
    game_id = recorder.game_id
    assert recorder.abandon() is None
    assert stored(folder).get(game_id or 0).result is Result.ABANDONED
    assert recorder.abandon() is None  # nothing in play any more: nothing to do
    # A game with no move is not stored, so there is nothing to abandon either.
    recorder.started(luzon(LOST_SEED), T0 + timedelta(minutes=1))
    assert recorder.abandon() is None
    # A finished game keeps its result.
    won = luzon()
    recorder.started(won, T0 + timedelta(minutes=2))
    while not won.is_over:
        won.play(won.legal_moves()[0])
        recorder.changed(won, elapsed=5.0)
    won_id = recorder.game_id
    assert recorder.abandon() is None
    assert stored(folder).get(won_id or 0).result is Result.WON
    assert len(stored(folder).history()) == 2


def test_give_up_an_offered_game(recorder: GameRecorder, folder: Path) -> None:
    old = luzon()
    recorder.started(old, T0)
    old.play(old.legal_moves()[0])
    recorder.changed(old, elapsed=1.0)
    old_id = recorder.game_id
    assert old_id is not None
    # Next time: a new game starts, and the player declines to resume the old one.
    later = GameRecorder.open(folder)
    later.started(luzon(LOST_SEED), T0 + timedelta(hours=1))
    offered = later.unfinished("luzon", 6)
    assert offered is not None and offered.id == old_id
    assert later.give_up(offered.id) is None
    assert later.unfinished("luzon", 6) is None
    assert stored(folder).get(old_id).result is Result.ABANDONED
    assert GameRecorder(None).give_up(old_id) is None


def test_changed_without_started_saves_a_new_game(recorder: GameRecorder, folder: Path) -> None:
    first, second = luzon(), luzon(LOST_SEED)
    recorder.started(first, T0)
    first.play(first.legal_moves()[0])
    recorder.changed(first, elapsed=1.0)
    second.play(second.legal_moves()[0])
    recorder.changed(second, elapsed=1.0)  # a new deal the screen forgot to announce
    assert recorder.game is second
    assert len(stored(folder).history()) == 2


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
    assert isinstance(recorder.opened, StoreUnavailable)
    game = luzon()
    recorder.started(game, T0)
    game.play(game.legal_moves()[0])
    assert recorder.changed(game, elapsed=1.0) is None
    assert recorder.abandon() is None
    assert recorder.unfinished("luzon", 6) is None
    assert recorder.latest_unfinished() is None
    assert recorder.resume(1) == recorder.unavailable
    recorder.close()


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="needs file permissions that apply")
def test_a_read_only_folder_gives_a_message(tmp_path: Path) -> None:
    folder = tmp_path / "read-only"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        recorder = GameRecorder.open(folder)
        assert recorder.unavailable is not None and "will not be saved" in recorder.unavailable
        game = luzon()
        recorder.started(game)
        game.play(game.legal_moves()[0])
        assert recorder.changed(game, elapsed=1.0) is None
    finally:
        folder.chmod(0o700)


def test_no_store_at_all() -> None:
    recorder = GameRecorder(None)
    assert (recorder.saving, recorder.notice, recorder.opened) == (False, None, None)
    game = luzon()
    game.play(game.legal_moves()[0])
    assert recorder.changed(game, elapsed=1.0) is None
    assert recorder.resume(1) == "games are not being saved"


def test_a_failing_store_returns_its_message_and_never_raises(
    recorder: GameRecorder, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = luzon()
    recorder.started(game, T0)
    store = recorder.store
    assert store is not None

    def broken(*args: object, **kwargs: object) -> int:
        raise StoreError("cannot write to games.sqlite3: disk I/O error")

    monkeypatch.setattr(store, "save", broken)
    monkeypatch.setattr(store, "abandon", broken)
    game.play(game.legal_moves()[0])
    assert recorder.changed(game, elapsed=1.0) == "cannot write to games.sqlite3: disk I/O error"
    assert recorder.error == "cannot write to games.sqlite3: disk I/O error"
    # The failed state is tried again on the next change rather than taken as saved.
    monkeypatch.undo()
    assert recorder.changed(game, elapsed=2.0) is None
    assert recorder.error is None and recorder.game_id is not None
    # A closed database (the disk went away) is a message too, for every call.
    store.close()
    game.play(game.legal_moves()[0])
    message = recorder.changed(game, elapsed=3.0)
    assert message is not None and "games.sqlite3" in message
    assert recorder.abandon() is not None
    assert recorder.unfinished("luzon", 6) is None and recorder.error is not None
    assert isinstance(recorder.resume(1), str)


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
