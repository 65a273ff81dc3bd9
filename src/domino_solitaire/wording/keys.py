"""Key names as the player's keyboard writes them ("échap", "espace", "пробел"): one table."""

from __future__ import annotations

from dataclasses import dataclass

from domino_solitaire.i18n import _, pgettext

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


@dataclass(frozen=True)
class KeySaid:
    """A key's words as the footer, the palette and the help show them: what it does, and its
    tooltip (empty when it has none)."""

    description: str
    tooltip: str = ""

    @property
    def help(self) -> str:
        """The longer of the two: the tooltip, else what the key does."""
        return self.tooltip or self.description


def key_said(description: str, tooltip: str | None = None) -> KeySaid:
    """A binding's words in the player's language (the screens' key tables hold them marked N_)."""
    return KeySaid(_(description) if description else "", _(tooltip) if tooltip else "")
