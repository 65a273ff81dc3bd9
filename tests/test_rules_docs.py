"""The rules in French and Russian (docs/rules/fr, docs/rules/ru): the English documents' sections,
tables and examples, in the language, with its typography, and found by rules_markdown and `rules --lang`."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from domino_solitaire.rulebook import RULES_LANGUAGES, rules_markdown
from helpers import run_cli

RULES = Path(__file__).resolve().parents[1] / "docs" / "rules"
GAMES = ["good-neighbors", "luzon", "castle-rock", "four-rows"]
TRANSLATIONS = [lang for lang in RULES_LANGUAGES if lang != "en"]
CASES = [(lang, game) for lang in TRANSLATIONS for game in GAMES]
NO_BREAK = "\u00a0\u202f"  # the no-break space and the narrow one, before French : ; ? ! and inside « »
#: Move notation (docs/notation.md): Good Neighbors' pairs, Luzon's pairs and fills, Castle Rock's removals,
#: Four Rows' placements.
PAIRS = r"[a-f][1-9]\+[a-f][1-9]( [a-f][1-9]\+[a-f][1-9])*"
MOVE = re.compile(PAIRS + r"|[1-5]\+([1-5]|R[1-3])|[1-5]>[1-5]|x\d+(-\d+)?|[1-5][LR]")


@dataclass
class Document:
    headings: list[str]  # "#", "##", ... in order
    tables: list[list[int]]  # each table's rows, by their number of columns
    code_blocks: list[str]
    spans: list[str]  # inline code, outside the code blocks
    prose: str  # the rest: what the reader reads as sentences


def parse(text: str) -> Document:
    doc = Document([], [], [], [], "")
    prose: list[str] = []
    block: list[str] | None = None
    table: list[str] = []
    for line in [*text.split("\n"), ""]:
        if line.startswith("```"):
            if block is None:
                block = []
            else:
                doc.code_blocks.append("\n".join(block))
                block = None
            continue
        if block is not None:
            block.append(line)
            continue
        if line.startswith("|"):
            table.append(line)
            if re.fullmatch(r"\|[-:| ]+\|", line):
                continue  # the separator row: colons of alignment, not punctuation
        elif table:
            doc.tables.append([len(row.strip().strip("|").split("|")) for row in table])
            table = []
        if heading := re.match(r"(#+) ", line):
            doc.headings.append(heading.group(1))
        doc.spans += re.findall(r"`([^`]+)`", line)
        prose.append(re.sub(r"`[^`]+`|\]\([^)]*\)", " ", line))  # code and link targets are not prose
    doc.prose = "\n".join(prose)
    return doc


def read(lang: str, game: str) -> str:
    return (RULES / lang / f"{game}.md").read_text(encoding="utf-8")


def english(game: str) -> Document:
    return parse((RULES / f"{game}.md").read_text(encoding="utf-8"))


@pytest.mark.parametrize(("lang", "game"), CASES)
def test_same_sections_tables_and_code(lang: str, game: str) -> None:
    source, translation = english(game), parse(read(lang, game))
    assert translation.headings == source.headings
    assert translation.tables == source.tables
    # A diagram's words are the language's ("haut", "позиция"); its tiles, cells and numbers are the same.
    assert [skeleton(block) for block in translation.code_blocks] == [
        skeleton(block) for block in source.code_blocks
    ]


def skeleton(block: str) -> list[str]:
    """A code block's tiles, cells, numbers and moves, in order: what no translation changes."""
    return re.findall(r"\[[^\]]*\]|R\d|[a-f]\d\+[a-f]\d|\d+(?:[-+>]\d+)?|[+>]", block)


@pytest.mark.parametrize(("lang", "game"), CASES)
def test_no_diagram_keeps_english_words(lang: str, game: str) -> None:
    # The diagrams said "top (tiles 1-5)" and "<- the next tile joins here", with a gloss under them.
    english_words = {
        "top",
        "bottom",
        "tiles",
        "reserve",
        "position",
        "next",
        "tile",
        "joins",
        "here",
        "exposed",
    }
    english_words -= {"position"} if lang == "fr" else set()  # French writes it so too
    for block in parse(read(lang, game)).code_blocks:
        assert not set(re.findall(r"[A-Za-z]+", block)) & english_words, block


@pytest.mark.parametrize(("lang", "game"), CASES)
def test_every_example_is_kept(lang: str, game: str) -> None:
    source, translation = english(game), parse(read(lang, game))
    moves = {span for span in source.spans if MOVE.fullmatch(span)}
    assert len(moves) >= 4  # the pattern still finds the English examples
    assert moves <= set(translation.spans)
    # Tiles, cells, options and commands too: every inline code of the English text.
    assert set(source.spans) - set(translation.spans) == set()


def words(prose: str) -> list[str]:
    return re.findall(r"[^\W\d_]+", prose.lower())


@pytest.mark.parametrize("game", GAMES)
def test_french_is_french(game: str) -> None:
    found = words(parse(read("fr", game)).prose)
    for word in ("les", "tuile", "une", "est"):
        assert word in found, word
    english_words = [w for w in found if w in {"the", "and", "tile", "tiles", "with", "is", "of", "you"}]
    assert len(english_words) <= len(found) // 200, english_words


@pytest.mark.parametrize("game", GAMES)
def test_russian_is_russian(game: str) -> None:
    letters = [c for c in parse(read("ru", game)).prose if c.isalpha()]
    cyrillic = [c for c in letters if "\u0400" <= c <= "\u04ff"]
    assert len(cyrillic) >= 0.95 * len(letters)


@pytest.mark.parametrize("game", GAMES)
def test_french_typography(game: str) -> None:
    prose = parse(read("fr", game)).prose
    for match in re.finditer(r"(.)([:;?!»])", prose):
        assert match.group(1) in NO_BREAK, prose[max(0, match.start() - 30) : match.end()]
    assert re.findall(r"«(.)", prose) and all(c in NO_BREAK for c in re.findall(r"«(.)", prose))
    assert '"' not in prose and "'" not in prose  # « » quotes and the apostrophe ’


@pytest.mark.parametrize("game", GAMES)
def test_russian_typography(game: str) -> None:
    prose = parse(read("ru", game)).prose
    assert '"' not in prose and "«" in prose  # «ёлочки»
    assert " - " not in prose and " — " in prose  # the dash is an em dash, between spaces


@pytest.mark.parametrize(("lang", "game"), CASES)
def test_links_lead_somewhere(lang: str, game: str) -> None:
    for target in re.findall(r"\]\(([^)#]+)", read(lang, game)):
        assert (RULES / lang / target).resolve().is_file(), target


@pytest.mark.parametrize(("lang", "game"), CASES)
def test_rules_markdown_reads_the_translation(lang: str, game: str) -> None:
    assert rules_markdown(game, lang) == read(lang, game)
    assert rules_markdown(game, lang) != rules_markdown(game)


@pytest.mark.parametrize("lang", ["en", "de", "", "../fr", "fr/../..", "FR"])
def test_other_languages_get_english(lang: str) -> None:
    for game in GAMES:
        assert rules_markdown(game, lang) == (RULES / f"{game}.md").read_text(encoding="utf-8")


def test_a_missing_translation_falls_back_to_english(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("domino_solitaire.rulebook.RULES_LANGUAGES", ("en", "fr", "ru", "de"))
    assert rules_markdown("luzon", "de") == rules_markdown("luzon")


def test_rules_command_takes_the_language(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(capsys, "rules", "luzon", "--lang", "ru")
    assert code == 0 and "Лусон" in out and "столбц" in out.lower()
    code, out, _ = run_cli(capsys, "rules", "castle-rock", "--lang", "fr")
    assert code == 0 and "tuile" in out
    code, _, err = run_cli(capsys, "rules", "luzon", "--lang", "de")
    assert code == 2 and "--lang" in err
