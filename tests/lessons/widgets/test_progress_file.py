"""The learner's progress file as the boards of a page share it: nothing one board saved is
overwritten by another's save, and a save of another notebook is read before the next one."""

from __future__ import annotations

import json

from lessons.widgets.kids.find_suit import FindSuitBoard
from lessons.widgets.kids.snake import SnakeBoard
from lessons.widgets.progress import ProgressFile


def _saved(path) -> list[str]:
    return [a["activity"] for a in json.loads(path.read_text("utf-8"))["activities"]]


def test_two_boards_of_a_page_keep_both_results(tmp_path, monkeypatch):
    path = tmp_path / "progress.json"
    monkeypatch.setenv("MAHJONG_TUTOR_PROGRESS", str(path))
    first, second = FindSuitBoard(lang="ru", seed=1), SnakeBoard(lang="ru", seed=1)
    assert first.progress is second.progress
    first.progress.record_activity("find_suit", score=5, now=1.0)
    second.progress.record_activity("snake", score=3, now=2.0)
    assert _saved(path) == ["find_suit", "snake"]


def test_a_save_of_another_notebook_is_read_before_the_next(tmp_path, monkeypatch):
    path = tmp_path / "progress.json"
    monkeypatch.setenv("MAHJONG_TUTOR_PROGRESS", str(path))
    board = FindSuitBoard(lang="en", seed=1)
    board.progress.record_activity("find_suit", score=5, now=1.0)
    ProgressFile(path).record_activity("memory", score=6, now=2.0)  # another notebook's kernel
    later = SnakeBoard(lang="en", seed=1)
    later.progress.record_activity("snake", score=3, now=3.0)
    assert _saved(path) == ["find_suit", "memory", "snake"]
    assert board.progress is later.progress
