"""Rule-set switches of the rules core: which special winning shapes exist.

The scoring systems and the game engine name a rule set; the core only needs to know
which shapes count as a win and how seven pairs treat four identical tiles.

>>> find_rules("mcr").knitted, STANDARD.knitted
(True, False)
"""

from __future__ import annotations

from dataclasses import dataclass

from mjcore.errors import UnknownRulesError


@dataclass(frozen=True, slots=True)
class Rules:
    """Which special shapes are winning hands besides four sets and a pair."""

    name: str
    seven_pairs: bool = True
    #: Chinese Official counts four identical tiles as two of the seven pairs; riichi does not.
    seven_pairs_allow_quads: bool = False
    thirteen_orphans: bool = True
    #: Chinese Official knitted straight and (lesser/greater) honors-and-knitted hands.
    knitted: bool = False


#: Four sets and a pair, seven (distinct) pairs, thirteen orphans — riichi, Hong Kong and most rule sets.
STANDARD = Rules("standard")
#: Chinese Official (MCR): adds the knitted shapes; a quad may be two of the seven pairs.
MCR = Rules("mcr", seven_pairs_allow_quads=True, knitted=True)
#: Four sets and a pair, nothing else: the kids' game of the Habr article (000:265).
FOUR_SETS = Rules("four_sets", seven_pairs=False, thirteen_orphans=False)
#: Classical: four sets and a pair; thirteen orphans is a limit hand, seven pairs is none (000:278).
CLASSICAL = Rules("classical", seven_pairs=False)

_BY_NAME = {rules.name: rules for rules in (STANDARD, MCR, FOUR_SETS, CLASSICAL)}


def find_rules(name: str | Rules) -> Rules:
    """The shapes called ``name`` (``'standard'``, ``'mcr'``, ``'four_sets'``, ``'classical'``); a
    :class:`Rules` passes through. A scoring system names its own (``find_system(...).shapes``)."""
    if isinstance(name, Rules):
        return name
    try:
        return _BY_NAME[name.lower()]
    except KeyError:
        raise UnknownRulesError("error.rules.unknown", name=name, known=", ".join(_BY_NAME)) from None
