# mypy: disable-error-code="comparison-overlap"
# (A test asserts what is on screen, lets the app run, and asserts again: mypy keeps the first
# narrowing across the await and calls the second check impossible.)
"""Whole games played to the end through key presses only."""

from __future__ import annotations

import pytest
from tui_driving import (
    SIZE,
    game_over_dialog,
    game_screen,
    keys_for,
    make_app,
    play_by_keys,
    screen_text,
    send_keys,
    setup_of,
    wait_for_text,
)

from domino_solitaire.engine import Status

# Winning lines found with a small depth-first search over the engine's moves.
WINS = [
    pytest.param(
        "good-neighbors",
        6,
        "standard",
        1,
        "a1+b1|a1+b1|b1+c1|a1+b1|b1+c1|a1+a2|a1+a2|c1+b2|a1+b2|a1+a2 b1+b2|b1+c1|b1+c1|a1+b1",
        id="good-neighbors-6",
    ),
    pytest.param(
        "luzon",
        6,
        "standard",
        1,
        "3+R3|2+3|1+3|1+5|4+5|2+4|4+5|2+5|1+2|4+5|1>5|3+4|1+3|2+R2|5+R1",
        id="luzon",
    ),
    pytest.param(
        "luzon",
        6,
        "six-ends",
        37,
        "3+4|1+R3|2+R2|3+R1|3+4|2+4|2+4|3+5|3+5|1>3|1+4|1>4|1+2|5>1|1+3|5>1|1+5|2+4",
        id="luzon-six-ends",
    ),
    pytest.param(
        "castle-rock",
        6,
        "standard",
        2,
        "x3|x7|x7|x8|x8|x7-9|x6|x6|x5-7|x4|x3|x5|x5|x3-5|x2-4|x2|x3|x1-3",
        id="castle-rock",
    ),
]

# Losing lines: always the first legal move, which soon runs out of moves.
LOSSES = [
    pytest.param(
        "good-neighbors",
        6,
        1,
        "a1+b1|a1+b1|b1+c1|a1+b1|b1+c1|a1+a2|a1+a2|a1+b1|b1+c1|a1+a2|a1+b1|a1+b1",
        id="good-neighbors",
    ),
    pytest.param("luzon", 6, 2, "2+3|1+R1|5+R3", id="luzon"),
    pytest.param(
        "castle-rock", 6, 1, "x3|x3|x2|x2|x4|x3|x2|x4|x5|x4|x3|x4|x4|x3|x8|x12|x11", id="castle-rock"
    ),
]


@pytest.mark.parametrize(("game", "size", "variant", "seed", "line"), WINS)
async def test_win_by_keys(game: str, size: int, variant: str, seed: int, line: str) -> None:
    await win(game, size, variant, seed, line)


async def win(game: str, size: int, variant: str, seed: int, line: str) -> None:
    app = make_app(setup_of(game, size, variant, seed=seed))
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        moves = line.split("|")
        for number, text in enumerate(moves, start=1):
            assert screen.game.status is Status.PLAYING
            await play_by_keys(pilot, screen.game.parse(text), vim=number % 2 == 0)
            assert screen.game.move_texts() == moves[:number], screen_text(app)
        assert screen.game.status is Status.WON
        await game_over_dialog(pilot)
        shown = await wait_for_text(pilot, "You won!")
        assert f"{len(moves)} moves in 0:00" in shown


#: The losses with the variant each is played in (the standard one).
LOSSES_ALL_VARIANTS = [
    pytest.param(game, size, "standard", seed, line, id=f"{param.id}-lost")
    for param in LOSSES
    for game, size, seed, line in [param.values]
]


@pytest.mark.parametrize(("game", "size", "seed", "line"), LOSSES)
async def test_loss_by_keys(game: str, size: int, seed: int, line: str) -> None:
    await lose(game, size, seed, line)


async def lose(game: str, size: int, seed: int, line: str) -> None:
    app = make_app(setup_of(game, size, seed=seed))
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        moves = line.split("|")
        for text in moves:
            await play_by_keys(pilot, screen.game.parse(text))
        assert screen.game.move_texts() == moves
        assert screen.game.status is Status.LOST
        await game_over_dialog(pilot)
        await wait_for_text(pilot, "the game is lost")
        await pilot.press("escape")
        assert app.screen is screen
        assert "LOST" in screen_text(app)


@pytest.mark.parametrize(("game", "size", "variant", "seed", "line"), [*WINS, *LOSSES_ALL_VARIANTS])
async def test_the_key_of_the_last_move_never_answers_the_end_dialog(
    game: str, size: int, variant: str, seed: int, line: str
) -> None:
    app = make_app(setup_of(game, size, variant, seed=seed))
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        *moves, last = line.split("|")
        for text in moves:
            assert screen.apply_move(screen.game.parse(text))
        keys = keys_for(screen.board, screen.game.parse(last))
        # The last move's key pressed again, and the board's other pick key, as a quick hand does.
        await send_keys(pilot, *keys, keys[-1], keys[-1], "space")
        dialog = await game_over_dialog(pilot)
        await send_keys(pilot, "enter", "space")
        assert app.screen is dialog and screen.game.move_texts() == line.split("|")
        title = "You won!" if screen.game.status is Status.WON else "the game is lost"
        assert title in screen_text(app)
        # A choice the player makes still answers it: tab to a button, then enter.
        await send_keys(pilot, "tab", "enter")
        assert app.screen is not dialog
