"""A quick, seeded fuzz of command lines and records (issue 11): every run keeps the contract.

The long runs (tens of thousands) are benchmarks/fuzz_cli.py, run by hand.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fuzzing import fuzz_commands, fuzz_records, playground

COMMANDS, RECORDS = 80, 50


@pytest.mark.parametrize("seed", [11])
def test_fuzzed_command_lines_keep_the_contract(tmp_path: Path, seed: int) -> None:
    ground = playground(tmp_path)
    failures = [(run.args, run.problem()) for run in fuzz_commands(ground, COMMANDS, seed) if run.problem()]
    assert failures == []


@pytest.mark.parametrize("seed", [12])
def test_fuzzed_records_keep_the_contract(tmp_path: Path, seed: int) -> None:
    ground = playground(tmp_path)
    failures = [(run.args, run.problem()) for run in fuzz_records(ground, RECORDS, seed) if run.problem()]
    assert failures == []
