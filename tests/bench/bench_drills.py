"""Drill speed: each drill family's questions per second as a ratio to the one-question family
it extends (the same hands, more steps: the cost of the steps), and the board's step check.

A ratio near 1 means the steps cost nothing beyond the score the old family computed; the
figures are rates measured in this run, never a pass mark.
"""

from __future__ import annotations

import random
import time

from bench_quiz import per_second

from mjcore.drills.scoring import all_steps
from mjcore.quiz import FAMILIES, generate

#: Each drill and the family it extends.
PAIRS = (
    ("score_kids", "kids_score"),
    ("score_classical", "classical_points"),
    ("score_hk", "hk_fan"),
    ("score_mcr", "mcr_total"),
    ("score_riichi", "riichi_han_fu"),
    ("discard_accuracy", "best_discard"),
    ("waits_drill", "find_waits"),
    ("claim_or_pass", "claim"),
    ("mcr_toward_8", "mcr_total"),
    ("safe_discard", "find_waits"),
)


def checks_per_second(name: str, count: int = 200) -> float:
    """Every step of ``count`` drills checked with its own answer (what the board does per click)."""
    rng = random.Random(7)
    drills = [all_steps(generate(name, rng, FAMILIES[name].levels)) for _ in range(20)]
    start = time.perf_counter()
    checked = 0
    for i in range(count):
        for step in drills[i % len(drills)]:
            step.check(list(step.answer))
            checked += 1
    return checked / (time.perf_counter() - start)


def main() -> None:
    print("drill family          drills/s   base family          base/s   drill/base")
    for drill, base in PAIRS:
        a = per_second(drill, FAMILIES[drill].levels)
        b = per_second(base, FAMILIES[base].levels)
        print(f"  {drill:<18} {a:>9,.0f}   {base:<18} {b:>8,.0f}   {a / b:>8.2f}")
    print(f"step checks: {checks_per_second('score_riichi'):,.0f} steps/s (riichi drills at level 3)")


if __name__ == "__main__":
    main()
