"""The start screen: choose a game, set, variant and deal number; read the rules, see the statistics,
or resume the unfinished game."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from datetime import date
from functools import partial
from typing import TYPE_CHECKING, Any, ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Input, Label, RadioButton, RadioSet, Select
from textual.worker import get_current_worker

from domino_solitaire.engine import GAMES, Rules, Setup, SolitaireError, make_setup, parse_seed
from domino_solitaire.solver.rates import MEASURED, winnable_count
from domino_solitaire.store.settings import WANTED_GRADES as GRADES
from domino_solitaire.store.settings import StartChoice
from domino_solitaire.tui.screens.base import SizeWatcher, closed_early
from domino_solitaire.tui.widgets.footer import KeyFooter
from domino_solitaire.wording import game_description

if TYPE_CHECKING:
    from domino_solitaire.tui.app import DominoApp

NAMES = list(GAMES)


class StartScreen(SizeWatcher, Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "play", "Play"),
        Binding("f2", "rules", "Rules"),
        Binding("f3", "stats", "Statistics"),
        Binding("escape", "app.request_quit", "Quit"),
    ]

    def compose(self) -> ComposeResult:
        app = self.domino_app
        # The game, set and variant chosen last time, else the first game's defaults.
        last = app.recorder.settings.last_start
        first = GAMES[last.game] if last is not None else GAMES[NAMES[0]]
        size = last.size if last is not None else first.default_set
        variant = last.variant if last is not None else "standard"
        #: The game whose remembered set and variant the screen opened with, until another is chosen.
        self.remembered: str | None = first.name
        # Compact fields, so that the whole screen (choices, rates and buttons) fits 80x24.
        with VerticalScroll(id="start"):
            yield Label("Domino Solitaire", id="start-title")
            with RadioSet(id="game", compact=True):
                for rules in GAMES.values():
                    yield RadioButton(rules.title, value=rules is first, compact=True)
            yield Label(self.objective(first), id="objective")
            with Horizontal(classes="row"):
                yield Label("Set", classes="field")
                yield Select[int](
                    self.set_options(first),
                    value=size,
                    allow_blank=False,
                    id="set",
                    compact=True,
                )
                yield Label("Variant", classes="field")
                yield Select[str](
                    [(v, v) for v in first.variants],
                    value=variant,
                    allow_blank=False,
                    id="variant",
                    compact=True,
                )
            with Horizontal(classes="row"):
                yield Label("Deal number", classes="field")
                yield Input(
                    placeholder="empty: a random deal",
                    id="seed",
                    restrict=r"[0-9]*",
                    max_length=19,
                    compact=True,
                )
                yield Label("Difficulty", classes="field")
                wanted = app.recorder.settings.difficulty
                yield Select[str](
                    [(grade, grade) for grade in GRADES],
                    prompt="any",
                    id="difficulty",
                    compact=True,
                    # The grade asked for last time, if any ("any" is no choice).
                    value=wanted if wanted is not None else Select.NULL,
                )
            yield Label(self.rate_text(first.name, size, variant), id="win-rate")
            with Horizontal(classes="row"):
                yield Checkbox("Winnable deals only", app.winnable, id="winnable", compact=True)
                yield Checkbox("Show if still winnable", app.show_verdict, id="verdict", compact=True)
            yield Label("", id="start-error", markup=False)
            yield Label("↑ ↓ choose · enter picks · tab: next field · ctrl+s plays", id="start-hint")
            with Horizontal(classes="buttons"):
                yield Button("Play", id="play", variant="success", compact=True)
                yield Button("Daily", id="daily", variant="success", compact=True, tooltip="Today's deal")
                yield Button("Resume", id="resume", variant="success", disabled=True, compact=True)
                yield Button("Rules", id="rules", variant="primary", compact=True)
                yield Button("Statistics", id="stats", variant="primary", compact=True)
                yield Button("Quit", id="quit", variant="error", compact=True)
        yield KeyFooter()

    @property
    def domino_app(self) -> DominoApp:
        from domino_solitaire.tui.app import DominoApp

        assert isinstance(self.app, DominoApp)
        return self.app

    def on_mount(self) -> None:
        if closed_early(self):
            return
        self.query_one("#game", RadioSet).focus()

    def on_screen_resume(self) -> None:
        # Back from a game: it may have been left unfinished, or given up.
        self.update_resume()

    def update_resume(self) -> None:
        """Resume is enabled while an unfinished game is stored; its tooltip says which."""
        info = self.domino_app.recorder.latest_unfinished()
        button = self.query_one("#resume", Button)
        button.disabled = info is None
        button.tooltip = (
            None if info is None else f"Play on: {game_description(info)}, {info.move_count} moves"
        )

    def rate_text(self, game: str, size: int, variant: str) -> str:
        """How many deals of this kind can be won at all, as the solver counted them."""
        count = winnable_count(game, size, variant)
        if count is None:
            return ""
        if count == 0:
            return f"double-{size}: no winnable deal in {MEASURED:,} (play for the fewest tiles left)"
        return f"double-{size}: {100 * count / MEASURED:.2f}% of deals can be won ({count:,} of {MEASURED:,})"

    def chosen_kind(self) -> tuple[str, int, str]:
        rules = self.chosen_rules()
        size = self.query_one("#set", Select).value
        variant = self.query_one("#variant", Select).value
        return (
            rules.name,
            size if isinstance(size, int) else rules.default_set,
            variant if isinstance(variant, str) else "standard",
        )

    @on(Select.Changed)
    def kind_changed(self) -> None:
        game, size, variant = self.chosen_kind()
        self.query_one("#win-rate", Label).update(self.rate_text(game, size, variant))
        # Only a deal that can be won may be asked for where one is known.
        winnable = self.query_one("#winnable", Checkbox)
        winnable.disabled = winnable_count(game, size, variant) == 0

    @on(Checkbox.Changed, "#winnable")
    def winnable_changed(self, event: Checkbox.Changed) -> None:
        self.domino_app.winnable = event.value
        self.domino_app.remember(winnable_only=event.value)

    @on(Checkbox.Changed, "#verdict")
    def verdict_changed(self, event: Checkbox.Changed) -> None:
        self.domino_app.show_verdict = event.value
        self.domino_app.remember(show_verdict=event.value)

    def objective(self, rules: Rules) -> str:
        return f"{rules.title}: {rules.objective(rules.default_set)}."

    def set_options(self, rules: Rules) -> list[tuple[str, int]]:
        return [(f"double-{size}", size) for size in rules.sets]

    def chosen_rules(self) -> Rules:
        index = self.query_one("#game", RadioSet).pressed_index
        return GAMES[NAMES[max(0, index)]]

    @on(RadioSet.Changed, "#game")
    def game_changed(self) -> None:
        rules = self.chosen_rules()
        self.query_one("#objective", Label).update(self.objective(rules))
        sizes = self.query_one("#set", Select)
        variants = self.query_one("#variant", Select)
        if sizes.value in rules.sets and variants.value in rules.variants and self.remembered == rules.name:
            return  # the choice remembered from last time, as composed
        self.remembered = None
        sizes.set_options(self.set_options(rules))
        sizes.value = rules.default_set
        variants.set_options([(v, v) for v in rules.variants])
        variants.value = "standard"

    @on(Button.Pressed, "#play")
    @on(Input.Submitted, "#seed")
    def action_play(self) -> None:
        app = self.domino_app
        rules = self.chosen_rules()
        size = self.query_one("#set", Select).value
        variant = self.query_one("#variant", Select).value
        text = self.query_one("#seed", Input).value.strip()
        error = self.query_one("#start-error", Label)
        try:
            seed = parse_seed(text) if text else app.new_seed()
            setup = make_setup(
                rules.name,
                size if isinstance(size, int) else None,
                variant if isinstance(variant, str) else None,
                seed=seed,
            )
        except SolitaireError as exc:
            error.update(f"✗ {exc}")
            return
        error.update("")
        app.remember(last_start=StartChoice(setup.game, setup.size, setup.variant))
        wanted = self.query_one("#difficulty", Select).value
        if isinstance(wanted, str):
            self.search(f"Looking for a deal graded {wanted}…", partial(graded, setup, wanted))
        elif app.winnable and not self.query_one("#winnable", Checkbox).disabled:
            self.search("Looking for a winnable deal…", partial(winnable, setup))
        else:
            app.start_game(setup)

    @on(Button.Pressed, "#daily")
    def action_daily(self) -> None:
        game, size, variant = self.chosen_kind()
        self.search("Finding today's deal…", partial(todays, game, size, variant))

    def search(self, saying: str, find: Callable[[StopCheck], tuple[Setup, date | None]]) -> None:
        """Find the deal to play in a worker (the solver may take a moment); the screen goes on."""
        self.query_one("#start-error", Label).update(saying)
        self.run_worker(partial(self.found, find), group="start-search", exclusive=True)

    async def found(self, find: Callable[[StopCheck], tuple[Setup, date | None]]) -> Any:
        worker = get_current_worker()
        error = self.query_one("#start-error", Label)
        try:
            setup, daily = await asyncio.to_thread(find, lambda: worker.is_cancelled)
        except SolitaireError as exc:
            error.update(f"✗ {exc}")
            return
        error.update("")
        if self.is_active:
            self.domino_app.start_game(setup, daily=daily)

    @on(Select.Changed, "#difficulty")
    def difficulty_changed(self, event: Select.Changed) -> None:
        value = event.value
        self.domino_app.remember(difficulty=value if isinstance(value, str) else None)

    @on(Button.Pressed, "#rules")
    def action_rules(self) -> None:
        from domino_solitaire.tui.screens.rulebook import RulesScreen  # Markdown: loaded when asked for

        self.app.push_screen(RulesScreen(self.chosen_rules().name))

    @on(Button.Pressed, "#stats")
    def action_stats(self) -> None:
        self.domino_app.show_stats()

    @on(Button.Pressed, "#resume")
    def resume_pressed(self) -> None:
        self.domino_app.resume_latest()

    @on(Button.Pressed, "#quit")
    def quit_pressed(self) -> None:
        self.app.exit()


StopCheck = Callable[[], bool]


def winnable(setup: Setup, stop: StopCheck) -> tuple[Setup, date | None]:
    """The first deal from ``setup``'s number on that the solver proves winnable."""
    from domino_solitaire.solver import winnable_seed

    assert setup.seed is not None
    seed = winnable_seed(setup.game, setup.size, setup.variant, start=setup.seed, should_stop=stop)
    return make_setup(setup.game, setup.size, setup.variant, seed=seed), None


def graded(setup: Setup, wanted: str, stop: StopCheck) -> tuple[Setup, date | None]:
    """The first deal from ``setup``'s number on with the difficulty grade ``wanted``."""
    from domino_solitaire.solver import Grade, graded_seed

    assert setup.seed is not None
    seed = graded_seed(
        setup.game, setup.size, setup.variant, Grade(wanted), start=setup.seed, should_stop=stop
    )
    return make_setup(setup.game, setup.size, setup.variant, seed=seed), None


def todays(game: str, size: int, variant: str, stop: StopCheck) -> tuple[Setup, date | None]:
    """Today's daily deal of this game, set and variant (the same for everyone today)."""
    from domino_solitaire.solver import daily_deal

    day = date.today()
    found = daily_deal(game, size, variant, day)
    return make_setup(game, size, variant, seed=found.seed), day
