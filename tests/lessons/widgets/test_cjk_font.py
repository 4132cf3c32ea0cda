"""The bundled CJK subset draws every Chinese and Japanese name the course shows, and the fan
tables show the learner's language only (no Russian column in English, and the reverse)."""

from __future__ import annotations

import re

import pytest
from fontTools.ttLib import TTFont

from lessons.widgets.calculator import FanTable
from lessons.widgets.fonts import FONT, cjk_font_css, native_names


def test_the_subset_has_a_glyph_for_every_character_of_the_names() -> None:
    cmap = TTFont(FONT).getBestCmap()
    wanted = {c for name in native_names() for c in name if ord(c) > 0x2E7F}
    assert wanted, "no Chinese names found"
    assert sorted(c for c in wanted if ord(c) not in cmap) == []


def test_the_font_is_inlined_and_licensed() -> None:
    assert "base64," in cjk_font_css() and (FONT.parent / "OFL.txt").read_text().count("SIL OPEN FONT LICENSE") == 1


@pytest.mark.parametrize(("system", "lang"), [("mcr", "en"), ("mcr", "ru"), ("hk", "en"), ("hk", "ru")])
def test_a_fan_table_shows_one_language_and_the_chinese_in_the_font(system: str, lang: str) -> None:
    table = FanTable(system, lang=lang)
    text = table.table.value
    cyrillic = re.search("[а-яё]", text, re.IGNORECASE)
    assert (cyrillic is None) == (lang == "en")
    if lang == "ru":  # no English name in a Russian table: the first row's English name is absent
        assert table.rows[0]["en"] not in text
    header = re.findall("<th>(.*?)</th>", text)
    assert len(header) == 4 and ("Fan" in header or "Фан" in header) == (system == "hk")
    assert text.count('class="mj-zh"') == len(table.shown)
    assert any("MJ CJK" in getattr(child, "value", "") for child in table.body.children)
