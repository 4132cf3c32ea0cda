"""The learner's progress file when it is not what it should be (issue 26): each file the fuzz
and the issue found, opened by the boards that use it — nothing lost, nothing raised, and the
learner told on the board, in the board's language."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

import lessons.widgets.progress_view as progress_view
from lessons.widgets.kids.snake import SnakeBoard
from lessons.widgets.progress import ProgressFile
from lessons.widgets.progress_view import ProgressView
from lessons.widgets.quiz import QuizWidget
from mjcore.practice.record import MAX_BYTES
from mjcore.practice.schedule import DAY
from tests.mjcore.practice.jsonfuzz import base_record, russian_record_bytes

NOW = 20010 * DAY
GOOD = json.dumps(base_record(), ensure_ascii=False, indent=1).encode()
CUT = russian_record_bytes()[: russian_record_bytes().index("урок".encode()) + 1]  # inside a Cyrillic letter
UNREADABLE = {"cut": CUT, "utf16_garbage": "[\u0420".encode("utf-16"), "inf": b"1e400", "deep": b"[" * 100000,
              "not_json": b"{version: 2}"}


@pytest.fixture
def path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    found = tmp_path / "progress.json"
    monkeypatch.setenv("MAHJONG_TUTOR_PROGRESS", str(found))
    monkeypatch.setattr(progress_view, "HAS_MATPLOTLIB", False)
    return found


def _backups(path: Path) -> list[Path]:
    return sorted(path.parent.glob(path.name + ".*.bad"))


@pytest.mark.parametrize("name", sorted(UNREADABLE))
def test_an_unreadable_file_is_kept_and_every_board_opens_and_says_so(path: Path, name: str) -> None:
    data = UNREADABLE[name]
    path.write_bytes(data)
    quiz = QuizWidget("tile_name", count=1, seed=1, lang="en")  # the default file, as a lesson opens it
    quiz.choose("x")  # the answer is recorded: the file is opened
    [backup] = _backups(path)
    assert backup.read_bytes() == data
    assert "could not be read" in quiz.progress_notice_text and backup.name in quiz.progress_notice_text
    board = SnakeBoard(lang="ru", seed=1)
    board.progress.record_activity("snake", score=3, now=NOW)
    assert "не читается" in board.progress_notice_text  # the board's own language
    view = ProgressView(lang="en")
    assert backup.name in view.feedback_text
    assert [a["activity"] for a in ProgressFile(path).activities] == ["quiz", "snake"]


def test_utf16_of_a_record_is_read(path: Path) -> None:
    """JSON in UTF-16 (a file saved so by an editor) is JSON: read, written back as UTF-8."""
    path.write_bytes(GOOD.decode().encode("utf-16"))
    store = ProgressFile(path)
    assert store.problem is None and len(store.activities) == 3
    store.record_activity("memory", now=NOW)
    assert len(json.loads(path.read_bytes())["activities"]) == 4


@pytest.mark.parametrize("when", ['"yesterday"', "null", "1e20", "Infinity"])
def test_an_imported_activity_with_a_bad_time_is_refused_and_the_page_opens(path: Path, when: str) -> None:
    store = ProgressFile(path)
    store.record_activity("memory", score=6, now=NOW)
    data = f'{{"version": 2, "streak": 1, "activities": [{{"activity": "memory", "when": {when}}}, ' \
           f'{{"activity": "snake", "when": {NOW}}}]}}'.encode()
    view = ProgressView(lang="en", progress=store)
    view.import_file(data)
    assert "activities.0.when" in view.feedback_text and "not a time" in view.feedback_text
    assert [a["activity"] for a in ProgressFile(path).activities] == ["memory", "snake"]
    ProgressView(lang="ru")  # every later opening of the page works
    ProgressView(lang="en").reload_button.click()


def test_a_span_that_is_not_a_number_is_refused(path: Path) -> None:
    data = json.loads(GOOD)
    data["activities"].append({"activity": "code_lock", "when": NOW, "span": float("nan")})
    path.write_text(json.dumps(data))
    view = ProgressView(lang="en")
    assert view.spans() == [4] and "activities.3.span" in view.feedback_text
    [backup] = _backups(path)
    assert backup.read_text() == json.dumps(data)


def test_a_second_bad_file_never_overwrites_the_first_backup(path: Path) -> None:
    """Before: a learner's 50 activities were set aside as progress.json.bad, and the next bad
    file replaced that backup: 50 activities became 1, no copy left."""
    data = json.loads(GOOD)
    data["activities"] = [{"activity": "memory", "when": NOW + i} for i in range(50)]
    first = json.dumps(data).encode()[:-1]  # cut: not JSON
    path.write_bytes(first)
    ProgressFile(path).record_activity("snake", now=NOW + 100)
    path.write_bytes(b"\xff\xfe\x00")
    ProgressFile(path).record_activity("snake", now=NOW + 200)
    kept = [p.read_bytes() for p in _backups(path)]
    assert first in kept and b"\xff\xfe\x00" in kept and len(kept) == 2


def test_a_partly_bad_file_is_copied_once_before_it_is_written(path: Path) -> None:
    data = json.loads(GOOD)
    data["daily"].append("yesterday")
    path.write_text(json.dumps(data))
    original = path.read_bytes()
    for _ in range(3):  # the page, a quiz, a reload: one copy
        ProgressFile(path)
    [backup] = _backups(path)
    assert backup.read_bytes() == original and path.read_bytes() == original
    store = ProgressFile(path)
    assert store.problem == "progress.partly" and "daily.1" in store.notice("en")
    store.record_answer("tile_name:1", True, now=NOW)
    assert ProgressFile(path).problem is None and backup.read_bytes() == original


def test_a_newer_versions_file_is_read_and_never_written(path: Path) -> None:
    data = json.loads(GOOD)
    data["version"] = 3
    data["future"] = {"something": "new"}
    data["skills"]["tile_name:1"]["memory"]["new_field"] = 1
    original = json.dumps(data).encode()
    path.write_bytes(original)
    quiz = QuizWidget("tile_name", count=1, seed=1, lang="en")
    quiz.choose(quiz.question.answer[0] if quiz.question.options else "1")
    assert "newer version" in quiz.progress_notice_text and "version 3" in quiz.progress_notice_text
    store = quiz.progress
    assert store.read_only and store.quiz.skill("tile_name:1").seen >= 2  # read, and this answer kept in memory
    SnakeBoard(lang="en", seed=1).progress.record_activity("snake", now=NOW)
    ProgressView(lang="en").import_file(GOOD)
    assert path.read_bytes() == original and _backups(path) == []
    view = ProgressView(lang="ru")
    assert "более новой версией" in view.feedback_text and "Tiles" not in view.summary_text


def test_a_file_larger_than_the_bound_is_set_aside_unread(path: Path) -> None:
    with open(path, "wb") as file:  # a sparse gigabyte: reading it would take seconds and the memory
        file.truncate(1 << 30)
    started = time.perf_counter()
    store = ProgressFile(path)
    assert time.perf_counter() - started < 1.0
    [backup] = _backups(path)
    assert backup.stat().st_size == 1 << 30 and not path.exists()
    assert str(MAX_BYTES) in store.notice("en")


def test_a_file_that_cannot_be_opened_is_never_written(path: Path) -> None:
    path.mkdir()  # a folder where the file should be
    store = ProgressFile(path)
    store.record_activity("snake", now=NOW)
    assert store.read_only and store.problem == "progress.unreadable" and path.is_dir()
    assert [a["activity"] for a in store.activities] == ["snake"]  # kept in this session


def test_a_rating_of_a_million_is_refused_on_import(path: Path) -> None:
    view = ProgressView(lang="en")
    view.import_file(json.dumps({"version": 2, "ratings": {"areas": {"tiles": {"r": 1e6, "rd": 45, "vol": 0.06}}}}).encode())
    assert "ratings.areas.tiles.r" in view.feedback_text and view.store.quiz.area_rating("tiles").rating == 1500
    QuizWidget("tile_name", count=1, seed=1, lang="en").choose("1")
