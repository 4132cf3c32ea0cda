"""One hand under every scoring system, side by side in one table.

Each system scores the same hand and win; what a system does not score (an option, the bonus
tiles) is left aside for it and said in its row (:func:`~lessons.widgets.calculator.words.unused_options`).
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as widgets

from lessons.widgets.board import guarded
from lessons.widgets.calculator.scored import ScoredHand
from lessons.widgets.calculator.words import LINE_CSS, fu_html, item_line, system_name, total_line, unused_options
from mjcore.errors import MahjongError
from mjcore.i18n import tr
from mjcore.scoring import SYSTEMS, Score, find_system


class CompareSystems(ScoredHand):
    """One hand scored under every system, side by side in one table (``mj-compare``).

    ``results`` maps each system's name to its :class:`~mjcore.scoring.Score`, or to the
    :class:`~mjcore.errors.MahjongError` that says why it cannot score the hand there.

    >>> board = CompareSystems("123m456p789s234s55z", lang="en")
    >>> board.results["kids"].total, sorted(board.results) == sorted(SYSTEMS)
    (14, True)
    """

    def __init__(self, hand: str = "", *, lang: str | None = None, seed: int | None = None, **situation: Any) -> None:
        super().__init__(hand, lang)
        self.results: dict[str, Score | MahjongError] = {}
        self.compare_button = self.button("calc.compare", self.compute)
        self.table = widgets.HTML()
        self.table.add_class("mj-compare-table")
        self.body.children = [widgets.HTML(LINE_CSS), self.builder, self.situation, self.compare_button, self.table]
        self.add_class("mj-compare")
        self.show_options(None)
        #: system -> the options it does not score (left out for it, and said so in its row)
        self.left_out: dict[str, tuple[str, ...]] = {}
        if self.preset(situation) and self.builder.hand_text:
            self.compute()

    def forget(self) -> None:
        self.results = {}
        self.table.value = ""
        self.say("")

    @guarded
    def compute(self) -> None:
        """Score the hand under every system (the "Compare" button)."""
        self.forget()
        self.live = True
        hand, context = self.scored()
        self.left_out = {}
        for name in SYSTEMS:
            system = find_system(name)
            self.left_out[name] = unused_options(context, name, hand)
            try:
                self.results[name] = system.score(hand, context.keeping(system.options))
            except MahjongError as error:
                self.results[name] = error
        self.say("")
        self.render()

    def render(self) -> None:
        head = [tr("cli.score.col.system", self.lang), tr("cli.score.col.total", self.lang), self.tr("calc.col.items")]
        rows = ["<tr>" + "".join(f"<th>{html.escape(h)}</th>" for h in head) + "</tr>"]
        for name, result in self.results.items():
            if isinstance(result, MahjongError):
                total, items = tr("cli.score.verdict.error", self.lang), [result.message(self.lang)]
            else:
                total = total_line(result, self.lang).split(": ", 1)[1]
                items = [item_line(item, self.lang) for item in result.items]
            cell = "<br>".join(html.escape(i) for i in items)
            if not isinstance(result, MahjongError):
                cell += fu_html(result, self.lang)
            left_out = self.left_out.get(name, ())
            if left_out:
                words = ", ".join(tr(f"score.option.{option}", self.lang) for option in left_out)
                cell += f'<p class="mj-left-out"><i>{html.escape(self.tr("calc.left_out", options=words))}</i></p>'
            rows.append(f'<tr data-system="{name}"><td>{html.escape(system_name(name, self.lang))}</td>'
                        f"<td>{html.escape(total)}</td><td>{cell}</td></tr>")
        self.table.value = f'<table class="mj-compare-grid">{"".join(rows)}</table>' if self.results else ""


__all__ = ["CompareSystems"]
