"""Skill areas and priors: which part of the game a quiz family trains, so a learner is rated per area and
the next exercise can lean toward the weak ones.

A family may declare its own ``area`` (an attribute of its :class:`~mjcore.quiz.Family` row);
the families without one are placed by :data:`AREAS`, and any other by its track. An exercise's
difficulty before any answer is its prior, from its family's stage and its level.

>>> area_of("best_discard"), area_of("tile_name"), area_of("hk_fan")
('efficiency', 'tiles', 'scoring')
"""

from __future__ import annotations

from mjcore.practice.glicko import START, Rating
from mjcore.quiz import FAMILIES
from mjcore.quiz.srs import parse_skill

#: The areas, in the order they are shown.
ORDER = ("tiles", "sets", "hands", "efficiency", "scoring")
#: The area of each family that does not name its own.
AREAS: dict[str, str] = {
    "tile_name": "tiles", "tile_suit": "tiles", "tile_number": "tiles", "chinese_numeral": "tiles",
    "set_kind": "sets", "complete_chow": "sets", "odd_one_out": "sets",
    "is_winning": "hands", "find_waits": "hands", "shanten": "hands",
    "best_discard": "efficiency", "claim": "efficiency",
    "kids_score": "scoring", "classical_points": "scoring", "hk_fan": "scoring", "mcr_fan_name": "scoring",
    "mcr_total": "scoring", "riichi_han_fu": "scoring",
}


def area_of(family: str) -> str:
    """The skill area of ``family``: its own ``area``, else :data:`AREAS`, else a guess from
    its name (scoring and discard drills), else ``hands``."""
    row = FAMILIES.get(family)
    own = getattr(row, "area", None) if row is not None else None
    if isinstance(own, str) and own:
        return own
    if family in AREAS:
        return AREAS[family]
    if any(word in family for word in ("score", "points", "fan", "han", "fu")):
        return "scoring"
    if any(word in family for word in ("discard", "efficien", "claim", "safe", "wait")):
        return "efficiency"
    return "hands"


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


__all__ = ["AREAS", "ORDER", "area_of", "prior"]
