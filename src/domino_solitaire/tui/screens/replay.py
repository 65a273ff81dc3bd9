"""The replay viewer: a recorded game move by move, on the same board the game is played on.

The engine replays the record once; the viewer only chooses which of the game's
positions to show. Taking over dismisses the screen with a fresh ``Game`` holding
the moves up to the one shown, for the caller to play on as a new game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from rich.style import Style
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal
from textual.reactive import reactive
from textual.screen import Screen
from textual.timer import Timer
from textual.widget import Widget
from textual.widgets import Input, Label, Static

from domino_solitaire.engine import Game, Position, Setup, SolitaireError, Status, Transcript
from domino_solitaire.i18n import N_
from domino_solitaire.play import change_of
from domino_solitaire.records import GameRecord
from domino_solitaire.tui.board_look import BoardLook
from domino_solitaire.tui.game_view import make_board
from domino_solitaire.tui.requests import DEFAULT_DELAY, FASTEST, SLOWEST, ReplayRequest
from domino_solitaire.tui.screens.base import DrivenTimers, SizeWatcher, closed_early, dismiss_once
from domino_solitaire.tui.widgets.board import Board
from domino_solitaire.tui.widgets.footer import KeyFooter
from domino_solitaire.tui.widgets.status import NoticeLine
from domino_solitaire.wording.errors import error_text
from domino_solitaire.wording.labels import overlay_labels
from domino_solitaire.wording.records import result_word
from domino_solitaire.wording.screens import (
    jump_prompt,
    past_end_text,
    replay_deal,
    replay_heading,
    replay_move_text,
    replay_opening_text,
    replay_speed_text,
    replay_stops_text,
    replay_time,
)
from domino_solitaire.wording.text import clock_text
from domino_solitaire.wording.words import Form, deal_description, status_word


class MoveStrip(Widget):
    """The move list on one line, scrolled so the move shown sits in it, highlighted.

    One line rather than a column beside the board, so that the board keeps the full
    80 columns it has in play (the widest board needs 74 for its pips). A click on a move goes to it.
    """

    index: reactive[int] = reactive(0)

    def __init__(self, moves: list[str], *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.labels = [
            overlay_labels().opening,
            *(f"{number} {move}" for number, move in enumerate(moves, start=1)),
        ]

    def render(self) -> Text:
        return strip_text(self.labels, self.index, self.size.width)


def strip_text(labels: list[str], current: int, width: int) -> Text:
    """``labels`` from around ``current`` that fit in ``width`` cells, ``current`` highlighted.

    The moves before and after it share the room; an arrow at either end says that
    more moves lie beyond. Each move carries a click action that goes to it.
    """
    gap = 2
    low = high = current
    used = len(labels[current]) + 2  # the highlighted label is padded by a space each side
    room = width - 4  # an arrow and a space at either end
    while True:
        grown = False
        for side in (1, -1):
            nxt = high + 1 if side > 0 else low - 1
            if 0 <= nxt < len(labels) and used + gap + len(labels[nxt]) <= room:
                used += gap + len(labels[nxt])
                if side > 0:
                    high = nxt
                else:
                    low = nxt
                grown = True
        if not grown:
            break
    text = Text(no_wrap=True, overflow="ellipsis")
    text.append("◀ " if low > 0 else "  ", style="dim")
    for k in range(low, high + 1):
        if k > low:
            text.append(" " * gap)
        if k == current:
            text.append(
                f" {labels[k]} ", style=Style(reverse=True, bold=True, meta={"@click": f"screen.go_to({k})"})
            )
        else:
            text.append(labels[k], style=Style(dim=k < current, meta={"@click": f"screen.go_to({k})"}))
    if high < len(labels) - 1:
        text.append(" ▶", style="dim")
    return text


def replay_record(record: Transcript) -> tuple[Game, str | None]:
    """The record played through the engine as far as it goes, and why it stopped early (or None).

    RecordError if the record's game, set, variant or deal cannot be set up at all.
    """
    setup = record.setup()
    try:
        return Game.replay(setup, list(record.moves)), None
    except SolitaireError as exc:
        # Show the good part of a damaged record rather than nothing: replay up to the bad move.
        return _longest_prefix(setup, list(record.moves)), error_text(exc)


def _longest_prefix(setup: Setup, moves: list[str]) -> Game:
    game = Game(setup)
    for text in moves:
        try:
            game.play(text)
        except SolitaireError:
            break
    return game


class ReplayScreen(SizeWatcher, DrivenTimers, Screen[Game | None]):
    """Watch a recorded game; dismissed with None (closed) or a ``Game`` to play on (taken over).

    ``record``: the game to show (``GameStore.load`` or ``Transcript.from_json``); ``info``: what the
    store knows of it, for the title. ``at``: the move to show first (0, the opening, by default;
    None for the end). ``delay``: seconds between moves when playing on; ``autoplay`` starts playing.
    """

    # Nothing takes focus but the move-number field while it is open, so every key reaches the screen.
    AUTO_FOCUS = None
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left,h", "back", N_("Back"), tooltip=N_("Step back one move")),
        Binding("right,l", "forward", N_("Next"), tooltip=N_("Step forward one move")),
        Binding("home,g", "start", N_("Start"), tooltip=N_("Jump to the opening")),
        Binding("end,G", "end", N_("End"), tooltip=N_("Jump to the last move")),
        Binding("colon,number_sign", "jump", N_("Go to"), key_display=":", tooltip=N_("Go to a move number")),
        Binding("space", "play", N_("Play"), tooltip=N_("Play the moves on by themselves, or pause")),
        Binding("plus,equals_sign", "speed(0.5)", N_("Faster"), show=False),
        Binding("minus,underscore", "speed(2.0)", N_("Slower"), show=False),
        Binding("pageup", "scroll_board(-1)", N_("Scroll the board up"), show=False),
        Binding("pagedown", "scroll_board(1)", N_("Scroll the board down"), show=False),
        Binding("p", "toggle_numerals", N_("Draw the tiles with pips or with numbers"), show=False),
        Binding("t", "take_over", N_("Take over"), tooltip=N_("Play on from here as a new game")),
        Binding("escape,q", "close", N_("Close"), tooltip=N_("Close the replay (escape also cancels Go to)")),
    ]

    def __init__(
        self,
        record: Transcript,
        info: GameRecord | None = None,
        *,
        at: int | None = 0,
        delay: float = DEFAULT_DELAY,
        autoplay: bool = False,
        look: BoardLook = BoardLook(),  # noqa: B008 (immutable)
    ) -> None:
        super().__init__()
        self.record = record
        self.info = info
        self.game, self.problem = replay_record(record)
        last = len(self.game.moves)
        self.index = last if at is None else max(0, min(at, last))
        self.delay = max(FASTEST, min(delay, SLOWEST))
        #: How the player wants the tiles drawn (the same as in play).
        self.look = look
        self.playing = False
        self._autoplay = autoplay
        self._timer: Timer | None = None
        self._binding_state: tuple[bool, ...] = ()
        self._jumping = False

    # -- what it shows ----------------------------------------------------------------------------------

    @property
    def last(self) -> int:
        """The number of moves that replayed: the last index that can be shown."""
        return len(self.game.moves)

    @property
    def position(self) -> Position:
        return self.game.positions[self.index]

    @property
    def board(self) -> Board[object]:
        return self.query_one(Board)

    @property
    def jumping(self) -> bool:
        """The move-number field is open (it takes the strip's place)."""
        return self._jumping

    def compose(self) -> ComposeResult:
        with Horizontal(id="replay-head"):
            yield Static(id="replay-title")
            # Apart from the title, so that a long title is cut and the result never is.
            yield Static(id="replay-result")
        with Horizontal(id="replay-line"):
            yield NoticeLine(id="replay-notice")
            yield Static(id="replay-state")
        yield make_board(self.game.rules, self.position, self.look, interactive=False)
        yield MoveStrip(self.game.move_texts(), id="replay-moves")
        with Horizontal(id="replay-jump-row"):
            yield Label(jump_prompt(self.last), id="replay-jump-label")
            yield Input(id="replay-jump", restrict=r"[0-9]*", max_length=6, compact=True, disabled=True)
        # Compact: all eight keys fit in 80 columns.
        yield KeyFooter(compact=True)

    def on_mount(self) -> None:
        if closed_early(self):
            return
        self.show_title()
        self.show(before=None)
        if self.problem is not None:
            self.say(replay_stops_text(self.last, self.problem), refusal=True)
        elif self._autoplay and self.index < self.last:
            self.action_play()

    def show_title(self) -> None:
        title = Text(no_wrap=True, overflow="ellipsis")
        title.append(replay_heading(None if self.info is None else self.info.id), style="bold")
        title.append(replay_deal(deal_description(self.game.setup)))
        self.query_one("#replay-title", Static).update(title)
        result = Text(no_wrap=True)
        if self.info is not None:
            result.append(result_word(self.info.result), style="bold")
            if self.info.duration is not None:
                result.append(replay_time(clock_text(self.info.duration)))
        self.query_one("#replay-result", Static).update(result)

    def show(self, before: Position | None) -> None:
        """Bring the board, the move strip and the lines above the board to ``self.index``."""
        self.board.show(self.position, before=before)
        self.query_one(MoveStrip).index = self.index
        self.say_where()
        self.show_state()
        self.sync_bindings()

    def say_where(self) -> None:
        if self.index == 0:
            self.say(replay_opening_text(self.last))
        else:
            self.say(self.move_text(self.index))

    def move_text(self, number: int) -> str:
        move = self.game.moves[number - 1]
        before, after = self.game.positions[number - 1], self.game.positions[number]
        return replay_move_text(number, self.last, change_of(move, before, after))

    def show_state(self) -> None:
        """The result when the position shown ends the game, and whether it plays on, at what speed."""
        state = Text(no_wrap=True)
        status = self.position.status
        if status is not Status.PLAYING:
            state.append(
                status_word(status, Form.BANNER), style="bold green" if status is Status.WON else "bold red"
            )
            state.append("  ")
        state.append("▶ " if self.playing else "⏸ ", style="bold")
        state.append(replay_speed_text(self.delay))
        state.append(" (+ -)", style="dim")  # the speed keys, which the footer has no room for
        self.query_one("#replay-state", Static).update(state)

    def say(self, text: str, *, refusal: bool = False) -> None:
        self.query_one("#replay-notice", NoticeLine).say(text, refusal=refusal)

    # -- moving through the game ------------------------------------------------------------------------

    def go_to(self, index: int) -> None:
        index = max(0, min(index, self.last))
        if index == self.index:
            return
        # Stepping one move forward marks what it changed, as in play; any other jump just shows.
        before = self.position if index == self.index + 1 else None
        self.index = index
        self.show(before)

    def action_back(self) -> None:
        self.pause()
        self.go_to(self.index - 1)

    def action_forward(self) -> None:
        self.pause()
        self.go_to(self.index + 1)

    def action_start(self) -> None:
        self.pause()
        self.go_to(0)

    def action_end(self) -> None:
        self.pause()
        self.go_to(self.last)

    def action_go_to(self, index: int) -> None:
        """A move in the strip was clicked."""
        self.pause()
        self.go_to(index)

    # -- going to a move number -------------------------------------------------------------------------

    def action_jump(self) -> None:
        self.pause()
        self.set_jumping(True)
        field = self.query_one("#replay-jump", Input)
        field.disabled = False
        field.value = ""
        field.focus()
        self.sync_bindings()

    def set_jumping(self, jumping: bool) -> None:
        # The field takes the move strip's line while it is open.
        self._jumping = jumping
        self.query_one("#replay-jump-row").display = jumping
        self.query_one(MoveStrip).display = not jumping

    def close_jump(self) -> None:
        self.set_jumping(False)
        self.query_one("#replay-jump", Input).disabled = True
        self.set_focus(None)
        self.sync_bindings()

    @on(Input.Submitted, "#replay-jump")
    def jump_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        text = event.value.strip()
        if not text:
            self.close_jump()
            return
        number = int(text)
        if number > self.last:
            self.say(past_end_text(number, self.last), refusal=True)
            return
        self.close_jump()
        self.go_to(number)

    # -- playing on -------------------------------------------------------------------------------------

    def action_play(self) -> None:
        if self.playing:
            self.pause()
            return
        if self.index >= self.last:
            self.go_to(0)  # at the end, play the game again from its opening
        self.playing = True
        self._start_timer()
        self.show_state()

    def _start_timer(self) -> None:
        if self._timer is not None:
            self._timer.stop()
        self._timer = self.set_interval(self.delay, self.tick, name="replay")

    def tick(self) -> None:
        """One step of playing on; stops by itself at the last move."""
        if not self.playing or closed_early(self):  # a tick while the screen is being taken down
            return
        self.go_to(self.index + 1)
        if self.index >= self.last:
            self.pause()

    def pause(self) -> None:
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        if self.playing:
            self.playing = False
            self.show_state()

    def action_speed(self, factor: float) -> None:
        self.delay = max(FASTEST, min(self.delay * factor, SLOWEST))
        if self.playing:
            self._start_timer()
        self.show_state()
        self.sync_bindings()

    # -- the rest ---------------------------------------------------------------------------------------

    def action_scroll_board(self, direction: int) -> None:
        if direction < 0:
            self.board.scroll_page_up(animate=False)
        else:
            self.board.scroll_page_down(animate=False)

    def action_toggle_numerals(self) -> None:
        self.board.toggle_style()

    def taken_over(self) -> Game:
        """A new game of the same deal with the moves up to the one shown, ready to play on."""
        return Game.replay(self.game.setup, self.game.move_texts()[: self.index])

    def action_take_over(self) -> None:
        self.pause()
        dismiss_once(self, self.taken_over())

    def action_close(self) -> None:
        if self.jumping:
            self.close_jump()
            self.say_where()  # in place of a refusal the field may have left
            return
        self.pause()
        dismiss_once(self, None)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if not self.is_active or closed_early(self):
            # A key queued before another screen opened waits instead of acting behind it (or, the
            # screen being taken down, does nothing).
            return False
        if self.jumping:
            # Typing a move number: only Enter (the input's own) and escape (cancel) act.
            return action == "close"
        if action in ("back", "start"):
            return True if self.index > 0 else None
        if action in ("forward", "end"):
            return True if self.index < self.last else None
        if action in ("play", "jump"):
            return True if self.last > 0 else None
        if action == "speed":
            factor = parameters[0] if parameters and isinstance(parameters[0], (int, float)) else 1.0
            limit_reached = self.delay <= FASTEST if factor < 1 else self.delay >= SLOWEST
            return None if limit_reached else True
        if action == "take_over":
            # A finished position has nothing to play on; step back first.
            return True if self.position.status is Status.PLAYING else None
        return True

    def binding_state(self) -> tuple[bool, ...]:
        """Everything ``check_action`` looks at."""
        return (
            self.jumping,
            self.index > 0,
            self.index < self.last,
            self.position.status is Status.PLAYING,
            self.delay <= FASTEST,
            self.delay >= SLOWEST,
        )

    def sync_bindings(self) -> None:
        # Refreshing the footer rebuilds it, so only do it when what the keys can do changed.
        state = self.binding_state()
        if state != self._binding_state:
            self._binding_state = state
            self.refresh_bindings()

    def on_unmount(self) -> None:
        # Only the timer: the widgets that show the state are already gone.
        if self._timer is not None:
            self._timer.stop()
            self._timer = None


def viewer_for(request: ReplayRequest, look: Callable[[int], BoardLook]) -> ReplayScreen:
    """The viewer the command line asked for (``replay``): its game, from its move, at its pace."""
    return ReplayScreen(
        request.record,
        request.info,
        at=request.at,
        delay=request.delay,
        autoplay=request.autoplay,
        look=look(request.record.size),
    )
