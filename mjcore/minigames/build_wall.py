"""Building the wall: four sides, two tiles high, 18 stacks long (17 without bonus tiles).

Seed ``000`` lines 251-252: the wall is a square of four sides, two tiles thick and
eighteen long (seventeen when playing without flowers and seasons) — practice for the
fingers and for counting up to twenty, since long rows of white tiles are hard to count.
The child adds stacks of two tiles to the side being built (or takes one away) and says
"this side is ready"; the game checks the count.  A wrong count is counted as a mistake
and the same side is built on; the board never shows the number (counting is the task),
only a hint says it.

>>> game = BuildWall.new(bonus=False)
>>> game.need, game.tiles_total
(17, 136)
>>> game = game.add(16).ready()
>>> game.side, game.mistakes, game.last.key
(0, 1, 'mini.build.few')
>>> for _ in range(4):
...     game = game.add(17 - game.stacks[game.side]).ready()
>>> game.is_over, game.summary().counts["stacks"]
(True, 68)
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from mjcore.i18n import Message
from mjcore.minigames.base import BadMoveError, Summary

__all__ = ["MAX_STACKS", "BuildWall"]

#: A side never grows past twenty stacks: the game counts to twenty.
MAX_STACKS = 20


@dataclass(frozen=True, slots=True)
class BuildWall:
    """Stacks on each of the four sides, the side being built, mistakes and the last word."""

    bonus: bool = True
    stacks: tuple[int, int, int, int] = (0, 0, 0, 0)
    side: int = 0
    mistakes: int = 0
    hints: int = 0
    last: Message | None = None

    @classmethod
    def new(cls, *, bonus: bool = True) -> BuildWall:
        """An empty table; ``bonus=False`` builds the wall without flowers and seasons."""
        return cls(bonus=bool(bonus))

    # -- reading -----------------------------------------------------------------------
    @property
    def need(self) -> int:
        """Stacks on a side: 18 with flowers and seasons, else 17."""
        return 18 if self.bonus else 17

    @property
    def tiles_total(self) -> int:
        """Tiles in the whole wall: 4 sides x 2 high x :attr:`need`."""
        return 4 * 2 * self.need

    @property
    def is_over(self) -> bool:
        return self.side >= 4

    # -- moves -------------------------------------------------------------------------
    def _building(self) -> None:
        if self.is_over:
            raise BadMoveError("error.mini.over")

    def add(self, count: int = 1) -> BuildWall:
        """Put ``count`` stacks of two tiles at the end of the side being built."""
        self._building()
        have = self.stacks[self.side]
        if have + count > MAX_STACKS:
            return replace(self, last=Message.of("mini.build.full", most=MAX_STACKS))
        stacks = list(self.stacks)
        stacks[self.side] = have + count
        return replace(self, stacks=tuple(stacks), last=None)  # type: ignore[arg-type]

    def take(self) -> BuildWall:
        """Take the last stack off the side being built."""
        self._building()
        if not self.stacks[self.side]:
            return replace(self, last=Message.of("mini.build.empty"))
        stacks = list(self.stacks)
        stacks[self.side] -= 1
        return replace(self, stacks=tuple(stacks), last=None)  # type: ignore[arg-type]

    def ready(self) -> BuildWall:
        """The child says the side is ready: the right count moves on to the next side."""
        self._building()
        have = self.stacks[self.side]
        if have != self.need:
            key = "mini.build.few" if have < self.need else "mini.build.many"
            return replace(self, mistakes=self.mistakes + 1, last=Message.of(key, need=self.need))
        side = self.side + 1
        word = Message.of("mini.build.side_done", side=side, need=self.need) if side < 4 else \
            Message.of("mini.build.wall_done", tiles=self.tiles_total)
        return replace(self, side=side, last=word)

    def hint(self) -> Message:
        if self.is_over:
            return Message.of("mini.build.wall_done", tiles=self.tiles_total)
        return Message.of("mini.build.hint", count=self.stacks[self.side], need=self.need)

    def finish(self) -> BuildWall:
        return self

    def summary(self) -> Summary:
        built = sum(self.stacks)
        lines = [Message.of("mini.build.summary", sides=min(self.side, 4), stacks=built, tiles=2 * built)]
        lines.append(Message.of("mini.build.mistakes", count=self.mistakes) if self.mistakes
                     else Message.of("mini.build.no_mistakes"))
        return Summary("build_wall", tuple(lines), (
            ("sides", min(self.side, 4)), ("stacks", built), ("mistakes", self.mistakes), ("hints", self.hints)))
