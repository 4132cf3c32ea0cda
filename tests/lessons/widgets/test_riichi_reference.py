"""The riichi reference tables of lesson 8: the fu table and the payments table, every number the core's."""

from __future__ import annotations

import re

import pytest

from lessons.widgets import RiichiFu, RiichiPayments
from lessons.widgets.texts import t
from mjcore.scoring.riichi import RIICHI
from mjcore.scoring.riichi_fu import FU_LINES
from mjcore.scoring.riichi_price import TABLE_FU, TABLE_HAN, limit_of, occurs, payment


def _html(widget: RiichiFu | RiichiPayments) -> str:
    return str(widget.children[0].value)  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_fu_table_shows_every_line_with_its_proved_fu(lang: str) -> None:
    table = RiichiFu(lang=lang)
    assert [(row[0], row[4], row[5]) for row in table.rows] == [(line.key, line.fu, line.hand_fu) for line in FU_LINES]
    page = _html(table)
    assert page.count("<svg") == len(FU_LINES) and 'class="mj-scroll-x"' in page
    for line in FU_LINES:
        assert line.name(lang) in page.replace("&#x27;", "'")
    other = "en" if lang == "ru" else "ru"
    assert t("ref.riichi_fu.col.rule", lang) in page and t("ref.riichi_fu.col.rule", other) not in page


def test_every_cell_of_the_payments_table_is_the_scorers_price() -> None:
    table = RiichiPayments(lang="en")
    assert len(table.grid) == 2 * len(TABLE_FU) * len(TABLE_HAN)
    for (dealer, fu, han), (ron, tsumo) in table.grid.items():
        if occurs(han, fu, self_drawn=False):
            assert ron == RIICHI.price(han, fu, dealer=dealer, self_drawn=False)[0]
            assert ron == payment(han, fu, dealer=dealer, self_drawn=False)
        else:
            assert ron is None
        if occurs(han, fu, self_drawn=True):
            first, others = RIICHI.price(han, fu, dealer=dealer, self_drawn=True)
            assert tsumo == ((first, first) if dealer else (first, others))
        else:
            assert tsumo is None
    assert [row[0] for row in table.limit_rows] == ["mangan", "haneman", "baiman", "sanbaiman", "yakuman"]
    for _name, han, ron, dealer_ron, tsumo, dealer_tsumo in table.limit_rows[:-1]:
        assert (ron, dealer_ron) == (payment(han, 30, dealer=False, self_drawn=False),
                                     payment(han, 30, dealer=True, self_drawn=False))
        assert tsumo == payment(han, 30, dealer=False, self_drawn=True)
        assert dealer_tsumo == payment(han, 30, dealer=True, self_drawn=True)


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_payments_table_marks_the_caps_and_the_impossible_cells(lang: str) -> None:
    page = _html(RiichiPayments(lang=lang))
    assert page.count('class="mj-scroll-x"') == 3  # non-dealer, dealer, limits: each scrolls in its own box
    capped = sum(1 for fu in TABLE_FU for han in TABLE_HAN if limit_of(han, fu))
    assert page.count('class="mj-cap"') == 2 * capped and capped > 0
    never = t("ref.riichi.pay.never", lang)
    cells = re.findall(r"<td[^>]*>(.*?)</td>", page)
    impossible = sum(1 for fu in TABLE_FU for han in TABLE_HAN for d in (False, True) if not occurs(han, fu, self_drawn=d))
    assert sum(cell.count(never) for cell in cells) == 2 * impossible
    assert t("ref.riichi.pay.caption.dealer", lang) in page and t("ref.riichi.pay.legend", lang) in page.replace("&#x27;", "'")
