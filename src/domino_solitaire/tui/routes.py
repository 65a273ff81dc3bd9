"""Which screen comes next: the start screen, a game (through the play layer's front door, which
may ask first), the replay viewer, the statistics and history, a puzzle. The app holds the store and
the settings in force; the routes ask it for them as each screen opens."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import TYPE_CHECKING, Any

from domino_solitaire.i18n import _
from domino_solitaire.play.front import FrontDoor, Wanted
from domino_solitaire.store.keeper import StoreError
from domino_solitaire.tui.pregame import ScreenPregame
from domino_solitaire.tui.screens.game import GameScreen
from domino_solitaire.wording.records import store_problem_text
from domino_solitaire.wording.text import printable

if TYPE_CHECKING:
    from textual.app import App

    from domino_solitaire.engine import Game, GameKind, Setup
    from domino_solitaire.play import DealChoice, PlaySession
    from domino_solitaire.puzzles.model import Puzzle
    from domino_solitaire.records import GameRecord
    from domino_solitaire.tui.assist import Searches
    from domino_solitaire.tui.board_look import BoardLook
    from domino_solitaire.tui.requests import GameOptions, ReplayRequest
    from domino_solitaire.tui.start_given import StartGiven


class Routes:
    """Opens the screens over ``app``. ``door``: the front door as the store and settings stand now;
    ``look``: how a set's tiles are drawn; ``given``: the player's store, today, new deals and the
    settings in force (what the start screen is given); ``searches``: where the solver runs."""

    def __init__(
        self,
        app: App[Any],
        *,
        door: Callable[[], FrontDoor],
        look: Callable[[int], BoardLook],
        given: Callable[[], StartGiven],
        searches: Searches | None,
    ) -> None:
        self.app, self.door, self.look, self.given, self.searches = app, door, look, given, searches

    def open_asked(self, options: GameOptions, paint_first: Callable[[Setup, Wanted], None] | None) -> None:
        """What the command line asked for (``options``), else the start screen. ``paint_first``: a
        new game plays at once, before the store is open (None: the store is open)."""
        if options.puzzle is not None:
            self.show_puzzle(options.puzzle, daily=options.daily)
        elif options.setup is None and options.resume is None and options.replay is None:
            # Opened straight into a game or a replay, the start screen is built only when the
            # player goes to it: the game's first frame comes sooner.
            self.show_start()
        if options.replay is not None:
            self.replay(options.replay)
        elif options.resume is not None:
            self.resume_game(options.resume)
        elif options.setup is not None and paint_first is not None:
            paint_first(options.setup, Wanted.of_daily(options.daily, options.tier))
        elif options.setup is not None:
            self.start_game(options.setup, daily=options.daily, tier=options.tier)

    def pregame(self) -> ScreenPregame:
        return ScreenPregame(self.app, self.play, self.look_at, self.show_start)

    def play(self, session: PlaySession) -> None:
        """Open a game screen on ``session``."""
        look, new_seed = self.look(session.game.setup.size), self.given().new_seed
        self.app.push_screen(GameScreen(session, look=look, new_seed=new_seed, searches=self.searches))

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

    def resume_game(self, info: GameRecord) -> None:
        """Play on the stored game ``info``, or say why it cannot be."""
        self.door().open(self.pregame(), None, resume=info)

    def resume_latest(self) -> None:
        """The start screen's Resume: the most recent unfinished game of any kind."""
        info = self.given().recorder.read(lambda store: store.latest_unfinished(), None)
        if info is None:
            self.app.notify(_("There is no unfinished game to resume."), severity="warning")
        else:
            self.resume_game(info)

    def look_at(self, game_id: int) -> None:
        """The stored game in the replay viewer, to look at (taking it over plays a new game)."""
        from domino_solitaire.tui.screens.replay import ReplayScreen

        try:
            record, info = self.given().recorder.reading().load(game_id)
        except StoreError as exc:
            self.app.notify(printable(store_problem_text(exc)), severity="error", markup=False)
            if len(self.app.screen_stack) == 1:
                self.show_start()
            return
        viewer = ReplayScreen(record, info, at=None, look=self.look(info.size))
        self.app.push_screen(
            viewer, lambda game: self.take_over(game) if game is not None else self.show_start()
        )

    def replay(self, request: ReplayRequest) -> None:
        """The viewer the command line asked for: closing it ends the app; taking over plays on."""
        from domino_solitaire.tui.screens.replay import viewer_for

        closed = lambda game: self.app.exit() if game is None else self.take_over(game)  # noqa: E731
        self.app.push_screen(viewer_for(request, self.look), closed)

    def take_over(self, game: Game) -> None:
        """Play on from a replayed game: a new game, recorded as taken over (it sets no record).
        The game in play, if any, is left as it is (unfinished games stay resumable)."""
        self.show_start()
        self.play(self.door().take_over(game))

    def show_stats(self, kind: GameKind | None = None) -> None:
        """The statistics and history; ``kind`` is the row to start on."""
        # Loaded when first opened: not needed for the first frame, and its tables cost start-up time.
        from domino_solitaire.tui.screens.stats import StatsScreen

        row = None if kind is None else (kind.game, kind.size, kind.variant)
        screen = StatsScreen(self.given().recorder, kind=row, look=self.look)
        self.app.push_screen(screen, lambda game: self.take_over(game) if game is not None else None)

    def show_puzzle(self, puzzle: Puzzle | None = None, *, daily: date | None = None) -> None:
        """A puzzle on its board: ``puzzle`` (``daily``: the puzzle of that day), else one near the
        player's rating."""
        from domino_solitaire.tui.screens.puzzle import puzzle_screen

        screen = puzzle_screen(self.given().recorder.store, self.look, puzzle, daily)
        if screen is not None:
            self.app.push_screen(screen)

    def show_start(self) -> None:
        """Back to the start screen, closing what is over it (opened when first needed)."""
        # Loaded here, not with the app: a game opened from the command line paints without it.
        from domino_solitaire.tui.screens.start import StartScreen

        app = self.app
        while len(app.screen_stack) > 1 and not isinstance(app.screen, StartScreen):
            app.pop_screen()
        if not isinstance(app.screen, StartScreen):
            app.push_screen(StartScreen(self.given()))
