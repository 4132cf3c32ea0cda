"""Lesson 2, sets, waits and shanten: tile counts of its example hands, the waits of the shapes
it names, shanten's values, the levels of the waits drill that deal one suit."""

from __future__ import annotations

import random

from mjcore.drills.efficiency import waits_drill
from mjcore.notation import parse_hand
from mjcore.quiz.families import find_family
from mjcore.shanten import shanten

from . import Fact, numbering
from .common import PLAIN, shape_waits

_kong = parse_hand("[123m] 456p 789s {5555s} 55z")
_ready = parse_hand("23456m 678p 111s 55z")
_one_away = parse_hand("23456m 678p 111s 5z 7z")


def _one_suit_levels() -> list[int]:
    """The drill's levels whose every hand (of twenty dealt) is of one suit."""
    levels = range(1, find_family("waits_drill").levels + 1)
    return [lvl for lvl in levels
            if all(len({t.suit for t in waits_drill(random.Random(s), lvl).hand.all_tiles}) == 1 for s in range(20))]


_levels = _one_suit_levels()

FACTS = [
    *numbering("02_hands_waits"),
    Fact("winning_size", r"— это (\d+) костей", r"is (\d+) tiles:", parse_hand(PLAIN).tile_count),
    Fact("kong_tiles", r"костей в ней (\d+),", r"there are (\d+) tiles", len(_kong.all_tiles)),
    Fact("kong_counted", r"«по счёту» (\d+)", r"they count as (\d+)", _kong.tile_count),
    Fact("ready_size", r"Рука из (\d+) костей, которой", r"A (\d+)-tile hand one tile", _ready.tile_count),
    Fact("two_sided_low", r"двустороннее \(\s*ждёт (\d) или \d\)", r"two-sided \(\s*waits on (\d) or \d\)", shape_waits("56m")[0]),
    Fact("two_sided_high", r"двустороннее \(\s*ждёт \d или (\d)\)", r"two-sided \(\s*waits on \d or (\d)\)", shape_waits("56m")[1]),
    Fact("edge", r"краевое \(\s*ждёт только (\d)\)", r"edge \(\s*waits on (\d) only\)", shape_waits("12m")[0]),
    Fact("closed", r"закрытое \(\s*ждёт (\d)\)", r"closed \(\s*waits on (\d)\)", shape_waits("46m")[0]),
    Fact("ready_shanten", r"(\d) — рука уже просящая", r"(\d) — the hand is ready", shanten(_ready)),
    Fact("one_away_shanten", r"(\d) — нужна одна удачная", r"(\d) — one good tile", shanten(_one_away)),
    Fact("mahjong_shanten", r"−(\d) — маджонг", r"−(\d) — mahjong", -shanten(parse_hand(PLAIN))),
    Fact("explore_ready", r"Введите руку из (\d+) костей", r"Enter a (\d+)-tile hand", _ready.tile_count),
    Fact("explore_discard", r"Введите (\d+) костей", r"Enter (\d+) tiles", parse_hand(PLAIN).tile_count),
    Fact("one_suit_from", r"на уровнях (\d) и \d", r"at levels (\d) and \d", _levels[0]),
    Fact("one_suit_to", r"на уровнях \d и (\d)", r"at levels \d and (\d)", _levels[-1] if len(_levels) == 2 else 0),
]

NOT_CLAIMS = [
    (r"в уроке (\d+)\.", r"in lesson (\d+)\.", "the number of the lesson that counts the chance (lesson 10)"),
]
