"""The commands' parser: a usage error in one line (exit status 2), the help wrapped keeping French
punctuation on its word's line."""

from __future__ import annotations

import argparse
from typing import Any, NoReturn

from domino_solitaire.cli.output import shown_message
from domino_solitaire.i18n import _
from domino_solitaire.wording import printable

#: French puts a space before : ; ? ! and inside « »; a help line must not begin with the sign.
_KEPT_TOGETHER = (
    (" :", "\u00a0:"),
    (" ;", "\u00a0;"),
    (" ?", "\u00a0?"),
    (" !", "\u00a0!"),
    ("« ", "«\u00a0"),
    (" »", "\u00a0»"),
)


def _held(text: str) -> str:
    for spaced, held in _KEPT_TOGETHER:
        text = text.replace(spaced, held)
    return text


class HelpFormatter(argparse.HelpFormatter):
    """argparse's help, wrapped without breaking a line before French punctuation (": pour les
    lecteurs"): those spaces are no-break while the text is wrapped (textwrap breaks at ASCII
    spaces only), and plain spaces again in the lines printed."""

    def _split_lines(self, text: str, width: int) -> list[str]:
        return [line.replace("\u00a0", " ") for line in super()._split_lines(_held(text), width)]

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        return super()._fill_text(_held(text), width, indent).replace("\u00a0", " ")


class OneLineParser(argparse.ArgumentParser):
    """argparse that reports a usage error in one line (and exit status 2), and wraps its help
    keeping French punctuation on its word's line."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", HelpFormatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        line = _("{prog}: error: {message} (see --help)").format(
            prog=printable(self.prog, None), message=shown_message(message)
        )
        self.exit(2, line + "\n")
