"""Issue 29 in the TUI: the deal's code in the status bar and the game-over dialog, the dialog's
Challenge button, and the start screen's Code field (a code, a challenge line, a bad one)."""

from __future__ import annotations

from typing import Any

import pytest
from textual.widgets import Input, Label, Static
from tui_driving import make_app, screen_text

from domino_solitaire.engine.challenge import read_challenge
from domino_solitaire.tui.screens.dialogs import GameOverScreen
from domino_solitaire.tui.screens.game import GameScreen
from domino_solitaire.tui.screens.sharing import ChallengeScreen
from domino_solitaire.tui.screens.start import StartScreen
from helpers import run_cli
from test_challenge import LINE, SHORT_WIN


async def _enter_code(pilot: object, app: object, text: str) -> None:
    field = app.screen.query_one("#code", Input)  # type: ignore[attr-defined]
    field.value = text
    await field.action_submit()
    await pilot.pause()  # type: ignore[attr-defined]


async def test_a_bad_code_is_said_and_a_code_plays_its_deal() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        assert isinstance(app.screen, StartScreen)
        await _enter_code(pilot, app, "Z60-0001-F")
        error = str(app.screen.query_one("#start-error", Label).render())
        assert "mistyped" in error and error.startswith("✗")
        await _enter_code(pilot, app, "z60 0001 e")
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert (screen.game.setup.game, screen.game.setup.seed) == ("luzon", 1)
        assert "Z60-0001-E" in screen_text(app).splitlines()[0]


async def test_a_challenge_pasted_is_played_compared_and_challenged_again() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _enter_code(pilot, app, LINE)
        screen = app.screen
        assert isinstance(screen, GameScreen) and app.challenge is not None
        for text in SHORT_WIN:
            (move,) = [move for move in screen.game.legal_moves() if str(move) == text]
            assert screen.apply_move(move)
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, GameOverScreen)
        assert "Code: Z60-0001-E." in dialog.summary
        assert "You won in 14 moves; the challenge was won in 16 moves: you beat it." in dialog.summary
        await pilot.press("c")
        await pilot.pause()
        shared = app.screen
        assert isinstance(shared, ChallengeScreen)
        line = str(shared.query_one("#challenge-line", Static).render())
        challenge, _game = read_challenge(line)
        assert challenge.claim.won and challenge.claim.moves == 14
        await app.workers.wait_for_complete()
        await pilot.pause()
        share = str(shared.query_one("#share-line", Static).render())
        assert share.startswith("Luzon Z60-0001-E  won in 14 moves") and "🟩" in share
        assert not shared.query_one("#copy-share").disabled


def test_accept_without_text_opens_the_tui_on_the_deal_with_the_challenge(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from domino_solitaire.cli import challenge as command

    opened: list[Any] = []
    monkeypatch.setattr(command, "require_terminal", lambda _name: None)

    def run_app(options: Any) -> int:
        opened.append(options)
        return 0

    monkeypatch.setattr(command, "run_app", run_app)
    code, _out, err = run_cli(capsys, "accept", *LINE.split())
    assert code == 0, err
    (options,) = opened  # the one GameOptions value the app is opened with
    assert (options.setup.game, options.setup.seed) == ("luzon", 1)
    assert options.challenge.claim.moves == 16 and str(options.challenge.code) == "Z60-0001-E"
