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

import datetime
import json
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar

from mjcore.errors import MahjongError
from mjcore.i18n import LANGS, Message
from mjcore.notation import parse_hand
from mjcore.practice.areas import ORDER, area_of, prior
from mjcore.practice.glicko import MAX_GAMES, RATING_RANGE, RD_RANGE, VOL_RANGE, Rating
from mjcore.practice.pool import DifficultyPool, item_after
from mjcore.practice.schedule import DAY, DIFFICULTY_RANGE, MAX_STEP, MAX_TIME, STABILITY_RANGE, Memory
from mjcore.quiz.srs import ProgressError, parse_skill
from mjcore.tiles import Tile

T = TypeVar("T")
V = TypeVar("V")

FORMAT = "mjcore-progress"
#: The version this code writes; it reads this one and every older one.
VERSION = 2
#: The Leitner intervals of version 1 (days per box), for the migration.
V1_INTERVALS: tuple[int, ...] = (0, 1, 2, 4, 8, 16, 32)
#: Days of daily hands kept; personal puzzles kept.
MAX_DAILY, MAX_QUEUE = 60, 30
#: The bounds of what a record holds, checked on every reading (a file, an import, the bot's
#: store): the largest record text read (bytes; a larger one is not read); the largest count
#: (answers, streaks); the longest text (a finished item); entries of one table (skills,
#: ratings) and of one list; words shown for one option of a puzzle; refused parts named.
MAX_BYTES = 2 * 1024 * 1024
MAX_COUNT = 10**9
MAX_TEXT = 100
MAX_ENTRIES = 5000
MAX_WORDS = 1000
MAX_REFUSED = 50
#: A skill's name (a family, a level 1..999) and a daily hand's date, as they are written.
SKILL = re.compile(r"[a-z][a-z0-9_]{0,39}:[1-9][0-9]{0,2}")
DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


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
        return SkillState(self.memory.review(correct, now), _count(self.seen + 1), _count(self.correct + int(correct)),
                          _count(self.streak + 1) if correct else 0)


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
        """Read :meth:`to_json` (checked as a record's puzzle is); :class:`ProgressError` naming
        the part that is not valid. Words that do not show are left out, the puzzle kept."""
        try:
            return _puzzle(data)
        except _Bad as bad:
            raise ProgressError("error.progress.bad", reason=_named(bad)) from None


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
        if not 0 <= now <= MAX_TIME:
            raise ValueError(f"a time from 0 to {MAX_TIME:.0f} seconds, not {now!r}")
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
        streak = _count(self.streak + 1) if correct else 0
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
            days = _count(self.day_streak + 1)
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
        is not one, or if any part of it is not valid (the first such part named, and why): the
        strict reading, for a record that must be whole (:meth:`read` keeps the valid parts)."""
        reading = cls.read(data)
        if reading.refused:
            raise ProgressError("error.progress.bad", reason=reading.refused[0])
        return reading.progress

    @classmethod
    def read(cls, data: Any, *, newer: bool = False) -> Reading:
        """Read a record (a parsed JSON value) keeping every valid part: the parts that are not
        valid are left out, each with its reason (:attr:`Reading.refused`). :class:`ProgressError`
        when it is no record at all (not an object, no version) or, unless ``newer``, one of a
        newer version (``newer``: read as far as this version knows it, for a file that is then
        never written).

        >>> reading = Progress.read({"version": 2, "streak": 3, "skills": {"shanten:2": {"seen": "many"}}})
        >>> reading.progress.streak, [m.text("en") for m in reading.refused]
        (3, ['skills.shanten:2.memory: missing'])
        """
        return _read_record(data, newer)

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, sort_keys=True)

    @classmethod
    def loads(cls, text: str | bytes) -> Progress:
        """Read a record's JSON text (:func:`parse`, then :meth:`from_json`)."""
        return cls.from_json(parse(text))


@dataclass(frozen=True, slots=True)
class Reading:
    """What :meth:`Progress.read` found: the valid ``progress``, the parts ``refused`` (each a
    message naming the part and why), the ``version`` the data said it was."""

    progress: Progress
    refused: tuple[Message, ...] = ()
    version: int = VERSION

    @property
    def newer(self) -> bool:
        """Whether the data was written by a newer version (a file never to be written here)."""
        return self.version > VERSION


def parse(text: str | bytes, *, limit: int = MAX_BYTES) -> Any:
    """The JSON value of a record's text (UTF-8, or UTF-16/32 as JSON allows) of at most ``limit``
    bytes; :class:`ProgressError` naming why when it is too large, not text, not JSON or nested
    too deeply.

    >>> try:
    ...     parse(b"\\xd0")
    ... except ProgressError as error:
    ...     print(error.message("en"))
    not a progress record: not UTF-8 text
    """
    size = len(text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text)
    if size > limit:
        raise ProgressError("error.progress.bad", reason=Message.of("record.why.too_big", limit=limit))
    try:
        return json.loads(text)
    except UnicodeError:
        raise ProgressError("error.progress.bad", reason=Message("record.why.encoding")) from None
    except json.JSONDecodeError as error:
        raise ProgressError("error.progress.bad", reason=Message.of("record.why.json", line=error.lineno,
                                                                     column=error.colno)) from None
    except ValueError:  # an integer of thousands of digits
        raise ProgressError("error.progress.bad", reason=Message.of("record.why.number_text")) from None
    except RecursionError:
        raise ProgressError("error.progress.bad", reason=Message("record.why.nesting")) from None


def _put(table: tuple[tuple[str, Rating], ...], key: str, value: Rating) -> tuple[tuple[str, Rating], ...]:
    return tuple(sorted({**dict(table), key: value}.items()))


def _most(a: tuple[tuple[str, Rating], ...], b: tuple[tuple[str, Rating], ...]) -> tuple[tuple[str, Rating], ...]:
    left, right = dict(a), dict(b)
    return tuple(sorted((k, max((r for r in (left.get(k), right.get(k)) if r is not None), key=lambda r: r.n))
                        for k in left.keys() | right.keys()))


def _count(n: int) -> int:
    return min(n, MAX_COUNT)


# -- reading: every part checked before it is kept ---------------------------------------------
class _Bad(Exception):
    """A part that is not what its place holds: where (the path below the part) and why."""

    def __init__(self, why: Message, *where: object) -> None:
        super().__init__(why.key)
        self.why, self.where = why, where

    def inside(self, *outer: object) -> _Bad:
        return _Bad(self.why, *outer, *self.where)


def _missing() -> _Bad:
    return _Bad(Message("record.why.missing"))


def _shown(key: object) -> str:
    """A part's name as it may be shown: printable, no lone surrogates, at most 40 characters."""
    text = key if isinstance(key, str) else str(key)
    text = "".join(c if c.isprintable() and not "\ud800" <= c <= "\udfff" else "?" for c in text[:41])
    return text if len(text) <= 40 else text[:39] + "…"


def _named(bad: _Bad) -> Message:
    """A refused part in words: its path and why (``skills.shanten:2.memory.due: not a time...``)."""
    return Message.of("record.part", part=".".join(_shown(step) for step in bad.where), why=bad.why)


class _Refusals:
    """The parts left out so far (the first :data:`MAX_REFUSED` of them)."""

    def __init__(self) -> None:
        self.found: list[_Bad] = []

    def add(self, bad: _Bad) -> None:
        if len(self.found) < MAX_REFUSED:
            self.found.append(bad)


def _obj(value: Any) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise _Bad(Message("record.why.object"))
    return value


def _list(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise _Bad(Message("record.why.list"))
    return value


def _whole(value: Any, low: int = 0, high: int = MAX_COUNT) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise _Bad(Message.of("record.why.whole", low=low, high=high))
    return value


def _number(value: Any, bounds: tuple[float, float]) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not bounds[0] <= value <= bounds[1]:
        raise _Bad(Message.of("record.why.number", low=_plain(bounds[0]), high=_plain(bounds[1])))
    return float(value)


def _plain(x: float) -> str:
    return f"{x:g}" if x != int(x) or abs(x) < 1e7 else f"{int(x)}"


def _time(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= MAX_TIME:
        raise _Bad(Message.of("record.why.time", high=int(MAX_TIME)))
    return float(value)


def _text(value: Any, limit: int = MAX_TEXT) -> str:
    if not isinstance(value, str) or not value or len(value) > limit or not value.isprintable():
        raise _Bad(Message.of("record.why.text", limit=limit))
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate: no file, no chat can hold it
        raise _Bad(Message.of("record.why.text", limit=limit)) from None
    return value


def _skill(value: Any) -> str:
    if not isinstance(value, str) or not SKILL.fullmatch(value):
        raise _Bad(Message("record.why.skill"))
    return value


def _date(value: Any) -> str:
    try:
        if isinstance(value, str) and DATE.fullmatch(value) and datetime.date.fromisoformat(value):
            return value
    except ValueError:
        pass
    raise _Bad(Message("record.why.date"))


def _field(data: Mapping[str, Any], name: str, read: Callable[[Any], T], *default: T) -> T:
    """``read`` of ``data[name]`` (``default`` when it is absent or null); a :class:`_Bad` names the field."""
    value = data.get(name)
    if value is None:
        if default:
            return default[0]
        raise _missing().inside(name)
    try:
        return read(value)
    except _Bad as bad:
        raise bad.inside(name) from None


def _memory(value: Any) -> Memory:
    data = _obj(value)
    state = _field(data, "state", lambda v: _whole(v, 0, 3))
    step = data.get("step")
    if step is not None:
        step = _field(data, "step", lambda v: _whole(v, 0, MAX_STEP))
    s = _field(data, "s", lambda v: _number(v, STABILITY_RANGE), None)
    d = _field(data, "d", lambda v: _number(v, DIFFICULTY_RANGE), None)
    due = _field(data, "due", _time)
    last = _field(data, "last", _time, None)
    for name, got in (("s", s), ("d", d), ("step", step)):
        if got is None and name in {2: ("s", "d"), 3: ("s", "d", "step")}.get(state, ()):
            raise _Bad(Message.of("record.why.needed", state=state), name)
    return Memory(state, step, s, d, due, last)


def _skill_state(value: Any) -> SkillState:
    data = _obj(value)
    return SkillState(_field(data, "memory", _memory), _field(data, "seen", _whole), _field(data, "correct", _whole),
                      _field(data, "streak", _whole))


def _v1_skill_state(value: Any) -> SkillState:
    data = _obj(value)
    box = _field(data, "box", lambda v: _whole(v, 0, len(V1_INTERVALS) - 1))
    memory = Memory.from_box(box, _field(data, "due", _time), V1_INTERVALS[box])
    return SkillState(memory, _field(data, "seen", _whole), _field(data, "correct", _whole), _field(data, "streak", _whole))


def _rating(value: Any) -> Rating:
    data = _obj(value)
    return Rating(_field(data, "r", lambda v: _number(v, RATING_RANGE)), _field(data, "rd", lambda v: _number(v, RD_RANGE)),
                  _field(data, "vol", lambda v: _number(v, VOL_RANGE)), _field(data, "n", lambda v: _whole(v, 0, MAX_GAMES), 0))


def _area(value: Any) -> str:
    if value not in ORDER:
        raise _Bad(Message.of("record.why.area", known=", ".join(ORDER)))
    return str(value)


def _tile(value: Any) -> Tile:
    try:
        if isinstance(value, str) and len(value) <= 3:
            return Tile.from_str(value)
    except MahjongError:
        pass
    raise _Bad(Message("record.why.tile"))


def _puzzle(value: Any, refusals: _Refusals | None = None) -> Puzzle:
    """A queued puzzle: a hand that reads, the tile played and the best one in it, 34 unseen
    counts; its words (``why``) are left out alone when they do not show in both languages."""
    data = _obj(value)
    hand_text = _field(data, "hand", lambda v: _text(v, 80))
    try:
        hand = parse_hand(hand_text, check_size=False)
    except MahjongError:
        raise _Bad(Message("record.why.hand"), "hand") from None
    for name in ("played", "best"):
        if _field(data, name, _tile) not in hand.concealed:
            raise _Bad(Message("record.why.tile"), name)
    unseen = _field(data, "unseen", _list)
    if len(unseen) != 34:
        raise _Bad(Message("record.why.unseen"), "unseen")
    counts = []
    for index, count in enumerate(unseen):
        try:
            counts.append(_whole(count, 0, 4))
        except _Bad as bad:
            raise bad.inside("unseen", index) from None
    why: tuple[tuple[str, Message], ...] = ()
    if data.get("why") is not None:
        try:
            why = _field(data, "why", _words)
        except _Bad as bad:  # the words are a help, not the puzzle: the puzzle is kept without them
            if refusals is not None:
                refusals.add(bad)
    return Puzzle(hand_text, data["played"], data["best"], _field(data, "rules", lambda v: _text(v, 40)), tuple(counts),
                  _field(data, "loss", lambda v: _whole(v, -MAX_COUNT, MAX_COUNT), 0),
                  _field(data, "source", lambda v: _text(v, 40), "game"), why)


def _words(value: Any) -> tuple[tuple[str, Message], ...]:
    """A puzzle's words per option: tile code -> a message that shows in both languages."""
    table = _obj(value)
    if len(table) > 34:
        raise _Bad(Message.of("record.why.too_many", limit=34))
    out = []
    for code, data in table.items():
        _tile(code)
        try:
            message = Message.from_json(Message.from_json(_obj(data)).to_json())  # as it is written back
            if Message.from_json(message.to_json()) != message:
                raise ValueError(code)
            for lang in LANGS:
                for shown in (message.text(lang), message.text(lang, kids=True, tiles="kids")):
                    if len(shown) > MAX_WORDS:
                        raise ValueError(shown[:20])
                    shown.encode("utf-8")
        except (KeyError, TypeError, ValueError, IndexError, AttributeError, OverflowError, RecursionError):
            raise _Bad(Message("record.why.words"), code) from None
        out.append((code, message))
    return tuple(out)


def _table(data: Mapping[str, Any], name: str, key: Callable[[Any], str], read: Callable[[Any], V],
           refusals: _Refusals, limit: int = MAX_ENTRIES) -> tuple[tuple[str, V], ...]:
    """The valid entries of the object ``data[name]`` (``key -> value``), the others refused."""
    if data.get(name) is None:
        return ()
    try:
        table = _field(data, name, _obj)
    except _Bad as bad:
        refusals.add(bad)
        return ()
    out: dict[str, V] = {}
    for index, (k, v) in enumerate(table.items()):
        if index >= limit:
            refusals.add(_Bad(Message.of("record.why.too_many", limit=limit), name))
            break
        try:
            out[key(k)] = read(v)
        except _Bad as bad:
            refusals.add(bad.inside(name, k))
    return tuple(sorted(out.items()))


def _items(data: Mapping[str, Any], name: str, read: Callable[[Any], V], refusals: _Refusals,
           limit: int = MAX_ENTRIES) -> list[V]:
    """The valid elements of the list ``data[name]``, the others refused."""
    if data.get(name) is None:
        return []
    try:
        values = _field(data, name, _list)
    except _Bad as bad:
        refusals.add(bad)
        return []
    if len(values) > limit:
        refusals.add(_Bad(Message.of("record.why.too_many", limit=limit), name))
        values = values[-limit:]
    out = []
    for index, value in enumerate(values):
        try:
            out.append(read(value))
        except _Bad as bad:
            refusals.add(bad.inside(name, index))
    return out


def _scalar(data: Mapping[str, Any], name: str, read: Callable[[Any], T], default: T, refusals: _Refusals) -> T:
    try:
        return _field(data, name, read, default)
    except _Bad as bad:
        refusals.add(bad)
        return default


def _read_record(data: Any, newer: bool) -> Reading:
    if not isinstance(data, dict):
        raise ProgressError("error.progress.bad", reason=Message.of("record.why.not_object", kind=_kind(data)))
    outer = data.get("version")
    outer = outer if isinstance(outer, int) and not isinstance(outer, bool) else None
    if data.get("format") != FORMAT and "quiz" in data:  # the notebooks' first file: the record under "quiz"
        quiz = data["quiz"]
        data = quiz if quiz else {"version": 1 if outer is None else outer}  # no answers yet: the file's own version
    version = data.get("version") if isinstance(data, dict) else None
    if isinstance(version, bool) or not isinstance(version, int):
        why = Message("record.why.version") if isinstance(data, dict) else Message.of("record.why.not_object", kind=_kind(data))
        if outer is not None and outer > VERSION and newer:  # a newer file: read what can be, never set aside
            return Reading(Progress(), (why,), outer)
        raise ProgressError("error.progress.bad", reason=why)
    version = max(version, outer or 0)  # either says newer: it is
    if version < 1 or (version > VERSION and not newer):
        raise ProgressError("error.progress.version", version=_shown(version), supported=VERSION)
    refusals, below = _Refusals(), _Refusals()
    v1 = version == 1
    skills = _table(data, "skills", _skill, _v1_skill_state if v1 else _skill_state, refusals)
    ratings: Mapping[str, Any] = {} if v1 else _scalar(data, "ratings", _obj, {}, refusals)
    areas, skill_ratings = _table(ratings, "areas", _area, _rating, below), _table(ratings, "skills", _skill, _rating, below)
    for bad in below.found:
        refusals.add(bad.inside("ratings"))
    queue = () if v1 else tuple(_items(data, "queue", lambda v: _puzzle(v, refusals), refusals))
    last_day = _scalar(data, "last_day", lambda v: _whole(v, 0, int(MAX_TIME // DAY)), None, refusals)
    progress = Progress(
        skills, _scalar(data, "streak", _whole, 0, refusals), _scalar(data, "best_streak", _whole, 0, refusals),
        _scalar(data, "day_streak", _whole, 0, refusals), last_day,
        tuple(sorted(set(_items(data, "completed", _text, refusals)))),
        areas, skill_ratings, () if v1 else _table(data, "difficulty", _skill, _rating, refusals), queue[-MAX_QUEUE:],
        () if v1 else tuple(sorted(set(_items(data, "daily", _date, refusals))))[-MAX_DAILY:],
    )
    return Reading(progress, tuple(_named(bad) for bad in refusals.found), version)


def why_not(error: ProgressError) -> Message:
    """Why data is no record, in words for "this is not a progress record: ...": the reason of
    ``error.progress.bad``, else the error's whole message (a version not supported...).

    >>> why_not(ProgressError("error.progress.bad", reason=Message("record.why.encoding"))).text("en")
    'not UTF-8 text'
    """
    reason = error.params.get("reason") if error.key == "error.progress.bad" else None
    if isinstance(reason, Message):
        return reason
    return error.as_message()


def refused_summary(refused: Sequence[Message], shown: int = 3) -> Message:
    """The parts left out, in words: the first ``shown`` of them, then how many more.

    >>> refused_summary([Message.of("record.part", part=f"daily.{i}", why=Message("record.why.date"))
    ...                  for i in range(5)], 2).text("en")
    'daily.0: not a date (YYYY-MM-DD); daily.1: not a date (YYYY-MM-DD); and 3 more'
    """
    parts = list(refused[:shown])
    if len(refused) > shown:
        parts.append(Message.of("record.more", count=len(refused) - shown))
    return Message.join(parts, "; ")


#: A notebook file's log of played activities: entries kept (the oldest dropped beyond), fields
#: of one entry, the largest number a result may be, the longest list in a result.
MAX_ACTIVITIES, MAX_FIELDS, MAX_RESULT, MAX_RESULT_LIST = 5000, 30, 10**12, 50


def read_activities(value: Any) -> tuple[list[dict[str, Any]], tuple[Message, ...]]:
    """The valid entries of a notebook file's log of played activities (its ``activities``: the
    last :data:`MAX_ACTIVITIES`) and the entries refused, each with its reason. An entry is an
    object with the ``activity`` (a text), maybe ``when`` (a time), and results: numbers,
    truth values, texts, lists of those — in their bounds.

    >>> kept, refused = read_activities([{"activity": "memory", "when": 1.0, "won": True},
    ...                                  {"activity": "memory", "when": "yesterday"}])
    >>> kept, [m.text("en") for m in refused]
    ([{'activity': 'memory', 'when': 1.0, 'won': True}], ['activities.1.when: not a time (seconds since 1970, from 0 to 10000000000)'])
    """
    refusals = _Refusals()
    if value is None:
        return [], ()
    if not isinstance(value, list):
        return [], (_named(_Bad(Message("record.why.list"), "activities")),)
    start = max(0, len(value) - MAX_ACTIVITIES)
    kept = []
    for index in range(start, len(value)):
        try:
            kept.append(_activity(value[index]))
        except _Bad as bad:
            refusals.add(bad.inside("activities", index))
    return kept, tuple(_named(bad) for bad in refusals.found)


def _activity(value: Any) -> dict[str, Any]:
    entry = _obj(value)
    if len(entry) > MAX_FIELDS:
        raise _Bad(Message.of("record.why.too_many", limit=MAX_FIELDS))
    out: dict[str, Any] = {"activity": _field(entry, "activity", lambda v: _text(v, 64))}
    if "when" in entry:
        try:
            _time(entry["when"])
            out["when"] = entry["when"]  # as written (an int stays an int)
        except _Bad as bad:
            raise bad.inside("when") from None
    for name, result in entry.items():
        if name in out:
            continue
        try:
            _text(name, 40)
        except _Bad as bad:
            raise bad.inside(name) from None
        try:
            out[name] = [_result(x) for x in _list(result)[:MAX_RESULT_LIST + 1]] if isinstance(result, list) else _result(result)
            if isinstance(result, list) and len(result) > MAX_RESULT_LIST:
                raise _Bad(Message.of("record.why.too_many", limit=MAX_RESULT_LIST))
        except _Bad as bad:
            raise bad.inside(name) from None
    return out


def _result(value: Any) -> Any:
    """One value of an activity's result: null, a truth value, a number, a text — in bounds."""
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, int | float):
        if isinstance(value, float):
            _number(value, (-MAX_RESULT, MAX_RESULT))
            return value
        return _whole(value, -MAX_RESULT, MAX_RESULT)
    if isinstance(value, str):
        return _text(value, 200) if value else value
    raise _Bad(Message("record.why.result"))


def _kind(value: Any) -> Message:
    """What a JSON value is, in words (a record must be an object)."""
    if isinstance(value, list):
        return Message("record.kind.list")
    if isinstance(value, str):
        return Message("record.kind.text")
    if value is None:
        return Message("record.kind.null")
    return Message("record.kind.truth" if isinstance(value, bool) else "record.kind.number")


__all__ = ["FORMAT", "MAX_ACTIVITIES", "MAX_BYTES", "VERSION", "Progress", "Puzzle", "Reading", "SkillState", "parse",
           "read_activities", "refused_summary", "why_not"]
