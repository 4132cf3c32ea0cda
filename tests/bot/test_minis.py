"""The code lock and the snake through the real PTB Application (recording request)."""

from __future__ import annotations

import pytest
from botkit import Harness, answers, buttons, shown, texts

from bot.logic.codelock import LockState
from bot.logic.model import codes

pytestmark = pytest.mark.asyncio


def _lock(store) -> LockState:  # type: ignore[no-untyped-def]
    return store.load(42).activities["codelock"]


def _data(calls, suffix: str) -> str:  # type: ignore[no-untyped-def]
    return next(b["callback_data"] for b in buttons(calls) if b["callback_data"].endswith(suffix))


async def test_code_lock_rounds_errors_and_summary(bot: Harness) -> None:
    calls = await bot.text("/codelock")
    assert [n for n, _, _ in calls if n == "sendPhoto"], calls
    assert "remember these" in texts(calls)
    store = bot.app.bot_data["store"]
    first_len = len(_lock(store).game.code)
    live = next(p for n, p, _ in calls if n == "sendPhoto")
    calls = await bot.press(_data(calls, ":h"))  # hide: the code's picture is edited into face-down tiles
    assert "Rebuild the code" in texts(calls) and shown(calls)[0].get("message_id") is not None
    assert [n for n, _, _ in calls if n.startswith("send")] == []
    edit = next(p for n, p, f in calls if n == "editMessageMedia")
    assert edit["message_id"] == 1000 and live["chat_id"] == 42
    hidden = next(f for n, _, f in calls if n == "editMessageMedia")
    assert hidden and all(b["callback_data"] != "n:stop" for b in buttons(calls))
    assert [b for b in buttons(calls) if b["callback_data"].startswith("z:codelock:")]  # Stop on the rebuild keyboard
    code = codes(_lock(store).game.code)
    tiles = [code[i:i + 2] for i in range(0, len(code), 2)]
    # round 1: the right tiles, the first two swapped -> order errors only, length stays
    order = [tiles[1], tiles[0], *tiles[2:]]
    for tile in order:
        calls = await bot.press(_data(calls, f":{int(tile[0]) - 1}"))
    reply = texts(calls)
    assert "Item errors: 0, order errors: 1" in reply and "remember these" in reply
    assert len(_lock(store).game.code) == first_len
    # round 2: perfect -> one tile longer
    calls = await bot.press(_data(calls, ":h"))
    code = codes(_lock(store).game.code)
    for i in range(0, len(code), 2):
        calls = await bot.press(_data(calls, f":{int(code[i]) - 1}"))
    assert "All right" in texts(calls)
    assert len(_lock(store).game.code) == first_len + 1
    # a stale hide button changes nothing
    stale = await bot.press("c:" + _lock(store).id + ":0:0:h")
    assert shown(stale) == [] and "out of date" in answers(stale)[0]["text"]
    # round 3: one tile then Done -> item errors, length goes down; undo works
    calls = await bot.press(_data(calls, ":h"))
    calls = await bot.press(_data(calls, ":0"))
    assert "Your row: 1 coin" in texts(calls)  # the children's track: words, not codes
    calls = await bot.press(_data(calls, ":u"))
    assert "Your row: —" in texts(calls)
    calls = await bot.press(_data(calls, ":d"))
    assert "Item errors:" in texts(calls) and "order errors: 0" in texts(calls)
    assert len(_lock(store).game.code) == first_len
    # round 4 (the last): done at once -> the summary
    calls = await bot.press(_data(calls, ":h"))
    calls = await bot.press(_data(calls, ":d"))
    assert "🎉 The code lock is open" in texts(calls) and "Rounds played: 4" in texts(calls)
    assert "codelock" not in store.load(42).activities and store.load(42).stats["minis"] == 1


async def test_snake_to_the_end(bot: Harness) -> None:
    from mjcore.minigames.snake import follows

    calls = await bot.text("/snake", lang="ru")
    assert [n for n, _, _ in calls if n == "sendPhoto"] and "Змейка" in texts(calls)
    store = bot.app.bot_data["store"]
    hint = await bot.press(_data(calls, ":h"), lang="ru")
    assert texts(hint).strip()
    rejected = False
    for _ in range(40):
        d = store.load(42).activities.get("snake")
        if d is None:
            break
        g = d.game
        options = [b["callback_data"] for b in buttons(calls) if b["callback_data"].startswith("k:")
                   and not b["callback_data"].endswith(":h")]
        playable = set(g.playable())
        wrong = [o for o in options if int(o.rsplit(":", 1)[1]) not in playable]
        if wrong and not rejected:
            calls = await bot.press(wrong[0], lang="ru")
            assert "Не та же масть" in texts(calls)
            rejected = True
            continue
        good = [o for o in options if int(o.rsplit(":", 1)[1]) in playable]
        calls = await bot.press(good[0], lang="ru")
    assert "Змейка готова" in texts(calls) and "Длина змейки" in texts(calls)
    assert store.load(42).stats["minis"] == 1
    assert follows  # the rule the test relied on
