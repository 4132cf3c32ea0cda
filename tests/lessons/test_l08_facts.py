"""Lesson 8's numbers (tests/lessons/facts/l08_riichi.py): every number in its markdown is a
fact computed by the core or a declared non-claim, in both languages (the CHECKED NUMBERS rule)."""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
LESSON = "adults/08_riichi.ipynb"
#: What is not a number of the text: HTML comments, code spans, link targets, tile notation.
SKIP = re.compile(r"<!--.*?-->|`[^`]*`|\]\([^)]*\)|\[[\d ]+[mpsz]\]|\{[\d ]+[mpsz]\}|\d+[mpszf](?![\w])", re.S)


def _facts() -> ModuleType:
    spec = importlib.util.spec_from_file_location("l08_riichi_facts", ROOT / "tests/lessons/facts/l08_riichi.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # a dataclass needs its module
    spec.loader.exec_module(module)
    return module


def _markdown(lang: str) -> list[str]:
    cells = json.loads((ROOT / "lessons" / lang / LESSON).read_text("utf-8"))["cells"]
    return ["".join(c["source"]) for c in cells if c["cell_type"] == "markdown"]


def numbers_of(text: str) -> list[tuple[int, int]]:
    """The spans of the numbers of a markdown cell (after the preamble's removals)."""
    hidden = [m.span() for m in SKIP.finditer(text)]
    return [m.span() for m in re.finditer(r"\d+", text)
            if not any(a <= m.start() < b for a, b in hidden)]


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_fact_is_written_as_the_core_computes_it(lang: str) -> None:
    module = _facts()
    cells = _markdown(lang)
    for fact in module.FACTS:
        found = [m for text in cells for m in re.finditer(getattr(fact, lang), text)]
        assert found, f"{fact.name}: {getattr(fact, lang)!r} not in lesson 8 ({lang})"
        for m in found:
            assert m.group(1) == str(fact.value), f"{fact.name}: the lesson writes {m.group(1)}, the core {fact.value}"


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_number_of_the_lesson_is_checked(lang: str) -> None:
    module = _facts()
    unchecked = []
    for text in _markdown(lang):
        covered: set[tuple[int, int]] = set()
        for fact in module.FACTS:
            covered |= {m.span(1) for m in re.finditer(getattr(fact, lang), text)}
        for ru, en, _why in module.NOT_CLAIMS:
            for m in re.finditer(ru if lang == "ru" else en, text):
                covered |= {m.span(g) for g in range(1, (m.lastindex or 0) + 1) if m.group(g) is not None}
        unchecked += [text[max(0, a - 30):b + 10] for a, b in numbers_of(text) if (a, b) not in covered]
    assert not unchecked, f"numbers no test checks ({lang}): {unchecked}"


def test_a_wrong_number_fails() -> None:
    """The check can fail: lesson 8 edited to say a concealed kong of simples is 12 fu."""
    module = _facts()
    fact = next(f for f in module.FACTS if f.name == "closed kong")
    text = next(t for t in _markdown("en") if "of simples 8 and 16" in t).replace("of simples 8 and 16", "of simples 8 and 12")
    assert [m.group(1) for m in re.finditer(fact.en, text)] == ["12"] != [str(fact.value)]
