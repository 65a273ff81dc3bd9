"""The stats, history, export and import commands, and their one-line errors."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from domino_solitaire.engine import Game, Transcript, make_setup
from domino_solitaire.store import ENV_VAR, GameStore, open_store
from helpers import run_cli as run
from helpers import save_game

T0 = datetime(2024, 5, 1, 12, 0, tzinfo=timezone.utc)


def one_line_error(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    code, out, err = run(capsys, *args)
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1 and "Traceback" not in err
    return err


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "home"
    monkeypatch.setenv(ENV_VAR, str(folder))
    return folder


def play(store: GameStore, seed: int, started: datetime, moves: int | None = None) -> int:
    game = Game(make_setup("luzon", 6, seed=seed))
    game_id = None
    while not game.is_over and (moves is None or len(game.moves) < moves):
        game.play(game.legal_moves()[0])
        game_id = save_game(store, game, started, elapsed=75.0)
    assert game_id is not None
    return game_id


@pytest.fixture
def games(home: Path) -> list[int]:
    """Won (seed 1), lost (seed 0), won (seed 7), and one in progress (seed 16)."""
    store = open_store(home)
    assert isinstance(store, GameStore)
    with store:
        return [
            play(store, 1, T0),
            play(store, 0, T0 + timedelta(hours=1)),
            play(store, 7, T0 + timedelta(hours=2)),
            play(store, 16, T0 + timedelta(hours=3), moves=2),
        ]


def test_stats_json(capsys: pytest.CaptureFixture[str], games: list[int]) -> None:
    code, out, _ = run(capsys, "stats", "--json")
    assert code == 0
    [kind] = json.loads(out)
    assert kind["played"] == 3 and kind["won"] == 2 and kind["in_progress"] == 1
    assert kind["current_streak"] == 1 and kind["best_streak"] == 1
    assert kind["fewest_moves_in_win"] == 14 and kind["fastest_win_seconds"] == 75.0
    code, out, _ = run(capsys, "stats", "castle-rock", "--json")
    assert (code, json.loads(out)) == (0, [])


def test_stats_table(capsys: pytest.CaptureFixture[str], games: list[int]) -> None:
    code, out, _ = run(capsys, "stats")
    assert code == 0
    row = next(line for line in out.splitlines() if "Luzon d6" in line)
    assert row.split()[2:] == ["3", "2", "66.7", "1", "1", "1:15", "14"]
    assert "1 game still in progress" in out


def test_empty(capsys: pytest.CaptureFixture[str], home: Path) -> None:
    assert run(capsys, "stats")[1] == "No games yet.\n"
    assert run(capsys, "history")[1] == "No games yet.\n"
    assert run(capsys, "history", "--json")[1] == "[]\n"


def test_history(capsys: pytest.CaptureFixture[str], games: list[int]) -> None:
    code, out, _ = run(capsys, "history", "--json", "--limit", "2")
    assert code == 0
    listed = json.loads(out)
    assert [g["id"] for g in listed] == [games[3], games[2]]
    assert listed[0]["result"] == "playing" and listed[1]["result"] == "won"
    assert len(json.loads(run(capsys, "history", "--json", "--limit", "0")[1])) == 4
    code, out, _ = run(capsys, "history")
    assert code == 0
    ids = [line.split()[0] for line in out.splitlines() if "Luzon d6" in line]
    assert ids == [str(i) for i in reversed(games)]


def test_data_dir_option_wins_over_the_environment(
    capsys: pytest.CaptureFixture[str], games: list[int], tmp_path: Path
) -> None:
    code, out, _ = run(capsys, "history", "--json", "--data-dir", str(tmp_path / "elsewhere"))
    assert (code, out) == (0, "[]\n")


def test_export_import_round_trip(
    capsys: pytest.CaptureFixture[str], games: list[int], tmp_path: Path
) -> None:
    code, out, _ = run(capsys, "export", str(games[0]))
    assert code == 0
    record = Transcript.from_json(out)
    assert record.extra["result"] == "won" and len(record.moves) == 14
    path = tmp_path / "won.json"
    assert run(capsys, "export", str(games[0]), "-o", str(path))[0] == 0
    assert Transcript.from_json(path.read_text()) == record

    other = str(tmp_path / "other")
    code, out, _ = run(capsys, "import", str(path), "--data-dir", other)
    assert code == 0 and "added as game 1" in out
    code, out, _ = run(capsys, "import", str(path), str(path), "--data-dir", other)
    assert code == 0 and out.count("already in the history as game 1") == 2
    [kind] = json.loads(run(capsys, "stats", "--json", "--data-dir", other)[1])
    assert (kind["played"], kind["won"]) == (1, 1)


def test_reset_with_yes(capsys: pytest.CaptureFixture[str], games: list[int]) -> None:
    code, out, _ = run(capsys, "stats", "--reset", "--yes")
    assert code == 0 and "3 finished games" in out
    [kind] = json.loads(run(capsys, "stats", "--json")[1])
    assert (kind["played"], kind["in_progress"]) == (0, 1)
    assert len(json.loads(run(capsys, "history", "--json")[1])) == 4


def test_reset_asks_on_a_terminal(
    capsys: pytest.CaptureFixture[str], games: list[int], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys.stdin, "isatty", lambda: True)
    answers = iter(["n", "y"])
    monkeypatch.setattr("builtins.input", lambda _prompt: next(answers))
    assert run(capsys, "stats", "--reset")[1] == "Statistics left as they were.\n"
    assert json.loads(run(capsys, "stats", "--json")[1])[0]["played"] == 3
    assert run(capsys, "stats", "luzon", "--reset")[0] == 0
    assert json.loads(run(capsys, "stats", "--json")[1])[0]["played"] == 0


def test_reset_refuses_without_a_terminal(
    capsys: pytest.CaptureFixture[str], games: list[int], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys.stdin, "isatty", lambda: False)
    assert "--yes" in one_line_error(capsys, "stats", "--reset")
    assert json.loads(run(capsys, "stats", "--json")[1])[0]["played"] == 3


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["export", "99"], "no game 99"),
        (["export", "abc"], "not a game id"),
        (["export", "0"], "ids run from 1 to 9223372036854775807"),
        (["history", "--limit", "x"], "not a whole number"),
        (["history", "--limit", "-3"], "out of range; give 0 (all) to 9223372036854775807"),
        (["stats", "chess"], "there is no game"),
    ],
)
def test_bad_arguments(
    capsys: pytest.CaptureFixture[str], games: list[int], args: list[str], says: str
) -> None:
    assert says in one_line_error(capsys, *args)


def test_a_bad_record_stops_the_import_there(
    capsys: pytest.CaptureFixture[str], games: list[int], tmp_path: Path
) -> None:
    good = tmp_path / "good.json"
    game = Game(make_setup("luzon", 6, seed=21))
    while not game.is_over:
        game.play(game.legal_moves()[0])
    good.write_text(Transcript.of_game(game).to_json())
    bad_json = tmp_path / "bad.json"
    bad_json.write_text('{"game": "luzon", "seed": ')
    illegal = tmp_path / "illegal.json"
    illegal.write_text(json.dumps({"game": "luzon", "set": 6, "seed": 1, "moves": ["3+R3", "1+1"]}))
    unfinished = tmp_path / "unfinished.json"
    unfinished.write_text(json.dumps({"game": "luzon", "set": 6, "seed": 1, "moves": ["3+R3"]}))
    empty = tmp_path / "empty.json"
    empty.write_text(json.dumps({"game": "luzon", "set": 6, "seed": 1, "moves": []}))
    for path, says in [
        (bad_json, "bad JSON"),
        (illegal, 'move 2 "1+1"'),
        (unfinished, "the game is still in play after 1 move; its record cannot be imported"),
        (empty, "no moves"),
        (tmp_path / "missing.json", "no such file"),
        (tmp_path, "is a folder"),
    ]:
        err = one_line_error(capsys, "import", str(path), str(good))
        assert says in err and str(path) in err and "(import stopped there: nothing added, the 1 after" in err
    assert len(json.loads(run(capsys, "history", "--json")[1])) == len(games)
    # Records are imported one at a time: those before a bad one are in the history, and said so.
    code, out, err = run(capsys, "import", str(good), str(bad_json), str(empty))
    assert code == 2 and out.startswith(f"{good}: added as game ")
    assert err.count("\n") == 1 and "bad JSON" in err
    assert "(import stopped there: the record before it is in the history, the 1 after it not read)" in err
    assert len(json.loads(run(capsys, "history", "--json")[1])) == len(games) + 1


def test_export_to_a_missing_folder(
    capsys: pytest.CaptureFixture[str], games: list[int], tmp_path: Path
) -> None:
    assert "cannot write" in one_line_error(capsys, "export", "1", "-o", str(tmp_path / "no" / "such.json"))


def test_unusable_data_dir(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    (tmp_path / "file").write_text("x")
    err = one_line_error(capsys, "history", "--data-dir", str(tmp_path / "file"))
    assert "is a file" in err


def test_moved_aside_warning_on_stderr(capsys: pytest.CaptureFixture[str], home: Path) -> None:
    home.mkdir()
    (home / "games.sqlite3").write_bytes(b"garbage" * 200)
    code, out, err = run(capsys, "history", "--json")
    assert (code, out) == (0, "[]\n")
    assert err.startswith("domino-solitaire: warning:") and "moved it to" in err and err.count("\n") == 1


def test_the_commands_do_not_import_textual(tmp_path: Path) -> None:
    code = (
        "import sys\n"
        "from domino_solitaire.cli import main\n"
        "main(['history', '--json'])\n"
        "assert 'textual' not in sys.modules, 'textual imported'\n"
    )
    env = {**os.environ, ENV_VAR: str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, env=env)
    assert done.returncode == 0, done.stderr


def test_history_and_stats_text_fit_80_columns_and_keep_deal_numbers_whole(
    capsys: pytest.CaptureFixture[str], home: Path
) -> None:
    store = open_store(home)
    assert isinstance(store, GameStore)
    big = 9223372036854775807
    seeds: list[str] = []
    with store:
        for n, (name, size, variant) in enumerate(
            [("good-neighbors", 12, "standard"), ("luzon", 6, "six-ends"), ("castle-rock", 18, "standard")]
        ):
            game = next(
                g
                for s in range(big - 100 * n, 0, -1)
                if (g := Game(make_setup(name, size, variant, seed=s))).legal_moves()
            )
            seeds.append(str(game.setup.seed))
            game.play(game.legal_moves()[0])
            game_id = save_game(
                store, game, T0 + timedelta(hours=n), 9999, elapsed=36_000.0 + n, grade="unwinnable"
            )
            assert game_id is not None
            store.abandon(game_id)
    conn = sqlite3.connect(home / "games.sqlite3")
    with conn:
        conn.execute("UPDATE games SET id = id + 9990, source = 'imported'")
    conn.close()
    for command in ("history", "stats"):
        code, out, _ = run(capsys, command)
        assert code == 0
        assert max(len(line) for line in out.splitlines()) <= 80, out
    out = run(capsys, "history")[1]
    assert all(seed in out for seed in seeds) and "abandoned*" in out and "10:00:00" in out


# -- a solved game, the time, history ids in review; unfinished exports (issue 22 items 8, 11, 13)


@pytest.fixture
def solved(home: Path) -> int:
    """Luzon deal 1 played to its end by autoplay (stored as solved), in 4:07."""
    store = open_store(home)
    assert isinstance(store, GameStore)
    with store:
        game = Game(make_setup("luzon", 6, seed=1))
        game_id = None
        while not game.is_over:
            game.play(game.legal_moves()[0])
            game_id = save_game(store, game, T0, elapsed=247.0, solved=game.is_over)
    assert game_id is not None
    return game_id


def test_a_solved_game_is_solved_in_replay(capsys: pytest.CaptureFixture[str], solved: int) -> None:
    code, out, _ = run(capsys, "replay", str(solved), "--text")
    assert code == 0 and out.startswith("Luzon, double-6, deal 1: solved after 14 moves\n")
    assert "Time: 4:07." in out and "  1. 3+R3  2. 2+3" in out
    code, out, _ = run(capsys, "replay", str(solved), "--json")
    data = json.loads(out)
    assert code == 0 and (data["status"], data["result"]) == ("won", "solved")


def test_review_takes_a_history_id_and_says_solved(capsys: pytest.CaptureFixture[str], solved: int) -> None:
    code, out, err = run(capsys, "review", str(solved))
    lines = out.splitlines()
    assert (code, err) == (0, "")
    assert lines[:3] == [
        "Luzon, double-6, deal 1: solved after 14 moves",
        "Time: 4:07.",
        "The game was solved by autoplay.",
    ]
    code, out, _ = run(capsys, "review", str(solved), "--json")
    data = json.loads(out)
    assert code == 0 and (data["status"], data["result"]) == ("won", "solved")
    # The exported record says so too.
    code, record, _ = run(capsys, "export", str(solved))
    assert json.loads(record)["result"] == "solved"
    assert "there is no game 999 in the history" in one_line_error(capsys, "review", "999")


def test_review_of_a_won_game_says_won(capsys: pytest.CaptureFixture[str], games: list[int]) -> None:
    code, out, _ = run(capsys, "review", str(games[0]))
    assert code == 0 and "won after 14 moves" in out and "The game was won." in out and "Time: 1:15." in out


def test_export_of_a_game_in_play_says_import_would_refuse_it(
    capsys: pytest.CaptureFixture[str], games: list[int], tmp_path: Path
) -> None:
    code, out, err = run(capsys, "export", str(games[3]))
    assert code == 0 and Transcript.from_json(out).moves
    words = "is still in play after 2 moves; its record cannot be imported until the game is finished"
    assert err == f"domino-solitaire: warning: game {games[3]} {words}\n"
    path = tmp_path / "in-play.json"
    path.write_text(out)
    assert one_line_error(capsys, "import", str(path)) == f"domino-solitaire: {path}: the game {words}\n"
    code, _, err = run(capsys, "export", str(games[0]))  # a finished game: no warning
    assert (code, err) == (0, "")


def test_stats_column_titles_come_from_wording(capsys: pytest.CaptureFixture[str], games: list[int]) -> None:
    from domino_solitaire.wording.stats import EXTRA_COLUMNS, STATS_COLUMNS

    code, out, _ = run(capsys, "stats")
    lines = out.splitlines()
    assert code == 0
    assert lines[2].split("  ")[0] == "Game" and [w for w in lines[2].split("  ") if w] == [
        w.strip() for w in STATS_COLUMNS
    ]
    assert [w.strip() for w in lines[5].split("  ") if w] == list(EXTRA_COLUMNS)
    assert "Best left" in EXTRA_COLUMNS and "Best daily" in EXTRA_COLUMNS


def test_export_of_a_game_in_play_to_a_file_that_cannot_be_written_is_one_line(
    capsys: pytest.CaptureFixture[str], games: list[int], tmp_path: Path
) -> None:
    err = one_line_error(capsys, "export", str(games[3]), "-o", str(tmp_path / "no" / "such" / "out.json"))
    assert "cannot write it" in err and "still in play" not in err


def test_a_records_other_fields_are_kept_up_to_4_kib(
    capsys: pytest.CaptureFixture[str], home: Path, tmp_path: Path
) -> None:
    game = Game(make_setup("luzon", 6, seed=21))
    while not game.is_over:
        game.play(game.legal_moves()[0])
    kept = tmp_path / "kept.json"
    kept.write_text(Transcript.of_game(game, {"player": "Ann", "notes": "x" * 3900}).to_json())
    code, out, _ = run(capsys, "import", str(kept))
    assert code == 0 and "added as game 1" in out
    code, out, _ = run(capsys, "export", "1")
    assert json.loads(out)["notes"] == "x" * 3900 and json.loads(out)["player"] == "Ann"
    # 1 MB of fields the history does not read: refused (the fields it reads do not count).
    big = tmp_path / "big.json"
    big.write_text(Transcript.of_game(game, {"result": "lost", "stuff": "y" * 600_000}).to_json())
    err = one_line_error(capsys, "import", str(big))
    assert "its other fields (those the history does not read) take 586 KiB" in err
    assert "keeps at most 4 KiB of them" in err
    assert len(json.loads(run(capsys, "history", "--json")[1])) == 1
