"""The player's language: English, French or Russian, through the standard library's gettext.

Every word a player reads goes through ``_`` (or ``ngettext`` where a number is counted: Russian
has three plural forms), so that one catalog per language (``locale/<lang>/LC_MESSAGES``) says it
in that language, and a missing translation falls back to English, never to an empty string.

The conventions, for whoever writes a sentence:

- ``_("Played {move}.").format(move=move)``, never an f-string inside ``_``: the catalog holds the
  sentence with its placeholders, and a translation may put them in another order.
- ``ngettext("{count} move", "{count} moves", count).format(count=count)`` for a counted word.
- A string fixed at import time (a constant, a Binding's description) is marked with ``N_`` (which
  only marks it for extraction) and translated where it is shown, with ``_``: the language is
  chosen after the modules are imported.
- Machine output never goes through here: ``--json``, record files, move notation, deal strings,
  and the text mode's protocol words and ``moves:`` line stay the same in every language.

``use(lang)`` installs a language for the whole process (the command line calls it once, before
it builds its parser; the start screen's setting calls it again). ``choose`` says which language
the player asked for. Pure but for reading the catalog in ``use``.
"""

from __future__ import annotations

import gettext
from collections.abc import Mapping
from pathlib import Path

#: The languages the program speaks; English is the source and the fallback.
LANGUAGES: tuple[str, ...] = ("en", "fr", "ru")
#: Each language in its own words (the start screen's list, ``--lang``'s help).
NAMES: Mapping[str, str] = {"en": "English", "fr": "Français", "ru": "Русский"}
#: The catalogs' name.
DOMAIN = "domino_solitaire"
#: Where the compiled catalogs are: ``locale/<lang>/LC_MESSAGES/domino_solitaire.mo``.
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
#: A language for tests: every translated string wrapped in these marks, to find what is not.
PSEUDO = "pseudo"
PSEUDO_MARKS = ("⟦", "⟧")

# The environment variables gettext reads, in its order.
_ENVIRONMENT = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


class _Pseudo(gettext.NullTranslations):
    """Every message wrapped in marks: a screen line with English words and no mark was not translated."""

    def gettext(self, message: str) -> str:
        return f"{PSEUDO_MARKS[0]}{message}{PSEUDO_MARKS[1]}"

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return self.gettext(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return self.gettext(message)


_translation: gettext.NullTranslations = gettext.NullTranslations()
_language = "en"


def language_of(environ: Mapping[str, str]) -> str | None:
    """The language the environment asks for, as gettext reads it: the first of LANGUAGE (a list,
    ``fr:en``), LC_ALL, LC_MESSAGES and LANG that is set; None when it names none of ours."""
    for name in _ENVIRONMENT:
        value = environ.get(name, "")
        if not value:
            continue
        for part in value.split(":"):
            code = part.split(".")[0].split("@")[0].split("_")[0].split("-")[0].lower()
            if code in LANGUAGES:
                return code
            if code in ("c", "posix"):
                return "en"
        return None
    return None


def choose(asked: str | None, setting: str | None, environ: Mapping[str, str]) -> str:
    """The language to speak: ``--lang``, else the player's setting, else the environment's, else
    English. Values that are not one of LANGUAGES are passed over."""
    for candidate in (asked, setting, language_of(environ)):
        if candidate in LANGUAGES or candidate == PSEUDO:
            return str(candidate)
    return "en"


def use(lang: str) -> str:
    """Speak ``lang`` from now on (English for one not known, or whose catalog is missing); returns
    the language in use."""
    global _translation, _language
    if lang == PSEUDO:
        _translation, _language = _Pseudo(), PSEUDO
        return _language
    if lang not in LANGUAGES or lang == "en":
        _translation, _language = gettext.NullTranslations(), "en"
        return _language
    try:
        _translation = gettext.translation(DOMAIN, LOCALE_DIR, languages=[lang])
        _language = lang
    except OSError:  # no catalog installed: English
        _translation, _language = gettext.NullTranslations(), "en"
    return _language


def following(lang: str) -> str:
    """The language after ``lang`` in ``LANGUAGES`` (the start screen's language key goes round)."""
    return LANGUAGES[(LANGUAGES.index(lang) + 1) % len(LANGUAGES)] if lang in LANGUAGES else "en"


def current() -> str:
    """The language in use."""
    return _language


def _(message: str) -> str:
    """``message`` in the player's language (English when it has no translation)."""
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of a counted sentence for ``count`` in the player's language (Russian: one, few, many)."""
    return _translation.ngettext(singular, plural, count)


def N_(message: str) -> str:
    """Marks ``message`` for the catalogs without translating it (translated where it is shown)."""
    return message


def pgettext(context: str, message: str) -> str:
    """``message`` in the player's language as it is said in ``context`` (a short word that needs a
    shorter translation in one place, a start-screen button, than elsewhere); English otherwise."""
    return _translation.pgettext(context, message)


def NC_(context: str, message: str) -> str:
    """Marks ``message`` in ``context`` for the catalogs without translating it (``pgettext`` shows it)."""
    return message
