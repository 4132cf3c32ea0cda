"""Glicko-2 ratings (Glickman, "Example of the Glicko-2 system", 2013): a learner's skill and
an exercise's difficulty on one scale, updated after every answer.

An answer is a game between the learner and the exercise (family and level): a right answer
is a win for the learner and a loss for the exercise. Each answer is its own rating period,
as lichess rates its puzzles. The `glicko2` package on PyPI was not used: its volatility
function uses the rating where the paper has the deviation (``self.__rating**2`` for
``phi**2``) and its players are mutable; this module follows the paper's steps and is checked
against the paper's worked example (``tests/mjcore/practice/test_glicko.py``).

>>> player = Rating(1500, 200, 0.06)
>>> after = player.update([(Rating(1400, 30), 1.0), (Rating(1550, 100), 0.0), (Rating(1700, 300), 0.0)])
>>> round(after.rating, 2), round(after.rd, 2), round(after.vol, 6)  # the paper: 1464.06, 151.52, 0.05999
(1464.05, 151.52, 0.059996)
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

#: The Glicko-2 scale factor between the rating scale and the internal one.
SCALE = 173.7178
#: The system constant (how fast the volatility may change); 0.3..1.2 per the paper.
TAU = 0.5
#: A new player's (or exercise's) rating, deviation and volatility.
START, START_RD, START_VOL = 1500.0, 350.0, 0.06
#: The deviation never drops below this (so a rating keeps moving a little).
MIN_RD = 45.0
EPSILON = 1e-6
#: The sane ranges of a stored rating (a record, an import, the bot's pool): a rating, its
#: deviation, its volatility. :meth:`Rating.from_json` refuses others; :meth:`Rating.update`
#: reads any numbers into them (a value outside is taken as the nearest bound, a value that is
#: not a number as a new player's) and keeps its results inside, so no stored number can make
#: it divide by zero or overflow.
RATING_RANGE, RD_RANGE, VOL_RANGE = (0.0, 4000.0), (1.0, 500.0), (0.0001, 0.5)
#: The most answers a rating counts.
MAX_GAMES = 10**9
#: The chance of a win is kept this far from 0 and 1 (and the Illinois iteration is bounded).
CHANCE_FLOOR, MAX_STEPS = 1e-9, 200


@dataclass(frozen=True, slots=True)
class Rating:
    """A Glicko-2 rating: ``rating`` (1500 new), deviation ``rd``, volatility ``vol``, answers ``n``."""

    rating: float = START
    rd: float = START_RD
    vol: float = START_VOL
    n: int = 0

    def expected(self, other: Rating) -> float:
        """The chance (0..1) that this side beats ``other`` (a learner: answers it right).

        >>> round(Rating(1700, 50).expected(Rating(1500, 50)), 2)
        0.76
        """
        mine, theirs = self.sane(), other.sane()
        mu, other_mu, other_phi = (mine.rating - START) / SCALE, (theirs.rating - START) / SCALE, theirs.rd / SCALE
        return _e(mu, other_mu, other_phi)

    def sane(self) -> Rating:
        """This rating with its numbers inside their ranges (:data:`RATING_RANGE`...): what
        :meth:`update` computes with, whatever was stored.

        >>> Rating(1e6, 0.0, float("nan"), -3).sane()
        Rating(rating=4000.0, rd=1.0, vol=0.06, n=0)
        """
        return Rating(_inside(self.rating, RATING_RANGE, START), _inside(self.rd, RD_RANGE, START_RD),
                      _inside(self.vol, VOL_RANGE, START_VOL),
                      min(max(self.n, 0), MAX_GAMES) if isinstance(self.n, int) else 0)

    def update(self, games: Iterable[tuple[Rating, float]]) -> Rating:
        """The rating after one period of ``games`` (opponent, score 1 win / 0.5 draw / 0 loss).

        Any numbers are read into their ranges first (:meth:`sane`) and the result is kept
        inside them: a forged or broken rating never makes an answer fail.

        >>> Rating(1e6, 1e-9, 0.06).update([(Rating(), 1.0)]).rating <= RATING_RANGE[1]
        True
        """
        me = self.sane()
        played = [(o.rating, o.rd, _inside(float(s), (0.0, 1.0), 0.5)) for o, s in ((g.sane(), s) for g, s in games)]
        mu, phi, sigma = (me.rating - START) / SCALE, me.rd / SCALE, me.vol
        if not played:
            phi_star = math.sqrt(phi * phi + sigma * sigma)
            return Rating(me.rating, min(START_RD, phi_star * SCALE), sigma, me.n)
        opponents = [((r - START) / SCALE, rd / SCALE, s) for r, rd, s in played]
        v_inv = 0.0
        total = 0.0
        for o_mu, o_phi, score in opponents:
            g = _g(o_phi)
            e = _e(mu, o_mu, o_phi)
            v_inv += g * g * e * (1 - e)
            total += g * (score - e)
        v = 1 / v_inv  # v_inv > 0: each chance is kept inside (CHANCE_FLOOR, 1 - CHANCE_FLOOR)
        delta = v * total
        sigma = _inside(_volatility(delta, phi, v, sigma), VOL_RANGE, sigma)
        phi_star = math.sqrt(phi * phi + sigma * sigma)
        new_phi = 1 / math.sqrt(1 / (phi_star * phi_star) + 1 / v)
        new_mu = mu + new_phi * new_phi * total
        return Rating(_inside(START + SCALE * new_mu, RATING_RANGE, me.rating),
                      _inside(max(MIN_RD, SCALE * new_phi), RD_RANGE, me.rd), sigma, min(me.n + len(played), MAX_GAMES))

    def answered(self, item: Rating, right: bool) -> tuple[Rating, Rating]:
        """The learner's and the item's ratings after one answer (both updated from the old values).

        >>> learner, item = Rating().answered(Rating(), True)
        >>> learner.rating > 1500 > item.rating
        True
        """
        return self.update([(item, 1.0 if right else 0.0)]), item.update([(self, 0.0 if right else 1.0)])

    def to_json(self) -> dict[str, Any]:
        return {"r": self.rating, "rd": self.rd, "vol": self.vol, "n": self.n}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Rating:
        """Read :meth:`to_json`; ``KeyError``/``TypeError``/``ValueError`` if it is not one, or
        if a number is outside its range (:data:`RATING_RANGE`, :data:`RD_RANGE`,
        :data:`VOL_RANGE`, 0..:data:`MAX_GAMES` answers)."""
        values = data["r"], data["rd"], data["vol"], data.get("n", 0)
        if any(isinstance(x, bool) or not isinstance(x, int | float) for x in values) or not isinstance(values[3], int):
            raise TypeError("rating")
        rating, rd, vol, n = values
        if not (_within(rating, RATING_RANGE) and _within(rd, RD_RANGE) and _within(vol, VOL_RANGE) and 0 <= n <= MAX_GAMES):
            raise ValueError("rating")
        return cls(float(rating), float(rd), float(vol), n)


def _within(value: float, bounds: tuple[float, float]) -> bool:
    return bounds[0] <= value <= bounds[1]  # False for NaN; exact for any int


def _inside(value: float, bounds: tuple[float, float], default: float) -> float:
    """``value`` taken into ``bounds`` (``default`` when it is not a number)."""
    if not isinstance(value, int | float) or value != value:
        return default
    return float(min(max(value, bounds[0]), bounds[1]))


def _g(phi: float) -> float:
    return 1 / math.sqrt(1 + 3 * phi * phi / (math.pi * math.pi))


def _e(mu: float, other_mu: float, other_phi: float) -> float:
    exponent = min(max(-_g(other_phi) * (mu - other_mu), -50.0), 50.0)
    return min(max(1 / (1 + math.exp(exponent)), CHANCE_FLOOR), 1 - CHANCE_FLOOR)


def _volatility(delta: float, phi: float, v: float, sigma: float) -> float:
    """Step 5 of the paper: the new volatility by the Illinois algorithm."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta * delta - phi * phi - v - ex) / (2 * (phi * phi + v + ex) ** 2) - (x - a) / (TAU * TAU)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * TAU) < 0 and k < MAX_STEPS:
            k += 1
        big_b = a - k * TAU
    f_a, f_b = f(big_a), f(big_b)
    steps = 0
    while abs(big_b - big_a) > EPSILON and f_b != f_a and steps < MAX_STEPS:
        steps += 1
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2)


__all__ = ["MIN_RD", "RATING_RANGE", "RD_RANGE", "START", "VOL_RANGE", "Rating"]
