"""A short key and resize storm per game: no crash, no freeze, a sound game, a usable screen after."""

from __future__ import annotations

import pytest
from storm import storm


@pytest.mark.parametrize(
    ("game", "size", "seed"),
    [("good-neighbors", 12, 11), ("luzon", 6, 12), ("castle-rock", 9, 13)],
)
async def test_a_storm_of_keys_and_resizes_leaves_the_app_sound(game: str, size: int, seed: int) -> None:
    report = await storm(game, size, seed, batches=4)
    assert report.keys == 4 * 25 and report.resizes > 0
