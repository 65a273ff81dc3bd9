"""The screens in other languages (issue 19): a pseudo-language run finds every string left
untranslated, and French and Russian fit the smallest and the usual terminal."""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from tui_driving import game_screen, make_app, screen_text, setup_of, until

from domino_solitaire import i18n
from domino_solitaire.engine import Game, Record
from domino_solitaire.tui.screens.dialogs import ConfirmScreen, GameOverScreen
from domino_solitaire.tui.screens.help import HelpScreen
from domino_solitaire.tui.screens.replay import ReplayScreen
from domino_solitaire.tui.screens.start import StartScreen
from domino_solitaire.tui.screens.stats import StatsScreen
from domino_solitaire.wording import game_over_lines

OPEN, CLOSE = i18n.PSEUDO_MARKS
#: Words a screen may show untranslated: key names, the machine's names (notation, game ids).
MACHINE_WORDS = {
    "ctrl",
    "shift",
    "tab",
    "enter",
    "esc",
    "escape",
    "space",
    "pgup",
    "pgdn",
    "page",
    "up",
    "down",
    "home",
    "end",
}
GAMES = [("good-neighbors", 6), ("luzon", 6), ("castle-rock", 6)]


def untranslated(text: str) -> list[str]:
    """The English words of ``text`` outside the pseudo-language's marks (which may nest, or be cut
    at a line's end where a label is cropped)."""
    previous = None
    while previous != text:
        previous, text = text, re.sub(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}", " ", text)
    lines = []
    for line in text.splitlines():
        line = re.sub(f"{OPEN}.*$", " ", line)  # cut at the right edge: the rest is marked
        line = re.sub(f"^.*{CLOSE}", " ", line)  # the end of a mark begun on a line above
        lines.append(line)
    words = re.findall(r"[A-Za-z]{3,}", "\n".join(lines))
    return [word for word in words if word.lower() not in MACHINE_WORDS]


def showing(app: Any, kind: type) -> Callable[[], bool]:
    return lambda: isinstance(app.screen, kind)


async def settle(pilot: Pilot[Any]) -> None:
    await pilot.pause()
    await pilot.pause()


@pytest.mark.solver
async def test_no_english_word_is_left_on_any_screen_in_the_pseudo_language() -> None:
    leaks: dict[str, list[str]] = {}
    app = make_app(lang=i18n.PSEUDO)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, showing(app, StartScreen))
        await settle(pilot)
        leaks["start"] = untranslated(screen_text(app))
    for game, size in GAMES:
        app = make_app(setup_of(game, size, seed=7), lang=i18n.PSEUDO)
        async with app.run_test(size=(80, 24)) as pilot:
            screen = game_screen(app)
            await until(pilot, lambda: screen.assist.up_to_date)  # noqa: B023 (awaited here)
            await settle(pilot)
            leaks[game] = untranslated(screen_text(app))
            await pilot.press("question_mark")
            await until(pilot, showing(app, HelpScreen))
            await settle(pilot)
            leaks[f"{game} help"] = untranslated(screen_text(app))
            await pilot.press("escape")
            if game == "luzon":
                app.push_screen(ConfirmScreen(i18n._("Give up this game and deal a new one?")))
                await until(pilot, showing(app, ConfirmScreen))
                await settle(pilot)
                leaks["dialog"] = untranslated(screen_text(app))
                await pilot.press("escape")
                await settle(pilot)
                await pilot.press("s")
                await until(pilot, showing(app, StatsScreen))
                await settle(pilot)
                leaks["statistics"] = untranslated(screen_text(app))
                await pilot.press("escape")
                await settle(pilot)
                # The replay viewer, a few moves in, and the game-over dialog.
                played = Game(setup_of(game, size, seed=7))
                for _move in range(3):
                    played.play(played.legal_moves()[0])
                app.push_screen(ReplayScreen(Record.of_game(played), at=2))
                await until(pilot, showing(app, ReplayScreen))
                await settle(pilot)
                leaks["replay"] = untranslated(screen_text(app))
                app.pop_screen()
                title, summary = game_over_lines(screen.session.state, "1:02")
                app.push_screen(GameOverScreen(title=title, summary=summary, won=False, review=True))
                await until(pilot, showing(app, GameOverScreen))
                await settle(pilot)
                leaks["game over"] = untranslated(screen_text(app))
    found = {where: words for where, words in leaks.items() if words}
    assert found == {}, "\n".join(f"{where}: {sorted(set(words))}" for where, words in found.items())


@functools.cache
def english_only_words(lang: str) -> frozenset[str]:
    """Words of the English messages that the language's own messages never use ("Replay", "Help"):
    one of them on a French or Russian screen is English left."""
    from babel.messages.pofile import read_po

    locale = Path(i18n.__file__).parent / "locale"
    with open(locale / lang / "LC_MESSAGES" / "domino_solitaire.po", "rb") as file:
        catalog = read_po(file)
    english: set[str] = set()
    own: set[str] = set()
    for message in catalog:
        ids = message.id if isinstance(message.id, (tuple, list)) else (message.id,)
        strings = message.string if isinstance(message.string, (tuple, list)) else (message.string,)
        english |= {w.lower() for text in ids if text for w in re.findall(r"[A-Za-z]{4,}", str(text))}
        own |= {w.lower() for text in strings if text for w in re.findall(r"[A-Za-z]{4,}", str(text))}
    return frozenset(english - own - MACHINE_WORDS - {"luzon", "castle", "rock", "solitaire", "domino"})


def typeset_problems(lines: list[str], lang: str) -> list[str]:
    """Lines that start with a sign the language keeps on the word before it, numbers split across
    two lines, and English words left."""
    # (The footer leads with the "?" key: not a sign.)
    problems = [line for line in lines[:-1] if line.strip()[:1] in (":", ";", "!", "?", "»", "%")]
    problems += [
        f"{above!r} / {line!r}"
        for above, line in itertools.pairwise(lines)
        if re.search(r"\d$", above.rstrip()) and re.match(r"\s*\d{3}\b", line)
    ]
    english = english_only_words(lang)
    problems += [word for word in re.findall(r"[A-Za-z]{4,}", "\n".join(lines)) if word.lower() in english]
    return problems


@pytest.mark.solver
@pytest.mark.parametrize("lang", ["fr", "ru"])
@pytest.mark.parametrize("size", [(60, 18), (80, 24), (120, 40)])
async def test_french_and_russian_fit_the_start_screen_and_each_game(
    lang: str, size: tuple[int, int]
) -> None:
    i18n.use(lang)
    help_key, quit_key, play = i18n._("Help"), i18n._("Quit"), i18n._("Play")
    words = ("Play", "Daily", "Resume", "Rules", "Statistics", "Quit")
    buttons = [i18n.pgettext("start screen button", word) for word in words]
    width, height = size
    app = make_app(lang=lang)
    async with app.run_test(size=size) as pilot:
        await until(pilot, showing(app, StartScreen))
        await settle(pilot)
        lines = screen_text(app).splitlines()
        assert len(lines) == height and all(len(line) <= width for line in lines)
        # The footer leads with the play key (the rest are in "… more" and the palette, as in English).
        assert f"^s {play}" in lines[-1], lines[-1]
        text = "\n".join(lines)
        # Every button whole on the one row, Quit among them.
        row = next(line for line in lines if buttons[0] in line)
        assert all(button in row for button in buttons), text
        assert typeset_problems(lines, lang) == [], text
        # The game's objective after the language's colon (it was "Bons voisins: retirer...").
        expected = "Bons voisins : " if lang == "fr" else "Добрые соседи: "
        assert expected in text.replace("\u00a0", " "), text
    for game, set_size in GAMES:
        app = make_app(setup_of(game, set_size, seed=42), lang=lang)
        async with app.run_test(size=size) as pilot:
            screen = game_screen(app)
            await until(pilot, lambda: screen.assist.up_to_date)  # noqa: B023 (awaited here)
            await settle(pilot)
            lines = screen_text(app).splitlines()
            assert len(lines) == height and all(len(line) <= width for line in lines)
            footer = lines[-1]
            assert f"? {help_key}" in footer and f"q {quit_key}" in footer, footer
            # The status bar names the game in the player's language, whole.
            assert i18n._(screen.session.game.rules.title) in lines[0], lines[0]
            assert typeset_problems(lines, lang) == [], "\n".join(lines)


async def test_the_rules_viewer_speaks_the_players_language() -> None:
    from domino_solitaire.tui.screens.rulebook import RulesScreen

    app = make_app(setup_of("good-neighbors", 6, seed=7), lang="fr")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("i")
        await until(pilot, showing(app, RulesScreen))
        await settle(pilot)
        text = screen_text(app)
        assert "Règles : Bons voisins" in text.replace("\u00a0", " ") and "But du jeu" in text, text


@pytest.mark.parametrize("lang", ["fr", "ru"])
async def test_the_game_over_dialog_fits_60x18_in_french_and_russian(lang: str) -> None:
    app = make_app(setup_of("luzon", 6, seed=7), lang=lang)
    async with app.run_test(size=(60, 18)) as pilot:
        screen = game_screen(app)
        title, summary = game_over_lines(screen.session.state, "1:02")
        app.push_screen(GameOverScreen(title=title, summary=summary, won=False, review=True))
        await until(pilot, showing(app, GameOverScreen))
        await settle(pilot)
        lines = screen_text(app).splitlines()
        buttons = [i18n._(label) for label in ("Same deal (s)", "New deal (n)", "Quit (q)")]
        row = next(line for line in lines if buttons[0] in line)
        # Each button whole, and the dialog's right edge still on the screen.
        assert all(button in row for button in buttons) and row.rstrip().endswith("█"), row


def test_the_language_setting_is_kept_and_checked_when_read() -> None:
    from domino_solitaire.store.settings import Settings, from_rows, to_rows

    rows = to_rows(Settings(language="ru"))
    assert from_rows(rows.items()).language == "ru"
    assert from_rows([("language", '"de"')]).language is None  # not a language of ours
    assert from_rows([("language", "12")]).language is None
    assert Settings().language is None  # the environment's, until the player chooses


async def test_f5_on_the_start_screen_changes_the_language_and_keeps_it(tmp_path: Any) -> None:
    from domino_solitaire.recorder import GameRecorder
    from domino_solitaire.tui.app import DominoApp

    def app_on() -> DominoApp:
        app = DominoApp(clock=lambda: 0.0, new_seed=lambda: 7, recorder=GameRecorder.open(tmp_path))
        app.animation_level = "none"
        return app

    app = app_on()
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, showing(app, StartScreen))
        first = i18n.current()
        await pilot.press("f5")
        await until(pilot, lambda: i18n.current() != first)
        await until(pilot, showing(app, StartScreen))
        await settle(pilot)
        chosen = i18n.current()
        text = screen_text(app)
        assert i18n.pgettext("start screen button", "Play") in text
        assert f"{i18n.NAMES[chosen]}" in text, text
    assert app.recorder.flush(10)
    assert app.recorder.settings.language == chosen
    i18n.use("en")
    again = app_on()  # the next run speaks it, whatever the environment says
    async with again.run_test(size=(80, 24)) as pilot:
        await until(pilot, showing(again, StartScreen))
        assert i18n.current() == chosen


@pytest.mark.parametrize(
    ("lang", "said", "key"),
    [
        ("fr", "Cette aide", "échap"),
        ("ru", "Эта справка", "Esc"),
        ("en", "This help", "esc"),
    ],
)
async def test_the_keys_panel_and_the_key_names_speak_the_players_language(
    lang: str, said: str, key: str
) -> None:
    # The palette's Keys command (Textual's help panel) listed "Help This help" and "Move up" in English.
    app = make_app(setup_of("luzon", 6, seed=7), lang=lang)
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: game_screen(app).is_mounted)
        app.action_show_help_panel()
        await pilot.pause()
        text = screen_text(app)
        assert said in text
        if lang != "en":
            assert "This help" not in text and "Move up" not in text and "Undo the last move" not in text
        from textual.binding import Binding

        assert app.get_key_display(Binding("escape", "x")) == key
        app.action_hide_help_panel()
        await pilot.pause()
        assert said not in screen_text(app) and not app.screen.query("HelpPanel")
    i18n.use("en")


@pytest.mark.parametrize(
    ("lang", "letter", "label"), [("fr", "o", "Oui (o)"), ("ru", "д", "Да (д)"), ("en", "y", "Yes (y)")]
)
async def test_a_question_takes_the_languages_yes_letter(lang: str, letter: str, label: str) -> None:
    # French dialogs offered "Oui (y)", and o (or д in Russian) did nothing.
    app = make_app(setup_of("luzon", 6, seed=7), lang=lang)
    answers: list[bool | None] = []
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: game_screen(app).is_mounted)
        app.push_screen(ConfirmScreen("?"), answers.append)
        await until(pilot, showing(app, ConfirmScreen))
        await until(pilot, lambda: label in screen_text(app))
        await pilot.press(letter)
        await until(pilot, lambda: answers != [])
    assert answers == [True]
    i18n.use("en")


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
async def test_the_screen_reader_notice_fits_60_columns_whole(lang: str) -> None:
    # It was cut at 80 columns in every language.
    app = make_app(lang=lang)
    async with app.run_test(size=(60, 18)) as pilot:
        await until(pilot, showing(app, StartScreen))
        await pilot.press("f4")
        said = i18n._("Screen reader on (F4 turns it off).").replace("\u00a0", " ")
        await until(pilot, lambda: said in screen_text(app).replace("\u00a0", " "))
        await pilot.press("f4")
    i18n.use("en")


@pytest.mark.solver
@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
async def test_the_statistics_title_row_keeps_every_view_and_close_at_60_columns(lang: str) -> None:
    # «Статистика   Норма и расклады дня   Уровни   История    Зак» and no Fermer at all in French.
    from domino_solitaire.wording import CLOSE_BUTTON, VIEW_NAMES, view_name

    app = make_app(setup_of("luzon", 6, seed=7), lang=lang)
    async with app.run_test(size=(60, 18)) as pilot:
        await until(pilot, lambda: game_screen(app).assist.up_to_date)
        await pilot.press("s")
        await until(pilot, showing(app, StatsScreen))
        await settle(pilot)
        row = screen_text(app).splitlines()[0]
        names = [view_name(view) for view in VIEW_NAMES]
        assert all(name in row for name in names) and row.rstrip().endswith(i18n._(CLOSE_BUTTON)), row
