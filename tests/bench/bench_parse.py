"""Notation speed: ``parse_hand`` against the ``mahjong`` package's ``TilesConverter`` on the same text.

The set: 5,000 random 14-tile concealed hands from the 136-tile wall (seed 2026) written in
compact MPSZ (``25789m58p77s12455z``), the form both readers accept. Each pass reads every
string with ours and then with ``TilesConverter.one_line_string_to_34_array``; figures are CPU
time per string (the machine is shared), the ratio is taken pass by pass. "cold": our caches
cleared before the pass (texts, pieces and sets seen before), as in a fresh process; "again":
the same strings a second time (a text read before is not read twice). Goal (issue 12):
``parse_hand`` at most 10 µs, at most half the converter's time.
"""

from __future__ import annotations

import random
import statistics
import time

from mjcore.notation import clear_caches, parse_hand
from mjcore.tiles import Tile, tiles_str

SEED, HANDS, PASSES = 2026, 5000, 9


def hand_strings(count: int = HANDS, seed: int = SEED) -> list[str]:
    rng = random.Random(seed)
    wall = [Tile(k) for k in range(34) for _ in range(4)]
    return [tiles_str(sorted(rng.sample(wall, 14))) for _ in range(count)]


def main() -> None:
    try:
        from mahjong.tile import TilesConverter
    except ImportError:
        print("  (the mahjong package is not installed: no reference figure)")
        return
    texts = hand_strings()
    convert = TilesConverter.one_line_string_to_34_array
    cold, again, theirs, ratios = [], [], [], []
    for _ in range(PASSES):
        clear_caches()
        start = time.process_time()
        ours = [parse_hand(text) for text in texts]
        middle = time.process_time()
        reference = [convert(text) for text in texts]
        end = time.process_time()
        ours = [parse_hand(text) for text in texts]
        last = time.process_time()
        del ours, reference
        cold.append((middle - start) / len(texts) * 1e6)
        theirs.append((end - middle) / len(texts) * 1e6)
        again.append((last - end) / len(texts) * 1e6)
        ratios.append((middle - start) / (end - middle))
    print(f"{len(texts):,} random 14-tile hands (seed {SEED}), {PASSES} passes, CPU time per string: min / median")
    for name, values in (("parse_hand, cold", cold), ("parse_hand, again", again), ("TilesConverter (mahjong)", theirs)):
        print(f"  {name:<42} {min(values):>7.2f} / {statistics.median(values):>6.2f} µs")
    print(f"  {'ratio parse_hand (cold) / TilesConverter':<42} {min(ratios):>7.2f} / {statistics.median(ratios):>6.2f}")


if __name__ == "__main__":
    main()
