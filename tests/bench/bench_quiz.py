"""Quiz speed: questions generated per second for each family (every level in turn, seed 2026).

Each family gets about 0.15 s (at least 20 questions); the figure is the
best of three passes.
"""

from __future__ import annotations

import random
import time

from mjcore.quiz import FAMILIES, generate

SEED = 2026
BUDGET = 0.15


def per_second(name: str, levels: int, budget: float = BUDGET) -> float:
    rng = random.Random(SEED)
    start = time.perf_counter()
    count = 0
    while count < 20 or time.perf_counter() - start < budget:
        generate(name, rng, count % levels + 1)
        count += 1
    first = count / (time.perf_counter() - start)
    best = first
    for _ in range(2):
        rng = random.Random(SEED)
        start = time.perf_counter()
        for i in range(count):
            generate(name, rng, i % levels + 1)
        best = max(best, count / (time.perf_counter() - start))
    return best


def main() -> None:
    print(f"{len(FAMILIES)} quiz families, every level in turn (seed {SEED})")
    for name, family in FAMILIES.items():
        rate = per_second(name, family.levels)
        print(f"  {name:<20} {family.track:<7} {rate:>12,.0f} questions/s   {1e3 / rate:>8.2f} ms each")


if __name__ == "__main__":
    main()
