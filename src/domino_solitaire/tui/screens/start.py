"""The start screen: choose a game, set, variant and deal number; read the rules, see the statistics,
or resume the unfinished game."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, Label, RadioButton, RadioSet, Select

from domino_solitaire.engine import GAMES, Rules, SolitaireError, make_setup, parse_seed
from domino_solitaire.tui.screens.base import SizeWatcher
from domino_solitaire.tui.screens.rulebook import RulesScreen
from domino_solitaire.wording import game_description

if TYPE_CHECKING:
    from domino_solitaire.tui.app import DominoApp

NAMES = list(GAMES)


class StartScreen(SizeWatcher, Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "play", "Play"),
        Binding("f2", "rules", "Rules"),
        Binding("f3", "stats", "Statistics"),
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
                yield Button("Resume", id="resume", variant="success", disabled=True)
                yield Button("Rules", id="rules", variant="primary")
                yield Button("Statistics", id="stats", variant="primary")
                yield Button("Quit", id="quit", variant="error")
        yield Footer()

    @property
    def domino_app(self) -> DominoApp:
        from domino_solitaire.tui.app import DominoApp

        assert isinstance(self.app, DominoApp)
        return self.app

    def on_mount(self) -> None:
        self.query_one("#game", RadioSet).focus()

    def on_screen_resume(self) -> None:
        # Back from a game: it may have been left unfinished, or given up.
        self.update_resume()

    def update_resume(self) -> None:
        """Resume is enabled while an unfinished game is stored; its tooltip says which."""
        info = self.domino_app.recorder.latest_unfinished()
        button = self.query_one("#resume", Button)
        button.disabled = info is None
        button.tooltip = (
            None if info is None else f"Play on: {game_description(info)}, {info.move_count} moves"
        )

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
        app = self.domino_app
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

    @on(Button.Pressed, "#stats")
    def action_stats(self) -> None:
        self.domino_app.show_stats()

    @on(Button.Pressed, "#resume")
    def resume_pressed(self) -> None:
        self.domino_app.resume_latest()

    @on(Button.Pressed, "#quit")
    def quit_pressed(self) -> None:
        self.app.exit()
