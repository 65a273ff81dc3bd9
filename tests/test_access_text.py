"""The rules as the text mode reads them (issue 26, point 10), and the text mode in ASCII (point 15)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from domino_solitaire.rulebook import plain_lines, rules_markdown


def test_the_text_mode_s_rules_keep_each_diagram_as_plain_lines() -> None:
    lines = plain_lines(rules_markdown("good-neighbors"))
    at = lines.index("Double-12 (3 × 4):")
    assert lines[at + 1 : at + 3] == ["a b c d", "1 [a1] [b1] [c1] [d1]"]
    luzon = plain_lines(rules_markdown("luzon"))
    assert "reserve R1 [ ] R2 [ ] R3 [ ] (tiles 26-28)" in luzon


@pytest.mark.parametrize("game", ["good-neighbors", "luzon", "castle-rock"])
def test_the_text_mode_s_rules_are_one_paragraph_a_line(game: str) -> None:
    markdown = rules_markdown(game)
    lines = plain_lines(markdown)
    prose = re.sub(r"```.*?```", "", markdown, flags=re.DOTALL)
    # Every sentence of the document ends on the line it began on: none is cut at the source's width.
    for line in lines:
        assert line == line.strip() and "  " not in line
    paragraphs = [
        p for p in prose.split("\n\n") if p.strip() and not p.lstrip().startswith(("#", "|", "`", "-", "1"))
    ]
    for paragraph in paragraphs:
        joined = " ".join(paragraph.split()).replace("**", "").replace("`", "").replace("*", "")
        assert joined in lines, joined


@pytest.mark.parametrize("environment", [{}, {"LC_ALL": "C", "PYTHONUTF8": "1"}])
def test_the_text_mode_in_ascii_writes_no_byte_above_127(environment: dict[str, str], tmp_path: Path) -> None:
    options = ["--ascii"] if not environment else []
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "domino_solitaire",
            "play",
            "good-neighbors",
            "--seed",
            "1",
            "--text",
            *options,
        ],
        input=b"rules\nlook\nquit\n",
        capture_output=True,
        env={**os.environ, "DOMINO_SOLITAIRE_HOME": str(tmp_path), **environment},
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert all(byte < 128 for byte in done.stdout)
    assert b"Double-12 (3 x 4):" in done.stdout
