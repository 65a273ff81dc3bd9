"""The player's settings kept for the next run: by the app, and by the screens where they are made."""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from domino_solitaire import i18n
from domino_solitaire.i18n import _

if TYPE_CHECKING:
    from domino_solitaire.store import Settings
    from domino_solitaire.store.keeper import GameKeeper
    from domino_solitaire.tui.requests import GameOptions


def in_force(options: GameOptions, settings: Settings) -> tuple[bool | None, bool, bool]:
    """What the command line asked for, else what the player chose last time: the language (put in
    force), and whether new deals are only winnable ones, whether the game screen says if the deal
    can still be won, and whether a screen reader is helped. Winnable-only None: neither said it, so
    each game's own default."""
    i18n.use(i18n.choose(options.lang, settings.language, os.environ))
    return (
        options.winnable if options.winnable is not None else settings.winnable_only,
        settings.show_verdict,
        options.screen_reader or settings.screen_reader,
    )


def keep_settings(recorder: GameKeeper, settings: Settings, warn: Callable[[str], object]) -> None:
    """Keep ``settings`` (in the store too): one out of range is left unkept, with a warning, never a
    crash (the player's choice still holds for this run where it was made)."""
    if settings == recorder.settings:
        return
    try:
        recorder.save_settings(settings)
    except ValueError:
        warn(_("This setting could not be kept for the next run."))


def remember(recorder: GameKeeper, warn: Callable[[str], object], **changes: object) -> None:
    """Keep a changed setting for the next run too (``Settings`` field names)."""
    keep_settings(recorder, replace(recorder.settings, **changes), warn)  # type: ignore[arg-type]
