"""The games table's rows as ``GameRecord``s: the columns a record is stored in, how a row is checked
when read (``records.limits``), and the keys that make two saves or two records the same game."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from domino_solitaire.engine import GAMES
from domino_solitaire.records import GameRecord, limits
from domino_solitaire.records.limits import Bad, OutOfLimits
from domino_solitaire.records.record import stored_time

COLUMNS = (
    "id, game, size, variant, seed, deal, moves, move_count, result, started_at, ended_at, "
    "duration, undos, hints, source, extra, tiles_left, par, grade, daily, origin, lease"
)
# A listing (history, statistics) needs no extra fields, which may be large: not read for it.
LISTED = COLUMNS.replace(" extra,", " NULL,")
assert LISTED != COLUMNS
# Games in the order they were played, for streaks.
PLAY_ORDER = "COALESCE(ended_at, started_at, updated_at), id"


def _digest(*parts: Any) -> str:
    return hashlib.sha256(json.dumps(parts, separators=(",", ":")).encode()).hexdigest()


def session_key(record: GameRecord) -> str:
    """What makes two saves the same game in play: its deal and the moment it began."""
    started = stored_time(record.started_at)
    return _digest("session", record.game, record.size, record.variant, record.seed, record.deal, started)


def record_key(record: GameRecord) -> str:
    """What makes two records the same game: importing one twice counts it once."""
    return _digest(
        "record",
        record.game,
        record.size,
        record.variant,
        record.seed,
        record.deal,
        list(record.moves),
        str(record.result),
        stored_time(record.started_at),
    )


def kind_order(kind: tuple[str, int, str]) -> tuple[int, str, int, int, str]:
    """Games in the order the program lists them, then by set, then variants as the game lists them."""
    games = list(GAMES)
    name, size, variant = kind
    rules = GAMES.get(name)
    variants = list(rules.variants) if rules is not None else []
    game_rank = games.index(name) if name in games else len(games)
    variant_rank = variants.index(variant) if variant in variants else len(variants)
    return (game_rank, name, size, variant_rank, variant)


def columns_of(record: GameRecord) -> dict[str, object]:
    """The columns a record is stored in (besides its keys, times of writing, source and lease)."""
    return {
        "game": record.game,
        "size": record.size,
        "variant": record.variant,
        "seed": record.seed,
        "deal": record.deal,
        "moves": json.dumps(list(record.moves)),
        "move_count": len(record.moves),
        "result": str(record.result),
        "started_at": stored_time(record.started_at),
        "ended_at": stored_time(record.ended_at),
        "duration": None if record.duration is None else limits.clamp_duration(record.duration),
        "undos": limits.clamp_count(record.undos),
        "hints": limits.clamp_count(record.hints),
        "tiles_left": record.tiles_left,
        "par": record.par,
        "grade": record.grade,
        "daily": None if record.daily is None else record.daily.isoformat(),
        "origin": None if record.origin is None else str(record.origin),
    }


def checked_row(row: tuple[Any, ...]) -> tuple[GameRecord, dict[str, Any]]:
    """A row checked column by column (raises Bad): its record and its extra fields."""
    (
        game_id, game, size, variant, seed, deal, moves_text, move_count, result, started, ended,
        duration, undos, hints, source, extra_text, tiles_left, par, grade, daily, origin, lease,
    ) = row  # fmt: skip
    name, size, variant = limits.kind(game, size, variant)
    seed = limits.seed(seed)
    if (seed is None) == (deal is None) or not (deal is None or isinstance(deal, str)):
        raise Bad(OutOfLimits.DEAL_AND_SEED, "deal")
    moves = limits.json_list_of_text(moves_text, "moves")
    if limits.whole(move_count, "move_count") != len(moves):
        raise Bad(OutOfLimits.MOVE_COUNT, "move_count")
    source_of = limits.source(source)
    facts = {
        "result": limits.result(result),
        "started_at": limits.moment(started, "started_at"),
        "ended_at": limits.moment(ended, "ended_at"),
        "duration": limits.duration(duration),
        "undos": limits.whole(undos, "undos"),
        "hints": limits.whole(hints, "hints"),
        "tiles_left": limits.optional_whole(tiles_left, "tiles_left", 0, limits.MAX_TILES),
        "par": limits.optional_whole(par, "par", 0, limits.MAX_TILES),
        "grade": limits.grade(grade),
        "daily": limits.day(daily),
        "origin": limits.origin(origin),
    }
    record = GameRecord(
        name,
        size,
        variant,
        seed,
        deal,
        tuple(moves),
        game_id=int(game_id),
        source=source_of,
        lease=lease if isinstance(lease, str) else None,
        **facts,  # type: ignore[arg-type]
    )
    # None: a listing, which reads no extra fields (``LISTED``).
    return record, {} if extra_text is None else limits.json_object(extra_text, "extra")
