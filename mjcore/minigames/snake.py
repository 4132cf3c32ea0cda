"""Snake: a row where each next tile has the same suit or the same number as the last one.

Seed ``000`` line 232: mix the Dots and the Bamboo and lay a row in which every next
tile is of the same suit or has the same number as the one before it.

>>> from mjcore.notation import parse_tiles
>>> game = Snake.from_tiles(parse_tiles("35p3s9s"))
>>> game = game.add(0).add(2).add(1)
>>> game.chain, game.feedback.text("en")
((Tile.P3, Tile.S3), 'Neither the same suit nor the same number as 3 of Bamboo.')
>>> game = game.add(3)
>>> game.is_over, game.summary().counts["length"]
(True, 3)
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from mjcore.codec import ByName
from mjcore.i18n import Message
from mjcore.minigames.base import BadMoveError, Summary, check_positions
from mjcore.minigames.sets import deal_pile
from mjcore.tiles import Tile


def follows(prev: Tile, tile: Tile) -> bool:
    """Same suit or same number (suited tiles)."""
    return tile.suit is prev.suit or (tile.is_suited and prev.is_suited and tile.number == prev.number)


@dataclass(frozen=True, slots=True)
class Snake(ByName):
    """The pile, the chain built (tiles, in order) and the rejected tries; its JSON is by field
    name (:mod:`mjcore.codec`), without the feedback on the last tile (it is said, not kept)."""

    UNSTORED = ("feedback",)

    pile: tuple[Tile, ...]
    used: tuple[int, ...] = ()
    rejected: int = 0
    feedback: Message | None = None

    @classmethod
    def new(cls, rng: random.Random, suits: str = "ps", *, size: int = 16) -> Snake:
        return cls(deal_pile(rng, suits.replace("z", ""), size))

    @classmethod
    def from_tiles(cls, pile: tuple[Tile, ...]) -> Snake:
        return cls(tuple(pile))

    @property
    def chain(self) -> tuple[Tile, ...]:
        return tuple(self.pile[i] for i in self.used)

    def playable(self) -> tuple[int, ...]:
        """Positions that may come next."""
        free = [i for i in range(len(self.pile)) if i not in self.used]
        if not self.used:
            return tuple(free)
        last = self.pile[self.used[-1]]
        return tuple(i for i in free if follows(last, self.pile[i]))

    @property
    def is_over(self) -> bool:
        return not self.playable()

    def add(self, pos: int) -> Snake:
        """Put the tile at ``pos`` at the head of the snake (if it follows the last one)."""
        if self.is_over:
            raise BadMoveError("error.mini.over")
        check_positions([pos], len(self.pile), self.used)
        tile = self.pile[pos]
        if self.used and not follows(self.pile[self.used[-1]], tile):
            return replace(self, rejected=self.rejected + 1,
                           feedback=Message.of("mini.snake.no", prev=self.pile[self.used[-1]]))
        return replace(self, used=self.used + (pos,), feedback=Message.of("mini.snake.ok", tile=tile))

    def _reach(self, pos: int) -> int:
        """How many tiles could follow the tile at ``pos`` (a greedy child's next choice)."""
        return sum(1 for i in range(len(self.pile)) if i not in self.used and i != pos
                   and follows(self.pile[pos], self.pile[i]))

    def hint(self) -> Message:
        """A tile that follows, choosing one that leaves most ways on."""
        options = self.playable()
        if not options:
            return Message.of("mini.snake.stuck")
        best = max(options, key=lambda i: (self._reach(i), -i))
        if not self.used:
            return Message.of("mini.snake.hint_start", tile=self.pile[best])
        return Message.of("mini.snake.hint", tile=self.pile[best], prev=self.pile[self.used[-1]])

    def summary(self) -> Summary:
        left = len(self.pile) - len(self.used)
        lines = [Message.of("mini.snake.length", count=len(self.used), total=len(self.pile))]
        if self.rejected:
            lines.append(Message.of("mini.snake.rejected", count=self.rejected))
        if self.is_over and left:
            lines.append(Message.of("mini.snake.left", count=left))
        return Summary("snake", tuple(lines), (("length", len(self.used)), ("rejected", self.rejected), ("left", left)))
