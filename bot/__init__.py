"""The Telegram bot tutor: conversation logic (:mod:`bot.logic`, no Telegram inside), thin
handlers (:mod:`bot.app`), SQLite storage (:mod:`bot.storage`) and a console front end.

:func:`build_application` is the one public factory: tests and outside checks build the bot
through it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from telegram.ext import Application
    from telegram.request import BaseRequest

__all__ = ["build_application"]


def build_application(token: str, *, request: BaseRequest | None = None, db_path: Any = None, **options: Any) -> Application:
    """The configured ``telegram.ext.Application`` (see :func:`bot.app.build_application`)."""
    from bot.app import build_application as build

    return build(token, request=request, db_path=db_path, **options)
