"""How long the text mode takes to hear, measured with espeak-ng, by hand:

    python benchmarks/speech.py [--lang en fr ru] [--wpm 175] [--deals 3]

For every game, set and variant the program offers, three deals (the first winnable ones, else the
first ones) are played along the solver's line through the text mode itself
(``textmode.game.TextGame``, the lines it would print): the answer to ``look`` at every position,
the last one included, and the answer to each move. Each answer is spoken by espeak-ng in the
language's voice (``-v en``, ``fr``, ``ru``) at ``--wpm`` words a minute into a WAV file, and its
length taken (the protocol's ``status:`` line, for programs, is left out). Budgets: a move's
answer median within 10 s and longest within 15 s; ``look`` within 30 s at any point. A row
that misses one is flagged OVER, and the exit status is then 1.

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
from concurrent.futures import ThreadPoolExecutor

MOVE_MEDIAN, MOVE_LONGEST, LOOK_LONGEST = 10.0, 15.0, 30.0
#: How far to look for winnable deals of a kind (its first seeds).
SEEDS_SEARCHED = 40


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
            return float(sound.getnframes() / sound.getframerate())


def deals(game: str, size: int, variant: str, count: int) -> list[int]:
    """The first ``count`` winnable seeds of the kind among the first ones, else the first seeds."""
    from domino_solitaire.engine import make_setup
    from domino_solitaire.solver import solve

    winnable = [
        seed
        for seed in range(1, SEEDS_SEARCHED + 1)
        if solve(make_setup(game, size, variant, seed=seed).opening()).winnable
    ]
    return (winnable + [seed for seed in range(1, count + 1) if seed not in winnable])[:count]


def answers(game: str, size: int, variant: str, seed: int) -> tuple[list[str], list[str]]:
    """The text mode's answers to ``look`` at each position and to each move of the solver's line."""
    from domino_solitaire.engine import make_setup
    from domino_solitaire.play import PlaySession
    from domino_solitaire.solver import solve
    from domino_solitaire.store.keeper import GameKeeper
    from domino_solitaire.textmode.game import TextGame
    from domino_solitaire.textmode.lines import LineReader
    from domino_solitaire.wording.text import typed_move

    setup = make_setup(game, size, variant, seed=seed)
    line = solve(setup.opening()).moves
    out = io.StringIO()
    session = PlaySession(setup, clock=lambda: 0.0)
    text = TextGame(
        session, GameKeeper(None), LineReader(io.StringIO("")), out, new_seed=lambda: 1, grade=False
    )

    def said(command: str) -> str:
        start = out.tell()
        text.answer(command)
        # What a listener hears: the sentences, not the protocol's status: line, which is for programs.
        lines = out.getvalue()[start:].splitlines()
        return "\n".join(line for line in lines if not line.startswith("status: "))

    looks, moves = [], []
    for move in line:
        looks.append(said("look"))
        # Typed as it is said: the answer a listener hears.
        moves.append(said(typed_move(move)))
    looks.append(said("look"))
    text.executor.close()
    return looks, moves


def measure(lang: str, wpm: int, count: int) -> bool:
    """One language's table; True when every row keeps the budgets."""
    from domino_solitaire import i18n
    from domino_solitaire.engine.games import configurations

    i18n.use(lang)
    print(f"\nespeak-ng -v {lang} -s {wpm}")
    print(
        f"budgets: a move's answer median <= {MOVE_MEDIAN:g} s, longest <= {MOVE_LONGEST:g} s; "
        f"look <= {LOOK_LONGEST:g} s"
    )
    heading = ("game", "set", "variant", "deals", "moves", "median", "longest", "look")
    print("{:15} {:>3} {:9} {:10} {:>5} {:>7} {:>8} {:>6}".format(*heading))
    kept = True
    heard: dict[str, float] = {}
    with ThreadPoolExecutor(max_workers=2) as pool:
        for game, size, variant in configurations():
            seeds = deals(game, size, variant, count)
            looks: list[str] = []
            moves: list[str] = []
            for seed in seeds:
                seen, played = answers(game, size, variant, seed)
                looks += seen
                moves += played
            new = sorted({*looks, *moves} - heard.keys())
            heard.update(zip(new, pool.map(lambda text: seconds_spoken(text, lang, wpm), new), strict=False))
            move = [heard[text] for text in moves]
            look = max(heard[text] for text in looks)
            median, longest = statistics.median(move), max(move)
            over = median > MOVE_MEDIAN or longest > MOVE_LONGEST or look > LOOK_LONGEST
            kept &= not over
            print(
                f"{game:15} {size:>3} {variant:9} {','.join(map(str, seeds)):10} {len(move):>5} "
                f"{median:6.1f}s {longest:7.1f}s {look:5.1f}s" + ("  OVER" if over else "")
            )
    return kept


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--lang", nargs="+", default=["en", "fr", "ru"], help="the languages and voices")
    parser.add_argument("--wpm", type=int, default=175, help="words a minute (espeak-ng's -s)")
    parser.add_argument("--deals", type=int, default=3, help="deals of each game, set and variant")
    args = parser.parse_args()
    if shutil.which("espeak-ng") is None:
        print("espeak-ng is not installed (apt-get install espeak-ng): nothing measured.")
        return 1
    os.environ.setdefault("DOMINO_SOLITAIRE_HOME", tempfile.mkdtemp())
    kept = all([measure(lang, args.wpm, args.deals) for lang in args.lang])
    print("\nwithin the budgets" if kept else "\nOVER a budget")
    return 0 if kept else 1


if __name__ == "__main__":
    sys.exit(main())
