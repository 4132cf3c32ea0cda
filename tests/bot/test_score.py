"""/score: a drill's steps as buttons — through the conversation logic to the end, and through
the real PTB Application (only its HTTP layer replaced)."""

from __future__ import annotations

import pytest
from botkit import Harness, answers, buttons, sent, texts

from bot.logic import Config, Event, Session, step
from bot.logic.score import FAMILIES_OF, SYSTEMS, ScoreState, number_choices
from bot.logic.session import StoredProgress
from mjcore.drills.scoring import RECALL
from mjcore.practice import Progress
from mjcore.practice.choose import level_for
from mjcore.quiz import FAMILIES, AnswerForm
from mjcore.quiz.srs import skill_key
from mjcore.scoring.base import TEXTS

CONFIG = Config(rate_count=0)


def _press(s: Session, data: str, rand: int) -> tuple[Session, list]:
    return step(s, Event("button", 5, data=data, rand=rand, lang_code="en"), CONFIG)


def learner(family: str, level: int) -> Progress:
    """A learner whose rating gives ``level`` of ``family`` (right answers, one a day)."""
    progress, day = Progress(), 0
    while level_for(progress, family) < level:
        progress = progress.record(skill_key(family, level_for(progress, family)), True, now=day * 86400.0)
        day += 1
    assert level_for(progress, family) == level
    return progress


def _session(system: str, level: int | None = None) -> Session:
    family = FAMILIES_OF[system]
    top = FAMILIES[family].levels if level is None else level
    return Session(5, progress=StoredProgress.of(learner(family, top)))


def _play(s: Session, system: str, right: bool) -> tuple[Session, list]:
    """Answer every step of ``/score system`` by its buttons, rightly or not."""
    s, out = step(s, Event("text", 5, text=f"/score {system}", rand=11, lang_code="en"), CONFIG)
    state = s.activities["score"]
    assert isinstance(state, ScoreState)
    for n, current in enumerate(state.steps()):
        state = s.activities["score"]
        assert state.index == n
        data = [b.data for row in out[-1].buttons for b in row]
        if current.form is AnswerForm.NUMBER:
            value = current.answer[0] if right else next(d.rsplit(":", 1)[1] for d in data
                                                         if d.startswith("w:") and d.rsplit(":", 1)[1] != current.answer[0])
            assert f"w:{state.id}:{n}:{current.answer[0]}" in data  # the answer is among the buttons
            s, out = _press(s, f"w:{state.id}:{n}:{value}", 20 + n)
        elif current.form is AnswerForm.NAMES:  # recall: typed, in Russian (any case), no buttons
            assert not [d for d in data if d.startswith("w:")]
            typed = ", ".join(TEXTS.text(k, "ru").upper() for k in current.answer) if right else "nothing at all"
            s, out = step(s, Event("text", 5, text=typed, rand=30 + n, lang_code="en"), CONFIG)
        else:
            values = [o.value for o in current.options]
            chosen = [i for i, v in enumerate(values) if (v in current.answer) == right]
            for i in chosen:
                s, out = _press(s, f"w:{state.id}:{n}:o{i}", 40 + i)
            if current.form is AnswerForm.SEVERAL:
                s, out = _press(s, f"w:{state.id}:{n}:ok", 60)
    return s, out


@pytest.mark.parametrize("system", sorted(SYSTEMS))
def test_a_drill_played_to_the_end_by_buttons(system: str) -> None:
    """At the top level (the recall level of an adult drill: the names typed)."""
    s, out = _play(_session(system), system, right=True)
    assert "score" not in s.activities
    final = out[-1].text
    assert "Steps right:" in final and "The whole score:" in final
    right, total = (int(x) for x in final.split("Steps right: ")[1].split(".")[0].split(" of "))
    assert right == total
    family = FAMILIES_OF[system]
    skill = Progress.loads(s.progress.text).skill(skill_key(family, FAMILIES[family].levels))
    assert (skill.seen, skill.correct) == (1, 1)


@pytest.mark.parametrize("system", sorted(SYSTEMS))
def test_the_level_follows_the_rating(system: str) -> None:
    """A new learner meets level 1; a learner whose rating gives level n meets level n (the
    recall level last: there the step names nothing and offers no list)."""
    family = FAMILIES_OF[system]
    for level in range(1, FAMILIES[family].levels + 1):
        s, _ = step(_session(system, level) if level > 1 else Session(5),
                    Event("text", 5, text=f"/score {system}", rand=11, lang_code="en"), CONFIG)
        assert s.activities["score"].level == level
    if system in RECALL:
        assert RECALL[system] == FAMILIES[family].levels


def test_wrong_names_are_wrong_and_the_drill_goes_on() -> None:
    _, out = _play(_session("hk"), "hk", right=False)
    text = "\n".join(r.text for r in out)
    assert "Steps right: 0 of" in text and "The answer:" in text


def test_wrong_steps_show_the_answer_and_the_drill_goes_on() -> None:
    _, out = _play(_session("classical"), "classical", right=False)
    text = "\n".join(r.text for r in out)
    assert "Steps right: 0 of" in text
    assert "The answer:" in text


def test_an_old_steps_button_is_out_of_date_and_junk_is_refused() -> None:
    s, out = step(_session("kids"), Event("text", 5, text="/score kids", rand=3, lang_code="en"), CONFIG)
    state = s.activities["score"]
    first = next(b.data for row in out[-1].buttons for b in row if b.data.startswith("w:"))
    s, out = _press(s, first, 4)
    s, out = _press(s, first, 5)  # the same button again: the step has moved on
    assert out[0].toast and "out of date" in out[0].toast and s.activities["score"].index == 1
    s, out = step(s, Event("text", 5, text="lots", rand=6, lang_code="en"), CONFIG)
    assert out[-1].text == "Type a number." and s.activities["score"].index == 1
    s, out = step(s, Event("text", 5, text="/score nonsense", rand=7, lang_code="ru"), CONFIG)
    assert "Такой системы" in out[-1].text or "no such" in out[-1].text
    assert state.id and s.activities["score"].index == 1  # nothing lost


def test_number_choices_hold_the_answer_once() -> None:
    for answer in (0, 1, 2, 14, 26, 1300, 8000):
        for seed in range(20):
            choices = number_choices(answer, seed)
            assert len(choices) == len(set(choices)) == 4 and choices.count(answer) == 1 and min(choices) >= 0


@pytest.mark.asyncio
async def test_score_through_the_real_application(bot: Harness) -> None:
    calls = await bot.text("/score hk")
    assert any(name == "sendPhoto" for name, _, _ in calls), "the hand goes as a picture"
    assert "step 1 of" in texts(calls)
    first = [b for b in buttons(calls) if b["callback_data"].startswith("w:")]
    assert first
    calls = await bot.press(first[0]["callback_data"])
    assert answers(calls)
    calls = await bot.press([b for b in buttons(calls) if b["callback_data"].startswith("w:")][-1]["callback_data"])
    assert answers(calls) and not sent(calls), "the next step edits the drill's live message"
    reply = texts(calls)
    assert "Right!" in reply or "The answer:" in reply
    assert "step 2 of" in reply
    assert not bot.errors


@pytest.mark.asyncio
async def test_recall_through_the_real_application(bot: Harness) -> None:
    """A learner whose rating gives the recall level: the Hong Kong drill's first step lists no
    patterns (no buttons but "Stop") and takes the names typed as a message, in any case."""
    from dataclasses import replace as replaced

    store = bot.app.bot_data["store"]
    await bot.text("/start")
    with store.transaction():
        session = store.load(42)
        store.save(replaced(session, progress=StoredProgress.of(learner("score_hk", RECALL["hk"]))), 0.0)
    calls = await bot.text("/score hk")
    assert "step 1 of" in texts(calls) and "type the names" in texts(calls)
    assert not [b for b in buttons(calls) if b["callback_data"].startswith("w:")], "nothing to pick from"
    with store.transaction():
        state = store.load(42).activities["score"]
    assert isinstance(state, ScoreState) and state.level == RECALL["hk"]
    first = state.steps()[0]
    calls = await bot.text(", ".join(TEXTS.text(k, "ru").upper() for k in first.answer))
    reply = texts(calls)
    assert "Right!" in reply and "step 2 of" in reply
    assert not bot.errors


@pytest.mark.asyncio
async def test_who_gets_the_discard_through_the_real_application(bot: Harness) -> None:
    """The claim quiz's new question in the bot: the seats as buttons, the game's answer."""
    await bot.text("/start")
    await bot.press("t:adult")
    calls = await bot.text("/quiz claim_who")
    assert "Who gets the tile?" in texts(calls)
    choices = [b for b in buttons(calls) if b["callback_data"].startswith("q:")]
    assert {b["text"] for b in choices} <= {"East", "South", "West", "North"} and len(choices) == 3
    calls = await bot.press(choices[0]["callback_data"])
    reply = texts(calls)
    assert "Mahjong beats pung and kong" in reply and "gets the tile (" in reply
    assert not bot.errors
