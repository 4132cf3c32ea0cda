"""The learner at a glance: ratings per skill area, the day streak, what to practise next — what
``python -m mjcore rating`` prints and the parent's guide shows.

>>> from mjcore.practice.record import Progress
>>> data = summary(Progress().record("shanten:1", False, now=0.0), now=0.0, lang="en")
>>> data["ratings"]["efficiency"]["rating"] < 1500, data["streak"]["days"], len(data["next"]) > 0
(True, 1, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from mjcore.i18n import tr
from mjcore.practice.areas import ORDER
from mjcore.practice.choose import next_items
from mjcore.practice.record import Progress
from mjcore.quiz import FAMILIES
from mjcore.quiz.srs import parse_skill


def summary(progress: Progress, now: float, *, families: Sequence[str] | None = None, lang: str | None = None,
            count: int = 3) -> dict[str, Any]:
    """The ratings (every area, rated or not), streaks, queue and next items as JSON-ready data."""
    rated = dict(progress.areas)
    areas = list(ORDER) + sorted(set(rated) - set(ORDER))
    ratings = {}
    for area in areas:
        r = progress.area_rating(area)
        ratings[area] = {"rating": round(r.rating), "rd": round(r.rd), "answers": r.n,
                         "title": tr(f"practice.area.{area}", lang) if area in ORDER else area}
    picks = next_items(progress, list(families or FAMILIES), now, count=count)
    nexts = []
    for pick in picks:
        item = pick.to_json()
        if pick.skill:
            family, level = parse_skill(pick.skill)
            item["title"] = FAMILIES[family].title.text(lang) if family in FAMILIES else family
            item["level"] = level
        else:
            item["title"] = tr("practice.pick.puzzle", lang)
        item["why"] = tr(f"practice.pick.{pick.kind}", lang)
        nexts.append(item)
    return {
        "ratings": ratings,
        "skills": {k: {"rating": round(r.rating), "rd": round(r.rd), "answers": r.n} for k, r in progress.skill_ratings},
        "streak": {"days": progress.streak_on(now), "right": progress.streak, "best_right": progress.best_streak,
                   "last_day": progress.last_day},
        "daily": list(progress.daily),
        "queue": len(progress.queue),
        "next": nexts,
    }


def summary_lines(data: dict[str, Any], lang: str | None = None) -> list[str]:
    """:func:`summary` as lines of text."""
    lines = [tr("practice.rating", lang, area=r["title"], rating=r["rating"], rd=r["rd"]) for r in data["ratings"].values()]
    lines.append(tr("practice.streak", lang, days=data["streak"]["days"]))
    lines.append(tr("practice.next", lang))
    lines += [f"  - {n['title']}" + (f" ({n['level']})" if "level" in n else "") + f": {n['why']}" for n in data["next"]]
    return lines


__all__ = ["summary", "summary_lines"]
