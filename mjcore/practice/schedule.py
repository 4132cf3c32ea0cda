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
        return Memory(int(card.state), card.step, card.stability, card.difficulty, card.due.timestamp(), now)

    def to_json(self) -> dict[str, Any]:
        return {"state": self.state, "step": self.step, "s": self.stability, "d": self.difficulty,
                "due": self.due, "last": self.last}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Memory:
        """Read :meth:`to_json`; ``KeyError``/``TypeError``/``ValueError`` if it is not one."""
        state = int(data["state"])
        if state not in (0, 1, 2, 3):
            raise ValueError("state")

        def opt(name: str) -> float | None:
            value = data.get(name)
            return None if value is None else float(value)

        step = data.get("step")
        return cls(state, None if step is None else int(step), opt("s"), opt("d"), float(data["due"]), opt("last"))

    @classmethod
    def from_box(cls, box: int, due: float, interval_days: float) -> Memory:
        """A Leitner box of the old record (version 1) as an FSRS memory: box 0 is a skill still
        being learnt, a higher box a skill in review whose stability is the box's interval."""
        if box <= 0:
            return cls(1, 0, None, None, due, None)
        return cls(2, None, max(interval_days, 1.0), 5.0, due, due - interval_days * DAY)


__all__ = ["DAY", "MATURE_DAYS", "Memory"]
