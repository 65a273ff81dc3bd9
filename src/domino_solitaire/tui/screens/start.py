"""The start screen: choose a game, set, variant and deal number, or one of today's daily deals; read
the rules, see the statistics, or resume the unfinished game."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from datetime import date
from functools import partial
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, cast

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Input, Label, OptionList, RadioButton, RadioSet, Select
from textual.widgets.option_list import Option
from textual.worker import get_current_worker

from domino_solitaire.engine import GAMES, GameKind, Rules, Setup, SolitaireError, make_setup, parse_seed
from domino_solitaire.i18n import N_, _, pgettext
from domino_solitaire.play import DealChoice, find_deal, searching_text
from domino_solitaire.records import GameRecord, daily_best
from domino_solitaire.solver.grades import WANTED_GRADES as GRADES
from domino_solitaire.solver.rates import MEASURED, winnable_count
from domino_solitaire.store.settings import StartChoice
from domino_solitaire.tui.background import in_thread
from domino_solitaire.tui.option_lists import SafeOptionList, SafeSelect
from domino_solitaire.tui.screens.base import SizeWatcher, closed_early
from domino_solitaire.tui.screens.puzzle import PUZZLES_BUTTON, PuzzleEntry
from domino_solitaire.tui.widgets.footer import KeyFooter
from domino_solitaire.wording import (
    ANY_GRADE,
    DAILIES_HINT,
    DAILY_BUTTON,
    DAILY_NOT_FOUND,
    DAILY_TOOLTIP,
    DEAL_FIELD,
    DEAL_PLACEHOLDER,
    DIFFICULTY_FIELD,
    FINDING_TODAY,
    LANGUAGE_TIP,
    PLAY_BUTTON,
    QUIT_START_BUTTON,
    RESUME_START_BUTTON,
    RULES_BUTTON,
    SCREEN_READER_TIP,
    SET_FIELD,
    START_BUTTONS,
    START_HINT,
    START_TITLE,
    STATISTICS_BUTTON,
    VARIANT_FIELD,
    VERDICT_TOGGLE,
    WINNABLE_TOGGLE,
    dailies_title,
    daily_mark,
    game_description,
    grade_name,
    kind_label,
    language_text,
    objective_text,
    par_goal_text,
    resume_tooltip,
    screen_reader_text,
    set_label,
    variant_name,
    win_rate_text,
)

if TYPE_CHECKING:
    from domino_solitaire.recorder import GameRecorder
    from domino_solitaire.solver import Daily


class StartHost(Protocol):
    """What the start screen needs of the app (``DominoApp`` is one)."""

    recorder: GameRecorder
    winnable: bool
    show_verdict: bool
    today: Callable[[], date]
    new_seed: Callable[[], int]

    def remember(self, **changes: object) -> None: ...

    def start_game(
        self, setup: Setup, *, daily: date | None = None, deals: DealChoice | None = None
    ) -> None: ...

    def show_stats(self, kind: GameKind | None = None) -> None: ...

    def resume_latest(self) -> None: ...

    def toggle_screen_reader(self) -> bool: ...

    def next_language(self) -> str: ...


NAMES = list(GAMES)
#: A game, set and variant.
Kind = tuple[str, int, str]


def valid_kind(rules: Rules, kind: tuple[int, str] | None) -> tuple[int, str]:
    """``kind`` (a set and variant) if ``rules``' game has it, else the game's defaults."""
    if kind is not None and kind[0] in rules.sets and kind[1] in rules.variants:
        return kind
    return rules.default_set, "standard"


class GameChoice(RadioSet):
    """The row of games: the arrow keys choose the game they move to (a RadioSet moves only its
    highlight, and the highlight and the choice then differed), and the highlight starts on the
    game chosen (a RadioSet starts it on the first)."""

    def on_mount(self) -> None:
        # After RadioSet's own mount handler, which puts the highlight on the first button.
        self.call_later(self.highlight_pressed)

    def highlight_pressed(self) -> None:
        if self.pressed_index >= 0:
            self._selected = self.pressed_index

    def action_next_button(self) -> None:
        super().action_next_button()
        self.press_highlighted()

    def action_previous_button(self) -> None:
        super().action_previous_button()
        self.press_highlighted()

    def press_highlighted(self) -> None:
        # Not while RadioSet mounts (it moves the highlight to the first button then, before it knows
        # which is pressed), and never a button already on: a RadioButton's toggle would turn it off.
        if self.pressed_button is None or self._selected is None:
            return
        button = list(self.query(RadioButton))[self._selected]
        if not button.value:
            button.value = True


class Toggle(Checkbox):
    """A check box that reads on or off at a glance: "[x]" in the success colour, or "[ ]"."""

    @property
    def _button(self) -> Content:
        if self.value:
            return Content.assemble("[", ("x", "bold $text-success"), "]")
        return Content("[ ]")


class StartScreen(PuzzleEntry, SizeWatcher, Screen[None]):
    # Below 24 lines the fields go without the blank lines between them (styles/app.tcss).
    VERTICAL_BREAKPOINTS = [(0, "-short"), (24, "-tall")]  # noqa: RUF012 (Textual declares it so)
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "play", N_("Play")),
        Binding("f2", "rules", N_("Rules")),
        Binding("f3", "stats", N_("Statistics")),
        Binding("f4", "screen_reader", N_("Screen reader"), tooltip=SCREEN_READER_TIP),
        Binding("f5", "language", N_("Language"), tooltip=LANGUAGE_TIP),
        Binding("escape", "app.request_quit", N_("Quit")),
    ]
    # The game's field first. Not the scrolling column around the fields: it is no place to type,
    # and focusing it restyles every field in it, twice, as the screen opens.
    AUTO_FOCUS = "#game"

    def compose(self) -> ComposeResult:
        app = self.domino_app
        # The game, set and variant chosen last time, else the first game's defaults.
        last = app.recorder.settings.last_start
        first = GAMES[last.game] if last is not None else GAMES[NAMES[0]]
        size = last.size if last is not None else first.default_set
        variant = last.variant if last is not None else "standard"
        #: The difficulty grades the list offers (those of the chosen game, set and variant).
        self.grades: list[str] = list(GRADES)
        #: The set and variant each game is set to on this screen (the chosen game's are in its fields;
        #: the others' come back when it is chosen again): each game's from last time (kept per
        #: game in the settings), else its defaults. Today's deals follow them.
        kept = app.recorder.settings.start_kinds
        self.kinds: dict[str, tuple[int, str]] = {
            rules.name: valid_kind(rules, kept.get(rules.name)) for rules in GAMES.values()
        }
        self.kinds[first.name] = size, variant = valid_kind(first, (size, variant))
        #: The game whose sets and variants the fields offer.
        self.shown = first.name
        #: The day whose daily deals are listed, and how each went (game, set, variant -> tries).
        self.day = app.today()
        self.played: dict[Kind, list[GameRecord]] = {}
        #: The deals the solver could not find (within its time): the line says so.
        self.unfound: set[tuple[str, int, str, date]] = set()
        # Compact fields, so that the whole screen (choices, rates and buttons) fits 80x24.
        with VerticalScroll(id="start", can_focus=False):
            yield Label(_(START_TITLE), id="start-title")
            with GameChoice(id="game", compact=True):
                for rules in GAMES.values():
                    yield RadioButton(_(rules.title), value=rules is first, compact=True)
            yield Label(self.objective(first, size), id="objective")
            with Horizontal(classes="row first-of-two"):
                yield Label(_(SET_FIELD), classes="field")
                yield SafeSelect[int](
                    self.set_options(first),
                    value=size,
                    allow_blank=False,
                    id="set",
                    compact=True,
                )
                yield Label(_(VARIANT_FIELD), classes="field")
                yield SafeSelect[str](
                    [(variant_name(v), v) for v in first.variants],
                    value=variant,
                    allow_blank=False,
                    id="variant",
                    compact=True,
                )
            with Horizontal(classes="row"):
                yield Label(_(DEAL_FIELD), classes="field")
                yield Input(
                    placeholder=_(DEAL_PLACEHOLDER),
                    id="seed",
                    restrict=r"[0-9]*",
                    max_length=19,
                    compact=True,
                )
                yield Label(_(DIFFICULTY_FIELD), classes="field")
                wanted = app.recorder.settings.difficulty
                yield SafeSelect[str](
                    [(grade_name(grade), grade) for grade in GRADES],
                    prompt=_(ANY_GRADE),
                    id="difficulty",
                    compact=True,
                    # The grade asked for last time, if any ("any" is no choice).
                    value=wanted if wanted is not None else Select.NULL,
                )
            yield Label(self.rate_text(first.name, size, variant), id="win-rate")
            with Horizontal(classes="row"):
                yield Toggle(_(WINNABLE_TOGGLE), app.winnable, id="winnable", compact=True)
                yield Toggle(_(VERDICT_TOGGLE), app.show_verdict, id="verdict", compact=True)
            yield Label(self.dailies_title(), id="dailies-title")
            yield SafeOptionList(
                *(Option(self.daily_line(name), id=name) for name in NAMES), id="dailies", compact=True
            )
            yield Label("", id="start-error", markup=False)
            yield Label(_(START_HINT), id="start-hint")
            with Horizontal(classes="buttons"):
                for word, name, variant in (
                    (PLAY_BUTTON, "play", "success"),
                    (DAILY_BUTTON, "daily", "success"),
                    (PUZZLES_BUTTON, "puzzles", "success"),
                    (RESUME_START_BUTTON, "resume", "success"),
                    (RULES_BUTTON, "rules", "primary"),
                    (STATISTICS_BUTTON, "stats", "primary"),
                    (QUIT_START_BUTTON, "quit", "error"),
                ):
                    yield Button(
                        pgettext(START_BUTTONS, word),
                        id=name,
                        variant=variant,  # type: ignore[arg-type]
                        compact=True,
                        disabled=name == "resume",  # until an unfinished game is found
                        tooltip=_(DAILY_TOOLTIP) if name == "daily" else None,
                    )
        yield KeyFooter()

    @property
    def domino_app(self) -> StartHost:
        # What the screen asks of the app, as an interface: the screen does not import the app.
        return cast("StartHost", self.app)

    def on_mount(self) -> None:
        if not closed_early(self):
            # The grades on offer come from the solver, loaded after the first frame is drawn.
            self.call_after_refresh(self.offer_grades)

    def offer_grades(self) -> None:
        """The difficulty list: only the grades this game, set and variant has (Castle Rock
        double-12 has no easy deal, double-15 no winnable one at all)."""
        from domino_solitaire.solver.difficulty import offered

        if closed_early(self):
            return
        game, size, variant = self.chosen_kind()
        rules = GAMES[game]
        if size not in rules.sets or variant not in rules.variants:
            return  # the fields still hold the previous game's choices: its change comes next
        grades = [grade for grade in GRADES if grade in {str(g) for g in offered(game, size, variant)}]
        field = self.query_one("#difficulty", Select)
        if grades == self.grades:
            return
        self.grades = grades
        wanted = self.domino_app.recorder.settings.difficulty
        field.set_options([(grade_name(grade), grade) for grade in grades])
        # The grade asked for stays the player's choice for the kinds that have it.
        field.value = wanted if wanted in grades else Select.NULL

    def on_screen_resume(self) -> None:
        # Back from a game: it may have been left unfinished, or given up, or been today's deal.
        if not closed_early(self) and self.is_active:
            self.update_resume()
            self.update_dailies()

    def update_resume(self) -> None:
        """Resume is enabled while an unfinished game is stored; its tooltip says which."""
        info = self.domino_app.recorder.latest_unfinished()
        button = self.query_one("#resume", Button)
        button.disabled = info is None
        button.tooltip = None if info is None else resume_tooltip(game_description(info), info.move_count)

    def rate_text(self, game: str, size: int, variant: str) -> str:
        """How many deals of this kind can be won at all, as the solver counted them."""
        count = winnable_count(game, size, variant)
        if count is None:
            return ""
        return win_rate_text(size, count, MEASURED)

    def chosen_kind(self) -> tuple[str, int, str]:
        """The game chosen, with its set and variant: always a kind the game has (from ``kinds``, which
        the fields update only once they show this game's sets: until then they hold the last game's)."""
        rules = self.chosen_rules()
        size, variant = self.kinds[rules.name]
        return rules.name, size, variant

    @on(Select.Changed)
    def kind_changed(self) -> None:
        rules = self.chosen_rules()
        size, variant = self.query_one("#set", Select).value, self.query_one("#variant", Select).value
        # Until the fields show the game just chosen, what they hold is the previous game's.
        fields = cast(tuple[int, str], (size, variant))
        if rules.name == self.shown and valid_kind(rules, fields) == fields != self.kinds[rules.name]:
            self.kinds[rules.name] = fields
            settings = self.domino_app.recorder.settings.with_start_kind(rules.name, *fields)
            self.domino_app.remember(start_kinds=settings.start_kinds)
            self.show_dailies()
            self.find_dailies()
        game, size, variant = self.chosen_kind()
        self.query_one("#objective", Label).update(self.objective(rules, size))
        self.offer_grades()
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

    def objective(self, rules: Rules, size: int) -> str:
        return objective_text(_(rules.title), rules.objective(size))

    def set_options(self, rules: Rules) -> list[tuple[str, int]]:
        return [(set_label(size), size) for size in rules.sets]

    def chosen_rules(self) -> Rules:
        index = self.query_one("#game", RadioSet).pressed_index
        return GAMES[NAMES[max(0, index)]]

    @on(RadioSet.Changed, "#game")
    def game_changed(self) -> None:
        rules = self.chosen_rules()
        self.query_one("#objective", Label).update(self.objective(rules, self.kinds[rules.name][0]))
        if rules.name == self.shown:
            return  # the fields already offer this game's sets and variants (as composed)
        self.shown = rules.name
        size, variant = self.kinds[rules.name]
        sizes = self.query_one("#set", Select)
        variants = self.query_one("#variant", Select)
        sizes.set_options(self.set_options(rules))
        sizes.value = size
        variants.set_options([(variant_name(v), v) for v in rules.variants])
        variants.value = variant

    @on(Button.Pressed, "#play")
    @on(Input.Submitted, "#seed")
    def action_play(self) -> None:
        app = self.domino_app
        game, size, variant = self.chosen_kind()
        text = self.query_one("#seed", Input).value.strip()
        error = self.query_one("#start-error", Label)
        try:
            seed = parse_seed(text) if text else app.new_seed()
            setup = make_setup(game, size, variant, seed=seed)
        except SolitaireError as exc:
            error.update(f"✗ {exc}")
            return
        error.update("")
        app.remember(last_start=StartChoice(setup.game, setup.size, setup.variant))
        wanted = self.query_one("#difficulty", Select).value
        # How this game's deals are chosen, new deals (n) in it included.
        deals = DealChoice(
            winnable=app.winnable and not self.query_one("#winnable", Checkbox).disabled,
            difficulty=wanted if isinstance(wanted, str) else None,
        )
        saying = searching_text(deals)
        if saying is None:
            app.start_game(setup, deals=deals)
        else:
            self.search(saying, partial(chosen, setup, deals), deals)

    @on(Button.Pressed, "#daily")
    def action_daily(self) -> None:
        self.play_daily(self.chosen_kind())

    @on(OptionList.OptionSelected, "#dailies")
    def daily_chosen(self, event: OptionList.OptionSelected) -> None:
        game = event.option.id
        if game in self.kinds:
            self.play_daily((game, *self.kinds[game]))

    def play_daily(self, kind: Kind) -> None:
        """Play today's deal of ``kind`` (found in a worker when not known yet)."""
        if self.domino_app.today() != self.day:
            self.update_dailies()  # past midnight: the list shows the new day, whose deal is played
        self.domino_app.remember(last_start=StartChoice(*kind))
        self.search(_(FINDING_TODAY), partial(todays, *kind, self.day))

    # -- today's deals ------------------------------------------------------------------------------

    def lineup(self) -> list[Kind]:
        """The configuration each game's daily is listed for, in the order of the games."""
        return [(name, *self.kinds[name]) for name in NAMES]

    def dailies_title(self) -> Content:
        return Content.assemble(
            (dailies_title(self.day.isoformat()), "bold"),
            (_(DAILIES_HINT), "$text-muted"),
        )

    def daily_line(self, game: str) -> Content:
        """One game's line: its set, its daily's grade (or its goal, par) and how it went today.

        "…" until the deal is found: the solver takes a moment, in a worker.
        """
        size, variant = self.kinds[game]
        found = known_daily(game, size, variant, self.day)
        if found is None:
            goal, mark = (
                (_(DAILY_NOT_FOUND), "") if (game, size, variant, self.day) in self.unfound else ("…", "")
            )
        else:
            par_goal = found.par if found.goal == "par" else None
            goal = grade_name(found.grade) if par_goal is None else par_goal_text(par_goal)
            best = daily_best(self.played.get((game, size, variant), ()), goal_par=par_goal)
            mark = daily_mark(best, goal_par=par_goal)
        # The goal reached in the success colour, anything else played muted.
        look = "$text-success" if mark.startswith("✓") else "$text-muted"
        # "Luzon d6 six-ends": short, so that the longest line fits 56 columns (the screen at 60x18).
        return Content.assemble(f"{kind_label(game, size, variant):<19}{goal:<13}", (mark, look))

    def update_dailies(self) -> None:
        """Read how today's deals went, show them, and find the deals not known yet."""
        day = self.domino_app.today()
        if day != self.day:
            self.day = day
            self.query_one("#dailies-title", Label).update(self.dailies_title())
        self.played = {}
        self.unfound.clear()  # tried again
        for info in self.domino_app.recorder.dailies(day):
            self.played.setdefault((info.game, info.size, info.variant), []).append(info)
        self.show_dailies()
        self.find_dailies()

    def show_dailies(self) -> None:
        for dailies in self.query("#dailies").results(OptionList):  # none once the screen is closing
            for index, name in enumerate(NAMES):
                dailies.replace_option_prompt_at_index(index, self.daily_line(name))

    def find_dailies(self) -> None:
        """Find the listed deals not known yet, in a worker, after the screen is shown."""
        missing = [
            kind
            for kind in self.lineup()
            if known_daily(*kind, self.day) is None and (*kind, self.day) not in self.unfound
        ]
        if missing:
            self.run_worker(
                partial(self.dailies_found, missing, self.day), group="start-dailies", exclusive=True
            )

    async def dailies_found(self, kinds: list[Kind], day: date) -> Any:
        worker = get_current_worker()
        for kind in kinds:
            try:
                await asyncio.to_thread(daily_of, *kind, day, lambda: worker.is_cancelled)
            except SolitaireError:
                # Choosing the line searches again, and says why when it fails again.
                self.unfound.add((*kind, day))
            # A worker replaced (another set chosen) or a screen closing is cancelled: nothing to show.
            if worker.is_cancelled or closed_early(self):
                return
            self.show_dailies()

    def search(
        self,
        saying: str,
        find: Callable[[StopCheck], tuple[Setup, date | None]],
        deals: DealChoice | None = None,
    ) -> None:
        """Find the deal to play in a worker (the solver may take a moment); the screen goes on.
        ``deals``: how the game's new deals are then chosen (None: as the app's settings say)."""
        error = self.query_one("#start-error", Label)
        error.update(saying)

        def found(chosen: tuple[Setup, date | None]) -> None:
            error.update("")
            if self.is_active:
                setup, daily = chosen
                self.domino_app.start_game(setup, daily=daily, deals=deals)

        def failed(exc: Exception) -> None:
            error.update(f"✗ {exc}")

        in_thread(self, "start-search", find, found, failed, errors=(SolitaireError,))

    @on(Select.Changed, "#difficulty")
    def difficulty_changed(self, event: Select.Changed) -> None:
        value = event.value
        wanted = self.domino_app.recorder.settings.difficulty
        if not isinstance(value, str) and wanted is not None and wanted not in self.grades:
            return  # "any" only because this set has no such grade: the wish is kept for the others
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

    def action_screen_reader(self) -> None:
        on = self.domino_app.toggle_screen_reader()
        self.query_one("#start-error", Label).update(screen_reader_text(on))

    def action_language(self) -> None:
        """The next language: the screen is made again in it, the game, set and variant kept."""
        self.domino_app.remember(last_start=StartChoice(*self.chosen_kind()))
        said = language_text(self.domino_app.next_language())
        screen = StartScreen()
        self.app.switch_screen(screen)
        screen.call_after_refresh(lambda: screen.query_one("#start-error", Label).update(said))

    @on(Button.Pressed, "#quit")
    def quit_pressed(self) -> None:
        self.app.exit()


StopCheck = Callable[[], bool]


def chosen(setup: Setup, deals: DealChoice, stop: StopCheck) -> tuple[Setup, date | None]:
    """The deal from ``setup``'s number on that ``deals`` asks for (a winnable one, one of a grade)."""
    assert setup.seed is not None
    return find_deal(GameKind.of(setup), deals, setup.seed, stop), None


def todays(game: str, size: int, variant: str, day: date, stop: StopCheck) -> tuple[Setup, date | None]:
    """The daily deal of ``day`` of this game, set and variant (the same for everyone that day)."""
    found = daily_of(game, size, variant, day, stop)
    return make_setup(game, size, variant, seed=found.seed), day


#: Daily deals found in this run: the same day and configuration always give the same deal.
_DAILIES: dict[tuple[str, int, str, date], Daily] = {}
_SEARCHING: dict[tuple[str, int, str, date], threading.Lock] = {}


def known_daily(game: str, size: int, variant: str, day: date) -> Daily | None:
    return _DAILIES.get((game, size, variant, day))


def daily_of(game: str, size: int, variant: str, day: date, stop: StopCheck) -> Daily:
    """The daily deal of ``day`` (the solver's search, up to a second or so the first time);
    raises SolitaireError when it is not found (or ``stop()`` turned true)."""
    from domino_solitaire.solver import daily_deal

    key = (game, size, variant, day)
    # One search per deal at a time: the Daily button pressed while the list is finding the same
    # deal waits for that search instead of running another.
    with _SEARCHING.setdefault(key, threading.Lock()):
        found = _DAILIES.get(key)
        if found is None:
            found = _DAILIES[key] = daily_deal(game, size, variant, day, should_stop=stop)
    return found
