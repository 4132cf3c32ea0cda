"""Shanten: how many tiles a hand is from ready (0 = ready, -1 = complete).

The standard shape (four sets and a pair) is read off the precomputed block tables of
:mod:`mjcore.blocks` — the usual (Tenhou) formula with its corrections for four copies
held, so the result equals the reference ``mahjong`` package on every hand (a
differential test checks it). The special shapes:

- seven pairs: ``6 - pairs + max(0, 7 - kinds)``; under :data:`~mjcore.rules.MCR` four
  copies make two pairs, so ``6 - min(7, sum(count // 2))``;
- thirteen orphans: ``13 - kinds of terminals and honors - (1 if one is paired)``;
- Chinese Official's knitted straight (with a set and a pair) and honors-and-knitted.

>>> from mjcore.notation import parse_hand
>>> shanten(parse_hand("123m456p789s1122z"))
0
>>> shanten(parse_hand("19m19p19s1234567z1m"))
-1
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import itemgetter

from mjcore.blocks import FINAL, HONOR_IDS, MERGED, SUIT_IDS, honor_id, merge, suit_id
from mjcore.hand import Hand, tile_counts
from mjcore.knitted import KNITTED_SETS
from mjcore.rules import STANDARD, Rules, find_rules
from mjcore.tiles import ORPHANS, Tile

_orphan_counts = itemgetter(*ORPHANS)
_honor_counts = itemgetter(*range(27, 34))


def dead_honors(counts: Sequence[int]) -> int:
    """The shanten floor of honors held four times: each is no set until declared as a kong
    (one may be, in a 14-tile hand, the tile about to be discarded)."""
    quads: int = _honor_counts(counts).count(4)
    if quads and sum(counts) % 3 == 2:
        quads -= 1
    return quads


def regular_shanten(counts: Sequence[int], melds: int = 0, *, dead: bool = True) -> int:
    """Shanten of the standard shape for 34 concealed counts and ``melds`` declared sets
    (``dead=False``: without the floor of honors held four times, :func:`dead_honors`).

    >>> regular_shanten(tile_counts(Hand.from_str("123m456p789s1122z").concealed))
    0
    """
    suits, merged = SUIT_IDS, MERGED
    key = bytes(counts[0:9])
    m = suits.get(key)
    if m is None:
        m = suit_id(key)
    key = bytes(counts[9:18])
    p = suits.get(key)
    if p is None:
        p = suit_id(key)
    key = bytes(counts[18:27])
    s = suits.get(key)
    if s is None:
        s = suit_id(key)
    key = bytes(counts[27:34])
    z = HONOR_IDS.get(key)
    if z is None:
        z = honor_id(key)
    # the cached merges looked up here (the hot path of everything), computed by merge() once
    mp = merged.get(m << 20 | p if m <= p else p << 20 | m)
    if mp is None:
        mp = merge(m, p)
    sz = merged.get(s << 20 | z if s <= z else z << 20 | s)
    if sz is None:
        sz = merge(s, z)
    whole = merged.get(mp << 20 | sz if mp <= sz else sz << 20 | mp)
    if whole is None:
        whole = merge(mp, sz)
    value = FINAL[whole][melds]
    if value >= 0 and 4 in key and dead:
        value = max(value, dead_honors(counts))
    return value


def seven_pairs_shanten(counts: Sequence[int], *, allow_quads: bool = False) -> int:
    """``6 - pairs + max(0, 7 - kinds)``; with ``allow_quads`` four copies make two pairs.

    >>> seven_pairs_shanten(tile_counts(Hand.from_str("1122334455667m").concealed))
    0
    """
    if allow_quads:
        pairs = sum(c // 2 for c in counts[:34])
        return 6 - min(pairs, 7)
    pairs = 34 - counts.count(0) - counts.count(1) if len(counts) == 34 else sum(1 for c in counts[:34] if c >= 2)
    if pairs >= 7:
        return -1
    kinds = 34 - counts.count(0) if len(counts) == 34 else sum(1 for c in counts[:34] if c)
    return 6 - pairs + max(0, 7 - kinds)


def thirteen_orphans_shanten(counts: Sequence[int]) -> int:
    """``13 - kinds of terminals and honors held - (1 if one of them is paired)``."""
    held: tuple[int, ...] = _orphan_counts(counts)
    kinds = 13 - held.count(0)
    paired = kinds - held.count(1) > 0
    return 13 - kinds - paired


def knitted_rest(rest: list[int], melds: int) -> list[int]:
    """What a knitted straight leaves (``rest``, 34 counts, beside ``melds`` declared sets, 0 or 1),
    read as the standard shape with three sets more: one set and a pair still wanted, or only the
    pair. The block tables read an honor pung as a set, so when the honors hold more pungs than
    sets are wanted, the others are read as pairs (a pung's third tile is then a spare tile):
    ``147m258p36s111z [111m]`` is one tile from ready (the pair 11z), not four.

    >>> knitted_rest([0] * 27 + [3, 3, 0, 0, 0, 0, 0], 0)[27:29]
    [3, 2]
    """
    wanted = 1 - melds
    if sum(1 for c in rest[27:34] if c >= 3) <= wanted:
        return rest
    out = list(rest)
    for k in range(27, 34):
        if out[k] >= 3:
            if wanted:
                wanted -= 1
            else:
                out[k] = 2
    return out


def knitted_straight(counts: Sequence[int], knit: Sequence[int], melds: int = 0) -> tuple[int, list[int], int]:
    """The knitted straight of ``knit`` (one of :data:`~mjcore.knitted.KNITTED_SETS`) in 34 concealed
    ``counts`` beside ``melds`` declared sets (0 or 1): its shanten, the rest (:func:`knitted_rest`)
    and the number of knitted tiles missing. Each missing tile is a draw, and each draw comes with a
    discard: the honors held four times (:func:`dead_honors`) set a floor of the whole, not of the
    rest (``147m36689p25s5555z`` is one tile from ready: drawing the 5s, it lets a 5z go).

    >>> from mjcore.notation import parse_hand
    >>> knitted_straight(parse_hand("147m36689p25s5555z").counts(), KNITTED_SETS[1])[::2]
    (1, 1)
    """
    rest = list(counts[:34])
    present = 0
    for t in knit:
        if rest[t]:
            rest[t] -= 1
            present += 1
    rest = knitted_rest(rest, melds)
    value = regular_shanten(rest, melds + 3, dead=False) + 9 - present
    if value >= 0 and 4 in _honor_counts(counts):
        value = max(value, dead_honors(counts))
    return value, rest, 9 - present


def knitted_shanten(counts: Sequence[int], melds: int = 0) -> int:
    """Chinese Official: the better of knitted straight (+ a set and a pair) and honors-and-knitted."""
    best = 8
    honors = 7 - _honor_counts(counts).count(0)
    for knit in KNITTED_SETS:
        present = [t for t in knit if counts[t]]
        if melds <= 1:
            best = min(best, knitted_straight(counts, knit, melds)[0])
        if melds == 0:
            best = min(best, 13 - min(14, len(present) + honors))
    return best


def knitted_floor(counts: Sequence[int], melds: int = 0) -> int:
    """A quick lower bound of :func:`knitted_shanten` (8 when no knitted shape is possible):
    the knitted tiles and honors missing, less what one more set and a pair can give."""
    if melds > 1:
        return 8
    honors = 7 - _honor_counts(counts).count(0)
    present = max(sum(1 for t in knit if counts[t]) for knit in KNITTED_SETS)
    best = 9 - present - 1 if melds <= 1 else 8  # knitted straight: at best one tile short of ready
    if melds == 0:
        best = min(best, 13 - min(14, present + honors))
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


def shanten_of_counts(counts: Sequence[int], melds: int = 0, rules: Rules = STANDARD) -> int:
    """:func:`shanten` on 34 concealed counts and ``melds`` declared sets.

    The common case — no declared set, seven distinct pairs and thirteen orphans — is worked
    out here by the formulas of :func:`seven_pairs_shanten` and :func:`thirteen_orphans_shanten`
    (the hot path of the AI and the analysis); the rest goes through :func:`special_shanten`.
    """
    best = regular_shanten(counts, melds)
    if best < 0 or melds > 1 or not (rules.seven_pairs or rules.thirteen_orphans or rules.knitted):
        return best
    if melds or rules.knitted or rules.seven_pairs_allow_quads or len(counts) != 34:
        return min(best, special_shanten(counts, melds, rules))
    if sum(counts) < 13:
        return best
    if rules.seven_pairs:
        none = counts.count(0)
        pairs = 34 - none - counts.count(1)
        value = -1 if pairs >= 7 else 6 - pairs + max(0, none - 27)  # 7 - kinds, kinds = 34 - none
        if value < best:
            best = value
    if rules.thirteen_orphans:
        held: tuple[int, ...] = _orphan_counts(counts)
        kinds = 13 - held.count(0)
        value = 13 - kinds - (kinds - held.count(1) > 0)
        if value < best:
            best = value
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


__all__ = [
    "dead_honors",
    "knitted_floor",
    "knitted_rest",
    "knitted_shanten",
    "knitted_straight",
    "regular_shanten",
    "seven_pairs_shanten",
    "shanten",
    "shanten_of_counts",
    "special_shanten",
    "thirteen_orphans_shanten",
]
