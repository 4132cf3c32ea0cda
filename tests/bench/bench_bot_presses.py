"""Game presses through the real PTB Application with a recording request (no network): USERS
users each start ``/play`` and press discard, claim and next-hand buttons, 50 users at a time with
their updates interleaved; presses/s and the p50/p99 time of one press (a new picture every
press: the picture caches are emptied before each one).

Two loads:
- *saturated*: 50 users at a time press again the moment they get their answer — the most one
  process serves; a press's time there is mostly its wait behind the 49 others (Little's law);
- *paced*, as people press: ``PACED_USERS`` (260) users each press about once a second (a second
  ±0.5 after their answer, seeded), their games dealt before the clock starts — the rate and the p99 a press gets at that load. Issue 13's
  goal: ≥ 200 presses/s with p99 < 50 ms.

Options: ``--level advanced`` sets every user's computer level first (the settings button);
``--track adult`` plays the adults' game (mcr2p) instead of the children's (kids2p);
``--paced USERS:SECONDS`` changes the paced load (issue 25: ``300:1.5``, 300 users pressing
about once each 1.5 s, ~200 presses/s); ``--only paced-processes`` runs one configuration (the
production one: worker processes, paced), leaving out the others.

    python tests/bench/bench_bot_presses.py [USERS] [PRESSES] [--level L] [--track T] [--paced N:S] [--only WHAT]
"""

from __future__ import annotations

import argparse
import asyncio
import importlib.util
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from bot import pictures
from bot.logic import Config

# tests/botkit.py by its path (see bench_bot.py).
_spec = importlib.util.spec_from_file_location("botkit", Path(__file__).resolve().parents[1] / "botkit.py")
assert _spec is not None and _spec.loader is not None
botkit = importlib.util.module_from_spec(_spec)
sys.modules["botkit"] = botkit
_spec.loader.exec_module(botkit)
Harness, make_app = botkit.Harness, botkit.make_app


def _game_buttons(calls) -> list[str]:  # type: ignore[no-untyped-def]
    """Every game button (moves and next hand) of the calls' messages, the last message first."""
    out: list[str] = []
    for _, params, _ in reversed(calls):
        markup = params.get("reply_markup")
        if isinstance(markup, str):
            markup = json.loads(markup)
        if markup:
            out += [b["callback_data"] for row in markup["inline_keyboard"] for b in row
                    if b["callback_data"][:2] in ("g:", "h:") and not b["callback_data"].endswith(":h")]
            if out:
                return out
    return out


def _forget_pictures() -> None:
    for name in dir(pictures):
        cached = getattr(pictures, name)
        if hasattr(cached, "cache_clear"):
            cached.cache_clear()


#: The paced load: this many users, each pressing about once a second, this many times.
PACED_USERS, PACED_PRESSES, PACE = 260, 15, 1.0


async def prepare(bot: Harness, user: int, level: str | None, track: str | None) -> None:
    """The user's track and computer level, chosen by their buttons before the game."""
    if track:
        await bot.press(f"t:{track}", user_id=user)
    if level:
        await bot.press(f"s:level:{level}", user_id=user)


async def player(bot: Harness, user: int, presses: int, times: list[float], think: random.Random | None = None,
                 calls: object = None, starts: list[float] | None = None, pace: float = PACE) -> None:
    calls = calls if calls is not None else await bot.text("/play", user_id=user)
    if think:
        await asyncio.sleep(think.uniform(0, pace))  # the users do not all start at once
    for _ in range(presses):
        if think:
            await asyncio.sleep(pace * think.uniform(0.5, 1.5))
        options = _game_buttons(calls)
        if not options:
            calls = await bot.text("/play", user_id=user)
            continue
        _forget_pictures()
        started = time.perf_counter()
        calls = await bot.press(options[0], user_id=user)
        times.append(time.perf_counter() - started)
        if starts is not None:
            starts.append(started)


async def first_reply() -> tuple[float, float]:
    """Seconds to build and start the Application (post_init warms the workers), and then for
    the first /play's reply."""
    with tempfile.TemporaryDirectory() as folder:
        started = time.perf_counter()
        app, rec, errors = await make_app(Path(folder) / "first.sqlite3", Config(rate_count=0), warm=True)
        ready = time.perf_counter()
        await Harness(app, rec, errors).text("/play", user_id=5)
        done = time.perf_counter()
        await app.shutdown()
        app.bot_data["store"].close()
        app.bot_data["worker"].close()
    return ready - started, done - ready


async def run(users: int, presses: int, *, paced: bool = False, pace: float = PACE, level: str | None = None,
              track: str | None = None, **options: object) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as folder:
        app, rec, errors = await make_app(Path(folder) / "bench.sqlite3", Config(rate_count=0), **options)
        if "worker" in app.bot_data:
            await app.bot_data["worker"].warm()
        bot = Harness(app, rec, errors)
        times: list[float] = []
        starts: list[float] = []
        for first in range(0, users, 50):
            await asyncio.gather(*(prepare(bot, 1000 + u, level, track) for u in range(first, min(users, first + 50))))
        if paced:  # every user's game is dealt first; then the presses are timed, at people's pace
            dealt = await asyncio.gather(*(bot.text("/play", user_id=1000 + u) for u in range(users)))
        started = time.perf_counter()
        if paced:
            await asyncio.gather(*(player(bot, 1000 + u, presses, times, random.Random(u), calls, starts, pace)
                                   for u, calls in zip(range(users), dealt, strict=True)))
        else:
            for first in range(0, users, 50):
                await asyncio.gather(*(player(bot, 1000 + u, presses, times) for u in range(first, min(users, first + 50))))
        wall = time.perf_counter() - started
        await app.shutdown()
        app.bot_data["store"].close()
        if "worker" in app.bot_data:
            app.bot_data["worker"].close()
        assert errors == [], errors[:3]
    times.sort()
    rate = len(times) / wall
    if paced:  # the rate while every user is pressing: not the first second, nor the slowest users' tail
        window = (started + 1.5 * pace, started + (presses - 1.5) * pace)
        rate = sum(window[0] <= t < window[1] for t in starts) / (window[1] - window[0])
    return {"users": users, "presses": len(times), "presses_per_s": rate,
            "p50_ms": 1000 * statistics.median(times), "p99_ms": 1000 * times[int(0.99 * (len(times) - 1))]}


def main(argv: list[str] | None = None) -> None:
    """100 users of 20 presses by default (see the module's notes for the options)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("users", nargs="?", type=int, default=100)
    parser.add_argument("presses", nargs="?", type=int, default=20)
    parser.add_argument("--level", default=None, help="the users' computer level (default: the settings' default)")
    parser.add_argument("--track", default=None, help="kids, teen or adult (default: none chosen, the children's game)")
    parser.add_argument("--paced", default=f"{PACED_USERS}:{PACE:g}", help="USERS:SECONDS of the paced load")
    parser.add_argument("--only", default=None, help="one configuration: saturated-threads, saturated-processes, "
                                                      "paced-threads or paced-processes")
    args = parser.parse_args(argv or [])
    paced_users, _, pace = args.paced.partition(":")
    chosen = {"level": args.level, "track": args.track}
    if args.only is None:
        build, first = asyncio.run(first_reply())
        print(f"bot start: Application built and warmed in {build:.1f} s, then the first /play answered in {1000 * first:.0f} ms")
    configs = (("threads", "2 worker threads", {"workers": 2}), ("processes", "2 worker processes", {"workers": 2, "processes": True}))
    for key, label, options in configs:
        if args.only not in (None, f"saturated-{key}"):
            continue
        result = asyncio.run(run(args.users, args.presses, **chosen, **options))  # type: ignore[arg-type]
        print(f"bot presses, saturated ({label}): {result['users']} users, {result['presses']} game presses, "
              f"{result['presses_per_s']:.0f} presses/s (wall clock, /play included), "
              f"p50 {result['p50_ms']:.1f} ms, p99 {result['p99_ms']:.1f} ms per press")
    for key, label, options in configs:
        if args.only not in (None, f"paced-{key}"):
            continue
        result = asyncio.run(run(int(paced_users), PACED_PRESSES, paced=True, pace=float(pace or PACE), **chosen,  # type: ignore[arg-type]
                                 **options))
        print(f"bot presses, paced ({label}, level {args.level or 'default'}): {result['users']} users pressing about "
              f"once each {float(pace or PACE):g} s, {result['presses']} game presses, {result['presses_per_s']:.0f} "
              f"presses/s while all press, p50 {result['p50_ms']:.1f} ms, p99 {result['p99_ms']:.1f} ms per press "
              f"(goal: ≥ 200/s, p99 < 50 ms)")


if __name__ == "__main__":
    main(sys.argv[1:])
