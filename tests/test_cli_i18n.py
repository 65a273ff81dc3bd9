"""The command line in French and Russian: --lang and the environment choose the language, the help
and messages are translated (argparse's own words too), and machine output never changes with it."""

from __future__ import annotations

import io
import json
import re
from collections.abc import Iterator
from datetime import datetime, timezone
from pathlib import Path

import pytest

from domino_solitaire import i18n
from domino_solitaire.cli import build_parser
from domino_solitaire.cli.basic import ended_text
from domino_solitaire.cli.store import stopped_at
from domino_solitaire.engine import GAMES, Game, Transcript, make_setup
from domino_solitaire.records import Result
from domino_solitaire.solver.grades import GRADES
from domino_solitaire.store import ENV_VAR, GameStore, open_store
from domino_solitaire.textmode.game import run_text
from domino_solitaire.tui.requests import GameOptions
from domino_solitaire.wording.text import kind_label
from helpers import run_cli as run
from helpers import save_game

COMMANDS = sorted(build_parser()._subparsers._group_actions[0].choices)  # type: ignore[union-attr,arg-type]
ENVIRONMENT = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.fixture(autouse=True)
def english_after(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """No language from the machine running the tests; English again after each test."""
    for name in ENVIRONMENT:
        monkeypatch.delenv(name, raising=False)
    yield
    i18n.use("en")


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "home"
    monkeypatch.setenv(ENV_VAR, str(folder))
    return folder


def unmarked(text: str) -> str:
    """``text`` without what the pseudo-language marked (marks may nest: a sentence within one)."""
    opening, closing = i18n.PSEUDO_MARKS
    inner = re.compile(f"{opening}[^{opening}{closing}]*{closing}")
    while True:
        shorter = inner.sub("", text)
        if shorter == text:
            return text
        text = shorter


def english_words(text: str) -> set[str]:
    """Words of ``text`` that are prose, not the command line's own names: options, metavars (in
    capitals), the program's and the commands' names."""
    text = re.sub(r"(?<![\w-])--?[a-z][a-z-]*", " ", text)
    words = set(re.findall(r"[A-Za-z][A-Za-z-]{2,}", text))
    # The languages' own names (Fran|ç|ais), and the web extra's name.
    names = ("domino-solitaire", *COMMANDS, *i18n.NAMES.values(), "Fran", "ais", "web")
    return {w for w in words if not w.isupper() and w not in names}


@pytest.mark.parametrize("command", ["", *COMMANDS])
def test_every_help_is_translated_in_the_pseudo_language(
    capsys: pytest.CaptureFixture[str], command: str
) -> None:
    code, out, _ = run(capsys, *([command] if command else []), "--lang", i18n.PSEUDO, "--help")
    assert code == 0 and i18n.PSEUDO_MARKS[0] in out
    left = unmarked(out)
    # "daily" says its default game by name; every other word left is an option, a metavar or a command.
    assert english_words(left) - {"good-neighbors"} == set(), left


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "fr",
            [
                "usage\u00a0: ",
                "affiche cette aide et quitte",
                "la donne du jour",
                "arguments positionnels\u00a0:",
            ],
        ),
        ("ru", ["использование: ", "показать эту справку и выйти", "расклад дня", "позиционные аргументы"]),
    ],
)
def test_the_main_and_play_help_in_french_and_russian(
    capsys: pytest.CaptureFixture[str], lang: str, said: list[str]
) -> None:
    _, english, _ = run(capsys, "--help")
    _, english_play, _ = run(capsys, "play", "--help")
    code, out, _ = run(capsys, "--lang", lang, "--help")
    assert code == 0 and all(phrase in out for phrase in said[:3]), out
    code, play_out, _ = run(capsys, "play", "--help", f"--lang={lang}")
    assert code == 0 and said[3] in play_out and "positional" not in play_out
    # No English sentence is left: every help line of the English is gone (only names stay).
    for text, original in ((out, english), (play_out, english_play)):
        prose = [line.split("  ")[-1].strip() for line in original.splitlines()]
        sentences = [line for line in prose if len(line.split()) > 3 and not line.startswith("[")]
        assert sentences and not [line for line in sentences if line in text]
        assert "show this help" not in text and "usage:" not in text
        if lang == "ru":
            # Left in Latin letters: the names typed on the command line (games, grades, --difficulty
            # mine), and English's own.
            assert not english_words(text) - {*GAMES, *GRADES, "mine"}


def test_argparse_errors_are_in_the_language_too(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "--lang", "fr", "deal", "luzon", "--set")
    assert code == 2 and err.startswith(
        "domino-solitaire deal\u00a0: erreur\u00a0: argument --set\u00a0: une valeur attendue"
    )
    code, _, err = run(capsys, "--lang", "ru", "play")
    assert code == 2 and "нужно указать аргументы: GAME" in err and "(см. --help)" in err
    code, _, err = run(capsys, "--lang", "de", "list")
    assert code == 2 and 'there is no language "de"; give one of: en, fr, ru' in err


def list_first_set_line(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    code, out, _ = run(capsys, "list", *args)
    assert code == 0
    return out.splitlines()[2]  # the first game's sets


def test_the_environment_chooses_the_language_and_lang_wins(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    assert list_first_set_line(capsys).startswith("  sets: ")
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert list_first_set_line(capsys).startswith("  jeux\u00a0: ")
    monkeypatch.setenv("LC_ALL", "ru_RU.UTF-8")  # LC_ALL before LANG
    assert list_first_set_line(capsys).startswith("  наборы: ")
    monkeypatch.setenv("LANGUAGE", "fr:ru")  # LANGUAGE before all
    assert list_first_set_line(capsys).startswith("  jeux\u00a0: ")
    assert list_first_set_line(capsys, "--lang", "en").startswith("  sets: ")  # --lang wins
    assert list_first_set_line(capsys, "--lang=ru").startswith("  наборы: ")
    for name in ENVIRONMENT:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")  # a language we do not speak: English
    assert list_first_set_line(capsys).startswith("  sets: ")
    monkeypatch.setenv("LC_MESSAGES", "C")
    assert list_first_set_line(capsys).startswith("  sets: ")


def test_rules_are_in_the_language_chosen(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    code, out, _ = run(capsys, "rules", "luzon", "--lang", "ru")
    assert code == 0 and out.startswith("Лусон")
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    code, out, _ = run(capsys, "rules", "luzon")
    assert code == 0 and "But du jeu" in out


def record_file(tmp_path: Path) -> str:
    game = Game(make_setup("luzon", 6, seed=42))
    for _ in range(3):
        game.play(game.legal_moves()[0])
    path = tmp_path / "game.json"
    path.write_text(Transcript.of_game(game).to_json())
    return str(path)


def stored_games(home: Path) -> None:
    store = open_store(home)
    assert isinstance(store, GameStore)
    started = datetime(2026, 11, 30, 12, tzinfo=timezone.utc)
    with store:
        for seed, moves in ((1, None), (0, None), (16, 2)):
            game = Game(make_setup("luzon", 6, seed=seed))
            while not game.is_over and (moves is None or len(game.moves) < moves):
                game.play(game.legal_moves()[0])
                save_game(store, game, started, elapsed=75.0)


def test_json_is_the_same_in_every_language(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, home: Path
) -> None:
    stored_games(home)
    record = record_file(tmp_path)
    commands = [
        ["deal", "luzon", "--seed", "42", "--json"],
        ["solve", "luzon", "--seed", "42", "--json"],
        ["history", "--json"],
        ["stats", "--json"],
        ["replay", record, "--json"],
        ["review", record, "--json"],
    ]
    for command in commands:
        outputs = {lang: run(capsys, *command, "--lang", lang) for lang in ("en", "fr", "ru", i18n.PSEUDO)}
        assert outputs["en"][0] == 0 and json.loads(outputs["en"][1])
        if command[0] == "solve":  # the time the solver took is the one thing that may differ
            outputs = {
                lang: (0, re.sub(r'"seconds": [0-9.e-]+', "", out), "")
                for lang, (_, out, _) in outputs.items()
            }
        assert len({out for _, out, _ in outputs.values()}) == 1, command


def test_tables_stay_aligned_in_every_language(capsys: pytest.CaptureFixture[str], home: Path) -> None:
    stored_games(home)
    # (Not the pseudo-language: its marks widen every title by two columns, as no language does.)
    for lang in ("en", "fr", "ru"):
        for command in ("stats", "history"):
            code, out, _ = run(capsys, command, "--lang", lang)
            lines = out.splitlines()
            assert code == 0 and all(len(line) <= 80 for line in lines), (lang, out)
            # Every row of a table has its numbers where the titles' columns end: the right-aligned
            # last column ends at the same place in the title line and in each row.
            i18n.use(lang)
            label = kind_label("luzon", 6, "standard")  # "Luzon d6", "Лусон д6"
            rows = [n for n, line in enumerate(lines) if label in line]
            # A title line is above each stats table's one row; the history has one title line.
            titles = [lines[n - 1] if command == "stats" else lines[2] for n in rows]
            assert rows and all(len(lines[n]) == len(title) for n, title in zip(rows, titles, strict=True)), (
                lang,
                out,
            )


def test_a_counted_sentence_has_the_three_russian_forms(
    capsys: pytest.CaptureFixture[str], home: Path
) -> None:
    i18n.use("ru")
    said = {n: ended_text("Лусон", Result.WON, n) for n in (1, 2, 5, 11, 21, 22, 25)}
    assert said[1] == "Лусон: выиграна после 1 хода"
    assert said[2].endswith("после 2 ходов") and said[5].endswith("5 ходов") and said[11].endswith("11 ходов")
    assert said[21].endswith("после 21 хода") and said[25].endswith("25 ходов")
    assert (
        stopped_at("x", 2, 5)
        == "x (импорт остановлен здесь: 2 записи перед ней есть в истории, 5 следующих не прочитано)"
    )
    assert stopped_at("x", 21, 1).endswith("21 запись перед ней есть в истории, 1 следующая не прочитана)")
    i18n.use("fr")
    assert ended_text("Luzon", Result.LOST, 0) == "Luzon\u00a0: perdue après 0 coup"
    assert ended_text("Luzon", Result.LOST, 2) == "Luzon\u00a0: perdue après 2 coups"
    stored_games(home)
    code, out, _ = run(capsys, "stats", "--lang", "ru")
    assert code == 0 and "Не учтена: 1 партия ещё идёт." in out


def text_mode(tmp_path: Path, lang: str, lines: list[str], jsonl: bool = False) -> list[str]:
    i18n.use(lang)
    out = io.StringIO()
    run_text(
        make_setup("luzon", 6, seed=42),
        data_dir=str(tmp_path / f"{lang}-{len(lines)}"),
        stdin=io.StringIO("".join(line + "\n" for line in lines)),
        stdout=out,
        new_seed=lambda: 7,
        grade=False,
        jsonl=jsonl,
    )
    return out.getvalue().splitlines()


def test_the_text_mode_protocol_is_the_same_in_every_language(tmp_path: Path) -> None:
    commands = [
        "moves",
        "2+4",
        "moves",
        "undo",
        "moves",
        "redo",
        "look",
        "status",
        "rules",
        "help",
        "quit",
        "moves",
    ]
    english = text_mode(tmp_path, "en", commands, jsonl=True)
    for lang in ("fr", "ru", i18n.PSEUDO):
        said = text_mode(tmp_path, lang, commands, jsonl=True)
        # The same command words are understood, and answered with the same objects.
        assert said == english
        moves = [json.loads(line)["moves"] for line in said if line.startswith('{"type": "moves"')]
        assert len(moves) == 7 and moves[0] == ["2+4", "3+4", "5+R2"] and ["1+4", "5+R2"] in moves
    # The rules read aloud are the player's language's.
    assert "Лусон (Luzon)" in text_mode(tmp_path, "ru", ["rules", "quit"])


def test_the_language_asked_goes_to_the_game_and_to_serves_tabs(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, home: Path
) -> None:
    from domino_solitaire.cli import play, serve
    from domino_solitaire.tui import launch

    opened: list[str | None] = []

    def run_app(options: GameOptions) -> int:
        opened.append(options.lang)
        return 0

    monkeypatch.setattr(launch, "run_app", run_app)
    monkeypatch.setattr(play, "is_terminal", lambda: True)
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert run(capsys, "play", "luzon", "--seed", "1", "--lang", "ru")[0] == 0
    assert run(capsys, "--lang", "fr", "resume")[0] == 2  # no game to resume: refused before the app
    assert run(capsys, "--lang", "fr")[0] == 0  # the start screen
    # Without --lang the app chooses: the player's setting comes before the environment.
    assert run(capsys, "play", "luzon", "--seed", "1")[0] == 0
    assert opened == ["ru", "fr", None]
    command = serve.served_command(build_parser().parse_args(["--lang", "ru", "serve", "luzon"]))
    assert " --lang ru play luzon " in command
    assert "--lang" not in serve.served_command(build_parser().parse_args(["serve"]))


def test_stats_reset_asks_and_understands_yes_in_the_language(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, home: Path
) -> None:
    stored_games(home)
    monkeypatch.setattr("sys.stdin.isatty", lambda: True)
    asked: list[str] = []
    answers = iter(["нет", "Да"])

    def answer(prompt: str) -> str:
        asked.append(prompt)
        return next(answers)

    monkeypatch.setattr("builtins.input", answer)
    code, out, _ = run(capsys, "stats", "--reset", "--lang", "ru")
    assert code == 0 and out == "Статистика оставлена как была.\n"
    assert asked[0] == "Сбросить статистику всех партий? История сохранится. [д/Н] "
    code, out, _ = run(capsys, "stats", "--reset", "--lang", "ru")
    assert code == 0 and out == "Статистика всех партий сброшена (2 законченные партии не учитываются).\n"


def test_french_help_never_starts_a_line_with_its_spaced_punctuation(
    capsys: pytest.CaptureFixture[str],
) -> None:
    for command in ["", *COMMANDS]:
        code, out, _ = run(capsys, *([command] if command else []), "--lang", "fr", "--help")
        words = [line.split("  ")[-1].strip() for line in out.splitlines()]
        assert code == 0 and not [word for word in words if word[:1] in (":", ";", "?", "!", "»")], command
        assert " :" not in out and "\u00a0:" in out  # the colon's space is the no-break one


def test_analyze_says_the_game_the_variant_and_its_numbers_in_the_language(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # It printed "Good Neighbors, дубль-6", "100.00%" and "(1 gagnables, ...)" in every language.
    code, out, _ = run(
        capsys, "analyze", "luzon", "--variant", "six-ends", "--seeds", "1-1", "--jobs", "1", "--lang", "fr"
    )
    lines = out.splitlines()
    assert code == 0 and lines[0] == "Luzon, double-6, bouts à six, donnes 1-1 (1 donne)"
    assert "0,00\u202f% de donnes gagnées (0 gagnable, 1 ingagnable, 0 indécise)" in lines[1], lines[1]
    code, out, _ = run(
        capsys, "analyze", "good-neighbors", "--set", "6", "--seeds", "1-2", "--jobs", "1", "--lang", "ru"
    )
    lines = out.splitlines()
    assert code == 0 and lines[0].startswith("Добрые соседи, дубль-6"), lines[0]
    assert "100,00" in lines[1] and "2 выигрышных" in lines[1] and "." not in lines[2].split("мс")[0], lines


@pytest.mark.parametrize(
    ("lang", "column", "status"), [("fr", "Gagnées", "Gagnée"), ("ru", "Побед", "Выиграна")]
)
def test_a_statistics_column_and_a_games_status_are_two_entries(lang: str, column: str, status: str) -> None:
    # One entry served both the column "Gagnées" and the text mode's status ("Gagnées: 14 coups"):
    # the status is the record's result word (the one table of them), opening the sentence.
    from domino_solitaire.wording.records import result_word
    from domino_solitaire.wording.stats import STATS_COLUMNS, column_title
    from domino_solitaire.wording.words import Form

    assert i18n.use(lang) == lang
    try:
        assert column_title(STATS_COLUMNS[2]) == column and result_word("won", Form.START) == status
    finally:
        i18n.use("en")


@pytest.mark.parametrize(
    ("lang", "removed", "said"),
    [
        ("fr", 0, "0 tuile sur 28 retirée."),
        ("fr", 1, "1 tuile sur 28 retirée."),
        ("fr", 27, "27 tuiles sur 28 retirées."),
        ("ru", 1, "убрана 1 кость из 28."),
        ("ru", 2, "убраны 2 кости из 28."),
        ("ru", 5, "убрано 5 костей из 28."),
        ("ru", 21, "убрана 21 кость из 28."),
        ("en", 1, "1 of 28 tiles removed."),
    ],
)
def test_the_game_over_summary_agrees_with_the_tiles_removed(lang: str, removed: int, said: str) -> None:
    # It agreed with the set's 28: "Retirées : 0 tuiles sur 28", «убрано 1 из 28 костей».
    from types import SimpleNamespace

    from domino_solitaire.wording.play import game_over_lines

    state = SimpleNamespace(
        position=SimpleNamespace(discarded=[None] * removed),
        total_tiles=28,
        moves=3,
        status=Result.LOST,
        result=Result.LOST,
        won_before=False,
    )
    assert i18n.use(lang) == lang
    try:
        assert game_over_lines(state, "0:42")[1].endswith(said)  # type: ignore[arg-type]
    finally:
        i18n.use("en")


def test_resetting_one_games_statistics_declines_its_name(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, home: Path
) -> None:
    # «Сбросить статистику Добрые соседи?»: the game's name was put where a declined form belongs.
    stored_games(home)
    asked: list[str] = []
    monkeypatch.setattr("sys.stdin.isatty", lambda: True)

    def answer(prompt: str) -> str:
        asked.append(prompt)
        return "нет"

    monkeypatch.setattr("builtins.input", answer)
    code, _out, _ = run(capsys, "stats", "luzon", "--reset", "--lang", "ru")
    assert code == 0 and asked == ["Сбросить статистику игры «Лусон»? История сохранится. [д/Н] "]


def test_list_names_each_variant_in_the_language_beside_what_variant_takes(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # «варианты: standard, six-ends»: the option's words alone, in English.
    code, out, _ = run(capsys, "list", "--lang", "ru")
    assert code == 0 and "standard (стандартный), six-ends (концы по шесть)" in out
    code, out, _ = run(capsys, "list", "--lang", "en")
    assert code == 0 and "variants: standard, six-ends\n" in out


def test_the_text_modes_clauses_and_removed_count_as_french_and_russian_write_them() -> None:
    # «0 sur 28 retirées» and «niveau difficile; elle peut…»: a plural for 0 and a bare semicolon.
    from domino_solitaire.wording.common import clauses
    from domino_solitaire.wording.textmode import removed_text

    try:
        i18n.use("fr")
        assert removed_text(0, 28) == "0 sur 28 retirée" and removed_text(2, 28) == "2 sur 28 retirées"
        assert clauses("niveau difficile", "elle peut") == "niveau difficile\u202f; elle peut"
        i18n.use("ru")
        assert removed_text(1, 28) == "убрана 1 из 28" and removed_text(5, 28) == "убрано 5 из 28"
    finally:
        i18n.use("en")
    assert clauses("a", "", "b") == "a; b"
