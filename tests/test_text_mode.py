"""The text mode (``play GAME --text``): the game line by line on standard input and output.

Driven in-process through ``textmode.game.run_text`` with text streams (a clock that moves on five
seconds per line read), and once through a real pipe for the exit status and the bytes.
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from collections.abc import Iterable
from datetime import date
from pathlib import Path

import pytest

from domino_solitaire.engine import Game, Setup, Status, make_setup
from domino_solitaire.play import change_of
from domino_solitaire.play.advice import verdict_of
from domino_solitaire.records import GameRecord, Result
from domino_solitaire.rulebook import plain_lines
from domino_solitaire.solver import Hint, solve
from domino_solitaire.solver.verdict import Outlook
from domino_solitaire.store import GameStore, open_store
from domino_solitaire.textmode.events import legal_words
from domino_solitaire.textmode.game import run_text
from domino_solitaire.textmode.lines import MAX_LINE, LineReader
from domino_solitaire.wording.moves import change_text, tiles_list
from domino_solitaire.wording.text import notation_of, spoken_clock
from domino_solitaire.wording.textmode import legal_moves_text, spoken_layout

SRC = Path(__file__).resolve().parents[1] / "src"

#: A winnable deal of each game (the solver's line wins it), small enough to play fast.
WINNABLE = [("luzon", 6, 1), ("castle-rock", 6, 2), ("good-neighbors", 6, 1), ("good-neighbors", 12, 1)]


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class Lines(io.StringIO):
    """Standard input whose every line read moves the clock on (the player takes their time)."""

    def __init__(self, text: str, clock: Clock, step: float = 5.0) -> None:
        super().__init__(text)
        self.clock = clock
        self.step = step

    def readline(self, size: int = -1, /) -> str:  # type: ignore[override]
        self.clock.now += self.step
        return super().readline(size)


def drive(
    folder: Path,
    lines: Iterable[str] | str,
    setup: Setup | None = None,
    *,
    resume: GameRecord | None = None,
    daily: date | None = None,
    clock: Clock | None = None,
    winnable: bool = False,
    difficulty: str | None = None,
    grade: bool = False,
) -> list[str]:
    text = lines if isinstance(lines, str) else "".join(line + "\n" for line in lines)
    out = io.StringIO()
    clock = clock or Clock()
    code = run_text(
        setup,
        data_dir=str(folder),
        resume=resume,
        daily=daily,
        winnable=winnable,
        difficulty=difficulty,
        stdin=Lines(text, clock),
        stdout=out,
        clock=clock,
        new_seed=lambda: 7,
        grade=grade,
    )
    assert code == 0
    return out.getvalue().splitlines()


def history(folder: Path) -> list[GameRecord]:
    store = open_store(str(folder))
    assert isinstance(store, GameStore)
    with store:
        return store.history()


def solver_line(setup: Setup) -> list[str]:
    found = solve(setup.opening())
    assert found.winnable
    return found.notation()


# -- whole games ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(("game", "size", "seed"), WINNABLE)
def test_a_whole_game_to_a_win_for_each_game(tmp_path: Path, game: str, size: int, seed: int) -> None:
    setup = make_setup(game, size, seed=seed)
    line = solver_line(setup)
    out = drive(tmp_path, [*line, "moves"], setup)
    played = [text for text in out if text.startswith("Played ")]
    said = [text.split(":")[0].split(".")[0].removeprefix("Played ") for text in played]
    # Each move as it is typed back; a Good Neighbors turn of more than two pairs by its count.
    assert [notation_of(move, setup.rules) if "pairs" not in move else move for move in said] == [
        f"{move.count('+')} pairs" if move.count("+") > 2 else move for move in line
    ]
    assert "You won!" in out
    # The state line at the end, its time the stored time.
    (info,) = history(tmp_path)
    seconds = int(info.duration or 0)
    assert any(text.startswith(f"{len(line)} moves in {spoken_clock(seconds)}.") for text in out)
    assert out[-2] == "No move can be made." and out[-1] == "Goodbye."
    assert not any(text.startswith(("status: ", "moves: ")) for text in out)  # no machine lines for people
    assert (info.result, info.move_count, info.hints, info.origin) == (Result.WON, len(line), 0, "new")
    # Five seconds a line, from the first line read to the winning move.
    assert info.duration == pytest.approx(5.0 * len(line))


def test_a_hinted_win_sets_no_record_and_an_unhinted_one_does(tmp_path: Path) -> None:
    setup = make_setup("luzon", 6, seed=1)
    line = solver_line(setup)
    out = drive(tmp_path / "hinted", ["hint", *line], setup)
    assert out[out.index("You won!") + 1].endswith(
        "With 1 hint: no record (fastest and fewest count unassisted wins). Streak: 1 win in a row."
    )
    (info,) = history(tmp_path / "hinted")
    assert info.hints == 1 and info.result is Result.WON
    store = open_store(str(tmp_path / "hinted"))
    assert isinstance(store, GameStore)
    with store:
        (stats,) = store.stats("luzon")
    assert stats.won == 1 and stats.fastest_win is None and stats.fewest_moves is None

    out = drive(tmp_path / "clean", line, setup)
    assert "no record" not in out[out.index("You won!") + 1]
    store = open_store(str(tmp_path / "clean"))
    assert isinstance(store, GameStore)
    with store:
        (stats,) = store.stats("luzon")
    assert stats.fewest_moves == len(line) and stats.fastest_win is not None


def test_a_lost_game_says_so_and_moves_says_none(tmp_path: Path) -> None:
    setup = make_setup("castle-rock", 6, seed=2)  # winnable
    game = Game(setup)
    while not game.is_over:  # the first legal move every time: deal 2 is lost that way
        game.play(game.legal_moves()[0])
    assert game.status is Status.LOST
    out = drive(tmp_path, [*game.move_texts(), "moves", "help", "x2"], setup)
    assert "No moves left: the game is lost." in out
    lost = out.index("No moves left: the game is lost.")
    # The review at once (what can be done next is help's: the answer is heard in 15 s).
    assert out[lost + 1].startswith("Move ") and " lost the game: it could still be won " in out[lost + 1]
    assert out[lost + 1].count("Move ") == 1  # the move that lost par too, named once
    assert "No move can be made." in out
    # What can be done next is help's, first.
    assert out[out.index("No move can be made.") + 1].startswith("Type undo to take back moves")
    assert out[-2] == "Not played: the game is over (lost)."
    (info,) = history(tmp_path)
    assert info.result is Result.LOST and info.par == 0  # the review found the deal's par


# -- the protocol ------------------------------------------------------------------------------------


def test_moves_is_one_sentence_of_moves_in_notation() -> None:
    luzon = make_setup("luzon", 6, seed=42).opening()
    assert legal_moves_text(legal_words(luzon)) == "3 legal moves: 2+4, 3+4, 5+R2."
    neighbors = make_setup("good-neighbors", 12, seed=42).opening()
    words = legal_words(neighbors)
    # Single pairs only, each a legal one-pair turn, in the legal-move order.
    singles = [str(m) for m in neighbors.legal_moves() if " " not in str(m)]
    assert words == singles and words[0] == "b1+c2"
    rock = make_setup("castle-rock", 6, seed=42).opening()
    assert legal_words(rock) == [str(m) for m in rock.legal_moves()]
    assert legal_moves_text([]) == "No move can be made."


def test_a_good_neighbors_turn_is_its_pairs_on_one_line(tmp_path: Path) -> None:
    setup = make_setup("good-neighbors", 12, seed=42)
    out = drive(tmp_path, ["b1+c2 c1+d2 a2+b2 b3+c3"], setup)
    played = next(text for text in out if text.startswith("Played "))
    # Counted, not read cell by cell: the turn is the player's own, and the answer short.
    assert played == "Played 4 pairs: removed 8 tiles; closed up from b1; drew 8 tiles from the stock."


HIDDEN = "Whether the deal can still be won is hidden until the game ends (verdict shows it again)."


def test_every_command(tmp_path: Path) -> None:
    setup = make_setup("luzon", 6, seed=42)
    commands = [
        "help", "moves", "status", "hint", "2+4", "undo", "redo", "restart", "REDO", "look", "rules",
        "verdict", "status", "verdict", "new", "maybe", "n", "new", "y", "quit", "moves",
    ]  # fmt: skip
    out = drive(tmp_path, commands, setup)
    text = "\n".join(out)
    assert out[0] == "A new game. Type help for the commands, moves for the legal moves."
    assert out[1] == "Game: Luzon. Set: double-6. Variant: standard. Deal: 42."
    assert out[2].startswith("Playing: 0 moves, 28 tiles left, 0 of 28 removed, time 0 seconds")
    assert out[3] == "Column 1: foot 3-5, 4 tiles above it."  # no machine line
    assert "Reserve: R1 1-4, R2 3-4, R3 0-5." in out
    assert any(line.startswith("Commands: look") for line in out)  # help
    assert "3 legal moves: 2+4, 3+4, 5+R2." in out
    assert any(line.startswith("Playing: 0 moves") and line.endswith("it can still be won.") for line in out)
    assert "Hint: 2+4, the next move of a winning line (15 moves)." in out
    assert "Played 2+4: removed 1-1 and 5-5; revealed 1-5 and 2-2." in out
    assert "Took back 2+4. 28 tiles left." in out
    assert sum(line.startswith("Played 2+4 again") for line in out) == 2  # redo, REDO
    assert any(line.startswith("Back to the opening of this deal") for line in out)
    assert "Discard all 28 tiles of the set in pairs whose pips total 12 (for example" in text  # rules
    assert "```" not in text and not any(line.startswith("#") for line in out)  # diagrams keep [##]
    assert HIDDEN in out
    hidden = out.index(HIDDEN)
    assert "can still be won" not in out[hidden + 1]  # status keeps it to itself
    assert "Give up this game and deal a new one? (y or n)" in out
    # Asked, asked again after "maybe", asked.
    assert out.count("Give up this game and deal a new one? (y or n)") == 3
    assert "Answer y or n." in out and "The game goes on." in out
    assert out.count("Game: Luzon. Set: double-6. Variant: standard. Deal: 7.") == 1  # new, with the deal 7
    assert out[-1] == "Goodbye."  # quit: the last line, the moves after it never read
    # The game given up for the new deal, with its hint; the new deal counts from its first move.
    (given_up,) = history(tmp_path)
    assert (given_up.seed, given_up.result, given_up.hints) == (42, Result.ABANDONED, 1)


def test_undo_redo_and_restart_refused_at_the_opening(tmp_path: Path) -> None:
    out = drive(tmp_path, ["undo", "redo", "restart"], make_setup("luzon", 6, seed=42))
    assert out[-4:] == [
        "There is no move to undo yet.",
        "There is no move to redo: redo replays moves taken back with undo.",
        "This is the opening already.",
        "Goodbye.",
    ]


# -- hostile input ----------------------------------------------------------------------------------


def test_bad_input_gets_one_line_and_the_game_goes_on(tmp_path: Path) -> None:
    setup = make_setup("luzon", 6, seed=42)
    huge = "2+4" * 350_000  # over a megabyte on one line
    lines = ["junk", "9+9", "1+2", "x3", huge, "\x1b[31m2+4\x07\x00", "2+4 \u202e", "", "moves"]
    out = drive(tmp_path, lines, setup)
    answers = out[out.index("Reserve: R1 1-4, R2 3-4, R3 0-5.") + 1 :]
    assert answers == [
        'Not a move or a command: "junk". Type help for the commands.',
        'Not played: "9" is neither a column 1-5 nor a reserve slot R1-R3.',
        "Not played: 3-5 and 1-1 total 10 pips, not 12.",
        'Not a move or a command: "x3". Type help for the commands.',
        "That line is too long to be a move or a command; it was ignored.",
        'Not a move or a command: "\\x1b[31m2+4\\x07\\x00". Type help for the commands.',
        'Not played: "4 \\u202e" is neither a column 1-5 nor a reserve slot R1-R3.',
        "3 legal moves: 2+4, 3+4, 5+R2.",
        "Goodbye.",
    ]
    assert all(ch.isprintable() for line in out for ch in line)


def test_a_line_of_any_length_is_read_a_bounded_piece_at_a_time() -> None:
    class Counting(io.StringIO):
        def readline(self, size: int = -1, /) -> str:  # type: ignore[override]
            assert 0 < size <= MAX_LINE
            return super().readline(size)

    reader = LineReader(Counting("x" * (3 * MAX_LINE + 5) + "\nlook\nlast"))
    assert reader.read() == ("x" * MAX_LINE, True)
    assert reader.read() == ("look", False)
    assert reader.read() == ("last", False)  # no line break at the end
    assert reader.read() is None


def test_a_terminal_gets_a_prompt(monkeypatch: pytest.MonkeyPatch) -> None:
    prompts: list[str] = []
    answers = iter(["look"])

    def fake_input(prompt: str = "") -> str:
        prompts.append(prompt)
        try:
            return next(answers)
        except StopIteration:
            raise EOFError from None

    monkeypatch.setattr("builtins.input", fake_input)
    reader = LineReader(io.StringIO(), terminal=True)
    assert reader.read() == ("look", False)
    assert reader.read() is None
    assert prompts == ["> ", "> "]


# -- end of input, resume, the unfinished game -----------------------------------------------------


def test_end_of_input_saves_the_game_and_resume_goes_on_from_it(tmp_path: Path) -> None:
    setup = make_setup("luzon", 6, seed=1)
    line = solver_line(setup)
    out = drive(tmp_path, line[:3], setup)
    assert out[-1] == "Game saved: domino-solitaire resume --text plays on from here."
    (info,) = history(tmp_path)
    assert (info.result, info.move_count) == (Result.PLAYING, 3)
    # Five seconds a line, the wait before the end of the input too: the player was at the game.
    assert info.duration == pytest.approx(20.0)

    out = drive(tmp_path, [*line[3:], "quit"], resume=info)
    assert out[0] == "Resumed after 3 moves. Type help for the commands, moves for the moves."
    assert "time 20 seconds" in out[2]
    assert "You won!" in out and out[-1] == "Goodbye."
    (info,) = history(tmp_path)
    assert (info.result, info.move_count, info.hints) == (Result.WON, len(line), 0)
    assert info.duration == pytest.approx(20.0 + 5.0 * (len(line) - 3))  # the win stopped the clock


def test_play_offers_to_resume_the_unfinished_game_of_its_kind(tmp_path: Path) -> None:
    setup = make_setup("castle-rock", 6, seed=2)
    drive(tmp_path, ["x3"], setup)
    out = drive(tmp_path, ["what", "r", "status"], make_setup("castle-rock", 6, seed=9))
    assert out[0] == (
        "You have an unfinished Castle Rock, double-6, deal 2 (1 move): "
        "resume (r) or give up and deal a new one (g)?"
    )
    assert out[1] == "Answer with one of the letters in brackets, or q to quit."
    assert out[2] == out[0]  # junk gets the question again
    assert out[3].startswith("Resumed after 1 move.")
    other = make_setup("castle-rock", 6, seed=9)
    out = drive(tmp_path, ["G", str(other.opening().legal_moves()[0])], other)
    assert "Deal: 9." in out[2]
    results = sorted((info.seed, info.result) for info in history(tmp_path))
    assert results == [(2, Result.ABANDONED), (9, Result.PLAYING)]
    # At the end of the input the question changes nothing.
    asked = drive(tmp_path, [], make_setup("castle-rock", 6, seed=4))
    assert asked[-1].startswith("You have an unfinished Castle Rock") and asked[-1].endswith("(g)?")
    assert len(history(tmp_path)) == 2


def test_the_daily_deal_is_recorded_as_daily(tmp_path: Path) -> None:
    from domino_solitaire.solver import daily_deal

    day = date(2026, 11, 30)
    daily = daily_deal("luzon", None, None, day)
    setup = make_setup("luzon", 6, seed=daily.seed)
    out = drive(tmp_path, [*solver_line(setup)[:1]], setup, daily=day)
    assert out[1].endswith(f"Deal: the daily deal of November 30, 2026 (number {daily.seed}).")
    (info,) = history(tmp_path)
    assert (info.origin, str(info.daily)) == ("daily", "2026-11-30")


# -- through a pipe -------------------------------------------------------------------------------


def run_pipe(args: list[str], data: bytes, home: Path) -> subprocess.CompletedProcess[bytes]:
    env = {**os.environ, "PYTHONPATH": str(SRC), "DOMINO_SOLITAIRE_HOME": str(home)}
    return subprocess.run(
        [sys.executable, "-m", "domino_solitaire", *args],
        input=data,
        capture_output=True,
        env=env,
        timeout=60,
    )


def test_through_a_pipe_no_prompt_exit_0_and_2_for_bad_arguments(tmp_path: Path) -> None:
    done = run_pipe(["play", "luzon", "--seed", "42", "--text"], b"moves\n\xff\xfe2+4\n2+4\n", tmp_path)
    assert done.returncode == 0, done.stderr
    out = done.stdout.decode()
    assert "> " not in out and "3 legal moves: 2+4, 3+4, 5+R2.\n" in out
    assert 'Not a move or a command: "\ufffd\ufffd2+4"' in out
    assert "Played 2+4: removed 1-1 and 5-5; revealed 1-5 and 2-2." in out
    assert out.endswith("Game saved: domino-solitaire resume --text plays on from here.\n")
    bad = run_pipe(["play", "luzon", "--seed", "nope", "--text"], b"", tmp_path)
    assert bad.returncode == 2 and bad.stdout == b"" and len(bad.stderr.decode().splitlines()) == 1
    resumed = run_pipe(["resume", "--text"], b"look\n", tmp_path)
    assert resumed.returncode == 0 and "Resumed after 1 move." in resumed.stdout.decode()


# -- the pure parts ---------------------------------------------------------------------------------


def test_what_a_move_changed_is_said_from_the_two_positions() -> None:
    game = Game(make_setup("good-neighbors", 12, seed=42))
    before = game.position
    move = game.play("b1+c2")
    said = change_text(change_of(move, before, game.position))
    assert said.startswith("Played b1+c2: removed ") and "; closed up from b1; drew " in said
    rock = Game(make_setup("castle-rock", 6, seed=42))
    before = rock.position
    move = rock.play(rock.legal_moves()[0])
    drawn = before.stock[: len(before.stock) - len(rock.position.stock)]
    said = change_text(change_of(move, before, rock.position))
    # Up to three tiles drawn are named, more counted (``drawn`` names them).
    named = f"drew {tiles_list(drawn)} from the stock" if len(drawn) <= 3 else f"drew {len(drawn)} tiles from"
    assert (named in said) is bool(drawn)
    luzon = Game(make_setup("luzon", 6, seed=1))
    for text in solver_line(luzon.setup):
        before = luzon.position
        move = luzon.play(text)
        said = change_text(change_of(move, before, luzon.position))
        assert (f"moved into column {text[-1]}" in said) is (">" in text)


def test_the_layout_reads_aloud_without_drawing_characters() -> None:
    neighbors = spoken_layout(make_setup("good-neighbors", 12, seed=42).opening())
    assert neighbors[0] == "Row 1: a1 3-3, b1 6-7, c1 2-5, d1 3-8."
    rock = spoken_layout(make_setup("castle-rock", 6, seed=42).opening())
    assert rock[0].startswith("Row of ") and ", from the left: position 1: " in rock[-1]
    for game in ("good-neighbors", "luzon", "castle-rock"):
        for line in spoken_layout(make_setup(game, seed=3).opening()):
            assert line.isascii() and line.isprintable() and "|" not in line


def test_the_rules_read_as_plain_lines() -> None:
    lines = plain_lines(
        "# Luzon\n\nSome **bold** `2+5`.\n\n```\n[ ] [ ]\n```\n| a | b |\n|---|---|\n| 1 | 2 |\n"
    )
    assert lines == ["Luzon", "Some bold 2+5.", "[ ] [ ]", "a: b", "1: 2"]


class _Found:
    def __init__(self, winnable: bool | None, undos: int | None = None, par: int | None = None) -> None:
        self.winnable, self.undos, self.par = winnable, undos, par
        self.line = ["m"]


@pytest.mark.parametrize(
    ("found", "outlook"),
    [
        (_Found(True), Outlook.WINNABLE),
        (_Found(False, 2, 1), Outlook.NOT_WINNABLE),
        (_Found(None), Outlook.UNKNOWN),
    ],
)
def test_the_verdict_rule_lives_in_one_pure_function(found: _Found, outlook: Outlook) -> None:
    game = Game(make_setup("luzon", 6, seed=42))

    def think(game: Game, limit: float | None, stop: object) -> Hint:
        return found  # type: ignore[return-value]

    verdict = verdict_of(game, 1.0, lambda: False, think)
    assert verdict.outlook is outlook
    if outlook is Outlook.NOT_WINNABLE:
        assert verdict.undos == 2 and verdict.par == 1 and list(map(str, verdict.line)) == ["m"]


def test_a_game_played_in_another_window_is_left_alone(tmp_path: Path) -> None:
    from domino_solitaire.play import PlaySession
    from domino_solitaire.store.keeper import GameKeeper

    elsewhere = GameKeeper.open(tmp_path)
    try:
        setup = make_setup("luzon", 6, seed=1)
        session = PlaySession(setup, sink=elsewhere, clock=Clock())
        session.play(solver_line(setup)[0])
        elsewhere.flush()
        out = drive(tmp_path, ["l", "n", "moves"], make_setup("luzon", 6, seed=42))
        assert out[0] == (
            "Your Luzon, double-6, deal 1 is being played in another window or tab; nothing here "
            "changes it. Deal a new one (n), or look at it (l)?"
        )
        assert out[1].startswith("Column 1: foot ")  # l: its layout, then the question again
        assert out.count(out[0]) == 2
        assert (
            "Game: Luzon. Set: double-6. Variant: standard. Deal: 42." in out
            and "3 legal moves: 2+4, 3+4, 5+R2." in out
        )
        (info,) = history(tmp_path)
        assert (info.seed, info.result, info.move_count) == (1, Result.PLAYING, 1)  # untouched
        out = drive(tmp_path, ["q"], resume=info)
        assert out[-1] == out[0]
    finally:
        elsewhere.close()


def test_a_signal_ends_the_text_mode_as_quit_does(tmp_path: Path) -> None:
    import signal

    env = {**os.environ, "PYTHONPATH": str(SRC), "DOMINO_SOLITAIRE_HOME": str(tmp_path)}
    command = [sys.executable, "-m", "domino_solitaire", "play", "luzon", "--seed", "42", "--text"]
    with subprocess.Popen(
        command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env, text=True
    ) as child:
        assert child.stdin is not None and child.stdout is not None
        child.stdin.write("2+4\n")
        child.stdin.flush()
        for line in child.stdout:  # the move is made (and saved) before the signal comes
            if line.startswith("Played 2+4"):
                break
        else:
            pytest.fail("the move was not answered")
        child.send_signal(signal.SIGTERM)
        assert child.wait(timeout=30) == 128 + signal.SIGTERM
    (info,) = history(tmp_path)
    assert (info.result, info.move_count) == (Result.PLAYING, 1)


def test_the_deal_s_grade_is_kept_with_the_game(tmp_path: Path) -> None:
    drive(tmp_path, ["2+4"], make_setup("luzon", 6, seed=42), grade=True)
    (info,) = history(tmp_path)
    assert info.grade == "hard"  # deal 42's grade (solver.grade)


@pytest.mark.parametrize(("winnable", "difficulty"), [(True, None), (False, "easy")])
def test_new_deals_keep_winnable_only_and_the_difficulty(
    tmp_path: Path, winnable: bool, difficulty: str | None
) -> None:
    from domino_solitaire.solver import Grade, graded_seed, winnable_seed

    out = drive(tmp_path, ["new"], make_setup("luzon", 6, seed=42), winnable=winnable, difficulty=difficulty)
    if difficulty is None:
        seed = winnable_seed("luzon", 6, "standard", start=7)
        assert "Looking for a winnable deal…" in out
    else:
        seed = graded_seed("luzon", 6, "standard", Grade(difficulty), start=7)
        assert "Looking for a deal graded easy…" in out
    assert f"Game: Luzon. Set: double-6. Variant: standard. Deal: {seed}." in out


def test_the_command_line_s_text_flag(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from domino_solitaire.cli import main

    monkeypatch.setattr(sys, "stdin", io.StringIO("moves\n"))
    code = main(["play", "luzon", "--seed", "5", "--winnable", "--text", "--data-dir", str(tmp_path)])
    out, err = capsys.readouterr()
    assert code == 0 and err == "Looking for a winnable deal…\n"
    assert "legal move" in out.splitlines()[-2] and out.splitlines()[-1] == "Goodbye."
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert main(["daily", "luzon", "--date", "2026-11-30", "--text", "--data-dir", str(tmp_path)]) == 0
    assert "the daily deal of November 30, 2026" in capsys.readouterr().out
    assert main(["daily", "luzon", "--date", "someday", "--text", "--data-dir", str(tmp_path)]) == 2
    assert main(["resume", "--text", "--data-dir", str(tmp_path)]) == 2  # nothing to resume
    assert capsys.readouterr().err.endswith("there is no unfinished game to resume\n")


def test_the_news_count_the_earlier_games_as_the_statistics_do(tmp_path: Path) -> None:
    """The text mode's session is measured against the player's history, as the screen's is."""
    from domino_solitaire.records.stats import tally

    setup = make_setup("luzon", 6, seed=1)
    line = solver_line(setup)
    first = drive(tmp_path, line, setup)
    assert any("Streak: 1 win in a row." in text for text in first)
    second = drive(tmp_path, line, setup, clock=Clock())
    assert any("Streak: 2 wins in a row." in text for text in second)
    # Both as fast: the second sets no new fastest win (the first one stands).
    assert not any("New fastest win" in text for text in second)
    assert tally(history(tmp_path)).current_streak == 2


def test_a_game_from_a_script_is_recorded_as_scripted(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Input that is no terminal (a pipe): the game counts as played and won, and sets no record."""
    from domino_solitaire.cli import main
    from domino_solitaire.records import Origin

    setup = make_setup("luzon", 6, seed=1)
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(f"{move}\n" for move in solver_line(setup))))
    assert main(["play", "luzon", "--seed", "1", "--text", "--data-dir", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "You won!" in out and "New fastest" not in out and "New fewest" not in out
    assert "Played from a script (the input was no terminal): it counts as played" in out
    (info,) = history(tmp_path)
    assert (info.result, info.origin, info.sets_records) == (Result.WON, Origin.SCRIPTED, False)
    assert main(["stats", "luzon", "--json", "--data-dir", str(tmp_path)]) == 0
    (stats,) = json.loads(capsys.readouterr().out)
    assert (stats["played"], stats["won"], stats["current_streak"]) == (1, 1, 1)
    assert stats["fastest_win_seconds"] is None and stats["fewest_moves_in_win"] is None


def test_a_hint_asked_for_again_is_not_counted_again(tmp_path: Path) -> None:
    setup = make_setup("luzon", 6, seed=1)
    out = drive(tmp_path, ["hint", "hint", "status"], setup)
    hints = [text for text in out if text.startswith("Hint: ")]
    assert len(hints) == 2 and hints[0] == hints[1]
    assert out[-2].startswith("Playing: 0 moves,") and " 1 hint;" in out[-2]


def test_the_store_s_notices_are_sentences_not_reprs(tmp_path: Path) -> None:
    """An unusable data folder and a database moved aside are said as ``stats`` and ``puzzle`` say
    them, never as Python's reprs."""
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    out = drive(blocker / "data", ["quit"], make_setup("luzon", 6, seed=1))
    assert out[0].startswith("Note: cannot create the data folder") and "games will not be saved" in out[0]
    garbage = tmp_path / "garbage"
    garbage.mkdir()
    (garbage / "games.sqlite3").write_bytes(os.urandom(4096))
    out = drive(garbage, ["quit"], make_setup("luzon", 6, seed=1))
    assert out[0].startswith("Note: ") and "moved it to" in out[0]
    assert not any("(problem=" in text or "PosixPath" in text for text in out)
