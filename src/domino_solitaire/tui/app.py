"""The Textual app: a thin shell that holds the settings and switches screens."""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable
from typing import ClassVar

from textual.app import App
from textual.binding import Binding, BindingType

from domino_solitaire.engine import MAX_SEED, Setup
from domino_solitaire.tui.screens.dialogs import ConfirmScreen
from domino_solitaire.tui.screens.game import GameScreen
from domino_solitaire.tui.screens.start import StartScreen
from domino_solitaire.tui.screens.too_small import TooSmallScreen, too_small


def random_seed() -> int:
    return secrets.randbelow(MAX_SEED + 1)


class DominoApp(App[None]):
    """Opens the start screen, or straight into a game when given a setup."""

    TITLE = "Domino Solitaire"
    CSS_PATH = "styles/app.tcss"
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
    ) -> None:
        super().__init__()
        self.first_setup = setup
        self.numerals = numerals
        # Injected so tests can freeze the clock and choose the "random" deals.
        self.clock = clock
        self.new_seed = new_seed

    def on_mount(self) -> None:
        self.push_screen(StartScreen())
        if self.first_setup is not None:
            self.push_screen(GameScreen(self.first_setup))
        self.check_size()

    def check_size(self) -> None:
        small = too_small(self.size.width, self.size.height)
        showing = isinstance(self.screen, TooSmallScreen)
        if small and not showing:
            self.push_screen(TooSmallScreen())
        elif showing and not small:
            self.pop_screen()

    def start_game(self, setup: Setup) -> None:
        self.push_screen(GameScreen(setup))

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
            self.push_screen(
                ConfirmScreen("A game is in progress. Quit anyway?"),
                lambda yes: self.exit() if yes else None,
            )
        else:
            self.exit()
