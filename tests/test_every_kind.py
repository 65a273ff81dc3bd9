"""Every feature on every kind of game: each game, set and variant the registry lists (a new one
joins by itself) has a deal won (or, where none is, ended) along the solver's line through the text
mode, then challenged, accepted, shared, exported and imported, replayed and reviewed."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest

from domino_solitaire.engine import Game, Setup, make_setup
from domino_solitaire.engine.challenge import read_challenge
from domino_solitaire.engine.codes import setup_code
from domino_solitaire.engine.games import configurations
from domino_solitaire.solver import solve
from helpers import run_cli

#: The deals looked at for each kind: the first the solver wins, else the first with moves to play.
SEEDS = range(1, 11)


def along_the_solver(game: str, size: int, variant: str) -> tuple[Setup, list[str], bool]:
    """A deal of the kind, the solver's line on it, and whether that line wins it."""
    ended: tuple[Setup, list[str], bool] | None = None
    for seed in SEEDS:
        setup = make_setup(game, size, variant, seed=seed)
        found = solve(setup.opening())
        if found.winnable:
            return setup, found.notation(), True
        if ended is None and found.moves:
            ended = (setup, found.notation(), False)
    assert ended is not None, "no deal of the kind with a move to play"
    return ended


@pytest.mark.parametrize(("game", "size", "variant"), configurations())
def test_every_feature_on_every_kind(
    game: str,
    size: int,
    variant: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    setup, line, wins = along_the_solver(game, size, variant)
    monkeypatch.setenv("DOMINO_SOLITAIRE_HOME", str(tmp_path / "home"))
    moves = "".join(f"{move}\n" for move in line)

    def cli(*words: str, stdin: str = "") -> str:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
        code, out, err = run_cli(capsys, *words)
        assert code == 0, (words, err)
        return out

    # Played along the solver's line, by the deal's code, in the text mode.
    code = str(setup_code(setup))
    ending = "You won!" if wins else "No moves left: the game is lost."
    assert ending in cli("play", code, "--text", stdin=moves).splitlines()
    ended = Game(setup)
    for move in line:
        ended.play(move)

    # Its challenge line is taken, and accepted: the same line played again matches it.
    challenge = cli("challenge", "1").strip()
    claimed, proved = read_challenge(challenge)
    assert (claimed.claim.won, claimed.claim.moves) == (wins, len(line))
    assert claimed.claim.tiles_left == ended.position.tiles_left()
    assert proved.move_texts() == ended.move_texts()
    accepted = cli("accept", challenge, "--text", stdin=moves)
    assert "as claimed" in accepted.splitlines()[0]
    assert any(text.endswith("you matched it.") for text in accepted.splitlines()), accepted

    # Shared: squares, ASCII marks, a sentence, each naming the deal's code.
    for how in ((), ("--ascii",), ("--screen-reader",)):
        assert code in cli("share", "1", *how)

    # Exported, imported into another history, replayed and reviewed.
    record = tmp_path / "game.json"
    cli("export", "1", "-o", str(record))
    other = str(tmp_path / "other")
    cli("import", str(record), "--data-dir", other)
    (imported,) = json.loads(cli("history", "--json", "--data-dir", other))
    assert (imported["moves"], imported["result"]) == (len(line), "won" if wins else "lost")
    final = json.loads(cli("replay", str(record), "--json"))
    assert final["status"] == ("won" if wins else "lost")
    assert f"{len(line)} moves" in cli("replay", "1", "--text")
    assert cli("review", "1").strip()
