"""Text from outside (a data folder's name, a store's message) is shown as it is, never as markup."""

from __future__ import annotations

from pathlib import Path

from tui_driving import SIZE, make_app, send_keys, setup_of, wait_for_text

from domino_solitaire.store.keeper import GameKeeper
from domino_solitaire.tui.screens.stats import StatsScreen


async def test_a_data_folder_named_like_markup_is_shown_as_written(tmp_path: Path) -> None:
    # A file where the folder should be: the store cannot be used, and says where. The path reads
    # ".../games[bold]x[/red]": as markup, a style and a closing tag that closes nothing.
    (tmp_path / "games[bold]x[").mkdir()
    folder = tmp_path / "games[bold]x[" / "red]"
    folder.write_text("not a folder")
    app = make_app(setup_of("luzon", 6, seed=1))
    app.recorder = GameKeeper.open(folder)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.is_running and app.return_code is None
        await send_keys(pilot, "s")
        assert isinstance(app.screen, StatsScreen)
        shown = await wait_for_text(pilot, "is a file")
        # As written, wherever the message wraps the path.
        assert "games[bold]x[/red]" in "".join(line.strip() for line in shown.splitlines())
    assert app.return_code in (None, 0)
