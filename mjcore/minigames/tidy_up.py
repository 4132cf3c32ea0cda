"""Tidy up: put the tiles back into the box by kind, neatly in rows.

Seed ``000`` line 232: after the game the child and the adult put the tiles back into the
box "ровными рядами" — a habit of leaving order, not chaos.  The box has one row per kind
of tile (:class:`Row`: coins, bamboo, characters, winds, dragons, bonus tiles); the child
takes a tile from the pile and puts it in a row.  A tile put in the wrong row stays in the
pile and the mistake is counted; a row keeps its tiles in order (smallest number first),
so the box is neat however the tiles came.

>>> from mjcore.notation import parse_tiles
>>> game = TidyUp.from_tiles(parse_tiles("5p1s1p7z"))
>>> [row.value for row in game.rows]
['p', 's', 'dragons']
>>> game = game.put(0, 1)               # 5 coins into the bamboo row: stays in the pile
>>> game.mistakes, game.last.key
(1, 'mini.tidy.wrong')
>>> game = game.put(0, 0).put(2, 0).put(1, 1).put(3, 2)
>>> game.is_over, [str(t) for t in game.row_tiles(0)]
(True, ['1p', '5p'])
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, replace
from enum import Enum

from mjcore.i18n import Message
from mjcore.minigames.base import BadMoveError, BadSettingError, Summary, check_positions, check_rng
from mjcore.tiles import Tile

__all__ = ["Row", "TidyUp", "row_of"]


class Row(Enum):
    """A row of the box: one kind of tile, in the order the box keeps them."""

    DOTS = "p"
    BAMBOO = "s"
    CHARACTERS = "m"
    WINDS = "winds"
    DRAGONS = "dragons"
    BONUS = "bonus"

    @property
    def label(self) -> Message:
        """The children's name of the row's tiles (``монеты``, ``драконы``...)."""
        return Message(f"mini.tidy.row.{self.value}")

    @property
    def sample(self) -> Tile:
        """A tile that shows the row's kind (for a picture on the row)."""
        return {"p": Tile.P5, "s": Tile.S5, "m": Tile.M5, "winds": Tile(27), "dragons": Tile(33),
                "bonus": Tile(34)}[self.value]


def row_of(tile: Tile) -> Row:
    """The row of the box a tile belongs to.

    >>> row_of(Tile.P5).name, row_of(Tile(31)).name, row_of(Tile(40)).name
    ('DOTS', 'DRAGONS', 'BONUS')
    """
    if tile.is_bonus:
        return Row.BONUS
    if tile.is_dragon:
        return Row.DRAGONS
    if tile.is_wind:
        return Row.WINDS
    return Row(tile.suit.value)


#: Every tile of the box: 4 copies of the 34 kinds and the 8 bonus tiles.
_BOX: tuple[Tile, ...] = tuple(Tile(k) for k in range(34) for _ in range(4)) + tuple(Tile(k) for k in range(34, 42))


@dataclass(frozen=True, slots=True)
class TidyUp:
    """The pile, the box's rows and the positions put into each row; ``last`` says how the
    last move went (a core message for the child)."""

    pile: tuple[Tile, ...]
    rows: tuple[Row, ...]
    placed: tuple[tuple[int, ...], ...]
    mistakes: int = 0
    hints: int = 0
    last: Message | None = None

    @classmethod
    def new(cls, rng: random.Random, kinds: Iterable[str] = ("p", "s", "m"), *, size: int = 12) -> TidyUp:
        """``size`` tiles of the rows ``kinds`` (``"p"``, ``"s"``, ``"m"``, ``"winds"``,
        ``"dragons"``, ``"bonus"``), each kind at least once."""
        check_rng(rng)
        try:
            wanted = [Row(kind) for kind in kinds]
        except ValueError:
            raise BadSettingError("error.mini.tidy.kinds", kinds=", ".join(map(str, kinds))) from None
        if not wanted or not len(wanted) <= size <= 24:
            raise BadSettingError("error.mini.pile_size", size=size, low=max(len(wanted), 1), high=24)
        pool = [t for t in _BOX if row_of(t) in wanted]
        pile = [rng.choice([t for t in pool if row_of(t) is row]) for row in wanted]
        for tile in pile:
            pool.remove(tile)
        pile += rng.sample(pool, size - len(pile))
        rng.shuffle(pile)
        return cls.from_tiles(pile, rows=wanted)

    @classmethod
    def from_tiles(cls, pile: Iterable[Tile], *, rows: Iterable[Row] | None = None) -> TidyUp:
        """A pile of given tiles; the box has a row for every kind among them (in box order)."""
        tiles = tuple(pile)
        kinds = set(rows) if rows is not None else {row_of(t) for t in tiles}
        ordered = tuple(row for row in Row if row in kinds)
        return cls(tiles, ordered, tuple(() for _ in ordered))

    # -- reading -----------------------------------------------------------------------
    @property
    def in_box(self) -> frozenset[int]:
        return frozenset(pos for row in self.placed for pos in row)

    def in_pile(self) -> tuple[int, ...]:
        """Positions still in the pile."""
        box = self.in_box
        return tuple(i for i in range(len(self.pile)) if i not in box)

    def row_tiles(self, row: int) -> tuple[Tile, ...]:
        """The tiles of a row, neatly in order."""
        return tuple(sorted(self.pile[i] for i in self.placed[row]))

    def right_row(self, pos: int) -> int:
        """The index of the row the tile at ``pos`` goes into."""
        return self.rows.index(row_of(self.pile[pos]))

    @property
    def is_over(self) -> bool:
        return len(self.in_box) == len(self.pile)

    # -- moves -------------------------------------------------------------------------
    def put(self, pos: int, row: int) -> TidyUp:
        """Put the tile at ``pos`` into row ``row``: the right row takes it, a wrong one does not."""
        if self.is_over:
            raise BadMoveError("error.mini.over")
        check_positions([pos], len(self.pile), self.in_box)
        if not isinstance(row, int) or not 0 <= row < len(self.rows):
            raise BadMoveError("error.mini.no_position", pos=row, size=len(self.rows))
        right = self.right_row(pos)
        if row != right:
            why = Message.of("mini.tidy.wrong", row=self.rows[row].label, right=self.rows[right].label)
            return replace(self, mistakes=self.mistakes + 1, last=why)
        placed = tuple(p + (pos,) if i == row else p for i, p in enumerate(self.placed))
        done = Message.of("mini.tidy.right", row=self.rows[row].label, count=len(placed[row]))
        return replace(self, placed=placed, last=done)

    def hint(self) -> Message:
        """Which row the first tile left in the pile goes into."""
        left = self.in_pile()
        if not left:
            return Message.of("mini.tidy.hint_none")
        return Message.of("mini.tidy.hint", row=self.rows[self.right_row(left[0])].label)

    def finish(self) -> TidyUp:
        """Nothing to finish early: the box is done when the pile is empty."""
        return self

    def summary(self) -> Summary:
        lines = [Message.of("mini.tidy.done", count=len(self.in_box), total=len(self.pile))]
        lines.append(Message.of("mini.tidy.mistakes", count=self.mistakes) if self.mistakes
                     else Message.of("mini.tidy.no_mistakes"))
        return Summary("tidy_up", tuple(lines), (
            ("placed", len(self.in_box)), ("total", len(self.pile)), ("mistakes", self.mistakes)))
