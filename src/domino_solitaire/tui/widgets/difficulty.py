"""The start screen's difficulty field: any deal, a grade, or "at my level", the grade where the
player wins about half the time, picked by ``records.level`` (as ``play --difficulty mine`` does); and
the line under the deal's fields, which says what the deals to come are: how many of this set can be
won, or the grade "at my level" picks and why (or that there are too few games yet, and what it
falls back to)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.widgets import Select

from domino_solitaire.engine import GAMES
from domino_solitaire.records.level import MINE, Level, my_level
from domino_solitaire.solver.grades import WANTED_GRADES
from domino_solitaire.solver.rates import MEASURED, winnable_count
from domino_solitaire.tui.kept_settings import remember
from domino_solitaire.tui.option_lists import SafeSelect
from domino_solitaire.wording.labels import difficulty_labels
from domino_solitaire.wording.puzzles import level_text
from domino_solitaire.wording.screens import win_rate_text
from domino_solitaire.wording.words import grade_word

if TYPE_CHECKING:
    from domino_solitaire.records import GameRecord
    from domino_solitaire.store.keeper import GameKeeper

#: A game, set and variant.
Kind = tuple[str, int, str]


class DifficultyField(SafeSelect[str]):
    """The grades of the chosen game, set and variant (``offer``), "at my level" first; the grade
    asked for last time chosen (kept in the settings, and kept again when the player changes it)."""

    def __init__(self, recorder: GameKeeper, *, id: str | None = None) -> None:
        self.recorder = recorder
        #: The difficulty grades the list offers (those of the chosen game, set and variant).
        self.grades = list(WANTED_GRADES)
        wanted = recorder.settings.difficulty
        super().__init__(
            self.options(),
            prompt=difficulty_labels().any_grade,
            id=id,
            compact=True,
            # The grade asked for last time, if any ("any" is no choice).
            value=wanted if wanted is not None else Select.NULL,
        )

    def options(self) -> list[tuple[str, str]]:
        return [(difficulty_labels().mine, MINE), *((grade_word(grade), grade) for grade in self.grades)]

    def offer(self, kind: Kind) -> None:
        """Offer only the grades ``kind`` has (a large set may have no easy deal, or no winnable one)."""
        from domino_solitaire.solver.difficulty import wanted_offered

        game, size, variant = kind
        if size not in GAMES[game].sets or variant not in GAMES[game].variants:
            return  # the fields still hold the previous game's choices: its change comes next
        grades = wanted_offered(game, size, variant)
        if grades != self.grades:
            self.grades = grades
            wanted = self.recorder.settings.difficulty
            self.set_options(self.options())
            # The grade asked for stays the player's choice for the kinds that have it.
            self.value = wanted if wanted in (MINE, *grades) else Select.NULL

    def level(self, kind: Kind) -> Level:
        """The grade "at my level" picks in ``kind``, from the player's games."""
        counted: list[GameRecord] = self.recorder.read(lambda store: store.counted(*kind), [])
        return my_level(counted, self.grades)

    def wanted_grade(self, kind: Kind) -> str | None:
        """The grade new deals of ``kind`` are chosen from (None: any deal)."""
        if self.value == MINE:
            return self.level(kind).grade
        return self.value if isinstance(self.value, str) else None

    def note_text(self, kind: Kind) -> str:
        """The line under the deal's fields: the grade "at my level" picks, else how many deals of
        ``kind`` can be won at all, as the solver counted them."""
        if self.value == MINE:
            return level_text(self.level(kind))
        return rate_text(*kind)

    def keep_choice(self) -> None:
        """Keep the grade chosen for the next run; "any" only because this set has no such grade
        keeps the wish for the others."""
        value = self.value
        wanted = self.recorder.settings.difficulty
        if not isinstance(value, str) and wanted not in (None, MINE) and wanted not in self.grades:
            return
        warn = lambda text: self.notify(text, severity="warning")  # noqa: E731
        remember(self.recorder, warn, difficulty=value if isinstance(value, str) else None)


def rate_text(game: str, size: int, variant: str) -> str:
    """How many deals of this kind can be won at all, as the solver counted them."""
    count = winnable_count(game, size, variant)
    return "" if count is None else win_rate_text(size, count, MEASURED)
