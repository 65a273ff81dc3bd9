"""What a native French and a native Russian reader found wrong in the captures of issue 27: the
sentences built from values (a move's changes, the text mode's lines), a column title or a label
left in English, numbers and percents as each language writes them."""

from __future__ import annotations

import io
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from hypothesis import given, settings
from hypothesis import strategies as st

from domino_solitaire import i18n
from domino_solitaire.engine import Game, make_setup
from domino_solitaire.play import change_of
from domino_solitaire.wording.moves import change_text
from helpers import run_cli as run
from helpers import text_mode

LOCALE = Path(__file__).resolve().parent.parent / "src" / "domino_solitaire" / "locale"


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.use("en")


def said_after(game: str, size: int, seed: int, moves: list[str], lang: str) -> list[str]:
    """The sentence said after each of ``moves``, in ``lang``."""
    played = Game(make_setup(game, size, seed=seed))
    i18n.use(lang)
    said = []
    for text in moves:
        before = played.position
        move = played.play(text)
        said.append(change_text(change_of(move, before, played.position)))
    return said


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        # Castle Rock's x2 removes one tile and draws one: «retirées 0-5», «убраны 0-5».
        ("fr", "x2 joué\u00a0: 0-5 retirée\u202f; 2-6 tirée de la pioche."),
        ("ru", "Сыгран ход x2: убрана 0-5; из запаса взята 2-6."),
    ],
)
def test_one_tile_removed_or_drawn_is_said_in_the_singular(lang: str, said: str) -> None:
    assert said_after("castle-rock", 6, 3, ["x2"], lang) == [said]


def test_tiles_revealed_agree_with_how_many_and_the_rest_closes_up() -> None:
    # «découvert : 3-3», «открыто: 0-6 и 3-6»; «resserré à partir de a1», «сдвинуты начиная с a1».
    assert said_after("luzon", 6, 1, ["3+R3", "2+3"], "fr") == [
        "3+R3 joué\u00a0: 3-5 et 1-3 retirées\u202f; 3-3 découverte.",
        "2+3 joué\u00a0: 1-5 et 3-3 retirées\u202f; 0-6 et 3-6 découvertes.",
    ]
    assert said_after("luzon", 6, 1, ["3+R3", "2+3"], "ru") == [
        "Сыгран ход 3+R3: убраны 3-5 и 1-3; открыта 3-3.",
        "Сыгран ход 2+3: убраны 1-5 и 3-3; открыты 0-6 и 3-6.",
    ]
    (turn,) = said_after("good-neighbors", 6, 1, ["a1+b1"], "fr")
    assert turn == "a1+b1 joué\u00a0: 1-2 et 0-2 retirées\u202f; le reste resserré à partir de a1\u202f; " + (
        "3-6 et 4-6 tirées de la pioche."
    )
    (turn,) = said_after("good-neighbors", 6, 1, ["a1+b1"], "ru")
    assert turn == "Сыгран ход a1+b1: убраны 1-2 и 0-2; остальные сдвинуты начиная с a1; " + (
        "из запаса взяты 3-6 и 4-6."
    )


def test_the_replay_joins_a_moves_changes_as_the_language_does() -> None:
    # A hard-coded "; " in the replay viewer's line: «retirées 1-2 et 0-2; resserré».
    from domino_solitaire.wording.screens import replay_move_text, replay_speed_text

    played = Game(make_setup("good-neighbors", 6, seed=1))
    before = played.position
    change = change_of(played.play("a1+b1"), before, played.position)
    i18n.use("fr")
    assert "retirées\u202f; le reste" in replay_move_text(1, 4, change)
    assert replay_speed_text(2.0) == "2 s/coup"


def test_the_text_mode_names_the_variant_and_the_layout_in_the_language(tmp_path: Path) -> None:
    # «Вариант: standard», «look (партия и расклад)» where the layout is «раскладка».
    lines = text_mode(tmp_path, "ru", "good-neighbors", ["help", "a1+b1 c1+d1 f1+e2 a2+b2"])
    assert "Игра: Добрые соседи. Набор: дубль-6. Вариант: стандартный. Расклад: 1." in lines
    assert any("look (раскладка)" in line for line in lines)
    lines = text_mode(tmp_path, "fr", "luzon", ["look"])
    game_line = "Jeu\u00a0: Luzon. Jeu de dominos\u00a0: double-6. Variante\u00a0: standard. Donne\u00a0: 1."
    assert game_line in lines
    assert "Réserve\u00a0: R1 2-3, R2 5-5, R3 1-3." in lines


def test_the_history_titles_and_the_luzon_reserve_are_translated(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # "Hints" and "Code" stayed English in `history` (marked without the columns' context), and
    # `deal luzon` printed "reserve  R1 1-4".
    monkeypatch.setenv("DOMINO_SOLITAIRE_HOME", str(tmp_path / "home"))
    text_mode(tmp_path, "fr", "luzon", ["3+R3"])
    code, out, _ = run(capsys, "history", "--lang", "fr")
    assert code == 0 and out.splitlines()[2].split()[-1] == "Indices", out
    code, out, _ = run(capsys, "history", "--lang", "ru")
    assert code == 0 and "  Код  " in out and out.splitlines()[2].split()[-1] == "Подсказки", out
    code, out, _ = run(capsys, "deal", "luzon", "--seed", "42", "--lang", "ru")
    assert code == 0 and "резерв  R1 1-4  R2 3-4  R3 0-5" in out


@given(whole=st.integers(min_value=0, max_value=10**12), decimals=st.integers(min_value=0, max_value=3))
@settings(max_examples=60, deadline=None)
def test_numbers_are_written_as_babel_writes_them(whole: int, decimals: int) -> None:
    # Babel (CLDR) is the reference for each language's marks; the program writes numbers itself,
    # since importing Babel and its locale data costs about 0.2 s at start-up.
    from babel.numbers import format_decimal

    from domino_solitaire.wording.text import number_text

    value = whole / 10**decimals
    pattern = "#,##0" + ("." + "0" * decimals if decimals else "")
    for lang in ("en", "fr", "ru"):
        i18n.use(lang)
        assert number_text(value, decimals) == format_decimal(value, format=pattern, locale=lang)


@pytest.mark.parametrize("lang", ["fr", "ru"])
def test_a_percent_sign_never_leaves_its_number(lang: str) -> None:
    # «99,96% раскладов» beside «100,00 % раскладов»: CLDR and the glossaries put a no-break
    # space before the sign, in French and in Russian alike.
    from babel.numbers import format_percent

    assert format_percent(1, locale=lang).endswith("\u00a0%")
    with open(LOCALE / lang / "LC_MESSAGES" / "domino_solitaire.po", "rb") as file:
        catalog = read_po(file)
    for message in list(catalog)[1:]:  # (the header's plural formula has "n%10")
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        for text in strings:
            for before in re.findall(r"([^%])%(?![\w(%])", str(text)):
                assert before in "\u00a0\u202f", (message.id, text)


def test_seconds_and_limits_are_written_with_the_languages_marks(capsys: pytest.CaptureFixture[str]) -> None:
    # «в пределах 2.5 с» in a sentence, and "domino-solitaire: …" with no no-break space before the
    # French colon on the command line's most common error line. (A bound the player types back,
    # --speed's "0.125", stays as it is typed: the option reads a decimal point.)
    from domino_solitaire.solver.verdict import Outlook, Verdict
    from domino_solitaire.wording.play import hint_text
    from domino_solitaire.wording.screens import replay_speed_text
    from domino_solitaire.wording.text import short_number

    i18n.use("fr")
    assert (short_number(0.125), short_number(8.0), short_number(86_400.0)) == ("0,125", "8", "86\u202f400")
    assert replay_speed_text(0.25) == "0,25 s/coup"
    i18n.use("ru")
    assert "2,5" in hint_text(Verdict(Outlook.UNKNOWN), 2.5)
    code, _out, err = run(capsys, "solve", "luzon", "--limit-seconds", "999999", "--lang", "fr")
    assert code == 2 and err.startswith("domino-solitaire\u00a0: --limit-seconds") and "86400" in err
    code, _out, err = run(capsys, "replay", "1", "--speed", "99", "--lang", "fr")
    assert code == 2 and "de 0.125 à 8" in err


def test_castle_rocks_short_legend_names_the_key_in_the_language() -> None:
    # "▲ enter  ◀▲▶ t" at 60 columns in French and Russian.
    from domino_solitaire.wording.castle_rock import legend as castle_rock_legend

    i18n.use("fr")
    legend = castle_rock_legend("▲", "◀▲▶", triples=True, finished=False, interactive=True)
    assert legend[1] == "▲ entrée  ◀▲▶ t"


@pytest.mark.parametrize(
    ("encoding", "written"),
    [
        # The text mode folded a Latin-1 output to ASCII ("Gagne !"), and kept the guillemets'
        # spaces when it folded them to quotes ('" zz "').
        ("latin-1", "Gagné\u00a0! «\u00a0zz\u00a0» d'ici"),
        ("ascii", 'Gagne ! "zz" d\'ici'),
    ],
)
def test_the_text_mode_writes_what_a_narrow_output_can_carry(
    monkeypatch: pytest.MonkeyPatch, encoding: str, written: str
) -> None:
    import sys

    from domino_solitaire.textmode.lines import standard_streams

    raw = io.BytesIO()
    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(raw, encoding=encoding, write_through=True))
    monkeypatch.setattr(sys, "stdin", io.StringIO())
    monkeypatch.setenv("LANG", "C.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_CTYPE", raising=False)
    streams = standard_streams()
    streams["stdout"].write("Gagné\u202f! «\u202fzz\u202f» d’ici")
    assert raw.getvalue().decode(encoding) == written


def test_a_refused_cell_and_the_resume_question_read_as_the_languages_write_them(tmp_path: Path) -> None:
    # «в табло 2x6 нет клетки z9» (the glossary's word is «поле», and the objective says «поле
    # 3 × 4»); «…(1 ход): продолжить (r) или сдаться и раздать новую (g)?» with two colons.
    lines = text_mode(tmp_path, "ru", "good-neighbors", ["a1+z9", "a1+b1"])
    assert "Не сыграно: на поле 2\u00a0×\u00a06 нет клетки z9." in lines
    lines = text_mode(tmp_path, "ru", "good-neighbors", ["r"])
    assert lines[0] == (
        "У вас есть незаконченная партия: Добрые соседи, дубль-6, расклад 1 (1 ход). "
        "Продолжить её (r) или сдаться и раздать новый расклад (g)?"
    )
    lines = text_mode(tmp_path / "fr", "fr", "good-neighbors", ["a1+b1", "quit"])
    lines = text_mode(tmp_path / "fr", "fr", "good-neighbors", ["r"])
    assert lines[0].count("\u00a0:") == 1 and lines[0].endswith("nouvelle donne (g)\u202f?"), lines[0]


@pytest.mark.parametrize(
    ("lang", "count", "left", "best", "lost"),
    [
        # "1 tuile restantes", "0 tuile restantes", "au mieux : 1 restantes", "(1 restantes)".
        ("fr", 0, "0 tuile restante", "au mieux\u00a0: 0 restante", "(0 restante)"),
        ("fr", 1, "1 tuile restante", "au mieux\u00a0: 1 restante", "(1 restante)"),
        ("fr", 2, "2 tuiles restantes", "au mieux\u00a0: 2 restantes", "(2 restantes)"),
        ("ru", 1, "осталась 1 кость", "в лучшем случае останется 1", "(осталась 1)"),
        ("ru", 2, "остались 2 кости", "в лучшем случае останется 2", "(остались 2)"),
        ("ru", 5, "осталось 5 костей", "в лучшем случае останется 5", "(осталось 5)"),
        ("ru", 21, "осталась 21 кость", "в лучшем случае останется 21", "(осталась 21)"),
    ],
)
def test_the_tiles_left_agree_with_their_count(
    lang: str, count: int, left: str, best: str, lost: str
) -> None:
    from types import SimpleNamespace

    from domino_solitaire.records import Result
    from domino_solitaire.solver.verdict import Outlook, Verdict
    from domino_solitaire.wording.boards import verdict_words
    from domino_solitaire.wording.stats import daily_mark
    from domino_solitaire.wording.textmode import text_after_move

    i18n.use(lang)
    state = SimpleNamespace(position=SimpleNamespace(tiles_left=lambda: count), won_before=False)
    assert text_after_move(state) == left[:1].upper() + left[1:] + "."  # type: ignore[arg-type]
    assert verdict_words(Verdict(Outlook.NOT_WINNABLE, undos=1, par=count)).endswith(best)
    record = SimpleNamespace(result=Result.LOST, tiles_left=count)
    assert daily_mark(record).endswith(lost)  # type: ignore[arg-type]


def test_a_deal_that_is_not_a_full_set_says_each_problem_agreeing_with_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # "1 manquantes : 0-5", "répétées : 0-0" for one tile, and a hard-coded "; " between them.
    deal = "0-0 0-0 1-1 1-2 1-3 1-4 1-5 1-6 2-2 2-3 2-4 2-5 2-6 3-3 3-4 3-5 3-6 4-4 4-5 4-6 5-5 5-6 6-6 7-7"
    deal += " 0-1 0-2 0-3 0-4 0-5"
    code, _out, err = run(capsys, "deal", "luzon", "--deal", deal, "--lang", "fr")
    assert code == 2 and err.endswith(
        "absente d’un jeu double-6\u00a0: 7-7\u202f; répétée\u00a0: 0-0\u202f; 1 manquante\u00a0: 0-6\n"
    ), err
    code, _out, err = run(capsys, "deal", "luzon", "--deal", deal, "--lang", "ru")
    assert code == 2 and err.endswith("нет в наборе дубль-6: 7-7; повторена: 0-0; не хватает 1: 0-6\n"), err


def test_a_rules_table_read_as_lines_and_a_spoken_cell_take_the_languages_colon() -> None:
    # "double-6: --set 6 (par défaut, le seul): standard…" in the text mode's French rules, and a
    # screen reader's "a1: 4-5." built without the catalog.
    from domino_solitaire.engine.good_neighbors import Cell
    from domino_solitaire.rulebook import plain_lines, rules_markdown
    from domino_solitaire.wording.play import spoken_target

    i18n.use("fr")
    lines = plain_lines(rules_markdown("luzon", "fr"))
    assert any(line.startswith("double-6\u00a0: --set 6") for line in lines), lines
    position = make_setup("good-neighbors", 6, seed=1).opening()
    assert spoken_target(position, Cell(0, 0)) == "a1\u00a0: 1-2."


def test_a_table_stays_aligned_when_the_output_folds_its_letters(monkeypatch: pytest.MonkeyPatch) -> None:
    # PYTHONIOENCODING=ascii stats --lang ru: «Лучшее время» prints as "Luchshee vremya", three
    # letters longer, and the numbers under it stood three columns to the left of its end.
    import sys

    from domino_solitaire.cli.store import text_table
    from domino_solitaire.textfold import fold

    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(io.BytesIO(), encoding="ascii"))
    table = text_table(["Игра", "Лучшее время", "Ходы"], [["Лусон д6", "-", "4"]], "lrr")
    lines = [fold(line) for line in table]
    assert lines == ["Igra      Luchshee vremya  Khody", "Luson d6                -      4"]


def test_the_screen_readers_moves_sentence_keeps_its_cases() -> None:
    # «столбец 3 (3-5) с ячейка резерва R3 (1-3)»: "с" wants the instrumental, and a Luzon spot is
    # named in the nominative; «x2 (сделано само)» of a move (ход, masculine).
    from domino_solitaire.wording.reader import by_itself_text, moves_sentence

    i18n.use("ru")
    luzon = make_setup("luzon", 6, seed=1).opening()
    assert moves_sentence(luzon) == "Возможен 1 ход: столбец 3 (3-5) и ячейка резерва R3 (1-3)."
    assert by_itself_text("x2") == "x2 (сыгран сам)"


def test_russian_grades_agree_with_the_word_level() -> None:
    # «Уровень: без выигрыша.» beside «лёгкий», «трудный»; «Поиск расклада уровня лёгкий…» put a
    # nominative where the genitive belongs.
    from domino_solitaire.wording.text import searching_for
    from domino_solitaire.wording.words import grade_word

    i18n.use("ru")
    assert grade_word("unwinnable") == "невыигрышный"
    assert searching_for("easy") == "Поиск расклада (уровень: лёгкий)…"


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Your puzzle rating: 1500 → 1332 (\u2212168)."),
        ("fr", "Votre classement aux problèmes\u00a0: 1500 → 1592 (+92)."),
        ("ru", "Ваш рейтинг в задачах: 1500 → 1332 (\u2212168)."),
    ],
)
def test_a_rating_change_takes_the_minus_sign_and_folds_to_a_hyphen(lang: str, said: str) -> None:
    # It was "(-168)", a hyphen where a typeset number has its minus sign (U+2212).
    from domino_solitaire.textfold import fold
    from domino_solitaire.wording.puzzles import rating_change_text

    new = 1592 if "+92" in said else 1332
    i18n.use(lang)
    try:
        assert rating_change_text(1500, new) == said
    finally:
        i18n.use("en")
    assert fold("(\u2212168)", "ascii") == "(-168)"
