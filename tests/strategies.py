"""Hypothesis strategies for hands, shared by the test modules (``from strategies import ...``)."""

from __future__ import annotations

from hypothesis import strategies as st

from mjcore.hand import Hand, Meld
from mjcore.tiles import Tile

WALL = tuple(Tile(k) for k in range(34) for _ in range(4))
CHOW_STARTS = tuple(Tile(s * 9 + n) for s in range(3) for n in range(7))


@st.composite
def concealed_hands(draw: st.DrawFn, size: int | None = None, kinds: tuple[Tile, ...] | None = None) -> Hand:
    """A fully concealed hand of ``size`` (13 or 14) tiles drawn from the wall.

    ``kinds`` narrows the tiles drawn from, which makes sets, pairs and quads common.
    """
    n = size if size is not None else draw(st.sampled_from((13, 14)))
    pool = WALL if kinds is None else tuple(t for t in WALL if t in kinds)
    picks = draw(st.lists(st.integers(0, len(pool) - 1), min_size=n, max_size=n, unique=True))
    return Hand(tuple(pool[i] for i in picks))


@st.composite
def narrow_hands(draw: st.DrawFn, size: int | None = None) -> Hand:
    """A concealed hand drawn from a few kinds (often one or two suits)."""
    kinds = draw(st.lists(st.sampled_from(tuple(Tile(k) for k in range(34))), min_size=4, max_size=9, unique=True))
    n = size if size is not None else draw(st.sampled_from((13, 14)))
    if 4 * len(kinds) < n:
        kinds += [t for t in (Tile(k) for k in range(34)) if t not in kinds][: (n - 4 * len(kinds)) // 4 + 1]
    return draw(concealed_hands(n, tuple(kinds)))


@st.composite
def winning_hands(draw: st.DrawFn, max_melds: int = 4) -> Hand:
    """Four sets and a pair (some sets declared), respecting four copies of each tile."""
    counts = [0] * 34
    sets: list[Meld] = []
    while len(sets) < 4:
        if draw(st.booleans()):
            meld = Meld.chow(draw(st.sampled_from(CHOW_STARTS)), open=True)
        else:
            tile = Tile(draw(st.integers(0, 33)))
            meld = Meld.kong(tile, open=draw(st.booleans())) if draw(st.integers(0, 5)) == 0 else Meld.pung(tile)
        if all(counts[t] + meld.tiles.count(t) <= 4 for t in set(meld.tiles)):
            for t in meld.tiles:
                counts[t] += 1
            sets.append(meld)
    pair = draw(st.sampled_from([Tile(k) for k in range(34) if counts[k] <= 2]))
    declared = draw(st.integers(0, max_melds))
    melds = tuple(sets[:declared])
    concealed: list[Tile] = [pair, pair]
    for meld in sets[declared:]:
        if meld.is_kong and meld.open:  # a kong inside the hand is held as a pung
            concealed += list(meld.tiles[:3])
        elif meld.is_kong:
            melds += (meld,)
        else:
            concealed += list(meld.tiles)
    return Hand(tuple(concealed), melds)


@st.composite
def quad_heavy_counts(draw: st.DrawFn, size: int | None = None) -> list[int]:
    """34 counts of a concealed hand with one to three kinds held four times (the corner of
    the shanten formula's four-copies rules), 13 or 14 tiles by default, or fewer beside
    declared sets (10/11, 7/8)."""
    n = size if size is not None else draw(st.sampled_from((13, 14, 13, 14, 10, 11, 7, 8)))
    quads = draw(st.lists(st.integers(0, 33), min_size=1, max_size=min(3, n // 4), unique=True))
    counts = [0] * 34
    for k in quads:
        counts[k] = 4
    near = draw(st.booleans())  # the rest near the quads (same suits), or anywhere
    kinds = [k for k in range(34) if counts[k] == 0 and (not near or any(abs(k - q) <= 3 and k // 9 == q // 9 for q in quads))]
    if 4 * len(kinds) < n - 4 * len(quads):
        kinds = [k for k in range(34) if counts[k] == 0]
    pool = [k for k in kinds for _ in range(4)]
    picks = draw(st.lists(st.integers(0, len(pool) - 1), min_size=n - 4 * len(quads), max_size=n - 4 * len(quads), unique=True))
    for i in picks:
        counts[pool[i]] += 1
    return counts
