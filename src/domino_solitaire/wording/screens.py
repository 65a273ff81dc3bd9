"""The TUI's own words around the boards: the command palette, the footer, the screens' dialogs,
buttons and hints."""

from __future__ import annotations

PALETTE_PLACEHOLDER = "Search for commands…"
SCREEN_PALETTE_PLACEHOLDER = "Search this screen's commands…"
NO_MATCHES = "No matches found"
QUIT_HELP = "Quit (asks first while a game is in progress)"
#: The footer's last entry: the screen's commands that do not fit (or have no key shown).
MORE_LABEL = "… more"
MORE_HELP = "Every command of this screen"
