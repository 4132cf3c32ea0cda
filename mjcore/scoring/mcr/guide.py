"""The fan table as a reference to learn from: every row with its definition, an example
hand and the fans it excludes.

* the Russian definition is the seed's own description (:attr:`Fan.description
  <mjcore.scoring.mcr.fans.Fan.description>`, seed ``000`` lines 727-808), the English one is
  the standard wording, kept in ``mjcore/data/mcr_fans.toml`` beside each row's example;
* the example is a scoring request (a hand in notation, the winning tile and how it was won,
  as :func:`~mjcore.scoring.request.request_from_mapping` reads it); the tests score every
  example with :data:`~mjcore.scoring.mcr.MCR_SCORING` and require the row's fan;
* the exclusions are read from the seed edition's table, the data the engine applies
  (:attr:`Edition.excluded_by <mjcore.scoring.mcr.engine.Edition.excluded_by>`): nothing is
  typed a second time.

The seed numbers 81 fans but has 82 rows: the two-kong fans share the number 57 as 57А and
57Б (:func:`shared_numbers`).

>>> entry = GUIDE_BY_KEY["mcr.big_three_dragons"]
>>> entry.number, entry.points, entry.name("en")
('2', 88, 'Big Three Dragons')
>>> [str(e) for e in entry.excludes]
['mcr.little_three_dragons', 'mcr.two_dragon_pungs', 'mcr.dragon_pung']
>>> {number: [e.number for e in rows] for number, rows in shared_numbers().items()}
{'57': ['57Б', '57А']}
>>> len(FAN_GUIDE), len({entry.base_number for entry in FAN_GUIDE})
(82, 81)
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from enum import Enum
from importlib import resources
from typing import Any

from mjcore.hand import Hand
from mjcore.i18n import Lang
from mjcore.scoring.base import WinContext
from mjcore.scoring.mcr import SEED
from mjcore.scoring.mcr.engine import GLOBAL, LIMITED, SCOPED
from mjcore.scoring.mcr.fans import FANS, Fan
from mjcore.scoring.request import request_from_mapping

#: The data file of the English definitions and the examples.
DATA_FILE = "mcr_fans.toml"


class ExclusionKind(Enum):
    """How a fan excludes another (the rules' 不计): every occurrence, only an occurrence made of
    the fan's own sets, or one occurrence."""

    ALL = "all"
    OWN_SETS = "own_sets"
    ONCE = "once"  # ``times`` occurrences


_KIND_OF_MODE = {GLOBAL: ExclusionKind.ALL, SCOPED: ExclusionKind.OWN_SETS, LIMITED: ExclusionKind.ONCE}


@dataclass(frozen=True, slots=True)
class Exclusion:
    """One fan that a row excludes, and how; its text is the table's own form (``key``,
    ``key@`` for its own sets, ``key:1`` for one occurrence).

    >>> str(Exclusion("mcr.dragon_pung", ExclusionKind.OWN_SETS))
    'mcr.dragon_pung@'
    >>> str(Exclusion("mcr.pung_of_terminals_or_honors", ExclusionKind.ONCE, 1))
    'mcr.pung_of_terminals_or_honors:1'
    """

    key: str
    kind: ExclusionKind
    times: int = 0  # how many occurrences, for ONCE

    def __str__(self) -> str:
        if self.kind is ExclusionKind.OWN_SETS:
            return f"{self.key}@"
        if self.kind is ExclusionKind.ONCE:
            return f"{self.key}:{self.times}"
        return self.key

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "kind": self.kind.value, "times": self.times}


@dataclass(frozen=True, slots=True)
class FanEntry:
    """One row of the reference: the fan, its English definition (the Russian one is the
    seed's), an example hand with its win context, and the fans it excludes."""

    fan: Fan
    definition_en: str
    hand: Hand
    context: WinContext
    excludes: tuple[Exclusion, ...]

    @property
    def key(self) -> str:
        return self.fan.key

    @property
    def number(self) -> str:
        """The seed's row number (``"57А"``, Cyrillic letters as the seed writes them)."""
        return self.fan.number

    @property
    def base_number(self) -> str:
        """The fan number without the letter of a shared row (``"57"`` for ``"57А"``)."""
        match = re.match(r"\d+", self.fan.number)
        return match.group(0) if match else self.fan.number

    @property
    def points(self) -> int:
        return SEED.value(self.fan)

    def name(self, lang: Lang) -> str:
        return self.fan.ru if lang == "ru" else self.fan.en

    def definition(self, lang: Lang) -> str:
        """The definition in ``lang``: the seed's words in Russian, the standard wording in English."""
        return self.fan.description if lang == "ru" else self.definition_en

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "number": self.number,
            "points": self.points,
            "definition": {"ru": self.definition("ru"), "en": self.definition("en")},
            "hand": str(self.hand),
            "win_tile": str(self.context.win_tile),
            "excludes": [e.to_json() for e in self.excludes],
        }


def engine_exclusions(fan: Fan) -> tuple[Exclusion, ...]:
    """The fans ``fan`` excludes in the seed edition, read from the engine's table, in table order.

    >>> [str(e) for e in engine_exclusions(GUIDE_BY_KEY["mcr.two_dragon_pungs"].fan)]
    ['mcr.dragon_pung@']
    """
    index = FANS.index(fan)
    found = []
    for excluded, rules in enumerate(SEED.excluded_by):
        for excluder, mode, limit in rules:
            if excluder == index:
                found.append(Exclusion(FANS[excluded].key, _KIND_OF_MODE[mode], limit))
    return tuple(found)


def _read_guide() -> tuple[FanEntry, ...]:
    data = tomllib.loads(resources.files("mjcore.data").joinpath(DATA_FILE).read_text("utf-8"))
    rows = {row["key"]: row for row in data["fan"]}
    entries = []
    for fan in FANS:
        row = rows[fan.key]
        hand, context = request_from_mapping(row["example"])
        entries.append(FanEntry(fan, row["en"], hand, context, engine_exclusions(fan)))
    return tuple(entries)


#: Every row of the fan table, in the table's order, with its definition, example and exclusions.
FAN_GUIDE: tuple[FanEntry, ...] = _read_guide()
GUIDE_BY_KEY: dict[str, FanEntry] = {entry.key: entry for entry in FAN_GUIDE}


def shared_numbers() -> dict[str, tuple[FanEntry, ...]]:
    """The fan numbers that more than one row shares (the seed's 57А and 57Б), with their rows."""
    by_number: dict[str, list[FanEntry]] = {}
    for entry in FAN_GUIDE:
        by_number.setdefault(entry.base_number, []).append(entry)
    return {number: tuple(rows) for number, rows in by_number.items() if len(rows) > 1}


__all__ = ["DATA_FILE", "FAN_GUIDE", "GUIDE_BY_KEY", "Exclusion", "ExclusionKind", "FanEntry", "engine_exclusions",
           "shared_numbers"]
