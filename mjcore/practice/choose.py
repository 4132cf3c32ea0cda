"""What to practise next: a due skill first (FSRS), then a personal puzzle, then an exercise
from the learner's band (the chance of a right answer near :data:`TARGET`), weighted toward the
weak areas.

An exercise's difficulty is the rating it has learnt from its answers; before it has any, its
prior from the family's stage and the level (:func:`prior`).

>>> from mjcore.practice.record import Progress
>>> picks = next_items(Progress(), ["tile_name", "shanten", "mcr_total"], now=0.0, count=2)
>>> [p.kind for p in picks], all(0 < p.chance < 1 for p in picks)
(['band', 'band'], True)
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from mjcore.practice.areas import area_of, prior
from mjcore.practice.glicko import START
from mjcore.practice.record import Progress
from mjcore.quiz import FAMILIES
from mjcore.quiz.srs import parse_skill, skill_key

#: The chance of a right answer the band aims at (lichess aims a little above even).
TARGET = 0.7
#: How far from :data:`TARGET` still counts as in the band.
BAND = 0.2
#: New skills open to the choice at a time, in the order given (a course keeps its order).
UNLOCKED = 3
@dataclass(frozen=True, slots=True)
class Pick:
    """One suggestion: ``kind`` is ``due``, ``puzzle`` (``skill`` is then ``""``) or ``band``;
    ``chance``: the expected chance of a right answer."""

    kind: str
    skill: str
    area: str
    chance: float

    def to_json(self) -> dict[str, object]:
        return {"kind": self.kind, "skill": self.skill, "area": self.area, "chance": round(self.chance, 3)}


def skills_of(families: Iterable[str]) -> list[str]:
    """Every skill (family at each level) of ``families`` in course order: every family's level 1
    by stage, then level 2...

    >>> skills_of(["shanten", "tile_name"])[:3]
    ['tile_name:1', 'shanten:1', 'tile_name:2']
    """
    order = list(FAMILIES)
    rows = sorted((FAMILIES[n] for n in dict.fromkeys(families) if n in FAMILIES), key=lambda f: (f.stage, order.index(f.name)))
    top = max((f.levels for f in rows), default=0)
    return [skill_key(f.name, level) for level in range(1, top + 1) for f in rows if level <= f.levels]


def chance(progress: Progress, key: str) -> float:
    """The learner's expected chance of answering ``key`` right (their area rating against the
    skill's difficulty)."""
    family, _ = parse_skill(key)
    return progress.area_rating(area_of(family)).expected(progress.item_difficulty(key, prior(key)))


def next_items(progress: Progress, families: Sequence[str], now: float, *, count: int = 3,
               rng: random.Random | None = None) -> list[Pick]:
    """Up to ``count`` suggestions among ``families`` (due skills, personal puzzles, then the band)."""
    return pick_items(progress, skills_of(families), now, count=count, rng=rng)


def pick_items(progress: Progress, keys: Sequence[str], now: float, *, count: int = 3,
               rng: random.Random | None = None, puzzles: bool = True) -> list[Pick]:
    """Up to ``count`` suggestions among the skills ``keys``: the due ones (weakest first), the
    personal puzzles (``puzzles``), then skills drawn from the band, weighted toward weak areas,
    among the next :data:`UNLOCKED` new ones in the order of ``keys`` (when none is left, among
    those practised and not yet due)."""
    rng = rng or random.Random(int(now) ^ len(progress.skills))
    picks: list[Pick] = []
    for key in progress.due(now, keys)[:count]:
        picks.append(Pick("due", key, area_of(parse_skill(key)[0]), chance(progress, key)))
    if puzzles:
        for _ in progress.queue[:max(0, count - len(picks))]:
            picks.append(Pick("puzzle", "", "efficiency", 0.5))
    taken = {p.skill for p in picks}
    practised = {k for k, _ in progress.skills}
    new = [k for k in dict.fromkeys(keys) if k not in practised and k not in taken][:UNLOCKED]
    # a skill answered and not yet due waits for its time, unless nothing new is left
    pool = new or [k for k in dict.fromkeys(keys) if k in practised and k not in taken]
    areas = {area_of(parse_skill(k)[0]) for k in pool}
    mean = sum(progress.area_rating(a).rating for a in areas) / len(areas) if areas else START
    while len(picks) < count and pool:
        weights = []
        for key in pool:
            p = chance(progress, key)
            fit = math.exp(-((p - TARGET) / BAND) ** 2)
            weak = math.exp((mean - progress.area_rating(area_of(parse_skill(key)[0])).rating) / 200.0)
            weights.append(fit * weak + 1e-9)
        key = rng.choices(pool, weights)[0]
        pool.remove(key)
        picks.append(Pick("band", key, area_of(parse_skill(key)[0]), chance(progress, key)))
    return picks


def pick_skill(progress: Progress, keys: Sequence[str], now: float, rng: random.Random | None = None) -> str | None:
    """The one skill to practise next among ``keys``: a due one, else one from the band
    (``None`` for no keys) — what the quizzes of the notebooks and the bot ask.

    >>> pick_skill(Progress(), ["tile_name:1"], now=0.0), pick_skill(Progress(), [], now=0.0)
    ('tile_name:1', None)
    """
    for key in keys:
        parse_skill(key)
    picks = pick_items(progress, keys, now, count=1, rng=rng, puzzles=False)
    return picks[0].skill if picks else None


def level_for(progress: Progress, family: str) -> int:
    """The level of ``family`` a learner meets (the drills of the notebooks and the bot): level 1
    for a new learner; the next level opens once the one below it has been practised and the
    learner's rating gives at least an even chance at it (``chance >= TARGET - BAND``), so the
    level rises with the rating and falls back when it drops.

    >>> level_for(Progress(), "score_hk")
    1
    """
    level = 1
    practised = {k for k, _ in progress.skills}
    for up in range(2, FAMILIES[family].levels + 1):
        if skill_key(family, up - 1) not in practised or chance(progress, skill_key(family, up)) < TARGET - BAND:
            break
        level = up
    return level


__all__ = ["BAND", "TARGET", "Pick", "chance", "level_for", "next_items", "pick_items", "pick_skill", "skills_of"]
