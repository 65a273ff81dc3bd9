"""The engine's errors: each message says what is wrong in the player's terms."""


class SolitaireError(Exception):
    """Base of every error the engine raises for bad input."""


class NotationError(SolitaireError, ValueError):
    """Text that is not a tile, a move or a deal in the documented notation."""


class DealError(SolitaireError, ValueError):
    """A deal, a set or a seed that cannot be played."""


class IllegalMove(SolitaireError):
    """A well-formed move that the rules do not allow in this position."""


class RecordError(SolitaireError, ValueError):
    """A game record that cannot be read or replayed."""
