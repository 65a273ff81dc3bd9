"""The start screen's list of today's deals: one line a game, at the set and variant it is set to,
with the deal's grade (or its goal, par) and how it went today. A deal not known yet is found by the
solver in a worker ("…" until then)."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from datetime import date
from functools import partial
from typing import Any

from textual.content import Content
from textual.widgets.option_list import Option
from textual.worker import get_current_worker

from domino_solitaire.engine import GAMES, SolitaireError
from domino_solitaire.i18n import _
from domino_solitaire.records import GameRecord, daily_best
from domino_solitaire.records.month import tier_of
from domino_solitaire.tui.dailies import daily_of, known_daily
from domino_solitaire.tui.option_lists import SafeOptionList
from domino_solitaire.wording.screens import DAILY_NOT_FOUND, par_goal_text
from domino_solitaire.wording.stats import daily_mark
from domino_solitaire.wording.text import kind_label
from domino_solitaire.wording.words import grade_word

#: A game, set and variant.
Kind = tuple[str, int, str]


class TodaysDeals(SafeOptionList):
    """Each game's deal of ``day`` (of the daily ``tier``; None: the day's own) at the set and
    variant ``kinds`` gives it (the screen's, changed as the player chooses); ``played``, the
    player's games of that day, by game, set, variant and tier."""

    def __init__(self, kinds: Mapping[str, tuple[int, str]], day: date, *, id: str | None = None) -> None:
        self.kinds, self.day = kinds, day
        #: The daily tier the list offers (None: the day's own deals).
        self.tier: str | None = None
        self.played: dict[tuple[str, int, str, str | None], list[GameRecord]] = {}
        #: The deals the solver could not find (within its time): the line says so.
        self.unfound: set[tuple[str, int, str, date, str | None]] = set()
        super().__init__(*(Option(self.line(name), id=name) for name in GAMES), id=id, compact=True)

    def line(self, game: str) -> Content:
        """One game's line: its set, its daily's grade (or its goal, par) and how it went today."""
        size, variant = self.kinds[game]
        found = known_daily(game, size, variant, self.day, self.tier)
        if found is None:
            unfound = (game, size, variant, self.day, self.tier) in self.unfound
            goal, mark = (_(DAILY_NOT_FOUND), "") if unfound else ("…", "")
        else:
            par_goal = found.par if found.goal == "par" else None
            goal = grade_word(found.grade) if par_goal is None else par_goal_text(par_goal)
            best = daily_best(self.played.get((game, size, variant, self.tier), ()), goal_par=par_goal)
            mark = daily_mark(best, goal_par=par_goal)
        # The goal reached in the success colour, anything else played muted.
        look = "$text-success" if mark.startswith("✓") else "$text-muted"
        # The game, set and variant short: the longest line fits 56 columns (the screen at 60x18).
        return Content.assemble(f"{kind_label(game, size, variant):<19}{goal:<13}", (mark, look))

    def took(self, day: date, games: list[GameRecord]) -> None:
        """``games``, the player's of ``day``, shown; the deals not known yet found."""
        self.day, self.played = day, {}
        self.unfound.clear()  # tried again
        for info in games:
            kind = (info.game, info.size, info.variant, tier_of(str(info.origin) if info.origin else None))
            self.played.setdefault(kind, []).append(info)
        self.renew()

    def offer_tier(self, tier: str | None) -> None:
        self.tier = tier
        self.renew()

    def renew(self) -> None:
        """Every line again (the kinds, the tier or the games changed), and the deals not known yet
        found in a worker."""
        self.draw_lines()
        missing = [
            (name, *self.kinds[name])
            for name in GAMES
            if known_daily(name, *self.kinds[name], self.day, self.tier) is None
            and (name, *self.kinds[name], self.day, self.tier) not in self.unfound
        ]
        if missing:
            found = partial(self.found, missing, self.day, self.tier)
            self.screen.run_worker(found, group="start-dailies", exclusive=True)

    def draw_lines(self) -> None:
        if self.is_attached:  # not once the screen is closing
            for index, name in enumerate(GAMES):
                self.replace_option_prompt_at_index(index, self.line(name))

    async def found(self, kinds: list[Kind], day: date, tier: str | None) -> Any:
        worker = get_current_worker()
        for kind in kinds:
            try:
                await asyncio.to_thread(daily_of, *kind, day, lambda: worker.is_cancelled, tier)
            except SolitaireError:
                # Choosing the line searches again, and says why when it fails again.
                self.unfound.add((*kind, day, tier))
            # A worker replaced (another set chosen) or a screen closing is cancelled: nothing to show.
            if worker.is_cancelled or not self.is_attached:
                return
            self.draw_lines()
