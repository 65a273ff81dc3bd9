"""The rules engine: pure, no I/O, no user interface.

Nothing here imports textual or rich, or touches files; the tests check it.
"""

from domino_solitaire.engine.deals import LAST_RANDOM_SEED, MAX_SEED, deal_for_seed, parse_seed, random_seed
from domino_solitaire.engine.errors import (
    DealError,
    DealReason,
    IllegalMove,
    IllegalReason,
    NotationError,
    NotationReason,
    RecordError,
    RecordReason,
    SolitaireError,
)
from domino_solitaire.engine.game import Game, LayoutChange, Move, Position, Reading, Rules, Setup, Status
from domino_solitaire.engine.games import GAMES, GameKind, configurations, get_rules, make_setup
from domino_solitaire.engine.record import Transcript
from domino_solitaire.engine.tiles import SET_SIZES, Tile, format_tiles, full_set, parse_deal

__all__ = [
    "GAMES",
    "LAST_RANDOM_SEED",
    "MAX_SEED",
    "SET_SIZES",
    "DealError",
    "DealReason",
    "Game",
    "GameKind",
    "IllegalMove",
    "IllegalReason",
    "LayoutChange",
    "Move",
    "NotationError",
    "NotationReason",
    "Position",
    "Reading",
    "RecordError",
    "RecordReason",
    "Rules",
    "Setup",
    "SolitaireError",
    "Status",
    "Tile",
    "Transcript",
    "configurations",
    "deal_for_seed",
    "format_tiles",
    "full_set",
    "get_rules",
    "make_setup",
    "parse_deal",
    "parse_seed",
    "random_seed",
]
