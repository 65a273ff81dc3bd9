"""A turn made pair by pair: the player picks a tile, then its partner, pair after pair, and ends
the turn when it holds every pair wanted; a pair picked again is taken back.

The rule of which tile may join which, and what each pick does, is here, once, for every face
(the board on the screen, the text mode): a face passes picks in and words the step it gets back.
Pure: no UI, no sentence.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass, field
from enum import Enum
from typing import Generic, Protocol, TypeVar

from domino_solitaire.engine import IllegalMove, Move, Tile

C = TypeVar("C", bound=Hashable)


class PairedTableau(Protocol[C]):
    """A position whose turn removes pairs of tiles together (each tile in one pair a turn)."""

    def tile_at(self, cell: C, /) -> Tile | None: ...

    def open_pairs(self, chosen: Iterable[tuple[C, C]] = ..., /) -> list[tuple[C, C]]: ...

    def why_illegal(self, move: Move, /) -> IllegalMove | None: ...


class Pick(Enum):
    """What picking a tile did to the turn being built."""

    #: The tile was in a pair already chosen: that pair is taken back.
    TOOK_BACK = "took-back"
    #: Nothing there to pick.
    EMPTY = "empty"
    #: The first tile of a pair, picked.
    PICKED = "picked"
    #: The tile picked first, picked again: put back.
    PUT_BACK = "put-back"
    #: Not a partner of the tile picked first: picked instead of it (the player most likely meant it).
    PICKED_INSTEAD = "picked-instead"
    #: The partner of the tile picked first: the pair joins the turn.
    PAIR_CHOSEN = "pair-chosen"


@dataclass(frozen=True)
class PickStep(Generic[C]):
    """One pick's outcome: what it did, the tile and cell picked, the pair it made or took back,
    and why the engine refused the pair (``PICKED_INSTEAD``)."""

    pick: Pick
    cell: C
    tile: Tile | None = None
    pair: tuple[C, C] | None = None
    refusal: IllegalMove | None = None


@dataclass
class TurnInMaking(Generic[C]):
    """The pairs chosen so far this turn, in the order chosen, and the tile picked first of the
    next pair (None: none)."""

    pending: list[tuple[C, C]] = field(default_factory=list)
    picked: C | None = None

    def chosen(self) -> set[C]:
        """The cells of the pairs chosen so far."""
        return {cell for pair in self.pending for cell in pair}

    def free_partners(self, tableau: PairedTableau[C], cell: C) -> list[C]:
        """The tiles that could still pair with ``cell`` this turn, in reading order."""
        return sorted(  # type: ignore[type-var]
            b if a == cell else a for a, b in tableau.open_pairs(self.pending) if cell in (a, b)
        )

    def partners(self, tableau: PairedTableau[C], focus: C | None) -> set[C]:
        """Partners of ``focus`` still free this turn (none for a cell already in a pair)."""
        if focus is None or focus in self.chosen():
            return set()
        return set(self.free_partners(tableau, focus))

    def playable(self, tableau: PairedTableau[C]) -> set[C]:
        """Every tile that can still join a pair this turn."""
        return {cell for pair in tableau.open_pairs(self.pending) for cell in pair}

    def more_free(self, tableau: PairedTableau[C]) -> bool:
        """Whether a pair is chosen and another could still join the turn."""
        return bool(self.pending) and bool(tableau.open_pairs(self.pending))

    def pick(self, tableau: PairedTableau[C], cell: C, move_of: Callable[..., Move]) -> PickStep[C]:
        """Pick ``cell``; ``move_of`` makes the turn's move of its pairs (the engine's judge)."""
        for pair in self.pending:
            if cell in pair:
                self.pending.remove(pair)
                return PickStep(Pick.TOOK_BACK, cell, pair=pair)
        tile = tableau.tile_at(cell)
        if tile is None:
            return PickStep(Pick.EMPTY, cell)
        if self.picked is None:
            self.picked = cell
            return PickStep(Pick.PICKED, cell, tile)
        if self.picked == cell:
            self.picked = None
            return PickStep(Pick.PUT_BACK, cell, tile)
        pair = (self.picked, cell)
        refusal = tableau.why_illegal(move_of(*self.pending, pair))
        if refusal is not None:
            self.picked = cell
            return PickStep(Pick.PICKED_INSTEAD, cell, tile, refusal=refusal)
        self.picked = None
        self.pending.append(pair)
        return PickStep(Pick.PAIR_CHOSEN, cell, tile, pair=pair)

    def drop_one(self) -> PickStep[C] | None:
        """Undo one step: the tile picked first put back, else the last pair taken back."""
        if self.picked is not None:
            cell, self.picked = self.picked, None
            return PickStep(Pick.PUT_BACK, cell)
        if self.pending:
            pair = self.pending.pop()
            return PickStep(Pick.TOOK_BACK, pair[0], pair=pair)
        return None

    def clear(self) -> bool:
        """Start the turn afresh; whether anything was chosen."""
        had = bool(self.pending) or self.picked is not None
        self.pending, self.picked = [], None
        return had
