"""Fixtures: a bot on a fresh storage, its errors asserted empty after each test.

``db`` (and so ``bot``) is parametrized over both storages: a SQLite file, and a fresh schema
on a real PostgreSQL server started for the session (tests/pgserver.py; skipped with the
reason where Debian's ``postgresql`` package is missing).
"""

from __future__ import annotations

from collections.abc import Iterator

import pgserver
import pytest
import pytest_asyncio
from botkit import Harness, make_app


@pytest.fixture(scope="session")
def postgres() -> Iterator[pgserver.Server]:
    """One PostgreSQL server for the session (initdb + pg_ctl into a temporary folder, 127.0.0.1)."""
    try:
        server = pgserver.start()
    except pgserver.Unavailable as why:
        pytest.skip(f"no PostgreSQL server for the tests ({why}); install it with: {pgserver.INSTALL_HINT}")
    yield server
    server.close()


@pytest.fixture(params=["sqlite", "postgresql"])
def db(request, tmp_path):  # type: ignore[no-untyped-def]
    """Where the bot keeps its sessions: a SQLite file or a ``postgresql://`` URL of an empty schema."""
    if request.param == "sqlite":
        return tmp_path / "bot.sqlite3"
    return request.getfixturevalue("postgres").fresh_url()


@pytest_asyncio.fixture
async def bot(db):  # type: ignore[no-untyped-def]
    app, rec, errors = await make_app(db)
    harness = Harness(app, rec, errors)
    yield harness
    await app.shutdown()
    app.bot_data["store"].close()
    app.bot_data["worker"].close()
    assert errors == [], errors
