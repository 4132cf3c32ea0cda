"""Lesson 3, a turn and claims (MCR): the minimum a win needs."""

from __future__ import annotations

from mjcore.scoring.mcr import MCR_SCORING

from . import LIST_ITEMS, Fact, numbering

FACTS = [
    *numbering("03_turn_claims"),
    Fact("minimum", r"не меньше (?:чем на )?(\d+) очков", r"at least (\d+) points", MCR_SCORING.minimum),
]

NOT_CLAIMS = [LIST_ITEMS]
