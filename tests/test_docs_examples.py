"""The examples in docs/notation.md and the README's console examples are what the program really does."""

import io
import json
import re
import shlex
import sys
from datetime import date
from pathlib import Path

import pytest

from domino_solitaire.cli.basic import deal_json, position_json
from domino_solitaire.engine import Transcript, make_setup
from domino_solitaire.solver import daily_deal
from helpers import run_cli

NOTATION = Path(__file__).resolve().parents[1] / "docs" / "notation.md"


def json_blocks() -> list[dict[str, object]]:
    text = NOTATION.read_text(encoding="utf-8")
    return [json.loads(block) for block in re.findall(r"```json\n(.*?)```", text, flags=re.S)]


def test_record_examples_replay_to_the_documented_positions() -> None:
    blocks = json_blocks()
    records = [b for b in blocks if "format" in b]
    outputs = [b for b in blocks if "status" in b]
    assert len(records) >= 3 and len(records) == len(outputs)
    for record, expected in zip(records, outputs, strict=True):
        assert position_json(Transcript.from_dict(record).replay()) == expected


def test_deal_json_example() -> None:
    examples = [b for b in json_blocks() if "deal" in b and "seed" in b and "moves" not in b]
    assert examples
    for example in examples:
        seed = example["seed"]
        assert isinstance(seed, int) and isinstance(example["game"], str)
        setup = make_setup(example["game"], example["set"], example["variant"], seed=seed)  # type: ignore[arg-type]
        daily = None
        if "date" in example:  # a daily deal: the day's deal of that configuration, forever
            day = date.fromisoformat(str(example["date"]))
            daily = daily_deal(setup.game, setup.size, setup.variant, day)
        assert deal_json(setup, daily) == example


README = NOTATION.parents[1] / "README.md"


def _console_examples() -> list[tuple[list[str], list[str]]]:
    """The README's ``console`` blocks: each command (after ``$ domino-solitaire``) and the lines
    its output starts with."""
    text = README.read_text(encoding="utf-8")
    examples: list[tuple[list[str], list[str]]] = []
    for block in re.findall(r"```console\n(.*?)```", text, flags=re.S):
        for line in block.splitlines():
            if line.startswith("$ "):
                words = shlex.split(line[2:])
                assert words[0] == "domino-solitaire", line
                examples.append((words[1:], []))
            else:
                examples[-1][1].append(line)
    return examples


def test_the_readme_s_console_examples_print_what_it_shows(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Run in a history whose game 1 is the README's: Luzon deal 1 won in 14 moves, 1:10."""
    from test_challenge import SHORT_WIN
    from test_text_mode import drive

    drive(tmp_path, SHORT_WIN, make_setup("luzon", seed=1))
    monkeypatch.setenv("DOMINO_SOLITAIRE_HOME", str(tmp_path))
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    examples = _console_examples()
    assert {words[0] for words, _ in examples} >= {"deal", "challenge", "accept", "share"}
    for words, shown in examples:
        code, out, err = run_cli(capsys, *words)
        assert code == 0, (words, err)
        assert out.splitlines()[: len(shown)] == shown, words
