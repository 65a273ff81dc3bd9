"""Properties over random deals and random legal play, for every game, set and variant."""

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domino_solitaire.engine import (
    MAX_SEED,
    Game,
    Position,
    SolitaireError,
    Status,
    Transcript,
    configurations,
    full_set,
    make_setup,
)

CONFIGS = configurations()
EXAMPLES = 60


def check_position(position: Position, size: int) -> None:
    everything = Counter(position.on_table()) + Counter(position.stock) + Counter(position.discarded)
    assert sorted(everything.elements()) == list(full_set(size)), "tiles must be conserved"
    moves = position.legal_moves()
    assert len(moves) == len({str(m) for m in moves}), "no move listed twice"
    assert position.has_moves() == bool(moves)
    if position.status is Status.PLAYING:
        assert moves, "a game in play has a move"
    else:
        assert not moves, "a finished game has no move"


@pytest.mark.parametrize(("game_name", "size", "variant"), CONFIGS)
@settings(max_examples=EXAMPLES, deadline=None)
@given(seed=st.integers(0, MAX_SEED), choices=st.lists(st.integers(0, 10**6), max_size=200))
def test_random_play_keeps_the_invariants(
    game_name: str, size: int, variant: str, seed: int, choices: list[int]
) -> None:
    game = Game(make_setup(game_name, size, variant, seed=seed))
    rules = game.rules
    opening = game.position
    snapshots = [opening]
    for choice in choices:
        position = game.position
        check_position(position, size)
        moves = position.legal_moves()
        if not moves:
            break
        for move in moves[:40]:
            assert position.why_illegal(move) is None
            assert rules.parse_move(str(move)) == move, "notation round trip"
            position.apply(move)  # every listed move applies
        game.play(moves[choice % len(moves)])
        snapshots.append(game.position)
    check_position(game.position, size)
    # Undo walks back through the exact same positions, and redo forward again.
    played = list(game.moves)
    for expected in reversed(snapshots[:-1]):
        game.undo()
        assert game.position == expected
    assert game.position == opening and not game.can_undo
    for expected in snapshots[1:]:
        game.redo()
        assert game.position == expected
    assert game.moves == played
    # The record of the game replays to the same position.
    replayed = Transcript.from_json(Transcript.of_game(game).to_json()).replay()
    assert replayed.position == game.position


@pytest.mark.parametrize(("game_name", "size", "variant"), CONFIGS)
@settings(max_examples=EXAMPLES, deadline=None)
@given(seed=st.integers(0, MAX_SEED), text=st.text(alphabet="abcdefxR0123456789+->", max_size=12))
def test_any_move_text_is_played_or_refused_with_a_reason(
    game_name: str, size: int, variant: str, seed: int, text: str
) -> None:
    game = Game(make_setup(game_name, size, variant, seed=seed))
    before = game.position
    legal = {str(m) for m in game.legal_moves()}
    try:
        move = game.play(text)
    except SolitaireError as exc:
        assert str(exc), "a refusal says why"
        assert game.position is before and game.moves == []
    else:
        assert str(move) in legal


def test_restart_is_not_counted_as_undos() -> None:
    game = Game(make_setup("castle-rock", 6, seed=2))
    for _ in range(3):
        game.play(game.legal_moves()[0])
    game.undo()
    game.restart()
    assert (game.undos, len(game.moves), game.can_redo) == (1, 0, True)
    game.redo()
    assert len(game.moves) == 1 and game.undos == 1
