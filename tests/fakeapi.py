"""A fake Telegram Bot API on 127.0.0.1 for whole-process tests of ``python -m bot --workers N``
and the scaling benchmark: the real bot processes talk HTTP to it (their ``base_url`` is
pointed here by a ``sitecustomize`` put on their ``PYTHONPATH``), it answers as the Bot API
would and records every call; :class:`Users` posts updates to the bot's webhook like Telegram.

Runs in the caller's asyncio loop (tornado): ``api = FakeApi(); await api.start()``.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

from tornado.httpserver import HTTPServer
from tornado.web import Application, RequestHandler

SITECUSTOMIZE = '''
import os
_url = os.environ.get("MJ_FAKE_BOT_API")
if _url:
    from telegram.ext import ApplicationBuilder
    _build = ApplicationBuilder.build
    def _fake_build(self):
        self.base_url(_url + "/bot")
        self.base_file_url(_url + "/file/bot")
        # a loaded test machine: the fake API may answer slowly; never the real network
        self.connection_pool_size(64).connect_timeout(60).read_timeout(60).write_timeout(60).pool_timeout(60)
        return _build(self)
    ApplicationBuilder.build = _fake_build
'''


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def bot_env(api_url: str, token: str) -> dict[str, str]:
    """The environment for a bot process that talks to the fake API at ``api_url``."""
    folder = Path(tempfile.mkdtemp(prefix="mj-fakeapi-"))
    (folder / "sitecustomize.py").write_text(SITECUSTOMIZE)
    env = dict(os.environ)
    env.update(MJ_FAKE_BOT_API=api_url, TELEGRAM_BOT_TOKEN=token, PYTHONPATH=f"{folder}{os.pathsep}{env.get('PYTHONPATH', '')}")
    return env


class Call:
    def __init__(self, method: str, params: dict[str, Any], at: float) -> None:
        self.method, self.params, self.at = method, params, at
        self.done: float | None = None  #: when the fake API answered it

    @property
    def chat(self) -> int | None:
        chat = self.params.get("chat_id")
        return int(chat) if chat is not None else None

    def buttons(self) -> list[str]:
        markup = self.params.get("reply_markup")
        if isinstance(markup, str):
            markup = json.loads(markup)
        return [b.get("callback_data", "") for row in (markup or {}).get("inline_keyboard", []) for b in row]

    @property
    def text(self) -> str:
        return str(self.params.get("text") or self.params.get("caption") or "")


class FakeApi:
    """Answers Bot API calls; ``calls_for(chat)`` are the calls that went to one chat."""

    def __init__(self) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.calls: list[Call] = []
        self.by_chat: dict[int, list[Call]] = defaultdict(list)
        self.answered: dict[str, Call] = {}
        self.ids = itertools.count(1000)
        self.events: dict[int, asyncio.Event] = defaultdict(asyncio.Event)
        self.set_webhooks = 0
        #: chat -> a gate: a call to that chat is recorded at once but answered only when the gate opens
        self.hold: dict[int, asyncio.Event] = {}

    async def start(self) -> None:
        api = self

        class Handler(RequestHandler):
            async def post(self, token: str, method: str) -> None:
                result = api.answer(method, self.params())
                call = api.calls[-1]
                if call.chat in api.hold:
                    await api.hold[call.chat].wait()
                call.done = time.perf_counter()
                self.finish(json.dumps({"ok": True, "result": result}))

            def params(self) -> dict[str, Any]:
                kind = self.request.headers.get("Content-Type", "")
                if kind.startswith("application/json"):
                    return dict(json.loads(self.request.body or b"{}"))
                if kind.startswith("multipart/form-data"):
                    return {k: v[0].decode() for k, v in self.request.body_arguments.items()}
                return {k: v[0] for k, v in parse_qs(self.request.body.decode()).items()}

        self.server = HTTPServer(Application([(r"/bot([^/]+)/(\w+)", Handler)]))
        self.server.listen(self.port, address="127.0.0.1")

    def answer(self, method: str, params: dict[str, Any]) -> Any:
        call = Call(method, params, time.perf_counter())
        self.calls.append(call)
        if method == "setWebhook":
            self.set_webhooks += 1
        if method == "answerCallbackQuery":
            self.answered[str(params.get("callback_query_id"))] = call
        if call.chat is not None:
            self.by_chat[call.chat].append(call)
            self.events[call.chat].set()
        if method == "getMe":
            return {"id": 123456, "is_bot": True, "first_name": "Tutor", "username": "mj_tutor_bot"}
        chat = {"id": call.chat or 1, "type": "private"}
        if method == "sendPoll":
            options = params.get("options")
            if isinstance(options, str):
                options = json.loads(options)
            poll_id = str(next(self.ids))
            params["_poll_id"] = poll_id
            return {"message_id": next(self.ids), "date": 0, "chat": chat,
                    "poll": {"id": poll_id, "question": params.get("question", ""),
                             "options": [{"text": o if isinstance(o, str) else o.get("text", ""), "voter_count": 0,
                                          "persistent_id": str(i)} for i, o in enumerate(options or [])],
                             "total_voter_count": 0, "is_closed": False, "is_anonymous": False, "type": "quiz",
                             "allows_multiple_answers": False, "allows_revoting": False, "members_only": False}}
        if method.startswith(("send", "edit")):
            return {"message_id": next(self.ids), "date": 0, "chat": chat, "text": call.text}
        return True

    def stop(self) -> None:
        self.server.stop()


#: Update ids as Telegram's: never one twice (a bot applies an update id once), across ``Users``.
UPDATE_IDS = itertools.count(1)


class Users:
    """Posts updates to the bot's webhook at ``hook`` as Telegram does, and waits for answers."""

    def __init__(self, api: FakeApi, hook: str, secret: str | None = None) -> None:
        import httpx

        self.api, self.hook = api, hook
        self.port = int(hook.split(":")[-1].split("/")[0])  #: the webhook's port on 127.0.0.1
        self.client = httpx.AsyncClient(timeout=30, limits=httpx.Limits(max_connections=200, max_keepalive_connections=200))
        self.headers = {"X-Telegram-Bot-Api-Secret-Token": secret} if secret else {}
        self.update_ids = UPDATE_IDS
        self.redelivered = 0  #: posts of an update again, after no 200

    def _user(self, user: int) -> dict[str, Any]:
        return {"id": user, "is_bot": False, "first_name": f"U{user}", "language_code": "en" if user % 2 else "ru"}

    async def post(self, update: dict[str, Any]) -> bool:
        update.setdefault("update_id", next(self.update_ids))  # a redelivery keeps its id
        for attempt in range(10):  # as Telegram does: an update the webhook did not take (200) is sent again
            self.redelivered += attempt > 0
            try:
                r = await self.client.post(self.hook, json=update, headers=self.headers)
                if r.status_code == 200:
                    return True
            except Exception:  # a connection to a worker that was killed
                pass
            await asyncio.sleep(0.5)
        return False

    async def text(self, user: int, text: str) -> bool:
        message: dict[str, Any] = {"message_id": 1, "date": 0, "text": text, "chat": {"id": user, "type": "private"},
                                   "from": self._user(user)}
        if text.startswith("/"):
            message["entities"] = [{"type": "bot_command", "offset": 0, "length": len(text.split()[0])}]
        return await self.post({"message": message})

    async def press(self, user: int, data: str, query_id: str) -> bool:
        query = {"id": query_id, "from": self._user(user), "chat_instance": "ci", "data": data,
                 "message": {"message_id": 7, "date": 0, "chat": {"id": user, "type": "private"}, "text": "x",
                             "from": {"id": 123456, "is_bot": True, "first_name": "Tutor"}}}
        return await self.post({"callback_query": query})

    async def poll_answer(self, user: int, poll_id: str, option: int) -> bool:
        return await self.post({"poll_answer": {"poll_id": poll_id, "user": self._user(user), "option_ids": [option],
                                                "option_persistent_ids": [str(option)]}})

    async def wait(self, user: int, seen: int, predicate: Any, timeout: float) -> Call | None:
        """The first call to ``user``'s chat after the first ``seen`` that satisfies ``predicate``."""
        deadline = time.perf_counter() + timeout
        event = self.api.events[user]
        while True:
            event.clear()  # before looking, so an answer that comes while we look wakes us
            for call in self.api.by_chat[user][seen:]:
                if predicate(call):
                    return call
            left = deadline - time.perf_counter()
            if left <= 0:
                return None
            try:
                await asyncio.wait_for(event.wait(), min(left, 0.5))
            except TimeoutError:
                pass

    async def close(self) -> None:
        await self.client.aclose()


@asynccontextmanager
async def webhook_bot(db: str, log_path: Path, *, workers: int = 2, start_timeout: float = 120,
                      stop_timeout: float = 60) -> AsyncIterator[tuple[FakeApi, subprocess.Popen[bytes], Users]]:
    """``python -m bot --webhook`` with ``workers`` processes on ``db``, talking to a new fake
    API: yields ``(api, proc, users)`` once every worker has set its webhook, and stops it
    with SIGTERM afterwards (its exit status must be 0). The bot's output goes to ``log_path``."""
    api = FakeApi()
    await api.start()
    port = free_port()
    root = Path(__file__).resolve().parents[1]
    log = log_path.open("wb")
    proc = subprocess.Popen([sys.executable, "-m", "bot", "--webhook", "https://bot.example.org/hook", "--listen", "127.0.0.1",
                             "--port", str(port), "--workers", str(workers), "--db", db, "--pool-size", "2"],
                            env=bot_env(api.url, "123456:TEST-token"), cwd=root, stdout=log, stderr=subprocess.STDOUT)
    users = Users(api, f"http://127.0.0.1:{port}/hook")
    try:
        deadline = time.monotonic() + start_timeout
        while api.set_webhooks < workers:
            assert proc.poll() is None and time.monotonic() < deadline, log_path.read_text()[-3000:]
            await asyncio.sleep(0.1)
        yield api, proc, users
    finally:
        await users.close()
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(stop_timeout) == 0
        api.stop()
        log.close()
