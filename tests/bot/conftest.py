"""Fixtures: a bot on a fresh SQLite file, its errors asserted empty after each test."""

from __future__ import annotations

import pytest
import pytest_asyncio
from botkit import Harness, make_app


@pytest_asyncio.fixture

async def bot(tmp_path):  # type: ignore[no-untyped-def]
    app, rec, errors = await make_app(tmp_path / "bot.sqlite3")
    harness = Harness(app, rec, errors)
    yield harness
    await app.shutdown()
    app.bot_data["store"].close()
    app.bot_data["worker"].close()
    assert errors == [], errors


@pytest.fixture
def db(tmp_path):  # type: ignore[no-untyped-def]
    return tmp_path / "bot.sqlite3"
