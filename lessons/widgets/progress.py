"""The learner's progress, saved to a local JSON file and reloaded next time.

One file per learner (default ``~/.mahjong-tutor/progress.json``; the environment variable
``MAHJONG_TUTOR_PROGRESS`` or the ``path`` argument choose another) holding the progress
record of :class:`mjcore.practice.Progress` — the same record the bot keeps, so the file itself
is what the bot's ``/export`` sends and takes back — plus a log of played activities
(mini-games, lessons, games) for the parent's charts::

    {"format": "mjcore-progress", "version": 2, ...Progress.to_json()...,
     "activities": [{"activity": "memory", "when": 1764489600.0, "score": 6, "won": true}, ...]}

The file of version 1 (``{"version": 1, "quiz": {...Leitner boxes...}, "activities": [...]}``)
is read and migrated (:mod:`mjcore.practice.record`); it is rewritten as version 2 on the next
save.

Every change is written at once, atomically (a temporary file, then a rename), so closing
the notebook loses nothing. A change is made to the record as the file holds it at that
moment (:meth:`ProgressFile.changing`): another notebook's kernel that saved meanwhile keeps
its results.  A file that cannot be read is set aside as ``*.bad`` (never
deleted) and a fresh record starts; :attr:`ProgressFile.problem` says so in words.

>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / "p.json"
>>> store = ProgressFile(path)
>>> store.record_activity("memory", score=6, won=True, now=100.0)
>>> store.record_answer("tile_name:1", True, now=100.0)
>>> again = ProgressFile(path)
>>> [a["activity"] for a in again.activities], again.quiz.skill("tile_name:1").seen
(['memory'], 1)
"""

from __future__ import annotations

import functools
import json
import os
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager, nullcontext
from pathlib import Path
from typing import IO, Any

try:
    import fcntl
except ImportError:  # Windows: the re-read before each change only
    fcntl = None  # type: ignore[assignment]

from mjcore.practice import Progress
from mjcore.quiz.srs import ProgressError

ENV = "MAHJONG_TUTOR_PROGRESS"
#: The versions of the file this code reads (it writes the last).
VERSIONS = (1, 2)
#: Oldest entries are dropped beyond this many activities.
MAX_ACTIVITIES = 5000


class SavesTo:
    """The ``progress`` attribute of a widget that saves results (read it, never set it):
    the :class:`ProgressFile` given as ``progress=`` (kept in ``widget._progress``), else the
    learner's default file, opened on first use; ``None`` when saving is off (``progress=False``).

    >>> class Quiz:
    ...     progress = SavesTo()
    ...     def __init__(self, progress=None):
    ...         self._progress = progress
    >>> Quiz(False).progress is None, isinstance(Quiz().progress, ProgressFile)
    (True, True)
    """

    def __get__(self, widget: Any, owner: type | None = None) -> Any:
        if widget is None:
            return self
        given = widget._progress
        if given is None or given is True:
            given = widget._progress = ProgressFile.shared()
        return given or None


#: In the static site (Pyodide) the home folder lives in memory and is gone on reload; the
#: site's own files (``/drive``, kept in the browser's storage) keep the record, where the
#: file browser also downloads and uploads it.
BROWSER_DRIVE = Path("/drive")


def default_path() -> Path:
    """``$MAHJONG_TUTOR_PROGRESS``, else ``~/.mahjong-tutor/progress.json`` — in the static site
    ``/drive/mahjong-tutor-progress.json`` (the browser's storage)."""
    chosen = os.environ.get(ENV)
    if chosen:
        return Path(chosen).expanduser()
    if sys.platform == "emscripten" and _browser_drive():
        return BROWSER_DRIVE / "mahjong-tutor-progress.json"
    return Path.home() / ".mahjong-tutor" / "progress.json"


@functools.cache
def _browser_drive() -> bool:
    """Whether the site's drive is mounted (asked once: each look is a request to the page)."""
    return BROWSER_DRIVE.is_dir()


#: The learner's records opened by :meth:`ProgressFile.shared`, one per file.
_SHARED: dict[Path, ProgressFile] = {}


class ProgressFile:
    """The progress record of one learner, backed by a JSON file (see the module docstring)."""

    def __init__(self, path: Path | str | None = None) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.quiz = Progress()
        self.activities: list[dict[str, Any]] = []
        #: ``None``, or the catalog key of what went wrong reading the file (``progress.reset``).
        self.problem: str | None = None
        self.load()

    @classmethod
    def shared(cls) -> ProgressFile:
        """The learner's default record, one per file in this Python: the boards of a page
        record into the same one, so one board's save never overwrites another's results;
        read again when the file changed since (another notebook saved).

        >>> import os, tempfile
        >>> os.environ[ENV] = os.path.join(tempfile.mkdtemp(), "p.json")
        >>> first, second = ProgressFile.shared(), ProgressFile.shared()
        >>> first.record_activity("memory", score=6, won=True, now=1.0)
        >>> second.record_activity("snake", score=3, won=True, now=2.0)
        >>> first is second, [a["activity"] for a in ProgressFile(os.environ.pop(ENV)).activities]
        (True, ['memory', 'snake'])
        """
        path = default_path()
        found = _SHARED.get(path)
        if found is None:
            found = _SHARED[path] = cls(path)
        elif found._stamp != _stamp(path):
            found.load()
        return found

    def load(self) -> None:
        """Read the file, in place of what this record held (a missing file is an empty record)."""
        self.quiz, self.activities, self.problem = Progress(), [], None
        self._stamp = _stamp(self.path)
        try:
            text = self.path.read_text("utf-8")
        except FileNotFoundError:
            return
        except OSError:
            self.problem = "progress.unreadable"
            return
        try:
            data = json.loads(text)
            if not isinstance(data, dict) or data.get("version") not in VERSIONS:
                raise ValueError("version")
            self.quiz = Progress.from_json(data if data.get("quiz", True) else Progress().to_json())
            activities = data.get("activities", [])
            if not isinstance(activities, list) or not all(isinstance(a, dict) and "activity" in a for a in activities):
                raise ValueError("activities")
            self.activities = activities
        except (ValueError, ProgressError):
            self.path.replace(self.path.with_suffix(self.path.suffix + ".bad"))
            self.quiz, self.activities = Progress(), []
            self.problem = "progress.reset"

    @contextmanager
    def changing(self) -> Iterator[None]:
        """Change the record as the file holds it now, then save: a kernel of another notebook
        (a second tab) may have saved since this one read the file, and its results stay. The
        change is an operation (a result added, a day marked), made again on the fresh record;
        kernels take turns through ``<file>.lock`` where the system has ``flock``.

        >>> import tempfile, pathlib
        >>> path = pathlib.Path(tempfile.mkdtemp()) / "p.json"
        >>> one, two = ProgressFile(path), ProgressFile(path)  # two notebooks open
        >>> one.record_activity("memory", score=6, won=True, now=1.0)
        >>> with two.changing():
        ...     two.quiz = two.quiz.mark_daily("2026-12-04")
        >>> [a["activity"] for a in ProgressFile(path).activities], ProgressFile(path).quiz.daily
        (['memory'], ('2026-12-04',))
        """
        with _turn(self.path):
            if self._stamp != _stamp(self.path):
                self.load()
            yield
            self.save()

    def save(self) -> None:
        """Write the record atomically."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        data = {**self.quiz.to_json(), "activities": self.activities[-MAX_ACTIVITIES:]}
        temporary = self.path.with_suffix(f"{self.path.suffix}.{os.getpid()}.tmp")  # a kernel's own
        temporary.write_text(json.dumps(data, ensure_ascii=False, indent=1), "utf-8")
        temporary.replace(self.path)
        self._stamp = _stamp(self.path)

    def record_activity(self, activity: str, *, now: float | None = None, **result: Any) -> None:
        """Log one finished activity (``score=``, ``won=``, ``span=``... as JSON values) and save."""
        entry = {"activity": activity, "when": time.time() if now is None else now, **result}
        with self.changing():
            self.activities.append(entry)
            self.quiz = self.quiz.complete(activity)

    def record_answer(self, skill: str, correct: bool, *, now: float | None = None) -> None:
        """Record a quiz answer for ``skill`` (``family:level``) and save."""
        with self.changing():
            self.quiz = self.quiz.record(skill, correct, time.time() if now is None else now)

    def export_bytes(self) -> bytes:
        """The whole record as the file's bytes (what the bot's ``/export`` takes back)."""
        data = {**self.quiz.to_json(), "activities": self.activities[-MAX_ACTIVITIES:]}
        return json.dumps(data, ensure_ascii=False, indent=1).encode("utf-8")

    def import_bytes(self, data: bytes) -> None:
        """Merge a record exported by the bot or another notebook into this one and save; nothing
        either held is lost (:meth:`mjcore.practice.Progress.merge`). :class:`ProgressError`
        (localized) if the bytes are not a record; then nothing changes."""
        other = Progress.loads(data)
        try:
            parsed = json.loads(data)
        except ValueError:
            parsed = {}
        extra = parsed.get("activities") if isinstance(parsed, dict) else None
        with self.changing():
            known = {json.dumps(a, sort_keys=True) for a in self.activities}
            if isinstance(extra, list):
                for entry in extra:
                    if isinstance(entry, dict) and "activity" in entry and json.dumps(entry, sort_keys=True) not in known:
                        self.activities.append(entry)
                self.activities.sort(key=lambda a: float(a.get("when", 0.0)) if isinstance(a.get("when"), int | float) else 0.0)
            self.quiz = self.quiz.merge(other)

    def record_daily(self, date: str, skill: str, correct: bool, *, now: float | None = None) -> None:
        """Record the daily hand of ``date`` (its first answer only) and save."""
        with self.changing():
            self.quiz = self.quiz.solved_daily(date, correct, time.time() if now is None else now, skill)

    def add_puzzles(self, puzzles: Any) -> None:
        """Queue personal puzzles (from a game's review) and save."""
        with self.changing():
            self.quiz = self.quiz.add_puzzles(puzzles)

    def history(self, activity: str) -> list[dict[str, Any]]:
        """The logged results of one activity, oldest first."""
        return [entry for entry in self.activities if entry["activity"] == activity]


def _turn(path: Path) -> Any:
    """This kernel's turn at the learner's file (``flock`` on ``<file>.lock``; no lock where
    the system has none, or in the site's browser storage)."""
    if fcntl is None or sys.platform == "emscripten":
        return nullcontext()
    return _flocked(path.with_suffix(path.suffix + ".lock"))


@contextmanager
def _flocked(lock_path: Path) -> Iterator[IO[bytes]]:
    lock_path.parent.mkdir(parents=True, exist_ok=True)  # a first record: its folder is new
    with open(lock_path, "ab") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # a save takes milliseconds
        try:
            yield lock
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def _stamp(path: Path) -> tuple[int, int] | None:
    """The file's modification time and size (``None``: no file), to see that it changed."""
    try:
        found = path.stat()
    except OSError:
        return None
    return found.st_mtime_ns, found.st_size
