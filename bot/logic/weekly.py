"""The parent's notices, each opt-in in ``/settings`` (off by default): a weekly summary per
profile (games played, questions answered, skills practised, the course stage reached) and a
daily reminder naming the profiles that have not practised today. The front end's JobQueue sends
a ``week`` event each Sunday at :data:`WEEKLY_AT` and a ``remind`` event each day at
:data:`REMINDER_AT` (UTC) to each account that turned them on (:mod:`bot.app`).

Each profile keeps the counts it had at its last summary (``Session.week``), so a summary tells
that week only; turning the summary on takes that snapshot for every profile (:func:`start_weeks`).

>>> from bot.logic.core import step
>>> from bot.logic.model import Event
>>> from bot.logic.session import Session
>>> s = Session(5, lang="en", settings={"weekly": True}, stats={"games": 2, "won": 1})
>>> s, out = step(s, Event("week", 5, now=7 * 86400.0))
>>> out[0].text.splitlines()[:2], s.week["games"]
(['Week summary: you (main profile)', 'Games against the computer: 2 (won: 1)'], 2.0)
"""

from __future__ import annotations

import datetime
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from bot.logic.ctx import Ctx
from bot.logic.model import Button
from bot.logic.registry import EventKind
from bot.logic.session import OWN, Session
from mjcore.i18n import tr
from mjcore.practice import Progress
from mjcore.practice.daily import FAMILY_TRACKS
from mjcore.practice.schedule import DAY
from mjcore.practice.stages import MAX_STARS, Played, read_played, report, stars
from mjcore.quiz import FAMILIES
from mjcore.quiz.srs import parse_skill

#: When the weekly summary goes out: Sunday (Python's weekday 6; PTB's ``run_daily`` day 0), this time, UTC.
WEEKLY_DAY = 6
WEEKLY_AT = datetime.time(17, 0, tzinfo=datetime.UTC)
#: When the reminder goes out, every day (UTC).
REMINDER_AT = datetime.time(16, 0, tzinfo=datetime.UTC)
#: The counts a week's summary tells (``Session.stats`` keys).
COUNTS = ("games", "won", "memory", "minis", "answers", "right")


@dataclass(frozen=True, slots=True)
class Week:
    """What one profile did since its last summary: the counts' differences and its course stage
    then and now.

    >>> Week.between({"games": 3, "won": 1}, {"games": 1}, stage=2, stage_before=1).games
    2
    """

    games: int = 0
    won: int = 0
    memory: int = 0
    minis: int = 0
    answers: int = 0
    right: int = 0
    stage: int = 0
    stage_before: int = 0

    @classmethod
    def between(cls, now: Mapping[str, int], before: Mapping[str, float], *, stage: int, stage_before: int) -> Week:
        return cls(**{k: max(0, int(now.get(k, 0)) - int(before.get(k, 0))) for k in COUNTS},
                   stage=stage, stage_before=stage_before)

    @property
    def busy(self) -> bool:
        """Whether anything was played or answered."""
        return any((self.games, self.memory, self.minis, self.answers))


# -- THE ONE PLACE for the course stages ---------------------------------------------------------
# The kids' track's stages are mjcore/practice/stages.py's (stars from the games played); an
# adult's stage is the highest quiz family's stage answered right. Nothing else here reads stages.
def reached_stage(progress: Progress, track: str | None, played: Iterable[Played] = ()) -> int:
    """The kids' track: the stars earned over the twelve stages; an adult's track: the highest
    course stage with a skill answered right (0: none yet)."""
    if (track or "kids") == "kids":
        return sum(s.stars for s in stars(played))
    tracks = FAMILY_TRACKS.get(track or "kids", FAMILY_TRACKS["kids"])
    stages = [FAMILIES[f].stage for f in (parse_skill(k)[0] for k, s in progress.skills if s.correct)
              if f in FAMILIES and FAMILIES[f].track in tracks]
    return max(stages, default=0)


def stages_text(ctx: Ctx, progress: Progress, track: str | None, week: Week, since: float,
                played: Iterable[Played] = ()) -> str:
    """The week's progress through the course. The kids' track: the stars now and a week ago,
    the week's games per day and what to try next (:func:`mjcore.practice.stages.report`);
    an adult's: the skills practised since ``since`` and the stage reached (and the one a week ago)."""
    if (track or "kids") == "kids":
        seen = report(played, ctx.e.now)
        return "\n".join((ctx.t("week.stars", stars=week.stage, most=MAX_STARS * len(seen.stages),
                                before=week.stage_before),
                          seen.week.text(ctx.lang), tr("stages.next", ctx.lang) + " " + seen.next.text(ctx.lang)))
    tracks = FAMILY_TRACKS.get(track or "kids", FAMILY_TRACKS["kids"])
    top = max(f.stage for f in FAMILIES.values() if f.track in tracks)
    practised = sum(1 for _, s in progress.skills if s.memory.last is not None and s.memory.last >= since)
    return "\n".join((ctx.t("week.skills", count=practised),
                      ctx.t("week.stage", stage=week.stage, top=top, before=week.stage_before)))
# -- end of the one place --------------------------------------------------------------------------


def played_of(session: Session, profile: str) -> tuple[Played, ...]:
    """The games ``profile`` finished (in front or parked)."""
    return session.played if profile == session.profile else read_played(session.part_of(profile).get("played"))


def snapshot(session: Session, profile: str, now: float) -> dict[str, float]:
    """What ``profile`` has now, kept to tell the next week's difference."""
    stats = session.stats_of(profile)
    track = session.part_of(profile).get("track")
    stage = reached_stage(session.progress_of(profile), track if isinstance(track, str) else None,
                          played_of(session, profile))
    return {"at": now, **{k: float(stats.get(k, 0)) for k in COUNTS}, "stage": float(stage)}


def start_weeks(ctx: Ctx) -> None:
    """The summary was turned on: every profile's week starts now."""
    for profile in ctx.s.profiles:
        ctx.s.set_week(profile, snapshot(ctx.s, profile, ctx.e.now))


def week_text(ctx: Ctx, name: str, progress: Progress, track: str | None, week: Week, since: float,
              played: Iterable[Played] = ()) -> str:
    """One profile's summary of the week, to the parent."""
    lines = [ctx.t("week.head", name=name),
             ctx.t("week.games", games=week.games, won=week.won),
             ctx.t("week.minis", count=week.memory + week.minis),
             ctx.t("week.answers", answers=week.answers, right=week.right),
             stages_text(ctx, progress, track, week, since, played),
             ctx.t("week.days", days=progress.streak_on(ctx.e.now))]
    if not week.busy:
        lines.append(ctx.t("week.quiet"))
    return "\n".join(lines)


def send_week(ctx: Ctx, data: str = "") -> None:
    """The ``week`` event: a summary per child's profile (and the account's own, when it played
    this week or has no children), each profile's week starting again."""
    if not ctx.s.settings.get("weekly"):
        return
    for profile in ctx.s.profiles:
        part = ctx.s.part_of(profile)
        track = part.get("track") if isinstance(part.get("track"), str) else None
        before = part.get("week")
        before = before if isinstance(before, dict) else {}
        progress = ctx.s.progress_of(profile)
        now = snapshot(ctx.s, profile, ctx.e.now)
        week = Week.between(ctx.s.stats_of(profile), before, stage=int(now["stage"]),
                            stage_before=int(before.get("stage", 0)))
        ctx.s.set_week(profile, now)
        if profile == OWN and ctx.s.names and not week.busy:
            continue
        since = float(before.get("at", ctx.e.now - 7 * DAY))
        ctx.say(week_text(ctx, ctx.profile_name(profile), progress, track, week, since, played_of(ctx.s, profile)))


def send_reminder(ctx: Ctx, data: str = "") -> None:
    """The ``remind`` event: the profiles that have not practised today (the account's own only
    when it has no children), with a button to each; nothing when all have."""
    if not ctx.s.settings.get("reminder"):
        return
    today = int(ctx.e.now // DAY)
    idle = [p for p in ctx.s.profiles if (p != OWN or not ctx.s.names) and ctx.s.progress_of(p).last_day != today]
    if not idle:
        return
    names = ", ".join(ctx.profile_name(p) for p in idle)
    rows = [[Button(ctx.profile_name(p)[:40], f"p:{p or 'me'}")] for p in idle if ctx.s.names]
    ctx.say(ctx.t("remind", names=names), rows)


#: Each notice's event and the account setting that turns it on (the front end sends the event
#: to the accounts that did).
SETTING_OF = {"week": "weekly", "remind": "reminder"}
EVENTS = (EventKind("week", send_week), EventKind("remind", send_reminder))
