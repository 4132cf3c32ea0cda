"""Profiles, the per-learner ``/daily`` and the parent's notices, through the real Application on
both storages (the ``bot`` and ``db`` fixtures):

- a child's profile under a parent's account has its own track, progress and live activities,
  and the parent's come back as they were;
- a session stored before profiles is the account's own profile, and a trip to a child's profile
  and back leaves every part of it as it was (nothing a user did is lost);
- ``/daily`` asks a child a kids' family in children's words, an adult one of their system and level;
- the weekly summary and the reminder: JobQueue jobs (run here by their own ``Job.run``, no
  waiting), only to the accounts that turned them on, one summary per child's profile.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest
from botkit import Harness, answers, buttons, play_code_lock_perfectly, sent, shown, texts

from bot.logic.quiz import candidates
from bot.logic.weekly import played_of
from bot.storage import Store
from bot.storage.base import Row
from mjcore.practice.daily import LEVEL_REACH, Audience, daily, today
from mjcore.practice.stages import stars
from mjcore.quiz import FAMILIES, AnswerForm

FIXTURES = json.loads((Path(__file__).parent / "fixtures" / "sessions_2026-12-05.json").read_text("utf-8"))


def _store(bot: Harness) -> Store:
    store: Store = bot.app.bot_data["store"]
    return store


async def _answer_quiz(bot: Harness, user: int = 42, right: bool = True) -> list[Any]:
    """Answer the quiz question in front for ``user`` (rightly), by buttons or typed."""
    state = _store(bot).load(user).activities["quiz"]
    q = state.question()
    if q.form is AnswerForm.NUMBER:
        return await bot.text(" ".join(q.answer), user_id=user)
    values = [str(t) for t in candidates(q)] if q.form is AnswerForm.TILES else [o.value for o in q.options]
    calls: list[Any] = []
    for value in q.answer:
        calls = await bot.press(f"q:{state.id}:{values.index(value)}", user_id=user)
    if q.form in (AnswerForm.SEVERAL, AnswerForm.TILES):
        calls = await bot.press(f"q:{state.id}:ok", user_id=user)
    return calls


@pytest.mark.asyncio
async def test_a_childs_profile_has_its_own_track_progress_and_games(bot: Harness) -> None:
    store = _store(bot)
    await bot.text("/start")
    await bot.press("t:adult")
    await bot.text("/memory")  # the parent's game, live
    parent = store.load(42)
    assert set(parent.activities) == {"memory"} and parent.profile == ""
    memory = parent.activities["memory"].to_json()

    calls = await bot.text("/child Masha")
    child = store.load(42)
    assert (child.profile, child.names, child.track, child.activities) == ("1", {"1": "Masha"}, "kids", {})
    assert "Masha is learning now." in texts(calls)
    assert any(n == "editMessageReplyMarkup" for n, _, _ in calls)  # the parent's board lost its buttons
    # the child's daily hand is a kids' one, in a child's words
    calls = await bot.text("/daily")
    asked = store.load(42).activities["quiz"]
    assert FAMILIES[asked.family].track == "kids" and "The puzzle of the day" in texts(calls)
    await _answer_quiz(bot)
    kid_progress = store.load(42).progress.value
    assert kid_progress.skill(f"{asked.family}:{asked.level}").correct == 1

    calls = await bot.text("/profiles")
    labels = {b["callback_data"]: b["text"] for b in buttons(calls)}
    assert labels == {"p:me": "you (main profile)", "p:1": "✓ Masha", "p:add": "Add a child"}
    calls = await bot.press("p:me")
    back = store.load(42)
    assert (back.profile, back.track, back.activities["memory"].to_json()) == ("", "adult", memory)
    assert back.progress.value.skills == () and back.stats["answers"] == 0  # the child's answer is the child's
    assert "r:memory" in {b["callback_data"] for b in buttons(calls)}  # the parent's game waits in the menu
    panel = [b for m in shown(calls) for row in (m.get("reply_markup") or {}).get("inline_keyboard", []) for b in row
             if b["callback_data"].startswith("p:")]
    assert [b["text"] for b in panel] == ["✓ you (main profile)", "Masha", "Add a child"]  # the panel, edited in place
    await bot.press("p:1")
    again = store.load(42)
    assert again.progress.value == kid_progress and again.stats["answers"] == 1 and again.track == "kids"
    # the same name brings that profile back rather than a second one; a forged id is out of date
    await bot.press("p:me")
    await bot.text("/child masha")
    assert store.load(42).names == {"1": "Masha"} and store.load(42).profile == "1"
    calls = await bot.press("p:9")
    assert answers(calls)[0].get("text") and store.load(42).profile == "1"  # "out of date", nothing changed


@pytest.mark.asyncio
async def test_ru_words_of_the_profiles(bot: Harness) -> None:
    calls = await bot.text("/child Маша", lang="ru")
    assert "Сейчас учится: Маша." in texts(calls)
    calls = await bot.press("p:add", lang="ru")
    assert "/child Маша" in texts(calls)


@pytest.mark.parametrize("name", sorted(FIXTURES))
def test_a_session_stored_before_profiles_is_the_accounts_own_and_survives_a_trip(db: Any, name: str) -> None:
    """Every row of 2026-12-05 (mid-activity each), put on this storage as it was: it loads as
    the account's own profile; a child's profile added and left again brings every part back."""
    from bot.logic import Config, Event
    from bot.runner import handle

    case = FIXTURES[name]
    user = case["user_id"]
    store = Store(db)
    try:
        store.put_rows([Row(user, case["row"], 0.0)], [])
        before = store.load(user)
        assert (before.profile, before.names, before.parked) == ("", {}, {})
        old = json.loads(case["row"])
        assert sorted(before.activities) == sorted(old["activities"]) and before.progress.text == old["progress"]
        config = Config(rate_count=0)
        handle(store, Event("text", user, text="/child Kid", now=2e9, rand=3, lang_code="en"), config)
        assert store.load(user).profile == "1"
        handle(store, Event("button", user, data="p:me", now=2e9 + 1, rand=4, lang_code="en"), config)
        after = store.load(user)
        assert after.profile == "" and set(after.parked) == {"1"}
        assert {k: s.to_json() for k, s in after.activities.items()} == {k: s.to_json() for k, s in before.activities.items()}
        assert (after.track, after.settings, after.progress.text, after.stats) == \
            (before.track, before.settings, before.progress.text, before.stats)
        # the activity in front waits now (switching paused it): the menu brings it back
        assert after.current is None or after.current == before.current
    finally:
        store.close()


@pytest.mark.asyncio
async def test_daily_by_track_and_level(bot: Harness) -> None:
    store = _store(bot)
    date = today(time.time())
    await bot.text("/start")
    await bot.press("t:adult")
    await bot.press("s:level:advanced")
    calls = await bot.text("/daily")
    adult = store.load(42).activities["quiz"]
    expected = daily(date, Audience("adult", "mcr", "advanced"))
    assert (adult.family, adult.level, adult.seed) == (expected.family, expected.level, expected.seed)
    assert FAMILIES[adult.family].track == "adults" and FAMILIES[adult.family].system in (None, "mcr")
    assert adult.level == FAMILIES[adult.family].levels  # an advanced player's level: the family's top
    assert "same puzzle today for everybody on your track and level" in texts(calls)
    # another adult advanced MCR player gets the same hand; a child (user 7) a kids' one
    await bot.text("/start", user_id=43)
    await bot.press("t:adult", user_id=43)
    await bot.press("s:level:advanced", user_id=43)
    await bot.text("/daily", user_id=43)
    other = store.load(43).activities["quiz"]
    assert (other.family, other.level, other.seed) == (adult.family, adult.level, adult.seed)
    await bot.text("/daily", user_id=7)
    child = store.load(7).activities["quiz"]
    assert FAMILIES[child.family].track == "kids" and child.family in Audience("kids", "kids", "beginner").families()
    assert FAMILIES[child.family].stage <= LEVEL_REACH["beginner"][0] and child.level == 1


def _job(bot: Harness, name: str) -> Any:
    return next(j for j in bot.app.job_queue.jobs() if j.name == name)


@pytest.mark.asyncio
async def test_the_weekly_summary_goes_to_those_who_asked_one_per_child(bot: Harness) -> None:
    week = _job(bot, "notice:week")
    assert str(week.job.trigger) == "cron[day_of_week='sun', hour='17', minute='0', second='0']"
    assert str(week.job.trigger.timezone) == "UTC"
    await bot.text("/settings")
    await bot.press("s:weekly:on")
    await bot.text("/child Masha")
    await bot.text("/quiz")
    await _answer_quiz(bot)
    await play_code_lock_perfectly(bot, "en")  # a game of the kids' course: stage 3's stars
    await bot.text("/child Petya")  # nothing this week
    await bot.text("/quiz", user_id=43)  # user 43 did not ask for a summary
    await _answer_quiz(bot, user=43)

    start = len(bot.rec.calls)
    await week.run(bot.app)
    out = sent(bot.rec.calls[start:])
    assert {m["chat_id"] for m in out} == {42}
    summaries = {m["text"].splitlines()[0]: m["text"] for m in out}
    # one per child; the parent's own profile did nothing this week, so it is not summed up
    assert set(summaries) == {"Week summary: Masha", "Week summary: Petya"}
    masha = summaries["Week summary: Masha"]
    assert "Questions answered: 1 (right: 1)" in masha
    # a child's week is told in the kids' course's stars (mjcore.practice.stages), not quiz stages
    stage = sum(s.stars for s in stars(played_of(_store(bot).load(42), "1")))
    assert stage >= 1 and f"Kids' course stars: {stage} of 36 (a week ago: 0)" in masha
    assert "The week: games played — 1" in masha and "What to try next:" in masha, masha
    assert "Course stage" not in masha and "Skills practised" not in masha
    assert "Questions answered: 0 (right: 0)" in summaries["Week summary: Petya"] and "A quiet week" in summaries["Week summary: Petya"]
    # the week starts again: the next summary counts from here
    start = len(bot.rec.calls)
    await week.run(bot.app)
    again = {m["text"].splitlines()[0]: m["text"] for m in sent(bot.rec.calls[start:])}
    assert "Questions answered: 0 (right: 0)" in again["Week summary: Masha"]
    assert f"(a week ago: {stage})" in again["Week summary: Masha"]


def store_family(bot: Harness) -> str:
    """The family Masha (profile 1 of user 42) answered."""
    session = _store(bot).load(42)
    key = next(k for k, _ in session.progress_of("1").skills)
    return key.partition(":")[0]


@pytest.mark.asyncio
async def test_the_reminder_names_the_children_who_have_not_practised_today(bot: Harness) -> None:
    remind = _job(bot, "notice:remind")
    assert str(remind.job.trigger).startswith("cron[day_of_week='sun,mon,tue,wed,thu,fri,sat', hour='16', minute='0'")
    for lang in ("en", "ru"):
        user = 42 if lang == "en" else 43
        await bot.text("/settings", user_id=user, lang=lang)
        await bot.press("s:reminder:on", user_id=user, lang=lang)
        await bot.text("/child Masha" if lang == "en" else "/child Маша", user_id=user, lang=lang)
        await bot.text("/child Petya" if lang == "en" else "/child Петя", user_id=user, lang=lang)
        await bot.text("/quiz", user_id=user, lang=lang)  # Petya practises today, Masha does not
        await _answer_quiz(bot, user=user)
    await bot.text("/quiz", user_id=44)  # no reminder asked
    start = len(bot.rec.calls)
    await remind.run(bot.app)
    out = {m["chat_id"]: m for m in sent(bot.rec.calls[start:])}
    assert set(out) == {42, 43}
    assert out[42]["text"].startswith("A reminder: not practised today yet — Masha.")
    assert out[43]["text"].startswith("Напоминание: сегодня ещё не занимались — Маша.")
    assert [b["callback_data"] for row in out[42]["reply_markup"]["inline_keyboard"] for b in row] == ["p:1"]
    # once everyone practised, nothing is sent
    await bot.press("p:1")
    await bot.text("/quiz")
    await _answer_quiz(bot)
    start = len(bot.rec.calls)
    await remind.run(bot.app)
    assert 42 not in {m["chat_id"] for m in sent(bot.rec.calls[start:])}
