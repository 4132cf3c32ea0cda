"""The table of a system's scoring patterns (the 81 fans of Chinese Official in 82 rows),
filtered by points, with a checked example from the exercise bank.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import Any

import ipywidgets as widgets

from lessons.widgets.board import Board, guarded
from lessons.widgets.calculator.words import LINE_CSS, item_line, not_counted_html, total_line
from lessons.widgets.fonts import cjk_font_css
from mjcore.errors import MahjongError, UnknownRulesError
from mjcore.hand import Hand
from mjcore.render import hand_svg
from mjcore.scoring import SYSTEMS, Item, Score, find_system
from mjcore.scoring.request import request_from_mapping

#: The seed's row numbers 57А and 57Б in Latin letters for an English table.
LATIN_LETTERS = str.maketrans("АБ", "AB")


def pattern_rows(rules: str) -> list[dict[str, Any]]:
    """The rows of a system's table (its own :meth:`~mjcore.scoring.ScoringSystem.rows`): number,
    key, points, names (ru, en and zh where the system has Chinese names)."""
    rows = find_system(rules).rows()
    if not rows:
        raise UnknownRulesError("error.rules.unknown", name=rules, known=", ".join(n for n in SYSTEMS if find_system(n).rows()))
    return [{"number": r.number, "key": r.key, "points": r.points, "ru": r.ru, "en": r.en, "zh": r.native} for r in rows]


def bank_example(system: str, key: str) -> tuple[Hand, Any, Score, Item] | None:
    """A scoring exercise of the bank whose hand scores ``key`` under ``system``, scored.

    The exercise named after the pattern comes first; an example is offered only if
    scoring it really gives that line (so nothing unchecked is shown).
    """
    try:
        from exercises.bank import load_bank
    except ImportError:  # pragma: no cover - the bank ships with the course
        return None
    slug = key.split(".", 1)[-1].replace("_", "-")
    found = [e for e in load_bank().query(kind="score") if e.system == system
             and key in (e.answer.get("items") or {} if isinstance(e.answer, Mapping) else {})]
    found.sort(key=lambda e: not e.id.endswith(slug))
    for exercise in found:
        try:
            hand, context = request_from_mapping(exercise.request)
            score = find_system(system).score(hand, context)
        except MahjongError:
            continue
        item = next((i for i in score.items if i.key == key), None)
        if item is not None:
            return hand, context, score, item
    return None


def example_html(caption: str, score: Score, item: Item, lang: str) -> str:
    """An example's whole score: every counted line (the pattern shown in bold, so the lines add
    up to the total), the patterns present but not counted, the total.

    >>> found = bank_example("mcr", "mcr.big_three_dragons")
    >>> shown = example_html("", found[2], found[3], "en")
    >>> shown.split("</ul>")[0].count("<li>") == len(found[2].items), "<b>Big Three Dragons: 88 points" in shown
    (True, True)
    """
    lines = "".join(f"<li>{'<b>' if line is item else ''}{html.escape(item_line(line, lang))}{'</b>' if line is item else ''}</li>"
                    for line in score.items)
    total = html.escape(total_line(score, lang))
    return (f"<p>{html.escape(caption)}</p><ul class=\"mj-example-lines\">{lines}</ul>"
            f"{not_counted_html(score, lang)}<p><b>{total}</b></p>")


class FanTable(Board):
    """The table of a system's scoring patterns: for ``"mcr"`` the 81 fans in 82 rows (the
    seed numbers 57А and 57Б apart), with points and names in Russian, English, Chinese.

    The points filter narrows the table; choosing a row shows an example hand from the
    exercise bank when it has one (scored again before it is shown).

    >>> table = FanTable(lang="en")
    >>> len(table.rows), len(table.shown)
    (82, 82)
    >>> table.points_box.value = 88
    >>> [row["en"] for row in table.shown][:2]
    ['Big Four Winds', 'Big Three Dragons']
    >>> table.choose("mcr.all_green")
    >>> table.example_item.key
    'mcr.all_green'
    """

    def __init__(self, rules: str = "mcr", *, lang: str | None = None, seed: int | None = None) -> None:
        super().__init__(lang=lang)
        self.system = rules.lower()
        self.rows: list[dict[str, Any]] = []
        self.shown: list[dict[str, Any]] = []
        self.example_item: Item | None = None
        self.points_box = widgets.Dropdown(options=[(self.tr("calc.fans.all"), 0)], value=0,
                                           description=self.tr("calc.fans.filter"))
        self.points_box.add_class("mj-fan-filter")
        self.chooser = widgets.Dropdown(options=[], value=None, description=self.tr("calc.fans.choose"),
                                        style={"description_width": "initial"}, layout=widgets.Layout(width="min(40em, 100%)"))
        self.chooser.add_class("mj-fan-choice")
        self.table = widgets.HTML()
        self.table.add_class("mj-fan-table")
        self.example = widgets.HTML()
        self.example.add_class("mj-fan-example")
        self.body.children = [widgets.HTML(LINE_CSS + cjk_font_css()), self.row([self.points_box, self.chooser]),
                              self.example, self.table]
        self.add_class("mj-fans")
        self.load()
        self.points_box.observe(lambda _change: self.render(), names="value")
        self.chooser.observe(lambda change: self.choose(change["new"]), names="value")

    @guarded
    def load(self) -> None:
        self.rows = pattern_rows(self.system)
        points = sorted({row["points"] for row in self.rows}, reverse=True)
        self.points_box.options = [(self.tr("calc.fans.all"), 0), *((str(p), p) for p in points)]
        self.render()

    def render(self) -> None:
        wanted = self.points_box.value
        self.shown = [row for row in self.rows if not wanted or row["points"] == wanted]
        # the learner's language only (an English table has no Russian column, and the reverse),
        # the system's unit in the header (fan for Hong Kong), the Chinese names in the bundled font
        chinese = any(row["zh"] for row in self.rows)
        unit = find_system(self.system).unit
        head = [self.tr("calc.fans.col.number"), self.tr(f"calc.fans.col.{unit}"), self.tr("calc.fans.col.name")]
        if chinese:
            head.append(self.tr("calc.fans.col.zh"))
        lines = ["<tr>" + "".join(f"<th>{html.escape(h)}</th>" for h in head) + "</tr>"]
        for row in self.shown:
            number = row["number"] if self.lang == "ru" else row["number"].translate(LATIN_LETTERS)  # 57Б -> 57B
            cells = [html.escape(str(c)) for c in (number, row["points"], row[self.lang])]
            if chinese:
                cells.append(f'<span class="mj-zh" lang="zh">{html.escape(row["zh"])}</span>')
            lines.append(f'<tr data-key="{row["key"]}">' + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
        self.table.value = f'<table class="mj-fan-grid">{"".join(lines)}</table>'
        options = [(f'{row["number"]}. {row[self.lang]} — {row["points"]}', row["key"]) for row in self.shown]
        current = self.chooser.value
        self.chooser.options = options
        self.chooser.value = current if current in [key for _, key in options] else None
        self.show_status(self.tr("calc.fans.count", shown=len(self.shown), total=len(self.rows)))

    def choose(self, key: str | None) -> None:
        """Show the example of the pattern ``key`` (or say there is none)."""
        self.example_item = None
        if key is None:
            self.example.value = ""
            return
        if self.chooser.value != key:
            self.chooser.value = key
            return
        found = bank_example(self.system, key)
        if found is None:
            self.example.value = f"<p>{html.escape(self.tr('calc.fans.no_example'))}</p>"
            return
        hand, context, score, item = found
        self.example_item = item
        how = self.tr("calc.how.self_drawn" if context.self_drawn else "calc.how.discard")
        caption = self.tr("calc.fans.example", tile=context.win_tile.full_name(self.lang), how=how)
        self.example.value = hand_svg(hand, height=64) + example_html(caption, score, item, self.lang)


__all__ = ["FanTable", "bank_example", "example_html", "pattern_rows"]
