"""Lesson 5's numbers: each fact of ``tests/lessons/facts/l05_classical.py`` is what the lesson
writes, in ru and en, and every number of its markdown is a fact or named as no claim.

A number is a run of digits in a markdown cell once code spans, tile notation (``123m``,
``[5555m]``), link targets and HTML comments are taken out.
"""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("l05_classical", ROOT / "tests/lessons/facts/l05_classical.py")
assert _spec is not None and _spec.loader is not None
facts = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = facts  # a dataclass looks its module up
_spec.loader.exec_module(facts)


def _blank(match: re.Match[str]) -> str:
    return " " * len(match.group(0))


def markdown(lang: str) -> str:
    """The lesson's markdown cells, joined, with what is no number blanked out (same length)."""
    cells = json.loads((ROOT / f"lessons/{lang}/adults/05_classical.ipynb").read_text("utf-8"))["cells"]
    text = "\n\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    for pattern in (r"<!--.*?-->", r"`[^`]*`", r"\]\([^)]*\)", r"[\[{]?\d+[mpszf]\b[\]}]?"):
        text = re.sub(pattern, _blank, text, flags=re.S)
    return text


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_fact_is_what_the_lesson_writes(lang: str) -> None:
    text = markdown(lang)
    for fact in facts.FACTS:
        found = re.search(getattr(fact, lang), text)
        assert found, f"{fact.name}: {getattr(fact, lang)!r} not in the {lang} lesson"
        assert found.group(1) == str(fact.value), f"{fact.name}: the lesson says {found.group(1)}, the core {fact.value}"


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_number_is_checked(lang: str) -> None:
    text = markdown(lang)
    covered: set[int] = set()
    for fact in facts.FACTS:
        found = re.search(getattr(fact, lang), text)
        if found:
            covered.add(found.start(1))
    for claim in facts.NOT_CLAIMS:
        for found in re.finditer(claim[0 if lang == "ru" else 1], text):
            covered.update(found.start(g) for g in range(1, len(found.groups()) + 1))
    loose = [(m.group(0), text[max(0, m.start() - 40):m.end() + 10]) for m in re.finditer(r"\d+", text)
             if m.start() not in covered]
    assert not loose, loose
