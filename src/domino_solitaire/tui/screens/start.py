"""The start screen: choose a game, set, variant and deal number, or one of today's daily deals; read
the rules, see the statistics, or resume the unfinished game."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from datetime import date
from functools import partial
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, cast

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.content import Content
from textual.geometry import Size
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Input, Label, OptionList, RadioButton, RadioSet, Select
from textual.widgets.option_list import Option
from textual.worker import get_current_worker

from domino_solitaire.engine import GAMES, GameKind, Rules, Setup, SolitaireError, make_setup, parse_seed
from domino_solitaire.i18n import N_, _, pgettext
from domino_solitaire.play import DealChoice, find_deal
from domino_solitaire.records import GameRecord, daily_best
from domino_solitaire.solver.grades import WANTED_GRADES as GRADES
from domino_solitaire.solver.rates import winnable_count
from domino_solitaire.store.month import tier_of
from domino_solitaire.store.settings import Settings, StartChoice
from domino_solitaire.tui.background import in_thread
from domino_solitaire.tui.dailies import StopCheck, daily_of, known_daily, todays
from domino_solitaire.tui.option_lists import SafeOptionList, SafeSelect
from domino_solitaire.tui.screens.base import SizeWatcher, closed_early
from domino_solitaire.tui.screens.difficulty import DifficultyChoice, rate_text
from domino_solitaire.tui.screens.puzzle import PUZZLES_BUTTON, PuzzleEntry
from domino_solitaire.tui.widgets.code_field import CodeRow, ErrorLine
from domino_solitaire.tui.widgets.fields import GameChoice, Toggle
from domino_solitaire.tui.widgets.footer import KeyFooter
from domino_solitaire.wording.boards import set_label
from domino_solitaire.wording.moves import deal_search_text
from domino_solitaire.wording.screens import (
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
    language_text,
    objective_text,
    par_goal_text,
    resume_tooltip,
    screen_reader_text,
)
from domino_solitaire.wording.stats import daily_mark
from domino_solitaire.wording.text import game_description, kind_label
from domino_solitaire.wording.words import grade_word, rules_name, variant_word

if TYPE_CHECKING:
    from domino_solitaire.engine.challenge import Challenge
    from domino_solitaire.store.keeper import GameKeeper


class StartHost(Protocol):
    """What the start screen needs of the app (``DominoApp`` is one)."""

    recorder: GameKeeper
    winnable: bool
    show_verdict: bool
    today: Callable[[], date]
    new_seed: Callable[[], int]
    challenge: Challenge | None

    @property
    def served(self) -> bool: ...

    def remember(self, **changes: object) -> None: ...

    def start_game(
        self,
        setup: Setup,
        *,
        daily: date | None = None,
        deals: DealChoice | None = None,
        tier: str | None = None,
    ) -> None: ...

    def show_stats(self, kind: GameKind | None = None) -> None: ...

    def resume_latest(self) -> None: ...

    def action_request_quit(self) -> None: ...

    def toggle_screen_reader(self) -> bool: ...

    def next_language(self) -> str: ...


NAMES = list(GAMES)
#: A game, set and variant.
Kind = tuple[str, int, str]


#: Columns below which the start screen is "-narrow".
NARROW_BELOW = 70


class StartScreen(PuzzleEntry, DifficultyChoice, SizeWatcher, Screen[None]):
    # Below 24 lines the fields go without the blank lines between them (styles/app.tcss).
    VERTICAL_BREAKPOINTS = [(0, "-short"), (24, "-tall")]  # noqa: RUF012 (Textual declares it so)
    # Below 70 columns the buttons go as narrow as their words (styles/app.tcss), so all seven fit.
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (NARROW_BELOW, "-wide")]  # noqa: RUF012 (Textual declares it so)
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "play", N_("Play")),
        Binding("f2", "rules", N_("Rules")),
        # Each button has a key in the footer, which a phone's touch bar makes a finger-sized button.
        Binding("f8", "daily", N_("Daily")),
        Binding("f9", "resume", N_("Resume")),
        # Second keys for those a browser keeps (find, reload): served, the footer shows them instead.
        Binding("f3,ctrl+g", "stats", N_("Statistics")),
        Binding("f4", "screen_reader", N_("Screen reader"), tooltip=SCREEN_READER_TIP),
        Binding("f5,ctrl+l", "language", N_("Language"), tooltip=LANGUAGE_TIP),
        Binding("escape", "escape_quit", N_("Quit")),
        # Served, Quit's key (the app's, shown here): it asks first (a tab's game ends when asked twice).
        Binding("ctrl+q", "quit", N_("Quit"), priority=True),
    ]
    # The game's field first. Not the scrolling column around the fields: it is no place to type,
    # and focusing it restyles every field in it, twice, as the screen opens.
    AUTO_FOCUS = "#game"

    def __init__(self) -> None:
        super().__init__()
        app = self.domino_app
        settings = app.recorder.settings
        #: The set and variant each game is set to on this screen (the chosen game's are in its fields;
        #: the others' come back when it is chosen again): each game's from last time (kept per
        #: game in the settings), else its defaults. Today's deals follow them.
        self.kinds: dict[str, tuple[int, str]] = kinds_kept(settings)
        #: The game whose sets and variants the fields offer: the one chosen last time, else the first.
        self.shown = settings.last_start.game if settings.last_start is not None else NAMES[0]
        self.grades = list(GRADES)
        #: The day whose daily deals are listed, and how each went (game, set, variant -> tries).
        self.day = app.today()
        self.played: dict[tuple[str, int, str, str | None], list[GameRecord]] = {}
        #: The deals the solver could not find (within its time): the line says so.
        self.unfound: set[tuple[str, int, str, date, str | None]] = set()
        #: The daily tier the list offers (None: the day's own deals).
        self.tier: str | None = None

    def compose(self) -> ComposeResult:
        rules = GAMES[self.shown]
        size, variant = self.kinds[rules.name]
        # Compact fields, so that the whole screen (choices, rates and buttons) fits 80x24.
        with VerticalScroll(id="start", can_focus=False):
            yield Label(_(START_TITLE), id="start-title")
            yield from self.kind_fields(rules, size, variant)
            yield from self.deal_fields()
            # How many deals of this set can be won; the grade "at my level" picks, once the
            # grades on offer are known (offer_grades).
            yield Label(rate_text(rules.name, size, variant), id="win-rate")
            with Horizontal(classes="row"):
                yield Toggle(_(WINNABLE_TOGGLE), self.domino_app.winnable, id="winnable", compact=True)
                yield Toggle(_(VERDICT_TOGGLE), self.domino_app.show_verdict, id="verdict", compact=True)
            yield CodeRow(classes="row")
            yield Label(self.dailies_title(), id="dailies-title")
            yield SafeOptionList(
                *(Option(self.daily_line(name), id=name) for name in NAMES), id="dailies", compact=True
            )
            yield ErrorLine("", id="start-error", classes="-empty", markup=False)
            yield Label(_(START_HINT), id="start-hint")
            with Horizontal(classes="buttons"):
                yield from start_buttons()
        yield KeyFooter()

    @on(events.Resize)
    def pad_buttons(self, event: events.Resize) -> None:
        # No padding around a button's word in a narrow window (CSS has no line-pad of 0).
        pad = 0 if event.size.width < NARROW_BELOW else 1
        for button in self.query(WordButton):
            if button.styles.line_pad != pad:  # (a layout for each change: none at the usual sizes)
                button.styles.line_pad = pad

    def kind_fields(self, chosen: Rules, size: int, variant: str) -> ComposeResult:
        """The game (a row of its names), its objective, and its set and variant."""
        with GameChoice(id="game", compact=True):
            for rules in GAMES.values():
                yield RadioButton(rules_name(rules), value=rules is chosen, compact=True)
        yield Label(objective_text(chosen, size), id="objective")
        with Horizontal(classes="row first-of-two"):
            yield Label(_(SET_FIELD), classes="field")
            yield SafeSelect[int](
                self.set_options(chosen), value=size, allow_blank=False, id="set", compact=True
            )
            yield Label(_(VARIANT_FIELD), classes="field")
            yield SafeSelect[str](
                [(variant_word(v), v) for v in chosen.variants],
                value=variant,
                allow_blank=False,
                id="variant",
                compact=True,
            )

    def deal_fields(self) -> ComposeResult:
        """The deal's number (blank: a random one) and the difficulty it is chosen from."""
        with Horizontal(classes="row"):
            yield Label(_(DEAL_FIELD), classes="field")
            yield Input(
                placeholder=_(DEAL_PLACEHOLDER), id="seed", restrict=r"[0-9]*", max_length=19, compact=True
            )
            yield Label(_(DIFFICULTY_FIELD), classes="field")
            yield self.difficulty_field()

    @property
    def domino_app(self) -> StartHost:
        # What the screen asks of the app, as an interface: the screen does not import the app.
        return cast("StartHost", self.app)

    def on_mount(self) -> None:
        if not closed_early(self):
            # The grades on offer come from the solver, loaded after the first frame is drawn.
            self.call_after_refresh(self.offer_grades)

    def on_screen_resume(self) -> None:
        # Back from a game: it may have been left unfinished, or given up, or been today's deal.
        self.read_store()

    def read_store(self) -> None:
        """Show the store as it is now: the game to resume, today's deals played, the grade "at my
        level" picks. Also as the app gets the focus: another window or tab may have played since
        (a browser tab's game is started before its tab opens)."""
        if not closed_early(self) and self.is_active:
            self.update_resume()
            self.update_dailies()
            self.show_note()  # the games played since may change the grade "at my level" picks

    def update_resume(self) -> None:
        """Resume is enabled while an unfinished game is stored; its tooltip says which."""
        info = self.domino_app.recorder.read(lambda store: store.latest_unfinished(), None)
        button = self.query_one("#resume", Button)
        button.disabled = info is None
        self.refresh_bindings()  # the footer's Resume too
        button.tooltip = None if info is None else resume_tooltip(game_description(info), info.move_count)

    def chosen_kind(self) -> tuple[str, int, str]:
        """The game chosen, with its set and variant: always a kind the game has (from ``kinds``, which
        the fields update only once they show this game's sets: until then they hold the last game's)."""
        rules = self.chosen_rules()
        size, variant = self.kinds[rules.name]
        return rules.name, size, variant

    @on(Select.Changed)
    def kind_changed(self, event: Select.Changed) -> None:
        if event.select.id == "difficulty":
            return  # not the kind (difficulty_changed)
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
        self.show_kind()

    def show_kind(self) -> None:
        """What follows the game, set and variant chosen: the objective, the grades on offer and the
        line under them, and whether only winnable deals may be asked for. From ``chosen_kind``,
        right whatever the order in which the game's and the fields' changes come."""
        rules = self.chosen_rules()
        game, size, variant = self.chosen_kind()
        self.query_one("#objective", Label).update(objective_text(rules, size))
        self.offer_grades()
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

    def set_options(self, rules: Rules) -> list[tuple[str, int]]:
        return [(set_label(size), size) for size in rules.sets]

    def chosen_rules(self) -> Rules:
        index = self.query_one("#game", RadioSet).pressed_index
        return GAMES[NAMES[max(0, index)]]

    @on(RadioSet.Changed, "#game")
    def game_changed(self) -> None:
        rules = self.chosen_rules()
        # Now, not on the fields' changes: a set the two games share (double-6) changes no field.
        self.show_kind()
        if rules.name == self.shown:
            return  # the fields already offer this game's sets and variants (as composed)
        self.shown = rules.name
        size, variant = self.kinds[rules.name]
        sizes = self.query_one("#set", Select)
        variants = self.query_one("#variant", Select)
        sizes.set_options(self.set_options(rules))
        sizes.value = size
        variants.set_options([(variant_word(v), v) for v in rules.variants])
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
        # How this game's deals are chosen, new deals (n) in it included.
        deals = DealChoice(
            winnable=app.winnable and not self.query_one("#winnable", Checkbox).disabled,
            difficulty=self.wanted_grade(),
        )
        saying = deal_search_text(deals)
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
        self.search(_(FINDING_TODAY), partial(todays, *kind, self.day, tier=self.tier))

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
        played: list[GameRecord] = self.domino_app.recorder.read(lambda store: store.dailies(day), [])
        for info in played:
            kind = (info.game, info.size, info.variant, tier_of(str(info.origin) if info.origin else None))
            self.played.setdefault(kind, []).append(info)
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
            if known_daily(*kind, self.day, self.tier) is None
            and (*kind, self.day, self.tier) not in self.unfound
        ]
        if missing:
            found = partial(self.dailies_found, missing, self.day, self.tier)
            self.run_worker(found, group="start-dailies", exclusive=True)

    async def dailies_found(self, kinds: list[Kind], day: date, tier: str | None) -> Any:
        worker = get_current_worker()
        for kind in kinds:
            try:
                await asyncio.to_thread(daily_of, *kind, day, lambda: worker.is_cancelled, tier)
            except SolitaireError:
                # Choosing the line searches again, and says why when it fails again.
                self.unfound.add((*kind, day, tier))
            # A worker replaced (another set chosen) or a screen closing is cancelled: nothing to show.
            if worker.is_cancelled or closed_early(self):
                return
            self.show_dailies()

    def search(
        self,
        saying: str,
        find: Callable[[StopCheck], Found],
        deals: DealChoice | None = None,
    ) -> None:
        """Find the deal to play in a worker (the solver may take a moment); the screen goes on.
        ``deals``: how the game's new deals are then chosen (None: as the app's settings say)."""
        error = self.query_one("#start-error", Label)
        error.update(saying)

        def found(chosen: Found) -> None:
            error.update("")
            if self.is_active:
                setup, daily, tier = chosen
                self.domino_app.start_game(setup, daily=daily, deals=deals, tier=tier)

        def failed(exc: Exception) -> None:
            error.update(f"✗ {exc}")

        in_thread(self, "start-search", find, found, failed, errors=(SolitaireError,))

    @on(CodeRow.TierChanged)
    def tier_changed(self, event: CodeRow.TierChanged) -> None:
        self.tier = event.tier
        self.show_dailies()
        self.find_dailies()

    @on(CodeRow.Chosen)
    def code_chosen(self, event: CodeRow.Chosen) -> None:
        self.query_one("#start-error", Label).update("")
        self.domino_app.challenge = event.challenge
        self.domino_app.start_game(event.setup)

    @on(CodeRow.Refused)
    def code_refused(self, event: CodeRow.Refused) -> None:
        self.query_one("#start-error", Label).update(f"✗ {event.text}")

    @on(Button.Pressed, "#rules")
    def action_rules(self) -> None:
        from domino_solitaire.tui.screens.rulebook import RulesScreen  # Markdown: loaded when asked for

        self.app.push_screen(RulesScreen(self.chosen_rules().name))

    @on(Button.Pressed, "#stats")
    def action_stats(self) -> None:
        self.domino_app.show_stats()

    @on(Button.Pressed, "#resume")
    def action_resume(self) -> None:
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

    def action_quit(self) -> None:
        """Quit, asking first in a tab: ctrl+q's served, escape's in a terminal (``check_action``);
        served, escape does nothing (there is nothing to go back to)."""
        self.domino_app.action_request_quit()

    action_escape_quit = action_quit

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("escape_quit", "quit"):  # served, ctrl+q's Quit in the footer; else escape's
            return self.domino_app.served == (action == "quit")
        if action == "resume":  # greyed while there is no game to resume, as the button is
            resume = self.query("#resume")
            return None if not resume or resume.first(Button).disabled else True
        return True


#: The deal found to play, the day whose daily it is and the daily tier.
Found = tuple[Setup, date | None, str | None]


def kinds_kept(settings: Settings) -> dict[str, tuple[int, str]]:
    """The set and variant of each game as the player left them (kept per game), else its defaults;
    the game chosen last time at the set and variant it was played in."""
    kept = settings.start_kinds
    kinds = {rules.name: valid_kind(rules, kept.get(rules.name)) for rules in GAMES.values()}
    last = settings.last_start
    if last is not None and last.game in GAMES:
        kinds[last.game] = valid_kind(GAMES[last.game], (last.size, last.variant))
    return kinds


def valid_kind(rules: Rules, kind: tuple[int, str] | None) -> tuple[int, str]:
    """``kind`` (a set and variant) if ``rules``' game has it, else the game's defaults."""
    if kind is not None and kind[0] in rules.sets and kind[1] in rules.variants:
        return kind
    return rules.default_set, "standard"


#: The start screen's buttons: the word, the id and the look of each.
BUTTONS = (
    (PLAY_BUTTON, "play", "success"),
    (DAILY_BUTTON, "daily", "success"),
    (PUZZLES_BUTTON, "puzzles", "success"),
    (RESUME_START_BUTTON, "resume", "success"),
    (RULES_BUTTON, "rules", "primary"),
    (STATISTICS_BUTTON, "stats", "primary"),
    (QUIT_START_BUTTON, "quit", "error"),
)


class WordButton(Button):
    """A button as wide as its word and its line's padding (``line-pad``; Textual's counts one column
    each side whatever the padding), so that a narrow window can take the padding away."""

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return super().get_content_width(container, viewport) - 2 + 2 * self.styles.line_pad


#: The letters of a row of buttons that fits with the usual room around each word (English has 41).
ROOMY_LETTERS = 48


def start_buttons() -> ComposeResult:
    words = [pgettext(START_BUTTONS, word) for word, _name, _variant in BUTTONS]
    # Longer words (Statistiques, Расклад дня) take less room around them, so the row still fits.
    tight = sum(map(len, words)) > ROOMY_LETTERS
    for shown, (_word, name, variant) in zip(words, BUTTONS, strict=True):
        yield WordButton(
            shown,
            classes=("-tight -tight-rules" if name == "rules" else "-tight") if tight else "",
            id=name,
            variant=variant,  # type: ignore[arg-type]
            compact=True,
            disabled=name == "resume",  # until an unfinished game is found
            tooltip=_(DAILY_TOOLTIP) if name == "daily" else None,
        )


def chosen(setup: Setup, deals: DealChoice, stop: StopCheck) -> Found:
    """The deal from ``setup``'s number on that ``deals`` asks for (a winnable one, one of a grade)."""
    assert setup.seed is not None
    return find_deal(GameKind.of(setup), deals, setup.seed, stop), None, None
