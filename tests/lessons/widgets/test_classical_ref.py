"""Lesson 5's classical boards: every double on a card under the calculator's name with its
example's score, and the settlement table from the core's payments."""

from __future__ import annotations

import pytest

from lessons.widgets import ClassicalDoubles, ClassicalSettlement
from mjcore.scoring.classical import settle, transfers
from mjcore.scoring.classical_doubles import DOUBLE_EXAMPLES


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_double_has_its_card(lang: str) -> None:
    board = ClassicalDoubles(lang=lang)
    page = board.children[0].value
    assert [row[0] for row in board.rows] == [e.key for e in DOUBLE_EXAMPLES]
    assert page.count('class="mj-double"') == len(DOUBLE_EXAMPLES)
    for example, (_, name, doubles, total) in zip(DOUBLE_EXAMPLES, board.rows, strict=True):
        assert name in page and doubles == example.doubles
        assert total == (example.score().total if example.scored else None)
    assert page.count("<svg") == sum(e.scored for e in DOUBLE_EXAMPLES)


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_settlement_table_is_the_cores(lang: str) -> None:
    values = {"E": 12, "S": 24, "W": 60, "N": 4}
    board = ClassicalSettlement("W", **values, lang=lang)
    assert board.rows == [(t.payer, t.payee, t.amount) for t in transfers(values, "W")]
    assert board.net == settle(values, "W")
    page = board.children[0].value
    assert page.count("<tr>") == 1 + len(board.rows) + 1 + 4
    assert ("−128" in page) and ("+240" in page)
