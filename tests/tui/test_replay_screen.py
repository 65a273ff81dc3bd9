"""The replay viewer driven with Pilot: stepping, jumping, playing on, taking over, closing."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from textual.app import App
from textual.pilot import Pilot
from tui_driving import HostApp, TestClock
from tui_driving import screen_text as text
from tui_driving import send_keys as press

from domino_solitaire.engine import Game, Status, Transcript, make_setup
from domino_solitaire.tui.layout import TileDrawing
from domino_solitaire.tui.screens.replay import MoveStrip, ReplayScreen, strip_text
from domino_solitaire.tui.widgets.board import Board

SIZE = (80, 24)
# Luzon deal 1, playing the first legal move every time: won in 14 moves.
WON_SEED, WON_MOVES = 1, 14


def first_moves(
    game: str, seed: int = WON_SEED, count: int | None = None, size: int | None = None
) -> Transcript:
    played = Game(make_setup(game, size, None, seed=seed))
    while not played.is_over and (count is None or len(played.moves) < count):
        played.play(played.legal_moves()[0])
    return Transcript.of_game(played)


class ReplayApp(App[None]):
    """Just the viewer, pushed on mount; keeps what it was dismissed with."""

    CSS_PATH = HostApp.CSS_PATH  # the game's styles (DominoApp reads every screen's as it starts)
    ENABLE_COMMAND_PALETTE = False

    def __init__(self, record: Transcript, timers: TestClock | None = None, **options: Any) -> None:
        super().__init__()
        self.timers = timers  # the replay's steps, driven by the test where it gives a clock
        self.record = record
        self.options = options
        self.results: list[Game | None] = []

    def on_mount(self) -> None:
        self.push_screen(ReplayScreen(self.record, **self.options), self.results.append)

    @property
    def replay(self) -> ReplayScreen:
        assert isinstance(self.screen, ReplayScreen)
        return self.screen


async def drive(
    record: Transcript,
    scenario: Callable[[ReplayApp, Pilot[None]], Awaitable[None]],
    timers: TestClock | None = None,
    **options: Any,
) -> None:
    app = ReplayApp(record, timers, **options)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await scenario(app, pilot)


async def test_stepping_and_jumping_to_the_ends() -> None:
    record = first_moves("luzon")
    game = record.replay()

    async def scenario(app: ReplayApp, pilot: Pilot[None]) -> None:
        screen = app.replay
        assert screen.index == 0 and screen.last == WON_MOVES
        assert "The opening (move 0 of 14)" in text(app)
        assert "Replay: Luzon, double-6, deal 1" in text(app)
        assert screen.check_action("back", ()) is None  # greyed at the start
        assert screen.check_action("start", ()) is None
        await press(pilot, "right", "right", "l")
        assert screen.index == 3
        assert screen.board.position == game.positions[3]
        assert f"Move 3 of 14: {game.moves[2]}" in text(app)
        await press(pilot, "left", "h")
        assert screen.index == 1
        await press(pilot, "end")
        assert screen.index == WON_MOVES
        assert "WON" in text(app)
        assert screen.check_action("forward", ()) is None and screen.check_action("end", ()) is None
        await press(pilot, "right")  # nothing past the end
        assert screen.index == WON_MOVES
        await press(pilot, "home")
        assert screen.index == 0 and screen.board.position == game.positions[0]
        await press(pilot, "G")
        assert screen.index == WON_MOVES
        await press(pilot, "g")
        assert screen.index == 0
        assert app.results == []

    await drive(record, scenario)


async def test_the_board_only_shows() -> None:
    async def scenario(app: ReplayApp, pilot: Pilot[None]) -> None:
        screen = app.replay
        board = screen.board
        assert app.focused is None and not board.can_focus
        assert board.cursor is None  # no cursor: nothing to select, no partner marks
        await pilot.click(Board, offset=(10, 5))
        await pilot.click(Board, offset=(30, 10))
        assert board.cursor is None and screen.index == 0
        assert board.position == screen.game.positions[0]
        # The same look as in play: Luzon keeps its pips at 80x24.
        assert board.look == TileDrawing("vertical", "pips")
        footer = text(app).splitlines()[-1]
        for key in ("Back", "Next", "Start", "End", "Go to", "Play", "Take over", "Close"):
            assert key in footer

    await drive(first_moves("luzon"), scenario)


async def test_going_to_a_move_number() -> None:
    async def scenario(app: ReplayApp, pilot: Pilot[None]) -> None:
        screen = app.replay
        await press(pilot, "colon")
        assert screen.jumping and "Go to move (0 to 14)" in text(app)
        await press(pilot, "l", "1", "0", "enter")  # letters are not taken; only digits
        assert not screen.jumping and screen.index == 10
        await press(pilot, "number_sign")
        await press(pilot, "9", "9", "enter")
        assert screen.jumping and screen.index == 10
        assert "Move 99 is past the end: give 0 to 14" in text(app)
        await press(pilot, "escape")  # cancels the field, not the viewer
        assert not screen.jumping and app.results == [] and screen.index == 10
        await press(pilot, "colon")
        await press(pilot, "enter")  # nothing typed: just closes
        assert not screen.jumping and screen.index == 10
        await press(pilot, "colon")
        await press(pilot, "0", "enter")
        assert screen.index == 0
        await press(pilot, "right")
        assert screen.index == 1  # the keys work again once the field is closed

    await drive(first_moves("luzon"), scenario)


async def test_playing_on_by_ticks_and_speed() -> None:
    async def scenario(app: ReplayApp, pilot: Pilot[None]) -> None:
        screen = app.replay
        assert screen.delay == 1.0 and not screen.playing
        await press(pilot, "space")
        assert screen.playing and "▶ 1 s/move" in text(app)
        await press(pilot, "plus", "plus")
        assert screen.delay == 0.25 and screen.playing
        await press(pilot, "minus")
        assert screen.delay == 0.5
        # The timer's work, step by step, without waiting for it.
        screen.tick()
        screen.tick()
        assert screen.index == 2
        await press(pilot, "space")
        assert not screen.playing and "⏸ 0.5 s/move" in text(app)
        screen.tick()  # a paused viewer ignores a late tick
        assert screen.index == 2
        await press(pilot, "space")
        await press(pilot, "right")  # stepping by hand pauses
        assert not screen.playing and screen.index == 3
        for _ in range(5):
            await press(pilot, "minus")
        assert screen.delay == 8.0 and screen.check_action("speed", (2.0,)) is None
        # At the end, playing starts again from the opening; it stops by itself at the last move.
        await press(pilot, "end", "space")
        assert screen.playing and screen.index == 0
        for _ in range(WON_MOVES):
            screen.tick()
        assert screen.index == WON_MOVES and not screen.playing

    await drive(first_moves("luzon"), scenario)


async def test_autoplay_with_the_timer() -> None:
    clock = TestClock()

    async def scenario(app: ReplayApp, pilot: Pilot[None]) -> None:
        screen = app.replay
        await clock.advance(pilot, 0.25)  # two steps of 0.125 s
        assert screen.index == 2 and screen.playing
        await clock.advance(pilot, 0.125)  # the last move: it stops by itself
        assert screen.index == 3 and not screen.playing
        await clock.advance(pilot, 1.0)
        assert screen.index == 3

    await drive(first_moves("castle-rock", count=3), scenario, clock, autoplay=True, delay=0.125)


async def test_take_over_dismisses_with_the_game_so_far() -> None:
    record = first_moves("luzon")

    async def scenario(app: ReplayApp, pilot: Pilot[None]) -> None:
        await press(pilot, "colon")  # the field takes focus before the digits come
        await press(pilot, "5", "enter")
        await press(pilot, "t")
        (game,) = app.results
        assert isinstance(game, Game)
        assert game.move_texts() == list(record.moves[:5])
        assert game.setup == record.setup()
        assert game.status is Status.PLAYING and game.undos == 0 and not game.can_redo
        game.play(game.legal_moves()[0])  # a game to play on

    await drive(record, scenario)


async def test_take_over_is_not_offered_once_the_game_is_over() -> None:
    async def scenario(app: ReplayApp, pilot: Pilot[None]) -> None:
        screen = app.replay
        assert screen.index == WON_MOVES
        assert screen.check_action("take_over", ()) is None
        await press(pilot, "t")
        assert app.results == []
        await press(pilot, "left", "t")
        (game,) = app.results
        assert game is not None and len(game.moves) == WON_MOVES - 1

    await drive(first_moves("luzon"), scenario, at=None)


async def test_close_dismisses_with_none() -> None:
    async def scenario(app: ReplayApp, pilot: Pilot[None]) -> None:
        await press(pilot, "q")
        assert app.results == [None]

    await drive(first_moves("luzon"), scenario)


async def test_a_record_with_a_bad_move_shows_the_moves_before_it() -> None:
    good = first_moves("luzon")
    record = Transcript(
        good.game, good.size, good.variant, good.seed, None, (*good.moves[:2], "1+1", *good.moves[2:])
    )

    async def scenario(app: ReplayApp, pilot: Pilot[None]) -> None:
        screen = app.replay
        assert screen.last == 2
        assert "✗ The record stops after move 2: move 3" in text(app)
        await press(pilot, "end")
        assert screen.index == 2

    await drive(record, scenario)


@pytest.mark.parametrize(
    ("game", "size"), [("good-neighbors", 6), ("good-neighbors", 12), ("castle-rock", 18)]
)
async def test_every_game_replays_on_its_board(game: str, size: int) -> None:
    record = first_moves(game, size=size, count=4)
    replayed = record.replay()

    async def scenario(app: ReplayApp, pilot: Pilot[None]) -> None:
        screen = app.replay
        for k in range(1, 5):
            await press(pilot, "right")
            assert screen.board.position == replayed.positions[k]
            assert f"Move {k} of 4: {replayed.moves[k - 1]}" in text(app)
        assert "enter" not in text(app)  # the boards' own key hints are not shown

    await drive(record, scenario)


async def test_the_move_strip() -> None:
    labels = ["opening", *(f"{n} x{n}" for n in range(1, 40))]
    line = strip_text(labels, 20, 76)
    assert " 20 x20 " in line.plain and line.cell_len <= 76
    assert line.plain.startswith("◀") and line.plain.endswith("▶")
    (span,) = [s for s in line.spans if "reverse" in str(s.style)]
    assert line.plain[span.start : span.end] == " 20 x20 "
    assert strip_text(labels[:3], 0, 76).plain.strip() == "opening   1 x1  2 x2"

    async def scenario(app: ReplayApp, pilot: Pilot[None]) -> None:
        screen = app.replay
        shown = str(screen.query_one(MoveStrip).render())
        at = shown.index("4 ")
        await pilot.click(MoveStrip, offset=(at + 2, 0))  # +1 for the strip's padding
        assert screen.index == 4

    await drive(first_moves("luzon"), scenario)
