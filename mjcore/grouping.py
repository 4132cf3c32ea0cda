"""Tiles laid out as a child sorts them: sets, pairs and single tiles.

The first game of the kids' track (the article's stage 11) teaches a child to look at a hand
as sets (three neighbours, three or four the same), pairs and tiles that fit nothing yet.
:func:`group_tiles` finds the layout with the most sets, then the most pairs (the one the
"Sort my tiles" button shows); :func:`why_not_take` says, kindly and without notation, why a
discarded tile may not be taken (it completes no set); :func:`not_yet` says why a hand is not
mahjong yet.  The words are the core's messages (``child.group.*``), shown by name.

>>> from mjcore.notation import parse_tiles
>>> g = group_tiles(parse_tiles("123m 55p 789s 1z 3z"))
>>> [str(s) for s in g.sets], [str(p) for p in g.pairs], [str(t) for t in g.singles]
(['123m', '789s'], ['55p'], ['1z', '3z'])
>>> why_not_take(parse_tiles("123m 55p"), parse_tiles("5p")[0]) is None
True
>>> why_not_take(parse_tiles("123m 5p"), parse_tiles("5p")[0]).text("en", kids=True, tiles="kids")
'You have only one 5 coins: to make three the same you need two of them. Taking it is not allowed yet.'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache

from mjcore.i18n import Message
from mjcore.notation import format_tiles
from mjcore.tiles import Tile

__all__ = ["Group", "Grouping", "group_tiles", "not_yet", "why_not_take"]


@dataclass(frozen=True, slots=True)
class Group:
    """Tiles that lie together: a set, a pair or one single tile."""

    kind: str  # "set", "pair" or "single"
    tiles: tuple[Tile, ...]

    def __str__(self) -> str:
        return format_tiles(self.tiles)


@dataclass(frozen=True, slots=True)
class Grouping:
    """A hand sorted into sets, pairs and single tiles (every tile once)."""

    sets: tuple[Group, ...]
    pairs: tuple[Group, ...]
    singles: tuple[Tile, ...]

    @property
    def groups(self) -> tuple[Group, ...]:
        """Sets, then pairs, then the single tiles, each as a group (the order they are shown in)."""
        return self.sets + self.pairs + tuple(Group("single", (t,)) for t in self.singles)


def _counts(tiles: Iterable[Tile]) -> tuple[int, ...]:
    counts = [0] * 34
    for tile in tiles:
        if tile < 34:
            counts[tile] += 1
    return tuple(counts)


@cache
def _best(counts: tuple[int, ...]) -> tuple[int, int, tuple[tuple[str, int], ...]]:
    """(sets, pairs, moves) of the best layout of ``counts``; a move is (kind, first tile)."""
    first = next((i for i, c in enumerate(counts) if c), None)
    if first is None:
        return 0, 0, ()
    options = []

    def take(kind: str, used: Sequence[int], sets: int, pairs: int) -> None:
        rest = list(counts)
        for i in used:
            rest[i] -= 1
        s, p, moves = _best(tuple(rest))
        options.append((s + sets, p + pairs, ((kind, first), *moves)))

    if counts[first] >= 3:
        take("pung", (first, first, first), 1, 0)
    if first < 27 and first % 9 <= 6 and counts[first + 1] and counts[first + 2]:
        take("chow", (first, first + 1, first + 2), 1, 0)
    if counts[first] >= 2:
        take("pair", (first, first), 0, 1)
    take("single", (first,), 0, 0)
    return max(options, key=lambda o: (o[0], o[1]))


def group_tiles(tiles: Iterable[Tile]) -> Grouping:
    """The hand's tiles as the most sets, then the most pairs, the rest single (bonus tiles apart)."""
    given = list(tiles)
    _s, _p, moves = _best(_counts(given))
    sets: list[Group] = []
    pairs: list[Group] = []
    singles: list[Tile] = []
    for kind, first in moves:
        tile = Tile(first)
        if kind == "pung":
            sets.append(Group("set", (tile,) * 3))
        elif kind == "chow":
            sets.append(Group("set", (tile, Tile(first + 1), Tile(first + 2))))
        elif kind == "pair":
            pairs.append(Group("pair", (tile, tile)))
        else:
            singles.append(tile)
    singles += [t for t in given if t >= 34]
    return Grouping(tuple(sets), tuple(pairs), tuple(singles))


def why_not_take(tiles: Iterable[Tile], tile: Tile, *, chow: bool = True) -> Message | None:
    """Why ``tile`` may not be taken from the discards into a hand of ``tiles`` (``None``: it may:
    it completes three the same, four the same, or, with ``chow``, three neighbours)."""
    counts = _counts(tiles)
    same = counts[tile] if tile < 34 else 0
    if same >= 2:
        return None
    if chow and tile < 27:
        n, base = tile % 9, tile - tile % 9
        for low in (n - 2, n - 1, n):
            if 0 <= low and low + 2 <= 8 and all(counts[base + k] for k in (low, low + 1, low + 2) if k != n):
                return None
    if same == 1:
        return Message.of("child.group.take_one_same", tile=tile)
    if chow and tile < 27 and any(counts[tile + d] for d in (-2, -1, 1, 2)
                                  if 0 <= tile % 9 + d <= 8):
        return Message.of("child.group.take_one_neighbour", tile=tile)
    return Message.of("child.group.take_nothing", tile=tile)


def not_yet(tiles: Iterable[Tile], declared_sets: int = 0) -> Message:
    """Why the hand is not mahjong yet: what it holds against four sets and a pair."""
    g = group_tiles(tiles)
    return Message.of("child.group.not_yet", sets=len(g.sets) + declared_sets, pairs=len(g.pairs),
                      singles=len(g.singles))
