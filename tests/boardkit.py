"""Helpers for tests/lessons/widgets/kids/: a board's rows by CSS class, the progress log of one
activity, tiles selected by clicks (``from boardkit import rows_with``)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import ipywidgets as widgets

from lessons.widgets.board import Board
from lessons.widgets.kids.base import SelectBoard
from lessons.widgets.progress import ProgressFile

#: The course's languages, for ``@pytest.mark.parametrize("lang", LANGS)``.
LANGS = ["ru", "en"]


def history(path: Path, activity: str) -> list[dict]:
    return ProgressFile(path).history(activity)


def rows_with(board: Board, css: str) -> list[widgets.Widget]:
    """Every widget under the board's body carrying the CSS class ``css``."""
    found = []

    def walk(widget: widgets.Widget) -> Iterator[widgets.Widget]:
        yield widget
        for child in getattr(widget, "children", ()):
            yield from walk(child)

    for widget in walk(board.body):
        if css in getattr(widget, "_dom_classes", ()):
            found.append(widget)
    return found


def assert_logged(path: Path, activity: str, **expected: object) -> dict:
    """The one entry of ``activity`` in the progress file, with the ``expected`` values and its seconds."""
    entries = history(path, activity)
    assert len(entries) == 1
    entry = entries[0]
    for key, value in expected.items():
        assert entry[key] == value, key
    assert isinstance(entry["seconds"], float) and entry["seconds"] >= 0
    return entry


def select(board: SelectBoard, positions: tuple[int, ...] | list[int]) -> None:
    """Click the pile tiles at ``positions`` in that order."""
    for pos in positions:
        board.pile.children[pos].click()


def face_down(button: widgets.Button) -> bool:
    return "mj-back" in button._dom_classes
