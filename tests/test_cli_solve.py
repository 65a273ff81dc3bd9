"""The solve, review and analyze commands, and their one-line errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from domino_solitaire.engine import Game, Status, Transcript, format_tiles, make_setup
from domino_solitaire.solver import solve_setup
from helpers import run_cli as run


def test_solve_seed_json_replays_to_won(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "solve", "good-neighbors", "--set", "9", "--seed", "4", "--json")
    assert code == 0
    data = json.loads(out)
    assert set(data) == {"winnable", "par", "moves", "nodes", "seconds", "code"}
    assert data["code"] == "G90-0004-Z"
    assert data["winnable"] is True
    setup = make_setup("good-neighbors", 9, seed=4)
    assert Game.replay(setup, data["moves"]).status is Status.WON


def test_solve_text_lists_the_line(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "solve", "luzon", "--seed", "2")
    assert code == 0
    first = out.splitlines()[0]
    assert first.startswith("Luzon, double-6, deal 2 (Z60-0002-8): ")
    result = solve_setup(make_setup("luzon", seed=2))
    if result.winnable:
        assert f"can be won in {len(result.moves)} moves" in first
        assert f"   1. {result.moves[0]}" in out
    else:
        assert "cannot be won" in first


def test_solve_explicit_deal_and_deals_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    deals = [format_tiles(make_setup("castle-rock", seed=s).deal) for s in (1, 2, 3)]
    code, out, _ = run(capsys, "solve", "castle-rock", "--deal", deals[0], "--json")
    assert code == 0 and json.loads(out)["winnable"] is not None
    single = json.loads(out)

    path = tmp_path / "deals.txt"
    path.write_text(f"# three deals\n{deals[0]}\n\n   \n{deals[1]}  # the second\n{deals[2]}\n")
    code, out, _ = run(capsys, "solve", "castle-rock", "--deals", str(path), "--json")
    assert code == 0
    lines = [json.loads(line) for line in out.splitlines()]
    assert len(lines) == 3
    assert lines[0]["winnable"] == single["winnable"] and lines[0]["moves"] == single["moves"]
    for seed, data in zip((1, 2, 3), lines, strict=True):
        assert data["winnable"] == solve_setup(make_setup("castle-rock", seed=seed)).winnable


def test_solve_limit_hit_gives_null(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys, "solve", "good-neighbors", "--seed", "3", "--limit-seconds", "0.000000001", "--json"
    )
    assert code == 0
    data = json.loads(out)
    assert data["winnable"] is None and data["moves"] == []


def bad_deals_file(tmp_path: Path) -> str:
    path = tmp_path / "bad.txt"
    path.write_text(format_tiles(make_setup("luzon", seed=1).deal) + "\n0-0 0-1\n")
    return str(path)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["solve", "chess", "--seed", "1"], "there is no game"),
        (["solve", "luzon", "--set", "9", "--seed", "1"], "Luzon is played with the double-6 set only"),
        (["solve", "luzon", "--seed", "x1"], '"x1" is not a deal number'),
        (["solve", "luzon"], "give exactly one of --seed, --deal and --deals"),
        (["solve", "luzon", "--seed", "1", "--deals", "f"], "give exactly one of"),
        (["solve", "luzon", "--deal", "0-0 0-1"], "not one full double-6 set"),
        (["solve", "luzon", "--seed", "1", "--limit-seconds", "-1"], "above 0 and at most 86400 (one day)"),
        (["solve", "luzon", "--seed", "1", "--limit-seconds", "soon"], "is not a number of seconds"),
        (["solve", "luzon", "--deals", "/no/such/file"], "no such file"),
        (["solve", "luzon", "--deals", "BAD"], "line 2: the deal is not one full double-6 set"),
        (["review", "/no/such/record.json"], "no such file"),
        (["analyze", "luzon", "--seeds", "9-3"], "runs backwards"),
        (["analyze", "luzon", "--seeds", "a-b"], '"a" is not a deal number'),
        # A range too long for len(): the bound is checked before the range is built.
        (["analyze", "luzon", "--seeds", "0-9223372036854775807"], "at most 10000000 deals at a time"),
        (["analyze", "luzon", "--seeds", "5-10000005"], "at most 10000000 deals at a time"),
        (["analyze", "luzon", "--seeds", "1-2", "--jobs", "0"], "give a whole number from 1 to 256"),
        (["analyze", "luzon", "--seeds", "1-2", "--jobs", "two"], "give a whole number from 1 to 256"),
        (["analyze", "castle-rock", "--set", "7", "--seeds", "1"], "not double-7"),
        (["analyze", "luzon", "--variant", "odd", "--seeds", "1"], 'no variant "odd"'),
        (["analyze", "luzon"], "required: --seeds"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, args: list[str], message: str
) -> None:
    args = [bad_deals_file(tmp_path) if a == "BAD" else a for a in args]
    code, out, err = run(capsys, *args)
    assert code == 2
    assert out == ""
    assert len(err.strip().splitlines()) == 1, err
    assert message in err


def lost_record(tmp_path: Path) -> tuple[Path, Game]:
    """A record of a winnable Luzon deal thrown away by always making the last legal move."""
    for seed in range(1, 50):
        setup = make_setup("luzon", seed=seed)
        if not solve_setup(setup).winnable:
            continue
        game = Game(setup)
        while not game.is_over:
            game.play(game.legal_moves()[-1])
        if game.status is Status.LOST:
            path = tmp_path / "lost.json"
            path.write_text(Transcript.of_game(game).to_json())
            return path, game
    raise AssertionError("no such game")


def test_review_names_the_losing_move(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path, game = lost_record(tmp_path)
    code, out, _ = run(capsys, "review", str(path), "--json")
    assert code == 0
    data = json.loads(out)
    assert data["status"] == "lost" and data["deal_winnable"] is True and data["complete"] is True
    number = data["losing_move_number"]
    assert data["losing_move"] == game.move_texts()[number - 1]
    assert data["last_winnable"] == number - 1
    moves = game.move_texts()[: number - 1] + data["line"]
    assert Game.replay(game.setup, moves).status is Status.WON

    code, out, _ = run(capsys, "review", str(path))
    assert code == 0
    assert f'move {number} "{data["losing_move"]}" lost it' in out


def test_review_of_a_bad_record(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    path.write_text(
        json.dumps({"format": "domino-solitaire/1", "game": "luzon", "seed": 1, "moves": ["9+9"]})
    )
    code, out, err = run(capsys, "review", str(path))
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
    assert 'move 1 "9+9"' in err


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_analyze_json(capsys: pytest.CaptureFixture[str], jobs: str) -> None:
    code, out, _ = run(capsys, "analyze", "luzon", "--seeds", "1-30", "--jobs", jobs, "--json")
    assert code == 0
    data = json.loads(out)
    expected = sum(bool(solve_setup(make_setup("luzon", seed=s)).winnable) for s in range(1, 31))
    assert data["deals"] == 30 and data["winnable"] == expected and data["undecided"] == 0
    assert data["winnable"] + data["not_winnable"] == 30
    assert 0 <= data["greedy_won"] <= data["winnable"]
    assert data["median_seconds"] <= data["p99_seconds"] <= data["max_seconds"]
    assert data["jobs"] == int(jobs)


def test_analyze_text(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "analyze", "castle-rock", "--set", "9", "--seeds", "5", "--jobs", "1")
    assert code == 0
    assert out.startswith("Castle Rock, double-9, deals 5-5 (1 deal)\n")  # one deal, not "1 deals"
    assert "perfect play:" in out and "greedy player:" in out and "median" in out
