"""The lesson notebooks: ru/en twins share their code, their text is translated, and they all run.

Every lessons/ru/X.ipynb has a twin lessons/en/X.ipynb with the same code cells in the same
order (source and tags), so the two trees cannot drift apart; only the markdown differs.
The notebooks themselves run under nbval: pyproject's testpaths include lessons/ and addopts
carry ``--nbval-lax``, so every code cell of every notebook must run without an error.
"""

from __future__ import annotations

import re
from itertools import zip_longest
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).parents[2]
LESSONS = ROOT / "lessons"
LANGUAGES = ("ru", "en")


def notebooks(language: str) -> set[Path]:
    """The notebooks of one language, as paths relative to lessons/<language>/."""
    base = LESSONS / language
    return {
        path.relative_to(base)
        for path in base.rglob("*.ipynb")
        if ".ipynb_checkpoints" not in path.parts
    }


def read(language: str, relative: Path) -> nbformat.NotebookNode:
    return nbformat.read(LESSONS / language / relative, as_version=4)


def code_cells(notebook: nbformat.NotebookNode) -> list[tuple[str, list[str]]]:
    return [
        (cell.source, sorted(cell.metadata.get("tags", [])))
        for cell in notebook.cells
        if cell.cell_type == "code"
    ]


def markdown_cells(notebook: nbformat.NotebookNode) -> list[str]:
    return [cell.source for cell in notebook.cells if cell.cell_type == "markdown"]


TWINS = sorted(notebooks("ru") & notebooks("en"))


def test_there_are_lessons() -> None:
    assert TWINS, f"no notebooks under {LESSONS}/ru and {LESSONS}/en"


def test_every_notebook_has_a_twin() -> None:
    only_ru = sorted(map(str, notebooks("ru") - notebooks("en")))
    only_en = sorted(map(str, notebooks("en") - notebooks("ru")))
    assert not only_ru and not only_en, (
        f"notebooks without a twin: only in lessons/ru: {only_ru}; only in lessons/en: {only_en}"
    )


@pytest.mark.parametrize("relative", TWINS, ids=str)
def test_twins_have_identical_code_cells(relative: Path) -> None:
    ru, en = code_cells(read("ru", relative)), code_cells(read("en", relative))
    differ = [
        f"code cell {number}:\n  ru: {pair_ru!r}\n  en: {pair_en!r}"
        for number, (pair_ru, pair_en) in enumerate(zip_longest(ru, en), start=1)
        if pair_ru != pair_en
    ]
    assert not differ, (
        f"lessons/ru/{relative} and lessons/en/{relative} differ in code (source, tags):\n"
        + "\n".join(differ)
    )


@pytest.mark.parametrize("relative", TWINS, ids=str)
def test_markdown_is_translated(relative: Path) -> None:
    english = {text.strip() for text in markdown_cells(read("en", relative))}
    untranslated = [
        text
        for text in markdown_cells(read("ru", relative))
        if any(char.isalpha() for char in text) and text.strip() in english
    ]
    assert not untranslated, (
        f"markdown of lessons/ru/{relative} left as in lessons/en/{relative}:\n"
        + "\n---\n".join(untranslated)
    )


CYRILLIC = re.compile(r"[А-Яа-яЁё]")
# Words that are the same in both languages: links, notation, code.
NOT_TEXT = re.compile(r"`[^`]*`|\]\([^)]*\)|<[^>]+>|https?://\S+")


def visible_words(markdown: str) -> str:
    """The markdown without code spans, link targets and HTML tags."""
    return NOT_TEXT.sub(" ", markdown)


@pytest.mark.parametrize("relative", TWINS, ids=str)
def test_each_language_speaks_only_its_own(relative: Path) -> None:
    """Russian markdown is in Russian, English markdown has no Russian left in it."""
    english_left = [
        text for text in markdown_cells(read("ru", relative))
        if re.search(r"[A-Za-z]{4,}", visible_words(text)) and not CYRILLIC.search(text)
    ]
    russian_left = [text for text in markdown_cells(read("en", relative)) if CYRILLIC.search(visible_words(text))]
    assert not english_left, f"lessons/ru/{relative}: cells without Russian:\n" + "\n---\n".join(english_left)
    assert not russian_left, f"lessons/en/{relative}: Russian left in:\n" + "\n---\n".join(russian_left)


@pytest.mark.parametrize("relative", TWINS, ids=str)
def test_code_cells_carry_no_words(relative: Path) -> None:
    """Code is shared by both languages, so any Russian in it would be untranslated in English."""
    offending = [source for source, _tags in code_cells(read("ru", relative)) if CYRILLIC.search(source)]
    assert not offending, f"lessons/*/{relative}: code cells with Russian words: {offending}"


LINK = re.compile(r"\]\(([^)#\s]+\.ipynb)(?:#[^)]*)?\)")


@pytest.mark.parametrize("language", LANGUAGES)
def test_links_between_lessons_lead_somewhere(language: str) -> None:
    """Every relative link to a notebook (the index, "next lesson") names an existing one."""
    broken = [
        f"{relative}: {target}"
        for relative in sorted(notebooks(language))
        for text in markdown_cells(read(language, relative))
        for target in LINK.findall(text)
        if not target.startswith("http") and not (LESSONS / language / relative).parent.joinpath(target).exists()
    ]
    assert not broken, f"lessons/{language}: broken links: {broken}"


def test_the_index_links_every_lesson() -> None:
    for language in LANGUAGES:
        linked = set(LINK.findall("\n".join(markdown_cells(read(language, Path("index.ipynb"))))))
        missing = {str(path) for path in notebooks(language)} - linked - {"index.ipynb"}
        assert not missing, f"lessons/{language}/index.ipynb does not link {sorted(missing)}"
