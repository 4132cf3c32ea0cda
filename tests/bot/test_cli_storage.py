"""``python -m bot migrate`` (a SQLite file into PostgreSQL and back, messages in both languages)
and the ``--workers`` / ``--db`` options of ``python -m bot``."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.__main__ import main
from bot.logic import Config, Event
from bot.runner import handle
from bot.storage import Store, Timer


def _file_with_users(path: Path, users: int) -> None:
    store = Store(path)
    for user in range(1, users + 1):
        handle(store, Event("text", user, text="/play", now=float(user), rand=user, lang_code="en"), Config(rate_count=0))
    store.schedule(Timer(1, "claim", 30.0))
    store.close()


@pytest.mark.parametrize(("lang", "words"), [("en", "Copied 5 sessions and 1 timers"), ("ru", "Скопировано сессий: 5, таймеров: 1")])
def test_migrate_a_file_into_the_other_storage(db, tmp_path: Path, capsys, lang: str, words: str) -> None:  # type: ignore[no-untyped-def]
    source = tmp_path / "old.sqlite3"
    _file_with_users(source, 5)
    assert main(["migrate", "--from", str(source), "--to", str(db), "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert words in out
    target = Store(db)
    games = [len(target.load(u).activities["game"].actions) for u in range(1, 6)]
    original = Store(source)
    assert games == [len(original.load(u).activities["game"].actions) for u in range(1, 6)]
    assert target.timers() == [Timer(1, "claim", 30.0)]
    # the moved game goes on in the new storage
    replies = handle(target, Event("text", 3, text="/play", now=99.0, lang_code="en"), Config(rate_count=0))
    assert "unfinished game" in replies[0].text
    target.close()
    original.close()


def test_migrate_refuses_a_missing_source_and_hides_passwords(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["migrate", "--from", str(tmp_path / "none.sqlite3"), "--to", "postgresql://bot:hunter2@127.0.0.1:1/x",
                 "--lang", "en"]) == 1
    err = capsys.readouterr().err
    assert "There is no SQLite file" in err and "hunter2" not in err
    assert not (tmp_path / "none.sqlite3").exists()
    assert main(["migrate", "--from", str(tmp_path / "a.sqlite3"), "--to", str(tmp_path / "a.sqlite3"), "--lang", "ru"]) == 1
    assert "одну и ту же" in capsys.readouterr().err


def test_migrate_into_an_unreachable_server_says_so(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    pytest.importorskip("psycopg")
    source = tmp_path / "old.sqlite3"
    _file_with_users(source, 1)
    assert main(["migrate", "--from", str(source), "--to", "postgresql://bot:hunter2@127.0.0.1:1/x", "--lang", "en"]) == 1
    err = capsys.readouterr().err
    assert "Could not copy" in err and "Nothing was changed" in err and "hunter2" not in err


@pytest.mark.parametrize(("lang", "words"), [("en", "--workers needs --webhook"), ("ru", "--workers работает только с --webhook")])
def test_workers_need_a_webhook(monkeypatch: pytest.MonkeyPatch, capsys, lang: str, words: str) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("TELEGRAM_BOT_TOKEN", "123:abc")
    assert main(["--workers", "4", "--lang", lang]) == 2
    assert words in capsys.readouterr().err


def test_an_unreachable_database_at_start_is_explained(monkeypatch: pytest.MonkeyPatch, capsys) -> None:  # type: ignore[no-untyped-def]
    pytest.importorskip("psycopg")
    monkeypatch.setenv("TELEGRAM_BOT_TOKEN", "123:abc")
    assert main(["--db", "postgresql://bot:hunter2@127.0.0.1:1/x", "--lang", "en", "--pool-size", "2"]) == 1
    err = capsys.readouterr().err
    assert "cannot be reached" in err and "bot:***@127.0.0.1:1/x" in err and "hunter2" not in err
