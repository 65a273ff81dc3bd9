"""A long history counted without being read whole: each configuration's tallies kept beside its
games, checked against them before use, and brought up to date from the games finished since.

A player's history grows for years; the statistics, a game's news and the start of a game must not
slow down with it. The tallies (``records.stats``: a fold over the finished games in the order
they were played) are kept per game, set and variant in ``kind_tallies``, with the place in that
order they reach (the last game folded) and how many stored rows lie up to there. A finished game
changed or deleted drops its configuration's tallies (a trigger, whatever changed it); before use,
the rows up to that place are counted again (an index answers): a game stored since in the past (an
import, a clock set back) changes that count. Either way the tallies are counted again from the
start. Games finished after that place are folded on.
A game in play only adds to "in progress", whatever its place, so it is never kept here.

The table is a cache: the games stay the only record of what happened. Nothing here needs a new
schema version (an older program that adds games without updating it only makes the count differ),
and a read-only database is simply counted whole. Rows are read through ``rows.checked_row``, so a
damaged row is skipped as every other read skips it, and said, however long after it was counted.
"""

from __future__ import annotations

import json
import math
import sqlite3
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, fields
from typing import Any

from domino_solitaire.records.limits import Bad
from domino_solitaire.records.stats import Tallies, Tally, tallies
from domino_solitaire.store.rows import LISTED, checked_row

#: The tallies' arithmetic: raised whenever ``records.stats`` counts differently, so that tallies
#: kept by an earlier rule are counted again.
RULES = 1
#: A game's place in the order games were played (``rows.PLAY_ORDER`` is this, then the id).
PLACE = "COALESCE(ended_at, started_at, updated_at)"
#: The finished games a configuration's statistics count.
FINISHED = "in_stats = 1 AND game = ? AND size = ? AND variant = ? AND result != 'playing'"

CREATE = (
    """
    CREATE TABLE IF NOT EXISTS kind_tallies (
        game TEXT NOT NULL,
        size INTEGER NOT NULL,
        variant TEXT NOT NULL,
        rules INTEGER NOT NULL,
        place TEXT NOT NULL,
        place_id INTEGER NOT NULL,
        seen INTEGER NOT NULL,
        tallies TEXT NOT NULL,
        damaged TEXT NOT NULL,
        PRIMARY KEY (game, size, variant)
    )
    """,
    # Counting the rows up to a place, and finding those after it, from the index alone.
    f"""
    CREATE INDEX IF NOT EXISTS games_played_order
    ON games (game, size, variant, in_stats, {PLACE}, id) WHERE result != 'playing'
    """,
    # A finished game changed or deleted (a par learnt, taken out of the statistics, a row changed
    # by another tool): its configuration's tallies are counted again, from rows checked again.
    *(
        f"""
        CREATE TRIGGER IF NOT EXISTS kind_tallies_{name} AFTER {event} ON games
        WHEN OLD.result != 'playing'
        BEGIN
            DELETE FROM kind_tallies WHERE game = OLD.game AND size = OLD.size AND variant = OLD.variant;
        END
        """
        for name, event in (("changed", "UPDATE"), ("removed", "DELETE"))
    ),
)

Kind = tuple[str, int, str]


@dataclass(frozen=True)
class Kept:
    """The tallies of one configuration as far as ``place`` (a game's place and id), over ``seen``
    stored rows (``damaged`` ones included: they were read, and skipped)."""

    counted: Tallies
    place: tuple[str, int] | None = None
    seen: int = 0
    damaged: tuple[int, ...] = ()


def _kept(conn: sqlite3.Connection, kind: Kind, damaged: Callable[[int, Bad], None]) -> Kept:
    """The tallies kept for ``kind``, if the games up to their place are still the ones counted;
    the damaged rows they skipped are read again, to be said again."""
    try:
        row = conn.execute(
            "SELECT rules, place, place_id, seen, tallies, damaged FROM kind_tallies"
            " WHERE game = ? AND size = ? AND variant = ?",
            kind,
        ).fetchone()
    except sqlite3.OperationalError:
        return Kept({})  # no such table: nothing kept yet (or a read-only snapshot)
    if row is None or row[0] != RULES or not isinstance(row[1], str) or not isinstance(row[2], int):
        return Kept({})
    counted, skipped = _decoded(row[4]), _ids(row[5])
    (now_seen,) = conn.execute(
        f"SELECT COUNT(*) FROM games WHERE {FINISHED} AND ({PLACE}, id) <= (?, ?)", (*kind, row[1], row[2])
    ).fetchone()
    if counted is None or skipped is None or now_seen != row[3]:
        return Kept({})
    for game_id in skipped:
        for found in conn.execute(f"SELECT {LISTED} FROM games WHERE id = ?", (game_id,)):
            try:
                checked_row(found)
            except Bad as bad:
                damaged(game_id, bad)
            else:
                return Kept({})  # mended since: counted again, with it
    return Kept(counted, (row[1], row[2]), row[3], skipped)


def _after(conn: sqlite3.Connection, kind: Kind, place: tuple[str, int] | None) -> Iterator[tuple[Any, ...]]:
    """The finished games of ``kind`` after ``place``, in the order they were played."""
    after, params = ("", kind) if place is None else (f"AND ({PLACE}, id) > (?, ?)", (*kind, *place))
    yield from conn.execute(
        f"SELECT {PLACE}, {LISTED} FROM games WHERE {FINISHED} {after} ORDER BY {PLACE}, id", params
    )


def brought_up_to_date(
    conn: sqlite3.Connection, kind: Kind, damaged: Callable[[int, Bad], None]
) -> tuple[Kept, bool]:
    """The tallies of ``kind``'s finished games, and whether they differ from those kept. Reads in
    one snapshot (the caller's transaction)."""
    kept = _kept(conn, kind, damaged)
    counted, place, seen, skipped = dict(kept.counted), kept.place, kept.seen, list(kept.damaged)
    for row in _after(conn, kind, place):
        place, seen = (row[0], int(row[1])), seen + 1
        try:
            record = checked_row(row[1:])[0]
        except Bad as bad:
            damaged(int(row[1]), bad)
            skipped.append(int(row[1]))
            continue
        counted = tallies((record,), counted)
    return Kept(counted, place, seen, tuple(skipped)), seen != kept.seen


def keep(conn: sqlite3.Connection, kind: Kind, kept: Kept) -> None:
    """Keep ``kept`` for next time (the caller's write transaction)."""
    if kept.place is None:
        return
    for statement in CREATE:
        conn.execute(statement)
    conn.execute(
        "INSERT OR REPLACE INTO kind_tallies"
        " (game, size, variant, rules, place, place_id, seen, tallies, damaged)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (*kind, RULES, *kept.place, kept.seen, _encoded(kept.counted), json.dumps(kept.damaged)),
    )


_FIELDS = tuple(field.name for field in fields(Tally))
_OPTIONAL = {"fastest_win", "fewest_moves", "best_result"}


def _encoded(counted: Mapping[str | None, Tally]) -> str:
    return json.dumps(
        [[grade, [getattr(tally, name) for name in _FIELDS]] for grade, tally in counted.items()]
    )


def _decoded(text: object) -> dict[str | None, Tally] | None:
    """The tallies written by ``_encoded``, or None for anything else (a damaged or forged row)."""
    try:
        items = json.loads(text) if isinstance(text, str) else None
    except ValueError:
        return None
    if not isinstance(items, list):
        return None
    found: dict[str | None, Tally] = {}
    for item in items:
        if not (isinstance(item, list) and len(item) == 2 and isinstance(item[1], list)):
            return None
        grade, values = item
        if not (grade is None or isinstance(grade, str)) or len(values) != len(_FIELDS):
            return None
        if not all(_fits(name, value) for name, value in zip(_FIELDS, values, strict=True)):
            return None
        found[grade] = Tally(**dict(zip(_FIELDS, values, strict=True)))
    return found


#: More damaged rows than this in one configuration: not kept (counted whole each time instead).
MOST_DAMAGED = 1000


def _ids(text: object) -> tuple[int, ...] | None:
    """The damaged rows' ids written by ``keep``, or None for anything else."""
    try:
        ids = json.loads(text) if isinstance(text, str) else None
    except ValueError:
        return None
    if not isinstance(ids, list) or len(ids) > MOST_DAMAGED:
        return None
    if not all(isinstance(n, int) and not isinstance(n, bool) and n > 0 for n in ids):
        return None
    return tuple(ids)


def _fits(name: str, value: object) -> bool:
    if value is None:
        return name in _OPTIONAL
    if name == "fastest_win":
        return (
            isinstance(value, (int, float))
            and not isinstance(value, bool)
            and math.isfinite(value)
            and value >= 0
        )
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0
