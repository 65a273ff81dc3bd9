"""Keys in words: each binding's keys as the app shows them, beside what they do in the player's
language. The help overlay and the Keys panel both list them so."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from textual.app import App
from textual.binding import Binding, BindingType

from domino_solitaire.wording.keys import key_said
from domino_solitaire.wording.screens import move_cursor_help


def key_rows(bindings: Iterable[BindingType], app: App[Any]) -> list[tuple[str, str]]:
    """(keys, what they do) for ``bindings``: keys that do the same thing share a row, system
    bindings are left out, and the four cursor moves read as one line."""
    keys_of: dict[str, list[str]] = {}
    for binding in bindings:
        if not isinstance(binding, Binding) or binding.system:
            continue
        cursor = binding.action.startswith("cursor(")
        description = move_cursor_help() if cursor else key_said(binding.description, binding.tooltip).help
        keys = keys_of.setdefault(description, [])
        for key in binding.key.split(","):
            shown = app.get_key_display(Binding(key.strip(), binding.action))
            if shown not in keys:
                keys.append(shown)
    return [(" ".join(keys), description) for description, keys in keys_of.items()]
