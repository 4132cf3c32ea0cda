"""Lesson 6's text states the core's numbers: every number of its markdown is a fact computed by
mjcore (``tests/lessons/facts/l06_mcr.py``) or named as no claim there, in both languages."""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LESSON = "adults/06_mcr.ipynb"


def _facts():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("l06_mcr_facts", Path(__file__).parent / "facts" / "l06_mcr.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # a dataclass looks its module up
    spec.loader.exec_module(module)
    return module


FACTS = _facts()


def text_of(lang: str) -> str:
    """The lesson's markdown, with what is no number of the text blanked out (same length kept):
    code spans, tile notation, link targets, HTML comments."""
    cells = json.loads((ROOT / "lessons" / lang / LESSON).read_text("utf-8"))["cells"]
    return "\n\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")


def blank(pattern: str, text: str) -> str:
    return re.sub(pattern, lambda m: " " * len(m.group()), text, flags=re.S)


def numbers(text: str) -> list[tuple[int, int]]:
    for pattern in (r"<!--.*?-->", r"`[^`]*`", r"\]\([^)]*\)", r"\[?\d+[mpszf]\]?"):
        text = blank(pattern, text)
    return [m.span() for m in re.finditer(r"\d+", text)]


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_fact_is_the_cores(lang: str) -> None:
    text = text_of(lang)
    for fact in FACTS.FACTS:
        found = [m.group(1) for m in re.finditer(getattr(fact, lang), text, flags=re.S)]
        assert found, f"{lang}: {fact.name} not found"
        assert all(v == str(fact.value) for v in found), f"{lang}: {fact.name} says {found}, the core {fact.value}"


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_number_is_checked(lang: str) -> None:
    text = text_of(lang)
    covered: set[int] = set()
    patterns = [getattr(f, lang) for f in FACTS.FACTS] + [ru if lang == "ru" else en for ru, en, _ in FACTS.NOT_CLAIMS]
    for pattern in patterns:
        for m in re.finditer(pattern, text, flags=re.S):
            for g in range(1, (m.lastindex or 0) + 1):
                covered.update(range(*m.span(g)))
    unchecked = [text[a:b] + " …" + text[max(0, a - 30):b + 10].replace("\n", " ") for a, b in numbers(text)
                 if not set(range(a, b)) <= covered]
    assert not unchecked, f"{lang}: numbers no test checks: {unchecked}"
    assert not re.search(r"<!--", text), "a hidden note left in the lesson"
