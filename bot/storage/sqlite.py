"""The embedded default: one SQLite file, one row of session JSON per user, WAL mode, the schema
version in ``user_version``, one ``BEGIN IMMEDIATE`` transaction per update (it locks the whole
file, so one user's updates never interleave; one process is the intended use).

The bot's worker processes take turns at the file through a lock file beside it
(``<file>.lock``, ``flock``) before ``BEGIN IMMEDIATE``, tried again every 0.2 ms: a worker
waiting for the other goes on right after it commits. SQLite's own wait (``busy_timeout``)
sleeps 1, 2, 5, 10, 25… ms between tries, and made one update in a hundred wait 30-180 ms
behind a 2 ms one.

>>> import tempfile, pathlib
>>> store = SqliteStore(pathlib.Path(tempfile.mkdtemp()) / "b.sqlite3")
>>> with store.transaction():
...     store.schedule(Timer(5, "claim", 10.0))
>>> store.claim_due(11.0, worker="w1"), store.claim_due(11.0, worker="w2")
([Timer(user_id=5, name='claim', due=10.0)], [])
>>> store.close()
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows has no flock: there, SQLite's own busy wait only
    fcntl = None  # type: ignore[assignment]

from bot.logic import Session, load_session
from bot.storage.base import UPDATE_MEMORY, Row, StorageUnavailable, Store, Timer, default_target
from mjcore.practice.areas import prior
from mjcore.practice.glicko import Rating
from mjcore.practice.pool import item_after

#: Schema migrations in order, each a few statements; the file's ``user_version`` says how many
#: have run. 1: the sessions; 2: the timers' due-time rows; 3: the exercises' difficulties;
#: 4: the Telegram updates applied (a redelivered one is not applied twice).
MIGRATIONS: tuple[tuple[str, ...], ...] = (
    ("CREATE TABLE sessions (user_id INTEGER PRIMARY KEY, data TEXT NOT NULL, updated REAL NOT NULL)",),
    ("CREATE TABLE timers (user_id INTEGER NOT NULL, name TEXT NOT NULL, due REAL NOT NULL, "
     "claimed_by TEXT, claimed_until REAL, PRIMARY KEY (user_id, name))",
     "CREATE INDEX timers_due ON timers (due)"),
    ("CREATE TABLE difficulty (skill TEXT PRIMARY KEY, data TEXT NOT NULL)",),
    ("CREATE TABLE updates (user_id INTEGER NOT NULL, update_id INTEGER NOT NULL, at REAL NOT NULL, "
     "PRIMARY KEY (user_id, update_id))",),
)
SCHEMA_VERSION = len(MIGRATIONS)
#: How long a transaction waits for the writer lock before the update is refused ("try again"),
#: as SQLite's ``busy_timeout`` below.
LOCK_TIMEOUT = 5.0


def default_path() -> Path:
    """``MJ_BOT_DB`` (when it is a file) or ``~/.local/share/mahjong-tutor/bot.sqlite3``."""
    target = default_target()
    return target if isinstance(target, Path) else Path.home() / ".local" / "share" / "mahjong-tutor" / "bot.sqlite3"


class SqliteStore(Store, schemes=("file",)):
    """Sessions by user id in one SQLite file."""

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self.db.execute(f"PRAGMA busy_timeout={int(LOCK_TIMEOUT * 1000)}")
        self.lock_file = open(f"{self.path}.lock", "ab") if fcntl is not None else None  # closed in close()
        # A new file's switch to WAL takes the file alone and does not wait for SQLite's busy
        # handler: processes starting at once on it take turns (else one got "database is locked").
        with self._turn():
            self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.migrate()

    def schema_version(self) -> int:
        return int(self.db.execute("PRAGMA user_version").fetchone()[0])

    def latest_version(self) -> int:
        return SCHEMA_VERSION

    def migrate(self) -> None:
        """Run the migrations this file has not had, each in its own transaction."""
        with self.transaction():
            version = self.schema_version()
        if version > SCHEMA_VERSION:
            raise RuntimeError(f"the bot database {self.path} is newer (schema {version}) than this bot ({SCHEMA_VERSION})")
        for number in range(version, SCHEMA_VERSION):
            with self.transaction():
                if self.schema_version() != number:  # another process migrated meanwhile
                    continue
                for statement in MIGRATIONS[number]:
                    self.db.execute(statement)
                self.db.execute(f"PRAGMA user_version={number + 1}")

    def _take_turn(self) -> None:
        """Take the writer lock: tried every 0.2 ms (a turn is a few ms), refused after
        LOCK_TIMEOUT as SQLite's own wait is (a hung holder must not hang everyone)."""
        assert fcntl is not None and self.lock_file is not None
        deadline = time.monotonic() + LOCK_TIMEOUT
        while True:
            try:
                fcntl.flock(self.lock_file, fcntl.LOCK_EX | fcntl.LOCK_NB)
                return
            except BlockingIOError:
                if time.monotonic() > deadline:
                    raise StorageUnavailable("the bot database is busy: its writer lock was held too long") from None
                time.sleep(0.0002)

    @contextmanager
    def _turn(self) -> Iterator[None]:
        """This process's turn at the file (the lock file; SQLite's own wait where there is none)."""
        if self.lock_file is not None:
            self._take_turn()
        try:
            yield
        finally:
            if self.lock_file is not None:
                fcntl.flock(self.lock_file, fcntl.LOCK_UN)

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        with self._turn():
            try:
                self.db.execute("BEGIN IMMEDIATE")
            except sqlite3.OperationalError as error:  # "database is locked" past busy_timeout
                raise StorageUnavailable(f"the bot database is busy: {error}") from error
            try:
                yield self.db
            except BaseException:
                self.db.execute("ROLLBACK")
                raise
            self.db.execute("COMMIT")

    def load(self, user_id: int) -> Session:
        row = self.db.execute("SELECT data FROM sessions WHERE user_id=?", (user_id,)).fetchone()
        return Session(user_id) if row is None else load_session(row[0], user_id)

    def save(self, session: Session, now: float) -> None:
        self.db.execute("INSERT INTO sessions (user_id, data, updated) VALUES (?, ?, ?) "
                        "ON CONFLICT(user_id) DO UPDATE SET data=excluded.data, updated=excluded.updated",
                        (session.user_id, session.to_json(), now))

    def claim_update(self, user_id: int, update_id: int, now: float) -> bool:
        self.db.execute("DELETE FROM updates WHERE user_id=? AND at<?", (user_id, now - UPDATE_MEMORY))
        return self.db.execute("INSERT OR IGNORE INTO updates (user_id, update_id, at) VALUES (?, ?, ?)",
                               (user_id, update_id, now)).rowcount == 1

    def close(self) -> None:
        self.db.close()
        if self.lock_file is not None:
            self.lock_file.close()

    def schedule(self, timer: Timer) -> None:
        self.db.execute("INSERT INTO timers (user_id, name, due) VALUES (?, ?, ?) ON CONFLICT(user_id, name) "
                        "DO UPDATE SET due=excluded.due, claimed_by=NULL, claimed_until=NULL",
                        (timer.user_id, timer.name, timer.due))

    def cancel(self, user_id: int, name: str) -> None:
        self.db.execute("DELETE FROM timers WHERE user_id=? AND name=?", (user_id, name))

    def claim_due(self, now: float, *, worker: str, lease: float = 60.0, limit: int = 100) -> list[Timer]:
        with self.transaction():
            rows = self.db.execute("SELECT user_id, name, due FROM timers WHERE due <= ? AND "
                                   "(claimed_until IS NULL OR claimed_until < ?) ORDER BY due LIMIT ?",
                                   (now, now, limit)).fetchall()
            self.db.executemany("UPDATE timers SET claimed_by=?, claimed_until=? WHERE user_id=? AND name=?",
                                [(worker, now + lease, r[0], r[1]) for r in rows])
        return [Timer(int(r[0]), str(r[1]), float(r[2])) for r in rows]

    def finish(self, timer: Timer) -> None:
        self.db.execute("DELETE FROM timers WHERE user_id=? AND name=? AND due=?", (timer.user_id, timer.name, timer.due))

    def difficulty(self, key: str) -> Rating | None:
        row = self.db.execute("SELECT data FROM difficulty WHERE skill=?", (key,)).fetchone()
        return None if row is None else Rating.from_json(json.loads(row[0]))

    def answered(self, key: str, learner: Rating, correct: bool) -> Rating:
        # inside the update's BEGIN IMMEDIATE: the file is locked for writing, so nobody else
        # counts an answer between this read and the write
        before = self.difficulty(key) or prior(key)
        after = item_after(before, learner, correct)
        if after is not before:
            self.db.execute("INSERT INTO difficulty (skill, data) VALUES (?, ?) "
                            "ON CONFLICT(skill) DO UPDATE SET data=excluded.data", (key, json.dumps(after.to_json())))
        return after

    def difficulties(self) -> dict[str, Rating]:
        found = self.db.execute("SELECT skill, data FROM difficulty ORDER BY skill")
        return {str(k): Rating.from_json(json.loads(d)) for k, d in found}


    @property
    def target(self) -> str:
        return str(self.path)

    def rows(self) -> Iterator[Row]:
        for user_id, data, updated in self.db.execute("SELECT user_id, data, updated FROM sessions ORDER BY user_id"):
            yield Row(int(user_id), str(data), float(updated))

    def timers(self) -> list[Timer]:
        found = self.db.execute("SELECT user_id, name, due FROM timers ORDER BY user_id, name")
        return [Timer(int(u), str(n), float(d)) for u, n, d in found]

    def put_rows(self, rows: list[Row], timers: list[Timer], difficulty: dict[str, Rating] | None = None) -> None:
        with self.transaction():
            self.db.executemany("INSERT INTO sessions (user_id, data, updated) VALUES (?, ?, ?) ON CONFLICT(user_id) "
                                "DO UPDATE SET data=excluded.data, updated=excluded.updated",
                                [(r.user_id, r.data, r.updated) for r in rows])
            for timer in timers:
                self.schedule(timer)
            self.db.executemany("INSERT INTO difficulty (skill, data) VALUES (?, ?) "
                                "ON CONFLICT(skill) DO UPDATE SET data=excluded.data",
                                [(k, json.dumps(r.to_json())) for k, r in (difficulty or {}).items()])
