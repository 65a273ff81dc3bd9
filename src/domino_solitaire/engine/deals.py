"""Numbered deals that never change.

CPython does not promise that ``random.shuffle`` gives the same order across
versions, so the deal generator is written out here and pinned by golden
tests: SplitMix64 feeding a Fisher-Yates shuffle with rejection sampling.
docs/notation.md states the algorithm for other programs.
"""

from __future__ import annotations

from domino_solitaire.engine.errors import DealError
from domino_solitaire.engine.tiles import Tile, full_set
from domino_solitaire.i18n import _

MAX_SEED = 2**63 - 1
_MASK = 2**64 - 1


class SplitMix64:
    """The SplitMix64 generator (Steele, Lea and Flood, 2014)."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, bound: int) -> int:
        """A uniform number in 0..bound-1, without modulo bias."""
        limit = 2**64 - (2**64 % bound)
        while True:
            r = self.next()
            if r < limit:
                return r % bound


#: Random deals are drawn from 1 to this: seven digits, to be said and typed (every deal number up to
#: MAX_SEED stays the deal it always was).
LAST_RANDOM_SEED = 9_999_999


def random_seed() -> int:
    """A random deal number from 1 to LAST_RANDOM_SEED."""
    import secrets  # loads hashlib and random: only a game's start pays for it

    return 1 + secrets.randbelow(LAST_RANDOM_SEED)


def check_seed(seed: int) -> int:
    if not 0 <= seed <= MAX_SEED:
        raise DealError(
            _("deal number {seed} is out of range; use 0 to {max_seed}").format(seed=seed, max_seed=MAX_SEED)
        )
    return seed


#: A deal number is at most 19 digits; text this long is not one, whatever its digits (and Python
#: refuses to read integers of more than 4,300 digits at all).
_MAX_SEED_CHARS = 64


def parse_seed(text: str) -> int:
    """Read a deal number; DealError says why the text is not one (or is out of range)."""
    cleaned = text.strip().replace("_", "")
    if len(cleaned) > _MAX_SEED_CHARS:
        if cleaned.isdecimal():
            raise DealError(
                _("that deal number ({count} digits) is out of range; use 0 to {max_seed}").format(
                    count=len(cleaned), max_seed=MAX_SEED
                )
            )
        raise DealError(
            _("that is not a deal number; use a whole number from 0 to {max_seed}").format(max_seed=MAX_SEED)
        )
    try:
        seed = int(cleaned, 10)
    except ValueError:
        raise DealError(
            _('"{text}" is not a deal number; use a whole number from 0 to {max_seed}').format(
                text=text, max_seed=MAX_SEED
            )
        ) from None
    return check_seed(seed)


def deal_for_seed(size: int, seed: int) -> tuple[Tile, ...]:
    """The tile order of deal number ``seed`` for the double-``size`` set."""
    check_seed(seed)
    tiles = list(full_set(size))
    rng = SplitMix64(seed)
    for i in range(len(tiles) - 1, 0, -1):
        j = rng.below(i + 1)
        tiles[i], tiles[j] = tiles[j], tiles[i]
    return tuple(tiles)
