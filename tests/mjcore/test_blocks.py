"""The block tables behind shanten: the shipped file against its exhaustive builder, and
the table algebra (merging, the final value) against the frontier search it replaces."""

from __future__ import annotations

import random
import zlib

import pytest

from mjcore import blocks
from mjcore.data import build_blocks


def _shipped_ids() -> list[int]:
    blocks.load()
    data = zlib.decompress(build_blocks.PATH.read_bytes())
    size = int.from_bytes(data[:4], "little")
    import array

    ids = array.array("H")
    ids.frombytes(data[4 + size :])
    return list(ids)


def _random_suits(count: int, seed: int) -> list[tuple[int, ...]]:
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        counts = tuple(rng.choice((0, 0, 0, 1, 1, 2, 3, 4)) for _ in range(9))
        if sum(counts) <= 14:
            out.append(counts)
    return out


def test_the_shipped_tables_match_the_exhaustive_search_on_a_sample() -> None:
    ids = _shipped_ids()
    for counts in _random_suits(1500, seed=12) + [(4, 4, 4, 2, 0, 0, 0, 0, 0), (0,) * 9, (1,) * 9, (4, 1, 1, 1, 1, 1, 1, 1, 3)]:
        assert blocks.TABLES[ids[build_blocks.index(counts)]] == build_blocks.suit_table(counts), counts


def test_suits_over_fourteen_tiles_have_no_table() -> None:
    ids = _shipped_ids()
    assert ids[build_blocks.index((4, 4, 4, 3, 0, 0, 0, 0, 0))] == 0xFFFF
    assert ids[build_blocks.index((4, 4, 4, 2, 0, 0, 0, 0, 0))] != 0xFFFF


@pytest.mark.slow
def test_the_shipped_file_is_exactly_what_the_builder_writes() -> None:
    assert zlib.decompress(build_blocks.build()) == zlib.decompress(build_blocks.PATH.read_bytes())


def test_merging_is_commutative_and_associative_on_random_suits() -> None:
    suits = [blocks.suit_id(bytes(c)) for c in _random_suits(60, seed=3)]
    rng = random.Random(4)
    for _ in range(300):
        a, b, c = (rng.choice(suits) for _ in range(3))
        assert blocks.merge_tables(blocks.TABLES[a], blocks.TABLES[b]) == blocks.merge_tables(blocks.TABLES[b], blocks.TABLES[a])
        assert blocks.merge(blocks.merge(a, b), c) == blocks.merge(a, blocks.merge(b, c))


def test_clearing_the_caches_keeps_the_shipped_tables() -> None:
    blocks.load()
    before = blocks.TABLES[:557]
    blocks.merge(blocks.suit_id(bytes((1, 1, 1, 0, 0, 0, 0, 0, 0))), blocks.honor_id(bytes((2, 0, 0, 0, 0, 0, 0))))
    blocks.clear_caches()
    assert blocks.TABLES == before and blocks.cache_sizes()["merges"] == 0
