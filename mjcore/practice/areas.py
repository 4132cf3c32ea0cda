"""Skill areas and priors: which part of the game a quiz family trains, so a learner is rated per area and
the next exercise can lean toward the weak ones.

Each family declares its ``area`` in its :class:`~mjcore.quiz.Family` row (one truth: the quiz
list shows the same). An exercise's difficulty before any answer is its prior, from its family's stage and its level.

>>> area_of("best_discard"), area_of("tile_name"), area_of("hk_fan")
('efficiency', 'tiles', 'scoring')
"""

from __future__ import annotations

from mjcore.practice.glicko import START, Rating
from mjcore.quiz import FAMILIES
from mjcore.quiz.srs import parse_skill

#: The areas, in the order they are shown (every family's ``area`` is one of them).
ORDER = ("tiles", "sets", "hands", "efficiency", "defence", "scoring")


def area_of(family: str) -> str:
    """The skill area of ``family``: the ``area`` its :class:`~mjcore.quiz.Family` row declares
    (an unknown family, e.g. from a newer record: ``hands``)."""
    row = FAMILIES.get(family)
    return row.area if row is not None else "hands"


#: Rating points per stage and per level in an exercise's prior difficulty.
STAGE_STEP, LEVEL_STEP = 120.0, 100.0


def prior(key: str) -> Rating:
    """The difficulty of a skill before any answer: stage 3, level 1 is 1500.

    >>> round(prior("tile_name:1").rating), round(prior("shanten:2").rating)
    (1260, 1600)
    """
    family, level = parse_skill(key)
    row = FAMILIES.get(family)
    stage = row.stage if row is not None else 3
    return Rating(START + STAGE_STEP * (stage - 3) + LEVEL_STEP * (level - 1), 200.0)


__all__ = ["ORDER", "area_of", "prior"]
