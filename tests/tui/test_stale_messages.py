"""A key or a message that reaches a screen being replaced or removed, or pushed but not yet made,
is dropped, never a traceback (a storm of keys found the start screen's Play after F5 had replaced it)."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

from textual.screen import Screen
from textual.widgets import Button, Input
from tui_driving import make_app

import domino_solitaire.tui.screens as screens_package
from domino_solitaire.tui.screens.base import LiveScreen
from domino_solitaire.tui.screens.game import GameScreen
from domino_solitaire.tui.screens.start import StartScreen


async def test_play_for_a_start_screen_not_yet_made_is_dropped() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        old = app.screen
        assert isinstance(old, StartScreen)
        old.action_language()  # F5: the start screen made again, in the next language
        new = app.screen
        assert isinstance(new, StartScreen) and new is not old and not new.children
        # ctrl+s (Play) as the keys of a storm reach it: before the new screen has its fields.
        assert await app.run_action("play", new) is False
        await pilot.pause()
        assert app.screen is new and new.query("#game")


async def test_the_seeds_enter_for_a_replaced_start_screen_is_dropped() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        old = app.screen
        assert isinstance(old, StartScreen)
        seed, play = old.query_one("#seed", Input), old.query_one("#play", Button)
        old.action_language()
        # Enter in the seed field and a click on Play, already on their way to the screen replaced.
        old.post_message(Input.Submitted(seed, "7"))
        old.post_message(Button.Pressed(play))
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, StartScreen) and app.screen is not old
        assert not any(isinstance(screen, GameScreen) for screen in app.screen_stack)


def test_every_screen_of_the_app_drops_what_comes_once_it_is_gone() -> None:
    screens: list[type] = []
    for module_info in pkgutil.iter_modules(screens_package.__path__):
        module = importlib.import_module(f"{screens_package.__name__}.{module_info.name}")
        screens += [
            cls
            for _, cls in inspect.getmembers(module, inspect.isclass)
            if issubclass(cls, Screen) and cls.__module__ == module.__name__
        ]
    assert StartScreen in screens and GameScreen in screens
    # The screens the app opens (not the parts they are made of, such as the start screen's Puzzles).
    opened = [cls for cls in screens if not any(cls in other.__mro__[1:] for other in screens)]
    assert [cls.__name__ for cls in opened if not issubclass(cls, LiveScreen)] == []
