"""Skill names (a quiz family at a level) and the error of a progress record.

The spaced repetition itself (FSRS) and the learner's record live in :mod:`mjcore.practice`
(:class:`mjcore.practice.Progress`); the Leitner boxes that were here are gone, and their old
records are migrated when read (:mod:`mjcore.practice.record`).

>>> skill_key("shanten", 2), parse_skill("shanten:2")
('shanten:2', ('shanten', 2))
"""

from __future__ import annotations

from mjcore.errors import MahjongError

DAY = 86400.0


class ProgressError(MahjongError):
    """A progress record or skill name that cannot be read."""


def skill_key(family: str, level: int = 1) -> str:
    """``'shanten:2'``: the name of a skill."""
    return f"{family}:{level}"


def parse_skill(key: str) -> tuple[str, int]:
    """The family and level of a skill name; :class:`ProgressError` if it is not one."""
    family, _, level = key.partition(":")
    if not family or not level.isdigit() or int(level) < 1:
        raise ProgressError("error.progress.skill", skill=key)
    return family, int(level)


__all__ = ["DAY", "ProgressError", "parse_skill", "skill_key"]
