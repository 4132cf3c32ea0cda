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

from mjcore import blocks
from mjcore.errors import WrongTileCountError
from mjcore.hand import Hand, tile_counts
from mjcore.rules import STANDARD, Rules, find_rules
from mjcore.shanten import knitted_floor, knitted_shanten, thirteen_orphans_shanten
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
    held = hand.all_counts()
    seen = tile_counts(visible)
    return [max(0, 4 - held[k] - seen[k]) for k in range(34)]


def useful_tiles(counts: list[int], melds: int, held: Sequence[int], rules: Rules = STANDARD) -> tuple[int, tuple[Tile, ...]]:
    """The shanten of 13-tile ``counts`` (concealed, ``melds`` declared sets) and the kinds
    whose draw lowers it; ``held`` counts every copy the player holds (melds too), and a
    kind held four times is never useful. ``counts`` is used as scratch and restored.

    >>> from mjcore.notation import parse_hand
    >>> hand = parse_hand("123m456p789s1122z")
    >>> useful_tiles(hand.counts(), 0, hand.all_counts())
    (0, (Tile.EAST, Tile.SOUTH))
    """
    return _useful(counts, melds, held, rules, blocks.group_ids(counts))


def _useful(counts: list[int], melds: int, held: Sequence[int], rules: Rules,
            ids: tuple[int, int, int, int]) -> tuple[int, tuple[Tile, ...]]:
    """:func:`useful_tiles` with the four groups' table ids already looked up."""
    merge = blocks.merge
    final = blocks.FINAL
    m, p, s, z = ids
    mp, sz = merge(m, p), merge(s, z)
    rests = (merge(p, sz), merge(m, sz), merge(mp, z), merge(mp, s))
    tiles = sum(counts)
    infos = _infos(counts)
    honor_quads = infos[3].by_count[4].bit_count()
    regular = final[merge(mp, sz)][melds]
    if regular >= 0 and honor_quads:
        regular = max(regular, _dead(honor_quads, tiles))
    base, special = _specials(counts, melds, rules, tiles, regular)
    # the floor of honors held four times after a draw, and after drawing a fourth honor
    dead = _dead(honor_quads, tiles + 1)
    dead_new = _dead(honor_quads + 1, tiles + 1)
    useful: tuple[Tile, ...] = ()
    for group in range(4):
        info = infos[group]
        rest = rests[group]
        new_quads = info.by_count[3] if group == 3 else 0
        mask = 0
        for gid, positions in info.draws:
            value = final[merge(rest, gid)][melds]
            if value < base:
                if value < 0:
                    mask |= positions
                else:
                    if dead < base:
                        mask |= positions & ~new_quads
                    if dead_new < base:
                        mask |= positions & new_quads
        if special is not None:
            mask |= special(group, info.by_count, base)
        if mask:
            mask &= _candidates(held, group)
            useful += _TILES_OF_MASK[group][mask]
    return base, useful


@dataclass(frozen=True, slots=True)
class _GroupDraws:
    """What one more tile does to a group (a suit or the honors), by position in the group:
    ``draws`` pairs each resulting table id with the positions (a bit mask) that give it — a
    tile with no neighbour always gives the same table, so most draws share an entry;
    ``by_count`` has the positions held 0, 1, 2, 3 and 4 times."""

    draws: tuple[tuple[int, int], ...]
    by_count: tuple[int, int, int, int, int]


_SUIT_DRAWS: dict[bytes, _GroupDraws] = {}
_HONOR_DRAWS: dict[bytes, _GroupDraws] = {}


def _group_draws(key: bytes, honors: bool) -> _GroupDraws:
    cache = _HONOR_DRAWS if honors else _SUIT_DRAWS
    found = cache.get(key)
    if found is None:
        lookup = blocks.honor_id if honors else blocks.suit_id
        by_table: dict[int, int] = {}
        by_count = [0, 0, 0, 0, 0]
        work = bytearray(key)
        for i, count in enumerate(key):
            by_count[count] |= 1 << i
            if count < 4:
                work[i] += 1
                gid = lookup(bytes(work))
                work[i] -= 1
                by_table[gid] = by_table.get(gid, 0) | 1 << i
        found = cache[key] = _GroupDraws(tuple(by_table.items()), (by_count[0], by_count[1], by_count[2], by_count[3], by_count[4]))
    return found


def _infos(counts: Sequence[int]) -> tuple[_GroupDraws, _GroupDraws, _GroupDraws, _GroupDraws]:
    return (
        _group_draws(bytes(counts[0:9]), False),
        _group_draws(bytes(counts[9:18]), False),
        _group_draws(bytes(counts[18:27]), False),
        _group_draws(bytes(counts[27:34]), True),
    )


def _candidates(held: Sequence[int], group: int) -> int:
    """The positions of ``group`` whose kind is not held four times (melds included)."""
    mask = 0
    start = _START[group]
    for i in range(_END[group] - start):
        if held[start + i] < 4:
            mask |= 1 << i
    return mask


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


def _dead(quads: int, tiles: int) -> int:
    """The floor set by honors held four times (see :func:`mjcore.shanten.dead_honors`)."""
    return quads - 1 if tiles % 3 == 2 else quads


#: ``(group, positions held 0..4 times, base) -> the positions whose draw lowers a special shape below base``.
SpecialDraws = Callable[[int, tuple[int, int, int, int, int], int], int]


def _specials(counts: list[int], melds: int, rules: Rules, tiles: int, regular: int) -> tuple[int, SpecialDraws | None]:
    """The shanten of 13-tile ``counts`` over every shape (``regular``: the standard shape's)
    and, when a special shape could matter, which draws bring one below the base. A draw
    lowers a shape by one at most, so a special shape worse than the standard never matters.
    Seven pairs and thirteen orphans after a draw depend only on how often the drawn kind is
    held; the knitted shapes are tried draw by draw, after a quick bound."""
    closed = melds == 0 and tiles >= 12
    seven: tuple[int, ...] | None = None
    orphans: tuple[int, ...] | None = None
    best = 8
    if closed and rules.seven_pairs:
        if rules.seven_pairs_allow_quads:
            halves = sum(c // 2 for c in counts)
            best = 6 - min(halves, 7)
            # after drawing a kind held 0, 1, 2, 3 times
            seven = (best, 6 - min(halves + 1, 7), best, 6 - min(halves + 1, 7))
        else:
            pairs = 34 - counts.count(0) - counts.count(1)
            kinds = 34 - counts.count(0)
            best = -1 if pairs >= 7 else 6 - pairs + max(0, 7 - kinds)
            seven = tuple(-1 if p >= 7 else 6 - p + max(0, 7 - k)
                          for p, k in ((pairs, kinds + 1), (pairs + 1, kinds), (pairs, kinds), (pairs, kinds)))
    if closed and rules.thirteen_orphans:
        value = thirteen_orphans_shanten(counts)
        best = min(best, value)
        held = [counts[t] for t in ORPHANS]
        kinds = 13 - held.count(0)
        paired = kinds - held.count(1) > 0
        # after drawing a terminal or honor held 0, 1, 2, 3 times
        orphans = (13 - (kinds + 1) - paired, 13 - kinds - 1, value, value)
    knitted = rules.knitted and melds <= 1 and tiles + 3 * melds >= 12
    if knitted:
        best = min(best, knitted_shanten(counts, melds))
    base = min(regular, best)
    if best > regular:
        return base, None

    def lowers(group: int, by_count: tuple[int, int, int, int, int], base: int) -> int:
        mask = 0
        for c in range(4):
            if seven is not None and seven[c] < base:
                mask |= by_count[c]
            if orphans is not None and orphans[c] < base:
                mask |= by_count[c] & _ORPHAN_POSITIONS[group]
        if knitted:
            start = _START[group]
            for i in range(_END[group] - start):
                k = start + i
                if counts[k] >= 4 or mask >> i & 1:
                    continue
                counts[k] += 1
                if knitted_floor(counts, melds) < base and knitted_shanten(counts, melds) < base:
                    mask |= 1 << i
                counts[k] -= 1
        return mask

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
    ids = list(blocks.group_ids(counts))
    suit_id, honor_id = blocks.suit_id, blocks.honor_id
    for k in range(34):
        if not counts[k]:
            continue
        group = _GROUP[k]
        lo, hi = _START[group], _END[group]
        counts[k] -= 1
        held[k] -= 1
        changed = list(ids)
        changed[group] = honor_id(bytes(counts[27:34])) if group == 3 else suit_id(bytes(counts[lo:hi]))
        value, useful = _useful(counts, melds, held, rules, tuple(changed))  # type: ignore[arg-type]
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


__all__ = ["Discard", "Wait", "analyze_discards", "keep_value", "rank_discards", "unseen_counts", "useful_tiles", "waits"]
