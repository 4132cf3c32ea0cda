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


def test_a_board_opened_before_another_notebook_saved_keeps_that_save(tmp_path, monkeypatch):
    """Two notebooks open in two tabs: the first tab's board was created (its record read)
    before the second tab saved. Before, the first tab's next save wrote its old copy over the
    file, and the second tab's result was gone."""
    path = tmp_path / "progress.json"
    monkeypatch.setenv("MAHJONG_TUTOR_PROGRESS", str(path))
    board = FindSuitBoard(lang="en", seed=1)
    board.progress.record_activity("find_suit", score=5, now=1.0)
    other = ProgressFile(path)  # the second tab's kernel
    other.record_activity("memory", score=6, now=2.0)
    other.record_answer("tile_name:1", True, now=2.0)
    board.progress.record_activity("find_suit", score=7, now=3.0)  # the same board, again
    board.progress.record_answer("tile_name:1", False, now=3.0)
    assert _saved(path) == ["find_suit", "memory", "find_suit"]
    assert ProgressFile(path).quiz.skill("tile_name:1").seen == 2


def _record_many(path: str, name: str, count: int, together) -> None:  # type: ignore[no-untyped-def]
    store = ProgressFile(path)
    together.wait(60)  # both kernels started: they save at the same time
    for n in range(count):
        store.record_activity(name, score=n, now=float(n))


def test_two_kernels_saving_at_once_keep_every_result(tmp_path):
    """Two processes (two kernels) recording at the same time, 40 results each: all 80 are in
    the file (they take turns through the lock file, each change made on the fresh record)."""
    import multiprocessing

    path = str(tmp_path / "progress.json")
    context = multiprocessing.get_context("spawn")
    together = context.Barrier(2)
    kernels = [context.Process(target=_record_many, args=(path, name, 40, together)) for name in ("memory", "snake")]
    for kernel in kernels:
        kernel.start()
    for kernel in kernels:
        kernel.join(60)
    assert [kernel.exitcode for kernel in kernels] == [0, 0]
    saved = _saved(tmp_path / "progress.json")
    assert saved.count("memory") == 40 and saved.count("snake") == 40
