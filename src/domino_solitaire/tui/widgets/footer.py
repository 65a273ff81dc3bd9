"""The footer: the screen's keys on one line, lit when they apply and greyed when they do not."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual import events
from textual.reactive import reactive
from textual.screen import Screen
from textual.widget import Widget

from domino_solitaire.textfold import fold
from domino_solitaire.tui.palette import open_palette, screen_commands
from domino_solitaire.wording.keys import key_said
from domino_solitaire.wording.screens import MORE_HELP, MORE_LABEL

#: Between the keys and the command palette's key, at the right end.
DIVIDER = "▏"
#: Keys a web browser keeps for itself (close or open a tab or window, reload, find, the address
#: bar): in a browser tab the footer shows another key of the same action instead.
BROWSER_KEPT = frozenset({"ctrl+w", "ctrl+n", "ctrl+t", "f3", "f5", "f6"})


@dataclass(frozen=True)
class ShownKey:
    """One key in the footer, as the screen's bindings give it."""

    key: str
    #: How the key is written (``App.get_key_display``), as "^s" for ctrl+s.
    display: str
    description: str
    enabled: bool
    tooltip: str
    action: str = ""


#: The footer's last entry, when the screen has commands the line does not show: a click opens the
#: palette with the screen's commands only.
MORE = ShownKey("", "", MORE_LABEL, True, MORE_HELP, "more")


@dataclass(frozen=True)
class Span:
    """Where a key is drawn: columns ``start`` to ``end`` (exclusive)."""

    start: int
    end: int
    key: ShownKey


class KeyFooter(Widget, can_focus=False):
    """The keys of the screen it is on, drawn as one line by one widget.

    Textual's Footer mounts a widget for every key and rebuilds them all whenever the screen's
    bindings are refreshed, which a game does after most moves: about a third of the cost of
    opening a game screen. Here a refresh only draws the line again, and only if a key changed.

    Keys come in the screen's order (help and quit first, see ``pinned_first``); a key that does
    not fit is left out whole, never cut, and then "… more" ends the line: a click on it lists every
    command of the screen (those without a key shown too) in the palette, so that none is out of
    the mouse's reach; a right click on it draws the keys that did not fit (the next ones, then the
    first again), as the touch bar of serve's page does for a finger. A click on a key presses it;
    on a greyed key too, so that the screen says why it does nothing now, as it does for the key
    typed.
    """

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "key-footer--key",
        "key-footer--description",
        "key-footer--greyed",
        "key-footer--hover",
        "key-footer--divider",
    }
    DEFAULT_CSS = """
    KeyFooter {
        dock: bottom;
        height: 1;
        color: $footer-foreground;
        background: $footer-background;
        & > .key-footer--key {
            color: $footer-key-foreground;
            background: $footer-key-background;
            text-style: bold;
        }
        & > .key-footer--description {
            color: $footer-description-foreground;
            background: $footer-description-background;
        }
        & > .key-footer--greyed {
            text-style: dim;
        }
        & > .key-footer--hover {
            background: $block-hover-background;
        }
        & > .key-footer--divider {
            color: $foreground 20%;
        }
    }
    """

    #: The screen's keys, in order.
    keys: reactive[tuple[ShownKey, ...]] = reactive(())
    #: The command palette's key, drawn at the right end (None: the app has no palette).
    palette: reactive[ShownKey | None] = reactive(None)
    #: The key under the mouse pointer.
    hover: reactive[ShownKey | None] = reactive(None)
    #: The first key drawn: a right click on "… more" (a phone's touch bar makes one) draws the keys
    #: that did not fit, so that each can be a button a finger can hit.
    first: reactive[int] = reactive(0)

    def __init__(self, *, compact: bool = False, id: str | None = None) -> None:
        super().__init__(id=id)
        #: Less room around each key ("?␣Help␣" rather than "␣?␣Help␣").
        self.compact = compact
        #: Where each key was drawn last, for the mouse.
        self.spans: tuple[Span, ...] = ()
        #: Whether the screen has commands that no key in the footer shows (the "more" entry).
        self.unshown = False
        #: The first key of the next page (a right click on "… more"): 0 once the last is drawn.
        self.next_first = 0
        #: The key just clicked: its tooltip stays away until the pointer moves to another key, so
        #: that it does not cover what the click said on the notice line.
        self.pressed: ShownKey | None = None

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self.bindings_changed)
        self.bindings_changed(self.screen)

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def bindings_changed(self, screen: Screen[Any]) -> None:
        """The screen's bindings were refreshed: take its keys as they are now."""
        if not self.is_attached or screen is not self.screen:
            return
        # A property that a screen may compute (GameScreen puts help and quit first): read it once.
        active_bindings = screen.active_bindings
        shown: dict[str, ShownKey] = {}
        # Served in a browser: an action's keys that the browser keeps only when it has no other.
        served = bool(getattr(self.app, "served", False))
        other_keys = {
            binding.action
            for _node, binding, _enabled, _tooltip in active_bindings.values()
            if binding.show and binding.key not in BROWSER_KEPT
        }
        for _node, binding, enabled, tooltip in active_bindings.values():
            if served and binding.key in BROWSER_KEPT and binding.action in other_keys:
                continue
            if binding.show:
                # The first binding of each action, as Textual's Footer shows.
                said = key_said(binding.description, tooltip)
                display = self.app.get_key_display(binding)
                key = ShownKey(binding.key, display, said.description, enabled, said.tooltip, binding.action)
                shown.setdefault(binding.action, key)
        actions = {key.action for key in shown.values()}
        self.unshown = any(command.action not in actions for command in screen_commands(screen))
        # The page drawn starts at the same key (a move may add or take keys before it), else at the first.
        anchor = self.keys[self.first].action if 0 < self.first < len(self.keys) else None
        self.keys = tuple(shown.values())
        order = [key.action for key in self.keys]
        self.first = order.index(anchor) if anchor in order else 0
        palette = None
        if self.app.ENABLE_COMMAND_PALETTE:
            active = active_bindings.get(self.app.COMMAND_PALETTE_BINDING)
            if active is not None:
                binding = active.binding
                said = key_said(binding.description, binding.tooltip)
                display = self.app.get_key_display(binding)
                palette = ShownKey(binding.key, display, said.description, active.enabled, said.help)
        self.palette = palette

    # -- drawing ------------------------------------------------------------------------------------

    def label(self, key: ShownKey) -> tuple[str, str]:
        """The key's two parts as drawn: the key and its description, with the room around them; a key
        that does not apply now in brackets where there is no colour to grey it (NO_COLOR)."""
        if key is MORE:
            more = key_said(key.description).description
            return "", f" {fold(more) if self.app_ascii else more} "
        description = key.description if key.enabled or not self.app.no_color else f"[{key.description}]"
        if self.compact:
            return key.display, f" {description} "
        return f" {key.display} ", f"{description} "

    @property
    def app_ascii(self) -> bool:
        return bool(getattr(self.app, "ascii", False))

    def render(self) -> Text:
        width = self.size.width
        line = Text(no_wrap=True, overflow="crop", end="")
        palette = self.palette
        right = Text(no_wrap=True, end="")
        if palette is not None:
            right.append(
                fold(DIVIDER) if self.app_ascii else DIVIDER,
                self.get_component_rich_style("key-footer--divider"),
            )
            key, description = self.label(palette)
            self.append_key(right, palette, key.lstrip(), description)
        spans: list[Span] = []
        room = width - right.cell_len if right.cell_len < width else width
        keys = self.keys[self.first :]
        widths = [sum(map(cell_len, self.label(footer_key))) for footer_key in keys]
        more = self.palette is not None and (self.unshown or self.first > 0 or sum(widths) > room)
        if more:
            room -= sum(map(cell_len, self.label(MORE)))
        self.next_first = 0
        for index, (footer_key, needed) in enumerate(zip(keys, widths, strict=True)):
            if line.cell_len + needed > room:
                following = self.first + max(index, 1)
                self.next_first = following if following < len(self.keys) else 0
                break
            start = line.cell_len
            self.append_key(line, footer_key, *self.label(footer_key))
            spans.append(Span(start, line.cell_len, footer_key))
        if more and line.cell_len + sum(map(cell_len, self.label(MORE))) <= width:
            start = line.cell_len
            self.append_key(line, MORE, *self.label(MORE))
            spans.append(Span(start, line.cell_len, MORE))
        if palette is not None and right.cell_len < width:
            line.append(" " * (width - line.cell_len - right.cell_len))
            start = line.cell_len + len(DIVIDER)
            line.append_text(right)
            spans.append(Span(start, line.cell_len, palette))
        self.spans = tuple(spans)
        return line

    def append_key(self, line: Text, footer_key: ShownKey, key: str, description: str) -> None:
        extra = Style()
        if not footer_key.enabled:
            extra += self.get_component_rich_style("key-footer--greyed")
        if footer_key == self.hover:
            extra += self.get_component_rich_style("key-footer--hover")
        line.append(key, self.get_component_rich_style("key-footer--key") + extra)
        line.append(description, self.get_component_rich_style("key-footer--description") + extra)

    # -- the mouse ----------------------------------------------------------------------------------

    def key_at(self, x: int) -> ShownKey | None:
        return next((span.key for span in self.spans if span.start <= x < span.end), None)

    def on_mouse_move(self, event: events.MouseMove) -> None:
        key = self.key_at(event.x)
        if key != self.pressed:
            self.pressed = None
        self.hover = key

    def on_leave(self) -> None:
        self.hover = None
        self.pressed = None

    def watch_hover(self, hover: ShownKey | None) -> None:
        self.show_tooltip()

    def show_tooltip(self) -> None:
        hover = self.hover
        shown = hover is not None and hover != self.pressed
        self.tooltip = (
            key_said(hover.description, hover.tooltip).help if hover is not None and shown else None
        )

    def on_mouse_down(self, event: events.MouseDown) -> None:
        key = self.key_at(event.x)
        if key is not None:
            event.stop()
            self.pressed = key
            self.show_tooltip()
            if key is MORE and event.button == 3:
                self.first = self.next_first
            elif key is MORE:
                open_palette(self.app, screen_only=True)
            else:
                self.app.simulate_key(key.key)
