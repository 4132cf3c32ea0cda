"""Every number an adults' lesson writes is checked: its facts (``tests/lessons/facts/``) say
what the lesson claims and mjcore computes the value; every other number of its text is a
NOT_CLAIMS match or a calculator's bold claim (``test_lesson_claims.py``).

Every lesson of the course's adults' track and its start pages has a facts module
(``tests/lessons/facts/lNN_<stem>.py``); a new lesson without one fails the first test.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.lessons.facts import LANGS, cells, coverage, fact_errors, facts_module, lesson_text, lessons, module_name, source

PAGES = [(lang, path) for lang in LANGS for path in lessons(lang)]
IDS = [f"{lang}-{module_name(path)}" for lang, path in PAGES]
COVERED = [(lang, path) for lang, path in PAGES if facts_module(path) is not None]


def test_every_lesson_has_its_facts() -> None:
    missing = {module_name(path) for _, path in PAGES if facts_module(path) is None}
    assert not missing, f"lessons whose numbers nothing checks: {sorted(missing)}"


@pytest.mark.parametrize(("lang", "path"), COVERED, ids=[f"{lang}-{module_name(p)}" for lang, p in COVERED])
def test_every_fact_is_what_mjcore_computes(lang: str, path: Path) -> None:
    wrong = fact_errors(path, lang)
    assert not wrong, f"{lang}/{path.name}:\n" + "\n".join(wrong)


@pytest.mark.parametrize(("lang", "path"), COVERED, ids=[f"{lang}-{module_name(p)}" for lang, p in COVERED])
def test_every_number_of_the_text_is_checked(lang: str, path: Path) -> None:
    unchecked = coverage(path, lang).unchecked
    assert not unchecked, f"{lang}/{path.name}: numbers no test checks:\n" + "\n".join(unchecked)


@pytest.mark.parametrize(("lang", "path"), COVERED, ids=[f"{lang}-{module_name(p)}" for lang, p in COVERED])
def test_not_claims_say_why_and_match(lang: str, path: Path) -> None:
    text = lesson_text(path).text
    for ru, en, why in facts_module(path).NOT_CLAIMS:  # type: ignore[union-attr]
        assert why.strip(), (ru, en)
        assert re.search(ru if lang == "ru" else en, text, re.M), f"{lang}/{path.name}: no longer matches: {why}"


@pytest.mark.parametrize(("lang", "path"), PAGES, ids=IDS)
def test_no_hidden_notes_in_a_lessons_markdown(lang: str, path: Path) -> None:
    notes = [source(c) for c in cells(path) if c["cell_type"] == "markdown" and "<!--" in source(c)]
    assert not notes, f"{lang}/{path.name}: HTML comments in the markdown: {notes}"
