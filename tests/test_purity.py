"""The engine stays pure: importing it (or the command line) loads no user-interface library."""

import re
import subprocess
import sys
from pathlib import Path

import pytest

CHECK = """
import sys
import {module}
loaded = sorted(m for m in sys.modules if m.split(".")[0] in {banned!r})
print(",".join(loaded))
"""


@pytest.mark.parametrize(
    ("module", "banned"),
    [
        ("domino_solitaire.engine", ["textual", "rich", "sqlite3", "platformdirs"]),
        ("domino_solitaire.solver", ["textual", "rich", "sqlite3", "platformdirs"]),
        ("domino_solitaire.records", ["textual", "rich", "sqlite3", "platformdirs"]),
        ("domino_solitaire.play", ["textual", "rich", "sqlite3", "platformdirs"]),
        ("domino_solitaire.cli", ["textual"]),
    ],
)
def test_import_loads_no_ui(module: str, banned: list[str]) -> None:
    code = CHECK.format(module=module, banned=banned)
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == ""


BANNED_IMPORT = re.compile(
    r"^\s*(?:import|from)\s+(textual|rich|os|sys|pathlib|io|sqlite3|shutil|subprocess)\b", re.M
)
BANNED_CALL = re.compile(r"\b(open|print|input)\(")


@pytest.mark.parametrize("package", ["engine", "solver", "records"])
def test_pure_packages_do_no_io(package: str) -> None:
    import domino_solitaire

    root = Path(domino_solitaire.__file__).parent / package
    files = sorted(root.rglob("*.py"))
    # A package that moved or emptied must fail here, not pass with nothing checked.
    assert root.is_dir() and len(files) >= 3, root
    for path in files:
        text = path.read_text(encoding="utf-8")
        assert not BANNED_IMPORT.search(text), f"{path.name} imports {BANNED_IMPORT.search(text)}"
        assert not BANNED_CALL.search(text), f"{path.name} calls {BANNED_CALL.search(text)}"


RUN = """
import contextlib, io, sys
from domino_solitaire.cli import main
with contextlib.redirect_stdout(io.StringIO()) as out:
    try:
        code = main({argv!r})
    except SystemExit as exit:
        code = exit.code
assert code == 0 and out.getvalue(), (code, out.getvalue())
banned = {banned!r}
print(",".join(sorted(m for m in sys.modules if m in banned or m.split(".")[0] in banned)))
"""
#: What no quick command needs: the terminal UI, the database, and the modules of serve and play.
NOT_FOR_QUICK = ["textual", "rich", "sqlite3", "platformdirs", "socket", "logging", "secrets"]
NOT_FOR_QUICK += ["domino_solitaire.store", "domino_solitaire.tui"]
#: The solver's searches (its package itself is light: the verdict's words load with wording).
SEARCHES = [
    "domino_solitaire.solver.api",
    "domino_solitaire.solver.difficulty",
    "domino_solitaire.solver.base",
]


@pytest.mark.parametrize(
    ("argv", "banned"),
    [
        (["--help"], [*NOT_FOR_QUICK, *SEARCHES]),
        (["list"], [*NOT_FOR_QUICK, *SEARCHES]),
        # rules lays the Markdown out itself: Rich's Markdown was most of its start-up.
        (["rules", "luzon"], [*NOT_FOR_QUICK, *SEARCHES, "subprocess"]),
        # deal says how hard the deal is: that is the solver's, the rest is not.
        (["deal", "luzon", "--seed", "1"], NOT_FOR_QUICK),
    ],
)
def test_quick_commands_load_only_what_they_use(argv: list[str], banned: list[str]) -> None:
    # Start-up time (issue 10; benchmarks/startup.py measures it): a command that loads more is slower.
    code = RUN.format(argv=argv, banned=banned)
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == ""


#: What a game opened from the command line does without until the player asks for it: the start
#: screen (and its fields, the month's calendar), the dialogs, the help and the puzzles.
NOT_FOR_A_GAMES_FIRST_FRAME = [
    "domino_solitaire.tui.screens.start",
    "domino_solitaire.tui.screens.dialogs",
    "domino_solitaire.tui.screens.sharing",
    "domino_solitaire.tui.screens.help",
    "domino_solitaire.tui.screens.puzzle",
    "domino_solitaire.tui.screens.stats",
    "domino_solitaire.puzzles",
    "domino_solitaire.records.month",
    # The store is opened after a game's first frame (its settings are read ahead, in one query).
    "domino_solitaire.store.store",
    "domino_solitaire.store.database",
    "domino_solitaire.store.tallies",
    "sqlite3",
]


def test_the_game_screen_loads_without_the_screens_it_does_not_show() -> None:
    # Issue 25: a game's first frame within 1.3x a bare app's (benchmarks/startup.py); each module a
    # game's first frame loads is paid before it paints.
    code = (
        "import sys\n"
        "import domino_solitaire.cli, domino_solitaire.tui.app, domino_solitaire.tui.screens.game\n"
        "import domino_solitaire.tui.launch, domino_solitaire.store.keeper\n"
        f"print(','.join(m for m in {NOT_FOR_A_GAMES_FIRST_FRAME!r} if m in sys.modules))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == ""


#: A call of gettext's (``_(``, ``ngettext(``, ``pgettext(``, ``N_(``, ``NC_(``) or an import of them
#: (the languages' names, ``i18n.LANGUAGES``, are no sentence: the store keeps the one chosen).
GETTEXT = re.compile(
    r"(?<![\w.])(?:_|N_|NC_|ngettext|pgettext)\("
    r"|^\s*from\s+domino_solitaire\.i18n\s+import\s+[^\n]*\b(?:_|N_|NC_|ngettext|pgettext)\b",
    re.M,
)
#: The layers that return values, never sentences (wording/ says them); the store's keeper carries records.
SILENT = ["engine", "solver", "puzzles", "play", "records", "store"]


@pytest.mark.parametrize("package", SILENT)
def test_the_pure_layers_say_no_sentences(package: str) -> None:
    import domino_solitaire

    root = Path(domino_solitaire.__file__).parent / package
    files = [root] if root.is_file() else sorted(root.rglob("*.py"))
    assert files, root
    speaking = [
        f"{path.relative_to(root.parent)}:{text[: match.start()].count(chr(10)) + 1}: {match.group().strip()}"
        for path in files
        for text in [path.read_text(encoding="utf-8")]
        for match in GETTEXT.finditer(text)
    ]
    assert speaking == [], "\n".join(speaking)


def test_the_gettext_scan_finds_what_it_looks_for() -> None:
    found = GETTEXT.findall('x = _("a")\ny = ngettext("a", "b", n)\nfrom domino_solitaire.i18n import _\n')
    assert len(found) == 3
    assert not GETTEXT.findall("self._(x)\nobj.N_(y)\nfoo_(z)\nreason_type = 1\n")
    assert not GETTEXT.findall("from domino_solitaire.i18n import LANGUAGES\n")
