"""The daily hand: one puzzle for every learner of one :class:`Audience` on a date (a track,
a scoring system and a level), seeded by the date and the audience, its family rotating day by
day through the quiz families fit for that audience (:data:`mjcore.quiz.FAMILIES`, so a new
family joins the rotation by itself). :data:`EVERYONE` (the notebooks', the command line's) takes
every family at its middle level.

The seed is a SHA-256 of the date (and the audience; never Python's ``hash``, which changes
between processes), so two processes on one date draw the same question.

>>> import datetime
>>> a, b = daily(datetime.date(2026, 12, 1)), daily(datetime.date(2026, 12, 1))
>>> a == b, a.question.to_json("en") == b.question.to_json("en"), daily(datetime.date(2026, 12, 2)).family != a.family
(True, True, True)
>>> child = daily(datetime.date(2026, 12, 1), Audience("kids", "kids", "beginner"))
>>> FAMILIES[child.family].track, child.level
('kids', 1)
"""

from __future__ import annotations

import datetime
import hashlib
import random
from dataclasses import dataclass
from typing import Any

from mjcore.quiz import FAMILIES, Question, QuizError, generate
from mjcore.quiz.srs import skill_key

#: The quiz families' tracks each learner's track takes (a teenager takes both).
FAMILY_TRACKS: dict[str, tuple[str, ...]] = {"kids": ("kids",), "teen": ("kids", "adults"), "adult": ("adults",)}
#: A learner's level (the computer's levels, :data:`mjcore.game.ai.LEVELS`, as the learner chose
#: theirs) -> the last course stage the daily hand takes its family from, and the question's
#: level: ``1`` the family's first, ``0`` its middle, ``-1`` its top.
LEVEL_REACH: dict[str, tuple[int, int]] = {"random": (3, 1), "beginner": (3, 1), "intermediate": (5, 0),
                                           "advanced": (99, -1)}


@dataclass(frozen=True, slots=True)
class Audience:
    """Whom a daily hand is for: a track (``kids``, ``teen``, ``adult``; ``all`` for every
    family), a scoring system (the families about another system are left out; ``None``: none
    is) and a level (:data:`LEVEL_REACH`). Everybody of one audience gets the same hand a day.

    >>> Audience("adult", "mcr", "advanced").key
    'adult:mcr:advanced'
    """

    track: str = "all"
    system: str | None = None
    level: str = "intermediate"

    @property
    def key(self) -> str:
        return f"{self.track}:{self.system or ''}:{self.level}"

    def families(self) -> list[str]:
        """The families its daily hands rotate through, in :data:`~mjcore.quiz.FAMILIES` order:
        its tracks', its system's or every system's, up to its level's stage (all, for ``all``)."""
        if self.track == "all":
            return list(FAMILIES)
        tracks = FAMILY_TRACKS.get(self.track, FAMILY_TRACKS["kids"])
        reach = LEVEL_REACH.get(self.level, LEVEL_REACH["beginner"])[0]
        fit = [f.name for f in FAMILIES.values() if f.track in tracks and f.system in (None, self.system)]
        return [name for name in fit if FAMILIES[name].stage <= reach] or fit

    def level_of(self, family: str) -> int:
        """The level a daily question of ``family`` is asked at (``all``: the family's middle)."""
        levels = FAMILIES[family].levels
        which = 0 if self.track == "all" else LEVEL_REACH.get(self.level, LEVEL_REACH["beginner"])[1]
        return {1: 1, 0: (levels + 1) // 2, -1: levels}[which]


#: Every learner at once (the notebooks' and the command line's daily hand): every family, its middle level.
EVERYONE = Audience()


@dataclass(frozen=True, slots=True)
class Daily:
    """The daily hand of ``date`` for ``audience``: its family, level, question and seed."""

    date: datetime.date
    family: str
    level: int
    question: Question
    seed: int = 0
    audience: Audience = EVERYONE

    @property
    def skill(self) -> str:
        return skill_key(self.family, self.level)

    def to_json(self, lang: str | None = None) -> dict[str, Any]:
        return {"date": self.date.isoformat(), "family": self.family, "level": self.level,
                "question": self.question.to_json(lang)}


def seed_of(date: datetime.date, audience: Audience = EVERYONE) -> int:
    """The date's seed: the first 8 bytes of SHA-256 of ``mjcore-daily:<ISO date>`` (and
    ``:<audience key>`` for an audience that is not :data:`EVERYONE`)."""
    tail = "" if audience == EVERYONE else f":{audience.key}"
    return int.from_bytes(hashlib.sha256(f"mjcore-daily:{date.isoformat()}{tail}".encode()).digest()[:8], "big")


def family_of(date: datetime.date, audience: Audience = EVERYONE) -> str:
    """The family of ``date``: the audience's families in order, one a day from 2026-01-01."""
    names = audience.families()
    return names[(date - datetime.date(2026, 1, 1)).days % len(names)]


def daily(date: datetime.date, audience: Audience = EVERYONE) -> Daily:
    """The daily hand of ``date`` for ``audience`` (:data:`EVERYONE`: at the family's middle
    level, a puzzle, not a drill)."""
    family = family_of(date, audience)
    level, seed = audience.level_of(family), seed_of(date, audience)
    return Daily(date, family, level, generate(family, random.Random(seed), level), seed, audience)


def is_daily(question: Question, date: datetime.date, audience: Audience = EVERYONE) -> bool:
    """Whether ``question`` is the daily hand of ``date`` for ``audience`` (a front end that asks
    it as an ordinary quiz question marks the day done by this)."""
    if question.family != family_of(date, audience):
        return False
    return daily(date, audience).question == question


def parse_date(text: str) -> datetime.date:
    """An ISO date (``2026-12-01``); :class:`~mjcore.quiz.QuizError` (localized) if it is not one."""
    try:
        return datetime.date.fromisoformat(text.strip())
    except ValueError:
        raise QuizError("error.practice.date", date=text) from None


def today(now: float) -> datetime.date:
    """The UTC date of ``now`` (seconds since the epoch): the same daily hand everywhere."""
    return datetime.datetime.fromtimestamp(now, datetime.UTC).date()


__all__ = ["EVERYONE", "FAMILY_TRACKS", "LEVEL_REACH", "Audience", "Daily", "daily",
           "family_of", "is_daily", "parse_date", "seed_of", "today"]
