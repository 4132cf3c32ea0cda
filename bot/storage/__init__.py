"""The bot's storage behind one small interface, :class:`Store`: SQLite (the embedded default,
:mod:`bot.storage.sqlite`) or PostgreSQL for several workers (:mod:`bot.storage.postgres`,
the ``postgres`` extra). ``Store(target)`` picks one by ``target``: a ``postgresql://`` URL or
a file (``None``: ``MJ_BOT_DB`` or ``~/.local/share/mahjong-tutor/bot.sqlite3``), as :func:`resolve` says.

>>> from bot.storage import Store, is_postgres
>>> is_postgres("postgresql://bot@127.0.0.1/mj")
True
"""

from bot.storage.base import Row, StorageUnavailable, Store, Timer, default_target, is_postgres, redact, resolve
from bot.storage.postgres import PostgresStore
from bot.storage.sqlite import MIGRATIONS, SCHEMA_VERSION, SqliteStore, default_path

__all__ = ["MIGRATIONS", "SCHEMA_VERSION", "PostgresStore", "Row", "SqliteStore", "StorageUnavailable", "Store", "Timer", "default_path",
           "default_target", "is_postgres", "redact", "resolve"]
