"""A score in words, as every board of the calculator shows it: a line, the total, the fu, who pays.

The words of a line are the scoring system's own (``item.name(lang)``, ``item.reason(lang)``);
the total is the core's (:meth:`~mjcore.scoring.Score.total_text`).

>>> from mjcore.hand import Hand
>>> from mjcore.scoring import WinContext, find_system
>>> from mjcore.tiles import Tile
>>> score = find_system("kids").score(Hand.from_str("123m456p789s234s55z"), WinContext(Tile.from_str("5z")))
>>> item_line(score.items[0], "en")
'Chow: 3 points — chow 123m'
>>> amount(21, "points", "ru")
'21 очко'
"""

from __future__ import annotations

import html

from lessons.widgets.texts import t
from mjcore.hand import Hand
from mjcore.i18n import plural, tr
from mjcore.scoring import Item, Score, WinContext, find_system
from mjcore.tiles import WINDS

#: Score lines are long: let their buttons wrap and read left to right.
LINE_CSS = """<style>
.mj-score-line.jupyter-button, .mj-score-line.widget-button {
  white-space: normal; height: auto; min-height: 36px; text-align: left; font-size: 1.1em; margin: 2px 0;
}
.mj-fan-example svg { max-width: 100%; height: auto; }
.mj-compare-grid td, .mj-compare-grid th, .mj-fan-grid td, .mj-fan-grid th {
  border: 1px solid #ccd; padding: 4px 8px; vertical-align: top; text-align: left;
}
</style>"""
#: Seat letters of the winds, in turn order (the keys of :attr:`Score.payments`).
WIND_LETTERS = ("E", "S", "W", "N")


def amount(value: int, unit: str, lang: str) -> str:
    """``'14 points'``, ``'21 очко'``: a number with its unit in the right form."""
    return f"{value} {plural(f'score.unit.{unit}', value, lang)}"


def item_line(item: Item, lang: str) -> str:
    """One score line: name, points (and how many times), reason."""
    count = f" ×{item.count}" if item.count != 1 else ""
    return f"{item.name(lang)}: {amount(item.points, item.unit, lang)}{count} — {item.reason(lang)}"


def total_line(score: Score, lang: str) -> str:
    """The total in the system's unit, as the core says it (:meth:`Score.total_text`): han and
    fu for riichi, a yakuman or a limit hand by name, and below the minimum what counted."""
    return score.total_text(lang)


def fu_lines(score: Score, lang: str) -> list[str]:
    """Where a riichi hand's fu come from, one line each (none for a yakuman: fu do not count)."""
    if score.fu is None or score.limit == "yakuman" or not score.fu_items:
        return []
    return [item_line(item, lang) for item in score.fu_items]


def fu_html(score: Score, lang: str) -> str:
    """The fu lines under their heading (``mj-fu-lines``), or nothing."""
    lines = fu_lines(score, lang)
    if not lines:
        return ""
    head = html.escape(t("calc.fu.head", lang, fu=score.fu or 0))
    items = "".join(f"<li>{html.escape(line)}</li>" for line in lines)
    return f'<div class="mj-fu-lines"><b>{head}</b><ul>{items}</ul></div>'


def not_counted_html(score: Score, lang: str) -> str:
    """The patterns present but not counted, under their heading (``mj-not-counted``), or nothing:
    ``Не засчитаны: Без благородных — входит в «Чистая масть»`` (:attr:`Score.not_counted`)."""
    if not score.not_counted:
        return ""
    head = html.escape(tr("score.not_counted", lang))
    items = "".join(f"<li>{html.escape(left.text(lang))}</li>" for left in score.not_counted)
    return f'<div class="mj-not-counted"><b>{head}:</b><ul>{items}</ul></div>'


def unused_options(context: WinContext, system: str, hand: Hand | None = None) -> tuple[str, ...]:
    """The options of ``context`` that ``system`` does not score (the comparison says so), and the
    bonus tiles of ``hand`` where it does not score them (left aside: ``WinContext.keeping``)."""
    accepted = find_system(system).options
    unused = tuple(name for name in context.options_given() if name not in accepted)
    if hand is not None and hand.bonus and "bonus" not in accepted and "bonus" not in unused:
        unused += ("bonus",)
    return unused


def payments_line(score: Score, lang: str) -> str:
    """Who pays whom: ``'Payments: East wind +45, South wind -8, ...'`` (empty if none)."""
    if not score.payments:
        return ""
    names = {letter: tile.full_name(lang) for letter, tile in zip(WIND_LETTERS, WINDS)}
    names["sticks"] = t("calc.sticks", lang)  # riichi: the deposits already on the table
    pays = ", ".join(f"{names.get(seat, seat)} {value:+d}" for seat, value in score.payments.items())
    return f"{tr('score.payments', lang)}: {pays}"


def system_name(name: str, lang: str) -> str:
    """The scoring system's name in words (the core's catalog)."""
    return tr(f"score.system.{name}", lang)


__all__ = ["LINE_CSS", "WIND_LETTERS", "amount", "fu_html", "fu_lines", "item_line", "not_counted_html", "payments_line",
           "system_name", "total_line", "unused_options"]
