"""Player-facing wording shared by the command line and the terminal UI, by area.

The store hands over numbers and names; the sentences and table cells made of them live here, so
that translations have one place to look. Every name is importable from ``domino_solitaire.wording``
itself; the modules say where each belongs:

- ``text``: echoed text made printable, counts, clocks, games and deals named (shared by all);
- ``play``: the game in play (hints, the review, moves played, refusals, the game's end);
- ``stats``: the statistics' columns, cells and notes, and the history's labels;
- ``textmode``: the text mode's prose;
- ``boards``: the boards' help, marks, legends and refusals, the status bar's and the verdict's words;
- ``screens``: the TUI's screens around the boards (palette, footer, dialogs, buttons, hints).

Each module imports only the engine, the solver's verdict and its sibling modules at run time (the
store's types under TYPE_CHECKING): the command line's quick commands import wording.
"""

from __future__ import annotations

from domino_solitaire.wording.play import (
    change_summary,
    forced_text,
    game_over_lines,
    hint_text,
    opening_text,
    par_text,
    played_text,
    records_text,
    refusal_text,
    review_text,
    verdict_shown_text,
)
from domino_solitaire.wording.screens import (
    MORE_HELP,
    MORE_LABEL,
    NO_MATCHES,
    PALETTE_PLACEHOLDER,
    QUIT_HELP,
    SCREEN_PALETTE_PLACEHOLDER,
)
from domino_solitaire.wording.stats import (
    EXTRA_COLUMNS,
    GRADE_COLUMNS,
    STATS_COLUMNS,
    STATS_NOTES,
    daily_mark,
    in_progress_note,
    stats_cells,
)
from domino_solitaire.wording.text import (
    ECHO_LIMIT,
    clock_text,
    count_text,
    deal_label,
    game_description,
    game_title,
    kind_label,
    numbered_moves,
    percent_text,
    plural,
    printable,
    searching_for,
    still_in_play_text,
    tiles_text,
    won_text,
)
from domino_solitaire.wording.textmode import (
    GIVE_UP_QUESTION,
    MOVE_HELP,
    NEW_KEPT_TEXT,
    NEW_OR_QUIT_QUESTION,
    NO_REDO_TEXT,
    RESTART_TEXT,
    RESUME_ANSWER_TEXT,
    TOO_LONG_TEXT,
    deal_words,
    held_elsewhere_text,
    not_understood_text,
    refused_move_text,
    resume_question,
    spoken_layout,
    text_game_over_end,
    text_header_lines,
    text_help,
    text_hint,
    text_intro,
    text_quit,
    text_status,
    text_verdict_shown,
    took_back_text,
    verdict_sentence,
)

__all__ = [
    "ECHO_LIMIT",
    "EXTRA_COLUMNS",
    "GIVE_UP_QUESTION",
    "GRADE_COLUMNS",
    "MORE_HELP",
    "MORE_LABEL",
    "MOVE_HELP",
    "NEW_KEPT_TEXT",
    "NEW_OR_QUIT_QUESTION",
    "NO_MATCHES",
    "NO_REDO_TEXT",
    "PALETTE_PLACEHOLDER",
    "QUIT_HELP",
    "RESTART_TEXT",
    "RESUME_ANSWER_TEXT",
    "SCREEN_PALETTE_PLACEHOLDER",
    "STATS_COLUMNS",
    "STATS_NOTES",
    "TOO_LONG_TEXT",
    "change_summary",
    "clock_text",
    "count_text",
    "daily_mark",
    "deal_label",
    "deal_words",
    "forced_text",
    "game_description",
    "game_over_lines",
    "game_title",
    "held_elsewhere_text",
    "hint_text",
    "in_progress_note",
    "kind_label",
    "not_understood_text",
    "numbered_moves",
    "opening_text",
    "par_text",
    "percent_text",
    "played_text",
    "plural",
    "printable",
    "records_text",
    "refusal_text",
    "refused_move_text",
    "resume_question",
    "review_text",
    "searching_for",
    "spoken_layout",
    "stats_cells",
    "still_in_play_text",
    "text_game_over_end",
    "text_header_lines",
    "text_help",
    "text_hint",
    "text_intro",
    "text_quit",
    "text_status",
    "text_verdict_shown",
    "tiles_text",
    "took_back_text",
    "verdict_sentence",
    "verdict_shown_text",
    "won_text",
]
