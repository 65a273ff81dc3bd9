"""The translations' catalogs, with Babel: extract, update, compile and check.

    python tools/i18n.py extract   # src -> src/domino_solitaire/locale/domino_solitaire.pot
    python tools/i18n.py update    # the template -> each language's .po (translations kept)
    python tools/i18n.py compile   # each .po -> its .mo (committed: the wheel carries them)
    python tools/i18n.py check     # what the suite checks (exit 1 with one line per problem)

The compiled catalogs (.mo) are committed beside their .po and packed into the wheel with the
package; ``check`` fails when one is not the compilation of its .po, when a translation is empty
or fuzzy, when its placeholders ({move}, {count}...) differ from the English, or when the template
is not what the source says today.
"""

from __future__ import annotations

import io
import re
import sys
from collections.abc import Iterator
from datetime import datetime, timezone
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "src" / "domino_solitaire"
LOCALE = SOURCE / "locale"
TEMPLATE = LOCALE / "domino_solitaire.pot"
LANGUAGES = ("fr", "ru")
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2), "NC_": ((1, "c"), 2)}
PLACEHOLDER = re.compile(r"\{[a-z_]*\}")
#: The catalogs' date: fixed, so that writing a catalog again changes nothing but its messages.
DATE = datetime(2026, 12, 1, tzinfo=timezone.utc)
WHO = "domino-solitaire developers"


def new_catalog(locale: str | None = None) -> Catalog:
    return Catalog(
        locale=locale,
        project="domino-solitaire",
        domain="domino_solitaire",
        fuzzy=False,
        creation_date=DATE,
        revision_date=DATE,
        copyright_holder=WHO,
        msgid_bugs_address="",
        last_translator=WHO,
        language_team=WHO,
    )


def template() -> Catalog:
    """Every message of the source, as the template has them."""
    catalog = new_catalog()
    method_map = [("**.py", "python")]
    for filename, lineno, message, comments, context in extract_from_dir(
        str(SOURCE),
        method_map=method_map,
        keywords=KEYWORDS,
        comment_tags=("i18n:",),
        strip_comment_tags=True,
    ):
        catalog.add(
            message,
            locations=[(f"src/domino_solitaire/{filename}", lineno)],
            auto_comments=comments,
            context=context,
        )
    return catalog


def po_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / "domino_solitaire.po"


def read(path: Path, locale: str | None = None) -> Catalog:
    with path.open("rb") as file:
        return read_po(file, locale=locale)


def written_po(catalog: Catalog) -> bytes:
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=100, omit_header=False, sort_output=False, no_location=True)
    return buffer.getvalue()


def compiled(catalog: Catalog) -> bytes:
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return buffer.getvalue()


def extract() -> None:
    LOCALE.mkdir(parents=True, exist_ok=True)
    TEMPLATE.write_bytes(written_po(template()))


def update() -> None:
    pot = template()
    for lang in LANGUAGES:
        path = po_path(lang)
        path.parent.mkdir(parents=True, exist_ok=True)
        catalog = read(path, lang) if path.exists() else new_catalog(lang)
        catalog.update(pot, no_fuzzy_matching=True)
        catalog.fuzzy = False
        catalog.obsolete.clear()
        path.write_bytes(written_po(catalog))


def compile_all() -> None:
    for lang in LANGUAGES:
        path = po_path(lang)
        path.with_suffix(".mo").write_bytes(compiled(read(path, lang)))


def _texts(message: Message) -> list[str]:
    return [message.id] if isinstance(message.id, str) else list(message.id or ())


def problems() -> Iterator[str]:
    """What is wrong with the catalogs, one line each."""
    pot = template()
    wanted = {message.id if isinstance(message.id, str) else message.id[0] for message in pot if message.id}
    if not TEMPLATE.exists() or [m.id for m in read(TEMPLATE)] != [m.id for m in pot]:
        yield f"{TEMPLATE.relative_to(ROOT)} is not what the source says: run python tools/i18n.py extract"
    for lang in LANGUAGES:
        path = po_path(lang)
        if not path.exists():
            yield f"{path.relative_to(ROOT)} is missing: run python tools/i18n.py update"
            continue
        catalog = read(path, lang)
        have = set()
        for message in catalog:
            if not message.id:
                continue
            key = message.id if isinstance(message.id, str) else message.id[0]
            have.add(key)
            strings = [message.string] if isinstance(message.string, str) else list(message.string or ())
            where = f"{lang}: {key[:60]!r}"
            if message.fuzzy:
                yield f"{where} is fuzzy"
            if not all(strings):
                yield f"{where} has no translation"
                continue
            expected = set(PLACEHOLDER.findall(" ".join(_texts(message))))
            for string in strings:
                if set(PLACEHOLDER.findall(string)) != expected:
                    yield f"{where}: its placeholders differ from the English ({sorted(expected)})"
        for key in sorted(wanted - have):
            yield f"{lang}: {key[:60]!r} is not in the catalog: run python tools/i18n.py update"
        mo = path.with_suffix(".mo")
        if not mo.exists() or mo.read_bytes() != compiled(catalog):
            yield f"{mo.relative_to(ROOT)} is not its .po compiled: run python tools/i18n.py compile"


def main(argv: list[str]) -> int:
    command = argv[1] if len(argv) > 1 else "check"
    if command == "extract":
        extract()
    elif command == "update":
        extract()
        update()
    elif command == "compile":
        compile_all()
    elif command == "check":
        found = list(problems())
        for line in found:
            print(line)
        return 1 if found else 0
    else:
        print(f"usage: python tools/i18n.py extract|update|compile|check (not {command!r})")
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
