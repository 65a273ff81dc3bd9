"""How the TUI's code is laid out: names that say one thing each, each board its own layout, words
finished by wording, no screen importing the app (the rules of the whole package, the TUI's
included: tests/test_architecture.py)."""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

SOURCE = Path(__file__).resolve().parents[2] / "src" / "domino_solitaire"
TUI = SOURCE / "tui"


def public_classes(root: Path) -> dict[str, list[str]]:
    """Each public class name defined under ``root`` and the modules defining it."""
    found: dict[str, list[str]] = defaultdict(list)
    for path in sorted(root.rglob("*.py")):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.ClassDef) and not node.name.startswith("_"):
                found[node.name].append(str(path.relative_to(SOURCE)))
    return found


def test_the_tui_names_no_kit_and_no_facts() -> None:
    assert not {"Kit", "Facts"} & set(public_classes(TUI))


def test_each_board_says_its_own_layout() -> None:
    from domino_solitaire.engine import GAMES, Game, make_setup
    from domino_solitaire.tui.widgets import BOARDS

    assert set(BOARDS) == set(GAMES)
    for name, rules in GAMES.items():
        for size in rules.sets:
            position = Game(make_setup(name, size, seed=7)).position
            layout = BOARDS[name].layout_for(position, size)
            assert layout.place(layout.choose(False, 80, 18), 80).tiles


def translated_values(root: Path) -> list[str]:
    """Where ``root``'s modules translate a value handed to them (``_(name)``, not ``_("words")``)."""
    calls = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                args = node.args[1:] if node.func.id == "pgettext" else node.args
                name = node.func.id in ("_", "ngettext", "pgettext", "gettext")
                if name and args and not isinstance(args[0], (ast.Constant, ast.JoinedStr)):
                    calls.append(f"{path.relative_to(SOURCE)}:{node.lineno}:{node.func.id}")
    return calls


def test_the_screens_fields_and_dialogs_take_their_words_finished_from_wording() -> None:
    # The start screen, its difficulty and code fields, the status bar and the challenge dialog
    # show wording's labels as they are (wording.labels); what is left translates the face's own
    # tables (keys, marks) where they are drawn.
    finished = [
        "screens/start.py",
        "widgets/difficulty.py",
        "widgets/code_field.py",
        "screens/sharing.py",
    ]
    left = translated_values(TUI)
    # (The start screen's buttons: its own table, each word translated in its context.)
    in_finished = [call for call in left if call.split(":")[0].removeprefix("tui/") in finished]
    assert [call for call in in_finished if not call.endswith(":pgettext")] == []
    # The palette, the footer, the overlays, the dialogs and the boards too: what is left is the
    # start screen's buttons and the daily list's line.
    assert len(left) <= 2, left


def test_the_app_holds_the_store_and_the_settings_and_routes_elsewhere() -> None:
    # Which screen comes next is tui/routes.py's; the app keeps what is its own.
    tree = ast.parse((TUI / "app.py").read_text(encoding="utf-8"))
    (app,) = [node for node in tree.body if isinstance(node, ast.ClassDef) and node.name == "DominoApp"]
    assert app.end_lineno is not None and app.end_lineno - app.lineno + 1 <= 250


def test_the_labels_come_translated_in_every_language() -> None:
    from domino_solitaire import i18n
    from domino_solitaire.wording import labels

    makers = [
        labels.start_labels,
        labels.difficulty_labels,
        labels.code_labels,
        labels.status_labels,
        labels.challenge_labels,
        labels.confirm_labels,
        labels.game_over_labels,
        labels.board_notes,
        labels.resume_labels,
        labels.overlay_labels,
        labels.palette_labels,
    ]
    english = [maker() for maker in makers]
    try:
        for language in ("fr", "ru"):
            i18n.use(language)
            for maker, said in zip(makers, english, strict=True):
                there = maker()
                assert all(vars(there).values()) and there != said, (language, maker.__name__)
    finally:
        i18n.use("en")


def test_no_screen_or_widget_imports_the_app() -> None:
    # Screens and widgets post messages the app handles, or are given what they need.
    importing = [
        str(path.relative_to(SOURCE))
        for folder in ("screens", "widgets")
        for path in sorted((TUI / folder).rglob("*.py"))
        if "domino_solitaire.tui.app" in path.read_text(encoding="utf-8")
    ]
    assert importing == []
