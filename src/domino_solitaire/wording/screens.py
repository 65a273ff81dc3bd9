"""The TUI's own words around the boards: the command palette, the footer, the screens' dialogs,
buttons and hints."""

from __future__ import annotations

from collections.abc import Sequence

PALETTE_PLACEHOLDER = "Search for commands…"
SCREEN_PALETTE_PLACEHOLDER = "Search this screen's commands…"
NO_MATCHES = "No matches found"
QUIT_HELP = "Quit (asks first while a game is in progress)"
#: The footer's last entry: the screen's commands that do not fit (or have no key shown).
MORE_LABEL = "… more"
MORE_HELP = "Every command of this screen"
THEME_PALETTE_PLACEHOLDER = "Search for themes…"
#: The help overlay's one line for the four cursor keys.
MOVE_CURSOR_HELP = "Move the cursor"

#: The button that closes an overlay (help, rules).
CLOSE_BUTTON = "Close"


# -- the dialogs (tui/screens/dialogs.py) -----------------------------------------------------------

YES_BUTTON = "Yes (y)"
CANCEL_BUTTON = "Cancel (esc)"
RESUME_BUTTON = "Resume (r)"
GIVE_UP_BUTTON = "Give up, new deal (g)"
#: Under the question whether to resume an unfinished game.
RESUME_ESCAPE_HINT = "escape: back, keeping the saved game"
NEW_DEAL_BUTTON = "New deal (n)"
LOOK_BUTTON = "Look at it (l)"
BACK_BUTTON = "Back (esc)"
SAME_DEAL_BUTTON = "Same deal (s)"
QUIT_BUTTON = "Quit (q)"
#: The game-over dialog's review line until the solver's review fills it.
REVIEWING_TEXT = "Reviewing the game…"
GAME_OVER_ESCAPE_HINT = "escape: look at the board (u takes moves back)"


# -- the help and the rules (tui/screens/help.py, tui/screens/rulebook.py) --------------------------

#: The mouse actions every board shares, for the help overlay.
MOUSE_HELP = (
    ("click", "Select a tile (as the cursor and enter do)"),
    ("wheel pgup pgdn", "Scroll a board that is taller than the window"),
)
MARKS_TITLE = "The marks on the board"
HELP_FOOT = "↑ ↓ scroll · escape closes this help"
RULES_FOOT = "↑ ↓ page up/down scroll · escape closes"


def help_title(game: str) -> str:
    return f"How to play {game}"


def rules_title(game: str) -> str:
    return f"Rules of {game}"


def too_small_text(width: int, height: int, min_width: int, min_height: int) -> str:
    """What the screen says while the terminal is smaller than the game needs."""
    return (
        f"This terminal is {width}x{height}.\n"
        f"Domino Solitaire needs {min_width}x{min_height} or more.\n"
        "Please make the window larger:\n"
        "the game carries on when it fits.\n"
        "q quits."
    )


# -- the replay viewer (tui/screens/replay.py) ------------------------------------------------------

#: The move strip's first entry: the position before any move.
OPENING_LABEL = "opening"


def replay_heading(game_id: int | None) -> str:
    """The replay's title before the deal described: "Replay of game 12" (a stored game), "Replay"."""
    return "Replay" if game_id is None else f"Replay of game {game_id}"


def replay_deal(describe: str) -> str:
    """After ``replay_heading``: the deal described."""
    return f": {describe}"


def replay_time(clock: str) -> str:
    """After the game's result: how long it took."""
    return f" in {clock}"


def replay_stops_text(last: int, problem: str) -> str:
    """A damaged record: the replay shows it up to the bad move."""
    return f"The record stops after move {last}: {problem}"


def replay_opening_text(last: int) -> str:
    return f"The opening (move 0 of {last})."


def replay_move_text(number: int, last: int, move: object, removed: Sequence[object], summary: str) -> str:
    """The move shown: its number, its notation, the tiles it removed, and what else changed."""
    text = f"Move {number} of {last}: {move}"
    if removed:
        text += ", removed " + " ".join(str(tile) for tile in removed)
    return f"{text}. {summary}".strip()


def replay_speed_text(delay: float) -> str:
    return f"{delay:g} s/move"


def jump_prompt(last: int) -> str:
    return f"Go to move (0 to {last}), enter:"


def past_end_text(number: int, last: int) -> str:
    return f"Move {number} is past the end: give 0 to {last}."


# -- the start screen (tui/screens/start.py) --------------------------------------------------------

START_TITLE = "Domino Solitaire"
SET_FIELD = "Set"
VARIANT_FIELD = "Variant"
DEAL_FIELD = "Deal number"
#: The deal number's placeholder: no number, a random deal.
DEAL_PLACEHOLDER = "random"
DIFFICULTY_FIELD = "Difficulty"
#: The difficulty's prompt: no grade chosen.
ANY_GRADE = "any"
WINNABLE_TOGGLE = "Winnable deals only"
VERDICT_TOGGLE = "Show if still winnable"
START_HINT = "← → choose a game · tab: next field · ctrl+s plays"
PLAY_BUTTON = "Play"
DAILY_BUTTON = "Daily"
DAILY_TOOLTIP = "Today's deal"
RESUME_START_BUTTON = "Resume"
RULES_BUTTON = "Rules"
STATISTICS_BUTTON = "Statistics"
QUIT_START_BUTTON = "Quit"
FINDING_TODAY = "Finding today's deal…"
#: A daily deal's goal where the solver did not find the deal.
DAILY_NOT_FOUND = "not found"
DAILIES_HINT = "   a click or enter plays one"


def resume_tooltip(description: str, moves: int) -> str:
    """The Resume button's tooltip: the unfinished game it plays on."""
    return f"Play on: {description}, {moves} moves"


def win_rate_text(size: int, count: int, measured: int) -> str:
    """How many deals of a set can be won at all, as the solver counted them."""
    if count == 0:
        return f"double-{size}: no winnable deal in {measured:,} (play for the fewest tiles left)"
    return f"double-{size}: {100 * count / measured:.2f}% of deals can be won ({count:,} of {measured:,})"


def objective_text(title: str, objective: str) -> str:
    return f"{title}: {objective}."


def dailies_title(day: str) -> str:
    return f"Today's deals — {day}"


def par_goal_text(par: int) -> str:
    """A daily deal no one can win: its goal is par."""
    return f"goal: par {par}"


def rules_missing_text(game: str, problem: object) -> str:
    """The rules viewer's page (Markdown) when a game's rules are not installed."""
    return f"# Rules not found\n\nThe rules of {game} are not installed here ({problem})."


def screen_reader_text(on: bool) -> str:
    """What the start screen's screen-reader setting (F4) did."""
    if on:
        return "Screen reader on: the cursor sits on the tile, and each change is said in a sentence."
    return "Screen reader off."
