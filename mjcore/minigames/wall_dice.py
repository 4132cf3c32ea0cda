"""Wall and dice: where the wall breaks for a throw; counting practice up to twenty.

Seed ``000`` lines 251-257 (the kids' method): four sides of 18 stacks (17 without
flowers and seasons), seats numbered 1-4 clockwise. A first throw picks the side: count
the dice total clockwise from seat 1 (seat 1, 2, 3, 4, 1, ...). A second throw picks the
stack: count that many stacks from the right end of the side and break after it; a total
that reaches the end of the side is thrown again (the article ignores 18-20 on a d20).
Dice: ``d4`` or ``1d6`` (5-6 thrown again) or ``2d6`` for the side; ``d20``, ``2d6`` or
``3d6`` for the stack (three dice reach almost the whole side: the most counting).

>>> break_point(9, 7)
(1, 7)
>>> counting_path(6)
(1, 2, 3, 4, 1, 2)
>>> import random
>>> game = WallDice.new(random.Random(4))
>>> game.side_dice, game.stack_dice
((2, 3), (1, 6, 4))
>>> game = game.answer(5).answer(1).answer(11).answer(11)
>>> game.is_over, game.mistakes
(True, 0)
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from enum import Enum

from mjcore.i18n import Message
from mjcore.minigames.base import BadMoveError, BadSettingError, Summary, check_rng

_DICE = {"d4": (1, 4), "1d6": (1, 6), "2d6": (2, 6), "3d6": (3, 6), "d20": (1, 20)}


class Step(Enum):
    SIDE_TOTAL = "side_total"  # add up the first throw
    SIDE = "side"  # count the sides clockwise from seat 1
    STACK_TOTAL = "stack_total"  # add up the second throw
    STACK = "stack"  # count the stacks from the right end of that side
    DONE = "done"


def counting_path(total: int) -> tuple[int, ...]:
    """The seats counted, clockwise from seat 1, for a total."""
    return tuple(i % 4 + 1 for i in range(total))


def break_point(side_total: int, stack_total: int, stacks: int = 18) -> tuple[int, int]:
    """``(side, stack)``: the side (its seat number) and the stack counted from its right end."""
    if side_total < 1 or not 1 <= stack_total < stacks:
        raise BadSettingError("error.mini.wall.total", total=stack_total, stacks=stacks)
    return (side_total - 1) % 4 + 1, stack_total


def _throw(rng: random.Random, dice: str, limit: int) -> tuple[int, ...]:
    count, faces = _DICE[dice]
    while True:
        throw = tuple(rng.randint(1, faces) for _ in range(count))
        if sum(throw) <= limit:
            return throw


@dataclass(frozen=True, slots=True)
class WallDice:
    side_dice: tuple[int, ...]
    stack_dice: tuple[int, ...]
    stacks: int = 18
    step: Step = Step.SIDE_TOTAL
    mistakes: int = 0
    wrong_steps: tuple[Step, ...] = ()
    feedback: Message | None = None

    @classmethod
    def new(cls, rng: random.Random, *, side_dice: str = "2d6", stack_dice: str = "3d6", bonus: bool = True) -> WallDice:
        """Throw both throws now (re-throwing totals the article ignores)."""
        check_rng(rng)
        if side_dice not in ("d4", "1d6", "2d6") or stack_dice not in ("d20", "2d6", "3d6"):
            raise BadSettingError("error.mini.wall.dice", side=side_dice, stack=stack_dice)
        stacks = 18 if bonus else 17
        side = _throw(rng, side_dice, 4 if side_dice != "2d6" else 12)
        stack = _throw(rng, stack_dice, stacks - 1)
        return cls(side, stack, stacks)

    @property
    def side(self) -> int:
        return break_point(sum(self.side_dice), sum(self.stack_dice), self.stacks)[0]

    @property
    def stack(self) -> int:
        return sum(self.stack_dice)

    @property
    def is_over(self) -> bool:
        return self.step is Step.DONE

    def correct(self) -> int:
        """The answer the current step wants."""
        return {Step.SIDE_TOTAL: sum(self.side_dice), Step.SIDE: self.side,
                Step.STACK_TOTAL: sum(self.stack_dice), Step.STACK: self.stack}[self._step()]

    def _step(self) -> Step:
        if self.is_over:
            raise BadMoveError("error.mini.over")
        return self.step

    def answer(self, value: int) -> WallDice:
        """The child's number for the current step; a wrong one is counted and asked again."""
        step = self._step()
        if value != self.correct():
            return replace(self, mistakes=self.mistakes + 1, wrong_steps=self.wrong_steps + (step,),
                           feedback=Message.of("mini.wall.wrong", again=self.hint()))
        order = list(Step)
        nxt = order[order.index(step) + 1]
        return replace(self, step=nxt, feedback=Message.of(f"mini.wall.ok.{step.value}", n=value))

    def prompt(self) -> Message:
        step = self._step()
        dice = self.side_dice if step in (Step.SIDE_TOTAL, Step.SIDE) else self.stack_dice
        return Message.of(f"mini.wall.ask.{step.value}", dice=" + ".join(map(str, dice)), stacks=self.stacks,
                          side=self.side)

    def hint(self) -> Message:
        step = self._step()
        if step is Step.SIDE_TOTAL or step is Step.STACK_TOTAL:
            dice = self.side_dice if step is Step.SIDE_TOTAL else self.stack_dice
            return Message.of("mini.wall.hint_total", dice=" + ".join(map(str, dice)))
        if step is Step.SIDE:
            path = counting_path(sum(self.side_dice))
            return Message.of("mini.wall.hint_side", path=", ".join(map(str, path)), total=len(path))
        return Message.of("mini.wall.hint_stack", n=self.stack, side=self.side)

    def summary(self) -> Summary:
        lines = [Message.of("mini.wall.result", side=self.side, stack=self.stack, stacks=self.stacks)]
        lines.append(Message.of("mini.wall.mistakes", count=self.mistakes) if self.mistakes
                     else Message.of("mini.wall.no_mistakes"))
        stats = (("side", self.side), ("stack", self.stack), ("mistakes", self.mistakes)) + tuple(
            (f"wrong_{s.value}", self.wrong_steps.count(s)) for s in list(Step)[:4])
        return Summary("wall_dice", tuple(lines), stats)
