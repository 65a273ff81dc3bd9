"""The Textual app: a thin shell that holds the settings and switches screens."""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable
from pathlib import PurePath
from typing import ClassVar

from textual.app import App
from textual.binding import Binding, BindingType

from domino_solitaire.engine import MAX_SEED, Game, Setup
from domino_solitaire.store import GameInfo
from domino_solitaire.tui.launch import ReplayRequest
from domino_solitaire.tui.saving import GameRecorder
from domino_solitaire.tui.screens.dialogs import ConfirmScreen
from domino_solitaire.tui.screens.game import GameScreen
from domino_solitaire.tui.screens.replay import ReplayScreen
from domino_solitaire.tui.screens.start import StartScreen
from domino_solitaire.tui.screens.stats import Kind, StatsScreen
from domino_solitaire.tui.screens.too_small import TooSmallScreen, too_small


def random_seed() -> int:
    return secrets.randbelow(MAX_SEED + 1)


class DominoApp(App[None]):
    """Opens the start screen, or straight into a game when given a setup.

    ``recorder`` saves the games played (None: nothing is saved, as in most tests).
    ``resume``: a stored game to play on (``GameRecorder.resume``), opened at once.
    ``replay``: a recorded game to open in the replay viewer at once; closing it ends the app,
    taking over plays on.
    ``winnable``: new deals (n) are only deals the solver proves winnable (``play --winnable``).
    """

    TITLE = "Domino Solitaire"
    CSS_PATH: ClassVar[list[str | PurePath]] = ["styles/app.tcss", "styles/board.tcss"]
    ENABLE_COMMAND_PALETTE = False
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
    ) -> None:
        super().__init__()
        self.winnable = winnable
        self.first_setup = setup
        self.recorder = recorder if recorder is not None else GameRecorder(None)
        self.first_resume = resume
        self.first_replay = replay
        self.numerals = numerals
        # Injected so tests can freeze the clock and choose the "random" deals.
        self.clock = clock
        self.new_seed = new_seed

    def on_mount(self) -> None:
        self.push_screen(StartScreen())
        if self.recorder.notice:
            self.notify(self.recorder.notice, severity="warning", timeout=10)
        if self.first_replay is not None:
            request = self.first_replay
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
            self.start_game(self.first_setup)
        self.check_size()

    def on_unmount(self) -> None:
        self.recorder.close()

    def replay_closed(self, game: Game | None) -> None:
        """The viewer opened from the command line: closing it ends the app, taking over plays on."""
        if game is None:
            self.exit()
        else:
            self.take_over(game)

    def check_size(self) -> None:
        small = too_small(self.size.width, self.size.height)
        showing = isinstance(self.screen, TooSmallScreen)
        if small and not showing:
            self.push_screen(TooSmallScreen())
        elif showing and not small:
            self.pop_screen()

    def start_game(self, setup: Setup) -> None:
        """Play ``setup``, first offering to resume the unfinished game of the same kind, if any."""
        info = self.recorder.unfinished(setup.game, setup.size, setup.variant)
        if info is None:
            self.push_screen(GameScreen(setup))
            return
        moves = f"{info.move_count} move{'s' * (info.move_count != 1)}"

        def answer(yes: bool | None) -> None:
            if yes:
                self.resume_game(info, setup)
            else:
                self.recorder.give_up(info.id)
                self.push_screen(GameScreen(setup))

        self.push_screen(
            # Enter resumes: a reflexive key press must not throw the game away.
            ConfirmScreen(
                f"Resume your unfinished {info.describe()} ({moves})? No gives it up.", default=True
            ),
            answer,
        )

    def resume_game(self, info: GameInfo, otherwise: Setup | None = None) -> None:
        """Play on the stored game ``info``; if it cannot be, say why and play ``otherwise`` (if given)."""
        resumed = self.recorder.resume(info.id)
        if isinstance(resumed, str):
            self.notify(f"Cannot resume game {info.id}: {resumed}", severity="error", timeout=10)
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
            StatsScreen(self.recorder.opened, kind=kind, numerals=self.numerals),
            lambda game: self.take_over(game) if game is not None else None,
        )

    def show_start(self) -> None:
        while len(self.screen_stack) > 1 and not isinstance(self.screen, StartScreen):
            self.pop_screen()

    def game_in_progress(self) -> bool:
        return any(isinstance(s, GameScreen) and s.in_progress for s in self.screen_stack)

    def action_request_quit(self) -> None:
        """Quit, asking first when a game is in progress."""
        if isinstance(self.screen, ConfirmScreen):
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
