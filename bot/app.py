"""Thin python-telegram-bot handlers: an update becomes an :class:`~bot.logic.Event`, the
logic answers with :class:`~bot.logic.Reply` values, and these become Bot API calls."""

from __future__ import annotations

import logging
import random
import time
from typing import Any

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Update
from telegram.error import TelegramError
from telegram.ext import Application, ApplicationBuilder, CallbackQueryHandler, ContextTypes, MessageHandler, PollAnswerHandler, filters
from telegram.request import BaseRequest

from bot import pictures
from bot.logic import Config, Event, Reply
from bot.runner import handle
from bot.storage import Store

log = logging.getLogger("bot")
_RANDOM = random.SystemRandom()
CAPTION_LIMIT = 1024
#: The largest document downloaded (a progress record is a few kilobytes).
MAX_DOCUMENT = 512 * 1024
TEXT_LIMIT = 4096


def markup(reply: Reply) -> InlineKeyboardMarkup | None:
    if not reply.buttons:
        return None
    return InlineKeyboardMarkup([[InlineKeyboardButton(b.label, callback_data=b.data) for b in row] for row in reply.buttons])


def _event(update: Update, kind: str, text: str = "", data: str = "") -> Event | None:
    user = update.effective_user
    if user is None:
        return None
    return Event(kind, user.id, text=text, data=data, now=time.time(), rand=_RANDOM.getrandbits(62),
                 lang_code=user.language_code)


async def on_message(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    message = update.effective_message
    if message is None or message.text is None:
        return
    event = _event(update, "text", text=message.text)
    if event is None:
        return
    replies = handle(context.bot_data["store"], event, context.bot_data["config"])
    await send(context, message.chat_id, replies, event.user_id)


async def on_document(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """A file the user sent (a progress record to merge): its text goes to the logic as a ``document`` event."""
    message = update.effective_message
    if message is None or message.document is None:
        return
    size = message.document.file_size or 0
    text = ""
    if size <= MAX_DOCUMENT:
        try:
            file = await message.document.get_file()
            text = bytes(await file.download_as_bytearray()).decode("utf-8", errors="replace")
        except TelegramError as error:
            log.debug("download failed: %s", error)
    event = _event(update, "document", text=message.document.file_name or "", data=text or "x" * (MAX_DOCUMENT + 1))
    if event is None:
        return
    replies = handle(context.bot_data["store"], event, context.bot_data["config"])
    await send(context, message.chat_id, replies, event.user_id)


async def on_poll_answer(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """An answer to one of our quiz polls: recorded in the user's progress."""
    answer = update.poll_answer
    if answer is None or answer.user is None or not answer.option_ids:  # a retracted vote
        return
    event = _event(update, "poll", data=f"{answer.poll_id}:{answer.option_ids[0]}")
    if event is None:
        return
    replies = handle(context.bot_data["store"], event, context.bot_data["config"])
    await send(context, event.user_id, replies, event.user_id)


async def on_button(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    query = update.callback_query
    if query is None:
        return
    event = _event(update, "button", data=query.data or "")
    if event is None:
        await query.answer()
        return
    replies = handle(context.bot_data["store"], event, context.bot_data["config"])
    toast = next((r.toast for r in replies if r.toast), None)
    await query.answer(toast or None)
    chat_id = query.message.chat.id if query.message is not None else event.user_id
    for reply in replies:
        if reply.markup_only and query.message is not None:
            try:
                await query.edit_message_reply_markup(markup(reply))
            except TelegramError as error:  # e.g. "message is not modified": nothing to do
                log.debug("edit failed: %s", error)
    await send(context, chat_id, [r for r in replies if not r.markup_only], event.user_id)


async def send_poll(context: ContextTypes.DEFAULT_TYPE, chat_id: int, reply: Reply, user_id: int | None) -> None:
    """The question's picture (caption: the text), then a native quiz poll; its id goes to the session."""
    poll = reply.poll
    assert poll is not None
    if reply.picture is not None:
        caption = reply.text[:CAPTION_LIMIT]
        await context.bot.send_photo(chat_id, photo=pictures.png(reply.picture), filename="tiles.png", caption=caption)
    stop = [[b for b in row if b.data == "n:stop"] for row in reply.buttons]
    keyboard = markup(Reply(buttons=tuple(tuple(r) for r in stop if r)))
    message = await context.bot.send_poll(chat_id, poll.question, list(poll.options), is_anonymous=False, type="quiz",
                                          correct_option_ids=[poll.correct],  # type: ignore[list-item]  # an option's index, 0-11 explanation=poll.explanation or None,
                                          reply_markup=keyboard)
    if message.poll is not None and user_id is not None:
        event = Event("poll_sent", user_id, data=f"{poll.quiz}:{message.poll.id}", now=time.time())
        handle(context.bot_data["store"], event, context.bot_data["config"])


async def send(context: ContextTypes.DEFAULT_TYPE, chat_id: int, replies: list[Reply], user_id: int | None = None) -> None:
    for reply in replies:
        if reply.toast is not None or reply.markup_only:
            continue
        if reply.poll is not None:
            await send_poll(context, chat_id, reply, user_id)
            continue
        if reply.file is not None:
            name, content = reply.file
            await context.bot.send_document(chat_id, document=content.encode("utf-8"), filename=name,
                                            caption=reply.text[:CAPTION_LIMIT] or None)
            continue
        keyboard = markup(reply)
        text = reply.text
        if reply.picture is not None:
            caption = text if len(text) <= CAPTION_LIMIT else None
            await context.bot.send_photo(chat_id, photo=pictures.png(reply.picture),
                                         filename="progress.png" if reply.picture.kind == "chart" else "tiles.png",
                                         caption=caption, reply_markup=keyboard if caption is not None else None)
            if caption is not None:
                continue
        if text:
            await context.bot.send_message(chat_id, text[:TEXT_LIMIT], reply_markup=keyboard)


async def on_error(update: object, context: ContextTypes.DEFAULT_TYPE) -> None:
    log.error("an update failed: %s", type(context.error).__name__, exc_info=context.error)


def build_application(token: str, *, request: BaseRequest | None = None, db_path: Any = None,
                      config: Config | None = None, concurrent_updates: bool = True) -> Application:
    """The bot: handlers, storage and (optionally) a custom request (tests pass a recording one).

    ``token`` is never logged. ``db_path`` defaults to ``MJ_BOT_DB`` or
    ``~/.local/share/mahjong-tutor/bot.sqlite3``.
    """
    builder = ApplicationBuilder().token(token).concurrent_updates(concurrent_updates)
    if request is not None:
        builder = builder.request(request).get_updates_request(request)
    app = builder.build()
    app.bot_data["store"] = Store(db_path)
    app.bot_data["config"] = config or Config()
    app.add_handler(CallbackQueryHandler(on_button))
    app.add_handler(MessageHandler(filters.TEXT, on_message))
    app.add_handler(MessageHandler(filters.Document.ALL, on_document))
    app.add_handler(PollAnswerHandler(on_poll_answer))
    app.add_error_handler(on_error)
    return app
