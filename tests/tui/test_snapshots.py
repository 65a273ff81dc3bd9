"""Snapshots at 80x24: each game's opening and the start screen (fixed deals, no animation, clock frozen)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from tui_driving import SIZE, make_app, setup_of

Compare = Callable[..., bool]


def test_start_screen(snap_compare: Compare) -> None:
    assert snap_compare(make_app(), terminal_size=SIZE)


@pytest.mark.parametrize(
    ("game", "size", "variant"),
    [
        ("good-neighbors", 12, None),
        ("good-neighbors", 9, None),
        ("good-neighbors", 6, None),
        ("luzon", 6, None),
        ("luzon", 6, "six-ends"),
        ("castle-rock", 6, None),
    ],
)
def test_opening(snap_compare: Compare, game: str, size: int, variant: Any) -> None:
    assert snap_compare(make_app(setup_of(game, size, variant, seed=7)), terminal_size=SIZE)


def test_castle_rock_double_18_numerals(snap_compare: Compare) -> None:
    assert snap_compare(make_app(setup_of("castle-rock", 18, seed=7), numerals=True), terminal_size=SIZE)
