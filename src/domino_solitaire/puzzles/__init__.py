"""Puzzles mined from numbered deals: positions where exactly one move keeps the deal
winnable (or keeps par), their ratings and the player's. Pure: no I/O but reading the shipped
data through importlib.resources, no gettext; the sentences are wording/puzzles.py's.

``model`` is the puzzle and the shipped catalog, ``mining`` finds puzzles with the solver (the
tools/mine_puzzles.py tool runs it), ``glicko`` is Glickman's Glicko-2 and ``rating`` the
puzzles' initial ratings and the update after an attempt.
"""
