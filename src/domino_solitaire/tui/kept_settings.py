"""The player's settings kept for the next run: by the app, and by the screens where they are made."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from domino_solitaire.i18n import _

if TYPE_CHECKING:
    from domino_solitaire.recorder import GameRecorder
    from domino_solitaire.store import Settings


def keep_settings(recorder: GameRecorder, settings: Settings, warn: Callable[[str], object]) -> None:
    """Keep ``settings`` (in the store too): one out of range is left unkept, with a warning, never a
    crash (the player's choice still holds for this run where it was made)."""
    if settings == recorder.settings:
        return
    try:
        recorder.save_settings(settings)
    except ValueError:
        warn(_("This setting could not be kept for the next run."))


def remember(recorder: GameRecorder, warn: Callable[[str], object], **changes: object) -> None:
    """Keep a changed setting for the next run too (``Settings`` field names)."""
    keep_settings(recorder, replace(recorder.settings, **changes), warn)  # type: ignore[arg-type]
