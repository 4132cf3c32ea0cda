"""Spaced repetition by FSRS (the `fsrs` package, the scheduler Anki uses): when a skill (a quiz
family at a level) is due again.

A :class:`Memory` is the FSRS card of one skill as a small frozen value with times in seconds
since the epoch (the clock is never read here: ``now`` is passed in). A right answer is rated
"Good", a wrong one "Again"; fuzzing is off, so the same answers give the same schedule.

>>> m = Memory().review(True, now=0.0)
>>> m = m.review(True, now=m.due)
>>> m = m.review(True, now=m.due)
>>> m.interval > 86400, m.review(False, now=m.due).interval < m.interval
(True, True)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from fsrs import Card, Rating, Scheduler, State

DAY = 86400.0
#: A skill whose memory is this stable (days) counts as fully learnt (Anki's "mature").
MATURE_DAYS = 21.0
#: The one scheduler: FSRS's default weights, 90 % retention, no random fuzz.
SCHEDULER = Scheduler(enable_fuzzing=False)
#: Times are seconds since the epoch from 0 to this (2286-11-20): a stored time outside is not
#: one (a date as text, a year 40000...); a due time computed later than it is kept at it.
MAX_TIME = 10_000_000_000.0
#: A memory's stability (days) and FSRS difficulty: the ranges a stored memory must keep.
STABILITY_RANGE, DIFFICULTY_RANGE = (0.001, 10_000_000.0), (1.0, 10.0)
#: The most learning steps a stored memory may be at.
MAX_STEP = 100


def _time(seconds: float) -> datetime:
    return datetime.fromtimestamp(seconds, UTC)


@dataclass(frozen=True, slots=True)
class Memory:
    """The FSRS state of one skill: ``state`` 0 new, 1 learning, 2 review, 3 relearning."""

    state: int = 0
    step: int | None = 0
    stability: float | None = None
    difficulty: float | None = None
    due: float = 0.0
    last: float | None = None

    @property
    def interval(self) -> float:
        """Seconds from the last answer to the next due time (0 for a new skill)."""
        return 0.0 if self.last is None else self.due - self.last

    @property
    def mastery(self) -> float:
        """0.0 (new) .. 1.0 (stable for :data:`MATURE_DAYS` days or more)."""
        return 0.0 if not self.stability else min(1.0, self.stability / MATURE_DAYS)

    def review(self, right: bool, now: float) -> Memory:
        """The memory after one answer at ``now``."""
        card = Card(card_id=1, state=State(self.state or 1), step=self.step, stability=self.stability,
                    difficulty=self.difficulty, due=_time(self.due),
                    last_review=None if self.last is None else _time(self.last))
        card, _ = SCHEDULER.review_card(card, Rating.Good if right else Rating.Again, _time(now))
        stability = None if card.stability is None else min(card.stability, STABILITY_RANGE[1])
        return Memory(int(card.state), card.step, stability, card.difficulty, min(card.due.timestamp(), MAX_TIME), now)

    def to_json(self) -> dict[str, Any]:
        return {"state": self.state, "step": self.step, "s": self.stability, "d": self.difficulty,
                "due": self.due, "last": self.last}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Memory:
        """Read :meth:`to_json`; ``KeyError``/``TypeError``/``ValueError`` if it is not one: a
        state 0..3, times 0..:data:`MAX_TIME`, a stability and a difficulty in their ranges, and
        what FSRS needs in each state (a memory in review has its stability and difficulty, one
        relearning its step too).

        >>> Memory.from_json({"state": 2, "step": None, "s": None, "d": 5.0, "due": 0.0, "last": None})
        Traceback (most recent call last):
        ...
        ValueError: s
        """
        state, step, due = data["state"], data.get("step"), data["due"]
        if _whole(state) is None or state not in (0, 1, 2, 3):
            raise ValueError("state")
        if step is not None and (_whole(step) is None or not 0 <= step <= MAX_STEP):
            raise ValueError("step")
        values = {"s": data.get("s"), "d": data.get("d"), "due": due, "last": data.get("last")}
        ranges = {"s": STABILITY_RANGE, "d": DIFFICULTY_RANGE, "due": (0.0, MAX_TIME), "last": (0.0, MAX_TIME)}
        for name, value in values.items():
            if (value is not None or name == "due") and not _within(value, ranges[name]):
                raise ValueError(name)
        needs = {2: ("s", "d"), 3: ("s", "d", "step")}.get(state, ())
        for name in needs:
            if (step if name == "step" else values[name]) is None:
                raise ValueError(name)

        def opt(name: str) -> float | None:
            value = values[name]
            return None if value is None else float(value)

        return cls(state, step, opt("s"), opt("d"), float(due), opt("last"))

    @classmethod
    def from_box(cls, box: int, due: float, interval_days: float) -> Memory:
        """A Leitner box of the old record (version 1) as an FSRS memory: box 0 is a skill still
        being learnt, a higher box a skill in review whose stability is the box's interval."""
        if box <= 0:
            return cls(1, 0, None, None, due, None)
        return cls(2, None, max(interval_days, 1.0), 5.0, due, max(due - interval_days * DAY, 0.0))


def _whole(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _within(value: object, bounds: tuple[float, float]) -> bool:
    """A number (not a truth value) from ``bounds[0]`` to ``bounds[1]``; never NaN."""
    return isinstance(value, int | float) and not isinstance(value, bool) and bounds[0] <= value <= bounds[1]


__all__ = ["DAY", "MATURE_DAYS", "MAX_TIME", "Memory"]
