"""Rules-core speed: win check, waits, shanten (vs the ``mahjong`` package) and discard ranking.

A fixed random set of hands (seed 2026) drawn from the 136-tile wall. Shanten is timed
twice: with our per-suit caches cleared before the pass ("cold") and after a warm-up
("warm"); the reference package keeps no cache.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from mjcore import Hand, Tile, analyze_discards, shanten, waits
from mjcore.decompose import _suit_is_sets, _suit_is_sets_and_pair, _suit_splits, is_winning_counts
from mjcore.shanten import _honor_frontier, _suit_frontier, shanten_of_counts

SEED = 2026
HANDS = 20_000


def hand_set(size: int, count: int, seed: int = SEED) -> list[Hand]:
    rng = random.Random(seed + size)
    wall = [Tile(k) for k in range(34) for _ in range(4)]
    return [Hand(tuple(rng.sample(wall, size))) for _ in range(count)]


def clear_caches() -> None:
    for cached in (_suit_frontier, _honor_frontier, _suit_splits, _suit_is_sets, _suit_is_sets_and_pair):
        cached.cache_clear()


def per_second(run: Callable[[], object], items: int, repeat: int = 3, cold: bool = False) -> float:
    """Items per second, best of ``repeat`` passes."""
    best = float("inf")
    for _ in range(repeat):
        if cold:
            clear_caches()
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return items / best


def report(name: str, value: float, unit: str) -> None:
    print(f"  {name:<44} {value:>12,.0f} {unit}")


def main() -> None:
    h13, h14 = hand_set(13, HANDS), hand_set(14, HANDS)
    counts13 = [h.counts() for h in h13]
    counts14 = [h.counts() for h in h14]
    both = counts13 + counts14
    print(f"{len(h13):,} random 13-tile and {len(h14):,} 14-tile hands (seed {SEED})")

    report("win check (14 tiles)", per_second(lambda: [is_winning_counts(c) for c in counts14], len(counts14)), "hands/s")
    cold = per_second(lambda: [shanten_of_counts(c) for c in both], len(both), cold=True)
    warm = per_second(lambda: [shanten_of_counts(c) for c in both], len(both))
    report("shanten, ours (cold caches)", cold, "hands/s")
    report("shanten, ours (warm caches)", warm, "hands/s")
    try:
        from mahjong.shanten import Shanten
    except ImportError:
        print("  (the mahjong package is not installed: no reference figure)")
    else:
        theirs = per_second(lambda: [Shanten.calculate_shanten(c) for c in both], len(both), repeat=1)
        report("shanten, mahjong package", theirs, "hands/s")
        print(f"  {'ratio ours/theirs (cold, warm)':<44} {cold / theirs:>12.2f} {warm / theirs:.2f}")

    sample = h13[:5000]
    rate = per_second(lambda: [(waits(h), shanten(h)) for h in sample], len(sample))
    report("waits + shanten (13 tiles)", rate, "hands/s")
    print(f"  {'  = per hand':<44} {1e6 / rate:>12,.0f} µs")
    sample14 = h14[:1000]
    rate = per_second(lambda: [analyze_discards(h) for h in sample14], len(sample14), repeat=1)
    report("ranked discards with useful tiles (14)", rate, "hands/s")
    print(f"  {'  = per hand':<44} {1e3 / rate:>12.2f} ms")


if __name__ == "__main__":
    main()
