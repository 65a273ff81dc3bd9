"""The start screen's difficulty: any deal, a grade, or "at my level" (issue 30), the grade where
the player wins about half the time, picked by ``store.level`` (as ``play --difficulty mine`` does);
and the line under it, which says what the deals to come are: how many of this set can be won, or
the grade "at my level" picked and why (or that there are too few games yet, and what it falls back to).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, cast

from textual import on
from textual.screen import Screen
from textual.widgets import Label, Select

from domino_solitaire.engine import GAMES
from domino_solitaire.i18n import _
from domino_solitaire.solver.rates import MEASURED, winnable_count
from domino_solitaire.store.level import MINE, Level, my_level
from domino_solitaire.tui.option_lists import SafeSelect
from domino_solitaire.tui.screens.base import closed_early
from domino_solitaire.wording.puzzles import MINE_CHOICE, level_text
from domino_solitaire.wording.screens import ANY_GRADE, win_rate_text
from domino_solitaire.wording.words import grade_word

if TYPE_CHECKING:
    from domino_solitaire.records import GameRecord
    from domino_solitaire.store.keeper import GameKeeper


class LevelHost(Protocol):
    """What the difficulty asks of the app: the player's games, and the settings to keep its choice."""

    recorder: GameKeeper

    def remember(self, **changes: object) -> None: ...


class DifficultyChoice(Screen[None]):
    """Mixed into the start screen: its difficulty field (``#difficulty``) and the line under the
    deal's fields (``#win-rate``). The screen gives ``chosen_kind`` and sets ``grades`` first."""

    #: The difficulty grades the list offers (those of the chosen game, set and variant).
    grades: list[str]

    def chosen_kind(self) -> tuple[str, int, str]:
        raise NotImplementedError

    @property
    def level_host(self) -> LevelHost:
        return cast("LevelHost", self.app)

    def difficulty_field(self) -> SafeSelect[str]:
        wanted = self.level_host.recorder.settings.difficulty
        return SafeSelect[str](
            self.difficulty_options(),
            prompt=_(ANY_GRADE),
            id="difficulty",
            compact=True,
            # The grade asked for last time, if any ("any" is no choice).
            value=wanted if wanted is not None else Select.NULL,
        )

    def difficulty_options(self) -> list[tuple[str, str]]:
        return [(_(MINE_CHOICE), MINE), *((grade_word(grade), grade) for grade in self.grades)]

    def offer_grades(self) -> None:
        """The difficulty list: only the grades this game, set and variant has (Castle Rock
        double-12 has no easy deal, double-15 no winnable one at all); and the line under it."""
        from domino_solitaire.solver.difficulty import wanted_offered

        if closed_early(self):
            return
        game, size, variant = self.chosen_kind()
        if size not in GAMES[game].sets or variant not in GAMES[game].variants:
            return  # the fields still hold the previous game's choices: its change comes next
        grades = wanted_offered(game, size, variant)
        if grades != self.grades:
            self.grades = grades
            field = self.query_one("#difficulty", Select)
            wanted = self.level_host.recorder.settings.difficulty
            field.set_options(self.difficulty_options())
            # The grade asked for stays the player's choice for the kinds that have it.
            field.value = wanted if wanted in (MINE, *grades) else Select.NULL
        self.show_note()

    def level(self) -> Level:
        """The grade "at my level" picks in the chosen game, set and variant, from the player's games."""
        counted: list[GameRecord] = self.level_host.recorder.read(
            lambda store: store.counted(*self.chosen_kind()), []
        )
        return my_level(counted, self.grades)

    def wanted_grade(self) -> str | None:
        """The grade new deals are chosen from (None: any deal)."""
        value = self.query_one("#difficulty", Select).value
        if value == MINE:
            return self.level().grade
        return value if isinstance(value, str) else None

    def note_text(self) -> str:
        """The line under the deal's fields: the grade "at my level" picks, else how many deals of
        this kind can be won at all, as the solver counted them."""
        if self.query_one("#difficulty", Select).value == MINE:
            return level_text(self.level())
        return rate_text(*self.chosen_kind())

    def show_note(self) -> None:
        for label in self.query("#win-rate").results(Label):  # none once the screen is closing
            label.update(self.note_text())

    @on(Select.Changed, "#difficulty")
    def difficulty_changed(self, event: Select.Changed) -> None:
        self.show_note()
        value = event.value
        wanted = self.level_host.recorder.settings.difficulty
        if not isinstance(value, str) and wanted not in (None, MINE) and wanted not in self.grades:
            return  # "any" only because this set has no such grade: the wish is kept for the others
        self.level_host.remember(difficulty=value if isinstance(value, str) else None)


def rate_text(game: str, size: int, variant: str) -> str:
    """How many deals of this kind can be won at all, as the solver counted them."""
    count = winnable_count(game, size, variant)
    return "" if count is None else win_rate_text(size, count, MEASURED)
