"""Challenges: written, checked (forgeries refused), accepted and beaten through the text mode; the
result to share; deal codes on the command line."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from domino_solitaire.engine import Game, make_setup
from domino_solitaire.engine.challenge import (
    ChallengeError,
    ChallengeProblem,
    Claim,
    challenge_line,
    claim_of,
    line_check,
    read_challenge,
)
from domino_solitaire.engine.codes import CodeError
from domino_solitaire.solver.judge import Judgment, judge_moves
from domino_solitaire.wording.share import compare_text, share_line
from helpers import run_cli

#: Luzon deal 1 won in 16 moves (the last legal move each time), and in 14 (the solver's line).
LONG_WIN = [
    "3+R3",
    "2+3",
    "1+3",
    "3+R1",
    "1+5",
    "4+5",
    "5+R2",
    "2+4",
    "2+5",
    "1+2",
    "2+4",
    "4>2",
    "2+5",
    "1>5",
    "4+5",
    "1+3",
]
SHORT_WIN = [
    "3+R3",
    "2+3",
    "1+3",
    "1+5",
    "4+5",
    "2+4",
    "4+5",
    "2+5",
    "1+2",
    "4+5",
    "1+4",
    "2+R2",
    "3+R1",
    "1+3",
]
LINE = "Z60-0001-E won 16m 0:50 0h 0003001000021210 Z5"


def played(moves: list[str]) -> Game:
    game = Game(make_setup("luzon", seed=1))
    for move in moves:
        game.play(move)
    return game


def test_a_challenge_line_is_pinned_and_read_back() -> None:
    game = played(LONG_WIN)
    line = challenge_line(game, claim_of(game, 50.9, 0))
    assert line == LINE
    challenge, replayed = read_challenge(line.lower())
    assert challenge.claim == Claim(True, 0, 16, 50, 0)
    assert replayed.move_texts() == game.move_texts()


def _resigned(line: str, **changes: str) -> str:
    """``line`` with tokens changed, and its check made to match again (as a forger would)."""
    tokens = line.split()
    names = ["code", "result", "moves", "time", "hints", "proof"]
    for name, value in changes.items():
        tokens[names.index(name)] = value
    body = " ".join(tokens[:6])
    return f"{body} {line_check(body)}"


def _five_moves(result: str) -> str:
    game = played(LONG_WIN[:5])
    return _resigned(challenge_line(game, claim_of(game, 9, 0)), result=result)


@pytest.mark.parametrize(
    ("line", "problems"),
    [
        (LINE.replace("0:50", "0:40"), {ChallengeProblem.CHECK}),  # the time changed, the check not
        (LINE[:-1] + "6", {ChallengeProblem.CHECK}),  # the check altered
        (_resigned(LINE, proof="0003001000021211"), {ChallengeProblem.PROOF}),  # the last move illegal
        # A move changed for another legal one: the rest of the proof no longer gives the claim.
        (
            _resigned(LINE, proof="0000001000021210"),
            {ChallengeProblem.PROOF, ChallengeProblem.MOVES, ChallengeProblem.RESULT},
        ),
        (_resigned(LINE, moves="14m"), {ChallengeProblem.MOVES}),  # a shorter win claimed
        (_resigned(LINE, proof="000300100002121"), {ChallengeProblem.MOVES}),  # a move left out
        (_five_moves("won"), {ChallengeProblem.RESULT}),  # a win claimed for an unfinished game
        (_five_moves("left2"), {ChallengeProblem.RESULT}),  # fewer tiles left claimed
        (_resigned(LINE, proof="00030010000212100"), {ChallengeProblem.PROOF}),  # a move after the end
        ("Z60-0001-E won 16m 0:50 0h", {ChallengeProblem.FORM}),
        ("Z60-0001-E won 16x 0:50 0h 0003001000021210 Z5", {ChallengeProblem.FORM}),
    ],
)
def test_forged_challenges_are_refused(line: str, problems: set[ChallengeProblem]) -> None:
    with pytest.raises(ChallengeError) as caught:
        read_challenge(line)
    assert caught.value.problem in problems


def test_a_resigned_line_unchanged_is_taken() -> None:
    assert read_challenge(_resigned(LINE))[0].claim.moves == 16
    assert read_challenge(_five_moves("left18"))[0].claim == Claim(False, 18, 5, 9, 0)


def test_a_mistyped_code_is_said_as_such() -> None:
    with pytest.raises(CodeError):
        read_challenge(_resigned(LINE, code="Z60-0001-F"))


def test_compared() -> None:
    theirs = Claim(True, 0, 19, 50, 0)
    assert compare_text(Claim(True, 0, 17, 80, 2), theirs) == (
        "You won in 17 moves; the challenge was won in 19 moves: you beat it."
    )
    assert compare_text(Claim(False, 3, 20, 10, 0), theirs).endswith(
        "after 20 moves; the challenge was won in 19 moves: it still stands."
    )
    assert compare_text(theirs, theirs).endswith("you matched it.")


def _lost(seed: int, moves: list[str]) -> Game:
    game = Game(make_setup("luzon", seed=seed))
    for move in moves:
        game.play(move)
    return game


def test_the_result_to_share() -> None:
    assert judge_moves(played(LONG_WIN)) == [Judgment.KEPT] * 16
    kept, tile, win = Judgment.KEPT, Judgment.LOST_TILE, Judgment.LOST_WIN
    assert judge_moves(_lost(6, ["1+4", "5+R2", "1+2", "5+R3", "1+R1", "1+5"])) == [kept, tile] + [kept] * 4
    lost = _lost(7, ["2+4", "5+R3", "4+R1"])
    judged = judge_moves(lost)
    assert judged == [kept, win, kept]
    claim = claim_of(lost, 75, 1)
    assert share_line(lost, claim, judged) == "Luzon Z60-0007-2  22 tiles left after 3 moves 1:15  🟩⬛🟩"
    assert share_line(lost, claim, judged, "ascii").endswith("  =x=")
    assert share_line(lost, claim, judged, "sentence") == (
        "Luzon Z60-0007-2: 22 tiles left after 3 moves 1:15; 2 moves kept par, 1 lost the win."
    )


def test_codes_on_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(capsys, "deal", "z6o-ooo1-e", "--json")
    assert code == 0 and json.loads(out)["seed"] == 1 and json.loads(out)["code"] == "Z60-0001-E"
    code, _, err = run_cli(capsys, "solve", "Z60-0001-F")
    assert code == 2
    assert (
        err
        == "domino-solitaire: not a deal code: one of its characters is mistyped (the check does not match)\n"
    )
    code, _, err = run_cli(capsys, "deal", "Z60-0001-E", "--seed", "2")
    assert code == 2 and "--seed" in err


def _cli(args: list[str], stdin: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "DOMINO_SOLITAIRE_HOME": str(home), "LANG": "C.UTF-8"}
    return subprocess.run(
        [sys.executable, "-m", "domino_solitaire", *args, "--lang", "en"],
        input=stdin,
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )


def test_a_challenge_written_accepted_and_beaten_through_the_text_mode(tmp_path: Path) -> None:
    first = _cli(
        ["play", "luzon", "--seed", "1", "--text"], "\n".join([*LONG_WIN, "challenge", "quit"]), tmp_path
    )
    assert first.returncode == 0, first.stderr
    line = next(text for text in first.stdout.splitlines() if text.startswith("Z60-0001-E won 16m "))
    refused = _cli(["accept", line.replace("16m", "15m")], "", tmp_path)
    assert refused.returncode == 2 and refused.stderr.count("\n") == 1
    second = _cli(["accept", *line.split(), "--text"], "\n".join([*SHORT_WIN, "quit"]), tmp_path)
    assert second.returncode == 0, second.stderr
    assert "You won in 14 moves; the challenge was won in 16 moves: you beat it." in second.stdout
    assert "as claimed" in second.stdout.splitlines()[0]


@pytest.mark.parametrize("size", [6, 9, 12])
def test_a_good_neighbors_win_of_every_set_is_a_challenge(size: int) -> None:
    """A win on double-9 or double-12 leaves one tile (their tiles are odd in number): "won" says so."""
    from domino_solitaire.solver import solve

    game = Game(make_setup("good-neighbors", size, seed=5))
    for move in solve(game.position).moves:
        game.play(move)
    assert game.position.is_won()
    challenge, replayed = read_challenge(challenge_line(game, claim_of(game, 30, 0)))
    assert challenge.claim == claim_of(game, 30, 0)
    assert replayed.move_texts() == game.move_texts()
