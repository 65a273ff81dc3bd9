"""Tiles, tile sets and explicit deals."""

import pytest

from domino_solitaire.engine import DealError, NotationError, Tile, full_set, parse_deal
from domino_solitaire.wording.errors import error_text
from helpers import raises_saying


def test_tile_text_puts_the_lower_number_first() -> None:
    assert str(Tile.of(12, 3)) == "3-12"
    assert Tile.of(5, 2) == Tile(2, 5)


@pytest.mark.parametrize("text", ["3-12", "12-3", " 12 - 3 ", "3-12\n"])
def test_parse_accepts_either_order_and_spaces(text: str) -> None:
    assert Tile.parse(text) == Tile(3, 12)


@pytest.mark.parametrize("text", ["", "3", "3-", "-3", "a-b", "3-4-5", "3+4", "123-1", "3 4"])
def test_parse_rejects_anything_else(text: str) -> None:
    with raises_saying(NotationError, "is not a tile"):
        Tile.parse(text)


def test_tile_must_be_stored_lower_first() -> None:
    with pytest.raises(ValueError):
        Tile(5, 2)


@pytest.mark.parametrize(("size", "count"), [(6, 28), (9, 55), (12, 91), (15, 136), (18, 190)])
def test_set_sizes(size: int, count: int) -> None:
    tiles = full_set(size)
    assert len(tiles) == count == len(set(tiles))
    assert tiles[0] == Tile(0, 0) and tiles[1] == Tile(0, 1) and tiles[-1] == Tile(size, size)
    assert list(tiles) == sorted(tiles)


def test_unknown_set() -> None:
    with raises_saying(DealError, "no double-7 set"):
        full_set(7)


def test_shares_number() -> None:
    assert Tile(3, 5).shares_number(Tile(5, 9))
    assert Tile(3, 5).shares_number(Tile(0, 3))
    assert not Tile(3, 5).shares_number(Tile(6, 6))
    assert Tile(4, 4).shares_number(Tile(4, 7))


def test_parse_deal_round_trip() -> None:
    text = " ".join(str(t) for t in reversed(full_set(6)))
    assert parse_deal(text, 6) == tuple(reversed(full_set(6)))


def test_parse_deal_names_missing_and_repeated_tiles() -> None:
    tiles = [str(t) for t in full_set(6)]
    tiles[3] = "0-0"  # 0-3 replaced by a second 0-0
    with pytest.raises(DealError) as info:
        parse_deal(" ".join(tiles), 6)
    message = error_text(info.value)
    assert "repeated: 0-0" in message and "missing 1: 0-3" in message


def test_parse_deal_names_tiles_from_another_set() -> None:
    tiles = [str(t) for t in full_set(6)] + ["7-9"]
    with raises_saying(DealError, "not in a double-6 set: 7-9"):
        parse_deal(" ".join(tiles), 6)


def test_parse_deal_empty() -> None:
    with raises_saying(DealError, "empty"):
        parse_deal("  ", 6)


def test_parse_deal_bad_word() -> None:
    with raises_saying(NotationError, '"x" is not a tile'):
        parse_deal("0-0 x", 6)
