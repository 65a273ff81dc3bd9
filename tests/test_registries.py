"""Every game has all its parts, one in each layer's registry: adding a game misses none of them."""

from __future__ import annotations

from pathlib import Path

from domino_solitaire.engine import GAMES, configurations, make_setup
from domino_solitaire.rulebook import rules_markdown
from domino_solitaire.solver.api import SEARCHES, searcher
from domino_solitaire.solver.rates import WINNABLE
from domino_solitaire.tui.widgets import BOARDS
from domino_solitaire.wording.games import GAME_WORDS, words_of

SNAPSHOTS = Path(__file__).parent / "tui" / "__snapshots__" / "test_snapshots"


def test_every_registry_names_the_same_games() -> None:
    assert list(GAMES) == list(SEARCHES) == list(BOARDS) == list(GAME_WORDS)


def test_every_game_has_its_rules_its_search_its_board_and_its_snapshots() -> None:
    for name, rules in GAMES.items():
        assert rules.name == name
        assert words_of(name).name in rules_markdown(name)
        opening = make_setup(name, seed=1).opening()
        assert opening.game == name
        assert searcher(opening).root is not None
        assert BOARDS[name].__name__.endswith("Board")
        shots = [p.name for p in SNAPSHOTS.glob("*.svg") if name in p.name]
        assert any("120x40" in shot for shot in shots) and len(shots) >= 2, (name, shots)


def test_every_configuration_has_its_measured_win_rate() -> None:
    assert set(WINNABLE) == set(configurations())
