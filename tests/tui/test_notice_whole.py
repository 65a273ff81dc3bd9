"""Every sentence the game says can be read whole at every size: a notice too long for its two lines
ends with the key that opens the messages (g, or "Messages" in the palette), where each is whole."""

from __future__ import annotations

import re

import pytest
from tui_driving import (
    TestClock,
    game_screen,
    make_app,
    notice,
    palette_offers,
    screen_text,
    send_keys,
    setup_of,
    until,
)

from domino_solitaire import i18n
from domino_solitaire.tui.screens.said import MessagesScreen
from domino_solitaire.tui.widgets.status import NoticeLine
from domino_solitaire.wording.screens import NOTICE_CUT

# Good Neighbors double-9 deal 3: this turn removes four pairs and draws eight tiles.
LONG_TURN = "a1+a2 b1+c1 b2+b3 c2+c3"


def flat(text: str) -> str:
    """The screen's words in one line: borders, wrapping and runs of spaces gone."""
    return re.sub(r"\s+", " ", text.replace("█", " ").replace("▌", " ").replace("▐", " ")).strip()


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@pytest.mark.parametrize("size", [(60, 18), (80, 24), (120, 40)])
async def test_a_long_sentence_can_be_read_whole_at_every_size(size: tuple[int, int], lang: str) -> None:
    app = make_app(setup_of("good-neighbors", 9, seed=3), lang=lang)
    async with app.run_test(size=size) as pilot:
        screen = game_screen(app)
        assert screen.apply_move(screen.game.rules.parse_move(LONG_TURN))
        await pilot.pause()
        said = notice(app)
        shown = screen_text(app).splitlines()[-3:-1]  # the notice's two lines, above the footer
        if flat(said) not in flat(" ".join(shown)):
            # Cut: after a word, and the line says how to read it whole.
            assert shown[-1].rstrip().endswith(i18n._(NOTICE_CUT).replace("\u00a0", " ")), shown
        await send_keys(pilot, "g")
        assert isinstance(app.screen, MessagesScreen)
        await pilot.pause()
        assert flat(said) in flat(screen_text(app).replace("\u00a0", " ")), screen_text(app)
        await send_keys(pilot, "escape")
        assert app.screen_stack[-1] is screen


@pytest.mark.parametrize("size", [(60, 18), (120, 40)])
async def test_a_burst_of_removals_is_one_message_and_reads_whole(size: tuple[int, int]) -> None:
    # Castle Rock double-6 deal 5 opens with four removals that play by themselves: one message.
    clock = TestClock()
    app = make_app(setup_of("castle-rock", 6, seed=5), clock=clock)
    async with app.run_test(size=size) as pilot:
        screen = game_screen(app)
        for _ in range(8):
            await clock.advance(pilot, 1.0)
        line = screen.query_one(NoticeLine)
        assert len(screen.game.moves) == 4
        assert [notice.text.count("(played by itself)") for notice in line.said] == [0, 4]
        await pilot.pause()
        if size[1] >= 30:  # from 30 lines up the notice grows to four lines: the burst fits
            said = flat(notice(app))
            assert said in flat(" ".join(screen_text(app).splitlines()[-5:-1])), screen_text(app)
        # The palette opens the messages too (g does, above).
        await send_keys(pilot, "ctrl+p", *"messages")
        await palette_offers(pilot, "Messages")
        await send_keys(pilot, "enter")
        await until(pilot, lambda: isinstance(app.screen, MessagesScreen))
        await pilot.pause()
        shown = flat(screen_text(app))
        for removed in ("1-2", "0-1", "3-3", "2-6"):
            assert f"removed {removed}" in shown, shown


async def test_the_moves_said_by_d_can_be_read_whole_at_60x18() -> None:
    # d on Good Neighbors double-6 deal 1 names its 12 pairs: the notice had room for 2 of them.
    app = make_app(setup_of("good-neighbors", 6, seed=1))
    async with app.run_test(size=(60, 18)) as pilot:
        await pilot.pause()
        await send_keys(pilot, "d")
        said = notice(app)
        assert said.count(" with ") >= 12
        await send_keys(pilot, "g")
        await pilot.pause()
        assert flat(said) in flat(screen_text(app)), screen_text(app)
