"""Waits: build or type a hand and see how far it is from a win and what it waits on.

13 tiles show the shanten and the waits (with the copies left), 14 tiles the discards, best
first, with the tiles each one leaves useful: the core's one analysis
(:mod:`mjcore.analysis`, :mod:`mjcore.shanten`).
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as widgets

from lessons.widgets.board import Board, guarded
from lessons.widgets.picker import HandBuilder
from mjcore.analysis import analyze_discards, unseen_counts, useful_tiles, waits
from mjcore.rules import find_rules
from mjcore.shanten import shanten
from mjcore.tiles import Tile


class WaitsExplorer(Board):
    """Build or type a hand: 13 tiles show the shanten and the waits (with the copies left),
    14 tiles the discards, best first, with the tiles each one leaves useful.

    ``rules`` is a rule set of :func:`mjcore.rules.find_rules` (``"standard"``, ``"mcr"``).

    >>> explorer = WaitsExplorer("123m456p789s1122z", lang="en")
    >>> explorer.shanten_value, [(str(w.tile), w.unseen) for w in explorer.waits]
    (0, [('1z', 2), ('2z', 2)])
    >>> explorer.builder.picker.buttons[13].click()   # draw a 5p
    >>> str(explorer.discards[0].tile), explorer.discards[0].shanten
    ('5p', 0)
    """

    def __init__(self, hand: str = "", *, rules: str = "standard", lang: str | None = None, seed: int | None = None) -> None:
        super().__init__(lang=lang)
        self.rules = find_rules(rules)
        self.shanten_value: int | None = None
        self.waits: tuple[Any, ...] = ()
        self.useful: tuple[Tile, ...] = ()
        self.discards: tuple[Any, ...] = ()
        self.builder = HandBuilder(hand, suits="mpsz", lang=self.lang)
        self.builder.on_change.append(lambda _text: self.analyze())
        self.result = widgets.VBox()
        self.result.add_class("mj-waits-result")
        self.body.children = [self.builder, self.result]
        self.add_class("mj-waits")
        self.analyze()

    @guarded
    def analyze(self) -> None:
        """Look at the builder's hand again and redraw the result."""
        hand = self.builder.hand
        self.shanten_value, self.waits, self.useful, self.discards = None, (), (), ()
        self.say("")
        if hand.tile_count == 13:
            self.shanten_value = shanten(hand, self.rules)
            if self.shanten_value == 0:
                self.waits = waits(hand, (), self.rules)
            else:
                _, self.useful = useful_tiles(hand.counts(), len(hand.melds), hand.all_counts(), self.rules)
        elif hand.tile_count == 14:
            self.shanten_value = shanten(hand, self.rules)
            self.discards = analyze_discards(hand, (), self.rules)
        self.render()

    def render(self) -> None:
        hand = self.builder.hand
        rows: list[widgets.Widget] = []
        if self.shanten_value is None:
            self.show_status(self.tr("calc.waits.need", count=hand.tile_count))
        elif hand.tile_count == 13 and self.shanten_value == 0:
            self.show_status(self.tr("calc.waits.ready") if self.waits else self.tr("calc.waits.no_waits"))
            rows.append(self._tiles_with_counts([w.tile for w in self.waits], [w.unseen for w in self.waits]))
        elif hand.tile_count == 13:
            self.show_status(self.tr("calc.waits.shanten", n=self.shanten_value))
            left = unseen_counts(hand)
            rows.append(self._tiles_with_counts(list(self.useful), [left[t] for t in self.useful]))
        else:
            head = self.tr("calc.waits.complete") + "\n" if self.shanten_value == -1 else ""
            self.show_status(head + self.tr("calc.waits.discards"))
            for discard in self.discards:
                text = self.tr("calc.waits.discard_line", shanten=discard.shanten, count=discard.useful_count)
                line = [*self.tiles([discard.tile], size="medium"), widgets.HTML(f"<b>{html.escape(text)}</b>")]
                line += self.tiles(discard.useful, size="small")
                rows.append(self.row(line))
        self.result.children = rows

    def _tiles_with_counts(self, tiles: list[Tile], counts: list[int]) -> widgets.HBox:
        parts: list[widgets.Widget] = []
        for tile, count in zip(tiles, counts):
            parts += self.tiles([tile], size="medium")
            parts.append(widgets.HTML(html.escape(self.tr("calc.waits.left", count=count))))
        return self.row(parts)


__all__ = ["WaitsExplorer"]
