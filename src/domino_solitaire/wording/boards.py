"""The boards' words (tui/widgets and tui/layout): how to play each game, the marks and what they
mean, the legends and labels drawn on the board, the notes and refusals of a pick; and the status
bar's and the verdict's words above it.

Marks that are symbols, not words (▲, ◀▲▶, ┏━┓, +), are drawn by the boards; what they mean is here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from domino_solitaire.engine import Status
from domino_solitaire.solver.verdict import Outlook, Verdict
from domino_solitaire.wording.text import tiles_text

if TYPE_CHECKING:
    from datetime import date

# -- every board ----------------------------------------------------------------------------------

#: The label set into a hinted tile's frame (the short one where space is short).
HINT_LABEL = ("hint", "?")
#: A tile selected first of a pair (the short one where space is short).
PICKED_LABEL = ("picked", "*")
#: What the cursor looks like, for the help screen's list of marks.
CURSOR_MARK = ("┏━┓ heavy frame", "the cursor (enter or space selects the tile under it)")
#: What a tile that is not in play looks like: a dashed outline.
EMPTY_MARK = ("╭╌╮ dashed outline", "an empty cell")
#: The hint's mark, for the help screen's list of marks.
HINT_MARK = (HINT_LABEL[0], "the hint's move")

SELECTION_CLEARED = "Selection cleared."
HINT_CLEARED = "Hint cleared."
NO_PLAYABLE_TILE = "No tile can be played here."


def put_back_text(what: object, so_far: str = "") -> str:
    """A tile selected first, selected again (or dropped by escape): it is no longer selected;
    ``so_far``: what the move being made is now."""
    return f"{what} put back." + (f" {so_far}" if so_far else "")


# -- Castle Rock ------------------------------------------------------------------------------------

#: Its marks: a tile that can be removed alone, and the middle of three that can go together.
CASTLE_SINGLE = "▲"
CASTLE_TRIPLE = "◀▲▶"

CASTLE_ROCK_MOUSE = (("right click", "Remove the three tiles centred on the one clicked"),)
CASTLE_ROCK_HOW_TO = (
    f"{CASTLE_SINGLE}: its two neighbours share a number; select it to remove it.",
    f"{CASTLE_TRIPLE}: it and its neighbours share one number; t removes all three.",
    "No removal possible: tiles come from the stock by themselves (marked new).",
    "tab and shift+tab go to the next and previous tile that can be removed.",
)
CASTLE_ROCK_MARKS = (
    CURSOR_MARK,
    (CASTLE_SINGLE, "its two neighbours share a number: it can be removed"),
    (CASTLE_TRIPLE, "it and both neighbours share one number: t removes all three"),
    ("new", "just drawn from the stock"),
    HINT_MARK,
)
#: The label above a tile just drawn from the stock (after its position), and its short form.
FRESH_LABEL = ("new", "*")
ROW_EMPTY = "The row is empty."
NO_TRIPLE_TEXT = "No three neighbouring tiles share one number now (◀▲▶ marks them when they do)."


def castle_rock_heading(count: int, stock: int) -> str:
    """The start of the row's line above the tiles: its length and the stock."""
    return f"Row: {tiles_text(count)}, stock: {stock}.  "


def castle_rock_legend(
    single: str, triple: str, *, triples: bool, finished: bool, interactive: bool
) -> list[str]:
    """What the marks mean after the heading, the longest first (the board shows the longest that
    fits); ``single``, ``triple``: the marks as drawn (in ASCII on some terminals)."""
    if finished:
        return ["The game is over: nothing to remove.", "Game over."]
    if not interactive:
        # A board that only shows has no keys to name: the marks only say what could go.
        keys = [f"{single} can go", f"{single} can go"]
        if triples:
            keys = [f"{keys[0]}  {triple} can go with its neighbours", f"{keys[0]}  {triple} can go"]
        return keys
    keys = [f"{single} remove (enter)", f"{single} enter"]
    if triples:
        keys = [f"{keys[0]}  {triple} remove three (t)", f"{keys[1]}  {triple} t"]
    return keys


# -- Good Neighbors ---------------------------------------------------------------------------------

GOOD_NEIGHBORS_HOW_TO = (
    "Select a tile, then a good neighbour (marked +): the two make a pair.",
    "Add more pairs if you like; select a paired tile to take its pair back.",
    "e ends the turn: pairs go, the rest close up toward a1, the stock refills.",
    "tab: the next tile that can make a pair (a selected tile's neighbours); escape: one step back.",
)
GOOD_NEIGHBORS_MARKS = (
    CURSOR_MARK,
    (PICKED_LABEL[0], "the tile selected first: now select a good neighbour of it"),
    ("+", "a good neighbour of the selected tile (or of the one under the cursor)"),
    ("pair 1", "a pair chosen this turn (select it to take it back)"),
    (HINT_LABEL[0], "the hint's move (hint 1, hint 2: its pairs)"),
    EMPTY_MARK,
)
NO_PAIR_CHOSEN = "Choose at least one pair of good neighbours before ending the turn."
END_TURN_UNAVAILABLE = (
    "Choose a pair first: select a tile, then a good neighbour (marked +); then e ends the turn."
)


def pair_label(number: int) -> tuple[str, str]:
    """The label of the tiles of the pair chosen ``number``-th this turn, and its short form."""
    return f"pair {number}", str(number)


def hint_pair_label(number: int) -> tuple[str, str]:
    """The label of a hinted tile of a turn of several pairs: its pair's number, and the short form."""
    return f"{HINT_LABEL[0]} {number}", str(number)


def turn_so_far_text(pairs: int, more_free: bool) -> str:
    """The turn being made: what the player can do next."""
    if not pairs:
        return "No pairs chosen this turn."
    more = "Select another pair, or p" if more_free else "No other pair is free: p"
    return f"{more}ress e to end the turn."


def took_back_pair_text(pair: object, so_far: str) -> str:
    return f"Took back the pair {pair}. {so_far}"


def pair_chosen_text(number: int, pair: object, so_far: str) -> str:
    return f"Pair {number}: {pair}. {so_far}"


def cell_empty_text(cell: object) -> str:
    return f"{cell} is empty"


def neighbours_free_text(free: list[str]) -> str:
    """What the player can do with a tile picked: its good neighbours still free this turn."""
    if not free:
        return "it has no good neighbour free this turn."
    return f"now select a good neighbour ({', '.join(free)})."


def neighbour_picked_text(tile: object, cell: object, choices: str) -> str:
    return f"{tile} at {cell} picked: {choices}"


def neighbour_picked_instead_text(reason: str, tile: object, cell: object, choices: str) -> str:
    """A second pick that is not a good neighbour: the player most likely meant this tile instead."""
    return f"{reason}. {tile} at {cell} picked instead: {choices}"


# -- Luzon ------------------------------------------------------------------------------------------

LUZON_HOW_TO = (
    "Play the bottom tile of a column (framed) or a reserve tile; covered tiles are one-line.",
    "Select a tile, then its partner (marked +) to discard both.",
    "To fill an empty column: select a bottom tile, then the empty column.",
    "tab, shift+tab: the next, previous tile that can be played (a selected tile's partners).",
)
LUZON_MARKS = (
    CURSOR_MARK,
    ("framed tile", "a column's bottom tile or a reserve tile: it can be played"),
    ("[ 3│ 5] dim", "a covered tile: it waits until the tiles below it are gone"),
    (PICKED_LABEL[0], "the tile selected first: now select its partner"),
    ("+", "a partner of the selected tile (or of the one under the cursor)"),
    ("here", "an empty column the selected tile can move into"),
    HINT_MARK,
    ("R1 R2 R3", "the reserve slots (each played once, then empty)"),
)
#: What a covered tile says when clicked.
COVERED_TEXT = "That tile is covered: only the bottom tile of a column can be played."
#: The reserve's heading above its slots (cut to the room there is).
RESERVE_HEADING = "reserve"
#: An empty column's label: one the selected tile can move into (long, short), or one it cannot.
MOVE_HERE_LABEL = ("move here", "here")
EMPTY_LABEL = "empty"
SELECT_PARTNER = "now select its partner."


def reserve_slot_label(index: int) -> str:
    """A reserve slot's name (from 0): "R1"."""
    return f"R{index + 1}"


def slot_stays_empty_text(slot: str) -> str:
    """What an empty reserve slot says when clicked (``slot``: the spot described)."""
    return f"{slot.capitalize()} is empty; it stays empty."


def spot_empty_text(spot: str, *, reserve: bool) -> str:
    """Why an empty spot cannot be selected first."""
    if reserve:
        return f"{spot} is empty"
    return f"{spot} is empty: select a bottom tile first, then this column."


def partner_picked_text(tile: object, spot: str) -> str:
    return f"{tile} from {spot} picked: {SELECT_PARTNER}"


def partner_picked_instead_text(reason: str, tile: object, spot: str) -> str:
    """A second pick that is not a partner: the player most likely meant this tile instead."""
    return f"{reason}. {tile} from {spot} picked instead: {SELECT_PARTNER}"


# -- the status bar (tui/widgets/status.py) ----------------------------------------------------------

#: The game's state as a word, where it is not the status itself in capitals ("WON", "LOST").
STATUS_WORDS = {Status.PLAYING: "playing", Status.SOLVED: "SOLVED"}
STOCK_LABEL = "Stock "
REMOVED_LABEL = "Removed "
MOVES_LABEL = "Moves "
TIME_LABEL = "Time "
GRADE_LABEL = "Grade "


def status_word(status: Status) -> str:
    return STATUS_WORDS.get(status, str(status).upper())


def status_deal(seed: int | None, daily: date | None = None) -> str:
    """The deal as the status bar says it: "deal 42", "explicit deal", "daily 2026-12-01 (deal 42)"."""
    deal = f"deal {seed}" if seed is not None else "explicit deal"
    return f"daily {daily.isoformat()} ({deal})" if daily is not None else deal


def short_deal(deal: str) -> str:
    """``status_deal``'s words in less room: "#42" for "deal 42"."""
    return deal.replace("deal ", "#")


def set_label(size: int, *, short: bool = False) -> str:
    """The set in the status bar: "double-12", or "d12" in less room."""
    return f"d{size}" if short else f"double-{size}"


# -- the solver's verdict in a few words (the status bar, tui/widgets/status.py) ------------------
# Every verdict has its own symbol and words, so it reads the same without colour (NO_COLOR).


def verdict_words(verdict: Verdict, *, short: bool = False) -> str:
    """The verdict in a few words; ``short`` for a line with little room left (at most 26 characters)."""
    outlook = verdict.outlook
    if outlook is Outlook.THINKING:
        return "… thinking"
    if outlook is Outlook.WINNABLE:
        return "◆ winnable"
    if outlook is Outlook.UNKNOWN:
        return "? undecided"
    if outlook is Outlook.WON:
        return "✓ won"
    undo = "" if verdict.undos is None else f" · undo {verdict.undos}"
    if outlook is Outlook.LOST:
        return f"✗ lost{undo}"
    # Once no win is possible, the best the player can still do: the position's par.
    best = (
        ""
        if verdict.par is None
        else (f" · best {verdict.par}" if short else f" · best now: {verdict.par} left")
    )
    # Without an undo count no earlier position could be shown winnable: it never was.
    if verdict.undos is None:
        return f"✗ not winnable{best}"
    return f"✗ no win{undo}" if short else f"✗ no longer winnable{undo}{best}"
