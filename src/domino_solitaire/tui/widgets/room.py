"""The room a board has on its screen, and its layout's rectangles as Textual's regions."""

from __future__ import annotations

from textual.geometry import Region
from textual.widget import Widget

from domino_solitaire.tui.layout import Rect


def region_of(rect: Rect) -> Region:
    return Region(rect.x, rect.y, rect.width, rect.height)


def room_of(board: Widget) -> tuple[int, int]:
    """The width and height ``board``'s look is chosen for.

    The height is what the board has when every neighbour of auto height is at its largest (a
    notice of two lines, not one), so a longer message never changes the look.
    """
    region = board.region.shrink(board.styles.gutter)
    height = region.height
    parent = board.parent
    if parent is not None:
        for sibling in parent.children:
            styles = sibling.styles
            most = styles.max_height
            if sibling is board or not sibling.display or most is None or not most.is_cells:
                continue
            if styles.height is not None and styles.height.is_auto:
                height -= max(0, int(most.value) - sibling.outer_size.height)
    return region.width, height
