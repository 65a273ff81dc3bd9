"""The Textual app: a thin shell that holds the settings and switches screens."""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from datetime import date
from pathlib import PurePath
from typing import TYPE_CHECKING, ClassVar

from textual import on
from textual.actions import ActionParseResult
from textual.binding import Binding, BindingType
from textual.dom import DOMNode
from textual.filter import LineFilter

from domino_solitaire.engine import Setup, random_seed
from domino_solitaire.play import DealChoice, PlaySession
from domino_solitaire.play.front import FrontDoor, Painted, Wanted, plays_forced
from domino_solitaire.store import Settings, TileStyle
from domino_solitaire.store.keeper import GameKeeper
from domino_solitaire.tui.ascii import AsciiFilter, ascii_key
from domino_solitaire.tui.assist import Searches
from domino_solitaire.tui.board_look import BoardLook
from domino_solitaire.tui.first_frame import FirstFrame
from domino_solitaire.tui.hangup import HangUp
from domino_solitaire.tui.kept_settings import in_force, keep_settings, remember
from domino_solitaire.tui.keys import APP_BINDINGS
from domino_solitaire.tui.messages import (
    QuitAsked,
    RememberSettings,
    Resized,
    ResumeLatest,
    SaveFailed,
    ScreenReaderToggled,
    ShowPuzzle,
    ShowStart,
    ShowStats,
    StartGame,
    TileStyleChosen,
)
from domino_solitaire.tui.palette import PaletteApp
from domino_solitaire.tui.quitting import ask_to_quit, quit_question
from domino_solitaire.tui.reader import ReaderCursor, show_terminal_cursor
from domino_solitaire.tui.requests import GameOptions
from domino_solitaire.tui.routes import Routes
from domino_solitaire.tui.screens.base import TimerSource, for_a_live_screen
from domino_solitaire.tui.screens.game import GameScreen
from domino_solitaire.tui.screens.too_small import TooSmallScreen, cover_when_too_small
from domino_solitaire.tui.start_given import StartGiven
from domino_solitaire.tui.store_news import StoreNews
from domino_solitaire.tui.theme import pip_variables, register_themes
from domino_solitaire.tui.typography import hold_no_break_spaces
from domino_solitaire.wording.text import printable

if TYPE_CHECKING:
    pass

# Before any text is laid out: a French "par\u00a0:" never leaves its colon to the next line.
hold_no_break_spaces()

#: One filter for every widget (Textual caches lines by their filters).
ASCII_FILTER = AsciiFilter()

#: Lines a wheel notch scrolls in a browser tab.
SERVED_SCROLL = 4.0


class DominoApp(PaletteApp[None]):
    """Opens the start screen, or what ``options`` asks for (a game, a game to resume, a replay);
    then routes between the screens. ``recorder`` saves the games (None: nothing saved); ``clock``,
    ``new_seed``, ``today``, ``timers`` (the screens' timers) and ``searches`` (where the solver runs)
    are injected for tests. ``open_store``: the store, opened after a game's first frame (``recorder``
    until then saves nothing, its settings read ahead): a question comes over it."""

    searches: Searches | None = None
    TITLE = "Domino Solitaire"
    cursor_position = ReaderCursor()  # for a screen reader, on what has focus
    # Every screen's styles, read once as the app starts: a screen's own CSS_PATH would be read
    # when it first opens, and Textual then parses all the CSS again and restyles every widget.
    CSS_PATH: ClassVar[list[str | PurePath]] = ["styles/app.tcss", "styles/board.tcss", "styles/store.tcss"]
    ENABLE_COMMAND_PALETTE = True  # ctrl+p, whose "Theme" command restyles the whole game
    BINDINGS: ClassVar[list[BindingType]] = APP_BINDINGS

    def __init__(
        self,
        options: GameOptions | None = None,
        *,
        recorder: GameKeeper | None = None,
        clock: Callable[[], float] = time.monotonic,
        new_seed: Callable[[], int] = random_seed,
        today: Callable[[], date] = date.today,
        timers: TimerSource | None = None,
        searches: Searches | None = None,
        open_store: Callable[[], GameKeeper] | None = None,
    ) -> None:
        super().__init__()
        self.timers, self.clock, self.new_seed, self.today = timers, clock, new_seed, today
        self._open_store = open_store
        self.searches = searches if searches is not None else self.searches
        register_themes(self)  # before a kept theme is set: it may be one of the app's own
        #: What the command line asked for (nothing: the start screen, the kept settings).
        self.options = options if options is not None else GameOptions()
        #: Every line in ASCII only (--ascii, or a terminal without UTF-8); played in a browser tab.
        self.ascii, self.served = self.options.ascii, self.options.served
        #: The challenge accepted (``accept``, the start screen's Code field): its deal's game-over
        #: dialog compares with it.
        self.challenge = self.options.challenge
        self.news = StoreNews(self)
        self.recorder = self.news.heard(recorder if recorder is not None else GameKeeper(None))
        #: A lost terminal ends the app, its games saved (installed as the app mounts).
        self.hangup = HangUp(self.exit, lambda seconds: self.recorder.flush(seconds))
        if self.options.served:
            # A browser sends one scroll a wheel notch, where it would scroll its own pages some
            # 100 pixels (5 rows): 2 lines (Textual's) crawls through a list, a command a notch.
            self.scroll_sensitivity_y = SERVED_SCROLL
        self.first_frame = FirstFrame()
        self.routes = Routes(
            self, door=self.door, look=self.board_look, given=self.given, searches=self.searches
        )
        self._settle(self.recorder.settings)

    def _settle(self, settings: Settings) -> None:
        """What the command line asked for, else what the player chose last time (kept settings):
        only winnable new deals; whether the game screen says if the deal can still be won; for a
        screen reader, the terminal cursor on the tile, no ticking clock, no animation."""
        self.winnable, self.show_verdict, self.screen_reader = in_force(self.options, settings)
        if settings.theme is not None and settings.theme in self.available_themes:
            self.theme = settings.theme  # before the first frame: no flash of the default theme
        self.animation_level = "none" if self.screen_reader else self.animation_level

    def after_first_frame(self, callback: Callable[[], None]) -> None:
        """Run ``callback`` once the first frame is on the screen (the solver's threads would hold
        it up), or now if it already is."""
        self.first_frame.after(callback)

    def on_ready(self) -> None:
        # Textual's Ready: the first frame is laid out; it is on the screen after the next refresh.
        self.call_after_refresh(self.first_frame.shown)

    def warn(self, text: str) -> None:
        self.notify(text, severity="warning")

    def remember(self, **changes: object) -> None:
        """Keep a changed setting for the next run too (``Settings`` field names)."""
        remember(self.recorder, self.warn, **changes)

    def on_remember_settings(self, message: RememberSettings) -> None:
        changes = message.changes
        self.show_verdict = bool(changes.get("show_verdict", self.show_verdict))
        if "winnable_only" in changes:
            self.winnable = bool(changes["winnable_only"])
        self.remember(**changes)

    def on_tile_style_chosen(self, message: TileStyleChosen) -> None:
        style: TileStyle = "numbers" if message.style == "numbers" else "pips"
        keep_settings(self.recorder, self.recorder.settings.with_tile_style(message.size, style), self.warn)

    def on_screen_reader_toggled(self, message: ScreenReaderToggled) -> None:
        """The start screen's setting: kept for the next run, and in force for the games opened next."""
        self.screen_reader = message.on
        self.remember(screen_reader=self.screen_reader)
        self.animation_level = "none" if self.screen_reader else "full"
        show_terminal_cursor(self)

    def get_theme_variable_defaults(self) -> dict[str, str]:
        # The pips' colours, as theme variables a theme may set: light on a dark theme, dark on a light.
        return pip_variables(self.current_theme.dark)

    def watch_theme(self, theme: str) -> None:
        if self.is_running:  # chosen in the command palette (ctrl+p, "Theme"): kept for the next run
            self.remember(theme=theme)

    def get_line_filters(self) -> Sequence[LineFilter]:
        # --ascii: every line of every widget folded to ASCII, after Textual's own filters (NO_COLOR's).
        # Textual may ask before ``__init__`` has set ``ascii``: ``getattr`` takes that for no.
        filters = super().get_line_filters()
        return [*filters, ASCII_FILTER] if getattr(self, "ascii", False) else filters

    def get_key_display(self, binding: Binding) -> str:
        shown = super().get_key_display(binding)
        return ascii_key(shown, binding.key) if self.ascii else shown

    def on_mount(self) -> None:
        # SIGTERM ends the app as q does, SIGHUP (a closed terminal) too (tui/hangup.py).
        self.hangup.install()
        show_terminal_cursor(self)
        if self._open_store is None:
            self.news.say_notice(self.recorder)
        self.routes.open_asked(self.options, self.paint_first if self._open_store is not None else None)
        cover_when_too_small(self)

    def on_unmount(self) -> None:
        self.hangup.uninstall()
        self.recorder.close()

    def on_save_failed(self, message: SaveFailed) -> None:
        self.notify(printable(message.problem), severity=message.severity, markup=False)

    def on_app_blur(self) -> None:
        # The terminal window or the browser tab lost focus (where it reports so): no play meanwhile.
        for session in self.sessions():
            session.pause("blur")

    def on_app_focus(self) -> None:
        for session in self.sessions():
            session.resume("blur")
        # The start screen shows the store as it is now (another window or tab may have played).
        read_store = getattr(self.screen, "read_store", None)
        if callable(read_store):
            read_store()

    def sessions(self) -> list[PlaySession]:
        """The play sessions of the game screens open (one, except while a replay is taken over)."""
        return [screen.session for screen in self.screen_stack if isinstance(screen, GameScreen)]

    def on_resized(self, _message: Resized) -> None:
        # After every resize (from whichever screen is on top): a screen too small is covered.
        self.call_later(cover_when_too_small, self)

    def on_show_stats(self, message: ShowStats) -> None:
        self.routes.show_stats(message.kind)

    def on_start_game(self, message: StartGame) -> None:
        self.challenge = message.challenge or self.challenge
        self.routes.start_game(message.setup, daily=message.daily, deals=message.deals, tier=message.tier)

    def on_resume_latest(self, _message: ResumeLatest) -> None:
        self.routes.resume_latest()

    # -- games ----------------------------------------------------------------------------------------

    def door(self) -> FrontDoor:
        """The play layer's front door, as the store and this app's settings stand now."""
        return FrontDoor(
            self.recorder,
            self.clock,
            self.new_seed,
            today=self.today,
            deals=DealChoice.asked(self.winnable, self.options.difficulty),
            show_verdict=self.show_verdict,
            play_forced=plays_forced(self.recorder.settings.play_forced, self.screen_reader),
        )

    def board_look(self, size: int) -> BoardLook:
        """How the player wants the tiles of a double-``size`` set drawn, in play and in the replay viewer."""
        return BoardLook(
            numerals=self.options.numerals,
            colour=not self.no_color,
            # The player's pips-or-numbers choice for this set, kept between runs (None: by the set).
            style=self.recorder.settings.tile_style(size),
            ascii=self.options.ascii,
            screen_reader=self.screen_reader,
        )

    def given(self) -> StartGiven:
        """The player's store, today, new deals and the settings in force, as they stand now."""
        settings = (self.served, self.winnable, self.show_verdict, self.screen_reader)
        return StartGiven(self.recorder, self.today, self.new_seed, *settings)

    def paint_first(self, setup: Setup, wanted: Wanted) -> None:
        """Play ``setup`` at once, saving nothing; after the first frame, the store (asked over it)."""
        open_store = self._open_store
        assert open_store is not None
        session = self.door().session(setup, origin=wanted.origin, daily=wanted.daily, kept=False)
        self.routes.play(session)
        screen = self.screen

        def remove() -> None:
            if self.screen is screen:
                self.pop_screen()

        def read_store() -> None:
            self.recorder, self._open_store = self.news.heard(open_store()), None
            self.news.say_notice(self.recorder)
            painted = Painted(session, lambda: screen.is_attached, remove)
            self.door().open(self.routes.pregame(), setup, wanted=wanted, painted=painted)

        self.after_first_frame(read_store)

    def start_game(self, setup: Setup, *, daily: date | None = None, tier: str | None = None) -> None:
        self.routes.start_game(setup, daily=daily, tier=tier)

    @on(ShowPuzzle)
    def show_puzzle(self) -> None:
        self.routes.show_puzzle()

    @on(ShowStart)
    def show_start(self) -> None:
        self.routes.show_start()

    async def run_action(
        self,
        action: str | ActionParseResult,
        default_namespace: DOMNode | None = None,
        namespaces: Mapping[str, DOMNode] | None = None,
    ) -> bool:
        # A key for a screen just replaced, or pushed but not yet made (its widgets come in its own
        # turn), is dropped: its action would look for widgets that are not there.
        target = self._parse_action(action, default_namespace or self, namespaces)[0]
        if not for_a_live_screen(target):
            return False
        return await super().run_action(action, default_namespace, namespaces)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # Nothing opens over the too-small notice: it would be left behind when the terminal grows.
        return not (action == "command_palette" and isinstance(self.screen, TooSmallScreen))

    @on(QuitAsked)
    def action_request_quit(self) -> None:
        """Quit, asking first while a game is in progress, and in a browser tab."""
        in_progress = any(session.state.in_progress for session in self.sessions())
        saved = self.recorder.saving and self.recorder.error is None
        ask_to_quit(self, quit_question(in_progress=in_progress, saved=saved, served=self.served), self.exit)
