"""Makes ``sessions_v1.json`` and ``transcript_v1.json`` with the first version of the bot's
logic (main at 2258ff8, the last one with SESSION_VERSION 1: a dict per activity) on the rules
core of the working tree. One command, from the project's root::

    python tests/bot/data/make_v1_fixtures.py

It takes ``bot/`` of 2258ff8 out of git into a temporary folder and runs on it (with the
working tree's ``mjcore``), so the fixtures can be made again when the rules core changes.

- ``sessions_v1.json``: rows as the v1 bot stored them in SQLite (through ``bot.storage.Store``),
  each mid-activity, with the next update a user sends and the replies the v1 bot gave to it.
- ``transcript_v1.json``: a seeded conversation of several users (commands, buttons from the
  replies, typed answers, junk, polls, a flood) and every reply the v1 bot gave. It leaves out
  the two-player game, whose replies follow the AI (which changes); the session fixtures cover
  the game.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import subprocess
import sys
import tempfile
from dataclasses import asdict
from pathlib import Path

V1 = "2258ff8"
HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]


def replies_json(replies) -> list[dict]:  # type: ignore[no-untyped-def]
    return [asdict(r) for r in replies]


def digest(replies) -> str:  # type: ignore[no-untyped-def]
    """The replies' fingerprint: sha256 of their canonical JSON (``asdict`` of each Reply), 16 hex digits."""
    return hashlib.sha256(json.dumps(replies_json(replies), ensure_ascii=False, sort_keys=True).encode()).hexdigest()[:16]


def row(e, replies) -> list:  # type: ignore[no-untyped-def]
    """One line of the transcript: ``[kind, user, text or data, now, rand, lang_code, digest of the replies]``."""
    return [e.kind, e.user_id, e.text if e.kind == "text" else e.data, e.now, e.rand, e.lang_code, digest(replies)]


def data_of(replies, keep=lambda d: True) -> list[str]:  # type: ignore[no-untyped-def]
    for r in reversed(replies):
        if r.buttons:
            return [b.data for row in r.buttons for b in row if keep(b.data)]
    return []


class User:
    def __init__(self, store, user_id: int, lang: str) -> None:  # type: ignore[no-untyped-def]
        self.store, self.user_id, self.lang, self.rand, self.now = store, user_id, lang, user_id * 1000, 1_000_000.0
        self.last: list = []

    def send(self, kind: str, value: str) -> list:
        from bot.logic import Config, Event
        from bot.runner import handle

        self.rand += 7919
        self.now += 3.0
        field = {"text": value} if kind == "text" else {"data": value}
        event = Event(kind, self.user_id, now=self.now, rand=self.rand, lang_code=self.lang, **field)
        self.last = handle(self.store, event, Config(rate_count=0))
        return self.last

    def row(self) -> str:
        return self.store.db.execute("SELECT data FROM sessions WHERE user_id=?", (self.user_id,)).fetchone()[0]


def sessions(store) -> dict:  # type: ignore[no-untyped-def]
    from bot.logic.quiz import question

    out: dict[str, dict] = {}

    def keep(name: str, user: User, kind: str, value: str, note: str) -> None:
        row = user.row()
        replies = user.send(kind, value)
        out[name] = {"note": note, "user_id": user.user_id, "row": json.loads(row),
                     "next": {"event": {"kind": kind, "value": value, "now": user.now, "rand": user.rand, "lang_code": user.lang},
                              "replies": replies_json(replies)}}

    # mid-game: a teenager, MCR rules, a few moves in, a quiz answered before
    u = User(store, 11, "en")
    u.send("text", "/start")
    u.send("button", "t:teen")
    u.send("button", "s:rules:mcr2p")
    u.send("text", "/quiz tile_name")
    q = question(store.load(11).quiz)
    u.send("button", f"q:{store.load(11).quiz['id']}:{[o.value for o in q.options].index(q.answer[0])}")
    u.send("text", "/play")
    for _ in range(3):
        moves = data_of(u.last, lambda d: d.startswith("g:") and not d.endswith(":h"))
        u.send("button", moves[0])
    moves = data_of(u.last, lambda d: d.startswith("g:") and not d.endswith(":h"))
    keep("mid_game", u, "button", moves[-1], "an MCR game three moves in; the next update presses a button the v1 bot sent")

    # mid-game, kids' rules, closed hands, a quiz left open beside it (both live in v1)
    u = User(store, 12, "ru")
    u.send("button", "s:open:off")
    u.send("text", "/play")
    moves = data_of(u.last, lambda d: d.startswith("g:") and not d.endswith(":h"))
    u.send("button", moves[0])
    u.send("text", "/quiz tile_number")
    keep("mid_game_and_quiz", u, "text", "/play", "a kids' game and an unanswered quiz side by side; /play resumes the game")

    # mid-quiz: pick the tiles, two toggled
    u = User(store, 13, "en")
    u.send("text", "/quiz find_waits")
    qid = store.load(13).quiz["id"]
    u.send("button", f"q:{qid}:0")
    u.send("button", f"q:{qid}:2")
    keep("mid_quiz_picked", u, "button", f"q:{qid}:ok", "a 'pick the waits' quiz with two tiles picked; Done")

    # mid-quiz as a Telegram poll: the poll id is attached
    u = User(store, 14, "en")
    u.send("button", "s:polls:on")
    replies = u.send("text", "/quiz tile_name")
    poll = next(r.poll for r in replies if r.poll)
    from bot.logic import Config, Event
    from bot.runner import handle

    handle(store, Event("poll_sent", 14, data=f"{poll.quiz}:poll-777", now=u.now), Config(rate_count=0))
    keep("mid_quiz_poll", u, "poll", f"poll-777:{poll.correct}", "a quiz sent as a poll; the poll is answered right")

    # mid-memory: one pair tried, one tile open
    u = User(store, 15, "en")
    u.send("text", "/memory")
    for pos in (0, 1, 2):
        d = store.load(15).memory
        flips = d["moves"] * 2 + (d["open"] is not None)
        u.send("button", f"m:{d['id']}:{flips}:{pos}")
    d = store.load(15).memory
    flips = d["moves"] * 2 + (d["open"] is not None)
    keep("mid_memory", u, "button", f"m:{d['id']}:{flips}:3", "memory after three flips (one tile open); the fourth flip")

    # mid-codelock: round 1 hidden, one tile picked
    u = User(store, 16, "en")
    u.send("text", "/codelock")
    hide = data_of(u.last, lambda d: d.endswith(":h"))[0]
    u.send("button", hide)
    code = store.load(16).mini["code"]
    first = data_of(u.last, lambda d: d.endswith(f":{int(code[0]) - 1}"))[0]
    u.send("button", first)
    second = data_of(u.last, lambda d: d.endswith(f":{int(code[2]) - 1}"))[0]
    keep("mid_codelock", u, "button", second, "the code lock, round 1, one tile of the code picked; the second")

    # mid-snake
    u = User(store, 17, "ru")
    u.send("text", "/snake")
    tiles = data_of(u.last, lambda d: d.startswith("k:") and not d.endswith(":h"))
    u.send("button", tiles[0])
    tiles = data_of(u.last, lambda d: d.startswith("k:") and not d.endswith(":h"))
    keep("mid_snake", u, "button", tiles[-1], "the snake, one tile down; another tile")

    # a finished hand of the match waits for "Next hand"
    u = User(store, 18, "en")
    u.send("text", "/play")
    for _ in range(400):
        moves = data_of(u.last, lambda d: d.startswith("g:") and not d.endswith(":h"))
        if not moves:
            break
        u.send("button", moves[0])
    nxt = data_of(u.last, lambda d: d.startswith("h:"))
    keep("hand_over", u, "button", nxt[0], "a hand of the match is over; Next hand")

    # a claim prompt waits for an answer; the next update comes after the claim time-out
    for user_id in range(100, 160):
        u = User(store, user_id, "en")
        u.rand = user_id
        u.send("text", "/play")
        for _ in range(200):
            game = store.load(user_id).game
            moves = data_of(u.last, lambda d: d.startswith("g:") and not d.endswith(":h"))
            if game is None or "prompt_at" in game or not moves:
                break
            u.send("button", moves[0])
        if store.load(user_id).game is not None and "prompt_at" in store.load(user_id).game:
            break
    u.now += 60.0
    claim = data_of(u.last, lambda d: d.startswith("g:") and not d.endswith(":h"))[0]
    keep("claim_timed_out", u, "button", claim, "a claim prompt left for a minute; its button comes too late")
    return out


def transcript(seed: int = 2027, count: int = 2000) -> dict:
    from bot.logic import Config, Event, Session, step

    rng = random.Random(seed)
    config = Config(rate_count=30, rate_window=10.0, claim_timeout=30.0)
    commands = ["/start", "/help", "/quiz", "/quiz find_waits", "/quiz tile_number", "/quiz tile_name", "/memory",
                "/progress", "/settings", "/stop", "/codelock", "/snake", "/lang en", "/lang ru", "/lang", "/nope",
                "/memory@mj_tutor_bot", "/quiz nonsense"]
    junk = ["", "g:", "q:0:0", "m:-1:0:0", "s:rules:", "n:", "t:kids:extra", "n:codelock", "h:zz:1", "c:0:0:0:h", "x:1",
            "s:lang:de", "n:lang"]
    typed = ["5", "1m", "hint", "3m6m", "?", "подсказка", "2p", "-7", "hello", "x" * 400]
    users = {201: "en", 202: "ru", 203: "en", 204: None}
    sessions_: dict[int, Session] = {u: Session(u) for u in users}
    last: dict[int, list[str]] = {u: [] for u in users}
    polls: dict[int, str] = {}
    now = 2_000_000.0
    events, checkpoints = [], {}
    n = 0

    def run(event: Event) -> None:
        nonlocal n
        session, replies = step(sessions_[event.user_id], event, config)
        sessions_[event.user_id] = session
        events.append(row(event, replies))
        got = data_of(replies)
        if got:
            last[event.user_id] = got
        for r in replies:
            if r.poll is not None:  # as the Telegram front end does
                poll_id = f"p{n}"
                polls[event.user_id] = poll_id
                session, more = step(session, Event("poll_sent", event.user_id, data=f"{r.poll.quiz}:{poll_id}", now=event.now), config)
                sessions_[event.user_id] = session
                events.append(row(Event("poll_sent", event.user_id, data=f"{r.poll.quiz}:{poll_id}", now=event.now), more))
        n += 1
        if n % 250 == 0:
            checkpoints[str(len(events))] = {str(u): json.loads(s.to_json()) for u, s in sessions_.items()}

    # polls on for one user, hints off for another
    run(Event("button", 203, data="s:polls:on", now=now, rand=1, lang_code="en"))
    run(Event("button", 202, data="s:hints:off", now=now, rand=2, lang_code="ru"))
    while n < count:
        user = rng.choice(list(users))
        now += rng.choice([0.5, 1, 2, 5, 12, 35])
        rand = rng.getrandbits(62)
        lang = users[user] if rng.random() < 0.9 else rng.choice(["en", "ru", "de", None])
        roll = rng.random()
        if n == count // 2:  # a flood
            for _ in range(40):
                run(Event("text", user, text="/help", now=now, rand=rand, lang_code=lang))
            continue
        if roll < 0.08:
            run(Event("text", user, text=rng.choice(commands), now=now, rand=rand, lang_code=lang))
        elif roll < 0.13:
            run(Event("text", user, text=rng.choice(typed), now=now, rand=rand, lang_code=lang))
        elif roll < 0.16:
            run(Event("button", user, data=rng.choice(junk), now=now, rand=rand, lang_code=lang))
        elif roll < 0.18:
            poll_id = polls.get(user, "nope")
            run(Event("poll", user, data=f"{poll_id}:{rng.choice([0, 1, 2, 9])}", now=now, rand=rand, lang_code=lang))
        else:
            pool = last[user] if rng.random() < 0.95 else last[rng.choice(list(users))]
            pool = [d for d in pool if not d.startswith(("g:", "h:", "n:play"))]  # no two-player game
            if not pool or (all(d.startswith("s:") for d in pool) and rng.random() < 0.7):  # out of the settings loop
                run(Event("text", user, text=rng.choice(["/memory", "/quiz", "/codelock", "/snake"]), now=now, rand=rand,
                          lang_code=lang))
                continue
            moves = [d for d in pool if not d.startswith("n:") and not (d.startswith("g:") and d.endswith(":h"))] or pool
            data = rng.choice(moves) if rng.random() < 0.97 else rng.choice(pool)
            run(Event("button", user, data=data, now=now, rand=rand, lang_code=lang))
    finals = {str(u): json.loads(s.to_json()) for u, s in sessions_.items()}
    return {"seed": seed, "config": asdict(config), "events": events, "checkpoints": checkpoints, "final": finals}


def main(folder: str) -> None:
    from bot.storage import Store

    out = Path(folder)
    with tempfile.TemporaryDirectory() as tmp:
        store = Store(Path(tmp) / "v1.sqlite3")
        data = sessions(store)
        store.close()
    (out / "sessions_v1.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
    (out / "transcript_v1.json").write_text("{\n" + ",\n".join(f"{json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}" if k != "events" else
                 '"events": [\n' + ",\n".join(json.dumps(e, ensure_ascii=False) for e in v) + "\n]"
                 for k, v in transcript().items()) + "\n}\n", "utf-8")


def _with_v1_bot() -> int:
    """Run this script again on ``bot/`` of :data:`V1`, taken out of git, and the working tree's ``mjcore``."""
    with tempfile.TemporaryDirectory() as tmp:
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", V1, "bot"], check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", tmp], input=archive, check=True)
        env = {**os.environ, "PYTHONPATH": os.pathsep.join([tmp, str(ROOT)]), "MJ_V1_BOT": "1"}
        return subprocess.run([sys.executable, __file__, *sys.argv[1:]], env=env, cwd=tmp).returncode


if __name__ == "__main__":
    if os.environ.get("MJ_V1_BOT") != "1":
        raise SystemExit(_with_v1_bot())
    main(sys.argv[1] if len(sys.argv) > 1 else str(HERE))
