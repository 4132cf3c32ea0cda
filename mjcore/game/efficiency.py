"""Fast hand efficiency for the AI: shanten of every discard and the useful tiles.

The rules core (:mod:`mjcore.analysis`) ranks discards exactly, for every shape of a rule
set, in a few milliseconds — right for a hint, too slow for an opponent that plays
thousands of games. This module answers the same questions for the shapes an opponent
aims at (four sets and a pair, seven pairs, thirteen orphans) in well under a
millisecond, by reusing work between the discards of one hand:

- each suit (and the honors) is summarised once per distinct count vector, cached, as a
  table ``best[head][blocks]``: the most ``2*sets + partial sets (+1 for the pair)`` it
  can give using at most ``blocks`` sets and partial sets (0-4);
- the standard shanten is ``8 - 2*declared - max(best combined over the groups)`` with
  ``4 - declared`` blocks in all (the usual block formula);
- for the discards and the draws only the one group that changes is looked up again; the
  others are combined once.

It leaves out the rare corrections for tiles held four times (the core handles them), so
an answer may be one off on such hands; the AI confirms a ready hand with the exact waits.

>>> from mjcore.hand import tile_counts
>>> from mjcore.notation import parse_tiles
>>> e = Efficiency(tile_counts(parse_tiles("123m456p789s1122z5p")), 0)
>>> e.shanten()
0
>>> [(str(t), s) for t, s in e.discard_shanten()][:2]
[('5p', 0), ('1m', 1)]
>>> e.useful(Tile.P5)
(0, (Tile.EAST, Tile.SOUTH))
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache

from mjcore.rules import STANDARD, Rules
from mjcore.shanten import special_shanten_after_draws, special_shanten
from mjcore.tiles import Tile

NEG = -99
_TILES = tuple(Tile(k) for k in range(34))
_Table = tuple[int, ...]  # 10 values: best[head * 5 + blocks]


def _prune(points: set[tuple[int, int, int]]) -> tuple[tuple[int, int, int], ...]:
    """Drop (head, sets, partials) points another point beats on both counts."""
    kept = []
    for h, m, t in points:
        if not any(h2 == h and m2 >= m and t2 >= t and (m2, t2) != (m, t) for h2, m2, t2 in points):
            kept.append((h, m, t))
    return tuple(sorted(kept))


@lru_cache(maxsize=None)
def _suit_points(key: tuple[int, ...]) -> tuple[tuple[int, int, int], ...]:
    """Every useful (head, sets, partial sets) of one suit's 9 counts."""
    i = next((k for k, c in enumerate(key) if c), None)
    if i is None:
        return ((0, 0, 0),)
    c = list(key)
    found: set[tuple[int, int, int]] = set()

    def add(dh: int, dm: int, dt: int) -> None:
        for h, m, t in _suit_points(tuple(c)):
            if h + dh <= 1:
                found.add((h + dh, min(4, m + dm), min(4, t + dt)))

    c[i] -= 1  # the tile left alone
    add(0, 0, 0)
    c[i] += 1
    if c[i] >= 3:
        c[i] -= 3
        add(0, 1, 0)
        c[i] += 3
    if c[i] >= 2:
        c[i] -= 2
        add(1, 0, 0)
        add(0, 0, 1)
        c[i] += 2
    if i <= 6 and c[i + 1] and c[i + 2]:
        c[i] -= 1
        c[i + 1] -= 1
        c[i + 2] -= 1
        add(0, 1, 0)
        c[i] += 1
        c[i + 1] += 1
        c[i + 2] += 1
    if i <= 7 and c[i + 1]:
        c[i] -= 1
        c[i + 1] -= 1
        add(0, 0, 1)
        c[i] += 1
        c[i + 1] += 1
    if i <= 6 and c[i + 2]:
        c[i] -= 1
        c[i + 2] -= 1
        add(0, 0, 1)
        c[i] += 1
        c[i + 2] += 1
    return _prune(found)


def _table(points: Sequence[tuple[int, int, int]]) -> _Table:
    best = [NEG] * 10
    for h, m, t in points:
        for b in range(m, 5):
            value = 2 * m + min(t, b - m) + h
            if value > best[h * 5 + b]:
                best[h * 5 + b] = value
    for h in (0, 1):  # fewer blocks used is always allowed: make the table non-decreasing
        for b in range(1, 5):
            if best[h * 5 + b - 1] > best[h * 5 + b]:
                best[h * 5 + b] = best[h * 5 + b - 1]
    return tuple(best)


@lru_cache(maxsize=None)
def suit_table(key: tuple[int, ...]) -> _Table:
    """``best[head * 5 + blocks]`` of one suit (see the module's notes)."""
    return _table(_suit_points(key))


@lru_cache(maxsize=None)
def honor_table(key: tuple[int, ...]) -> _Table:
    """The same table for the 7 honor counts (no chows: pungs and pairs only)."""
    sets = sum(1 for c in key if c >= 3)
    pairs = sum(1 for c in key if c == 2)
    points = [(0, min(sets, 4), min(pairs, 4))]
    if pairs:
        points.append((1, min(sets, 4), min(pairs - 1, 4)))
    return _table(points)


@lru_cache(maxsize=1 << 16)
def merge(a: _Table, b: _Table) -> _Table:
    """Two groups' tables combined (at most one pair as the head, at most 4 blocks)."""
    out = [NEG] * 10
    for ha in (0, 1):
        for hb in (0, 1 - ha):
            base_a, base_b, base_o = ha * 5, hb * 5, (ha + hb) * 5
            for ba in range(5):
                x = a[base_a + ba]
                if x <= NEG:
                    continue
                for bb in range(5 - ba):
                    y = b[base_b + bb]
                    if y > NEG and x + y > out[base_o + ba + bb]:
                        out[base_o + ba + bb] = x + y
    return tuple(out)


@lru_cache(maxsize=1 << 17)
def final(rest: _Table, group: _Table, blocks: int) -> int:
    """The best value of ``rest`` and ``group`` together with ``blocks`` blocks in all."""
    best = NEG
    for b in range(blocks + 1):
        c = blocks - b
        for value in (rest[b] + group[c], rest[5 + b] + group[c], rest[b] + group[5 + c]):
            if value > best:
                best = value
    return best


def _group_of(tile: int) -> int:
    return 3 if tile >= 27 else tile // 9


def _key(counts: Sequence[int], group: int) -> tuple[int, ...]:
    return tuple(counts[27:34]) if group == 3 else tuple(counts[9 * group : 9 * group + 9])


def _lookup(counts: Sequence[int], group: int) -> _Table:
    return honor_table(_key(counts, group)) if group == 3 else suit_table(_key(counts, group))


def _rests(tables: Sequence[_Table]) -> list[_Table]:
    """For each group, the other three combined (prefix and suffix products)."""
    g0, g1, g2, g3 = tables
    p2 = merge(g0, g1)
    s2 = merge(g2, g3)
    return [merge(g1, s2), merge(g0, s2), merge(p2, g3), merge(p2, g2)]


def _no_knitted(rules: Rules) -> Rules:
    return replace(rules, knitted=False) if rules.knitted else rules


class Efficiency:
    """Shanten and useful tiles of 34 concealed ``counts`` with ``melds`` declared sets.

    ``rules`` names the special shapes aimed at (seven pairs, thirteen orphans); the
    knitted shapes of Chinese Official are left to people (and to the core).
    """

    __slots__ = ("counts", "melds", "rules", "tables", "rests", "blocks", "specials")

    def __init__(self, counts: Sequence[int], melds: int, rules: Rules = STANDARD) -> None:
        self.counts = list(counts[:34])
        self.melds = melds
        self.rules = _no_knitted(rules)
        self.tables = [_lookup(self.counts, g) for g in range(4)]
        self.rests = _rests(self.tables)
        self.blocks = 4 - melds
        self.specials = melds == 0 and (self.rules.seven_pairs or self.rules.thirteen_orphans)

    def _regular(self) -> int:
        return 8 - 2 * self.melds - final(self.rests[0], self.tables[0], self.blocks)

    def shanten(self) -> int:
        """The shanten of the counts as they are."""
        value = self._regular()
        if self.specials and value > -1:
            value = min(value, special_shanten(self.counts, self.melds, self.rules))
        return value

    def discard_shanten(self) -> list[tuple[Tile, int]]:
        """For a 14-tile hand: every distinct discard and the shanten it leaves, best first."""
        counts = self.counts
        out = []
        for tile in range(34):
            if not counts[tile]:
                continue
            g = _group_of(tile)
            counts[tile] -= 1
            value = 8 - 2 * self.melds - final(self.rests[g], _lookup(counts, g), self.blocks)
            if self.specials:
                value = min(value, special_shanten(counts, self.melds, self.rules))
            counts[tile] += 1
            out.append((Tile(tile), value))
        out.sort(key=lambda item: item[1])
        return out

    def useful(self, discard: Tile | None = None) -> tuple[int, tuple[Tile, ...]]:
        """The shanten after ``discard`` (none: the counts are 13 tiles) and the kinds whose
        draw would lower it (kinds held four times excluded)."""
        counts = list(self.counts)
        if discard is not None:
            counts[discard] -= 1
            tables = list(self.tables)
            tables[_group_of(discard)] = _lookup(counts, _group_of(discard))
            rests = _rests(tables)
        else:
            tables, rests = self.tables, self.rests
        melds, blocks = self.melds, self.blocks
        base = 8 - 2 * melds - final(rests[0], tables[0], blocks)
        special = None
        if self.specials:
            sp = special_shanten(counts, melds, self.rules)
            if sp <= base:  # a draw lowers a special shape by one at most: only then can it matter
                base = sp
                candidates = [Tile(k) for k in range(34) if counts[k] < 4]
                special = dict(zip(candidates, special_shanten_after_draws(counts, melds, self.rules, candidates)))
        useful: list[Tile] = []
        near = _near_tiles(counts)
        for tile in range(34):
            if counts[tile] >= 4:
                continue
            if special is not None and special[_TILES[tile]] < base:
                useful.append(_TILES[tile])
                continue
            if not near[tile]:
                continue
            g = _group_of(tile)
            counts[tile] += 1
            value = 8 - 2 * melds - final(rests[g], _lookup(counts, g), blocks)
            counts[tile] -= 1
            if value < base:
                useful.append(_TILES[tile])
        return base, tuple(useful)


def _near_tiles(counts: Sequence[int]) -> list[bool]:
    """For each kind: could a drawn copy join anything held (the same tile, or a tile within
    two in its suit)? Other draws never lower the standard shanten."""
    near = [False] * 34
    for k in range(27):
        if counts[k]:
            low = k - k % 9
            for j in range(max(low, k - 2), min(low + 8, k + 2) + 1):
                near[j] = True
    for k in range(27, 34):
        near[k] = counts[k] > 0
    return near


__all__ = ["Efficiency", "final", "honor_table", "merge", "suit_table"]
