"""The difficulty grades' names: the one list the solver, the store, the settings, the command line
and the screens all take them from (docs/difficulty.md says what each means). Pure and light: no
search is loaded with it."""

from __future__ import annotations

from enum import Enum


class Grade(str, Enum):
    """How hard a deal is for a person; "unwinnable" for a deal that cannot be won."""

    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"
    EXPERT = "expert"
    UNWINNABLE = "unwinnable"

    def __str__(self) -> str:
        return self.value


#: Every grade's name, easiest first.
GRADES: tuple[str, ...] = tuple(grade.value for grade in Grade)
#: The grades a player can ask for (an unwinnable deal is never what one wants).
WANTED_GRADES: tuple[str, ...] = GRADES[:-1]
#: The daily tiers: each day each game has an easy, a medium and a hard deal besides the day's own
#: (solver/difficulty.py's ``daily_deal``).
TIERS: tuple[Grade, ...] = (Grade.EASY, Grade.MEDIUM, Grade.HARD)
