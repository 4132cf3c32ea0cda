"""Lesson 5's reference boards for classical scoring, every number computed by the core.

* :class:`ClassicalDoubles` — every double of the seed's list (000:323-339) with its count and
  an example hand the classical scorer scores (:data:`mjcore.scoring.classical_doubles.DOUBLE_EXAMPLES`);
* :class:`ClassicalSettlement` — the settlement among the four players worked out: who pays whom
  how much and each player's net (:func:`mjcore.scoring.classical.transfers`).

>>> doubles = ClassicalDoubles(lang="en")
>>> doubles.rows[4]
('classical.pure_suit', 'Pure one suit', 3, 192)
>>> board = ClassicalSettlement("W", E=12, S=24, W=60, N=4, lang="en")
>>> board.rows[0], board.net
(('E', 'W', 120), {'E': -128, 'S': -16, 'W': 240, 'N': -96})
"""

from __future__ import annotations

import html

import ipywidgets as widgets

from lessons.widgets.calculator.words import LINE_CSS, amount
from lessons.widgets.texts import course_lang, t
from mjcore.drills.settle import seat_name
from mjcore.questions.parts import context_text
from mjcore.render import hand_svg
from mjcore.scoring.base import SEATS, TEXTS
from mjcore.scoring.classical import settle, transfers
from mjcore.scoring.classical_doubles import DOUBLE_EXAMPLES

#: The cards wrap on a phone: a hand's picture shrinks to the card's width.
CARD_CSS = """<style>
.mj-double { border: 1px solid #ccd; border-radius: 6px; padding: 6px 10px; margin: 6px 0; max-width: 100%;
  box-sizing: border-box; line-height: 1.35; }
.mj-double svg { max-width: 100%; height: auto; display: block; margin: 4px 0; }
.mj-double .mj-double-name { font-weight: bold; font-size: 1.1em; }
.mj-double .mj-double-how, .mj-double .mj-double-score { color: #334; }
.mj-settle-grid { border-collapse: collapse; max-width: 100%; }
.mj-settle-grid td, .mj-settle-grid th { border: 1px solid #ccd; padding: 4px 8px; text-align: left; vertical-align: top;
  line-height: 1.35; }
</style>"""


class ClassicalDoubles(widgets.VBox):
    """Every classical double, one card each: its name (the calculator's), how many doubles, an
    example hand with how it was won, and the example's score with any other doubles it has.

    ``rows``: ``(key, name, doubles, total)`` (total ``None`` for the double not scored).
    """

    def __init__(self, *, lang: str | None = None) -> None:
        self.lang = course_lang(lang)
        self.rows: list[tuple[str, str, int, int | None]] = []
        cards: list[str] = []
        for example in DOUBLE_EXAMPLES:
            name = example.name(self.lang)
            head = (f'<div class="mj-double-name">{html.escape(name)} — '
                    f'{html.escape(amount(example.doubles, "doubles", self.lang))}</div>')
            if example.hand is None or example.context is None:
                self.rows.append((example.key, name, example.doubles, None))
                cards.append(f'<div class="mj-double">{head}<div class="mj-double-how">'
                             f'{html.escape(t("ref.doubles.not_scored", self.lang))}</div></div>')
                continue
            score = example.score()
            self.rows.append((example.key, name, example.doubles, score.total))
            others = [TEXTS.text(i.key, self.lang) for i in score.items if i.unit == "doubles" and i.key != example.key]
            total = t("ref.doubles.total", self.lang, total=amount(score.total, "points", self.lang))
            if others:
                total += " " + t("ref.doubles.also", self.lang, names=", ".join(dict.fromkeys(others)))
            if score.limit:
                total += " " + t("ref.doubles.limit", self.lang)
            cards.append(f'<div class="mj-double">{head}{hand_svg(example.hand, height=44)}'
                         f'<div class="mj-double-how">{html.escape(context_text(example.context).text(self.lang))}</div>'
                         f'<div class="mj-double-score">{html.escape(total)}</div></div>')
        super().__init__([widgets.HTML(CARD_CSS + "".join(cards))])
        self.add_class("mj-reference")
        self.add_class("mj-classical-doubles")


class ClassicalSettlement(widgets.VBox):
    """The settlement of one classical hand: each payment (who pays whom, how much and why) and
    each player's net. ``winner`` is a seat letter, the keywords ``E``..``N`` the hands' values.

    ``rows``: ``(payer, payee, amount)`` in the order they are made; ``net``: seat -> net.
    """

    def __init__(self, winner: str, *, E: int = 0, S: int = 0, W: int = 0, N: int = 0,
                 lang: str | None = None) -> None:
        self.lang = lang = course_lang(lang)
        values = {"E": E, "S": S, "W": W, "N": N}
        made = transfers(values, winner)
        self.rows = [(m.payer, m.payee, m.amount) for m in made]
        self.net = settle(values, winner)
        head = [t(f"ref.settle.col.{key}", lang) for key in ("payer", "payee", "amount", "why")]
        lines = ["<tr>" + "".join(f"<th>{html.escape(h)}</th>" for h in head) + "</tr>"]
        for m in made:
            if m.difference:
                why = t("ref.settle.why.difference", lang, high=values[m.payee], low=values[m.payer], base=m.base)
            else:
                why = t("ref.settle.why.winner", lang, value=m.base)
            if m.doubled:
                why += " " + t("ref.settle.why.east", lang, base=m.base, amount=m.amount)
            cells = [seat_name(m.payer).text(lang), seat_name(m.payee).text(lang), str(m.amount), why]
            lines.append("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in cells) + "</tr>")
        nets = ["<tr>" + "".join(f"<th>{html.escape(h)}</th>" for h in
                                 [t("ref.settle.col.player", lang), t("ref.settle.col.hand", lang),
                                  t("ref.settle.col.net", lang)]) + "</tr>"]
        for seat in SEATS:
            role = t("ref.settle.winner" if seat == winner else "ref.settle.loser", lang)
            cells = [f"{seat_name(seat).text(lang)} ({role})", str(values[seat]), f"{self.net[seat]:+d}".replace("-", "−")]
            nets.append("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in cells) + "</tr>")
        body = (LINE_CSS + CARD_CSS + f'<table class="mj-settle-grid mj-settle-payments">{"".join(lines)}</table>'
                f'<p></p><table class="mj-settle-grid mj-settle-net">{"".join(nets)}</table>')
        super().__init__([widgets.HTML(body)])
        self.add_class("mj-reference")
        self.add_class("mj-classical-settlement")


__all__ = ["ClassicalDoubles", "ClassicalSettlement"]
