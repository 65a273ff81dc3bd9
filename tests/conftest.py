"""Settings for the whole suite: no animations (each key press leaves a settled screen), the
garbage collector's work, and the order the tests run in."""

from __future__ import annotations

import gc
import os
import sys
from typing import Any

import pytest

# Bytecode is cached, whatever the environment says (PYTHONDONTWRITEBYTECODE=1 on the machines the
# suite is timed on): otherwise each of the workers compiles the package and pytest rewrites every
# test module again on every run (3.5 s of CPU per worker), and each command a test runs in a
# subprocess compiles what it imports (half of a quick command's start-up). Those subprocesses
# inherit the variable and do not write, but they read what the workers wrote.
sys.dont_write_bytecode = False

# Read by textual when it is first imported.
os.environ.setdefault("TEXTUAL_ANIMATIONS", "none")
# The program speaks the language the environment asks for (LANGUAGE first, as gettext reads it):
# the suite's expectations are English, whatever the machine running it speaks.
os.environ["LANGUAGE"] = "en"

# The garbage collector's thresholds, for the tests' processes only. Every Textual app a test runs
# leaves thousands of objects in reference cycles, and Textual's caches keep a large heap alive
# (some 230,000 objects per worker). With Python's defaults (700, 10, 10) each worker ran about
# 3,000 young and 30 full collections, some 7 s of CPU each: a fifth of the suite's time. Young
# collections a fourteenth as often, and full ones only after a hundred middle ones, free the same
# garbage with a fraction of the walking; a test process is short-lived and memory is plentiful.
gc.set_threshold(10_000, 10, 100)


def _share_parsed_css() -> None:
    """Every Textual app parses its CSS again: each has a stylesheet of its own, and that
    stylesheet's cache. The suite starts hundreds of apps from the same CSS, so the parsed rules are
    kept for the whole process, keyed by everything the parse reads (the CSS, where it comes from,
    its scope and the theme's variables): what an app gets is what its own parse would give. Some
    7% of the screen tests' CPU."""
    import inspect

    from textual.css.stylesheet import Stylesheet

    parse = Stylesheet._parse_rules
    if list(inspect.signature(parse).parameters) != [
        *("self", "css", "read_from", "is_default_rules", "tie_breaker", "scope")
    ]:
        return  # another Textual: its own parse, rather than a cache that might miss what it reads
    parsed: dict[tuple[object, ...], list[Any]] = {}

    def shared(
        self: Stylesheet,
        css: str,
        read_from: Any,
        is_default_rules: bool = False,
        tie_breaker: int = 0,
        scope: str = "",
    ) -> list[Any]:
        key = (css, read_from, is_default_rules, tie_breaker, scope, frozenset(self._variables.items()))
        found = parsed.get(key)
        if found is None:
            found = parsed[key] = parse(self, css, read_from, is_default_rules, tie_breaker, scope)
        return found

    Stylesheet._parse_rules = shared  # type: ignore[method-assign]


_share_parsed_css()


class _NoSearches:
    """Where a game screen's searches run in a test not marked ``solver``: nowhere. Every game screen
    starts grading its deal and working out the verdict in threads as it opens, which most screen
    tests never look at (a third of their CPU); what they would find never comes, as a search still
    going. Timers stay the screen's (the tests' clock)."""

    def __call__(self, host: Any) -> Any:
        from domino_solitaire.play.advisor import DEAL_GROUP, GRADE_GROUP, REVIEW_GROUP, VERDICT_GROUP
        from domino_solitaire.play.executors import Withheld
        from domino_solitaire.tui.assist import TextualExecutor

        return Withheld(TextualExecutor(host), (VERDICT_GROUP, GRADE_GROUP, REVIEW_GROUP, DEAL_GROUP))


@pytest.fixture(autouse=True)
def _searches(request: pytest.FixtureRequest) -> Any:
    """The solver's searches run only in the tests marked ``solver`` (those that look at a verdict,
    a hint, a grade, autoplay, a review or a winnable deal)."""
    if request.node.get_closest_marker("solver") is not None or "textual" not in sys.modules:
        yield
        return
    from domino_solitaire.tui.app import DominoApp

    DominoApp.searches = _NoSearches()
    yield
    DominoApp.searches = None


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "solver: the test looks at what the solver finds in a game screen")


@pytest.fixture(autouse=True)
def _english_after_each_test() -> object:
    """The language is the process's: a test that speaks French or Russian must not leave it behind."""
    yield
    from domino_solitaire import i18n

    i18n.use("en")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # The screen tests take longest: run them first, so that the run ends on quick tests and the
    # workers (pytest -n) finish together instead of waiting on one last long test.
    items.sort(key=lambda item: item.path.parent.name != "tui")


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish() -> None:
    # As the session ends, pytest collects garbage five times over the whole heap (to report what
    # finalizers raise) and Python once more as it exits: with the large heap above, 3 s at the end
    # of every run. Collect once here, while pytest still listens for what finalizers raise, then
    # freeze what is still alive: the later collections skip it.
    gc.collect()
    gc.freeze()
