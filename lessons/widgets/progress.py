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
its results.

Nothing in the file is ever lost, whatever it holds (every part is checked by the core,
:meth:`mjcore.practice.Progress.read` and :func:`~mjcore.practice.record.read_activities`):

- a file that cannot be read at all (not UTF-8 text, not JSON, nested too deeply, no record,
  larger than :data:`~mjcore.practice.record.MAX_BYTES`: such a file is not read into memory)
  is set aside under a name of its own, ``progress.json.20261204-101500.bad`` (``-2``, ``-3``...
  when taken: a backup is never overwritten), and a fresh record starts;
- a file some parts of which are not valid (a time written as text, a rating of a million...)
  is read without them, and copied first to such a backup, byte for byte, before a save
  writes the rest;
- a file of a newer version of the course is read as far as this version knows it and never
  written (:attr:`ProgressFile.read_only`: the boards keep this session's results in memory);
  so is a file that cannot be opened (no permission, not a file).

:attr:`ProgressFile.problem` says what happened (:meth:`ProgressFile.notice` in words); every
board that saves shows it once, and the progress page shows it.

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
import html
import json
import os
import stat
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

from lessons.widgets.texts import t
from mjcore.i18n import Message
from mjcore.practice import Progress
from mjcore.practice.record import MAX_ACTIVITIES, MAX_BYTES, VERSION, parse, read_activities, refused_summary, why_not
from mjcore.quiz.srs import ProgressError

ENV = "MAHJONG_TUTOR_PROGRESS"
#: The versions of the file this code reads and writes (a newer one is read, never written).
VERSIONS = tuple(range(1, VERSION + 1))
#: Oldest entries are dropped beyond this many activities: the core's :data:`MAX_ACTIVITIES`.


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
        if given and given.problem:
            given.tell(widget)
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
        #: ``None``, or the widgets' catalog key of what happened reading the file
        #: (``progress.set_aside``, ``progress.partly``, ``progress.newer``, ``progress.unreadable``)
        #: with its parameters (:attr:`problem_params`; :meth:`notice` shows it).
        self.problem: str | None = None
        self.problem_params: dict[str, Any] = {}
        #: Whether the file is never written in this session (a newer version's, one that
        #: cannot be opened, or one that could not be backed up): changes stay in memory.
        self.read_only = False
        #: The backups made of the learner's file in this session (newest last).
        self.backups: list[Path] = []
        self._locked = False
        self._told: set[int] = set()
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

    # -- reading ---------------------------------------------------------------------------------
    def load(self, *, tries: int = 3) -> None:
        """Read the file, in place of what this record held (a missing file is an empty record).

        Never raises: what cannot be read is kept aside and said (see the module docstring).

        >>> import tempfile, pathlib
        >>> path = pathlib.Path(tempfile.mkdtemp()) / "p.json"
        >>> _ = path.write_bytes(b'{"version": 2, "streak": 3, "activities": [{"activity": "memory", "when": "yesterday"}]}')
        >>> store = ProgressFile(path)
        >>> store.quiz.streak, store.activities, store.problem, store.backups[0].read_bytes() == path.read_bytes()
        (3, [], 'progress.partly', True)
        """
        kept = (self.problem, self.problem_params) if self.problem in ("progress.set_aside", "progress.partly") else None
        self.quiz, self.activities, self.problem, self.problem_params, self.read_only = Progress(), [], None, {}, False
        self._stamp = stamp = _stamp(self.path)
        self._read(stamp, tries)
        if self.problem is None and kept is not None:  # a backup made in this session is still said
            self.problem, self.problem_params = kept
        elif kept is None or self.problem != kept[0]:
            self._told = set()

    def _read(self, stamp: tuple[int, int] | None, tries: int) -> None:
        try:
            found = self.path.stat()
            if not stat.S_ISREG(found.st_mode):
                raise IsADirectoryError(str(self.path))
            if found.st_size > MAX_BYTES:  # not read into memory
                self._set_aside(stamp, Message.of("record.why.too_big", limit=MAX_BYTES), tries)
                return
            with open(self.path, "rb") as file:
                data = file.read(MAX_BYTES + 1)
        except FileNotFoundError:
            return
        except OSError:
            self._unreadable()
            return
        try:
            if len(data) > MAX_BYTES:
                raise ProgressError("error.progress.bad", reason=Message.of("record.why.too_big", limit=MAX_BYTES))
            parsed = parse(data)
            reading = Progress.read(parsed, newer=True)
        except ProgressError as error:
            self._set_aside(stamp, why_not(error), tries)
            return
        kept, refused = read_activities(parsed.get("activities"))
        self.quiz, self.activities = reading.progress, kept
        if reading.newer:
            self.read_only = True
            self._say("progress.newer", version=reading.version, supported=VERSION)
            return
        refused = reading.refused + refused
        if refused:
            self._keep_copy(data, refused)

    def _unreadable(self) -> None:
        """The file is there and cannot be read: never written over in this session."""
        self.read_only = True
        self._say("progress.unreadable")

    def _say(self, key: str, **params: Any) -> None:
        self.problem, self.problem_params = key, params

    def _set_aside(self, stamp: tuple[int, int] | None, reason: Message, tries: int) -> None:
        """Move the unreadable file to a backup of its own and start a fresh record — when it is
        still the file read (else read the new one)."""
        try:
            with self._holding():
                if _stamp(self.path) != stamp:  # replaced meanwhile (another notebook saved): read that
                    if tries > 0:
                        self.load(tries=tries - 1)
                    else:
                        self._unreadable()
                    return
                backup = _reserve(self.path)
                try:
                    os.replace(self.path, backup)
                except OSError:
                    backup.unlink()
                    raise
        except OSError:  # no backup can be made: the file stays as it is, and is not written
            self._unreadable()
            return
        self.backups.append(backup)
        self._stamp = _stamp(self.path)
        self._say("progress.set_aside", reason=reason, name=backup.name)

    def _keep_copy(self, data: bytes, refused: tuple[Message, ...]) -> None:
        """Copy the file as it is to a backup (once) before a save writes it without the parts
        left out; if no copy can be made, the file is not written."""
        try:
            backup = _copy_of(self.path, data)
            if backup is None:
                with self._holding():
                    backup = _reserve(self.path)
                    with open(backup, "wb") as file:
                        file.write(data)
                        file.flush()
                        os.fsync(file.fileno())
        except OSError:
            self._unreadable()
            return
        self.backups.append(backup)
        self._say("progress.partly", parts=refused_summary(refused), name=backup.name)

    def _holding(self) -> Any:
        """This kernel's turn at the file, unless it has it already (inside :meth:`changing`)."""
        return nullcontext() if self._locked else _turn(self.path)

    def notice(self, lang: str | None = None) -> str:
        """What :attr:`problem` says, in ``lang`` (``""`` when all is well)."""
        if not self.problem:
            return ""
        params = {k: v.text(lang) if isinstance(v, Message) else v for k, v in self.problem_params.items()}
        return t(self.problem, lang, **params)

    def unsaved(self, lang: str | None = None) -> str:
        """Why a change was kept in memory only (:attr:`read_only`), in ``lang``; ``""`` when it
        was saved — what a board says after a result it could not write.

        >>> import tempfile, pathlib
        >>> blocker = pathlib.Path(tempfile.mkdtemp()) / "file"
        >>> _ = blocker.write_text("not a folder")
        >>> store = ProgressFile(blocker / "p.json")
        >>> store.record_activity("memory", score=6, won=True, now=1.0)
        >>> store.unsaved("en") == t("progress.unreadable", "en"), len(store.activities)
        (True, 1)
        """
        return self.notice(lang) if self.read_only else ""

    def tell(self, board: Any) -> None:
        """Show :meth:`notice` on ``board``, once per board: a line above its feedback line, or
        under its title where the feedback is inside the board (the kids' boards)."""
        children = list(getattr(board, "children", ()))
        feedback, title = getattr(board, "feedback", None), getattr(board, "title", None)
        if id(board) in self._told or not {id(feedback), id(title)} & {id(c) for c in children}:
            return  # told already, or the board is not built yet (asked again later)
        import ipywidgets as widgets

        self._told.add(id(board))
        text = self.notice(getattr(board, "lang", None))
        board.progress_notice_text = text
        board.progress_notice = widgets.HTML(f'<div class="mj-msg mj-bad mj-progress-notice">{html.escape(text)}</div>')
        where = children.index(feedback) if feedback in children else children.index(title) + 1
        children.insert(where, board.progress_notice)
        board.children = children

    # -- writing ---------------------------------------------------------------------------------
    @contextmanager
    def changing(self) -> Iterator[None]:
        """Change the record as the file holds it now, then save: a kernel of another notebook
        (a second tab) may have saved since this one read the file, and its results stay. The
        change is an operation (a result added, a day marked), made again on the fresh record;
        kernels take turns through ``<file>.lock`` where the system has ``flock``. A file that
        is :attr:`read_only` keeps the change in memory only.

        >>> import tempfile, pathlib
        >>> path = pathlib.Path(tempfile.mkdtemp()) / "p.json"
        >>> one, two = ProgressFile(path), ProgressFile(path)  # two notebooks open
        >>> one.record_activity("memory", score=6, won=True, now=1.0)
        >>> with two.changing():
        ...     two.quiz = two.quiz.mark_daily("2026-12-04")
        >>> [a["activity"] for a in ProgressFile(path).activities], ProgressFile(path).quiz.daily
        (['memory'], ('2026-12-04',))
        """
        if self.read_only and self._stamp == _stamp(self.path):
            yield
            return
        with _turn(self.path):
            self._locked = True
            try:
                if self._stamp != _stamp(self.path):
                    self.load()
                yield
                self.save()
            finally:
                self._locked = False

    def save(self) -> None:
        """Write the record atomically (never a :attr:`read_only` file)."""
        if self.read_only:
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        temporary = self.path.with_suffix(f"{self.path.suffix}.{os.getpid()}.tmp")  # a kernel's own
        temporary.write_bytes(self.export_bytes())
        temporary.replace(self.path)
        self._stamp = _stamp(self.path)

    def record_activity(self, activity: str, *, now: float | None = None, **result: Any) -> None:
        """Log one finished activity (``score=``, ``won=``, ``span=``... as JSON values) and save
        (a result the core would not read back, a NaN say, is left out)."""
        entry = {"activity": activity, "when": time.time() if now is None else now}
        entry.update((k, v) for k, v in result.items() if not read_activities([{**entry, k: v}])[1])
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
        return json.dumps(data, ensure_ascii=False, indent=1, allow_nan=False).encode("utf-8")

    def import_bytes(self, data: bytes) -> tuple[Message, ...]:
        """Merge a record exported by the bot or another notebook into this one and save; nothing
        either held is lost (:meth:`mjcore.practice.Progress.merge`). Every part is checked by
        the core first: the parts that are not valid are left out and returned (each a message
        naming it and why). :class:`ProgressError` (localized) if the bytes are not a record, or
        nothing in them is valid; then nothing changes.

        >>> import tempfile, pathlib
        >>> store = ProgressFile(pathlib.Path(tempfile.mkdtemp()) / "p.json")
        >>> left = store.import_bytes(b'{"version": 2, "completed": ["lesson:1"], "best_streak": 1e400}')
        >>> store.quiz.completed, [m.text("en") for m in left]
        (('lesson:1',), ['best_streak: not a whole number from 0 to 1000000000'])
        """
        parsed = parse(data)
        reading = Progress.read(parsed)
        extra, refused = read_activities(parsed.get("activities") if isinstance(parsed, dict) else None)
        refused = reading.refused + refused
        if refused and not extra and reading.progress == Progress():
            raise ProgressError("error.progress.bad", reason=refused_summary(refused))
        with self.changing():
            known = {json.dumps(a, sort_keys=True) for a in self.activities}
            for entry in extra:
                if json.dumps(entry, sort_keys=True) not in known:
                    self.activities.append(entry)
            self.activities.sort(key=lambda a: float(a.get("when", 0.0)))
            self.quiz = self.quiz.merge(reading.progress)
        return refused

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


def _reserve(path: Path) -> Path:
    """A backup name of its own beside ``path``, created empty (so nobody else takes it):
    ``progress.json.20261204-101500.bad``, then ``...-2.bad``, ``...-3.bad``."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for count in range(1, 10_000):
        backup = path.with_name(f"{path.name}.{stamp}{'' if count == 1 else f'-{count}'}.bad")
        try:
            os.close(os.open(backup, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644))
        except FileExistsError:
            continue
        return backup
    raise FileExistsError(str(path))


def _copy_of(path: Path, data: bytes) -> Path | None:
    """A backup of ``path`` already holding exactly ``data`` (the same file opened again)."""
    for backup in sorted(path.parent.glob(f"{path.name}.*.bad")):
        try:
            if backup.stat().st_size == len(data) and backup.read_bytes() == data:
                return backup
        except OSError:
            continue
    return None


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
