"""Bot events fuzzed by hypothesis (issue 26): arbitrary button data, texts (lone surrogates, huge
numbers, very long), documents, quiz-poll answers, timer ticks, and stale, twisted and forged
presses interleaved with real ones, fed to the logic (:func:`bot.logic.step`; the slow run
through :func:`bot.runner.handle` on a real SQLite file).

After every event:

- no exception escapes, and every button the bot sends fits Telegram (at most 64 bytes, the
  registry's own shape);
- the session is stored and read back unchanged (its JSON is valid UTF-8);
- a started game is still there and loadable, its record only grows — it goes away only by a
  "Yes, stop" of the prompt asked just before, or by the end of its match;
- the learner's progress only grows: the stats never go down, no skill or day done is forgotten,
  and a skill's answers seen go down only by merging a record the learner sent.

The quick run is seeded (the same examples every time); the longer one is marked slow.
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, seed, settings
from hypothesis import strategies as st

from bot.logic import Config, Event, Reply, Session, load_session, step
from bot.logic.game import MatchState, load
from bot.logic.registry import DATA_RE
from bot.runner import handle
from bot.storage import Store
from mjcore.practice.record import Progress
from mjcore.quiz.srs import ProgressError

USER = 7
CONFIG = Config(rate_count=0, claim_timeout=30.0)
COMMANDS = ("start", "help", "quiz", "play", "memory", "codelock", "snake", "score", "daily", "puzzle", "rating",
            "progress", "export", "settings", "stop", "lang", "nope", "")
ARGS = ("", "", "", "en", "ru", "de", "tile_number", "find_waits", "mcr", "classical", "kids", "now", "../../etc", "9" * 70)
SURROGATES = ("\ud800", "a\udfffb", "\udc80\ud83c", "🀄\ud800")
TYPED = ("5p", "1m", "hint", "?", "подсказка", "3m6m", "1m2m3m", "0", "-1", "-0", "１２", "٣", "7z", "5z", "1p 2p", "ok")
#: A progress record the learner could send (an export of another device), and ways to spoil it.
RECORD = Progress().record("tile_number:1", True, 1.7e9).mark_daily("2026-01-02").dumps()


def _texts() -> st.SearchStrategy[str]:
    return st.one_of(
        st.text(st.characters(exclude_categories=()), max_size=40),
        st.sampled_from(SURROGATES + TYPED),
        st.integers(min_value=-(10**40), max_value=10**40).map(str),
        st.integers(280, 6000).map(lambda n: "9" * n),
        st.integers(1, 400).map(lambda n: "ё" * n),
        st.builds(lambda c, a: f"/{c} {a}", st.sampled_from(COMMANDS), st.text(max_size=20)),
        st.builds(lambda c: f"/{c}@mj_tutor_bot", st.sampled_from(COMMANDS)),
    )


def _documents() -> st.SearchStrategy[str]:
    json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=10),
                               lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                               max_leaves=12)
    spoiled = st.builds(lambda old, new: RECORD.replace(old, new, 1),
                        st.sampled_from(['"seen": 1', '"correct": 1', '"version": 2', '"2026-01-02"', '"last": ', "{", "1"]),
                        st.sampled_from(["", '"seen": -5', '"seen": 1e400', '"version": 99', "NaN", "Infinity", '"x"', "[",
                                         "99999999999999999999999999", "-1e308"]))
    return st.one_of(st.text(max_size=100), st.just(RECORD), spoiled, json_values.map(json.dumps),
                     st.sampled_from(["", "x" * (600 * 1024), "\ud800", '{"format": "mahjong-progress"}']))


def _forged() -> st.SearchStrategy[str]:
    return st.one_of(st.from_regex(DATA_RE, fullmatch=True), st.text(max_size=80),
                     st.builds(lambda p, rest: f"{p}:{rest}", st.sampled_from("zqgmckwyhstnrd"), st.text("0123456789abcdefsycz:-", max_size=40)))


#: One thing a user (or the clock) does; a press is real (of the last keyboard), old (any seen
#: before), twisted (a real one with a field changed) or forged.
ACTIONS = st.one_of(
    st.tuples(st.just("command"), st.sampled_from(COMMANDS), st.sampled_from(ARGS)),
    st.tuples(st.just("text"), _texts()),
    st.tuples(st.just("real"), st.integers(0, 1000)),
    st.tuples(st.just("real"), st.integers(0, 1000)),
    st.tuples(st.just("real"), st.integers(0, 1000)),
    st.tuples(st.just("old"), st.integers(0, 10_000)),
    st.tuples(st.just("command"), st.just("stop"), st.just("")),
    st.tuples(st.just("confirm"), st.integers(0, 10_000)),
    st.tuples(st.just("twist"), st.integers(0, 1000), st.integers(0, 50), st.sampled_from(["", "0", "y", "c", "s", "h", "-1", "99", "zz"])),
    st.tuples(st.just("forged"), _forged()),
    st.tuples(st.just("document"), _documents()),
    st.tuples(st.just("poll"), st.booleans(), st.integers(-1, 12)),
    st.tuples(st.just("tick"), st.floats(0, 120)),
    st.tuples(st.just("media")),
)


@dataclass
class Run:
    """One user's conversation: feeds events, answers them as the front end would (the live
    messages' and polls' ids), and checks what must hold after each."""

    apply: Callable[[Event], tuple[Session, list[Reply]]]
    session: Session = field(default_factory=lambda: Session(USER))
    now: float = 1.7e9
    rand: int = 1
    keyboard: list[str] = field(default_factory=list)
    seen: list[str] = field(default_factory=list)
    asked: set[str] = field(default_factory=set)  #: the Yes buttons of the prompt asked by the last event
    messages: int = 100
    polls: int = 0
    events: int = 0

    def event(self, kind: str, **fields: object) -> Event:
        self.rand = (self.rand * 6364136223846793005 + 1442695040888963407) % 2**62
        return Event(kind, USER, now=self.now, rand=self.rand, chat=USER, **fields)  # type: ignore[arg-type]

    def press(self, data: str) -> None:
        self.feed(self.event("button", data=data))

    def act(self, action: tuple) -> None:  # type: ignore[type-arg]
        kind = action[0]
        self.now += 1.5
        if kind == "command":
            self.feed(self.event("text", text=f"/{action[1]} {action[2]}".strip(), lang_code="en"))
        elif kind == "text":
            self.feed(self.event("text", text=action[1]))
        elif kind == "real" and self.keyboard:
            self.press(self.keyboard[action[1] % len(self.keyboard)])
        elif kind == "old" and self.seen:
            self.press(self.seen[action[1] % len(self.seen)])
        elif kind == "confirm" and self.seen:  # an answer to a stop prompt, current or not
            answers = [d for d in self.seen if d.startswith("z:")] or self.seen
            self.press(answers[action[1] % len(answers)])
        elif kind == "twist" and self.keyboard:
            fields = self.keyboard[action[1] % len(self.keyboard)].split(":")
            fields[action[2] % len(fields)] = action[3]
            self.press(":".join(fields))
        elif kind == "forged":
            self.press(action[1])
        elif kind == "document":
            self.feed(self.event("document", text="mahjong-progress.json", data=action[1]))
        elif kind == "poll":
            quiz = self.session.activities.get("quiz")
            poll_id = getattr(quiz, "poll_id", None) if action[1] else None
            self.feed(self.event("poll", data=f"{poll_id or 'p0'}:{action[2]}"))
        elif kind == "tick":
            self.now += action[1]
            self.feed(self.event("tick"))
        elif kind == "media":
            self.feed(self.event("media"))

    def feed(self, event: Event) -> None:
        before = self.session
        self.session, replies = self.apply(event)
        self.events += 1
        self.check(before, event, replies)
        quiet = event.kind in ("tick", "live_sent", "poll_sent")
        refused = event.kind == "button" and all(r.toast for r in replies) and _unasked(before) == _unasked(self.session)
        if not quiet and not refused:  # a refused press (out of date, forged) leaves an open prompt open
            self.asked = {b.data for r in replies for row in r.buttons for b in row
                          if b.data.startswith("z:") and b.data.endswith(":y")}
        for reply in replies:  # the front end: fresh live messages and polls report their ids
            if reply.buttons:
                self.keyboard = [b.data for row in reply.buttons for b in row]
                self.seen.extend(self.keyboard)
            if reply.live is not None and reply.edit is None:
                self.messages += 1
                self.feed(self.event("live_sent", data=f"{reply.live}:{USER}:{self.messages}"))
            if reply.poll is not None:
                self.polls += 1
                self.feed(self.event("poll_sent", data=f"{reply.poll.quiz}:poll{self.polls}"))

    def check(self, before: Session, event: Event, replies: list[Reply]) -> None:
        after = self.session
        for reply in replies:
            for row in reply.buttons:
                for b in row:
                    assert DATA_RE.match(b.data) and len(b.data.encode()) <= 64, b.data
                    assert b.label and len(b.label) <= 64, b.label
        text = after.to_json()
        text.encode("utf-8")  # storable
        assert load_session(text, USER).to_json() == text
        # the game
        old, new = before.activities.get("game"), after.activities.get("game")
        if isinstance(old, MatchState):
            if isinstance(new, MatchState) and new.id == old.id:
                assert new.actions[:len(old.actions)] == old.actions, "a game's record lost moves"
                load(new)
            else:
                stopped = event.kind == "button" and event.data in self.asked and event.data.startswith("z:game:")
                ended = after.stats["games"] > before.stats["games"]
                assert stopped or ended, f"the game went away on {event}"
        # the progress
        for key, value in before.stats.items():
            assert after.stats.get(key, 0) >= value, key
        p0, p1 = _progress(before), _progress(after)
        assert set(p0.daily) <= set(p1.daily) or len(p1.daily) >= 60
        seen0, seen1 = dict(p0.skills), dict(p1.skills)
        assert set(seen0) <= set(seen1), "a skill was forgotten"
        if event.kind != "document":
            assert all(seen1[k].seen >= s.seen for k, s in seen0.items()), "answers seen went down"


def _unasked(session: Session) -> str:
    """The session's JSON without the open prompt (a refused press may leave it as it was)."""
    data = json.loads(session.to_json())
    data.pop("asked", None)
    return json.dumps(data)


def _progress(session: Session) -> Progress:
    try:
        return Progress.loads(session.progress.text) if session.progress.text else Progress()
    except ProgressError:
        raise AssertionError("the stored progress is unreadable") from None


def _in_memory() -> Run:
    run = Run(lambda e: (None, []))  # type: ignore[arg-type, return-value]
    run.apply = lambda event: step(run.session, event, CONFIG)
    return run


def _play(run: Run, actions: list[tuple]) -> None:  # type: ignore[type-arg]
    run.feed(run.event("text", text="/play", lang_code="en"))
    assert "game" in run.session.activities
    for action in actions:
        run.act(action)
    final = run.session.activities.get("game")
    if final is not None:
        load(final)  # type: ignore[arg-type]


@seed(2026)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.lists(ACTIONS, min_size=5, max_size=40))
def test_events_never_raise_and_lose_nothing(actions: list[tuple]) -> None:  # type: ignore[type-arg]
    _play(_in_memory(), actions)


@pytest.mark.slow
@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.lists(ACTIONS, min_size=20, max_size=120))
def test_events_through_a_sqlite_store_never_raise_and_lose_nothing(actions: list[tuple]) -> None:  # type: ignore[type-arg]
    with tempfile.TemporaryDirectory() as folder:
        store = Store(Path(folder) / "fuzz.sqlite3")
        ids = iter(range(1, 10**9))
        try:
            run = Run(lambda e: (None, []))  # type: ignore[arg-type, return-value]

            def apply(event: Event) -> tuple[Session, list[Reply]]:
                if event.kind not in ("live_sent", "poll_sent", "tick"):  # Telegram's updates have ids
                    event = replace(event, update_id=next(ids))
                replies = handle(store, event, CONFIG)
                return store.load(USER), replies

            run.apply = apply
            _play(run, actions)
        finally:
            store.close()


def test_the_fuzz_can_fail() -> None:
    """The oracle catches a lost game: a step that drops the game is reported."""
    run = _in_memory()
    inner = run.apply

    def dropping(event: Event) -> tuple[Session, list[Reply]]:
        session, replies = inner(event)
        if event.kind == "text" and event.text == "/help":
            session.activities.pop("game", None)
            session.live.pop("game", None)
            session.current = None
        return session, replies

    run.apply = dropping
    with pytest.raises(AssertionError, match="the game went away"):
        _play(run, [("command", "help", "")])
