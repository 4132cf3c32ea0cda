"""Find the suit: pick every tile of one suit (or of one kind: all dragons) from a pile.

Seed ``000`` lines 223-224 and 234: the first task on attention. It is normal for a child
of six or seven to pick almost all of them quickly, miss four or five and then find those
too with hints like "I see one coin next to your right foot": :meth:`FindSuit.hint` names
the row of a tile still in the pile. A wrong pick stays in the pile and is counted.

>>> import random
>>> game = FindSuit.new(random.Random(3), "dragons", size=24)
>>> targets = game.remaining_targets()
>>> game = game.pick(targets[0]).finish()
>>> game.found, game.misses == len(targets) - 1
(1, True)
>>> print(game.summary().text("en"))  # doctest: +ELLIPSIS
Found 1 of ...
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from enum import Enum

from mjcore.i18n import Message
from mjcore.minigames.base import (
    BadMoveError,
    BadSettingError,
    Summary,
    check_positions,
    check_rng,
)
from mjcore.tiles import Tile


class Target(Enum):
    """What the child looks for: a suit or a kind of honor or bonus tile."""

    CHARACTERS = "m"
    DOTS = "p"
    BAMBOO = "s"
    HONORS = "honors"
    WINDS = "winds"
    DRAGONS = "dragons"
    BONUS = "bonus"

    def matches(self, tile: Tile) -> bool:
        if self.value in ("m", "p", "s"):
            return tile.suit.value == self.value
        return {
            "honors": tile.is_honor,
            "winds": tile.is_wind,
            "dragons": tile.is_dragon,
            "bonus": tile.is_bonus,
        }[self.value]

    @property
    def label(self) -> Message:
        """The kids' name: ``монеты (точки)`` / ``Dots (coins)``."""
        return Message(f"mini.target.{self.value}")

    @classmethod
    def parse(cls, value: Target | str) -> Target:
        if isinstance(value, Target):
            return value
        for target in cls:
            if value in (target.value, target.name.lower()):
                return target
        raise BadSettingError("error.mini.target", target=value)


#: The full box: 4 copies of the 34 kinds and the 8 bonus tiles (144 tiles).
FULL_SET: tuple[Tile, ...] = tuple(Tile(k) for k in range(34) for _ in range(4)) + tuple(Tile(k) for k in range(34, 42))


@dataclass(frozen=True, slots=True)
class FindSuit:
    """A pile laid out in rows of ``columns``; ``picked`` and ``wrong`` are positions."""

    pile: tuple[Tile, ...]
    target: Target
    columns: int = 8
    picked: frozenset[int] = frozenset()
    wrong: tuple[int, ...] = ()
    hints: int = 0
    over: bool = False

    @classmethod
    def new(cls, rng: random.Random, target: Target | str = "p", *, size: int = 36, columns: int = 8) -> FindSuit:
        """A shuffled pile of ``size`` tiles from the full box with at least one to find."""
        check_rng(rng)
        goal = Target.parse(target)
        if not 4 <= size <= len(FULL_SET) or columns < 1:
            raise BadSettingError("error.mini.pile_size", size=size, low=4, high=len(FULL_SET))
        pile = rng.sample(FULL_SET, size)
        if not any(goal.matches(t) for t in pile):
            pile[rng.randrange(size)] = rng.choice([t for t in FULL_SET if goal.matches(t)])
        return cls(tuple(pile), goal, columns)

    @classmethod
    def from_tiles(cls, pile: tuple[Tile, ...], target: Target | str, *, columns: int = 8) -> FindSuit:
        return cls(tuple(pile), Target.parse(target), columns)

    # -- reading ---------------------------------------------------------------------
    @property
    def total(self) -> int:
        """How many tiles there are to find."""
        return sum(self.target.matches(t) for t in self.pile)

    @property
    def found(self) -> int:
        return len(self.picked)

    @property
    def misses(self) -> int:
        """Tiles to find still in the pile (counted as misses once the child says "done")."""
        return self.total - self.found

    def remaining_targets(self) -> tuple[int, ...]:
        return tuple(i for i, t in enumerate(self.pile) if self.target.matches(t) and i not in self.picked)

    def in_pile(self) -> tuple[int, ...]:
        """Positions still on the table."""
        return tuple(i for i in range(len(self.pile)) if i not in self.picked)

    @property
    def is_over(self) -> bool:
        return self.over or self.misses == 0

    # -- moves -----------------------------------------------------------------------
    def pick(self, pos: int) -> FindSuit:
        """Take the tile at ``pos``: a right one leaves the pile, a wrong one is counted."""
        if self.is_over:
            raise BadMoveError("error.mini.over")
        check_positions([pos], len(self.pile), self.picked)
        if self.target.matches(self.pile[pos]):
            return replace(self, picked=self.picked | {pos})
        return replace(self, wrong=self.wrong + (pos,))

    def finish(self) -> FindSuit:
        """The child says "that's all"."""
        return replace(self, over=True)

    def hint(self) -> Message:
        """Where one of the missed tiles lies: its row (and the tile's kind)."""
        left = self.remaining_targets()
        if not left:
            return Message.of("mini.find.hint_none", target=self.target.label)
        pos = left[0]
        return Message.of("mini.find.hint", tile=self.pile[pos], row=pos // self.columns + 1)

    def ask_hint(self) -> tuple[FindSuit, Message]:
        """The hint, counted in the summary."""
        return replace(self, hints=self.hints + 1), self.hint()

    def summary(self) -> Summary:
        lines = [Message.of("mini.find.found", found=self.found, total=self.total)]
        if self.wrong:
            lines.append(Message.of("mini.find.wrong", count=len(self.wrong),
                                    tiles=tuple(self.pile[i] for i in self.wrong)))
        if self.is_over and self.misses:
            lines.append(Message.of("mini.find.missed", count=self.misses))
            if self.misses <= 5:
                lines.append(Message.of("mini.find.normal"))
        if self.hints:
            lines.append(Message.of("mini.hints_used", count=self.hints))
        return Summary("find_suit", tuple(lines), (
            ("found", self.found), ("total", self.total), ("wrong", len(self.wrong)),
            ("misses", self.misses), ("hints", self.hints)))
