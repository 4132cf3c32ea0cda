"""The storage interface on both implementations: migrations from old files and old schemas, the
per-user lock across two workers (two stores on one database), timers claimed by exactly one
worker, and a database that goes away (answered "try again", nothing half-applied)."""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from pathlib import Path

import pytest

from bot.logic import Config, Event, Session
from bot.runner import handle
from bot.storage import SCHEMA_VERSION, StorageUnavailable, Store, Timer
from bot.storage import sqlite as sqlite_storage


def _open_two(db):  # type: ignore[no-untyped-def]
    """Two stores on one database, as two worker processes have."""
    return Store(db), Store(db)


def test_a_v1_sqlite_file_is_migrated_and_keeps_its_rows(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    with sqlite3.connect(path) as con:  # a file as the bot before the timers wrote it
        for statement in sqlite_storage.MIGRATIONS[0]:
            con.execute(statement)
        con.execute("INSERT INTO sessions VALUES (7, ?, 1.0)", (Session(7, lang="en").to_json(),))
        con.execute("PRAGMA user_version=1")
    store = Store(path)
    assert store.schema_version() == SCHEMA_VERSION == 4
    assert store.difficulties() == {}
    assert store.load(7).lang == "en"
    store.schedule(Timer(7, "claim", 5.0))
    assert store.timers() == [Timer(7, "claim", 5.0)]
    store.close()


def test_a_newer_sqlite_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "new.sqlite3"
    Store(path).close()
    with sqlite3.connect(path) as con:
        con.execute(f"PRAGMA user_version={SCHEMA_VERSION + 1}")
    with pytest.raises(RuntimeError, match="newer"):
        Store(path)


def test_an_old_postgres_schema_is_migrated_once_by_many_workers(postgres) -> None:  # type: ignore[no-untyped-def]
    url = postgres.fresh_url()
    first = Store(url)
    with first.transaction() as conn:  # as a v1 bot left it: sessions only, version 1
        conn.execute("DROP TABLE timers")
        conn.execute("DROP TABLE difficulty")
        conn.execute("DROP TABLE updates")
        conn.execute("UPDATE schema_version SET version=1")
        conn.execute("INSERT INTO sessions VALUES (7, %s, 1.0)", (Session(7, lang="en").to_json(),))
    assert first.schema_version() == 1
    first.close()
    stores: list[Store] = []
    threads = [threading.Thread(target=lambda: stores.append(Store(url))) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(stores) == 4 and all(s.schema_version() == SCHEMA_VERSION for s in stores)
    assert stores[0].load(7).lang == "en" and stores[0].timers() == []
    for s in stores:
        s.close()


def test_one_users_updates_never_interleave_across_two_workers(db) -> None:  # type: ignore[no-untyped-def]
    """Each update appends its time to the session's rate list: with the row lock none is lost."""
    a, b = _open_two(db)
    config = Config(rate_count=10_000, rate_window=1e9)
    per_worker = 60
    errors: list[BaseException] = []

    def press(store: Store) -> None:
        try:
            for _ in range(per_worker):
                handle(store, Event("text", 5, text="/help", now=1000.0, lang_code="en"), config)
        except BaseException as error:  # pragma: no cover - reported below
            errors.append(error)

    threads = [threading.Thread(target=press, args=(s,)) for s in (a, b)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert len(a.load(5).rate) == 2 * per_worker
    a.close()
    b.close()


def test_a_second_worker_waits_for_the_users_lock_and_reads_the_result(postgres) -> None:  # type: ignore[no-untyped-def]
    url = postgres.fresh_url()
    a, b = _open_two(url)
    inside, release, seen = threading.Event(), threading.Event(), []

    def first() -> None:
        with a.transaction():
            session = a.load(9)
            inside.set()
            release.wait(10)
            session.stats["games"] = 41
            a.save(session, 1.0)

    def second() -> None:
        inside.wait(10)
        with b.transaction():
            session = b.load(9)  # blocks until the first commits
            seen.append(session.stats.get("games"))
            session.stats["games"] = session.stats.get("games", 0) + 1
            b.save(session, 2.0)

    t1, t2 = threading.Thread(target=first), threading.Thread(target=second)
    t1.start()
    t2.start()
    inside.wait(10)
    t2.join(0.5)
    assert t2.is_alive(), "the second worker did not wait for the user's row lock"
    release.set()
    t1.join()
    t2.join()
    assert seen == [41] and a.load(9).stats["games"] == 42
    a.close()
    b.close()


def test_two_workers_pressing_the_same_move_apply_it_once(db) -> None:  # type: ignore[no-untyped-def]
    a, b = _open_two(db)
    config = Config(rate_count=0)
    replies = handle(a, Event("text", 5, text="/play", now=1.0, rand=3, lang_code="en"), config)
    for turn in range(6):
        data = next((btn.data for r in reversed(replies) for row in r.buttons for btn in row if btn.data.startswith("g:")), None)
        if data is None:
            break
        before = len(a.load(5).activities["game"].actions)
        results: dict[str, list] = {}
        barrier = threading.Barrier(2)

        def press(name: str, store: Store, event: Event, barrier: threading.Barrier = barrier, results: dict = results) -> None:
            barrier.wait(10)
            results[name] = handle(store, event, config)

        event = Event("button", 5, data=data, now=2.0 + turn, rand=turn, lang_code="en")
        threads = [threading.Thread(target=press, args=(n, s, event)) for n, s in (("a", a), ("b", b))]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        game = a.load(5).activities.get("game")
        if game is None:
            break
        stale = [n for n, r in results.items() if any(x.toast and ("out of date" in x.toast.lower() or "old" in x.toast.lower())
                                                      for x in r)]
        assert len(game.actions) > before
        assert len(stale) == 1, (turn, results)  # exactly one of the two presses was applied
        replies = results["a" if stale == ["b"] else "b"]
    a.close()
    b.close()


def test_timers_are_claimed_by_exactly_one_worker(db) -> None:  # type: ignore[no-untyped-def]
    a, b = _open_two(db)
    with a.transaction():
        for user in range(40):
            a.schedule(Timer(user, "claim", float(user)))
    a.schedule(Timer(99, "later", 1000.0))
    claimed: dict[str, list[Timer]] = {"a": [], "b": []}

    def claim(name: str, store: Store) -> None:
        for _ in range(8):
            claimed[name] += store.claim_due(100.0, worker=name, lease=30.0, limit=3)

    threads = [threading.Thread(target=claim, args=(n, s)) for n, s in (("a", a), ("b", b))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    both = claimed["a"] + claimed["b"]
    assert sorted(t.user_id for t in both) == list(range(40))  # each due timer once, the later one not
    assert a.claim_due(120.0, worker="a") == []  # the leases hold
    a.finish(both[0])
    a.schedule(Timer(both[1].user_id, "claim", 500.0))  # re-armed while it fired: finishing keeps it
    a.finish(both[1])
    again = b.claim_due(200.0, worker="b", limit=100)  # the leases expired: a dead worker's claims return
    assert len(again) == 38 and both[0] not in again
    assert Timer(both[1].user_id, "claim", 500.0) in a.timers()
    a.cancel(99, "later")
    assert Timer(99, "later", 1000.0) not in a.timers()
    a.close()
    b.close()


def test_rows_copy_between_storages(db, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    source = Store(tmp_path / "source.sqlite3")
    for user in (3, 1, 2):
        handle(source, Event("text", user, text="/start", now=float(user), lang_code="en"), Config())
    source.schedule(Timer(2, "claim", 9.0))
    target = Store(db)
    target.put_rows(list(source.rows()), source.timers())
    assert [(r.user_id, json.loads(r.data)) for r in target.rows()] == [(r.user_id, json.loads(r.data)) for r in source.rows()]
    assert target.timers() == [Timer(2, "claim", 9.0)]
    source.close()
    target.close()


@pytest.mark.slow
def test_a_database_that_goes_away_gets_try_again_and_nothing_half_applied(postgres) -> None:  # type: ignore[no-untyped-def]
    store = Store(postgres.fresh_url())
    config = Config(rate_count=0)
    handle(store, Event("text", 5, text="/play", now=1.0, lang_code="en"), config)
    before = store.load(5).to_json()
    postgres.stop("immediate")
    try:
        for lang, words in (("en", "try again"), ("ru", "Попробуйте ещё раз")):
            replies = handle(store, Event("text", 5, text="/stop", now=2.0, lang_code=lang), config)
            assert len(replies) == 1 and words in replies[0].text
        with pytest.raises(StorageUnavailable):
            store.load(5)
    finally:
        postgres.start()
    for _ in range(40):  # the pool reconnects within seconds of the server's return
        try:
            after = store.load(5).to_json()
            break
        except StorageUnavailable:
            time.sleep(0.5)
    assert after == before  # the /stop was not applied
    replies = handle(store, Event("text", 5, text="/stop", now=3.0, lang_code="en"), config)
    assert "Stop the game?" in replies[0].text and "game" in store.load(5).activities  # it asks first
    yes = next(b.data for row in replies[0].buttons for b in row if b.data.endswith(":y"))
    replies = handle(store, Event("button", 5, data=yes, now=4.0, lang_code="en"), config)
    assert "game" not in store.load(5).activities
    store.close()


def test_an_update_id_is_applied_once_across_two_workers(db) -> None:  # type: ignore[no-untyped-def]
    """Telegram sends an unanswered update again; ``handle`` applies it once (the id is kept in
    the update's transaction), another worker included, and answers "done already" then."""
    a, b = _open_two(db)
    config = Config(rate_count=50)
    event = Event("text", 3, text="/help", now=time.time(), lang_code="en", update_id=41)
    first = handle(a, event, config)
    again = handle(b, Event("text", 3, text="/help", now=time.time(), lang_code="en", update_id=41), config)
    assert first[0].text.startswith("What I can do:") and again[0].text.startswith("That was done already")
    assert len(a.load(3).rate) == 1
    other = handle(b, Event("text", 3, text="/help", now=time.time(), lang_code="en", update_id=42), config)
    assert other[0].text.startswith("What I can do:") and len(a.load(3).rate) == 2
    # an id is forgotten after two days (Telegram redelivers for one)
    with a.transaction():
        assert a.claim_update(3, 41, now=time.time() + 3 * 86400)
        assert not a.claim_update(3, 41, now=time.time() + 3 * 86400)
    a.close()
    b.close()


def test_sqlite_workers_take_turns_through_the_lock_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two connections to one SQLite file (two worker processes) take turns through
    ``<file>.lock``: the second goes on as soon as the first commits, and one held too long
    is refused with the storage's own error (the user gets "try again"), never a hang."""
    path = tmp_path / "bot.sqlite3"
    first, second = sqlite_storage.SqliteStore(path), sqlite_storage.SqliteStore(path)
    assert (tmp_path / "bot.sqlite3.lock").exists()
    order: list[str] = []
    holding, release = threading.Event(), threading.Event()

    def hold() -> None:
        with first.transaction():
            first.save(Session(1), 1.0)
            holding.set()
            release.wait(5)
            order.append("first commits")

    thread = threading.Thread(target=hold)
    thread.start()
    holding.wait(5)
    monkeypatch.setattr(sqlite_storage, "LOCK_TIMEOUT", 0.05)
    with pytest.raises(StorageUnavailable, match="writer lock"):
        with second.transaction():
            pass
    monkeypatch.setattr(sqlite_storage, "LOCK_TIMEOUT", 5.0)
    threading.Timer(0.1, release.set).start()
    with second.transaction():
        order.append("second writes")
        assert second.db.execute("SELECT count(*) FROM sessions WHERE user_id=1").fetchone()[0] == 1  # the first's row
    thread.join()
    assert order == ["first commits", "second writes"]
    first.close()
    second.close()


def test_workers_starting_at_once_on_a_new_sqlite_file_all_open_it(tmp_path: Path) -> None:
    """The switch of a new file to WAL takes it alone and does not wait in SQLite's busy
    handler: two bot processes started together on a new file had one die with "database is
    locked" (seen as a traceback in the webhook test's log, 1 run in 10). They take turns now."""
    failed: list[BaseException] = []
    for trial in range(60):
        path = tmp_path / f"new{trial}.sqlite3"
        together = threading.Barrier(4)

        def open_store(path: Path = path, together: threading.Barrier = together) -> None:
            together.wait()
            try:
                sqlite_storage.SqliteStore(path).close()
            except sqlite3.OperationalError as error:
                failed.append(error)

        threads = [threading.Thread(target=open_store) for _ in range(4)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    assert failed == []
