"""Glicko-2: the paper's worked example, and ratings that follow simulated answers."""

from __future__ import annotations

import math
import random

import pytest

from mjcore.practice.glicko import Rating
from mjcore.practice.record import Progress


def test_the_papers_worked_example() -> None:
    """Glickman's "Example of the Glicko-2 system": 1500/200 beats 1400/30, loses to 1550/100 and 1700/300."""
    after = Rating(1500, 200, 0.06).update([(Rating(1400, 30), 1), (Rating(1550, 100), 0), (Rating(1700, 300), 0)])
    assert after.rating == pytest.approx(1464.06, abs=0.02)
    assert after.rd == pytest.approx(151.52, abs=0.01)
    assert after.vol == pytest.approx(0.05999, abs=1e-5)
    assert after.n == 3


def test_no_games_only_widens_the_deviation() -> None:
    r = Rating(1600, 100, 0.06)
    assert r.update([]).rating == 1600 and r.update([]).rd > 100


def _learner(share: float, seed: int) -> Progress:
    rng = random.Random(seed)
    p = Progress()
    for i in range(120):
        p = p.record(rng.choice(("shanten:1", "shanten:2", "find_waits:1", "is_winning:2")), rng.random() < share, now=i * 600.0)
    return p


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_learner_right_80_percent_rises_and_one_at_30_falls(seed: int) -> None:
    strong, weak = _learner(0.8, seed), _learner(0.3, seed)
    assert strong.area_rating("hands").rating > 1600
    assert weak.area_rating("hands").rating < 1400
    assert strong.area_rating("hands").rd < 120  # confident after 120 answers


def test_exercise_difficulty_converges_on_simulated_answers() -> None:
    """Learners of known strength answer an exercise of true difficulty 1750 with the logistic
    chance; the exercise's rating, learnt from the answers, settles near 1750."""
    rng = random.Random(7)
    true = 1750.0
    item = Rating()
    trace = []
    for _ in range(3000):
        strength = rng.gauss(1600, 250)
        learner = Rating(strength, 60)
        p = 1 / (1 + 10 ** ((true - strength) / 400))
        _, item = learner.answered(item, rng.random() < p)
        trace.append(item.rating)
    settled = sum(trace[-1000:]) / 1000
    assert abs(settled - true) < 60, settled
    assert abs(trace[10] - true) > abs(settled - true)  # it moved toward the truth


def test_json_round_trip_and_bad_values() -> None:
    r = Rating(1612.345678, 87.5, 0.0601, 9)
    assert Rating.from_json(r.to_json()) == r
    for bad in ({"r": math.nan, "rd": 1, "vol": 0.06}, {"r": 1500, "rd": -1, "vol": 0.06}, {"r": 1500}):
        with pytest.raises((KeyError, ValueError)):
            Rating.from_json(bad)


def test_a_pooled_difficulty_learns_from_many_learners_records() -> None:
    """300 simulated learners, each with their own record, answer an easy and a hard exercise
    (true difficulties 1350 and 1850) with the logistic chance of their true strength; the one
    pool the records share learns both, in the right order and about the right distance apart
    (Glicko fixes differences, not the scale's origin)."""
    from mjcore.practice.pool import MemoryPool

    rng = random.Random(11)
    truth = {"shanten:1": 1350.0, "shanten:3": 1850.0}
    pool = MemoryPool()
    for _ in range(300):
        strength = rng.gauss(1600, 200)
        p = Progress()
        for i in range(40):
            key = rng.choice(sorted(truth))
            chance = 1 / (1 + 10 ** ((truth[key] - strength) / 400))
            p = p.record(key, rng.random() < chance, now=i * 60.0, pool=pool)
        assert p.difficulty == ()  # the records kept none: the pool has it
    easy, hard = pool.difficulty("shanten:1"), pool.difficulty("shanten:3")
    assert easy is not None and hard is not None and easy.n > 1000 and hard.n > 1000
    assert 350 < hard.rating - easy.rating < 650, (easy, hard)
