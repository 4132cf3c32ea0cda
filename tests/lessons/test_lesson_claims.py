"""Statements computed, not typed: every bold score claim of an adults' lesson next to a
calculator (``**21 points**``, ``**3 han**``, ``**40 fu**``, ``**3 fan**``) is what that
calculator computes, in both languages; a calculator's example names its winning tile.

A claim is read from the markdown cell just before the calculator cell, or, when that one
claims nothing, from the one just after it (the classical examples put the sum after the hand)
unless that one introduces the next calculator.
"""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path
from typing import Any

import pytest

from lessons.widgets.calculator import ScoringCalculator

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
CLAIM = re.compile(r"\*\*(\d[\d\s,]*)\s+(points?|очк\w*|fan|фан\w*|han|хан|fu|фу)\*\*")
FIELD = {"point": "total", "очк": "total", "fan": "total", "фан": "total", "han": "han", "хан": "han", "fu": "fu", "фу": "fu"}


def _field(unit: str) -> str:
    return next(field for prefix, field in FIELD.items() if unit.startswith(prefix))


def _cells(path: Path) -> list[dict[str, Any]]:
    cells: list[dict[str, Any]] = json.loads(path.read_text("utf-8"))["cells"]
    return cells


def _source(cell: dict[str, Any]) -> str:
    source = cell["source"]
    return "".join(source) if isinstance(source, list) else str(source)


def claims_of(path: Path) -> list[tuple[str, list[tuple[int, str]]]]:
    """``(calculator code, [(number, field)...])`` for each calculator with a claim beside it."""
    cells = _cells(path)
    out = []
    for index, cell in enumerate(cells):
        code = _source(cell)
        if cell["cell_type"] != "code" or not code.startswith("ScoringCalculator("):
            continue
        found: list[tuple[int, str]] = []
        for near in (index - 1, index + 1):
            introduces_next = near == index + 1 and near + 1 < len(cells) and _source(cells[near + 1]).startswith("Scoring")
            if 0 <= near < len(cells) and cells[near]["cell_type"] == "markdown" and not introduces_next:
                found = [(int(re.sub(r"[\s,]", "", n)), _field(u)) for n, u in CLAIM.findall(_source(cells[near]))]
                if found:
                    break
        if found:
            out.append((code, found))
    return out


NOTEBOOKS = sorted((LESSONS / "en" / "adults").glob("*.ipynb"))
CASES = [(lang, path.name, code, claims) for path in NOTEBOOKS for lang in ("ru", "en")
         for code, claims in claims_of(LESSONS / lang / "adults" / path.name)]


def test_the_lessons_make_claims_to_check() -> None:
    assert len(CASES) >= 20
    by_lesson = {name for _, name, _, _ in CASES}
    assert {"05_classical.ipynb", "06_mcr.ipynb", "07_hk.ipynb", "08_riichi.ipynb"} <= by_lesson


@pytest.mark.parametrize(("lang", "lesson", "code", "claims"), CASES,
                         ids=[f"{lang}-{name}-{i}" for i, (lang, name, _, _) in enumerate(CASES)])
def test_a_claim_is_what_the_calculator_computes(lang: str, lesson: str, code: str, claims: list[tuple[int, str]]) -> None:
    assert "win=" in code, f"{lesson}: the example should name its winning tile: {code}"
    calc = eval(code, {"ScoringCalculator": functools.partial(ScoringCalculator, lang=lang)})  # one line of the lesson
    assert calc.score is not None, (lesson, code, calc.feedback_text)
    for number, field in claims:
        assert getattr(calc.score, field) == number, (lesson, code, field, number, calc.total_text)


def test_the_same_code_cells_in_both_languages() -> None:
    for path in NOTEBOOKS:
        en = [_source(c) for c in _cells(path) if c["cell_type"] == "code"]
        ru = [_source(c) for c in _cells(LESSONS / "ru" / "adults" / path.name) if c["cell_type"] == "code"]
        assert en == ru, path.name
        assert all("\n" not in line.strip() for line in en), path.name  # one-line cells
