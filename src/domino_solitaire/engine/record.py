"""Game records: the JSON files that carry a game between programs (docs/notation.md).

A record comes from anywhere, so reading one is bounded: at most ``MAX_RECORD_CHARS``
characters, ``MAX_DEPTH`` levels of nesting, strict JSON (no NaN or Infinity, no number
beyond a double, no lone surrogate), and moves and deals of bounded length. Anything else
is a RecordError with a one-line reason, never another exception.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from typing import Any

from domino_solitaire.engine.deals import MAX_SEED
from domino_solitaire.engine.errors import RecordError, RecordReason, SolitaireError
from domino_solitaire.engine.game import Game, Setup
from domino_solitaire.engine.games import get_rules, make_setup
from domino_solitaire.engine.tiles import format_tiles

FORMAT = "domino-solitaire/1"
_KNOWN = {"format", "game", "set", "variant", "seed", "deal", "moves"}

#: A record is at most 1 MiB of text (a finished game of the largest set is a few kilobytes).
MAX_RECORD_CHARS = 1 << 20
#: Objects and arrays nest at most this deep (the record itself is level 1).
MAX_DEPTH = 32
#: The longest move text read (the longest move of any game, a turn of six pairs, is 35 characters).
MAX_MOVE_CHARS = 256
#: The most moves a record may hold (a game of the largest set has a few hundred).
MAX_MOVES = 10_000
#: The longest explicit deal read (double-18 written out is about 1,100 characters).
MAX_DEAL_CHARS = 8_192
#: Set sizes are small numbers; anything longer is not a set (the rules name the real ones).
_MAX_SET = 999


@dataclass(frozen=True)
class Transcript:
    """A game as a record file carries it between programs: its deal and its moves, and any other
    fields the file held (``extra``). The history's own record of a game is ``records.GameRecord``."""

    game: str
    size: int
    variant: str
    seed: int | None
    deal: str | None  # the tile order, when the deal is explicit
    moves: tuple[str, ...] = ()
    extra: dict[str, Any] = field(default_factory=dict)

    def setup(self) -> Setup:
        try:
            return make_setup(self.game, self.size, self.variant, seed=self.seed, deal=self.deal)
        except SolitaireError as exc:
            raise RecordError(RecordReason.CAUSE, cause=exc) from None

    def replay(self) -> Game:
        """The game with every move played; RecordError names the first bad move."""
        try:
            return Game.replay(self.setup(), list(self.moves))
        except SolitaireError as exc:
            raise RecordError(RecordReason.CAUSE, cause=exc) from None
        except ValueError as exc:
            # A move the notation let through but a number in it could not be read; from_dict's
            # bounds keep this from happening, so it is a safety net for records built in code.
            raise RecordError(RecordReason.UNREADABLE_MOVE, exc=exc) from None

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": FORMAT,
            "game": self.game,
            "set": self.size,
            "variant": self.variant,
        }
        if self.seed is not None:
            data["seed"] = self.seed
        else:
            data["deal"] = self.deal
        data["moves"] = list(self.moves)
        for key, value in self.extra.items():
            data.setdefault(key, value)
        return data

    def to_json(self) -> str:
        # allow_nan=False: what is written must be JSON that every reader (and from_json) accepts.
        return json.dumps(self.to_dict(), indent=2, allow_nan=False) + "\n"

    @classmethod
    def of_game(cls, game: Game, extra: dict[str, Any] | None = None) -> Transcript:
        setup = game.setup
        deal = None if setup.seed is not None else format_tiles(setup.deal)
        return cls(
            setup.game, setup.size, setup.variant, setup.seed, deal, tuple(game.move_texts()), extra or {}
        )

    @classmethod
    def from_json(cls, text: str) -> Transcript:
        return cls.from_dict(parse_json(text))

    @classmethod
    def from_dict(cls, data: Any) -> Transcript:
        if not isinstance(data, dict):
            raise RecordError(RecordReason.NOT_AN_OBJECT)
        check_value(data)
        fmt = data.get("format", FORMAT)
        if fmt != FORMAT:
            shown = f' "{fmt}"' if isinstance(fmt, str) else ""
            raise RecordError(RecordReason.UNKNOWN_FORMAT, shown=shown, format=FORMAT)
        game = data.get("game")
        if game is None:
            raise RecordError(RecordReason.NO_GAME)
        if not isinstance(game, str):
            raise RecordError(RecordReason.BAD_GAME)
        try:
            rules = get_rules(game)
        except SolitaireError as exc:
            raise RecordError(RecordReason.CAUSE, cause=exc) from None
        size = data.get("set", rules.default_set)
        if not isinstance(size, int) or isinstance(size, bool) or not 0 <= size <= _MAX_SET:
            raise RecordError(RecordReason.BAD_SET)
        variant = data.get("variant", "standard")
        if not isinstance(variant, str):
            raise RecordError(RecordReason.BAD_VARIANT)
        seed, deal = data.get("seed"), data.get("deal")
        if (seed is None) == (deal is None):
            raise RecordError(RecordReason.SEED_OR_DEAL)
        if seed is not None and (
            not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED
        ):
            raise RecordError(RecordReason.BAD_SEED, max_seed=MAX_SEED)
        if deal is not None and not isinstance(deal, str):
            raise RecordError(RecordReason.BAD_DEAL)
        if deal is not None and len(deal) > MAX_DEAL_CHARS:
            raise RecordError(RecordReason.DEAL_TOO_LONG, count=len(deal))
        moves = data.get("moves", [])
        if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
            raise RecordError(RecordReason.BAD_MOVES)
        if len(moves) > MAX_MOVES:
            raise RecordError(RecordReason.TOO_MANY_MOVES, count=len(moves), max_moves=MAX_MOVES)
        for number, move in enumerate(moves, start=1):
            if len(move) > MAX_MOVE_CHARS:
                raise RecordError(
                    RecordReason.MOVE_TOO_LONG, number=number, count=len(move), max_move_chars=MAX_MOVE_CHARS
                )
        extra = {k: v for k, v in data.items() if k not in _KNOWN}
        return cls(game, size, variant, seed, deal, tuple(moves), extra)


def _no_constant(name: str) -> Any:
    raise RecordError(RecordReason.JSON_CONSTANT, name=name)


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise RecordError(RecordReason.NUMBER_TOO_LARGE, value=text[:40])
    return value


def parse_json(text: str) -> Any:
    """Strict, bounded JSON: what a record file holds. RecordError says what is wrong."""
    if len(text) > MAX_RECORD_CHARS:
        raise RecordError(RecordReason.TOO_LONG, number=MAX_RECORD_CHARS // 1024)
    try:
        return json.loads(text, parse_constant=_no_constant, parse_float=_finite)
    except RecordError:
        raise
    except json.JSONDecodeError as exc:
        raise RecordError(RecordReason.BAD_JSON, lineno=exc.lineno, colno=exc.colno) from None
    except RecursionError:
        raise RecordError(RecordReason.TOO_DEEP, max_depth=MAX_DEPTH) from None
    except ValueError:
        # Python refuses to read integers of more than 4,300 digits.
        raise RecordError(RecordReason.TOO_MANY_DIGITS) from None


def check_value(data: Any) -> None:
    """Refuse nesting deeper than MAX_DEPTH, non-finite numbers and text that is not Unicode.

    Iterative, so that a value built in code cannot exhaust the stack either.
    """
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, (dict, list)):
            if depth > MAX_DEPTH:
                raise RecordError(RecordReason.TOO_DEEP, max_depth=MAX_DEPTH)
            items = value.items() if isinstance(value, dict) else enumerate(value)
            for key, item in items:
                if isinstance(key, str):
                    _check_text(key)
                stack.append((item, depth + 1))
        elif isinstance(value, str):
            _check_text(value)
        elif isinstance(value, float) and not math.isfinite(value):
            raise RecordError(RecordReason.NOT_FINITE)


def _check_text(text: str) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise RecordError(RecordReason.LONE_SURROGATE) from None
