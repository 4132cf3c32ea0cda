"""The daily hand in a notebook: one puzzle for every learner on a date (:mod:`mjcore.practice.daily`),
asked like a quiz question, with the day streak (one missed day is forgiven).

``DailyHand()`` asks today's hand (UTC, the same date the bot and ``python -m mjcore daily`` use);
``date=`` asks another day's. The answer is recorded in the progress file and the day is marked
done there.

>>> import datetime
>>> hand = DailyHand(date=datetime.date(2026, 12, 1), lang="en", progress=False)
>>> hand.question == hand.daily.question, hand.title_text
(True, 'Daily hand of 2026-12-01')
"""

from __future__ import annotations

import datetime
import html
import time

from lessons.widgets.progress import ProgressFile
from lessons.widgets.quiz import QuizWidget
from mjcore.practice.daily import Daily, daily, today


class DailyHand(QuizWidget):
    """Today's hand (or ``date``'s) as a one-question quiz (see the module docstring)."""

    def __init__(self, *, date: datetime.date | None = None, lang: str | None = None,
                 progress: ProgressFile | bool | None = None) -> None:
        self.daily: Daily = daily(date or today(time.time()))
        super().__init__(self.daily.family, level=self.daily.level, count=1, lang=lang, progress=progress)
        self.add_class("mj-daily")
        self.title_text = self.tr("daily.title", date=self.daily.date.isoformat())
        self.title.value = f'<div class="mj-title">{html.escape(self.title_text)}</div>'
        self._show_streak()

    def ask(self) -> None:
        """The daily question (every time: "Again" asks the same hand)."""
        self.show_question(self.daily.question)

    def answer(self, response: str | list[str]) -> None:
        """Check and record as any quiz answer, then mark the day done."""
        first = not self.answered
        super().answer(response)
        store = self.progress
        if first and store is not None:
            try:
                with store.changing():
                    store.quiz = store.quiz.mark_daily(self.daily.date.isoformat())
            except OSError:
                pass
        self._show_streak()

    def _show_streak(self) -> None:
        record = self.record
        days = record.streak_on(time.time())
        done = self.daily.date.isoformat() in record.daily
        text = self.tr("daily.streak", days=days) + (" " + self.tr("daily.done") if done else "")
        if self.summary_text:
            text = self.summary_text + "\n" + text
        self.show_status(text)


__all__ = ["DailyHand"]
