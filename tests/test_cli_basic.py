"""The list, rules, deal and replay commands, and their one-line errors."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from domino_solitaire.engine import Game, Transcript, make_setup
from domino_solitaire.tui.requests import GameOptions
from helpers import run_cli as run


def test_list(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "list")
    assert code == 0
    for name in ("good-neighbors", "luzon", "castle-rock", "six-ends", "double-18"):
        assert name in out
    # Each Good Neighbors set its own layout, from the engine's shapes.
    from domino_solitaire.engine.good_neighbors import SHAPES

    for size, (rows, cols) in SHAPES.items():
        assert f"double-{size}: " in out and f"({rows} rows of {cols})" in out


@pytest.mark.parametrize("game", ["good-neighbors", "luzon", "castle-rock"])
def test_rules_are_rendered(capsys: pytest.CaptureFixture[str], game: str) -> None:
    code, out, _ = run(capsys, "rules", game)
    assert code == 0 and "ambigu" in out.lower() and len(out.splitlines()) > 30


def test_deal_text(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "deal", "good-neighbors", "--set", "9", "--seed", "1")
    assert code == 0
    assert out.startswith("Good Neighbors, double-9, deal 1\n")
    assert "Stock: 46 tiles." in out
    assert out.splitlines()[1] == "Code: G90-0001-N."
    assert out.splitlines()[2].startswith("Difficulty: ")
    assert "0-4" in out.splitlines()[6]  # deal 1 of double-9 starts with 0-4


def test_deal_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "deal", "luzon", "--seed", "42", "--json")
    data = json.loads(out)
    assert code == 0 and data["seed"] == 42 and data["game"] == "luzon" and len(data["deal"].split()) == 28
    deal = data["deal"]
    code, out, _ = run(capsys, "deal", "luzon", "--deal", deal, "--json")
    assert data["code"] == "Z60-001A-W"
    assert json.loads(out) == {**data, "seed": None, "code": None}


def write_record(tmp_path: Path, data: object) -> str:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data) if not isinstance(data, str) else data)
    return str(path)


def test_replay_json(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    game = Game(make_setup("good-neighbors", 6, seed=8))
    game.play(game.legal_moves()[0])
    path = write_record(tmp_path, Transcript.of_game(game).to_dict())
    code, out, _ = run(capsys, "replay", path, "--json")
    data = json.loads(out)
    assert code == 0
    assert data["moves_played"] == 1 and data["status"] == "playing" and data["discarded"] == 2
    assert data["stock"] == 28 - 12 - 2 and len(data["tableau"]) == 2 and len(data["tableau"][0]) == 6


def test_replay_text(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = write_record(tmp_path, {"game": "luzon", "seed": 3, "moves": []})
    code, out, _ = run(capsys, "replay", path, "--text")
    assert code == 0 and "Luzon, double-6, deal 3: playing after 0 moves" in out and "reserve" in out


BAD = [
    (["deal", "chess"], 'there is no game "chess"; the games are good-neighbors, luzon, castle-rock'),
    (
        ["deal", "good-neighbors", "--set", "7"],
        "Good Neighbors is played with the double-12, double-9 or double-6 set, not double-7",
    ),
    (["deal", "luzon", "--set", "9"], "Luzon is played with the double-6 set only, not double-9"),
    (["deal", "luzon", "--seed", "x"], '"x" is not a deal number'),
    (["deal", "luzon", "--seed", "99999999999999999999"], "out of range"),
    (["deal", "luzon", "--seed", "1", "--deal", "0-0"], "not allowed with argument"),
    (["deal", "luzon", "--deal", "0-0 1-1"], "the deal is not one full double-6 set"),
    (["deal", "luzon", "--deal", "0-0 1-x"], '"1-x" is not a tile'),
    (["deal", "luzon", "--variant", "hard"], 'Luzon has no variant "hard"'),
    (["deal", "good-neighbors", "--set", "twelve"], "is not a set"),
    (["replay", "/nonexistent/game.json", "--json"], "no such file"),
    (["frobnicate"], "invalid choice"),
]


@pytest.mark.parametrize(("args", "message"), BAD)
def test_bad_input_is_one_line_and_status_2(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    code, _, err = run(capsys, *args)
    assert code == 2
    assert message in err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ('{"game": "luzon", "seed": 1, "moves": ["1+', "bad JSON"),
        ("", "bad JSON"),
        ('{"game": "luzon", "seed": 1, "moves": ["1+2"]}', 'move 1 "1+2": '),
        (
            '{"game": "castle-rock", "seed": 1, "moves": ["x3", "zz"]}',
            'move 2 "zz": "zz" is not a Castle Rock move',
        ),
        ("\udcff", "not a text file"),
    ],
)
def test_bad_records(capsys: pytest.CaptureFixture[str], tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "game.json"
    if content == "\udcff":
        path.write_bytes(b"\xff\xfe\x00bad")
    else:
        path.write_text(content)
    code, _, err = run(capsys, "replay", str(path), "--json")
    assert code == 2 and message in err and len(err.strip().splitlines()) == 1


def test_replay_of_a_folder(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, _, err = run(capsys, "replay", str(tmp_path), "--json")
    assert code == 2 and "is a folder" in err


def test_real_process_exit_status_and_no_traceback(tmp_path: Path) -> None:
    path = write_record(tmp_path, {"game": "good-neighbors", "seed": 1, "moves": ["a1+c3"]})
    result = subprocess.run(
        [sys.executable, "-m", "domino_solitaire", "replay", path, "--json"], capture_output=True, text=True
    )
    assert result.returncode == 2
    assert result.stderr == 'domino-solitaire: move 1 "a1+c3": a1 and c3 are not neighbours\n'


def test_help_on_every_command(capsys: pytest.CaptureFixture[str]) -> None:
    for command in ("list", "rules", "deal", "replay"):
        code, out, _ = run(capsys, command, "--help")
        assert code == 0 and "usage:" in out


def test_deal_winnable_picks_a_proved_winnable_deal_number(capsys: pytest.CaptureFixture[str]) -> None:
    from domino_solitaire.solver import solve_setup

    code, out, _ = run(capsys, "deal", "castle-rock", "--seed", "1", "--winnable", "--json")
    data = json.loads(out)
    assert code == 0 and data["seed"] >= 1
    setup = make_setup("castle-rock", seed=data["seed"])
    assert solve_setup(setup).winnable is True
    # The deals before it, from 1 on, are not winnable.
    assert all(
        solve_setup(make_setup("castle-rock", seed=s)).winnable is False for s in range(1, data["seed"])
    )


def test_deal_winnable_refuses_an_explicit_deal(capsys: pytest.CaptureFixture[str]) -> None:
    deal = " ".join(str(t) for t in make_setup("luzon", seed=1).deal)
    code, _, err = run(capsys, "deal", "luzon", "--deal", deal, "--winnable")
    assert code == 2 and "--winnable chooses a deal number" in err


# -- game names forgive (issue 20, item 12)


@pytest.mark.parametrize(
    ("given", "game"),
    [
        ("good-neighbours", "good-neighbors"),
        ("Good Neighbors", "good-neighbors"),
        ("good", "good-neighbors"),
        ("lu", "luzon"),
        ("castle", "castle-rock"),
        ("castle_rock", "castle-rock"),
        ("LUZON", "luzon"),
    ],
)
def test_game_names_forgive(capsys: pytest.CaptureFixture[str], given: str, game: str) -> None:
    code, out, err = run(capsys, "deal", given, "--seed", "1", "--json")
    assert code == 0 and json.loads(out)["game"] == game, err


@pytest.mark.parametrize(
    "argv",
    [
        ["rules", "good-neighbours"],
        ["solve", "castle", "--seed", "1", "--json"],
        ["analyze", "lu", "--seeds", "1", "--json", "--jobs", "1"],
        ["stats", "good", "--json"],
    ],
)
def test_every_command_taking_a_game_forgives(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, argv: list[str]
) -> None:
    extra = ["--data-dir", str(tmp_path)] if argv[0] == "stats" else []
    code, _, err = run(capsys, *argv, *extra)
    assert code == 0 and err == ""


def test_play_and_daily_take_a_forgiven_name() -> None:
    from domino_solitaire.cli import build_parser

    for argv in (["play", "good-neighbours"], ["daily", "castle"], ["serve", "lu"]):
        args = build_parser().parse_args(argv)
        assert args.game in ("good-neighbors", "castle-rock", "luzon")
    assert build_parser().parse_args(["daily"]).game == "good-neighbors"


@pytest.mark.parametrize(
    ("given", "message"),
    [
        ("lusan", 'there is no game "lusan"; did you mean luzon?'),
        ("castel-rock", "did you mean castle-rock?"),
        ("good-nieghbors", "did you mean good-neighbors?"),
        ("chess", "the games are good-neighbors, luzon, castle-rock"),
        ("", "the games are"),
    ],
)
def test_a_wrong_game_name_gets_the_closest_one(
    capsys: pytest.CaptureFixture[str], given: str, message: str
) -> None:
    code, out, err = run(capsys, "deal", given, "--seed", "1")
    assert code == 2 and out == "" and message in err and len(err.splitlines()) == 1


def test_help_lists_the_real_names(capsys: pytest.CaptureFixture[str]) -> None:
    for command in ("deal", "rules", "play", "analyze", "stats", "daily", "solve"):
        code, out, _ = run(capsys, command, "--help")
        assert code == 0 and "good-neighbors, luzon, castle-rock" in " ".join(out.split())


# -- replay: --at with --json and --text, the moves, the time, plurals (issue 20: 5, 13; issue 22: 13)


def played_record(tmp_path: Path, game: str, size: int, seed: int, moves: int | None, **extra: object) -> str:
    played = Game(make_setup(game, size, seed=seed))
    while not played.is_over and (moves is None or len(played.moves) < moves):
        played.play(played.legal_moves()[0])
    return write_record(tmp_path, {**Transcript.of_game(played).to_dict(), **extra})


def test_replay_text_says_one_move_and_gives_the_moves_and_time(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = played_record(tmp_path, "luzon", 6, 42, 1, duration_seconds=247.5)
    code, out, _ = run(capsys, "replay", path, "--text")
    lines = out.splitlines()
    assert code == 0 and lines[0] == "Luzon, double-6, deal 42: playing after 1 move"
    assert "Discarded: 2 tiles." in out and "Time: 4:07." in out
    assert lines[-2:] == ["Moves:", "  1. 2+4"]
    assert all(line == line.rstrip() for line in lines)  # nothing padded with spaces


def test_replay_text_wraps_the_moves_to_80_columns(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = played_record(tmp_path, "good-neighbors", 12, 3, None)
    code, out, _ = run(capsys, "replay", path)  # not a terminal: text
    lines = out.splitlines()
    moves = lines[lines.index("Moves:") + 1 :]
    assert code == 0 and len(moves) > 1 and all(len(line) <= 80 for line in moves)
    numbers = [word for line in moves for word in line.split() if word.endswith(".") and word[:-1].isdigit()]
    count = len(Transcript.from_json(Path(path).read_text()).moves)
    assert numbers == [f"{n}." for n in range(1, count + 1)]
    assert "Time:" not in out  # no time in the record: none is made up


def test_plural() -> None:
    from domino_solitaire.wording.text import plural

    assert [plural(n, "tile") for n in (0, 1, 2)] == ["0 tiles", "1 tile", "2 tiles"]
    assert plural(1, "finished game") == "1 finished game" and plural(3, "pass", "passes") == "3 passes"


def test_replay_at_prints_the_position_after_that_move(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = played_record(tmp_path, "luzon", 6, 42, 3)
    code, out, err = run(capsys, "replay", path, "--at", "1", "--json")
    data = json.loads(out)
    assert (code, err) == (0, "") and data["moves_played"] == 1 and data["discarded"] == 2
    code, out, _ = run(capsys, "replay", path, "--at", "2", "--text")
    assert code == 0 and out.startswith("Luzon, double-6, deal 42: playing after move 2 of 3\n")
    assert out.splitlines()[-1] == "  1. 2+4  2. 1+4"
    code, out, _ = run(capsys, "replay", path, "--at", "0")  # a pipe: text
    assert code == 0 and "the opening (the game has 3 moves)" in out and "Moves:" not in out
    code, out, _ = run(capsys, "replay", path, "--at", "3", "--json")
    assert code == 0 and json.loads(out)["moves_played"] == 3


def test_replay_at_must_be_within_the_game(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = played_record(tmp_path, "luzon", 6, 42, 1)
    for printed in ("--json", "--text"):
        code, out, err = run(capsys, "replay", path, "--at", "2", printed)
        assert (code, out) == (2, "")
        assert err == "domino-solitaire: --at 2 is past the end: the game has 1 move\n"


def test_replay_json_adds_the_recorded_result(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = played_record(tmp_path, "luzon", 6, 1, None, result="solved")
    code, out, _ = run(capsys, "replay", path, "--json")
    data = json.loads(out)
    assert code == 0 and data["status"] == "won" and data["result"] == "solved"
    assert list(data)[:5] == ["game", "set", "variant", "status", "result"]
    code, out, _ = run(capsys, "replay", path, "--text")
    assert out.startswith("Luzon, double-6, deal 1: solved after 14 moves\n")
    # A "result" the moves contradict is not believed; a plain won game has no "result" key.
    for said in ("lost", "won"):
        path = played_record(tmp_path, "luzon", 6, 1, None, result=said)
        assert "result" not in json.loads(run(capsys, "replay", path, "--json")[1])


# -- what a search for a deal says (issue 22, item 10)


@pytest.fixture
def at_a_terminal(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """``play`` as in a terminal, with the game's screen left out: the setups it would open."""
    from domino_solitaire.cli import play

    opened: list[object] = []

    def run_app(options: GameOptions) -> int:
        opened.append(options.setup)
        return 0

    monkeypatch.setattr(play, "is_terminal", lambda: True)
    monkeypatch.setattr(play, "run_app", run_app)
    return opened


def test_play_says_which_deal_it_looks_for(
    capsys: pytest.CaptureFixture[str], at_a_terminal: list[object]
) -> None:
    code, _, err = run(capsys, "play", "luzon", "--difficulty", "hard", "--seed", "1")
    assert (code, err) == (0, "Looking for a deal graded hard…\n") and len(at_a_terminal) == 1
    code, _, err = run(capsys, "play", "luzon", "--winnable", "--seed", "1")
    assert (code, err) == (0, "Looking for a winnable deal…\n")


@pytest.mark.parametrize(
    ("argv", "why"),
    [
        (["good-neighbors", "--set", "6", "--difficulty", "unwinnable"], "has no unwinnable deals"),
        (["castle-rock", "--set", "12", "--difficulty", "easy"], "has no easy deals"),
        (
            ["castle-rock", "--set", "18", "--winnable"],
            "no Castle Rock double-18 deal is known to be winnable",
        ),
    ],
)
def test_a_search_that_can_find_nothing_is_refused_at_once(
    capsys: pytest.CaptureFixture[str], at_a_terminal: list[object], argv: list[str], why: str
) -> None:
    code, out, err = run(capsys, "play", *argv)
    assert (code, out) == (2, "") and "Looking" not in err and why in err and len(err.splitlines()) == 1
    assert at_a_terminal == []


def test_deal_says_what_it_looks_for_only_to_a_terminal(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    code, out, err = run(capsys, "deal", "luzon", "--difficulty", "hard", "--seed", "1", "--json")
    assert (code, err) == (0, "") and json.loads(out)["difficulty"] == "hard"
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    code, out, err = run(capsys, "deal", "luzon", "--difficulty", "hard", "--seed", "1", "--json")
    assert (code, err) == (0, "Looking for a deal graded hard…\n")


# -- rules: plain text when piped, a pager on a terminal (issue 20, item 14)


@pytest.mark.parametrize("game", ["good-neighbors", "luzon", "castle-rock"])
def test_rules_piped_are_plain_lines_without_trailing_spaces(
    capsys: pytest.CaptureFixture[str], game: str
) -> None:
    code, out, _ = run(capsys, "rules", game)
    lines = out.splitlines()
    assert code == 0 and lines[1] == "=" * len(lines[0]) and lines[0].lower() == game.replace("-", " ")
    assert all(line == line.rstrip() for line in lines)  # Rich padded every line to the width
    assert all(len(line) <= 80 for line in lines) and "\x1b" not in out
    assert "**" not in out and "`" not in out and "](" not in out  # the Markdown is laid out, not shown


def test_rules_render_the_markdown_they_use() -> None:
    from domino_solitaire.rulebook import render

    text = render(
        "# Title\n\nSome **bold** and `code`, see [the notation](../notation.md).\n\n"
        "- one\n  more\n- two\n\n1. first\n\n```\n  a   b  \n```\n\n"
        "| Set | Tiles |\n|-----|------:|\n| double-6 | 28 |\n",
        40,
    )
    assert text.splitlines() == [
        "Title",
        "=====",
        "",
        "Some bold and code, see the notation.",
        "",
        "  • one more",
        "  • two",
        "",
        "  1. first",
        "",
        "    a   b",
        "",
        "  Set       Tiles",
        "  ────────  ─────",
        "  double-6     28",
    ]
    bold = render("Some **bold words** here", 40, bold=True)
    assert bold == "Some \x1b[1mbold\x1b[0m \x1b[1mwords\x1b[0m here\n"  # each word on its own


def test_rules_on_a_terminal_go_through_the_pager(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    paged = tmp_path / "paged.txt"
    monkeypatch.setenv("PAGER", f"cat > '{paged}'")
    monkeypatch.delenv("LESS", raising=False)
    code, out, _ = run(capsys, "rules", "luzon")  # not a terminal: no pager
    assert code == 0 and out.startswith("Luzon\n") and not paged.exists()
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)
    code, out, _ = run(capsys, "rules", "luzon")
    assert (code, out) == (0, "") and "Luzon" in paged.read_text() and "Tips" in paged.read_text()
    # A pager that does not exist: the shell says so, and the rules are printed all the same.
    monkeypatch.setenv("PAGER", "no-such-pager-anywhere")
    code, out, _ = run(capsys, "rules", "luzon")
    assert code == 0 and "Tips" in out


def test_the_pager_is_chosen_as_git_chooses_it(monkeypatch: pytest.MonkeyPatch) -> None:
    import shutil

    from domino_solitaire.cli.pager import pager_command

    monkeypatch.setattr(shutil, "which", lambda name: f"/usr/bin/{name}")
    assert pager_command({}) == ("less -R", {"LESS": "FRX"})
    assert pager_command({"LESS": "-S"}) == ("less -R", {})
    assert pager_command({"PAGER": "more"}) == ("more", {"LESS": "FRX"})
    assert pager_command({"PAGER": "cat"}) is None and pager_command({"PAGER": ""}) is None
    monkeypatch.setattr(shutil, "which", lambda name: None)
    assert pager_command({}) is None


def test_a_time_out_of_range_is_not_shown(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    from domino_solitaire.cli.basic import MAX_DURATION_SECONDS
    from domino_solitaire.records.limits import MAX_DURATION

    assert MAX_DURATION_SECONDS == MAX_DURATION
    for given in (1e300, -1, "4:07", True, [1]):
        path = played_record(tmp_path, "luzon", 6, 42, 1, duration_seconds=given)
        code, out, _ = run(capsys, "replay", path, "--text")
        assert code == 0 and "Time:" not in out


# -- the options of a game, one value from the command line to the app (issue 25)


def test_play_hands_the_app_one_value_with_every_option(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from domino_solitaire.cli import play
    from domino_solitaire.tui import launch

    opened: list[GameOptions] = []

    def run_app(options: GameOptions) -> int:
        opened.append(options)
        return 0

    monkeypatch.setattr(play, "is_terminal", lambda: True)
    monkeypatch.setattr(launch, "run_app", run_app)
    argv = ["--lang", "fr", "play", "luzon", "--seed", "3", "--numerals", "--ascii", "--screen-reader"]
    assert run(capsys, *argv, "--data-dir", str(tmp_path))[0] == 0
    assert opened == [
        GameOptions(
            setup=make_setup("luzon", seed=3),
            numerals=True,
            ascii=True,
            screen_reader=True,
            lang="fr",
            data_dir=str(tmp_path),
        )
    ]


#: The least each command takes (its required words): every command the parser has is here.
COMMAND_WORDS = {
    "list": [],
    "rules": ["luzon"],
    "deal": ["luzon"],
    "replay": ["game.json"],
    "play": ["luzon", "--seed", "7"],
    "daily": ["luzon"],
    "resume": [],
    "puzzle": [],
    "stats": [],
    "history": [],
    "export": ["1"],
    "import": ["game.json"],
    "solve": ["luzon"],
    "review": ["game.json"],
    "analyze": ["luzon", "--seeds", "1-5"],
    "serve": [],
    "challenge": ["1"],
    "accept": ["Z60-0001-E", "won"],
    "share": ["1"],
}


def test_an_option_before_the_command_means_what_it_means_after() -> None:
    """``--screen-reader play luzon`` is ``play luzon --screen-reader``; so --lang, on every command."""
    import argparse

    from domino_solitaire.cli import build_parser

    parser = build_parser()
    (commands,) = (a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    assert set(COMMAND_WORDS) == set(commands.choices)
    shared = {"--screen-reader": [], "--lang": ["fr"]}
    for name, command in commands.choices.items():
        words = [name, *COMMAND_WORDS[name]]
        for option, value in shared.items():
            before = vars(parser.parse_args([option, *value, *words]))
            dest = option.removeprefix("--").replace("-", "_")
            assert before[dest] == (value[0] if value else True), (name, option)
            if option in command._option_string_actions:
                assert before == vars(parser.parse_args([*words, option, *value])), (name, option)
            # Not given: the same as the command line's own default, whichever parser says it.
            assert vars(parser.parse_args(words))[dest] == (None if value else False), (name, option)
