"""Every number an adults' lesson writes is checked: its facts (``tests/lessons/facts/``) say
what the lesson claims and mjcore computes the value; every other number of its text is a
NOT_CLAIMS match or a calculator's bold claim (``test_lesson_claims.py``).

A lesson with no facts module yet is in :data:`UNCOVERED`: that set must hold exactly the
lessons without one (the lead empties it as the modules of lessons 05-08 land).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.lessons.facts import LANGS, cells, coverage, fact_errors, facts_module, lesson_text, lessons, module_name, source

PAGES = [(lang, path) for lang in LANGS for path in lessons(lang)]
IDS = [f"{lang}-{module_name(path)}" for lang, path in PAGES]
COVERED = [(lang, path) for lang, path in PAGES if facts_module(path) is not None]

#: Lessons whose facts module has not landed yet (their numbers are not checked).
UNCOVERED = {"l08_riichi"}

#: Lessons checked for hidden notes (HTML comments) in their markdown; the lead adds 05-08 once
#: their merge notes are gone.
NO_COMMENTS = {"index", "l00_welcome", "l01_tiles", "l02_hands_waits", "l03_turn_claims", "l04_full_game",
               "l05_classical", "l06_mcr", "l07_hk", "l09_compare", "l10_strategy"}


def test_uncovered_lessons_are_exactly_those_without_facts() -> None:
    missing = {module_name(path) for _, path in PAGES if facts_module(path) is None}
    assert missing == UNCOVERED, f"without facts: {sorted(missing)}; UNCOVERED says {sorted(UNCOVERED)}"


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
    if module_name(path) not in NO_COMMENTS:
        pytest.skip("merge notes still expected here (lessons 05-08): the lead adds it to NO_COMMENTS")
    notes = [source(c) for c in cells(path) if c["cell_type"] == "markdown" and "<!--" in source(c)]
    assert not notes, f"{lang}/{path.name}: HTML comments in the markdown: {notes}"
