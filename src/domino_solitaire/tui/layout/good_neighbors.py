"""The Good Neighbors tableau's layout: a grid of cells, column letters above and row numbers beside."""

from __future__ import annotations

from domino_solitaire.engine.good_neighbors import COLUMN_LETTERS, Cell, GoodNeighborsPosition
from domino_solitaire.tui.layout.base import BoardLayout, Placement, Rect, TileDrawing

LEFT = 3  # room for the row numbers


class GoodNeighborsLayout(BoardLayout[Cell]):
    def __init__(self, position: GoodNeighborsPosition) -> None:
        self.rows = position.rows
        self.cols = position.cols

    @staticmethod
    def gaps(look: TileDrawing) -> tuple[int, int]:
        if look.compact:
            return (1, 0)
        return (2, 0) if look.tight else (2, 1)

    def measure(self, look: TileDrawing, width: int) -> tuple[int, int]:
        w, h = look.size
        gx, gy = self.gaps(look)
        return LEFT + self.cols * w + (self.cols - 1) * gx, 1 + self.rows * h + (self.rows - 1) * gy

    def cell_rect(self, cell: Cell, look: TileDrawing) -> Rect:
        w, h = look.size
        gx, gy = self.gaps(look)
        return Rect(LEFT + cell.col * (w + gx), 1 + cell.row * (h + gy), w, h)

    def place(self, look: TileDrawing, width: int) -> Placement[Cell]:
        w, h = look.size
        placement: Placement[Cell] = Placement(*self.measure(look, width))
        for c in range(self.cols):
            placement.texts.append((self.cell_rect(Cell(0, c), look).x + (w - 1) // 2, 0, COLUMN_LETTERS[c]))
        for r in range(self.rows):
            y = self.cell_rect(Cell(r, 0), look).y
            placement.texts.append((0, y + (h - 1) // 2, f"{r + 1:>2}"))
            for c in range(self.cols):
                cell = Cell(r, c)
                placement.tiles[cell] = placement.hits[cell] = self.cell_rect(cell, look)
        return placement
