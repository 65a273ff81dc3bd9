"""How the TUI's code is laid out: names that say one thing each, no circle in the imports."""

from __future__ import annotations

import ast
import re
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


def test_no_class_of_the_tui_shares_its_name_with_another_public_class() -> None:
    everywhere = public_classes(SOURCE)
    shared = {
        name: modules
        for name, modules in everywhere.items()
        if len(modules) > 1 and any(module.startswith("tui/") for module in modules)
    }
    assert shared == {}


def test_the_tui_names_no_kit_and_no_facts() -> None:
    assert not {"Kit", "Facts"} & set(public_classes(TUI))


def test_comments_in_the_tui_state_the_rule_not_an_issue_number() -> None:
    pointing = [
        f"{path.relative_to(SOURCE)}:{number}"
        for path in sorted(TUI.rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"#.*\b[Ii]ssue ?\d+", line)
    ]
    assert pointing == []


def game_modules() -> set[str]:
    from domino_solitaire.engine import GAMES

    return {name.replace("-", "_") for name in GAMES}


def spellings(game_id: str) -> set[str]:
    words = game_id.split("-")
    return {
        game_id,
        "_".join(words),
        "".join(word.title() for word in words),
        " ".join(word.title() for word in words),
    }


def test_only_the_boards_registry_names_a_game_in_the_tui() -> None:
    from domino_solitaire.engine import GAMES

    naming = {
        str(path.relative_to(SOURCE))
        for path in sorted(TUI.rglob("*"))
        if path.suffix in (".py", ".tcss")
        and path.stem not in game_modules()
        and any(word in path.read_text(encoding="utf-8") for game in GAMES for word in spellings(game))
    }
    assert naming == {"tui/widgets/__init__.py"}


def test_the_tui_tests_no_games_class_outside_its_own_modules() -> None:
    from domino_solitaire.engine import GAMES

    classes = {"".join(word.title() for word in game.split("-")) for game in GAMES}
    tests = [
        f"{path.relative_to(SOURCE)}:{node.lineno}"
        for path in sorted(TUI.rglob("*.py"))
        if path.stem not in game_modules()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "isinstance"
        and any(game in ast.unparse(node.args[1]) for game in classes)
    ]
    assert tests == []


def test_each_board_says_its_own_layout() -> None:
    from domino_solitaire.engine import GAMES, Game, make_setup
    from domino_solitaire.tui.widgets import BOARDS

    assert set(BOARDS) == set(GAMES)
    for name, rules in GAMES.items():
        for size in rules.sets:
            position = Game(make_setup(name, size, seed=7)).position
            layout = BOARDS[name].layout_for(position, size)
            assert layout.place(layout.choose(False, 80, 18), 80).tiles


def test_no_screen_reaches_the_app_through_a_cast() -> None:
    casting = [
        f"{path.relative_to(SOURCE)}:{number}"
        for path in sorted(TUI.rglob("*.py"))
        if path.name != "app.py"
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"\bcast\(|class \w+Host\(Protocol\)", line)
    ]
    assert casting == []


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
