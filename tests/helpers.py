"""Building hand-made positions for the rule tests."""

import pytest

from domino_solitaire.cli import main
from domino_solitaire.engine import Tile, full_set


def tiles(text: str) -> tuple[Tile, ...]:
    return tuple(Tile.parse(word) for word in text.split())


def deal_starting_with(size: int, first: str) -> tuple[Tile, ...]:
    """A full deal of the set that starts with the given tiles, the rest in canonical order."""
    head = tiles(first)
    return head + tuple(t for t in full_set(size) if t not in head)


def run_cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """Run the command line in-process: exit status, standard output, standard error."""
    try:
        code = main(list(args))
    except SystemExit as exc:  # argparse exits for usage errors and --help
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err
