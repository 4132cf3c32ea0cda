"""The bot's work off the event loop: each update's logic (load the session, step, save) and the
drawing of its pictures run in a pool of workers, never on the asyncio loop, so one user's
chart or AI move does not stall the others.

- Each user always goes to the same worker (``user_id % workers``): the game replay cache stays
  warm for them, and a worker's updates run one after another in arrival order.
- :meth:`Worker.lock` is a per-user :class:`asyncio.Lock` the handlers hold for the whole
  update (the logic, then the Bot API calls, then the ``live_sent`` report), so a user's updates
  are processed strictly in order even with ``concurrent_updates``.
- The workers are threads (``processes=False``) or processes (``processes=True``: the CPU
  work runs in parallel, past the GIL; on Linux they die with the process that started them).
  Each worker has its own SQLite connection (WAL mode: readers and one writer at a time,
  ``busy_timeout`` for the rest).

>>> import asyncio, tempfile, pathlib
>>> from bot.logic import Config, Event
>>> async def demo(path):
...     worker = Worker(path, Config(rate_count=0), workers=1)
...     done = await worker.handle(Event("text", 5, text="/help", lang_code="en"))
...     worker.close()
...     return done[0][0].text.splitlines()[0]
>>> asyncio.run(demo(pathlib.Path(tempfile.mkdtemp()) / "bot.sqlite3"))
'What I can do:'
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import threading
import time
from collections.abc import AsyncIterator
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from contextlib import asynccontextmanager
from typing import Any

from bot.logic import Config, Event, Reply

#: What a worker hands back: every reply with the PNG of its picture (``None``: nothing to draw).
Done = list[tuple[Reply, bytes | None]]

_local = threading.local()


def _store(path: str) -> Any:
    """This thread's (or process's) connection to the bot's storage (a SQLite file or a
    PostgreSQL URL)."""
    from bot.storage import Store

    stores = getattr(_local, "stores", None)
    if stores is None:
        stores = _local.stores = {}
    if path not in stores:
        stores[path] = Store(path)
    return stores[path]


def run(path: str, config: Config, event: Event) -> Done:
    """One update, in a worker: the logic in one transaction, then the pictures it needs."""
    from bot import pictures
    from bot.runner import handle

    replies = handle(_store(path), event, config)
    return [(r, pictures.png(r.picture) if r.picture is not None and not r.same_picture else None) for r in replies]


def die_with_parent(parent: int) -> None:
    """A pool process's start (Linux): SIGKILL it when its parent dies, so an update it is
    running for a worker that was killed is rolled back rather than committed unanswered."""
    import ctypes
    import signal
    import sys

    if sys.platform.startswith("linux"):
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
        if os.getppid() != parent:  # the parent died before the call
            os._exit(1)


def warm(path: str) -> float:
    """Load and fill what the first user would otherwise wait for: the imports, the AI and
    analysis tables, a hand's picture and a chart (the seconds it took)."""
    started = time.perf_counter()
    from bot import pictures
    from bot.logic import Picture, Session, step

    pictures.warm()  # every tile's bitmap, with and without its index
    config = Config(rate_count=0)
    session = Session(0)
    for text in ("/play", "/quiz", "/memory"):
        session, replies = step(session, Event("text", 0, text=text, rand=1, lang_code="en"), config)
        for reply in replies:
            if reply.picture is not None:
                pictures.png(reply.picture)
    pictures.png(Picture("chart", '{"title": "", "bars": [["a", 0.5]]}'))
    _store(path)
    return time.perf_counter() - started


def pending(path: str) -> list[tuple[int, float]]:
    """``(user, due)`` for every stored session with a time limit armed (a restart arms them again)."""
    store = _store(path)
    out = []
    for user in store.users():
        due = store.load(user).due
        if due is not None:
            out.append((user, due))
    return out


class Worker:
    """The pool: ``await worker.handle(event)`` runs :func:`run` on the user's own worker."""

    def __init__(self, path: str | os.PathLike[str], config: Config, *, workers: int = 2, processes: bool = False) -> None:
        self.path, self.config = str(path), config  # a SQLite file or a PostgreSQL URL (never through Path)
        self.processes = processes
        self.pools: list[Executor] = []
        for _ in range(max(1, workers)):
            if processes:  # spawn: no fork of a process that runs an event loop and threads
                self.pools.append(ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"),
                                                      initializer=die_with_parent, initargs=(os.getpid(),)))
            else:
                self.pools.append(ThreadPoolExecutor(1, thread_name_prefix="bot-worker"))
        self.locks: dict[int, tuple[asyncio.Lock, list[int]]] = {}  #: user -> (lock, [holders and waiters])

    def pool(self, user_id: int) -> Executor:
        return self.pools[user_id % len(self.pools)]

    async def handle(self, event: Event) -> Done:
        """The replies to ``event`` (with their pictures drawn), computed off the loop."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self.pool(event.user_id), run, self.path, self.config, event)

    @asynccontextmanager
    async def lock(self, user_id: int) -> AsyncIterator[None]:
        """Hold it for a whole update of ``user_id`` (FIFO: the updates keep their order)."""
        lock, count = self.locks.setdefault(user_id, (asyncio.Lock(), [0]))
        count[0] += 1
        try:
            async with lock:
                yield
        finally:
            count[0] -= 1
            if count[0] == 0:
                del self.locks[user_id]

    async def warm(self) -> list[float]:
        """:func:`warm` on every worker, at the same time."""
        loop = asyncio.get_running_loop()
        return list(await asyncio.gather(*(loop.run_in_executor(p, warm, self.path) for p in self.pools)))

    async def pending(self) -> list[tuple[int, float]]:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self.pools[0], pending, self.path)

    def close(self) -> None:
        for pool in self.pools:
            pool.shutdown(wait=True)
