"""The Chinese Official payment table (:class:`McrPayments`): the seed's rule on screen, both languages."""

from __future__ import annotations

import pytest

from lessons.widgets import McrPayments
from lessons.widgets.texts import t


def _html(table: McrPayments) -> str:
    return str(table.children[0].value)  # type: ignore[attr-defined]


def test_every_row_is_the_seeds_rule() -> None:
    """Seed 001: on a discard 8 + value from the discarder and 8 from the others; on a
    self-draw 8 + value from each; the winner receives what the others pay."""
    table = McrPayments(points=(8, 9, 30, 88), lang="en")
    assert [row[0] for row in table.rows] == [8, 9, 30, 88]
    for value, west, east, north, south, each, south_drawn in table.rows:
        assert (west, east, north) == (8 + value, 8, 8)
        assert south == west + east + north
        assert each == 8 + value and south_drawn == 3 * each


def test_the_false_mahjong_rows_are_the_penalties() -> None:
    """Seed 001: 30 (10 to each opponent) below the minimum, 60 (20 each) with a dead hand."""
    assert McrPayments(lang="ru").false_rows == ((30, 10), (60, 20))


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_table_speaks_the_lesson_language(lang: str) -> None:
    page = _html(McrPayments(lang=lang))
    for key in ("ref.mcr.col.discarder", "ref.mcr.col.each", "ref.mcr.false.col.pays", "ref.mcr.false.dead"):
        assert t(key, lang) in page
    assert "8" in t("ref.mcr.caption", lang, base=8) and "{base}" not in page
    other = "en" if lang == "ru" else "ru"
    assert t("ref.mcr.col.discarder", other) not in page
    assert page.count("<tr>") == 4 + 1 + 2 + 1  # four values and the head, two penalties and the head
