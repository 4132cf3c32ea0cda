"""The twelve stages of the kids' course, with stars earned, what to try next and a week at a glance.

The kids' track follows the staged method of the Habr article (seed 000, lines 211-271): find
the coins and lay them out 1..9 and 9..1; chow, pung and kong; the code lock; bamboo and the
snake; characters and the memory game; every set in twenty tiles; dragons and winds; flowers and
seasons; solitaire; the wall, the dice and the deal; the first game for two; counting the points
(the kids' lessons ``01``..``12``). :data:`STAGES` says, for each stage, which games count for it
(:class:`Counts`: an activity's name as it is logged, maybe one field that must match, and when a
game of it went well), and :func:`report` reads a learner's log of games (:class:`Played`, the
notebooks' ``activities`` and the bot's log alike) into stars:

- ★ — a game of the stage played;
- ★★ — a game of it went well (the row's :attr:`Counts.good`: no mistakes, four tiles in the
  code lock, a won hand...);
- ★★★ — it went well on two different days (kept, not a lucky day).

"What to try next" is the first stage in the course's order without its three stars, and the
week (:class:`Week`) counts, for each of the last seven days, the games played and the stars
earned that day. Days are whole UTC days (as the record's day streak counts them); time is
passed in, never read from the clock. Every value writes its words (ru, en; the parents' «вы»)
and its JSON.

>>> DAY = 86400.0
>>> log = [Played("code_lock", 0.5 * DAY, (("span", 4),)), Played("code_lock", 1.5 * DAY, (("span", 5),)),
...        Played("snake", 1.5 * DAY, (("length", 3),))]
>>> seen = report(log, now=1.5 * DAY)
>>> [(s.stage.number, s.stars) for s in seen.stages if s.stars]
[(3, 3), (4, 1)]
>>> seen.next.stage.number, seen.total, seen.week.days[-1].games, seen.week.days[-1].stars
(1, 4, 2, 2)
>>> print(summary(log, "en", now=1.5 * DAY).splitlines()[0])
Stages of the kids' course: 4 of 36 stars
"""

from __future__ import annotations

import datetime
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from mjcore.i18n import Message, tr
from mjcore.practice.record import read_activities
from mjcore.quiz.srs import ProgressError

#: Seconds in a day (the days of the week and of "two different days" are whole UTC days).
DAY = 86400.0
#: Stars a stage can earn.
MAX_STARS = 3
#: Days in the week at a glance.
WEEK = 7
#: Games of the bot's log kept (the oldest dropped beyond): a year of a few games a day.
MAX_PLAYED = 1000

Result = bool | int | float | str | None | tuple[bool | int | float | str | None, ...]


@dataclass(frozen=True, slots=True)
class Played:
    """One finished game as the log keeps it: the activity's name, when it ended (seconds since
    1970; ``None`` when not known) and its results by name.

    >>> game = Played.from_json({"activity": "memory", "when": 3.0, "repeats": 1, "pairs": 6})
    >>> game.get("pairs"), game.day, game.to_json()
    (6, 0, {'activity': 'memory', 'when': 3.0, 'repeats': 1, 'pairs': 6})
    """

    activity: str
    when: float | None = None
    results: tuple[tuple[str, Result], ...] = ()

    def get(self, name: str, default: Result = None) -> Result:
        """The result called ``name`` (``default`` when the game did not log it)."""
        return dict(self.results).get(name, default)

    def number(self, name: str) -> float | None:
        """The result ``name`` when it is a number (a truth value is not), else ``None``."""
        value = self.get(name)
        return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else None

    @property
    def day(self) -> int | None:
        """The UTC day of the game (days since 1970), ``None`` when its time is not known."""
        return None if self.when is None else int(self.when // DAY)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"activity": self.activity}
        if self.when is not None:
            data["when"] = self.when
        for name, value in self.results:
            data[name] = list(value) if isinstance(value, tuple) else value
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Played:
        """Read one entry of a log (checked as the record's log is, :func:`read_activities`);
        :class:`~mjcore.quiz.srs.ProgressError` naming what is not valid."""
        kept, refused = read_activities([dict(data)] if isinstance(data, Mapping) else [data])
        if refused:
            raise ProgressError("error.progress.bad", reason=refused[0])
        entry = kept[0]
        when = entry.get("when")
        results = tuple((k, tuple(v) if isinstance(v, list) else v) for k, v in entry.items() if k not in ("activity", "when"))
        return cls(entry["activity"], None if when is None else float(when), results)


def read_played(entries: Any) -> tuple[Played, ...]:
    """The valid games of a log (a JSON list of entries); entries that are not valid are left out.

    >>> [p.activity for p in read_played([{"activity": "snake", "when": 1}, {"when": 2}, "x"])]
    ['snake']
    """
    kept, _ = read_activities(entries)
    return tuple(Played.from_json(entry) for entry in kept)


# -- when a game went well ----------------------------------------------------------------------
def clean(game: Played) -> bool:
    """Finished with something done (a score above 0, where logged) and no mistakes."""
    score = game.number("score")
    return (score is None or score > 0) and game.number("mistakes") == 0


def won(game: Played) -> bool:
    """Won (the hand, the solitaire, the right answer)."""
    return game.get("won") is True


def all_right(game: Played) -> bool:
    """Every answer right (a quiz or a score-it-yourself of several questions)."""
    right, count = game.number("right"), game.number("count")
    return right is not None and count is not None and count > 0 and right == count


def four_in_lock(game: Played) -> bool:
    """The code lock: a code of four tiles or more remembered (the article's 4-6 tiles)."""
    span = game.number("span")
    return span is not None and span >= 4


def long_snake(game: Played) -> bool:
    """The snake: eight tiles or more laid in one snake."""
    length = game.number("length")
    return length is not None and length >= 8


def few_repeats(game: Played) -> bool:
    """The memory game: no more tiles turned again than half the pairs (the core's own tip
    comes beyond that, :meth:`mjcore.minigames.memory.Memory.summary`)."""
    repeats, pairs = game.number("repeats"), game.number("pairs")
    return repeats is not None and pairs is not None and pairs > 0 and repeats <= pairs // 2


def whole_wall(game: Played) -> bool:
    """The wall built: its four sides, no mistakes."""
    return game.number("score") == 4 and game.number("mistakes") == 0


@dataclass(frozen=True, slots=True)
class Counts:
    """A game that counts for a stage: the activity's name as logged, the results that must
    match (``where``: a field and the values it may have; ``None`` for a field not logged), and
    when the game went well (``good``). Its name and goal are the core's words
    ``stages.activity.<name>`` and ``stages.goal.<name>``.

    >>> row = Counts("sets", good=clean, where=(("suit", ("p", "s")),))
    >>> row.matches(Played("sets", 0.0, (("suit", "p"),))), row.matches(Played("sets", 0.0, (("suit", "z"),)))
    (True, False)
    """

    activity: str
    good: Callable[[Played], bool] = field(compare=False)
    where: tuple[tuple[str, tuple[Result, ...]], ...] = ()
    #: The words' name: the activity's, unless two rows of one activity need two words.
    name: str = ""

    def matches(self, game: Played) -> bool:
        return game.activity == self.activity and all(game.get(k) in values for k, values in self.where)

    @property
    def words(self) -> str:
        return self.name or self.activity

    def title(self, lang: str | None = None) -> str:
        return tr(f"stages.activity.{self.words}", lang)

    def goal(self, lang: str | None = None) -> str:
        return tr(f"stages.goal.{self.words}", lang)


@dataclass(frozen=True, slots=True)
class Stage:
    """One stage of the kids' course: its number (the lesson's), its key (``stages.title.<key>``)
    and the games that count for it."""

    number: int
    key: str
    counts: tuple[Counts, ...]

    def title(self, lang: str | None = None) -> str:
        return tr(f"stages.title.{self.key}", lang)

    def matches(self, game: Played) -> bool:
        return any(row.matches(game) for row in self.counts)

    def row_of(self, game: Played) -> Counts | None:
        return next((row for row in self.counts if row.matches(game)), None)


def _quiz(family: str) -> Counts:
    """A quiz of one family (the quiz board logs the ``families`` it asked)."""
    return Counts("quiz", all_right, (("families", ((family,),)),), name=f"quiz_{family}")


#: The twelve stages (the kids' lessons 01..12), each with the games that count for it.
STAGES: tuple[Stage, ...] = (
    Stage(1, "dots", (Counts("find_suit", clean, (("target", ("p",)),), "find_dots"),
                      Counts("sequence", clean, (("suit", ("p",)),), "sequence_dots"))),
    Stage(2, "sets", (Counts("sets", clean, (("suit", ("p", "s")),)),)),
    Stage(3, "code_lock", (Counts("code_lock", four_in_lock),)),
    Stage(4, "bamboo_snake", (Counts("snake", long_snake), Counts("find_suit", clean, (("target", ("s",)),), "find_bamboo"),
                              Counts("sequence", clean, (("suit", ("s",)),), "sequence_bamboo"))),
    Stage(5, "characters_memory", (Counts("memory", few_repeats), Counts("numerals", clean),
                                   Counts("sets", clean, (("suit", ("m",)),), "sets_characters"))),
    Stage(6, "all_sets", (Counts("all_sets", clean),)),
    Stage(7, "dragons_winds", (Counts("sets", clean, (("suit", ("z",)),), "sets_honors"), Counts("tidy_up", clean))),
    Stage(8, "flowers_seasons", (Counts("seats", clean), Counts("bonus", clean))),
    Stage(9, "solitaire", (Counts("solitaire", won),)),
    Stage(10, "wall_dice", (Counts("build_wall", whole_wall), Counts("wall_dice", clean))),
    Stage(11, "first_game", (Counts("game", won, (("rules", ("kids2p",)),)),)),
    Stage(12, "kids_scoring", (Counts("kids_score", won), _quiz("kids_score"),
                               Counts("drill", all_right, (("family", ("score_kids",)),), "drill_kids"))),
)


def stage(number: int) -> Stage:
    """The stage of that number (1..12); :class:`KeyError` for another.

    >>> stage(3).title("en"), [row.activity for row in stage(3).counts]
    ('The code lock', ['code_lock'])
    """
    for found in STAGES:
        if found.number == number:
            return found
    raise KeyError(number)


def is_kids_game(game: Played) -> bool:
    """Whether a game counts for one of the stages (a grown-up's game does not)."""
    return any(s.matches(game) for s in STAGES)


# -- the stars ----------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class StageStars:
    """A stage and what the learner did in it: games played, games that went well, the different
    days they went well on, and the game played most (for "what to try next").

    >>> s = StageStars(stage(3), played=2, good=1, good_days=1)
    >>> s.stars, s.text("ru"), s.text("en")
    (2, ' 3. Кодовый замок ★★☆ — игр: 2, удачных: 1', ' 3. The code lock ★★☆ — games: 2, went well: 1')
    """

    stage: Stage
    played: int = 0
    good: int = 0
    good_days: int = 0
    most: str = ""

    @property
    def stars(self) -> int:
        if self.good_days >= 2:
            return 3
        return 2 if self.good else 1 if self.played else 0

    @property
    def marks(self) -> str:
        return "★" * self.stars + "☆" * (MAX_STARS - self.stars)

    def row(self) -> Counts:
        """The game to suggest: the one played most (else the stage's first)."""
        return next((r for r in self.stage.counts if r.words == self.most), self.stage.counts[0])

    def text(self, lang: str | None = None) -> str:
        head = f"{self.stage.number:2d}. {self.stage.title(lang)} {self.marks}"
        if not self.played:
            return head
        return head + " — " + tr("stages.games", lang, played=self.played, good=self.good)

    def cheer(self, lang: str | None = None) -> str:
        """A child's words for a star just earned in this stage.

        >>> StageStars(stage(4), played=1, good=1, good_days=1).cheer("en")
        '⭐ A new star! Stage 4 “Bamboo and the snake”: ★★☆'
        """
        return tr("stages.new_star", lang, n=self.stage.number, title=self.stage.title(lang), marks=self.marks)

    def to_json(self) -> dict[str, Any]:
        return {"stage": self.stage.number, "key": self.stage.key, "stars": self.stars, "played": self.played,
                "good": self.good, "good_days": self.good_days}


def stars(games: Iterable[Played]) -> tuple[StageStars, ...]:
    """Each stage's stars from the games (every stage, in order).

    >>> [s.stars for s in stars([Played("solitaire", 0.0, (("won", True),))])][8]
    2
    """
    games = tuple(games)
    out = []
    for one in STAGES:
        played = good = 0
        days: set[int | None] = set()
        most: dict[str, int] = {}
        for game in games:
            row = one.row_of(game)
            if row is None:
                continue
            played += 1
            most[row.words] = most.get(row.words, 0) + 1
            if row.good(game):
                good += 1
                days.add(game.day)
        days.discard(None)
        favourite = max(most, key=lambda k: (most[k], k)) if most else ""
        out.append(StageStars(one, played, good, len(days), favourite))
    return tuple(out)


def new_stars(before: Iterable[Played], game: Played) -> tuple[StageStars, ...]:
    """The stages whose stars ``game`` raised, with their stars now (what a child is told at the
    end of a game: :meth:`StageStars.cheer`).

    >>> lock = Played("code_lock", 0.5 * DAY, (("span", 4),))
    >>> [s.cheer("ru") for s in new_stars([], lock)]
    ['⭐ Новая звезда! Этап 3 «Кодовый замок»: ★★☆']
    >>> new_stars([lock], Played("code_lock", 0.6 * DAY, (("span", 4),)))  # the same day: no third star
    ()
    """
    before = tuple(before)
    return tuple(now for old, now in zip(stars(before), stars((*before, game)), strict=True) if now.stars > old.stars)


@dataclass(frozen=True, slots=True)
class Next:
    """What to try next: a stage short of its three stars and the game to play (``None``: all
    twelve have three stars).

    >>> Next(StageStars(stage(4), played=1, most="snake")).text("ru")
    'Этап 4 «Бамбуки и змейка»: сыграйте ещё раз в игру «Змейка» — цель: змейка из 8 фишек или длиннее.'
    """

    stars: StageStars | None

    @property
    def stage(self) -> Stage | None:
        return None if self.stars is None else self.stars.stage

    def message(self) -> Message:
        s = self.stars
        if s is None:
            return Message("stages.next.done")
        row = s.row()
        kind = {0: "start", 1: "better", 2: "again"}[s.stars]
        return Message.of(f"stages.next.{kind}", n=s.stage.number, title=Message(f"stages.title.{s.stage.key}"),
                          game=Message(f"stages.activity.{row.words}"), goal=Message(f"stages.goal.{row.words}"))

    def text(self, lang: str | None = None) -> str:
        return self.message().text(lang)

    def to_json(self) -> dict[str, Any]:
        if self.stars is None:
            return {"stage": None}
        return {"stage": self.stars.stage.number, "stars": self.stars.stars, "activity": self.stars.row().activity,
                "goal": self.stars.row().words}


def next_stage(seen: Sequence[StageStars]) -> Next:
    """The first stage in the course's order without its three stars."""
    return Next(next((s for s in seen if s.stars < MAX_STARS), None))


# -- the week -----------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class DayTally:
    """One day of the week at a glance: the day (days since 1970, UTC), kids' games played and
    stars earned that day.

    >>> DayTally(20427, 3, 1).text("ru"), DayTally(20427, 0, 0).text("en")
    ('пт 05.12: игр — 3, звёзд — +1', 'Fri 12/5: no games')
    """

    day: int
    games: int = 0
    stars: int = 0

    @property
    def date(self) -> datetime.date:
        return datetime.date(1970, 1, 1) + datetime.timedelta(days=self.day)

    def label(self, lang: str | None = None) -> str:
        """The day's short name: ``сб 05.12`` / ``Sat 12/5``."""
        d = self.date
        name = tr(f"stages.weekday.{d.weekday()}", lang)
        return f"{name} {d.day:02d}.{d.month:02d}" if (lang or "ru") == "ru" else f"{name} {d.month}/{d.day}"

    def text(self, lang: str | None = None) -> str:
        if not self.games:
            return tr("stages.day.none", lang, day=self.label(lang))
        return tr("stages.day", lang, day=self.label(lang), games=self.games, stars=self.stars)

    def to_json(self) -> dict[str, Any]:
        return {"date": self.date.isoformat(), "games": self.games, "stars": self.stars}


@dataclass(frozen=True, slots=True)
class Week:
    """The last :data:`WEEK` days, oldest first, ending today."""

    days: tuple[DayTally, ...]

    @property
    def games(self) -> int:
        return sum(d.games for d in self.days)

    @property
    def stars(self) -> int:
        return sum(d.stars for d in self.days)

    def text(self, lang: str | None = None) -> str:
        head = tr("stages.week", lang, games=self.games, stars=self.stars)
        return "\n".join([head, *(d.text(lang) for d in self.days)])

    def to_json(self) -> dict[str, Any]:
        return {"games": self.games, "stars": self.stars, "days": [d.to_json() for d in self.days]}


def week(games: Iterable[Played], now: float) -> Week:
    """Games played and stars earned on each of the last seven days (a day's stars: the stars of
    every stage at its end less those at its start)."""
    kids = tuple(g for g in games if is_kids_game(g) and g.when is not None)
    today = int(now // DAY)
    days = []
    before = sum(s.stars for s in stars(g for g in kids if (g.day or 0) < today - WEEK + 1))
    for day in range(today - WEEK + 1, today + 1):
        after = sum(s.stars for s in stars(g for g in kids if (g.day or 0) <= day))
        days.append(DayTally(day, sum(g.day == day for g in kids), after - before))
        before = after
    return Week(tuple(days))


# -- the whole picture --------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class StagesReport:
    """The twelve stages with their stars, what to try next and the week at a glance."""

    stages: tuple[StageStars, ...]
    next: Next
    week: Week

    @property
    def total(self) -> int:
        return sum(s.stars for s in self.stages)

    @property
    def empty(self) -> bool:
        return not any(s.played for s in self.stages)

    def head(self, lang: str | None = None) -> str:
        return tr("stages.head", lang, stars=self.total, most=MAX_STARS * len(self.stages))

    def text(self, lang: str | None = None, *, days: bool = True) -> str:
        """The parents' text: the head, what the stars mean, the twelve stages, what next, the
        week (``days=False``: its totals only, where a chart shows the days)."""
        lines = [self.head(lang), tr("stages.stars_rule", lang), *(s.text(lang) for s in self.stages), "",
                 tr("stages.next", lang) + " " + self.next.text(lang), "",
                 self.week.text(lang) if days else self.week.text(lang).splitlines()[0]]
        if self.empty:
            lines[2:2] = [tr("stages.empty", lang)]
        return "\n".join(lines)

    def to_json(self) -> dict[str, Any]:
        return {"stars": self.total, "stages": [s.to_json() for s in self.stages], "next": self.next.to_json(),
                "week": self.week.to_json()}


def report(games: Iterable[Played], now: float) -> StagesReport:
    """The stages' stars, what to try next and the week, from a log of games."""
    games = tuple(games)
    seen = stars(games)
    return StagesReport(seen, next_stage(seen), week(games, now))


def summary(games: Iterable[Played], lang: str | None = None, *, now: float) -> str:
    """The parents' words for a log of games (:meth:`StagesReport.text`): what the bot's
    ``/progress`` on the kids' track and the weekly summary say."""
    return report(games, now).text(lang)


__all__ = ["DAY", "MAX_PLAYED", "MAX_STARS", "STAGES", "Counts", "DayTally", "Next", "Played", "Stage", "StageStars",
           "StagesReport", "Week", "is_kids_game", "new_stars", "next_stage", "read_played", "report", "stage", "stars", "summary",
           "week"]
