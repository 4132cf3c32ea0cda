"""The Chinese Official fans one at a time, to learn from: the definition, an example hand
drawn as tiles (scored when it is shown), the fans it excludes and the fans that exclude it.

Everything comes from :mod:`mjcore.scoring.mcr.guide`: the Russian definition is the seed's,
the English one and the example are ``mjcore/data/mcr_fans.toml``, the exclusions are the
engine's own table. A search box narrows the list (a name in either language, a Chinese
name, a row number, a number of points, a word of the definition); an excluded fan is a
button that shows that fan. The note above says why the table has one row more than fans
(57А and 57Б, :func:`~mjcore.scoring.mcr.guide.shared_numbers`).

>>> guide = McrFanGuide(lang="en")
>>> len(guide.shown), guide.entry.key
(82, 'mcr.big_four_winds')
>>> guide.search_box.value = "dragon pung"
>>> [entry.number for entry in guide.shown]
['2', '3', '10', '52', '54', '59', '73']
>>> guide.choose("mcr.big_three_dragons")
>>> [button.description for button in guide.exclude_buttons]
['10. Little Three Dragons', '54. Two Dragons Pungs', '59. Dragon Pung']
>>> guide.example_score.meets_minimum
True
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as widgets

from lessons.widgets.board import Board
from lessons.widgets.calculator.fans import LATIN_LETTERS
from lessons.widgets.calculator.words import LINE_CSS, amount, item_line, total_line
from lessons.widgets.fonts import cjk_font_css
from lessons.widgets.question import hand_html
from lessons.widgets.tiles import shared
from mjcore.i18n import Lang
from mjcore.scoring import Score, WinContext
from mjcore.scoring.mcr import MCR_SCORING
from mjcore.scoring.mcr.guide import FAN_GUIDE, GUIDE_BY_KEY, ExclusionKind, FanEntry, shared_numbers
from mjcore.tiles import Tile

#: The card reads on a phone: the text wraps, the buttons of other fans wrap and stay tappable.
CSS = """<style>
.mj-fanguide .mj-fanguide-card { max-width: 46em; }
.mj-fanguide .mj-fanguide-head { font-size: 1.25em; font-weight: bold; margin: 6px 0 2px 0; }
.mj-fanguide .mj-fanguide-head .mj-zh { white-space: nowrap; }
.mj-fanguide .mj-fanguide-text p { margin: 4px 0; line-height: 1.4; }
.mj-fanguide .mj-fanguide-other.jupyter-button, .mj-fanguide .mj-fanguide-other.widget-button {
  white-space: normal; height: auto; min-height: 36px; text-align: left; margin: 2px 4px 2px 0; max-width: 100%;
}
.mj-fanguide .widget-text, .mj-fanguide .widget-dropdown { max-width: 100%; }
</style>"""


def matches(entry: FanEntry, query: str, lang: Lang) -> bool:
    """Whether ``entry`` answers the search ``query``: its number or points (a number), or a
    word in its names (any language) or its definition in ``lang``.

    >>> matches(GUIDE_BY_KEY["mcr.two_melded_kongs"], "57", "en"), matches(GUIDE_BY_KEY["mcr.edge_wait"], "88", "en")
    (True, False)
    """
    words = query.strip().lower()
    if not words:
        return True
    if words.isdigit():
        return words in (entry.base_number, str(entry.points))
    text = " ".join((entry.fan.ru, entry.fan.en, entry.fan.zh, entry.number, entry.definition(lang))).lower()
    return all(word in text for word in words.split())


class McrFanGuide(Board):
    """The fans of Chinese Official one at a time: definition, example, exclusions.

    ``shown`` are the rows the search leaves (table order), ``entry`` the row on the card,
    ``example_score`` its example scored again by :data:`~mjcore.scoring.mcr.MCR_SCORING`,
    ``exclude_buttons`` / ``excluded_by_buttons`` the other fans as buttons.
    """

    def __init__(self, *, lang: str | None = None) -> None:
        super().__init__(lang=lang)
        self.shown: list[FanEntry] = list(FAN_GUIDE)
        self.entry: FanEntry = FAN_GUIDE[0]
        self.example_score: Score | None = None
        self.exclude_buttons: list[widgets.Button] = []
        self.excluded_by_buttons: list[widgets.Button] = []
        self.note = widgets.HTML(self.numbering_note())
        self.note.add_class("mj-fanguide-note")
        self.search_box = widgets.Text(placeholder=self.tr("fanguide.search.hint"), description=self.tr("fanguide.search"),
                                       continuous_update=True, layout=widgets.Layout(width="min(24em, 100%)"))
        self.search_box.add_class("mj-fanguide-search")
        self.chooser = widgets.Dropdown(options=[], description=self.tr("fanguide.fan"),
                                        style={"description_width": "initial"}, layout=widgets.Layout(width="min(32em, 100%)"))
        self.chooser.add_class("mj-fanguide-choice")
        self.back_button = self.button("fanguide.back", lambda: self.step(-1), style="")
        self.next_button = self.button("fanguide.next", lambda: self.step(1), style="")
        # the card's parts stay; a fan shown changes their values (the buttons of other fans are new)
        self.about = widgets.HTML()
        self.picture = widgets.HTML()
        self.picture.add_class("mj-fanguide-hand")
        self.scored = widgets.HTML()
        self.excludes_head = widgets.HTML()
        self.excludes_row = self.row([])
        self.excluded_by_head = widgets.HTML()
        self.excluded_by_row = self.row([])
        self.card = widgets.VBox([self.about, self.picture, self.scored, self.excludes_head, self.excludes_row,
                                  self.excluded_by_head, self.excluded_by_row])
        self.card.add_class("mj-fanguide-card")
        self.body.children = [widgets.HTML(CSS + LINE_CSS + cjk_font_css()), self.note,
                              self.row([self.search_box, self.chooser]), self.row([self.back_button, self.next_button]),
                              self.card]
        self.add_class("mj-fanguide")
        self.search_box.observe(lambda change: self.search(change["new"]), names="value")
        self.chooser.observe(self.chosen, names="value")
        self.search("")

    # -- words -------------------------------------------------------------------------
    def number(self, entry: FanEntry) -> str:
        """The row number as the learner's table writes it (57Б, or 57B in English)."""
        return entry.number if self.lang == "ru" else entry.number.translate(LATIN_LETTERS)

    def label(self, entry: FanEntry) -> str:
        return f"{self.number(entry)}. {entry.name(self.lang)}"

    def numbering_note(self) -> str:
        """Why the table has more rows than fans, from the data: the numbers rows share."""
        numbers = {entry.base_number for entry in FAN_GUIDE}
        parts = []
        for number, rows in shared_numbers().items():
            names = ", ".join(f"{self.number(e)} «{e.name(self.lang)}» ({self.points(e.points)})" for e in rows)
            parts.append(self.tr("fanguide.shared", number=number, rows=names))
        text = self.tr("fanguide.rows", fans=len(numbers), rows=len(FAN_GUIDE)) + " " + " ".join(parts)
        return f"<p>{html.escape(text)}</p>"

    def points(self, value: int) -> str:
        return amount(value, "points", self.lang)

    def how_won(self, context: WinContext) -> str:
        """The win context of an example in words: the winning tile and every flag it sets."""
        how = self.tr("calc.how.self_drawn" if context.self_drawn else "calc.how.discard")
        words = [self.tr("fanguide.example", tile=context.win_tile.full_name(self.lang), how=how)]
        for flag in ("last_tile", "kong_replacement", "robbing_kong", "fourth_tile"):
            if getattr(context, flag):
                words.append(self.tr(f"calc.flag.{flag}") + ".")
        if context.seat_wind != Tile.EAST or context.round_wind != Tile.EAST:
            words.append(self.tr("fanguide.winds", seat=context.seat_wind.full_name(self.lang),
                                 round=context.round_wind.full_name(self.lang)))
        if context.flowers:
            words.append(self.tr("fanguide.flowers", count=context.flowers))
        return " ".join(words)

    # -- moves -------------------------------------------------------------------------
    def search(self, query: str) -> None:
        """Keep the rows that answer ``query``; the card shows the first of them (or stays)."""
        self.shown = [entry for entry in FAN_GUIDE if matches(entry, query, self.lang)]
        options = [(f"{self.label(e)} — {self.points(e.points)}", e.key) for e in self.shown]
        current = self.entry.key
        self.chooser.options = options
        self.show_status(self.tr("fanguide.count", shown=len(self.shown), total=len(FAN_GUIDE)))
        if not self.shown:
            self.chooser.value = None
            return
        self.choose(current if current in [e.key for e in self.shown] else self.shown[0].key)

    def chosen(self, change: dict[str, Any]) -> None:
        """The dropdown's choice (none while the search leaves no row)."""
        if change["new"]:
            self.choose(change["new"])

    def step(self, by: int) -> None:
        """The next (``by=1``) or the previous fan among those shown, round the list."""
        keys = [entry.key for entry in self.shown] or [entry.key for entry in FAN_GUIDE]
        here = keys.index(self.entry.key) if self.entry.key in keys else -1
        self.choose(keys[(here + by) % len(keys)])

    def choose(self, key: str) -> None:
        """Show the fan ``key`` on the card."""
        self.entry = GUIDE_BY_KEY[key]
        if self.chooser.value != key and key in [e.key for e in self.shown]:
            self.chooser.value = key  # observe calls choose again with the same key
            return
        self.draw()

    def other_button(self, entry: FanEntry, how: ExclusionKind | None = None, times: int = 0) -> widgets.Button:
        words = self.label(entry)
        if how is ExclusionKind.OWN_SETS:
            words += " " + self.tr("fanguide.own_sets")
        elif how is ExclusionKind.ONCE:
            words += " " + self.tr("fanguide.once", count=times)
        button = widgets.Button(description=words, tooltip=words, _dom_classes=("mj-fanguide-other",),
                                layout=shared("fanguide-other", lambda: widgets.Layout(width="auto")),
                                style=shared("fanguide-other-style", widgets.ButtonStyle))
        button.on_click(lambda _b: self.choose(entry.key))
        return button

    def draw(self) -> None:
        entry, lang = self.entry, self.lang
        score = MCR_SCORING.score(entry.hand, entry.context)
        self.example_score = score
        head = (f'{html.escape(self.label(entry))} · {html.escape(self.points(entry.points))} · '
                f'<span class="mj-zh" lang="zh">{html.escape(entry.fan.zh)}</span>')
        lines = "".join(f"<p>{html.escape(item_line(item, lang))}</p>" for item in score.items)
        text = (f'<div class="mj-fanguide-head">{head}</div>'
                f'<div class="mj-fanguide-text"><p>{html.escape(entry.definition(lang))}</p>'
                f'<p><b>{html.escape(self.how_won(entry.context))}</b></p></div>')
        scored = f'<div class="mj-fanguide-text">{lines}<p><b>{html.escape(total_line(score, lang))}</b></p></div>'
        old = self.exclude_buttons + self.excluded_by_buttons
        self.exclude_buttons = [self.other_button(GUIDE_BY_KEY[e.key], e.kind, e.times) for e in entry.excludes]
        self.excluded_by_buttons = [self.other_button(other) for other in FAN_GUIDE
                                    if any(e.key == entry.key for e in other.excludes)]
        self.about.value = text
        self.picture.value = hand_html(self, entry.hand)
        self.scored.value = scored
        none = " " + html.escape(self.tr("fanguide.none"))
        self.excludes_head.value = (f"<p><b>{html.escape(self.tr('fanguide.excludes'))}</b>"
                                    f"{'' if self.exclude_buttons else none}</p>")
        self.excludes_row.children = self.exclude_buttons
        self.excluded_by_head.value = (f"<p><b>{html.escape(self.tr('fanguide.excluded_by'))}</b>"
                                       f"{'' if self.excluded_by_buttons else none}</p>")
        self.excluded_by_row.children = self.excluded_by_buttons
        for button in old:  # off the page now: their models go too
            button.close()


__all__ = ["McrFanGuide", "matches"]
