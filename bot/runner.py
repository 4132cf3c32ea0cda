"""One update, start to finish: load the session, run the logic, save, in one transaction.
Shared by the Telegram handlers and the console."""

from __future__ import annotations

from bot.logic import Config, Event, Reply, step
from bot.storage import Store


def handle(store: Store, event: Event, config: Config) -> list[Reply]:
    """The replies to ``event``; the user's session is saved in the same transaction."""
    with store.transaction():
        session = store.load(event.user_id)
        session, replies = step(session, event, config)
        store.save(session, event.now)
    return replies
