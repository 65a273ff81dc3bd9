"""The app wired to the store, driven with Pilot: saving as play goes, resume offers, statistics
keys, and the replay viewer as the command line opens it (a real store in a temporary folder)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path, PurePath
from typing import Any, ClassVar

import pytest
from textual.pilot import Pilot
from textual.widgets import Button
from tui_driving import (
    SIZE,
    game_screen,
    notice,
    play_by_keys,
    screen_text,
    send_keys,
    setup_of,
    until,
    wait_for_text,
)

from domino_solitaire.cli import basic, main, play
from domino_solitaire.engine import Game, Setup, Status, Transcript
from domino_solitaire.play import PlaySession
from domino_solitaire.records import GameRecord, Result
from domino_solitaire.store import GameStore, StoreError, StoreProblem, open_store
from domino_solitaire.store.keeper import GameKeeper
from domino_solitaire.tui import app as app_module
from domino_solitaire.tui.app import DominoApp
from domino_solitaire.tui.launch import GameOptions, ReplayRequest, store_options
from domino_solitaire.tui.screens.dialogs import ConfirmScreen, ElsewhereScreen, ResumeScreen
from domino_solitaire.tui.screens.game import GameScreen
from domino_solitaire.tui.screens.replay import ReplayScreen
from domino_solitaire.tui.screens.start import StartScreen
from domino_solitaire.tui.screens.stats import StatsScreen
from helpers import save_game

# Luzon deal 1, playing the first legal move every time: won in 14 moves.
LUZON = ("luzon", 6, None)


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "data"


def app_for(
    folder: Path,
    setup: Setup | None = None,
    *,
    seeds: Iterator[int] | None = None,
    clock: Callable[[], float] = lambda: 0.0,
    app_class: type[DominoApp] = DominoApp,
    **options: Any,
) -> DominoApp:
    """The app on the store in ``folder``, with a frozen clock and known "random" deals, opened as the
    command line opens it (a game asked for is painted first, the store read after its first frame)."""
    numbers = seeds or iter(range(1000, 2000))
    chosen = GameOptions(setup=setup, data_dir=str(folder), **options)
    app = app_class(chosen, clock=clock, new_seed=lambda: next(numbers), **store_options(chosen))
    APPS.append(app)
    app.animation_level = "none"
    return app


class StoreReadWhenTold(DominoApp):
    """The app whose work after the first frame (reading the store) waits until ``read_store``."""

    # Textual reads CSS_PATH relative to the module of the class that sets it.
    CSS_PATH: ClassVar[list[str | PurePath]] = [
        Path(app_module.__file__).parent / path for path in DominoApp.CSS_PATH
    ]

    def __init__(self, *args: Any, **options: Any) -> None:
        super().__init__(*args, **options)
        self.waiting: list[Callable[[], None]] = []

    def after_first_frame(self, callback: Callable[[], None]) -> None:
        self.waiting.append(callback)

    async def read_store(self, pilot: Pilot[None]) -> None:
        for callback in self.waiting:
            callback()
        await pilot.pause()


#: The apps of a test: their recorders' writes are awaited before the store is read.
APPS: list[DominoApp] = []


@pytest.fixture(autouse=True)
def _apps_of_this_test() -> Iterator[None]:
    yield
    APPS.clear()


def stored(folder: Path) -> list[GameRecord]:
    """The games in the store, newest first (opened afresh: what another process would see), once
    every recorder's writes (made in the background) are done."""
    assert all(app.recorder.flush(10) for app in APPS)
    store = open_store(folder)
    assert isinstance(store, GameStore)
    with store:
        return store.history(None)


def first_move(app: DominoApp) -> bool:
    screen = game_screen(app)
    return screen.apply_move(screen.game.legal_moves()[0])


async def play_moves(pilot: Pilot[None], count: int) -> None:
    for _ in range(count):
        assert first_move(pilot.app)  # type: ignore[arg-type]
    await pilot.pause()


async def quit_app(pilot: Pilot[None]) -> None:
    await send_keys(pilot, "q")
    if isinstance(pilot.app.screen, ConfirmScreen):
        await send_keys(pilot, "y")


async def test_each_move_undo_and_redo_is_saved(folder: Path) -> None:
    app = app_for(folder, setup_of(*LUZON))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert stored(folder) == []  # nothing before the first move
        screen = game_screen(app)
        move = screen.game.legal_moves()[0]
        await play_by_keys(pilot, move)
        [info] = stored(folder)
        assert (info.game, info.seed, info.move_count, info.result) == ("luzon", 1, 1, Result.PLAYING)
        await play_moves(pilot, 1)
        assert stored(folder)[0].move_count == 2
        await send_keys(pilot, "u")
        [info] = stored(folder)
        assert (info.move_count, info.undos) == (1, 1)
        await send_keys(pilot, "y")
        assert stored(folder)[0].move_count == 2


async def test_a_won_game_is_stored_as_won(folder: Path) -> None:
    app = app_for(folder, setup_of(*LUZON))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        while not game_screen(app).game.is_over:
            first_move(app)
        await pilot.pause()
    [info] = stored(folder)
    assert (info.result, info.move_count) == (Result.WON, 14)
    # A win is at par: the deal's par is what the win left, and the statistics count it so.
    assert (info.tiles_left, info.par) == (0, 0)


async def hint_answered(pilot: Pilot[None], count: int) -> None:
    """Press the hint key and wait until the hint has been counted: the solver answers in a worker,
    so the wait is for the workers to end and their answers to be handled, however long that takes."""
    screen = game_screen(pilot.app)  # type: ignore[arg-type]
    await send_keys(pilot, "w")
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()
    assert screen.session.state.hints == count


@pytest.mark.solver
async def test_hints_are_counted_and_saved(folder: Path) -> None:
    app = app_for(folder, setup_of(*LUZON))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await hint_answered(pilot, 1)  # before the first move: counted, saved with that move
        await play_moves(pilot, 1)
        assert stored(folder)[0].hints == 1
        # A hint changes nothing else, and is saved all the same.
        await hint_answered(pilot, 2)
        assert (stored(folder)[0].hints, stored(folder)[0].move_count) == (2, 1)
        # The same hint shown again is not a second one.
        await send_keys(pilot, "w")
        await pilot.pause()
        assert game_screen(app).session.state.hints == 2
        await play_moves(pilot, 1)
        await hint_answered(pilot, 3)
        await quit_app(pilot)
    [info] = stored(folder)
    assert (info.hints, info.move_count) == (3, 2)

    # Resumed, the count goes on from where it was.
    app = app_for(folder, setup_of(*LUZON))
    async with app.run_test(size=SIZE) as pilot:
        await wait_for_text(pilot, "You have an unfinished")
        await send_keys(pilot, "enter")  # enter resumes: "Yes" is the default
        screen = game_screen(app)
        assert screen.session.state.resumed and screen.session.state.hints == 3
        await hint_answered(pilot, 4)
    assert stored(folder)[0].hints == 4


async def play_then_quit(folder: Path, moves: int = 3, setup: Setup | None = None) -> list[str]:
    """Play ``moves`` moves of Luzon deal 1 in the app and quit; the moves played."""
    app = app_for(folder, setup or setup_of(*LUZON))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await play_moves(pilot, moves)
        played = game_screen(app).game.move_texts()
        await quit_app(pilot)
    return played


def left_unfinished(folder: Path, moves: int = 3, setup: Setup | None = None) -> list[str]:
    """What ``play_then_quit`` leaves in the store, through the same recorder without the screens
    (quicker, for tests about what comes next); the moves played."""
    recorder = GameKeeper.open(folder)
    session = PlaySession(setup or setup_of(*LUZON), sink=recorder, clock=lambda: 0.0)
    for _ in range(moves):
        session.play(session.game.legal_moves()[0])
    session.close()
    recorder.close()
    return session.game.move_texts()


async def test_quitting_keeps_the_game_and_play_offers_to_resume_it(folder: Path) -> None:
    played = await play_then_quit(folder)
    [info] = stored(folder)
    assert info.result is Result.PLAYING  # quitting does not give the game up

    # The same kind of game, another deal: the unfinished one is offered first.
    app = app_for(folder, setup_of(*LUZON, seed=99))
    async with app.run_test(size=SIZE) as pilot:
        await wait_for_text(pilot, "You have an unfinished")
        question = app.screen
        assert isinstance(question, ResumeScreen)
        assert "unfinished Luzon, double-6, deal 1 (3 moves). Resume it?" in question.question
        await send_keys(pilot, "r")
        screen = game_screen(app)
        assert screen.game.setup.seed == 1
        assert screen.game.move_texts() == played
        assert screen.game.position == Game.replay(setup_of(*LUZON), played).position
        assert "Resumed after 3 moves" in notice(app)
        await play_moves(pilot, 1)
    # Still the one stored game, now with a fourth move.
    [again] = stored(folder)
    assert (again.id, again.move_count, again.result) == (info.id, 4, Result.PLAYING)


async def test_the_deal_asked_for_is_painted_first_and_the_resume_question_comes_over_it(
    folder: Path,
) -> None:
    played = left_unfinished(folder)

    app = app_for(folder, setup_of(*LUZON, seed=99), app_class=StoreReadWhenTold)
    assert isinstance(app, StoreReadWhenTold)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        # The first frame: the deal asked for, the store not read yet (no question, nothing known).
        painted = app.screen
        assert isinstance(painted, GameScreen) and painted.game.setup.seed == 99
        assert "deal 99" in screen_text(app) and app.recorder.store is None
        await app.read_store(pilot)
        question = app.screen
        assert isinstance(question, ResumeScreen)
        assert "unfinished Luzon, double-6, deal 1 (3 moves). Resume it?" in question.question
        assert app.screen_stack[-2] is painted  # over the painted board
        await send_keys(pilot, "r")
        # The saved game in the painted one's place.
        assert [type(screen) for screen in app.screen_stack[1:]] == [GameScreen]
        screen = game_screen(app)
        assert (screen.game.setup.seed, screen.game.move_texts()) == (1, played)
        assert "Resumed after 3 moves" in notice(app)
    [kept] = stored(folder)  # the painted deal was never saved
    assert (kept.seed, kept.move_count, kept.result) == (1, 3, Result.PLAYING)


@pytest.mark.parametrize("answer", ["n", "l"])
async def test_a_deal_held_in_another_window_is_asked_about_over_the_painted_board(
    folder: Path, answer: str
) -> None:
    other = GameKeeper.open(folder)  # another window's session, still running (its lease is live)
    session = PlaySession(setup_of(*LUZON), sink=other, clock=lambda: 0.0)
    session.play(session.game.legal_moves()[0])
    assert other.flush(10)

    app = app_for(folder, setup_of(*LUZON), app_class=StoreReadWhenTold)
    assert isinstance(app, StoreReadWhenTold)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        painted = game_screen(app)
        assert app.screen is painted and not painted.game.moves
        await app.read_store(pilot)
        assert app.screen_stack[2:] == [app.screen] and isinstance(app.screen, ElsewhereScreen)
        assert app.screen_stack[1] is painted
        await send_keys(pilot, answer)
        if answer == "l":  # the game played elsewhere, to look at, in the painted one's place
            assert isinstance(app.screen, ReplayScreen) and painted not in app.screen_stack
        else:  # a game of its own of the deal asked for: the painted one, saved from now on
            assert app.screen_stack[1:] == [painted] and painted.session.sink is app.recorder
            await play_moves(pilot, 1)
    other.close()
    if answer == "n":
        assert [game.move_count for game in stored(folder)] == [1, 1]  # each window's own game


@pytest.mark.parametrize("answer", ["give up", "no question"])
async def test_a_key_pressed_before_the_store_is_read_is_kept(folder: Path, answer: str) -> None:
    if answer == "give up":
        left_unfinished(folder)
    app = app_for(folder, setup_of(*LUZON, seed=99), app_class=StoreReadWhenTold)
    assert isinstance(app, StoreReadWhenTold)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        move = screen.game.legal_moves()[0]
        await play_by_keys(pilot, move)
        assert screen.game.move_texts() == [str(move)]  # played at once, on the painted board
        # Nothing saved before the store is read.
        assert [game.seed for game in stored(folder)] == ([1] if answer == "give up" else [])
        await app.read_store(pilot)
        if answer == "give up":
            await send_keys(pilot, "g")
        assert game_screen(app) is screen and screen.game.move_texts() == [str(move)]
        await play_moves(pilot, 1)
    games = stored(folder)
    assert (games[0].seed, games[0].move_count) == (99, 2)  # the key's move, and one after
    assert [game.result for game in games[1:]] == ([Result.ABANDONED] if answer == "give up" else [])


def test_only_a_game_asked_for_opens_before_the_store_is_read(folder: Path) -> None:
    game = store_options(GameOptions(setup=setup_of(*LUZON), data_dir=str(folder)))
    assert game["recorder"].store is None and not folder.exists()  # nothing opened, nothing made
    start = store_options(GameOptions(data_dir=str(folder)))
    assert set(start) == {"recorder"} and start["recorder"].store is not None
    start["recorder"].close()
    later = game["open_store"]()
    assert later.store is not None
    later.close()


async def test_escape_on_the_resume_question_gives_nothing_up(folder: Path) -> None:
    left_unfinished(folder)

    app = app_for(folder, setup_of(*LUZON, seed=99))
    async with app.run_test(size=SIZE) as pilot:
        await wait_for_text(pilot, "You have an unfinished")
        await send_keys(pilot, "escape")
        assert isinstance(app.screen, StartScreen)
    [kept] = stored(folder)
    assert (kept.result, kept.move_count) == (Result.PLAYING, 3)


async def test_declining_to_resume_gives_the_game_up(folder: Path) -> None:
    left_unfinished(folder)

    app = app_for(folder, setup_of(*LUZON, seed=99))
    async with app.run_test(size=SIZE) as pilot:
        await wait_for_text(pilot, "You have an unfinished")
        await send_keys(pilot, "g")
        screen = game_screen(app)
        assert screen.game.setup.seed == 99 and not screen.game.moves
        await play_moves(pilot, 1)
    new, old = stored(folder)
    assert old.result is Result.ABANDONED
    assert (new.seed, new.result) == (99, Result.PLAYING)


async def test_another_kind_of_game_offers_nothing(folder: Path) -> None:
    left_unfinished(folder)

    app = app_for(folder, setup_of("castle-rock", 6, seed=2))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)


@pytest.mark.solver
async def test_menu_and_new_deal_give_the_game_up(folder: Path) -> None:
    app = app_for(folder, setup_of(*LUZON))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await play_moves(pilot, 2)
        await send_keys(pilot, "n")
        assert isinstance(app.screen, ConfirmScreen)
        await send_keys(pilot, "y")
        [first] = stored(folder)
        assert first.result is Result.ABANDONED
        await play_moves(pilot, 1)
        assert stored(folder)[0].seed == 1000 and stored(folder)[0].result is Result.PLAYING
        await send_keys(pilot, "m")
        await send_keys(pilot, "y")
        assert isinstance(app.screen, StartScreen)
    assert [info.result for info in stored(folder)] == [Result.ABANDONED, Result.ABANDONED]


async def test_resume_button_on_the_start_screen(folder: Path) -> None:
    app = app_for(folder)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.screen.query_one("#resume", Button).disabled
    left_unfinished(folder, moves=2)

    app = app_for(folder)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        button = app.screen.query_one("#resume", Button)
        assert not button.disabled
        button.press()
        await pilot.pause()
        screen = game_screen(app)
        assert screen.session.state.resumed and len(screen.game.moves) == 2
        # Back to the start screen gives it up; Resume then has nothing to offer.
        await send_keys(pilot, "m", "y")
        assert isinstance(app.screen, StartScreen)
        assert app.screen.query_one("#resume", Button).disabled


async def test_the_clock_of_a_resumed_game_goes_on_from_its_stored_time(folder: Path) -> None:
    left_unfinished(folder, moves=2)
    store = open_store(folder)
    assert isinstance(store, GameStore)
    with store:
        game, info = store.resume(stored(folder)[0].id)
        assert info.started_at is not None
        save_game(store, game, info.started_at, 0, elapsed=125.0)
        game, info = store.resume(info.id)

    app = app_for(folder, resume=info)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert game_screen(app).session.state.elapsed == 125.0
        await play_moves(pilot, 1)
    assert stored(folder)[0].duration == 125.0


async def test_quitting_keeps_the_time_played_exactly(folder: Path) -> None:
    now = [10.0]
    app = app_for(folder, setup_of(*LUZON), clock=lambda: now[0])
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await play_moves(pilot, 2)
        now[0] = 57.5  # the player thinks for a while, then quits without another move
        await quit_app(pilot)
    [info] = stored(folder)
    assert (info.duration, info.move_count, info.result) == (47.5, 2, Result.PLAYING)


@pytest.mark.solver
async def test_a_game_autoplay_finished_is_stored_as_solved(folder: Path) -> None:
    app = app_for(folder, setup_of(*LUZON))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        screen.assist.thinking_delay = 0.0
        screen.assist.step_seconds = 0.01
        await play_moves(pilot, 1)
        await send_keys(pilot, "a")
        await until(pilot, lambda: screen.game.is_over)
        assert screen.game.status is Status.WON
        await pilot.pause()
        [info] = stored(folder)
        assert (info.result, info.move_count, info.hints) == (Result.SOLVED, 14, 13)
        await wait_for_text(pilot, "Solved by autoplay")  # the dialog says so too, not "You won!"
        await send_keys(pilot, "escape")  # the game-over dialog
        # And so does the status bar under it.
        assert "SOLVED" in screen_text(app) and "WON" not in screen_text(app)
        await send_keys(pilot, "u")  # undo after the end: the record stands
        assert stored(folder)[0] == info


async def test_a_failed_save_is_told_without_holding_up_play(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*args: object, **kwargs: object) -> int:
        raise StoreError(StoreProblem.CANNOT_WRITE, path=Path("games.sqlite3"), detail="disk I/O error [sic]")

    monkeypatch.setattr(GameStore, "save", broken)

    app = app_for(folder, setup_of(*LUZON))
    notices: list[tuple[str, str]] = []
    app.notify = lambda message, **kw: notices.append((str(message), kw.get("severity", "")))  # type: ignore[method-assign]
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await play_moves(pilot, 1)
        assert app.recorder.flush(10)
        for _ in range(100):
            if notices:
                break
            await pilot.pause(0.02)
        assert notices == [
            (
                "Not saved: cannot write to games.sqlite3: disk I/O error [sic]. Every move is kept here"
                " and written as soon as it can be.",
                "error",
            )
        ]
        await play_moves(pilot, 1)  # play goes on


async def test_statistics_key_from_the_game_and_the_start_screen(folder: Path) -> None:
    left_unfinished(folder, moves=1, setup=setup_of("castle-rock", 6, seed=2))

    app = app_for(folder, setup_of(*LUZON))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await play_moves(pilot, 1)
        await send_keys(pilot, "s")
        stats = app.screen
        assert isinstance(stats, StatsScreen)
        assert stats.kind == ("luzon", 6, "standard")
        assert {k.game for k in stats.table} == {"luzon", "castle-rock"}
        await send_keys(pilot, "escape")
        assert isinstance(app.screen, GameScreen)
        assert len(game_screen(app).game.moves) == 1  # the game is untouched
        await send_keys(pilot, "m", "y")
        await send_keys(pilot, "f3")
        assert isinstance(app.screen, StatsScreen) and app.screen.kind is None
        await send_keys(pilot, "escape")
        app.screen.query_one("#stats", Button).press()
        await pilot.pause()
        assert isinstance(app.screen, StatsScreen)


async def test_statistics_without_a_store_say_why(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")

    app = app_for(blocker, setup_of(*LUZON))
    notices: list[tuple[str, str]] = []
    app.notify = lambda message, **kw: notices.append((str(message), kw.get("severity", "")))  # type: ignore[method-assign]
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert notices and "games will not be saved" in notices[0][0] and notices[0][1] == "warning"
        await play_moves(pilot, 1)  # plays on without saving, and without complaint
        assert "Not saved" not in notice(app)
        await send_keys(pilot, "s")
        await wait_for_text(pilot, "games will not be saved")


async def test_the_quit_question_says_the_game_is_kept(folder: Path) -> None:
    app = app_for(folder, setup_of(*LUZON))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await play_moves(pilot, 1)
        await send_keys(pilot, "q")
        await wait_for_text(pilot, "domino-solitaire resume")
        await send_keys(pilot, "escape")


async def test_in_a_browser_the_quit_question_says_what_to_click_to_play_on(folder: Path) -> None:
    """Issue 22, item 5: a browser player has no terminal to run a command in."""
    app = app_for(folder, setup_of(*LUZON), served=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await play_moves(pilot, 1)
        await send_keys(pilot, "q")
        text = await wait_for_text(pilot, "Quit anyway?")
        assert "Resume on the start" in text and "domino-solitaire resume" not in text
        await send_keys(pilot, "escape")


# -- the replay viewer, as `domino-solitaire replay` opens it -----------------------------------------


class Opened:
    """Stands in for ``play.run_app``: keeps what the command would have run."""

    def __init__(self) -> None:
        self.calls: list[GameOptions] = []

    def __call__(self, options: GameOptions) -> int:
        self.calls.append(options)
        return 0

    @property
    def request(self) -> ReplayRequest:
        request = self.calls[-1].replay
        assert isinstance(request, ReplayRequest)
        return request


@pytest.fixture
def in_terminal(monkeypatch: pytest.MonkeyPatch) -> Opened:
    opened = Opened()
    monkeypatch.setattr(play, "is_terminal", lambda: True)
    monkeypatch.setattr(play, "run_app", opened)
    return opened


def luzon_record(moves: int) -> Transcript:
    game = Game(setup_of(*LUZON))
    for _ in range(moves):
        game.play(game.legal_moves()[0])
    return Transcript.of_game(game)


async def test_replay_of_a_record_file_opens_the_viewer(
    tmp_path: Path, folder: Path, in_terminal: Opened
) -> None:
    path = tmp_path / "game.json"
    path.write_text(luzon_record(14).to_json())
    argv = ["replay", str(path), "--at", "3", "--speed", "0.5", "--play", "--numerals"]
    argv += ["--data-dir", str(folder)]
    assert main(argv) == 0
    [call] = in_terminal.calls
    assert (call.setup, call.numerals, call.data_dir) == (None, True, str(folder))
    request = in_terminal.request
    assert (request.at, request.delay, request.autoplay, request.info) == (3, 0.5, True, None)

    app = app_for(folder, replay=request, numerals=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen) and screen.playing  # --play
        assert (screen.delay, screen.look.numerals) == (0.5, True)
        await send_keys(pilot, "escape")  # closing the viewer ends the app
        await pilot.pause()
        assert not app.is_running


async def test_replay_of_a_history_id_and_taking_over(folder: Path, in_terminal: Opened) -> None:
    left_unfinished(folder, moves=5)
    [info] = stored(folder)
    assert main(["replay", str(info.id), "--data-dir", str(folder)]) == 0
    request = in_terminal.request
    assert request.info is not None and request.info.id == info.id and len(request.record.moves) == 5

    app = app_for(folder, replay=request)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for_text(pilot, f"Replay of game {info.id}")
        await send_keys(pilot, "right", "right", "t")
        game = game_screen(app)
        assert len(game.game.moves) == 2 and "Playing on after 2 moves" in notice(app)
        await play_moves(pilot, 1)
        # Taking over plays on as a new game, saved like any other; the replayed one is untouched.
        new, old = stored(folder)
        assert (new.seed, new.move_count, new.result) == (1, 3, Result.PLAYING)
        assert (old.id, old.move_count) == (info.id, 5)
        await send_keys(pilot, "m", "y")
        assert isinstance(app.screen, StartScreen)  # the app goes on after a take-over


async def test_taking_over_from_the_statistics_screen(folder: Path) -> None:
    left_unfinished(folder, moves=4)

    app = app_for(folder)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await send_keys(pilot, "f3")
        await send_keys(pilot, "h")  # the history
        await send_keys(pilot, "enter")
        assert isinstance(app.screen, ReplayScreen)
        await send_keys(pilot, "right", "t")
        assert isinstance(app.screen, GameScreen) and len(game_screen(app).game.moves) == 1
        assert [type(s) for s in app.screen_stack[1:]] == [StartScreen, GameScreen]


def test_a_record_with_an_illegal_move_opens_at_its_legal_part(tmp_path: Path, in_terminal: Opened) -> None:
    data = json.loads(luzon_record(3).to_json())
    data["moves"].append("9+9")
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    assert main(["replay", str(path), "--at", "4"]) == 0
    screen = ReplayScreen(in_terminal.request.record, at=in_terminal.request.at)
    assert screen.last == 3 and screen.problem is not None and screen.index == 3
    # With --json it is still one line and status 2.
    assert main(["replay", str(path), "--json"]) == 2


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["replay", "7"], "there is no game 7 in the history"),
        (["replay", "{record}", "--at", "9"], "--at 9 is past the end: the game has 3 moves"),
        (["replay", "{record}", "--json", "--speed", "2"], "--speed is for the replay viewer"),  # --at is not
        (["replay", "{record}", "--text", "--play"], "--play is for the replay viewer"),
        (["replay", "{record}", "--speed", "0"], "give a number above 0"),
        (["replay", "{record}", "--at", "-1"], "0 is the opening"),
        (["replay", "{unknown}"], "no game"),
    ],
)
def test_bad_replay_input_is_one_line_and_status_2(
    argv: list[str],
    words: str,
    tmp_path: Path,
    folder: Path,
    in_terminal: Opened,
    capsys: pytest.CaptureFixture[str],
) -> None:
    record = tmp_path / "game.json"
    record.write_text(luzon_record(3).to_json())
    unknown = tmp_path / "unknown.json"
    unknown.write_text(luzon_record(3).to_json().replace('"luzon"', '"patience"'))
    argv = [a.format(record=record, unknown=unknown) for a in argv] + ["--data-dir", str(folder)]
    status: object
    try:
        status = main(argv)
    except SystemExit as exc:
        status = exc.code
    assert status == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and words in err, err
    assert not in_terminal.calls


def test_viewer_options_in_a_pipe_are_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "game.json"
    path.write_text(luzon_record(3).to_json())
    assert main(["replay", str(path), "--play"]) == 2
    assert "needs an interactive terminal" in capsys.readouterr().err
    # Without viewer options a pipe still gets the final position as text.
    assert main(["replay", str(path)]) == 0
    assert "playing after 3 moves" in capsys.readouterr().out


async def test_replay_of_a_history_id_prints_in_a_pipe(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    left_unfinished(folder, moves=14)
    assert main(["replay", "1", "--json", "--data-dir", str(folder)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert (out["status"], out["moves_played"]) == (str(Result.WON), 14)


def test_replay_of_an_id_with_no_store_says_why(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    assert main(["replay", "1", "--data-dir", str(blocker)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "is a file, not a folder" in err


def test_an_existing_file_named_like_an_id_is_read_as_a_record(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "12").write_text(luzon_record(2).to_json())
    record, info = basic.load_replay("12", str(tmp_path / "nowhere"))
    assert info is None and len(record.moves) == 2
    assert not (tmp_path / "nowhere").exists()  # the store was not even opened


# -- resume --------------------------------------------------------------------------------------------


def test_resume_command_with_no_unfinished_game(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["resume", "--data-dir", str(folder)]) == 2
    err = capsys.readouterr().err
    assert err == "domino-solitaire: there is no unfinished game to resume\n"


def test_resume_command_with_no_store(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    assert main(["resume", "--data-dir", str(blocker)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "there is no unfinished game to resume: the data folder" in err


async def test_resume_command_opens_the_latest_unfinished_game(
    folder: Path, in_terminal: Opened, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    played = left_unfinished(folder, moves=3)
    left_unfinished(folder, moves=1, setup=setup_of("castle-rock", 6, seed=2))
    assert main(["resume", "--numerals", "--data-dir", str(folder)]) == 0
    [call] = in_terminal.calls
    info = call.resume
    assert info is not None
    assert (info.game, info.move_count, call.numerals) == ("castle-rock", 1, True)
    # Outside a terminal: one line, after the game was found.
    monkeypatch.setattr(play, "is_terminal", lambda: False)
    assert main(["resume", "--data-dir", str(folder)]) == 2
    assert "resume needs an interactive terminal" in capsys.readouterr().err
    assert len(played) == 3


def test_play_passes_the_data_folder(folder: Path, in_terminal: Opened) -> None:
    assert main(["play", "luzon", "--seed", "4", "--data-dir", str(folder)]) == 0
    [call] = in_terminal.calls
    assert call.setup is not None
    assert call.data_dir == str(folder) and call.setup.seed == 4
    assert call.winnable is None  # unsaid: the kept setting, else the game's default


def test_play_winnable_starts_on_a_winnable_deal(
    in_terminal: Opened, capsys: pytest.CaptureFixture[str]
) -> None:
    # Castle Rock double-6: deal 1 cannot be won, deal 2 can; the number shown is the real one.
    assert main(["play", "castle-rock", "--seed", "1", "--winnable"]) == 0
    [call] = in_terminal.calls
    assert call.setup is not None
    assert call.setup.seed == 2 and call.winnable is True
    assert capsys.readouterr().err == "Looking for a winnable deal…\n"


# A full double-6 deal, written out (the one numbered 1).
DEAL_1 = " ".join(str(tile) for tile in setup_of("castle-rock", 6, seed=1).deal)


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--deal", DEAL_1], "--winnable chooses a deal number; it cannot be used with --deal"),
        (["--seed", "-4"], "deal number -4 is out of range"),
    ],
)
def test_play_winnable_bad_input_is_one_line(
    argv: list[str], words: str, in_terminal: Opened, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["play", "castle-rock", "--winnable", *argv]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and words in err, err
    assert not in_terminal.calls


async def test_a_full_disk_at_the_end_announces_no_record_and_the_quit_writes_the_win(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The screen's face of a full disk: the notice at once, the end dialog with no record, and the
    win written once there is room (here at the quit)."""
    import sqlite3
    from contextlib import contextmanager

    from domino_solitaire.solver import solve
    from domino_solitaire.tui.screens.dialogs import GameOverScreen
    from domino_solitaire.wording.records import unsaved_end_text

    full = [False]
    original = GameStore._transaction

    @contextmanager
    def transaction(self: GameStore) -> Iterator[Any]:
        with original(self) as conn:
            if full[0]:
                raise sqlite3.OperationalError("database or disk is full")
            yield conn

    monkeypatch.setattr(GameStore, "_transaction", transaction)
    setup = setup_of(*LUZON)
    line = solve(setup.opening()).notation()
    app = app_for(folder, setup)
    notices: list[tuple[str, str]] = []
    app.notify = lambda message, **kw: notices.append((str(message), kw.get("severity", "")))  # type: ignore[method-assign]
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        for number, text in enumerate(line):
            full[0] = number >= 2
            (move,) = [move for move in screen.game.legal_moves() if str(move) == text]
            assert screen.apply_move(move)
            await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, GameOverScreen) and dialog.won
        assert "New fastest" not in dialog.summary and unsaved_end_text() in dialog.summary
        assert notices and notices[0][1] == "error" and "database or disk is full" in notices[0][0]
        assert [info.move_count for info in stored(folder)] == [2]
        full[0] = False
        await send_keys(pilot, "q")
    app.recorder.close()
    (info,) = stored(folder)
    assert (info.result, info.move_count) == (Result.WON, len(line))
