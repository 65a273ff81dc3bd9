"""The start screen: choose a game, set, variant and deal number, or one of today's daily deals; read
the rules, see the statistics, or resume the unfinished game."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from datetime import date
from functools import partial
from typing import ClassVar

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.content import Content
from textual.geometry import Size
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Input, Label, OptionList, RadioButton, RadioSet, Select

from domino_solitaire import i18n
from domino_solitaire.engine import GAMES, GameKind, Rules, Setup, SolitaireError, make_setup, parse_seed
from domino_solitaire.i18n import N_
from domino_solitaire.play import DealChoice, find_deal, playable_seed
from domino_solitaire.records import GameRecord
from domino_solitaire.solver.rates import winnable_count
from domino_solitaire.store.settings import Settings, StartChoice
from domino_solitaire.tui.background import in_thread
from domino_solitaire.tui.dailies import StopCheck, todays
from domino_solitaire.tui.kept_settings import remember
from domino_solitaire.tui.messages import (
    QuitAsked,
    RememberSettings,
    ResumeLatest,
    ScreenReaderToggled,
    ShowPuzzle,
    ShowStats,
    StartGame,
)
from domino_solitaire.tui.option_lists import SafeSelect
from domino_solitaire.tui.screens.base import SizeWatcher, closed_early
from domino_solitaire.tui.screens.start_buttons import WordButton, start_buttons
from domino_solitaire.tui.start_given import StartGiven
from domino_solitaire.tui.widgets.code_field import CodeRow, ErrorLine
from domino_solitaire.tui.widgets.difficulty import DifficultyField, rate_text
from domino_solitaire.tui.widgets.fields import GameChoice, Toggle
from domino_solitaire.tui.widgets.footer import KeyFooter
from domino_solitaire.tui.widgets.todays_deals import TodaysDeals
from domino_solitaire.wording.boards import set_label
from domino_solitaire.wording.errors import error_text
from domino_solitaire.wording.labels import start_labels
from domino_solitaire.wording.moves import deal_search_text
from domino_solitaire.wording.screens import (
    LANGUAGE_TIP,
    SCREEN_READER_TIP,
    dailies_title,
    language_text,
    objective_text,
    resume_tooltip,
    screen_reader_text,
)
from domino_solitaire.wording.text import game_description
from domino_solitaire.wording.words import rules_name, variant_word

#: A game, set and variant.
Kind = tuple[str, int, str]


#: Columns below which the start screen is "-narrow": the buttons go as narrow as their words
#: (styles/app.tcss), so that all seven fit.
NARROW_BELOW = 70
#: Lines from which the start screen may be "-tall" (a blank line between its parts, styles/app.tcss):
#: only while all of it still fits so, which depends on how many games there are and on the words.
TALL_FROM = 24
#: The start screen's looks from the roomiest, tried in turn until all of it fits (styles/app.tcss):
#: a blank line between its parts; those but the one kept for a message; none; none and today's
#: deals two lines high (the list scrolls).
LOOKS = (
    frozenset({"-tall"}),
    frozenset({"-tall", "-snug"}),
    frozenset({"-short"}),
    frozenset({"-short", "-cramped"}),
)
LOOK_CLASSES = frozenset().union(*LOOKS)
#: The look a window under TALL_FROM lines starts from.
SHORT = LOOKS[2]


class StartColumn(VerticalScroll):
    """The start screen's column of fields, which tells the screen whenever its size or its content's
    changes (the screen then checks that it all fits)."""

    class Measured(Message):
        pass

    def on_resize(self) -> None:
        self.post_message(self.Measured())

    def watch_virtual_size(self) -> None:
        # A longer line (another game's objective, a set's win rate) grows the content, not the column.
        self.post_message(self.Measured())


class StartScreen(SizeWatcher, Screen[None]):
    """The game, set, variant, deal and difficulty to play, today's deals, and the ways to the rest."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("f6,ctrl+o", "puzzles", N_("Puzzles")),
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

    def __init__(self, given: StartGiven, said: str = "") -> None:
        super().__init__()
        #: What the app gives the screen: the player's games and settings, today, new deals.
        self.given = given
        #: A line to say as the screen opens (the language it was made again in).
        self.said = said
        self.screen_reader = given.screen_reader
        #: Only winnable deals, as the player said (None: not said, so as the chosen game offers them).
        self.winnable_said = given.winnable
        #: Its words, in the language in force as it is made (a new language makes it again).
        self.labels = start_labels()
        settings = given.recorder.settings
        #: The set and variant each game is set to on this screen (the chosen game's are in its fields;
        #: the others' come back when it is chosen again): each game's from last time (kept per
        #: game in the settings), else its defaults. Today's deals follow them.
        self.kinds: dict[str, tuple[int, str]] = kinds_kept(settings)
        #: The game whose sets and variants the fields offer: the one chosen last time, else the first.
        last = settings.last_start
        self.shown = last.game if last is not None and last.game in GAMES else next(iter(GAMES))
        #: The day whose daily deals are listed.
        self.day = given.today()
        #: The size the size classes were last chosen for (``fit``).
        self.fitted = Size(0, 0)

    def compose(self) -> ComposeResult:
        rules = GAMES[self.shown]
        size, variant = self.kinds[rules.name]
        self.fit_to(self.app.size)  # the first frame drawn as it will stay (``fit``)
        # Compact fields, so that the whole screen (choices, rates and buttons) fits 80x24.
        with StartColumn(id="start", can_focus=False):
            yield Label(self.labels.title, id="start-title")
            yield from self.kind_fields(rules, size, variant)
            yield from self.deal_fields()
            # How many deals of this set can be won; the grade "at my level" picks, once the
            # grades on offer are known (offer_grades).
            yield Label(rate_text(rules.name, size, variant), id="win-rate")
            with Horizontal(classes="row"):
                winnable = self.winnable_said if self.winnable_said is not None else rules.winnable_by_default
                yield Toggle(self.labels.winnable_toggle, winnable, id="winnable", compact=True)
                yield Toggle(self.labels.verdict_toggle, self.given.show_verdict, id="verdict", compact=True)
            yield CodeRow(classes="row")
            yield Label(self.dailies_title(), id="dailies-title")
            yield TodaysDeals(self.kinds, self.day, id="dailies")
            yield ErrorLine("", id="start-error", classes="-empty", markup=False)
            yield Label(self.labels.hint, id="start-hint")
            with Horizontal(classes="buttons"):
                yield from start_buttons(self.labels.daily_tooltip)
        yield KeyFooter()

    @on(events.Resize)
    @on(StartColumn.Measured)
    def fit(self) -> None:
        """The screen's size classes from its size as it is laid out now, not from the resize events
        that reach it (one that came while it was not in front, or before a served tab's own size
        arrived, would leave the last size's). From 24 lines the roomiest look that fits whole: a
        game more is a line more in two places."""
        if closed_early(self):
            return
        if self.size != self.fitted and self.fit_to(self.size):
            self.call_after_refresh(self.fit)  # measured again once laid out so
        elif self.query_one(StartColumn).max_scroll_y > 0:
            looks = [index for index, look in enumerate(LOOKS) if self.classes >= look]
            if looks and looks[-1] + 1 < len(LOOKS):
                self.look(LOOKS[looks[-1] + 1])
                self.call_after_refresh(self.fit)
        # No padding around a button's word in a narrow window (CSS has no line-pad of 0).
        pad = 0 if self.has_class("-narrow") else 1
        for button in self.query(WordButton):
            if button.styles.line_pad != pad:  # (a layout for each change: none at the usual sizes)
                button.styles.line_pad = pad

    def fit_to(self, size: Size) -> bool:
        """The size classes for a window of ``size``, before measuring: whether any changed."""
        self.fitted, before = size, set(self.classes)
        self.look(LOOKS[0] if size.height >= TALL_FROM else SHORT)
        narrow = size.width < NARROW_BELOW
        self.set_class(narrow, "-narrow").set_class(not narrow, "-wide")
        return set(self.classes) != before

    def look(self, classes: frozenset[str]) -> None:
        for name in LOOK_CLASSES:
            self.set_class(name in classes, name)

    def kind_fields(self, chosen: Rules, size: int, variant: str) -> ComposeResult:
        """The game (a row of its names), its objective, and its set and variant."""
        with GameChoice(id="game", compact=True):
            for rules in GAMES.values():
                yield RadioButton(
                    rules_name(rules), value=rules is chosen, id=game_button_id(rules.name), compact=True
                )
        yield Label(objective_text(chosen, size), id="objective")
        with Horizontal(classes="row first-of-two"):
            yield Label(self.labels.set_field, classes="field")
            yield SafeSelect[int](
                self.set_options(chosen), value=size, allow_blank=False, id="set", compact=True
            )
            yield Label(self.labels.variant_field, classes="field")
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
            yield Label(self.labels.deal_field, classes="field")
            yield Input(
                placeholder=self.labels.deal_placeholder,
                id="seed",
                restrict=r"[0-9]*",
                max_length=19,
                compact=True,
            )
            yield Label(self.labels.difficulty_field, classes="field")
            yield DifficultyField(self.given.recorder, id="difficulty")

    def remember(self, **changes: object) -> None:
        """Keep a changed setting for the next run too, now: the screens opened next read it."""
        remember(self.given.recorder, lambda text: self.notify(text, severity="warning"), **changes)

    @property
    def difficulty(self) -> DifficultyField:
        return self.query_one("#difficulty", DifficultyField)

    @property
    def grades(self) -> list[str]:
        """The difficulty grades offered (those of the chosen game, set and variant)."""
        return self.difficulty.grades

    def offer_grades(self) -> None:
        if not closed_early(self):
            self.difficulty.offer(self.chosen_kind())
            self.show_note()

    def wanted_grade(self) -> str | None:
        """The grade new deals are chosen from (None: any deal)."""
        return self.difficulty.wanted_grade(self.chosen_kind())

    def show_note(self) -> None:
        """The line under the deal's fields (none once the screen is closing)."""
        for field in self.query("#difficulty").results(DifficultyField):
            self.query_one("#win-rate", Label).update(field.note_text(self.chosen_kind()))

    @on(Select.Changed, "#difficulty")
    def difficulty_changed(self) -> None:
        self.show_note()
        self.difficulty.keep_choice()

    @on(Button.Pressed, "#puzzles")
    def action_puzzles(self) -> None:
        """A puzzle near the player's rating."""
        self.post_message(ShowPuzzle())

    def on_mount(self) -> None:
        if not closed_early(self):
            if self.said:
                self.query_one("#start-error", Label).update(self.said)
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
        info = self.given.recorder.read(lambda store: store.latest_unfinished(), None)
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
        fields = (size, variant) if isinstance(size, int) and isinstance(variant, str) else None
        if (
            fields
            and rules.name == self.shown
            and valid_kind(rules, fields) == fields != self.kinds[rules.name]
        ):
            self.kinds[rules.name] = fields
            settings = self.given.recorder.settings.with_start_kind(rules.name, *fields)
            self.remember(start_kinds=settings.start_kinds)
            self.query_one("#dailies", TodaysDeals).renew()
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
        if self.winnable_said is None and winnable.value != rules.winnable_by_default:
            with winnable.prevent(Checkbox.Changed):  # the game's default, not the player's choice
                winnable.value = rules.winnable_by_default

    @on(Checkbox.Changed, "#winnable")
    def winnable_changed(self, event: Checkbox.Changed) -> None:
        self.winnable_said = event.value
        self.post_message(RememberSettings(winnable_only=event.value))

    @on(Checkbox.Changed, "#verdict")
    def verdict_changed(self, event: Checkbox.Changed) -> None:
        self.post_message(RememberSettings(show_verdict=event.value))

    def set_options(self, rules: Rules) -> list[tuple[str, int]]:
        return [(set_label(size), size) for size in rules.sets]

    def chosen_rules(self) -> Rules:
        index = self.query_one("#game", RadioSet).pressed_index
        return list(GAMES.values())[max(0, index)]

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
        game, size, variant = self.chosen_kind()
        text = self.query_one("#seed", Input).value.strip()
        error = self.query_one("#start-error", Label)
        try:
            if text:
                setup = make_setup(game, size, variant, seed=parse_seed(text))
            else:  # a number chosen for the player: one whose opening allows a move
                kind = GameKind(game, size, variant)
                setup = kind.setup(seed=playable_seed(kind, self.given.new_seed()))
        except SolitaireError as exc:
            error.update(f"✗ {error_text(exc)}")
            return
        error.update("")
        self.remember(last_start=StartChoice(setup.game, setup.size, setup.variant))
        # How this game's deals are chosen, new deals (n) in it included.
        winnable = self.query_one("#winnable", Checkbox)
        deals = DealChoice(
            winnable=winnable.value and not winnable.disabled,
            difficulty=self.wanted_grade(),
        )
        saying = deal_search_text(deals)
        if saying is None:
            self.post_message(StartGame(setup, deals=deals))
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
        if self.given.today() != self.day:
            self.update_dailies()  # past midnight: the list shows the new day, whose deal is played
        self.remember(last_start=StartChoice(*kind))
        tier = self.query_one("#dailies", TodaysDeals).tier
        self.search(self.labels.finding_today, partial(todays, *kind, self.day, tier=tier))

    # -- today's deals ------------------------------------------------------------------------------

    def dailies_title(self) -> Content:
        return Content.assemble(
            (dailies_title(self.day.isoformat()), "bold"),
            (self.labels.dailies_hint, "$text-muted"),
        )

    def update_dailies(self) -> None:
        """Read how today's deals went, show them, and find the deals not known yet."""
        day = self.given.today()
        if day != self.day:
            self.day = day
            self.query_one("#dailies-title", Label).update(self.dailies_title())
        played: list[GameRecord] = self.given.recorder.read(lambda store: store.dailies(day), [])
        self.query_one("#dailies", TodaysDeals).took(day, played)

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
                self.post_message(StartGame(setup, daily=daily, deals=deals, tier=tier))

        def failed(exc: Exception) -> None:
            error.update(f"✗ {error_text(exc)}")

        in_thread(self, "start-search", find, found, failed, errors=(SolitaireError,))

    @on(CodeRow.TierChanged)
    def tier_changed(self, event: CodeRow.TierChanged) -> None:
        self.query_one("#dailies", TodaysDeals).offer_tier(event.tier)

    @on(CodeRow.Chosen)
    def code_chosen(self, event: CodeRow.Chosen) -> None:
        self.query_one("#start-error", Label).update("")
        self.post_message(StartGame(event.setup, challenge=event.challenge))

    @on(CodeRow.Refused)
    def code_refused(self, event: CodeRow.Refused) -> None:
        self.query_one("#start-error", Label).update(f"✗ {event.text}")

    @on(Button.Pressed, "#rules")
    def action_rules(self) -> None:
        from domino_solitaire.tui.screens.rulebook import RulesScreen  # Markdown: loaded when asked for

        self.app.push_screen(RulesScreen(self.chosen_rules().name))

    @on(Button.Pressed, "#stats")
    def action_stats(self) -> None:
        self.post_message(ShowStats())

    @on(Button.Pressed, "#resume")
    def action_resume(self) -> None:
        self.post_message(ResumeLatest())

    def action_screen_reader(self) -> None:
        self.screen_reader = on = not self.screen_reader
        self.post_message(ScreenReaderToggled(on))
        self.query_one("#start-error", Label).update(screen_reader_text(on))

    def action_language(self) -> None:
        """The next language: the screen is made again in it, the game, set and variant kept."""
        self.remember(last_start=StartChoice(*self.chosen_kind()))
        self.remember(language=i18n.use(i18n.following(i18n.current())))
        verdict = self.query_one("#verdict", Checkbox)
        now = replace(
            self.given,
            winnable=self.winnable_said,
            show_verdict=verdict.value,
            screen_reader=self.screen_reader,
        )
        self.app.switch_screen(StartScreen(now, said=language_text(i18n.current())))

    @on(Button.Pressed, "#quit")
    def quit_pressed(self) -> None:
        self.app.exit()

    def action_quit(self) -> None:
        """Quit, asking first in a tab: ctrl+q's served, escape's in a terminal (``check_action``);
        served, escape does nothing (there is nothing to go back to)."""
        self.post_message(QuitAsked())

    action_escape_quit = action_quit

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("escape_quit", "quit"):  # served, ctrl+q's Quit in the footer; else escape's
            return self.given.served == (action == "quit")
        if action == "resume":  # greyed while there is no game to resume, as the button is
            resume = self.query("#resume")
            return None if not resume or resume.first(Button).disabled else True
        return True


#: The deal found to play, the day whose daily it is and the daily tier.
Found = tuple[Setup, date | None, str | None]


def game_button_id(game: str) -> str:
    """The id of ``game``'s button in the start screen's row of games (tests find it by it)."""
    return f"game-{game}"


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


def chosen(setup: Setup, deals: DealChoice, stop: StopCheck) -> Found:
    """The deal from ``setup``'s number on that ``deals`` asks for (a winnable one, one of a grade)."""
    assert setup.seed is not None
    return find_deal(GameKind.of(setup), deals, setup.seed, stop), None, None
