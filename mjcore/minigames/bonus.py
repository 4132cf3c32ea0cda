"""Bonus tiles: which flower or season belongs to which seat.

Seed ``000`` line 248 (and 255): flowers and seasons make no sets but bring a point when
the number on the tile matches the player's seat number (seats numbered 1-4 clockwise).
Each flower and season carries a number 1-4, so tile *n* of ``1f..8f`` belongs to seat
((n-1) mod 4)+1: plum and spring to seat 1, orchid and summer to seat 2, and so on.

Two kinds of question: "whose is this tile?" (answer a seat) and "which tiles are seat
*k*'s?" (pick both tiles).  A wrong answer keeps the question: the child hears a hint and
tries the same question again; only a first-try answer counts as right.

>>> import random
>>> from mjcore.tiles import Tile
>>> game = BonusTiles.new(random.Random(5), count=4)
>>> q = game.question
>>> game = game.answer(q.correct)
>>> game.right, game.feedback.text("en").startswith("Right")
(1, True)
>>> seat_of(Tile.AUTUMN), tiles_of(2)
(3, (Tile.ORCHID, Tile.SUMMER))
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, replace

from mjcore.i18n import Message
from mjcore.minigames.base import BadMoveError, BadSettingError, Summary, check_rng
from mjcore.tiles import BONUS_TILES, Tile


def seat_of(tile: Tile) -> int:
    """The seat a bonus tile belongs to."""
    if not tile.is_bonus:
        raise BadSettingError("error.mini.bonus.not_bonus", tile=tile)
    return (tile.number - 1) % 4 + 1


def tiles_of(seat: int) -> tuple[Tile, Tile]:
    """The flower and the season of a seat."""
    if seat not in (1, 2, 3, 4):
        raise BadSettingError("error.mini.bonus.seat", seat=seat)
    return Tile.of("f", seat), Tile.of("f", seat + 4)


@dataclass(frozen=True, slots=True)
class Question:
    """Either ``tile`` is given (answer: a seat) or ``seat`` is (answer: its two tiles)."""

    tile: Tile | None = None
    seat: int | None = None

    @property
    def correct(self) -> int | frozenset[Tile]:
        if self.tile is not None:
            return seat_of(self.tile)
        assert self.seat is not None
        return frozenset(tiles_of(self.seat))

    def prompt(self) -> Message:
        if self.tile is not None:
            return Message.of("mini.bonus.ask_seat", tile=self.tile)
        return Message.of("mini.bonus.ask_tiles", seat=self.seat)

    def explain(self) -> Message:
        seat = seat_of(self.tile) if self.tile is not None else self.seat
        return Message.of("mini.bonus.explain", seat=seat, tiles=tiles_of(seat))  # type: ignore[arg-type]


@dataclass(frozen=True, slots=True)
class BonusTiles:
    questions: tuple[Question, ...]
    index: int = 0
    right: int = 0
    wrong: tuple[Question, ...] = ()
    feedback: Message | None = None
    #: The current question was already answered wrongly (the child is trying again).
    retrying: bool = False

    @classmethod
    def new(cls, rng: random.Random, *, count: int = 8, kinds: str = "both") -> BonusTiles:
        """``count`` questions; ``kinds``: ``"seat"``, ``"tiles"`` or ``"both"``."""
        check_rng(rng)
        if count < 1 or kinds not in ("seat", "tiles", "both"):
            raise BadSettingError("error.mini.bonus.kinds", kinds=kinds)
        pool: list[Question] = []
        if kinds in ("seat", "both"):
            pool += [Question(tile=t) for t in BONUS_TILES]
        if kinds in ("tiles", "both"):
            pool += [Question(seat=s) for s in (1, 2, 3, 4)]
        out: list[Question] = []
        while len(out) < count:
            batch = pool[:]
            rng.shuffle(batch)
            out += batch
        return cls(tuple(out[:count]))

    @property
    def is_over(self) -> bool:
        return self.index >= len(self.questions)

    @property
    def question(self) -> Question:
        if self.is_over:
            raise BadMoveError("error.mini.over")
        return self.questions[self.index]

    def answer(self, value: int | Iterable[Tile]) -> BonusTiles:
        """A seat number, or the tiles picked for a seat.  Right: the next question (a point
        only at the first try).  Wrong: the same question again, with a hint.

        >>> game = BonusTiles((Question(tile=Tile.AUTUMN),)).answer(1)
        >>> game.index, game.retrying, game.feedback.text("en")
        (0, True, 'Not quite. Look at the number on Autumn (season 3): it is 3. Try again!')
        >>> game = game.answer(3)
        >>> game.is_over, game.right, len(game.wrong)
        (True, 0, 1)
        """
        q = self.question
        given = value if isinstance(value, int) else frozenset(value)
        if given == q.correct:
            return replace(self, index=self.index + 1, right=self.right + (0 if self.retrying else 1),
                           retrying=False, feedback=Message.of("mini.bonus.right", why=q.explain()))
        wrong = self.wrong if self.retrying else self.wrong + (q,)
        return replace(self, wrong=wrong, retrying=True, feedback=Message.of("mini.bonus.try_again", hint=self.hint()))

    def hint(self) -> Message:
        q = self.question
        if q.tile is not None:
            return Message.of("mini.bonus.hint_tile", tile=q.tile, n=seat_of(q.tile))
        return Message.of("mini.bonus.hint_seat", seat=q.seat)

    def summary(self) -> Summary:
        lines = [Message.of("mini.bonus.score", right=self.right, total=self.index)]
        lines += [q.explain() for q in dict.fromkeys(self.wrong)]
        return Summary("bonus", tuple(lines), (("right", self.right), ("wrong", len(self.wrong)),
                                               ("asked", self.index)))
