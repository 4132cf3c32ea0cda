"""Reference tables of the adults' lessons, every number computed by the core.

* :class:`McrPayments` — Chinese Official: what each player pays when South wins on a discard
  and self-drawn (8 + the hand's value, seed 001), and the false mahjong penalties;
* :class:`HkPayments` — Hong Kong: fan -> base points -> what each player pays, and the limit
  hand's flat payment (the limit from each player, no doubling: seed 000:1329);
* :class:`RiichiYaku` — the riichi yaku with their han, concealed and open (the library's
  values), the Japanese names in the bundled CJK font;
* :class:`RiichiFu` — riichi's fu table, each rule with an example hand proved by the scorer;
* :class:`RiichiPayments` — riichi's price table for every fu (20–110) and han (1–4), ron and
  tsumo, dealer or not, and the limits;
* :class:`LimitHands` — a system's limit hands, each with its reason and value.

A learner reads the numbers, never types them: each table is filled from
:mod:`mjcore.scoring` when it is shown, in the lesson's language.

>>> mcr = McrPayments(lang="en")
>>> mcr.rows[0]  # 8 points: West discarded (pays, East, North, South gets), then self-drawn
(8, 16, 8, 8, 32, 16, 48)
>>> mcr.false_rows
((30, 10), (60, 20))
>>> table = HkPayments(lang="en")
>>> table.rows[0]
(3, 8, 16, 16, 8, 16, 32)
>>> table.limit_row
(64, 64, 64)
"""

from __future__ import annotations

import html
from collections.abc import Sequence

import ipywidgets as widgets

from lessons.widgets.calculator.words import LINE_CSS
from lessons.widgets.fonts import cjk_font_css
from lessons.widgets.texts import course_lang, t
from mjcore.hand import Hand
from mjcore.render import hand_svg
from mjcore.scoring import WinContext, find_system
from mjcore.scoring.classical import LIMIT_HANDS
from mjcore.scoring.hk import HONG_KONG, settle, settle_limit
from mjcore.scoring.mcr import FALSE_MAHJONG, MCR_SCORING
from mjcore.scoring.riichi import RIICHI
from mjcore.scoring.riichi_fu import FU_LINES
from mjcore.scoring.riichi_names import YAKU
from mjcore.scoring.riichi_price import LIMITS, TABLE_FU, TABLE_HAN, limit_of, occurs
from mjcore.tiles import Tile


def _table(head: Sequence[str], rows: Sequence[Sequence[str]], css_class: str) -> str:
    """An HTML table of text cells (escaped), the head in ``<th>``."""
    lines = ["<tr>" + "".join(f"<th>{html.escape(h)}</th>" for h in head) + "</tr>"]
    lines += ["<tr>" + "".join(f"<td>{cell}</td>" for cell in row) + "</tr>" for row in rows]
    return f'<table class="mj-fan-grid {css_class}">{"".join(lines)}</table>'


#: The hand values the Chinese Official payment table shows: the minimum, two common values
#: and the biggest fan (88 points, e.g. Big Four Winds).
MCR_EXAMPLE_POINTS = (8, 12, 24, 88)


class McrPayments(widgets.VBox):
    """Chinese Official payments when South wins: on West's discard, and self-drawn.

    ``rows``: ``(points, West pays as the discarder, East pays, North pays, South receives,
    each player pays on a self-draw, South receives)``, computed by
    :meth:`mjcore.scoring.mcr.MCRScoring.payments` (seed 001: 8 + the value from the
    discarder, 8 from each of the others; 8 + the value from each on a self-draw);
    ``false_rows``: ``(what the declarer pays, what each other player receives)`` for a false
    mahjong and for one declared with a dead hand (:data:`mjcore.scoring.mcr.FALSE_MAHJONG`).
    """

    def __init__(self, *, points: Sequence[int] = MCR_EXAMPLE_POINTS, lang: str | None = None) -> None:
        self.lang = course_lang(lang)
        self.rows: list[tuple[int, ...]] = []
        for value in points:
            discard = MCR_SCORING.payments(WinContext(Tile.M1, seat_wind=Tile.SOUTH, discarder=Tile.WEST), value)
            drawn = MCR_SCORING.payments(WinContext(Tile.M1, self_drawn=True, seat_wind=Tile.SOUTH), value)
            self.rows.append((value, -discard["W"], -discard["E"], -discard["N"], discard["S"], -drawn["W"], drawn["S"]))
        false_rows = []
        for dead in (False, True):
            paid = FALSE_MAHJONG.payments(Tile.SOUTH, dead=dead)
            false_rows.append((-paid["S"], paid["W"]))
        self.false_rows = tuple(false_rows)
        head = [t(f"ref.mcr.col.{key}", self.lang)
                for key in ("points", "discarder", "east", "north", "winner", "each", "winner_drawn")]
        cells = [[str(v) for v in row] for row in self.rows]
        false_head = [t(f"ref.mcr.false.col.{key}", self.lang) for key in ("case", "pays", "each")]
        false_cells = [[html.escape(t(f"ref.mcr.false.{case}", self.lang)), str(pays), str(each)]
                       for case, (pays, each) in zip(("short", "dead"), self.false_rows)]
        caption = t("ref.mcr.caption", self.lang, base=MCR_SCORING.base_payment)
        false_caption = t("ref.mcr.false.caption", self.lang)
        body = widgets.HTML(LINE_CSS + f"<p><b>{html.escape(caption)}</b></p>" + _table(head, cells, "mj-mcr-payments")
                            + f"<p><b>{html.escape(false_caption)}</b></p>" + _table(false_head, false_cells, "mj-mcr-false"))
        super().__init__([body])
        self.add_class("mj-reference")


class HkPayments(widgets.VBox):
    """Fan, base points and the payments when South wins: on West's discard, and self-drawn.

    ``rows``: ``(fan, base, West pays as the discarder, East pays, North pays, West or North
    pays on a self-draw, East pays on a self-draw)``, computed by
    :func:`mjcore.scoring.hk.settle` (East doubles when it pays; no one pays more than the
    limit); ``limit_row``: what West, East and North pay for a limit hand — the limit each,
    no doubling.

    >>> HkPayments(lang="en").rows[2]  # 5 fan: on a self-draw East would pay 96, the limit cuts it
    (5, 24, 48, 48, 24, 48, 64)
    """

    def __init__(self, *, lang: str | None = None) -> None:
        self.lang = course_lang(lang)
        self.rows: list[tuple[int, ...]] = []
        for fan in range(HONG_KONG.minimum, HONG_KONG.limit + 1):
            base = HONG_KONG.base(fan)
            discard = settle(base, Tile.SOUTH, self_drawn=False, discarder=Tile.WEST, cap=HONG_KONG.limit_points)
            drawn = settle(base, Tile.SOUTH, self_drawn=True, cap=HONG_KONG.limit_points)
            self.rows.append((fan, base, -discard["W"], -discard["E"], -discard["N"], -drawn["W"], -drawn["E"]))
        limit = settle_limit(HONG_KONG.limit_points, Tile.SOUTH)
        self.limit_row = (-limit["W"], -limit["E"], -limit["N"])
        head = [t(f"ref.hk.col.{key}", self.lang) for key in ("fan", "base", "discarder", "east", "other", "self_drawn",
                                                                  "self_drawn_east")]
        cells = [[str(v) for v in row] for row in self.rows]
        cells.append([html.escape(t("ref.hk.limit_hand", self.lang)), "—", str(self.limit_row[0]), str(self.limit_row[1]),
                      str(self.limit_row[2]), str(self.limit_row[0]), str(self.limit_row[1])])
        caption = t("ref.hk.caption", self.lang)
        body = widgets.HTML(LINE_CSS + f"<p><b>{html.escape(caption)}</b></p>" + _table(head, cells, "mj-hk-payments"))
        super().__init__([body])
        self.add_class("mj-reference")


def _open_han() -> dict[str, int | None]:
    """The library's han of each yaku with an open hand (``None``: concealed only)."""
    from mahjong.hand_calculating.yaku_config import YakuConfig

    return {name: (yaku.han_open or None) for name, yaku in vars(YakuConfig()).items()}


class RiichiYaku(widgets.VBox):
    """The yaku the course scores: name, Japanese name, han concealed and open (or yakuman).

    ``rows``: ``(key, name, japanese, closed, open)`` with ``closed``/``open`` in words.
    """

    def __init__(self, *, lang: str | None = None) -> None:
        self.lang = course_lang(lang)
        opened = _open_han()
        self.rows: list[tuple[str, str, str, str, str]] = []
        seen: set[str] = set()
        for name, row in YAKU.items():
            if row.key in seen or name in ("dora", "ura_dora", "aka_dora"):
                continue
            seen.add(row.key)
            if row.unit == "yakuman":
                closed = t("ref.riichi.yakuman", self.lang)
                open_ = closed if opened.get(name) else "—"
            else:
                closed = str(row.points)
                han = opened.get(name)
                open_ = str(han) if han else "—"
            self.rows.append((row.key, row.en if self.lang == "en" else row.ru, row.native.get("ja", ""), closed, open_))
        head = [t(f"ref.riichi.col.{key}", self.lang) for key in ("name", "ja", "closed", "open")]
        cells = [[html.escape(n), f'<span class="mj-zh" lang="ja">{html.escape(j)}</span>', c, o] for _, n, j, c, o in self.rows]
        note = t("ref.riichi.dora_note", self.lang)
        body = widgets.HTML(LINE_CSS + cjk_font_css() + _table(head, cells, "mj-riichi-yaku")
                            + f"<p>{html.escape(note)}</p>")
        super().__init__([body])
        self.add_class("mj-reference")


#: The limits of the price table's last rows, by their name (their han from :data:`mjcore.scoring.riichi_price.LIMITS`).
_LIMIT_ROWS = ("mangan", "haneman", "baiman", "sanbaiman", "yakuman")
#: A box that scrolls sideways by itself, so a wide table never widens the page (a phone's 412 px).
_SCROLL_CSS = """<style>
.mj-reference .widget-html, .mj-reference .widget-html-content { min-width: 0; max-width: 100%; }
.mj-scroll-x { overflow-x: auto; max-width: 100%; -webkit-overflow-scrolling: touch; }
.mj-riichi-fu, .mj-riichi-price { line-height: 1.35; }
.mj-riichi-fu svg { max-width: 100%; height: auto; display: block; margin: 4px 0; }
.mj-riichi-fu td:nth-child(n+2), .mj-riichi-price td:nth-child(n+2) { text-align: right; white-space: nowrap; }
.mj-riichi-fu td:first-child, .mj-riichi-fu th:first-child { width: 100%; }
.mj-riichi-fu th, .mj-riichi-fu td:first-child, .mj-riichi-price th { white-space: normal; }
.mj-riichi-price small { color: #556; }
.mj-riichi-price .mj-cap { font-weight: bold; }
.mj-riichi-price .mj-never { color: #99a; text-align: center; }
</style>"""


def _scroll(table: str) -> str:
    return f'<div class="mj-scroll-x">{table}</div>'


def _how_won(context: WinContext, lang: str) -> str:
    """``'Ron on 4s'``, ``'Tsumo 4s, riichi, seat wind East'``: how an example was won, in words."""
    parts = [t("ref.riichi_fu.tsumo" if context.self_drawn else "ref.riichi_fu.ron", lang, tile=str(context.win_tile))]
    if context.riichi:
        parts.append(t("ref.riichi_fu.riichi", lang))
    if context.kong_replacement:
        parts.append(t("ref.riichi_fu.replacement", lang))
    if context.seat_wind == Tile.EAST:
        parts.append(t("ref.riichi_fu.dealer", lang))
    return ", ".join(parts)


class RiichiFu(widgets.VBox):
    """The fu table: each rule with an example hand, how it was won, the fu the rule adds and
    the example's fu, all from :data:`mjcore.scoring.riichi_fu.FU_LINES` (the scorer's breakdown).

    ``rows``: ``(key, rule, example, how won, fu added, the hand's fu)``.

    >>> table = RiichiFu(lang="en")
    >>> [row[4:] for row in table.rows if row[0] in ("closed_ron", "closed_kan", "pinfu_tsumo")]
    [(10, 30), (0, 20), (16, 50)]
    """

    def __init__(self, *, lang: str | None = None) -> None:
        self.lang = course_lang(lang)
        self.rows: list[tuple[str, str, str, str, int, int]] = [
            (line.key, line.name(self.lang), line.example, _how_won(line.context, self.lang), line.fu, line.hand_fu)
            for line in FU_LINES]
        head = [t(f"ref.riichi_fu.col.{key}", self.lang) for key in ("rule", "fu", "hand_fu")]
        cells = [[f"<b>{html.escape(name)}</b>{hand_svg(Hand.from_str(example), height=30)}"
                  f"<small>{html.escape(how)}</small>", f"+{fu}" if fu else "0", str(hand_fu)]
                 for _, name, example, how, fu, hand_fu in self.rows]
        note = t("ref.riichi_fu.note", self.lang)
        body = widgets.HTML(LINE_CSS + _SCROLL_CSS + _scroll(_table(head, cells, "mj-riichi-fu"))
                            + f"<p>{html.escape(note)}</p>")
        super().__init__([body])
        self.add_class("mj-reference")


class RiichiPayments(widgets.VBox):
    """What a hand costs, by fu (20, 25, 30 ... 110) and han (1–4), then the limits: one table
    for a non-dealer winner and one for the dealer, each cell the ron payment over the tsumo
    payments, from :meth:`mjcore.scoring.riichi.RiichiScoring.price` (the scorer's own prices).

    ``grid[(dealer, fu, han)]``: ``(ron, tsumo)`` — ``ron`` the discarder's payment, ``tsumo``
    ``(the dealer's, each other's)`` or, for a dealer, ``(each, each)``; ``None`` where no hand
    of that fu and han can be won that way (:func:`mjcore.scoring.riichi_price.occurs`).
    ``limit_rows``: ``(name, han, non-dealer ron, dealer ron, non-dealer tsumo, dealer tsumo)``.

    >>> table = RiichiPayments(lang="en")
    >>> table.grid[(False, 30, 1)], table.grid[(True, 40, 2)], table.grid[(False, 20, 1)]
    ((1000, (500, 300)), (3900, (1300, 1300)), (None, None))
    >>> table.limit_rows[0]
    ('mangan', 5, 8000, 12000, (4000, 2000), (4000, 4000))
    """

    def __init__(self, *, lang: str | None = None) -> None:
        self.lang = course_lang(lang)
        self.grid: dict[tuple[bool, int, int], tuple[int | None, tuple[int, int] | None]] = {}
        for dealer in (False, True):
            for fu in TABLE_FU:
                for han in TABLE_HAN:
                    self.grid[(dealer, fu, han)] = (self._ron(han, fu, dealer), self._tsumo(han, fu, dealer))
        limits = {limit.name: limit for limit in LIMITS}
        self.limit_rows: list[tuple[str, int, int, int, tuple[int, int], tuple[int, int]]] = []
        for name in _LIMIT_ROWS:
            han, yakuman = (0, 1) if name == "yakuman" else (limits[name].han, 0)
            prices = [RIICHI.price(han, 30, dealer=d, self_drawn=s, yakuman=yakuman) for d in (False, True) for s in (False, True)]
            ron, tsumo, dealer_ron, dealer_tsumo = prices
            self.limit_rows.append((name, limits[name].han, ron[0], dealer_ron[0], tsumo, (dealer_tsumo[0],) * 2))
        notes = "".join(f"<p>{html.escape(t(key, self.lang))}</p>" for key in ("ref.riichi.pay.legend", "ref.riichi.pay_note"))
        body = widgets.HTML(LINE_CSS + _SCROLL_CSS + self._grid_html(False) + self._grid_html(True) + self._limits_html()
                            + notes)
        super().__init__([body])
        self.add_class("mj-reference")

    @staticmethod
    def _ron(han: int, fu: int, dealer: bool) -> int | None:
        return RIICHI.price(han, fu, dealer=dealer, self_drawn=False)[0] if occurs(han, fu, self_drawn=False) else None

    @staticmethod
    def _tsumo(han: int, fu: int, dealer: bool) -> tuple[int, int] | None:
        if not occurs(han, fu, self_drawn=True):
            return None
        first, others = RIICHI.price(han, fu, dealer=dealer, self_drawn=True)
        return (first, first) if dealer else (first, others)

    def _tsumo_text(self, tsumo: tuple[int, int], dealer: bool) -> str:
        return t("ref.riichi.pay.each", self.lang, n=tsumo[0]) if dealer else f"{tsumo[0]} / {tsumo[1]}"

    def _grid_html(self, dealer: bool) -> str:
        who = "dealer" if dealer else "other"
        head = [t("ref.riichi.pay.fu", self.lang)] + [t("ref.riichi.pay.han_col", self.lang, han=han) for han in TABLE_HAN]
        never = html.escape(t("ref.riichi.pay.never", self.lang))
        rows = []
        for fu in TABLE_FU:
            row = [f"<th>{fu}</th>"]
            for han in TABLE_HAN:
                ron, tsumo = self.grid[(dealer, fu, han)]
                capped = ' class="mj-cap"' if limit_of(han, fu) else ""
                ron_text = str(ron) if ron is not None else never
                tsumo_text = self._tsumo_text(tsumo, dealer) if tsumo is not None else never
                row.append(f"<td{capped}>{ron_text}<br><small>{html.escape(tsumo_text)}</small></td>")
            rows.append("<tr>" + "".join(row) + "</tr>")
        head_html = "<tr>" + "".join(f"<th>{html.escape(h)}</th>" for h in head) + "</tr>"
        caption = html.escape(t(f"ref.riichi.pay.caption.{who}", self.lang))
        table = f'<table class="mj-fan-grid mj-riichi-price mj-riichi-price-{who}">{head_html}{"".join(rows)}</table>'
        return f"<p><b>{caption}</b></p>" + _scroll(table)

    def _limits_html(self) -> str:
        head = [t(f"ref.riichi.pay.{key}", self.lang) for key in ("hand", "ron", "dealer_ron", "tsumo", "dealer_tsumo")]
        cells = [[html.escape(t(f"ref.riichi.limit.{name}", self.lang)), str(ron), str(dealer_ron),
                  html.escape(self._tsumo_text(tsumo, False)), html.escape(self._tsumo_text(dealer_tsumo, True))]
                 for name, _, ron, dealer_ron, tsumo, dealer_tsumo in self.limit_rows]
        caption = html.escape(t("ref.riichi.pay.caption.limits", self.lang))
        return f"<p><b>{caption}</b></p>" + _scroll(_table(head, cells, "mj-riichi-price mj-riichi-limits"))


#: An example of each classical limit hand (scored by the core when shown).
_LIMIT_EXAMPLES = {"classical.snake": ("111p 333p 555p 777p 99p", Tile.P9),
                   "classical.thirteen_orphans": ("19m19p19s1234567z 1z", Tile.EAST)}


class LimitHands(widgets.VBox):
    """The classical limit hands, each with an example scored by the core and its reason.

    ``rows``: ``(key, name, example, total)``.
    """

    def __init__(self, *, lang: str | None = None) -> None:
        self.lang = course_lang(lang)
        system = find_system("classical")
        self.rows: list[tuple[str, str, str, int]] = []
        reasons: list[str] = []
        for pattern in LIMIT_HANDS:
            text, win = _LIMIT_EXAMPLES[pattern.key]
            hand = Hand.from_str(text)
            score = system.score(hand, WinContext(win))
            item = next(i for i in score.items if i.key == pattern.key)
            self.rows.append((pattern.key, item.name(self.lang), str(hand), score.total))
            reasons.append(item.reason(self.lang))
        head = [t(f"ref.limit.col.{key}", self.lang) for key in ("name", "example", "value", "why")]
        cells = [[html.escape(n), hand_svg(Hand.from_str(e), height=40), str(v), html.escape(r)]
                 for (_, n, e, v), r in zip(self.rows, reasons)]
        body = widgets.HTML(LINE_CSS + _table(head, cells, "mj-limit-hands"))
        super().__init__([body])
        self.add_class("mj-reference")
