"""Deals known by number: each game's search lists (``GameSearch.winnable_deals``) every winnable
deal below LIMIT of the configurations where winnable deals are rare.

Written by benchmarks/known_deals.py with the solver; tests check samples of them against the
solver. Deals never change, so neither do the tables.
"""

LIMIT = 1_000_000
