"""The solver in the TUI: live verdict, hint, autoplay and review, driven with Pilot.

``AssistedScreen`` is the real game screen with the assistant wired in the way the game screen
itself will be (a few lines), so these tests also try that wiring out.
"""

from __future__ import annotations

import threading
import time
from typing import Any, ClassVar

from textual import events, on
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.pilot import Pilot
from tui_driving import SIZE, make_app, notice, run, send_keys, setup_of

from domino_solitaire.engine import Game, Move, Setup, Status
from domino_solitaire.solver import Hint, greedy_line, hint, review, solve
from domino_solitaire.tui.app import DominoApp
from domino_solitaire.tui.assist import Assist, Outlook, StopCheck, Verdict, review_text
from domino_solitaire.tui.messages import HistoryChanged, MovePlayed
from domino_solitaire.tui.screens.dialogs import GameOverScreen
from domino_solitaire.tui.screens.game import GameScreen
from domino_solitaire.tui.widgets.verdict import verdict_text, verdict_words

# Good Neighbors double-6 deal 1 can be won; the greedy player's line loses it with its third move
# (after which it is still playing but no longer winnable) and is stuck after the fourth.
WINNABLE = ("good-neighbors", 6, 1)
# Luzon double-6: deal 2 cannot be won at all; deals 1 and 7 can, in 14 and 19 moves.
HOPELESS = ("luzon", 6, 2)
SHORT_WIN = ("luzon", 6, 1)
LONG_WIN = ("luzon", 6, 7)


class AssistedScreen(GameScreen):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("w", "hint", "Hint", tooltip="Hint: show the next move of a winning line"),
        Binding("a", "autoplay", "Autoplay", tooltip="Play a winning line move by move; any key stops"),
    ]

    def __init__(self, setup: Setup, **options: Any) -> None:
        super().__init__(setup)
        self.verdicts: list[Verdict] = []
        self.hinted: list[Move | None] = []
        options = {"thinking_delay": 0.0, "step_seconds": 0.05, **options}
        self.assist = Assist(
            self,
            game=lambda: self.game,
            apply_move=self.apply_move,
            on_verdict=self.verdicts.append,
            on_hint=self.hinted.append,
            notice=self.notice,
            **options,
        )

    def on_mount(self) -> None:
        # GameScreen.on_mount runs as well (Textual calls each class's handler).
        self.assist.position_changed()

    @on(MovePlayed)
    @on(HistoryChanged)
    def game_changed(self, _: Message) -> None:
        self.assist.position_changed()

    def on_key(self, event: events.Key) -> None:
        self.assist.key_pressed(event)

    def action_hint(self) -> None:
        self.assist.hint()

    def action_autoplay(self) -> None:
        self.assist.toggle_autoplay()


async def open_screen(pilot: Pilot[None], game: tuple[str, int, int], **options: Any) -> AssistedScreen:
    name, size, seed = game
    screen = AssistedScreen(setup_of(name, size, seed=seed), **options)
    await pilot.app.push_screen(screen)
    await pilot.pause()
    return screen


async def until(pilot: Pilot[None], check: Any, seconds: float = 5.0) -> None:
    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, "timed out"
        await pilot.pause(0.02)


async def settled(pilot: Pilot[None], screen: AssistedScreen) -> Verdict:
    await until(pilot, lambda: screen.assist.up_to_date)
    return screen.assist.verdict


async def game_over_dialog(pilot: Pilot[None]) -> None:
    """Wait for the game-over dialog to be up (the app must not shut down while it mounts)."""
    await until(pilot, lambda: isinstance(pilot.app.screen, GameOverScreen))
    await pilot.pause()


def scenario(body: Any) -> None:
    async def go() -> None:
        app: DominoApp = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await body(pilot)

    run(go)


def replay_wins(game: Game, line: tuple[Move, ...]) -> bool:
    copy = Game(game.setup, positions=list(game.positions), moves=list(game.moves))
    for move in line:
        copy.play(move)
    return copy.status is Status.WON


def test_verdict_follows_the_game() -> None:
    async def body(pilot: Pilot[None]) -> None:
        screen = await open_screen(pilot, WINNABLE)
        verdict = await settled(pilot, screen)
        assert verdict.outlook is Outlook.WINNABLE
        assert replay_wins(screen.game, verdict.line)
        moves = greedy_line(screen.game.position)
        for count, move in enumerate(moves, start=1):
            assert screen.apply_move(move)
            verdict = await settled(pilot, screen)
            if count == 3:
                # Still playing, but the third move lost it: one undo leads back.
                assert screen.game.status is Status.PLAYING
                assert verdict == Verdict(Outlook.NOT_WINNABLE, undos=1)
                assert verdict_words(verdict) == "✗ no longer winnable · undo 1"
        assert verdict == Verdict(Outlook.LOST, undos=2)
        await game_over_dialog(pilot)
        await send_keys(pilot, "escape")  # close the game-over dialog
        await send_keys(pilot, "u", "u")
        assert (await settled(pilot, screen)).outlook is Outlook.WINNABLE

        other = await open_screen(pilot, HOPELESS)
        assert await settled(pilot, other) == Verdict(Outlook.NOT_WINNABLE, undos=None)
        assert verdict_words(other.assist.verdict) == "✗ not winnable"

    scenario(body)


def test_a_stale_answer_is_dropped() -> None:
    gate = threading.Event()
    asked: list[int] = []

    def slow_then_true(game: Game, limit: float | None, stop: StopCheck) -> Hint:
        asked.append(len(game.moves))
        if len(asked) == 1:
            # The first question hangs until released, then answers something plainly wrong.
            while not gate.wait(0.01):
                if stop():
                    break
            return Hint(False, undos=99)
        return hint(game, limit, stop)

    async def body(pilot: Pilot[None]) -> None:
        screen = await open_screen(pilot, WINNABLE, think=slow_then_true)
        await until(pilot, lambda: asked == [0])
        assert screen.assist.verdict.outlook is Outlook.THINKING
        # The game changes behind the assistant's back (as if its message were still queued).
        screen.game.play(screen.game.legal_moves()[0])
        gate.set()
        await pilot.pause(0.2)
        assert not [v for v in screen.verdicts if v.decided], "the old position's answer was used"
        screen.assist.position_changed()
        verdict = await settled(pilot, screen)
        assert asked == [0, 1]
        winnable = solve(screen.game.position).winnable
        assert verdict.outlook is (Outlook.WINNABLE if winnable else Outlook.NOT_WINNABLE)
        assert verdict.undos != 99

        # A question overtaken by a newer one is cancelled, and its answer never arrives.
        gate.clear()
        asked.clear()
        screen.verdicts.clear()
        await send_keys(pilot, "u")
        await until(pilot, lambda: asked == [0])
        await send_keys(pilot, "y")
        verdict = await settled(pilot, screen)
        gate.set()
        await pilot.pause(0.1)
        assert [v for v in screen.verdicts if v.decided] == [verdict]
        assert verdict.undos != 99

    scenario(body)


def test_hint_is_a_legal_move_on_a_winning_line() -> None:
    async def body(pilot: Pilot[None]) -> None:
        screen = await open_screen(pilot, SHORT_WIN)
        await send_keys(pilot, "w")
        await until(pilot, lambda: bool(screen.hinted))
        move = screen.hinted[-1]
        assert move is not None
        assert screen.game.why_illegal(move) is None
        assert notice(pilot.app).startswith(f"Hint: {move}, the next move of a winning line")
        assert replay_wins(screen.game, screen.assist.verdict.line)
        # Following the hint keeps the position on the known line: the next hint needs no search.
        assert screen.apply_move(move)
        await pilot.pause()
        assert screen.assist.verdict.outlook is Outlook.WINNABLE
        await send_keys(pilot, "w")
        assert screen.hinted[-1] == screen.assist.verdict.line[0]

    scenario(body)


def test_hint_when_lost_counts_the_undos() -> None:
    async def body(pilot: Pilot[None]) -> None:
        screen = await open_screen(pilot, WINNABLE)
        for move in greedy_line(screen.game.position)[:3]:
            screen.apply_move(move)
        await send_keys(pilot, "w")
        await until(pilot, lambda: "Undo" in notice(pilot.app))
        assert notice(pilot.app) == (
            "No winning line from here. Undo 1 move (u) to get back to a position that can be won."
        )
        assert screen.hinted[-1] is None
        screen.apply_move(screen.game.legal_moves()[0])
        await game_over_dialog(pilot)
        await send_keys(pilot, "escape")  # the game is lost: close the dialog
        await send_keys(pilot, "w")
        await until(pilot, lambda: "lost" in notice(pilot.app))
        assert hint(screen.game).undos == 2
        assert notice(pilot.app).startswith("The game is lost. Undo 2 moves (u)")

    scenario(body)


def test_autoplay_plays_to_a_win() -> None:
    async def body(pilot: Pilot[None]) -> None:
        screen = await open_screen(pilot, SHORT_WIN)
        await send_keys(pilot, "a")
        await until(pilot, lambda: screen.game.status is Status.WON)
        assert not screen.assist.autoplaying
        assert len(screen.game.moves) == 14
        assert screen.assist.verdict.outlook is Outlook.WON
        await game_over_dialog(pilot)

    scenario(body)


def test_autoplay_stops_at_any_key() -> None:
    async def body(pilot: Pilot[None]) -> None:
        screen = await open_screen(pilot, LONG_WIN, step_seconds=0.15)
        await send_keys(pilot, "a")
        await until(pilot, lambda: len(screen.game.moves) >= 2)
        await send_keys(pilot, "u")  # stops autoplay, and is used up doing it: no undo
        played = len(screen.game.moves)
        assert not screen.assist.autoplaying
        assert notice(pilot.app) == "Autoplay stopped."
        await pilot.pause(0.4)
        assert len(screen.game.moves) == played
        # Started again, it goes on from where it is; the autoplay key itself stops it too.
        await send_keys(pilot, "a")
        await until(pilot, lambda: len(screen.game.moves) > played)
        await send_keys(pilot, "a")
        assert not screen.assist.autoplaying
        await send_keys(pilot, "u")
        assert screen.game.can_redo

    scenario(body)


def test_no_autoplay_without_a_winning_line() -> None:
    async def body(pilot: Pilot[None]) -> None:
        screen = await open_screen(pilot, HOPELESS)
        await settled(pilot, screen)
        await send_keys(pilot, "a")
        assert not screen.assist.autoplaying
        assert notice(pilot.app).startswith("✗ No autoplay: No winning line from here")

    scenario(body)


def test_review_names_the_losing_move() -> None:
    async def body(pilot: Pilot[None]) -> None:
        screen = await open_screen(pilot, WINNABLE)
        for move in greedy_line(screen.game.position):
            screen.apply_move(move)
        assert screen.game.status is Status.LOST
        await game_over_dialog(pilot)
        texts: list[str] = []
        screen.assist.review(texts.append)
        await until(pilot, lambda: bool(texts))
        found = review(screen.game)
        assert found.losing_move_number == 3
        assert texts == [
            f'Move 3, "{found.losing_move}", lost the game: it could still be won after move 2. '
            "Undo 2 moves to play on from there."
        ]

    scenario(body)


def test_verdict_words_read_without_colour() -> None:
    words = {
        verdict_words(v)
        for v in (
            Verdict(Outlook.THINKING),
            Verdict(Outlook.WINNABLE),
            Verdict(Outlook.NOT_WINNABLE, undos=3),
            Verdict(Outlook.NOT_WINNABLE),
            Verdict(Outlook.UNKNOWN),
            Verdict(Outlook.WON),
            Verdict(Outlook.LOST, undos=2),
        )
    }
    assert len(words) == 7  # each verdict says something different in plain text
    assert verdict_text(Verdict(Outlook.WINNABLE)).plain == "● winnable"


def test_review_text_for_a_deal_that_was_never_winnable() -> None:
    game = Game(setup_of(*HOPELESS[:2], seed=HOPELESS[2]))
    while not game.is_over:
        game.play(game.legal_moves()[0])
    assert review_text(game, review(game), 10.0) == "This deal could not be won, whatever the play."
