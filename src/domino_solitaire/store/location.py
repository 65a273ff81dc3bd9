"""Where the database lives: --data-dir, then DOMINO_SOLITAIRE_HOME, then the platform's data folder."""

from __future__ import annotations

import os
from pathlib import Path

ENV_VAR = "DOMINO_SOLITAIRE_HOME"
DB_NAME = "games.sqlite3"


def data_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """The folder that holds the database."""
    if override is not None and str(override) != "":
        return Path(override).expanduser()
    env = os.environ.get(ENV_VAR)
    if env:
        return Path(env).expanduser()
    # Imported here so that commands which never touch the store do not pay for it.
    import platformdirs

    return Path(platformdirs.user_data_dir("domino-solitaire"))
