"""Shanten: how many tiles a hand is from ready (0 = ready, -1 = complete).

The standard shape (four sets and a pair) is counted with *blocks*: sets, partial sets
(two neighbours or a gap, ``taatsu``), pairs. Each suit is searched exhaustively once
and summarised as a small table (for each number of sets: the most partial sets, with
and without the pair), cached by the suit's counts; the suits are then combined.
The formula and the corrections for four copies held follow the usual (Tenhou) rules,
so the result equals the reference ``mahjong`` package on every hand (a differential
test checks it): ``8 - 2*sets - pair - min(partials, 4 - sets)``.

Seven pairs: ``6 - pairs + max(0, 7 - kinds)``; thirteen orphans: ``13 - kinds - has_pair``;
Chinese Official knitted shapes under :data:`~mjcore.rules.MCR`.

>>> from mjcore.notation import parse_hand
>>> shanten(parse_hand("123m456p789s1122z"))
0
>>> shanten(parse_hand("19m19p19s1234567z1m"))
-1
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from mjcore.hand import Hand, tile_counts
from mjcore.knitted import KNITTED_SETS
from mjcore.rules import STANDARD, Rules, find_rules
from mjcore.tiles import ORPHANS, Tile

# States of the tiles left isolated in a decomposition (for the four-copies correction).
_NONE, _QUAD, _FREE = 0, 1, 2

# A frontier maps (has_pair_as_head, isolated_state, sets) -> the most partial sets
# (spare pairs count as partial sets). A head makes the isolated state irrelevant (0).
Frontier = dict[tuple[int, int, int], int]


def _add(frontier: Frontier, key: tuple[int, int, int], partials: int) -> None:
    if frontier.get(key, -1) < partials:
        frontier[key] = partials


@lru_cache(maxsize=1 << 16)
def _suit_frontier(counts: tuple[int, ...], quads: int) -> tuple[tuple[int, int, int, int], ...]:
    """Every useful block count of one suit's 9 counts; ``quads`` marks kinds held 4 times.

    Exhaustive: the copies of the lowest tile ``i`` left are split at once between a pung,
    a pair (at most one per kind: a second would wait on a fifth copy), chows and partial
    sets starting at ``i``, and isolated tiles; the rest of the suit is solved the same way.
    """
    i = next((k for k, c in enumerate(counts) if c), None)
    if i is None:
        return ((0, _NONE, 0, 0),)
    n = counts[i]
    c1 = counts[i + 1] if i <= 7 else 0
    c2 = counts[i + 2] if i <= 6 else 0
    state = _QUAD if quads >> i & 1 else _FREE
    result: Frontier = {}
    for pung in range(2 if n >= 3 else 1):
        for pair in range(2 if n - 3 * pung >= 2 else 1):
            left = n - 3 * pung - 2 * pair
            for chows in range(min(left, c1, c2) + 1):
                for near in range(min(left - chows, c1 - chows) + 1):
                    for gap in range(min(left - chows - near, c2 - chows) + 1):
                        isolated = left - chows - near - gap
                        rest = list(counts)
                        rest[i] = 0
                        if c1:
                            rest[i + 1] -= chows + near
                        if c2:
                            rest[i + 2] -= chows + gap
                        sets, partials = pung + chows, near + gap
                        for h, s, m, t in _suit_frontier(tuple(rest), quads):
                            if isolated and not h:
                                s = max(s, state)
                            if pair:
                                if not h:
                                    _add(result, (1, _NONE, m + sets), t + partials)  # the head
                                _add(result, (h, s, m + sets), t + partials + 1)  # a spare pair
                            else:
                                _add(result, (h, s, m + sets), t + partials)
    return tuple((h, s, m, t) for (h, s, m), t in result.items())


def _suit_key(counts: Sequence[int], start: int) -> tuple[tuple[int, ...], int]:
    key = tuple(counts[start : start + 9])
    quads = 0
    for k, count in enumerate(key):
        if count == 4:
            quads |= 1 << k
    return key, quads


Entries = tuple[tuple[int, int, int, int], ...]


def _combine(a: Frontier, b: Entries) -> Frontier:
    out: Frontier = {}
    for (h1, s1, m1), t1 in a.items():
        for h2, s2, m2, t2 in b:
            if h1 and h2:
                continue
            h = h1 | h2
            _add(out, (h, 0 if h else max(s1, s2), m1 + m2), t1 + t2)
    return out


@lru_cache(maxsize=1 << 12)
def _honor_frontier(counts: tuple[int, ...]) -> Entries:
    """Honors make no chows: a pung is a set, a pair a pair, a single or a 4th copy is isolated."""
    m = p = quads = 0
    single = False
    for n in counts:
        if n >= 3:
            m += 1
        elif n == 2:
            p += 1
        if n == 4:
            quads += 1
        elif n == 1:
            single = True
    state = _FREE if single else _QUAD if quads else _NONE
    entries = [(0, state, m, p)]
    if p:
        entries.append((1, 0, m, p - 1))
    return tuple(entries)


def _group(counts: Sequence[int], group: int) -> Entries:
    """The frontier of group 0..2 (a suit) or 3 (the honors) of 34 counts."""
    if group == 3:
        return _honor_frontier(tuple(counts[27:34]))
    return _suit_frontier(*_suit_key(counts, 9 * group))


def _evaluate(frontier: Frontier, melds: int, tiles: int, quad_honors: int) -> int:
    best = 8
    for (h, s, m), t in frontier.items():
        sets = m + melds
        value = 8 - 2 * sets - h - min(t, max(0, 4 - sets))
        if not h and s == _QUAD:
            value += 1  # every isolated tile is a 4th copy: no pair can be made of it
        if value < best:
            best = value
    # A kong of honors held as four concealed tiles is no set until declared.
    dead = quad_honors - (1 if quad_honors and tiles % 3 == 2 else 0)
    if best != -1 and best < dead:
        best = dead
    return best


def regular_shanten(counts: Sequence[int], melds: int = 0) -> int:
    """Shanten of the standard shape for 34 concealed counts and ``melds`` declared sets.

    >>> regular_shanten(tile_counts(Hand.from_str("123m456p789s1122z").concealed))
    0
    """
    frontier: Frontier = {(h, s, m): t for h, s, m, t in _group(counts, 3)}
    for group in range(3):
        frontier = _combine(frontier, _group(counts, group))
    quad_honors = sum(1 for k in range(27, 34) if counts[k] == 4)
    return _evaluate(frontier, melds, sum(counts[:34]), quad_honors)


def regular_shanten_after_draws(counts: list[int], melds: int, draws: Sequence[Tile]) -> list[int]:
    """``regular_shanten`` of ``counts`` plus each one tile of ``draws`` — the fast path of
    useful-tile search: the three groups the drawn tile does not touch are combined once.
    """
    groups = [_group(counts, g) for g in range(4)]
    rest: list[Frontier] = []
    for g in range(4):
        frontier: Frontier = {(0, _NONE, 0): 0}
        for other in range(4):
            if other != g:
                frontier = _combine(frontier, groups[other])
        rest.append(frontier)
    tiles = sum(counts[:34]) + 1
    quads = sum(1 for k in range(27, 34) if counts[k] == 4)
    out = []
    lone: dict[int, int] = {}  # a tile with no neighbour in its suit is only ever isolated
    for tile in draws:
        g = 3 if tile >= 27 else tile // 9
        alone = _alone(counts, tile)
        if alone and g in lone:
            out.append(lone[g])
            continue
        counts[tile] += 1
        quad_honors = quads + (1 if g == 3 and counts[tile] == 4 else 0)
        value = _evaluate(_combine(rest[g], _group(counts, g)), melds, tiles, quad_honors)
        counts[tile] -= 1
        if alone:
            lone[g] = value
        out.append(value)
    return out


def _alone(counts: Sequence[int], tile: int) -> bool:
    """No copy of ``tile`` held and, for a suited tile, none within two of it in its suit."""
    if counts[tile]:
        return False
    if tile >= 27:
        return True
    low, high = max(tile - 2, tile - tile % 9), min(tile + 2, tile - tile % 9 + 8)
    return not any(counts[k] for k in range(low, high + 1))


def seven_pairs_shanten(counts: Sequence[int], *, allow_quads: bool = False) -> int:
    """``6 - pairs + max(0, 7 - kinds)``; with ``allow_quads`` four copies make two pairs.

    >>> seven_pairs_shanten(tile_counts(Hand.from_str("1122334455667m").concealed))
    0
    """
    if allow_quads:
        pairs = sum(min(c, 4) // 2 for c in counts[:34])
        return 6 - min(pairs, 7)
    pairs = sum(1 for c in counts[:34] if c >= 2)
    if pairs >= 7:
        return -1
    kinds = sum(1 for c in counts[:34] if c)
    return 6 - pairs + max(0, 7 - kinds)


def thirteen_orphans_shanten(counts: Sequence[int]) -> int:
    """``13 - kinds of terminals and honors held - (1 if one of them is paired)``."""
    kinds = sum(1 for t in ORPHANS if counts[t])
    paired = any(counts[t] >= 2 for t in ORPHANS)
    return 13 - kinds - paired


def knitted_shanten(counts: Sequence[int], melds: int = 0) -> int:
    """Chinese Official: the better of knitted straight (+ a set and a pair) and honors-and-knitted."""
    best = 8
    for knit in KNITTED_SETS:
        present = [t for t in knit if counts[t]]
        if melds <= 1:
            rest = list(counts[:34])
            for t in present:
                rest[t] -= 1
            best = min(best, regular_shanten(rest, melds + 3) + 9 - len(present))
        if melds == 0:
            honors = sum(1 for k in range(27, 34) if counts[k])
            best = min(best, 13 - min(14, len(present) + honors))
    return best


def shanten(hand: Hand | Sequence[Tile], rules: Rules | str = STANDARD, *, melds: int | None = None) -> int:
    """The minimum shanten over the shapes of ``rules``: -1 complete, 0 ready, n tiles away.

    ``hand`` is a :class:`~mjcore.hand.Hand` or concealed tiles (then ``melds`` gives the
    number of declared sets).
    """
    rules = find_rules(rules)
    if isinstance(hand, Hand):
        counts = tile_counts(hand.concealed)
        declared = len(hand.melds)
    else:
        counts = tile_counts(hand)
        declared = melds or 0
    return shanten_of_counts(counts, declared, rules)


def shanten_of_counts(counts: Sequence[int], melds: int = 0, rules: Rules = STANDARD) -> int:
    """:func:`shanten` on 34 concealed counts (the fast path for the AI and analysis)."""
    best = regular_shanten(counts, melds)
    if best > -1:
        best = min(best, special_shanten(counts, melds, rules))
    return best


def special_shanten(counts: Sequence[int], melds: int = 0, rules: Rules = STANDARD) -> int:
    """The best shanten of the special shapes of ``rules`` (8 when none applies)."""
    best = 8
    tiles = sum(counts[:34])
    if melds == 0 and tiles >= 13:
        if rules.seven_pairs:
            best = min(best, seven_pairs_shanten(counts, allow_quads=rules.seven_pairs_allow_quads))
        if rules.thirteen_orphans:
            best = min(best, thirteen_orphans_shanten(counts))
    if rules.knitted and melds <= 1 and tiles + 3 * melds >= 13:
        best = min(best, knitted_shanten(counts, melds))
    return best


def special_shanten_after_draws(counts: list[int], melds: int, rules: Rules, draws: Sequence[Tile]) -> list[int]:
    """``special_shanten`` of ``counts`` plus each one tile of ``draws``, updated incrementally."""
    tiles = sum(counts[:34]) + 1
    closed = melds == 0 and tiles >= 13
    pairs = sum(1 for c in counts[:34] if c >= 2)
    half_pairs = sum(min(c, 4) // 2 for c in counts[:34])
    kinds = sum(1 for c in counts[:34] if c)
    orphan_kinds = sum(1 for t in ORPHANS if counts[t])
    orphan_paired = any(counts[t] >= 2 for t in ORPHANS)
    out = []
    for tile in draws:
        c = counts[tile]
        best = 8
        if closed and rules.seven_pairs:
            if rules.seven_pairs_allow_quads:
                best = 6 - min(7, half_pairs + (c % 2))
            else:
                p, k = pairs + (c == 1), kinds + (c == 0)
                best = -1 if p >= 7 else 6 - p + max(0, 7 - k)
        if closed and rules.thirteen_orphans:
            orphan = tile in _ORPHAN_SET
            k = orphan_kinds + (orphan and c == 0)
            paired = orphan_paired or (orphan and c == 1)
            best = min(best, 13 - k - paired)
        if rules.knitted and melds <= 1 and tiles + 3 * melds >= 13:
            counts[tile] += 1
            best = min(best, knitted_shanten(counts, melds))
            counts[tile] -= 1
        out.append(best)
    return out


_ORPHAN_SET = frozenset(ORPHANS)
