"""``python -m bot --webhook … --workers 2`` as real processes on one PostgreSQL database, updates
over HTTP, the Bot API faked on 127.0.0.1: both workers answer, one killed with SIGKILL is
restarted and the users go on; one move pressed twice at once is applied once."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import fakeapi
import pytest

from bot.storage import Store
from bot.texts import TEXTS

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [pytest.mark.slow, pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")]


def _children(pid: int) -> list[int]:
    out = subprocess.run(["pgrep", "-P", str(pid)], capture_output=True, text=True).stdout
    return sorted(int(p) for p in out.split())


async def _conversation(users: fakeapi.Users, api: fakeapi.FakeApi, user: int) -> list[str]:
    seen = len(api.by_chat[user])
    assert await users.text(user, "/play")
    call = await users.wait(user, seen, lambda c: any(b.startswith("g:") for b in c.buttons()), 120)
    assert call is not None, f"user {user} got no game"
    return [b for b in call.buttons() if b.startswith("g:") and not b.endswith(":h")]


def test_two_workers_survive_a_kill_and_apply_a_double_press_once(postgres, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    db = postgres.fresh_url()

    async def scenario() -> None:
        async with fakeapi.webhook_bot(db, tmp_path / "bot.log", start_timeout=120, stop_timeout=60) as (api, proc, users):
            first = await asyncio.gather(*(_conversation(users, api, u) for u in range(1, 9)))
            assert all(first)
            workers = _children(proc.pid)
            assert len(workers) == 2
            os.kill(workers[0], signal.SIGKILL)
            deadline = time.monotonic() + 60
            while len(_children(proc.pid)) < 2 or workers[0] in _children(proc.pid):
                assert time.monotonic() < deadline, "the killed worker was not restarted"
                await asyncio.sleep(0.1)
            after = await asyncio.gather(*(_conversation(users, api, u) for u in range(11, 19)))
            assert all(after)
            # the same move twice at once: one is applied, the other is out of date
            store = Store(db)
            before = len(store.load(11).activities["game"].actions)
            await asyncio.gather(users.press(11, after[0][0], "double-a"), users.press(11, after[0][0], "double-b"))
            deadline = time.monotonic() + 60
            while not {"double-a", "double-b"} <= set(api.answered):
                assert time.monotonic() < deadline, "a press got no answer"
                await asyncio.sleep(0.05)
            stale = {TEXTS.text("stale", lang) for lang in ("ru", "en")}
            toasts = [api.answered[q].params.get("text") for q in ("double-a", "double-b")]
            assert sum(t in stale for t in toasts) == 1, toasts
            assert len(store.load(11).activities["game"].actions) > before
            store.close()

    asyncio.run(scenario())
