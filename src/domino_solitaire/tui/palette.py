"""The command palette (ctrl+p): the screen's own commands and the theme, each once, and a palette
that survives fast keys and tiny terminals.

``ScreenCommands`` lists every action of the screen the palette was opened over (the keys in its
footer and those it leaves out), so that the mouse reaches each of them. ``SafeCommandPalette`` is
Textual 8.2.8's palette with its crashes guarded (see each method). ``PaletteApp`` is mixed into the
app: it opens that palette, offers the screen's commands, and routes the palette's Quit through the
app's ``request_quit`` (which asks first while a game is in progress).
"""

from __future__ import annotations

from asyncio import InvalidStateError
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import partial
from typing import Any, ClassVar, TypeVar

from rich.align import Align
from rich.text import Text
from textual import on, work
from textual.app import App, ComposeResult, SystemCommand
from textual.binding import Binding
from textual.command import (
    CommandInput,
    CommandList,
    CommandPalette,
    DiscoveryHit,
    Hit,
    Hits,
    Provider,
    SearchIcon,
)
from textual.containers import Horizontal, Vertical
from textual.css.query import NoMatches
from textual.dom import DOMNode
from textual.markup import escape
from textual.screen import Screen
from textual.widgets import Button, Input, LoadingIndicator
from textual.widgets.option_list import Option

from domino_solitaire.tui.option_lists import SafeCommandList
from domino_solitaire.wording.keys import key_said, key_words
from domino_solitaire.wording.labels import palette_labels


@dataclass(frozen=True)
class ScreenCommand:
    """One action of a screen, as the palette and the footer's "more" entry offer it."""

    title: str
    help: str
    action: str
    #: The node whose binding it is (the screen, a widget on it, or the app).
    node: DOMNode
    #: How its key is written ("^s", "?").
    key: str


#: Textual's own keys on every screen (focus the next field, copy the selection): not the screen's commands.
_TEXTUAL_SCREEN_ACTIONS = {binding.action for binding in Screen.BINDINGS if isinstance(binding, Binding)}


def screen_commands(screen: Screen[Any]) -> list[ScreenCommand]:
    """Every action the screen's keys reach, once each, in the screen's order.

    The bindings of the focused widget count only where they are shown in the footer (the
    history's "Replay"): the rest are its cursor keys, not commands. The app's own keys (ctrl+q,
    the palette's key) are in Textual's system commands already.
    """
    app = screen.app
    found: dict[str, ScreenCommand] = {}
    for active in screen.active_bindings.values():
        binding = active.binding
        if not binding.description or active.node is app:
            continue
        if not (binding.show or active.node is screen):
            continue
        if binding.action in found or binding.action in _TEXTUAL_SCREEN_ACTIONS:
            continue
        if active.node.check_action(binding.action, ()) is False:
            continue  # hidden where it does not apply (escape's Quit in a browser tab)
        help_text = active.tooltip or binding.tooltip
        said = key_said(binding.description, help_text if help_text != binding.description else "")
        found[binding.action] = ScreenCommand(
            said.description,
            said.tooltip,
            binding.action,
            active.node,
            app.get_key_display(binding),
        )
    return list(found.values())


class ScreenCommands(Provider):
    """The palette's commands of the screen it was opened over: one per action of its keys."""

    def commands(self) -> Iterator[tuple[str, str, partial[Any]]]:
        # The palette took them as it opened: under it, the screen's own check_action may refuse
        # every action (a screen acts only while it is on top).
        palette = self.app.screen
        found = palette.commands if isinstance(palette, SafeCommandPalette) else screen_commands(self.screen)
        for command in found:
            # The key beside the words, so that the palette teaches it.
            help_text = f"{command.key} · {command.help}" if command.help else command.key
            yield command.title, help_text, partial(self.app.run_action, command.action, command.node)

    async def discover(self) -> Hits:
        for title, help_text, run in self.commands():
            # The palette reads help and a plain-string title as markup: neither is meant as any.
            yield DiscoveryHit(Text(title), run, text=title, help=escape(help_text))

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for title, help_text, run in self.commands():
            score = max(matcher.match(title), matcher.match(help_text) * 0.5)
            if score > 0:
                yield Hit(score, matcher.highlight(title), run, text=title, help=escape(help_text))


class SafeCommandPalette(CommandPalette):
    """Textual 8.2.8's command palette, with the crashes that fast keys and tiny terminals found
    guarded (issue 20): each guard says what it stops."""

    # Narrower than this, Rich is asked to wrap the list's lines at width 0 ("range() arg 3 must
    # not be zero"): the palette keeps this width and the terminal crops it.
    DEFAULT_CSS = """
    SafeCommandPalette #--container, SafeCommandPalette CommandList {
        min-width: 24;
    }
    """

    def __init__(self, commands: list[ScreenCommand], *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        #: The commands of the screen it opened over, as they were then (``ScreenCommands``).
        self.commands = commands
        #: Set once the palette has asked to close: a second enter or escape queued behind the first
        #: would dismiss the screen beneath it (ScreenStackError: the app's last screen popped).
        self.closing = False

    @property
    def usable(self) -> bool:
        """Whether the palette is on top, not closing, and still has its widgets."""
        return not self.closing and self.is_current and bool(self.query(CommandList))

    def dismiss(self, result: Any = None) -> Any:
        if not self.usable:
            return None
        self.closing = True
        return super().dismiss(result)

    def compose(self) -> ComposeResult:
        # CommandPalette's, with the list that survives any width and early page keys.
        with Vertical(id="--container"):
            with Horizontal(id="--input"):
                yield SearchIcon()
                yield CommandInput(placeholder=self._placeholder, select_on_focus=False)
            with Vertical(id="--results"):
                yield SafeCommandList()
                yield LoadingIndicator()

    def _action_command_list(self, action: str) -> None:
        if self.usable:
            super()._action_command_list(action)

    def _action_cursor_down(self) -> None:
        if self.usable:
            super()._action_cursor_down()

    @on(Input.Submitted)
    @on(Button.Pressed)
    def _select_or_command(self, event: Input.Submitted | Button.Pressed | None = None) -> None:
        if event is not None:
            event.stop()
            event.prevent_default()  # CommandPalette's own handler of the same name is not run too
        if self.usable:
            super()._select_or_command(None)

    def _watch__list_visible(self) -> None:
        if self.usable:  # the search's last step can come after the palette closed (NoMatches)
            super()._watch__list_visible()

    async def _watch__show_busy(self) -> None:
        if self.usable:
            await super()._watch__show_busy()

    def _start_no_matches_countdown(self, search_value: str) -> None:
        # CommandPalette's countdown queries the list when it fires, which may be after the palette
        # closed (NoMatches 'CommandList'): this one looks first.
        self._stop_no_matches_countdown()

        def show_no_matches() -> None:
            if not self.usable:
                return
            if search_value:
                self.query_one(CommandList).add_option(
                    Option(
                        Align.center(Text(palette_labels().no_matches, style="not bold")),
                        disabled=True,
                        id=self._NO_MATCHES,
                    )
                )
                self._list_visible = True
            else:
                self._list_visible = False

        self._no_matches_timer = self.set_timer(self._NO_MATCHES_COUNTDOWN, show_no_matches)

    @work(exclusive=True, group=CommandPalette._GATHER_COMMANDS_GROUP)
    async def _gather_commands(self, search_value: str) -> None:
        if not self.usable:
            return
        try:
            await _GATHER(self, search_value)
        except InvalidStateError:
            # asyncio's, from a search cancelled while a provider was still answering (seen in key
            # storms): this search's answers are lost, and the next key searches again.
            pass
        except NoMatches:
            # The palette was taken down while its providers were still answering: nothing is left
            # to show the commands in.
            if self.usable:
                raise


#: CommandPalette's search, without its worker decorator (this class's own runs it).
_GATHER = CommandPalette._gather_commands.__wrapped__  # type: ignore[attr-defined]


def open_palette(app: App[Any], *, screen_only: bool = False) -> None:
    """Open the palette over the current screen (not over another palette).

    ``screen_only``: only the screen's own commands (the footer's "more" entry).
    """
    if CommandPalette.is_open(app) or not app.use_command_palette:
        return
    commands = screen_commands(app.screen)
    # No id (Textual's palette has one): a palette closing is still the app's child until it is
    # removed, and a second one with the same id, opened meanwhile, was DuplicateIds.
    said = palette_labels()
    if screen_only:
        palette = SafeCommandPalette(
            commands, providers=[ScreenCommands], placeholder=said.screen_placeholder
        )
    else:
        palette = SafeCommandPalette(commands, placeholder=said.placeholder)
    app.push_screen(palette)


ReturnType = TypeVar("ReturnType")


class PaletteApp(App[ReturnType]):
    """The app's base (``class DominoApp(PaletteApp[None])``): the palette that lists the
    screen's commands, survives fast keys, and whose Quit asks first while a game is in progress."""

    COMMANDS: ClassVar[set[Any]] = App.COMMANDS | {ScreenCommands}

    def action_command_palette(self) -> None:
        open_palette(self)

    def search_themes(self) -> None:
        # Textual's own palette would come back with the crashes SafeCommandPalette guards.
        from textual.theme import ThemeProvider

        if not isinstance(self.screen, CommandPalette):
            palette = SafeCommandPalette(
                [], providers=[ThemeProvider], placeholder=palette_labels().theme_placeholder
            )
            self.push_screen(palette)

    def get_key_display(self, binding: Binding) -> str:
        # Every place a key is shown (footer, help, palette) names it in the player's language.
        return key_words(super().get_key_display(binding))

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        # Only the game's commands, each once, in the player's language: the theme, and Quit where the
        # screen's own commands have none (the app's asks first while a game is in progress).
        # Textual's Keys, Maximize and Screenshot are not the game's.
        said = palette_labels()
        yield SystemCommand(said.theme, said.theme_help, self.action_change_theme)
        palette = self.screen
        found = palette.commands if isinstance(palette, SafeCommandPalette) else screen_commands(screen)
        if not any(command.action.removeprefix("app.") in _QUIT_ACTIONS for command in found):
            yield SystemCommand(said.quit, said.quit_help, partial(self.run_action, "request_quit"))


#: The actions that quit the app, whichever key a screen gives them (the start screen's escape).
_QUIT_ACTIONS = ("request_quit", "quit", "escape_quit")
