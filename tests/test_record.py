"""Game records: reading, writing, replaying, and refusing what is not a record."""

import json

import pytest

from domino_solitaire.engine import Game, RecordError, Status, Transcript, make_setup
from domino_solitaire.wording.errors import error_text
from helpers import raises_saying


def test_round_trip_with_seed_and_extra_fields() -> None:
    game = Game(make_setup("castle-rock", 9, seed=11))
    for _ in range(3):
        game.play(game.legal_moves()[0])
    record = Transcript.of_game(game, {"played_on": "2026-11-29", "result": "playing"})
    data = json.loads(record.to_json())
    assert data["format"] == "domino-solitaire/1" and data["seed"] == 11 and "deal" not in data
    assert data["played_on"] == "2026-11-29"
    again = Transcript.from_json(record.to_json())
    assert again == record
    assert again.replay().position == game.position


def test_round_trip_with_explicit_deal() -> None:
    setup = make_setup("luzon", seed=4)
    game = Game(make_setup("luzon", deal=" ".join(str(t) for t in setup.deal)))
    record = Transcript.of_game(game)
    data = json.loads(record.to_json())
    assert "seed" not in data and data["deal"].split()[0] == str(setup.deal[0])
    assert Transcript.from_json(record.to_json()).replay().position == game.position


def test_defaults_for_set_and_variant() -> None:
    record = Transcript.from_json('{"game": "good-neighbors", "seed": 3}')
    assert (record.size, record.variant, record.moves) == (12, "standard", ())
    assert Transcript.from_json('{"game": "castle-rock", "seed": 3}').size == 6


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "bad JSON"),
        ('{"game": "luzon", "seed": 1', "bad JSON"),
        ("[]", "expected a JSON object"),
        ('{"seed": 1}', 'names no "game"'),
        ('{"game": "chess", "seed": 1}', 'there is no game "chess"'),
        ('{"game": "luzon"}', 'exactly one of "seed" and "deal"'),
        ('{"game": "luzon", "seed": 1, "deal": "0-0"}', 'exactly one of "seed" and "deal"'),
        ('{"game": "luzon", "seed": -4}', '"seed" must be a whole number'),
        ('{"game": "luzon", "seed": "4"}', '"seed" must be a whole number'),
        ('{"game": "luzon", "seed": true}', '"seed" must be a whole number'),
        ('{"game": "luzon", "set": "6", "seed": 1}', '"set" must be a whole number'),
        ('{"game": "luzon", "seed": 1, "moves": "1+2"}', '"moves" must be a list'),
        ('{"game": "luzon", "seed": 1, "moves": [1]}', '"moves" must be a list'),
        ('{"format": "other/2", "game": "luzon", "seed": 1}', 'unknown record format "other/2"'),
    ],
)
def test_malformed_records(text: str, message: str) -> None:
    with raises_saying(RecordError, message):
        Transcript.from_json(text)


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"game": "luzon", "set": 9, "seed": 1}, "Luzon is played with the double-6 set only, not double-9"),
        ({"game": "luzon", "variant": "easy", "seed": 1}, 'no variant "easy"'),
        ({"game": "luzon", "deal": "0-0 0-1"}, "not one full double-6 set"),
        ({"game": "luzon", "seed": 1, "moves": ["9+9"]}, 'move 1 "9\\+9"'),
        (
            {"game": "castle-rock", "seed": 1, "moves": ["x1"]},
            'move 1 "x1": position 1 has no tile on its left',
        ),
    ],
)
def test_records_that_cannot_be_replayed(data: dict[str, object], message: str) -> None:
    with raises_saying(RecordError, message):
        Transcript.from_dict(data).replay()


def test_replay_error_names_the_move_number() -> None:
    game = Game(make_setup("castle-rock", seed=1))
    first = str(game.legal_moves()[0])
    record = Transcript.from_dict({"game": "castle-rock", "seed": 1, "moves": [first, "x1"]})
    with pytest.raises(RecordError) as info:
        record.replay()
    assert error_text(info.value) == 'move 2 "x1": position 1 has no tile on its left'


def test_a_finished_record_keeps_its_status() -> None:
    game = Game(make_setup("castle-rock", seed=2))
    while not game.is_over:
        game.play(game.legal_moves()[-1])
    assert Transcript.of_game(game).replay().status in (Status.WON, Status.LOST)
