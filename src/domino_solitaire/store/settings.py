"""The player's settings, kept in the data store between runs.

Stored as one row per setting in the ``settings`` table, each value JSON. Every value is
checked when read: a damaged or unknown one falls back to its default (and is left in the
table as it was), so a bad row can never stop the program from starting.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any, Literal

from domino_solitaire.engine import GAMES, SET_SIZES
from domino_solitaire.i18n import LANGUAGES
from domino_solitaire.records.level import MINE
from domino_solitaire.solver.grades import WANTED_GRADES

TileStyle = Literal["pips", "numbers"]
TILE_STYLES: tuple[TileStyle, ...] = ("pips", "numbers")

_THEME = re.compile(r"^[A-Za-z0-9_.-]{1,64}$")
_TILE_STYLE_KEY = "tile_style/"
_START_KIND_KEY = "start_kind/"


@dataclass(frozen=True)
class StartChoice:
    """The game, set and variant last chosen on the start screen."""

    game: str
    size: int
    variant: str


@dataclass(frozen=True)
class Settings:
    """Every setting, with its default. Change one with ``dataclasses.replace`` or ``with_tile_style``."""

    #: "pips" or "numbers" per set size, where the player chose one (else the UI decides).
    tile_styles: Mapping[int, TileStyle] = field(default_factory=lambda: MappingProxyType({}))
    show_verdict: bool = True
    #: Only winnable new deals; None: as the player has not said, as each game offers them.
    winnable_only: bool | None = None
    #: The difficulty grade wanted for new deals ("mine": the player's level), or None for any deal.
    difficulty: str | None = None
    last_start: StartChoice | None = None
    #: The set and variant last chosen on the start screen for each game (by game name).
    start_kinds: Mapping[str, tuple[int, str]] = field(default_factory=lambda: MappingProxyType({}))
    #: The name of the Textual theme chosen, or None for the default.
    theme: str | None = None
    #: Whether a move that is the only one possible plays by itself, in a game whose rules allow it
    #: (``Rules.forced_moves_play_themselves``); None: as the player has not said, on but under a
    #: screen reader (a move the player did not make is a surprise).
    play_forced: bool | None = None
    #: Play with a screen reader: the terminal cursor on the tile, no clock ticking, no animation.
    screen_reader: bool = False
    #: The language chosen on the start screen ("en", "fr", "ru"), or None for the environment's.
    language: str | None = None

    def tile_style(self, size: int) -> TileStyle | None:
        return self.tile_styles.get(size)

    def with_tile_style(self, size: int, style: TileStyle) -> Settings:
        if size not in SET_SIZES or style not in TILE_STYLES:
            raise ValueError(f"no tile style {style!r} for double-{size}")
        return replace(self, tile_styles=MappingProxyType({**self.tile_styles, size: style}))

    def with_start_kind(self, game: str, size: int, variant: str) -> Settings:
        rules = GAMES.get(game)
        if rules is None or size not in rules.sets or variant not in rules.variants:
            raise ValueError(f"no start choice double-{size} {variant!r} for {game!r}")
        kinds = MappingProxyType({**self.start_kinds, rules.name: (size, variant)})
        return replace(self, start_kinds=kinds)

    def check(self) -> Settings:
        """The same settings, or ValueError naming the first that is out of range."""
        rows = to_rows(self)
        if from_rows(rows.items()) != self:
            raise ValueError("a setting is out of range")
        return self


def to_rows(settings: Settings) -> dict[str, str]:
    """The settings as the table's key/value rows (values JSON)."""
    rows: dict[str, Any] = {
        f"{_TILE_STYLE_KEY}{size}": style for size, style in sorted(settings.tile_styles.items())
    }
    rows["show_verdict"] = settings.show_verdict
    rows["play_forced"] = settings.play_forced
    rows["screen_reader"] = settings.screen_reader
    rows["winnable_only"] = settings.winnable_only
    rows["difficulty"] = settings.difficulty
    start = settings.last_start
    rows["last_start"] = (
        None if start is None else {"game": start.game, "set": start.size, "variant": start.variant}
    )
    for game, (size, variant) in sorted(settings.start_kinds.items()):
        rows[f"{_START_KIND_KEY}{game}"] = {"set": size, "variant": variant}
    rows["theme"] = settings.theme
    rows["language"] = settings.language
    return {key: json.dumps(value) for key, value in rows.items()}


def from_rows(rows: Iterable[tuple[Any, Any]]) -> Settings:
    """Settings from the table's rows; anything unreadable or out of range is left at its default."""
    values: dict[str, Any] = {}
    for key, text in rows:
        if not isinstance(key, str) or not isinstance(text, str) or len(text) > 4096:
            continue
        try:
            values[key] = json.loads(text)
        except (ValueError, RecursionError):
            continue
    styles: dict[int, TileStyle] = {}
    for size in SET_SIZES:
        style = values.get(f"{_TILE_STYLE_KEY}{size}")
        if style == "pips" or style == "numbers":
            styles[size] = style
    kinds: dict[str, tuple[int, str]] = {}
    for game in GAMES:
        value = values.get(f"{_START_KIND_KEY}{game}")
        choice = _start_choice({**value, "game": game}) if isinstance(value, dict) else None
        if choice is not None:
            kinds[choice.game] = (choice.size, choice.variant)
    defaults = Settings()
    verdict, winnable = values.get("show_verdict"), values.get("winnable_only")
    difficulty, theme = values.get("difficulty"), values.get("theme")
    forced, reader = values.get("play_forced"), values.get("screen_reader")
    language = values.get("language")
    return Settings(
        tile_styles=MappingProxyType(styles),
        show_verdict=verdict if isinstance(verdict, bool) else defaults.show_verdict,
        winnable_only=winnable if isinstance(winnable, bool) else defaults.winnable_only,
        difficulty=difficulty if difficulty in (*WANTED_GRADES, MINE) else None,
        last_start=_start_choice(values.get("last_start")),
        start_kinds=MappingProxyType(kinds),
        theme=theme if isinstance(theme, str) and _THEME.match(theme) else None,
        play_forced=forced if isinstance(forced, bool) else defaults.play_forced,
        screen_reader=reader if isinstance(reader, bool) else defaults.screen_reader,
        language=language if isinstance(language, str) and language in LANGUAGES else None,
    )


def _start_choice(value: Any) -> StartChoice | None:
    if not isinstance(value, dict):
        return None
    game, size, variant = value.get("game"), value.get("set"), value.get("variant")
    rules = GAMES.get(game) if isinstance(game, str) else None
    if rules is None or isinstance(size, bool) or size not in rules.sets or variant not in rules.variants:
        return None
    return StartChoice(rules.name, int(size), str(variant))


def read_settings(folder: str | os.PathLike[str] | None = None) -> Settings | None:
    """The player's settings alone, read before the store is opened, for a game's first frame: one
    read-only query, no check of the file (``store.open_store`` checks it after that frame). None when
    they cannot be read so (no database yet, a damaged one): the store's opening says what it finds."""
    import sqlite3

    from domino_solitaire.store.location import DB_NAME, data_dir

    try:
        path = data_dir(folder) / DB_NAME
        if not path.is_file():
            return None
        connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
        try:
            return from_rows(connection.execute("SELECT key, value FROM settings"))
        finally:
            connection.close()
    except (sqlite3.Error, OSError, ValueError, RuntimeError):
        return None
