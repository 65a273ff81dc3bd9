"""The tallies a long history keeps (store/tallies.py) are always the full count: whatever was saved,
in whatever order, taken out of the statistics, damaged or deleted between two reads."""

from __future__ import annotations

import sqlite3
from datetime import date, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from domino_solitaire.engine import make_setup
from domino_solitaire.records import GameRecord, KindStats, Origin, Result, Standing, limits, summarize
from domino_solitaire.store import GameStore, open_store
from domino_solitaire.store.rows import kind_order

TODAY = date(2024, 5, 10)
T0 = datetime(2024, 5, 1, 12, 0, tzinfo=timezone.utc)
KINDS = (("luzon", 6, "standard"), ("castle-rock", 6, "standard"))
PAR_GOALS = {("castle-rock", 6, "standard")}
#: Every column of a stored game but its id and keys (a copy is another game).
COPIED = (
    "game, size, variant, seed, deal, moves, move_count, result, started_at, ended_at, updated_at, duration,"
    " undos, hints, source, extra, in_stats, tiles_left, par, grade, daily, origin"
)

records = st.builds(
    lambda kind, result, moves, duration, hints, left, par, grade, daily, taken_over: (
        kind,
        dict(
            result=result,
            moves=("-",) * moves,
            duration=duration,
            hints=hints,
            tiles_left=left,
            par=par,
            grade=grade,
            daily=None if daily is None else TODAY - timedelta(days=daily),
            origin=Origin.TAKEN_OVER if taken_over else Origin.NEW,
        ),
    ),
    st.sampled_from(range(len(KINDS))),
    st.sampled_from(list(Result)),
    st.integers(1, 30),
    st.one_of(st.none(), st.floats(1, 1000)),
    st.integers(0, 2),
    st.one_of(st.none(), st.integers(0, 5)),
    st.one_of(st.none(), st.integers(0, 5)),
    st.one_of(st.none(), st.sampled_from(("easy", "medium", "hard"))),
    st.one_of(st.none(), st.integers(0, 4)),
    st.booleans(),
)
steps = st.lists(
    st.one_of(
        st.tuples(st.just("save"), records),
        st.tuples(st.just("read"), st.none()),
        st.tuples(st.just("copy"), st.tuples(st.integers(0, 40), st.integers(-3000, 3000))),
        st.tuples(st.just("finish"), st.tuples(st.integers(0, 40), st.integers(-3000, 3000))),
        st.tuples(st.just("unfinish"), st.integers(0, 40)),
        st.tuples(st.just("reset"), st.sampled_from((None, "luzon"))),
        st.tuples(st.just("delete"), st.integers(0, 40)),
        st.tuples(st.just("damage"), st.integers(0, 40)),
        st.tuples(st.just("par"), st.tuples(st.integers(0, 40), st.integers(0, 5))),
    ),
    max_size=12,
)


def full_count(store: GameStore) -> list[KindStats]:
    """The statistics counted from every game, as they were before any tally was kept."""
    found = []
    for kind in sorted(KINDS, key=kind_order):
        games = store.counted(*kind)
        if games:
            found.append(
                summarize(*kind, games, today=TODAY, par_goal=kind in PAR_GOALS, grades=limits.GRADES)
            )
    return found


def run(folder: Path, plan: list[tuple[str, Any]]) -> None:
    store = open_store(folder)
    assert isinstance(store, GameStore)
    raw = sqlite3.connect(store.path)
    for n, (step, arg) in enumerate(plan):
        ids = [row[0] for row in raw.execute("SELECT id FROM games ORDER BY id")]
        if step == "save":
            kind_index, facts = arg
            game, size, variant = KINDS[kind_index]
            record = GameRecord.of(
                make_setup(game, size, variant, seed=1), started_at=T0 + timedelta(minutes=n), **facts
            )
            store.save(record)
        elif step == "read":
            store.stats(today=TODAY, par_goals=PAR_GOALS)
        elif step == "reset":
            store.reset_stats(arg)
        elif ids and step == "copy":  # a game stored at any time, before those kept too: an import
            which, minutes = arg
            moment = (T0 + timedelta(minutes=minutes)).isoformat()
            with raw:
                raw.execute(
                    f"INSERT INTO games ({COPIED}, session_key, record_key) SELECT {COPIED}, ?, ?"
                    " FROM games WHERE id = ?",
                    (f"copy {n}", f"copy {n}", ids[which % len(ids)]),
                )
                raw.execute("UPDATE games SET ended_at = ? WHERE id = last_insert_rowid()", (moment,))
        elif ids and step == "finish":  # a game in play ends, the clock set back or forward
            which, minutes = arg
            moment = (T0 + timedelta(minutes=minutes)).isoformat()
            with raw:
                raw.execute(
                    "UPDATE games SET result = 'lost', ended_at = ? WHERE id = ? AND result = 'playing'",
                    (moment, ids[which % len(ids)]),
                )
        elif ids and step == "unfinish":  # a lost game undone: in play again
            with raw:
                raw.execute(
                    "UPDATE games SET result = 'playing', ended_at = NULL WHERE id = ? AND result = 'lost'",
                    (ids[arg % len(ids)],),
                )
        elif ids and step == "damage":  # changed by another tool, counted or not
            with raw:
                raw.execute("UPDATE games SET moves = 'not moves' WHERE id = ?", (ids[arg % len(ids)],))
        elif ids and step == "par":  # learnt after the game was stored
            which, par = arg
            with raw:
                raw.execute("UPDATE games SET par = ? WHERE id = ?", (par, ids[which % len(ids)]))
        elif len(ids) > 1 and step == "delete":  # by hand: the program deletes no game
            # Not the newest row: SQLite would give its id to the next game, and a store remembers
            # the rows it found damaged by their ids for as long as it is open.
            with raw:
                raw.execute("DELETE FROM games WHERE id = ?", (ids[:-1][arg % (len(ids) - 1)],))
        fresh = open_store(folder)
        assert isinstance(fresh, GameStore)
        assert store.stats(today=TODAY, par_goals=PAR_GOALS) == full_count(fresh)
        fresh.close()
    for kind in KINDS:
        fresh = open_store(folder)
        assert isinstance(fresh, GameStore)
        assert store.standing(*kind).counted == Standing.of(fresh.counted(*kind)).counted
        fresh.close()
    raw.close()
    store.close()


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(plan=steps)
def test_kept_tallies_are_the_full_count(
    tmp_path_factory: pytest.TempPathFactory, plan: list[tuple[str, Any]]
) -> None:
    folder = tmp_path_factory.mktemp("tallies")
    run(folder, plan)


def test_the_tallies_are_kept_and_only_the_games_since_are_read(tmp_path: Path) -> None:
    store = open_store(tmp_path)
    assert isinstance(store, GameStore)
    setup = make_setup("luzon", 6, seed=1)
    for n in range(5):
        store.save(
            GameRecord.of(setup, ("-",) * 3, Result.WON, started_at=T0 + timedelta(minutes=n), duration=60.0)
        )
    (before,) = store.stats(today=TODAY)
    assert before.won == 5 and before.current_streak == 5
    raw = sqlite3.connect(store.path)
    assert raw.execute("SELECT seen FROM kind_tallies").fetchone() == (5,)
    # What is kept is what is used: a row forged in the cache shows (the games up to its place
    # are the same ones), which is how the test knows the games were not read again.
    with raw:
        raw.execute("UPDATE kind_tallies SET tallies = replace(tallies, '[5, 5,', '[5, 4,')")
    (forged,) = store.stats(today=TODAY)
    assert forged.won == 4
    # One more game: only it is folded on.
    store.save(
        GameRecord.of(setup, ("-",) * 3, Result.LOST, started_at=T0 + timedelta(hours=1), duration=9.0)
    )
    (after,) = store.stats(today=TODAY)
    assert (after.won, after.lost, after.current_streak) == (4, 1, 0)
    assert raw.execute("SELECT seen FROM kind_tallies").fetchone() == (6,)
    # A game stored before the kept place (an import) changes the count there: all counted again.
    early = (T0 - timedelta(days=1)).isoformat()
    with raw:
        raw.execute(
            f"INSERT INTO games ({COPIED}, session_key, record_key) SELECT {COPIED}, 'early', 'early'"
            " FROM games WHERE id = 6"
        )
        raw.execute("UPDATE games SET ended_at = ? WHERE session_key = 'early'", (early,))
    (again,) = store.stats(today=TODAY)
    assert (again.won, again.lost, again.current_streak) == (5, 2, 0)
    assert (again.best_streak, raw.execute("SELECT seen FROM kind_tallies").fetchone()) == (5, (7,))
    raw.close()
    store.close()


def test_a_damaged_kept_row_is_counted_again(tmp_path: Path) -> None:
    store = open_store(tmp_path)
    assert isinstance(store, GameStore)
    setup = make_setup("luzon", 6, seed=1)
    store.save(GameRecord.of(setup, ("-",) * 3, Result.WON, started_at=T0, duration=60.0))
    (first,) = store.stats(today=TODAY)
    raw = sqlite3.connect(store.path)
    for forged in (
        "not json",
        "[[null, [1, 1]]]",
        "[[null, [1, 1, 0, 0, 0, 0, 1, 1, -5, 3, 0, 0, null]]]",
        "{}",
    ):
        with raw:
            raw.execute("UPDATE kind_tallies SET tallies = ?", (forged,))
        assert store.stats(today=TODAY) == [first]
    with raw:
        raw.execute("UPDATE kind_tallies SET rules = 999")
    assert store.stats(today=TODAY) == [first]
    raw.close()
    store.close()


@pytest.mark.parametrize("counted_first", [True, False])
def test_a_damaged_row_is_skipped_and_said_whenever_it_was_damaged(
    tmp_path: Path, counted_first: bool
) -> None:
    # Damaged after its tallies were kept, or before they were first counted: skipped all the same.
    store = open_store(tmp_path)
    assert isinstance(store, GameStore)
    setup = make_setup("luzon", 6, seed=1)
    for n, result in enumerate((Result.WON, Result.LOST, Result.WON)):
        store.save(
            GameRecord.of(setup, ("-",) * 3, result, started_at=T0 + timedelta(minutes=n), duration=6.0)
        )
    if counted_first:
        (before,) = store.stats(today=TODAY)
        assert (before.played, before.current_streak) == (3, 1)
    raw = sqlite3.connect(store.path)
    with raw:
        raw.execute("UPDATE games SET moves = 'not moves' WHERE id = 2")
    (after,) = store.stats(today=TODAY)
    assert (after.played, after.won, after.best_streak) == (2, 2, 2)
    assert set(store.damaged) == {2}
    raw.close()
    store.close()
