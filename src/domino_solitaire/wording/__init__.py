"""Player-facing wording shared by the command line and the terminal UI, by area.

The store hands over numbers and names; the sentences and table cells made of them live here, so
that translations have one place to look. Import each name from its area's module:

- ``words``: one table per concept of the engine's and the solver's values (a game's name, a
  position's or a record's status, a grade, a variant, a deal's description, a game's object, the
  layout as text);
- ``games``: each game's words, registered once by the game's id (``words_of``); each game's words
  (its help, marks, layout in words, notation, errors of its own) in its module, the interface they
  give in ``game_words``; nothing else asks which game it is;
- ``common``: the pieces every game's words and every area share (clauses, counts, board marks);
- ``errors``: the engine's and the solver's errors (a reason and its facts) in sentences
  (``error_text``);
- ``moves``: the play layer's values, a refusal and what a move changed, in sentences;
- ``text``: echoed text made printable, counts, clocks, games and deals named (shared by all);
- ``play``: the game in play (hints, the review, the solver's advice, the opening, the game's end);
- ``opening``: the opening's questions (``play.opening``) and the store's problems it meets;
- ``records``: a record's result, the limits it missed, the store's problems;
- ``stats``: the statistics' columns, cells and notes, and the history's labels;
- ``textmode``: the text mode's prose;
- ``boards``: the words every board shares, the status bar's and the verdict's words;
- ``screens``: the TUI's screens around the boards (palette, footer, dialogs, buttons, hints).

Each module imports only the engine, the records package, the solver's grades and verdict, the play
layer's values (``play.refusals``) and its sibling modules at run time (the store's and the play
session's types under TYPE_CHECKING; the store's problems are told apart by name): the command
line's quick commands import wording.
"""

from __future__ import annotations
