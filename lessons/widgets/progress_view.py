"""Charts of the learner's saved progress, for the learner and the parents.

:class:`ProgressView` reads a :class:`~lessons.widgets.progress.ProgressFile` and draws, with
matplotlib (the Agg renderer, no pyplot state), up to three charts as PNG pictures in
:class:`ipywidgets.Image` widgets — so they show in JupyterLab, in Voilà and in a static
export alike:

- activities played per day (every activity the widgets logged);
- the code lock's span over time (activity ``code_lock``, result ``span``);
- quiz mastery per family (the FSRS memory's stability, :mod:`mjcore.practice.schedule`, 0-100 %);

and, above them, the learner's ratings per skill area, the day streak and what to practise next
(:func:`mjcore.practice.summary.summary`; ``track`` limits the suggestions to the kids' or the
adults' families). On the kids' track (``track="kids"``, the parents' guide) the page shows
instead the twelve stages of the kids' course with their stars and what to try next, the week at
a glance (games and stars per day) and the code lock's span — no ratings, no quiz mastery
(:mod:`mjcore.practice.stages`, from the same log of activities). "Download" saves the progress file — the one record the bot's ``/export``
also sends — and "Load" merges such a file in (nothing is lost).

A chart without data is left out; an empty record shows a friendly "nothing yet" message.
"Reload" reads the file again (after a game played in another notebook). The page opens
whatever the file holds: what could not be read is said on it (the file set aside, parts left
out, a newer version's file shown read-only: :meth:`ProgressFile.notice`), and a file loaded that
has parts which are not valid is merged without them, which are named.

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
>>> "Tiles: 1" in view.summary_text, "download=" in view.export_link.value
(True, True)
>>> kids = ProgressView(lang="en", progress=store, track="kids")
>>> kids.summary_text.splitlines()[0], sorted(kids.charts), "±" in kids.summary_text
("Stages of the kids' course: 2 of 36 stars", ['span', 'week'], False)
"""

from __future__ import annotations

import base64
import html
import io
import time
from collections import Counter
from datetime import date, datetime
from typing import Any

import ipywidgets as widgets

from lessons.bars import HAS_MATPLOTLIB, html_bars
from lessons.widgets.board import Board
from lessons.widgets.progress import ProgressFile, SavesTo
from lessons.widgets.texts import course_lang, t
from mjcore.i18n import tr
from mjcore.practice.record import refused_summary, why_not
from mjcore.practice.stages import StagesReport, Week, read_played, report
from mjcore.practice.summary import summary
from mjcore.quiz import FAMILIES
from mjcore.quiz.srs import ProgressError, parse_skill

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

    def __init__(self, *, lang: str | None = None, seed: int | None = None, progress: ProgressFile | None = None,
                 track: str | None = None) -> None:
        self._progress = progress
        self.track = track
        self.summary_text = ""
        self.summary_box = widgets.HTML()
        self.summary_box.add_class("mj-summary")
        self.export_link = widgets.HTML()
        self.upload = widgets.FileUpload(accept=".json,application/json", multiple=False,
                                         description=t("pview.import", course_lang(lang)), layout=widgets.Layout(width="auto"))
        self.upload.observe(self._uploaded, names="value")
        super().__init__(lang=lang)
        self.title.value = f'<div class="mj-title">{self.tr("pview.title")}</div>'
        self.add_class("mj-progress")
        self.charts: dict[str, widgets.Widget] = {}
        self.empty = True
        self.reload_button = self.button("pview.reload", self.reload, style="info")
        self.reload()

    # -- data -----------------------------------------------------------------------------------
    #: The record shown: the one given, else the learner's progress file.
    store = SavesTo()

    def reload(self) -> None:
        """Read the file again (the record the boards share: they see it too) and redraw the charts."""
        self.store.load()
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

    def import_file(self, data: bytes) -> None:
        """Merge an exported progress record (the bot's ``/export`` file) into the learner's file:
        its valid parts (those left out are named), or nothing when it is no record."""
        try:
            refused = self.store.import_bytes(data)
        except ProgressError as error:
            self.render()
            self.say(self.tr("pview.import_bad", reason=why_not(error).text(self.lang)), "bad")
            return
        except OSError:  # the file cannot be written (a full disk, no permission): it stays as it was
            self.render()
            self.say(self.tr("progress.unreadable"), "bad")
            return
        self.render()
        if self.store.read_only:
            self.say(self.tr("pview.import_unsaved"), "bad")
        elif refused:
            self.say(self.tr("pview.import_partly", parts=refused_summary(refused).text(self.lang)), "info")
        else:
            self.say(self.tr("pview.imported"), "good")

    def _uploaded(self, change: dict[str, Any]) -> None:
        for item in change.get("new") or ():
            content = item["content"] if isinstance(item, dict) else getattr(item, "content", b"")
            self.import_file(bytes(content))

    @property
    def kids(self) -> bool:
        """Whether the page shows the kids' course: its stages, not ratings."""
        return self.track == "kids"

    def stages(self) -> StagesReport:
        """The stages of the kids' course from the log of activities, as of now."""
        return report(read_played(self.store.activities), time.time())

    def _stages_html(self, seen: StagesReport) -> str:
        lang = self.lang
        self.summary_text = seen.text(lang)
        items = []
        for stage in seen.stages:
            games = tr("stages.games", lang, played=stage.played, good=stage.good) if stage.played else ""
            items.append(f'<li class="mj-stage" data-stars="{stage.stars}"><span class="mj-stage-title">'
                         f'{html.escape(stage.stage.title(lang))}</span> <span class="mj-stars" style="color:#e09b00;'
                         f'white-space:nowrap">{stage.marks}</span>'
                         + (f' <small>{html.escape(games)}</small>' if games else "") + "</li>")
        empty = f"<p>{html.escape(tr('stages.empty', lang))}</p>" if seen.empty else ""
        return (f"<h4>{html.escape(seen.head(lang))}</h4><p><small>{html.escape(tr('stages.stars_rule', lang))}</small></p>"
                f"{empty}<ol class=\"mj-stages\">{''.join(items)}</ol>"
                f"<h4>{html.escape(tr('stages.next', lang))}</h4><p class=\"mj-next\">{html.escape(seen.next.text(lang))}</p>")

    def _week_html(self, week: Week) -> widgets.HTML:
        """The week at a glance: a line per day, its games as a bar and its stars."""
        lang = self.lang
        top = max((day.games for day in week.days), default=0) or 1
        rows = []
        for day in week.days:
            bar = (f'<span style="display:inline-block;height:14px;width:{100 * day.games / top:.0f}%;max-width:70%;'
                   f'background:{COLOURS["days"]};vertical-align:middle"></span> ') if day.games else ""
            rows.append(f'<span>{html.escape(day.label(lang))}</span><span>{bar}{day.games}</span>'
                        f'<span style="color:#e09b00;white-space:nowrap">★ +{day.stars}</span>')
        grid = ('<div style="display:grid;grid-template-columns:auto 1fr auto;gap:4px 10px;align-items:center">'
                + "".join(rows) + "</div>")
        chart = widgets.HTML(f'<div class="mj-label"><b>{html.escape(week.text(lang).splitlines()[0])}</b></div>'
                             f'<div><small>{html.escape(tr("stages.chart.games", lang))} · ★ '
                             f'{html.escape(tr("stages.chart.stars", lang))}</small></div>{grid}')
        chart.add_class("mj-chart-week")
        return chart

    def _summary_html(self) -> str:
        families = [f.name for f in FAMILIES.values() if self.track is None or f.track == self.track]
        data = summary(self.store.quiz, time.time(), families=families, lang=self.lang)
        lines = [self.tr("pview.ratings.head", area=r["title"], rating=r["rating"], rd=r["rd"], answers=r["answers"])
                 for r in data["ratings"].values()]
        streak = data["streak"]
        nexts = [self.tr("pview.next.item", title=n["title"], level=n["level"], why=n["why"]) if "level" in n
                 else self.tr("pview.next.puzzle", title=n["title"]) for n in data["next"]]
        extra = [self.tr("pview.queue", count=data["queue"])] if data["queue"] else []
        self.summary_text = "\n".join([*lines, self.tr("pview.streak", days=streak["days"], right=streak["right"],
                                                         best=streak["best_right"]), *extra, *nexts])
        rows = "".join(f"<li>{html.escape(line)}</li>" for line in lines)
        todo = "".join(f"<li>{html.escape(line)}</li>" for line in nexts)
        streak_text = html.escape(self.tr("pview.streak", days=streak["days"], right=streak["right"], best=streak["best_right"]))
        more = "".join(f"<p>{html.escape(line)}</p>" for line in extra)
        return (f"<h4>{html.escape(self.tr('pview.ratings.title'))}</h4><ul>{rows}</ul><p><b>{streak_text}</b></p>{more}"
                f"<h4>{html.escape(self.tr('pview.next'))}</h4><ol>{todo}</ol>")

    def _export_html(self) -> str:
        payload = base64.b64encode(self.store.export_bytes()).decode("ascii")
        return (f'<a download="{html.escape(self.store.path.name)}" href="data:application/json;base64,{payload}" '
                f'class="mj-export">⬇ {html.escape(self.tr("pview.export"))}</a>')

    # -- drawing --------------------------------------------------------------------------------
    def render(self) -> None:
        seen = self.stages() if self.kids else None
        self.summary_box.value = self._stages_html(seen) if seen is not None else self._summary_html()
        self.export_link.value = self._export_html()
        self.charts = {}
        days, spans, mastery = self.days(), self.spans(), self.mastery()
        if seen is not None:  # the kids' course: the week instead of the days, no quiz mastery
            days, mastery = [], []
            if not seen.empty:
                self.charts["week"] = self._week_html(seen.week)
        if not HAS_MATPLOTLIB:  # the static site (Pyodide): the same figures as bars in HTML
            names = [FAMILIES[n].title.text(self.lang) if n in FAMILIES else n for n, _ in mastery]
            for name, rows, top in (
                ("days", [(self._day_label(d), float(n), str(n)) for d, n in days], max((n for _, n in days), default=1)),
                ("span", [(str(i), float(n), str(n)) for i, n in enumerate(spans, 1)], max(spans, default=1)),
                ("mastery", [(label, 100 * v, f"{100 * v:.0f}%") for label, (_, v) in zip(names, mastery)], 100),
            ):
                if rows:
                    self.charts[name] = self._bars(name, rows, float(top or 1))
        if HAS_MATPLOTLIB and days:
            self.charts["days"] = self._chart("days", self._days_png(days))
        if HAS_MATPLOTLIB and spans:
            self.charts["span"] = self._chart("span", self._span_png(spans))
        if HAS_MATPLOTLIB and mastery:
            self.charts["mastery"] = self._chart("mastery", self._mastery_png(mastery))
        self.empty = not self.charts
        tools = self.row([self.reload_button, self.upload, self.export_link])
        self.body.children = [self.summary_box, *self.charts.values(), tools]
        if self.store.problem:
            self.say(self.store.notice(self.lang), "bad")
        elif self.empty:
            self.say(self.tr("pview.empty"), "info")
        else:
            self.say("")
        total = len(self.store.activities)
        self.show_status(self.tr("pview.total", count=total) if total else "")

    def _chart(self, name: str, png: bytes) -> widgets.Image:
        image = widgets.Image(value=png, format="png", layout=widgets.Layout(max_width="100%"))
        image.add_class(f"mj-chart-{name}")
        return image

    def _bars(self, name: str, rows: list[tuple[str, float, str]], top: float) -> widgets.HTML:
        """A chart as HTML bars (where matplotlib is missing, :mod:`lessons.bars`)."""
        chart = widgets.HTML(html_bars(self.tr(f"pview.{name}.title"), [(*row, COLOURS[name]) for row in rows], top))
        chart.add_class(f"mj-chart-{name}")
        return chart

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
