"""The worker processes of ``python -m bot`` (``processes=True``): answers read by the event
loop itself, errors raised where the call was awaited, and a process that dies — between
updates or in the middle of one — started again, the update it held answered "try again"."""

from __future__ import annotations

import asyncio
import os
import signal
import threading
import time
from pathlib import Path

import pytest
from botkit import Harness, make_app, texts

from bot.storage import Store
from bot.texts import TEXTS
from bot.worker import WorkerDied, WorkerProcess

pytestmark = pytest.mark.asyncio
HELP_HEAD = "What I can do:"


async def _dead(process: WorkerProcess, pid: int) -> None:
    """Until the bot has seen the process ``pid`` die."""
    deadline = time.monotonic() + 30
    while process.process is not None and process.process.pid == pid and process.writer is not None:
        assert time.monotonic() < deadline, "the death of the worker process went unseen"
        await asyncio.sleep(0.02)


async def test_a_call_runs_in_the_process_and_its_error_is_raised_where_it_was_awaited() -> None:
    process = WorkerProcess()
    try:
        assert await process.call(os.getpid) != os.getpid()
        assert await asyncio.gather(*(process.call(pow, 2, n) for n in range(20))) == [2 ** n for n in range(20)]
        with pytest.raises(ValueError, match="invalid literal"):
            await process.call(int, "five")
        assert await process.call(pow, 3, 2) == 9  # the process goes on after an error
    finally:
        process.close()
    assert process.process is not None and not process.process.is_alive()


async def test_a_killed_process_fails_the_call_it_held_and_starts_again() -> None:
    process = WorkerProcess()
    try:
        first = await process.call(os.getpid)
        held = asyncio.ensure_future(process.call(time.sleep, 60))
        await asyncio.sleep(0.2)
        os.kill(first, signal.SIGKILL)
        with pytest.raises(WorkerDied):
            await asyncio.wait_for(held, 30)
        second, again = await asyncio.gather(process.call(os.getpid), process.call(os.getpid))
        assert second == again and second not in (first, os.getpid())  # one new process for both calls
    finally:
        process.close()


def _hold_lock(db: Path, locked: threading.Event, release: threading.Event) -> None:
    store = Store(db)
    with store.transaction():
        locked.set()
        release.wait(60)
    store.close()


async def test_the_bot_answers_try_again_for_an_update_its_process_died_on_and_goes_on(tmp_path: Path) -> None:
    """Before: a dead pool process broke its ProcessPoolExecutor, and every later update of
    that worker's users failed until the bot was restarted."""
    db = tmp_path / "bot.sqlite3"
    app, rec, errors = await make_app(db, workers=1, processes=True)
    bot = Harness(app, rec, errors)
    process = app.bot_data["worker"].pools[0]
    try:
        assert HELP_HEAD in texts(await bot.text("/help"))

        # killed between two updates: the next one starts a new process
        pid = process.process.pid
        os.kill(pid, signal.SIGKILL)
        await _dead(process, pid)
        assert HELP_HEAD in texts(await bot.text("/help"))

        # killed in the middle of an update (it waits for the database the test holds)
        locked, release = threading.Event(), threading.Event()
        holder = threading.Thread(target=_hold_lock, args=(db, locked, release))
        holder.start()
        assert await asyncio.to_thread(locked.wait, 30)
        update = asyncio.ensure_future(bot.text("/help", lang="ru"))
        await asyncio.sleep(0.5)
        os.kill(process.process.pid, signal.SIGKILL)
        calls = await asyncio.wait_for(update, 30)
        release.set()
        await asyncio.to_thread(holder.join, 30)
        assert texts(calls) == TEXTS.text("worker.try_again", "ru")
        assert HELP_HEAD in texts(await bot.text("/help"))  # and the next update is answered
    finally:
        await app.shutdown()
        app.bot_data["store"].close()
        app.bot_data["worker"].close()
    assert errors == [], errors
