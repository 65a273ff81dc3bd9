"""The Textual app: a thin shell that holds the settings and switches screens."""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable
from dataclasses import replace
from datetime import date
from pathlib import PurePath
from typing import TYPE_CHECKING, ClassVar

from textual.app import App
from textual.binding import Binding, BindingType
from textual.screen import Screen

from domino_solitaire.engine import MAX_SEED, Game, Setup
from domino_solitaire.store import GameInfo
from domino_solitaire.store.session import GameRecorder
from domino_solitaire.tui.launch import ReplayRequest
from domino_solitaire.tui.messages import SaveFailed
from domino_solitaire.tui.screens.dialogs import ConfirmScreen, ResumeScreen
from domino_solitaire.tui.screens.game import GameScreen
from domino_solitaire.tui.screens.start import StartScreen
from domino_solitaire.tui.screens.too_small import TooSmallScreen, too_small
from domino_solitaire.tui.theme import pip_variables
from domino_solitaire.wording import game_description

if TYPE_CHECKING:
    from domino_solitaire.tui.screens.stats import Kind


def stats_screen(recorder: GameRecorder, kind: Kind | None, numerals: bool) -> Screen[Game | None]:
    # Loaded when first opened: the statistics (and the replay viewer they open) are not needed
    # for the first frame, and their tables cost start-up time.
    from domino_solitaire.tui.screens.stats import StatsScreen

    return StatsScreen(recorder, kind=kind, numerals=numerals)


def random_seed() -> int:
    return secrets.randbelow(MAX_SEED + 1)


class DominoApp(App[None]):
    """Opens the start screen, or straight into a game when given a setup.

    ``recorder`` saves the games played (None: nothing is saved, as in most tests).
    ``resume``: a stored game to play on (``GameRecorder.resume``), opened at once.
    ``replay``: a recorded game to open in the replay viewer at once; closing it ends the app,
    taking over plays on.
    ``winnable``: new deals (n) are only deals the solver proves winnable (``play --winnable``).
    ``today``: the date of the daily deals (injected, like ``clock``, so tests can fix it).
    """

    TITLE = "Domino Solitaire"
    # Every screen's styles, read once as the app starts: a screen's own CSS_PATH would be read
    # when it first opens, and Textual then parses all the CSS again and restyles every widget.
    CSS_PATH: ClassVar[list[str | PurePath]] = ["styles/app.tcss", "styles/board.tcss", "styles/store.tcss"]
    # ctrl+p: the command palette, whose "Theme" command restyles the whole game.
    ENABLE_COMMAND_PALETTE = True
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(
            "ctrl+q",
            "request_quit",
            "Quit",
            tooltip="Quit (asks first while a game is in progress)",
            show=False,
            priority=True,
        ),
    ]

    def __init__(
        self,
        setup: Setup | None = None,
        *,
        numerals: bool = False,
        clock: Callable[[], float] = time.monotonic,
        new_seed: Callable[[], int] = random_seed,
        recorder: GameRecorder | None = None,
        resume: tuple[Game, GameInfo] | None = None,
        replay: ReplayRequest | None = None,
        winnable: bool = False,
        daily: date | None = None,
        today: Callable[[], date] = date.today,
    ) -> None:
        super().__init__()
        self.first_setup = setup
        #: The date of the daily deal that ``setup`` is, if it is one.
        self.first_daily = daily
        self.recorder = recorder if recorder is not None else GameRecorder(None)
        if self.recorder.on_error is None:
            self.recorder.on_error = self.save_failed
        settings = self.recorder.settings
        #: New deals (n, and Play on the start screen) only deals the solver proves winnable.
        self.winnable = winnable or settings.winnable_only
        #: Whether the game screen says if the deal can still be won (v toggles it).
        self.show_verdict = settings.show_verdict
        if settings.theme is not None and settings.theme in self.available_themes:
            self.theme = settings.theme  # before the first frame: no flash of the default theme
        self.first_resume = resume
        self.first_replay = replay
        self.numerals = numerals
        # Injected so tests can freeze the clock and choose the "random" deals.
        self.clock = clock
        self.new_seed = new_seed
        #: The local date whose daily deals the start screen offers (tests fix it).
        self.today = today
        #: Work waiting for the first frame (None once it is on the screen).
        self._after_first_frame: list[Callable[[], None]] | None = []

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
        settings = replace(self.recorder.settings, **changes)  # type: ignore[arg-type]
        if settings != self.recorder.settings:
            self.recorder.save_settings(settings)

    def get_theme_variable_defaults(self) -> dict[str, str]:
        # The pips' colours, as theme variables a theme may set for itself: light shades on a dark
        # theme, dark ones on a light theme.
        return pip_variables(self.current_theme.dark)

    def watch_theme(self, theme: str) -> None:
        # Chosen in the command palette (ctrl+p, "Theme"): kept for the next run.
        if self.is_running:
            self.remember(theme=theme)

    def on_mount(self) -> None:
        if self.first_setup is None and self.first_resume is None and self.first_replay is None:
            # Opened straight into a game or a replay, the start screen is built only when the
            # player goes to it: the game's first frame comes sooner.
            self.push_screen(StartScreen())
        if self.recorder.notice:
            self.notify(self.recorder.notice, severity="warning", timeout=10, markup=False)
        if self.first_replay is not None:
            request = self.first_replay
            from domino_solitaire.tui.screens.replay import ReplayScreen

            viewer = ReplayScreen(
                request.record,
                request.info,
                at=request.at,
                delay=request.delay,
                autoplay=request.autoplay,
                numerals=self.numerals,
            )
            self.push_screen(viewer, self.replay_closed)
        elif self.first_resume is not None:
            game, info = self.first_resume
            self.push_screen(GameScreen(game.setup, game=game, resumed=info))
        elif self.first_setup is not None:
            self.start_game(self.first_setup, daily=self.first_daily)
        self.check_size()

    def on_unmount(self) -> None:
        self.recorder.close()

    def save_failed(self, problem: str) -> None:
        """Called on the recorder's writer thread: hand the news to the app's own thread."""
        self.post_message(SaveFailed(problem))

    def on_save_failed(self, message: SaveFailed) -> None:
        self.notify(f"Not saved: {message.problem}", severity="error", markup=False)

    def replay_closed(self, game: Game | None) -> None:
        """The viewer opened from the command line: closing it ends the app, taking over plays on."""
        if game is None:
            self.exit()
        else:
            self.take_over(game)

    def check_size(self) -> None:
        """Cover everything with the too-small notice while the terminal is too small, and lift it after.

        Called after every resize (from whichever screen is on top) and when the notice comes back to
        the top, so a notice left under a dialog that opened meanwhile goes as soon as it can.
        """
        small = too_small(self.size.width, self.size.height)
        showing = isinstance(self.screen, TooSmallScreen)
        if small and not showing:
            self.push_screen(TooSmallScreen())
        elif showing and not small:
            self.pop_screen()

    def start_game(self, setup: Setup, *, daily: date | None = None) -> None:
        """Play ``setup``, first offering to resume the unfinished game of the same kind, if any."""
        info = self.recorder.unfinished(setup.game, setup.size, setup.variant)
        if info is None:
            self.push_screen(GameScreen(setup, daily=daily))
            return
        moves = f"{info.move_count} move{'s' * (info.move_count != 1)}"

        def answer(choice: str | None) -> None:
            if choice == "resume":
                self.resume_game(info, setup)
            elif choice == "give-up":
                self.recorder.give_up(info.id)
                self.push_screen(GameScreen(setup, daily=daily))
            # None (escape): back where the player was; the saved game stays as it is.
            elif len(self.screen_stack) == 1:  # opened straight into this question: nowhere to go back
                self.show_start()

        self.push_screen(
            ResumeScreen(f"You have an unfinished {game_description(info)} ({moves}). Resume it?"),
            answer,
        )

    def resume_game(self, info: GameInfo, otherwise: Setup | None = None) -> None:
        """Play on the stored game ``info``; if it cannot be, say why and play ``otherwise`` (if given)."""
        resumed = self.recorder.resume(info.id)
        if isinstance(resumed, str):
            self.notify(
                f"Cannot resume game {info.id}: {resumed}", severity="error", timeout=10, markup=False
            )
            if otherwise is not None:
                self.push_screen(GameScreen(otherwise))
            return
        game, info = resumed
        self.push_screen(GameScreen(game.setup, game=game, resumed=info))

    def resume_latest(self) -> None:
        """The start screen's Resume: the most recent unfinished game of any kind."""
        info = self.recorder.latest_unfinished()
        if info is None:
            self.notify("There is no unfinished game to resume.", severity="warning")
        else:
            self.resume_game(info)

    def take_over(self, game: Game) -> None:
        """Play on from a replayed game: a new game, saved like any other.

        The game in play, if any, is left as it is (unfinished games stay resumable).
        """
        self.show_start()
        self.push_screen(GameScreen(game.setup, game=game))

    def show_stats(self, kind: Kind | None = None) -> None:
        """The statistics and history; ``kind`` (game, set, variant) is the row to start on."""
        self.push_screen(
            stats_screen(self.recorder, kind, self.numerals),
            lambda game: self.take_over(game) if game is not None else None,
        )

    def show_start(self) -> None:
        while len(self.screen_stack) > 1 and not isinstance(self.screen, StartScreen):
            self.pop_screen()
        if not isinstance(self.screen, StartScreen):
            self.push_screen(StartScreen())

    def game_in_progress(self) -> bool:
        return any(isinstance(s, GameScreen) and s.in_progress for s in self.screen_stack)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # Nothing opens over the too-small notice: it would be left behind when the terminal grows.
        return not (action == "command_palette" and isinstance(self.screen, TooSmallScreen))

    def action_request_quit(self) -> None:
        """Quit, asking first when a game is in progress."""
        if isinstance(self.screen, ConfirmScreen):
            return
        if isinstance(self.screen, TooSmallScreen):
            # No room for a question; the game in play is saved and can be resumed.
            self.exit()
            return
        if self.game_in_progress():
            question = "A game is in progress. Quit anyway?"
            if self.recorder.saving and self.recorder.error is None:
                question += "\nIt is saved; to play on, run\ndomino-solitaire resume"
            self.push_screen(
                ConfirmScreen(question),
                lambda yes: self.exit() if yes else None,
            )
        else:
            self.exit()
