"""The screens as a professional French and Russian translator reads them: the start screen's daily
field and buttons (one name a screen: the button, F3 and the statistics say one word), its day and
the month calendar as a reader writes dates (no ISO date in a sentence)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from tui_driving import DAY, make_app, screen_text, until

from domino_solitaire import i18n
from domino_solitaire.tui.screens.month import MonthScreen
from domino_solitaire.tui.screens.start import StartScreen
from domino_solitaire.tui.screens.stats import StatsScreen
from domino_solitaire.wording.dates import date_text, month_text

ISO = re.compile(r"\b\d{4}-\d{2}(-\d{2})?\b")


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.use("en")


@pytest.mark.parametrize(
    ("lang", "field", "buttons", "statistics"),
    [
        ("fr", "Donne : celle du jour", ("Problèmes", "Reprendre", "Statistiques"), "f3 Statistiques"),
        ("ru", "Расклад дня основной", ("Расклад дня", "Продолжить", "Статистика"), "f3 Статистика"),
    ],
)
async def test_the_start_screen_and_the_month_read_as_a_translator_writes_them(
    lang: str, field: str, buttons: tuple[str, ...], statistics: str
) -> None:
    app = make_app(lang=lang)
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, StartScreen))
        await pilot.pause()
        text = screen_text(app).replace("\u00a0", " ")
        assert field in text and all(button in text for button in buttons) and statistics in text, text
        assert date_text(DAY) in text and not ISO.search(text), text
        for retired in ("Du jour celle", "Bilan", "Reprise", "Puzzles", "Итоги", "Вернуться", "Сегодня"):
            assert retired not in text
        await pilot.press("f3")
        await until(pilot, lambda: isinstance(app.screen, StatsScreen))
        await pilot.press("m")
        await until(pilot, lambda: isinstance(app.screen, MonthScreen))
        await pilot.pause()
        text = screen_text(app)
        assert month_text(DAY.year, DAY.month) in text and not ISO.search(text), text
