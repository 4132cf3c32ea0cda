"""Waits, useful tiles and discard ranking: the one analysis behind hints, the AI, quizzes,
widgets and the bot.

*Useful tiles* of a 13-tile hand are the kinds (not all four held) whose draw lowers its
shanten; for a ready hand they are exactly its waits. *Ranked discards* of a 14-tile hand
list every distinct discard with the shanten it leaves and its useful tiles, best first.
Counts of *unseen* copies take away the tiles in the hand (concealed and melded) and the
``visible`` tiles (discards, others' open sets, dora indicators...).

Everything is exact for every shape of the rule set (four-copy rules included) and fast:
the hand's four groups are looked up once in the block tables of :mod:`mjcore.blocks`,
the other three groups are combined once per group, and each of the 34 possible draws
changes one group only (a tile with no neighbour is only ever isolated, so one such draw
per group stands for all of them); the special shapes are updated by their formulas.

>>> from mjcore.notation import parse_hand, parse_tiles
>>> [(str(w.tile), w.unseen) for w in waits(parse_hand("123m456p789s1122z"), parse_tiles("1z"))]
[('1z', 1), ('2z', 2)]
>>> best = analyze_discards(parse_hand("123m456p789s1122z5p"))[0]
>>> str(best.tile), best.shanten, best.useful_count
('5p', 0, 4)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from operator import itemgetter

from mjcore import blocks
from mjcore.errors import WrongTileCountError
from mjcore.hand import Hand, tile_counts
from mjcore.knitted import KNITTED_SETS
from mjcore.rules import STANDARD, Rules, find_rules
from mjcore.shanten import knitted_straight
from mjcore.tiles import KINDS, ORPHANS, Tile

_GROUP = tuple(3 if k >= 27 else k // 9 for k in range(34))
_START = (0, 9, 18, 27)
_END = (9, 18, 27, 34)


@dataclass(frozen=True, slots=True)
class Wait:
    """A winning tile of a ready hand and how many copies of it are still unseen."""

    tile: Tile
    unseen: int


@dataclass(frozen=True, slots=True)
class Discard:
    """What discarding ``tile`` leaves: the shanten and the tiles that would improve it
    (``useful_count``: their unseen copies)."""

    tile: Tile
    shanten: int
    useful: tuple[Tile, ...]
    useful_count: int


def unseen_counts(hand: Hand, visible: Iterable[Tile] = ()) -> list[int]:
    """For each of the 34 kinds: 4 minus the copies in the hand and among ``visible``, at least 0."""
    return unseen_of_held(hand.all_counts(), visible)


def unseen_of_held(held: Sequence[int], visible: Iterable[Tile] = ()) -> list[int]:
    """:func:`unseen_counts` from the 34 counts of every copy held (a hand holds at most four)."""
    if not visible:
        return [4 - h for h in held[:34]]
    seen = tile_counts(visible)
    return [max(0, 4 - held[k] - seen[k]) for k in range(34)]


def useful_tiles(counts: list[int], melds: int, held: Sequence[int], rules: Rules = STANDARD) -> tuple[int, tuple[Tile, ...]]:
    """The shanten of 13-tile ``counts`` (concealed, ``melds`` declared sets) and the kinds
    whose draw lowers it; ``held`` counts every copy the player holds (melds too), and a
    kind held four times is never useful.

    >>> from mjcore.notation import parse_hand
    >>> hand = parse_hand("123m456p789s1122z")
    >>> useful_tiles(hand.counts(), 0, hand.all_counts())
    (0, (Tile.EAST, Tile.SOUTH))
    """
    return _useful(counts, melds, held, rules, _groups(counts))


# -- the groups of a hand -------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class _Group:
    """One group of a hand (a suit or the honors) and what one more tile does to it:
    ``table`` is its block table's id; ``draws`` pairs each table id a draw can give with the
    positions (a bit mask) that give it — a tile with no neighbour always gives the same
    table, so most draws share an entry; ``by_count`` has the positions held 0..4 times."""

    table: int
    draws: tuple[tuple[int, int], ...]
    by_count: tuple[int, int, int, int, int]


_SUIT_GROUPS: dict[bytes, _Group] = {}
_HONOR_GROUPS: dict[bytes, _Group] = {}
blocks.register_cache(_SUIT_GROUPS)
blocks.register_cache(_HONOR_GROUPS)


def _group(key: bytes, honors: bool) -> _Group:
    cache = _HONOR_GROUPS if honors else _SUIT_GROUPS
    found = cache.get(key)
    if found is None:
        if honors:
            work = bytearray(key)
            own, after = blocks.honor_id(key), []
            for i, count in enumerate(key):
                work[i] += 1
                after.append(blocks.honor_id(bytes(work)) if count < 4 else -1)
                work[i] -= 1
        else:
            own, after = blocks.suit_draws(key)
        by_table: dict[int, int] = {}
        by_count = [0, 0, 0, 0, 0]
        for i, count in enumerate(key):
            by_count[count] |= 1 << i
            gid = after[i]
            if gid >= 0:
                by_table[gid] = by_table.get(gid, 0) | 1 << i
        found = cache[key] = _Group(own, tuple(by_table.items()), (by_count[0], by_count[1], by_count[2], by_count[3], by_count[4]))
    return found


Groups = tuple[_Group, _Group, _Group, _Group]


def _groups(counts: Sequence[int]) -> Groups:
    """The characters, dots, bamboo and honors of 34 counts."""
    get = _SUIT_GROUPS.get
    key = bytes(counts[0:9])
    m = get(key) or _group(key, False)
    key = bytes(counts[9:18])
    p = get(key) or _group(key, False)
    key = bytes(counts[18:27])
    s = get(key) or _group(key, False)
    key = bytes(counts[27:34])
    z = _HONOR_GROUPS.get(key) or _group(key, True)
    return m, p, s, z


def _changed(groups: Groups, counts: Sequence[int], group: int) -> Groups:
    """``groups`` with ``group`` read again from ``counts`` (one tile of it was taken)."""
    start = _START[group]
    new = _group(bytes(counts[start:_END[group]]), group == 3)
    if group == 0:
        return new, groups[1], groups[2], groups[3]
    if group == 1:
        return groups[0], new, groups[2], groups[3]
    if group == 2:
        return groups[0], groups[1], new, groups[3]
    return groups[0], groups[1], groups[2], new


# -- the standard shape ---------------------------------------------------------------------------
class _Standard:
    """The standard shape of 34 concealed counts (``melds`` declared sets): its shanten, and
    which draws would lower it — each draw changes one group, the other three are merged once."""

    __slots__ = ("groups", "honor_quads", "melds", "rests", "shift", "tiles", "value")

    def __init__(self, counts: Sequence[int], melds: int, groups: Groups, *, tiles: int | None = None, shift: int = 0) -> None:
        """``tiles``: the whole hand's concealed tiles when ``counts`` are a part of it (what a knitted
        straight leaves); ``shift``: the draws the rest of the hand needs besides (its knitted tiles
        missing), which the floor of honors held four times is measured against."""
        merged, merge = blocks.MERGED, blocks.merge

        def both(a: int, b: int) -> int:
            found = merged.get(a << 20 | b if a <= b else b << 20 | a)
            return found if found is not None else merge(a, b)

        m, p, s, z = groups[0].table, groups[1].table, groups[2].table, groups[3].table
        mp, sz = both(m, p), both(s, z)
        self.groups = groups
        self.rests = (both(p, sz), both(m, sz), both(mp, z), both(mp, s))
        self.melds = melds
        self.tiles = sum(counts) if tiles is None else tiles
        self.shift = shift
        self.honor_quads = groups[3].by_count[4].bit_count()
        value = blocks.FINAL[both(mp, sz)][melds]
        if value + shift >= 0 and self.honor_quads:
            value = max(value, _dead(self.honor_quads, self.tiles) - shift)
        self.value = value

    def draws_below(self, below: int) -> list[int]:
        """For each group, the positions whose draw brings the standard shape below ``below``
        (kinds held four times included: the caller leaves them out)."""
        merged, merge, final, melds = blocks.MERGED, blocks.merge, blocks.FINAL, self.melds
        # the floor of honors held four times after a draw, and after drawing a fourth honor
        quads, shift = self.honor_quads, self.shift
        dead = _dead(quads, self.tiles + 1) - shift if quads else -1 - shift
        dead_new = _dead(quads + 1, self.tiles + 1) - shift
        masks = [0, 0, 0, 0]
        for group in range(4):
            rest = self.rests[group]
            # a draw that leaves the group's table as it is leaves the shanten (the caller's
            # ``below`` is at most it) — unless honors held four times set its floor
            same = self.groups[group].table if not quads else -1
            mask = 0
            for gid, positions in self.groups[group].draws:
                if gid == same:
                    continue
                found = merged.get(rest << 20 | gid if rest <= gid else gid << 20 | rest)
                value = final[found if found is not None else merge(rest, gid)][melds]
                if value < below:
                    if value + shift < 0 or (group < 3 and dead < below):
                        mask |= positions
                    elif group == 3:
                        new_quads = self.groups[3].by_count[3]
                        if dead < below:
                            mask |= positions & ~new_quads
                        if dead_new < below:
                            mask |= positions & new_quads
            masks[group] = mask
        return masks


def _useful(counts: list[int], melds: int, held: Sequence[int], rules: Rules, groups: Groups) -> tuple[int, tuple[Tile, ...]]:
    """:func:`useful_tiles` with the hand's groups already looked up."""
    standard = _Standard(counts, melds, groups)
    base, special = _specials(counts, melds, rules, standard.value, groups)
    masks = standard.draws_below(base)
    if special is not None:
        masks = [a | b for a, b in zip(masks, special(base))]
    plain = held is counts or held == counts  # nothing declared: held four times = by_count[4]
    useful: tuple[Tile, ...] = ()
    for group in range(4):
        mask = masks[group]
        if mask:
            mask &= ~groups[group].by_count[4] if plain else _candidates(held, group)
            useful += _TILES_OF_MASK[group][mask]
    return base, useful


def _candidates(held: Sequence[int], group: int) -> int:
    """The positions of ``group`` whose kind is not held four times (melds included)."""
    mask = 0
    start = _START[group]
    for i in range(_END[group] - start):
        if held[start + i] < 4:
            mask |= 1 << i
    return mask


def _positions(tiles: Iterable[int]) -> list[int]:
    """Tiles as the four groups' position masks."""
    masks = [0, 0, 0, 0]
    for k in tiles:
        group = _GROUP[k]
        masks[group] |= 1 << (k - _START[group])
    return masks


#: For each group, the tiles at each mask of positions (0-511), in order.
_TILES_OF_MASK: tuple[tuple[tuple[Tile, ...], ...], ...] = tuple(
    tuple(
        tuple(KINDS[_START[g] + i] for i in range(_END[g] - _START[g]) if mask >> i & 1)
        for mask in range(1 << (_END[g] - _START[g]))
    )
    for g in range(4)
)
#: The terminals and honors of each group, as positions.
_ORPHAN_POSITIONS = (0b100000001, 0b100000001, 0b100000001, 0b1111111)
#: The knitted sets (147/258/369 in three suits) as position masks.
_KNITTED_POSITIONS = tuple(tuple(_positions(knit)) for knit in KNITTED_SETS)
_orphan_counts = itemgetter(*ORPHANS)


def _dead(quads: int, tiles: int) -> int:
    """The floor set by honors held four times (see :func:`mjcore.shanten.dead_honors`)."""
    return quads - 1 if tiles % 3 == 2 else quads


# -- the special shapes -----------------------------------------------------------------------------
#: ``base -> for each group, the positions whose draw brings a special shape below base``.
SpecialDraws = Callable[[int], list[int]]


def _specials(counts: list[int], melds: int, rules: Rules, regular: int, groups: Groups) -> tuple[int, SpecialDraws | None]:
    """The shanten of 13-tile ``counts`` over every shape (``regular``: the standard shape's)
    and, when a special shape could matter, which draws bring one below a base. A draw
    lowers a shape by one at most, so a special shape worse than the standard never matters.

    Seven pairs and thirteen orphans after a draw depend only on how often the drawn kind is
    held. The knitted shapes (:func:`mjcore.shanten.knitted_shanten`), for each of the six
    knitted sets: an unheld tile of the set joins the knit, any other tile joins the rest,
    whose standard shape (with three more sets) is analysed like a hand.
    """
    if melds > 1 or not (rules.seven_pairs or rules.thirteen_orphans or rules.knitted):
        return regular, None
    tiles = sum(counts)
    closed = melds == 0 and tiles >= 12
    seven: tuple[int, int, int, int] | None = None
    orphans: tuple[int, int, int, int] | None = None
    best = 8
    if closed and rules.seven_pairs:
        if rules.seven_pairs_allow_quads:
            halves = sum(c // 2 for c in counts)
            best = 6 - min(halves, 7)
            more = 6 - min(halves + 1, 7)
            seven = (best, more, best, more)  # after drawing a kind held 0, 1, 2, 3 times
        else:
            none, ones = counts.count(0), counts.count(1)
            pairs, kinds = 34 - none - ones, 34 - none
            best = -1 if pairs >= 7 else 6 - pairs + max(0, 7 - kinds)
            new_kind = -1 if pairs >= 7 else 6 - pairs + max(0, 6 - kinds)
            new_pair = -1 if pairs + 1 >= 7 else 5 - pairs + max(0, 7 - kinds)
            seven = (new_kind, new_pair, best, best)
    if closed and rules.thirteen_orphans:
        held = _orphan_counts(counts)
        kinds = 13 - held.count(0)
        paired = kinds - held.count(1) > 0
        value = 13 - kinds - paired
        best = min(best, value)
        orphans = (12 - kinds - paired, 12 - kinds, value, value)  # after drawing one held 0, 1, 2, 3 times
    knits: list[tuple[int, int, int, list[int], int]] = []
    if rules.knitted and tiles + 3 * melds >= 12:
        honors = 7 - counts[27:34].count(0)
        for knit in KNITTED_SETS:
            straight, rest, missing = knitted_straight(counts, knit, melds)
            mixed = 13 - min(14, 9 - missing + honors) if melds == 0 else 8
            best = min(best, straight, mixed)
            # (straight, honors-and-knitted, knitted tiles and honors held, the rest, knitted tiles missing)
            knits.append((straight, mixed, 9 - missing + honors, rest, missing))
    base = min(regular, best)
    if best > regular:
        return base, None

    def lowers(base: int) -> list[int]:
        masks = [0, 0, 0, 0]
        for group in range(4):
            by_count = groups[group].by_count
            ends = _ORPHAN_POSITIONS[group]
            for c in range(4):
                if seven is not None and seven[c] < base:
                    masks[group] |= by_count[c]
                if orphans is not None and orphans[c] < base:
                    masks[group] |= by_count[c] & ends
        for (straight, mixed, knitted_and_honors, rest, missing), knit in zip(knits, _KNITTED_POSITIONS):
            new_knit = [knit[g] & groups[g].by_count[0] for g in range(4)]
            if straight <= base:  # an unheld knitted tile lowers it by one; so does a draw the rest uses
                # (the rest's floor of honors held four times is the whole hand's: see knitted_straight)
                below = _Standard(rest, melds + 3, _groups(rest), tiles=tiles, shift=missing).draws_below(base - missing)
                for g in range(4):
                    masks[g] |= new_knit[g] | below[g] & ~new_knit[g]
            if mixed <= base and knitted_and_honors < 14:  # an unheld knitted tile or honor
                for g in range(4):
                    masks[g] |= new_knit[g]
                masks[3] |= groups[3].by_count[0]
        return masks

    return base, lowers


def _prepare(hand: Hand, size: int, visible: Iterable[Tile], rules: Rules | str) -> tuple[Rules, list[int], list[int], list[int]]:
    """Check the hand size; the rules, concealed counts, held counts and unseen counts."""
    if hand.tile_count != size:
        raise WrongTileCountError(f"error.analysis.need_{size}", count=hand.tile_count)
    return find_rules(rules), hand.counts(), hand.all_counts(), unseen_counts(hand, visible)


def waits(hand: Hand, visible: Iterable[Tile] = (), rules: Rules | str = STANDARD) -> tuple[Wait, ...]:
    """The winning tiles of a 13-tile hand, each with its unseen copies (empty if not ready).

    A tile whose four copies are all in the hand is no wait (there is no fifth).
    """
    rules, counts, held, unseen = _prepare(hand, 13, visible, rules)
    value, useful = useful_tiles(counts, len(hand.melds), held, rules)
    if value != 0:
        return ()
    return tuple(Wait(tile, unseen[tile]) for tile in useful)


def rank_discards(counts: list[int], melds: int, held: list[int], unseen: Sequence[int],
                  rules: Rules = STANDARD) -> tuple[Discard, ...]:
    """:func:`analyze_discards` on 34 concealed ``counts`` of a 14-tile hand (see there).
    ``counts`` and ``held`` are used as scratch and restored."""
    found = []
    groups = _groups(counts)
    for k in range(34):
        if not counts[k]:
            continue
        counts[k] -= 1
        held[k] -= 1
        value, useful = _useful(counts, melds, held, rules, _changed(groups, counts, _GROUP[k]))
        found.append(Discard(KINDS[k], value, useful, sum(unseen[t] for t in useful)))
        counts[k] += 1
        held[k] += 1
    found.sort(key=lambda d: (d.shanten, -d.useful_count, -len(d.useful), keep_value(d.tile, counts), d.tile))
    return tuple(found)


def keep_value(tile: Tile, counts: Sequence[int]) -> float:
    """The tie-break between equally good discards: let honors go first, then terminals,
    then tiles nearer the edge; a tile held twice is kept a little longer.

    >>> keep_value(Tile.EAST, [0] * 34) < keep_value(Tile.M1, [0] * 34) < keep_value(Tile.M5, [0] * 34)
    True
    """
    pair = 0.5 if counts[tile] >= 2 else 0.0
    if tile.is_honor:
        return pair
    n = tile.number
    return 1.0 + min(n - 1, 9 - n) + pair


def analyze_discards(hand: Hand, visible: Iterable[Tile] = (), rules: Rules | str = STANDARD) -> tuple[Discard, ...]:
    """Every distinct discard of a 14-tile hand, best first.

    Ranked by the shanten left (lower first), then by unseen useful tiles, then by useful
    kinds, then by :func:`keep_value` (honors, then terminals, go first), then by tile order.
    """
    rules, counts, held, unseen = _prepare(hand, 14, visible, rules)
    return rank_discards(counts, len(hand.melds), held, unseen, rules)


__all__ = ["Discard", "Wait", "analyze_discards", "keep_value", "rank_discards", "unseen_counts", "unseen_of_held", "useful_tiles", "waits"]
