"""The bot's SQLite file: one row of session JSON per user, WAL mode, a schema version with
migrations, one transaction per update (:meth:`Store.transaction`)."""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from bot.logic import Session, load_session

#: Schema migrations in order; the file's ``user_version`` says how many have run.
MIGRATIONS: tuple[str, ...] = (
    "CREATE TABLE sessions (user_id INTEGER PRIMARY KEY, data TEXT NOT NULL, updated REAL NOT NULL)",
)
SCHEMA_VERSION = len(MIGRATIONS)


def default_path() -> Path:
    """``MJ_BOT_DB`` or ``~/.local/share/mahjong-tutor/bot.sqlite3``."""
    env = os.environ.get("MJ_BOT_DB")
    return Path(env) if env else Path.home() / ".local" / "share" / "mahjong-tutor" / "bot.sqlite3"


class Store:
    """Sessions by user id in one SQLite file."""

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.execute("PRAGMA busy_timeout=5000")
        self.migrate()

    def migrate(self) -> None:
        version = self.db.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise RuntimeError(f"the bot database {self.path} is newer (schema {version}) than this bot ({SCHEMA_VERSION})")
        for number in range(version, SCHEMA_VERSION):
            with self.transaction():
                self.db.execute(MIGRATIONS[number])
                self.db.execute(f"PRAGMA user_version={number + 1}")

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        self.db.execute("BEGIN IMMEDIATE")
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

    def users(self) -> list[int]:
        """Every user with a stored session (a restarted bot arms their time limits again)."""
        return [row[0] for row in self.db.execute("SELECT user_id FROM sessions")]

    def close(self) -> None:
        self.db.close()
