"""Build ``suit_blocks.zlib``, the per-suit block tables of :mod:`mjcore.blocks`.

    python -m mjcore.data.build_blocks          # writes mjcore/data/suit_blocks.zlib (~2 min)

For every way one suit can be held (nine counts 0-4, at most 14 tiles: 405,350 of them)
this searches *exhaustively* every split of the tiles into sets, partial sets (two
neighbours or a gap), pairs and isolated tiles, and summarises the splits as a
:data:`~mjcore.blocks.Table`: for each number of blocks (sets + partial sets, 0-4) the best
``2*sets + partial sets (+1 for a pair as the head)``, separately for splits with the head
and, without it, by what is left isolated — nothing, only fourth copies, or a free tile (the
four-copies rule of the usual shanten formula: an isolated tile whose kind is held four
times cannot become the pair). Only 557 different tables occur; the file maps each suit
(its base-5 index) to one of them.

The search is the reference the tables are checked against: the tests rebuild a sample of
suits with :func:`suit_table` and compare them with the file.

>>> suit_table((1, 1, 0, 0, 0, 0, 0, 0, 0))[:5]   # 12: a partial set (one block, one point)
(0, 1, 1, 1, 1)
"""

from __future__ import annotations

import array
import itertools
import json
import sys
import zlib
from functools import cache
from pathlib import Path

from mjcore.blocks import FREE, NEG, NONE, QUAD, Table, table_of

#: Where the tables are written (and read by :mod:`mjcore.blocks`).
PATH = Path(__file__).with_name("suit_blocks.zlib")

# (has the head, isolated state, sets) -> the most partial sets (spare pairs count as partial sets).
Frontier = dict[tuple[int, int, int], int]
Entries = tuple[tuple[int, int, int, int], ...]


def _add(frontier: Frontier, key: tuple[int, int, int], partials: int) -> None:
    if frontier.get(key, -1) < partials:
        frontier[key] = partials


@cache
def suit_splits(counts: tuple[int, ...], quads: int) -> Entries:
    """Every useful ``(head, isolated state, sets, partial sets)`` of one suit's 9 counts;
    ``quads`` marks (bit ``k``) the kinds held four times.

    Exhaustive: the copies of the lowest tile ``i`` left are split at once between a pung,
    a pair (at most one per kind: a second would wait on a fifth copy), chows and partial
    sets starting at ``i``, and isolated tiles; the rest of the suit is solved the same way.
    """
    i = next((k for k, c in enumerate(counts) if c), None)
    if i is None:
        return ((0, NONE, 0, 0),)
    n = counts[i]
    c1 = counts[i + 1] if i <= 7 else 0
    c2 = counts[i + 2] if i <= 6 else 0
    state = QUAD if quads >> i & 1 else FREE
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
                        for h, s, m, t in suit_splits(tuple(rest), quads):
                            if isolated and not h:
                                s = max(s, state)
                            if pair:
                                if not h:
                                    _add(result, (1, NONE, m + sets), t + partials)  # the head
                                _add(result, (h, s, m + sets), t + partials + 1)  # a spare pair
                            else:
                                _add(result, (h, s, m + sets), t + partials)
    return tuple((h, s, m, t) for (h, s, m), t in result.items())


def suit_table(counts: tuple[int, ...]) -> Table:
    """The block table of one suit's nine counts, by exhaustive search."""
    quads = sum(1 << k for k, c in enumerate(counts) if c == 4)
    return table_of(suit_splits(tuple(counts), quads))


def all_suits() -> itertools.product[tuple[int, ...]]:
    """Every nine counts 0-4 (those over 14 tiles are skipped by the builder)."""
    return itertools.product(range(5), repeat=9)


def index(counts: tuple[int, ...]) -> int:
    """The base-5 index of nine counts (the first count is the lowest digit)."""
    return sum(c * 5**k for k, c in enumerate(counts))


def build() -> bytes:
    """The file's bytes: zlib of ``<4-byte length><JSON list of tables><uint16 per base-5 index>``."""
    ids: dict[Table, int] = {}
    ids_of_suits = array.array("H", [0xFFFF]) * 5**9
    for counts in all_suits():
        if sum(counts) > 14:
            continue
        table = suit_table(counts)
        ids_of_suits[index(counts)] = ids.setdefault(table, len(ids))
    if sys.byteorder != "little":
        ids_of_suits.byteswap()
    header = json.dumps([list(t) for t in ids], separators=(",", ":")).encode()
    return zlib.compress(len(header).to_bytes(4, "little") + header + ids_of_suits.tobytes(), 9)


def main() -> int:
    data = build()
    PATH.write_bytes(data)
    print(f"wrote {PATH} ({len(data):,} bytes)")
    return 0


__all__ = ["FREE", "NEG", "NONE", "PATH", "QUAD", "build", "index", "suit_splits", "suit_table"]

if __name__ == "__main__":
    sys.exit(main())
