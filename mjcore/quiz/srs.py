"""Spaced repetition over skills (a quiz family at a level) with Leitner boxes, and the
learner's progress record, the same for the lessons and the bot.

A right answer moves the skill one box up, a wrong one back to box 0; a skill in box *b*
is due again :data:`INTERVALS` [*b*] days after its last answer. Mastery is the box over the
top box. The record also keeps streaks (right answers in a row, days in a row) and the
items finished elsewhere (lessons, mini-games). It is a pure value: every method returns a
new record, and time is passed in (seconds since the epoch), never read from the clock.

>>> p = Progress()
>>> p = p.record("tile_name:1", True, now=0).record("tile_name:1", True, now=DAY)
>>> p.skill("tile_name:1").box, p.mastery("tile_name:1"), p.streak, p.day_streak
(2, 0.333..., 2, 2)
>>> p.next_skill(["tile_name:1", "tile_suit:1"], now=DAY)
'tile_suit:1'
>>> Progress.loads(p.dumps()) == p
True
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from mjcore.errors import MahjongError

#: Days before a skill in box *b* is due again.
INTERVALS: tuple[int, ...] = (0, 1, 2, 4, 8, 16, 32)
MAX_BOX = len(INTERVALS) - 1
DAY = 86400.0
#: The version of the JSON record this code writes; it reads this one and older.
VERSION = 1


class ProgressError(MahjongError):
    """A progress record or skill name that cannot be read."""


def skill_key(family: str, level: int = 1) -> str:
    """``'shanten:2'``: the name of a skill.

    >>> skill_key("shanten", 2), parse_skill("shanten:2")
    ('shanten:2', ('shanten', 2))
    """
    return f"{family}:{level}"


def parse_skill(key: str) -> tuple[str, int]:
    """The family and level of a skill name; :class:`ProgressError` if it is not one."""
    family, _, level = key.partition(":")
    if not family or not level.isdigit() or int(level) < 1:
        raise ProgressError("error.progress.skill", skill=key)
    return family, int(level)


@dataclass(frozen=True, slots=True)
class SkillState:
    """One skill: its Leitner box, when it is due, answers seen and right, the current run."""

    box: int = 0
    due: float = 0.0
    seen: int = 0
    correct: int = 0
    streak: int = 0

    def answered(self, correct: bool, now: float) -> SkillState:
        box = min(self.box + 1, MAX_BOX) if correct else 0
        return SkillState(box, now + INTERVALS[box] * DAY, self.seen + 1, self.correct + int(correct),
                          self.streak + 1 if correct else 0)


@dataclass(frozen=True, slots=True)
class Progress:
    """A learner's progress: skills by name, streaks, finished items."""

    skills: tuple[tuple[str, SkillState], ...] = ()
    streak: int = 0
    best_streak: int = 0
    day_streak: int = 0
    last_day: int | None = None
    completed: tuple[str, ...] = ()
    version: int = VERSION

    # -- reading ----------------------------------------------------------------------------
    def skill(self, key: str) -> SkillState:
        """The state of a skill (a fresh one if never practised)."""
        return dict(self.skills).get(key, SkillState())

    def mastery(self, key: str) -> float:
        """0.0 (new) .. 1.0 (top box) for one skill."""
        return self.skill(key).box / MAX_BOX

    def overall_mastery(self, keys: Iterable[str]) -> float:
        """The mean mastery of ``keys`` (0.0 for none)."""
        values = [self.mastery(k) for k in keys]
        return sum(values) / len(values) if values else 0.0

    def due(self, now: float, keys: Iterable[str] | None = None) -> tuple[str, ...]:
        """Practised skills due at ``now`` (among ``keys``), the weakest and most overdue first."""
        states = dict(self.skills)
        chosen = [k for k in (states if keys is None else keys) if k in states and states[k].due <= now]
        return tuple(sorted(chosen, key=lambda k: (states[k].box, states[k].due, k)))

    def next_skill(self, keys: Sequence[str], now: float) -> str | None:
        """What to practise next among ``keys`` (a course in order): a due skill, else the first
        new one, else the one due soonest; ``None`` for no keys."""
        for key in keys:
            parse_skill(key)
        due = self.due(now, keys)
        if due:
            return due[0]
        states = dict(self.skills)
        new = [k for k in keys if k not in states]
        if new:
            return new[0]
        return min(keys, key=lambda k: (states[k].due, states[k].box, k)) if keys else None

    # -- changing (new records) -----------------------------------------------------------------
    def record(self, key: str, correct: bool, now: float) -> Progress:
        """The record after one answer on skill ``key`` at time ``now``."""
        parse_skill(key)
        states = dict(self.skills)
        states[key] = self.skill(key).answered(correct, now)
        streak = self.streak + 1 if correct else 0
        day = int(now // DAY)
        if self.last_day is None or day > self.last_day + 1:
            days = 1
        elif day == self.last_day + 1:
            days = self.day_streak + 1
        else:
            days = self.day_streak
        return replace(self, skills=tuple(sorted(states.items())), streak=streak,
                       best_streak=max(self.best_streak, streak), day_streak=days,
                       last_day=max(day, self.last_day or day))

    def complete(self, item: str) -> Progress:
        """The record with ``item`` (a lesson, a mini-game level...) marked finished."""
        return replace(self, completed=tuple(sorted(set(self.completed) | {item})))

    # -- JSON -----------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "version": self.version,
            "skills": {k: {"box": s.box, "due": s.due, "seen": s.seen, "correct": s.correct, "streak": s.streak}
                       for k, s in self.skills},
            "streak": self.streak,
            "best_streak": self.best_streak,
            "day_streak": self.day_streak,
            "last_day": self.last_day,
            "completed": list(self.completed),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Progress:
        """Read a record written by :meth:`to_json`; :class:`ProgressError` if it is not one."""
        if not isinstance(data, Mapping):
            raise ProgressError("error.progress.bad", reason=type(data).__name__)
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool):
            raise ProgressError("error.progress.bad", reason="version")
        if not 1 <= version <= VERSION:
            raise ProgressError("error.progress.version", version=version, supported=VERSION)
        try:
            skills = []
            for key, s in dict(data.get("skills", {})).items():
                parse_skill(key)
                box = int(s["box"])
                if not 0 <= box <= MAX_BOX:
                    raise ValueError(key)
                skills.append((key, SkillState(box, float(s["due"]), int(s["seen"]), int(s["correct"]), int(s["streak"]))))
            last_day = data.get("last_day")
            return cls(tuple(sorted(skills)), int(data.get("streak", 0)), int(data.get("best_streak", 0)),
                       int(data.get("day_streak", 0)), None if last_day is None else int(last_day),
                       tuple(sorted(str(x) for x in data.get("completed", ()))), VERSION)
        except ProgressError:
            raise
        except (KeyError, TypeError, ValueError) as error:
            raise ProgressError("error.progress.bad", reason=str(error) or type(error).__name__) from None

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, sort_keys=True)

    @classmethod
    def loads(cls, text: str) -> Progress:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            raise ProgressError("error.progress.bad", reason=error.msg) from None
        return cls.from_json(data)
