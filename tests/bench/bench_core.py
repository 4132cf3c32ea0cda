"""Rules-core speed against the ``mahjong`` package, measured in one run on the same hands.

Fixed random hands (seed 2026) drawn from the 136-tile wall. Every figure that has a goal
(issue 12) is printed as a ratio to the reference measured in the same run:

- shanten: ours / the package's ``Shanten.calculate_shanten`` (goal ≥ 5), "cold" with our
  caches cleared before each pass (only the shipped suit tables kept), "warm" after the
  caches were filled by *other* hands of the same kind (a process that has been running);
- useful tiles of a 13-tile hand per second (goal ≥ 10,000 on a quiet machine);
- ranked discards of a 14-tile hand (the hint) per second (goal ≥ 2,000 on a quiet machine,
  i.e. ≥ 0.1 of the package's shanten calls per second);
- ``python -m mjcore analyze --jsonl`` on 13-tile hands, whole process, against the
  package's bare loop over the same lines (read JSON, ``TilesConverter``, shanten) — goal ≥ 2.

The reference keeps no cache, so one pass of it is enough.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from mjcore import Hand, Tile
from mjcore import blocks
from mjcore.analysis import rank_discards, useful_tiles
from mjcore.decompose import is_winning_counts
from mjcore.shanten import shanten_of_counts

SEED = 2026
HANDS = 20_000
JSONL_HANDS = 20_000

THEIR_LOOP = """
import json, sys
from mahjong.shanten import Shanten
from mahjong.tile import TilesConverter
for line in sys.stdin:
    request = json.loads(line)
    Shanten.calculate_shanten(TilesConverter.one_line_string_to_34_array(request["hand"]))
"""


def hand_set(size: int, count: int, seed: int = SEED) -> list[Hand]:
    rng = random.Random(seed * 100 + size)
    wall = [Tile(k) for k in range(34) for _ in range(4)]
    return [Hand(tuple(rng.sample(wall, size))) for _ in range(count)]


def per_second(run: Callable[[], object], items: int, repeat: int = 3, before: Callable[[], object] | None = None) -> float:
    """Items per second, best of ``repeat`` passes (``before`` runs untimed before each)."""
    best = float("inf")
    for _ in range(repeat):
        if before is not None:
            before()
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return items / best


def report(name: str, value: float, unit: str, goal: str = "") -> None:
    print(f"  {name:<48} {value:>12,.2f} {unit:<8} {goal}" if unit == "x" else f"  {name:<48} {value:>12,.0f} {unit:<8} {goal}")


def process_seconds(command: list[str], stdin: Path, repeat: int = 3) -> float:
    """The best whole-process time of ``command`` reading ``stdin`` (output thrown away)."""
    best = float("inf")
    for _ in range(repeat):
        with stdin.open("rb") as source:
            start = time.perf_counter()
            subprocess.run(command, stdin=source, stdout=subprocess.DEVNULL, check=True)
            best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    h13, h14 = hand_set(13, HANDS), hand_set(14, HANDS)
    other13, other14 = hand_set(13, HANDS, SEED + 1), hand_set(14, HANDS, SEED + 1)
    counts13 = [h.counts() for h in h13]
    counts14 = [h.counts() for h in h14]
    both = counts13 + counts14
    warm_up = [h.counts() for h in other13 + other14]
    print(f"{len(h13):,} random 13-tile and {len(h14):,} 14-tile hands (seed {SEED}); warm caches filled by other hands")

    def warm() -> None:
        blocks.clear_caches()
        for c in warm_up:
            shanten_of_counts(c)

    report("win check (14 tiles)", per_second(lambda: [is_winning_counts(c) for c in counts14], len(counts14)), "hands/s")
    cold = per_second(lambda: [shanten_of_counts(c) for c in both], len(both), before=blocks.clear_caches)
    hot = per_second(lambda: [shanten_of_counts(c) for c in both], len(both), before=warm)
    report("shanten, ours (cold caches)", cold, "hands/s")
    report("shanten, ours (warm caches)", hot, "hands/s")
    try:
        from mahjong.shanten import Shanten
    except ImportError:
        print("  (the mahjong package is not installed: no reference figures)")
        return
    theirs = per_second(lambda: [Shanten.calculate_shanten(c) for c in both], len(both), repeat=2)
    report("shanten, mahjong package", theirs, "hands/s")
    report("shanten ratio ours/theirs, cold", cold / theirs, "x", "goal ≥ 5")
    report("shanten ratio ours/theirs, warm", hot / theirs, "x", "goal ≥ 5")

    for c in [h.counts() for h in other13[:5000]]:
        useful_tiles(c, 0, c)
    sample13 = counts13[:5000]
    rate = per_second(lambda: [useful_tiles(list(c), 0, c) for c in sample13], len(sample13))
    report("useful tiles of a 13-tile hand", rate, "hands/s", "goal ≥ 10,000 (quiet machine)")
    print(f"  {'  = per hand':<48} {1e6 / rate:>12,.1f} µs")

    def ranked(counts: list[list[int]]) -> list[object]:
        return [rank_discards(list(c), 0, list(c), [4 - x for x in c]) for c in counts]

    ranked([h.counts() for h in other14[:2000]])
    sample14 = counts14[:2000]
    rate = per_second(lambda: ranked(sample14), len(sample14))
    report("ranked discards of a 14-tile hand (the hint)", rate, "hands/s", "goal ≥ 2,000 (quiet machine)")
    print(f"  {'  = per hand':<48} {1e6 / rate:>12,.0f} µs")
    report("ranked discards / package shanten calls", rate / theirs, "x", "goal ≥ 0.1")

    with tempfile.TemporaryDirectory() as folder:
        lines = Path(folder) / "hands.jsonl"
        lines.write_text("".join(json.dumps({"id": i, "hand": str(h)}) + "\n" for i, h in enumerate(h13[:JSONL_HANDS])))
        ours_s = process_seconds([sys.executable, "-m", "mjcore", "analyze", "--jsonl"], lines)
        theirs_s = process_seconds([sys.executable, "-c", THEIR_LOOP], lines)
    print(f"  analyze --jsonl, {JSONL_HANDS:,} 13-tile hands, whole process (best of 3):")
    report("  ours (shanten, waits, useful tiles, JSON out)", JSONL_HANDS / ours_s, "hands/s")
    report("  the package's bare loop (JSON in, shanten)", JSONL_HANDS / theirs_s, "hands/s")
    report("  ratio ours/theirs", theirs_s / ours_s, "x", "goal ≥ 2")


if __name__ == "__main__":
    main()
