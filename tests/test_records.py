"""The records package alone: the finality rule (``merge``), the limits a record keeps to, and the one
table of a record's result words."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domino_solitaire.engine import make_setup
from domino_solitaire.records import GameRecord, Origin, Result, limits, merge
from domino_solitaire.records.limits import Bad, OutOfLimits
from domino_solitaire.store.problems import (
    FileProblem,
    FileTrouble,
    MovedAside,
    StoreError,
    StoreProblem,
    StoreUnavailable,
    Unavailable,
)
from domino_solitaire.wording.records import bad_text, result_word, store_problem_text
from domino_solitaire.wording.words import RESULT_WORDS

T0 = datetime(2024, 5, 1, 12, 0, tzinfo=timezone.utc)
SETUP = make_setup("luzon", 6, seed=1)

saves = st.builds(
    lambda result, moves, hints, par, grade, minutes: GameRecord.of(
        SETUP,
        ("-",) * moves,
        result,
        started_at=T0,
        ended_at=T0 + timedelta(minutes=minutes) if result.finished else None,
        duration=float(minutes * 60),
        hints=hints,
        par=par,
        grade=grade,
        origin=Origin.NEW,
    ),
    st.sampled_from(Result),
    st.integers(0, 30),
    st.integers(0, 5),
    st.none() | st.integers(0, 3),
    st.none() | st.sampled_from(limits.GRADES),
    st.integers(0, 100),
)


@given(st.lists(saves, min_size=1, max_size=12))
def test_no_sequence_of_saves_turns_a_final_record_back(history: list[GameRecord]) -> None:
    stored: GameRecord | None = None
    for new in history:
        before = stored
        stored = merge(before, new)
        if before is not None and before.result.final:
            # The record stands: only a par or grade not known before may be added.
            assert replace(stored, par=before.par, grade=before.grade) == before
            assert stored.par == (before.par if before.par is not None else new.par)
            assert stored.grade == (before.grade if before.grade is not None else new.grade)
        else:
            assert (stored.result, stored.moves, stored.hints) == (new.result, new.moves, new.hints)
    first_final = next((record for record in history if record.result.final), None)
    assert stored is not None
    if first_final is not None:
        assert (stored.result, stored.moves) == (first_final.result, first_final.moves)


def test_a_finished_game_saved_again_keeps_the_time_it_first_ended() -> None:
    lost = GameRecord.of(SETUP, ("-",) * 3, Result.LOST, started_at=T0, ended_at=T0 + timedelta(minutes=2))
    again = merge(lost, replace(lost, ended_at=T0 + timedelta(minutes=9), duration=5.0))
    assert again.ended_at == lost.ended_at and again.duration == 5.0
    undone = merge(lost, replace(lost, result=Result.PLAYING, moves=("-",) * 2, ended_at=None))
    assert undone.result is Result.PLAYING and undone.ended_at is None  # a loss is not final
    known = replace(lost, par=1, grade="easy", daily=date(2024, 5, 1), game_id=4)
    assert merge(known, replace(lost, game_id=9)) == replace(
        lost, par=1, grade="easy", daily=known.daily, game_id=4
    )


@pytest.mark.parametrize(
    ("check", "value", "why"),
    [
        (lambda v: limits.whole(v, "undos"), limits.MAX_COUNT + 1, OutOfLimits.WHOLE),
        (lambda v: limits.whole(v, "undos"), True, OutOfLimits.WHOLE),
        (lambda v: limits.duration(v), limits.MAX_DURATION + 1, OutOfLimits.SECONDS_RANGE),
        (lambda v: limits.duration(v), float("nan"), OutOfLimits.SECONDS_RANGE),
        (lambda v: limits.duration(v), "4:07", OutOfLimits.SECONDS),
        (lambda v: limits.moment(v, "started_at"), "yesterday", OutOfLimits.TIME),
        (lambda v: limits.day(v), "2024-02-30", OutOfLimits.DATE),
        (lambda v: limits.grade(v), "trivial", OutOfLimits.ONE_OF),
        (lambda v: limits.origin(v), "borrowed", OutOfLimits.ONE_OF),
        (lambda v: limits.result(v), "in-doubt", OutOfLimits.ONE_OF),
        (
            lambda v: limits.optional_whole(v, "par", 0, limits.MAX_TILES),
            limits.MAX_TILES + 1,
            OutOfLimits.WHOLE,
        ),
        (lambda v: limits.kind(v, 6, "standard"), "chess", OutOfLimits.GAME),
        (lambda v: limits.kind("luzon", v, "standard"), 7, OutOfLimits.SET),
        (lambda v: limits.json_list_of_text(v), '["1+2", 3]', OutOfLimits.MOVES),
        (lambda v: limits.json_object(v), "[1]", OutOfLimits.OBJECT),
    ],
)
def test_a_value_out_of_its_limits_is_refused_as_a_value_wording_says(
    check: Any, value: Any, why: OutOfLimits
) -> None:
    with pytest.raises(Bad) as refused:
        check(value)
    assert refused.value.why is why
    said = bad_text(refused.value)
    assert said and "\n" not in said


def test_values_in_their_limits_come_back_in_their_stored_types() -> None:
    assert limits.day("2024-05-01") == date(2024, 5, 1)
    assert limits.origin("taken-over") is Origin.TAKEN_OVER
    assert limits.result("in-progress") is Result.PLAYING  # version 1's word for playing
    assert limits.clamp_duration(float("inf")) == limits.MAX_DURATION and limits.clamp_count(-3) == 0
    assert (
        bad_text(Bad(OutOfLimits.WHOLE, "par", low=0, high=190))
        == '"par" must be a whole number from 0 to 190'
    )


def test_each_result_and_each_store_problem_has_its_words() -> None:
    assert set(RESULT_WORDS) == {result.value for result in Result}
    assert [result_word(result) for result in Result] == ["playing", "won", "lost", "solved", "abandoned"]
    for problem in StoreProblem:
        said = store_problem_text(StoreError(problem, game_id=3, most=9, detail="why"))
        assert said and "Problem" not in said
    for trouble in FileProblem:
        said = store_problem_text(MovedAside(FileTrouble(trouble, Path("/a/b"), "why"), Path("/a/c")))
        assert "/a/b" in said and said.endswith("moved it to /a/c and started a new one")
    for why in Unavailable:
        said = store_problem_text(StoreUnavailable(why, Path("/a"), Path("/a/b"), "why\x1b"))
        assert said.endswith("games will not be saved") and "\x1b" not in said
    assert store_problem_text(StoreError(StoreProblem.HELD, game_id=3)) == (
        "game 3 is being played in another window or tab"
    )
