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
from textual.geometry import Region
from textual.pilot import Pilot
from textual.widgets import Button
from tui_driving import game_over_dialog, game_screen, make_app, screen_text, setup_of, until

from domino_solitaire import i18n
from domino_solitaire.engine import Game, Transcript
from domino_solitaire.tui.screens.dialogs import ConfirmScreen, GameOverScreen
from domino_solitaire.tui.screens.help import HelpScreen
from domino_solitaire.tui.screens.replay import ReplayScreen
from domino_solitaire.tui.screens.start import StartScreen
from domino_solitaire.tui.screens.stats import StatsScreen
from domino_solitaire.wording.play import game_over_lines
from domino_solitaire.wording.words import game_name

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
                app.push_screen(ReplayScreen(Transcript.of_game(played), at=2))
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
    words = ("Play", "Daily", "Puzzles", "Resume", "Rules", "Statistics", "Quit")
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
        # Every button whole on the one row, Quit among them; below 70 columns, a row of long words
        # leaves Rules to its key in the footer.
        row = next(line for line in lines if buttons[0] in line)
        if width < 70 and app.screen.query_one("#rules").has_class("-tight"):
            assert f"f2 {i18n._('Rules')}" in lines[-1], lines[-1]
            buttons.remove(i18n.pgettext("start screen button", "Rules"))
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
            assert game_name(screen.session.game.rules.name) in lines[0], lines[0]
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


def whole_on_screen(app: Any, widget: Any) -> bool:
    """Whether ``widget`` is shown whole inside the terminal (not cut by its edge or its container)."""
    width, height = app.size
    region: Region = widget.region
    return region.width > 0 and region.x >= 0 and region.right <= width and region.bottom <= height


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
async def test_every_start_button_is_whole_at_60x18_in_every_language(lang: str) -> None:
    # The Puzzles button was left out below 70 columns (F6 still worked).
    app = make_app(lang=lang)
    async with app.run_test(size=(60, 18)) as pilot:
        await until(pilot, showing(app, StartScreen))
        await settle(pilot)
        text = screen_text(app)
        buttons = list(app.screen.query("#start .buttons Button").results(Button))
        assert {button.id for button in buttons} >= {
            "play",
            "daily",
            "puzzles",
            "resume",
            "rules",
            "stats",
            "quit",
        }
        footer = text.splitlines()[-1]
        for button in buttons:
            if not button.display:
                # Where the row has no room for every word (French and Russian), Rules leaves it to
                # its key, which the footer shows; every other button stays.
                assert button.id == "rules" and "f2" in footer, text
                continue
            assert whole_on_screen(app, button), text
            assert button.region.width >= len(str(button.label)) and str(button.label) in text, text
        # Wider again, each word has its padding back.
        await pilot.resize_terminal(80, 24)
        await settle(pilot)
        puzzles = app.screen.query_one("#puzzles", Button)
        assert puzzles.region.width >= len(str(puzzles.label)) + 2


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
async def test_the_game_over_dialog_fits_60x18_in_every_language(lang: str) -> None:
    # Luzon deal 7 lost in 3 moves: the real dialog, with its deal code and its Challenge button.
    app = make_app(setup_of("luzon", 6, seed=7), lang=lang)
    async with app.run_test(size=(60, 18)) as pilot:
        screen = game_screen(app)
        for move in ("5+R3", "2+5", "5+R1"):
            assert screen.apply_move(screen.game.rules.parse_move(move))
        dialog = await game_over_dialog(pilot)
        await settle(pilot)
        text = screen_text(app)
        frame = dialog.query_one(".dialog")
        assert whole_on_screen(app, frame), text
        assert "Z60-0007-2" in text.replace("\n", ""), text
        buttons = list(dialog.query(Button).results(Button))
        assert len(buttons) == 4
        for button in buttons:
            assert whole_on_screen(app, button) and str(button.label) in text, text


def test_the_language_setting_is_kept_and_checked_when_read() -> None:
    from domino_solitaire.store.settings import Settings, from_rows, to_rows

    rows = to_rows(Settings(language="ru"))
    assert from_rows(rows.items()).language == "ru"
    assert from_rows([("language", '"de"')]).language is None  # not a language of ours
    assert from_rows([("language", "12")]).language is None
    assert Settings().language is None  # the environment's, until the player chooses


async def test_f5_on_the_start_screen_changes_the_language_and_keeps_it(tmp_path: Any) -> None:
    from domino_solitaire.store.keeper import GameKeeper
    from domino_solitaire.tui.app import DominoApp

    def app_on() -> DominoApp:
        app = DominoApp(clock=lambda: 0.0, new_seed=lambda: 7, recorder=GameKeeper.open(tmp_path))
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


@pytest.mark.parametrize(("lang", "key"), [("fr", "échap"), ("ru", "Esc"), ("en", "esc")])
def test_the_key_names_speak_the_players_language(lang: str, key: str) -> None:
    from textual.binding import Binding

    app = make_app(setup_of("luzon", 6, seed=7), lang=lang)
    try:
        assert app.get_key_display(Binding("escape", "x")) == key
    finally:
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
    from domino_solitaire.wording.screens import CLOSE_BUTTON
    from domino_solitaire.wording.stats import VIEW_NAMES, view_name

    app = make_app(setup_of("luzon", 6, seed=7), lang=lang)
    async with app.run_test(size=(60, 18)) as pilot:
        await until(pilot, lambda: game_screen(app).assist.up_to_date)
        await pilot.press("s")
        await until(pilot, showing(app, StatsScreen))
        await settle(pilot)
        row = screen_text(app).splitlines()[0]
        names = [view_name(view) for view in VIEW_NAMES]
        assert all(name in row for name in names) and row.rstrip().endswith(i18n._(CLOSE_BUTTON)), row
