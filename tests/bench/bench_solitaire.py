"""Solitaire: deal generation and the solver, per layout (goal: a turtle deal under 100 ms).

"construction" is the backwards deal alone (solvable by construction); "proved deal" adds the
solver's proof (:func:`mjcore.solitaire.deal`, what the CLI and the lessons use; a deal the
solver cannot prove within its node limit is replaced); "solver" times the solver alone on
constructed deals, without a node limit worth mentioning.
"""

from __future__ import annotations

import random
import statistics
import time

from mjcore.solitaire import LAYOUTS, Layout, SolitaireGame, SolverLimitError, deal, solve

SEED = 2026
DEALS = {"kids": 200, "pyramid": 200, "tower": 200, "fortress": 100, "turtle": 100}


def timings(run, count: int) -> list[float]:
    """Milliseconds of each of ``count`` calls ``run(k)``."""
    out = []
    for k in range(count):
        start = time.perf_counter()
        run(k)
        out.append((time.perf_counter() - start) * 1000)
    return out


def report(name: str, values: list[float]) -> None:
    values = sorted(values)
    p95 = values[int(len(values) * 0.95) - 1]
    print(f"  {name:<30} median {statistics.median(values):8.2f} ms   mean {statistics.fmean(values):8.2f} ms"
          f"   p95 {p95:8.2f} ms   max {values[-1]:8.2f} ms")


def main() -> None:
    print(f"solitaire deals per layout (seeds {SEED}+k)")
    for name, count in DEALS.items():
        layout = LAYOUTS[name]
        print(f" {name} ({len(layout.positions)} tiles, {count} deals)")
        report("construction", timings(lambda k, layout=layout: deal(layout, random.Random(SEED + k), prove=False), count))
        report("proved deal", timings(lambda k, layout=layout: deal(layout, random.Random(SEED + k)), count))
        games = [deal(layout, random.Random(SEED + k), prove=False) for k in range(count)]
        given_up = 0

        def run_solver(k: int, layout: Layout = layout, games: list[SolitaireGame] = games) -> None:
            nonlocal given_up
            try:
                assert solve(layout, games[k].tiles, games[k].present, limit=50_000) is not None
            except SolverLimitError:
                given_up += 1

        report("solver (limit 50,000 nodes)", timings(run_solver, count))
        if given_up:
            print(f"  {'':<30} the solver gave up on {given_up} of {count}")


if __name__ == "__main__":
    main()
