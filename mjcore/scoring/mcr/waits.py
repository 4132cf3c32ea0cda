"""Which tiles complete a ready hand under Chinese Official shapes — fast, for the wait fans.

Edge, closed and single wait (独听) score only when the hand waited on *one* tile. The
general :func:`mjcore.analysis.waits` tries all 34 kinds through the full win test; this
module answers the same question about ten times faster, because scoring asks it for
every hand: each suit is summarised once (cached by its counts) by the tiles whose
addition leaves it as sets, or as sets and a pair, and the suits are then combined. Seven
pairs (four of a kind as two pairs), thirteen orphans, the knitted straight (with a set
and a pair) and honors-and-knitted tiles are checked directly. A tile whose four copies
are all in the hand is no wait: there is no fifth copy.

>>> from mjcore.notation import parse_hand
>>> [str(t) for t in winning_tiles(parse_hand("123m456p789s1122z"))]
['1z', '2z']
>>> [str(t) for t in winning_tiles(parse_hand("147m258p369s1234z"))]
['5z', '6z', '7z']
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from mjcore.decompose import suit_is_sets, suit_is_sets_and_pair
from mjcore.hand import Hand, tile_counts
from mjcore.knitted import KNITTED_SETS
from mjcore.tiles import ORPHANS, Tile

_SETS, _PAIR, _BAD = 0, 1, 2
_HONORS = tuple(range(27, 34))


@lru_cache(maxsize=1 << 15)
def _suit_state(key: tuple[int, ...]) -> int:
    """One suit's 9 counts: all sets, sets and the pair, or neither."""
    mod = sum(key) % 3
    if mod == 0:
        return _SETS if suit_is_sets(key) else _BAD
    if mod == 2:
        return _PAIR if suit_is_sets_and_pair(key) else _BAD
    return _BAD


@lru_cache(maxsize=1 << 15)
def _suit_completions(key: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """(index, new state) for each tile of the suit whose addition makes it sets (+ pair)."""
    out = []
    for i in range(9):
        if key[i] >= 4:
            continue
        grown = key[:i] + (key[i] + 1,) + key[i + 1 :]
        state = _suit_state(grown)
        if state != _BAD:
            out.append((i, state))
    return tuple(out)


def _honor_state(count: int) -> int:
    return _SETS if count in (0, 3) else _PAIR if count == 2 else _BAD


def _regular(counts: Sequence[int]) -> set[int]:
    """Kinds that make ``counts`` (sets and one pair, any number of sets) complete."""
    keys = [tuple(counts[s : s + 9]) for s in (0, 9, 18)]
    states = [_suit_state(k) for k in keys] + [_honor_state(counts[t]) for t in _HONORS]
    bad = states.count(_BAD)
    pairs = states.count(_PAIR)
    found: set[int] = set()
    if bad > 1:
        return found
    for block, start in enumerate((0, 9, 18)):
        own = states[block]
        if bad - (own == _BAD):
            continue
        others = pairs - (own == _PAIR)
        for i, state in _suit_completions(keys[block]):
            if others + (state == _PAIR) == 1:
                found.add(start + i)
    for block, tile in enumerate(_HONORS, start=3):
        own = states[block]
        if bad - (own == _BAD):
            continue
        others = pairs - (own == _PAIR)
        state = _honor_state(counts[tile] + 1)
        if state != _BAD and others + (state == _PAIR) == 1:
            found.add(tile)
    return found


def _complete(counts: Sequence[int]) -> bool:
    states = [_suit_state(tuple(counts[s : s + 9])) for s in (0, 9, 18)] + [_honor_state(counts[t]) for t in _HONORS]
    return _BAD not in states and states.count(_PAIR) == 1


def waiting_counts(counts: Sequence[int], melds: int, held: Sequence[int] | None = None) -> tuple[Tile, ...]:
    """The kinds completing 13 concealed ``counts`` plus ``melds`` declared sets.

    ``held`` (every copy in the hand, melds included) rules out kinds held four times;
    by default the concealed counts are used.
    """
    found = _regular(counts)
    # the special shapes need different kinds: 4+ for seven pairs (quads are two pairs), 12+
    # for thirteen orphans, 13 for honors-and-knitted, 8 knitted tiles for the knitted straight
    kinds = 34 - list(counts).count(0)
    if melds == 0 and kinds >= 4:
        odd = [k for k, c in enumerate(counts) if c % 2]
        if len(odd) == 1:  # six pairs (a quad counts as two) and one single
            found.add(odd[0])
        if kinds >= 12 and sum(counts[t] for t in ORPHANS) == 13 and max(counts[t] for t in ORPHANS) <= 2:
            missing = [t for t in ORPHANS if not counts[t]]
            if len(missing) <= 1:  # 12 kinds and a pair wait on the 13th; 13 kinds on any
                found.update(missing if missing else ORPHANS)
        if kinds == 13:  # honors and knitted tiles: 13 different tiles so far
            suited = [k for k, c in enumerate(counts) if c and k < 27]
            for knit in KNITTED_SETS:
                if all(k in knit for k in suited):
                    found.update(t for t in (*knit, *_HONORS) if not counts[t])
    if melds <= 1 and 27 - list(counts[:27]).count(0) >= 8:
        rest = list(counts)
        for knit in KNITTED_SETS:
            missing = [t for t in knit if not counts[t]]
            if len(missing) > 1:
                continue
            for t in knit:
                if counts[t]:
                    rest[t] -= 1
            if not missing:
                found.update(_regular(rest))
            elif _complete(rest):  # the missing tile completes the knit, the rest is complete
                found.add(missing[0])
            for t in knit:
                if counts[t]:
                    rest[t] += 1
    limit = held if held is not None else counts
    return tuple(Tile(k) for k in sorted(found) if limit[k] < 4)


def winning_tiles(hand: Hand) -> tuple[Tile, ...]:
    """The tiles a 13-tile hand waits on under Chinese Official shapes."""
    return waiting_counts(tile_counts(hand.concealed), len(hand.melds), hand.all_counts())
