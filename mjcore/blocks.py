"""Block tables: what the tiles of one suit can make, precomputed, and how suits combine.

The standard shape (four sets and a pair) is counted with *blocks*, as in the usual
(Tenhou) shanten formula: with ``s`` sets, ``p`` partial sets (two neighbours, a gap, or a
spare pair) and ``h`` = 1 when a pair is the head, a hand with ``d`` declared sets is
``8 - 2*(s + d) - h - min(p, 4 - s - d)`` tiles from ready, at its best split, plus one when
no pair is the head and every tile left isolated is a fourth copy (it cannot become the
pair), and at least the number of honors held four times (they make no set until declared).

A :data:`Table` summarises one group (a suit, or the honors) for every way of splitting it:
20 numbers, ``[H0..H4, N0..N4, Q0..Q4, F0..F4]``, the best ``2*sets + partial sets (+1 for
the head)`` using at most ``b`` = 0..4 blocks — ``H`` with the head in this group, and
without it by what stays isolated: ``N`` nothing, ``Q`` only fourth copies, ``F`` a free
tile. Tables of groups combine by a max-plus convolution (:func:`merge`); the shanten of
the whole hand is read off the combined table (:data:`FINAL`).

Only 557 different tables occur over the 405,350 ways to hold one suit, so each suit maps
to a small table id (from ``mjcore/data/suit_blocks.zlib``, made by
:mod:`mjcore.data.build_blocks`), combined tables are interned too, and merges are cached
by id: a hand's shanten is a few dictionary lookups.

>>> from mjcore.hand import tile_counts
>>> from mjcore.notation import parse_tiles
>>> counts = tile_counts(parse_tiles("123m456p789s1122z"))
>>> FINAL[hand_table(counts)][0]   # ready: 0 tiles away, no declared set
0
"""

from __future__ import annotations

import array
import json
import sys
import zlib
from collections.abc import Iterable, Sequence
from importlib import resources
from typing import Any

#: A group's summary: ``[H0..H4, N0..N4, Q0..Q4, F0..F4]`` (see the module's notes).
Table = tuple[int, ...]

#: "No split gives this": far below any real value.
NEG = -99
#: What a split leaves isolated, without a head: nothing, only fourth copies, a free tile.
NONE, QUAD, FREE = 0, 1, 2

_H, _N, _Q, _F = 0, 5, 10, 15

#: Every table seen so far, by id; the suits' 557 come first (the data file's order).
TABLES: list[Table] = []
#: For each table id, the shanten of the standard shape with 0-4 declared sets (before the
#: rule for honors held four times, applied by the caller).
FINAL: list[tuple[int, int, int, int, int]] = []
_IDS: dict[Table, int] = {}
#: The caches the hot paths look up themselves (a miss goes through :func:`merge`,
#: :func:`suit_id`, :func:`honor_id`): merges by ``a << 20 | b`` (``a <= b``), groups by counts.
MERGED: dict[int, int] = {}
SUIT_IDS: dict[bytes, int] = {}
HONOR_IDS: dict[bytes, int] = {}
_HONOR_TABLES: dict[tuple[int, int, int], int] = {}
_SUIT_INDEX: array.array[int] = array.array("H")
_LOADED: list[int] = []  # the number of the data file's tables, once it is read
#: Counts 0-4 as the digits of a base-5 number (the first count is the lowest digit).
_DIGITS = bytes.maketrans(bytes(range(5)), b"01234")
_POWERS = tuple(5**i for i in range(9))


def table_of(splits: Iterable[tuple[int, int, int, int]]) -> Table:
    """The table of ``(head, isolated state, sets, partial sets)`` splits.

    >>> table_of([(0, NONE, 1, 0)])[5:10]   # one set: 2 points with at least one block
    (-99, 2, 2, 2, 2)
    """
    best = [NEG] * 20
    for h, s, m, p in splits:
        base = _H if h else _N + 5 * s
        for b in range(m, 5):
            value = 2 * m + min(p, b - m) + h
            if value > best[base + b]:
                best[base + b] = value
    for base in (_H, _N, _Q, _F):  # fewer blocks than allowed is always allowed
        for b in range(1, 5):
            if best[base + b - 1] > best[base + b]:
                best[base + b] = best[base + b - 1]
    return tuple(best)


def intern(table: Table) -> int:
    """The id of ``table`` (a new one is added to :data:`TABLES` and :data:`FINAL`)."""
    found = _IDS.get(table)
    if found is None:
        if not _LOADED:
            load()
            return intern(table)
        found = _IDS[table] = len(TABLES)
        TABLES.append(table)
        FINAL.append(tuple(_final(table, melds) for melds in range(5)))  # type: ignore[arg-type]
    return found


def _final(t: Table, melds: int) -> int:
    b = 4 - melds
    best = max(t[_H + b], t[_N + b], t[_Q + b] - 1, t[_F + b])
    return 8 - 2 * melds - best


_Row = tuple[int, int, int, int, int]
_CONVOLVED: dict[tuple[_Row, _Row], _Row] = {}


def _conv(x: _Row, y: _Row) -> _Row:
    """Max-plus convolution of two 5-long rows (at most 4 blocks in all); rows repeat across
    tables, so their convolutions are cached."""
    found = _CONVOLVED.get((x, y))
    if found is None:
        out = [NEG] * 5
        for i in range(5):
            a = x[i]
            if a <= NEG:
                continue
            for j in range(5 - i):
                b = y[j]
                if b > NEG and a + b > out[i + j]:
                    out[i + j] = a + b
        found = _CONVOLVED[(x, y)] = (out[0], out[1], out[2], out[3], out[4])
    return found


def _rows(t: Table) -> tuple[_Row, _Row, _Row, _Row, _Row]:
    """The head, none, quad and free rows of a table, and the best of the last three."""
    h, n, q, f = t[0:5], t[5:10], t[10:15], t[15:20]
    return h, n, q, f, tuple(max(n[b], q[b], f[b]) for b in range(5))  # type: ignore[return-value]


def _best(*rows: _Row) -> tuple[int, ...]:
    return tuple(max(values) for values in zip(*rows))


def merge_tables(a: Table, b: Table) -> Table:
    """Two groups' tables as one (the head in at most one of them).

    >>> one_set = table_of([(0, NONE, 1, 0)])
    >>> merge_tables(one_set, one_set)[5:10]   # two sets need two blocks
    (-99, -99, 4, 4, 4)
    """
    ah, an, aq, af, a_any = _rows(a)
    bh, bn, bq, bf, b_any = _rows(b)
    head = _best(_conv(ah, b_any), _conv(a_any, bh))
    none = _conv(an, bn)
    quad = _best(_conv(an, bq), _conv(aq, bn), _conv(aq, bq))
    free = _best(_conv(af, b_any), _conv(a_any, bf))
    return head + none + quad + free


def merge(a: int, b: int) -> int:
    """The id of tables ``a`` and ``b`` merged (cached)."""
    key = a << 20 | b if a <= b else b << 20 | a
    found = MERGED.get(key)
    if found is None:
        found = MERGED[key] = intern(merge_tables(TABLES[a], TABLES[b]))
    return found


def suit_id(key: bytes) -> int:
    """The table id of one suit's nine counts (as bytes)."""
    found = SUIT_IDS.get(key)
    if found is None:
        if not _LOADED:
            load()
        found = SUIT_IDS[key] = _SUIT_INDEX[int(key.translate(_DIGITS)[::-1], 5)]
    return found


def suit_draws(key: bytes) -> tuple[int, list[int]]:
    """The table id of one suit's nine counts and, for each position, the id after one more
    tile there (-1 where all four are held): neighbours in the base-5 index, no lookups by key."""
    if not _LOADED:
        load()
    index = int(key.translate(_DIGITS)[::-1], 5)
    ids = _SUIT_INDEX
    return ids[index], [ids[index + _POWERS[i]] if count < 4 else -1 for i, count in enumerate(key)]


def honor_id(key: bytes) -> int:
    """The table id of the seven honor counts (as bytes): honors make no chows, so a pung is
    a set, a pair a pair (the head or a partial set) and a single tile or a fourth copy is
    isolated."""
    found = HONOR_IDS.get(key)
    if found is None:
        quads = key.count(4)
        sets, pairs = key.count(3) + quads, key.count(2)
        state = FREE if key.count(1) else QUAD if quads else NONE
        signature = (sets, pairs, state)  # all the table depends on
        found = _HONOR_TABLES.get(signature)
        if found is None:
            splits = [(0, state, sets, pairs)]
            if pairs:
                splits.append((1, NONE, sets, pairs - 1))
            found = _HONOR_TABLES[signature] = intern(table_of(splits))
        HONOR_IDS[key] = found
    return found


def group_ids(counts: Sequence[int]) -> tuple[int, int, int, int]:
    """The table ids of the characters, dots, bamboo and honors of 34 counts."""
    return (
        suit_id(bytes(counts[0:9])),
        suit_id(bytes(counts[9:18])),
        suit_id(bytes(counts[18:27])),
        honor_id(bytes(counts[27:34])),
    )


def hand_table(counts: Sequence[int]) -> int:
    """The id of the whole hand's table (the four groups merged)."""
    m, p, s, z = group_ids(counts)
    return merge(merge(m, p), merge(s, z))


def load() -> None:
    """Read the suits' tables from the data file (done once, on first use)."""
    if _LOADED:
        return
    data = zlib.decompress(resources.files("mjcore.data").joinpath("suit_blocks.zlib").read_bytes())
    size = int.from_bytes(data[:4], "little")
    tables = json.loads(data[4 : 4 + size])
    ids = array.array("H")
    ids.frombytes(data[4 + size :])
    if sys.byteorder != "little":
        ids.byteswap()
    _LOADED.append(len(tables))
    for table in tables:  # the first tables of all: a suit's id is its table's id
        _IDS[tuple(table)] = len(TABLES)
        TABLES.append(tuple(table))
        FINAL.append(tuple(_final(tuple(table), melds) for melds in range(5)))  # type: ignore[arg-type]
    _SUIT_INDEX.extend(ids)


#: Caches elsewhere that hold table ids (cleared with ours).
_DEPENDENT_CACHES: list[dict[Any, Any]] = []


def register_cache(cache: dict[Any, Any]) -> None:
    """Clear ``cache`` (a dictionary holding table ids) whenever :func:`clear_caches` runs."""
    _DEPENDENT_CACHES.append(cache)


def clear_caches() -> None:
    """Forget every cached merge and group (the benchmarks' cold start); the data file stays."""
    for cache in _DEPENDENT_CACHES:
        cache.clear()
    MERGED.clear()
    _CONVOLVED.clear()
    _HONOR_TABLES.clear()
    SUIT_IDS.clear()
    HONOR_IDS.clear()
    if _LOADED:
        base = _LOADED[0]
        for table in TABLES[base:]:
            del _IDS[table]
        del TABLES[base:]
        del FINAL[base:]


def cache_sizes() -> dict[str, int]:
    """How many tables, merges and groups are cached (for the benchmarks)."""
    return {"tables": len(TABLES), "merges": len(MERGED), "suits": len(SUIT_IDS), "honors": len(HONOR_IDS)}


__all__ = [
    "FINAL",
    "FREE",
    "HONOR_IDS",
    "MERGED",
    "NEG",
    "NONE",
    "QUAD",
    "SUIT_IDS",
    "TABLES",
    "Table",
    "cache_sizes",
    "clear_caches",
    "group_ids",
    "hand_table",
    "honor_id",
    "intern",
    "load",
    "merge",
    "merge_tables",
    "register_cache",
    "suit_draws",
    "suit_id",
    "table_of",
]
