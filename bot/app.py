"""Thin python-telegram-bot handlers: an update becomes an :class:`~bot.logic.Event`, the
logic answers with :class:`~bot.logic.Reply` values (computed off the event loop by
:class:`bot.worker.Worker`), and these become Bot API calls.

- An activity's live message is edited in place (``editMessageMedia`` / ``editMessageCaption``
  / ``editMessageText``); when the edit fails (too old, deleted) a fresh one is sent and its
  id reported back (a ``live_sent`` event).
- Time limits: a reply's ``due`` arms a JobQueue job that sends a ``tick`` event then; after a
  restart, ``post_init`` arms the stored ones again.
- The parent's notices (opt-in in ``/settings``): a JobQueue job each Sunday at
  :data:`~bot.logic.weekly.WEEKLY_AT` and each day at :data:`~bot.logic.weekly.REMINDER_AT` sends
  a ``week`` / ``remind`` event to every account that turned it on (:func:`on_notice`).
- ``post_init`` also sets the command menu (setMyCommands, Russian and English) and warms the
  workers, so the first user does not wait for imports and tables.
- In a group the bot answers its commands (``/cmd``, ``/cmd@thisbot``) and replies to its own
  messages, nothing else; in a private chat a sticker, photo, voice or file gets one short answer.
"""

from __future__ import annotations

import logging
import os
import time
from typing import Any

from telegram import BotCommand, InlineKeyboardButton, InlineKeyboardMarkup, InputMediaPhoto, Message, Update
from telegram.error import BadRequest, TelegramError
from telegram.ext import (
    Application,
    ApplicationBuilder,
    CallbackQueryHandler,
    ContextTypes,
    MessageHandler,
    PollAnswerHandler,
    filters,
)
from telegram.request import BaseRequest

from bot.logic import Config, Event, Reply
from bot.logic.commands import command_list
from bot.logic.model import ChartPicture, WeekPicture
from bot.logic.weekly import REMINDER_AT, SETTING_OF, WEEKLY_AT, WEEKLY_DAY
from bot.storage import Store
from bot.worker import Done, Worker

log = logging.getLogger("bot")


class _Entropy:
    """62 random bits per event from the system's source, read 4 KiB at a time: one
    ``os.urandom`` call per 512 events instead of one each (a call took about 0.5 ms on the
    event loop in a sandboxed system: 1377 calls, 0.67 s of a 7 s benchmark).

    >>> 0 <= _Entropy().getrandbits(62) < 2 ** 62
    True
    """

    def __init__(self) -> None:
        self._buffer, self._at = b"", 0

    def getrandbits(self, bits: int) -> int:
        if self._at + 8 > len(self._buffer):
            self._buffer, self._at = os.urandom(4096), 0
        value = int.from_bytes(self._buffer[self._at:self._at + 8], "big")
        self._at += 8
        return value >> (64 - bits)


_RANDOM = _Entropy()
CAPTION_LIMIT = 1024
#: The largest document downloaded (a progress record is a few kilobytes).
MAX_DOCUMENT = 512 * 1024
TEXT_LIMIT = 4096
#: The media a private chat gets the short "text and buttons" answer for.
MEDIA = (filters.Sticker.ALL | filters.PHOTO | filters.VOICE | filters.Document.ALL | filters.VIDEO | filters.AUDIO
         | filters.VIDEO_NOTE | filters.ANIMATION | filters.LOCATION | filters.CONTACT)


def markup(reply: Reply) -> InlineKeyboardMarkup | None:
    if not reply.buttons:
        return None
    return InlineKeyboardMarkup([[InlineKeyboardButton(b.label, callback_data=b.data) for b in row] for row in reply.buttons])


def _event(update: Update, kind: str, text: str = "", data: str = "") -> Event | None:
    user = update.effective_user
    if user is None:
        return None
    chat = update.effective_chat
    query = update.callback_query
    message = query.message.message_id if query is not None and query.message is not None else None
    return Event(kind, user.id, text=text, data=data, now=time.time(), rand=_RANDOM.getrandbits(62),
                 lang_code=user.language_code, chat=chat.id if chat is not None else user.id, update_id=update.update_id,
                 message=message)


def addressed(message: Message, username: str | None, bot_id: int) -> bool:
    """In a group: a command for every bot or for this one (``/cmd``, ``/cmd@thisbot``, not
    ``/cmd@otherbot``), or a reply to one of this bot's messages."""
    text = message.text or ""
    if text.startswith("/"):
        head = text.split(maxsplit=1)[0]
        _, at, name = head.partition("@")
        return not at or (username is not None and name.lower() == username.lower())
    replied = message.reply_to_message
    return replied is not None and replied.from_user is not None and replied.from_user.id == bot_id


async def process(context: ContextTypes.DEFAULT_TYPE, event: Event, chat_id: int, query: Any = None) -> None:
    """One update of one user, in order with the user's others: the logic off the loop, then
    the Bot API calls."""
    worker: Worker = context.bot_data["worker"]
    async with worker.lock(event.user_id):
        done = await worker.handle(event)
        await deliver(context, chat_id, done, event.user_id, query)


async def on_message(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    message = update.effective_message
    if message is None or message.text is None:
        return
    if message.chat.type != "private" and not addressed(message, context.bot.username, context.bot.id):
        return  # group chatter, or a command for another bot
    event = _event(update, "text", text=message.text)
    if event is not None:
        await process(context, event, message.chat_id)


async def on_media(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """A sticker, photo, voice, file... in a private chat: one short answer with the menu."""
    message = update.effective_message
    event = _event(update, "media")
    if message is not None and event is not None:
        await process(context, event, message.chat_id)


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
    if event is not None:
        await process(context, event, message.chat_id)


async def on_poll_answer(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """An answer to one of our quiz polls: recorded in the user's progress."""
    answer = update.poll_answer
    if answer is None or answer.user is None or not answer.option_ids:  # a retracted vote
        return
    event = _event(update, "poll", data=f"{answer.poll_id}:{answer.option_ids[0]}")
    if event is not None:
        await process(context, event, event.user_id)


async def on_button(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    query = update.callback_query
    if query is None:
        return
    event = _event(update, "button", data=query.data or "")
    if event is None:
        await query.answer()
        return
    chat_id = query.message.chat.id if query.message is not None else event.user_id
    await process(context, event, chat_id, query)


async def on_due(context: ContextTypes.DEFAULT_TYPE) -> None:
    """A time limit came (a JobQueue job): a ``tick`` event for its user."""
    job = context.job
    if job is None or not isinstance(job.data, tuple):
        return
    user_id, chat_id = job.data
    event = Event("tick", user_id, now=time.time(), rand=_RANDOM.getrandbits(62), chat=chat_id)
    await process(context, event, chat_id)


async def on_notice(context: ContextTypes.DEFAULT_TYPE) -> None:
    """A parent's notice is due (a JobQueue job; its data: the event, ``week`` or ``remind``):
    the event for every account that turned it on, one after another; an account the bot cannot
    write to (it was blocked) does not stop the others."""
    job = context.job
    if job is None or job.data not in SETTING_OF:
        return
    kind = str(job.data)
    worker: Worker = context.bot_data["worker"]
    for user_id in await worker.subscribed(SETTING_OF[kind]):
        event = Event(kind, user_id, now=time.time(), rand=_RANDOM.getrandbits(62), chat=user_id)
        try:
            await process(context, event, user_id)
        except TelegramError as error:
            log.info("the %s notice to %d was not delivered: %s", kind, user_id, error)


def schedule_notices(app: Application) -> None:
    """The notices' jobs: the weekly summary on :data:`WEEKLY_DAY` at :data:`WEEKLY_AT`, the
    reminder every day at :data:`REMINDER_AT` (PTB counts the days from Sunday, 0)."""
    queue = app.job_queue
    if queue is None:  # python-telegram-bot without its job-queue extra: no notices
        return
    queue.run_daily(on_notice, WEEKLY_AT, days=((WEEKLY_DAY + 1) % 7,), data="week", name="notice:week")
    queue.run_daily(on_notice, REMINDER_AT, data="remind", name="notice:remind")


def arm(app: Application, user_id: int, chat_id: int, due: float) -> None:
    """The user's timer: a ``tick`` at ``due`` (replacing the one armed before)."""
    queue = app.job_queue
    if queue is None:  # python-telegram-bot without its job-queue extra: the lazy time-outs remain
        return
    name = f"due:{user_id}"
    for job in queue.get_jobs_by_name(name):
        job.schedule_removal()
    queue.run_once(on_due, when=max(0.0, due - time.time()), data=(user_id, chat_id), name=name)


async def deliver(context: ContextTypes.DEFAULT_TYPE, chat_id: int, done: Done, user_id: int, query: Any = None) -> None:
    """The Bot API calls for the replies: the button's answer first, then edits and messages."""
    if query is not None:
        toast = next((r.toast for r, _ in done if r.toast), None)
        await query.answer(toast or None)
    for reply, png in done:
        if reply.due is not None:
            arm(context.application, user_id, chat_id, reply.due)
        elif reply.markup_only:
            if query is not None and query.message is not None:
                await _quietly(query.edit_message_reply_markup(markup(reply)))
        elif reply.live is not None:
            await send_live(context, chat_id, reply, png, user_id)
        elif reply.drop is not None and not reply.text:
            await _quietly(context.bot.edit_message_reply_markup(chat_id=reply.drop[0], message_id=reply.drop[1], reply_markup=None))
        elif reply.poll is not None:
            await send_poll(context, chat_id, reply, png, user_id)
        elif reply.toast is None:
            await send(context, chat_id, reply, png)


async def _quietly(call: Any) -> bool:
    """Await a Bot API call whose failure changes nothing for the user ("message is not modified")."""
    try:
        await call
        return True
    except TelegramError as error:
        log.debug("call failed: %s", error)
        return False


async def send_live(context: ContextTypes.DEFAULT_TYPE, chat_id: int, reply: Reply, png: bytes | None, user_id: int) -> None:
    """Edit the activity's live message; when that is impossible, send a fresh one and report
    its id (``live_sent``); the buttons go from the one it replaces."""
    bot = context.bot
    keyboard = markup(reply)
    if reply.edit is not None:
        chat, message = reply.edit
        try:
            if reply.picture is None:
                await bot.edit_message_text(reply.text[:TEXT_LIMIT], chat_id=chat, message_id=message, reply_markup=keyboard)
            elif reply.same_picture:
                await bot.edit_message_caption(chat_id=chat, message_id=message, caption=reply.text[:CAPTION_LIMIT],
                                               reply_markup=keyboard)
            else:
                assert png is not None
                media = InputMediaPhoto(png, caption=reply.text[:CAPTION_LIMIT], filename="tiles.png")
                await bot.edit_message_media(media, chat_id=chat, message_id=message, reply_markup=keyboard)
            return
        except BadRequest as error:
            if "not modified" in str(error).lower():
                return
            log.info("live message %s not editable (%s): a fresh one", message, error)
            chat_id = chat
        except TelegramError as error:
            log.info("live message %s not editable (%s): a fresh one", message, error)
            chat_id = chat
        if png is None and reply.picture is not None:  # the picture was not drawn for an edit of the caption
            from bot import pictures

            png = pictures.png(reply.picture)
    if reply.picture is not None:
        assert png is not None
        sent = await bot.send_photo(chat_id, photo=png, filename="tiles.png", caption=reply.text[:CAPTION_LIMIT],
                                    reply_markup=keyboard)
    else:
        sent = await bot.send_message(chat_id, reply.text[:TEXT_LIMIT], reply_markup=keyboard)
    if reply.drop is not None:
        await _quietly(bot.edit_message_reply_markup(chat_id=reply.drop[0], message_id=reply.drop[1], reply_markup=None))
    worker: Worker = context.bot_data["worker"]
    await worker.handle(Event("live_sent", user_id, data=f"{reply.live}:{sent.chat_id}:{sent.message_id}", now=time.time()))


async def send_poll(context: ContextTypes.DEFAULT_TYPE, chat_id: int, reply: Reply, png: bytes | None, user_id: int | None) -> None:
    """The question's picture (caption: the text), then a native quiz poll; its id goes to the session."""
    poll = reply.poll
    assert poll is not None
    if png is not None:
        await context.bot.send_photo(chat_id, photo=png, filename="tiles.png", caption=reply.text[:CAPTION_LIMIT])
    stop = [[b for b in row if b.data.startswith("z:")] for row in reply.buttons]
    keyboard = markup(Reply(buttons=tuple(tuple(r) for r in stop if r)))
    message = await context.bot.send_poll(chat_id, poll.question, list(poll.options), is_anonymous=False, type="quiz",
                                          correct_option_ids=[poll.correct],  # type: ignore[list-item]  # an option's index, 0-11
                                          explanation=poll.explanation or None, reply_markup=keyboard)
    if message.poll is not None and user_id is not None:
        worker: Worker = context.bot_data["worker"]
        await worker.handle(Event("poll_sent", user_id, data=f"{poll.quiz}:{message.poll.id}", now=time.time()))


async def send(context: ContextTypes.DEFAULT_TYPE, chat_id: int, reply: Reply, png: bytes | None) -> None:
    """A message the learner keeps: text, or a picture with its caption (and the text after it
    when it is longer than a caption)."""
    if reply.file is not None:  # a document (the progress record of /export)
        name, content = reply.file
        await context.bot.send_document(chat_id, document=content.encode("utf-8"), filename=name,
                                        caption=reply.text[:CAPTION_LIMIT] or None)
        return
    keyboard = markup(reply)
    text = reply.text
    if png is not None and reply.picture is not None:
        caption = text if len(text) <= CAPTION_LIMIT else None
        name = "progress.png" if isinstance(reply.picture, ChartPicture | WeekPicture) else "tiles.png"
        await context.bot.send_photo(chat_id, photo=png, filename=name,
                                     caption=caption, reply_markup=keyboard if caption is not None else None)
        if caption is not None:
            return
    if text:
        await context.bot.send_message(chat_id, text[:TEXT_LIMIT], reply_markup=keyboard)


async def post_init(app: Application) -> None:
    """After the Application is initialised: the command menu in both languages, warm workers,
    and the stored time limits armed again."""
    for lang in ("ru", "en"):
        await app.bot.set_my_commands([BotCommand(name, text[:256]) for name, text in command_list(lang)], language_code=lang)
    await app.bot.set_my_commands([BotCommand(name, text[:256]) for name, text in command_list("ru")])
    worker: Worker = app.bot_data["worker"]
    if app.bot_data.get("warm", True):
        seconds = await worker.warm()
        log.info("workers warm in %s s", ", ".join(f"{s:.1f}" for s in seconds))
    for user_id, due in await worker.pending():
        arm(app, user_id, user_id, due)


async def post_shutdown(app: Application) -> None:
    app.bot_data["worker"].close()


async def on_error(update: object, context: ContextTypes.DEFAULT_TYPE) -> None:
    log.error("an update failed: %s", type(context.error).__name__, exc_info=context.error)


def build_application(token: str, *, request: BaseRequest | None = None, db_path: Any = None,
                      config: Config | None = None, concurrent_updates: bool = True, workers: int = 2,
                      processes: bool = False, warm: bool = True, webhook: bool = False) -> Application:
    """The bot: handlers, storage, the worker pool and (optionally) a custom request (tests pass
    a recording one).

    ``token`` is never logged. ``db_path`` defaults to ``MJ_BOT_DB`` or
    ``~/.local/share/mahjong-tutor/bot.sqlite3``. ``workers``: how many threads (or, with
    ``processes``, processes) run the logic and draw the pictures; ``warm``: warm them up in
    ``post_init`` (the tests leave it out to stay quick); ``webhook``: no Updater (updates come
    from our own webhook server, :mod:`bot.webhook`).
    """
    builder = (ApplicationBuilder().token(token).concurrent_updates(concurrent_updates)
               .post_init(post_init).post_shutdown(post_shutdown))
    if webhook:
        builder = builder.updater(None)
    if request is not None:
        builder = builder.request(request)
        if not webhook:
            builder = builder.get_updates_request(request)
    app = builder.build()
    store = Store(db_path)
    app.bot_data["store"] = store
    app.bot_data["config"] = config = config or Config()
    app.bot_data["warm"] = warm
    app.bot_data["worker"] = Worker(store.target, config, workers=workers, processes=processes)
    app.add_handler(CallbackQueryHandler(on_button))
    app.add_handler(MessageHandler(filters.TEXT, on_message))
    # a JSON file in a private chat is a progress record to merge (/export sends one); other media get the menu
    app.add_handler(MessageHandler(filters.ChatType.PRIVATE & filters.Document.FileExtension("json"), on_document))
    app.add_handler(MessageHandler(filters.ChatType.PRIVATE & MEDIA, on_media))
    app.add_handler(PollAnswerHandler(on_poll_answer))
    app.add_error_handler(on_error)
    schedule_notices(app)
    return app
