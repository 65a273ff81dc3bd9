"""How long the text mode takes to hear (issue 26, point 9), measured with espeak-ng, by hand:

    python benchmarks/speech.py [--lang en] [--wpm 175]

For a winnable double-6 deal of each game, the solver's winning line is played through the text
mode itself (``cli.text.TextGame``, the lines it would print): at every position the answer to
``look``, and the answer to each move. Each answer is spoken by espeak-ng at ``--wpm`` words a
minute into a WAV file and its length taken: targets, the median ``look`` within 30 s and the
median move's answer within 15 s in each game (the longest is shown too).

Needs espeak-ng (``apt-get install espeak-ng``); without it the benchmark says so and stops.
"""

from __future__ import annotations

import argparse
import io
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import wave

#: A winnable double-6 deal of each game: (game, seed).
DEALS = (("good-neighbors", 1), ("luzon", 7), ("castle-rock", 2))
LOOK_TARGET, MOVE_TARGET = 30.0, 15.0


def seconds_spoken(text: str, lang: str, wpm: int) -> float:
    """How long espeak-ng takes to say ``text`` (its WAV file's length)."""
    with tempfile.NamedTemporaryFile(suffix=".wav") as out:
        subprocess.run(
            ["espeak-ng", "-v", lang, "-s", str(wpm), "-w", out.name, text],
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        with wave.open(out.name) as sound:
            return sound.getnframes() / sound.getframerate()


def answers(game: str, seed: int) -> tuple[list[str], list[str]]:
    """The text mode's answers to ``look`` at each position and to each move of the winning line."""
    from domino_solitaire.cli.text import TextGame
    from domino_solitaire.cli.text_input import LineReader
    from domino_solitaire.engine import make_setup
    from domino_solitaire.play import PlaySession
    from domino_solitaire.recorder import GameRecorder
    from domino_solitaire.solver import solve

    setup = make_setup(game, 6, seed=seed)
    line = solve(setup.opening()).notation()
    out = io.StringIO()
    session = PlaySession(setup, clock=lambda: 0.0)
    text = TextGame(
        session, GameRecorder(None), LineReader(io.StringIO("")), out, new_seed=lambda: 1, grade=False
    )

    def said(command: str) -> str:
        start = out.tell()
        text.answer(command)
        return out.getvalue()[start:]

    looks, moves = [], []
    for move in line:
        looks.append(said("look"))
        moves.append(said(move))
    text.executor.close()
    return looks, moves


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", default="en", help="the language of the text mode and of the voice")
    parser.add_argument("--wpm", type=int, default=175, help="words a minute (espeak-ng's -s)")
    args = parser.parse_args()
    if shutil.which("espeak-ng") is None:
        print("espeak-ng is not installed (apt-get install espeak-ng): nothing measured.")
        return 1
    from domino_solitaire import i18n

    os.environ.setdefault("DOMINO_SOLITAIRE_HOME", tempfile.mkdtemp())
    i18n.use(args.lang)
    print(
        f"espeak-ng -v {args.lang} -s {args.wpm}; targets: look {LOOK_TARGET:g} s, a move {MOVE_TARGET:g} s"
    )
    failed = False
    for game, seed in DEALS:
        looks, moves = answers(game, seed)
        look = [seconds_spoken(text, args.lang, args.wpm) for text in looks]
        move = [seconds_spoken(text, args.lang, args.wpm) for text in moves]
        look_median, move_median = statistics.median(look), statistics.median(move)
        failed |= look_median > LOOK_TARGET or move_median > MOVE_TARGET
        print(
            f"{game:15} deal {seed}: look median {look_median:5.1f} s (longest {max(look):5.1f}), "
            f"a move median {move_median:5.1f} s (longest {max(move):5.1f}), {len(moves)} moves"
        )
    print("within the targets" if not failed else "OVER a target")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
