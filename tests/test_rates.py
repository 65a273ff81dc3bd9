"""The measured win rates: one per configuration, and no search where no deal is known to be winnable."""

from __future__ import annotations

import pytest

from domino_solitaire.engine import DealError, configurations
from domino_solitaire.solver import winnable_seed
from domino_solitaire.solver.rates import WINNABLE
from helpers import raises_saying, run_cli


def test_every_configuration_has_its_measured_count() -> None:
    assert set(WINNABLE) == set(configurations())


@pytest.mark.parametrize("size", [15, 18])
def test_no_search_for_a_winnable_deal_where_none_is_known(
    size: int, capsys: pytest.CaptureFixture[str]
) -> None:
    # The search used to try deal after deal for a minute, then fail; now it says why at once.
    with raises_saying(DealError, f"no Castle Rock double-{size} deal is known to be winnable"):
        winnable_seed("castle-rock", size, start=1, tries=1)
    code, out, err = run_cli(capsys, "deal", "castle-rock", "--set", str(size), "--winnable")
    assert (code, out, err.count("\n")) == (2, "", 1)
    assert "none of deals 1-10000" in err
