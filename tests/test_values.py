"""The pure layers' values: refusals, what a move changed, errors, and the word tables that say them."""

from __future__ import annotations

import gettext
from collections.abc import Callable, Iterable, Mapping
from enum import Enum
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domino_solitaire import i18n
from domino_solitaire.engine import (
    GAMES,
    MAX_SEED,
    Game,
    IllegalMove,
    IllegalReason,
    Move,
    Position,
    Status,
    Tile,
    configurations,
    make_setup,
)
from domino_solitaire.engine.castle_rock import CastleRockPosition
from domino_solitaire.engine.errors import DealReason, MoveReason, RecordReason, TextReason
from domino_solitaire.engine.good_neighbors import GoodNeighborsPosition, Turn
from domino_solitaire.engine.luzon import LuzonNotation, LuzonPosition, LuzonRefusal
from domino_solitaire.play import Action, PlaySession, Refusal, RefusalReason, change_of
from domino_solitaire.solver.grades import Grade
from domino_solitaire.wording.errors import (
    DEAL_WORDS,
    RECORD_WORDS,
    error_text,
    illegal_words,
    notation_words,
)
from domino_solitaire.wording.games import GAME_WORDS
from domino_solitaire.wording.moves import END_WORDS, REFUSAL_WORDS, change_text, refusal_text
from domino_solitaire.wording.text import typed_move
from domino_solitaire.wording.words import (
    GRADE_WORDS,
    RESULT_WORDS,
    VARIANT_WORDS,
    Form,
    status_word,
)
from helpers import ManualClock, tiles


def luzon(columns: list[str], reserve: str = ". . .") -> LuzonPosition:
    slots = tuple(None if word == "." else Tile.parse(word) for word in reserve.split())
    return LuzonPosition(tuple(tiles(column) for column in columns), slots, (), False)


def played(position: Position, move: str) -> tuple[Move, Position]:
    parsed = GAMES[position.game].parse_move(move)
    return parsed, position.apply(parsed)


# -- refusals: one test per reason -------------------------------------------------------------------


def session(game: str = "luzon", seed: int = 1) -> PlaySession:
    return PlaySession(make_setup(game, seed=seed), clock=ManualClock())


def test_undo_restart_and_redo_at_the_opening_are_refused_each_with_its_reason() -> None:
    played = session()
    assert played.refusal("undo") == Refusal(Action.UNDO, RefusalReason.NOTHING_TO_UNDO)
    assert played.refusal("restart") == Refusal(Action.RESTART, RefusalReason.AT_OPENING)
    assert played.refusal("redo") == Refusal(Action.REDO, RefusalReason.NOTHING_TO_REDO)
    assert played.refusal("autoplay") is None and played.refusal("hint") is None  # not one of the rule's
    assert played.undo().refused == Refusal(Action.UNDO, RefusalReason.NOTHING_TO_UNDO)
    assert refusal_text(Refusal(Action.RESTART, RefusalReason.AT_OPENING)) == "This is the opening already."


def test_a_move_the_rules_refuse_and_text_that_is_no_move_are_refused_with_the_engine_s_error() -> None:
    played = session()
    illegal = played.play("R1+R2").refused
    assert illegal is not None and (illegal.action, illegal.why) == (Action.PLAY, RefusalReason.ILLEGAL)
    assert illegal.error == IllegalMove(LuzonRefusal.TWO_RESERVE)
    assert refusal_text(illegal) == "two reserve tiles never pair with each other"
    nonsense = played.play("9+9").refused
    assert nonsense is not None and nonsense.why is RefusalReason.NOT_A_MOVE
    assert nonsense.error is not None and nonsense.error.reason is LuzonNotation.NOT_A_SPOT
    assert played.game.moves == []


def test_play_and_autoplay_once_the_game_is_over_are_refused_saying_how_it_ended() -> None:
    played = session("good-neighbors")
    while not played.game.is_over:
        played.play(played.game.legal_moves()[0])
    status = played.game.status
    assert played.refusal("autoplay") == Refusal(Action.AUTOPLAY, RefusalReason.GAME_OVER, status=status)
    refused = played.play("a1+b1").refused
    assert refused == Refusal(Action.PLAY, RefusalReason.GAME_OVER, status=status)
    assert refusal_text(refused) == f"the game is over ({status})"
    assert refusal_text(Refusal(Action.AUTOPLAY, RefusalReason.GAME_OVER, status=Status.LOST)) == (
        "The game is over (lost): there is nothing to play."
    )


# -- what a move changed: one test per kind ------------------------------------------------------------


def test_a_luzon_pair_says_the_tiles_removed_the_foot_revealed_and_the_column_left_empty() -> None:
    before = luzon(["1-3 0-6", "2-4", "5-5", "1-1 3-3", "2-2"], "4-4 . .")
    move, after = played(before, "1+2")
    change = change_of(move, before, after)
    assert change.removed == (Tile(0, 6), Tile(2, 4))
    assert change.revealed == ((0, Tile(1, 3)),) and change.emptied == (1,) and change.end is None
    assert change_text(change) == "Played 1+2: removed 0-6 and 2-4; revealed 1-3; column 2 is empty."


def test_a_luzon_tile_moved_into_an_empty_column_says_where_and_what_it_revealed() -> None:
    before = luzon(["1-3 0-6", "", "5-5", "1-1 3-3", "2-2"])
    move, after = played(before, "1>2")
    change = change_of(move, before, after)
    assert change.moved_in == (Tile(0, 6), 1) and change.revealed == ((0, Tile(1, 3)),)
    assert change.removed == () and change.emptied == ()
    assert change_text(change) == "Played 1 to 2: 0-6 moved into column 2; revealed 1-3."


def test_the_last_pair_of_luzon_says_you_won() -> None:
    before = luzon(["6-6", "", "", "", ""], "0-0 . .")
    move, after = played(before, "1+R1")
    change = change_of(move, before, after)
    assert change.end is Status.WON and change.emptied == (0,)
    assert change_text(change).endswith("column 1 is empty. You won!")
    # The game's end said next (the text mode): what the last move changed no longer matters.
    assert change_text(change, end=False) == "Played 1+R1."


def test_a_move_that_leaves_no_move_says_so() -> None:
    before = luzon(["1-1 6-6", "3-3 0-0", "", "", ""])
    move, after = played(before, "1+2")
    change = change_of(move, before, after)
    assert after.status is Status.LOST and change.end is Status.LOST
    assert change_text(change).endswith(" No move left.")


def test_good_neighbors_says_where_the_tiles_closed_up_from_and_what_came_from_the_stock() -> None:
    cells = tiles("0-1 1-2 5-5 3-4 4-4 6-6")
    before = GoodNeighborsPosition(2, 3, cells, tiles("0-0 2-2"), (), 0)
    move, after = played(before, "a1+b1")
    change = change_of(move, before, after)
    assert change.removed == (Tile(0, 1), Tile(1, 2))
    assert change.rows == ((Tile(5, 5), Tile(3, 4), Tile(4, 4)), (Tile(6, 6), Tile(0, 0), Tile(2, 2)))
    assert change.first_changed == 0 and change.drawn == (Tile(0, 0), Tile(2, 2))
    assert change_text(change) == (
        "Played a1+b1: removed 0-1 and 1-2; closed up from a1; drew 0-0 and 2-2 from the stock."
    )


def test_castle_rock_says_the_tiles_that_came_in() -> None:
    before = CastleRockPosition(tiles("1-2 3-3 2-5"), tiles("4-4 6-6 4-5"), ())
    move, after = played(before, "x2")
    change = change_of(move, before, after)
    assert change.removed == (Tile(3, 3),) and change.drawn == tiles("4-4 6-6 4-5")
    assert change_text(change) == "Played x2: removed 3-3; drew 4-4, 6-6 and 4-5 from the stock."


# -- what a move changed agrees with the positions, over random legal play -------------------------------


def check_change(move: Move, before: Position, after: Position) -> None:
    change = change_of(move, before, after)
    assert change.move == move
    assert change.removed == after.discarded[len(before.discarded) :]
    assert bool(change.removed) is (change.moved_in is None), "a move removes tiles, but a Luzon shift"
    assert not set(change.removed) & set(after.on_table())
    assert set(change.drawn) <= set(before.stock) and not set(change.drawn) & set(after.stock)
    assert set(change.drawn) <= set(after.on_table())
    assert change.end is (None if after.status is Status.PLAYING else after.status)
    if isinstance(after, LuzonPosition) and isinstance(before, LuzonPosition):
        for column, tile in change.revealed:
            assert after.columns[column][-1] == tile and len(after.columns[column]) < len(
                before.columns[column]
            )
        for column in change.emptied:
            assert before.columns[column] and not after.columns[column]
        if change.moved_in is not None:
            tile, column = change.moved_in
            assert not before.columns[column] and after.columns[column] == (tile,)
    if isinstance(after, GoodNeighborsPosition) and change.rows is not None:
        assert change.rows == tuple(tuple(row) for row in after.grid())


@pytest.mark.parametrize(("game_name", "size", "variant"), configurations())
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, MAX_SEED), choices=st.lists(st.integers(0, 10**6), max_size=60))
def test_the_change_agrees_with_the_positions_before_and_after(
    game_name: str, size: int, variant: str, seed: int, choices: list[int]
) -> None:
    game = Game(make_setup(game_name, size, variant, seed=seed))
    for choice in choices:
        moves = game.legal_moves()
        if not moves:
            break
        before = game.position
        move = game.play(moves[choice % len(moves)])
        check_change(move, before, game.position)
        # The move as it is typed back; a turn of more than two pairs by its count.
        pairs = len(move.pairs) if isinstance(move, Turn) else 0
        said = f"{pairs} pairs" if pairs > 2 else typed_move(move)
        assert change_text(change_of(move, before, game.position)).startswith(f"Played {said}")


# -- errors as values ------------------------------------------------------------------------------------


def test_an_illegal_move_is_a_value_with_its_reason_and_tiles() -> None:
    position = luzon(["1-2", "3-4", "6-6", "0-0", ""])
    refused = position.why_illegal(GAMES["luzon"].parse_move("1+2"))
    assert refused == IllegalMove(LuzonRefusal.NOT_TWELVE, a=Tile(1, 2), b=Tile(3, 4), number=10, target=12)
    assert error_text(refused) == "1-2 and 3-4 total 10 pips, not 12"
    assert refused.plain() == "not-twelve (a=1-2, b=3-4, number=10, target=12)"
    with pytest.raises(TypeError):
        IllegalMove(DealReason.EMPTY_DEAL)


def test_a_replayed_move_s_error_names_the_move() -> None:
    from domino_solitaire.engine import SolitaireError

    with pytest.raises(SolitaireError) as refused:
        Game.replay(make_setup("luzon", seed=1), ["9+9"])
    assert refused.value.move == (1, "9+9")
    assert error_text(refused.value).startswith('move 1 "9+9": "9" is neither a column')
    try:
        said = words("fr", lambda: error_text(refused.value))
    finally:
        i18n.use("en")
    # The move it stopped at, in the player's words too.
    assert said.startswith("coup 1 \u00ab\u202f9+9\u202f\u00bb\u00a0: ")


# -- every table words every member, in French and in Russian -------------------------------------------


def every_member(base: type[Enum]) -> list[Enum]:
    """The members of every enum of reasons of one kind: the games' shared ones and each game's own."""
    return [member for kind in base.__subclasses__() for member in kind]


TABLES: list[tuple[str, Mapping[Any, str], Iterable[object]]] = [
    ("status", {status: RESULT_WORDS[status.value] for status in Status}, Status),
    ("grade", GRADE_WORDS, Grade),
    ("variant", VARIANT_WORDS, sorted({variant for rules in GAMES.values() for variant in rules.variants})),
    ("game", {game: words.name for game, words in GAME_WORDS.items()}, GAMES),
    (
        "illegal move",
        illegal_words(),
        [r for r in every_member(MoveReason) if r is not IllegalReason.WRONG_GAME],
    ),
    ("wrong game", {game: words.wrong_game for game, words in GAME_WORDS.items()}, GAMES),
    ("notation", notation_words(), every_member(TextReason)),
    ("deal", DEAL_WORDS, DealReason),
    ("record", RECORD_WORDS, [r for r in RecordReason if r is not RecordReason.CAUSE]),
    (
        "refusal",
        REFUSAL_WORDS,
        [w for w in RefusalReason if w not in (RefusalReason.ILLEGAL, RefusalReason.NOT_A_MOVE)],
    ),
    ("end", END_WORDS, (Status.WON, Status.LOST)),
]


@pytest.mark.parametrize("lang", ["fr", "ru"])
@pytest.mark.parametrize(("concept", "table", "members"), TABLES, ids=[t[0] for t in TABLES])
def test_each_table_words_every_member_in_french_and_russian(
    lang: str, concept: str, table: Mapping[Any, str], members: Iterable[object]
) -> None:
    assert set(table) == set(members), f"the {concept} table must word every member, and no more"
    catalog = gettext.translation(i18n.DOMAIN, i18n.LOCALE_DIR, languages=[lang])
    messages: dict[object, str] = catalog._catalog  # type: ignore[attr-defined]
    untranslated = [english for english in table.values() if not messages.get(english)]
    assert untranslated == [], f"{concept} in {lang}"


def words(lang: str, say: Callable[[], str]) -> str:
    i18n.use(lang)
    return say()


def test_a_status_has_one_word_in_each_form() -> None:
    assert [status_word(Status.WON, form) for form in Form] == ["won", "Won", "WON"]
    assert status_word(Status.PLAYING, Form.BANNER) == "playing"
    assert words("fr", lambda: status_word(Status.WON, Form.START)) == "Gagnée"
    assert words("ru", lambda: status_word(Status.LOST, Form.BANNER)) == "ПРОИГРАНА"


def test_enums_are_enums() -> None:
    # The tables are keyed by the values' enums, not by loose strings, where the value is an enum.
    for _concept, table, _members in TABLES[:2] + TABLES[4:5]:
        assert all(isinstance(key, Enum) for key in table)


def test_str_of_an_error_is_its_data_whatever_is_imported_and_wording_says_it_in_words() -> None:
    import subprocess
    import sys

    # No hook: importing wording (every face does) leaves str(exc) the engine's; the faces ask
    # wording for the words (``error_text``).
    code = (
        "from domino_solitaire.engine import DealError, DealReason\n"
        "exc = DealError(DealReason.SEED_OUT_OF_RANGE, seed=-1, max_seed=9)\n"
        "print(str(exc))\n"
        "import domino_solitaire.wording.errors, domino_solitaire.tui.app, domino_solitaire.cli\n"
        "print(str(exc))\n"
        "print(domino_solitaire.wording.errors.error_text(exc))\n"
    )
    said = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert said.stdout.splitlines() == [
        "seed-out-of-range (seed=-1, max_seed=9)",
        "seed-out-of-range (seed=-1, max_seed=9)",
        "deal number -1 is out of range; use 0 to 9",
    ]
