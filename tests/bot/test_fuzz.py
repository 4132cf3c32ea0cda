"""Thousands of random updates from several users (commands, text, junk and real button data, unicode,
huge text, other users' buttons): no unhandled error, sessions stay readable."""

from __future__ import annotations

import random

import pytest
from botkit import Harness, buttons

from bot.logic import load_session

pytestmark = pytest.mark.asyncio

COMMANDS = ["/start", "/help", "/quiz", "/quiz find_waits", "/quiz tile_number", "/play", "/memory", "/progress",
            "/settings", "/stop", "/codelock", "/snake", "/lang en", "/lang ru", "/lang", "/quiz ../../etc", "/nope", "/play@mj_tutor_bot"]
JUNK = ["", ":", "g:", "g:::", "q:0:0", "m:-1:0:0", "s:rules:", "n:", "t:kids:extra", "😀", "g:" + "1" * 70,
        "a" * 64, "n:quiz\x00", "s:lang:de", "c:", "c:0:0:0:h", "k:a:0:0:99", "h:", "h:zz:1", "k::::",
        "c:abcde:0:0:-1"]
UPDATES = 2000


async def test_random_updates(bot: Harness) -> None:
    rng = random.Random(2026)
    users = [101, 102, 103, 104, 105]
    seen: dict[int, list[str]] = {u: [] for u in users}
    for _ in range(UPDATES):
        user = rng.choice(users)
        roll = rng.random()
        if roll < 0.25:
            calls = await bot.text(rng.choice(COMMANDS), user_id=user, lang=rng.choice(["en", "ru", None, "de"]))
        elif roll < 0.35:
            text = rng.choice(["5", "1m", "hint", "3m6m", "ё" * rng.randint(1, 400), "x" * 5000, "🀄" * 10, "-7", "12345678"])
            calls = await bot.text(text, user_id=user)
        elif roll < 0.43:
            calls = await bot.press(rng.choice(JUNK), user_id=user)
        elif roll < 0.45:  # quiz poll answers: real ids (when polls are on), foreign and junk ones
            quiz = bot.app.bot_data["store"].load(rng.choice(users)).activities.get("quiz")
            poll_id = getattr(quiz, "poll_id", None) or rng.choice(["1", "x" * 80, ""])
            calls = await bot.poll_answer(poll_id, rng.choice([[0], [1], [], [99]]), user_id=user)
        else:
            pool = seen[user] if rng.random() < 0.9 else seen[rng.choice(users)]  # sometimes someone else's
            if not pool:
                continue
            calls = await bot.press(rng.choice(pool), user_id=user)
        got = [b["callback_data"] for b in buttons(calls)]
        if got:
            seen[user] = got
        assert bot.errors == []
    store = bot.app.bot_data["store"]
    for user in users:
        raw = store.db.execute("SELECT data FROM sessions WHERE user_id=?", (user,)).fetchone()[0]
        assert load_session(raw, user).to_json() == raw
