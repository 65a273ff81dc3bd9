"""The web face: ``serve``'s server, one game of the terminal UI per browser tab (the ``web``
extra: textual-serve, aiohttp). Importing this package loads neither: the server is
``web.server``."""

#: Games ``serve`` runs at once by default (one per browser tab): enough for one player.
DEFAULT_MAX_GAMES = 8
#: The smallest terminal the game plays in (columns, rows: the TUI's MIN_WIDTH and MIN_HEIGHT, which
#: a test holds equal): the page sizes its font so that at least this many cells fit the window.
SMALLEST_TERMINAL = (60, 18)
