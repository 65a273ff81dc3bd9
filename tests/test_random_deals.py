"""A deal chosen at random for a player always allows a move at its opening; a number the player
gives is played as it is, even one whose opening allows none."""

import io
from pathlib import Path

import pytest

from domino_solitaire.engine import GameKind, configurations, make_setup
from domino_solitaire.play import DealChoice, FrontDoor, find_deal, playable_seed
from domino_solitaire.textmode.game import run_text
from helpers import run_cli

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


def shown_deal(out: str) -> int:
    return int(out.split("Deal: ", 1)[1].split(".", 1)[0])


def play_text(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path, *args: str
) -> int:
    """The deal ``play --text`` opens, its random number fixed at four rows' first with no move."""
    seed = dead_seed(GameKind("four-rows", 6))
    monkeypatch.setattr("domino_solitaire.engine.random_seed", lambda: seed)
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    code, out, _err = run_cli(capsys, "play", *args, "--text", "--data-dir", str(tmp_path))
    assert code == 0
    return shown_deal(out)


def test_play_four_rows_with_no_seed_gets_a_winnable_deal(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from domino_solitaire.solver import winnable_seed

    deal = play_text(capsys, monkeypatch, tmp_path, "four-rows")
    assert winnable_seed("four-rows", 6, "standard", start=deal) == deal
    kind = GameKind("four-rows", 6)
    assert play_text(capsys, monkeypatch, tmp_path, "four-rows", "--no-winnable") == playable_seed(
        kind, dead_seed(kind)
    )
    # A number given is played as it is, winnable or not.
    assert play_text(capsys, monkeypatch, tmp_path, "four-rows", "--seed", "2") == 2


def test_the_games_default_holds_for_new_deals_unless_the_player_said_otherwise() -> None:
    four_rows, luzon = GameKind("four-rows", 6), GameKind("luzon", 6)
    assert DealChoice(winnable=None).of(four_rows).winnable
    assert not DealChoice(winnable=None).of(luzon).winnable
    assert not DealChoice(winnable=False).of(four_rows).winnable
    assert not DealChoice.asked(None, "easy").of(four_rows).winnable
