"""A terminal that goes away at any moment of start-up ends the game within a few seconds, saved
(issue 28): the game runs in a pseudo-terminal of its own, whose controlling side is closed."""

from __future__ import annotations

import contextlib
import fcntl
import os
import select
import signal
import struct
import subprocess
import sys
import termios
import time
from dataclasses import dataclass
from pathlib import Path

from tui_driving import make_app, setup_of

from domino_solitaire.engine import make_setup
from domino_solitaire.play import PlaySession
from domino_solitaire.store.keeper import GameKeeper
from domino_solitaire.tui.hangup import LOST_SECONDS

#: When the terminal goes: before the game wrote anything, at its first output, when its first
#: frame is drawn, and a little after it (seconds after that frame).
MOMENTS: list[tuple[str | float, bool]] = [
    ("spawned", False),
    ("first output", False),
    ("first frame", False),
    (0.3, False),
    (1.0, False),
    # With a stray SIGCONT first, which Textual answered by taking the terminal a second time.
    ("first frame", True),
    (1.0, True),
]


@dataclass
class Player:
    """A game in a pseudo-terminal whose controlling side the test holds."""

    moment: str | float
    leader: int
    child: subprocess.Popen[bytes]
    stray: bool = False
    output: bytes = b""
    closed_at: float | None = None
    framed_at: float | None = None

    def read(self) -> None:
        with contextlib.suppress(OSError):  # the game already gone
            self.output += os.read(self.leader, 65536)

    def due(self, now: float) -> bool:
        """Whether the terminal goes now."""
        if self.moment == "spawned":
            return True
        if self.moment == "first output":
            return bool(self.output)
        if self.framed_at is None and b"Resumed after" in self.output:
            self.framed_at = now
        if self.framed_at is None:
            return False
        return self.moment == "first frame" or now >= self.framed_at + float(self.moment)


def spawn(folder: Path, moment: str | float) -> Player:
    env = {**os.environ, "DOMINO_SOLITAIRE_HOME": str(folder), "TERM": "xterm-256color"}
    env.update(COLUMNS="80", LINES="24", TEXTUAL_ANIMATIONS="none")
    leader, follower = os.openpty()
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))

    def take_the_terminal() -> None:
        # The game's own session, with this terminal as its controlling one: its closing is a SIGHUP.
        fcntl.ioctl(0, termios.TIOCSCTTY, 0)

    child = subprocess.Popen(
        [sys.executable, "-m", "domino_solitaire", "resume"],
        stdin=follower,
        stdout=follower,
        stderr=follower,
        env=env,
        start_new_session=True,
        preexec_fn=take_the_terminal,
    )
    os.close(follower)
    return Player(moment, leader, child)


def game_in(folder: Path) -> None:
    """One unfinished game of one move, to resume."""
    folder.mkdir()
    recorder = GameKeeper.open(folder)
    assert recorder.saving
    session = PlaySession(make_setup("luzon", 6, seed=1), sink=recorder, clock=lambda: 0.0)
    session.play(session.game.legal_moves()[0])
    session.close()
    recorder.close()


def test_a_terminal_lost_at_any_moment_of_start_up_ends_the_game_saved(tmp_path: Path) -> None:
    players: list[Player] = []
    for number, (moment, stray) in enumerate(MOMENTS):
        folder = tmp_path / str(number)
        game_in(folder)
        players.append(spawn(folder, moment))
        players[-1].stray = stray
    try:
        deadline = time.monotonic() + 60  # start-up on a busy machine; each game has its own
        while any(p.closed_at is None for p in players) and time.monotonic() < deadline:
            waiting = [p for p in players if p.closed_at is None]
            for player in waiting:
                if player.due(time.monotonic()):
                    if player.stray:
                        # A SIGCONT the game did not stop for (Textual took the terminal again,
                        # a second time, on any SIGCONT), shortly before the terminal goes.
                        player.child.send_signal(signal.SIGCONT)
                        time.sleep(0.2)  # real time: the moment between the two is what is tried
                    os.close(player.leader)
                    player.closed_at = time.monotonic()
            readable, _, _ = select.select([p.leader for p in players if p.closed_at is None], [], [], 0.05)
            for player in players:
                if player.closed_at is None and player.leader in readable:
                    player.read()
        for player in players:
            assert player.closed_at is not None, f"{player.moment}: no first frame"
            # Gone within a few seconds of its terminal (the watchdog's time and a margin for a busy machine).
            player.child.wait(LOST_SECONDS + 10)
    finally:
        for player in players:
            if player.child.poll() is None:
                player.child.kill()
            if player.closed_at is None:
                os.close(player.leader)
    for number, player in enumerate(players):
        recorder = GameKeeper.open(tmp_path / str(number))
        try:
            info = recorder.read(lambda store: store.latest_unfinished(), None)
            assert info is not None and info.move_count == 1, player.moment
            assert not recorder.held_elsewhere(info), player.moment  # to be resumed at once
        finally:
            recorder.close()


async def test_the_running_app_leaves_signals_no_wakeup_fd_to_fill() -> None:
    # asyncio's add_signal_handler sets one; a storm of resizes (SIGWINCH) while the loop is busy
    # fills it, and CPython 3.11's signal handler then deadlocked on its pending-call lock, nested:
    # a screen frozen for ever, deaf to q, ctrl+q and a closed terminal (as the tmux storms found).
    app = make_app(setup_of("luzon", 6, seed=1))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        wakeup = signal.set_wakeup_fd(-1)
        signal.set_wakeup_fd(wakeup)
        assert wakeup == -1
        assert signal.getsignal(signal.SIGTERM) not in (signal.SIG_DFL, None)
    assert signal.getsignal(signal.SIGTERM) == signal.SIG_DFL
