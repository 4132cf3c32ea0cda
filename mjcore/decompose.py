"""Winning hands and every way they split into sets.

A complete hand (14 tiles, a kong counted as 3) wins in the standard shape — four sets
and a pair — or in a special shape of the rule set: seven pairs, thirteen orphans and,
under Chinese Official (:data:`~mjcore.rules.MCR`), the knitted straight (with a set and a
pair) and honors-and-knitted tiles. :func:`decompositions` lists *every* split (scoring
picks the best), :func:`is_winning` answers fast.

>>> from mjcore.notation import parse_hand
>>> [str(d) for d in decompositions(parse_hand("111222333m789p11z"))]
['111m 222m 333m 789p 11z', '123m 123m 123m 789p 11z']
>>> is_winning(parse_hand("1122335577m1133z")), is_winning(parse_hand("123m456p789s1122z5p"))
(True, False)
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache
from operator import itemgetter

from mjcore.hand import Hand, Meld, MeldKind, tile_counts
from mjcore.i18n import tr
from mjcore.knitted import KNITTED_SETS
from mjcore.rules import STANDARD, Rules, find_rules
from mjcore.tiles import ORPHANS, Tile, tiles_str


class Shape(Enum):
    """The shape of a winning hand."""

    STANDARD = "standard"
    SEVEN_PAIRS = "seven_pairs"
    THIRTEEN_ORPHANS = "thirteen_orphans"
    KNITTED_STRAIGHT = "knitted_straight"
    HONORS_AND_KNITTED = "honors_and_knitted"

    def full_name(self, lang: str | None = None) -> str:
        return tr(f"shape.{self.value}", lang)


@dataclass(frozen=True, slots=True)
class Decomposition:
    """One way to read a winning hand.

    ``sets``: the declared melds (as in the hand) then the sets found in the concealed
    tiles (``open=False``), lowest first. ``pairs``: the pair (standard, knitted straight),
    the seven pairs, or the doubled tile of thirteen orphans. ``singles``: the other tiles of
    thirteen orphans and the knitted tiles (and honors) of the knitted shapes.
    """

    shape: Shape
    sets: tuple[Meld, ...] = ()
    pairs: tuple[Tile, ...] = ()
    singles: tuple[Tile, ...] = ()

    @property
    def pair(self) -> Tile | None:
        """The pair of a standard or knitted-straight hand."""
        return self.pairs[0] if len(self.pairs) == 1 else None

    def __str__(self) -> str:
        parts = [group_text(m.tiles) if not m.open and not m.is_kong else str(m) for m in self.sets]
        parts += [group_text((t, t)) for t in self.pairs]
        if self.singles:
            parts.append(tiles_str(self.singles))
        return " ".join(parts)


_GROUP_TEXTS: dict[tuple[Tile, ...], str] = {}


def group_text(tiles: tuple[Tile, ...]) -> str:
    """``tiles_str`` of a set or a pair, remembered (there are a few hundred of them).

    >>> group_text((Tile.M1, Tile.M2, Tile.M3))
    '123m'
    """
    text = _GROUP_TEXTS.get(tiles)
    if text is None:
        text = tiles_str(tiles)
        if len(tiles) <= 4 and len(_GROUP_TEXTS) < 4096:
            _GROUP_TEXTS[tiles] = text
    return text


# -- fast checks on one suit -------------------------------------------------------------
@lru_cache(maxsize=1 << 14)
def _suit_splits(counts: tuple[int, ...]) -> tuple[tuple[tuple[MeldKind, int], ...], ...]:
    """Every split of one suit's counts into sets (pungs and chows), as (kind, first index)."""
    i = next((k for k, c in enumerate(counts) if c), None)
    if i is None:
        return ((),)
    out: list[tuple[tuple[MeldKind, int], ...]] = []
    rest = list(counts)
    if counts[i] >= 3:
        rest[i] -= 3
        out += [((MeldKind.PUNG, i),) + tail for tail in _suit_splits(tuple(rest))]
        rest[i] += 3
    if i <= 6 and counts[i + 1] and counts[i + 2]:
        for k in (i, i + 1, i + 2):
            rest[k] -= 1
        out += [((MeldKind.CHOW, i),) + tail for tail in _suit_splits(tuple(rest))]
    return tuple(out)


@lru_cache(maxsize=1 << 14)
def suit_is_sets(counts: tuple[int, ...]) -> bool:
    """Whether one suit's counts split into sets: lowest tile first, its count modulo 3 must
    start chows (three identical chows are three pungs), the rest are pungs.

    >>> suit_is_sets((1, 1, 1, 0, 0, 3, 0, 0, 0)), suit_is_sets((1, 1, 0, 0, 0, 0, 0, 0, 0))
    (True, False)
    """
    rest = list(counts)
    for i in range(9):
        chows = rest[i] % 3
        if chows:
            if i > 6 or rest[i + 1] < chows or rest[i + 2] < chows:
                return False
            rest[i + 1] -= chows
            rest[i + 2] -= chows
    return True


@lru_cache(maxsize=1 << 14)
def suit_is_sets_and_pair(counts: tuple[int, ...]) -> bool:
    """Whether one suit's counts split into sets and one pair.

    >>> suit_is_sets_and_pair((2, 1, 1, 1, 0, 0, 0, 0, 0))
    True
    """
    rest = list(counts)
    for k, c in enumerate(counts):
        if c >= 2:
            rest[k] -= 2
            if suit_is_sets(tuple(rest)):
                return True
            rest[k] += 2
    return False


def _standard_complete(counts: Sequence[int]) -> bool:
    pairs = 0
    for k in range(27, 34):
        c = counts[k]
        if c == 2:
            pairs += 1
        elif c not in (0, 3):
            return False
    for start in (0, 9, 18):
        key = tuple(counts[start : start + 9])
        mod = sum(key) % 3
        if mod == 1:
            return False
        if mod == 2:
            pairs += 1
            if not suit_is_sets_and_pair(key):
                return False
        elif not suit_is_sets(key):
            return False
    return pairs == 1


def _seven_pairs(counts: Sequence[int], rules: Rules) -> bool:
    if counts.count(1) or counts.count(3) or max(counts) > 4:
        return False
    return rules.seven_pairs_allow_quads or not counts.count(4)


_ORPHAN_COUNTS = itemgetter(*ORPHANS)


def _thirteen_orphans(counts: Sequence[int]) -> bool:
    held = _ORPHAN_COUNTS(counts)
    return 0 not in held and sum(held) == 14


#: What each knitted set allows beside itself: the honors.
_KNIT_ALLOWED = tuple(frozenset(knit) | frozenset(range(27, 34)) for knit in KNITTED_SETS)
_KNIT_COUNTS = tuple(itemgetter(*knit) for knit in KNITTED_SETS)


def _honors_and_knitted(counts: Sequence[int]) -> tuple[Tile, ...] | None:
    if max(counts) > 1:
        return None
    held = [k for k in range(34) if counts[k]]
    for allowed in _KNIT_ALLOWED:
        if allowed.issuperset(held):
            return tuple(_TILES[k] for k in held)
    return None


def is_winning_counts(counts: Sequence[int], melds: int = 0, rules: Rules = STANDARD) -> bool:
    """:func:`is_winning` on 34 concealed counts plus ``melds`` declared sets."""
    if sum(counts) + 3 * melds != 14:
        return False
    if _standard_complete(counts):
        return True
    if melds == 0:
        if rules.seven_pairs and _seven_pairs(counts, rules):
            return True
        if rules.thirteen_orphans and _thirteen_orphans(counts):
            return True
    if rules.knitted:
        return any(True for _ in _knitted(counts, melds))
    return False


def is_winning(hand: Hand, rules: Rules | str = STANDARD) -> bool:
    """Whether ``hand`` (14 tiles, a kong counted as 3) is a complete winning hand."""
    return is_winning_counts(tile_counts(hand.concealed), len(hand.melds), find_rules(rules))


# -- every decomposition -----------------------------------------------------------------
#: Concealed sets by first tile, built once: pungs of every kind, chows where they exist.
_PUNGS = tuple(Meld.pung(Tile(k), open=False) for k in range(34))
_CHOWS = tuple(Meld.chow(Tile(k), open=False) if k < 27 and k % 9 <= 6 else None for k in range(34))
_TILES = tuple(Tile(k) for k in range(34))
_SUIT_STARTS = (0, 9, 18)


def _set_order(meld: Meld) -> tuple[Tile, str]:
    return meld.first, meld.kind.value


@lru_cache(maxsize=1 << 14)
def _suit_melds(counts: tuple[int, ...], start: int) -> tuple[tuple[Meld, ...], ...]:
    """:func:`_suit_splits` of one suit as concealed :class:`Meld` objects, each split lowest set
    first (a chow before a pung of the same tile) and each different split once."""
    out: dict[tuple[Meld, ...], None] = {}
    for split in _suit_splits(counts):
        melds = [_PUNGS[start + i] if kind is MeldKind.PUNG else _CHOWS[start + i] for kind, i in split]
        out[tuple(sorted(melds, key=_set_order))] = None  # type: ignore[arg-type]
    return tuple(out)


@lru_cache(maxsize=1 << 14)
def _suit_pair_melds(counts: tuple[int, ...], start: int) -> tuple[tuple[Tile, tuple[Meld, ...]], ...]:
    """Every (pair, sets) split of one suit holding the pair, pairs lowest first."""
    out = []
    rest = list(counts)
    for i, c in enumerate(counts):
        if c >= 2:
            rest[i] -= 2
            out += [(_TILES[start + i], sets) for sets in _suit_melds(tuple(rest), start)]
            rest[i] += 2
    return tuple(out)


def _standard(counts: Sequence[int]) -> list[tuple[Tile, tuple[Meld, ...]]]:
    """Every (pair, concealed sets) split of 34 counts into four sets and a pair (any number of
    sets): the pair lowest first, then the suits' splits in order; each set list lowest first."""
    pair_at: int | None = None  # a suit start, or the honor tile, that holds the pair
    honors: list[Meld] = []
    for k in range(27, 34):
        c = counts[k]
        if c == 3:
            honors.append(_PUNGS[k])
        elif c == 2 and pair_at is None:
            pair_at = k
        elif c:
            return []
    keys = []
    for start in _SUIT_STARTS:
        key = tuple(counts[start : start + 9])
        mod = sum(key) % 3
        if mod == 2 and pair_at is None:
            pair_at = start
        elif mod:
            return []
        keys.append(key)
    if pair_at is None:
        return []
    tail = tuple(honors)
    if pair_at >= 27:
        per_suit = [_suit_melds(key, start) for key, start in zip(keys, _SUIT_STARTS)]
        return [(_TILES[pair_at], sets) for sets in _product(per_suit, tail)]
    block = _SUIT_STARTS.index(pair_at)
    per_suit = [_suit_melds(key, start) if i != block else () for i, (key, start) in enumerate(zip(keys, _SUIT_STARTS))]
    out = []
    for pair, sets in _suit_pair_melds(keys[block], pair_at):
        per_suit[block] = (sets,)
        out += [(pair, found) for found in _product(per_suit, tail)]
    return out


def _product(per_suit: list[tuple[tuple[Meld, ...], ...]], tail: tuple[Meld, ...]) -> list[tuple[Meld, ...]]:
    a, b, c = per_suit
    if len(a) == len(b) == len(c) == 1:  # the usual case: one way to read each suit
        return [a[0] + b[0] + c[0] + tail] if a and b and c else []
    return [x + y + z + tail for x in a for y in b for z in c]


def _knitted(counts: Sequence[int], melds: int) -> Iterator[Decomposition]:
    """Knitted straight + a set + a pair, and honors-and-knitted (Chinese Official)."""
    straight = melds <= 1 and counts[:27].count(0) <= 18  # nine kinds of suits
    for knit, held in zip(KNITTED_SETS, _KNIT_COUNTS):
        if straight and 0 not in held(counts):
            rest = list(counts)
            for t in knit:
                rest[t] -= 1
            for pair, sets in _standard(rest):
                yield Decomposition(Shape.KNITTED_STRAIGHT, sets, (pair,), knit)
    if melds == 0:
        singles = _honors_and_knitted(counts)
        if singles is not None and len(singles) == 14:
            yield Decomposition(Shape.HONORS_AND_KNITTED, (), (), singles)


def decompositions(hand: Hand, rules: Rules | str = STANDARD) -> list[Decomposition]:
    """Every way ``hand`` is a winning hand under ``rules`` (empty if it is not one).

    >>> from mjcore.notation import parse_hand
    >>> [d.shape.value for d in decompositions(parse_hand("22334455667788p"))]
    ['standard', 'standard', 'standard', 'seven_pairs']
    """
    rules = find_rules(rules)
    counts = tile_counts(hand.concealed)
    melds = len(hand.melds)
    if len(hand.concealed) + 3 * melds != 14:
        return []
    declared = hand.melds
    found = [Decomposition(Shape.STANDARD, declared + sets, (pair,)) for pair, sets in _standard(counts)]
    if melds == 0:
        if rules.seven_pairs and _seven_pairs(counts, rules):
            pairs = tuple(Tile(k) for k, c in enumerate(counts) for _ in range(c // 2))
            found.append(Decomposition(Shape.SEVEN_PAIRS, (), pairs))
        if rules.thirteen_orphans and _thirteen_orphans(counts):
            double = next(t for t in ORPHANS if counts[t] == 2)
            found.append(Decomposition(Shape.THIRTEEN_ORPHANS, (), (double,), tuple(t for t in ORPHANS if t != double)))
    if rules.knitted:
        for decomposition in _knitted(counts, melds):
            if decomposition.shape is Shape.KNITTED_STRAIGHT:
                decomposition = Decomposition(decomposition.shape, hand.melds + decomposition.sets,
                                              decomposition.pairs, decomposition.singles)
            found.append(decomposition)
    return found
