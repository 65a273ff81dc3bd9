"""The keys of a screen in words, for the help overlay."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from textual.app import App
from textual.binding import Binding, BindingType
from textual.screen import Screen

from domino_solitaire.i18n import N_
from domino_solitaire.tui.key_rows import key_rows
from domino_solitaire.tui.widgets.board import Board
from domino_solitaire.wording.reader import WHERE_AM_I
from domino_solitaire.wording.screens import MESSAGES_TITLE, help_words

if TYPE_CHECKING:
    from domino_solitaire.tui.screens.help import HelpScreen

#: The app's own keys, on every screen: ctrl+q quits (asking first while a game is in progress).
APP_BINDINGS: list[BindingType] = [
    Binding(
        "ctrl+q",
        "request_quit",
        N_("Quit"),
        tooltip=N_("Quit (asks first while a game is in progress)"),
        show=False,
        priority=True,
    )
]

#: The game screen's keys (the board has its own; the app adds ctrl+q and the palette).
GAME_BINDINGS: list[BindingType] = [
    Binding("u", "undo", N_("Undo"), tooltip=N_("Undo the last move (as many as you like)")),
    Binding("y", "redo", N_("Redo"), tooltip=N_("Redo: play again a move taken back")),
    Binding("r", "restart", N_("Restart"), tooltip=N_("Restart this deal (y then replays the moves)")),
    Binding("n", "new_deal", N_("New deal"), tooltip=N_("Deal a new game of the same kind")),
    Binding("w", "hint", N_("Hint"), tooltip=N_("Hint: the next move of a winning line, or how far to undo")),
    Binding(
        "a",
        "autoplay",
        N_("Autoplay"),
        show=False,
        tooltip=N_("Autoplay: a winning line, or toward par; any key stops it"),
    ),
    Binding("p", "toggle_numerals", N_("Draw the tiles with pips or with numbers"), show=False),
    Binding("f", "toggle_forced", N_("Play a removal that is the only one by itself"), show=False),
    Binding("v", "toggle_verdict", N_("Show or hide whether the deal can still be won"), show=False),
    # "Where am I", for a screen reader above all: each says it in one sentence on the notice line
    # (one line of help for the three).
    Binding("o", "say_status", N_("Say how the game stands"), show=False, tooltip=WHERE_AM_I),
    Binding("c", "say_line", N_("Say the row or column the cursor is on"), show=False, tooltip=WHERE_AM_I),
    Binding("d", "say_moves", N_("Say the moves that can be played"), show=False, tooltip=WHERE_AM_I),
    Binding(
        "g",
        "messages",
        MESSAGES_TITLE,
        show=False,
        tooltip=N_("Everything the game said, each sentence whole"),
    ),
    Binding("i", "rules", N_("The rules of this game"), show=False),
    Binding("m", "menu", N_("Back to the start screen (choose another game)"), show=False),
    Binding("s", "stats", N_("Statistics"), tooltip=N_("Statistics and the history of games"), show=False),
    Binding("question_mark,f1", "help", N_("Help"), tooltip=N_("This help")),
    Binding("q", "app.request_quit", N_("Quit"), tooltip=N_("Quit (asks first while a game is in progress)")),
]


def help_rows(
    board_class: type[Any], screen_bindings: Iterable[BindingType], app: App[Any]
) -> list[tuple[str, str]]:
    """Every key of the board, the screen and the app, as (keys, what they do)."""
    own = [cls for cls in board_class.__mro__ if cls.__module__.startswith("domino_solitaire")]
    board_bindings = [b for cls in own for b in cls.__dict__.get("BINDINGS", [])]
    return key_rows([*board_bindings, *screen_bindings, *app.BINDINGS], app)


def help_screen(title: str, board: Board[Any], screen: Screen[Any]) -> HelpScreen:
    """The help overlay of a game: its keys (those that apply to it), its mouse, how it is played
    and its board's marks."""
    from domino_solitaire.tui.screens.help import HelpScreen  # loaded when asked for, not with the game

    bindings = [
        binding
        for binding in screen.BINDINGS
        if isinstance(binding, Binding) and screen.check_action(binding.action, ()) is not False
    ]
    rows = help_rows(type(board), bindings, screen.app)
    return HelpScreen(title, rows, help_words(board.HOW_TO, board.MOUSE, board.MARKS))
