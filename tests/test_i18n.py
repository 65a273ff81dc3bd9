"""The translations: the language chosen, the catalogs complete and compiled, English as the fallback."""

from __future__ import annotations

import i18n as catalogs  # tools/i18n.py

from domino_solitaire import i18n


def test_the_catalogs_are_complete_compiled_and_up_to_date() -> None:
    assert list(catalogs.problems()) == []


def test_the_language_comes_from_the_option_then_the_setting_then_the_environment() -> None:
    assert i18n.choose("fr", "ru", {"LANG": "en_US.UTF-8"}) == "fr"
    assert i18n.choose(None, "ru", {"LANG": "fr_FR.UTF-8"}) == "ru"
    assert i18n.choose(None, None, {"LANG": "fr_FR.UTF-8"}) == "fr"
    assert i18n.choose(None, None, {"LANGUAGE": "ru:fr", "LANG": "fr_FR.UTF-8"}) == "ru"
    assert i18n.choose(None, None, {"LANGUAGE": "de:fr"}) == "fr"  # the first of the list we speak
    assert i18n.choose(None, None, {"LC_ALL": "C", "LANG": "fr_FR.UTF-8"}) == "en"
    assert i18n.choose(None, None, {"LC_ALL": "de_DE.UTF-8", "LANG": "fr_FR.UTF-8"}) == "en"
    assert i18n.choose("de", "xx", {}) == "en"


def test_a_missing_translation_falls_back_to_english_never_to_nothing() -> None:
    try:
        assert i18n.use("fr") in ("fr", "en")
        assert i18n._("This sentence is in no catalog.") == "This sentence is in no catalog."
        assert i18n.ngettext("{count} frog", "{count} frogs", 3) == "{count} frogs"
        assert i18n.use("de") == "en" and i18n.current() == "en"
        assert i18n.use(i18n.PSEUDO) == i18n.PSEUDO
        assert i18n._("Undo") == "⟦Undo⟧"
    finally:
        i18n.use("en")


def test_russian_counts_take_one_few_and_many() -> None:
    # One: 1, 21; few: 2 (3, 4, 22...); many: 5, 11 (12-14 too) and 0.
    from domino_solitaire.wording.common import tiles_text
    from domino_solitaire.wording.text import hints_text, moves_text

    try:
        assert i18n.use("ru") == "ru"
        assert [moves_text(n) for n in (1, 2, 5, 11, 21)] == [
            "1 ход",
            "2 хода",
            "5 ходов",
            "11 ходов",
            "21 ход",
        ]
        assert [tiles_text(n) for n in (1, 2, 5, 11, 21)] == [
            "1 кость",
            "2 кости",
            "5 костей",
            "11 костей",
            "21 кость",
        ]
        assert hints_text(3) == "3 подсказки" and hints_text(12) == "12 подсказок"
        assert i18n.use("fr") == "fr"
        assert [moves_text(n) for n in (0, 1, 2)] == ["0 coup", "1 coup", "2 coups"]
    finally:
        i18n.use("en")


def test_english_is_unchanged_by_the_catalogs() -> None:
    # The source's English is the English shown: no catalog for it, nothing rewritten.
    from domino_solitaire.wording.common import tiles_text
    from domino_solitaire.wording.text import moves_text

    assert i18n.use("en") == "en"
    assert moves_text(1) == "1 move" and moves_text(2) == "2 moves" and tiles_text(0) == "0 tiles"


def test_numbers_are_written_as_each_language_writes_them() -> None:
    from domino_solitaire.wording.screens import win_rate_text
    from domino_solitaire.wording.text import number_text

    try:
        assert win_rate_text(12, 9996, 10000) == "double-12: 99.96% of deals can be won (9,996 of 10,000)"
        assert i18n.use("fr") == "fr"
        assert number_text(9996) == "9\u202f996" and number_text(99.96, 2) == "99,96"
        assert i18n.use("ru") == "ru"
        assert (
            win_rate_text(12, 9996, 10000)
            == "дубль-12: можно выиграть 99,96\u00a0% раскладов (9\u00a0996 из 10\u00a0000)"
        )
    finally:
        i18n.use("en")


def test_the_verdicts_short_form_stays_within_26_characters_in_every_language() -> None:
    # The status bar falls back to it where the line has little room (wording.verdict_words).
    from domino_solitaire.solver.verdict import Outlook, Verdict
    from domino_solitaire.wording.boards import verdict_words

    verdicts = [Verdict(outlook, undos=12, par=10) for outlook in Outlook] + [
        Verdict(Outlook.NOT_WINNABLE, par=10)
    ]
    try:
        for lang in ("en", "fr", "ru"):
            assert i18n.use(lang) == lang
            for verdict in verdicts:
                assert len(verdict_words(verdict, short=True)) <= 26, (
                    lang,
                    verdict_words(verdict, short=True),
                )
    finally:
        i18n.use("en")


def test_the_text_modes_prose_is_translated_and_its_protocol_words_are_not() -> None:
    from domino_solitaire.wording.textmode import text_help

    words = ("look", "moves", "hint", "undo", "redo", "restart", "new", "status", "rules", "help", "quit")
    try:
        for lang in ("fr", "ru"):
            assert i18n.use(lang) == lang
            lines = text_help("luzon")
            english = "Commands: look (the game and the layout)"
            assert not any(english in line for line in lines)
            commands = lines[1]
            assert all(f"{word}" in commands for word in words), commands
            assert "2+5" in lines[0] and "3+R2" in lines[0] and "4>1" in lines[0]  # the notation stays
    finally:
        i18n.use("en")
