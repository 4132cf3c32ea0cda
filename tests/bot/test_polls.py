"""Native quiz polls (setting "polls"): sendPoll type quiz with correct_option_id; a PollAnswer
update is recorded in the progress like a pressed option."""

from __future__ import annotations

import json

import pytest
from botkit import Harness, answers, buttons, texts

pytestmark = pytest.mark.asyncio


def _polls(calls) -> list[dict]:  # type: ignore[no-untyped-def]
    return [p for n, p, _ in calls if n == "sendPoll"]


async def test_quiz_poll_and_answer(bot: Harness) -> None:
    assert not _polls(await bot.text("/quiz tile_name"))  # off by default: buttons
    calls = await bot.press("s:polls:on")
    assert answers(calls)[0]["text"] == "Saved." and "Telegram quiz polls: on" in texts(calls)
    store = bot.app.bot_data["store"]
    for attempt in range(2):
        calls = await bot.text("/quiz tile_name")
        polls = _polls(calls)
        assert len(polls) == 1, calls
        poll = polls[0]
        assert poll["type"] == "quiz" and poll["is_anonymous"] is False
        qs = store.load(42).activities["quiz"]
        q = qs.question()
        labels = [o if isinstance(o, str) else o["text"] for o in poll["options"]]
        assert labels == [o.label.text("en", kids=True, tiles="kids") for o in q.options]  # a new user: the kids track
        assert q.check(q.options[poll["correct_option_ids"][0]].value)
        assert [n for n, _, _ in calls if n == "sendPhoto"]  # the tiles first
        markup = poll.get("reply_markup")
        markup = json.loads(markup) if isinstance(markup, str) else markup
        assert [b["callback_data"] for row in markup["inline_keyboard"] for b in row] == [f"z:quiz:{qs.id}:s"]
        poll_id = qs.poll_id
        choice = poll["correct_option_ids"][0] if attempt == 0 else (poll["correct_option_ids"][0] + 1) % len(labels)
        assert not texts(await bot.poll_answer("999999", [choice]))  # an unknown poll: nothing
        assert not texts(await bot.poll_answer(poll_id, [choice], user_id=77))  # someone else: nothing
        calls = await bot.poll_answer(poll_id, [choice])
        assert ("Right!" if attempt == 0 else "The answer:") in texts(calls)
        assert "n:quiz" in [b["callback_data"] for b in buttons(calls)]
        assert not texts(await bot.poll_answer(poll_id, [choice]))  # answered once only
    session = store.load(42)
    assert session.stats["answers"] == 2 and session.stats["right"] == 1 and "quiz" not in session.activities
    assert "Quiz and scoring: 1 of 2 answers right." in texts(await bot.text("/progress"))  # a child's /progress
    assert not texts(await bot.poll_answer(poll_id, []))  # a retracted vote
