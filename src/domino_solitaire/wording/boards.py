"""The boards' words (tui/widgets and tui/layout): how to play each game, the marks and what they
mean, the legends and labels drawn on the board, the notes and refusals of a pick; and the status
bar's and the verdict's words above it.

Marks that are symbols, not words (▲, ◀▲▶, ┏━┓, +), are drawn by the boards; what they mean is here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from domino_solitaire.i18n import N_, _, ngettext
from domino_solitaire.solver.verdict import Outlook, Verdict
from domino_solitaire.wording.dates import date_text
from domino_solitaire.wording.keys import key_words
from domino_solitaire.wording.text import tiles_text
from domino_solitaire.wording.words import seed_words, set_name

if TYPE_CHECKING:
    from datetime import date

# -- every board ----------------------------------------------------------------------------------

#: The label set into a hinted tile's frame (the short one where space is short).
HINT_LABEL = (N_("hint"), "?")
#: A tile selected first of a pair (the short one where space is short).
PICKED_LABEL = (N_("picked"), "*")
#: What the cursor looks like, for the help screen's list of marks.
CURSOR_MARK = (N_("┏━┓ heavy frame"), N_("the cursor (enter or space selects the tile under it)"))
#: What a tile that is not in play looks like: a dashed outline.
EMPTY_MARK = (N_("╭╌╮ dashed outline"), N_("an empty cell"))
#: The hint's mark, for the help screen's list of marks.
HINT_MARK = (HINT_LABEL[0], N_("the hint's move"))

SELECTION_CLEARED = N_("Selection cleared.")
HINT_CLEARED = N_("Hint cleared.")
NO_PLAYABLE_TILE = N_("No tile can be played here.")


def put_back_text(what: object, so_far: str = "") -> str:
    """A tile selected first, selected again (or dropped by escape): it is no longer selected;
    ``so_far``: what the move being made is now."""
    return _("{what} put back.").format(what=what) + (f" {so_far}" if so_far else "")


# -- Castle Rock ------------------------------------------------------------------------------------

#: Its marks: a tile that can be removed alone, and the middle of three that can go together.
CASTLE_SINGLE = "▲"
CASTLE_TRIPLE = "◀▲▶"

CASTLE_ROCK_MOUSE = ((N_("right click"), N_("Remove the three tiles centred on the one clicked")),)
CASTLE_ROCK_HOW_TO = (
    N_("▲: its two neighbours share a number; select it to remove it."),
    N_("◀▲▶: it and its neighbours share one number; t removes all three."),
    N_("No removal possible: tiles come from the stock by themselves (marked new)."),
    N_("tab and shift+tab go to the next and previous tile that can be removed."),
)
CASTLE_ROCK_MARKS = (
    CURSOR_MARK,
    (CASTLE_SINGLE, N_("its two neighbours share a number: it can be removed")),
    (CASTLE_TRIPLE, N_("it and both neighbours share one number: t removes all three")),
    (N_("new"), N_("just drawn from the stock")),
    HINT_MARK,
)
#: The label above a tile just drawn from the stock (after its position), and its short form.
FRESH_LABEL = (N_("new"), "*")
ROW_EMPTY = N_("The row is empty.")
NO_TRIPLE_TEXT = N_("No three neighbouring tiles share one number now (◀▲▶ marks them when they do).")


def castle_rock_heading(count: int, stock: int) -> str:
    """The start of the row's line above the tiles: its length and the stock."""
    return _("Row: {tiles}, stock: {stock}.").format(tiles=tiles_text(count), stock=stock) + "  "


def castle_rock_legend(
    single: str, triple: str, *, triples: bool, finished: bool, interactive: bool
) -> list[str]:
    """What the marks mean after the heading, the longest first (the board shows the longest that
    fits); ``single``, ``triple``: the marks as drawn (in ASCII on some terminals)."""
    if finished:
        return [_("The game is over: nothing to remove."), _("Game over.")]
    if not interactive:
        # A board that only shows has no keys to name: the marks only say what could go.
        go = _("{mark} can go").format(mark=single)
        keys = [go, go]
        if triples:
            keys = [
                f"{go}  " + _("{mark} can go with its neighbours").format(mark=triple),
                f"{go}  " + _("{mark} can go").format(mark=triple),
            ]
        return keys
    keys = [_("{mark} remove (enter)").format(mark=single), f"{single} {key_words('enter')}"]
    if triples:
        keys = [f"{keys[0]}  " + _("{mark} remove three (t)").format(mark=triple), f"{keys[1]}  {triple} t"]
    return keys


# -- Good Neighbors ---------------------------------------------------------------------------------

GOOD_NEIGHBORS_HOW_TO = (
    N_("Select a tile, then a good neighbour (marked +): the two make a pair."),
    N_("Add more pairs if you like; select a paired tile to take its pair back."),
    N_("e ends the turn: pairs go, the rest close up toward a1, the stock refills."),
    N_("tab: the next tile that can make a pair (a selected tile's neighbours); escape: one step back."),
)
GOOD_NEIGHBORS_MARKS = (
    CURSOR_MARK,
    (PICKED_LABEL[0], N_("the tile selected first: now select a good neighbour of it")),
    ("+", N_("a good neighbour of the selected tile (or of the one under the cursor)")),
    (N_("pair 1"), N_("a pair chosen this turn (select it to take it back)")),
    (HINT_LABEL[0], N_("the hint's move (hint 1, hint 2: its pairs)")),
    EMPTY_MARK,
)
NO_PAIR_CHOSEN = N_("Choose at least one pair of good neighbours before ending the turn.")
END_TURN_UNAVAILABLE = N_(
    "Choose a pair first: select a tile, then a good neighbour (marked +); then e ends the turn."
)


def pair_label(number: int) -> tuple[str, str]:
    """The label of the tiles of the pair chosen ``number``-th this turn, and its short form."""
    return _("pair {number}").format(number=number), str(number)


def hint_pair_label(number: int) -> tuple[str, str]:
    """The label of a hinted tile of a turn of several pairs: its pair's number, and the short form."""
    return _("hint {number}").format(number=number), str(number)


def turn_so_far_text(pairs: int, more_free: bool) -> str:
    """The turn being made: what the player can do next."""
    if not pairs:
        return _("No pairs chosen this turn.")
    if more_free:
        return _("Select another pair, or press e to end the turn.")
    return _("No other pair is free: press e to end the turn.")


def took_back_pair_text(pair: object, so_far: str) -> str:
    return _("Took back the pair {pair}.").format(pair=pair) + f" {so_far}"


def pair_chosen_text(number: int, pair: object, so_far: str) -> str:
    return _("Pair {number}: {pair}.").format(number=number, pair=pair) + f" {so_far}"


def cell_empty_text(cell: object) -> str:
    return _("{cell} is empty").format(cell=cell)


def neighbours_free_text(free: list[str]) -> str:
    """What the player can do with a tile picked: its good neighbours still free this turn."""
    if not free:
        return _("it has no good neighbour free this turn.")
    return _("now select a good neighbour ({cells}).").format(cells=", ".join(free))


def neighbour_picked_text(tile: object, cell: object, choices: str) -> str:
    return _("{tile} at {cell} picked:").format(tile=tile, cell=cell) + f" {choices}"


def neighbour_picked_instead_text(reason: str, tile: object, cell: object, choices: str) -> str:
    """A second pick that is not a good neighbour: the player most likely meant this tile instead."""
    return f"{reason}. " + _("{tile} at {cell} picked instead:").format(tile=tile, cell=cell) + f" {choices}"


# -- Luzon ------------------------------------------------------------------------------------------

LUZON_HOW_TO = (
    N_("Play the bottom tile of a column (framed) or a reserve tile; covered tiles are one-line."),
    N_("Select a tile, then its partner (marked +) to discard both."),
    N_("To fill an empty column: select a bottom tile, then the empty column."),
    N_("tab, shift+tab: the next, previous tile that can be played (a selected tile's partners)."),
)
LUZON_MARKS = (
    CURSOR_MARK,
    (N_("framed tile"), N_("a column's bottom tile or a reserve tile: it can be played")),
    (N_("[ 3│ 5] dim"), N_("a covered tile: it waits until the tiles below it are gone")),
    (PICKED_LABEL[0], N_("the tile selected first: now select its partner")),
    ("+", N_("a partner of the selected tile (or of the one under the cursor)")),
    (N_("here"), N_("an empty column the selected tile can move into")),
    HINT_MARK,
    ("R1 R2 R3", N_("the reserve slots (each played once, then empty)")),
)
#: What a covered tile says when clicked.
COVERED_TEXT = N_("That tile is covered: only the bottom tile of a column can be played.")
#: The reserve's heading above its slots (cut to the room there is).
RESERVE_HEADING = N_("reserve")
#: An empty column's label: one the selected tile can move into (long, short), or one it cannot.
MOVE_HERE_LABEL = (N_("move here"), N_("here"))
EMPTY_LABEL = N_("empty")
SELECT_PARTNER = N_("now select its partner.")


def reserve_slot_label(index: int) -> str:
    """A reserve slot's name (from 0): "R1"."""
    return f"R{index + 1}"


def slot_stays_empty_text(slot: str) -> str:
    """What an empty reserve slot says when clicked (``slot``: the spot described)."""
    return _("{slot} is empty; it stays empty.").format(slot=slot[:1].upper() + slot[1:])


def spot_empty_text(spot: str, *, reserve: bool) -> str:
    """Why an empty spot cannot be selected first."""
    if reserve:
        return _("{spot} is empty").format(spot=spot)
    return _("{spot} is empty: select a bottom tile first, then this column.").format(spot=spot)


def partner_picked_text(tile: object, spot: str) -> str:
    return _("{tile} from {spot} picked:").format(tile=tile, spot=spot) + f" {_(SELECT_PARTNER)}"


def partner_picked_instead_text(reason: str, tile: object, spot: str) -> str:
    """A second pick that is not a partner: the player most likely meant this tile instead."""
    picked = _("{tile} from {spot} picked instead:").format(tile=tile, spot=spot)
    return f"{reason}. {picked} {_(SELECT_PARTNER)}"


# -- the status bar (tui/widgets/status.py) ----------------------------------------------------------

STOCK_LABEL = N_("Stock ")
REMOVED_LABEL = N_("Removed ")
MOVES_LABEL = N_("Moves ")
TIME_LABEL = N_("Time ")
GRADE_LABEL = N_("Grade ")


#: Textual's command palette's key.
PALETTE_KEY = N_("palette")


def status_deal(seed: int | None, daily: date | None = None) -> str:
    """The deal as the status bar says it: "deal 42", "explicit deal", "daily December 1, 2026 (deal 42)"."""
    deal = seed_words(seed)
    if daily is None:
        return deal
    return _("daily {day} ({deal})").format(day=date_text(daily), deal=deal)


def short_deal(deal: str) -> str:
    """``status_deal``'s words in less room: "#42" for "deal 42" (the number's word only: the daily
    deal's name may hold the same word, «расклад дня, … (расклад 42)»)."""
    head, word, number = deal.rpartition(_("deal {seed}").format(seed=""))
    return head + "#" + number if word else deal


def set_label(size: int, *, short: bool = False) -> str:
    """The set in the status bar: "double-12", or "d12" in less room."""
    return _("d{size}").format(size=size) if short else set_name(size)


# -- the solver's verdict in a few words (the status bar, tui/widgets/status.py) ------------------
# Every verdict has its own symbol and words, so it reads the same without colour (NO_COLOR).


def verdict_words(verdict: Verdict, *, short: bool = False) -> str:
    """The verdict in a few words; ``short`` for a line with little room left (at most 26 characters)."""
    outlook = verdict.outlook
    if outlook is Outlook.THINKING:
        return _("… thinking")
    if outlook is Outlook.WINNABLE:
        return _("◆ winnable")
    if outlook is Outlook.UNKNOWN:
        return _("? undecided")
    if outlook is Outlook.WON:
        return _("✓ won")
    undo = "" if verdict.undos is None else " · " + _("undo {count}").format(count=verdict.undos)
    if outlook is Outlook.LOST:
        return _("✗ lost") + undo
    # Once no win is possible, the best the player can still do: the position's par.
    best = (
        ""
        if verdict.par is None
        else " · "
        + (
            _("best {par}").format(par=verdict.par)
            if short
            else ngettext("best now: {par} left", "best now: {par} left", verdict.par).format(par=verdict.par)
        )
    )
    # Without an undo count no earlier position could be shown winnable: it never was.
    if verdict.undos is None:
        return _("✗ not winnable") + best
    return _("✗ no win") + undo if short else _("✗ no longer winnable") + undo + best
