"""Rules-core speed against the ``mahjong`` package, measured in one run on the same hands.

Fixed random hands (seed 2026) drawn from the 136-tile wall. The machine is shared, so every
figure is CPU time, measured in rounds that alternate ours and the reference, and every goal
(issue 12) is a ratio taken round by round (min / median of the rounds):

- shanten: ours / the package's ``Shanten.calculate_shanten`` (goal ≥ 5), "cold" with our
  caches cleared before the pass (only the shipped suit tables kept), "warm" after the
  caches were filled by *other* hands of the same kind (a process that has been running);
- useful tiles of a 13-tile hand per second (goal ≥ 10,000 on a quiet machine);
- ranked discards of a 14-tile hand (the hint) per second (goal ≥ 2,000 on a quiet machine,
  i.e. ≥ 0.1 of the package's shanten calls per second);
- ``python -m mjcore analyze --jsonl`` on 13-tile hands, whole process (CPU time of the child),
  against the package's bare loop over the same lines (read JSON, ``TilesConverter``,
  shanten) — goal ≥ 2.
"""

from __future__ import annotations

import json
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from mjcore import Hand, Tile, blocks
from mjcore.analysis import rank_discards, useful_tiles
from mjcore.decompose import is_winning_counts
from mjcore.shanten import shanten_of_counts

SEED = 2026
HANDS = 20_000
ROUNDS = 5
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


def cpu(run: Callable[[], object]) -> float:
    start = time.process_time()
    run()
    return time.process_time() - start


def show(name: str, values: list[float], unit: str, goal: str = "") -> None:
    """``min / median`` of a figure over the rounds (for rates: the best and the median)."""
    best = max(values) if unit == "hands/s" else min(values)
    middle = statistics.median(values)
    text = f"{best:>10,.0f} / {middle:>8,.0f}" if unit == "hands/s" else f"{best:>10.2f} / {middle:>8.2f}"
    print(f"  {name:<46} {text} {unit:<8} {goal}")


def child_cpu(command: list[str], stdin: Path) -> float:
    """The CPU time (user + system) of a child process reading ``stdin``; the child may keep
    its bytecode caches, as on a user's machine (a warm-up run goes first)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with stdin.open("rb") as source:
        subprocess.run(command, stdin=source, stdout=subprocess.DEVNULL, check=True, env=env)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    try:
        from mahjong.shanten import Shanten
    except ImportError:
        print("  (the mahjong package is not installed: no reference figures)")
        return
    counts13 = [h.counts() for h in hand_set(13, HANDS)]
    counts14 = [h.counts() for h in hand_set(14, HANDS)]
    both = counts13 + counts14
    other = [h.counts() for h in hand_set(13, HANDS, SEED + 1) + hand_set(14, HANDS, SEED + 1)]
    sample13, other13 = counts13[:5000], other[:5000]
    sample14, other14 = counts14[:2000], other[HANDS : HANDS + 2000]
    print(f"{len(counts13):,} random 13-tile and {len(counts14):,} 14-tile hands (seed {SEED}); "
          f"{ROUNDS} rounds, CPU time; warm caches filled by other hands")

    def ranked(hands: list[list[int]]) -> None:
        for c in hands:
            rank_discards(list(c), 0, list(c), [4 - x for x in c])

    figures: dict[str, list[float]] = {}
    for _ in range(ROUNDS):
        theirs = len(both) / cpu(lambda: [Shanten.calculate_shanten(c) for c in both])
        blocks.clear_caches()
        cold = len(both) / cpu(lambda: [shanten_of_counts(c) for c in both])
        blocks.clear_caches()
        for c in other:
            shanten_of_counts(c)
        warm = len(both) / cpu(lambda: [shanten_of_counts(c) for c in both])
        for c in other13:
            useful_tiles(list(c), 0, c)
        useful = len(sample13) / cpu(lambda: [useful_tiles(list(c), 0, c) for c in sample13])
        ranked(other14)
        hint = len(sample14) / cpu(lambda: ranked(sample14))
        for name, value in (("theirs", theirs), ("cold", cold), ("warm", warm), ("useful", useful), ("hint", hint),
                            ("cold ratio", cold / theirs), ("warm ratio", warm / theirs), ("hint ratio", hint / theirs)):
            figures.setdefault(name, []).append(value)
    wins = len(counts14) / cpu(lambda: [is_winning_counts(c) for c in counts14])
    show("win check (14 tiles)", [wins], "hands/s")
    show("shanten, mahjong package", figures["theirs"], "hands/s")
    show("shanten, ours (cold caches)", figures["cold"], "hands/s")
    show("shanten, ours (warm caches)", figures["warm"], "hands/s")
    show("shanten ratio ours/theirs, cold", figures["cold ratio"], "x", "(reported)")
    show("shanten ratio ours/theirs, warm", figures["warm ratio"], "x", "goal ≥ 5")
    show("useful tiles of a 13-tile hand", figures["useful"], "hands/s", "goal ≥ 10,000 (quiet machine)")
    show("ranked discards of a 14-tile hand (the hint)", figures["hint"], "hands/s", "goal ≥ 2,000 (quiet machine)")
    show("ranked discards / package shanten calls", figures["hint ratio"], "x", "goal ≥ 0.1")

    with tempfile.TemporaryDirectory() as folder:
        lines = Path(folder) / "hands.jsonl"
        lines.write_text("".join(json.dumps({"id": i, "hand": str(Hand(tuple(Tile(k) for k in range(34) for _ in range(c[k]))))}) + "\n"
                                 for i, c in enumerate(counts13[:JSONL_HANDS])))
        ours_s, theirs_s, ratios = [], [], []
        child_cpu([sys.executable, "-m", "mjcore", "analyze", "--jsonl"], lines)  # bytecode caches written
        for _ in range(3):
            ours_s.append(child_cpu([sys.executable, "-m", "mjcore", "analyze", "--jsonl"], lines))
            theirs_s.append(child_cpu([sys.executable, "-c", THEIR_LOOP], lines))
            ratios.append(theirs_s[-1] / ours_s[-1])
    print(f"  analyze --jsonl, {JSONL_HANDS:,} 13-tile hands, whole process (child CPU time, 3 rounds):")
    show("  ours (shanten, waits, useful tiles, JSON out)", [JSONL_HANDS / t for t in ours_s], "hands/s")
    show("  the package's bare loop (JSON in, shanten)", [JSONL_HANDS / t for t in theirs_s], "hands/s")
    show("  ratio ours/theirs", ratios, "x", "goal ≥ 2")


if __name__ == "__main__":
    main()
