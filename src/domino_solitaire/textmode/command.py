"""The text mode as the commands open it (``--text`` and ``--jsonl`` on play, daily, resume and
accept): standard input and output, the command's options."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from datetime import date

from domino_solitaire.engine import Setup
from domino_solitaire.engine.challenge import Claim
from domino_solitaire.play import DealChoice
from domino_solitaire.play.pregame import Answer
from domino_solitaire.records import GameRecord
from domino_solitaire.textmode.game import run_text
from domino_solitaire.wording.moves import deal_search_text


def run_command(
    setup: Setup | None,
    args: argparse.Namespace,
    *,
    resume: GameRecord | None = None,
    daily: date | None = None,
    challenge: Claim | None = None,
) -> int:
    """``--text`` and ``--jsonl`` on play, daily, resume and accept: the text mode on standard input
    and output, in sentences or in JSON objects."""
    from domino_solitaire.textmode.lines import standard_streams

    return run_text(
        setup,
        data_dir=args.data_dir,
        resume=resume,
        winnable=getattr(args, "winnable", None),
        difficulty=getattr(args, "difficulty", None),
        daily=daily,
        ahead=tuple(Answer(answer) for answer in [getattr(args, "ahead", None)] if answer),
        challenge=challenge,
        tier=getattr(args, "tier", None),
        jsonl=getattr(args, "jsonl", False),
        **standard_streams(ascii=getattr(args, "ascii", False)),
    )


def announce_search(args: argparse.Namespace) -> Callable[[], None]:
    """What says, on standard error (standard output is the game's), that --winnable or
    --difficulty is looking for the deal."""

    def announce() -> None:
        # Called only when a search begins: without a grade, it is for a winnable deal (asked or the game's).
        saying = deal_search_text(DealChoice(args.difficulty is None, args.difficulty))
        if saying is not None:
            print(saying, file=sys.stderr, flush=True)

    return announce
