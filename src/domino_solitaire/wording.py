"""Player-facing wording shared by the command line and the terminal UI."""

from __future__ import annotations

from domino_solitaire.engine import GAMES


def clock_text(seconds: float | None) -> str:
    """A duration as the clock shows it: ``4:07``, ``1:02:09``; ``-`` when unknown."""
    if seconds is None:
        return "-"
    whole = max(0, int(seconds))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02}:{secs:02}" if hours else f"{minutes}:{secs:02}"


def game_title(game: str) -> str:
    rules = GAMES.get(game)
    return rules.title if rules is not None else game


def kind_label(game: str, size: int, variant: str) -> str:
    """ "Luzon d6", "Luzon d6 six-ends": short, so that tables fit 80 columns."""
    return f"{game_title(game)} d{size}" + ("" if variant == "standard" else f" {variant}")
