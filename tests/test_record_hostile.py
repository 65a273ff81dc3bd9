"""Hostile records (issue 11, items 1 and 2): whatever a file holds, reading it is bounded and
refused in one line, and nothing it says can poison the history."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from domino_solitaire.engine import Game, RecordError, Transcript, make_setup
from domino_solitaire.engine.record import MAX_DEPTH, MAX_MOVE_CHARS, MAX_RECORD_CHARS
from domino_solitaire.store import GameStore, StoreError, importable, open_store
from domino_solitaire.wording.errors import error_text
from domino_solitaire.wording.records import store_problem_text
from helpers import raises_saying, store_refuses


def won_luzon() -> dict[str, Any]:
    game = Game(make_setup("luzon", 6, seed=1))
    while not game.is_over:
        game.play(game.legal_moves()[0])
    return Transcript.of_game(game).to_dict()


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("[" * 100_000 + "]" * 100_000, "nested more than 32 levels"),
        ('{"game": "luzon", "seed": 1, "x": ' + "[" * 40 + "]" * 40 + "}", "nested more than 32 levels"),
        ('{"game": "luzon", "seed": ' + "9" * 5000 + "}", "a number has too many digits"),
        ('{"game": "luzon", "seed": 1, "undos": ' + "1" * 4400 + "}", "a number has too many digits"),
        ('{"game": "luzon", "seed": 1, "duration_seconds": Infinity}', "Infinity is not a number"),
        ('{"game": "luzon", "seed": 1, "duration_seconds": NaN}', "NaN is not a number"),
        ('{"game": "luzon", "seed": 1, "duration_seconds": -Infinity}', "Infinity is not a number"),
        ('{"game": "luzon", "seed": 1, "duration_seconds": 1e999}', "is too large"),
        ('{"game": "luzon", "seed": 1, "player": "\\ud800"}', "lone surrogate"),
        ('{"game": "luzon", "seed": 1, "moves": ["x' + "1" * 5000 + '"]}', "move 1 is 5001 characters"),
        ('{"game": "castle-rock", "seed": 1, "moves": ["x' + "7" * 5000 + '"]}', "move 1 is 5001 characters"),
        ('{"game": "luzon", "set": ' + "9" * 100 + ', "seed": 1}', '"set" must be a whole number'),
        ('{"game": "luzon", "seed": 1, "moves": ' + json.dumps(["1+2"] * 10_001) + "}", "at most 10000"),
        ('{"game": "luzon", "deal": "' + "0-0 " * 3000 + '"}', '"deal" is longer than any set'),
        (" " * (MAX_RECORD_CHARS + 1), "longer than 1024 KiB"),
        ('{"format": {"a": 1}, "game": "luzon", "seed": 1}', "unknown record format;"),
    ],
)
def test_hostile_records_are_refused_in_one_line(text: str, says: str) -> None:
    with pytest.raises(RecordError) as refused:
        Transcript.from_json(text)
    message = error_text(refused.value)
    assert says in message and "\n" not in message and len(message) < 200


def test_the_bounds_leave_room_for_every_real_game() -> None:
    record = Transcript.from_json(json.dumps({**won_luzon(), "notes": [[["nested"] * 3]] * 3}))
    assert record.replay().is_over
    assert MAX_DEPTH >= 8 and MAX_MOVE_CHARS >= 64


def test_a_record_built_in_code_is_checked_as_well() -> None:
    deep: Any = []
    for _ in range(5000):
        deep = [deep]
    with raises_saying(RecordError, "nested"):
        Transcript.from_dict({"game": "luzon", "seed": 1, "x": deep})
    with raises_saying(RecordError, "not finite"):
        Transcript.from_dict({"game": "luzon", "seed": 1, "x": float("nan")})


@pytest.mark.parametrize(
    ("field", "value", "says"),
    [
        ("duration_seconds", 1e308, '"duration_seconds" must be from 0 to'),
        ("duration_seconds", -1, '"duration_seconds" must be from 0 to'),
        ("duration_seconds", "an hour", '"duration_seconds" must be a number of seconds'),
        ("undos", 2**63, '"undos" must be a whole number from 0 to'),
        ("undos", -1, '"undos" must be a whole number'),
        ("undos", 1.5, '"undos" must be a whole number'),
        ("hints", True, '"hints" must be a whole number'),
        ("hints", 10**30, '"hints" must be a whole number'),
        ("started_at", "9999-12-31T23:59:59-23:59", '"started_at" must be a time'),
        ("started_at", "0001-01-01T00:00:00+23:59", '"started_at" must be a time'),
        ("started_at", "yesterday", '"started_at" must be a time'),
        ("ended_at", 12, '"ended_at" must be a time'),
        ("result", "in-doubt", '"result" must be one of'),
        ("par", 10**20, '"par" must be a whole number'),
        ("grade", "trivial", '"grade" must be one of'),
        ("daily", "2024-02-30", '"daily" must be a date'),
    ],
)
def test_values_out_of_range_are_refused_at_import(field: str, value: Any, says: str) -> None:
    record = Transcript.from_json(json.dumps({**won_luzon(), field: value}))
    with pytest.raises(StoreError) as refused:
        importable(record)
    assert says in store_problem_text(refused.value)


def test_what_a_record_says_in_range_is_kept(tmp_path: Path) -> None:
    data = {
        **won_luzon(),
        "duration_seconds": 61.5,
        "undos": 3,
        "hints": 2,
        "started_at": "2024-05-01T12:00:00+02:00",
        "par": 0,
        "grade": "easy",
        "daily": "2024-05-01",
        "player": "ann",
    }
    store = open_store(tmp_path)
    assert isinstance(store, GameStore)
    done = store.import_record(Transcript.from_json(json.dumps(data)))
    info = store.get(done.id)
    assert (info.duration, info.undos, info.hints, info.par, info.grade, info.daily) == (
        61.5,
        3,
        2,
        0,
        "easy",
        date(2024, 5, 1),
    )
    assert info.started_at is not None and info.started_at.isoformat() == "2024-05-01T10:00:00+00:00"
    assert info.tiles_left == 0  # from the engine, not the record
    exported = json.loads(store.load(done.id)[0].to_json())
    assert exported["player"] == "ann" and exported["result"] == "won"


def test_a_solved_record_imports_as_solved_and_an_old_in_progress_word_is_understood() -> None:
    solved = importable(Transcript.from_json(json.dumps({**won_luzon(), "result": "solved"})))
    assert str(solved.result) == "solved"
    # "solved" cannot turn a lost game into anything else: the engine decides.
    lost = Game(make_setup("luzon", 6, seed=0))
    while not lost.is_over:
        lost.play(lost.legal_moves()[0])
    data = {**Transcript.of_game(lost).to_dict(), "result": "solved"}
    assert str(importable(Transcript.from_dict(data)).result) == "lost"
    partial = {**Transcript.of_game(Game(make_setup("luzon", 6, seed=1))).to_dict(), "result": "in-progress"}
    partial["moves"] = won_luzon()["moves"][:2]
    with store_refuses("not finished"):
        importable(Transcript.from_dict(partial))


@pytest.mark.parametrize(
    ("started", "ended"),
    [("2030-01-01T00:00:00Z", "2020-01-01T00:00:00Z"), ("9999-12-31T00:00:00Z", "0001-01-01T00:00:00Z")],
)
def test_a_record_that_ends_before_it_starts_is_refused_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], started: str, ended: str
) -> None:
    from helpers import run_cli

    path = tmp_path / "backwards.json"
    path.write_text(json.dumps({**won_luzon(), "started_at": started, "ended_at": ended}))
    code, out, err = run_cli(capsys, "import", str(path), "--data-dir", str(tmp_path / "data"))
    assert code == 2 and len(err.strip().splitlines()) == 1
    assert "ends (ended_at) before it starts (started_at)" in err
    code, out, err = run_cli(capsys, "history", "--data-dir", str(tmp_path / "data"))
    assert "No games yet." in out
