"""Reference tables of the adults' lessons, every number computed by the core.

* :class:`McrPayments` — Chinese Official: what each player pays when South wins on a discard
  and self-drawn (8 + the hand's value, seed 001), and the false mahjong penalties;
* :class:`HkPayments` — Hong Kong: fan -> base points -> what each player pays, and the limit
  hand's flat payment (the limit from each player, no doubling: seed 000:1329);
* :class:`RiichiYaku` — the riichi yaku with their han, concealed and open (the library's
  values), the Japanese names in the bundled CJK font;
* :class:`RiichiPayments` — riichi's price table for han and fu, ron and tsumo, dealer or not;
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
from mjcore.scoring.riichi_names import YAKU
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


#: The han and fu of the price table's rows, then the limits by their han.
_PRICE_ROWS = ((1, 30), (1, 40), (2, 30), (2, 40), (3, 30), (3, 40), (4, 30))
_LIMIT_ROWS = (("mangan", 5), ("haneman", 6), ("baiman", 8), ("sanbaiman", 11), ("yakuman", 13))


class RiichiPayments(widgets.VBox):
    """What a hand costs: ron and tsumo, for a dealer and for another player.

    ``rows``: ``(label, non-dealer ron, dealer ron, non-dealer tsumo "dealer/others",
    dealer tsumo "each")`` from :meth:`mjcore.scoring.riichi.RiichiScoring.price`.
    """

    def __init__(self, *, lang: str | None = None) -> None:
        self.lang = course_lang(lang)
        self.rows: list[tuple[str, ...]] = []
        han_word, fu_word = t("ref.riichi.han", self.lang), t("ref.riichi.fu", self.lang)
        wanted = [(f"{han} {han_word}, {fu} {fu_word}", han, fu, 0) for han, fu in _PRICE_ROWS]
        for limit, han in _LIMIT_ROWS:
            label = f"{t(f'ref.riichi.limit.{limit}', self.lang)}"
            wanted.append((label, han if limit != "yakuman" else 0, 30, 1 if limit == "yakuman" else 0))
        for label, han, fu, yakuman in wanted:
            ron = RIICHI.price(han, fu, dealer=False, self_drawn=False, yakuman=yakuman)[0]
            dealer_ron = RIICHI.price(han, fu, dealer=True, self_drawn=False, yakuman=yakuman)[0]
            dealer_share, other = RIICHI.price(han, fu, dealer=False, self_drawn=True, yakuman=yakuman)
            each = RIICHI.price(han, fu, dealer=True, self_drawn=True, yakuman=yakuman)[0]
            self.rows.append((label, str(ron), str(dealer_ron), f"{dealer_share} / {other}", f"{each} ×3"))
        head = [t(f"ref.riichi.pay.{key}", self.lang) for key in ("hand", "ron", "dealer_ron", "tsumo", "dealer_tsumo")]
        cells = [[html.escape(c) for c in row] for row in self.rows]
        note = t("ref.riichi.pay_note", self.lang)
        body = widgets.HTML(LINE_CSS + _table(head, cells, "mj-riichi-payments") + f"<p>{html.escape(note)}</p>")
        super().__init__([body])
        self.add_class("mj-reference")


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
