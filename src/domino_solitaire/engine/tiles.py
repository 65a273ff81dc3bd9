"""Tiles and tile sets."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from domino_solitaire.engine.errors import DealError, DealReason, NotationError, NotationReason

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
            raise NotationError(NotationReason.NOT_A_TILE, text=text.strip())
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
        raise DealError(DealReason.NO_SUCH_SET, size=size, known=SET_SIZES)
    return tuple(Tile(a, b) for a in range(size + 1) for b in range(a, size + 1))


def format_tiles(tiles: Iterable[Tile]) -> str:
    return " ".join(str(t) for t in tiles)


def parse_deal(text: str, size: int) -> tuple[Tile, ...]:
    """Read an explicit deal: exactly one full double-``size`` set, in dealing order."""
    words = text.replace(",", " ").split()
    if not words:
        raise DealError(DealReason.EMPTY_DEAL)
    tiles = tuple(Tile.parse(word) for word in words)
    check_full_set(tiles, size)
    return tiles


def check_full_set(tiles: Iterable[Tile], size: int) -> None:
    """Raise DealError naming the tiles that are wrong unless ``tiles`` is exactly the set."""
    wanted = full_set(size)
    counts = Counter(tiles)
    strangers = tuple(sorted(t for t in counts if t.high > size))
    repeated = tuple(sorted(t for t, n in counts.items() if n > 1 and t.high <= size))
    missing = tuple(t for t in wanted if t not in counts)
    if strangers or repeated or missing:
        raise DealError(
            DealReason.NOT_A_FULL_SET,
            size=size,
            count=len(wanted),
            strangers=strangers,
            repeated=repeated,
            missing=missing,
        )
