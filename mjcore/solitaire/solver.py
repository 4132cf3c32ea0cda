"""The solitaire solver: a depth-first search with a memo that finds a sequence of pairs
clearing the board, or proves there is none.

The state is the bit mask of the tiles still on the board (the faces are fixed), so the memo
is a set of masks known to be lost. Two reductions keep the search small:

- a *safe* move is taken without branching: when every remaining tile of a match class is
  free (two, or all four), removing them now never hurts, because removing tiles only frees
  others;
- a *dead* state is cut at once: a class whose tiles cannot be paired off because they lie
  on each other (two last tiles one on the other; three of four in one stack).

The other pairs are tried highest first (tiles that lie on others, then tiles that close a
long row).

>>> from mjcore.solitaire import deal, find_layout
>>> import random
>>> game = deal(find_layout("kids"), random.Random(1))
>>> steps = solve(game.layout, game.tiles, game.present)
>>> len(steps)
6
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from mjcore.solitaire.errors import SolitaireError
from mjcore.solitaire.layouts import Layout
from mjcore.solitaire.rules import match_key
from mjcore.tiles import Tile

__all__ = ["DEFAULT_LIMIT", "SolverLimitError", "solve"]

#: The number of search nodes after which :func:`solve` gives up.
DEFAULT_LIMIT = 200_000


class SolverLimitError(SolitaireError):
    """The search looked at more states than its limit allows without an answer."""


def _below(layout: Layout) -> tuple[int, ...]:
    """For each position the mask of the positions it lies on (the inverse of ``above``)."""
    below = [0] * len(layout.positions)
    for i, mask in enumerate(layout.above):
        rest = mask
        while rest:
            low = rest & -rest
            below[low.bit_length() - 1] |= 1 << i
            rest ^= low
    return tuple(below)


def _reaches_above(layout: Layout) -> tuple[int, ...]:
    """For each position the mask of every position above it, directly or through others."""
    above = layout.above
    result: list[int] = [0] * len(above)
    order = sorted(range(len(above)), key=lambda i: -layout.positions[i].z)
    for i in order:  # top layers first, so the ones above are already closed
        mask = above[i]
        rest = above[i]
        while rest:
            low = rest & -rest
            mask |= result[low.bit_length() - 1]
            rest ^= low
        result[i] = mask
    return tuple(result)


@cache
def _search_tables(layout: Layout) -> tuple[tuple[int, ...], ...]:
    """Per layout, once: what lies above each tile (transitively), its static weight, and the
    masks of its row to the left and to the right."""
    positions = layout.positions
    below = _below(layout)
    static = tuple(2 * p.z + 1 + below[i].bit_count() for i, p in enumerate(positions))
    row_left = tuple(sum(1 << j for j, q in enumerate(positions) if q.z == p.z and abs(q.y - p.y) < 2 and q.x < p.x) for p in positions)
    row_right = tuple(sum(1 << j for j, q in enumerate(positions) if q.z == p.z and abs(q.y - p.y) < 2 and q.x > p.x) for p in positions)
    return _reaches_above(layout), static, row_left, row_right


def solve(layout: Layout, tiles: Sequence[Tile], present: int, *, limit: int = DEFAULT_LIMIT) -> tuple[tuple[int, int], ...] | None:
    """A sequence of pairs (position indices) that removes every tile of ``present``, or ``None``
    when there is none. Raises :class:`SolverLimitError` after ``limit`` search nodes."""
    keys = [match_key(tile) for tile in tiles]
    key_masks: dict[int, int] = {}
    for i, key in enumerate(keys):
        key_masks[key] = key_masks.get(key, 0) | (1 << i)
    above, left, right = layout.above, layout.left, layout.right
    over, static, row_left, row_right = _search_tables(layout)

    def weight(i: int, present: int) -> int:
        """Higher tiles and tiles lying on many first; then the ones closing a long row."""
        return static[i] * 4 + max((row_left[i] & present).bit_count(), (row_right[i] & present).bit_count())

    lost: set[int] = set()
    path: list[tuple[int, int]] = []
    nodes = 0

    def apart(a: int, b: int) -> bool:
        return not (over[a] >> b & 1 or over[b] >> a & 1)

    def dead(present: int) -> bool:
        """Some class cannot be paired off: its tiles lie on each other."""
        for mask in key_masks.values():
            rest = present & mask
            if not rest:
                continue
            members = []
            while rest:
                low = rest & -rest
                members.append(low.bit_length() - 1)
                rest ^= low
            if len(members) == 2:
                if not apart(*members):
                    return True
            elif len(members) == 4:
                a, b, c, d = members
                if not (
                    (apart(a, b) and apart(c, d)) or (apart(a, c) and apart(b, d)) or (apart(a, d) and apart(b, c))
                ):
                    return True
        return False

    def search(present: int) -> bool:
        nonlocal nodes
        if not present:
            return True
        if present in lost:
            return False
        nodes += 1
        if nodes > limit:
            raise SolverLimitError("error.solitaire.solver_limit", limit=limit)
        groups: dict[int, list[int]] = {}
        rest = present
        while rest:
            low = rest & -rest
            i = low.bit_length() - 1
            rest ^= low
            if not (present & above[i]) and (not (present & left[i]) or not (present & right[i])):
                groups.setdefault(keys[i], []).append(i)
        # a safe move: every remaining tile of a class is free
        for key, free in groups.items():
            if len(free) >= 2 and len(free) == (present & key_masks[key]).bit_count():
                moves = [(free[0], free[1])] + ([(free[2], free[3])] if len(free) == 4 else [])
                removed = 0
                for a, b in moves:
                    removed |= 1 << a | 1 << b
                path.extend(moves)
                if search(present & ~removed):
                    return True
                del path[len(path) - len(moves):]
                lost.add(present)
                return False
        candidates = [
            (weight(a, present) + weight(b, present), a, b)
            for free in groups.values()
            if len(free) >= 2
            for n, a in enumerate(free)
            for b in free[n + 1:]
        ]
        candidates.sort(reverse=True)
        for _, a, b in candidates:
            after = present & ~(1 << a | 1 << b)
            if after in lost or dead(after):
                continue
            path.append((a, b))
            if search(after):
                return True
            path.pop()
        lost.add(present)
        return False

    if dead(present):
        return None
    return tuple(path) if search(present) else None
