"""The examples in docs/notation.md are what the program really does."""

import json
import re
from datetime import date
from pathlib import Path

from domino_solitaire.cli.basic import deal_json, position_json
from domino_solitaire.engine import Record, make_setup
from domino_solitaire.solver import daily_deal

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
        assert position_json(Record.from_dict(record).replay()) == expected


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
