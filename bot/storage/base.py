"""The one small interface every bot storage has: :class:`Store`.

``Store(target)`` opens the storage ``target`` names: a ``postgresql://`` (or ``postgres://``)
URL gives :class:`~bot.storage.postgres.PostgresStore`, anything else is a SQLite file
(:class:`~bot.storage.sqlite.SqliteStore`); ``None`` means ``MJ_BOT_DB`` or the default file.
One place decides what a target means, :func:`resolve`, and the implementation chosen is given
that very target (``MJ_BOT_DB=postgresql://…`` opens that server, not the local default socket).

One update is one transaction::

    with store.transaction():
        session = store.load(user_id)     # inside a transaction: the user's row is locked
        ...
        store.save(session, now)

A storage that cannot be reached raises :class:`StorageUnavailable`; the transaction is then
rolled back (nothing half-applied) and the runner retries or answers "try again".

>>> import tempfile, pathlib
>>> store = Store(pathlib.Path(tempfile.mkdtemp()) / "bot.sqlite3")
>>> with store.transaction():
...     store.save(store.load(5), now=1.0)
>>> type(store).__name__, store.schema_version() == store.latest_version(), store.load(5).user_id
('SqliteStore', True, 5)
>>> store.close()
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar, TypeVar
from urllib.parse import urlsplit, urlunsplit

from bot.logic import Session
from mjcore.practice.glicko import Rating

#: URL schemes that name a PostgreSQL server.
POSTGRES_SCHEMES = ("postgresql", "postgres")
#: Seconds an applied update's id is remembered (Telegram gives up redelivering after 24 hours).
UPDATE_MEMORY = 2 * 86400.0


class StorageUnavailable(RuntimeError):
    """The database could not be reached (or went away mid-update); the update was rolled back.

    ``retryable`` is false when the connection broke while committing: the update may or may
    not have been applied, so it must not be run again (the user is asked to try again).
    """

    def __init__(self, message: str, *, retryable: bool = True) -> None:
        super().__init__(message)
        self.retryable = retryable


@dataclass(frozen=True, slots=True)
class Timer:
    """A due-time row: ``name`` fires for ``user_id`` at ``due`` (seconds since the epoch).

    >>> Timer(5, "claim", 12.5)
    Timer(user_id=5, name='claim', due=12.5)
    """

    user_id: int
    name: str
    due: float


@dataclass(frozen=True, slots=True)
class Row:
    """One stored session as it lies in the database (for copying between storages)."""

    user_id: int
    data: str
    updated: float


def is_postgres(target: object) -> bool:
    """Whether ``target`` is a PostgreSQL URL.

    >>> is_postgres("postgresql://u@127.0.0.1/db"), is_postgres("bot.sqlite3"), is_postgres(None)
    (True, False, False)
    """
    return isinstance(target, str) and urlsplit(target).scheme in POSTGRES_SCHEMES


def default_target() -> str | Path:
    """``MJ_BOT_DB`` (a file or a ``postgresql://`` URL) or ``~/.local/share/mahjong-tutor/bot.sqlite3``."""
    env = os.environ.get("MJ_BOT_DB")
    if env:
        return env if is_postgres(env) else Path(env)
    return Path.home() / ".local" / "share" / "mahjong-tutor" / "bot.sqlite3"


def resolve(target: object = None) -> str | Path:
    """What ``target`` names: ``None`` (or an empty string) is :func:`default_target`, a
    ``postgresql://`` URL stays itself, anything else is a file.

    >>> resolve("postgresql://u@127.0.0.1/db"), resolve("bot.sqlite3")
    ('postgresql://u@127.0.0.1/db', PosixPath('bot.sqlite3'))
    """
    if target is None or target == "":
        return default_target()
    if is_postgres(target):
        return str(target)
    return Path(os.fspath(target))  # type: ignore[call-overload]


def redact(target: object) -> str:
    """``target`` fit to print: a URL loses its password.

    >>> redact("postgresql://bot:secret@db.example:5432/mj")
    'postgresql://bot:***@db.example:5432/mj'
    """
    text = str(target)
    if not is_postgres(text):
        return text
    url = urlsplit(text)
    if url.password is None:
        return text
    host = url.netloc.rsplit("@", 1)[1]
    return urlunsplit(url._replace(netloc=f"{url.username}:***@{host}"))


T = TypeVar("T")


class _Opens(type):
    """``Store(target)``: the target resolved once (:func:`resolve`), the implementation its
    scheme names, and that implementation opened on that same target."""

    def __call__(cls: type[T], target: Any = None, **options: Any) -> T:
        if cls is Store:
            where = resolve(target)
            kind = Store.kinds[urlsplit(where).scheme if isinstance(where, str) else "file"]
            return type.__call__(kind, where, **options)
        return type.__call__(cls, target, **options)


class Store(metaclass=_Opens):
    """Sessions by user id, the schema version, and the timers' due-time rows.

    ``Store(target)`` returns the right implementation (see the module's text).
    """

    #: URL schemes -> the implementation that serves them (filled by ``class X(Store, schemes=...)``);
    #: a target with none of them is a file, served by the one registered for ``"file"``. Importing
    #: this module imports the package ``bot.storage`` first, which imports every implementation.
    kinds: ClassVar[dict[str, type[Store]]] = {}

    def __init_subclass__(cls, schemes: tuple[str, ...] = (), **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        for scheme in schemes:
            Store.kinds[scheme] = cls

    def __init__(self, target: Any = None, **options: Any) -> None:
        """Open ``target`` (an implementation is given it resolved: a URL or a file)."""

    def transaction(self) -> AbstractContextManager[Any]:
        """One update: everything inside commits together or not at all."""
        raise NotImplementedError

    def load(self, user_id: int) -> Session:
        """The user's session (a new one if none is stored); inside a transaction, locked for it."""
        raise NotImplementedError

    def save(self, session: Session, now: float) -> None:
        """Store ``session`` (call inside the transaction that loaded it)."""
        raise NotImplementedError

    def close(self) -> None:
        """Release the file or the connections."""
        raise NotImplementedError

    def schema_version(self) -> int:
        """How many schema migrations this database has run."""
        raise NotImplementedError

    def latest_version(self) -> int:
        """How many this code knows."""
        raise NotImplementedError

    def claim_update(self, user_id: int, update_id: int, now: float) -> bool:
        """Inside the update's transaction: record Telegram's ``update_id`` as applied for
        ``user_id``; ``False`` when it already was (a redelivery of an update whose answer was
        lost: do not apply it again). Ids older than :data:`UPDATE_MEMORY` are forgotten.

        >>> import tempfile, pathlib
        >>> store = Store(pathlib.Path(tempfile.mkdtemp()) / "u.sqlite3")
        >>> with store.transaction():
        ...     first, again = store.claim_update(5, 100, now=1.0), store.claim_update(5, 100, now=2.0)
        >>> first, again
        (True, False)
        >>> store.close()
        """
        raise NotImplementedError

    # --- timers: due-time rows that exactly one worker claims --------------------------------

    def schedule(self, timer: Timer) -> None:
        """Arm (or move) ``timer``; inside a transaction it commits with the update."""
        raise NotImplementedError

    def cancel(self, user_id: int, name: str) -> None:
        """Disarm the user's timer ``name`` (nothing if there is none)."""
        raise NotImplementedError

    def claim_due(self, now: float, *, worker: str, lease: float = 60.0, limit: int = 100) -> list[Timer]:
        """The timers due at ``now`` that no live claim holds, claimed for ``worker`` for ``lease``
        seconds. Two workers calling at once never get the same timer; a worker that dies leaves
        its claims to expire, and another claims them then."""
        raise NotImplementedError

    def finish(self, timer: Timer) -> None:
        """The claimed ``timer`` fired: remove it, unless it was re-armed to another time meanwhile."""
        raise NotImplementedError

    def fire_due(self, now: float, *, worker: str, fire: Callable[[Timer], object], lease: float = 60.0,
                 limit: int = 100) -> int:
        """Claim the due timers for ``worker`` and fire each: ``fire(timer)`` runs its update (e.g.
        :func:`bot.runner.handle` of a timer event, in its own transaction), then the timer is
        finished. A timer whose ``fire`` raises stays claimed until its lease ends, then any
        worker claims it again. The number fired.

        >>> import tempfile, pathlib
        >>> store = Store(pathlib.Path(tempfile.mkdtemp()) / "t.sqlite3")
        >>> store.schedule(Timer(5, "claim", 10.0))
        >>> fired = []
        >>> store.fire_due(11.0, worker="w1", fire=fired.append), fired, store.timers()
        (1, [Timer(user_id=5, name='claim', due=10.0)], [])
        >>> store.close()
        """
        count = 0
        for timer in self.claim_due(now, worker=worker, lease=lease, limit=limit):
            fire(timer)
            self.finish(timer)
            count += 1
        return count

    # --- exercises' difficulties: one pool for all users (mjcore.practice.pool.DifficultyPool) --

    def difficulty(self, key: str) -> Rating | None:
        """The difficulty skill ``key`` has learnt from every user's answers (``None`` before any).

        >>> import tempfile, pathlib
        >>> store = Store(pathlib.Path(tempfile.mkdtemp()) / "d.sqlite3")
        >>> with store.transaction():
        ...     after = store.answered("shanten:2", Rating(1900, 60), False)
        >>> store.difficulty("shanten:2") == after, after.n
        (True, 1)
        >>> store.close()
        """
        raise NotImplementedError

    def answered(self, key: str, learner: Rating, correct: bool) -> Rating:
        """Count one answer on ``key`` by a learner rated ``learner`` (before it), under the row's
        lock so that two users answering at once both count; call inside the update's transaction."""
        raise NotImplementedError

    def difficulties(self) -> dict[str, Rating]:
        """Every learnt difficulty, by skill."""
        raise NotImplementedError


    # --- copying between storages (python -m bot migrate) -------------------------------------

    def rows(self) -> Iterator[Row]:
        """Every stored session, by user id."""
        raise NotImplementedError

    def users(self) -> list[int]:
        """Every user with a stored session (a restarted bot arms their time limits again)."""
        return [row.user_id for row in self.rows()]

    @property
    def target(self) -> str:
        """Where it stores: the SQLite file or the PostgreSQL URL (what ``Store(target)`` opens
        again, e.g. in a worker process)."""
        raise NotImplementedError

    def timers(self) -> list[Timer]:
        """Every armed timer."""
        raise NotImplementedError

    def put_rows(self, rows: list[Row], timers: list[Timer], difficulty: dict[str, Rating] | None = None) -> None:
        """Store these rows, timers and difficulties in one transaction (replacing the same users' and skills')."""
        raise NotImplementedError
