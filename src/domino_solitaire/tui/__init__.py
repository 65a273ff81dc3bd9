"""The terminal interface (Textual).

Nothing is imported here, so ``domino_solitaire.tui.tile_art`` and the command
line stay free of textual until a game is actually opened.
"""
