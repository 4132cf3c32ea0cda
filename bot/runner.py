"""One update, start to finish: load the session, run the logic, save, in one transaction.
Shared by the Telegram handlers and the console.

A database that cannot be reached rolls the transaction back (nothing half-applied); the
update is run once more, and if the database is still away (or broke while committing, when
running it again could apply it twice) the user is answered "try again" in their language.
An update Telegram delivers again (its worker died before answering the webhook) is recognized
by its id, recorded in the update's transaction, and not applied twice.
"""

from __future__ import annotations

import logging
import time

from bot.logic import Config, Event, Reply, step
from bot.storage import StorageUnavailable, Store
from bot.texts import TEXTS
from mjcore.i18n import user_lang

log = logging.getLogger("bot.runner")
#: How many times an update is tried while the database is away, and the pause between tries.
ATTEMPTS = 2
PAUSE = 0.2


def try_again(event: Event) -> Reply:
    """The answer when the database is away: "try again" in the user's Telegram language.

    >>> try_again(Event("text", 5, lang_code="en")).text.startswith("Sorry")
    True
    """
    return Reply(text=TEXTS.text("storage.try_again", user_lang(event.lang_code)))


def already_done(event: Event, lang: str | None = None) -> Reply:
    """The answer to a redelivered update that was applied before (its answer was lost), in
    the user's chosen ``lang`` or else their Telegram language.

    >>> already_done(Event("text", 5, lang_code="en")).text.startswith("That was done already")
    True
    """
    return Reply(text=TEXTS.text("storage.already_done", user_lang(lang or event.lang_code)))


def handle(store: Store, event: Event, config: Config) -> list[Reply]:
    """The replies to ``event``; the user's session is saved in the same transaction, with
    the update's id (an update Telegram sends again is applied once)."""
    for attempt in range(1, ATTEMPTS + 1):
        try:
            with store.transaction():
                session = store.load(event.user_id)
                if event.update_id is not None and not store.claim_update(event.user_id, event.update_id, event.now):
                    log.info("update %d of user %d was applied already: not again", event.update_id, event.user_id)
                    return [already_done(event, session.lang)]
                session, replies = step(session, event, config, pool=store)
                store.save(session, event.now)
            return replies
        except StorageUnavailable as error:
            log.warning("storage unavailable (try %d of %d): %s", attempt, ATTEMPTS, error)
            if not error.retryable:
                break
            if attempt < ATTEMPTS:
                time.sleep(PAUSE)
    return [try_again(event)]
