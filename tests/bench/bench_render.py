"""Tile pictures speed: SVG (Jupyter, the course) and PNG (the bot).

A 14-tile hand SVG should take about a millisecond or less, a hand PNG well under
150 ms. "cold" clears the per-tile caches first, as in a fresh process.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from mjcore.notation import parse_hand
from mjcore.render import faces, hand_png, hand_svg, png, row_svg, svg, tile_png, tile_svg
from mjcore.tiles import Tile

HAND = "123m 456p EE [789s] {5555z} 1f"


def ms_per_call(run: Callable[[], object], calls: int, repeat: int = 3) -> float:
    """Milliseconds per call, best of ``repeat`` passes."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(calls):
            run()
        best = min(best, time.perf_counter() - start)
    return best / calls * 1000


def clear_caches() -> None:
    for cached in (faces.tile_shapes, svg.tile_body, svg._group_def, png.tile_items):
        cached.cache_clear()


def report(name: str, value: float) -> None:
    print(f"  {name:<44} {value:>10.3f} ms")


def main() -> None:
    hand = parse_hand(HAND)
    clear_caches()
    start = time.perf_counter()
    hand_svg(hand)
    report("hand_svg, cold caches", (time.perf_counter() - start) * 1000)
    report("tile_svg", ms_per_call(lambda: tile_svg(Tile.P5), 2000))
    report("hand_svg (16 tiles, 4 groups)", ms_per_call(lambda: hand_svg(hand), 1000))
    report("row_svg (all 42 tiles and a back)", ms_per_call(lambda: row_svg([*Tile, None]), 200))
    start = time.perf_counter()
    hand_png(hand)
    report("hand_png, first call (imports matplotlib)", (time.perf_counter() - start) * 1000)
    report("tile_png (128 px)", ms_per_call(lambda: tile_png(Tile.P5), 20))
    report("hand_png (128 px)", ms_per_call(lambda: hand_png(hand), 10))
    report("hand_png (256 px)", ms_per_call(lambda: hand_png(hand, height=256), 5))


if __name__ == "__main__":
    main()
