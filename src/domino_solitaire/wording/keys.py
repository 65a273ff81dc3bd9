"""Key names as the player's keyboard writes them ("échap", "espace", "пробел"): one table."""

from __future__ import annotations

from domino_solitaire.i18n import pgettext

#: Textual's short name of a key (``App.get_key_display``) and its name in the catalogs' context "key".
_KEY_WORDS = {
    "esc": lambda: pgettext("key", "esc"),
    "space": lambda: pgettext("key", "space"),
    "shift": lambda: pgettext("key", "shift"),
    "tab": lambda: pgettext("key", "tab"),
    "pgup": lambda: pgettext("key", "pgup"),
    "pgdn": lambda: pgettext("key", "pgdn"),
    "home": lambda: pgettext("key", "home"),
    "end": lambda: pgettext("key", "end"),
    "del": lambda: pgettext("key", "del"),
    "enter": lambda: pgettext("key", "enter"),
}


def key_words(shown: str) -> str:
    """``shown`` (Textual's "esc", "shift+tab", "^p") with each key's name in the player's language."""
    return "+".join(_KEY_WORDS[part]() if part in _KEY_WORDS else part for part in shown.split("+"))
