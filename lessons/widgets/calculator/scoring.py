"""One hand, one system: the scoring calculator, line by line, a line lighting up its tiles.

>>> calc = ScoringCalculator("kids", "123m456p789s234s55z", lang="en")
>>> calc.total_text
'Total: 14 points'
>>> calc.line_buttons[0].click()
>>> [str(calc.highlight_row[i]) for i in calc.highlighted]
['1m', '2m', '3m']
"""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Sequence
from typing import Any

import ipywidgets as widgets

from lessons.widgets.board import guarded
from lessons.widgets.calculator.scored import ScoredHand
from lessons.widgets.calculator.words import (
    LINE_CSS,
    fu_html,
    item_line,
    not_counted_html,
    payments_line,
    system_name,
    total_line,
)
from lessons.widgets.picker import hand_tiles
from mjcore.errors import MahjongError
from mjcore.hand import Hand
from mjcore.render import row_svg
from mjcore.scoring import SYSTEMS, Item, Score, find_system
from mjcore.tiles import Tile


def highlight_indices(tiles: Sequence[Tile], hand: Hand, item: Item) -> tuple[int, ...]:
    """Where ``item``'s tiles are in ``tiles`` (a hand drawn by :func:`hand_tiles`).

    Each of the item's tiles takes one place, concealed tiles first; a declared set is
    taken whole when the item is exactly that set and the concealed tiles cannot make it.
    Tiles the hand does not show (a way of winning) take no place.
    """
    wanted = Counter(item.tiles)
    start = len(hand.concealed)
    if not wanted <= Counter(hand.concealed):
        for meld in hand.melds:
            if Counter(meld.tiles) == wanted:
                return tuple(range(start, start + len(meld.tiles)))
            start += len(meld.tiles)
    used: list[int] = []
    for tile in item.tiles:
        spot = next((i for i, shown in enumerate(tiles) if shown == tile and i not in used), None)
        if spot is not None:
            used.append(spot)
    return tuple(sorted(used))


class ScoringCalculator(ScoredHand):
    """Score a hand under one system, line by line; a line shows which tiles made it.

    ``rules``: kids, kids-simple, classical, hk, mcr or riichi.  ``score`` holds the last
    :class:`~mjcore.scoring.Score`; ``total_text`` its total; clicking a line of
    ``line_buttons`` draws the hand (``highlight_row``) with that line's tiles outlined
    (``highlighted`` indices) in the ``mj-highlight`` picture.

    The win situation may be given as keywords, as in a scoring request (``win``, ``seat``,
    ``round``, ``self_drawn``...):

    >>> calc = ScoringCalculator("mcr", "123m 456m 789m 234p 55s", lang="ru", win="4p")
    >>> calc.total_text
    'Итого: 20 очков'
    >>> "<b>Не засчитаны:</b>" in calc.not_counted_box.value, calc.not_counted_box.value.count("<li>")
    (True, 3)
    >>> [left.text("ru") for left in calc.score.not_counted][0]
    'Короткий ряд — входит в «Чистый ряд»'
    >>> calc.rules_box.value = "kids"
    >>> calc.score_button.click()
    >>> calc.total_text
    'Итого: 14 очков'
    >>> calc.builder.set_text("123m 456m 789m 234p 56s")
    >>> calc.score_button.click()
    >>> calc.score is None, calc.feedback_text.endswith("не выигрышная рука в системе «Детский счёт (чоу 3, панг 4, конг 5, пара 2)»")
    (True, True)
    """

    def __init__(self, rules: str = "mcr", hand: str = "", *, lang: str | None = None, seed: int | None = None,
                 **situation: Any) -> None:
        super().__init__(hand, lang)
        try:
            find_system(rules)
        except MahjongError as error:
            self.say_error(error)
            rules = "mcr"
        self.score: Score | None = None
        self.total_text = ""
        self.highlight_row: list[Tile] = []
        self.highlighted: tuple[int, ...] = ()
        self.selected: int | None = None
        self.rules_box = widgets.Dropdown(options=[(system_name(n, self.lang), n) for n in SYSTEMS], value=rules.lower(),
                                          description=self.tr("calc.rules"), style={"description_width": "initial"})
        self.rules_box.add_class("mj-rules")
        self.rules_box.observe(lambda _change: self.rules_changed(), names="value")
        self.score_button = self.button("calc.score", self.compute)
        self.lines = widgets.VBox()
        self.lines.add_class("mj-score-lines")
        self.line_buttons: list[widgets.Button] = []
        self.picture = widgets.HTML()
        self.picture.add_class("mj-highlight")
        self.total = widgets.HTML()
        self.total.add_class("mj-score-total")
        self.fu_box = widgets.HTML()
        self.fu_box.add_class("mj-fu")
        #: The patterns present but not counted, and why (Chinese Official), under the counted lines.
        self.not_counted_box = widgets.HTML()
        self.not_counted_box.add_class("mj-not-counted-box")
        self.body.children = [widgets.HTML(LINE_CSS), self.rules_box, self.builder, self.situation, self.score_button,
                              self.lines, self.not_counted_box, self.picture, self.fu_box, self.total]
        self.add_class("mj-calculator")
        self.show_options(find_system(self.rules).options)
        if self.preset(situation) and self.builder.hand_text:
            self.compute()

    @property
    def rules(self) -> str:
        """The scoring system chosen."""
        return str(self.rules_box.value)

    def rules_changed(self) -> None:
        with self.quiet():
            self.show_options(find_system(self.rules).options)
        if self.live:
            self.compute()
        else:
            self.forget()

    def forget(self) -> None:
        self.score, self.total_text, self.selected = None, "", None
        self.highlight_row, self.highlighted = [], ()
        self.say("")
        self.render()

    @guarded
    def compute(self) -> None:
        """Score the hand in the situation shown (the "Score" button)."""
        self.forget()
        self.live = True
        hand, context = self.scored()
        self.score = find_system(self.rules).score(hand, context)
        self.highlight_row = hand_tiles(hand)
        self._hand = hand
        self.total_text = total_line(self.score, self.lang)
        self.say(self.tr("calc.pick_line"), "good")
        self.render()

    @guarded
    def select(self, index: int) -> None:
        """Light up the tiles of score line ``index``."""
        if self.score is None:
            return
        self.selected = index
        item = self.score.items[index]
        self.highlighted = highlight_indices(self.highlight_row, self._hand, item)
        self.say(item_line(item, self.lang) if self.highlighted else self.tr("calc.no_tiles"))
        self.render()

    def render(self) -> None:
        score = self.score
        self.line_buttons = []
        if score is not None:
            for index, item in enumerate(score.items):
                button = widgets.Button(description=item_line(item, self.lang), tooltip=item.reason(self.lang),
                                        layout=widgets.Layout(width="auto", max_width="100%"),
                                        button_style="info" if index == self.selected else "")
                button.add_class("mj-score-line")
                button.on_click(lambda _b, i=index: self.select(i))
                self.line_buttons.append(button)
        self.lines.children = self.line_buttons
        self.picture.value = row_svg(self.highlight_row, height=72, highlight=self.highlighted) if self.highlight_row else ""
        self.fu_box.value = fu_html(score, self.lang) if score is not None else ""
        self.not_counted_box.value = not_counted_html(score, self.lang) if score is not None else ""
        lines = [total_line(score, self.lang), payments_line(score, self.lang)] if score is not None else []
        self.total.value = "<br>".join(f"<b>{html.escape(line)}</b>" for line in lines if line)


__all__ = ["ScoringCalculator", "highlight_indices"]
