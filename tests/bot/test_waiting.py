"""Nothing waiting is dropped by starting something else (issue 26).

- ``/daily`` while a quiz question waits for its answer: today's hand is asked, and the question
  waits behind it; answering (or stopping) today's hand brings it back, and "Next question"
  asks it again. Before, ``/daily`` replaced it silently.
- A command with an argument (``/play now``, ``/memory x``) while its activity is live resumes it:
  before, it started a new one over the old (a game lost by a typo). Only the quiz's topic and the
  score drill's system ask for something new by an argument.
"""

from __future__ import annotations

import time

import pytest
from botkit import Harness, buttons, texts

from bot.logic import Config, Event, Session, step
from bot.logic.quiz import candidates
from bot.logic.session import StoredProgress
from mjcore.practice.daily import Audience, daily, today
from mjcore.practice.record import Progress, Puzzle
from mjcore.quiz import AnswerForm

#: Whom the bot's /daily is for here (the learner's track, system and level).
ADULT = Audience("adult", "mcr", "beginner")

CONFIG = Config(rate_count=0)


def _prompt(calls) -> str:  # type: ignore[no-untyped-def]
    return texts(calls).split("\n")[0]


async def _answer_daily(bot: Harness, calls) -> list:  # type: ignore[no-untyped-def, type-arg]
    """Answer today's hand rightly, by its buttons or typed (as the day's answer form asks)."""
    q = daily(today(time.time()), ADULT).question
    if q.form in (AnswerForm.NUMBER,):
        return await bot.text(" ".join(q.answer))
    data = [b["callback_data"] for b in buttons(calls) if b["callback_data"].startswith("q:")]
    head = data[0].rsplit(":", 1)[0]
    values = [str(t) for t in candidates(q)] if q.form is AnswerForm.TILES else [o.value for o in q.options]
    for value in q.answer:
        calls = await bot.press(f"{head}:{values.index(value)}")
    if q.form in (AnswerForm.SEVERAL, AnswerForm.TILES):
        calls = await bot.press(f"{head}:ok")
    return calls  # type: ignore[no-any-return]


async def _a_waiting_question(bot: Harness):  # type: ignore[no-untyped-def]
    """A quiz question that is not today's hand, left unanswered; its state and its text."""
    await bot.text("/start")
    await bot.press("t:adult")
    store = bot.app.bot_data["store"]
    d = daily(today(time.time()), ADULT)
    for _ in range(20):
        calls = await bot.text("/quiz")
        q = store.load(42).activities["quiz"]
        if (q.family, q.level) != (d.family, d.level):
            return q, _prompt(calls)
        asked = await bot.text("/stop")  # that one is today's hand by chance: another
        await bot.press(next(b["callback_data"] for b in buttons(asked) if b["callback_data"].endswith(":y")))
    raise AssertionError("only today's hand comes up")


def _same(a, b) -> bool:  # type: ignore[no-untyped-def]
    return (a.family, a.level, a.seed) == (b.family, b.level, b.seed)


@pytest.mark.asyncio
async def test_daily_keeps_the_question_that_waits_and_brings_it_back(bot: Harness) -> None:
    store = bot.app.bot_data["store"]
    waiting, prompt = await _a_waiting_question(bot)
    calls = await bot.text("/daily")
    assert "daily hand" in texts(calls)
    calls = await _answer_daily(bot, calls)
    assert "Right" in texts(calls)
    back = store.load(42).activities.get("quiz")
    assert back is not None and _same(back, waiting)  # the question waits again, as it was
    assert "waiting" in texts(calls)  # and the learner is told so
    calls = await bot.press("n:quiz")  # "Next question": that question again
    assert _prompt(calls) == prompt and _same(store.load(42).activities["quiz"], waiting)


@pytest.mark.asyncio
async def test_stopping_todays_hand_brings_the_waiting_question_back(bot: Harness) -> None:
    store = bot.app.bot_data["store"]
    waiting, prompt = await _a_waiting_question(bot)
    await bot.text("/daily")
    await bot.text("/daily")  # asked twice: today's hand once, the question still behind it
    calls = await bot.text("/stop")
    calls = await bot.press(next(b["callback_data"] for b in buttons(calls) if b["callback_data"].endswith(":y")))
    assert "Stopped" in texts(calls)
    back = store.load(42).activities.get("quiz")
    assert back is not None and _same(back, waiting)
    assert "r:quiz" in [b["callback_data"] for b in buttons(calls)]  # the menu offers it back
    calls = await bot.press("r:quiz")
    assert _prompt(calls) == prompt


@pytest.mark.asyncio
async def test_daily_pauses_a_game_in_front(bot: Harness) -> None:
    """``/daily`` over a game: the game waits (its buttons off its message), offered back."""
    store = bot.app.bot_data["store"]
    await bot.text("/start")
    await bot.press("t:adult")
    await bot.text("/play")
    game = store.load(42).activities["game"]
    calls = await bot.text("/daily")
    session = store.load(42)
    assert session.current == "quiz" and session.activities["game"] == game and "game" not in session.live
    calls = await _answer_daily(bot, calls)
    assert store.load(42).activities["game"] == game


@pytest.mark.parametrize("command", ["/play", "/memory", "/codelock", "/snake", "/puzzle"])
def test_a_command_with_an_argument_resumes_what_is_live(command: str) -> None:
    name = {"/play": "game"}.get(command, command[1:])
    s = Session(5, lang="en", track="adult")
    if command == "/puzzle":  # a puzzle queued, as a reviewed hand queues one
        s.progress = StoredProgress.of(Progress().add_puzzles([Puzzle(hand, "5p", "1z", "standard", tuple([3] * 34), 7)
                                                               for hand in ("123m456p789s1122z5p", "123m456p789s1133z5p")]))
    s, _ = step(s, Event("text", 5, text=command, rand=9), CONFIG)
    before = s.activities[name]
    for arg in ("now", "x", "classical", "../../etc", "9" * 400):
        s, _ = step(s, Event("text", 5, text=f"{command} {arg}", rand=77), CONFIG)
        assert s.activities[name] == before, arg  # resumed, not replaced
        assert s.current == name


def test_a_quiz_topic_asks_a_new_question_and_keeps_one_that_waits() -> None:
    """``/quiz topic`` asks a question of that topic (documented); a question kept waiting behind
    today's hand stays kept."""
    now = 20_000 * 86400.0 + 100
    s, _ = step(Session(5, lang="en", track="adult"), Event("text", 5, text="/quiz tile_number", rand=9, now=now), CONFIG)
    first = s.activities["quiz"]
    s, _ = step(s, Event("text", 5, text="/daily", rand=10, now=now), CONFIG)
    s, _ = step(s, Event("text", 5, text="/quiz find_waits", rand=11, now=now), CONFIG)
    assert s.activities["quiz"].family == "find_waits"
    s, out = step(s, Event("text", 5, text="/stop", rand=12, now=now), CONFIG)
    yes = next(b.data for r in out for row in r.buttons for b in row if b.data.endswith(":y"))
    s, _ = step(s, Event("button", 5, data=yes, rand=13, now=now), CONFIG)
    assert _same(s.activities["quiz"], first)
