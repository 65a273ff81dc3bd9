"""Tiles and tile sets."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from domino_solitaire.engine.errors import DealError, NotationError
from domino_solitaire.i18n import _

#: Every set the program knows, by its highest number.
SET_SIZES: tuple[int, ...] = (6, 9, 12, 15, 18)

_TILE_RE = re.compile(r"^\s*(\d{1,2})\s*-\s*(\d{1,2})\s*$")


@dataclass(frozen=True, order=True, slots=True)
class Tile:
    """One domino: two ends, stored lower number first."""

    low: int
    high: int

    def __post_init__(self) -> None:
        if not 0 <= self.low <= self.high:
            raise ValueError(f"a tile is stored lower number first, got {self.low}-{self.high}")

    @classmethod
    def of(cls, a: int, b: int) -> Tile:
        """The tile with ends ``a`` and ``b``, in either order."""
        return cls(a, b) if a <= b else cls(b, a)

    @classmethod
    def parse(cls, text: str) -> Tile:
        """Read ``a-b`` (either order, surrounding spaces allowed)."""
        match = _TILE_RE.match(text)
        if match is None:
            raise NotationError(
                _('"{text}" is not a tile; write a tile as two numbers, like 3-12').format(text=text.strip())
            )
        return cls.of(int(match.group(1)), int(match.group(2)))

    @property
    def pips(self) -> int:
        return self.low + self.high

    def has(self, number: int) -> bool:
        return number == self.low or number == self.high

    def shares_number(self, other: Tile) -> bool:
        """True when the two tiles have at least one number in common."""
        return (
            self.low == other.low
            or self.low == other.high
            or self.high == other.low
            or self.high == other.high
        )

    def __str__(self) -> str:
        return f"{self.low}-{self.high}"

    def __repr__(self) -> str:
        return f"Tile({self.low}, {self.high})"


@cache
def full_set(size: int) -> tuple[Tile, ...]:
    """All tiles of the double-``size`` set in canonical order: 0-0, 0-1, ..., size-size."""
    if size not in SET_SIZES:
        known = ", ".join(str(s) for s in SET_SIZES)
        raise DealError(
            _("there is no double-{size} set here; sets are {known}").format(size=size, known=known)
        )
    return tuple(Tile(a, b) for a in range(size + 1) for b in range(a, size + 1))


def format_tiles(tiles: Iterable[Tile]) -> str:
    return " ".join(str(t) for t in tiles)


def parse_deal(text: str, size: int) -> tuple[Tile, ...]:
    """Read an explicit deal: exactly one full double-``size`` set, in dealing order."""
    words = text.replace(",", " ").split()
    if not words:
        raise DealError(_('the deal is empty; give every tile of the set, like "0-0 3-5 ..."'))
    tiles = tuple(Tile.parse(word) for word in words)
    check_full_set(tiles, size)
    return tiles


def check_full_set(tiles: Iterable[Tile], size: int) -> None:
    """Raise DealError naming what is wrong unless ``tiles`` is exactly the set."""
    wanted = full_set(size)
    counts = Counter(tiles)
    strangers = sorted(t for t in counts if t.high > size)
    repeated = sorted(t for t, n in counts.items() if n > 1 and t.high <= size)
    missing = [t for t in wanted if t not in counts]
    problems = []
    if strangers:
        problems.append(
            _("not in a double-{size} set: {tiles}").format(size=size, tiles=format_tiles(strangers))
        )
    if repeated:
        problems.append(_("repeated: {tiles}").format(tiles=format_tiles(repeated)))
    if missing:
        shown = format_tiles(missing[:12]) + (" ..." if len(missing) > 12 else "")
        problems.append(_("missing {count}: {shown}").format(count=len(missing), shown=shown))
    if problems:
        raise DealError(
            _("the deal is not one full double-{size} set ({count} tiles): ").format(
                size=size, count=len(wanted)
            )
            + "; ".join(problems)
        )
