"""The Textual app: a thin shell that holds the settings and switches screens."""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from datetime import date
from pathlib import PurePath
from typing import TYPE_CHECKING, ClassVar

from textual.actions import ActionParseResult
from textual.binding import Binding, BindingType
from textual.dom import DOMNode
from textual.filter import LineFilter
from textual.geometry import Offset

from domino_solitaire import i18n
from domino_solitaire.engine import Game, GameKind, Setup, random_seed
from domino_solitaire.i18n import N_, _
from domino_solitaire.play import DealChoice, PlaySession
from domino_solitaire.play.front import FrontDoor, Painted, Wanted, plays_forced
from domino_solitaire.records import GameRecord
from domino_solitaire.store import Settings, TileStyle
from domino_solitaire.store.keeper import GameKeeper, StoreError
from domino_solitaire.tui.ascii import AsciiFilter, ascii_key
from domino_solitaire.tui.assist import Searches
from domino_solitaire.tui.game_view import BoardLook
from domino_solitaire.tui.hangup import HangUp
from domino_solitaire.tui.messages import (
    RememberSettings,
    Resized,
    SaveFailed,
    ShowStart,
    ShowStats,
    TileStyleChosen,
)
from domino_solitaire.tui.palette import PaletteApp
from domino_solitaire.tui.pregame import ScreenPregame
from domino_solitaire.tui.reader import terminal_cursor
from domino_solitaire.tui.requests import GameOptions
from domino_solitaire.tui.screens.base import TimerSource, for_a_live_screen
from domino_solitaire.tui.screens.game import GameScreen
from domino_solitaire.tui.screens.too_small import TooSmallScreen, cover_when_too_small
from domino_solitaire.tui.theme import pip_variables, register_themes
from domino_solitaire.tui.typography import hold_no_break_spaces
from domino_solitaire.wording.records import saved_again_text, store_problem_text, unsaved_text
from domino_solitaire.wording.text import printable

if TYPE_CHECKING:
    from domino_solitaire.puzzles.model import Puzzle

# Before any text is laid out: a French "par\u00a0:" never leaves its colon to the next line.
hold_no_break_spaces()


#: One filter for every widget (Textual caches lines by their filters).
ASCII_FILTER = AsciiFilter()


#: Lines a wheel notch scrolls in a browser tab.
SERVED_SCROLL = 4.0


class DominoApp(PaletteApp[None]):
    """Opens the start screen, or straight into what ``options`` asks for (a game, a stored game to
    resume, a replay); then routes between the screens.

    ``recorder`` saves the games played (None: nothing is saved, as in most tests).
    ``clock``, ``new_seed`` and ``today`` are injected so tests can fix time and the "random" deals;
    ``timers``, where the game's and the replay's timers come from (None: Textual's; tests drive
    their own, as they fix ``clock``). ``searches``, where a game screen's searches run (None: the
    class's ``searches``, Textual's workers unless set; tests that never look at the solver's
    answers give one that runs none of them). ``open_store``: the store, opened after a game's first
    frame (``recorder`` until then saves nothing, its settings read ahead): a question comes over it.
    """

    searches: Searches | None = None

    TITLE = "Domino Solitaire"
    #: Where the terminal's cursor was put (Textual's widgets put it; see ``cursor_position``).
    _placed_cursor = Offset(0, 0)
    # Every screen's styles, read once as the app starts: a screen's own CSS_PATH would be read
    # when it first opens, and Textual then parses all the CSS again and restyles every widget.
    CSS_PATH: ClassVar[list[str | PurePath]] = ["styles/app.tcss", "styles/board.tcss", "styles/store.tcss"]
    # ctrl+p: the command palette, whose "Theme" command restyles the whole game.
    ENABLE_COMMAND_PALETTE = True
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(
            "ctrl+q",
            "request_quit",
            N_("Quit"),
            tooltip=N_("Quit (asks first while a game is in progress)"),
            show=False,
            priority=True,
        ),
    ]

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
        self.timers, self._open_store = timers, open_store
        if searches is not None:
            self.searches = searches
        # The app's own themes (colour-blind, high contrast) before a kept theme is set: it may be one.
        register_themes(self)
        #: What the command line asked for (nothing: the start screen, the kept settings).
        self.options = options if options is not None else GameOptions()
        #: The challenge accepted (``accept``, the start screen's Code field): its deal's game-over
        #: dialog compares with it.
        self.challenge = self.options.challenge
        self.recorder = self.hears(recorder if recorder is not None else GameKeeper(None))
        # Injected so tests can freeze the clock and choose the "random" deals.
        self.clock = clock
        self.new_seed = new_seed
        #: The local date whose daily deals the start screen offers (tests fix it).
        self.today = today
        #: A lost terminal ends the app, its games saved (installed as the app mounts).
        self.hangup = HangUp(self.exit, lambda seconds: self.recorder.flush(seconds))
        if self.options.served:
            # A browser sends one scroll a wheel notch, where it would scroll its own pages some
            # 100 pixels (5 rows): 2 lines (Textual's) crawls through a list, a command a notch.
            self.scroll_sensitivity_y = SERVED_SCROLL
        #: Work waiting for the first frame (None once it is on the screen).
        self._after_first_frame: list[Callable[[], None]] | None = []
        self._settle(self.recorder.settings)

    def _settle(self, settings: Settings) -> None:
        """What the command line asked for, else what the player chose last time (kept settings)."""
        # The language: --lang, else the one chosen on the start screen (kept), else the environment's.
        i18n.use(i18n.choose(self.options.lang, settings.language, os.environ))
        #: New deals (n, and Play on the start screen) only deals the solver proves winnable.
        self.winnable = self.options.winnable or settings.winnable_only
        #: Whether the game screen says if the deal can still be won (v toggles it).
        self.show_verdict = settings.show_verdict
        if settings.theme is not None and settings.theme in self.available_themes:
            self.theme = settings.theme  # before the first frame: no flash of the default theme
        #: For a screen reader: the terminal cursor on the tile, no ticking clock, no animation.
        self.screen_reader = self.options.screen_reader or settings.screen_reader
        if self.screen_reader:
            self.animation_level = "none"

    def after_first_frame(self, callback: Callable[[], None]) -> None:
        """Run ``callback`` once the first frame is on the screen, or now if it already is.

        For work that can wait, such as the solver's threads, which would hold up the first frame.
        """
        if self._after_first_frame is None:
            callback()
        else:
            self._after_first_frame.append(callback)

    def on_ready(self) -> None:
        # Textual's Ready: the first frame is laid out; it is on the screen after the next refresh.
        self.call_after_refresh(self._first_frame_shown)

    def _first_frame_shown(self) -> None:
        waiting, self._after_first_frame = self._after_first_frame or [], None
        for callback in waiting:
            callback()

    def remember(self, **changes: object) -> None:
        """Keep a changed setting for the next run too (``Settings`` field names)."""
        self.keep_settings(replace(self.recorder.settings, **changes))  # type: ignore[arg-type]

    def keep_settings(self, settings: Settings) -> None:
        """Keep ``settings`` (in the store too): one out of range is left unkept, with a notice,
        never a crash (the player's choice still holds for this run where it was made)."""
        if settings == self.recorder.settings:
            return
        try:
            self.recorder.save_settings(settings)
        except ValueError:
            self.notify(_("This setting could not be kept for the next run."), severity="warning")

    def on_remember_settings(self, message: RememberSettings) -> None:
        if "show_verdict" in message.changes:
            self.show_verdict = bool(message.changes["show_verdict"])
        self.remember(**message.changes)

    def on_tile_style_chosen(self, message: TileStyleChosen) -> None:
        style: TileStyle = "numbers" if message.style == "numbers" else "pips"
        self.keep_settings(self.recorder.settings.with_tile_style(message.size, style))

    def get_theme_variable_defaults(self) -> dict[str, str]:
        # The pips' colours, as theme variables a theme may set for itself: light shades on a dark
        # theme, dark ones on a light theme.
        return pip_variables(self.current_theme.dark)

    def watch_theme(self, theme: str) -> None:
        # Chosen in the command palette (ctrl+p, "Theme"): kept for the next run.
        if self.is_running:
            self.remember(theme=theme)

    @property
    def ascii(self) -> bool:
        """Every line in ASCII only (--ascii, or a terminal without UTF-8). Textual may ask before
        ``__init__`` has set the options: AttributeError then, which ``getattr`` takes for no."""
        return self.options.ascii

    def get_line_filters(self) -> Sequence[LineFilter]:
        # --ascii: every line of every widget folded to ASCII, after Textual's own filters (NO_COLOR's).
        filters = super().get_line_filters()
        return [*filters, ASCII_FILTER] if getattr(self, "ascii", False) else filters

    @property
    def served(self) -> bool:
        """Played in a browser tab (``serve``)."""
        return self.options.served

    def get_key_display(self, binding: Binding) -> str:
        shown = super().get_key_display(binding)
        return ascii_key(shown, binding.key) if self.ascii else shown

    @property
    def cursor_position(self) -> Offset:
        """The terminal's cursor (Textual puts it here at every frame): for a screen reader, on what
        has focus, worked out afresh each time (tui.reader); else where it was put."""
        placed = self._placed_cursor
        return terminal_cursor(self, placed) if getattr(self, "screen_reader", False) else placed

    @cursor_position.setter
    def cursor_position(self, offset: Offset) -> None:
        self._placed_cursor = offset

    def on_mount(self) -> None:
        self.catch_signals()
        if self.screen_reader:
            self.show_terminal_cursor()
        options = self.options
        if options.puzzle is not None:
            self.show_puzzle(options.puzzle, daily=options.daily)
        elif options.setup is None and options.resume is None and options.replay is None:
            # Opened straight into a game or a replay, the start screen is built only when the
            # player goes to it: the game's first frame comes sooner.
            self.show_start()
        if self._open_store is None:
            self.say_store_notice()
        if options.replay is not None:
            from domino_solitaire.tui.screens.replay import viewer_for

            self.push_screen(viewer_for(options.replay, self.board_look), self.replay_closed)
        elif options.resume is not None:
            self.resume_game(options.resume)
        elif options.setup is not None and self._open_store is not None:
            self.paint_first(options.setup, Wanted.of_daily(options.daily, options.tier))
        elif options.setup is not None:
            self.start_game(options.setup, daily=options.daily, tier=options.tier)
        self.check_size()

    def say_store_notice(self) -> None:
        if notice := self.recorder.notice:
            self.notify(store_problem_text(notice), severity="warning", timeout=10, markup=False)

    def paint_first(self, setup: Setup, wanted: Wanted) -> None:
        """Play ``setup`` at once, saving nothing; after the first frame, the store (asked over it)."""
        open_store = self._open_store
        assert open_store is not None
        session = self.door().session(setup, origin=wanted.origin, daily=wanted.daily, kept=False)
        self.play(session)
        screen = self.screen

        def remove() -> None:
            if self.screen is screen:
                self.pop_screen()

        def read_store() -> None:
            self.recorder, self._open_store = self.hears(open_store()), None
            self.say_store_notice()
            painted = Painted(session, lambda: screen.is_attached, remove)
            self.door().open(self.pregame(), setup, wanted=wanted, painted=painted)

        self.after_first_frame(read_store)

    def show_terminal_cursor(self) -> None:
        """A screen reader follows the terminal's cursor: it is shown (Textual hides it), and the
        board puts it on the tile under the board's cursor."""
        driver = self._driver
        if driver is not None and not self.is_headless:
            driver.write("\x1b[?25h")

    def next_language(self) -> str:
        """The start screen's language key: the next language, in force from now on and kept."""
        self.remember(language=i18n.use(i18n.following(i18n.current())))
        return i18n.current()

    def toggle_screen_reader(self) -> bool:
        """The start screen's setting: kept for the next run, and in force for the games opened next."""
        self.screen_reader = not self.screen_reader
        self.remember(screen_reader=self.screen_reader)
        self.animation_level = "none" if self.screen_reader else "full"
        if self.screen_reader:
            self.show_terminal_cursor()
        return self.screen_reader

    def catch_signals(self) -> None:
        """SIGTERM ends the app as q does: every game saved with its exact time, the terminal given
        back as it was. SIGHUP (a closed terminal) too, within a few seconds whatever happens
        (tui/hangup.py)."""
        self.hangup.install()

    def on_unmount(self) -> None:
        self.hangup.uninstall()
        self.recorder.close()

    def hears(self, recorder: GameKeeper) -> GameKeeper:
        """``recorder``, telling this app of a save that failed and of one written again."""
        if recorder.on_error is None:
            recorder.on_error = self.save_failed
        if recorder.on_saved_again is None:
            recorder.on_saved_again = self.saved_again
        return recorder

    def save_failed(self, problem: StoreError) -> None:
        """Called on the recorder's writer thread: hand the news to the app's own thread."""
        self.post_message(SaveFailed(unsaved_text(problem)))

    def saved_again(self) -> None:
        """Called on the recorder's writer thread once what could not be written is written."""
        self.post_message(SaveFailed(saved_again_text(), "information"))

    def on_save_failed(self, message: SaveFailed) -> None:
        self.notify(printable(message.problem), severity=message.severity, markup=False)

    def on_app_blur(self) -> None:
        # The terminal window or the browser tab lost focus (where it reports so): no play meanwhile.
        for session in self.sessions():
            session.pause("blur")

    def on_app_focus(self) -> None:
        for session in self.sessions():
            session.resume("blur")
        # The start screen shows the store as it is now (StartScreen.read_store; not imported here,
        # where a game played from the command line never loads it).
        read_store = getattr(self.screen, "read_store", None)
        if callable(read_store):
            read_store()

    def sessions(self) -> list[PlaySession]:
        """The play sessions of the game screens open (one, except while a replay is taken over)."""
        return [screen.session for screen in self.screen_stack if isinstance(screen, GameScreen)]

    def on_resized(self, _message: Resized) -> None:
        self.call_later(self.check_size)

    def on_show_stats(self, message: ShowStats) -> None:
        self.show_stats(message.kind)

    def on_show_start(self, _message: ShowStart) -> None:
        self.show_start()

    def replay_closed(self, game: Game | None) -> None:
        """The viewer opened from the command line: closing it ends the app, taking over plays on."""
        if game is None:
            self.exit()
        else:
            self.take_over(game)

    def check_size(self) -> None:
        """Called after every resize (from whichever screen is on top) and when the too-small notice
        comes back to the top, so a notice left under a dialog that opened meanwhile goes soon."""
        cover_when_too_small(self)

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

    def pregame(self) -> ScreenPregame:
        return ScreenPregame(self, self.play, self.look_at, self.show_start)

    def play(self, session: PlaySession) -> None:
        """Open a game screen on ``session``."""
        look = self.board_look(session.game.setup.size)
        self.push_screen(GameScreen(session, look=look, new_seed=self.new_seed, searches=self.searches))

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

    def start_game(
        self,
        setup: Setup,
        *,
        daily: date | None = None,
        deals: DealChoice | None = None,
        tier: str | None = None,
    ) -> None:
        """Play ``setup``, first offering to resume the unfinished game of the same kind, if any
        (``play.pregame``). ``deals``: how the game's new deals are chosen (None: as the settings say);
        ``tier``: the daily tier whose deal of ``daily`` it is (None: the day's own deal)."""
        self.door().open(self.pregame(), setup, wanted=Wanted.of_daily(daily, tier, deals))

    def look_at(self, game_id: int) -> None:
        """The stored game in the replay viewer, to look at (taking it over plays a new game)."""
        from domino_solitaire.tui.screens.replay import ReplayScreen

        try:
            record, info = self.recorder.reading().load(game_id)
        except StoreError as exc:
            self.notify(printable(store_problem_text(exc)), severity="error", markup=False)
            if len(self.screen_stack) == 1:
                self.show_start()
            return
        viewer = ReplayScreen(record, info, at=None, look=self.board_look(info.size))
        self.push_screen(viewer, lambda game: self.take_over(game) if game is not None else self.show_start())

    def resume_game(self, info: GameRecord, otherwise: Setup | None = None) -> None:
        """Play on the stored game ``info``; if it cannot be, say why and play ``otherwise`` (if given)."""
        self.door().open(self.pregame(), otherwise, resume=info)

    def resume_latest(self) -> None:
        """The start screen's Resume: the most recent unfinished game of any kind."""
        info = self.recorder.read(lambda store: store.latest_unfinished(), None)
        if info is None:
            self.notify(_("There is no unfinished game to resume."), severity="warning")
        else:
            self.resume_game(info)

    def take_over(self, game: Game) -> None:
        """Play on from a replayed game: a new game, recorded as taken over (it sets no record).

        The game in play, if any, is left as it is (unfinished games stay resumable).
        """
        self.show_start()
        self.play(self.door().take_over(game))

    def show_stats(self, kind: GameKind | None = None) -> None:
        """The statistics and history; ``kind`` is the row to start on."""
        # Loaded when first opened: not needed for the first frame, and its tables cost start-up time.
        from domino_solitaire.tui.screens.stats import StatsScreen

        row = None if kind is None else (kind.game, kind.size, kind.variant)
        screen = StatsScreen(self.recorder, kind=row, look=self.board_look)
        self.push_screen(screen, lambda game: self.take_over(game) if game is not None else None)

    def show_puzzle(self, puzzle: Puzzle | None = None, *, daily: date | None = None) -> None:
        """A puzzle on its board: ``puzzle`` (``daily``: the puzzle of that day), else one near the
        player's rating."""
        from domino_solitaire.puzzles.attempt import Attempting
        from domino_solitaire.tui.screens.puzzle import PuzzleScreen, offer_for

        offer = offer_for(self.recorder.store)
        chosen = puzzle or offer()
        if chosen is not None:
            attempting = Attempting(chosen, daily=None if daily is None else daily.isoformat())
            self.push_screen(
                PuzzleScreen(attempting, self.recorder.store, self.board_look(chosen.size), offer)
            )

    def show_start(self) -> None:
        # Loaded here, not with the app: a game opened from the command line paints without it.
        from domino_solitaire.tui.screens.start import StartScreen

        while len(self.screen_stack) > 1 and not isinstance(self.screen, StartScreen):
            self.pop_screen()
        if not isinstance(self.screen, StartScreen):
            self.push_screen(StartScreen())

    def game_in_progress(self) -> bool:
        return any(session.state.in_progress for session in self.sessions())

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

    def action_request_quit(self) -> None:
        """Quit, asking first when a game is in progress."""
        from domino_solitaire.tui.screens.dialogs import ConfirmScreen

        if isinstance(self.screen, ConfirmScreen):
            return
        if isinstance(self.screen, TooSmallScreen):
            # No room for a question; the game in play is saved and can be resumed.
            self.exit()
            return
        if self.game_in_progress():
            question = _("A game is in progress. Quit anyway?")
            if self.recorder.saving and self.recorder.error is None:
                if self.options.served:
                    question += "\n" + _("It is saved: Resume on the start screen plays it on.")
                else:
                    question += "\n" + _("It is saved; to play on, run\ndomino-solitaire resume")
        elif self.served:
            # A browser tab's game ends only when asked twice: a key pressed by mistake (q before the
            # first move) would leave the player on a page saying the game has ended.
            question = _("Quit? This tab's game ends.")
        else:
            self.exit()
            return
        self.push_screen(ConfirmScreen(question), lambda yes: self.exit() if yes else None)
