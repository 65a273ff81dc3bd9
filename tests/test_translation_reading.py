"""What a professional translator's reading of the French and Russian catalogs found: each finding
as a player now reads it (a broken sentence, a name that varied, a case or gender, a key), the text
mode's yes key in the player's language, and the daily deal that is never a challenge."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from domino_solitaire import i18n
from domino_solitaire.engine import Game, make_setup
from domino_solitaire.i18n import _, ngettext, pgettext
from domino_solitaire.solver.verdict import Outlook, Verdict
from domino_solitaire.wording.boards import short_deal, status_deal, verdict_words
from domino_solitaire.wording.month import month_title
from domino_solitaire.wording.screens import BACK_BUTTON, CANCEL_BUTTON
from domino_solitaire.wording.stats import history_deal
from domino_solitaire.wording.textmode import NEW_KEPT_TEXT
from helpers import text_mode

LOCALE = Path(__file__).resolve().parent.parent / "src" / "domino_solitaire" / "locale"
NB, TH = "\u00a0", "\u202f"


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.use("en")


def catalog(lang: str) -> list[tuple[str, list[str]]]:
    """Each message's English and its translations (every plural form)."""
    with open(LOCALE / lang / "LC_MESSAGES" / "domino_solitaire.po", "rb") as file:
        read = read_po(file)
    found = []
    for message in read:
        if message.id:
            english = message.id[0] if isinstance(message.id, (tuple, list)) else message.id
            strings = message.string if isinstance(message.string, (tuple, list)) else [message.string]
            found.append((str(english), [str(s) for s in strings]))
    return found


FRENCH = [
    # 1: a sentence that was broken.
    (
        _,
        ("The game is lost, nor from any earlier position.",),
        "La partie est perdue, et aucune position antérieure ne permettait de la gagner.",
    ),
    # 3: the game's name after its article («des Bons voisins»), or after a colon.
    (_, ('"{move}" is not a Good Neighbors turn',), f"«{TH}{{move}}{TH}» n’est pas un tour des Bons voisins"),
    (_, ("How to play {game}",), f"Comment jouer{NB}: {{game}}"),
    # 5: one «donne» on the line, the number as «n°».
    (pgettext, ("deal line", "the daily deal of {day}"), "du jour, {day}"),
    (_, ("(number {seed})",), f"(n°{NB}{{seed}})"),
    (
        _,
        ("the day's deal of this tier ({tiers}) instead of the day's own",),
        "pour ce jour, la donne de ce niveau ({tiers}) au lieu de la donne du jour ordinaire",
    ),
    # 6: one name a screen.
    (pgettext, ("start screen button", "Statistics"), "Statistiques"),
    (pgettext, ("start screen button", "Resume"), "Reprendre"),
    (_, ("Take over",), "Jouer d’ici"),
    # 8: escape is «échap».
    (_, (CANCEL_BUTTON,), "Annuler (échap)"),
    (_, (BACK_BUTTON,), "Retour (échap)"),
    # 9
    (
        _,
        ('Move {number}, "{move}", was the first to lose a tile of par.',),
        f"Le coup {{number}}, «{TH}{{move}}{TH}», a été le premier à coûter une tuile par rapport au par.",
    ),
    (
        ngettext,
        ("{count} lost a tile of par", "{count} lost a tile of par", 1),
        "{count} a coûté une tuile par rapport au par",
    ),
    (
        ngettext,
        ("{count} lost a tile of par", "{count} lost a tile of par", 3),
        "{count} ont coûté chacun une tuile par rapport au par",
    ),
    (_, ("Play a removal that is the only one by itself",), "Jouer automatiquement un retrait forcé"),
    (_, ("Deal a new game of the same kind",), "Distribuer une nouvelle donne de ce jeu"),
    (
        _,
        ('"{text}" could be {games}; give more of the name',),
        f"«{TH}{{text}}{TH}» peut désigner {{games}}{TH}; précisez le nom",
    ),
    (
        ngettext,
        ("Daily streak: {count} day.", "Daily streak: {count} days.", 3),
        f"Série de donnes du jour{NB}: {{count}} jours.",
    ),
    # 10: labels.
    (_, ("Difficulty",), f"Difficulté{NB}:"),
    (_, ("any",), "toutes"),
    (pgettext, ("statistics column", "Win %"), "% vict."),
    (pgettext, ("statistics column", "Best"), "Max."),
    (pgettext, ("statistics column", "Best daily"), "Record"),
    (_, ("Set",), f"Dominos{NB}:"),
    (_, ("Slower",), "Plus lentement"),
    # 11: the commands' help says «affiche» for print.
    (_, ("print the deal as JSON (with its difficulty)",), "affiche la donne en JSON (avec sa difficulté)"),
    (
        _,
        ("show a month of the daily tiers (default this month): won, played or missed",),
        f"affiche un mois des niveaux du jour (par défaut ce mois-ci){NB}: gagnées, jouées ou manquées",
    ),
    # 12: the no-break space before a colon after a sign.
    (_, (": {deal}",), f"{NB}: {{deal}}"),
    # 13: a puzzle is a «problème».
    (pgettext, ("start screen button", "Puzzles"), "Problèmes"),
]

RUSSIAN = [
    # 1: расклад is masculine.
    (
        _,
        ("no winnable deal found in deals {start} to {seed}; try another starting number",),
        "среди раскладов с {start} по {seed} нет выигрышного; попробуйте другой начальный номер",
    ),
    (
        _,
        ("double-{size}: no winnable deal in {measured} (play for the fewest tiles left)",),
        "дубль-{size}: ни одного выигрышного расклада из {measured} (играйте на меньший остаток)",
    ),
    # 2: par is «норма».
    (ngettext, ("{count} move kept par", "{count} moves kept par", 5), "{count} ходов сохранили норму"),
    (
        ngettext,
        ("{count} lost a tile of par", "{count} lost a tile of par", 1),
        "{count} стоил кости сверх нормы",
    ),
    # 3, 4
    (_, ("Take over",), "Играть отсюда"),
    (
        _,
        ("This deal could not be won, whatever the play.",),
        "Этот расклад нельзя было выиграть ни при какой игре.",
    ),
    # 5
    (pgettext, ("deal line", "the daily deal of {day}"), "расклад дня, {day}"),
    (_, ("{seed} daily",), "{seed}, расклад дня"),
    # 6: one name a screen.
    (pgettext, ("start screen button", "Statistics"), "Статистика"),
    (pgettext, ("start screen button", "Resume"), "Продолжить"),
    (pgettext, ("start screen button", "Daily"), "Расклад дня"),
    # 8
    (_, ("✗ no win",), "✗ без победы"),
    # 9: grammar.
    (
        _,
        ("{command} needs an interactive terminal (standard input and output are not one)",),
        f"для {{command}} нужен интерактивный терминал (стандартные ввод и вывод{NB}— не терминал)",
    ),
    (
        _,
        ("--json needs a puzzle: give GAME and N, or --daily",),
        "для --json нужна задача: укажите GAME и N или --daily",
    ),
    (
        ngettext,
        ("the {count} after it not read", "the {count} after it not read", 5),
        "{count} следующих не прочитано",
    ),
    # 10: the tag's period.
    (
        _,
        ("No removal possible: tiles come from the stock by themselves (marked new).",),
        "Убрать нечего: кости сами приходят из запаса (с пометкой «нов.»).",
    ),
    # 11: labels.
    (pgettext, ("statistics column", "Daily"), "Расклады дня"),
    (ngettext, ("{count} puzzle tried", "{count} puzzles tried", 1), "решалась {count} задача"),
    (ngettext, ("{count} puzzle tried", "{count} puzzles tried", 5), "решалось {count} задач"),
    (_, (CANCEL_BUTTON,), "Отмена (Esc)"),
    (_, (BACK_BUTTON,), "Назад (Esc)"),
    (_, ("standard",), "стандартный"),
]


@pytest.mark.parametrize(
    ("lang", "function", "args", "read"),
    [("fr", *finding) for finding in FRENCH] + [("ru", *finding) for finding in RUSSIAN],
)
def test_each_finding_reads_as_a_native_writes_it(
    lang: str, function: object, args: tuple[object, ...], read: str
) -> None:
    i18n.use(lang)
    assert function(*args) == read  # type: ignore[operator]


def test_the_daily_deal_is_never_a_challenge_in_french() -> None:
    # «défi» names a challenge only; the daily deal is «du jour».
    for english, strings in catalog("fr"):
        if re.search(r"daily|day's", english) and "challenge" not in english:
            assert not [s for s in strings if "défi" in s], english
    i18n.use("fr")
    assert status_deal(42, date(2026, 12, 2)) == "du jour, 2 décembre 2026 (donne 42)"
    assert history_deal(42, daily=True) == "42 (du jour)"
    assert (
        month_title("Bons voisins d12", 2026, 12) == f"Niveaux du jour{NB}: Bons voisins d12, décembre 2026"
    )
    i18n.use("ru")
    assert status_deal(42, date(2026, 12, 2)) == "расклад дня, 2 декабря 2026 (расклад 42)"
    # In less room only the number's word gives way to "#", not the daily deal's own «расклад».
    assert short_deal(status_deal(42, date(2026, 12, 2))) == "расклад дня, 2 декабря 2026 (#42)"
    assert short_deal(status_deal(42)) == "#42"


def test_the_commands_help_is_in_one_form_and_french_puts_its_no_break_spaces() -> None:
    for english, strings in catalog("fr"):
        for text in strings:
            # French: a no-break space before a colon, even after a sign («▲ : …»).
            assert not re.search(r"(^|\x20):", text), text
            # A puzzle is a «problème» (the command keeps its name, `puzzle`).
            assert not re.search(r"(?<![`\w-])[Pp]uzzle", text), text
            # The commands' help says what the command does: «affiche», never «afficher».
            if re.match(r"(print|show|play|write|find|check|with --\w+:) ", english):
                assert not re.match(r"(avec \S+\s:\s)?\w+(er|ir|dre)\b", text), text


def test_a_best_result_and_its_short_form_agree_in_russian() -> None:
    i18n.use("ru")
    verdict = Verdict(Outlook.NOT_WINNABLE, par=10)
    assert verdict_words(verdict) == "✗ не выиграть · в лучшем случае останется 10"
    assert verdict_words(verdict, short=True) == "✗ не выиграть · минимум 10"


@pytest.mark.parametrize(
    ("lang", "question", "again", "yes"),
    [
        ("en", "Give up this game and deal a new one? (y or n)", "Answer y or n.", "y"),
        (
            "fr",
            f"Abandonner cette partie et en distribuer une nouvelle{TH}? (o ou n)",
            "Répondez o ou n.",
            "o",
        ),
        ("ru", "Сдаться и раздать новый расклад? (д или н)", "Ответьте д или н.", "д"),
    ],
)
def test_the_text_mode_asks_yes_or_no_with_the_languages_keys_and_takes_y_too(
    tmp_path: Path, lang: str, question: str, again: str, yes: str
) -> None:
    first = str(Game(make_setup("luzon", 6, seed=1)).legal_moves()[0])
    # The language's yes deals anew, and so does the English y; anything else is asked again.
    for answer in (yes, "y"):
        lines = text_mode(tmp_path / answer, lang, "luzon", [first, "new", "maybe", answer, "quit"])
        assert question in lines and lines.index(question) < lines.index(again), lines
        assert _(NEW_KEPT_TEXT) not in lines
    # Its no, and the English n, keep the game.
    for n, answer in enumerate(({"en": "no", "fr": "non", "ru": "н"}[lang], "n")):
        lines = text_mode(tmp_path / f"no-{n}", lang, "luzon", [first, "new", answer, "quit"])
        assert _(NEW_KEPT_TEXT) in lines and again not in lines, lines
