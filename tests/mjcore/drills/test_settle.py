"""The settlement drill: every step's answer is the seed's rule worked again here, the steps
per level, and a wrong answer explained with the right one."""

from __future__ import annotations

import random

import pytest

from mjcore.drills.settle import FAMILY, settle_drill
from mjcore.quiz import generate
from mjcore.scoring.base import SEATS


def _net(values: dict[str, int], winner: str) -> dict[str, int]:
    """The seed's settlement (000:285-286) worked out independently: pairwise, doubled with East."""
    net = dict.fromkeys(SEATS, 0)
    for seat in SEATS:
        if seat == winner:
            continue
        factor = 2 if "E" in (seat, winner) else 1
        net[seat] -= values[winner] * factor
        net[winner] += values[winner] * factor
        for other in SEATS:
            if other not in (seat, winner):
                net[seat] += (values[seat] - values[other]) * (2 if "E" in (seat, other) else 1)
    return net


@pytest.mark.parametrize("seed", range(12))
def test_the_steps_end_in_each_players_net(seed: int) -> None:
    drill = generate(FAMILY, random.Random(seed), 3)
    steps = (*drill.steps, drill)
    text = steps[0].prompt.text("en")
    values = {s: int(v) for s, v in zip(SEATS, _values_from(text), strict=True)}
    winner = next(s for s, name in zip(SEATS, ("East", "South", "West", "North"), strict=True)
                  if text.startswith(name + " won"))
    nets = [int(step.answer[0]) for step in steps[-4:]]
    assert nets == [_net(values, winner)[s] for s in SEATS] and sum(nets) == 0
    paid = [int(step.answer[0]) for step in steps[:3]]
    # East pays double, or East wins and each pays double: 6 or 4 times the winner's hand
    assert sum(paid) == int(steps[3].answer[0]) == values[winner] * (6 if winner == "E" else 4)


def _values_from(text: str) -> list[str]:
    """The four hands' values from the prompt's first line, in seat order."""
    import re

    first = text.splitlines()[0]
    winner_name, winner_value = re.match(r"(\w+) won with (\d+) points", first).groups()  # type: ignore[union-attr]
    found = dict(re.findall(r"(East|South|West|North) (\d+)", first.split(":", 1)[1]))
    found[winner_name] = winner_value
    return [found[name] for name in ("East", "South", "West", "North")]


def test_steps_per_level_and_a_wrong_answer_explained() -> None:
    values = {"E": 12, "S": 24, "W": 60, "N": 4}
    counts = [len(settle_drill(values, "W", level).steps) + 1 for level in (1, 2, 3)]
    assert counts == [4, 7, 11]
    first = settle_drill(values, "W", 1).steps[0]
    assert first.check("120") and not first.check("60")
    assert "60 × 2 = 120" in first.explanation.text("en") and "60 × 2 = 120" in first.explanation.text("ru")
    east_north = settle_drill(values, "W", 2).steps[5]
    assert east_north.answer == ("16",) and "12 − 4 = 8" in east_north.explanation.text("en")


def test_equal_losers_pay_nothing_and_are_not_asked() -> None:
    drill = settle_drill({"E": 0, "S": 22, "W": 8, "N": 8}, "S", 2)
    assert [int(s.answer[0]) for s in (*drill.steps, drill)] == [44, 22, 22, 88, 16, 16]
