"""The --jsonl channel (docs/jsonl.md): every object it writes holds to docs/jsonl.schema.json,
every kind of object is written in a game and a puzzle, every answer ends with ``done``, and the
objects are the same in English, French and Russian."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from domino_solitaire.engine import DealError, DealReason, make_setup
from domino_solitaire.engine.games import configurations
from domino_solitaire.i18n import use
from domino_solitaire.play.advisor import Note, NoteKind
from domino_solitaire.puzzles.attempt import Attempting
from domino_solitaire.puzzles.model import catalog
from domino_solitaire.solver import solve
from domino_solitaire.textmode.events import note_event
from domino_solitaire.textmode.game import run_text
from domino_solitaire.textmode.puzzle import PuzzleText
from jsonschema_subset import errors

ROOT = Path(__file__).resolve().parents[1]
SCHEMA: dict[str, Any] = json.loads((ROOT / "docs" / "jsonl.schema.json").read_text(encoding="utf-8"))
KINDS = {
    name for name, part in SCHEMA["$defs"].items() if "const" in part.get("properties", {}).get("type", {})
}
LANGUAGES = ("en", "fr", "ru")


@pytest.fixture
def language() -> Iterator[None]:
    yield
    use("en")


def objects(text: str) -> list[dict[str, Any]]:
    """The output's objects, each held against the schema."""
    found = [json.loads(line) for line in text.splitlines()]
    for item in found:
        assert errors(item, SCHEMA, SCHEMA) == [], item
    return found


def game(lines: list[str], data: Path, game: str = "luzon", size: int = 6, variant: str = "standard",
         seed: int = 42) -> list[dict[str, Any]]:  # fmt: skip
    out = io.StringIO()
    stdin = io.StringIO("".join(line + "\n" for line in lines))
    setup = make_setup(game, size, variant, seed=seed)
    run_text(
        setup, data_dir=str(data), stdin=stdin, stdout=out, clock=lambda: 0.0, new_seed=lambda: 5, jsonl=True
    )
    return objects(out.getvalue())


def puzzle(lines: list[str], data: Path, number: int = 1) -> list[dict[str, Any]]:
    from domino_solitaire.store import open_store
    from domino_solitaire.textmode.lines import LineReader

    store = open_store(str(data))
    out = io.StringIO()
    reader = LineReader(io.StringIO("".join(line + "\n" for line in lines)))
    attempting = Attempting(catalog("luzon")[number - 1])
    try:
        PuzzleText(attempting, store, reader, out, clock=lambda: 0.0, jsonl=True).run()  # type: ignore[arg-type]
    finally:
        store.close()  # type: ignore[union-attr]
    return objects(out.getvalue())


def winning_line(seed: int) -> list[str]:
    return [str(move) for move in solve(make_setup("luzon", 6, seed=seed).opening()).moves]


def answers(found: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """The objects cut after each ``done``: one answer each (nothing after the last)."""
    cut: list[list[dict[str, Any]]] = [[]]
    for item in found:
        cut[-1].append(item)
        if item["type"] == "done":
            cut.append([])
    assert cut[-1] == [], "objects after the last done"
    return cut[:-1]


def scripted(data: Path) -> list[dict[str, Any]]:
    """One of everything: a game's commands, refusals, a question twice, a win; a game left and
    resumed; a puzzle hinted, one failed."""
    line = winning_line(42)
    found = game(
        ["", "moves", "undo", "x" * 300, "foo", "1+1", "hint", line[0], "undo", "redo", "restart", "redo",
         "look", "status", "verdict", "verdict", "challenge", "help", "rules", "new", "maybe", "n",
         *line[1:], "moves", line[0], "quit"],
        data,
    )  # fmt: skip
    found += game([line[0], "quit"], data, seed=7)
    found += game(["r", "quit"], data, seed=7)
    found += puzzle(["hint", "quit"], data)
    found += puzzle(["5>2"], data, number=1)
    return found


def test_every_object_holds_to_the_schema_and_every_kind_is_written(tmp_path: Path) -> None:
    found = scripted(tmp_path)
    kind, fields = note_event(
        Note(NoteKind.NO_DEAL, error=DealError(DealReason.NO_WINNABLE_IN, start=1, seed=9))
    )
    found.append(objects(json.dumps({"type": kind, **fields}))[0])
    assert {item["type"] for item in found} == KINDS
    ends = [item for item in found if item["type"] == "end"]
    assert [item["result"] for item in ends] == ["won", "failed", "failed"]
    assert {"type": "refusal", "action": "play", "reason": "illegal", "code": "same-spot",
            "data": {"a": "1", "b": "1"}} in found  # fmt: skip


def test_every_answer_ends_with_done(tmp_path: Path) -> None:
    sent = ["moves", "2+4", "x9", "", "quit"]
    found = game(sent, tmp_path)
    closed = [part[-1]["command"] for part in answers(found)]
    assert closed == ["start", "moves", "move", "move", "empty", "quit"]


def test_the_objects_are_the_same_in_every_language(tmp_path: Path, language: None) -> None:
    seen = {}
    for lang in LANGUAGES:
        use(lang)
        seen[lang] = scripted(tmp_path / lang)
    assert seen["fr"] == seen["en"]
    assert seen["ru"] == seen["en"]


@pytest.mark.parametrize(("name", "size", "variant"), configurations())
def test_each_game_set_and_variant_speaks_jsonl(tmp_path: Path, name: str, size: int, variant: str) -> None:
    # The first deal from 3 with a move (a Four Rows deal may have none: its game ends at once).
    seed = next(
        seed for seed in range(3, 100) if make_setup(name, size, variant, seed=seed).opening().has_moves()
    )
    found = game(["moves", "look", "quit"], tmp_path, name, size, variant, seed=seed)
    assert [item["type"] for item in found[:5]] == ["game", "state", "layout", "moves", "done"]
    moves = found[3]["moves"]
    assert moves and found[5] == {"type": "moves", "moves": moves}
    layout = found[2]
    assert set(layout) - {"type"} in ({"tableau"}, {"columns", "reserve"}, {"row"}, {"rows", "line", "ends"})


def test_a_puzzle_solved_after_a_hint_is_failed_and_says_so(tmp_path: Path, language: None) -> None:
    first = catalog("luzon")[0]
    right = str(first.line_moves()[0])
    found = puzzle(["hint", right], tmp_path)
    hint = next(item for item in found if item["type"] == "hint")
    assert hint["move"] == right
    end = next(item for item in found if item["type"] == "end")
    assert end == {"type": "end", "result": "failed", "hints": 1}
    rating = next(item for item in found if item["type"] == "rating")
    assert rating["change"] == rating["after"] - rating["before"] < 0
    # In words: never "Solved!" beside a failure.
    from domino_solitaire.store import open_store
    from domino_solitaire.textmode.lines import LineReader

    for lang in LANGUAGES:
        use(lang)
        store = open_store(str(tmp_path / lang))
        out = io.StringIO()
        reader = LineReader(io.StringIO(f"hint\n{right}\n"))
        PuzzleText(Attempting(first), store, reader, out, clock=lambda: 0.0).run()  # type: ignore[arg-type]
        store.close()  # type: ignore[union-attr]
        text = out.getvalue()
        assert {"en": "Solved!", "fr": "Résolu", "ru": "Решено"}[lang] not in text, text


def test_a_puzzle_s_last_answer_is_its_end(tmp_path: Path) -> None:
    # Each line read gets one done, and nothing follows the answer that ended the puzzle.
    right = str(catalog("luzon")[0].line_moves()[0])
    found = puzzle(["look", right, "look"], tmp_path)
    closed = [part[-1]["command"] for part in answers(found)]
    assert closed == ["start", "look", "move"]
    assert [item["type"] for item in answers(found)[-1]] == ["move", "end", "rating", "streak", "done"]


def test_a_puzzle_hinted_then_left_is_rated_failed(tmp_path: Path) -> None:
    found = puzzle(["hint", "quit"], tmp_path)
    assert [item["type"] for item in found][-5:] == ["end", "rating", "streak", "quit", "done"]
    assert next(item for item in found if item["type"] == "end")["result"] == "failed"


def test_a_deal_with_no_move_ends_before_it_begins(tmp_path: Path) -> None:
    # Luzon deal 4 has no pair and no empty column: a program is told the end, not left waiting.
    found = game(["quit"], tmp_path, seed=4)
    assert [item["type"] for item in answers(found)[0]] == ["game", "state", "layout", "moves", "end", "done"]
    assert found[4] == {"type": "end", "result": "lost", "hints": 0}
