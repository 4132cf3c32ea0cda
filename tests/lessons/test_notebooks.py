"""The lesson notebooks: ru/en twins share their code, their text is translated, and they all run.

Every lessons/ru/X.ipynb has a twin lessons/en/X.ipynb with the same code cells in the same
order (source and tags), so the two trees cannot drift apart; only the markdown differs.
The notebooks also run under nbval: `pytest --nbval-lax lessons/`.
"""

from __future__ import annotations

import re
from itertools import zip_longest
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

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
ALL = [
    pytest.param(language, relative, id=f"{language}/{relative}")
    for language in LANGUAGES
    for relative in sorted(notebooks(language))
]


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


@pytest.mark.slow
@pytest.mark.parametrize(("language", "relative"), ALL)
def test_notebook_runs_without_errors(language: str, relative: Path) -> None:
    path = LESSONS / language / relative
    notebook = nbformat.read(path, as_version=4)
    client = NotebookClient(
        notebook,
        kernel_name="python3",
        timeout=60,
        allow_errors=True,
        resources={"metadata": {"path": str(path.parent)}},
    )
    client.execute()
    errors = [
        (number, cell, output)
        for number, cell in enumerate(notebook.cells, start=1)
        if cell.cell_type == "code"
        for output in cell.get("outputs", [])
        if output.output_type == "error"
    ]
    if errors:
        summary = "\n".join(
            f"  cell {number} {cell.source.splitlines()[0] if cell.source else ''!r}: "
            f"{output.ename}: {output.evalue}"
            for number, cell, output in errors
        )
        first = re.sub(r"\x1b\[[0-9;]*m", "", "\n".join(errors[0][2].get("traceback", [])))
        pytest.fail(f"lessons/{language}/{relative} raised:\n{summary}\n\nfirst traceback:\n{first}")
