"""The bot as it is deployed: real ``python -m bot --webhook … --workers N`` processes, updates
posted to their webhook over HTTP on 127.0.0.1, the Bot API faked on 127.0.0.1 (tests/fakeapi.py).

Simulated users each send /start, take a quiz question (buttons, or a native poll) and answer it, start a
game (a picture with buttons) and press a move: 5 updates a user, 50 users in flight.

1. 1 worker on SQLite versus 4 workers on PostgreSQL (Debian's ``postgresql``, started here
   by tests/pgserver.py): updates/s and p50/p99 from an update's POST to its first answer;
2. faults, 4 workers on PostgreSQL: one worker killed with SIGKILL at a third of the load, the
   database restarted (``pg_ctl restart -m immediate``) at two thirds; then every stored
   session must load and every game replay to a valid state; updates that got no answer or
   "try again" are counted;
3. ordering: for users in a game, the same move pressed twice at once (two connections, any
   two workers): exactly one press must be applied, the other answered "out of date".

    python tests/bench/bench_bot_scale.py [USERS] [--faults]   # 200 users a run by default (10000: the issue's
                                                               # figure); --faults: parts 2 and 3 only
"""

from __future__ import annotations

import asyncio
import importlib.util
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, ClassVar

TESTS = Path(__file__).resolve().parents[1]
ROOT = TESTS.parent
TOKEN = "123456:BENCH-token-not-real"
IN_FLIGHT = 50
TIMEOUT = 90.0


def _load(name: str) -> Any:
    spec = importlib.util.spec_from_file_location(name, TESTS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


pgserver = _load("pgserver")
fakeapi = _load("fakeapi")

from bot.logic import load_session  # noqa: E402
from bot.logic.game import load as load_game  # noqa: E402
from bot.storage import Store  # noqa: E402
from bot.texts import TEXTS  # noqa: E402

TRY_AGAIN = {TEXTS.text("storage.try_again", lang) for lang in ("ru", "en")}
try:  # the answer to a redelivered update that was applied already (not in bots before issue 17's webhook)
    ALREADY_DONE = {TEXTS.text("storage.already_done", lang) for lang in ("ru", "en")}
except KeyError:
    ALREADY_DONE = set()
STALE = {TEXTS.text("stale", lang) for lang in ("ru", "en")}


class Tally:
    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.redelivered = 0
        self.unanswered = 0
        self.try_again = 0
        self.already_done = 0
        self.updates = 0

    def record(self, started: float, call: Any) -> None:
        self.updates += 1
        if call is None:
            self.unanswered += 1
            return
        self.latencies.append(call.at - started)
        if any(t in call.text for t in TRY_AGAIN) or any(t in str(call.params.get("text", "")) for t in TRY_AGAIN):
            self.try_again += 1
        if call.text in ALREADY_DONE:
            self.already_done += 1


async def user_script(users: Any, api: Any, user: int, tally: Tally) -> None:
    sorry = ("Sorry", "Простите", "That was done already", "Это уже сделано")

    async def step(send: Any, predicate: Any) -> Any:
        seen = len(api.by_chat[user])
        started = time.perf_counter()
        await send
        call = await users.wait(user, seen, lambda c: predicate(c) or any(w in c.text for w in sorry), TIMEOUT)
        tally.record(started, call)
        return call

    async def press(data: str) -> None:
        query = f"q{user}-{time.perf_counter_ns()}"
        started = time.perf_counter()
        await users.press(user, data, query)
        deadline = started + TIMEOUT
        while query not in api.answered and time.perf_counter() < deadline:
            await asyncio.sleep(0.02)
        tally.record(started, api.answered.get(query))

    await step(users.text(user, "/start"), lambda c: True)
    quiz = await step(users.text(user, "/quiz tile_name"),
                      lambda c: c.method == "sendPoll" or any(b.startswith("q:") for b in c.buttons()))
    if quiz is not None and "_poll_id" in quiz.params:
        await step(users.poll_answer(user, quiz.params["_poll_id"], 0), lambda c: True)
    elif quiz is not None and quiz.buttons():
        await press(next(b for b in quiz.buttons() if b.startswith("q:")))
    game = await step(users.text(user, "/play"), lambda c: any(b.startswith("g:") for b in c.buttons()))
    moves = [b for b in (game.buttons() if game is not None else []) if b.startswith("g:") and not b.endswith(":h")]
    if moves:
        await press(moves[0])


class Bot:
    """``python -m bot --webhook … --workers N`` on a free port, talking to the fake API."""

    started: ClassVar[list[Bot]] = []  #: every bot started, stopped when the bench ends (a failure included)

    def __init__(self, api: Any, db: str, workers: int) -> None:
        Bot.started.append(self)
        self.port = fakeapi.free_port()
        self.workers = workers
        env = fakeapi.bot_env(api.url, TOKEN)
        env["MJ_BOT_POOL_SIZE"] = "4"
        self.log = tempfile.NamedTemporaryFile(prefix="mj-bench-bot-", suffix=".log", delete=False)
        self.proc = subprocess.Popen([sys.executable, "-m", "bot", "--webhook", "https://bot.example.org/hook", "--listen", "127.0.0.1",
                                      "--port", str(self.port), "--workers", str(workers), "--db", db],
                                     env=env, cwd=ROOT, stdout=self.log, stderr=subprocess.STDOUT)
        self.hook = f"http://127.0.0.1:{self.port}/hook"

    async def ready(self, api: Any) -> None:
        deadline = time.monotonic() + 600  # a loaded machine: the workers warm up their pools first
        while api.set_webhooks < self.workers:
            assert self.proc.poll() is None and time.monotonic() < deadline, Path(self.log.name).read_text()[-3000:]
            await asyncio.sleep(0.1)

    def worker_pids(self) -> list[int]:
        out = subprocess.run(["pgrep", "-P", str(self.proc.pid)], capture_output=True, text=True).stdout
        return [int(p) for p in out.split()]

    def connections(self, pid: int) -> int:
        """The webhook connections worker ``pid`` holds open (updates in its hands, or idle keep-alives)."""
        import psutil

        return sum(c.laddr.port == self.port and c.status == psutil.CONN_ESTABLISHED for c in psutil.Process(pid).net_connections("tcp"))

    def stop(self) -> None:
        if self.proc.poll() is not None:
            return
        self.proc.send_signal(signal.SIGTERM)
        try:
            self.proc.wait(30)
        except subprocess.TimeoutExpired:
            self.proc.kill()


async def load(api: Any, bot: Bot, first_user: int, count: int, faults: Any = None) -> tuple[Tally, float]:
    users = fakeapi.Users(api, bot.hook)
    tally = Tally()
    gate = asyncio.Semaphore(IN_FLIGHT)
    done = 0

    async def one(user: int) -> None:
        nonlocal done
        async with gate:
            await user_script(users, api, user, tally)
        done += 1

    tasks = [asyncio.create_task(one(first_user + i)) for i in range(count)]
    started = time.perf_counter()
    if faults is not None:
        await faults(lambda: done / count)
    await asyncio.gather(*tasks)
    wall = time.perf_counter() - started
    tally.redelivered = users.redelivered
    await users.close()
    return tally, wall


def summary(name: str, tally: Tally, wall: float) -> dict[str, float]:
    times = sorted(tally.latencies) or [float("nan")]
    result = {"updates": tally.updates, "per_s": len(tally.latencies) / wall, "p50": 1000 * statistics.median(times),
              "p99": 1000 * times[int(0.99 * (len(times) - 1))], "unanswered": tally.unanswered, "try_again": tally.try_again}
    print(f"  {name}: {result['updates']} updates in {wall:.1f} s, {result['per_s']:.0f} answered/s, "
          f"p50 {result['p50']:.0f} ms, p99 {result['p99']:.0f} ms, unanswered (lost) {tally.unanswered}, 'try again' {tally.try_again}, "
          f"'done already' {tally.already_done}, posted again (no 200) {tally.redelivered}", flush=True)
    return result


def check_sessions(db: str) -> tuple[int, int, int]:
    """(sessions, games replayed, invalid): every stored session loads, every game replays."""
    store = Store(db)
    sessions = games = invalid = 0
    for row in store.rows():
        sessions += 1
        try:
            session = load_session(row.data, row.user_id)
            game = session.activities.get("game")
            if game is not None:
                load_game(game).actions()
                games += 1
        except Exception:  # counted
            invalid += 1
    store.close()
    return sessions, games, invalid


async def ordering(api: Any, bot: Bot, db: str, users_in_game: list[int]) -> tuple[int, int]:
    """The same move pressed twice at once: (users where exactly one press applied, users tried)."""
    users = fakeapi.Users(api, bot.hook)
    good = tried = 0
    outcomes: dict[str, int] = {}
    for user in users_in_game:
        seen = len(api.by_chat[user])
        await users.text(user, "/play")  # the game as it stands: its current buttons
        call = await users.wait(user, seen, lambda c: any(b.startswith("g:") for b in c.buttons()), TIMEOUT)
        if call is None:
            continue
        moves = [b for b in call.buttons() if b.startswith("g:") and not b.endswith(":h")]
        if not moves:
            continue
        tried += 1
        ids = [f"o{user}a", f"o{user}b"]
        await asyncio.gather(*(users.press(user, moves[0], q) for q in ids))
        deadline = time.perf_counter() + TIMEOUT
        while not all(q in api.answered for q in ids) and time.perf_counter() < deadline:
            await asyncio.sleep(0.02)
        stale = [q for q in ids if q in api.answered and api.answered[q].params.get("text") in STALE]
        answered = all(q in api.answered for q in ids)
        good += len(stale) == 1 and answered
        kind = "one applied" if len(stale) == 1 and answered else "unanswered" if not answered else f"{len(stale)} stale"
        outcomes[kind] = outcomes.get(kind, 0) + 1
    await users.close()
    print(f"  ordering outcomes: {outcomes}", flush=True)
    return good, tried


async def main_async(count: int, faults_only: bool = False) -> None:
    try:
        server = pgserver.start()
    except pgserver.Unavailable as why:
        print(f"  skipped: no PostgreSQL server ({why}); {pgserver.INSTALL_HINT}")
        return
    api = fakeapi.FakeApi()
    await api.start()
    folder = Path(tempfile.mkdtemp(prefix="mj-bench-"))
    results = {}
    try:
        for name, db, workers, first in (("1 worker, SQLite", str(folder / "bench.sqlite3"), 1, 1_000_000),
                                         ("4 workers, PostgreSQL", server.fresh_url(), 4, 2_000_000)):
            if faults_only:
                break
            bot = Bot(api, db, workers)
            await bot.ready(api)
            tally, wall = await load(api, bot, first, count)
            results[name] = summary(name, tally, wall)
            bot.stop()
        if results:
            ratio = results["4 workers, PostgreSQL"]["per_s"] / results["1 worker, SQLite"]["per_s"]
            print(f"  ratio 4 workers on PostgreSQL / 1 on SQLite: {ratio:.2f}x answered updates/s on {os.cpu_count()} cores "
                  "(the load generator, the fake API, the workers and the server share them)", flush=True)

        db = server.fresh_url()
        bot = Bot(api, db, 4)
        await bot.ready(api)
        events: list[str] = []

        async def faults(progress: Any) -> None:
            while progress() < 1 / 3:
                await asyncio.sleep(0.05)
            pids = bot.worker_pids()
            in_hand = bot.connections(pids[0])
            os.kill(pids[0], signal.SIGKILL)
            events.append(f"worker {pids[0]} killed at {progress():.0%} holding {in_hand} webhook connections")
            while progress() < 2 / 3:
                await asyncio.sleep(0.05)
            started = time.perf_counter()
            server.restart("immediate")
            events.append(f"database restarted at {progress():.0%} (down {time.perf_counter() - started:.1f} s)")

        tally, wall = await load(api, bot, 3_000_000, count, faults)
        summary("faults, 4 workers, PostgreSQL", tally, wall)
        print(f"  {'; '.join(events)}; workers alive after: {len(bot.worker_pids())}", flush=True)
        sessions, games, invalid = check_sessions(db)
        print(f"  after the faults: {sessions} sessions stored, {games} games replayed, {invalid} invalid", flush=True)
        in_game = list(range(3_000_000, 3_000_000 + count))[:200]
        good, tried = await ordering(api, bot, db, in_game)
        print(f"  ordering: the same move pressed twice at once by {tried} users: exactly one applied for {good}", flush=True)
        sessions, games, invalid = check_sessions(db)
        print(f"  after the ordering run: {sessions} sessions, {games} games replayed, {invalid} invalid", flush=True)
        bot.stop()
    finally:
        for started in Bot.started:
            started.stop()
        api.stop()
        server.close()


def main(argv: list[str] | None = None) -> None:
    args = list(argv if argv is not None else [])
    faults_only = "--faults" in args
    args = [a for a in args if a != "--faults"]
    asyncio.run(main_async(int(args[0]) if args else 200, faults_only))


if __name__ == "__main__":
    main(sys.argv[1:])
