"""The start screen: choose a game, set, variant and deal number, or read the rules."""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, Label, RadioButton, RadioSet, Select

from domino_solitaire.engine import GAMES, Rules, SolitaireError, make_setup, parse_seed
from domino_solitaire.tui.screens.base import SizeWatcher
from domino_solitaire.tui.screens.rules import RulesScreen

NAMES = list(GAMES)


class StartScreen(SizeWatcher, Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "play", "Play"),
        Binding("f2", "rules", "Rules"),
        Binding("escape", "app.request_quit", "Quit"),
    ]

    def compose(self) -> ComposeResult:
        first = GAMES[NAMES[0]]
        with VerticalScroll(id="start"):
            yield Label("Domino Solitaire", id="start-title")
            with RadioSet(id="game"):
                for i, rules in enumerate(GAMES.values()):
                    yield RadioButton(rules.title, value=i == 0)
            yield Label(self.objective(first), id="objective")
            with Horizontal(classes="row"):
                yield Label("Set", classes="field")
                yield Select[int](
                    self.set_options(first), value=first.default_set, allow_blank=False, id="set"
                )
                yield Label("Variant", classes="field")
                yield Select[str](
                    [(v, v) for v in first.variants], value="standard", allow_blank=False, id="variant"
                )
            with Horizontal(classes="row"):
                yield Label("Deal number", classes="field")
                yield Input(placeholder="empty: a random deal", id="seed", restrict=r"[0-9]*")
            yield Label("", id="start-error")
            yield Label("↑ ↓ choose · enter picks · tab: next field · ctrl+s plays", id="start-hint")
            with Horizontal(classes="buttons"):
                yield Button("Play", id="play", variant="success")
                yield Button("Rules", id="rules", variant="primary")
                yield Button("Quit", id="quit", variant="error")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#game", RadioSet).focus()

    def objective(self, rules: Rules) -> str:
        return f"{rules.title}: {rules.objective(rules.default_set)}."

    def set_options(self, rules: Rules) -> list[tuple[str, int]]:
        return [(f"double-{size}", size) for size in rules.sets]

    def chosen_rules(self) -> Rules:
        index = self.query_one("#game", RadioSet).pressed_index
        return GAMES[NAMES[max(0, index)]]

    @on(RadioSet.Changed, "#game")
    def game_changed(self) -> None:
        rules = self.chosen_rules()
        self.query_one("#objective", Label).update(self.objective(rules))
        sizes = self.query_one("#set", Select)
        sizes.set_options(self.set_options(rules))
        sizes.value = rules.default_set
        variants = self.query_one("#variant", Select)
        variants.set_options([(v, v) for v in rules.variants])
        variants.value = "standard"

    @on(Button.Pressed, "#play")
    @on(Input.Submitted, "#seed")
    def action_play(self) -> None:
        from domino_solitaire.tui.app import DominoApp

        app = self.app
        assert isinstance(app, DominoApp)
        rules = self.chosen_rules()
        size = self.query_one("#set", Select).value
        variant = self.query_one("#variant", Select).value
        text = self.query_one("#seed", Input).value.strip()
        error = self.query_one("#start-error", Label)
        try:
            seed = parse_seed(text) if text else app.new_seed()
            setup = make_setup(
                rules.name,
                size if isinstance(size, int) else None,
                variant if isinstance(variant, str) else None,
                seed=seed,
            )
        except SolitaireError as exc:
            error.update(f"✗ {exc}")
            return
        error.update("")
        app.start_game(setup)

    @on(Button.Pressed, "#rules")
    def action_rules(self) -> None:
        self.app.push_screen(RulesScreen(self.chosen_rules().name))

    @on(Button.Pressed, "#quit")
    def quit_pressed(self) -> None:
        self.app.exit()
