"""The solver's verdict in a few words: "◆ winnable", "✗ no longer winnable · undo 3", "… thinking".

Every verdict has its own symbol and words, so it reads the same without colour (NO_COLOR).
"""

from __future__ import annotations

from domino_solitaire.solver.verdict import Outlook, Verdict


def verdict_words(verdict: Verdict, *, short: bool = False) -> str:
    """The verdict in a few words; ``short`` for a line with little room left (at most 26 characters)."""
    outlook = verdict.outlook
    if outlook is Outlook.THINKING:
        return "… thinking"
    if outlook is Outlook.WINNABLE:
        return "◆ winnable"
    if outlook is Outlook.UNKNOWN:
        return "? undecided"
    if outlook is Outlook.WON:
        return "✓ won"
    undo = "" if verdict.undos is None else f" · undo {verdict.undos}"
    if outlook is Outlook.LOST:
        return f"✗ lost{undo}"
    # Once no win is possible, the best the player can still do: the position's par.
    best = (
        ""
        if verdict.par is None
        else (f" · best {verdict.par}" if short else f" · best now: {verdict.par} left")
    )
    # Without an undo count no earlier position could be shown winnable: it never was.
    if verdict.undos is None:
        return f"✗ not winnable{best}"
    return f"✗ no win{undo}" if short else f"✗ no longer winnable{undo}{best}"
