"""The labels of the TUI's fields, headers and dialogs, translated: each screen asks for its own as
it is drawn (in the language in force then) and shows them as they are, translating nothing itself."""

from __future__ import annotations

from dataclasses import dataclass

from domino_solitaire.i18n import _
from domino_solitaire.wording.boards import (
    GRADE_LABEL,
    HINT_CLEARED,
    MOVES_LABEL,
    NO_PLAYABLE_TILE,
    REMOVED_LABEL,
    SELECTION_CLEARED,
    STOCK_LABEL,
    TIME_LABEL,
)
from domino_solitaire.wording.common import HINT_MARK
from domino_solitaire.wording.puzzles import MINE_CHOICE
from domino_solitaire.wording.screens import (
    ANY_GRADE,
    BACK_BUTTON,
    CANCEL_BUTTON,
    CLOSE_BUTTON,
    DAILIES_HINT,
    DAILY_TOOLTIP,
    DEAL_FIELD,
    DEAL_PLACEHOLDER,
    DIFFICULTY_FIELD,
    FINDING_TODAY,
    GAME_OVER_ESCAPE_HINT,
    GIVE_UP_BUTTON,
    HELP_FOOT,
    LOOK_BUTTON,
    MARKS_TITLE,
    MESSAGES_TITLE,
    NEW_DEAL_BUTTON,
    NO_MATCHES,
    NOTICE_CUT,
    OPENING_LABEL,
    PALETTE_PLACEHOLDER,
    QUIT_BUTTON,
    QUIT_HELP,
    RESUME_BUTTON,
    RESUME_ESCAPE_HINT,
    REVIEWING_TEXT,
    RULES_FOOT,
    SAME_DEAL_BUTTON,
    SCREEN_PALETTE_PLACEHOLDER,
    SET_FIELD,
    START_HINT,
    START_TITLE,
    THEME_COMMAND,
    THEME_PALETTE_PLACEHOLDER,
    VARIANT_FIELD,
    VERDICT_TOGGLE,
    WINNABLE_TOGGLE,
    YES_BUTTON,
    yes_letter,
)
from domino_solitaire.wording.share import (
    CHALLENGE_BUTTON,
    CHALLENGE_HINT,
    CHALLENGE_TITLE,
    CODE_FIELD,
    CODE_PLACEHOLDER,
    COPIED_TEXT,
    COPY_CHALLENGE_BUTTON,
    COPY_RESULT_BUTTON,
    DAYS_OWN,
    JUDGING_TEXT,
    TIER_FIELD,
)


@dataclass(frozen=True)
class StartLabels:
    """The start screen's title, fields, toggles and hints."""

    title: str
    hint: str
    set_field: str
    variant_field: str
    deal_field: str
    deal_placeholder: str
    difficulty_field: str
    winnable_toggle: str
    verdict_toggle: str
    dailies_hint: str
    finding_today: str
    daily_tooltip: str


def start_labels() -> StartLabels:
    return StartLabels(
        title=_(START_TITLE),
        hint=_(START_HINT),
        set_field=_(SET_FIELD),
        variant_field=_(VARIANT_FIELD),
        deal_field=_(DEAL_FIELD),
        deal_placeholder=_(DEAL_PLACEHOLDER),
        difficulty_field=_(DIFFICULTY_FIELD),
        winnable_toggle=_(WINNABLE_TOGGLE),
        verdict_toggle=_(VERDICT_TOGGLE),
        dailies_hint=_(DAILIES_HINT),
        finding_today=_(FINDING_TODAY),
        daily_tooltip=_(DAILY_TOOLTIP),
    )


@dataclass(frozen=True)
class DifficultyLabels:
    """The difficulty field's prompt (any deal) and its "at my level" choice."""

    any_grade: str
    mine: str


def difficulty_labels() -> DifficultyLabels:
    return DifficultyLabels(any_grade=_(ANY_GRADE), mine=_(MINE_CHOICE))


@dataclass(frozen=True)
class CodeLabels:
    """The start screen's Code row: the code field and its placeholder, the daily tier field and
    its prompt (the day's own deal)."""

    code_field: str
    code_placeholder: str
    tier_field: str
    days_own: str


def code_labels() -> CodeLabels:
    return CodeLabels(
        code_field=_(CODE_FIELD),
        code_placeholder=_(CODE_PLACEHOLDER),
        tier_field=_(TIER_FIELD),
        days_own=_(DAYS_OWN),
    )


@dataclass(frozen=True)
class StatusLabels:
    """The status bar's second line: the names before its numbers."""

    stock: str
    removed: str
    moves: str
    time: str
    grade: str


def status_labels() -> StatusLabels:
    return StatusLabels(
        stock=_(STOCK_LABEL),
        removed=_(REMOVED_LABEL),
        moves=_(MOVES_LABEL),
        time=_(TIME_LABEL),
        grade=_(GRADE_LABEL),
    )


@dataclass(frozen=True)
class ChallengeLabels:
    """The challenge dialog: its title, the line while the result is judged, its hint, its buttons,
    and what it says once a line is copied."""

    title: str
    judging: str
    hint: str
    copy_challenge: str
    copy_result: str
    back: str
    copied: str


def challenge_labels() -> ChallengeLabels:
    return ChallengeLabels(
        title=_(CHALLENGE_TITLE),
        judging=_(JUDGING_TEXT),
        hint=_(CHALLENGE_HINT),
        copy_challenge=_(COPY_CHALLENGE_BUTTON),
        copy_result=_(COPY_RESULT_BUTTON),
        back=_(BACK_BUTTON),
        copied=_(COPIED_TEXT),
    )


@dataclass(frozen=True)
class ConfirmLabels:
    """A yes-or-no question's buttons: Yes with the language's own letter, and Cancel."""

    yes: str
    cancel: str


def confirm_labels() -> ConfirmLabels:
    return ConfirmLabels(yes=_(YES_BUTTON).format(key=yes_letter()), cancel=_(CANCEL_BUTTON))


@dataclass(frozen=True)
class GameOverLabels:
    """The game-over dialog: the line while the game is reviewed, its buttons, and its hint."""

    reviewing: str
    same_deal: str
    new_deal: str
    quit: str
    challenge: str
    escape_hint: str


def game_over_labels() -> GameOverLabels:
    return GameOverLabels(
        reviewing=_(REVIEWING_TEXT),
        same_deal=_(SAME_DEAL_BUTTON),
        new_deal=_(NEW_DEAL_BUTTON),
        quit=_(QUIT_BUTTON),
        challenge=_(CHALLENGE_BUTTON),
        escape_hint=_(GAME_OVER_ESCAPE_HINT),
    )


@dataclass(frozen=True)
class BoardNotes:
    """What every board says of itself: a selection or a hint cleared, a pick where no tile can
    be played, the hint's mark read aloud, and how a notice cut short is read whole."""

    selection_cleared: str
    hint_cleared: str
    no_playable_tile: str
    hint_said: str
    notice_cut: str


def board_notes() -> BoardNotes:
    return BoardNotes(
        selection_cleared=_(SELECTION_CLEARED),
        hint_cleared=_(HINT_CLEARED),
        no_playable_tile=_(NO_PLAYABLE_TILE),
        hint_said=_(HINT_MARK[1]),
        notice_cut=_(NOTICE_CUT),
    )


@dataclass(frozen=True)
class ChoiceLabels:
    """A question's answers, each its button's id, label and variant, and the line under them."""

    answers: tuple[tuple[str, str, str], ...]
    hint: str | None = None


def resume_labels() -> ChoiceLabels:
    """Resume the unfinished game of the kind asked for, or give it up for a new deal."""
    answers = (("resume", _(RESUME_BUTTON), "success"), ("give-up", _(GIVE_UP_BUTTON), "error"))
    return ChoiceLabels(answers, _(RESUME_ESCAPE_HINT))


def elsewhere_labels() -> ChoiceLabels:
    """The game asked for is played elsewhere: a new deal, look at that one, or back."""
    new, look, back = _(NEW_DEAL_BUTTON), _(LOOK_BUTTON), _(BACK_BUTTON)
    return ChoiceLabels((("new", new, "success"), ("look", look, "primary"), ("back", back, "default")))


@dataclass(frozen=True)
class OverlayLabels:
    """The overlays' words: Close, the help's and the rules' last lines, the marks' and the
    messages' titles, and the replay's first entry (the opening)."""

    close: str
    help_foot: str
    rules_foot: str
    marks_title: str
    messages_title: str
    opening: str


def overlay_labels() -> OverlayLabels:
    return OverlayLabels(
        close=_(CLOSE_BUTTON),
        help_foot=_(HELP_FOOT),
        rules_foot=_(RULES_FOOT),
        marks_title=_(MARKS_TITLE),
        messages_title=_(MESSAGES_TITLE),
        opening=_(OPENING_LABEL),
    )


@dataclass(frozen=True)
class PaletteLabels:
    """The command palette: its prompts (every command, a screen's own, the themes), the line when
    nothing matches, and its own commands, Theme and Quit, with their help."""

    placeholder: str
    screen_placeholder: str
    theme_placeholder: str
    no_matches: str
    theme: str
    theme_help: str
    quit: str
    quit_help: str


def palette_labels() -> PaletteLabels:
    theme, theme_help = THEME_COMMAND
    return PaletteLabels(
        placeholder=_(PALETTE_PLACEHOLDER),
        screen_placeholder=_(SCREEN_PALETTE_PLACEHOLDER),
        theme_placeholder=_(THEME_PALETTE_PLACEHOLDER),
        no_matches=_(NO_MATCHES),
        theme=_(theme),
        theme_help=_(theme_help),
        quit=_("Quit"),
        quit_help=_(QUIT_HELP),
    )
