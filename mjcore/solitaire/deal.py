"""Deals that are solvable by construction.

:func:`removal_order` plays the game backwards on a board without faces: it takes away two
free positions at a time until none is left (a randomized depth-first search with a memo of
dead ends, so it never gives up on a layout that can be cleared). :func:`place_pairs` then
puts a matching pair of tiles on each two positions taken together. Playing the pairs in
the order they were taken clears the board, whatever the faces are — so every deal has a
solution, and the solver (:mod:`mjcore.solitaire.solver`) proves it again independently.

>>> import random
>>> from mjcore.solitaire.layouts import find_layout
>>> layout = find_layout("pyramid")
>>> order = removal_order(layout, layout.full_mask, random.Random(3))
>>> len(order), sorted(i for pair in order for i in pair) == list(range(20))
(10, True)
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from mjcore.solitaire.errors import SolitaireError
from mjcore.solitaire.layouts import Layout
from mjcore.solitaire.rules import match_key
from mjcore.tiles import Tile

__all__ = ["place_pairs", "removal_order"]


def removal_order(layout: Layout, present: int, rng: random.Random, *, limit: int = 100_000) -> tuple[tuple[int, int], ...] | None:
    """A random sequence of pairs of positions of ``present`` (a bit mask) that are free when
    taken, emptying ``present``; ``None`` when the positions cannot be emptied two by two (or
    no way was found within ``limit`` search nodes).

    Higher tiles are taken first more often: a tall stack left for the end is the usual
    dead end (its top is the only free tile).
    """
    above, left, right = layout.above, layout.left, layout.right
    height = [p.z for p in layout.positions]
    lost: set[int] = set()
    path: list[tuple[int, int]] = []
    nodes = 0

    def free_list(mask: int) -> list[int]:
        free = []
        rest = mask
        while rest:
            low = rest & -rest
            i = low.bit_length() - 1
            rest ^= low
            if not (mask & above[i]) and (not (mask & left[i]) or not (mask & right[i])):
                free.append(i)
        return free

    def search(mask: int) -> bool:
        nonlocal nodes
        if not mask:
            return True
        if mask in lost or nodes >= limit:
            return False
        nodes += 1
        free = free_list(mask)
        if len(free) >= 2:
            # a few random pairs, higher positions favoured; the memo stops repeated dead ends
            rng.shuffle(free)
            free.sort(key=lambda i: height[i] + rng.random() * 2, reverse=True)
            for a, b in ((free[m], free[n]) for m in range(len(free)) for n in range(m + 1, len(free))):
                path.append((a, b))
                if search(mask & ~(1 << a | 1 << b)):
                    return True
                path.pop()
        lost.add(mask)
        return False

    return tuple(path) if search(present) else None


def place_pairs(order: Sequence[tuple[int, int]], pool: Sequence[Tile], rng: random.Random) -> dict[int, Tile]:
    """Faces for the positions of ``order``: the tiles of ``pool`` split into matching pairs,
    one pair (in random order) on each pair of positions."""
    by_key: dict[int, list[Tile]] = {}
    for tile in pool:
        by_key.setdefault(match_key(tile), []).append(tile)
    pairs: list[tuple[Tile, Tile]] = []
    for key in sorted(by_key):
        group = by_key[key]
        if len(group) % 2:
            raise SolitaireError("error.solitaire.odd_tiles", tile=group[0])
        rng.shuffle(group)
        pairs += [(group[n], group[n + 1]) for n in range(0, len(group), 2)]
    if len(pairs) != len(order):
        raise SolitaireError("error.solitaire.odd_tiles", tile=pool[0] if pool else "-")
    rng.shuffle(pairs)
    faces: dict[int, Tile] = {}
    for (a, b), (first, second) in zip(order, pairs):
        faces[a], faces[b] = first, second
    return faces
