"""How the fans of one reading are found and which of them count.

A reading is a :class:`~mjcore.scoring.base.Situation`: a decomposition of the hand and
the group the winning tile completed. The scorer works in three layers so that what does
not change is computed once:

1. :class:`HandFacts` — the tiles, melds and win context; the ``hand`` and ``way`` fans;
2. :class:`Structure` — one decomposition; the ``sets`` fans and the combination fans
   chosen by the combination principles (:func:`chow_combinations`, :func:`pung_combinations`);
3. the reading — concealed pungs (a pung completed by a discarded tile is exposed), the
   wait (edge, closed, single: only when the hand waited on one tile), then the
   exclusions (:meth:`Edition.accept`), the chicken hand and the flowers.

The combination principles (the rules' 套算一次 "account once" and 不得相同 "not identical"):

* four chows (pungs) that make a four-set fan count nothing else among themselves;
* otherwise the best three-set fan counts once, and the fourth set may combine with one
  of its three sets for one two-set fan (the reference's priority: pure double chow,
  mixed double chow, short straight, two terminal chows);
* otherwise two-set chow fans are chosen so that every set joins the others at most
  once (no cycle: at most *sets - 1* fans) and never twice for the same fan; among the
  largest such choices the one with the most different fans, then the earliest fans of
  the table, counts. Two-set pung fans (double pung, two dragon pungs) all count.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import combinations
from typing import Any

from mjcore.decompose import Decomposition, Shape, group_text
from mjcore.hand import Hand, MeldKind
from mjcore.scoring.base import Situation, WinContext
from mjcore.scoring.mcr.fans import FANS, KNIT, PAIR, WAY, Fan
from mjcore.scoring.mcr.waits import waiting_counts
from mjcore.tiles import NUMBER_SUITS, Tile, tiles_str

#: A found fan: (fan index, scope bits, tiles).
Hit = tuple[int, int, tuple[Tile, ...]]
#: Find functions grouped by their precondition: ((gate, ((fan index, find), ...)), ...).
Finds = tuple[tuple[str, tuple[tuple[int, Any, Any], ...]], ...]

GLOBAL, SCOPED, LIMITED = 0, 1, 2  # how a fan excludes another
CHOW, PUNG, KONG = 0, 1, 2
_CHOW = MeldKind.CHOW
_RANGE = range(34)
_ZEROS = [0] * 34
#: The suits of a hand by the bits of the suits it holds (1 characters, 2 dots, 4 bamboo).
_SUITS = tuple(frozenset(suit for i, suit in enumerate(NUMBER_SUITS) if bits >> i & 1) for bits in range(8))

_INDEX = {fan.key: i for i, fan in enumerate(FANS)}
_LEVEL: dict[str, list[int]] = {}
for _i, _fan in enumerate(FANS):
    _LEVEL.setdefault(_fan.level.partition(":")[0], []).append(_i)
CHOWS4, CHOWS3, CHOWS2 = (tuple(_LEVEL[k]) for k in ("chows4", "chows3", "chows2"))
PUNGS4, PUNGS3, PUNGS2 = (tuple(_LEVEL[k]) for k in ("pungs4", "pungs3", "pungs2"))
TWO, THREE, FOUR = (_INDEX[f"mcr.{n}_concealed_pungs"] for n in ("two", "three", "four"))
EDGE, CLOSED, SINGLE = (_INDEX[f"mcr.{n}_wait"] for n in ("edge", "closed", "single"))
CHICKEN = _INDEX["mcr.chicken_hand"]
FLOWERS = _INDEX["mcr.flower_tiles"]


def _gated(indices: list[int]) -> Finds:
    """The find functions grouped by their precondition (``""``: none); a direct one as its
    condition, scope and tiles attribute."""
    groups: dict[str, list[tuple[int, Any, Any]]] = {}
    for i in indices:
        find = FANS[i].find
        groups.setdefault(FANS[i].level.partition(":")[2], []).append((i, find, getattr(find, "direct", None)))
    return tuple((gate, tuple(found)) for gate, found in groups.items())


_HAND_FINDS = _gated(_LEVEL["hand"] + _LEVEL["way"])
_SET_FINDS = _gated(_LEVEL["sets"])


def _find(facts: Any, groups: Finds) -> list[Hit]:
    """Run the find functions whose precondition (an attribute of ``facts``) holds."""
    hits: list[Hit] = []
    for gate, finds in groups:
        if gate and not getattr(facts, gate):
            continue
        for i, find, direct in finds:
            if direct is not None:
                if direct[0](facts):
                    hits.append((i, direct[1], getattr(facts, direct[2])))
                continue
            found = find(facts)
            if found:
                for scope, tiles in found:
                    hits.append((i, scope, tiles))
    return hits


def _second(item: tuple[Any, ...]) -> Any:
    return item[1]


# -- the editions ------------------------------------------------------------------------------
@dataclass(frozen=True)
class Edition:
    """A fan table with its points and exclusions: the seed's, or the Chinese text's.

    ``points`` and ``extra_excludes`` change the table's values and add exclusions by key;
    ``values`` (points by fan index) and ``excluded_by`` (for each fan, who excludes it and
    how) are derived.
    """

    name: str
    points: dict[str, int] = field(default_factory=dict)
    extra_excludes: dict[str, tuple[str, ...]] = field(default_factory=dict)
    values: tuple[int, ...] = field(init=False, repr=False, compare=False)
    excluded_by: tuple[tuple[tuple[int, int, int], ...], ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        values = tuple(self.points.get(fan.key, fan.points) for fan in FANS)
        excluded_by: list[list[tuple[int, int, int]]] = [[] for _ in FANS]
        for i, fan in enumerate(FANS):
            for entry in fan.excludes + self.extra_excludes.get(fan.key, ()):
                mode, limit, key = GLOBAL, 0, entry
                if entry.endswith("@"):
                    mode, key = SCOPED, entry[:-1]
                elif ":" in entry:
                    key, number = entry.split(":")
                    mode, limit = LIMITED, int(number)
                if _INDEX.get(key, -1) <= i:  # the table lists every fan before those it excludes
                    raise ValueError(f"{fan.key} excludes {key}, unknown or not below it in the table")
                excluded_by[_INDEX[key]].append((i, mode, limit))
        object.__setattr__(self, "values", values)
        object.__setattr__(self, "excluded_by", tuple(tuple(x) for x in excluded_by))

    def value(self, fan: Fan) -> int:
        """The points of ``fan`` in this edition."""
        return self.values[_INDEX[fan.key]]

    def accept(self, hits: list[Hit]) -> list[Hit]:
        """The hits that count, in table order (higher fans first), each one dropping the
        later fans it excludes. Sorts ``hits`` in place."""
        excluded_by = self.excluded_by
        accepted: list[Hit] = []
        by_fan: dict[int, list[Hit]] = {}
        used: dict[int, int] = {}
        hits.sort()
        for hit in hits:
            fan = hit[0]
            rules = excluded_by[fan]
            dropped = False
            for excluder, mode, limit in rules:
                for other in by_fan.get(excluder, ()):
                    if mode == GLOBAL or (mode == SCOPED and not hit[1] & ~other[1]):
                        dropped = True
                    elif mode == LIMITED and used.get(id(other), 0) < limit:
                        used[id(other)] = used.get(id(other), 0) + 1
                        dropped = True
                    if dropped:
                        break
                if dropped:
                    break
            if not dropped:
                accepted.append(hit)
                if fan in by_fan:
                    by_fan[fan].append(hit)
                else:
                    by_fan[fan] = [hit]
        return accepted


# -- layer 1: the hand ----------------------------------------------------------------------------
class HandFacts:
    """What every reading of the hand shares: tiles, melds, win context; hand and way fans."""

    __slots__ = (
        "_unique", "bonus", "concealed", "concealed_counts", "concealed_kongs", "context", "counts", "discard",
        "dragons", "flowers", "hand", "has_honors", "high", "hits", "kinds", "kindset", "kong_kinds", "kong_scope",
        "kong_tiles", "kongs", "low", "melded_counts", "melds", "open_melds", "round_wind", "seat_wind",
        "self_drawn", "suited_only", "suits", "tiles", "win", "win_tile", "win_tiles", "winds",
    )

    def __init__(self, hand: Hand, context: WinContext) -> None:
        self.hand = hand
        self.context = context
        self.win_tile = context.win_tile
        self.win_tiles = (context.win_tile,)
        self.win = int(context.win_tile)
        self.melds = melds = hand.melds
        concealed = [0] * 34
        for t in hand.concealed:
            concealed[t] += 1
        self.concealed_counts = concealed
        if melds:
            melded = [0] * 34
            for meld in melds:
                for t in meld.tiles:
                    melded[t] += 1
            counts = [a + b for a, b in zip(concealed, melded)]
        else:
            melded = _ZEROS
            counts = concealed
        self.melded_counts = melded
        self.counts = counts
        # ints, not Tile members: an IntEnum member hashes through a Python call
        self.kinds = kinds = [k for k in _RANGE if counts[k]]
        self.kindset = frozenset(kinds)
        self.tiles = hand.all_tiles
        #: the suits of the hand's tiles (honors are no suit), as :attr:`Situation.suits <mjcore.scoring.base.Situation.suits>`
        self.suits = _SUITS[(kinds[0] < 9) | (any(counts[9:18]) << 1) | (any(counts[18:27]) << 2)]
        last = kinds[-1]
        self.winds = any(counts[27:31]) if last >= 27 else False
        self.dragons = last >= 31
        self.has_honors = last >= 27
        low = high = 0  # the lowest and highest rank of suited tiles (hands without honors)
        if last < 27:
            ranks = {k % 9 for k in kinds}
            low, high = min(ranks) + 1, max(ranks) + 1
        self.low, self.high = low, high
        if melds:
            self.open_melds = sum(1 for m in melds if m.open)
            self.kongs = kongs = [(1 << i, m) for i, m in enumerate(melds) if m.kind is MeldKind.KONG]
            self.concealed_kongs = sum(1 for _, m in kongs if not m.open)
            self.kong_kinds = [m.tiles[0] + 0 for _, m in kongs]
            self.kong_scope = sum(bit for bit, _ in kongs)
            self.kong_tiles = tuple(t for _, m in kongs for t in m.tiles)
        else:
            self.open_melds = self.concealed_kongs = self.kong_scope = 0
            self.kongs = []
            self.kong_kinds = []
            self.kong_tiles = ()
        self.concealed = self.open_melds == 0
        self.round_wind = context.round_wind + 0
        self.seat_wind = context.seat_wind + 0
        bonus = hand.bonus
        if context.bonus:
            bonus = tuple(sorted(set(hand.bonus) | set(context.bonus)))
        self.bonus = bonus
        self.flowers = len(bonus) + context.flowers
        self.suited_only = not self.has_honors
        self.self_drawn = context.self_drawn
        self.discard = not context.self_drawn
        self.hits = _find(self, _HAND_FINDS)
        self._unique: bool | None = None

    @property
    def unique_wait(self) -> bool:
        """The hand waited on exactly one tile (the winning one) before it won."""
        if self._unique is None:
            before = list(self.concealed_counts)
            before[self.win] -= 1
            held = list(self.counts)
            held[self.win] -= 1
            self._unique = waiting_counts(before, len(self.melds), held) == (self.win_tile,)
        return self._unique


# -- layer 2: one decomposition ----------------------------------------------------------------
class Structure:
    """The sets of one decomposition, its ``sets`` fans and its combination fans."""

    __slots__ = (
        "_texts",
        "chows",
        "decomposition",
        "described",
        "four_chows",
        "groups",
        "h",
        "hits",
        "knitted",
        "pair",
        "pairs",
        "pung_tiles",
        "pungs",
        "set_tiles",
        "shape",
        "singles",
        "special",
        "standard",
        "tiles",
        "tiles_of_knit",
    )

    def __init__(self, h: HandFacts, decomposition: Decomposition) -> None:
        self.h = h
        self.tiles = h.tiles
        self.decomposition = decomposition
        self.shape = decomposition.shape
        chows: list[tuple[int, int]] = []
        pungs: list[tuple[int, int, int]] = []
        groups: list[tuple[int, int, int]] = []
        set_tiles: dict[int, tuple[Tile, ...]] = {}
        bit = 1
        for meld in decomposition.sets:
            tiles = meld.tiles
            first = tiles[0] + 0
            kind = CHOW if meld.kind is _CHOW else PUNG if len(tiles) == 3 else KONG
            set_tiles[bit] = tiles
            groups.append((bit, kind, first))
            if kind == CHOW:
                chows.append((bit, first))
            else:
                pungs.append((bit, first, kind))
            bit <<= 1
        if len(chows) > 1:
            chows.sort(key=_second)
        if len(pungs) > 1:
            pungs.sort(key=_second)
        self.chows = chows
        self.pungs = pungs
        self.pung_tiles = frozenset(p[1] for p in pungs)
        self.groups = groups
        self.set_tiles = set_tiles
        self.pairs = pairs = tuple(t + 0 for t in decomposition.pairs)
        self.pair = pairs[0] if len(pairs) == 1 else None
        singles = decomposition.singles
        self.singles = frozenset(t + 0 for t in singles) if singles else frozenset()
        self.tiles_of_knit = tuple(t for t in singles if t < 27) if singles else ()
        shape = self.shape
        self.standard = shape is Shape.STANDARD
        self.knitted = shape is Shape.KNITTED_STRAIGHT or shape is Shape.HONORS_AND_KNITTED
        self.special = not self.standard and shape is not Shape.KNITTED_STRAIGHT
        self.four_chows = len(chows) == 4
        hits = _find(self, _SET_FINDS)
        self._texts: dict[int, str] | None = None
        #: The notation of each scope described so far (see ``_Reading.describe``).
        self.described: dict[int, str] = {}
        hits += _hits(chow_combinations(tuple(c[1] for c in chows)), chows, set_tiles)
        hits += _hits(pung_combinations(tuple(p[1] for p in pungs)), pungs, set_tiles)
        self.hits = hits

    def texts(self) -> dict[int, str]:
        """Each group in notation by its scope bit: sets, the pair, the knitted/special tiles."""
        if self._texts is None:
            d = self.decomposition
            texts = {bit: group_text(tiles) for bit, tiles in self.set_tiles.items()}
            if self.shape is Shape.SEVEN_PAIRS:
                texts[KNIT] = " ".join(group_text((t, t)) for t in d.pairs)
            elif self.shape is Shape.THIRTEEN_ORPHANS:
                texts[KNIT] = tiles_str(sorted(d.singles + d.pairs))
            else:
                if self.pair is not None:
                    texts[PAIR] = group_text((d.pairs[0],) * 2)
                if d.singles:
                    texts[KNIT] = tiles_str(d.singles)
            self._texts = texts
        return self._texts


# -- the combination principles -------------------------------------------------------------
def _hits(found: tuple[tuple[int, tuple[int, ...]], ...], sets: Sequence[tuple[Any, ...]],
          set_tiles: dict[int, tuple[Tile, ...]]) -> list[Hit]:
    """Turn (fan, member positions) into hits with the members' scope and tiles."""
    out = []
    for fan, members in found:
        scope = 0
        tiles: tuple[Tile, ...] = ()
        for i in members:
            bit = sets[i][0]
            scope |= bit
            tiles += set_tiles[bit]
        out.append((fan, scope, tiles))
    return out


def _best_three(tiles: Sequence[int], candidates: Sequence[int]) -> tuple[int, tuple[int, ...]] | None:
    """The highest three-set fan over every three of the sets (the first such on a tie)."""
    best: tuple[int, tuple[int, ...]] | None = None
    for trio in combinations(range(len(tiles)), 3):
        a, b, c = (tiles[i] for i in trio)
        for fan in candidates:
            if FANS[fan].find(a, b, c):
                if best is None or FANS[fan].points > FANS[best[0]].points:
                    best = (fan, trio)
                break
    return best


def _extra(tiles: Sequence[int], trio: tuple[int, ...], candidates: Sequence[int]) -> tuple[int, tuple[int, int]] | None:
    """The fourth set combined once with one set of the three-set fan (fans in table order)."""
    free = next(i for i in range(len(tiles)) if i not in trio)
    for fan in candidates:
        for member in trio:
            a, b = sorted((member, free), key=lambda i: tiles[i])
            if FANS[fan].find(tiles[a], tiles[b]):
                return fan, (a, b)
    return None


@lru_cache(maxsize=1 << 16)
def chow_combinations(tiles: tuple[int, ...]) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """The combination fans of chows with these lowest tiles (sorted): (fan, positions).

    >>> [(FANS[f].zh, m) for f, m in chow_combinations((0, 3, 6, 9))]
    [('清龙', (0, 1, 2)), ('喜相逢', (0, 3))]
    """
    n = len(tiles)
    if n < 2:
        return ()
    if n == 4:
        for fan in CHOWS4:
            if FANS[fan].find(*tiles):
                return ((fan, (0, 1, 2, 3)),)
    if n >= 3:
        best = _best_three(tiles, CHOWS3)
        if best is not None:
            found = [best]
            if n == 4:
                extra = _extra(tiles, best[1], CHOWS2)
                if extra is not None:
                    found.append(extra)
            return tuple(found)
    edges = []
    for i, j in combinations(range(n), 2):
        for fan in CHOWS2:
            if FANS[fan].find(tiles[i], tiles[j]):
                edges.append((fan, i, j))
                break
    chosen = edges if len(edges) <= 1 else _account_once(edges, n)
    return tuple((fan, (i, j)) for fan, i, j in chosen)


def _account_once(edges: list[tuple[int, int, int]], n: int) -> list[tuple[int, int, int]]:
    """The two-set fans that may all count: no set combined twice into the same fan, and no
    cycle (each set joins the others once); the most fans, then the most different fans,
    then the earliest fans of the table."""
    best_key: tuple[int, int, tuple[int, ...]] | None = None
    best: list[tuple[int, int, int]] = []
    order = {fan: k for k, fan in enumerate(CHOWS2)}
    for mask in range(1, 1 << len(edges)):
        chosen = [e for k, e in enumerate(edges) if mask >> k & 1]
        valid = _forest_of_distinct_fans(chosen, n)
        if not valid:
            continue
        counts = [0] * len(CHOWS2)
        for fan, _, _ in chosen:
            counts[order[fan]] += 1
        key = (len(chosen), sum(1 for c in counts if c), tuple(counts))
        if best_key is None or key > best_key:
            best_key, best = key, chosen
    return best


def _forest_of_distinct_fans(chosen: list[tuple[int, int, int]], n: int) -> bool:
    """No cycle among the combined sets, and no set in the same fan twice."""
    parent = list(range(n))

    def root(x: int) -> int:
        while parent[x] != x:
            x = parent[x]
        return x

    seen: set[tuple[int, int]] = set()
    for fan, i, j in chosen:
        if (fan, i) in seen or (fan, j) in seen:
            return False
        seen.add((fan, i))
        seen.add((fan, j))
        ri, rj = root(i), root(j)
        if ri == rj:
            return False
        parent[ri] = rj
    return True


@lru_cache(maxsize=1 << 16)
def pung_combinations(tiles: tuple[int, ...]) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """The combination fans of pungs (kongs) of these tiles (sorted): (fan, positions).

    >>> [(FANS[f].zh, m) for f, m in pung_combinations((1, 10, 19, 31))]
    [('三同刻', (0, 1, 2))]
    """
    n = len(tiles)
    if n < 2:
        return ()
    if n == 4:
        for fan in PUNGS4:
            if FANS[fan].find(*tiles):
                return ((fan, (0, 1, 2, 3)),)
    if n >= 3:
        best = _best_three(tiles, PUNGS3)
        if best is not None:
            found = [best]
            if n == 4:
                extra = _extra(tiles, best[1], PUNGS2)
                if extra is not None:
                    found.append(extra)
            return tuple(found)
    found = []
    for i, j in combinations(range(n), 2):
        for fan in PUNGS2:
            if FANS[fan].find(tiles[i], tiles[j]):
                found.append((fan, (i, j)))
                break
    return tuple(found)


# -- layer 3: the reading ---------------------------------------------------------------------------
def reading_hits(structure: Structure, situation: Situation) -> list[Hit]:
    """Concealed pungs and the wait of one reading."""
    h = structure.h
    hits: list[Hit] = []
    if structure.pungs:
        declared = len(h.melds)
        exposed_bit = 0 if h.context.self_drawn or situation.win_group is None or situation.win_group < 0 else 1 << situation.win_group
        scope = 0
        tiles: tuple[Tile, ...] = ()
        count = 0
        for bit, _, kind in structure.pungs:
            index = bit.bit_length() - 1
            if index < declared:
                concealed = kind == KONG and not h.melds[index].open
            else:
                concealed = bit != exposed_bit
            if concealed:
                count += 1
                scope |= bit
                tiles += structure.set_tiles[bit]
        if count >= 2:
            hits.append(((TWO, THREE, FOUR)[count - 2], scope, tiles))
    wait = situation.wait
    # a heavenly hand (the dealer's first fourteen tiles) waited on nothing
    if wait in ("edge", "closed", "single") and not h.context.heavenly and h.unique_wait:
        if wait == "single":
            hits.append((SINGLE, PAIR | WAY, (h.win_tile, h.win_tile)))
        else:
            bit = 1 << situation.win_group  # type: ignore[operator]
            hits.append((EDGE if wait == "edge" else CLOSED, bit | WAY, structure.set_tiles[bit]))
    return hits


# -- what is present but not counted -------------------------------------------------------------
EXCLUDED, ACCOUNT_ONCE = 0, 1  # why a fan present is not counted
_COMBINATIONS = tuple((k, CHOWS4 if k == 4 else CHOWS3 if k == 3 else CHOWS2,
                       PUNGS4 if k == 4 else PUNGS3 if k == 3 else PUNGS2) for k in (2, 3, 4))
_COMBINATION_FANS = frozenset(CHOWS4 + CHOWS3 + CHOWS2 + PUNGS4 + PUNGS3 + PUNGS2)
_SETS_SCOPE = 0b1111


def every_combination(structure: Structure) -> list[Hit]:
    """Every combination fan the sets of ``structure`` show, before the combination principles
    choose which count: each two, three or four chows (pungs) that make one."""
    hits: list[Hit] = []
    for sets, level in ((structure.chows, 1), (structure.pungs, 2)):
        firsts = [s[1] for s in sets]
        for k, chow_fans, pung_fans in _COMBINATIONS:
            for members in combinations(range(len(sets)), k):
                tiles = [firsts[i] for i in members]
                for fan in chow_fans if level == 1 else pung_fans:
                    if FANS[fan].find(*tiles):
                        hits += _hits(((fan, members),), sets, structure.set_tiles)
                        break
    return hits


def not_counted(edition: Edition, structure: Structure, situation: Situation,
                counted: list[Hit]) -> list[tuple[int, int, int | None]]:
    """The fans this reading shows but does not count, in table order: (fan, cause, by) with
    ``cause`` :data:`EXCLUDED` (``by`` a counted fan that excludes it, as
    :meth:`Edition.accept` drops it) or :data:`ACCOUNT_ONCE` (a combination fan the combination
    principles left out; ``by`` a counted combination fan sharing its sets, if any)."""
    by_fan: dict[int, list[Hit]] = {}
    for hit in counted:
        by_fan.setdefault(hit[0], []).append(hit)
    present = structure.h.hits + structure.hits + reading_hits(structure, situation) + every_combination(structure)
    found: dict[int, tuple[int, int, int | None]] = {}
    for hit in sorted(present):
        fan = hit[0]
        if fan in by_fan or found.get(fan, (0, ACCOUNT_ONCE))[1] == EXCLUDED:
            continue
        cause: tuple[int, int, int | None] | None = None
        for excluder, mode, _ in edition.excluded_by[fan]:
            if any(mode != SCOPED or not hit[1] & ~other[1] for other in by_fan.get(excluder, ())):
                cause = (fan, EXCLUDED, excluder)
                break
        if cause is None and fan in _COMBINATION_FANS:
            shared = (other[0] for other in counted
                      if other[0] in _COMBINATION_FANS and other[1] & hit[1] & _SETS_SCOPE)
            cause = (fan, ACCOUNT_ONCE, next(shared, None))
        if cause is not None:
            found[fan] = cause
    return [found[fan] for fan in sorted(found)]


__all__ = [
    "ACCOUNT_ONCE",
    "CHICKEN",
    "EXCLUDED",
    "FLOWERS",
    "Edition",
    "HandFacts",
    "Hit",
    "Structure",
    "chow_combinations",
    "every_combination",
    "not_counted",
    "pung_combinations",
    "reading_hits",
]
