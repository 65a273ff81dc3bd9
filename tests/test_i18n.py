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
        assert i18n.ngettext("{count} move", "{count} moves", 3) == "{count} moves"
        assert i18n.use("de") == "en" and i18n.current() == "en"
        assert i18n.use(i18n.PSEUDO) == i18n.PSEUDO
        assert i18n._("Undo") == "⟦Undo⟧"
    finally:
        i18n.use("en")
