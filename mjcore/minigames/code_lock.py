"""Code lock: show N tiles, hide them, rebuild them from memory; N adapts.

Seed ``000`` line 231: memory span grows through preschool years and is about the
child's age in years (7±2 for adults), so a six-year-old should rebuild six tiles,
"perhaps in a different order". Five is within individual differences; three or fewer
is worth a closer look (the article suggests saying the tiles aloud to oneself).

We start at the age (3 to 7 tiles), go one tile up after a perfect answer, stay after an
answer with only order errors, and go one down after item errors. Order errors (right
tiles in the wrong places) and item errors (tiles missing or wrong) are counted apart.

>>> from mjcore.notation import parse_tiles
>>> score_answer(parse_tiles("2583p"), parse_tiles("5283p"))
(0, 1)
>>> score_answer(parse_tiles("2583p"), parse_tiles("258p"))
(1, 0)
>>> import random
>>> game = CodeLock.new(random.Random(2), age=6)
>>> len(game.code), game.showing
(6, True)
>>> game = game.hide().answer(game.code)
>>> game.length, game.rounds[0].perfect
(7, True)

After a code with mistakes the child may try the same code again (:meth:`CodeLock.retry`):
the retry is looked at and rebuilt as before, but it is kept apart (``retries``): the span and
the length follow the first tries only, and the next code comes after it.

>>> game = CodeLock.new(random.Random(2), age=6)
>>> missed = game.hide().answer(game.code[:3])
>>> again = missed.retry()
>>> again.code == game.code, again.showing, again.retrying
(True, True, True)
>>> after = again.hide().answer(game.code)
>>> after.retries[0].perfect, len(after.rounds), after.code == missed.code
(True, 1, True)
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence as Seq
from dataclasses import dataclass, replace

from mjcore.codec import ByName
from mjcore.i18n import Message
from mjcore.minigames.base import BadMoveError, BadSettingError, Summary, check_rng
from mjcore.tiles import Tile

MIN_LENGTH, MAX_LENGTH = 2, 9


def start_length(age: int) -> int:
    """The first code length for a child of ``age`` years: the age, kept within 3..7.

    >>> start_length(4), start_length(6), start_length(30)
    (4, 6, 7)
    """
    return max(3, min(7, age))


def _lcs(a: Seq[Tile], b: Seq[Tile]) -> int:
    prev = [0] * (len(b) + 1)
    for x in a:
        cur = [0]
        for j, y in enumerate(b):
            cur.append(prev[j] + 1 if x == y else max(prev[j + 1], cur[j]))
        prev = cur
    return prev[-1]


def score_answer(code: Seq[Tile], answer: Seq[Tile]) -> tuple[int, int]:
    """``(item_errors, order_errors)``: tiles missing or wrong; right tiles out of order."""
    common = sum((Counter(code) & Counter(answer)).values())
    items = max(len(code), len(answer)) - common
    return items, common - _lcs(code, answer)


@dataclass(frozen=True, slots=True)
class LockRound(ByName):
    code: tuple[Tile, ...]
    answer: tuple[Tile, ...]
    item_errors: int
    order_errors: int

    @property
    def perfect(self) -> bool:
        return self.item_errors == 0 and self.order_errors == 0

    @property
    def recalled(self) -> int:
        """Tiles of the code the child put back, in any order."""
        return sum((Counter(self.code) & Counter(self.answer)).values())

    @property
    def recalled_in_order(self) -> int:
        """The most of them that stand in the code's order."""
        return _lcs(self.code, self.answer)


@dataclass(frozen=True, slots=True)
class CodeLock(ByName):
    """The code being shown or recalled, the current length and the rounds played.

    Codes are drawn from ``suits`` (distinct tiles, as from one suit's row of 1..9 when
    the length allows); ``seed`` makes every round's code reproducible. Its JSON is by field name
    (:mod:`mjcore.codec`).
    """

    seed: int
    age: int
    suits: str
    length: int
    code: tuple[Tile, ...]
    showing: bool = True
    rounds: tuple[LockRound, ...] = ()
    max_rounds: int = 6
    #: Whether the code shown is a missed one tried again (:meth:`retry`).
    retrying: bool = False
    #: The answers of the codes tried again (not counted in the span or the length).
    retries: tuple[LockRound, ...] = ()
    #: Whether the last answer was a retry's.
    retried: bool = False

    @classmethod
    def new(cls, rng: random.Random, *, age: int = 6, suits: str = "p", rounds: int = 6) -> CodeLock:
        check_rng(rng)
        if not 2 <= age <= 120:
            raise BadSettingError("error.mini.lock.age", age=age)
        if not suits or set(suits) - set("mps") or rounds < 1:
            raise BadSettingError("error.mini.suits", suits=suits)
        length = start_length(age)
        seed = rng.randrange(2**32)
        return cls(seed, age, suits, length, _code(seed, 0, suits, length), max_rounds=rounds)

    @property
    def is_over(self) -> bool:
        return len(self.rounds) >= self.max_rounds and not self.retrying

    @property
    def last_try(self) -> LockRound | None:
        """The last answer given: a round, or the retry after it."""
        if self.retried:
            return self.retries[-1]
        return self.rounds[-1] if self.rounds else None

    @property
    def can_retry(self) -> bool:
        """Whether the code just answered had mistakes and can be tried again."""
        last = self.last_try
        return self.showing and not self.retrying and last is not None and not last.perfect

    def retry(self) -> CodeLock:
        """Show the code just missed again, to look at and rebuild once more."""
        if not self.can_retry:
            raise BadMoveError("error.mini.lock.no_retry")
        last = self.last_try
        assert last is not None
        return replace(self, code=last.code, showing=True, retrying=True)

    def hide(self) -> CodeLock:
        """Cover the tiles: now the child rebuilds them."""
        if self.is_over or not self.showing:
            raise BadMoveError("error.mini.lock.not_showing")
        return replace(self, showing=False)

    def answer(self, tiles: Seq[Tile]) -> CodeLock:
        """The child's row; scores it, adapts the length and deals the next code."""
        if self.is_over or self.showing:
            raise BadMoveError("error.mini.lock.not_hidden")
        items, order = score_answer(self.code, tiles)
        result = LockRound(self.code, tuple(tiles), items, order)
        if self.retrying:  # the same code again: kept apart, the next code is the one due
            return replace(self, retries=self.retries + (result,), retrying=False, retried=True, showing=True,
                           code=_code(self.seed, len(self.rounds), self.suits, self.length))
        length = self.length
        if result.perfect:
            length = min(MAX_LENGTH, length + 1)
        elif items:
            length = max(MIN_LENGTH, length - 1)
        n = len(self.rounds) + 1
        return replace(self, rounds=self.rounds + (result,), length=length, showing=True, retried=False,
                       code=_code(self.seed, n, self.suits, length))

    def hint(self) -> Message:
        if self.showing:
            return Message.of("mini.lock.hint_say", tiles=self.code)
        return Message.of("mini.lock.hint_count", count=len(self.code), first=self.code[0])

    def span(self, *, in_order: bool = False) -> int:
        """The most tiles of one code put back (``in_order``: standing in the code's order)."""
        return max((r.recalled_in_order if in_order else r.recalled for r in self.rounds), default=0)

    def summary(self) -> Summary:
        span, ordered = self.span(), self.span(in_order=True)
        items = sum(r.item_errors for r in self.rounds)
        order = sum(r.order_errors for r in self.rounds)
        lines = [Message.of("mini.lock.rounds", count=len(self.rounds)),
                 Message.of("mini.lock.span", span=span, ordered=ordered),
                 Message.of("mini.lock.errors", items=items, order=order)]
        if self.rounds:
            expected = min(self.age, 7)
            if span >= expected:
                lines.append(Message.of("mini.lock.norm_ok", age=self.age))
            elif span > 3:
                lines.append(Message.of("mini.lock.norm_close"))
            else:
                lines.append(Message.of("mini.lock.norm_low"))
        return Summary("code_lock", tuple(lines), (
            ("rounds", len(self.rounds)), ("span", span), ("span_in_order", ordered),
            ("item_errors", items), ("order_errors", order), ("length", self.length),
            ("retries", len(self.retries)), ("retries_right", sum(r.perfect for r in self.retries))))


def _code(seed: int, round_no: int, suits: str, length: int) -> tuple[Tile, ...]:
    rng = random.Random(f"{seed}/{round_no}")
    kinds = [Tile.of(s, n) for s in suits for n in range(1, 10)]
    if length <= len(kinds):
        return tuple(rng.sample(kinds, length))
    return tuple(rng.choice(kinds) for _ in range(length))
