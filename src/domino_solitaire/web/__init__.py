"""The web face: ``serve``'s server, one game of the terminal UI per browser tab (the ``web``
extra: textual-serve, aiohttp). Importing this package loads neither: the server is
``web.server``."""

#: Games ``serve`` runs at once by default (one per browser tab): enough for one player.
DEFAULT_MAX_GAMES = 8
