"""The Luzon layout: five columns with their bottom tiles exposed, and the reserve beside them."""

from __future__ import annotations

from collections.abc import Hashable

from textual.reactive import reactive

from domino_solitaire.engine import Move, Position, SolitaireError, Tile
from domino_solitaire.engine.luzon import Discard, LuzonPosition, Shift, Spot
from domino_solitaire.tui.layout import TileDrawing
from domino_solitaire.tui.layout.luzon import COVERED, COVERED_LOOK, LuzonLayout, LuzonPlacement
from domino_solitaire.tui.widgets.board import Board
from domino_solitaire.tui.widgets.drawing import Drawing, label_for
from domino_solitaire.wording import luzon as words
from domino_solitaire.wording.boards import put_back_text
from domino_solitaire.wording.common import HINT_LABEL, PICKED_LABEL, hint_word, picked_word
from domino_solitaire.wording.errors import error_text
from domino_solitaire.wording.luzon import (
    covered_text,
    empty_column_label,
    partner_picked_instead_text,
    partner_picked_text,
    reserve_slot_label,
    slot_stays_empty_text,
    spot_empty_text,
    spot_text,
)
from domino_solitaire.wording.reader import partners_marks


class LuzonBoard(Board[Spot]):
    HOW_TO = words.HOW_TO
    MARKS = words.MARKS

    #: The tile selected first of a discard or a move into an empty column.
    picked: reactive[Spot | None] = reactive(None, init=False, repaint=False)

    @property
    def layout_position(self) -> LuzonPosition:
        assert isinstance(self.position, LuzonPosition)
        return self.position

    def watch_picked(self) -> None:
        self.selection_changed()

    # -- drawing --------------------------------------------------------------------------------------

    @classmethod
    def layout_for(cls, position: Position, set_size: int) -> LuzonLayout:
        assert isinstance(position, LuzonPosition)
        return LuzonLayout(position)

    def picked_tile(self) -> tuple[Spot, Tile] | None:
        tile = None if self.picked is None else self.layout_position.tile_at(self.picked)
        return None if self.picked is None or tile is None else (self.picked, tile)

    def draw_on(self, drawing: Drawing[Spot], look: TileDrawing, width: int) -> None:
        position = self.layout_position
        placement = drawing.placement
        assert isinstance(placement, LuzonPlacement)
        reserve_look = LuzonLayout.reserve_look(look)
        partners = self.partners()
        for (column, depth), rect in placement.covered.items():
            covered = position.columns[column][depth]
            drawing.put(rect.x, rect.y, self.tile(covered, COVERED_LOOK, state="covered"))
        for spot, rect in placement.empty_slots.items():
            drawing.put(
                rect.x, rect.y, self.tile(None, reserve_look, empty_label=reserve_slot_label(spot.index))
            )
        for spot, rect in placement.tiles.items():
            cursor = spot == self.cursor
            tile = position.tile_at(spot)
            if spot.reserve:
                state, label = self.marks(spot, partners, reserve_look)
                # "R1+", but "R1 hint": a word reads better apart.
                name = reserve_slot_label(spot.index)
                label = label_for(reserve_look, f"{name}{' ' * (len(label) > 1)}{label}", label)
                lines = self.tile(tile, reserve_look, state=state or "exposed", cursor=cursor, label=label)
            elif tile is not None:
                state, label = self.marks(spot, partners, look)
                lines = self.tile(tile, look, state=state or "exposed", cursor=cursor, label=label)
            else:
                state, _look = self.marks(spot, partners, look)
                here = spot in partners or spot in self.hinted
                empty = empty_column_label(here, narrow=look.size[0] < 11)
                lines = self.tile(None, look, state=state, cursor=cursor, empty_label=empty)
            drawing.put(rect.x, rect.y, lines)

    def explain(self, note: Hashable) -> str:
        if note == COVERED:
            return covered_text()
        if isinstance(note, Spot):
            return slot_stays_empty_text(spot_text(note))
        return ""

    def marks(self, spot: Spot, partners: set[Spot], look: TileDrawing) -> tuple[str, str]:
        if spot == self.picked:
            return "picked", label_for(look, picked_word(), PICKED_LABEL[1])
        if spot in self.hinted:
            return "hint", label_for(look, hint_word(), HINT_LABEL[1])
        if spot in partners:
            return "partner", "+"
        return "", ""

    def partners(self) -> set[Spot]:
        """Where the picked tile (or the one under the cursor) can go: the engine's legal moves with it."""
        return self.partners_of(self.picked or self.cursor)

    def marks_said(self, target: Spot) -> list[str]:
        # With a tile picked, the cursor's sentence says whether this one is its partner.
        if self.picked is not None:
            return []
        return partners_marks([spot_text(spot) for spot in sorted(self.partners_of(target))])

    def partners_of(self, focus: Spot | None) -> set[Spot]:
        position = self.layout_position
        if focus is None or position.tile_at(focus) is None:
            return set()
        found: set[Spot] = set()
        for move in position.legal_moves():
            if isinstance(move, Discard) and focus in (move.first, move.second):
                found.add(move.second if move.first == focus else move.first)
            elif isinstance(move, Shift) and not focus.reserve and move.source == focus.index:
                found.add(Spot.column(move.target))
        return found

    def playable(self) -> set[Spot]:
        found: set[Spot] = set()
        for move in self.layout_position.legal_moves():
            if isinstance(move, Discard):
                found.update((move.first, move.second))
            elif isinstance(move, Shift):
                found.add(Spot.column(move.source))
        return found

    def tab_targets(self) -> set[Spot]:
        return self.partners() if self.picked is not None else self.playable()

    def hint_targets(self, move: Move) -> tuple[Spot, ...]:
        if isinstance(move, Discard):
            return (move.first, move.second) if move.first != move.second else (move.first,)
        if isinstance(move, Shift):
            return (Spot.column(move.source), Spot.column(move.target))
        return ()

    # -- moving and picking ---------------------------------------------------------------------------

    def plan(self, move: Move) -> list[tuple[Spot | None, str]]:
        return [(target, "pick") for target in self.hint_targets(move)]

    def pick(self, target: Spot, *, alternate: bool = False) -> None:
        position = self.layout_position
        tile = position.tile_at(target)
        picked = self.picked
        if picked is None:
            if tile is not None:
                self.picked = target
                self.note(partner_picked_text(tile, spot_text(target)))
            else:
                self.refuse(spot_empty_text(spot_text(target), reserve=target.reserve))
            return
        if picked == target:
            self.picked = None
            self.note(put_back_text(tile))
            return
        text = f"{picked}>{target}" if tile is None and not target.reserve else f"{picked}+{target}"
        try:
            move = self.rules.parse_move(text)
        except SolitaireError as exc:
            self.refuse(error_text(exc))
            return
        reason = position.why_illegal(move)
        if reason is None:
            self.picked = None
            self.choose(move)
        elif tile is not None:
            # Not a partner: the player most likely meant this tile instead.
            self.picked = target
            self.refuse(partner_picked_instead_text(error_text(reason), tile, spot_text(target)))
        else:
            self.refuse(error_text(reason))

    def clear_selection(self) -> bool:
        had = self.picked is not None
        self.set_reactive(LuzonBoard.picked, None)
        return had
