"""The bot's conversation logic, free of Telegram: ``step(session, event) -> (session, replies)``.

It never imports ``telegram`` (a test checks it), so the same conversations run under
Telegram, in the console (``python -m bot --console``) and in plain unit tests.
"""

from bot.logic.core import step
from bot.logic.model import Button, Config, Event, Picture, Reply, Session

__all__ = ["Button", "Config", "Event", "Picture", "Reply", "Session", "step"]
