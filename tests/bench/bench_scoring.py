"""Scoring speed: hands/s for each system on a fixed random set of winning hands (seed 2026)."""

from __future__ import annotations

import random
import time

from mjcore.errors import MahjongError
from mjcore.generate import random_winning_hand
from mjcore.scoring import SYSTEMS, ScoringSystem, WinContext, find_system
from mjcore.tiles import WINDS

SEED = 2026
HANDS = 2000


def winning_set(count: int = HANDS, seed: int = SEED) -> list[tuple[object, WinContext]]:
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        hand, win = random_winning_hand(rng)
        context = WinContext(win, self_drawn=rng.random() < 0.4, seat_wind=rng.choice(WINDS), round_wind=rng.choice(WINDS))
        out.append((hand, context))
    return out


def main() -> None:
    hands = winning_set()
    print(f"{len(hands):,} random winning hands (seed {SEED}), best of 3 passes, CPU time")
    for name in SYSTEMS:
        system = find_system(name)
        failures = 0

        def run(system: ScoringSystem = system) -> None:
            nonlocal failures
            failures = 0
            for hand, context in hands:
                try:
                    system.score(hand, context)
                except MahjongError:
                    failures += 1

        best = float("inf")
        for _ in range(3):
            start = time.process_time()
            run()
            best = min(best, time.process_time() - start)
        rate = len(hands) / best
        note = f"  ({failures} not scorable: {'no yaku / not a win' if failures else ''})" if failures else ""
        print(f"  {name:<14} {rate:>10,.0f} hands/s  {1e6 / rate:>8,.0f} µs/hand{note}")


if __name__ == "__main__":
    main()
