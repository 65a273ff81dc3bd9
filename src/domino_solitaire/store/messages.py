"""The store's refusals in the player's language (the store sits below wording, so its few
sentences are here, each one a gettext message)."""

from __future__ import annotations

from domino_solitaire.i18n import _, ngettext


def no_such_id(game_id: int, most: int) -> str:
    return _("there is no game {id}: game ids run from 1 to {most}").format(id=game_id, most=most)


def not_in_history(game_id: int) -> str:
    where = "domino-solitaire history"
    return _("there is no game {id} in the history (see `{where}`)").format(id=game_id, where=where)


def damaged_game(game_id: int, bad: object) -> str:
    return _("game {id} in the history is damaged ({bad}); it is left as it is").format(id=game_id, bad=bad)


def held_unsaved(game_id: int) -> str:
    return _("game {id} is being played in another window or tab; what was played here is not saved").format(
        id=game_id
    )


def too_much_unknown(size: int, most: int) -> str:
    return _(
        "its other fields (those the history does not read) take {size} KiB; "
        "the history keeps at most {most} KiB of them: remove some to import it"
    ).format(size=(size + 1023) // 1024, most=most // 1024)


def unfinished_import(moves: int) -> str:
    return ngettext(
        "the game is not finished (still in play after {count} move); only finished games can be imported",
        "the game is not finished (still in play after {count} moves); only finished games can be imported",
        moves,
    ).format(count=moves)
