"""The games table's rows as values: what one stored game is, and how a row is checked when read."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from domino_solitaire.engine import GAMES, Game, Setup, Status
from domino_solitaire.i18n import N_, _
from domino_solitaire.store import checks
from domino_solitaire.store.checks import Bad
from domino_solitaire.store.stats import Outcome, played_late, sets_records

FINAL = frozenset({Status.WON, Status.SOLVED, Status.ABANDONED})


class StoreError(Exception):
    """Something the store could not do; the message is one line for the player."""


class GameHeld(StoreError):
    """The game is being played by another session that is still running (``store.lease``)."""


@dataclass(frozen=True)
class StoreUnavailable:
    """No database can be used (an unusable folder or file): play on without saving."""

    message: str
    folder: Path


@dataclass(frozen=True)
class GameInfo:
    """One stored game, without its moves (``GameStore.load`` gives those)."""

    id: int
    game: str
    size: int
    variant: str
    seed: int | None
    deal: str | None
    move_count: int
    result: Status
    started_at: datetime | None  # None only for an imported record that did not say
    ended_at: datetime | None
    duration: float | None  # seconds of play
    undos: int
    hints: int
    source: str  # "played" or "imported"
    tiles_left: int | None = None  # tiles in play (laid out, in the reserve, in the stock)
    par: int | None = None  # the fewest tiles the deal can end with, when known
    grade: str | None = None  # the deal's difficulty grade, when known
    daily: str | None = None  # the daily deal's date (YYYY-MM-DD), for a daily game
    origin: str | None = None  # how a played game began: "new", "daily", "taken-over" (None: unknown)
    lease: str | None = None  # the session playing it now, if any (``GameStore.claim``)

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "game": self.game,
            "set": self.size,
            "variant": self.variant,
            "seed": self.seed,
            "deal": self.deal,
            "moves": self.move_count,
            "result": str(self.result),
            "started_at": stored_time(self.started_at),
            "ended_at": stored_time(self.ended_at),
            "duration_seconds": self.duration,
            "undos": self.undos,
            "hints": self.hints,
            "source": self.source,
            "tiles_left": self.tiles_left,
            "par": self.par,
            "grade": self.grade,
            "daily": self.daily,
            "origin": self.origin,
        }

    def outcome(self) -> Outcome:
        return Outcome(
            self.result,
            self.move_count,
            self.duration,
            self.hints,
            self.tiles_left,
            self.par,
            self.grade,
            self.daily,
            records=sets_records(self.origin, self.hints, imported=self.source == "imported"),
            late=played_late(self.daily, self.started_at),
        )


@dataclass(frozen=True)
class Imported:
    id: int
    added: bool  # False: the same record was already in the history
    result: Status
    move_count: int


@dataclass(frozen=True)
class Snapshot:
    """A game as it stands at one moment: what a save writes (the game itself may change meanwhile)."""

    setup: Setup
    moves: tuple[str, ...]
    status: Status
    undos: int
    tiles_left: int

    @classmethod
    def of(cls, game: Game) -> Snapshot:
        return cls(game.setup, tuple(game.move_texts()), game.status, game.undos, game.position.tiles_left())


@dataclass(frozen=True)
class Importable:
    """A record checked for import: its game replayed, its result, and what it says of its play."""

    game: Game
    result: Status
    started_at: datetime | None
    ended_at: datetime | None
    duration: float | None
    undos: int
    hints: int
    par: int | None
    grade: str | None
    daily: str | None


COLUMNS = (
    "id, game, size, variant, seed, deal, moves, move_count, result, started_at, ended_at, "
    "duration, undos, hints, source, extra, tiles_left, par, grade, daily, origin, lease"
)
# A listing (history, statistics) needs no extra fields, which may be large: not read for it.
LISTED = COLUMNS.replace(" extra,", " NULL,")
assert LISTED != COLUMNS
# Games in the order they were played, for streaks.
PLAY_ORDER = "COALESCE(ended_at, started_at, updated_at), id"


def stored_time(moment: datetime | None) -> str | None:
    if moment is None:
        return None
    if moment.tzinfo is None:
        moment = moment.astimezone()  # a naive time is the local time
    # One fixed form (UTC, microseconds) so that stored times sort as text and hash the same.
    return moment.astimezone(timezone.utc).isoformat(timespec="microseconds")


def _digest(*parts: Any) -> str:
    return hashlib.sha256(json.dumps(parts, separators=(",", ":")).encode()).hexdigest()


def session_key(
    game: str, size: int, variant: str, seed: int | None, deal: str | None, started_at: str | None
) -> str:
    """What makes two saves the same game in play: its deal and the moment it began."""
    return _digest("session", game, size, variant, seed, deal, started_at)


def record_key(
    game: str,
    size: int,
    variant: str,
    seed: int | None,
    deal: str | None,
    moves: list[str],
    result: Status,
    started_at: str | None,
) -> str:
    """What makes two records the same game: importing one twice counts it once."""
    return _digest("record", game, size, variant, seed, deal, moves, str(result), started_at)


def kind_order(kind: tuple[str, int, str]) -> tuple[int, str, int, int, str]:
    """Games in the order the program lists them, then by set, then variants as the game lists them."""
    games = list(GAMES)
    name, size, variant = kind
    rules = GAMES.get(name)
    variants = list(rules.variants) if rules is not None else []
    game_rank = games.index(name) if name in games else len(games)
    variant_rank = variants.index(variant) if variant in variants else len(variants)
    return (game_rank, name, size, variant_rank, variant)


def checked_row(row: tuple[Any, ...]) -> tuple[GameInfo, list[str], dict[str, Any]]:
    """A row checked column by column (raises Bad): its info, its moves and its extra fields."""
    (
        game_id, game, size, variant, seed, deal, moves_text, move_count, result, started, ended,
        duration, undos, hints, source, extra_text, tiles_left, par, grade, daily, origin, lease,
    ) = row  # fmt: skip
    name, size, variant = checks.kind(game, size, variant)
    seed = checks.seed(seed)
    if (seed is None) == (deal is None) or not (deal is None or isinstance(deal, str)):
        raise Bad(_("it has both or neither of a deal number and a deal"))
    moves = checks.json_list_of_text(moves_text, N_("its moves"))
    if checks.whole(move_count, "move_count") != len(moves):
        raise Bad(_("its move count does not match its moves"))
    if source not in ("played", "imported"):
        raise Bad(_("its source is neither played nor imported"))
    info = GameInfo(
        id=int(game_id),
        game=name,
        size=size,
        variant=variant,
        seed=seed,
        deal=deal,
        move_count=len(moves),
        result=checks.status(result),
        started_at=checks.moment(started, "started_at"),
        ended_at=checks.moment(ended, "ended_at"),
        duration=checks.duration(duration),
        undos=checks.whole(undos, "undos"),
        hints=checks.whole(hints, "hints"),
        source=source,
        tiles_left=checks.optional_whole(tiles_left, "tiles_left", 0, checks.MAX_TILES),
        par=checks.optional_whole(par, "par", 0, checks.MAX_TILES),
        grade=checks.grade(grade),
        daily=checks.day(daily),
        origin=checks.origin(origin),
        lease=lease if isinstance(lease, str) else None,
    )
    # None: a listing, which reads no extra fields (``LISTED``).
    return info, moves, {} if extra_text is None else checks.json_object(extra_text, N_("its extra fields"))
