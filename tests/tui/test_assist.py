"""The solver in the TUI: live verdict, hint, autoplay and review, driven with Pilot on the game screen."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any

from textual.pilot import Pilot
from tui_driving import (
    SIZE,
    HostApp,
    TestClock,
    clock_of,
    game_over_dialog,
    game_screen,
    make_app,
    notice,
    screen_for,
    screen_text,
    send_keys,
    setup_of,
    until,
)

from domino_solitaire.engine import Game, Move, Status
from domino_solitaire.play import DealChoice
from domino_solitaire.play.advisor import GRADE_GROUP, VERDICT_GROUP
from domino_solitaire.play.executors import Withheld
from domino_solitaire.solver import Hint, greedy_line, hint, review, solve
from domino_solitaire.solver.verdict import Outlook, Verdict
from domino_solitaire.tui.app import DominoApp
from domino_solitaire.tui.assist import StopCheck, TextualExecutor
from domino_solitaire.tui.requests import GameOptions
from domino_solitaire.tui.screens.dialogs import GameOverScreen
from domino_solitaire.tui.screens.game import GameScreen
from domino_solitaire.tui.widgets.status import StatusBar
from domino_solitaire.wording.boards import verdict_words
from domino_solitaire.wording.play import review_text

# Good Neighbors double-6 deal 1 can be won; the greedy player's line loses it with its third move
# (after which it is still playing but no longer winnable) and is stuck after the fourth.
WINNABLE = ("good-neighbors", 6, 1)
# Luzon double-6: deal 2 cannot be won at all; deals 1 and 7 can, in 14 and 19 moves.
HOPELESS = ("luzon", 6, 2)
SHORT_WIN = ("luzon", 6, 1)
LONG_WIN = ("luzon", 6, 7)


@dataclass
class Watched:
    """The real game screen, with what its assistant reported kept in order."""

    screen: GameScreen
    verdicts: list[Verdict] = field(default_factory=list)
    hinted: list[Move | None] = field(default_factory=list)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.screen, name)


async def open_screen(pilot: Pilot[None], game: tuple[str, int, int], **options: Any) -> Watched:
    """A game screen on ``game``, its assistant quicker than a player's (no "thinking" delay, fast autoplay).

    ``think``: a stand-in for the solver's hint. The screen's own callbacks still run: each report is
    only copied into the lists on its way.
    """
    name, size, seed = game
    screen = screen_for(
        setup_of(name, size, seed=seed), **{k: options.pop(k) for k in ("deals", "new_seed") if k in options}
    )
    watched = Watched(screen)
    assist = screen.assist
    assist.thinking_delay = 0.0
    assist.step_seconds = options.pop("step_seconds", 0.05)
    if "think" in options:
        assist._think = options.pop("think")
    assert not options, options
    session = screen.session
    on_verdict, on_hint = session.set_verdict, screen.show_hint

    def verdict(v: Verdict) -> None:
        watched.verdicts.append(v)
        on_verdict(v)

    def hinted(move: Move | None) -> None:
        watched.hinted.append(move)
        on_hint(move)

    session.set_verdict = verdict  # type: ignore[method-assign,assignment]
    screen.show_hint = hinted  # type: ignore[method-assign]
    await pilot.app.push_screen(screen)
    await pilot.pause()
    return watched


async def answered(pilot: Pilot[None]) -> None:
    """Wait until every question asked of the solver has been answered, and the answers handled."""
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


async def settled(pilot: Pilot[None], screen: Watched) -> Verdict:
    await until(pilot, lambda: screen.assist.up_to_date)
    verdict: Verdict = screen.assist.verdict
    return verdict


async def scenario(body: Any) -> None:
    app: DominoApp = make_app(app_class=HostApp)
    async with app.run_test(size=SIZE) as pilot:
        await body(pilot)


def replay_wins(game: Game, line: tuple[Move, ...]) -> bool:
    copy = Game(game.setup, positions=list(game.positions), moves=list(game.moves))
    for move in line:
        copy.play(move)
    return copy.status is Status.WON


async def test_verdict_follows_the_game() -> None:
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
                # No win left: one undo leads back to one, and a line leads toward par meanwhile.
                assert (verdict.outlook, verdict.undos) == (Outlook.NOT_WINNABLE, 1)
                assert verdict.par is not None and verdict.par > 0 and verdict.line
                assert (
                    verdict_words(verdict) == f"✗ no longer winnable · undo 1 · best now: {verdict.par} left"
                )
        assert verdict == Verdict(Outlook.LOST, undos=2)
        await game_over_dialog(pilot)
        await send_keys(pilot, "escape")  # close the game-over dialog
        await send_keys(pilot, "u", "u")
        assert (await settled(pilot, screen)).outlook is Outlook.WINNABLE

        other = await open_screen(pilot, HOPELESS)
        never = await settled(pilot, other)
        assert (never.outlook, never.undos) == (Outlook.NOT_WINNABLE, None) and never.par is not None
        assert verdict_words(never) == f"✗ not winnable · best now: {never.par} left"

    await scenario(body)


async def test_a_stale_answer_is_dropped() -> None:
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
        await answered(pilot)
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
        await answered(pilot)
        assert [v for v in screen.verdicts if v.decided] == [verdict]
        assert verdict.undos != 99

    await scenario(body)


async def test_hint_is_a_legal_move_on_a_winning_line() -> None:
    async def body(pilot: Pilot[None]) -> None:
        screen = await open_screen(pilot, SHORT_WIN)
        await send_keys(pilot, "w")
        await until(pilot, lambda: bool(screen.hinted))
        move = screen.hinted[-1]
        assert move is not None
        assert screen.game.why_illegal(move) is None
        assert notice(pilot.app).startswith(f"Hint: {move}, the next move of a winning line")
        # Asked for again (the key, or the Hint button clicked again): shown again, counted once.
        await send_keys(pilot, "w")
        assert screen.hinted[-1] == move and screen.session.state.hints == 1
        assert replay_wins(screen.game, screen.assist.verdict.line)
        # Following the hint keeps the position on the known line: the next hint needs no search.
        assert screen.apply_move(move)
        await pilot.pause()
        assert screen.assist.verdict.outlook is Outlook.WINNABLE
        await send_keys(pilot, "w")
        assert screen.hinted[-1] == screen.assist.verdict.line[0]

    await scenario(body)


async def test_hint_when_lost_counts_the_undos() -> None:
    async def body(pilot: Pilot[None]) -> None:
        screen = await open_screen(pilot, WINNABLE)
        for move in greedy_line(screen.game.position)[:3]:
            screen.apply_move(move)
        await send_keys(pilot, "w")
        await until(pilot, lambda: "undo 1 move" in notice(pilot.app))
        said = notice(pilot.app)
        assert said.startswith("No winning line from here: undo 1 move (u) to win. Hint: "), said
        assert "toward the best now" in said
        assert screen.hinted[-1] is not None  # the move toward par is highlighted
        screen.apply_move(screen.game.legal_moves()[0])
        await game_over_dialog(pilot)
        await send_keys(pilot, "escape")  # the game is lost: close the dialog
        await send_keys(pilot, "w")
        await until(pilot, lambda: "lost" in notice(pilot.app))
        assert hint(screen.game).undos == 2
        assert notice(pilot.app).startswith("The game is lost. Undo 2 moves (u)")

    await scenario(body)


async def test_autoplay_plays_to_a_win() -> None:
    async def body(pilot: Pilot[None]) -> None:
        screen = await open_screen(pilot, SHORT_WIN)
        await send_keys(pilot, "a")
        await until(pilot, lambda: screen.game.status is Status.WON)
        assert not screen.assist.autoplaying
        assert len(screen.game.moves) == 14
        assert screen.assist.verdict.outlook is Outlook.WON
        await game_over_dialog(pilot)

    await scenario(body)


async def test_autoplay_stops_at_any_key() -> None:
    async def body(pilot: Pilot[None]) -> None:
        screen = await open_screen(pilot, LONG_WIN, step_seconds=0.15)
        await send_keys(pilot, "a")
        await until(pilot, lambda: len(screen.game.moves) >= 2)
        await send_keys(pilot, "u")  # stops autoplay, and is used up doing it: no undo
        played = len(screen.game.moves)
        assert not screen.assist.autoplaying
        assert notice(pilot.app) == "Autoplay stopped."
        await clock_of(pilot.app).advance(pilot, 1.0)  # a while, for autoplay to play on if it would
        assert len(screen.game.moves) == played
        # Started again, it goes on from where it is; the autoplay key itself stops it too.
        await send_keys(pilot, "a")
        await until(pilot, lambda: len(screen.game.moves) > played)
        await send_keys(pilot, "a")
        assert not screen.assist.autoplaying
        await send_keys(pilot, "u")
        assert screen.game.can_redo

    await scenario(body)


async def test_autoplay_without_a_winning_line_plays_toward_par() -> None:
    async def body(pilot: Pilot[None]) -> None:
        screen = await open_screen(pilot, HOPELESS)
        await settled(pilot, screen)
        await send_keys(pilot, "a")
        assert screen.assist.autoplaying
        assert notice(pilot.app).startswith("Autoplay: no winning line is left; playing toward the best now")
        await until(pilot, lambda: len(screen.game.moves) > 0)

    await scenario(body)


async def test_review_names_the_losing_move() -> None:
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
        [text] = texts
        assert text.startswith(
            f'Move 3, "{found.losing_move}", lost the game: it could still be won after move 2. '
            "Undo 2 moves to play on from there. "
        )
        # Then the tiles left against par (and par is a win here: none left).
        left = screen.game.position.tiles_left()
        assert f"You left {left} tiles; par for this deal was 0." in text
        # The move that lost par is the one that lost the game: named once.
        assert found.par_losing_move_number == 3 and text.count(str(found.losing_move)) == 1

    await scenario(body)


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
    assert verdict_words(Verdict(Outlook.WINNABLE)) == "◆ winnable"


def test_review_text_for_a_deal_that_was_never_winnable() -> None:
    game = Game(setup_of(*HOPELESS[:2], seed=HOPELESS[2]))
    while not game.is_over:
        game.play(game.legal_moves()[0])
    assert review_text(game, review(game), 10.0) == "This deal could not be won, whatever the play."


# -- the wiring on the real screens ---------------------------------------------------------------------


async def test_status_bar_shows_the_verdict() -> None:
    async def body(pilot: Pilot[None]) -> None:
        screen = await open_screen(pilot, WINNABLE)
        await settled(pilot, screen)
        top = str(screen.query_one(StatusBar).render()).splitlines()[0]
        assert top.endswith("deal 1  G60-0001-W  ◆ winnable")  # the deal, its code, the verdict
        for move in greedy_line(screen.game.position)[:3]:
            screen.apply_move(move)
        await settled(pilot, screen)
        top = str(screen.query_one(StatusBar).render()).splitlines()[0]
        # At 80 columns the verdict takes its short form; the whole of it is in the bar's longer one.
        assert "deal 1 G60-0001-W ✗ no win · undo 1" in top, top

    await scenario(body)


async def test_the_verdict_fits_80_columns_beside_the_longest_deal_number() -> None:
    async def body(pilot: Pilot[None]) -> None:
        screen = screen_for(setup_of("good-neighbors", 12, seed=9223372036854775757))
        await pilot.app.push_screen(screen)
        await pilot.pause()
        bar = screen.query_one(StatusBar)
        for verdict in (Verdict(Outlook.NOT_WINNABLE, undos=12), Verdict(Outlook.LOST, undos=99)):
            bar.verdict = verdict
            top = str(bar.render()).splitlines()[0]
            assert "deal 9223372036854775757" in top and "…" not in top
            assert len(top) <= 78 and verdict_words(verdict, short=True) in top
        bar.verdict = Verdict(Outlook.NOT_WINNABLE, undos=12)
        assert str(bar.render()).splitlines()[0].endswith("✗ no win · undo 12")

    await scenario(body)


async def test_hint_highlights_the_move_and_enter_plays_it() -> None:
    # Castle Rock double-6 deal 3 is winnable; its hint is a single removal: the cursor goes there.
    async def body(pilot: Pilot[None]) -> None:
        screen = await open_screen(pilot, ("castle-rock", 6, 3))
        await settled(pilot, screen)
        await send_keys(pilot, "w")
        move = screen.hinted[-1]
        assert move is not None
        board = screen.board
        assert board.hinted and board.cursor == board.hinted[0] == move.position  # type: ignore[attr-defined]
        assert "hint" in "\n".join(line.plain for line in board._lines)
        await send_keys(pilot, "t" if move.triple else "enter")  # type: ignore[attr-defined]
        assert screen.game.moves == [move]
        assert board.hinted == ()  # the new position is drawn without the old hint

    await scenario(body)


async def test_hint_marks_both_tiles_of_a_luzon_discard() -> None:
    async def body(pilot: Pilot[None]) -> None:
        screen = await open_screen(pilot, SHORT_WIN)
        await send_keys(pilot, "w")
        await until(pilot, lambda: bool(screen.hinted))
        move = screen.hinted[-1]
        assert move is not None
        board = screen.board
        assert board.hinted == (move.first, move.second)  # type: ignore[attr-defined]
        assert board.cursor == move.first  # type: ignore[attr-defined]
        # Enter on a hinted tile plays the hinted move at once, the hint counted once.
        await send_keys(pilot, "enter")
        assert screen.game.moves == [move]
        assert screen.session.state.hints == 1 and board.hinted == ()

    await scenario(body)


async def test_game_over_dialog_names_the_losing_move() -> None:
    async def body(pilot: Pilot[None]) -> None:
        screen = await open_screen(pilot, WINNABLE)
        for move in greedy_line(screen.game.position):
            screen.apply_move(move)
        await game_over_dialog(pilot)
        dialog = pilot.app.screen
        assert isinstance(dialog, GameOverScreen) and dialog.review
        await until(pilot, lambda: dialog.review_text is not None)
        await pilot.pause()
        found = review(screen.game)
        shown = str(dialog.query_one("#review").render())
        assert shown.startswith(f'Move 3, "{found.losing_move}", lost the game')
        assert "Undo 2 moves" in shown

    await scenario(body)


async def test_a_won_game_has_no_review() -> None:
    async def body(pilot: Pilot[None]) -> None:
        screen = await open_screen(pilot, SHORT_WIN)
        await send_keys(pilot, "a")
        await until(pilot, lambda: screen.game.status is Status.WON)
        await game_over_dialog(pilot)
        dialog = pilot.app.screen
        assert isinstance(dialog, GameOverScreen) and not dialog.review
        assert not dialog.query("#review")
        # Autoplay is not offered on a finished game.
        await send_keys(pilot, "escape", "a")
        assert not screen.assist.autoplaying

    await scenario(body)


async def test_new_deals_are_winnable_when_asked() -> None:
    async def body(pilot: Pilot[None]) -> None:
        # Castle Rock double-6 deal 1 cannot be won; deal 2 can. The "random" deal number is 1.
        screen = await open_screen(
            pilot, ("castle-rock", 6, 3), deals=DealChoice(winnable=True), new_seed=lambda: 1
        )
        await send_keys(pilot, "n")
        await until(pilot, lambda: screen.game.setup.seed != 3)
        assert screen.game.setup.seed == 2
        assert solve(screen.game.position).winnable

    await scenario(body)


class RecordedSearches:
    """``DominoApp(searches=...)``: the groups a game screen asked to run, none of them run."""

    def __init__(self) -> None:
        self.asked: list[str] = []

    def __call__(self, host: Any) -> Any:
        searches = self

        class Recording(Withheld):
            def run(self, group: str, *args: Any, **options: Any) -> Any:
                searches.asked.append(group)
                return super().run(group, *args, **options)

        return Recording(TextualExecutor(host), (VERDICT_GROUP, GRADE_GROUP))


async def test_a_game_screen_runs_its_searches_where_the_app_says() -> None:
    searches, clock = RecordedSearches(), TestClock()
    app = DominoApp(
        GameOptions(setup=setup_of(*WINNABLE[:2], seed=WINNABLE[2]), lang="en"),
        clock=lambda: 0.0,
        timers=clock,
        searches=searches,
    )
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await clock.advance(pilot, 5.0)  # the verdict's question waits for the position to settle
        assert {GRADE_GROUP, VERDICT_GROUP} <= set(searches.asked)
        screen = game_screen(app)
        # Nothing found yet: the status bar says so, as while the solver thinks.
        assert not screen.assist.up_to_date
        assert "… thinking" in screen_text(app)
