"""A short key and resize storm per game: no crash, no freeze, a sound game, a usable screen after."""

from __future__ import annotations

import pytest
from storm import storm

from domino_solitaire.engine.games import GAMES

#: Every game, at its largest set (the most tiles to lay out), each with a seed of its own.
STORMS = [(name, max(rules.sets), 11 + number) for number, (name, rules) in enumerate(GAMES.items())]


@pytest.mark.parametrize(("game", "size", "seed"), STORMS)
async def test_a_storm_of_keys_and_resizes_leaves_the_app_sound(game: str, size: int, seed: int) -> None:
    report = await storm(game, size, seed, batches=4)
    assert report.keys == 4 * 25 and report.resizes > 0
