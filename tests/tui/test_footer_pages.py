"""Every button of the start screen has a key in the footer (served, Quit's too), Resume's greyed as
its button is; a right click on the footer's "… more" draws the keys that did not fit (what the touch
bar of serve's page does for a finger), then the first ones again."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_served_tab import app_on, start_screen
from textual import events
from textual.pilot import Pilot
from textual.widgets import Button

from domino_solitaire.tui.screens.dialogs import ConfirmScreen
from domino_solitaire.tui.widgets.footer import MORE, KeyFooter

#: The start screen's buttons, by the word the footer shows for each.
BUTTON_WORDS = ("Play", "Daily", "Puzzles", "Resume", "Rules", "Statistics", "Quit")


async def footer_pages(pilot: Pilot[None]) -> list[list[str]]:
    """The footer's keys, page after page (right clicks on "… more"), until the first page is back."""
    footer = pilot.app.screen.query_one(KeyFooter)
    pages: list[list[str]] = []
    for _page in range(6):
        await pilot.pause()
        pages.append(
            [span.key.description for span in footer.spans if span.key not in (MORE, footer.palette)]
        )
        more = next((span for span in footer.spans if span.key is MORE), None)
        if more is None:
            break
        # A right click (Pilot.click takes no button before Textual 8.2: its own events, as it sends them).
        await pilot._post_mouse_events(
            [events.MouseDown, events.MouseUp, events.Click], KeyFooter, (more.start + 1, 0), button=3
        )
        await pilot.pause()
        if footer.first == 0:
            break
    return pages


@pytest.mark.parametrize("served", [True, False])
async def test_the_footers_pages_hold_every_start_button_as_a_key(tmp_path: Path, served: bool) -> None:
    app = app_on(tmp_path, served=served)
    async with app.run_test(size=(80, 24)) as pilot:
        await start_screen(pilot)
        pages = await footer_pages(pilot)
        assert len(pages) >= 2, pages  # eight keys do not fit 80 columns: a second page
        seen = [word for page in pages for word in page]
        for word in BUTTON_WORDS:
            assert word in seen, (word, pages)
        assert seen.count("Quit") == 1, pages  # escape's in a terminal, ctrl+q's in a tab
        # Back to the first page, and not a palette opened on the way.
        assert app.screen.query_one(KeyFooter).first == 0
        # Resume greyed, as its button is, while there is no game to resume.
        assert app.screen.query_one("#resume", Button).disabled
        assert app.screen.check_action("resume", ()) is None
        assert app.screen.check_action("daily", ()) is True


@pytest.mark.parametrize("served", [True, False])
async def test_ctrl_q_on_the_start_screen_asks_in_a_tab_and_quits_in_a_terminal(
    tmp_path: Path, served: bool
) -> None:
    app = app_on(tmp_path, served=served)
    async with app.run_test(size=(80, 24)) as pilot:
        await start_screen(pilot)
        await pilot.press("ctrl+q")
        await pilot.pause()
        if served:
            assert isinstance(app.screen, ConfirmScreen)
            await pilot.press("y")
            await pilot.pause()
        assert not app.is_running
