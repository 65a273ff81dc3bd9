"""Thousands of random key presses and clicks on each game screen: nothing raises, the engine stays sound."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from textual.pilot import Pilot
from tui_driving import SIZE, game_screen, make_app, run, send_keys, setup_of

from domino_solitaire.engine import Status, full_set
from domino_solitaire.tui.app import DominoApp
from domino_solitaire.tui.widgets.board import Board

# Every key the game screen and its dialogs know, except the ones that leave the game (q, m, ctrl+q),
# hint (w) and autoplay (a) among them (autoplay then runs on between batches until a key stops it),
# with the overlays (help, rules) rare: opening them is slow and says little about the game.
KEYS = (
    ["up", "down", "left", "right", "h", "j", "k", "l"] * 12
    + ["space", "enter"] * 16
    + ["escape", "e", "t"] * 6
    + ["u", "y", "escape"] * 3
    + ["r", "n", "y", "s", "p", "x", "1", "w", "w", "a"]
)
RARE_KEYS = ["question_mark", "i"]
PRESSES = 2000
BATCH = 50


def check_invariants(app: DominoApp) -> None:
    screen = game_screen(app)
    game = screen.game
    position = game.position
    tiles = Counter([*position.on_table(), *position.stock, *position.discarded])
    assert tiles == Counter(full_set(game.setup.size)), "tiles are conserved"
    assert len(game.positions) == len(game.moves) + 1
    assert screen.board.position is position, "the board shows the game's position"
    if game.status is Status.LOST:
        assert not position.legal_moves()
    if game.status is Status.PLAYING:
        assert position.legal_moves()
    assert screen.board.cursor is None or screen.board.cursor in screen.board.targets()
    assert app.is_running


async def click_somewhere(pilot: Pilot[None], rng: random.Random) -> None:
    if isinstance(pilot.app.screen.focused, Board):
        await pilot.click(Board, offset=(rng.randrange(80), rng.randrange(18)), button=rng.choice([1, 1, 3]))


@pytest.mark.parametrize(
    ("game", "size", "seed"),
    [("good-neighbors", 12, 11), ("luzon", 6, 12), ("castle-rock", 9, 13)],
)
def test_random_keys_keep_the_game_sound(game: str, size: int, seed: int) -> None:
    async def scenario() -> None:
        rng = random.Random(seed)
        app = make_app(setup_of(game, size, seed=seed))
        played = 0
        async with app.run_test(size=SIZE) as pilot:
            for batch in range(PRESSES // BATCH):
                keys = [rng.choice(KEYS) for _ in range(BATCH)]
                if batch % 10 == 9:
                    keys[rng.randrange(BATCH)] = rng.choice(RARE_KEYS)
                await send_keys(pilot, *keys)
                check_invariants(app)
                played += len(game_screen(app).game.moves)
                await click_somewhere(pilot, rng)
                check_invariants(app)
            # The keys got somewhere: moves were made.
            assert played > 0

    run(scenario)
