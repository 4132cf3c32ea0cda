"""PostgreSQL through psycopg 3 and its pool, for several workers on one database.

- one update, one transaction on one pooled connection; :meth:`PostgresStore.load` inside it
  takes the user's row lock (``SELECT … FOR UPDATE``; a new user's row is first inserted, so
  the lock exists even before the first save), so two workers never interleave one user's
  updates: the second waits for the first to commit and then reads its result;
- versioned migrations in the table ``schema_version``, run under a transaction-level advisory
  lock, so workers starting together migrate once;
- timers are due-time rows claimed with ``FOR UPDATE SKIP LOCKED`` and a lease;
- a server that is gone gives :class:`~bot.storage.base.StorageUnavailable` (the pool checks a
  connection before lending it and waits at most ``timeout`` seconds for one).

Needs the ``postgres`` extra: ``pip install -e '.[bot,postgres]'``.

>>> PostgresStore.placeholders("SELECT data FROM sessions WHERE user_id=? AND x='?'")
"SELECT data FROM sessions WHERE user_id=%s AND x='?'"
"""

from __future__ import annotations

import json
import os
import re
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from bot.logic import Session, load_session
from bot.storage.base import POSTGRES_SCHEMES, UPDATE_MEMORY, Row, StorageUnavailable, Store, Timer
from mjcore.practice.areas import prior
from mjcore.practice.glicko import Rating
from mjcore.practice.pool import CONFIDENT_RD, item_after

try:
    import psycopg
    from psycopg_pool import ConnectionPool, PoolTimeout
except ImportError:  # pragma: no cover - the extra is not installed: PostgresStore says so when used
    HAVE_PSYCOPG = False
else:
    HAVE_PSYCOPG = True

#: The migrations in order; ``schema_version`` holds how many have run.
MIGRATIONS: tuple[tuple[str, ...], ...] = (
    ("CREATE TABLE sessions (user_id BIGINT PRIMARY KEY, data TEXT NOT NULL, updated DOUBLE PRECISION NOT NULL)",),
    ("CREATE TABLE timers (user_id BIGINT NOT NULL, name TEXT NOT NULL, due DOUBLE PRECISION NOT NULL, "
     "claimed_by TEXT, claimed_until DOUBLE PRECISION, PRIMARY KEY (user_id, name))",
     "CREATE INDEX timers_due ON timers (due)"),
    ("CREATE TABLE difficulty (skill TEXT PRIMARY KEY, data TEXT NOT NULL)",),
    ("CREATE TABLE updates (user_id BIGINT NOT NULL, update_id BIGINT NOT NULL, at DOUBLE PRECISION NOT NULL, "
     "PRIMARY KEY (user_id, update_id))",),
)
SCHEMA_VERSION = len(MIGRATIONS)
#: The advisory lock key workers take while migrating ("mjbot" in ASCII).
MIGRATION_LOCK = 0x6D6A626F74
DEFAULT_POOL_SIZE = 4


def _pool_size() -> int:
    try:
        return max(1, int(os.environ.get("MJ_BOT_POOL_SIZE", DEFAULT_POOL_SIZE)))
    except ValueError:
        return DEFAULT_POOL_SIZE


class _Rows:
    """What ``execute`` returns on :attr:`PostgresStore.db`: the fetched rows."""

    def __init__(self, rows: list[tuple[Any, ...]]) -> None:
        self._rows = rows

    def fetchone(self) -> tuple[Any, ...] | None:
        return self._rows[0] if self._rows else None

    def fetchall(self) -> list[tuple[Any, ...]]:
        return list(self._rows)


class _Qmark:
    """``store.db.execute(sql, params)`` as on a SQLite connection (``?`` placeholders), for
    tests and tools written against the SQLite store: inside a transaction on its connection,
    otherwise on a pooled connection of its own."""

    def __init__(self, store: PostgresStore) -> None:
        self.store = store

    def execute(self, sql: str, params: Sequence[Any] = ()) -> _Rows:
        def run(conn: psycopg.Connection[Any]) -> _Rows:
            cur = conn.execute(PostgresStore.placeholders(sql).encode(), tuple(params))
            return _Rows(cur.fetchall() if cur.description is not None else [])

        conn = self.store._current()
        if conn is not None:
            return run(conn)
        with self.store.transaction() as own:
            return run(own)


class PostgresStore(Store, schemes=POSTGRES_SCHEMES):
    """Sessions by user id in a PostgreSQL database, shared by any number of workers."""

    def __init__(self, url: str, *, pool_size: int | None = None, timeout: float = 2.0) -> None:
        if not HAVE_PSYCOPG:
            raise RuntimeError("PostgreSQL storage needs psycopg 3 and psycopg_pool: pip install -e '.[bot,postgres]'")
        self.url = url
        self.timeout = timeout
        self._local = threading.local()
        self.pool: ConnectionPool[Any] = ConnectionPool(
            url, min_size=1, max_size=pool_size or _pool_size(), timeout=timeout, open=False,
            # the pool's reconnection backoff doubles without a cap: give up after a few seconds so
            # that the next update after the server is back tries a fresh connection at once
            reconnect_timeout=max(4 * timeout, 5.0),
            check=ConnectionPool.check_connection, kwargs={"autocommit": False}, name="mj-bot")
        self.pool.open(wait=False)
        self.db = _Qmark(self)
        self.migrate()

    @staticmethod
    def placeholders(sql: str) -> str:
        """SQLite's ``?`` placeholders as psycopg's ``%s`` (outside quoted strings)."""
        return re.sub(r"('[^']*')|\?", lambda m: m.group(1) or "%s", sql)

    def _current(self) -> psycopg.Connection[Any] | None:
        return getattr(self._local, "conn", None)

    def _conn(self) -> psycopg.Connection[Any]:
        conn = self._current()
        if conn is None:
            raise RuntimeError("call inside store.transaction()")
        return conn

    @contextmanager
    def transaction(self) -> Iterator[psycopg.Connection[Any]]:
        if self._current() is not None:
            raise RuntimeError("store.transaction() does not nest")
        try:
            conn = self.pool.getconn()
        except (PoolTimeout, psycopg.OperationalError) as error:
            raise StorageUnavailable(f"the bot database cannot be reached: {error}") from error
        self._local.conn = conn
        try:
            try:
                yield conn
            except BaseException:
                try:
                    conn.rollback()
                except psycopg.Error:
                    pass  # the connection is gone: the server rolls the transaction back itself
                raise
            try:
                conn.commit()
            except psycopg.OperationalError as error:
                raise StorageUnavailable(f"the bot database went away while committing: {error}", retryable=False) from error
        except psycopg.OperationalError as error:
            raise StorageUnavailable(f"the bot database went away: {error}") from error
        finally:
            self._local.conn = None
            self.pool.putconn(conn)

    # --- schema ---------------------------------------------------------------------------

    def schema_version(self) -> int:
        with self.transaction() as conn:
            return self._version(conn)

    @staticmethod
    def _version(conn: psycopg.Connection[Any]) -> int:
        conn.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
        row = conn.execute("SELECT version FROM schema_version").fetchone()
        return 0 if row is None else int(row[0])

    def latest_version(self) -> int:
        return SCHEMA_VERSION

    def migrate(self, *, upto: int = SCHEMA_VERSION) -> None:
        """Run the migrations this database has not had (up to ``upto``), all in one transaction
        under an advisory lock: workers starting together migrate once, and a failed migration
        leaves the old schema."""
        with self.transaction() as conn:
            conn.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK,))
            version = self._version(conn)
            if version > SCHEMA_VERSION:
                raise RuntimeError(f"the bot database is newer (schema {version}) than this bot ({SCHEMA_VERSION})")
            for number in range(version, upto):
                for statement in MIGRATIONS[number]:
                    conn.execute(statement.encode())
            if upto > version:
                conn.execute("DELETE FROM schema_version")
                conn.execute("INSERT INTO schema_version (version) VALUES (%s)", (upto,))

    # --- sessions -------------------------------------------------------------------------

    def load(self, user_id: int) -> Session:
        conn = self._current()
        if conn is None:
            with self.transaction() as own:
                row = own.execute("SELECT data FROM sessions WHERE user_id=%s", (user_id,)).fetchone()
            return Session(user_id) if row is None else load_session(row[0], user_id)
        row = conn.execute("SELECT data FROM sessions WHERE user_id=%s FOR UPDATE", (user_id,)).fetchone()
        if row is None:  # a new user: a row to hold the lock, replaced by the save or rolled back
            conn.execute("INSERT INTO sessions (user_id, data, updated) VALUES (%s, %s, 0) ON CONFLICT (user_id) DO NOTHING",
                         (user_id, Session(user_id).to_json()))
            row = conn.execute("SELECT data FROM sessions WHERE user_id=%s FOR UPDATE", (user_id,)).fetchone()
        assert row is not None
        return load_session(row[0], user_id)

    def save(self, session: Session, now: float) -> None:
        self._conn().execute("INSERT INTO sessions (user_id, data, updated) VALUES (%s, %s, %s) ON CONFLICT (user_id) "
                             "DO UPDATE SET data=excluded.data, updated=excluded.updated",
                             (session.user_id, session.to_json(), now))

    def claim_update(self, user_id: int, update_id: int, now: float) -> bool:
        conn = self._conn()
        conn.execute("DELETE FROM updates WHERE user_id=%s AND at<%s", (user_id, now - UPDATE_MEMORY))
        cur = conn.execute("INSERT INTO updates (user_id, update_id, at) VALUES (%s, %s, %s) ON CONFLICT DO NOTHING",
                           (user_id, update_id, now))
        return cur.rowcount == 1

    def close(self) -> None:
        self.pool.close()

    # --- timers ---------------------------------------------------------------------------

    def _run(self, sql: str, params: tuple[Any, ...]) -> None:
        conn = self._current()
        if conn is not None:
            conn.execute(sql.encode(), params)
            return
        with self.transaction() as own:
            own.execute(sql.encode(), params)

    def schedule(self, timer: Timer) -> None:
        self._run("INSERT INTO timers (user_id, name, due) VALUES (%s, %s, %s) ON CONFLICT (user_id, name) "
                  "DO UPDATE SET due=excluded.due, claimed_by=NULL, claimed_until=NULL",
                  (timer.user_id, timer.name, timer.due))

    def cancel(self, user_id: int, name: str) -> None:
        self._run("DELETE FROM timers WHERE user_id=%s AND name=%s", (user_id, name))

    def claim_due(self, now: float, *, worker: str, lease: float = 60.0, limit: int = 100) -> list[Timer]:
        with self.transaction() as conn:
            rows = conn.execute(
                "UPDATE timers SET claimed_by=%s, claimed_until=%s WHERE (user_id, name) IN ("
                " SELECT user_id, name FROM timers WHERE due <= %s AND (claimed_until IS NULL OR claimed_until < %s)"
                " ORDER BY due LIMIT %s FOR UPDATE SKIP LOCKED) RETURNING user_id, name, due",
                (worker, now + lease, now, now, limit)).fetchall()
        return sorted((Timer(int(u), str(n), float(d)) for u, n, d in rows), key=lambda t: (t.due, t.user_id, t.name))

    def finish(self, timer: Timer) -> None:
        self._run("DELETE FROM timers WHERE user_id=%s AND name=%s AND due=%s", (timer.user_id, timer.name, timer.due))

    # --- exercises' difficulties ------------------------------------------------------------

    def difficulty(self, key: str) -> Rating | None:
        row = self.db.execute("SELECT data FROM difficulty WHERE skill=?", (key,)).fetchone()
        return None if row is None else Rating.from_json(json.loads(row[0]))

    def answered(self, key: str, learner: Rating, correct: bool) -> Rating:
        conn = self._conn()
        start = prior(key)
        if learner.rd > CONFIDENT_RD:  # a provisional learner's answer does not count
            return self.difficulty(key) or start
        conn.execute("INSERT INTO difficulty (skill, data) VALUES (%s, %s) ON CONFLICT (skill) DO NOTHING",
                     (key, json.dumps(start.to_json())))
        row = conn.execute("SELECT data FROM difficulty WHERE skill=%s FOR UPDATE", (key,)).fetchone()
        assert row is not None
        after = item_after(Rating.from_json(json.loads(row[0])), learner, correct)
        conn.execute("UPDATE difficulty SET data=%s WHERE skill=%s", (json.dumps(after.to_json()), key))
        return after

    def difficulties(self) -> dict[str, Rating]:
        with self.transaction() as conn:
            found = conn.execute("SELECT skill, data FROM difficulty ORDER BY skill").fetchall()
        return {str(k): Rating.from_json(json.loads(d)) for k, d in found}


    # --- copying --------------------------------------------------------------------------

    @property
    def target(self) -> str:
        return self.url

    def rows(self) -> Iterator[Row]:
        with self.transaction() as conn:
            found = conn.execute("SELECT user_id, data, updated FROM sessions ORDER BY user_id").fetchall()
        for user_id, data, updated in found:
            yield Row(int(user_id), str(data), float(updated))

    def timers(self) -> list[Timer]:
        with self.transaction() as conn:
            found = conn.execute("SELECT user_id, name, due FROM timers ORDER BY user_id, name").fetchall()
        return [Timer(int(u), str(n), float(d)) for u, n, d in found]

    def put_rows(self, rows: list[Row], timers: list[Timer], difficulty: dict[str, Rating] | None = None) -> None:
        with self.transaction() as conn, conn.cursor() as cur:
            cur.executemany("INSERT INTO sessions (user_id, data, updated) VALUES (%s, %s, %s) ON CONFLICT (user_id) "
                            "DO UPDATE SET data=excluded.data, updated=excluded.updated",
                            [(r.user_id, r.data, r.updated) for r in rows])
            for timer in timers:
                self.schedule(timer)
            cur.executemany("INSERT INTO difficulty (skill, data) VALUES (%s, %s) ON CONFLICT (skill) "
                            "DO UPDATE SET data=excluded.data", [(k, json.dumps(r.to_json())) for k, r in (difficulty or {}).items()])
