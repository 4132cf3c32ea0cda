"""Scoring systems, one module each, found by name: ``find_system("kids")``.

=============  ===============================================  =========
name           system                                           unit
=============  ===============================================  =========
kids           the Habr article: chow 3, pung 4, kong 5, pair 2  points
kids-simple    the Habr article: 5 for a win + bonus tiles       points
classical      Western points and doubles (seed 000:276-374)     points
hk             old Hong Kong fan (seed 000:1145-1390)            fan
mcr            Chinese Official, 81 fans (seed 000:726-808)      points
riichi         Japanese riichi through the ``mahjong`` package    points
=============  ===============================================  =========

>>> from mjcore.notation import parse_hand
>>> from mjcore.tiles import Tile
>>> score = find_system("kids").score(parse_hand("123m456p789s234s55z"), WinContext(Tile.WHITE))
>>> score.total, [item.points for item in score.items]
(14, [3, 3, 3, 3, 2])
"""

from __future__ import annotations

import importlib

from mjcore.errors import UnknownRulesError
from mjcore.scoring.base import (
    SEATS,
    ContextError,
    Item,
    Match,
    NotWinningError,
    Pattern,
    Score,
    ScoringError,
    ScoringSystem,
    Situation,
    WinContext,
    WinTileError,
    seat_number,
)
from mjcore.scoring.plans import Plan, PlanKind, ValueOdds

#: name -> "module:attribute" of the system object (imported on first use).
SYSTEMS: dict[str, str] = {
    "kids": "mjcore.scoring.kids:KIDS",
    "kids-simple": "mjcore.scoring.kids:KIDS_SIMPLE",
    "classical": "mjcore.scoring.classical:CLASSICAL",
    "hk": "mjcore.scoring.hk:HONG_KONG",
    "mcr": "mjcore.scoring.mcr:MCR_SCORING",
    "riichi": "mjcore.scoring.riichi:RIICHI",
}


def find_system(name: str) -> ScoringSystem:
    """The scoring system called ``name``; :class:`~mjcore.errors.UnknownRulesError` if none."""
    target = SYSTEMS.get(name.lower())
    if target is None:
        raise UnknownRulesError("error.rules.unknown", name=name, known=", ".join(SYSTEMS))
    module, attribute = target.split(":")
    system: ScoringSystem = getattr(importlib.import_module(module), attribute)
    return system


def score(hand, context: WinContext, system: str = "kids") -> Score:  # type: ignore[no-untyped-def]
    """Score ``hand`` under ``system`` (a shortcut for ``find_system(system).score``)."""
    return find_system(system).score(hand, context)


__all__ = [
    "SEATS",
    "SYSTEMS",
    "ContextError",
    "Item",
    "Match",
    "NotWinningError",
    "Pattern",
    "Plan",
    "PlanKind",
    "Score",
    "ScoringError",
    "ScoringSystem",
    "Situation",
    "ValueOdds",
    "WinContext",
    "WinTileError",
    "find_system",
    "score",
    "seat_number",
]
