"""bot/webhook.py in this process: the real Application (its HTTP layer to the Bot API replaced by
a recording request) behind our webhook server on 127.0.0.1, on both storages. The secret and
the content type are checked as PTB's own handler does; the 200 comes after the reply was sent;
an exception in our code is logged and still answered 200 (a poisonous update is not sent back
for ever)."""

from __future__ import annotations

import asyncio
import json
import logging
from typing import Any

import fakeapi
import httpx
import pytest
from botkit import TOKEN, RecordingRequest
from telegram import Update
from telegram.ext import ContextTypes, MessageHandler, filters

from bot import build_application
from bot.logic import Config
from bot.webhook import serve

SECRET = "s3cret-token_1"


def _update(update_id: int, text: str, user: int = 5) -> dict[str, Any]:
    return {"update_id": update_id,
            "message": {"message_id": update_id, "date": 0, "text": text, "chat": {"id": user, "type": "private"},
                        "from": {"id": user, "is_bot": False, "first_name": "U", "language_code": "en"},
                        "entities": [{"type": "bot_command", "offset": 0, "length": len(text.split()[0])}]}}


async def _boom(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    raise RuntimeError("a bug in our code")


def test_the_webhook_server(db, caplog: pytest.LogCaptureFixture) -> None:  # type: ignore[no-untyped-def]
    async def scenario() -> None:
        rec = RecordingRequest()
        app = build_application(TOKEN, request=rec, db_path=db, config=Config(rate_count=0), warm=False, webhook=True)
        assert app.updater is None
        app.add_handler(MessageHandler(filters.Regex(r"^/boom"), _boom), group=-1)
        port = fakeapi.free_port()
        stop = asyncio.Event()
        served = asyncio.ensure_future(serve(app, webhook_url="https://bot.example.org/tg/hook", url_path="tg/hook", secret=SECRET,
                                             allowed_updates=["message"], max_connections=7, port=port, stop=stop))
        url = f"http://127.0.0.1:{port}/tg/hook"
        headers = {"X-Telegram-Bot-Api-Secret-Token": SECRET}
        async with httpx.AsyncClient(timeout=60) as client:
            for _ in range(600):
                if any(name == "setWebhook" for name, _, _ in rec.calls):
                    break
                assert not served.done(), served
                await asyncio.sleep(0.05)
            hook = next(params for name, params, _ in rec.calls if name == "setWebhook")
            assert hook["url"] == "https://bot.example.org/tg/hook" and hook["secret_token"] == SECRET
            assert hook["max_connections"] == 7 and list(hook["allowed_updates"]) == ["message"]

            before = len(rec.calls)
            body = json.dumps(_update(1, "/help"))
            for wrong in ({}, {"X-Telegram-Bot-Api-Secret-Token": "wrong"}):
                r = await client.post(url, content=body, headers={"Content-Type": "application/json", **wrong})
                assert r.status_code == 403
            r = await client.post(url, content=body, headers={"Content-Type": "text/plain", **headers})
            assert r.status_code == 403
            r = await client.post(url, content=b"{not json", headers={"Content-Type": "application/json", **headers})
            assert r.status_code == 400
            assert len(rec.calls) == before  # nothing processed

            r = await client.post(url, content=body, headers={"Content-Type": "application/json", **headers})
            assert r.status_code == 200
            sent = [params for name, params, _ in rec.calls[before:] if name == "sendMessage"]
            assert sent and sent[0]["text"].startswith("What I can do:")  # sent before the 200

            with caplog.at_level(logging.ERROR, logger="bot"):
                r = await client.post(url, json=_update(2, "/boom"), headers=headers)
            assert r.status_code == 200
            assert any(rec_.name == "bot" and "an update failed" in rec_.getMessage() for rec_ in caplog.records)
        stop.set()
        await asyncio.wait_for(served, 60)
        assert not app.running

    asyncio.run(scenario())
