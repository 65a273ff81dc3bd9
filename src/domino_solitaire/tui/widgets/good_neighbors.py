"""The Good Neighbors tableau: pick pairs of good neighbours, then end the turn."""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from types import MappingProxyType
from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.reactive import reactive

from domino_solitaire.engine import Move, Position, Tile
from domino_solitaire.engine.good_neighbors import Cell, GoodNeighborsPosition, Turn
from domino_solitaire.i18n import N_
from domino_solitaire.play.turns import Pick, TurnInMaking
from domino_solitaire.tui.layout import TileDrawing
from domino_solitaire.tui.layout.good_neighbors import GoodNeighborsLayout
from domino_solitaire.tui.widgets.board import Board
from domino_solitaire.tui.widgets.drawing import Drawing, label_for
from domino_solitaire.wording import good_neighbors as words
from domino_solitaire.wording.boards import put_back_text
from domino_solitaire.wording.common import HINT_LABEL, PICKED_LABEL, hint_word, picked_word
from domino_solitaire.wording.errors import error_text
from domino_solitaire.wording.good_neighbors import (
    cell_empty_text,
    end_turn_unavailable_text,
    hint_pair_label,
    neighbour_picked_instead_text,
    neighbour_picked_text,
    neighbours_free_text,
    no_pair_chosen_text,
    pair_chosen_text,
    pair_label,
    took_back_pair_text,
    turn_so_far_text,
)
from domino_solitaire.wording.reader import partners_marks

#: Tiles drawn from the stock appear when the slide is this far along.
APPEAR_AT = 0.5


class GoodNeighborsBoard(Board[Cell]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(
            "e",
            "end_turn",
            N_("End turn"),
            tooltip=N_("End the turn: the chosen pairs go, the rest close up"),
        ),
    ]
    HOW_TO = words.HOW_TO
    MARKS = words.MARKS

    #: The tile selected first of a pair being made.
    picked: reactive[Cell | None] = reactive(None, init=False, repaint=False)
    #: The pairs chosen this turn, in the order chosen.
    pending: reactive[list[tuple[Cell, Cell]]] = reactive(list, init=False, repaint=False)
    #: After a turn: where each tile that moved came from (None: drawn from the stock); replaced,
    #: never changed in place.
    motion: Mapping[Cell, Cell | None] = MappingProxyType({})

    @property
    def tableau(self) -> GoodNeighborsPosition:
        assert isinstance(self.position, GoodNeighborsPosition)
        return self.position

    def watch_picked(self) -> None:
        self.selection_changed()

    def watch_pending(self) -> None:
        self.selection_changed()

    # -- drawing --------------------------------------------------------------------------------------

    @classmethod
    def layout_for(cls, position: Position, set_size: int) -> GoodNeighborsLayout:
        assert isinstance(position, GoodNeighborsPosition)
        return GoodNeighborsLayout(position)

    def picked_tile(self) -> tuple[Cell, Tile] | None:
        tile = None if self.picked is None else self.tableau.tile_at(self.picked)
        return None if self.picked is None or tile is None else (self.picked, tile)

    def draw_on(self, drawing: Drawing[Cell], look: TileDrawing, width: int) -> None:
        position = self.tableau
        pair_number = {cell: n for n, pair in enumerate(self.pending, start=1) for cell in pair}
        partners = self.partners()
        sliding = self.motion if self.sliding else {}
        for cell, rect in drawing.placement.tiles.items():
            state, label = "", ""
            if cell in pair_number:
                state = "paired"
                label = label_for(look, *pair_label(pair_number[cell]))
            elif cell == self.picked:
                state, label = "picked", label_for(look, picked_word(), PICKED_LABEL[1])
            elif cell in self.hinted:
                state, label = "hint", self.hint_label(cell, look)
            elif cell in partners:
                state, label = "partner", "+"
            # A tile on its way here is drawn over the empty cell, below.
            tile = None if cell in sliding else position.tile_at(cell)
            lines = self.tile(
                tile,
                look,
                state=state,
                cursor=cell == self.cursor,
                label=label,
                empty_label="" if cell in sliding else str(cell),
            )
            drawing.put(rect.x, rect.y, lines)
        for cell, source in sliding.items():
            self.draw_sliding(drawing, look, cell, source)

    def draw_sliding(
        self, drawing: Drawing[Cell], look: TileDrawing, cell: Cell, source: Cell | None
    ) -> None:
        """A tile part of the way from ``source`` to ``cell`` (one from the stock appears halfway)."""
        tile = self.tableau.tile_at(cell)
        layout = self.layout_for(self.tableau, self.set_size)
        goal = layout.cell_rect(cell, look)
        if source is None:
            if self.progress >= APPEAR_AT:
                drawing.put(goal.x, goal.y, self.tile(tile, look))
            return
        start = layout.cell_rect(source, look)
        x = round(start.x + (goal.x - start.x) * self.progress)
        y = round(start.y + (goal.y - start.y) * self.progress)
        drawing.put(x, y, self.tile(tile, look))

    def turn(self) -> TurnInMaking[Cell]:
        """The turn being built, as the play layer's rules see it (a copy of this board's)."""
        return TurnInMaking(list(self.pending), self.picked)

    def keep(self, turn: TurnInMaking[Cell]) -> None:
        """Show ``turn`` as the turn being built now."""
        self.picked = turn.picked
        if turn.pending != self.pending:
            self.pending = turn.pending

    def partners(self) -> set[Cell]:
        """Good neighbours of the picked tile, or of the tile under the cursor, still free this turn."""
        return self.turn().partners(self.tableau, self.picked or self.cursor)

    def marks_said(self, target: Cell) -> list[str]:
        # With a tile picked, the cursor's sentence says whether this one is its partner.
        if self.picked is not None or self.tableau.tile_at(target) is None:
            return []
        return partners_marks([str(cell) for cell in self.turn().free_partners(self.tableau, target)])

    def playable(self) -> set[Cell]:
        return self.turn().playable(self.tableau)

    def tab_targets(self) -> set[Cell]:
        return self.partners() if self.picked is not None else self.playable()

    def hint_targets(self, move: Move) -> tuple[Cell, ...]:
        return tuple(move.cells()) if isinstance(move, Turn) else ()

    def plan(self, move: Move) -> list[tuple[Cell | None, str]]:
        # Each pair's two cells, then e to end the turn.
        return [*((cell, "pick") for cell in self.hint_targets(move)), (None, "end_turn")]

    def hint_label(self, cell: Cell, look: TileDrawing) -> str:
        """The label of a hinted cell: "hint 2" (its pair) when the hinted turn has several pairs."""
        if len(self.hinted) <= 2:
            return label_for(look, hint_word(), HINT_LABEL[1])
        number = self.hinted.index(cell) // 2 + 1
        return label_for(look, *hint_pair_label(number))

    # -- picking --------------------------------------------------------------------------------------

    def pick(self, target: Cell, *, alternate: bool = False) -> None:
        turn = self.turn()
        step = turn.pick(self.tableau, target, Turn.of)
        self.keep(turn)
        if step.pick is Pick.TOOK_BACK and step.pair is not None:
            self.note(took_back_pair_text(Turn.of(step.pair), self.turn_so_far()))
        elif step.pick is Pick.EMPTY or step.tile is None:
            self.refuse(cell_empty_text(target))
        elif step.pick is Pick.PICKED:
            self.note(neighbour_picked_text(step.tile, target, self.choices(target)))
        elif step.pick is Pick.PUT_BACK:
            self.note(put_back_text(target))
        elif step.pick is Pick.PICKED_INSTEAD and step.refusal is not None:
            reason = error_text(step.refusal)
            self.refuse(neighbour_picked_instead_text(reason, step.tile, target, self.choices(target)))
        elif step.pair is not None:
            self.note(pair_chosen_text(len(self.pending), Turn.of(step.pair), self.turn_so_far()))

    def choices(self, target: Cell) -> str:
        """What the player can do with ``target`` picked."""
        return neighbours_free_text([str(cell) for cell in self.turn().free_partners(self.tableau, target)])

    def turn_so_far(self) -> str:
        return turn_so_far_text(len(self.pending), self.turn().more_free(self.tableau))

    def action_end_turn(self) -> None:
        if not self.pending:
            self.refuse(no_pair_chosen_text())
            return
        self.choose(Turn.of(*self.pending))

    def why_unavailable(self, action: str) -> str | None:
        if action == "end_turn" and not self.pending:
            return end_turn_unavailable_text()
        return None

    def binding_state(self) -> Hashable:
        return bool(self.pending)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if not super().check_action(action, parameters):
            return False
        if action == "end_turn":
            return True if self.pending else None
        return True

    def drop_one(self) -> str | None:
        # The pick being made first, then the pairs, the last chosen first: one step per escape.
        turn = self.turn()
        step = turn.drop_one()
        if step is None:
            return None
        if step.pair is None:
            self.set_reactive(GoodNeighborsBoard.picked, None)
            return put_back_text(step.cell, self.turn_so_far())
        self.pending = turn.pending
        return took_back_pair_text(Turn.of(step.pair), self.turn_so_far())

    def clear_selection(self) -> bool:
        had = self.turn().clear()
        self.set_reactive(GoodNeighborsBoard.pending, [])
        self.set_reactive(GoodNeighborsBoard.picked, None)
        return had

    def moving(self) -> bool:
        return bool(self.motion)

    def changed(self, before: Position | None) -> None:
        self.motion = {}
        if not isinstance(before, GoodNeighborsPosition):
            return
        after = self.tableau
        was_at = {tile: before.cell(i) for i, tile in enumerate(before.cells) if tile is not None}
        self.motion = {
            after.cell(i): was_at.get(tile)
            for i, tile in enumerate(after.cells)
            if tile is not None and before.cells[i] != tile
        }
