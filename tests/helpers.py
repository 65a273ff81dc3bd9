"""Building hand-made positions for the rule tests."""

from domino_solitaire.engine import Tile, full_set


def tiles(text: str) -> tuple[Tile, ...]:
    return tuple(Tile.parse(word) for word in text.split())


def deal_starting_with(size: int, first: str) -> tuple[Tile, ...]:
    """A full deal of the set that starts with the given tiles, the rest in canonical order."""
    head = tiles(first)
    return head + tuple(t for t in full_set(size) if t not in head)
