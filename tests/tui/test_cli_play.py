"""The play command and the bare command: clear one-line errors, and no textual until a game opens."""

from __future__ import annotations

import subprocess
import sys

import pytest

from domino_solitaire.cli import main


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["play", "luzon", "--set", "9"], "Luzon is played with the double-6 set only"),
        (["play", "castle-rock", "--seed", "-4"], "deal number -4 is out of range"),
        (["play", "good-neighbors", "--set", "6", "--deal", "0-0 1-1"], "not one full double-6 set"),
        (["play", "patience"], 'there is no game "patience"'),
        (["play", "luzon", "--variant", "odd"], 'no variant "odd"'),
    ],
)
def test_bad_input_is_one_line_and_status_2(
    argv: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert status_of(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and words in err, err


def status_of(argv: list[str]) -> object:
    """The exit status, whether main returns it or argparse exits with it."""
    try:
        return main(argv)
    except SystemExit as exc:
        return exc.code


def test_play_outside_a_terminal_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    # Under pytest standard input is not a terminal.
    assert main(["play", "luzon", "--seed", "3", "--numerals"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "interactive terminal" in err


def test_bare_command_outside_a_terminal_prints_help(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([]) == 0
    assert "play" in capsys.readouterr().out


def test_play_help_lists_the_options(capsys: pytest.CaptureFixture[str]) -> None:
    assert status_of(["play", "--help"]) == 0
    out = capsys.readouterr().out
    for option in ("--set", "--variant", "--seed", "--deal", "--numerals"):
        assert option in out


def test_the_command_line_does_not_import_textual() -> None:
    code = "import sys, domino_solitaire.cli.play, domino_solitaire.cli; assert 'textual' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True)
