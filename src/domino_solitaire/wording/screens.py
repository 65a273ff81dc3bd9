"""The TUI's own words around the boards: the command palette, the footer, the screens' dialogs,
buttons and hints."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from domino_solitaire.i18n import N_, NAMES, NC_, _, pgettext
from domino_solitaire.wording.common import clauses
from domino_solitaire.wording.dates import date_text
from domino_solitaire.wording.errors import error_text
from domino_solitaire.wording.moves import change_parts
from domino_solitaire.wording.text import moves_text, number_text, short_number, typed_move
from domino_solitaire.wording.words import objective, rules_name

if TYPE_CHECKING:
    from domino_solitaire.engine import Rules
    from domino_solitaire.play import MoveChange

PALETTE_PLACEHOLDER = N_("Search for commands…")
SCREEN_PALETTE_PLACEHOLDER = N_("Search this screen's commands…")
NO_MATCHES = N_("No matches found")
QUIT_HELP = N_("Quit (asks first while a game is in progress)")
#: The footer's last entry: the screen's commands that do not fit (or have no key shown).
MORE_LABEL = N_("… more")
MORE_HELP = N_("Every command of this screen")
THEME_PALETTE_PLACEHOLDER = N_("Search for themes…")
#: The palette's one command of Textual's own that is the game's too: the theme (kept for the next
#: run). Its others (Keys, Maximize, Screenshot) are not the game's, and the game's Quit asks first.
THEME_COMMAND = (N_("Theme"), N_("Change the current theme"))

#: The help overlay's one line for the four cursor keys.
MOVE_CURSOR_HELP = N_("Move the cursor")


def move_cursor_help() -> str:
    """The four cursor keys' one line in the help."""
    return _(MOVE_CURSOR_HELP)


#: The button that closes an overlay (help, rules).
CLOSE_BUTTON = N_("Close")


# -- the dialogs (tui/screens/dialogs.py) -----------------------------------------------------------

YES_BUTTON = N_("Yes ({key})")


def yes_letter() -> str:
    """The letter that answers yes in the player's language (y is always taken too)."""
    # i18n: one lower-case letter, the first of the language's "yes" (French o, Russian д).
    return pgettext("yes key", "y")


def no_letter() -> str:
    """The letter that answers no in the player's language (n is always taken too)."""
    # i18n: one lower-case letter, the first of the language's "no" (French n, Russian н).
    return pgettext("no key", "n")


def answer_words(yes: bool) -> frozenset[str]:
    """What a player may type for yes (or no): y, yes (n, no) and the language's own words."""
    if yes:
        # i18n: the answers that mean yes to a question, comma-separated.
        words, english = _("y, yes"), {"y", "yes"}
    else:
        # i18n: the answers that mean no to a question, comma-separated.
        words, english = _("n, no"), {"n", "no"}
    return frozenset(english | {word.strip().lower() for word in words.split(",")})


CANCEL_BUTTON = N_("Cancel (esc)")
RESUME_BUTTON = N_("Resume (r)")
GIVE_UP_BUTTON = N_("Give up, new deal (g)")
#: Under the question whether to resume an unfinished game.
RESUME_ESCAPE_HINT = N_("escape: back, keeping the saved game")
NEW_DEAL_BUTTON = N_("New deal (n)")
LOOK_BUTTON = N_("Look at it (l)")
BACK_BUTTON = N_("Back (esc)")
SAME_DEAL_BUTTON = N_("Same deal (s)")
QUIT_BUTTON = N_("Quit (q)")
#: The game-over dialog's review line until the solver's review fills it.
REVIEWING_TEXT = N_("Reviewing the game…")
GAME_OVER_ESCAPE_HINT = N_("escape: look at the board (u takes moves back)")


# -- the help and the rules (tui/screens/help.py, tui/screens/rulebook.py) --------------------------

#: The mouse actions every board shares, for the help overlay.
MOUSE_HELP = (
    (N_("click"), N_("Select a tile (as the cursor and enter do)")),
    (N_("wheel pgup pgdn"), N_("Scroll a board that is taller than the window")),
)


@dataclass(frozen=True)
class HelpWords:
    """A game's help in the player's language: how it is played, the mouse (the board's own rows
    between the generic ones), and the board's marks with their meanings."""

    how_to: tuple[str, ...]
    mouse: tuple[tuple[str, str], ...]
    marks: tuple[tuple[str, str], ...]


def help_words(
    how_to: tuple[str, ...], mouse: tuple[tuple[str, str], ...] = (), marks: tuple[tuple[str, str], ...] = ()
) -> HelpWords:
    """The help of a board whose lines are given marked N_ (``HOW_TO``, ``MOUSE``, ``MARKS``)."""
    rows = (*MOUSE_HELP[:1], *mouse, *MOUSE_HELP[1:])
    return HelpWords(
        tuple(_(line) for line in how_to),
        tuple((_(keys), _(what)) for keys, what in rows),
        tuple((_(mark), _(meaning)) for mark, meaning in marks),
    )


MARKS_TITLE = N_("The marks on the board")
HELP_FOOT = N_("↑ ↓ scroll · escape closes this help")
#: The end of a notice too long for its lines: the key that shows it whole among the messages.
NOTICE_CUT = N_("… g: read all")
MESSAGES_TITLE = N_("Messages")
RULES_FOOT = N_("↑ ↓ page up/down scroll · escape closes")


def help_title(game: str) -> str:
    return _("How to play {game}").format(game=game)


def rules_title(game: str) -> str:
    return _("Rules of {game}").format(game=game)


def too_small_text(width: int, height: int, min_width: int, min_height: int) -> str:
    """What the screen says while the terminal is smaller than the game needs."""
    return _(
        "This terminal is {width}x{height}.\n"
        "Domino Solitaire needs {min_width}x{min_height} or more.\n"
        "Please make the window larger:\n"
        "the game carries on when it fits.\n"
        "q quits."
    ).format(width=width, height=height, min_width=min_width, min_height=min_height)


# -- the replay viewer (tui/screens/replay.py) ------------------------------------------------------

#: The move strip's first entry: the position before any move.
OPENING_LABEL = N_("opening")


def replay_heading(game_id: int | None) -> str:
    """The replay's title before the deal described: "Replay of game 12" (a stored game), "Replay"."""
    return _("Replay") if game_id is None else _("Replay of game {id}").format(id=game_id)


def replay_deal(describe: str) -> str:
    """After ``replay_heading``: the deal described."""
    return _(": {deal}").format(deal=describe)


def replay_time(clock: str) -> str:
    """After the game's result: how long it took."""
    return " " + _("in {time}").format(time=clock)


def replay_stops_text(last: int, problem: str) -> str:
    """A damaged record: the replay shows it up to the bad move."""
    return _("The record stops after move {number}: {problem}").format(number=last, problem=problem)


def replay_opening_text(last: int) -> str:
    return _("The opening (move 0 of {last}).").format(last=last)


def replay_move_text(number: int, last: int, change: MoveChange) -> str:
    """The move shown: its number, its notation, and what it changed (the tiles it removed...)."""
    text = _("Move {number} of {last}: {move}").format(number=number, last=last, move=typed_move(change.move))
    parts = change_parts(change)
    return f"{text}, {clauses(*parts)}." if parts else f"{text}."


def replay_speed_text(delay: float) -> str:
    return _("{seconds} s/move").format(seconds=short_number(delay))


def jump_prompt(last: int) -> str:
    return _("Go to move (0 to {last}), enter:").format(last=last)


def past_end_text(number: int, last: int) -> str:
    return _("Move {number} is past the end: give 0 to {last}.").format(number=number, last=last)


# -- the start screen (tui/screens/start.py) --------------------------------------------------------

START_TITLE = N_("Domino Solitaire")
#: What the start screen's F4 and F5 keys do (the palette and the help say it).
SCREEN_READER_TIP = N_("Play with a screen reader: on or off (kept)")
LANGUAGE_TIP = N_("English, Français, Русский (kept)")
SET_FIELD = N_("Set")
VARIANT_FIELD = N_("Variant")
DEAL_FIELD = N_("Deal number")
#: The deal number's placeholder: no number, a random deal.
DEAL_PLACEHOLDER = N_("random")
DIFFICULTY_FIELD = N_("Difficulty")
#: The difficulty's prompt: no grade chosen.
ANY_GRADE = N_("any")
WINNABLE_TOGGLE = N_("Winnable deals only")
VERDICT_TOGGLE = N_("Show if still winnable")
START_HINT = N_("← → choose a game · tab: next field · ctrl+s plays")
#: The start screen's six buttons share a row of 56 columns: their words, in context, may be shorter
#: than the same words elsewhere (the key descriptions, the statistics' title).
START_BUTTONS = "start screen button"
PLAY_BUTTON = NC_("start screen button", "Play")
DAILY_BUTTON = NC_("start screen button", "Daily")
DAILY_TOOLTIP = N_("Today's deal")
RESUME_START_BUTTON = NC_("start screen button", "Resume")
RULES_BUTTON = NC_("start screen button", "Rules")
STATISTICS_BUTTON = NC_("start screen button", "Statistics")
QUIT_START_BUTTON = NC_("start screen button", "Quit")
FINDING_TODAY = N_("Finding today's deal…")
#: A daily deal's goal where the solver did not find the deal.
DAILY_NOT_FOUND = N_("not found")
DAILIES_HINT = N_("   a click or enter plays one")


def resume_tooltip(description: str, moves: int) -> str:
    """The Resume button's tooltip: the unfinished game it plays on."""
    return _("Play on: {deal}, {moves}").format(deal=description, moves=moves_text(moves))


def win_rate_text(size: int, count: int, measured: int) -> str:
    """How many deals of a set can be won at all, as the solver counted them."""
    if count == 0:
        return _("double-{size}: no winnable deal in {measured} (play for the fewest tiles left)").format(
            size=size, measured=number_text(measured)
        )
    return _("double-{size}: {percent}% of deals can be won ({count} of {measured})").format(
        size=size,
        percent=number_text(100 * count / measured, 2),
        count=number_text(count),
        measured=number_text(measured),
    )


def objective_text(rules: Rules, size: int) -> str:
    """ "<game>: <its object>": the game and its object (the start screen), the same
    sentence as `list`'s (cli/basic.py): the language puts its colon ("Bons voisins : ...")."""
    return _("{game}: {objective}").format(game=rules_name(rules), objective=objective(rules, size)) + "."


def dailies_title(day: str) -> str:
    return _("Today's deals — {day}").format(day=date_text(day))


def par_goal_text(par: int) -> str:
    """A daily deal no one can win: its goal is par."""
    return _("goal: par {par}").format(par=par)


def rules_missing_text(game: str, problem: object) -> str:
    """The rules viewer's page (Markdown) when a game's rules are not installed."""
    return (
        "# "
        + _("Rules not found")
        + "\n\n"
        + _("The rules of {game} are not installed here ({problem}).").format(
            game=game, problem=error_text(problem)
        )
    )


def language_text(language: str) -> str:
    """What the start screen's language key (F5) did: the language's name in its own words."""
    return _("Language: {name} (F5 changes it).").format(name=NAMES.get(language, language))


def screen_reader_text(on: bool) -> str:
    """What the start screen's screen-reader setting (F4) did."""
    if on:
        # One line at 60 columns in every language: what the mode does is in the help (F1).
        return _("Screen reader on (F4 turns it off).")
    return _("Screen reader off.")
