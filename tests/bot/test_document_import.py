"""The bot's document import (issue 26, "nothing lost, no traceback"), through the bot's own update
path (``bot.runner.handle``: the logic's ``Ctx`` on a real SQLite file): whatever a document
holds, the update is answered in the user's language, no exception escapes, and the user's record
loses nothing — a bad document leaves it exactly as it was, a partly bad one adds only its valid
parts (and names the others). A forged rating is refused, and no stored number can make a right
answer fail (the Glicko-2 update is robust).

Quick seeded runs here; the long run is marked ``slow``."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, seed, settings

from bot.logic import Config, Event, Reply, step
from bot.logic.session import Session
from bot.runner import handle
from bot.storage import Store
from mjcore.practice.glicko import Rating
from mjcore.practice.record import Progress
from mjcore.practice.schedule import DAY
from tests.mjcore.practice.jsonfuzz import KNOWN_BAD, base_record, texts

NOW = 20010 * DAY
CONFIG = Config(rate_count=0)
GOOD = json.dumps(base_record(), ensure_ascii=False)
QUICK = settings(max_examples=80, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
LONG = settings(max_examples=750, derandomize=True, deadline=None, database=None, suppress_health_check=list(HealthCheck))
FORGED = json.dumps({"format": "mjcore-progress", "version": 2,
                     "ratings": {"areas": {"tiles": {"r": 1e6, "rd": 45, "vol": 0.06, "n": 500}}}})


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Store]:
    found = Store(tmp_path_factory.mktemp("bot") / "bot.sqlite3")
    yield found
    found.close()


USERS = iter(range(1000, 10**6))


def send(store: Store, user: int, data: str, lang: str = "en") -> list[Reply]:
    return handle(store, Event("document", user, text="progress.json", data=data, now=NOW, rand=7, lang_code=lang), CONFIG)


def stored(store: Store, user: int) -> str:
    with store.transaction():
        return store.load(user).progress.text


def answer_right(store: Store, user: int, key: str = "tile_name:1") -> Progress:
    """What the bot does with a right answer (``Ctx.record``: the learner's record, rated against
    the store's shared difficulty)."""
    with store.transaction():
        return Progress.loads(store.load(user).progress.text or Progress().dumps()).record(key, True, NOW + 60, pool=store)


def check_document(store: Store, data: bytes, lang: str = "en") -> None:
    user = next(USERS)
    send(store, user, GOOD, lang)
    before = stored(store, user)
    old = Progress.loads(before)
    text = data.decode("utf-8", errors="replace")  # as bot.app hands a document to the logic
    replies = send(store, user, text, lang)
    assert replies and all(r.text for r in replies if not r.toast)
    after = stored(store, user)
    new = Progress.loads(after)  # the record stays readable
    assert Progress.loads(new.dumps()) == new
    skills = dict(new.skills)
    for key, state in old.skills:  # nothing of the user's record is lost
        assert skills[key].seen >= state.seen
    assert set(old.completed) <= set(new.completed) and set(old.daily) <= set(new.daily)
    assert new.best_streak >= old.best_streak and len(new.queue) >= len(old.queue)
    if after != before:
        assert old.merge(new) == new  # changed only by what a merge adds
    for key in ("tile_name:1", "shanten:2", *[k for k, _ in new.skills][:2]):
        answer_right(store, user, key)


def _examples(test: Any) -> Any:
    for data in (*KNOWN_BAD, FORGED.encode()):
        test = example(data)(test)
    return test


@QUICK
@given(texts())
@_examples
def test_any_document_is_answered_and_loses_nothing(store: Store, data: bytes) -> None:
    check_document(store, data)


@pytest.mark.slow
@LONG
@seed(2628)
@given(texts())
def test_any_document_long_run(store: Store, data: bytes) -> None:
    check_document(store, data, "ru")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_forged_rating_is_refused_with_its_reason_and_the_record_is_unchanged(store: Store, lang: str) -> None:
    user = next(USERS)
    send(store, user, GOOD, lang)
    before = stored(store, user)
    replies = send(store, user, FORGED, lang)
    assert stored(store, user) == before
    words = replies[0].text
    assert "ratings.areas.tiles.r" in words and ("4000" in words)
    assert ("не" in words) if lang == "ru" else ("not" in words and not any("а" <= c <= "я" for c in words))
    answer_right(store, user)  # right answers go on


def test_a_record_forged_before_the_fix_still_answers(store: Store) -> None:
    """A user whose stored record got a rating of a million before the fix: a right answer is
    rated (the update reads the numbers into their ranges), never a ZeroDivisionError."""
    stored_then = Progress(areas=(("tiles", Rating(1e6, 45.0, 0.06, 500)),))
    with store.transaction():
        after = stored_then.record("tile_name:1", True, NOW, pool=store)
    assert 0 <= after.area_rating("tiles").rating <= 4000


@pytest.mark.parametrize("data", [b"1e400", b'{"version": 2, "streak": 1e400}', b"[" * 100000,
                                  b'{"version": 2, "skills": {"shanten:\\u00b2": {}}}', b"\xd0"])
def test_what_escaped_before_is_answered(store: Store, data: bytes) -> None:
    """OverflowError, ValueError and RecursionError escaped the update (it failed silently)."""
    user = next(USERS)
    send(store, user, GOOD)
    before = stored(store, user)
    replies = send(store, user, data.decode("utf-8", "replace"))
    assert replies and replies[0].text and stored(store, user) == before


def test_a_partly_bad_document_merges_its_valid_parts_and_names_the_others(store: Store) -> None:
    user = next(USERS)
    data = json.loads(GOOD)
    data["daily"] = ["2026-12-01", "yesterday"]
    replies = send(store, user, json.dumps(data))
    new = Progress.loads(stored(store, user))
    assert new.daily == ("2026-12-01",) and new.skills == Progress.from_json(base_record()).skills
    assert "daily.1" in replies[0].text


def test_the_logic_alone_answers_a_bad_document() -> None:
    """Without storage (the logic's ``step``), as the console runs it."""
    session, replies = step(Session(5, lang="en"), Event("document", 5, data="[" * 50000, now=NOW), CONFIG)
    assert replies and "not a progress record" in replies[0].text and session.progress.text == ""


def test_nothing_valid_leaves_the_record_as_it_was(tmp_path: Path) -> None:
    store = Store(tmp_path / "bot.sqlite3")
    try:
        send(store, 7, GOOD)
        before = stored(store, 7)
        replies = send(store, 7, json.dumps({"version": 2, "daily": ["yesterday"], "skills": {"x": 1}}))
        assert stored(store, 7) == before and "daily.0" in replies[0].text
    finally:
        store.close()
