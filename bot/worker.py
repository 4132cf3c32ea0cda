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
- A worker process (:class:`WorkerProcess`) talks to the bot over a socket pair that the event
  loop reads itself (asyncio streams): no thread of ours runs in the bot's process, so the loop
  never waits for one to get the GIL (ProcessPoolExecutor has a manager thread and a queue
  feeder thread per pool). A process that dies is started again on its next update; the
  updates it had in hand are answered "try again" (:class:`WorkerDied`).

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
import itertools
import json
import logging
import multiprocessing
import os
import pickle
import socket
import threading
import time
from collections.abc import AsyncIterator, Callable
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager, suppress
from dataclasses import replace
from typing import Any

from bot.logic import Config, Event, Reply
from bot.logic.model import ChartPicture, TablePicture
from bot.texts import TEXTS
from mjcore.i18n import normalize_lang

log = logging.getLogger("bot.worker")

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

    done: Done = []
    for reply in handle(_store(path), event, config):
        png = pictures.png(reply.picture) if reply.picture is not None and not reply.same_picture else None
        if png is not None and isinstance(reply.picture, TablePicture) and reply.picture.scene is not None:
            # the PNG goes back, not the table's scene it was drawn from (a few hundred values to unpickle)
            reply = replace(reply, picture=replace(reply.picture, scene=None))
        done.append((reply, png))
    return done


def die_with_parent(parent: int) -> None:
    """A worker process's start (Linux): SIGKILL it when its parent dies, so an update it is
    running for a bot that was killed is rolled back rather than committed unanswered."""
    import ctypes
    import signal
    import sys

    if sys.platform.startswith("linux"):
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
        if os.getppid() != parent:  # the parent died before the call
            os._exit(1)


#: A frame on a worker's socket: its length (4 bytes, big-endian), then a pickle.
HEADER = 4
#: Seconds a stopping worker process has to finish the updates it holds before it is killed.
STOP_WAIT = 10.0


class WorkerDied(RuntimeError):
    """The worker process died while it held this call (killed, out of memory): the update
    may or may not have been applied, and was not answered."""


def _frame(value: object) -> bytes:
    data = pickle.dumps(value, pickle.HIGHEST_PROTOCOL)
    return len(data).to_bytes(HEADER, "big") + data


def serve(sock: socket.socket, parent: int) -> None:
    """A worker process's life: read ``(number, function, args)`` frames from ``sock`` and
    answer each with ``(number, True, result)`` or ``(number, False, exception)``, in order,
    until the bot closes its side (or dies: then this process is killed with it)."""
    die_with_parent(parent)
    with sock, sock.makefile("rb") as frames:
        while len(head := frames.read(HEADER)) == HEADER:
            number, function, args = pickle.loads(frames.read(int.from_bytes(head, "big")))
            try:
                answer = _frame((number, True, function(*args)))
            except Exception as error:  # the bot's loop raises it where the call was awaited
                try:
                    answer = _frame((number, False, error))
                except Exception:  # an exception that does not pickle
                    answer = _frame((number, False, RuntimeError(f"{type(error).__name__}: {error}")))
            sock.sendall(answer)


class WorkerProcess:
    """One worker process (spawned on its first call) and the socket pair to it; the event
    loop reads the answers itself.

    >>> async def demo():
    ...     process = WorkerProcess()
    ...     try:
    ...         return await process.call(pow, 2, 10)
    ...     finally:
    ...         process.close()
    >>> asyncio.run(demo())
    1024
    """

    def __init__(self) -> None:
        self.process: multiprocessing.process.BaseProcess | None = None
        self.sock: socket.socket | None = None
        self.writer: asyncio.StreamWriter | None = None
        self.waiting: dict[int, asyncio.Future[Any]] = {}  #: the calls the current process holds, by number
        self.numbers = itertools.count(1)
        self.listener: asyncio.Task[None] | None = None  #: reads the answers (held: the loop keeps tasks weakly)
        self.starting = asyncio.Lock()
        self.closing = False

    async def _start(self) -> asyncio.StreamWriter:
        ours, theirs = socket.socketpair()
        context = multiprocessing.get_context("spawn")  # no fork of a process that runs an event loop and threads
        self.process = context.Process(target=serve, args=(theirs, os.getpid()), name="bot-worker", daemon=True)
        self.process.start()
        theirs.close()
        self.sock = ours
        self.waiting = {}  # this process's calls: a dead one's listener fails only its own
        reader, writer = await asyncio.open_connection(sock=ours)
        self.listener = asyncio.get_running_loop().create_task(self._listen(reader, writer, self.process, self.waiting))
        return writer

    async def call(self, function: Callable[..., Any], *args: Any) -> Any:
        """``function(*args)`` in the process (both picklable), after the calls sent before it."""
        if self.writer is None or self.writer.is_closing():
            async with self.starting:  # the updates that find it dead start one process, not one each
                if self.writer is None or self.writer.is_closing():
                    self.writer = await self._start()
        future = asyncio.get_running_loop().create_future()
        number = next(self.numbers)
        self.waiting[number] = future
        self.writer.write(_frame((number, function, args)))
        return await future

    async def _listen(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter,
                      process: multiprocessing.process.BaseProcess, waiting: dict[int, asyncio.Future[Any]]) -> None:
        try:
            while True:
                head = await reader.readexactly(HEADER)
                number, ok, value = pickle.loads(await reader.readexactly(int.from_bytes(head, "big")))
                future = waiting.pop(number, None)
                if future is None or future.done():  # its caller was cancelled
                    continue
                if ok:
                    future.set_result(value)
                else:
                    future.set_exception(value)
        except (asyncio.IncompleteReadError, ConnectionError):
            pass
        finally:
            if not self.closing:
                process.join(0)  # reaped if it is gone already; the loop does not wait for it
                log.warning("worker process %s died (exit code %s): it starts again on the next update",
                            process.pid, process.exitcode)
            for future in waiting.values():
                if not future.done():
                    future.set_exception(WorkerDied(f"worker process {process.pid} died"))
            waiting.clear()
            writer.close()
            if self.writer is writer:
                self.writer = None

    def close(self) -> None:
        """Let the process finish what it holds (up to STOP_WAIT s) and stop it."""
        self.closing = True
        if self.sock is not None:
            with suppress(OSError):
                self.sock.shutdown(socket.SHUT_WR)  # the process reads to the end, answers, and stops
        if self.process is not None:
            self.process.join(STOP_WAIT)
            if self.process.is_alive():
                self.process.kill()
                self.process.join()
        if self.writer is not None:
            with suppress(RuntimeError):  # its loop is closed: the socket goes below
                self.writer.close()
        if self.sock is not None:
            self.sock.close()


def warm(path: str) -> float:
    """Load and fill what the first user would otherwise wait for: the imports, the AI and
    analysis tables, a hand's picture and a chart (the seconds it took)."""
    started = time.perf_counter()
    from bot import pictures
    from bot.logic import Session, step

    pictures.warm()  # every tile's bitmap, with and without its index
    config = Config(rate_count=0)
    session = Session(0)
    for text in ("/play", "/quiz", "/memory"):
        session, replies = step(session, Event("text", 0, text=text, rand=1, lang_code="en"), config)
        for reply in replies:
            if reply.picture is not None:
                pictures.png(reply.picture)
    pictures.png(ChartPicture("", "%", (("a", 0.5),)))
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


def subscribed(path: str, setting: str) -> list[int]:
    """Every account that turned the account setting ``setting`` on (``weekly``, ``reminder``):
    read from the stored rows' settings, without reading their activities."""
    out = []
    for row in _store(path).rows():
        try:
            settings = json.loads(row.data).get("settings")
        except (ValueError, AttributeError):
            continue
        if isinstance(settings, dict) and settings.get(setting) is True:
            out.append(row.user_id)
    return out


class Worker:
    """The pool: ``await worker.handle(event)`` runs :func:`run` on the user's own worker."""

    def __init__(self, path: str | os.PathLike[str], config: Config, *, workers: int = 2, processes: bool = False) -> None:
        self.path, self.config = str(path), config  # a SQLite file or a PostgreSQL URL (never through Path)
        self.processes = processes
        self.pools: list[ThreadPoolExecutor | WorkerProcess] = [
            WorkerProcess() if processes else ThreadPoolExecutor(1, thread_name_prefix="bot-worker")
            for _ in range(max(1, workers))]
        self.locks: dict[int, tuple[asyncio.Lock, list[int]]] = {}  #: user -> (lock, [holders and waiters])

    async def _call(self, pool: ThreadPoolExecutor | WorkerProcess, function: Callable[..., Any], *args: Any) -> Any:
        if isinstance(pool, WorkerProcess):
            return await pool.call(function, *args)
        return await asyncio.get_running_loop().run_in_executor(pool, function, *args)

    async def handle(self, event: Event) -> Done:
        """The replies to ``event`` (with their pictures drawn), computed off the loop; "try
        again" when its worker process died on it."""
        try:
            return await self._call(self.pools[event.user_id % len(self.pools)], run, self.path, self.config, event)
        except WorkerDied:
            lang = normalize_lang(event.lang_code) or "ru"
            return [(Reply(text=TEXTS.text("worker.try_again", lang)), None)]

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
        return list(await asyncio.gather(*(self._call(p, warm, self.path) for p in self.pools)))

    async def pending(self) -> list[tuple[int, float]]:
        result: list[tuple[int, float]] = await self._call(self.pools[0], pending, self.path)
        return result

    async def subscribed(self, setting: str) -> list[int]:
        """:func:`subscribed`, off the loop."""
        result: list[int] = await self._call(self.pools[0], subscribed, self.path, setting)
        return result

    def close(self) -> None:
        for pool in self.pools:
            if isinstance(pool, WorkerProcess):
                pool.close()
            else:
                pool.shutdown(wait=True)
