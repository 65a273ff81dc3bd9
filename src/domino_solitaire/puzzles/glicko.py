"""Glicko-2, as Mark Glickman publishes it ("Example of the Glicko-2 system", glicko.net, 2022).

Written here rather than taken from PyPI: ``glicko2`` 2.1.0 (the one kept package) computes the
new volatility with the rating where the paper has the deviation (its ``_f`` squares the rating),
so its answers change when every rating is moved by the same amount; ``openskill`` is Weng-Lin,
not Glicko-2. tests/test_puzzles_rating.py checks this module against Glickman's worked example.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

#: Glicko-2's scale: a rating of 1500 is 0 on it, 173.7178 points are 1.
SCALE = 173.7178
#: The system constant, how far the volatility may move in one period (the paper's example: 0.5).
TAU = 0.5
#: The convergence tolerance of the volatility's iteration (the paper's).
EPSILON = 0.000001


@dataclass(frozen=True)
class Rating:
    """A rating, its deviation (RD) and its volatility, on the Glicko scale (1500 is average)."""

    rating: float = 1500.0
    rd: float = 350.0
    volatility: float = 0.06


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _expected(mu: float, mu_j: float, phi_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def expected_score(player: Rating, other: Rating) -> float:
    """The chance, as Glicko-2 sees it, that ``player`` beats ``other``."""
    return _expected((player.rating - 1500) / SCALE, (other.rating - 1500) / SCALE, other.rd / SCALE)


def _volatility(sigma: float, phi: float, v: float, delta: float, tau: float) -> float:
    """Step 5 of the paper: the new volatility, by the Illinois algorithm."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex) ** 2) - (x - a) / (
            tau * tau
        )

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2.0)


def update(player: Rating, games: Sequence[tuple[Rating, float]], tau: float = TAU) -> Rating:
    """``player``'s rating after one rating period of ``games``: (opponent, score 1, 0.5 or 0)."""
    mu, phi = (player.rating - 1500) / SCALE, player.rd / SCALE
    if not games:  # step 6 alone: the deviation grows
        return Rating(player.rating, math.sqrt(phi * phi + player.volatility**2) * SCALE, player.volatility)
    opponents = [((o.rating - 1500) / SCALE, o.rd / SCALE, score) for o, score in games]
    v_inverse = 0.0
    total = 0.0
    for mu_j, phi_j, score in opponents:
        e = _expected(mu, mu_j, phi_j)
        v_inverse += _g(phi_j) ** 2 * e * (1.0 - e)
        total += _g(phi_j) * (score - e)
    v = 1.0 / v_inverse
    sigma = _volatility(player.volatility, phi, v, v * total, tau)
    phi_star = math.sqrt(phi * phi + sigma * sigma)
    phi_new = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    mu_new = mu + phi_new * phi_new * total
    return Rating(mu_new * SCALE + 1500, phi_new * SCALE, sigma)
