"""Helpers for tests/bot/ and the bot benchmark: the real PTB ``Application`` with a recording request (../shared/TESTING.md): every Bot API
call is recorded and answered with a canned result; no network."""

from __future__ import annotations

import itertools
import json
from typing import Any

from telegram import Update
from telegram.request import BaseRequest, RequestData

from bot import build_application
from bot.logic import Config

TOKEN = "123456:TEST-token-not-real"
BOT_USER = {"id": 123456, "is_bot": True, "first_name": "Tutor", "username": "mj_tutor_bot"}


class RecordingRequest(BaseRequest):
    """Records ``(method, parameters, files)`` and answers like the Bot API would."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, dict[str, Any], dict[str, Any]]] = []
        self.ids = itertools.count(1000)

    @property
    def read_timeout(self) -> float | None:
        return None

    async def initialize(self) -> None:
        pass

    async def shutdown(self) -> None:
        pass

    async def do_request(self, url, method, request_data: RequestData | None = None, read_timeout=None,
                         write_timeout=None, connect_timeout=None, pool_timeout=None):  # type: ignore[no-untyped-def]
        name = url.rsplit("/", 1)[-1]
        params = dict(request_data.parameters) if request_data else {}
        files = dict(request_data.multipart_data or {}) if request_data else {}
        self.calls.append((name, params, files))
        if name == "getMe":
            result: Any = BOT_USER
        elif name in ("sendMessage", "sendPhoto", "editMessageText", "editMessageReplyMarkup", "editMessageCaption"):
            chat = params.get("chat_id", 1)
            result = {"message_id": next(self.ids), "date": 0, "chat": {"id": chat, "type": "private"},
                      "text": params.get("text", params.get("caption", ""))}
        elif name == "sendPoll":
            chat = params.get("chat_id", 1)
            poll_id = f"{next(self.ids)}"
            options = [{"text": o if isinstance(o, str) else o.get("text", ""), "voter_count": 0, "persistent_id": str(i)}
                       for i, o in enumerate(params.get("options", []))]
            result = {"message_id": next(self.ids), "date": 0, "chat": {"id": chat, "type": "private"},
                      "poll": {"id": poll_id, "question": params.get("question", ""), "options": options,
                               "total_voter_count": 0, "is_closed": False, "is_anonymous": False,
                               "type": params.get("type", "regular"), "allows_multiple_answers": False, "allows_revoting": False,
                               "members_only": False,
                               "correct_option_ids": params.get("correct_option_ids")}}
        else:
            result = True
        return 200, json.dumps({"ok": True, "result": result}).encode()


class Harness:
    """Sends updates as a user would and reads what the bot sent."""

    def __init__(self, app, rec: RecordingRequest, errors: list[BaseException]) -> None:  # type: ignore[no-untyped-def]
        self.app, self.rec, self.errors = app, rec, errors
        self.update_ids = itertools.count(1)
        self.message_ids = itertools.count(1)

    def _user(self, user_id: int, lang: str | None) -> dict[str, Any]:
        user: dict[str, Any] = {"id": user_id, "is_bot": False, "first_name": f"U{user_id}"}
        if lang:
            user["language_code"] = lang
        return user

    async def text(self, text: str, user_id: int = 42, lang: str | None = "en") -> list[tuple[str, dict, dict]]:
        start = len(self.rec.calls)
        message: dict[str, Any] = {"message_id": next(self.message_ids), "date": 0, "text": text,
                                   "chat": {"id": user_id, "type": "private"}, "from": self._user(user_id, lang)}
        if text.startswith("/"):
            message["entities"] = [{"type": "bot_command", "offset": 0, "length": len(text.split()[0])}]
        await self.app.process_update(Update.de_json({"update_id": next(self.update_ids), "message": message}, self.app.bot))
        return self.rec.calls[start:]

    async def press(self, data: str, user_id: int = 42, lang: str | None = "en", chat_id: int | None = None) -> list[tuple[str, dict, dict]]:
        start = len(self.rec.calls)
        chat = chat_id if chat_id is not None else user_id
        query = {"id": str(next(self.update_ids)), "from": self._user(user_id, lang), "chat_instance": "ci", "data": data,
                 "message": {"message_id": 7, "date": 0, "chat": {"id": chat, "type": "private"}, "text": "x",
                             "from": BOT_USER}}
        await self.app.process_update(Update.de_json({"update_id": next(self.update_ids), "callback_query": query}, self.app.bot))
        return self.rec.calls[start:]


    async def poll_answer(self, poll_id: str, options: list[int], user_id: int = 42, lang: str | None = "en") -> list[tuple[str, dict, dict]]:
        start = len(self.rec.calls)
        answer = {"poll_id": poll_id, "user": self._user(user_id, lang), "option_ids": options,
                  "option_persistent_ids": [str(i) for i in options]}
        await self.app.process_update(Update.de_json({"update_id": next(self.update_ids), "poll_answer": answer}, self.app.bot))
        return self.rec.calls[start:]


def sent(calls) -> list[dict]:  # type: ignore[no-untyped-def]
    """The messages and photos among the calls (parameters)."""
    return [p for name, p, _ in calls if name in ("sendMessage", "sendPhoto")]


def texts(calls) -> str:  # type: ignore[no-untyped-def]
    return "\n".join(p.get("text") or p.get("caption") or "" for p in sent(calls))


def buttons(calls) -> list[dict]:  # type: ignore[no-untyped-def]
    """The inline buttons of the last message that has some."""
    for params in reversed(sent(calls)):
        markup = params.get("reply_markup")
        if markup:
            if isinstance(markup, str):
                markup = json.loads(markup)
            return [b for row in markup["inline_keyboard"] for b in row]
    return []


def answers(calls) -> list[dict]:  # type: ignore[no-untyped-def]
    return [p for name, p, _ in calls if name == "answerCallbackQuery"]


async def make_app(db_path, config: Config | None = None) -> tuple[Any, RecordingRequest, list[BaseException]]:  # type: ignore[no-untyped-def]
    rec = RecordingRequest()
    app = build_application(TOKEN, request=rec, db_path=db_path, config=config or Config(rate_count=0))
    errors: list[BaseException] = []

    async def collect(update: object, context) -> None:  # type: ignore[no-untyped-def]
        errors.append(context.error)

    app.error_handlers.clear()
    app.add_error_handler(collect)
    await app.initialize()
    return app, rec, errors


