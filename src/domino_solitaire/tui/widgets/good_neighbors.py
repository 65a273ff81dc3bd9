"""The Good Neighbors tableau: pick pairs of good neighbours, then end the turn."""

from __future__ import annotations

from collections.abc import Hashable
from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.geometry import Region

from domino_solitaire.engine import Cell, GoodNeighborsPosition, Move, Position, Rules, Turn
from domino_solitaire.engine.good_neighbors import COLUMN_LETTERS
from domino_solitaire.tui.widgets.board import (
    CURSOR,
    FRESH,
    HINT,
    HINT_LABEL,
    PAIRED,
    PARTNER,
    PICKED,
    Board,
    Drawing,
    Look,
    label_for,
    tile_lines,
)

LEFT = 3  # room for the row numbers


class GoodNeighborsBoard(Board[Cell]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("e", "end_turn", "End turn", tooltip="End the turn: the chosen pairs go, the rest close up"),
    ]
    HOW_TO = (
        "Select a tile, then a good neighbour (marked +): the two make a pair.",
        "Add more pairs if you like; select a paired tile to take its pair back.",
        "e ends the turn: pairs go, the rest close up toward a1, the stock refills.",
    )

    def __init__(
        self, rules: Rules, position: Position, *, numerals: bool = False, colour: bool = True
    ) -> None:
        super().__init__(rules, position, numerals=numerals, colour=colour)
        self.pending: list[tuple[Cell, Cell]] = []
        self.picked: Cell | None = None
        self.fresh: dict[Cell, str] = {}

    @property
    def tableau(self) -> GoodNeighborsPosition:
        assert isinstance(self.position, GoodNeighborsPosition)
        return self.position

    # -- drawing --------------------------------------------------------------------------------------

    def gaps(self, look: Look) -> tuple[int, int]:
        return (1, 0) if look.compact else (2, 1)

    def measure(self, look: Look, width: int) -> tuple[int, int]:
        w, h = look.size
        gx, gy = self.gaps(look)
        rows, cols = self.tableau.rows, self.tableau.cols
        return LEFT + cols * w + (cols - 1) * gx, 1 + rows * h + (rows - 1) * gy

    def draw(self, look: Look, width: int) -> Drawing[Cell]:
        position = self.tableau
        w, h = look.size
        gx, gy = self.gaps(look)
        need_w, need_h = self.measure(look, width)
        drawing: Drawing[Cell] = Drawing(need_w, need_h)
        pair_number = {cell: n for n, pair in enumerate(self.pending, start=1) for cell in pair}
        partners = self.partners()
        for c in range(position.cols):
            drawing.text(LEFT + c * (w + gx) + (w - 1) // 2, 0, COLUMN_LETTERS[c], "bold")
        for r in range(position.rows):
            y = 1 + r * (h + gy)
            drawing.text(0, y + (h - 1) // 2, f"{r + 1:>2}", "bold")
            for c in range(position.cols):
                cell = Cell(r, c)
                x = LEFT + c * (w + gx)
                style, label = "", ""
                if cell in pair_number:
                    style, label = (
                        PAIRED,
                        label_for(look, f"pair {pair_number[cell]}", str(pair_number[cell])),
                    )
                elif cell == self.picked:
                    style, label = PICKED, label_for(look, "picked", "*")
                elif cell in self.hinted:
                    style, label = HINT, self.hint_label(cell, look)
                elif cell in partners:
                    style, label = PARTNER, "+"
                elif cell in self.fresh:
                    style, label = FRESH, label_for(look, self.fresh[cell], self.fresh[cell][0])
                if cell == self.cursor:
                    style = f"{style} {CURSOR}".strip()
                tile = position.tile_at(cell)
                drawing.put(
                    x,
                    y,
                    tile_lines(
                        tile, look, colour=self.colour, style=style, label=label, empty_label=str(cell)
                    ),
                )
                drawing.hits[cell] = Region(x, y, w, h)
        return drawing

    def partners(self) -> set[Cell]:
        """Good neighbours of the picked tile, or of the tile under the cursor, still free this turn."""
        focus = self.picked or self.cursor
        if focus is None or focus in {cell for pair in self.pending for cell in pair}:
            return set()
        return {b if a == focus else a for a, b in self.tableau.open_pairs(self.pending) if focus in (a, b)}

    def hint_targets(self, move: Move) -> tuple[Cell, ...]:
        return tuple(move.cells()) if isinstance(move, Turn) else ()

    def hint_label(self, cell: Cell, look: Look) -> str:
        """The label of a hinted cell: "hint 2" (its pair) when the hinted turn has several pairs."""
        if len(self.hinted) <= 2:
            return label_for(look, *HINT_LABEL)
        number = self.hinted.index(cell) // 2 + 1
        return label_for(look, f"{HINT_LABEL[0]} {number}", str(number))

    # -- picking --------------------------------------------------------------------------------------

    def pick(self, target: Cell, *, alternate: bool = False) -> None:
        self.fresh = {}
        position = self.tableau
        tile = position.tile_at(target)
        for pair in self.pending:
            if target in pair:
                self.pending.remove(pair)
                self.note(f"Took back the pair {Turn.of(pair)}. {self.turn_so_far()}")
                self.redraw()
                return
        if tile is None:
            self.refuse(f"{target} is empty")
        elif self.picked is None:
            self.picked = target
            free = sorted(
                b if a == target else a for a, b in position.open_pairs(self.pending) if target in (a, b)
            )
            if free:
                names = ", ".join(str(cell) for cell in free)
                self.note(f"{tile} at {target} picked: now select a good neighbour ({names}).")
            else:
                self.note(f"{tile} at {target} picked; it has no good neighbour free this turn.")
        elif self.picked == target:
            self.picked = None
            self.note(f"{target} put back.")
        else:
            pair = (self.picked, target)
            self.picked = None
            reason = position.why_illegal(Turn.of(*self.pending, pair))
            if reason is not None:
                self.refuse(reason)
            else:
                self.pending.append(pair)
                self.note(f"Pair {len(self.pending)}: {Turn.of(pair)}. {self.turn_so_far()}")
        self.redraw()

    def turn_so_far(self) -> str:
        if not self.pending:
            return "No pairs chosen this turn."
        more = (
            "Select another pair, or p"
            if self.tableau.open_pairs(self.pending)
            else "No other pair is free: p"
        )
        return f"{more}ress e to end the turn."

    def action_end_turn(self) -> None:
        if not self.pending:
            self.refuse("Choose at least one pair of good neighbours before ending the turn.")
            return
        self.choose(Turn.of(*self.pending))

    def why_unavailable(self, action: str) -> str | None:
        if action == "end_turn" and not self.pending:
            return (
                "Choose a pair first: select a tile, then a good neighbour (marked +); then e ends the turn."
            )
        return None

    def binding_state(self) -> Hashable:
        return bool(self.pending)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if not super().check_action(action, parameters):
            return False
        if action == "end_turn":
            return True if self.pending else None
        return True

    def clear_selection(self) -> bool:
        had = bool(self.pending) or self.picked is not None
        self.pending = []
        self.picked = None
        return had

    def changed(self, before: Position | None) -> str:
        self.fresh = {}
        if not isinstance(before, GoodNeighborsPosition):
            return ""
        after = self.tableau
        was_on_table = set(before.on_table())
        for i, tile in enumerate(after.cells):
            if tile is None or before.cells[i] == tile:
                continue
            self.fresh[after.cell(i)] = "moved" if tile in was_on_table else "new"
        moved = sum(1 for kind in self.fresh.values() if kind == "moved")
        drawn = len(self.fresh) - moved
        parts = []
        if moved:
            parts.append(f"{moved} tile{'s' * (moved != 1)} closed up")
        if drawn:
            parts.append(f"{drawn} new from the stock")
        return ("; ".join(parts) + " (marked).") if parts else ""
