"""The chat as every user meets it (issue 28, item 7), through the real Application and its
recorded Bot API calls: one message per quiz question, no live button left once an activity
is over, the bot's description, English for a language that is not Russian, and no table
drawn with spaces in Telegram's proportional font."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
from botkit import NEW, Harness, buttons, keyboards, live_keyboards, make_app, texts

from bot.logic.model import Reply
from bot.texts import TEXTS
from mjcore.quiz import FAMILIES, AnswerForm

pytestmark = pytest.mark.asyncio

#: A column made of spaces: two or more between two words of a line (its indentation aside).
COLUMNS = re.compile(r"\S {2,}\S")


@pytest_asyncio.fixture
async def bot(tmp_path: Path) -> AsyncIterator[Harness]:
    """The bot on SQLite only: what is measured here is the chat, not the storage."""
    app, rec, errors = await make_app(tmp_path / "bot.sqlite3")
    yield Harness(app, rec, errors)
    await app.shutdown()
    app.bot_data["store"].close()
    app.bot_data["worker"].close()
    assert errors == [], errors


def _new(calls: list) -> list[str]:
    return [name for name, _, _ in calls if name in NEW]


def _edits(calls: list) -> list[tuple[str, dict]]:
    return [(name, params) for name, params, _ in calls if name.startswith("editMessage")]


def _quiz(bot: Harness) -> Any:
    return bot.app.bot_data["store"].load(42).activities["quiz"]


# -- 1. one message per quiz question ------------------------------------------------------------
@pytest.mark.parametrize("polls", [True, False])
async def test_a_five_question_quiz_is_five_messages(bot: Harness, polls: bool) -> None:
    """Five questions, five messages: with polls each is the poll alone (the tiles its media, the
    verdict its explanation, its Stop then "Next question"); without, the question's message is
    edited into its verdict under the same picture. No live button is left after an answer."""
    if polls:
        await bot.press("s:polls:on")
    for n in range(5):
        asked = await bot.text("/quiz tile_name")
        qs = _quiz(bot)
        q = qs.question()
        assert _new(asked) == (["sendPoll"] if polls else ["sendPhoto"]), asked
        if polls:
            poll = next(p for name, p, _ in asked if name == "sendPoll")
            files = next(f for name, _, f in asked if name == "sendPoll")
            assert poll["media"]["type"] == "photo" and files  # the tiles ride on the poll
            assert poll["explanation"] == q.explanation.text("en", kids=True, tiles="kids")
            assert poll["description"].startswith(FAMILIES["tile_name"].title.text("en"))
            choice = poll["correct_option_ids"][0] if n % 2 == 0 else (poll["correct_option_ids"][0] + 1) % len(poll["options"])
            answered = await bot.poll_answer(qs.poll_id, [choice])
        else:
            options = [b["callback_data"] for b in buttons(asked) if b["callback_data"].startswith("q:")]
            answered = await bot.press_on(options[n % len(options)])
        assert _new(answered) == [], answered  # the verdict is in the question's own message
        edits = _edits(answered)
        assert len(edits) == 1, edits
        name, params = edits[0]
        if polls:
            assert name == "editMessageReplyMarkup"
        else:
            right = q.check(q.options[n % len(q.options)].value)
            assert name == "editMessageCaption" and ("Right!" if right else "Not quite") in params["caption"]
            assert q.prompt.text("en", kids=True) in params["caption"]  # the question stays above its verdict
        assert "n:quiz" in [b["callback_data"] for b in buttons(answered)]
        assert live_keyboards(bot.rec, ("q:", "z:quiz:")) == {}
    assert bot.app.bot_data["store"].load(42).stats["answers"] == 5


async def test_a_typed_answer_gets_its_verdict_below_it(bot: Harness) -> None:
    """A typed number comes after the question: the verdict is a fresh message there, and the
    question keeps no live button."""
    asked = await bot.text("/quiz tile_number")
    assert _quiz(bot).question().form is AnswerForm.NUMBER and _new(asked) == ["sendPhoto"]
    answered = await bot.text("5")
    assert _new(answered) == ["sendMessage"] and ("Right!" in texts(answered) or "Not quite" in texts(answered))
    assert live_keyboards(bot.rec, ("q:", "z:quiz:")) == {}


# -- 2. no live keyboard once an activity is over ----------------------------------------------
async def _answer_score(bot: Harness, calls: list) -> list:
    for _ in range(60):
        if "score" not in bot.app.bot_data["store"].load(42).activities:
            return calls
        data = [b["callback_data"] for b in buttons(calls) if b["callback_data"].startswith("w:")]
        done = [d for d in data if d.endswith(":ok")]
        calls = await bot.press_on(done[0] if done else data[0])
    raise AssertionError("the drill did not end")


@pytest.mark.parametrize("system", ["kids", "hk"])
async def test_a_finished_drill_leaves_no_live_button(bot: Harness, system: str) -> None:
    end = await _answer_score(bot, await bot.text(f"/score {system}"))
    assert live_keyboards(bot.rec, ("w:", "z:score:")) == {}
    assert "n:score" in [b["callback_data"] for b in buttons(end)]  # "Another hand": the end keyboard
    assert _new(end) == [], end  # the summary is in the drill's own message


async def test_a_stopped_activity_leaves_no_live_button(bot: Harness) -> None:
    for command, prefixes in (("/quiz tile_name", ("q:", "z:quiz:")), ("/score kids", ("w:", "z:score:")),
                              ("/memory", ("m:", "z:memory:"))):
        calls = await bot.text(command)
        stop = next(b["callback_data"] for b in buttons(calls) if b["callback_data"].startswith("z:"))
        yes = next(b["callback_data"] for b in buttons(await bot.press_on(stop)) if b["callback_data"].endswith(":y"))
        await bot.press_on(yes)
        assert live_keyboards(bot.rec, prefixes) == {}, command


@pytest.mark.slow
async def test_a_match_leaves_no_live_button_and_no_table_of_spaces(bot: Harness) -> None:
    """An adult's match: the first hand's result loses its "Next hand" once pressed, and a Stop
    in the second hand ends the match without a live button anywhere; what the hands said has no
    column of spaces."""
    await bot.text("/start")
    await bot.press("t:adult")
    calls = await bot.text("/play")
    for _ in range(400):
        options = [b["callback_data"] for b in buttons(calls) if b["callback_data"].startswith(("g:", "h:"))
                   and not b["callback_data"].endswith(":h")]
        if options[0].startswith("h:"):
            result = next(m for m, keyboard in keyboards(bot.rec).items() if options[0] in keyboard)
            calls = await bot.press_on(options[0])
            assert keyboards(bot.rec)[result] == []  # the result stays, without its buttons
            break
        calls = await bot.press_on(options[0])
    else:
        raise AssertionError("the first hand did not end")
    stop = next(b["callback_data"] for b in buttons(calls) if b["callback_data"].startswith("z:game:"))
    yes = next(b["callback_data"] for b in buttons(await bot.press_on(stop)) if b["callback_data"].endswith(":y"))
    await bot.press_on(yes)
    assert "game" not in bot.app.bot_data["store"].load(42).activities
    assert live_keyboards(bot.rec, ("g:", "h:", "z:game:")) == {}
    assert _column_lines(bot) == []


# -- 3. the bot's description -------------------------------------------------------------------
async def test_post_init_sets_the_description_and_short_description_in_both_languages(bot: Harness) -> None:
    for method, field, key, limit in (("setMyDescription", "description", "about.description", 512),
                                      ("setMyShortDescription", "short_description", "about.short_description", 120)):
        calls = [p for n, p, _ in bot.rec.calls if n == method]
        by_lang = {p.get("language_code"): p[field] for p in calls}
        assert set(by_lang) == {"ru", "en", None}, calls
        assert by_lang["ru"] == TEXTS.text(key, "ru") and by_lang["en"] == by_lang[None] == TEXTS.text(key, "en")
        assert all(0 < len(text) <= limit for text in by_lang.values())


# -- 4. English for a language that is not Russian ------------------------------------------------
@pytest.mark.parametrize("code, lang", [("de", "en"), ("uk", "en"), ("fr", "en"), ("en-GB", "en"), ("ru", "ru"),
                                        ("be", "ru"), ("kk", "ru"), (None, "ru")])
async def test_a_user_is_spoken_to_in_english_unless_their_language_reads_russian(bot: Harness, code: str | None,
                                                                                  lang: str) -> None:
    answer = texts(await bot.text("/start", lang=code))
    assert answer.startswith(TEXTS.text("welcome", lang)[:30]), answer
    assert bot.app.bot_data["store"].load(42).lang == lang


# -- 5. no table drawn with spaces ---------------------------------------------------------------
def _sent_texts(bot: Harness) -> str:
    out = []
    for _, params, _ in bot.rec.calls:
        for field in ("text", "caption", "explanation", "description", "question"):
            if isinstance(params.get(field), str):
                out.append(params[field])
    return "\n".join(out)


def _column_lines(bot: Harness) -> list[str]:
    """The lines sent without a parse mode that lay out columns with spaces (ragged in a
    proportional font); every call is checked for a parse mode too."""
    assert not [p for _, p, _ in bot.rec.calls if any(k.endswith("parse_mode") for k in p)]
    return [line for line in _sent_texts(bot).splitlines() if COLUMNS.search(line.strip())]


@pytest.mark.parametrize("lang", ["en", "ru"])
async def test_score_tables_are_lines_not_columns(bot: Harness, lang: str) -> None:
    """The itemised scores a quiz explains and a drill ends with: one line per item."""
    await bot.text("/start", lang=lang)
    await bot.press("t:adult", lang=lang)
    for family in ("classical_points", "hk_fan", "mcr_total", "riichi_han_fu"):
        await bot.text(f"/quiz {family}", lang=lang)
        await bot.text("5", lang=lang)
    for system in ("classical", "riichi"):
        await _answer_score(bot, await bot.text(f"/score {system}", lang=lang))
    said = _sent_texts(bot)
    assert said.count(" — ") >= 6  # the scores' items were shown
    assert _column_lines(bot) == []


async def test_text_goes_as_it_is_written(bot: Harness) -> None:
    """No parse mode anywhere: a text with < > & shows as written (nothing to escape)."""
    from bot.app import send

    context = type("Context", (), {"bot": bot.app.bot})
    start = len(bot.rec.calls)
    await send(context, 42, Reply("Player <b> & «you» > 3"), None)  # type: ignore[arg-type]
    (name, params, _), = bot.rec.calls[start:]
    assert name == "sendMessage" and params["text"] == "Player <b> & «you» > 3" and "parse_mode" not in params


async def test_the_column_check_sees_columns() -> None:
    """The check this file relies on: the padded table the command line prints is caught."""
    from mjcore.notation import parse_hand
    from mjcore.scoring import find_system
    from mjcore.scoring.base import WinContext
    from mjcore.tiles import Tile

    score = find_system("riichi").score(parse_hand("234m456m66p123444s"), WinContext(Tile.S4, self_drawn=True))
    assert [line for line in score.explain("en", columns=True).splitlines() if COLUMNS.search(line.strip())]
    assert not [line for line in score.explain("en").splitlines() if COLUMNS.search(line.strip())]
