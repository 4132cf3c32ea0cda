"""Fuzz of the notebook's progress file (issue 26, "nothing lost, no traceback"), with real files:
whatever bytes the learner's file holds, :class:`ProgressFile` opens it without an exception, the
progress page and a quiz open on it, the boards save, and nothing is lost — the file is left as it
was, or a backup byte-identical to it exists (a second bad file never overwrites the first's), or
every part of it is in what was saved. A file of a newer version is never written. An import
raises only the project's own error and loses nothing of the learner's file.

Quick seeded runs here; the long runs are marked ``slow``."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, seed, settings
from hypothesis import strategies as st

import lessons.widgets.progress_view as progress_view
from lessons.widgets.progress import ProgressFile
from lessons.widgets.progress_view import ProgressView
from lessons.widgets.quiz import QuizWidget
from mjcore.practice.record import Progress
from mjcore.practice.schedule import DAY
from mjcore.quiz.srs import ProgressError
from tests.mjcore.practice.jsonfuzz import KNOWN_BAD, base_record, texts

NOW = 20010 * DAY
QUICK = settings(max_examples=60, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
LONG = settings(max_examples=400, derandomize=True, deadline=None, database=None, suppress_health_check=list(HealthCheck))
GOOD = json.dumps(base_record(), ensure_ascii=False, indent=1).encode()


@pytest.fixture(autouse=True)
def _html_bars(monkeypatch: pytest.MonkeyPatch) -> None:
    """The charts as HTML bars (as in the static site): the same data, drawn in milliseconds."""
    monkeypatch.setattr(progress_view, "HAS_MATPLOTLIB", False)


def _folder(base: Path) -> Path:
    """A fresh folder for one example (hypothesis runs many in one test's ``tmp_path``)."""
    folder = base / f"ex{len(list(base.iterdir()))}"
    folder.mkdir()
    return folder


def _kept(folder: Path, data: bytes) -> bool:
    """Whether a file of ``folder`` holds exactly ``data`` (the learner's file, or its backup)."""
    return any(f.is_file() and f.read_bytes() == data for f in folder.iterdir())


def _newer(data: bytes) -> bool:
    """Whether the file says it is of a newer version (at its top, or its record's)."""
    try:
        found = json.loads(data)
    except (ValueError, RecursionError):
        return False
    if not isinstance(found, dict):
        return False
    versions = [found.get("version")]
    if isinstance(found.get("quiz"), dict) and found.get("format") != "mjcore-progress":
        versions.append(found["quiz"].get("version"))
    return any(isinstance(v, int) and not isinstance(v, bool) and v > 2 for v in versions)


def _all_saved(data: bytes, path: Path) -> bool:
    """Whether everything ``data`` held is in the file saved since: a whole record, every
    activity of it among the saved ones (a file every part of which was read and kept)."""
    try:
        found = json.loads(data)
        Progress.from_json(found)
        saved = json.loads(path.read_bytes())
        have = {json.dumps(a, sort_keys=True) for a in saved["activities"]}
        # "activities": null holds nothing to keep (the record reads it as none)
        return all(json.dumps(a, sort_keys=True, allow_nan=False) in have for a in found.get("activities") or [])
    except (ValueError, RecursionError, ProgressError, TypeError, KeyError, AttributeError, OSError):
        return False


def check_file(base: Path, data: bytes, quiz: bool = True) -> None:
    folder = _folder(base)
    path = folder / "progress.json"
    path.write_bytes(data)
    store = ProgressFile(path)
    assert _kept(folder, data), "opening lost the file"
    view = ProgressView(lang="en", progress=store)
    if quiz:
        QuizWidget("tile_name", count=1, seed=1, lang="ru", progress=store).choose("x")
    store.record_activity("memory", score=6, won=True, now=NOW)
    store.record_answer("tile_name:1", True, now=NOW)
    if _newer(data):
        assert path.exists() and path.read_bytes() == data, "a newer version's file was written"
    assert _kept(folder, data) or _all_saved(data, path), "the learner's file is lost"
    view.reload_button.click()
    again = ProgressFile(path)
    assert again.problem is None or _newer(data), again.problem
    if not _newer(data):
        assert [a["activity"] for a in again.activities][-1:] == ["memory"]
    ProgressView(lang="ru", progress=again)


def check_two(base: Path, first: bytes, second: bytes) -> None:
    """A bad file, a save, then another bad file (another tool wrote it), a save: the backup
    of the first is still there, byte for byte, and the second is kept too."""
    folder = _folder(base)
    path = folder / "progress.json"
    backups: dict[Path, bytes] = {}
    for data in (first, second):
        path.write_bytes(data)
        os.utime(path, ns=(time.time_ns(), time.time_ns() + len(data)))  # seen as changed
        ProgressFile(path).record_activity("snake", score=1, now=NOW)
        assert _kept(folder, data) or _all_saved(data, path), "the learner's file is lost"
        assert all(p.exists() and p.read_bytes() == b for p, b in backups.items()), "a backup was overwritten"
        backups.update((p, p.read_bytes()) for p in folder.iterdir() if p.name.endswith(".bad"))


def check_import(base: Path, data: bytes) -> None:
    folder = _folder(base)
    path = folder / "progress.json"
    path.write_bytes(GOOD)
    store = ProgressFile(path)
    try:
        store.import_bytes(data)
    except ProgressError as error:
        assert error.message("en") and "\n" not in error.message("en")
    saved = ProgressFile(path)
    assert saved.problem is None
    before = Progress.from_json(base_record())
    assert {k for k, _ in before.skills} <= {k for k, _ in saved.quiz.skills}
    assert len(saved.activities) >= len(base_record()["activities"])
    ProgressView(lang="en", progress=saved)


def _examples(test: Any) -> Any:
    for data in KNOWN_BAD:
        test = example(data)(test)
    return test


@QUICK
@given(texts())
@_examples
@example(b'{"format": "mjcore-progress", "version": 2, "activities": null}')
def test_any_file_opens_saves_and_loses_nothing(tmp_path_factory: pytest.TempPathFactory, data: bytes) -> None:
    check_file(tmp_path_factory.mktemp("f"), data, quiz=False)


@settings(QUICK, max_examples=15)
@given(texts())
def test_a_quiz_opens_on_any_file(tmp_path_factory: pytest.TempPathFactory, data: bytes) -> None:
    check_file(tmp_path_factory.mktemp("q"), data, quiz=True)


@settings(QUICK, max_examples=30)
@given(texts(), texts())
@example(b"\xd0", b"[" * 100000)
@example(b'{"version": 3, "skills": {}}', b"\xd0")
def test_a_second_bad_file_keeps_the_first_backup(tmp_path_factory: pytest.TempPathFactory, first: bytes,
                                                  second: bytes) -> None:
    check_two(tmp_path_factory.mktemp("t"), first, second)


@QUICK
@given(texts())
@_examples
def test_an_import_of_any_file_loses_nothing(tmp_path_factory: pytest.TempPathFactory, data: bytes) -> None:
    check_import(tmp_path_factory.mktemp("i"), data)


@pytest.mark.slow
@LONG
@seed(2626)
@given(st.one_of(texts(), st.binary(max_size=3000)))
def test_any_file_long_run(tmp_path_factory: pytest.TempPathFactory, data: bytes) -> None:
    base = tmp_path_factory.mktemp("l")
    check_file(base, data, quiz=len(data) % 4 == 0)
    check_import(base, data)


@pytest.mark.slow
@settings(LONG, max_examples=100)
@seed(2627)
@given(texts(), texts())
def test_two_files_long_run(tmp_path_factory: pytest.TempPathFactory, first: bytes, second: bytes) -> None:
    check_two(tmp_path_factory.mktemp("lt"), first, second)
