"""The learner's progress record, one versioned JSON for the notebooks and the bot.

It keeps, per skill (a quiz family at a level, ``"shanten:2"``), the FSRS memory
(:class:`~mjcore.practice.schedule.Memory`) and the answers seen and right; the learner's
Glicko-2 ratings per skill area and per skill (:class:`~mjcore.practice.glicko.Rating`); the
difficulty of each skill as learnt from the answers it got here (where no shared
:mod:`~mjcore.practice.pool` is given: the notebook's one learner); the personal puzzles made from
the learner's own games (:class:`Puzzle`); the streaks (right answers in a row, and days in a
row with one grace day: a missed day is forgiven, two are not); the daily hands solved; the
items finished elsewhere. Every method returns a new record; time is passed in (seconds since
the epoch), never read from the clock.

Version 2 (now)::

    {"format": "mjcore-progress", "version": 2,
     "skills": {"shanten:2": {"memory": {...}, "seen": 3, "correct": 2, "streak": 1}},
     "ratings": {"areas": {"hands": {"r": 1532.1, "rd": 290.3, "vol": 0.06, "n": 3}},
                 "skills": {"shanten:2": {...}}},
     "difficulty": {"shanten:2": {...}}, "queue": [{...Puzzle...}],
     "streak": 1, "best_streak": 2, "day_streak": 2, "last_day": 20423, "daily": ["2026-12-01"],
     "completed": ["memory"]}

Version 1 (Leitner boxes, ``{"version": 1, "skills": {"k": {"box", "due", "seen", "correct",
"streak"}}, ...}``) and the notebooks' old file (``{"version": 1, "quiz": {...}, "activities":
[...]}``) are read and migrated: each box becomes an FSRS memory whose stability is the box's
interval, the answers and streaks are kept.

>>> p = Progress().record("tile_name:1", True, now=0).record("tile_name:1", True, now=DAY)
>>> p.skill("tile_name:1").seen, p.streak, p.day_streak, p.area_rating("tiles").rating > 1500
(2, 2, 2, True)
>>> p.next_skill(["tile_name:1", "tile_suit:1"], now=DAY)
'tile_suit:1'
>>> Progress.loads(p.dumps()) == p
True
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from mjcore.i18n import Message
from mjcore.practice.areas import area_of, prior
from mjcore.practice.glicko import Rating
from mjcore.practice.pool import DifficultyPool, item_after
from mjcore.practice.schedule import DAY, Memory
from mjcore.quiz.srs import ProgressError, parse_skill

FORMAT = "mjcore-progress"
#: The version this code writes; it reads this one and every older one.
VERSION = 2
#: The Leitner intervals of version 1 (days per box), for the migration.
V1_INTERVALS: tuple[int, ...] = (0, 1, 2, 4, 8, 16, 32)
#: Days of daily hands kept; personal puzzles kept.
MAX_DAILY, MAX_QUEUE = 60, 30


@dataclass(frozen=True, slots=True)
class SkillState:
    """One skill: its FSRS memory, answers seen and right, the current run of right answers."""

    memory: Memory = field(default_factory=Memory)
    seen: int = 0
    correct: int = 0
    streak: int = 0

    @property
    def due(self) -> float:
        return self.memory.due

    def answered(self, correct: bool, now: float) -> SkillState:
        return SkillState(self.memory.review(correct, now), self.seen + 1, self.correct + int(correct),
                          self.streak + 1 if correct else 0)


@dataclass(frozen=True, slots=True)
class Puzzle:
    """A moment of the learner's own game to solve again: the hand (14 tiles, MPSZ), the tile
    played, the best one, the unseen counts of the tiles then, the game's winning shapes, what the
    mistake cost (``loss``, points of the chance to win), and what picking each tile would have
    meant (``why``: tile code -> the coach's words, so that any answer is explained)."""

    hand: str
    played: str
    best: str
    rules: str
    unseen: tuple[int, ...]
    loss: int = 0
    source: str = "game"
    why: tuple[tuple[str, Message], ...] = ()

    @property
    def key(self) -> str:
        return f"{self.hand}>{self.best}"

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"hand": self.hand, "played": self.played, "best": self.best, "rules": self.rules,
                                "unseen": list(self.unseen), "loss": self.loss, "source": self.source}
        if self.why:
            data["why"] = {code: message.to_json() for code, message in self.why}
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Puzzle:
        unseen = tuple(int(x) for x in data["unseen"])
        if len(unseen) != 34:
            raise ValueError("unseen")
        why: tuple[tuple[str, Message], ...] = ()
        try:  # the words are a help, not the puzzle: a copy that cannot read them keeps the puzzle
            why = tuple((str(code), Message.from_json(m)) for code, m in dict(data.get("why") or {}).items())
        except (TypeError, ValueError, KeyError, AttributeError, RecursionError):
            why = ()
        return cls(str(data["hand"]), str(data["played"]), str(data["best"]), str(data["rules"]), unseen,
                   int(data.get("loss", 0)), str(data.get("source", "game")), why)


def _day(now: float) -> int:
    return int(now // DAY)


@dataclass(frozen=True, slots=True)
class Progress:
    """A learner's progress (see the module docstring)."""

    skills: tuple[tuple[str, SkillState], ...] = ()
    streak: int = 0
    best_streak: int = 0
    day_streak: int = 0
    last_day: int | None = None
    completed: tuple[str, ...] = ()
    areas: tuple[tuple[str, Rating], ...] = ()
    skill_ratings: tuple[tuple[str, Rating], ...] = ()
    difficulty: tuple[tuple[str, Rating], ...] = ()
    queue: tuple[Puzzle, ...] = ()
    daily: tuple[str, ...] = ()
    version: int = VERSION

    # -- reading ----------------------------------------------------------------------------
    def skill(self, key: str) -> SkillState:
        """The state of a skill (a fresh one if never practised)."""
        return dict(self.skills).get(key, SkillState())

    def mastery(self, key: str) -> float:
        """0.0 (new) .. 1.0 (a stable memory) for one skill."""
        return self.skill(key).memory.mastery

    def overall_mastery(self, keys: Iterable[str]) -> float:
        """The mean mastery of ``keys`` (0.0 for none)."""
        values = [self.mastery(k) for k in keys]
        return sum(values) / len(values) if values else 0.0

    def area_rating(self, area: str) -> Rating:
        """The learner's rating in a skill area (a new one if never rated)."""
        return dict(self.areas).get(area, Rating())

    def skill_rating(self, key: str) -> Rating:
        """The learner's rating on one skill (family and level)."""
        return dict(self.skill_ratings).get(key, Rating())

    def item_difficulty(self, key: str, prior: Rating | None = None) -> Rating:
        """The difficulty of a skill learnt from the answers it got (else ``prior``, else new)."""
        return dict(self.difficulty).get(key, prior or Rating())

    def streak_on(self, now: float) -> int:
        """The day streak as it stands on ``now``'s day: 0 once two days in a row were missed."""
        if self.last_day is None or _day(now) - self.last_day > 2:
            return 0
        return self.day_streak

    def due(self, now: float, keys: Iterable[str] | None = None) -> tuple[str, ...]:
        """Practised skills due at ``now`` (among ``keys``), the weakest and most overdue first."""
        states = dict(self.skills)
        chosen = [k for k in (states if keys is None else keys) if k in states and states[k].due <= now]
        return tuple(sorted(chosen, key=lambda k: (states[k].memory.mastery, states[k].due, k)))

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
        return min(keys, key=lambda k: (states[k].due, states[k].memory.mastery, k)) if keys else None

    # -- changing (new records) -----------------------------------------------------------------
    def record(self, key: str, correct: bool, now: float, *, start: Rating | None = None,
               pool: DifficultyPool | None = None) -> Progress:
        """The record after one answer on skill ``key`` at time ``now``: the memory, the ratings
        (area and skill against the skill's difficulty), the difficulty, the streaks.

        The difficulty is the ``pool``'s when one is given (the bot's, learnt from all its users;
        this answer is counted there, not here), else the one learnt here; before any answer it
        is ``start``, else the skill's :func:`~mjcore.practice.areas.prior`."""
        family, _ = parse_skill(key)
        states = dict(self.skills)
        states[key] = self.skill(key).answered(correct, now)
        first = start or prior(key)
        item = (pool.difficulty(key) or first) if pool is not None else self.item_difficulty(key, first)
        area = area_of(family)
        learner = self.area_rating(area)  # as lichess: the learner's rating over many exercises
        area_after, _ = learner.answered(item, correct)  # is what an exercise is measured against
        skill_after, _ = self.skill_rating(key).answered(item, correct)
        difficulty = self.difficulty
        if pool is not None:
            pool.answered(key, learner, correct)
        else:
            difficulty = _put(difficulty, key, item_after(item, learner, correct))
        streak = self.streak + 1 if correct else 0
        return replace(self._days(now), skills=tuple(sorted(states.items())), streak=streak,
                       best_streak=max(self.best_streak, streak),
                       areas=_put(self.areas, area, area_after), skill_ratings=_put(self.skill_ratings, key, skill_after),
                       difficulty=difficulty)

    def _days(self, now: float) -> Progress:
        """The day streak after practice on ``now``'s day: the next day, or the one after a
        single missed day, goes on; a longer gap starts again."""
        day = _day(now)
        last = self.last_day
        if last is None or day > last + 2:
            days = 1
        elif day > last:
            days = self.day_streak + 1
        else:
            days = self.day_streak
        return replace(self, day_streak=days, last_day=day if last is None else max(day, last))

    def solved_daily(self, date: str, correct: bool, now: float, key: str) -> Progress:
        """The record after the daily hand of ``date`` (ISO) was answered (the first answer counts)."""
        if date in self.daily:
            return self
        return self.record(key, correct, now).mark_daily(date)

    def mark_daily(self, date: str) -> Progress:
        """The record with the daily hand of ``date`` marked done (its answer recorded elsewhere)."""
        return replace(self, daily=tuple(sorted({*self.daily, date}))[-MAX_DAILY:])

    def complete(self, item: str) -> Progress:
        """The record with ``item`` (a lesson, a mini-game level...) marked finished."""
        return replace(self, completed=tuple(sorted(set(self.completed) | {item})))

    def add_puzzles(self, puzzles: Iterable[Puzzle]) -> Progress:
        """The record with personal puzzles queued (a puzzle already queued is not repeated)."""
        known = {p.key for p in self.queue}
        added = list(self.queue)
        for puzzle in puzzles:
            if puzzle.key not in known:
                known.add(puzzle.key)
                added.append(puzzle)
        return replace(self, queue=tuple(added[-MAX_QUEUE:]))

    def pop_puzzle(self) -> tuple[Puzzle | None, Progress]:
        """The first queued puzzle and the record without it."""
        if not self.queue:
            return None, self
        return self.queue[0], replace(self, queue=self.queue[1:])

    def merge(self, other: Progress) -> Progress:
        """This record and ``other`` (an import) together, so that nothing either holds is lost:
        per skill the one answered more recently, per rating the one with more answers, the
        longer streak, every finished item, puzzle and daily hand."""
        mine, theirs = dict(self.skills), dict(other.skills)
        skills = {k: max((s for s in (mine.get(k), theirs.get(k)) if s is not None),
                         key=lambda s: (s.memory.last or 0.0, s.seen)) for k in mine.keys() | theirs.keys()}
        newer = other if (other.last_day or -1, other.day_streak) > (self.last_day or -1, self.day_streak) else self
        return Progress(
            tuple(sorted(skills.items())), newer.streak, max(self.best_streak, other.best_streak), newer.day_streak,
            newer.last_day, tuple(sorted(set(self.completed) | set(other.completed))),
            _most(self.areas, other.areas), _most(self.skill_ratings, other.skill_ratings),
            _most(self.difficulty, other.difficulty), self.add_puzzles(other.queue).queue,
            tuple(sorted(set(self.daily) | set(other.daily)))[-MAX_DAILY:],
        )

    # -- JSON -----------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "skills": {k: {"memory": s.memory.to_json(), "seen": s.seen, "correct": s.correct, "streak": s.streak}
                       for k, s in self.skills},
            "ratings": {"areas": {k: r.to_json() for k, r in self.areas},
                        "skills": {k: r.to_json() for k, r in self.skill_ratings}},
            "difficulty": {k: r.to_json() for k, r in self.difficulty},
            "queue": [p.to_json() for p in self.queue],
            "streak": self.streak,
            "best_streak": self.best_streak,
            "day_streak": self.day_streak,
            "last_day": self.last_day,
            "daily": list(self.daily),
            "completed": list(self.completed),
        }

    @classmethod
    def from_json(cls, data: Any) -> Progress:
        """Read a record of any version (see the module docstring); :class:`ProgressError` if it
        is not one."""
        if not isinstance(data, Mapping):
            raise ProgressError("error.progress.bad", reason=type(data).__name__)
        if isinstance(data.get("quiz"), Mapping) and data.get("format") != FORMAT:  # the notebooks' v1 file
            data = data["quiz"]
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool):
            raise ProgressError("error.progress.bad", reason="version")
        if not 1 <= version <= VERSION:
            raise ProgressError("error.progress.version", version=version, supported=VERSION)
        try:
            return _read_v1(data) if version == 1 else _read_v2(data)
        except ProgressError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            raise ProgressError("error.progress.bad", reason=str(error) or type(error).__name__) from None

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, sort_keys=True)

    @classmethod
    def loads(cls, text: str | bytes) -> Progress:
        try:
            data = json.loads(text)
        except (json.JSONDecodeError, UnicodeDecodeError) as error:
            raise ProgressError("error.progress.bad", reason=getattr(error, "msg", "utf-8")) from None
        return cls.from_json(data)


def _put(table: tuple[tuple[str, Rating], ...], key: str, value: Rating) -> tuple[tuple[str, Rating], ...]:
    return tuple(sorted({**dict(table), key: value}.items()))


def _most(a: tuple[tuple[str, Rating], ...], b: tuple[tuple[str, Rating], ...]) -> tuple[tuple[str, Rating], ...]:
    left, right = dict(a), dict(b)
    return tuple(sorted((k, max((r for r in (left.get(k), right.get(k)) if r is not None), key=lambda r: r.n))
                        for k in left.keys() | right.keys()))


def _common(data: Mapping[str, Any]) -> dict[str, Any]:
    last_day = data.get("last_day")
    return {"streak": int(data.get("streak", 0)), "best_streak": int(data.get("best_streak", 0)),
            "day_streak": int(data.get("day_streak", 0)), "last_day": None if last_day is None else int(last_day),
            "completed": tuple(sorted(str(x) for x in data.get("completed", ())))}


def _read_v1(data: Mapping[str, Any]) -> Progress:
    """Version 1: Leitner boxes, migrated to FSRS memories."""
    skills = []
    for key, s in dict(data.get("skills", {})).items():
        parse_skill(key)
        box = int(s["box"])
        if not 0 <= box < len(V1_INTERVALS):
            raise ValueError(key)
        memory = Memory.from_box(box, float(s["due"]), V1_INTERVALS[box])
        skills.append((key, SkillState(memory, int(s["seen"]), int(s["correct"]), int(s["streak"]))))
    return Progress(tuple(sorted(skills)), **_common(data))


def _ratings(table: Any) -> tuple[tuple[str, Rating], ...]:
    return tuple(sorted((str(k), Rating.from_json(v)) for k, v in dict(table or {}).items()))


def _read_v2(data: Mapping[str, Any]) -> Progress:
    skills = []
    for key, s in dict(data.get("skills", {})).items():
        parse_skill(key)
        skills.append((key, SkillState(Memory.from_json(s["memory"]), int(s["seen"]), int(s["correct"]), int(s["streak"]))))
    ratings = data.get("ratings") or {}
    return Progress(
        tuple(sorted(skills)), areas=_ratings(ratings.get("areas")), skill_ratings=_ratings(ratings.get("skills")),
        difficulty=_ratings(data.get("difficulty")), queue=tuple(Puzzle.from_json(p) for p in data.get("queue", ()))[-MAX_QUEUE:],
        daily=tuple(sorted(str(d) for d in data.get("daily", ())))[-MAX_DAILY:], **_common(data),
    )


__all__ = ["FORMAT", "VERSION", "Progress", "Puzzle", "SkillState"]
