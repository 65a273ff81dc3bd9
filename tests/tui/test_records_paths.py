"""The paths that used to fool the history (issue 17), end to end: the app or the command line on a
real store, each path as a player takes it, and what the history and statistics then say."""

from __future__ import annotations

import fcntl
import json
import os
import pty
import select
import signal
import struct
import subprocess
import sys
import termios
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from textual import events
from textual.geometry import Offset
from tui_driving import (
    SIZE,
    TestClock,
    game_over_dialog,
    game_screen,
    notice,
    screen_text,
    send_keys,
    setup_of,
    until,
)

from domino_solitaire.cli import main
from domino_solitaire.engine import Game, Transcript, make_setup
from domino_solitaire.play import PlaySession
from domino_solitaire.records import GameRecord, KindStats, Result
from domino_solitaire.solver.verdict import Outlook
from domino_solitaire.store import GameStore, open_store
from domino_solitaire.store.keeper import GameKeeper
from domino_solitaire.tui.app import DominoApp
from domino_solitaire.tui.launch import GameOptions, ReplayRequest
from domino_solitaire.tui.widgets.status import StatusBar

# Luzon deal 1: the first legal move every time wins in 14 moves. Deal 7: the first legal move wins
# in 19, and the line below loses in 3. Deal 2 cannot be won at all.
WON_LINE_SEED, LOSABLE_SEED, HOPELESS_SEED = 1, 7, 2
LOSING_LINE = ["5+R3", "2+5", "5+R1"]


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "data"


RECORDERS: list[GameKeeper] = []


@pytest.fixture(autouse=True)
def _recorders() -> Iterator[None]:
    yield
    RECORDERS.clear()


def app_for(
    folder: Path,
    setup: Any = None,
    *,
    clock: Callable[[], float] = lambda: 0.0,
    timers: Any = None,
    **options: Any,
) -> DominoApp:
    recorder = GameKeeper.open(folder)
    RECORDERS.append(recorder)
    seeds = iter(range(1000, 2000))
    app = DominoApp(
        GameOptions(setup=setup, **options),
        clock=clock,
        new_seed=lambda: next(seeds),
        recorder=recorder,
        timers=timers,
    )
    app.animation_level = "none"
    return app


def history(folder: Path) -> list[GameRecord]:
    assert all(recorder.flush(10) for recorder in RECORDERS)
    store = open_store(folder)
    assert isinstance(store, GameStore)
    with store:
        return store.history(None)


def statistics(folder: Path) -> KindStats:
    store = open_store(folder)
    assert isinstance(store, GameStore)
    with store:
        [kind] = store.stats()
    return kind


def first_moves(app: DominoApp, count: int | None = None) -> None:
    screen = game_screen(app)
    done = 0
    while not screen.game.is_over and (count is None or done < count):
        assert screen.apply_move(screen.game.legal_moves()[0])
        done += 1


# 1. A replay taken over one move before its win.
async def test_a_replay_taken_over_before_its_win_sets_no_record(folder: Path) -> None:
    won = Game(make_setup("luzon", 6, seed=WON_LINE_SEED))
    while not won.is_over:
        won.play(won.legal_moves()[0])
    record = Transcript("luzon", 6, "standard", WON_LINE_SEED, None, tuple(won.move_texts()), {})
    app = app_for(folder, replay=ReplayRequest(record, at=13))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await send_keys(pilot, "t")
        await until(pilot, lambda: game_screen(app).game.moves)
        first_moves(app)
        dialog = await game_over_dialog(pilot)
        assert "Taken over from a replay" in dialog.summary
    [info] = history(folder)
    assert (info.result, info.origin, info.source) == (Result.WON, "taken-over", "played")
    kind = statistics(folder)
    assert (kind.won, kind.fastest_win, kind.fewest_moves) == (1, None, None)


# 2. SIGTERM and SIGHUP in mid-game: the time is kept exactly, and the terminal given back.
@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP])
def test_a_signal_keeps_the_time_and_gives_the_terminal_back(folder: Path, signum: int) -> None:
    recorder = GameKeeper.open(folder)
    session = PlaySession(make_setup("luzon", 6, seed=WON_LINE_SEED), sink=recorder, clock=lambda: 0.0)
    session.play(session.game.legal_moves()[0])
    session.close()
    recorder.close()
    env = {**os.environ, "DOMINO_SOLITAIRE_HOME": str(folder), "TERM": "xterm-256color"}
    env.update(COLUMNS="80", LINES="24", TEXTUAL_ANIMATIONS="none")
    leader, follower = pty.openpty()
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    child = subprocess.Popen(
        [sys.executable, "-m", "domino_solitaire", "resume"],
        stdin=follower,
        stdout=follower,
        stderr=follower,
        env=env,
        start_new_session=True,
    )
    os.close(follower)
    output = b""
    try:
        deadline = time.monotonic() + 30
        while b"Resumed after" not in output and time.monotonic() < deadline:
            if select.select([leader], [], [], 0.2)[0]:
                output += os.read(leader, 65536)
        assert b"Resumed after" in output
        time.sleep(1.2)  # real time: the game's clock, kept through the signal, is what is measured
        child.send_signal(signum)
        while child.poll() is None and time.monotonic() < deadline:
            if select.select([leader], [], [], 0.2)[0]:
                try:
                    output += os.read(leader, 65536)
                except OSError:
                    break
        assert child.wait(10) == 0
    finally:
        if child.poll() is None:
            child.kill()
        os.close(leader)
    tail = output[output.rfind(b"Resumed after") :]
    # The alternate screen left and the cursor shown again.
    assert b"\x1b[?1049l" in tail and b"\x1b[?25h" in tail
    [info] = history(folder)
    assert info.result is Result.PLAYING and info.duration is not None and info.duration >= 1.0


# 3. An import that claims a record time and no hints.
def test_an_imported_record_s_claims_set_no_record(folder: Path, tmp_path: Path) -> None:
    won = Game(make_setup("luzon", 6, seed=WON_LINE_SEED))
    while not won.is_over:
        won.play(won.legal_moves()[0])
    extra = {"result": "won", "duration_seconds": 1, "hints": 0, "started_at": "2024-05-01T12:00:00Z"}
    record = Transcript("luzon", 6, "standard", WON_LINE_SEED, None, tuple(won.move_texts()), extra)
    path = tmp_path / "edited.json"
    path.write_text(record.to_json())
    assert main(["import", str(path), "--data-dir", str(folder)]) == 0
    kind = statistics(folder)
    assert (kind.played, kind.won, kind.fastest_win, kind.fewest_moves) == (1, 1, None, None)


# 4. Autoplay finishes a game: solved, on the status bar and in the notice too.
@pytest.mark.solver
async def test_autoplay_s_finish_is_solved_on_every_line(folder: Path) -> None:
    app = app_for(folder, setup_of("luzon", 6, seed=WON_LINE_SEED))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        screen.assist.thinking_delay = 0.0
        screen.assist.step_seconds = 0.01
        await send_keys(pilot, "a")
        await game_over_dialog(pilot)
        # The notice under the dialog says the last move, and never calls autoplay's finish won.
        said = notice(app)
        assert said.startswith("Played ") and said.endswith(" Solved by autoplay.") and "won" not in said
        await send_keys(pilot, "escape")
        bar = screen.query_one(StatusBar)
        assert bar.facts is not None and bar.facts.status is Result.SOLVED
        assert bar.verdict is None or bar.verdict.outlook is not Outlook.WON
        assert notice(app).startswith("Game solved.")
        assert "won" not in screen_text(app).splitlines()[0].lower()
    assert history(folder)[0].result is Result.SOLVED


# 5. Autoplay on a deal that cannot be won plays toward par: its start shows no move and is no
# hint; each move it makes is one.
@pytest.mark.solver
async def test_autoplay_on_a_hopeless_deal_plays_toward_par_a_hint_a_move(folder: Path) -> None:
    app = app_for(folder, setup_of("luzon", 6, seed=HOPELESS_SEED))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        await until(pilot, lambda: screen.assist.up_to_date)
        await send_keys(pilot, "a")
        assert "playing toward the best now" in notice(app)
        assert screen.session.state.hints == 0
        await until(pilot, lambda: bool(screen.game.moves))
        assert screen.session.state.hints == len(screen.game.moves)


# 6. The verdict hidden hides the grade too.
@pytest.mark.solver
async def test_hiding_the_verdict_hides_the_grade(folder: Path) -> None:
    app = app_for(folder, setup_of("luzon", 6, seed=HOPELESS_SEED))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        await until(pilot, lambda: screen.session.record.grade is not None)
        await send_keys(pilot, "v")
        await pilot.pause()
        top = "\n".join(screen_text(app).splitlines()[:2])
        assert "Grade" not in top and "winnable" not in top


# 7. A game given up after one move does not count toward best tiles left.
async def test_an_abandoned_game_is_not_a_best_result(folder: Path) -> None:
    app = app_for(folder, setup_of("luzon", 6, seed=WON_LINE_SEED))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        first_moves(app, 1)
        await send_keys(pilot, "m", "y")
    assert history(folder)[0].result is Result.ABANDONED
    assert statistics(folder).best_result is None


# 8. Won, undone, then lost: the dialog says the win stays recorded.
async def test_a_loss_after_an_undone_win_says_the_win_stays(folder: Path) -> None:
    app = app_for(folder, setup_of("luzon", 6, seed=LOSABLE_SEED))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        first_moves(app)
        await game_over_dialog(pilot)
        await send_keys(pilot, "escape", "r")
        screen = game_screen(app)
        for text in LOSING_LINE:
            assert screen.apply_move(screen.game.rules.parse_move(text))
        dialog = await game_over_dialog(pilot)
        assert dialog.title_text.startswith("No moves left")
        assert "the history keeps that result" in dialog.summary
    assert history(folder)[0].result is Result.WON


def test_history_json_says_how_a_game_began(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    recorder = GameKeeper.open(folder)
    session = PlaySession(make_setup("luzon", 6, seed=WON_LINE_SEED), sink=recorder, clock=lambda: 0.0)
    session.play(session.game.legal_moves()[0])
    recorder.close()
    assert main(["history", "--json", "--data-dir", str(folder)]) == 0
    [game] = json.loads(capsys.readouterr().out)
    assert game["origin"] == "new"


async def test_the_clock_stops_while_the_window_is_out_of_focus(folder: Path) -> None:
    now = [10.0]
    app = app_for(folder, setup_of("luzon", 6, seed=WON_LINE_SEED), clock=lambda: now[0])
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        now[0] = 15.0
        app.post_message(events.AppBlur())
        await pilot.pause()
        now[0] = 600.0  # away in another window
        app.post_message(events.AppFocus())
        await pilot.pause()
        now[0] = 601.0
        assert game_screen(app).session.state.elapsed == 6.0


async def test_castle_rock_plays_a_forced_removal_by_itself_and_f_turns_it_off(folder: Path) -> None:
    # Castle Rock double-6 deal 1 opens with exactly one removal, and the next is forced too.
    clock = TestClock()
    app = app_for(folder, setup_of("castle-rock", 6, seed=1), timers=clock)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        await until(pilot, lambda: len(screen.game.moves) >= 1)
        assert screen.session.state.hints == 0
        await send_keys(pilot, "f")
        assert "waits for you" in notice(app)
        played = len(screen.game.moves)
        await clock.advance(pilot, 2.0)  # well past the forced move's pause
        assert len(screen.game.moves) == played
    assert app.recorder.settings.play_forced is False


async def test_a_castle_rock_game_left_at_once_asks_nothing_and_leaves_nothing(folder: Path) -> None:
    # Castle Rock double-6 deal 5 opens with four removals that play by themselves.
    clock = TestClock()
    app = app_for(folder, setup_of("castle-rock", 6, seed=5), timers=clock)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        for _ in range(8):
            await clock.advance(pilot, 1.0)
        assert len(screen.game.moves) == 4 and screen.session.forced_move() is None
        said = notice(app)
        # The burst says each of them, not only the last.
        assert said.count("(played by itself)") == 4
        for removed in ("1-2", "0-1", "3-3", "2-6"):
            assert f"removed {removed}" in said
        await send_keys(pilot, "q")
        assert not app.is_running  # no question: the player had not touched it
    assert history(folder) == []


@pytest.mark.solver
async def test_the_screen_reader_mode_says_each_tile_and_puts_the_terminal_cursor_on_it(folder: Path) -> None:
    now = [10.0]
    clock = TestClock()
    app = app_for(
        folder, setup_of("good-neighbors", 6, seed=1), clock=lambda: now[0], screen_reader=True, timers=clock
    )
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        assert app.animation_level == "none"
        bar = screen.query_one(StatusBar)
        await send_keys(pilot, "right")
        board = screen.board
        target = board.cursor
        tile = screen.game.position.tile_at(target)  # type: ignore[attr-defined]
        assert notice(app).endswith(f" {target}: {tile}.")  # after what its marks say
        region = board.hit_region(target, tile=True)
        assert region is not None
        await pilot.pause()
        # Inside the tile's frame, on its first cell of text (tests/tui/test_access.py says more).
        inside = region.offset + Offset(1, 1)
        assert app.cursor_position == board.content_region.offset + inside - board.scroll_offset
        # The clock does not redraw each second (a screen reader would say it again and again). The
        # screen's own timers (the solver's start) run first, so only a tick could change the bar.
        await clock.advance(pilot, 1.2)
        await until(pilot, lambda: screen.assist.up_to_date)
        shown = bar.facts
        now[0] = 70.0
        await clock.advance(pilot, 1.2)  # past a tick, were there one
        assert bar.facts == shown


async def test_the_screen_reader_setting_is_kept_from_the_start_screen(folder: Path) -> None:
    app = app_for(folder)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await send_keys(pilot, "f4")
        assert app.screen_reader and "Screen reader on" in screen_text(app)
    assert app.recorder.settings.screen_reader
    again = app_for(folder)
    assert again.screen_reader


@pytest.mark.solver
async def test_a_new_deal_keeps_the_game_s_difficulty(folder: Path) -> None:
    from domino_solitaire.solver import grade

    app = app_for(folder, setup_of("luzon", 6, seed=1), difficulty="easy")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        assert screen.session.deals.difficulty == "easy"
        await send_keys(pilot, "n")
        await until(pilot, lambda: screen.game.setup.seed != 1)
        assert str(grade(screen.game.setup)) == "easy"
