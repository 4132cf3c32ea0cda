"""Chinese numerals: which number is written on a characters tile (stage 5).

Seed ``000`` lines 233-234 and ``001`` (the mnemonics): the characters tiles carry a black
Chinese numeral over the red 萬; the adapted set adds an Arabic index in the corner, which
gives the answer away, so a board asks with the tile drawn without it.  The child answers
with a number 1-9; a wrong number is counted and the same tile is asked again, with the
numeral's mnemonic as the hint.

>>> import random
>>> game = Numerals.new(random.Random(2), rounds=3)
>>> game.tile.suit.value, game.answer
('m', 1)
>>> game = game.say(3)
>>> game.mistakes, game.round, game.last.key
(1, 0, 'mini.numerals.wrong')
>>> while not game.is_over:
...     game = game.say(game.answer)
>>> game.summary().counts["right"]
3
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, replace

from mjcore.i18n import Message
from mjcore.minigames.base import BadMoveError, BadSettingError, Summary, check_rng
from mjcore.tiles import Tile

__all__ = ["Numerals"]


@dataclass(frozen=True, slots=True)
class Numerals:
    """The numbers asked (one characters tile each), the round, mistakes and the last word."""

    numbers: tuple[int, ...]
    round: int = 0
    mistakes: int = 0
    hints: int = 0
    last: Message | None = None

    @classmethod
    def new(cls, rng: random.Random, rounds: int = 6) -> Numerals:
        """``rounds`` numbers, no number twice in a row."""
        check_rng(rng)
        if not 1 <= rounds <= 20:
            raise BadSettingError("error.mini.numerals.rounds", rounds=rounds)
        numbers: list[int] = []
        while len(numbers) < rounds:
            n = rng.randint(1, 9)
            if not numbers or n != numbers[-1]:
                numbers.append(n)
        return cls.from_numbers(numbers)

    @classmethod
    def from_numbers(cls, numbers: Iterable[int]) -> Numerals:
        chosen = tuple(numbers)
        if not chosen or any(not 1 <= n <= 9 for n in chosen):
            raise BadSettingError("error.mini.numerals.rounds", rounds=len(chosen))
        return cls(chosen)

    @property
    def is_over(self) -> bool:
        return self.round >= len(self.numbers)

    @property
    def answer(self) -> int:
        """The number on the tile asked now."""
        return self.numbers[min(self.round, len(self.numbers) - 1)]

    @property
    def tile(self) -> Tile:
        """The characters tile asked now."""
        return Tile.of("m", self.answer)

    def say(self, number: int) -> Numerals:
        """The child's answer for the tile asked now."""
        if self.is_over:
            raise BadMoveError("error.mini.over")
        if number != self.answer:
            return replace(self, mistakes=self.mistakes + 1, last=Message.of("mini.numerals.wrong", said=number))
        return replace(self, round=self.round + 1, last=Message.of("mini.numerals.right", n=number))

    def hint(self) -> Message:
        """The mnemonic of the numeral asked now."""
        return Message.of(f"mini.numerals.hint.{self.answer}")

    def finish(self) -> Numerals:
        return self

    def summary(self) -> Summary:
        right = min(self.round, len(self.numbers))
        lines = [Message.of("mini.numerals.done", right=right, total=len(self.numbers))]
        lines.append(Message.of("mini.numerals.mistakes", count=self.mistakes) if self.mistakes
                     else Message.of("mini.numerals.no_mistakes"))
        return Summary("numerals", tuple(lines), (("right", right), ("mistakes", self.mistakes)))
