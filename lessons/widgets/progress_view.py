"""Charts of the learner's saved progress, for the learner and the parents.

:class:`ProgressView` reads a :class:`~lessons.widgets.progress.ProgressFile` and draws, with
matplotlib (the Agg renderer, no pyplot state), up to three charts as PNG pictures in
:class:`ipywidgets.Image` widgets — so they show in JupyterLab, in Voilà and in a static
export alike:

- activities played per day (every activity the widgets logged);
- the code lock's span over time (activity ``code_lock``, result ``span``);
- quiz mastery per family (the Leitner box of :mod:`mjcore.quiz.srs`, 0-100 %).

A chart without data is left out; an empty record shows a friendly "nothing yet" message.
"Reload" reads the file again (after a game played in another notebook).

>>> import tempfile, pathlib
>>> from lessons.widgets.progress import ProgressFile
>>> store = ProgressFile(pathlib.Path(tempfile.mkdtemp()) / "p.json")
>>> view = ProgressView(lang="en", progress=store)
>>> view.empty, view.feedback_text
(True, 'Nothing here yet: play a game or answer a quiz, then press "Reload".')
>>> store.record_activity("code_lock", span=4, now=86400.0)
>>> store.record_answer("tile_name:1", True, now=86400.0)
>>> view.reload_button.click()
>>> view.empty, sorted(view.charts), bytes(view.charts["days"].value[:4])
(False, ['days', 'mastery', 'span'], b'\\x89PNG')
"""

from __future__ import annotations

import io
from collections import Counter
from datetime import date, datetime
from typing import Any

import ipywidgets as widgets

from lessons.widgets.board import Board
from lessons.widgets.progress import ProgressFile, SavesTo
from mjcore.quiz import FAMILIES
from mjcore.quiz.srs import parse_skill

#: Days shown in the activity chart (the most recent ones with activity).
MAX_DAYS = 30
COLOURS = {"days": "#4a90e2", "span": "#f5a623", "mastery": "#2e9b3f"}


def _png(figure: Any) -> bytes:
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    FigureCanvasAgg(figure)
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=96, bbox_inches="tight")
    return buffer.getvalue()


def _figure(width: float = 7.0, height: float = 3.2) -> Any:
    from matplotlib.figure import Figure

    return Figure(figsize=(width, height))


class ProgressView(Board):
    """Charts of the progress file (see the module docstring).

    ``progress``: the record to show (``None``: the learner's progress file).
    """

    def __init__(self, *, lang: str | None = None, seed: int | None = None, progress: ProgressFile | None = None) -> None:
        self._progress = progress
        super().__init__(lang=lang)
        self.title.value = f'<div class="mj-title">{self.tr("pview.title")}</div>'
        self.add_class("mj-progress")
        self.charts: dict[str, widgets.Image] = {}
        self.empty = True
        self.reload_button = self.button("pview.reload", self.reload, style="info")
        self.reload()

    # -- data -----------------------------------------------------------------------------------
    #: The record shown: the one given, else the learner's progress file.
    store = SavesTo()

    def reload(self) -> None:
        """Read the file again and redraw the charts."""
        self._progress = ProgressFile(self.store.path)
        self.render()

    def days(self) -> list[tuple[date, int]]:
        """Activities per day, the last :data:`MAX_DAYS` days with any."""
        counts = Counter(datetime.fromtimestamp(float(a["when"])).date() for a in self.store.activities if "when" in a)
        return sorted(counts.items())[-MAX_DAYS:]

    def spans(self) -> list[int]:
        """The code lock's spans, oldest first."""
        return [int(a["span"]) for a in self.store.history("code_lock") if isinstance(a.get("span"), int | float)]

    def mastery(self) -> list[tuple[str, float]]:
        """Mastery (0..1) per practised quiz family, in course order."""
        record = self.store.quiz
        by_family: dict[str, list[str]] = {}
        for key, _ in record.skills:
            by_family.setdefault(parse_skill(key)[0], []).append(key)
        order = [name for name in FAMILIES if name in by_family] + sorted(set(by_family) - set(FAMILIES))
        return [(name, record.overall_mastery(by_family[name])) for name in order]

    # -- drawing --------------------------------------------------------------------------------
    def render(self) -> None:
        self.charts = {}
        days, spans, mastery = self.days(), self.spans(), self.mastery()
        if days:
            self.charts["days"] = self._chart("days", self._days_png(days))
        if spans:
            self.charts["span"] = self._chart("span", self._span_png(spans))
        if mastery:
            self.charts["mastery"] = self._chart("mastery", self._mastery_png(mastery))
        self.empty = not self.charts
        self.body.children = list(self.charts.values()) + [self.reload_button]
        if self.empty:
            self.say(self.tr("pview.empty"), "info")
        elif self.store.problem:
            self.say(self.tr(self.store.problem), "bad")
        else:
            self.say("")
        total = len(self.store.activities)
        self.show_status(self.tr("pview.total", count=total) if total else "")

    def _chart(self, name: str, png: bytes) -> widgets.Image:
        image = widgets.Image(value=png, format="png", layout=widgets.Layout(max_width="100%"))
        image.add_class(f"mj-chart-{name}")
        return image

    def _day_label(self, day: date) -> str:
        return f"{day.day}.{day.month:02d}" if self.lang == "ru" else f"{day.month}/{day.day}"

    def _days_png(self, days: list[tuple[date, int]]) -> bytes:
        figure = _figure()
        axes = figure.add_subplot()
        axes.bar([self._day_label(d) for d, _ in days], [n for _, n in days], color=COLOURS["days"])
        self._labels(axes, "days")
        axes.yaxis.get_major_locator().set_params(integer=True)
        axes.tick_params(axis="x", labelrotation=45 if len(days) > 8 else 0)
        return _png(figure)

    def _span_png(self, spans: list[int]) -> bytes:
        figure = _figure()
        axes = figure.add_subplot()
        axes.plot(range(1, len(spans) + 1), spans, marker="o", color=COLOURS["span"])
        self._labels(axes, "span")
        axes.xaxis.get_major_locator().set_params(integer=True)
        axes.yaxis.get_major_locator().set_params(integer=True)
        axes.set_ylim(0, max(spans) + 1)
        return _png(figure)

    def _mastery_png(self, mastery: list[tuple[str, float]]) -> bytes:
        figure = _figure(height=max(2.0, 0.45 * len(mastery) + 1.0))
        axes = figure.add_subplot()
        names = [FAMILIES[n].title.text(self.lang) if n in FAMILIES else n for n, _ in mastery]
        axes.barh(names, [100 * value for _, value in mastery], color=COLOURS["mastery"])
        axes.invert_yaxis()
        axes.set_xlim(0, 100)
        self._labels(axes, "mastery")
        return _png(figure)

    def _labels(self, axes: Any, name: str) -> None:
        axes.set_title(self.tr(f"pview.{name}.title"))
        axes.set_xlabel(self.tr(f"pview.{name}.x"))
        axes.set_ylabel(self.tr(f"pview.{name}.y"))
        axes.grid(axis="y" if name != "mastery" else "x", alpha=0.3)


__all__ = ["ProgressView"]
