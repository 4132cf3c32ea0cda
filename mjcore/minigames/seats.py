"""Seats 1-4 clockwise: number the four sides of the table.

Seed ``000`` lines 248 and 254: with children the seats are simply numbered 1 to 4,
clockwise, instead of the mirrored compass of mahjong (which is for the parent only).
Each round puts seat 1 on some side of the table seen from above; the child shows seat
2, then 3, then 4, going round like the hands of a clock.  A wrong side is counted and
the same seat is asked again.  Seen from above, clockwise from the bottom side goes left,
then top, then right (:data:`CLOCKWISE`).

>>> game = Seats.from_firsts([Side.BOTTOM])
>>> game.asked, game.side_of(2).name
(2, 'LEFT')
>>> game = game.show(Side.RIGHT)          # seat 2 is not on the right: ask again
>>> game.asked, game.mistakes, game.last.key
(2, 1, 'mini.seats.wrong')
>>> game = game.show(Side.LEFT).show(Side.TOP).show(Side.RIGHT)
>>> game.is_over, game.summary().counts["mistakes"]
(True, 1)
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, replace
from enum import Enum

from mjcore.i18n import Message
from mjcore.minigames.base import BadMoveError, BadSettingError, Summary, check_rng

__all__ = ["CLOCKWISE", "Seats", "Side", "seat_of"]


class Side(Enum):
    """A side of the table, as seen from above (the child sits at the bottom)."""

    BOTTOM = "bottom"
    LEFT = "left"
    TOP = "top"
    RIGHT = "right"

    @property
    def label(self) -> Message:
        return Message(f"mini.seats.side.{self.value}")


#: The sides in clockwise order seen from above.
CLOCKWISE: tuple[Side, ...] = (Side.BOTTOM, Side.LEFT, Side.TOP, Side.RIGHT)


def seat_of(side: Side, first: Side) -> int:
    """The seat number of ``side`` when seat 1 is at ``first``, counting clockwise.

    >>> seat_of(Side.TOP, Side.BOTTOM), seat_of(Side.BOTTOM, Side.LEFT)
    (3, 4)
    """
    return (CLOCKWISE.index(side) - CLOCKWISE.index(first)) % 4 + 1


@dataclass(frozen=True, slots=True)
class Seats:
    """The rounds (where seat 1 is in each), the round and the seat asked now."""

    firsts: tuple[Side, ...]
    round: int = 0
    asked: int = 2
    mistakes: int = 0
    hints: int = 0
    last: Message | None = None

    @classmethod
    def new(cls, rng: random.Random, rounds: int = 3) -> Seats:
        """``rounds`` rounds; the first has seat 1 at the bottom (where the child sits)."""
        check_rng(rng)
        if not 1 <= rounds <= 8:
            raise BadSettingError("error.mini.seats.rounds", rounds=rounds)
        return cls.from_firsts([Side.BOTTOM] + [rng.choice(CLOCKWISE[1:]) for _ in range(rounds - 1)])

    @classmethod
    def from_firsts(cls, firsts: Iterable[Side]) -> Seats:
        return cls(tuple(firsts))

    # -- reading -----------------------------------------------------------------------
    @property
    def first(self) -> Side:
        """Where seat 1 is in this round."""
        return self.firsts[min(self.round, len(self.firsts) - 1)]

    def side_of(self, seat: int) -> Side:
        """The side of ``seat`` in this round."""
        return CLOCKWISE[(CLOCKWISE.index(self.first) + seat - 1) % 4]

    def numbered(self) -> dict[Side, int]:
        """The sides numbered so far in this round (seat 1 is given); at the end, the last round's four."""
        if self.is_over:
            return {self.side_of(seat): seat for seat in range(1, 5)}
        return {self.side_of(seat): seat for seat in range(1, self.asked)}

    @property
    def is_over(self) -> bool:
        return self.round >= len(self.firsts)

    # -- moves -------------------------------------------------------------------------
    def show(self, side: Side) -> Seats:
        """The child shows where seat :attr:`asked` is."""
        if self.is_over:
            raise BadMoveError("error.mini.over")
        side = Side(side)
        if side is not self.side_of(self.asked):
            if side in self.numbered():
                why = Message.of("mini.seats.taken", seat=self.numbered()[side])
            else:
                why = Message.of("mini.seats.wrong", seat=self.asked, before=self.asked - 1)
            return replace(self, mistakes=self.mistakes + 1, last=why)
        if self.asked < 4:
            return replace(self, asked=self.asked + 1, last=Message.of("mini.seats.right", seat=self.asked))
        last = self.round + 1 == len(self.firsts)
        word = Message.of("mini.seats.all_done" if last else "mini.seats.round_done")
        return replace(self, round=self.round + 1, asked=2, last=word)

    def hint(self) -> Message:
        if self.is_over:
            return Message.of("mini.seats.hint_none")
        return Message.of("mini.seats.hint", seat=self.asked, before=self.asked - 1,
                          side=self.side_of(self.asked).label)

    def finish(self) -> Seats:
        return self

    def summary(self) -> Summary:
        lines = [Message.of("mini.seats.done", rounds=min(self.round, len(self.firsts)))]
        lines.append(Message.of("mini.seats.mistakes", count=self.mistakes) if self.mistakes
                     else Message.of("mini.seats.no_mistakes"))
        return Summary("seats", tuple(lines), (
            ("rounds", min(self.round, len(self.firsts))), ("mistakes", self.mistakes)))
