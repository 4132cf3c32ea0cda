"""Chinese Official scoring speed: ours (pure Python) and the reference calculator, same hands.

The set: 2,000 random consistent winning hands (``mjcore.scoring.mcr.reference.random_wins``,
seed 2024: four sets and a pair with melds and kongs, special shapes, situational flags).
Goal (issue 4): at least 5,000 hands/s in pure Python. The whole process, JSON lines in and
out, is ``bench_cli_score.py``.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from mjcore.scoring import find_system
from mjcore.scoring.mcr.reference import random_wins, reference_args

SEED, HANDS = 2024, 2000


def rate(run: Callable[[], object], count: int, repeat: int = 5) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        run()
        best = min(best, time.process_time() - start)
    return count / best


def main() -> None:
    wins = random_wins(HANDS, SEED)
    mcr = find_system("mcr")
    print(f"{len(wins):,} random winning hands (seed {SEED}), best of 5 passes, CPU time")
    ours = rate(lambda: [mcr.score(hand, context) for hand, context in wins], len(wins))
    print(f"  {'mcr, ours (pure Python)':<40} {ours:>10,.0f} hands/s  {1e6 / ours:>6,.0f} µs/hand")
    one = rate(lambda: [mcr.score(hand, context).to_json("en") for hand, context in wins], len(wins), repeat=3)
    print(f"  {'mcr, ours + JSON, reasons in English':<40} {one:>10,.0f} hands/s")
    both = rate(lambda: [mcr.score(hand, context).to_json("all") for hand, context in wins], len(wins), repeat=3)
    print(f"  {'mcr, ours + JSON, reasons in ru and en':<40} {both:>10,.0f} hands/s")
    try:
        from MahjongGB import MahjongFanCalculator  # type: ignore[import-not-found]
    except ImportError:
        print("  (pymahjonggb is not installed: no reference figure; pip install -e '.[reference]')")
        return
    args = [reference_args(hand, context) for hand, context in wins]
    theirs = rate(lambda: [MahjongFanCalculator(**a) for a in args], len(args))
    print(f"  {'reference calculator (C++, pymahjonggb)':<40} {theirs:>10,.0f} hands/s")
    print(f"  {'ratio ours/reference':<40} {ours / theirs:>10.3f}")


if __name__ == "__main__":
    main()
