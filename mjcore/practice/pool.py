"""The difficulty of each exercise learnt from every learner's answers: a :class:`DifficultyPool`.

A learner's record (:class:`~mjcore.practice.record.Progress`) rates the learner; an exercise
(a quiz family at a level, ``"shanten:2"``) is rated by all the answers it got. In the notebook
there is one learner, so the record keeps the difficulty itself; the bot keeps one pool for
all its users, in its database (``bot.storage``), and every user's answer moves it. As lichess
rates its puzzles, only learners whose own rating is sure (deviation at most
:data:`CONFIDENT_RD`) move an exercise's difficulty.

>>> pool = MemoryPool()
>>> sure = Rating(1900, 60)
>>> for _ in range(5):
...     _ = pool.answered("shanten:1", sure, False)   # strong learners fail it: it is hard
>>> pool.difficulty("shanten:1").rating > prior("shanten:1").rating
True
>>> pool.answered("shanten:1", Rating(), True) == pool.difficulty("shanten:1")  # a new learner: no change
True
"""

from __future__ import annotations

from typing import Protocol

from mjcore.practice.areas import prior
from mjcore.practice.glicko import Rating

#: An exercise's difficulty learns only from learners whose rating is this sure (lichess rates
#: its puzzles only from players who are no longer provisional).
CONFIDENT_RD = 110.0


def item_after(item: Rating, learner: Rating, correct: bool) -> Rating:
    """The exercise's difficulty after ``learner`` answered it (``correct`` or not): the
    Glicko-2 game the exercise lost or won, or no change while the learner is provisional.

    >>> item_after(Rating(), Rating(1500, 60), True).rating < 1500 < item_after(Rating(), Rating(1500, 60), False).rating
    True
    """
    if learner.rd > CONFIDENT_RD:
        return item
    return learner.answered(item, correct)[1]


class DifficultyPool(Protocol):
    """Where exercises' difficulties are kept for many learners (a dictionary, a database)."""

    def difficulty(self, key: str) -> Rating | None:
        """The learnt difficulty of skill ``key``, ``None`` before its first counted answer."""
        ...

    def answered(self, key: str, learner: Rating, correct: bool) -> Rating:
        """Count one answer of ``learner`` (their rating before it) on ``key``; the difficulty after.
        Two learners answering at once must both count (a database does it under a row lock)."""
        ...


class MemoryPool:
    """A pool in a dictionary: for one process (the simulations, the tests)."""

    def __init__(self) -> None:
        self.table: dict[str, Rating] = {}

    def difficulty(self, key: str) -> Rating | None:
        return self.table.get(key)

    def answered(self, key: str, learner: Rating, correct: bool) -> Rating:
        before = self.table.get(key) or prior(key)
        after = item_after(before, learner, correct)
        if after is not before:
            self.table[key] = after
        return after
