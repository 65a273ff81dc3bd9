"""The always-visible facts about the game, and the line that talks to the player."""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual.widgets import Static

from domino_solitaire.engine import Game, Status


def clock_text(seconds: float) -> str:
    whole = max(0, int(seconds))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02}:{secs:02}" if hours else f"{minutes}:{secs:02}"


@dataclass(frozen=True)
class Facts:
    """What the status bar shows, taken from the game and the clock."""

    title: str
    size: int
    variant: str
    deal: str
    stock: int
    removed: int
    total: int
    moves: int
    seconds: float
    status: Status

    @classmethod
    def of(cls, game: Game, seconds: float) -> Facts:
        setup, position = game.setup, game.position
        return cls(
            title=setup.rules.title,
            size=setup.size,
            variant=setup.variant,
            deal=f"deal {setup.seed}" if setup.seed is not None else "explicit deal",
            stock=len(position.stock),
            removed=len(position.discarded),
            total=game.total_tiles,
            moves=len(game.moves),
            seconds=seconds,
            status=game.status,
        )


STATUS_STYLE = {Status.PLAYING: "bold", Status.WON: "bold green", Status.LOST: "bold red"}


class StatusBar(Static):
    """Two lines: which game and deal; then stock, removed, moves, time and status."""

    def show(self, facts: Facts) -> None:
        top = Text(no_wrap=True, overflow="ellipsis")
        top.append(facts.title, style="bold")
        top.append(f"  double-{facts.size}  {facts.variant}  ")
        top.append(facts.deal, style="bold")
        bottom = Text(no_wrap=True, overflow="ellipsis")
        for name, value in (
            ("Stock", str(facts.stock)),
            ("Removed", f"{facts.removed}/{facts.total}"),
            ("Moves", str(facts.moves)),
            ("Time", clock_text(facts.seconds)),
        ):
            bottom.append(f"{name} ")
            bottom.append(value, style="bold")
            bottom.append("   ")
        bottom.append(
            str(facts.status).upper() if facts.status is not Status.PLAYING else "playing",
            style=STATUS_STYLE[facts.status],
        )
        self.update(Text("\n").join([top, bottom]))


class NoticeLine(Static):
    """One line under the board: what just happened, or why a selection was refused."""

    def say(self, text: str, *, refusal: bool = False) -> None:
        self.set_class(refusal, "refusal")
        self.update(Text(("✗ " if refusal else "") + text, no_wrap=True, overflow="ellipsis"))
