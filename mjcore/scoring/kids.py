"""Kids' scoring from the Habr article (seed ``000``, lines 266-267).

Counting practice up to twenty: a chow is worth 3, a pung 4, a kong 5, the final pair 2,
and every bonus tile whose number matches the player's seat number 1 more (bonus tile *n*
belongs to seat ((n-1) mod 4)+1: 1f and 5f to seat 1). The simple variant, for keeping a
chronicle of wins: 5 for the win plus 1 per matching bonus tile. House rules are normal at
home, so every value is a parameter.

The article says "each bonus" for the simple variant; we count matching bonus tiles in both
variants (the one rule a child already knows), and ``bonus_matching_only=False`` counts all.
Kids' games settle nothing: ``payments`` is empty, the points are what the child counts.

>>> from mjcore.notation import parse_hand
>>> from mjcore.tiles import Tile
>>> hand = parse_hand("123m 456p 777s [2222z] 55z 1f 2f")
>>> result = KIDS.score(hand, WinContext(Tile.WHITE, seat_wind=Tile.EAST))
>>> [(i.key, i.points) for i in result.items], result.total
([('kids.chow', 3), ('kids.chow', 3), ('kids.pung', 4), ('kids.kong', 5), ('kids.pair', 2), ('kids.bonus', 1)], 18)
"""

from __future__ import annotations

from dataclasses import dataclass

from mjcore.hand import Hand, MeldKind
from mjcore.rules import FOUR_SETS, Rules
from mjcore.scoring.base import (
    Item,
    Match,
    Pattern,
    PatternRow,
    Score,
    Situation,
    WinContext,
    best_score,
    each_set,
    require_win,
    system_title,
)

#: Every set is a line the child adds: one match per chow, pung and kong.
PATTERNS = (
    Pattern("kids.chow", 3, "Chow", "Чоу", "chow {tiles}", "чоу {tiles}", each_set(lambda s: s.chows), seed="000:266"),
    Pattern("kids.pung", 4, "Pung", "Панг", "pung {tiles}", "панг {tiles}", each_set(lambda s: s.sets_of(MeldKind.PUNG)),
            seed="000:266"),
    Pattern("kids.kong", 5, "Kong", "Конг", "kong {tiles}", "конг {tiles}", each_set(lambda s: s.kongs), seed="000:266"),
    Pattern("kids.pair", 2, "Final pair", "Завершающая пара", "the pair {tiles}", "пара {tiles}",
            lambda s: [Match((s.pair, s.pair))] if s.pair is not None else [], seed="000:266"),
)
WIN = Pattern("kids.win", 5, "Win", "Победа", "mahjong: the hand is complete", "маджонг: рука собрана",
              lambda s: [Match()], seed="000:267")
BONUS = Pattern("kids.bonus", 1, "Own bonus tile", "Свой бонус",
                "{names}: the number matches seat {seat}", "{names}: номер совпадает с местом {seat}",
                lambda s: [], seed="000:266")


@dataclass(frozen=True, slots=True)
class KidsScoring:
    """The article's counting; ``simple`` = 5 for a win plus the bonus tiles."""

    name: str = "kids"
    simple: bool = False
    chow: int = 3
    pung: int = 4
    kong: int = 5
    pair: int = 2
    win: int = 5
    bonus: int = 1
    bonus_matching_only: bool = True
    unit: str = "points"
    #: Four sets and a pair only: kids play no special hands (000:265).
    shapes: Rules = FOUR_SETS
    #: Any complete hand wins.
    minimum: int = 0
    #: The bonus tiles set aside count; no other situation option exists for children.
    options: frozenset[str] = frozenset({"bonus"})

    def score(self, hand: Hand, context: WinContext) -> Score:
        """Score a winning hand (four sets and a pair)."""
        return best_score(self._score(s) for s in require_win(hand, context, self))

    def title(self, lang: str | None = None) -> str:
        """The system's name to show (``score.system.<name>``)."""
        return system_title(self.name, lang)

    def rows(self) -> tuple[PatternRow, ...]:
        """The table of patterns, in the seed's order."""
        return PatternRow.of(PATTERNS)

    def _score(self, s: Situation) -> Score:
        items: list[Item] = []
        if self.simple:
            items.append(WIN.item(Match(), self.win))
        else:
            values = {"kids.chow": self.chow, "kids.pung": self.pung, "kids.kong": self.kong, "kids.pair": self.pair}
            for pattern in PATTERNS:
                items += [pattern.item(match, values[pattern.key]) for match in pattern.find(s)]
        own = [t for t in s.bonus if not self.bonus_matching_only or t.seat == s.context.seat]
        if own:
            items.append(BONUS.item(Match(tuple(own), len(own), {"seat": s.context.seat}), self.bonus))
        total = sum(item.value for item in items)
        return Score(self.name, self.unit, total, tuple(items), True, 0, {}, decomposition=s.decomposition)


KIDS = KidsScoring()
KIDS_SIMPLE = KidsScoring(name="kids-simple", simple=True)
