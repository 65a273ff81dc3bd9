"""What the start screen is given by the app: the player's games and settings, today, new deals."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from domino_solitaire.store.keeper import GameKeeper


@dataclass(frozen=True)
class StartGiven:
    """``recorder``: the player's games and kept settings; ``today`` and ``new_seed``, the day whose
    deals are listed and the number of a random deal (tests fix both); ``served``, played in a
    browser tab; the settings in force as the screen opens (it posts its changes to the app)."""

    recorder: GameKeeper
    today: Callable[[], date]
    new_seed: Callable[[], int]
    served: bool = False
    #: Only winnable deals, as the player said (None: not said, so as each game has it by default).
    winnable: bool | None = None
    show_verdict: bool = True
    screen_reader: bool = False
