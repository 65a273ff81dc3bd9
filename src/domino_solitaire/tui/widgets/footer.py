"""The footer of keys, greyed and lit in place."""

from __future__ import annotations

from typing import Any

from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Footer
from textual.widgets._footer import FooterKey


class KeyFooter(Footer):
    """Textual's footer, which greys or lights its keys in place when only that changed.

    Textual rebuilds the whole footer whenever a screen's bindings are refreshed, and a game
    refreshes them after most moves only to grey or light a key (undo, redo, a pair's keys).
    A rebuild mounts every key again, tens of milliseconds each time; lighting a key is one
    style change. When the keys themselves change (another screen's, a group), it rebuilds.
    """

    def bindings_changed(self, screen: Screen[Any]) -> None:
        if self.is_attached and screen is self.screen and self._update_in_place():
            return
        super().bindings_changed(screen)

    def _update_in_place(self) -> bool:
        """Grey or light the keys shown, if they are the keys the bindings would show; else False."""
        bindings = self.screen.active_bindings
        shown: dict[str, tuple[Binding, bool, str]] = {}
        for _, binding, enabled, tooltip in bindings.values():
            if binding.show:
                if binding.group is not None:
                    return False
                # The footer shows the first binding of each action, as Footer.compose does.
                shown.setdefault(binding.action, (binding, enabled, tooltip))
        keys = [key for key in self.query_children(FooterKey) if not key.has_class("-command-palette")]
        if not keys or len(keys) != len(shown):
            return False
        pairs = list(zip(keys, shown.values(), strict=True))
        if any(
            (key.key, key.action, key.description) != (binding.key, binding.action, binding.description)
            for key, (binding, _, _) in pairs
        ):
            return False
        for key, (_, enabled, tooltip) in pairs:
            light(key, enabled, tooltip)
        palette = bindings.get(self.app.COMMAND_PALETTE_BINDING)
        for key in self.query_children(".-command-palette").results(FooterKey):
            if palette is not None:
                light(key, palette.enabled, palette.binding.tooltip or palette.binding.description)
        return True


def light(key: FooterKey, enabled: bool, tooltip: str) -> None:
    """Show ``key`` available or greyed out, as FooterKey's constructor does."""
    # FooterKey keeps availability in `_disabled` too: a click on a greyed key only rings the bell.
    key._disabled = not enabled
    key.set_class(not enabled, "-disabled")
    key.tooltip = tooltip or None
