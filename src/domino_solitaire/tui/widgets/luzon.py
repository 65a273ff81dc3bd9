"""The Luzon layout: five columns with their bottom tiles exposed, and the reserve beside them."""

from __future__ import annotations

from textual.geometry import Region
from textual.reactive import reactive

from domino_solitaire.engine import Discard, LuzonPosition, Move, Position, Shift, SolitaireError, Spot
from domino_solitaire.engine.luzon import COLUMNS, RESERVE
from domino_solitaire.tui.widgets.board import (
    CURSOR_MARK,
    HINT_LABEL,
    Board,
    Drawing,
    Look,
    label_for,
)

#: What a covered tile says when clicked.
COVERED_TEXT = "That tile is covered: only the bottom tile of a column can be played."
#: A covered tile: one line, whatever the look, so the playable bottom tiles stand out.
COVERED_LOOK = Look("horizontal", "compact")


class LuzonBoard(Board[Spot]):
    HOW_TO = (
        "Play the bottom tile of a column (framed) or a reserve tile; covered tiles are one-line.",
        "Select a tile, then its partner (marked +) to discard both.",
        "To fill an empty column: select a bottom tile, then the empty column.",
        "tab and shift+tab go to the next and previous tile that can be played.",
    )
    MARKS = (
        CURSOR_MARK,
        ("framed tile", "a column's bottom tile or a reserve tile: it can be played"),
        ("[ 3│ 5] dim", "a covered tile: it waits until the tiles below it are gone"),
        ("picked", "the tile selected first: now select its partner"),
        ("+", "a partner of the selected tile (or of the one under the cursor)"),
        ("here", "an empty column the selected tile can move into"),
        (HINT_LABEL[0], "the hint's move"),
        ("R1 R2 R3", "the reserve slots (each played once, then empty)"),
    )

    #: The tile selected first of a discard or a move into an empty column.
    picked: reactive[Spot | None] = reactive(None, init=False, repaint=False)

    @property
    def layout_position(self) -> LuzonPosition:
        assert isinstance(self.position, LuzonPosition)
        return self.position

    def watch_picked(self) -> None:
        self.selection_changed()

    # -- drawing --------------------------------------------------------------------------------------

    def gap(self, look: Look) -> int:
        return 1 if look.compact or look.tight else 2

    def tallest(self) -> int:
        # Columns only shrink, so the opening's five rows is the most a column holds.
        return max(5, *(len(c) for c in self.layout_position.columns))

    def reserve_look(self, look: Look) -> Look:
        """The reserve lies across beside upright columns: three upright tiles would not fit 80x24."""
        return Look("horizontal", look.mode, look.tight)

    def geometry(self, look: Look) -> tuple[int, int, int]:
        """Column width, column height and reserve x for ``look``."""
        column_width = max(look.size[0], COVERED_LOOK.size[0])
        height = (self.tallest() - 1) * COVERED_LOOK.size[1] + look.size[1]
        g = self.gap(look)
        return column_width, height, COLUMNS * (column_width + g) + g

    def measure(self, look: Look, width: int) -> tuple[int, int]:
        reserve = self.reserve_look(look)
        _, height, reserve_x = self.geometry(look)
        return reserve_x + reserve.size[0], 1 + max(height, RESERVE * reserve.size[1])

    def draw(self, look: Look, width: int) -> Drawing[Spot]:
        position = self.layout_position
        reserve_look = self.reserve_look(look)
        w, h = look.size
        column_width, _, rx = self.geometry(look)
        g = self.gap(look)
        need_w, need_h = self.measure(look, width)
        drawing: Drawing[Spot] = Drawing(need_w, need_h)
        partners = self.partners()
        heading = self.kit.part("heading")
        for i, column in enumerate(position.columns):
            x = i * (column_width + g)
            spot = Spot.column(i)
            drawing.text(x + (column_width - 1) // 2, 0, str(i + 1), heading)
            y = 1
            covered_x = x + (column_width - COVERED_LOOK.size[0]) // 2
            for covered in column[:-1]:
                drawing.put(covered_x, y, self.tile(covered, COVERED_LOOK, state="covered"))
                drawing.notes.append((Region(covered_x, y, COVERED_LOOK.size[0], 1), COVERED_TEXT))
                y += COVERED_LOOK.size[1]
            state, label = self.marks(spot, partners, look)
            cursor = spot == self.cursor
            if column:
                lines = self.tile(column[-1], look, state=state or "exposed", cursor=cursor, label=label)
            else:
                empty = (
                    ("move here" if w >= 11 else "here")
                    if spot in partners or spot in self.hinted
                    else "empty"
                )
                lines = self.tile(None, look, state=state, cursor=cursor, empty_label=empty)
            foot_x = x + (column_width - w) // 2
            drawing.put(foot_x, y, lines)
            drawing.hits[spot] = Region(foot_x, y, w, h)
        rw, rh = reserve_look.size
        drawing.text(rx, 0, "reserve"[:rw], heading)
        for k, tile in enumerate(position.reserve):
            spot = Spot.slot(k)
            y = 1 + k * rh
            name = f"R{k + 1}"
            region = Region(rx, y, rw, rh)
            if tile is None:
                drawing.put(rx, y, self.tile(None, reserve_look, empty_label=name))
                # Not a cursor target: nothing can be done with an empty slot.
                drawing.notes.append((region, f"{spot.describe().capitalize()} is empty; it stays empty."))
                continue
            state, label = self.marks(spot, partners, reserve_look)
            lines = self.tile(
                tile,
                reserve_look,
                state=state or "exposed",
                cursor=spot == self.cursor,
                # "R1+", but "R1 hint": a word reads better apart.
                label=label_for(reserve_look, f"{name}{' ' * (len(label) > 1)}{label}", label),
            )
            drawing.put(rx, y, lines)
            drawing.hits[spot] = region
        return drawing

    def marks(self, spot: Spot, partners: set[Spot], look: Look) -> tuple[str, str]:
        if spot == self.picked:
            return "picked", label_for(look, "picked", "*")
        if spot in self.hinted:
            return "hint", label_for(look, *HINT_LABEL)
        if spot in partners:
            return "partner", "+"
        return "", ""

    def partners(self) -> set[Spot]:
        """Where the picked tile (or the one under the cursor) can go: the engine's legal moves with it."""
        focus = self.picked or self.cursor
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

    def hint_targets(self, move: Move) -> tuple[Spot, ...]:
        if isinstance(move, Discard):
            return (move.first, move.second) if move.first != move.second else (move.first,)
        if isinstance(move, Shift):
            return (Spot.column(move.source), Spot.column(move.target))
        return ()

    # -- moving and picking ---------------------------------------------------------------------------

    def plan(self, move: Move) -> list[tuple[Spot | None, str]]:
        return [(target, "pick") for target in self.hint_targets(move)]

    def neighbour(self, cursor: Spot, dx: int, dy: int) -> Spot:
        slots = [spot for spot in self.targets() if spot.reserve]
        if dx < 0:
            target = Spot.column(COLUMNS - 1) if cursor.reserve else Spot.column(max(0, cursor.index - 1))
        elif dx > 0:
            if cursor.reserve:
                target = cursor
            elif cursor.index < COLUMNS - 1:
                target = Spot.column(cursor.index + 1)
            else:
                # Right from column 5 goes to the reserve's first tile (empty slots are skipped).
                target = slots[0] if slots else cursor
        elif cursor.reserve and cursor in slots:
            index = slots.index(cursor) + dy
            target = slots[index] if 0 <= index < len(slots) else cursor
        else:
            target = cursor
        return target

    def pick(self, target: Spot, *, alternate: bool = False) -> None:
        position = self.layout_position
        tile = position.tile_at(target)
        picked = self.picked
        if picked is None:
            if tile is not None:
                self.picked = target
                self.note(f"{tile} from {target.describe()} picked: now select its partner.")
            elif target.reserve:
                self.refuse(f"{target.describe()} is empty")
            else:
                self.refuse(f"{target.describe()} is empty: select a bottom tile first, then this column.")
            return
        if picked == target:
            self.picked = None
            self.note(f"{tile} put back.")
            return
        text = f"{picked}>{target}" if tile is None and not target.reserve else f"{picked}+{target}"
        try:
            move = self.rules.parse_move(text)
        except SolitaireError as exc:
            self.refuse(str(exc))
            return
        reason = position.why_illegal(move)
        if reason is None:
            self.picked = None
            self.choose(move)
        elif tile is not None:
            # Not a partner: the player most likely meant this tile instead.
            self.picked = target
            self.refuse(f"{reason}. {tile} from {target.describe()} picked instead: now select its partner.")
        else:
            self.refuse(reason)

    def changed(self, before: Position | None) -> str:
        if not isinstance(before, LuzonPosition) or len(before.discarded) != len(self.position.discarded):
            return ""
        # No tile left play, so a tile moved into an empty column: say which.
        for index, column in enumerate(self.layout_position.columns):
            if len(column) == 1 and not before.columns[index]:
                return f"{column[0]} moved into column {index + 1}."
        return ""

    def clear_selection(self) -> bool:
        had = self.picked is not None
        self.set_reactive(LuzonBoard.picked, None)
        return had
