"""Settings for the TUI tests: no animations, so each key press leaves a settled screen."""

from __future__ import annotations

import os

# Read by textual when it is first imported.
os.environ.setdefault("TEXTUAL_ANIMATIONS", "none")
