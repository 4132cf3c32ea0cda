"""Lesson 9, one hand in every system: the minimums, and what each scorer gives the lesson's three
hands (read from its CompareSystems cells)."""

from __future__ import annotations

import re

from mjcore.notation import parse_hand
from mjcore.scoring.base import WinContext
from mjcore.scoring.hk import HONG_KONG
from mjcore.scoring.mcr import FANS_BY_KEY, MCR_SCORING
from mjcore.tiles import Tile

from . import LESSONS, LIST_ITEMS, Fact, cells, numbering, source
from .common import items

HANDS = [re.findall(r'(\w+)="([^"]+)"', source(c)) for c in cells(LESSONS / "en" / "adults" / "09_compare.ipynb")
         if source(c).startswith("CompareSystems(hand=")]


def hand(number: int) -> tuple[str, str]:
    """The ``(hand, winning tile)`` of the lesson's hand ``number``."""
    found = dict(HANDS[number - 1])
    return found["hand"], found["win"]


def scored(system: str, number: int) -> dict[str, int]:
    tiles, win = hand(number)
    return items(system, tiles, win)


def toward_minimum(number: int) -> int:
    tiles, win = hand(number)
    return HONG_KONG.score(parse_hand(tiles), WinContext(Tile.from_str(win), discarder=Tile.SOUTH)).toward_minimum


def straight(number: int, key: str) -> list[int]:
    """The three chows of the MCR straight ``key`` in hand ``number``, as the lesson writes them (123, 456, 789)."""
    tiles, win = hand(number)
    score = MCR_SCORING.score(parse_hand(tiles), WinContext(Tile.from_str(win), discarder=Tile.SOUTH))
    numbers = [t.number for t in next(i for i in score.items if i.key == key).tiles]
    return [int("".join(map(str, numbers[i:i + 3]))) for i in range(0, 9, 3)]


_straight = straight(1, "mcr.pure_straight")
_mixed = straight(3, "mcr.mixed_straight")

FACTS = [
    *numbering("09_compare"),
    Fact("mcr_minimum", r"(?:минимум |минимума )(\d+)", r"(?:minimum of )(\d+)(?! \()(?! fan)", MCR_SCORING.minimum),
    Fact("hk_minimum", r"(?:у гонконгской |минимуму в )(\d+) фана", r"(?:and |minimum of )(\d+) (?:fan in|\()", HONG_KONG.minimum),
    Fact("classical_mahjong", r"(\d+) за маджонг", r"(\d+) for mahjong", scored("classical", 1)["classical.mahjong"]),
    Fact("classical_only_tile", r"(\d+) за единственно", r"(\d+) for the only possible", scored("classical", 1)["classical.only_possible"]),
    Fact("hk_chows_counted", r"«все чоу»: (\d+) фан к минимуму", r"fan: (\d+) fan toward its minimum", toward_minimum(1)),
    Fact("hk_no_bonus", r"добавляет ещё (\d+)", r"adds (\d+) more", scored("hk", 1)["hk.no_bonus"]),
    Fact("straight_first", r"«чистый ряд» \((\d+), \d+, \d+ одной", r"pattern \((\d+), \d+, \d+ of one", _straight[0]),
    Fact("straight_second", r"«чистый ряд» \(\d+, (\d+), \d+ одной", r"pattern \(\d+, (\d+), \d+ of one", _straight[1]),
    Fact("straight_third", r"«чистый ряд» \(\d+, \d+, (\d+) одной", r"pattern \(\d+, \d+, (\d+) of one", _straight[2]),
    Fact("pure_straight", r"одной масти\) в (\d+) очков", r"of one suit\) at (\d+) points", FANS_BY_KEY["mcr.pure_straight"].points),
    Fact("hk_all_pungs", r"«все панги» — (\d+) фана, ровно минимум", r"\"all pungs\" is (\d+) fan, exactly the minimum",
         scored("hk", 2)["hk.all_pungs"] if scored("hk", 2)["hk.all_pungs"] == HONG_KONG.minimum else -1),
    Fact("dragon_pair", r"пара драконов стоит (\d+) очка", r"dragon pair is worth (\d+) points", scored("classical", 3)["classical.pair.dragon"]),
    Fact("hk_hand3_counted", r"к минимуму — (\d+) фанов", r"(\d+) fan toward the minimum, so", toward_minimum(3)),
    Fact("mixed_first", r"«смешанный ряд» \((\d+), \d+, \d+ в", r"mixed straight \((\d+), \d+, \d+ in", _mixed[0]),
    Fact("mixed_second", r"«смешанный ряд» \(\d+, (\d+), \d+ в", r"mixed straight \(\d+, (\d+), \d+ in", _mixed[1]),
    Fact("mixed_third", r"«смешанный ряд» \(\d+, \d+, (\d+) в", r"mixed straight \(\d+, \d+, (\d+) in", _mixed[2]),
    Fact("mixed_straight", r"даёт (\d+) очков — уже минимум", r"alone gives (\d+) points, the minimum",
         FANS_BY_KEY["mcr.mixed_straight"].points if FANS_BY_KEY["mcr.mixed_straight"].points == MCR_SCORING.minimum else -1),
]

NOT_CLAIMS = [
    (r"^### Рука (\d):", r"^### Hand (\d):", "the example hand's own number"),
    LIST_ITEMS,
    (r"(?:Ответы:\* |; )(\d) —", r"(?:Answers:\* |; )(\d) —", "the number of the question answered"),
]
