"""Our webhook server (bot/webhook.py) through real ``python -m bot --webhook … --workers 2``
processes on one shared socket, on both storages, the Bot API faked on 127.0.0.1:

- the webhook's HTTP answer comes only after the reply was sent to (and answered by) the Bot API;
- a worker killed with SIGKILL while an update waits inside its transaction (the test holds the
  user's row lock, or SQLite's write lock): the POST gets no 200; posted again, as Telegram does,
  it is applied once by a live worker and really answered;
- a worker killed after its update committed but before the reply went out: posted again, the
  update is recognized by its id and not applied a second time (the session shows it once).
"""

from __future__ import annotations

import asyncio
import itertools
import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import fakeapi
import psutil
import pytest

from bot.storage import Store
from bot.texts import TEXTS

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [pytest.mark.slow, pytest.mark.skipif(not sys.platform.startswith("linux"), reason="SIGKILL, psutil's sockets")]
USER = 7  # odd: an English-speaking user
HELP_HEAD = "What I can do:"
ALREADY = TEXTS.text("storage.already_done", "en")
_ids = itertools.count(900_000)


def _update(user: int, text: str) -> dict[str, Any]:
    return {"update_id": next(_ids),
            "message": {"message_id": 1, "date": 0, "text": text, "chat": {"id": user, "type": "private"},
                        "from": {"id": user, "is_bot": False, "first_name": "U", "language_code": "en"},
                        "entities": [{"type": "bot_command", "offset": 0, "length": len(text.split()[0])}]}}


class Post:
    """One webhook POST on its own connection (``port``: the client's end, to find the worker that took it)."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader, self.writer = reader, writer
        self.port = int(writer.get_extra_info("sockname")[1])

    @classmethod
    async def send(cls, port: int, update: dict[str, Any]) -> Post:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        body = json.dumps(update).encode()
        writer.write(f"POST /hook HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                     f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n".encode() + body)
        await writer.drain()
        return cls(reader, writer)

    async def status(self) -> int | None:
        """The HTTP status, or ``None`` when the connection died without one."""
        try:
            line = await self.reader.readline()
        except ConnectionError:
            return None
        parts = line.split()
        return int(parts[1]) if len(parts) >= 2 else None

    def close(self) -> None:
        self.writer.close()


def _workers(proc: subprocess.Popen[bytes]) -> list[int]:
    return [c.pid for c in psutil.Process(proc.pid).children()]


async def _owner(proc: subprocess.Popen[bytes], post: Post) -> int:
    """The worker process holding the other end of ``post``'s connection."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        for pid in _workers(proc):
            try:
                if any(c.raddr and c.raddr.port == post.port for c in psutil.Process(pid).net_connections("tcp")):
                    return pid
            except psutil.NoSuchProcess:
                pass
        await asyncio.sleep(0.05)
    raise AssertionError("no worker took the connection")


async def _call(api: fakeapi.FakeApi, user: int, seen: int, timeout: float = 60) -> fakeapi.Call:
    deadline = time.monotonic() + timeout
    while len(api.by_chat[user]) <= seen:
        assert time.monotonic() < deadline, "no Bot API call for the user"
        await asyncio.sleep(0.02)
    return api.by_chat[user][seen]


def _applied_since(db: Any, user: int, since: float) -> int:
    """How many updates of ``user`` the stored session counts since ``since`` (its rate list)."""
    store = Store(db)
    try:
        return sum(t >= since for t in store.load(user).rate)
    finally:
        store.close()


def _hold_lock(db: Any, user: int, locked: threading.Event, release: threading.Event) -> None:
    """The user's row locked (PostgreSQL: FOR UPDATE; SQLite: the write lock) until ``release``."""
    store = Store(db)
    with store.transaction():
        store.load(user)
        locked.set()
        release.wait(120)
    store.close()


def test_the_webhook_answers_after_processing_and_a_killed_update_is_applied_once(db, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    async def scenario() -> None:
        async with fakeapi.webhook_bot(str(db), tmp_path / "bot.log", start_timeout=180, stop_timeout=90) as (api, proc, users):
            assert await users.text(USER, "/start")  # the user's row exists (a row to lock)
            await _call(api, USER, 0)

            # 1. the HTTP answer waits for the reply: the Bot API holds the reply, the POST has no answer
            seen = len(api.by_chat[USER])
            api.hold[USER] = asyncio.Event()
            post = await Post.send(users.port, _update(USER, "/help"))
            reply = await _call(api, USER, seen)
            status = asyncio.ensure_future(post.status())
            await asyncio.sleep(0.5)
            assert not status.done(), "the webhook answered before the reply was sent"
            api.hold.pop(USER).set()
            assert await status == 200 and reply.done is not None and HELP_HEAD in reply.text
            post.close()

            # 2. killed inside the update's transaction (it waits for the row lock the test holds)
            since = time.time()
            locked, release = threading.Event(), threading.Event()
            holder = threading.Thread(target=_hold_lock, args=(db, USER, locked, release))
            holder.start()
            assert await asyncio.to_thread(locked.wait, 30)
            update = _update(USER, "/help")
            seen = len(api.by_chat[USER])
            post = await Post.send(users.port, update)
            victim = await _owner(proc, post)
            await asyncio.sleep(0.5)  # the update is on its way to the lock; it cannot commit before the release
            pool = psutil.Process(victim).children()  # its logic worker, waiting for the lock in the transaction
            os.kill(victim, signal.SIGKILL)
            assert await post.status() is None  # no 200: Telegram will send it again
            post.close()
            # the connection closes before the dying worker's children are signalled (PDEATHSIG comes
            # later in its exit): the lock is released only once they are gone, as after a real crash
            await asyncio.to_thread(psutil.wait_procs, pool, 30)
            release.set()
            await asyncio.to_thread(holder.join, 30)
            assert _applied_since(db, USER, since) == 0  # rolled back with the worker (and its pool process)
            assert await users.post(dict(update))  # Telegram's redelivery, to a live worker
            again = await _call(api, USER, seen)
            assert HELP_HEAD in again.text, again.text  # really applied and answered, not "already done"
            assert _applied_since(db, USER, since) == 1
            assert len(api.by_chat[USER]) == seen + 1

            # 3. killed after the commit, before the reply went out: the redelivery is not applied again
            since = time.time()
            seen = len(api.by_chat[USER])
            api.hold[USER] = asyncio.Event()
            update = _update(USER, "/help")
            post = await Post.send(users.port, update)
            await _call(api, USER, seen)  # the reply is on its way: the update has committed
            os.kill(await _owner(proc, post), signal.SIGKILL)
            assert await post.status() is None
            post.close()
            api.hold.pop(USER).set()
            assert _applied_since(db, USER, since) == 1
            seen = len(api.by_chat[USER])
            assert await users.post(dict(update))
            assert (await _call(api, USER, seen)).text == ALREADY
            assert _applied_since(db, USER, since) == 1  # once, not twice
            store = Store(db)
            assert store.db.execute("SELECT count(*) FROM updates WHERE update_id=?", (update["update_id"],)).fetchone()[0] == 1
            store.close()
            log_text = (tmp_path / "bot.log").read_text()
            assert "Traceback" not in log_text, log_text[-3000:]

    asyncio.run(scenario())
