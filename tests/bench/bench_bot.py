"""The bot through the real PTB Application with a recording request (no network): N users
each take a quiz question, answer it, start a game and make a move; updates/s and the
p50/p99 latency of one update (pictures included, rendered once per hand then cached).

    python tests/bench/bench_bot.py [USERS]
"""

from __future__ import annotations

import asyncio
import importlib.util
import statistics
import sys
import tempfile
import time
from pathlib import Path

from bot.logic import Config

# tests/botkit.py by its path: putting tests/ on sys.path would shadow mjcore and bot with
# the namespace folders tests/mjcore/ and tests/bot/.
_spec = importlib.util.spec_from_file_location("botkit", Path(__file__).resolve().parents[1] / "botkit.py")
assert _spec is not None and _spec.loader is not None
botkit = importlib.util.module_from_spec(_spec)
sys.modules["botkit"] = botkit
_spec.loader.exec_module(botkit)
Harness, buttons, make_app = botkit.Harness, botkit.buttons, botkit.make_app


async def user_session(bot: Harness, user: int, times: list[float]) -> None:
    async def timed(coro):  # type: ignore[no-untyped-def]
        started = time.perf_counter()
        calls = await coro
        times.append(time.perf_counter() - started)
        return calls

    calls = await timed(bot.text("/quiz", user_id=user))
    choice = [b["callback_data"] for b in buttons(calls) if b["callback_data"].startswith("q:")]
    if choice:
        await timed(bot.press(choice[0], user_id=user))
    else:
        await timed(bot.text("3", user_id=user))
    calls = await timed(bot.text("/play", user_id=user))
    move = [b["callback_data"] for b in buttons(calls) if b["callback_data"].startswith("g:") and not b["callback_data"].endswith(":h")]
    await timed(bot.press(move[0], user_id=user))


async def run(users: int) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as folder:
        app, rec, errors = await make_app(Path(folder) / "bench.sqlite3", Config(rate_count=0))
        bot = Harness(app, rec, errors)
        times: list[float] = []
        started = time.perf_counter()
        for first in range(0, users, 50):  # 50 users at a time, their updates interleaved
            await asyncio.gather(*(user_session(bot, 1000 + u, times) for u in range(first, min(users, first + 50))))
        wall = time.perf_counter() - started
        await app.shutdown()
        app.bot_data["store"].close()
        assert errors == [], errors[:3]
    times.sort()
    return {"users": users, "updates": len(times), "updates_per_s": len(times) / wall,
            "p50_ms": 1000 * statistics.median(times), "p99_ms": 1000 * times[int(0.99 * (len(times) - 1))]}


def main(argv: list[str] | None = None) -> None:
    """1,000 users by default; ``python tests/bench/bench_bot.py N`` for N users."""
    args = argv or []
    users = int(args[0]) if args else 1000
    result = asyncio.run(run(users))
    print(f"bot: {result['users']} users, {result['updates']} updates, {result['updates_per_s']:.0f} updates/s, "
          f"p50 {result['p50_ms']:.1f} ms, p99 {result['p99_ms']:.1f} ms (per update, through process_update)")


if __name__ == "__main__":
    main(sys.argv[1:])
