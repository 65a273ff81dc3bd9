"""The games the program knows, and how a game is set up from a seed or a deal."""

from __future__ import annotations

from dataclasses import dataclass

from domino_solitaire.engine.castle_rock import CastleRock
from domino_solitaire.engine.deals import check_seed, deal_for_seed
from domino_solitaire.engine.errors import DealError, DealReason
from domino_solitaire.engine.four_rows import FourRows
from domino_solitaire.engine.game import Rules, Setup
from domino_solitaire.engine.good_neighbors import GoodNeighbors
from domino_solitaire.engine.luzon import Luzon
from domino_solitaire.engine.tiles import Tile, parse_deal

GAMES: dict[str, Rules] = {
    rules.name: rules for rules in (GoodNeighbors(), Luzon(), CastleRock(), FourRows())
}


@dataclass(frozen=True, order=True)
class GameKind:
    """A kind of game: the game, the set it is played with and its variant (not yet a deal)."""

    game: str
    size: int
    variant: str = "standard"

    @classmethod
    def of(cls, setup: Setup) -> GameKind:
        return cls(setup.game, setup.size, setup.variant)

    @property
    def rules(self) -> Rules:
        return get_rules(self.game)

    def setup(self, *, seed: int | None = None, deal: str | tuple[Tile, ...] | None = None) -> Setup:
        """This kind of game with a deal: its number or the deal itself."""
        return make_setup(self.game, self.size, self.variant, seed=seed, deal=deal)


def configurations() -> list[tuple[str, int, str]]:
    """Every (game, set, variant) the program offers, games in GAMES order, sets as each game lists them."""
    return [
        (name, size, variant)
        for name, rules in GAMES.items()
        for size in rules.sets
        for variant in rules.variants
    ]


def get_rules(name: str) -> Rules:
    try:
        return GAMES[name]
    except KeyError:
        raise DealError(DealReason.NO_SUCH_GAME, name=name, known=tuple(GAMES)) from None


def make_setup(
    game: str,
    size: int | None = None,
    variant: str | None = None,
    *,
    seed: int | None = None,
    deal: str | tuple[Tile, ...] | None = None,
) -> Setup:
    """A setup from the player's choices; exactly one of ``seed`` and ``deal``."""
    rules = get_rules(game)
    size = rules.default_set if size is None else size
    variant = "standard" if variant is None else variant
    rules.check_setup(size, variant)
    if seed is None and deal is None:
        raise DealError(DealReason.SEED_NEEDED)
    if seed is not None and deal is not None:
        raise DealError(DealReason.SEED_AND_DEAL)
    if seed is not None:
        return Setup(rules, size, variant, deal_for_seed(size, check_seed(seed)), seed)
    assert deal is not None
    tiles = parse_deal(deal, size) if isinstance(deal, str) else deal
    return Setup(rules, size, variant, tiles, None)
