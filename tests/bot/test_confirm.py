"""A confirmation answers only while it is current (issue 26): the stop prompt, asked by ``/stop``
or by the Stop button under an activity's board, for every activity. Its "Yes, stop" and "No,
go on" act once, and only while nothing else happened since they were asked; a press on an
older one is answered "this question is no longer open" and changes nothing. Through the real
Application with the recording request, on both storages.

Before the fix ``/stop``, "No, go on", three moves, then the old "Yes, stop" ended the game: the
one way found to lose a game in the bot.
"""

from __future__ import annotations

import pytest
from botkit import Harness, answers, buttons, shown, texts

from bot.logic.game import load
from bot.logic.session import StoredProgress
from bot.texts import TEXTS
from mjcore.practice.record import Progress, Puzzle

pytestmark = pytest.mark.asyncio

#: Every activity the bot offers, and the command that starts it.
ACTIVITIES = {"quiz": "/quiz", "game": "/play", "memory": "/memory", "codelock": "/codelock", "snake": "/snake",
              "score": "/score", "puzzle": "/puzzle"}
NO_LONGER_OPEN = "no longer open"


def _data(calls, end: str, start: str = "z:") -> str:  # type: ignore[no-untyped-def]
    found = [b["callback_data"] for b in buttons(calls) if b["callback_data"].startswith(start) and b["callback_data"].endswith(end)]
    assert found, f"no {start}...{end} button in {[b['callback_data'] for b in buttons(calls)]}"
    return found[0]


def _stored(bot: Harness) -> str:
    return bot.app.bot_data["store"].load(42).to_json()


async def _start(bot: Harness, name: str):  # type: ignore[no-untyped-def]
    """Start ``name`` (a puzzle first queued in the learner's record, as a reviewed hand queues one)."""
    await bot.text("/start")
    await bot.press("t:adult")
    if name == "puzzle":
        store = bot.app.bot_data["store"]
        with store.transaction():
            session = store.load(42)
            session.progress = StoredProgress.of(Progress().add_puzzles([Puzzle("123m456p789s1122z5p", "5p", "1z", "standard",
                                                                                tuple([3] * 34), 7)]))
            store.save(session, 1.0)
    calls = await bot.text(ACTIVITIES[name])
    assert name in bot.app.bot_data["store"].load(42).activities
    return calls


async def _ask(bot: Harness, name: str, how: str, board) -> tuple[str, str]:  # type: ignore[no-untyped-def]
    """Ask to stop ``name`` by ``/stop`` or by the Stop button of its ``board``: its yes and no."""
    if how == "command":
        calls = await bot.text("/stop")
    else:
        calls = await bot.press(_data(board, ":s", f"z:{name}:"))
    assert "Stop" in texts(calls) or "Закончить" in texts(calls) or [n for n, _, _ in calls if n == "editMessageReplyMarkup"]
    return _data(calls, ":y", f"z:{name}:"), _data(calls, ":c", f"z:{name}:")


async def _refused(bot: Harness, data: str) -> None:
    """``data`` is pressed: answered "no longer open", nothing shown, nothing stored changed."""
    before = _stored(bot)
    calls = await bot.press(data)
    assert NO_LONGER_OPEN in answers(calls)[0].get("text", ""), answers(calls)
    assert shown(calls) == []
    assert _stored(bot) == before


async def test_stop_no_three_moves_then_the_old_yes_keeps_the_game(bot: Harness) -> None:
    """The sequence of the issue: /stop, "No, go on", three moves, the old "Yes, stop"."""
    board = await _start(bot, "game")
    store = bot.app.bot_data["store"]
    yes, no = await _ask(bot, "game", "command", board)
    calls = await bot.press(no)
    assert "game" in store.load(42).activities
    for _ in range(3):
        move = next(b["callback_data"] for b in buttons(calls) if b["callback_data"].startswith("g:")
                    and not b["callback_data"].endswith(":h"))
        calls = await bot.press(move)
    played = store.load(42).activities["game"]
    assert len(played.actions) >= 3
    await _refused(bot, yes)
    kept = store.load(42).activities["game"]
    assert kept.id == played.id and kept.actions == played.actions
    load(kept)  # still loadable: the game goes on
    await _refused(bot, no)  # the old "No, go on" is no longer open either


@pytest.mark.parametrize("how", ["command", "button"])
@pytest.mark.parametrize("name", sorted(ACTIVITIES))
async def test_a_confirmation_answers_only_while_it_is_current(bot: Harness, name: str, how: str) -> None:
    board = await _start(bot, name)
    store = bot.app.bot_data["store"]
    # answered "No": both of its buttons are spent
    yes, no = await _ask(bot, name, how, board)
    board = await bot.press(no)
    assert name in store.load(42).activities
    await _refused(bot, yes)
    await _refused(bot, no)
    # asked, then something else happened (another message): no longer open
    yes, no = await _ask(bot, name, how, board)
    await bot.text("/help")
    await _refused(bot, yes)
    await _refused(bot, no)
    # asked again and answered at once: it stops
    calls = await bot.text(ACTIVITIES[name])  # the board again (resumed)
    yes, _ = await _ask(bot, name, how, calls if how == "button" else board)
    calls = await bot.press(yes)
    assert "Stopped" in texts(calls) and name not in store.load(42).activities
    calls = await bot.press(yes)  # pressed twice: the thing is over now
    assert "already over" in answers(calls)[0].get("text", "")


async def test_a_newer_prompt_replaces_the_older_one(bot: Harness) -> None:
    """Two prompts asked one after the other: only the newer one answers."""
    board = await _start(bot, "memory")
    first_yes, _ = await _ask(bot, "memory", "command", board)
    second_yes, _ = await _ask(bot, "memory", "button", board)
    if first_yes != second_yes:
        await _refused(bot, first_yes)
        second_yes, _ = await _ask(bot, "memory", "button", board)
    calls = await bot.press(second_yes)
    assert "Stopped" in texts(calls)


async def test_the_no_longer_open_toast_is_in_the_learners_language(bot: Harness) -> None:
    board = await _start(bot, "memory")
    yes, _ = await _ask(bot, "memory", "command", board)
    await bot.text("/help")
    calls = await bot.press(yes, lang="ru")
    toast = answers(calls)[0].get("text", "")
    assert NO_LONGER_OPEN in toast  # the user's chosen language (English) wins over Telegram's
    await bot.text("/lang ru")
    yes, _ = await _ask(bot, "memory", "command", board)
    await bot.text("/help")
    calls = await bot.press(yes, lang="ru")
    toast = answers(calls)[0].get("text", "")
    assert toast == TEXTS.text("confirm.stale", "ru") and "memory" in bot.app.bot_data["store"].load(42).activities
