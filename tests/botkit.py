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
        #: the message id each call's answer carried (``None``: no message), one per call
        self.message_ids: list[int | None] = []
        self.ids = itertools.count(1000)
        #: message ids whose edits fail as when a message is too old or deleted
        self.gone: set[int] = set()

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
        if name.startswith("editMessage") and int(params.get("message_id", 0)) in self.gone:
            self.message_ids.append(None)
            return 400, json.dumps({"ok": False, "error_code": 400, "description": "Bad Request: message to edit not found"}).encode()
        if name == "getMe":
            result: Any = BOT_USER
        elif name in ("sendMessage", "sendPhoto", "editMessageText", "editMessageReplyMarkup", "editMessageCaption",
                      "editMessageMedia"):
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
        self.message_ids.append(result.get("message_id") if isinstance(result, dict) else None)
        return 200, json.dumps({"ok": True, "result": result}).encode()


#: Update ids as Telegram's: never one twice (a bot applies an update id once), even across harnesses on one database.
UPDATE_IDS = itertools.count(1)


class Harness:
    """Sends updates as a user would and reads what the bot sent."""

    def __init__(self, app, rec: RecordingRequest, errors: list[BaseException]) -> None:  # type: ignore[no-untyped-def]
        self.app, self.rec, self.errors = app, rec, errors
        self.update_ids = UPDATE_IDS
        self.message_ids = itertools.count(1)

    def _user(self, user_id: int, lang: str | None) -> dict[str, Any]:
        user: dict[str, Any] = {"id": user_id, "is_bot": False, "first_name": f"U{user_id}"}
        if lang:
            user["language_code"] = lang
        return user

    async def text(self, text: str, user_id: int = 42, lang: str | None = "en", chat_id: int | None = None,
                   reply_to: dict[str, Any] | None = None) -> list[tuple[str, dict, dict]]:
        """A message from ``user_id``: in their private chat, or in the group ``chat_id`` (negative)."""
        message = self._message(user_id, lang, chat_id, text=text)
        if text.startswith("/"):
            message["entities"] = [{"type": "bot_command", "offset": 0, "length": len(text.split()[0])}]
        if reply_to is not None:
            message["reply_to_message"] = {"message_id": 1, "date": 0, "chat": message["chat"], "text": "x", "from": reply_to}
        return await self._update({"message": message})

    async def media(self, kind: str, user_id: int = 42, chat_id: int | None = None) -> list[tuple[str, dict, dict]]:
        """A sticker (``kind="sticker"``), photo, voice or document."""
        message = self._message(user_id, "en", chat_id)
        message[kind] = {
            "sticker": {"file_id": "s", "file_unique_id": "s", "width": 512, "height": 512, "is_animated": False,
                        "is_video": False, "type": "regular"},
            "photo": [{"file_id": "p", "file_unique_id": "p", "width": 90, "height": 90}],
            "voice": {"file_id": "v", "file_unique_id": "v", "duration": 2},
            "document": {"file_id": "d", "file_unique_id": "d"},
        }[kind]
        return await self._update({"message": message})

    def _message(self, user_id: int, lang: str | None, chat_id: int | None, **fields: Any) -> dict[str, Any]:
        chat = {"id": user_id, "type": "private"} if chat_id is None else {"id": chat_id, "type": "group", "title": "g"}
        return {"message_id": next(self.message_ids), "date": 0, "chat": chat, "from": self._user(user_id, lang), **fields}

    async def _update(self, body: dict[str, Any]) -> list[tuple[str, dict, dict]]:
        start = len(self.rec.calls)
        await self.app.process_update(Update.de_json({"update_id": next(self.update_ids), **body}, self.app.bot))
        return self.rec.calls[start:]

    async def press(self, data: str, user_id: int = 42, lang: str | None = "en", chat_id: int | None = None,
                    message_id: int = 7) -> list[tuple[str, dict, dict]]:
        start = len(self.rec.calls)
        chat = chat_id if chat_id is not None else user_id
        kind = "private" if chat == user_id else "group"
        query = {"id": str(next(self.update_ids)), "from": self._user(user_id, lang), "chat_instance": "ci", "data": data,
                 "message": {"message_id": message_id, "date": 0, "chat": {"id": chat, "type": kind, "title": "g"}, "text": "x",
                             "from": BOT_USER}}
        await self.app.process_update(Update.de_json({"update_id": next(self.update_ids), "callback_query": query}, self.app.bot))
        return self.rec.calls[start:]

    async def press_on(self, data: str, user_id: int = 42, lang: str | None = "en") -> list[tuple[str, dict, dict]]:
        """Press ``data`` on the newest message whose keyboard has it now (as a user does; the
        update names that message)."""
        under = [m for m, keyboard in keyboards(self.rec).items() if data in keyboard]
        assert under, f"no message has the button {data!r} now"
        return await self.press(data, user_id=user_id, lang=lang, message_id=under[-1])

    async def poll_answer(self, poll_id: str, options: list[int], user_id: int = 42, lang: str | None = "en") -> list[tuple[str, dict, dict]]:
        start = len(self.rec.calls)
        answer = {"poll_id": poll_id, "user": self._user(user_id, lang), "option_ids": options,
                  "option_persistent_ids": [str(i) for i in options]}
        await self.app.process_update(Update.de_json({"update_id": next(self.update_ids), "poll_answer": answer}, self.app.bot))
        return self.rec.calls[start:]


def sent(calls) -> list[dict]:  # type: ignore[no-untyped-def]
    """The new messages and photos among the calls (parameters)."""
    return [p for name, p, _ in calls if name in ("sendMessage", "sendPhoto")]


#: The calls that show the learner something: new messages and edits of text, caption or picture.
SHOWN = ("sendMessage", "sendPhoto", "editMessageText", "editMessageCaption", "editMessageMedia")


def shown(calls, keyboards: bool = False) -> list[dict]:  # type: ignore[no-untyped-def]
    """The new messages and the edits (parameters; an edited picture's caption as ``caption``);
    with ``keyboards``, the edits of a keyboard alone too."""
    out = []
    for name, params, _ in calls:
        if name in SHOWN or (keyboards and name == "editMessageReplyMarkup"):
            if name == "editMessageMedia":
                media = params.get("media")
                media = json.loads(media) if isinstance(media, str) else media or {}
                params = {**params, "caption": media.get("caption", "")}
            out.append(params)
    return out


def texts(calls) -> str:  # type: ignore[no-untyped-def]
    """Every text and caption the calls showed, new or edited."""
    return "\n".join(p.get("text") or p.get("caption") or "" for p in shown(calls))


def buttons(calls) -> list[dict]:  # type: ignore[no-untyped-def]
    """The inline buttons of the last message (new or edited, or only its keyboard) that has some."""
    for params in reversed(shown(calls, keyboards=True)):
        markup = params.get("reply_markup")
        if markup:
            if isinstance(markup, str):
                markup = json.loads(markup)
            return [b for row in markup["inline_keyboard"] for b in row]
    return []


#: The calls that send a new message (a poll and a document too).
NEW = ("sendMessage", "sendPhoto", "sendPoll", "sendDocument")


def keyboards(rec: RecordingRequest) -> dict[int, list[str]]:
    """Every message the bot sent, by id, with the callback data of the keyboard it has now
    (after every edit of it); a message without a keyboard has ``[]``."""
    out: dict[int, list[str]] = {}
    for (name, params, _), sent_id in zip(rec.calls, rec.message_ids, strict=True):
        if name in NEW and sent_id is not None:
            key = sent_id
        elif name.startswith("editMessage") and sent_id is not None:
            key = int(params["message_id"])
        else:
            continue
        markup = params.get("reply_markup")
        if isinstance(markup, str):
            markup = json.loads(markup)
        if name == "editMessageReplyMarkup" or markup is not None or name in NEW or name.startswith("editMessage"):
            out[key] = [b.get("callback_data", "") for row in (markup or {}).get("inline_keyboard", []) for b in row]
    return out


def live_keyboards(rec: RecordingRequest, prefixes: tuple[str, ...]) -> dict[int, list[str]]:
    """The messages whose keyboard still has a button of an activity (callback data starting with
    one of ``prefixes``, e.g. ``("q:", "z:quiz:")``): live buttons left behind."""
    return {m: data for m, data in keyboards(rec).items() if any(d.startswith(prefixes) for d in data)}


def answers(calls) -> list[dict]:  # type: ignore[no-untyped-def]
    return [p for name, p, _ in calls if name == "answerCallbackQuery"]


async def make_app(db_path, config: Config | None = None, **options: Any) -> tuple[Any, RecordingRequest, list[BaseException]]:  # type: ignore[no-untyped-def]
    rec = RecordingRequest()
    options.setdefault("warm", False)
    app = build_application(TOKEN, request=rec, db_path=db_path, config=config or Config(rate_count=0), **options)
    errors: list[BaseException] = []

    async def collect(update: object, context) -> None:  # type: ignore[no-untyped-def]
        errors.append(context.error)

    app.error_handlers.clear()
    app.add_error_handler(collect)
    await app.initialize()
    if app.post_init is not None:  # as run_polling and run_webhook do
        await app.post_init(app)
    return app, rec, errors


def _button_data(calls, suffix: str) -> str:  # type: ignore[no-untyped-def]
    return next(b["callback_data"] for b in buttons(calls) if b["callback_data"].endswith(suffix))


async def play_code_lock_perfectly(bot: Harness, lang: str, user_id: int = 42) -> None:
    """Every round of the code lock rebuilt right, to its end."""
    store = bot.app.bot_data["store"]
    calls = await bot.text("/codelock", lang=lang, user_id=user_id)
    while (lock := store.load(user_id).activities.get("codelock")) is not None:
        calls = await bot.press(_button_data(calls, ":h"), lang=lang, user_id=user_id)
        game = store.load(user_id).activities["codelock"].game
        for tile in game.code:
            calls = await bot.press(_button_data(calls, f":{game.suits.index(tile.suit.value) * 9 + tile.number - 1}"),
                                    lang=lang, user_id=user_id)
        assert lock is not None
