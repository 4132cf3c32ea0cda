"""``MJ_BOT_DB``, the documented way to choose the bot's database, tested the way a user gives it
(issue 26): set in the environment of a real ``python -m bot --console`` process, and for
:func:`bot.build_application` without ``db_path``; the data must land in THAT database (a
PostgreSQL schema of the test server of tests/pgserver.py, or a SQLite file), nowhere else.

Before the fix a ``postgresql://`` URL in ``MJ_BOT_DB`` chose the PostgreSQL store but gave its
pool no URL: it tried the local default socket and failed after 2 s (or, where a server listens
there, silently used another database). Only ``--db URL`` worked.
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from botkit import Harness, make_app, texts

from bot.storage import Store

ROOT = Path(__file__).resolve().parents[2]


def _console(env_db: str, home: Path, lines: str = "/help\n/quiz\n") -> subprocess.CompletedProcess[str]:
    """``python -m bot --console`` with ``MJ_BOT_DB=env_db`` and ``HOME=home`` (the default file's
    folder), its input ``lines``."""
    env = {**os.environ, "MJ_BOT_DB": env_db, "HOME": str(home)}
    return subprocess.run([sys.executable, "-m", "bot", "--console", "--lang", "en"], input=lines, capture_output=True,
                          text=True, cwd=ROOT, env=env, timeout=180)


def _default_file(home: Path) -> Path:
    return home / ".local" / "share" / "mahjong-tutor" / "bot.sqlite3"


def _users_in_schema(url: str) -> list[int]:
    import psycopg

    with psycopg.connect(url) as conn:
        return [int(r[0]) for r in conn.execute("SELECT user_id FROM sessions ORDER BY user_id").fetchall()]


def test_console_on_postgres_named_by_MJ_BOT_DB(postgres, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    url = postgres.fresh_url()
    done = _console(url, tmp_path)
    assert done.returncode == 0, done.stderr[-1500:]
    assert "What I can do" in done.stdout and "Traceback" not in done.stderr
    assert _users_in_schema(url) == [1]  # the console's user, in that very schema
    assert not _default_file(tmp_path).exists()


def test_console_on_a_sqlite_file_named_by_MJ_BOT_DB(tmp_path: Path) -> None:
    path = tmp_path / "chosen" / "bot.sqlite3"
    done = _console(str(path), tmp_path)
    assert done.returncode == 0, done.stderr[-1500:]
    with sqlite3.connect(path) as db:
        assert [r[0] for r in db.execute("SELECT user_id FROM sessions")] == [1]
    assert not _default_file(tmp_path).exists()


def test_console_with_an_unreachable_MJ_BOT_DB_says_so(tmp_path: Path) -> None:
    """A server that is not there: one clear line, exit 1, no traceback (and no other database)."""
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    done = _console(f"postgresql://nobody@127.0.0.1:{port}/nothing", tmp_path)
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert f"127.0.0.1:{port}" in done.stderr  # the address the user gave, not another one
    assert not _default_file(tmp_path).exists()


@pytest.mark.asyncio
@pytest.mark.parametrize("kind", ["sqlite", "postgresql"])
async def test_build_application_without_db_path_takes_MJ_BOT_DB(kind: str, tmp_path: Path, monkeypatch, request) -> None:  # type: ignore[no-untyped-def]
    target = str(tmp_path / "env.sqlite3") if kind == "sqlite" else request.getfixturevalue("postgres").fresh_url()
    monkeypatch.setenv("MJ_BOT_DB", target)
    monkeypatch.setenv("HOME", str(tmp_path))
    app, rec, errors = await make_app(None)
    try:
        store = app.bot_data["store"]
        assert str(store.target) == target  # the workers open what the store names
        bot = Harness(app, rec, errors)
        assert "What I can do" in texts(await bot.text("/help", user_id=77))
        if kind == "sqlite":
            with sqlite3.connect(target) as db:
                assert [r[0] for r in db.execute("SELECT user_id FROM sessions")] == [77]
        else:
            assert _users_in_schema(target) == [77]
        assert not _default_file(tmp_path).exists() and errors == []
    finally:
        await app.shutdown()
        app.bot_data["worker"].close()
        app.bot_data["store"].close()


@pytest.mark.parametrize("kind", ["sqlite", "postgresql"])
def test_store_without_a_target_opens_MJ_BOT_DB(kind: str, tmp_path: Path, monkeypatch, request) -> None:  # type: ignore[no-untyped-def]
    target = str(tmp_path / "s.sqlite3") if kind == "sqlite" else request.getfixturevalue("postgres").fresh_url()
    monkeypatch.setenv("MJ_BOT_DB", target)
    monkeypatch.setenv("HOME", str(tmp_path))
    store = Store()
    try:
        assert str(store.target) == target
        with store.transaction():
            store.save(store.load(9), now=1.0)
        again = Store(target)
        assert [row.user_id for row in again.rows()] == [9]
        again.close()
    finally:
        store.close()
