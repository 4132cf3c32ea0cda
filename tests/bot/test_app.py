"""Conversations through the real PTB Application with a recording request."""

from __future__ import annotations

import pytest
from botkit import Harness, answers, buttons, make_app, shown, texts

from bot.logic import Config
from bot.logic.game import load

pytestmark = pytest.mark.asyncio


async def test_start_help_and_language(bot: Harness) -> None:
    calls = await bot.text("/start")
    assert "Mahjong Tutor" in texts(calls)
    assert [b["callback_data"] for b in buttons(calls)] == ["t:kids", "t:teen", "t:adult"]
    calls = await bot.press("t:adult")
    assert "/quiz" in texts(calls) and answers(calls)
    assert "/memory" in texts(await bot.text("/help"))
    assert "Что я умею" in texts(await bot.text("/help", user_id=7, lang="ru"))
    assert "по-русски" in texts(await bot.text("/lang ru"))
    assert "Что я умею" in texts(await bot.text("/help"))


async def test_a_whole_quiz_exchange(bot: Harness) -> None:
    await bot.text("/start")
    await bot.press("t:kids")
    for _ in range(6):
        calls = await bot.text("/quiz tile_name")
        photos = [p for name, p, f in calls if name == "sendPhoto"]
        assert photos and any(f for name, _, f in calls if name == "sendPhoto"), calls
        choices = [b for b in buttons(calls) if b["callback_data"].startswith("q:")]
        assert len(choices) >= 2
        calls = await bot.press(choices[0]["callback_data"])
        assert answers(calls)
        reply = texts(calls)
        assert "Right!" in reply or "The answer:" in reply
        assert "n:quiz" in [b["callback_data"] for b in buttons(calls)]
        # the same button again is stale and changes nothing
        again = await bot.press(choices[0]["callback_data"])
        assert shown(again) == [] and "out of date" in answers(again)[0]["text"]
    progress = texts(await bot.text("/progress"))  # a child's: the stages, and the answers counted
    assert "of 6 answers right" in progress and "Stages of the kids' course" in progress


async def test_typed_number_answer(bot: Harness) -> None:
    await bot.text("/quiz tile_number")
    calls = await bot.text("abc")
    assert "Type a number" in texts(calls)
    calls = await bot.text("5")
    assert "Right!" in texts(calls) or "The answer:" in texts(calls)


async def _play_to_end(bot: Harness, user_id: int = 42, limit: int = 400) -> str:
    calls = await bot.text("/play", user_id=user_id)
    moves = 0
    while moves < limit:
        options = [b["callback_data"] for b in buttons(calls) if b["callback_data"].startswith("g:")
                   and not b["callback_data"].endswith(":h")]
        if not options:
            return texts(calls)
        calls = await bot.press(options[0], user_id=user_id)
        moves += 1
    raise AssertionError("the game did not end")


async def test_a_game_with_hint_to_the_end(bot: Harness) -> None:
    calls = await bot.text("/play")
    assert [name for name, _, _ in calls if name == "sendPhoto"]
    hint = next(b["callback_data"] for b in buttons(calls) if b["callback_data"].endswith(":h"))
    calls = await bot.press(hint)
    assert texts(calls).strip()
    first = next(b["callback_data"] for b in buttons(await bot.text("/play")) if b["callback_data"].startswith("g:"))
    before = len(bot.app.bot_data["store"].load(42).activities["game"].actions)
    calls = await bot.press(first)
    assert shown(calls) and len(bot.app.bot_data["store"].load(42).activities["game"].actions) > before
    stale = await bot.press(first)  # the move number moved on
    assert shown(stale) == [] and "out of date" in answers(stale)[0]["text"]
    end = await _play_to_end(bot)
    assert "won" in end or "draw" in end
    progress = texts(await bot.text("/progress"))  # a new user: a child, whose game counts for stage 11
    assert "11. The first game for two ★☆☆" in progress or "11. The first game for two ★★☆" in progress


async def test_forged_and_foreign_buttons_change_nothing(bot: Harness) -> None:
    calls = await bot.text("/play")
    data = next(b["callback_data"] for b in buttons(calls) if b["callback_data"].startswith("g:"))
    store = bot.app.bot_data["store"]
    before = store.load(42).to_json()
    for forged in ["g:zzzzz:0:0", data.rsplit(":", 1)[0] + ":99", "g:" + "9" * 60, "x:1", "", "q:nope:1",
                   "m:abc:0:3", "s:level:godlike", "t:alien", "n:rm -rf", "ünïcode", data + ":extra"]:
        calls = await bot.press(forged)
        assert shown(calls) == [] and answers(calls), forged
    calls = await bot.press(data, user_id=99)  # another user presses our button (a group chat)
    assert shown(calls) == [] and answers(calls)[0]["text"]
    assert store.load(42).to_json() == before
    assert "game" not in store.load(99).activities


async def test_memory_game(bot: Harness) -> None:
    calls = await bot.text("/memory")
    session = bot.app.bot_data["store"].load(42)
    tiles = [str(t) for t in session.activities["memory"].game.board]
    pairs: dict[str, list[int]] = {}
    for i, tile in enumerate(tiles):
        pairs.setdefault(tile, []).append(i)
    for a, b in pairs.values():
        for pos in (a, b):
            mine = [x["callback_data"] for x in buttons(calls) if x["callback_data"].endswith(f":{pos}")]
            calls = await bot.press(mine[0])
    assert "All pairs found" in texts(calls)
    assert bot.app.bot_data["store"].load(42).stats["memory"] == 1


async def test_settings_and_stop(bot: Harness) -> None:
    calls = await bot.text("/settings")
    assert "s:level:advanced" in [b["callback_data"] for b in buttons(calls)]
    calls = await bot.press("s:rules:mcr2p")
    assert answers(calls)[0]["text"] == "Saved."
    await bot.press("s:hints:off")
    calls = await bot.text("/play")
    assert "Chinese" in texts(calls) or "MCR" in texts(calls)
    assert not [b for b in buttons(calls) if b["callback_data"].endswith(":h")]
    calls = await bot.text("/stop")  # asks first: nothing is lost unasked
    assert "Stop the game?" in texts(calls) and "game" in bot.app.bot_data["store"].load(42).activities
    calls = await bot.press(next(b["callback_data"] for b in buttons(calls) if b["callback_data"].endswith(":y")))
    assert "Stopped" in texts(calls) and "game" not in bot.app.bot_data["store"].load(42).activities
    assert "Nothing to stop" in texts(await bot.text("/stop"))


async def test_bad_input(bot: Harness) -> None:
    assert "do not know" in texts(await bot.text("/frobnicate"))
    assert "did not understand" in texts(await bot.text("hello"))
    assert "too long" in texts(await bot.text("x" * 5000))
    assert "No such topic" in texts(await bot.text("/quiz nonsense"))
    assert texts(await bot.text("/lang de"))


async def test_flood_is_limited(db) -> None:  # type: ignore[no-untyped-def]
    app, rec, errors = await make_app(db, Config(rate_count=5, rate_window=60))
    bot = Harness(app, rec, errors)
    replies = []
    for _ in range(30):
        replies.append(texts(await bot.text("/help")))
    assert sum("What I can do" in r for r in replies) == 5
    assert sum("Too fast" in r for r in replies) == 1
    assert "What I can do" in texts(await bot.text("/help", user_id=8))  # another user is not slowed
    await app.shutdown()
    app.bot_data["store"].close()
    assert errors == []


async def test_resume_after_restart(db) -> None:  # type: ignore[no-untyped-def]
    app, rec, errors = await make_app(db)
    bot = Harness(app, rec, errors)
    calls = await bot.text("/play")
    data = next(b["callback_data"] for b in buttons(calls) if b["callback_data"].startswith("g:"))
    calls = await bot.press(data)
    await bot.text("/quiz tile_name")
    store = app.bot_data["store"]
    game = store.load(42).activities["game"]
    moves = len(game.actions)
    await app.shutdown()
    store.close()
    assert errors == []

    app, rec, errors = await make_app(db)  # a new process on the same file
    bot = Harness(app, rec, errors)
    session = app.bot_data["store"].load(42)
    assert "game" in session.activities and len(session.activities["game"].actions) == moves
    assert len(load(session.activities["game"]).state.actions()) == moves
    calls = await bot.text("/play")
    assert "unfinished game" in texts(calls)
    data = next(b["callback_data"] for b in buttons(calls) if b["callback_data"].startswith("g:"))
    calls = await bot.press(data)
    assert answers(calls) and shown(calls)
    assert len(app.bot_data["store"].load(42).activities["game"].actions) > moves
    assert "quiz" in session.activities
    await app.shutdown()
    app.bot_data["store"].close()
    assert errors == []
