"""French and Russian typography (issue 27): the catalogs hold their no-break spaces, and no
wrap (Rich's, Textual's, the rules' own, argparse's) breaks a line at one."""

from __future__ import annotations

import pytest
import typography
from rich.console import Console
from rich.text import Text

from domino_solitaire.cli.basic import rules_text
from domino_solitaire.textfold import NO_BREAK
from domino_solitaire.wording.text import printable

NBSP, NNBSP = "\u00a0", "\u202f"


@pytest.mark.parametrize("lang", ["fr", "ru"])
def test_the_catalogs_put_the_no_break_spaces_where_the_language_wants_them(lang: str) -> None:
    assert typography.problems(lang) == []


def test_the_rules_of_french_spacing() -> None:
    assert typography.fixed("But : gagner ; vite ! « oui » ?", "fr") == (
        f"But{NBSP}: gagner{NNBSP}; vite{NNBSP}! «{NNBSP}oui{NNBSP}»{NNBSP}?"
    )
    # A time, an address and a key name keep their colon and sign as they are.
    kept = "0:42, https://x. 42. ? pour l’aide"
    assert typography.fixed(kept, "fr") == kept
    assert typography.fixed("расклад — его кость", "ru") == f"расклад{NBSP}— его кость"


def _lines_of_rich(text: str, width: int) -> list[str]:
    console = Console(width=width, file=None, force_terminal=False, legacy_windows=False)
    return [line.plain for line in Text(text).wrap(console, width)]


def test_rich_and_textual_keep_a_no_break_space(monkeypatch: pytest.MonkeyPatch) -> None:
    import rich._wrap
    import textual._wrap
    from textual.content import Content

    from domino_solitaire.tui.typography import hold_no_break_spaces

    monkeypatch.setattr(rich._wrap, "re_word", rich._wrap.re_word)
    monkeypatch.setattr(textual._wrap, "re_chunk", textual._wrap.re_chunk)
    hold_no_break_spaces()
    sentence = f"Au mieux le par{NBSP}: pas plus de tuiles (9{NNBSP}996 sur 10{NNBSP}000)"
    for width in range(12, 40):
        for line in _lines_of_rich(sentence, width):
            assert not line.lstrip().startswith((":", "996", "000")), (width, line)
        for piece in Content(sentence).wrap(width):
            assert not piece.plain.lstrip().startswith((":", "996", "000")), (width, piece)


def test_the_rules_text_never_starts_a_line_with_french_punctuation() -> None:
    for width in (40, 60, 80):
        for game in ("good-neighbors", "luzon", "castle-rock"):
            text = rules_text(game, width=width, lang="fr")
            for line in text.splitlines():
                assert not line.lstrip().startswith((":", ";", "?", "!", "»")), (game, width, line)


def test_an_echo_keeps_the_no_break_spaces() -> None:
    assert printable(f"jeux{NBSP}: 6 ; «{NNBSP}x{NNBSP}»") == f"jeux{NBSP}: 6 ; «{NNBSP}x{NNBSP}»"
    assert printable("a\u2028b") == "a\\u2028b"
    assert set(NO_BREAK) >= {NBSP, NNBSP}
