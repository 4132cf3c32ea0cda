"""The calculator shows, under the counted lines, the fans present but not counted and why; the fan
table's example shows its whole score, so its lines add up to the total it shows."""

from __future__ import annotations

import re

import pytest

from lessons.widgets.calculator import FanTable, ScoringCalculator
from mjcore.scoring.mcr import FANS


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_calculator_lists_what_the_engine_left_out(lang: str) -> None:
    calc = ScoringCalculator("mcr", "[555z] [666z] 777z 123m 99m", lang=lang, win="7z")
    assert calc.score is not None and calc.score.not_counted
    shown = re.findall(r"<li>(.*?)</li>", calc.not_counted_box.value)
    assert shown == [left.text(lang) for left in calc.score.not_counted]
    heading = {"ru": "Не засчитаны", "en": "Not counted"}[lang]
    assert f"<b>{heading}:</b>" in calc.not_counted_box.value
    assert any(("Панг драконов" if lang == "ru" else "Dragon Pung") in line for line in shown)
    calc.rules_box.value = "kids"  # a system that says nothing of the kind shows nothing
    assert calc.not_counted_box.value == ""


def test_a_fan_examples_lines_add_up_to_its_total() -> None:
    table = FanTable(lang="en")
    shown = 0
    for fan in FANS:
        table.choose(fan.key)
        if table.example_item is None:
            continue
        shown += 1
        value = table.example.value
        points = [int(n) for n in re.findall(r"<li>(?:<b>)?[^<:]+: (\d+) points?", value)]
        times = [int(n or 1) for n in re.findall(r"<li>(?:<b>)?[^<:]+: \d+ points?(?: ×(\d+))?", value)]
        total = int(re.search(r"Total: (\d+)", value).group(1))  # type: ignore[union-attr]
        assert sum(p * t for p, t in zip(points, times)) == total, (fan.key, value)
        assert f"<b>{fan.en}: " in value
    assert shown >= 40
