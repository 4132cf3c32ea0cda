"""All sets in 20 tiles: split 20 random tiles into as many sets as possible.

Seed ``000`` line 238 (and 247 for honors): shuffle the suits, take twenty tiles at
random, and make all the sets you can; the typical mistake is a set of mixed suits. An
exact solver (:func:`best_partition`) knows the best possible number of sets, so the
game can say how far the child is from it, and a hint never leads away from the best.

>>> from mjcore.notation import parse_tiles
>>> tiles = parse_tiles("234456p777s")
>>> best_sets(tiles), [str(m) for m in best_partition(tiles)]
(3, ['[234p]', '[456p]', '[777s]'])
>>> game = AllSets.from_tiles(tiles).make_set([1, 2, 4])   # 3-4-5: a set, but it leaves 2 and 6 alone
>>> game.reachable, game.best
(2, 3)
>>> print(game.hint().text("en"))
Take apart the set 345p (suit: Dots (coins)): the tiles can give more sets.
"""

from __future__ import annotations

import random
from collections.abc import Sequence as Seq
from dataclasses import dataclass, replace
from functools import cache

from mjcore.hand import Meld, tile_counts
from mjcore.i18n import Message
from mjcore.minigames.base import BadMoveError, Summary, check_positions, tally
from mjcore.minigames.sets import Verdict, deal_pile, judge
from mjcore.tiles import Tile, tiles_str


@cache
def _suit_best(counts: tuple[int, ...], honors: bool) -> tuple[tuple[str, int], ...]:
    """The most sets in one suit's counts: a list of (kind, index) of chows and pungs."""
    i = next((k for k, c in enumerate(counts) if c), None)
    if i is None:
        return ()
    rest = list(counts)
    rest[i] -= 1
    best = _suit_best(tuple(rest), honors)  # this tile stays single
    if counts[i] >= 3:
        rest = list(counts)
        rest[i] -= 3
        option = (("pung", i),) + _suit_best(tuple(rest), honors)
        if len(option) > len(best):
            best = option
    if not honors and i <= 6 and counts[i + 1] and counts[i + 2]:
        rest = list(counts)
        for k in (i, i + 1, i + 2):
            rest[k] -= 1
        option = (("chow", i),) + _suit_best(tuple(rest), honors)
        if len(option) > len(best):
            best = option
    return best


def best_partition(tiles: Seq[Tile]) -> tuple[Meld, ...]:
    """A split of ``tiles`` into the largest number of chows and pungs (bonus tiles ignored)."""
    counts = tile_counts(t for t in tiles if not t.is_bonus)
    melds: list[Meld] = []
    for start, size in ((0, 9), (9, 9), (18, 9), (27, 7)):
        for kind, i in _suit_best(tuple(counts[start:start + size]), start == 27):
            tile = Tile(start + i)
            melds.append(Meld.pung(tile) if kind == "pung" else Meld.chow(tile))
    return tuple(melds)


def best_sets(tiles: Seq[Tile]) -> int:
    """The largest number of sets the tiles can be split into."""
    return len(best_partition(tiles))


@dataclass(frozen=True, slots=True)
class AllSets:
    """The tiles, the sets made (as positions) and the tries that were not sets."""

    tiles: tuple[Tile, ...]
    sets: tuple[tuple[int, ...], ...] = ()
    tries: tuple[Verdict, ...] = ()
    over: bool = False

    @classmethod
    def new(cls, rng: random.Random, suits: str = "mps", *, size: int = 20) -> AllSets:
        """``size`` tiles from the wall of ``suits`` (add ``z`` once winds and dragons are known)."""
        return cls(deal_pile(rng, suits, size))

    @classmethod
    def from_tiles(cls, tiles: Seq[Tile]) -> AllSets:
        return cls(tuple(tiles))

    @property
    def best(self) -> int:
        return best_sets(self.tiles)

    @property
    def used(self) -> frozenset[int]:
        return frozenset(i for s in self.sets for i in s)

    def leftover(self) -> tuple[int, ...]:
        return tuple(i for i in range(len(self.tiles)) if i not in self.used)

    @property
    def reachable(self) -> int:
        """Sets made plus the most the leftover tiles can still give."""
        return len(self.sets) + best_sets([self.tiles[i] for i in self.leftover()])

    @property
    def is_over(self) -> bool:
        return self.over

    def make_set(self, positions: Seq[int]) -> AllSets:
        """Put the tiles at ``positions`` together as a set (any order; kongs allowed)."""
        if self.over:
            raise BadMoveError("error.mini.over")
        pos = check_positions(positions, len(self.tiles), self.used)
        verdict = judge([self.tiles[i] for i in pos], strict_order=False)
        if not verdict.ok:
            return replace(self, tries=self.tries + (verdict,))
        return replace(self, sets=self.sets + (tuple(sorted(pos)),), tries=self.tries + (verdict,))

    def take_apart(self, index: int) -> AllSets:
        """Return set number ``index`` (0-based) to the leftover tiles."""
        if self.over:
            raise BadMoveError("error.mini.over")
        if not 0 <= index < len(self.sets):
            raise BadMoveError("error.mini.no_position", pos=index, size=len(self.sets))
        return replace(self, sets=self.sets[:index] + self.sets[index + 1:])

    def finish(self) -> AllSets:
        return replace(self, over=True)

    def _name(self, s: tuple[int, ...]) -> Message:
        tiles = sorted(self.tiles[i] for i in s)
        letter = tiles[0].suit.value
        return Message.of("mini.all.set_name", code=tiles_str(tiles),
                          suit=Message(f"mini.target.{'honors' if letter == 'z' else letter}"))

    def hint(self) -> Message:
        """A set from the leftovers that keeps the best possible; else a set to take apart."""
        left = self.leftover()
        target = best_sets([self.tiles[i] for i in left])
        if self.reachable < self.best:
            for index, s in enumerate(self.sets):
                rest = self.sets[:index] + self.sets[index + 1:]
                if len(rest) + best_sets([self.tiles[i] for i in range(len(self.tiles)) if i not in
                                          {j for r in rest for j in r}]) > self.reachable:
                    return Message.of("mini.all.hint_apart", set=self._name(s))
        if target == 0:
            return Message.of("mini.all.hint_done")
        meld = best_partition([self.tiles[i] for i in left])[0]
        return Message.of("mini.all.hint_set", tile=meld.first, kind=Message.of(f"meld.{meld.kind.value}"))

    def summary(self) -> Summary:
        best = self.best
        made = len(self.sets)
        lines = [Message.of("mini.all.made", made=made, best=best)]
        if made >= best:
            lines.append(Message.of("mini.all.perfect"))
        elif self.reachable == best:
            lines.append(Message.of("mini.all.more_left", count=best - made))
        else:
            lines.append(Message.of("mini.all.other_split", count=best - made))
        wrong = tally([v.reason.value for v in self.tries if v.reason is not None])
        for reason, n in wrong:
            lines.append(Message.of("mini.sets.wrong_count", count=n, why=Message.of(f"mini.sets.why.{reason}")))
        return Summary("all_sets", tuple(lines), (("made", made), ("best", best), ("reachable", self.reachable),
                                                  ("wrong", sum(n for _, n in wrong))))
