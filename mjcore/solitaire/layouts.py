"""Solitaire layouts: where the tiles lie, from a small kids' pyramid to the classic turtle.

A :class:`Position` is measured in half tiles: a tile at ``(x, y, z)`` covers the cells
``x..x+1`` and ``y..y+1`` of layer ``z`` (``z = 0`` is the table). Two tiles of one layer
touch side by side when their ``x`` differ by 2 and their rows overlap (``|dy| < 2``); a
tile lies on another when it is one layer up and overlaps it (``|dx| < 2`` and ``|dy| < 2``),
so half-offset tiles (the turtle's top, its side tiles) need no special case.

Each layout also says which tiles it is dealt with (:attr:`Layout.pool`): the turtle takes
the full 144-tile set, the children's layouts a few kinds of one suit so that a child can
tell them apart.

>>> turtle = find_layout("turtle")
>>> len(turtle.positions), turtle.layers, len(turtle.pool)
(144, 5, 144)
>>> [layout.name for layout in LAYOUTS.values()]
['kids', 'pyramid', 'tower', 'fortress', 'turtle']
>>> find_layout("kids").title("ru")
'Домик (12 фишек)'
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from mjcore.i18n import tr
from mjcore.solitaire.errors import UnknownLayoutError
from mjcore.tiles import Tile

__all__ = ["LAYOUTS", "Layout", "Position", "find_layout", "full_pool", "suit_pool"]


@dataclass(frozen=True, slots=True)
class Position:
    """A place of a layout in half-tile units; ``z = 0`` is the table.

    >>> Position(2, 0, 1)
    Position(x=2, y=0, z=1)
    """

    x: int
    y: int
    z: int = 0

    def as_dict(self) -> dict[str, int]:
        return {"x": self.x, "y": self.y, "z": self.z}


def full_pool() -> tuple[Tile, ...]:
    """The 144-tile set: 34 kinds x 4, the 4 flowers and the 4 seasons."""
    return tuple(Tile(kind) for kind in range(34) for _ in range(4)) + tuple(Tile(kind) for kind in range(34, 42))


def suit_pool(size: int, suit: str = "p") -> tuple[Tile, ...]:
    """``size`` tiles of one suit, four of each number from 1 up (the last kind may have 2).

    >>> " ".join(str(t) for t in suit_pool(10))
    '1p 1p 1p 1p 2p 2p 2p 2p 3p 3p'
    """
    if size % 2:
        raise ValueError(f"odd pool size {size}")
    return tuple(Tile.of(suit, index // 4 + 1) for index in range(size))


@dataclass(frozen=True, slots=True)
class Layout:
    """A named arrangement of positions and the tiles it is dealt with.

    The neighbour tables (:attr:`above`, :attr:`left`, :attr:`right`: for each position, the
    bit mask of the positions lying on it / touching its left / its right side) are computed
    once per layout; the game and the solver test freeness with two ``&`` on an ``int``.
    """

    name: str
    positions: tuple[Position, ...]
    pool: tuple[Tile, ...]
    kids: bool = False

    def __post_init__(self) -> None:
        if len(set(self.positions)) != len(self.positions):
            raise ValueError(f"layout {self.name}: two tiles on one place")
        if len(self.pool) != len(self.positions) or len(self.positions) % 2:
            raise ValueError(f"layout {self.name}: {len(self.positions)} places, {len(self.pool)} tiles")

    def title(self, lang: str | None = None) -> str:
        """The layout's name for people, with its size."""
        return tr(f"solitaire.layout.{self.name}", lang, count=len(self.positions))

    @property
    def layers(self) -> int:
        return max(p.z for p in self.positions) + 1

    @property
    def full_mask(self) -> int:
        return (1 << len(self.positions)) - 1

    @property
    def above(self) -> tuple[int, ...]:
        return _neighbours(self.positions)[0]

    @property
    def left(self) -> tuple[int, ...]:
        return _neighbours(self.positions)[1]

    @property
    def right(self) -> tuple[int, ...]:
        return _neighbours(self.positions)[2]

    def is_free(self, index: int, present: int) -> bool:
        """Whether the tile at ``index`` is free among the ``present`` positions (a bit mask):
        nothing on it, and its left or its right side open."""
        return not (present & self.above[index]) and (not (present & self.left[index]) or not (present & self.right[index]))

    def blocked_by(self, index: int, present: int) -> str | None:
        """Why the tile at ``index`` may not be taken among the ``present`` positions:
        ``"covered"`` (something lies on it), ``"sides"`` (both its sides are closed), or
        ``None`` when it is free — the article's two reasons (seed 000, line 250).

        >>> house = find_layout("kids")
        >>> house.blocked_by(0, house.full_mask), house.blocked_by(1, 0b11111111), house.blocked_by(11, house.full_mask)
        ('covered', 'sides', None)
        """
        if present & self.above[index]:
            return "covered"
        if present & self.left[index] and present & self.right[index]:
            return "sides"
        return None

    def free_mask(self, present: int) -> int:
        """The bit mask of the free positions among ``present``."""
        above, left, right = self.above, self.left, self.right
        free = 0
        rest = present
        while rest:
            low = rest & -rest
            i = low.bit_length() - 1
            rest ^= low
            if not (present & above[i]) and (not (present & left[i]) or not (present & right[i])):
                free |= low
        return free


@cache
def _neighbours(positions: tuple[Position, ...]) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """For each position the bit masks of the positions on it, touching its left, its right."""
    above, left, right = [], [], []
    for p in positions:
        a = lt = r = 0
        for j, q in enumerate(positions):
            if abs(q.y - p.y) >= 2:
                continue
            if q.z == p.z + 1 and abs(q.x - p.x) < 2:
                a |= 1 << j
            elif q.z == p.z and q.x - p.x == -2:
                lt |= 1 << j
            elif q.z == p.z and q.x - p.x == 2:
                r |= 1 << j
        above.append(a)
        left.append(lt)
        right.append(r)
    return tuple(above), tuple(left), tuple(right)


def _grid(cols: Iterable[int], rows: Iterable[int], z: int = 0, *, dx: int = 0, dy: int = 0) -> list[Position]:
    """Tiles at whole-tile columns and rows of layer ``z``, shifted by ``dx``/``dy`` half tiles."""
    return [Position(2 * c + dx, 2 * r + dy, z) for r in rows for c in cols]


def _turtle() -> tuple[Position, ...]:
    """The classic turtle: 87 + 36 + 16 + 4 + 1 = 144 tiles."""
    widths = {0: (1, 12), 1: (3, 10), 2: (2, 11), 3: (1, 12), 4: (1, 12), 5: (2, 11), 6: (3, 10), 7: (1, 12)}
    ground = [Position(2 * c, 2 * r, 0) for r, (first, last) in widths.items() for c in range(first, last + 1)]
    ground += [Position(0, 7, 0), Position(26, 7, 0), Position(28, 7, 0)]  # the head and the tail
    return tuple(
        ground
        + _grid(range(4, 10), range(1, 7), 1)
        + _grid(range(5, 9), range(2, 6), 2)
        + _grid(range(6, 8), range(3, 5), 3)
        + [Position(13, 7, 4)]  # the top, over the middle four
    )


def _kids() -> tuple[Position, ...]:
    """A little house: 4 x 2 on the table, three tiles half-offset on them, a roof tile."""
    return tuple(_grid(range(4), range(2)) + _grid(range(3), [0], 1, dx=1, dy=1) + [Position(2, 1, 2)])


def _pyramid() -> tuple[Position, ...]:
    """A step pyramid: 4 x 3, then 3 x 2 half-offset, then 2 x 1 — 12 + 6 + 2 = 20 tiles."""
    return tuple(_grid(range(4), range(3)) + _grid(range(3), range(2), 1, dx=1, dy=1) + _grid(range(2), [0], 2, dx=2, dy=2))


def _tower() -> tuple[Position, ...]:
    """A tower: 4 x 4, 3 x 3 half-offset, 2 x 2, a top tile and a wing on each side — 32 tiles."""
    return tuple(
        _grid(range(4), range(4))
        + _grid(range(3), range(3), 1, dx=1, dy=1)
        + _grid(range(2), range(2), 2, dx=2, dy=2)
        + [Position(3, 3, 3), Position(-2, 3, 0), Position(8, 3, 0)]
    )


def _fortress() -> tuple[Position, ...]:
    """A fortress: a 8 x 6 yard with two walls and two corner towers — 72 tiles."""
    ground = _grid(range(8), range(6))  # 48
    walls = _grid(range(1, 7), [0, 5], 1)  # 12
    towers = _grid([0, 7], range(1, 5), 1)  # 8
    tops = _grid([0, 7], [1, 4], 2)  # 4
    return tuple(ground + walls + towers + tops)


def _make() -> dict[str, Layout]:
    layouts = [
        Layout("kids", _kids(), suit_pool(12), kids=True),
        Layout("pyramid", _pyramid(), suit_pool(20), kids=True),
        Layout("tower", _tower(), suit_pool(32, "s"), kids=True),
        Layout("fortress", _fortress(), full_pool()[:72]),
        Layout("turtle", _turtle(), full_pool()),
    ]
    return {layout.name: layout for layout in layouts}


#: Every layout by name, smallest first.
LAYOUTS: dict[str, Layout] = _make()


def find_layout(name: str) -> Layout:
    """The layout called ``name`` (case and spaces ignored); :class:`UnknownLayoutError` otherwise.

    >>> find_layout(" Turtle ").name
    'turtle'
    """
    key = str(name).strip().lower()
    if key not in LAYOUTS:
        raise UnknownLayoutError("error.solitaire.layout", name=name, names=", ".join(LAYOUTS))
    return LAYOUTS[key]
