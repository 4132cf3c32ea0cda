"""The knitted tiles of Chinese Official: 147, 258 and 369, each in a different suit.

>>> len(KNITTED_SETS), [str(t) for t in KNITTED_SETS[0]][:3]
(6, ['1m', '4m', '7m'])
"""

from __future__ import annotations

from itertools import permutations

from mjcore.tiles import Tile

#: The six ways to spread 147 / 258 / 369 over characters, dots and bamboo (9 tiles each).
KNITTED_SETS: tuple[tuple[Tile, ...], ...] = tuple(
    tuple(sorted(Tile(9 * suit + start + step) for suit, start in zip(order, range(3)) for step in (0, 3, 6)))
    for order in permutations(range(3))
)
