"""Tile pictures speed: SVG (Jupyter, the course) and PNG (the bot).

A 14-tile hand SVG should take about a millisecond or less, a hand PNG well under
150 ms. "cold" clears the per-tile caches first, as in a fresh process.

The bot's hand picture: today's matplotlib path (the 14 tiles drawn as vectors, 96 px high,
one row) against the phone picture composited from tile bitmaps (two rows of 7), in the same
run: the goal is at most 3 ms a picture, printed with the ratio.
"""

from __future__ import annotations

import time
import zlib
from collections.abc import Callable

from mjcore.notation import parse_hand, parse_tiles
from mjcore.render import bitmap, faces, hand_png, hand_svg, phone_row_png, png, row_png, row_svg, svg, tile_png, tile_svg
from mjcore.tiles import Tile

HAND = "123m 456p EE [789s] {5555z} 1f"
#: 14 different pictures, as a game's moves give (a hand changes by a tile a move).
HANDS14 = [
    "1m2m3m4p5p6p7s8s9s1z1z9p9p9p", "2m3m4m5p6p7p8s9s1z1z9p9p9p4s", "1m1m3m4p5p6p7s8s9s2z2z9p9p9p",
    "1m2m3m4p5p6p7s8s9s5z5z5z6z6z", "4m5m6m4p5p6p7s8s9s1z1z7m8m9m", "1s2s3s4s5s6s7s8s9s1p2p3p4p5p",
    "1m2m3m4m5m6m7m8m9m1z2z3z4z4z", "1p1p2p2p3p3p4p4p5p5p6p6p7p7p", "1m9m1p9p1s9s1z2z3z4z5z6z7z7z",
    "3m3m3m4m5m6m6p7p8p2s2s7s8s9s", "5m6m7m5p6p7p5s6s7s1z1z1z2z2z", "2m2m2m3m3m3m4m4m4m5m5m5m6m6m",
    "1s1s1s2s3s4s5s6s7s8s9s9s9s9s", "6m7m8m6p7p8p6s7s8s3z3z3z4z4z",
]


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
    bot_pictures()


def bot_pictures() -> None:
    """The bot's 14-tile hand picture, before (matplotlib) and after (tile bitmaps)."""
    hands = [parse_tiles(h) for h in HANDS14]
    bitmap._BITMAPS.clear()
    start = time.perf_counter()
    drawn = bitmap.prerender(96) + bitmap.prerender(96, index=False)
    print(f"  {'tile bitmaps drawn once (' + str(drawn) + ')':<44} {(time.perf_counter() - start) * 1000:>10.3f} ms")
    turn = iter(range(10**9))

    def before() -> bytes:
        return row_png(hands[next(turn) % len(hands)], height=96)

    def after() -> bytes:
        return phone_row_png(hands[next(turn) % len(hands)], height=96)

    old = ms_per_call(before, 14)
    new = ms_per_call(after, 280)
    report("bot hand picture, matplotlib (before)", old)
    report("bot hand picture, tile bitmaps (after)", new)
    print(f"  {'after / before':<44} {new / old:>10.4f}    ({old / new:.0f}x faster; goal: after <= 3 ms)")
    deflate = bitmap._deflate
    bitmap._deflate = zlib.compress
    try:
        report("  the same with the standard library's zlib", ms_per_call(after, 140))
    finally:
        bitmap._deflate = deflate


if __name__ == "__main__":
    main()
