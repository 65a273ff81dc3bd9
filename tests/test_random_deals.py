"""A deal chosen at random for a player always allows a move at its opening; a number the player
gives is played as it is, even one whose opening allows none."""

import io
from pathlib import Path

import pytest
from tests.helpers import run_cli

from domino_solitaire.engine import GameKind, configurations, make_setup
from domino_solitaire.play import DealChoice, FrontDoor, find_deal
from domino_solitaire.textmode.game import run_text

CONFIGURATIONS = configurations()


def dead_seed(kind: GameKind) -> int:
    """The first deal number whose opening allows no move (1 when the game has none)."""
    for seed in range(1, 500):
        if not kind.setup(seed=seed).opening().legal_moves():
            return seed
    return 1


def test_some_games_deal_openings_with_no_move() -> None:
    assert dead_seed(GameKind("four-rows", 6)) != 1
    assert dead_seed(GameKind("luzon", 6)) != 1


@pytest.mark.parametrize(("game", "size", "variant"), CONFIGURATIONS)
def test_a_random_deal_always_allows_a_move(game: str, size: int, variant: str) -> None:
    kind = GameKind(game, size, variant)
    seeds = iter([dead_seed(kind), 12345])
    door = FrontDoor(None, lambda: 0.0, lambda: next(seeds))
    setup = door.new_deal(kind, DealChoice())
    assert setup.opening().legal_moves()
    assert find_deal(kind, DealChoice(), dead_seed(kind), random=True).opening().legal_moves()


def test_the_command_lines_random_deal_allows_a_move(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    seed = dead_seed(GameKind("luzon", 6))
    monkeypatch.setattr("domino_solitaire.engine.random_seed", lambda: seed)
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    code, out, _err = run_cli(capsys, "play", "luzon", "--text", "--data-dir", str(tmp_path))
    assert code == 0
    assert f"Deal: {seed}." not in out
    assert "Lost" not in out


def test_a_numbered_deal_with_no_move_is_played_as_it_is(tmp_path: Path) -> None:
    seed = dead_seed(GameKind("four-rows", 6))
    out = io.StringIO()
    run_text(
        make_setup("four-rows", 6, seed=seed),
        data_dir=str(tmp_path),
        stdin=io.StringIO(""),
        stdout=out,
        clock=lambda: 0.0,
        new_seed=lambda: 7,
        grade=False,
    )
    assert f"Deal: {seed}." in out.getvalue()
    assert "Lost: 0 moves" in out.getvalue()
