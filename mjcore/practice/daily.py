"""The daily hand: one puzzle for every learner on a date, seeded by the date, its family
rotating day by day through the quiz families (:data:`mjcore.quiz.FAMILIES`, so a new family
joins the rotation by itself).

The seed is a SHA-256 of the date (never Python's ``hash``, which changes between processes),
so two processes on one date draw the same question.

>>> import datetime
>>> a, b = daily(datetime.date(2026, 12, 1)), daily(datetime.date(2026, 12, 1))
>>> a == b, a.question.to_json("en") == b.question.to_json("en"), daily(datetime.date(2026, 12, 2)).family != a.family
(True, True, True)
"""

from __future__ import annotations

import datetime
import hashlib
import random
from dataclasses import dataclass
from typing import Any

from mjcore.quiz import FAMILIES, Question, QuizError, generate
from mjcore.quiz.srs import skill_key


@dataclass(frozen=True, slots=True)
class Daily:
    """The daily hand of ``date``: its family, level and question."""

    date: datetime.date
    family: str
    level: int
    question: Question

    @property
    def skill(self) -> str:
        return skill_key(self.family, self.level)

    def to_json(self, lang: str | None = None) -> dict[str, Any]:
        return {"date": self.date.isoformat(), "family": self.family, "level": self.level,
                "question": self.question.to_json(lang)}


def seed_of(date: datetime.date) -> int:
    """The date's seed: the first 8 bytes of SHA-256 of ``mjcore-daily:<ISO date>``."""
    return int.from_bytes(hashlib.sha256(f"mjcore-daily:{date.isoformat()}".encode()).digest()[:8], "big")


def family_of(date: datetime.date) -> str:
    """The family of ``date``: the families in order, one a day from 2026-01-01."""
    names = list(FAMILIES)
    return names[(date - datetime.date(2026, 1, 1)).days % len(names)]


def daily(date: datetime.date) -> Daily:
    """The daily hand of ``date`` (at the family's middle level: a puzzle, not a drill)."""
    family = family_of(date)
    level = (FAMILIES[family].levels + 1) // 2
    return Daily(date, family, level, generate(family, random.Random(seed_of(date)), level))


def is_daily(question: Question, date: datetime.date) -> bool:
    """Whether ``question`` is the daily hand of ``date`` (a front end that asks it as an ordinary
    quiz question marks the day done by this)."""
    if question.family != family_of(date):
        return False
    return daily(date).question == question


def parse_date(text: str) -> datetime.date:
    """An ISO date (``2026-12-01``); :class:`~mjcore.quiz.QuizError` (localized) if it is not one."""
    try:
        return datetime.date.fromisoformat(text.strip())
    except ValueError:
        raise QuizError("error.practice.date", date=text) from None


def today(now: float) -> datetime.date:
    """The UTC date of ``now`` (seconds since the epoch): the same daily hand everywhere."""
    return datetime.datetime.fromtimestamp(now, datetime.UTC).date()


__all__ = ["Daily", "daily", "family_of", "is_daily", "parse_date", "seed_of", "today"]
