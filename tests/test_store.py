"""The store: saving as play goes, loading, resuming, history, import and export."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from domino_solitaire.engine import Game, RecordError, Transcript, format_tiles, full_set, make_setup
from domino_solitaire.records import Result
from domino_solitaire.store import (
    DB_NAME,
    ENV_VAR,
    SCHEMA_VERSION,
    GameStore,
    Settings,
    StoreUnavailable,
    data_dir,
    open_store,
    read_settings,
)
from helpers import raises_saying, save_game, store_refuses

T0 = datetime(2024, 5, 1, 12, 0, tzinfo=timezone.utc)
# Luzon deals that playing the first legal move every time wins or loses (found by trying).
WON_SEED, WON_MOVES = 1, 14
LOST_SEED = 0  # lost in 3 moves


def luzon(seed: int, variant: str = "standard") -> Game:
    return Game(make_setup("luzon", 6, variant, seed=seed))


def play_first(game: Game, count: int | None = None) -> Game:
    """Play the first legal move ``count`` times, or to the end."""
    n = 0
    while not game.is_over and (count is None or n < count):
        game.play(game.legal_moves()[0])
        n += 1
    return game


def save_through(store: GameStore, game: Game, started: datetime = T0, hints: int = 0) -> int:
    """Play to the end from the opening, saving after every move as the TUI does."""
    moves = [str(m) for m in game.moves]
    fresh = Game(game.setup)
    game_id = None
    for move in moves:
        fresh.play(move)
        game_id = save_game(store, fresh, started, hints)
    assert game_id is not None
    return game_id


@pytest.fixture
def store(tmp_path: Path) -> GameStore:
    opened = open_store(tmp_path / "data")
    assert isinstance(opened, GameStore), opened
    return opened


def test_a_game_with_no_move_is_not_stored(store: GameStore) -> None:
    assert save_game(store, luzon(WON_SEED), T0) is None
    assert store.history() == []
    assert store.stats() == []


def test_saving_after_each_move_updates_one_row(store: GameStore) -> None:
    game = luzon(WON_SEED)
    ids = set()
    for n in range(1, 6):
        play_first(game, 1)
        ids.add(save_game(store, game, T0))
        info = store.history()[0]
        assert info.move_count == n
        assert info.result is Result.PLAYING
    assert len(ids) == 1
    assert len(store.history()) == 1


def test_load_round_trip(store: GameStore) -> None:
    game = play_first(luzon(WON_SEED), 6)
    game.undo()
    game.play(game.legal_moves()[0])
    game_id = save_game(store, game, T0, hints=2, elapsed=93.5)
    assert game_id is not None
    record, info = store.load(game_id)
    assert record.moves == tuple(game.move_texts())
    assert (record.game, record.size, record.variant, record.seed, record.deal) == (
        "luzon",
        6,
        "standard",
        1,
        None,
    )
    assert info.started_at == T0
    assert (info.undos, info.hints, info.duration, info.source) == (1, 2, 93.5, "played")
    assert record.extra["result"] == "playing"
    again = Transcript.from_json(record.to_json())
    assert again.replay().position == game.position


def test_resume_replays_and_restores_undos(store: GameStore) -> None:
    game = play_first(luzon(WON_SEED), 4)
    game.undo()
    game.undo()
    play_first(game, 1)
    game_id = save_game(store, game, T0)
    assert game_id is not None
    resumed, info = store.resume(game_id)
    assert resumed.move_texts() == game.move_texts()
    assert resumed.undos == 2
    # Saving the resumed game with its own start time updates the same row.
    play_first(resumed, 1)
    assert info.started_at is not None
    assert save_game(store, resumed, info.started_at) == game_id
    assert len(store.history()) == 1


def test_explicit_deal_round_trip(store: GameStore) -> None:
    deal = format_tiles(tuple(reversed(full_set(6))))
    game = play_first(Game(make_setup("castle-rock", 6, deal=deal)), 3)
    game_id = save_game(store, game, T0)
    assert game_id is not None
    record, info = store.load(game_id)
    assert record.seed is None and info.seed is None
    assert record.deal == deal
    assert record.replay().position == game.position


def test_finished_game_keeps_its_result_and_end_time(store: GameStore) -> None:
    game = play_first(luzon(WON_SEED))
    game_id = save_through(store, game)
    first = store.get(game_id)
    assert first.result is Result.WON and first.move_count == WON_MOVES
    assert save_game(store, game, T0) == game_id
    assert store.get(game_id).ended_at == first.ended_at


def test_unfinished_and_latest_unfinished(store: GameStore) -> None:
    assert store.latest_unfinished() is None
    a = save_game(store, play_first(luzon(WON_SEED), 2), T0)
    b = save_game(store, play_first(Game(make_setup("castle-rock", 9, seed=3)), 2), T0 + timedelta(minutes=1))
    unfinished = store.unfinished("luzon", 6, "standard")
    assert unfinished is not None and unfinished.id == a
    assert store.unfinished("luzon", 6, "six-ends") is None
    latest = store.latest_unfinished()
    assert latest is not None and latest.id == b
    # Saving the Luzon game again makes it the most recent.
    game = play_first(luzon(WON_SEED), 3)
    save_game(store, game, T0)
    latest = store.latest_unfinished()
    assert latest is not None and latest.id == a
    play_first(game)
    save_game(store, game, T0)
    latest = store.latest_unfinished()
    assert latest is not None and latest.id == b


def test_abandon(store: GameStore) -> None:
    game = play_first(luzon(WON_SEED), 2)
    game_id = save_game(store, game, T0)
    assert game_id is not None
    assert store.abandon(game_id)
    assert not store.abandon(game_id)
    assert store.unfinished("luzon", 6) is None
    # An abandoned game stays abandoned, even if a late save arrives.
    play_first(game)
    save_game(store, game, T0)
    info = store.get(game_id)
    assert info.result is Result.ABANDONED and info.move_count == 2
    [kind] = store.stats()
    assert (kind.played, kind.won, kind.abandoned) == (1, 0, 1)


def test_unknown_id(store: GameStore) -> None:
    with store_refuses("no game 42"):
        store.load(42)


def test_history_order_and_limit(store: GameStore) -> None:
    ids = [save_game(store, play_first(luzon(seed), 1), T0 + timedelta(hours=seed)) for seed in (1, 3, 2)]
    assert [info.id for info in store.history()] == [ids[1], ids[2], ids[0]]
    assert [info.id for info in store.history(limit=2)] == [ids[1], ids[2]]
    assert len(store.history(limit=None)) == 3


def open_other(path: Path) -> GameStore:
    other = open_store(path)
    assert isinstance(other, GameStore)
    return other


def test_export_import_round_trip(store: GameStore, tmp_path: Path) -> None:
    won = save_through(store, play_first(luzon(WON_SEED)), hints=1)
    lost = save_through(store, play_first(luzon(LOST_SEED)), started=T0 + timedelta(hours=1))
    other = open_other(tmp_path / "other")
    for game_id in (won, lost):
        record = Transcript.from_json(store.load(game_id)[0].to_json())
        done = other.import_record(record)
        assert done.added
        assert other.load(done.id)[0].moves == record.moves
        info = other.get(done.id)
        assert info.source == "imported"
        assert info.started_at == store.get(game_id).started_at
    assert [k.to_json() for k in other.stats()] == [k.to_json() for k in store.stats()]


def test_import_is_idempotent(store: GameStore, tmp_path: Path) -> None:
    save_through(store, play_first(luzon(WON_SEED)))
    record = store.load(1)[0]
    # Into the same database: the game it came from is already there.
    done = store.import_record(record)
    assert not done.added and done.id == 1
    other = open_other(tmp_path / "other")
    first = other.import_record(record)
    second = other.import_record(Transcript.from_json(record.to_json()))
    assert first.added and not second.added and second.id == first.id
    [kind] = other.stats()
    assert kind.played == 1


def test_same_moves_different_start_times_are_two_games(store: GameStore) -> None:
    record = Transcript(
        "luzon", 6, "standard", WON_SEED, None, tuple(play_first(luzon(WON_SEED)).move_texts())
    )
    plain = store.import_record(record)
    dated = store.import_record(
        Transcript(**{**record.__dict__, "extra": {"started_at": "2024-01-01T10:00:00Z"}})
    )
    again = store.import_record(
        Transcript(**{**record.__dict__, "extra": {"started_at": "2024-01-01T10:00:00+00:00"}})
    )
    assert plain.added and dated.added and not again.added
    assert again.id == dated.id


def test_import_keeps_unknown_fields(store: GameStore) -> None:
    moves = tuple(play_first(luzon(LOST_SEED)).move_texts())
    record = Transcript(
        "luzon", 6, "standard", LOST_SEED, None, moves, {"player": "ann", "duration_seconds": 61}
    )
    done = store.import_record(record)
    exported = store.load(done.id)[0]
    assert exported.extra["player"] == "ann"
    assert exported.extra["result"] == "lost"
    assert store.get(done.id).duration == 61.0


def test_import_refuses_what_is_not_a_finished_game(store: GameStore) -> None:
    partial = tuple(play_first(luzon(WON_SEED), 3).move_texts())
    with store_refuses("not finished"):
        store.import_record(Transcript("luzon", 6, "standard", WON_SEED, None, partial))
    with store_refuses("no moves"):
        store.import_record(Transcript("luzon", 6, "standard", WON_SEED, None, ()))
    with raises_saying(RecordError, 'move 2 "9\\+9"'):
        store.import_record(Transcript("luzon", 6, "standard", WON_SEED, None, (partial[0], "9+9")))
    assert store.history() == []
    # Marked abandoned by the program that wrote it: accepted as an abandoned game.
    done = store.import_record(
        Transcript("luzon", 6, "standard", WON_SEED, None, partial, {"result": "abandoned"})
    )
    assert done.added and done.result is Result.ABANDONED


def test_reset_stats_keeps_history(store: GameStore) -> None:
    save_through(store, play_first(luzon(WON_SEED)))
    save_through(store, play_first(Game(make_setup("castle-rock", 6, seed=1))))
    save_game(store, play_first(luzon(LOST_SEED), 1), T0 + timedelta(hours=2))
    assert store.reset_stats("castle-rock") == 1
    assert [k.game for k in store.stats()] == ["luzon"]
    assert store.reset_stats() == 1
    [kind] = store.stats()
    assert (kind.played, kind.in_progress) == (0, 1)
    assert len(store.history()) == 3
    # A game finished after the reset counts.
    save_through(store, play_first(luzon(LOST_SEED)), started=T0 + timedelta(hours=2))
    [kind] = store.stats()
    assert (kind.played, kind.won, kind.in_progress) == (1, 0, 0)


def test_data_dir_precedence(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "env"))
    assert data_dir() == tmp_path / "env"
    assert data_dir(tmp_path / "flag") == tmp_path / "flag"
    monkeypatch.delenv(ENV_VAR)
    assert data_dir().name.lower() == "domino-solitaire"
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "env"))
    opened = open_store()
    assert isinstance(opened, GameStore)
    assert opened.path == tmp_path / "env" / DB_NAME


def test_fresh_database_is_wal_at_the_current_version(store: GameStore) -> None:
    conn = sqlite3.connect(store.path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    conn.close()
    # Opening again migrates nothing and keeps the data.
    save_game(store, play_first(luzon(WON_SEED), 1), T0)
    again = open_other(store.path.parent)
    assert again.warning is None
    assert len(again.history()) == 1


def test_the_settings_are_read_ahead_of_the_store_as_it_would_read_them(tmp_path: Path) -> None:
    assert read_settings(tmp_path) is None  # no database yet: the store's opening decides
    chosen = replace(
        Settings(theme="nord", show_verdict=False, language="fr"), screen_reader=True
    ).with_tile_style(9, "numbers")
    store = open_store(tmp_path)
    assert not isinstance(store, StoreUnavailable)
    with store:
        store.save_settings(chosen)
    assert read_settings(tmp_path) == chosen
    (tmp_path / DB_NAME).write_bytes(b"not a database, but sixteen bytes and more")
    assert read_settings(tmp_path) is None  # damaged: the store's opening moves it aside and says so
