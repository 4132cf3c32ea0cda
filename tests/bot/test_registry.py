"""The registry of activities and commands: the import graph has no cycle, declarations are
checked, a new activity needs nothing but its own value, and the bot answers a seeded 2,000-update
conversation exactly as the first version did (``data/transcript_v1.json``)."""

from __future__ import annotations

import ast
import dataclasses
import hashlib
import json
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

import pytest

from bot.logic import REGISTRY, Config, Event, Session, commands, load_session, step
from bot.logic.activity import Activity, Press
from bot.logic.ctx import Ctx
from bot.logic.registry import DATA_RE, Command, Registry
from bot.logic.session import StoredProgress

ROOT = Path(__file__).resolve().parents[2]
BOT = ROOT / "bot"
TRANSCRIPT = json.loads((Path(__file__).parent / "data" / "transcript_v1.json").read_text("utf-8"))


def _module(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports() -> dict[str, set[str]]:
    """Every module of ``bot`` and the ``bot`` modules it imports anywhere in it: at the top,
    inside functions and under ``TYPE_CHECKING`` alike. (Importing each module alone in a fresh
    interpreter would prove nothing more: ``bot.logic``'s ``__init__`` runs first and imports them all.)"""
    modules = {_module(p): p for p in BOT.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Import):
                found |= {a.name for a in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module:
                # "from bot.logic import quiz" imports the module bot.logic.quiz; "from bot.logic import step" the package
                found |= {f"{node.module}.{a.name}" if f"{node.module}.{a.name}" in modules else node.module for a in node.names}
        graph[name] = {m for m in found if m in modules and m != name}
    return graph


def test_the_bot_import_graph_has_no_cycle() -> None:
    graph = _imports()
    assert "bot.logic.quiz" in graph and "bot.logic.ctx" in graph["bot.logic.quiz"]
    state: dict[str, str] = {}

    def visit(node: str, path: list[str]) -> None:
        state[node] = "open"
        for nxt in sorted(graph[node]):
            assert state.get(nxt) != "open", " -> ".join([*path, node, nxt])
            if nxt not in state:
                visit(nxt, [*path, node])
        state[node] = "done"

    for node in sorted(graph):
        if node not in state:
            visit(node, [])
    # no module of the logic goes through the package (it imports them all)
    inside = [m for m in graph if m.startswith("bot.logic.")]
    assert not [m for m in inside if "bot.logic" in graph[m]]
    assert not graph["bot.logic.ctx"] & {"bot.logic.registry", "bot.logic.core", "bot.logic.activity"}


def test_the_registry_holds_every_activity_and_the_help_every_command() -> None:
    """Found, not listed: an activity defined in any module of ``bot.logic`` is registered, each
    command is in the help (``HELP_COMMANDS``, Telegram's menu) with its words in both languages, so
    a new activity forgotten in one of those places fails here without this test naming it."""
    import importlib
    import pkgutil

    import bot.logic
    from bot.logic.commands import HELP_COMMANDS
    from bot.texts import TEXTS as texts

    defined = {}
    for info in pkgutil.iter_modules(bot.logic.__path__):
        module = importlib.import_module(f"bot.logic.{info.name}")
        for value in vars(module).values():
            if isinstance(value, Activity):
                defined[value.name] = value
    assert defined and {a.name: a for a in REGISTRY.activities} == defined
    assert len(HELP_COMMANDS) == len(set(HELP_COMMANDS)) and set(HELP_COMMANDS) == set(REGISTRY.commands)
    for lang in ("ru", "en"):
        for name in HELP_COMMANDS:
            assert texts.messages(lang).get(f"cmd.{name}"), (lang, name)
        for activity in REGISTRY.activities:
            assert texts.messages(lang).get(f"activity.{activity.name}"), (lang, activity.name)
    # the menu's buttons run a command without its argument: the ones that need one are not on it
    menu = {n for n, c in REGISTRY.commands.items() if c.menu}
    assert {"help", "start", "stop", "quiz", "play"} <= menu and "lang" not in menu
    quiz = REGISTRY.by_name["quiz"]
    with pytest.raises(ValueError, match="command 'quiz'"):
        Registry([quiz, replace(REGISTRY.by_name["memory"], commands=("quiz",))])
    with pytest.raises(ValueError, match="prefix 'q'"):
        Registry([quiz, replace(REGISTRY.by_name["memory"], buttons=(Press("q", lambda c, s, x: None),))])
    with pytest.raises(ValueError, match="prefix 'n'"):  # the menu's
        Registry([replace(quiz, buttons=(Press("n", lambda c, s, x: None),))])
    with pytest.raises(ValueError, match="prefix 'qq'"):
        Registry([replace(quiz, buttons=(Press("qq", lambda c, s, x: None),))])
    with pytest.raises(ValueError, match="activity 'quiz'"):
        Registry([quiz, quiz])
    with pytest.raises(ValueError, match="command 'stop'"):
        Registry([quiz], [Command("stop", lambda c, a: None)])
    with pytest.raises(ValueError, match="no resume"):  # a paused activity must be able to come back
        Registry([replace(quiz, resume=None)])


# -- a new activity: one value, nothing else -------------------------------------------------------
@dataclass(frozen=True, slots=True)
class CountState:
    id: str
    count: int = 0

    @property
    def turn(self) -> tuple[str, ...]:
        return (str(self.count),)

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "count": self.count}

    @classmethod
    def from_json(cls, data: Any) -> CountState:
        return cls(str(data["id"]), int(data["count"]))


STOPPED: list[int] = []


def _count_start(ctx: Ctx, arg: str) -> None:
    state = CountState(ctx.new_id(), int(arg) if arg.isdigit() else 0)
    COUNT.put(ctx, state)
    ctx.say(f"count {state.count}")


def _count_press(ctx: Ctx, state: CountState, choice: str) -> None:
    ctx.toast("ok")
    state = replace(state, count=state.count + int(choice or 1))
    if state.count >= 5:
        COUNT.end(ctx)
        ctx.say("done")
        return
    COUNT.put(ctx, state)
    ctx.say(f"count {state.count}: press {PLUS.data(state, '1')}")


def _count_text(ctx: Ctx, state: CountState, text: str) -> bool:
    if text != "+":
        return False
    _count_press(ctx, state, "1")
    return True


PLUS = Press("x", _count_press)
COUNT = Activity("count", CountState, commands=("count",), start=_count_start, buttons=(PLUS,), text=_count_text,
                 stop=lambda ctx, state: STOPPED.append(state.count), resume=lambda ctx, state: ctx.say(f"again {state.count}"))
TEST_REGISTRY = Registry([*REGISTRY.activities, COUNT], commands.COMMANDS, commands.BUTTONS)


def _run(registry: Registry, session: Session, kind: str, value: str, rand: int = 3) -> tuple[Session, list]:
    field = {"text": value} if kind == "text" else {"data": value}
    ctx = Ctx(session, Event(kind, 5, rand=rand, lang_code="en", **field), Config(rate_count=0))
    ctx.s.lang = ctx.s.lang or "en"
    registry.handle(ctx)
    return ctx.s, ctx.out


def test_a_new_activity_is_one_value_in_the_registry() -> None:
    STOPPED.clear()
    s, out = _run(TEST_REGISTRY, Session(5), "text", "/memory")
    s, out = _run(TEST_REGISTRY, s, "text", "/count 2")
    assert out[-1].text == "count 2" and "memory" in s.activities and s.current == "count"  # memory waits
    # the menu offers to go back to the memory game that waits (and to the count in front)
    _, shown = _run(TEST_REGISTRY, TEST_REGISTRY.load(s.to_json(), 5), "text", "/nothing")
    assert [row[0].data for row in shown[-1].buttons[:2]] == ["r:memory", "r:count"]
    state = s.activities["count"]
    s, out = _run(TEST_REGISTRY, s, "button", PLUS.data(state, "1"))
    assert s.activities["count"].count == 3 and "x:" in out[-1].text
    s, out = _run(TEST_REGISTRY, s, "button", PLUS.data(state, "1"))  # the old turn: out of date
    assert out[0].toast and "out of date" in out[0].toast and s.activities["count"].count == 3
    s, out = _run(TEST_REGISTRY, s, "text", "+")
    assert s.activities["count"].count == 4
    stored = TEST_REGISTRY.load(s.to_json(), 5)
    assert stored.activities["count"] == s.activities["count"]
    assert "count" not in load_session(s.to_json(), 5).activities  # the bot itself does not know it
    s, out = _run(TEST_REGISTRY, s, "text", "/stop")  # asks first
    assert STOPPED == [] and "count" in s.activities
    yes = next(b.data for r in out for row in r.buttons for b in row if b.data.endswith(":y"))
    s, out = _run(TEST_REGISTRY, s, "button", yes)
    assert STOPPED == [4] and set(s.activities) == {"memory"} and s.current is None
    assert "r:memory" in [b.data for r in out for row in r.buttons for b in row]  # the menu offers memory back
    s, out = _run(TEST_REGISTRY, s, "button", yes)  # a stale Stop changes nothing
    assert out[0].toast and "already over" in out[0].toast and set(s.activities) == {"memory"}
    s, out = _run(TEST_REGISTRY, s, "button", PLUS.data(state, "1"))
    assert out[0].toast and "out of date" in out[0].toast


def test_current_is_the_activity_started_last() -> None:
    s, _ = step(Session(5), Event("text", 5, text="/play", rand=9, lang_code="en"), Config(rate_count=0))
    assert s.current == "game"
    s, _ = step(s, Event("text", 5, text="/quiz tile_number", rand=10, lang_code="en"), Config(rate_count=0))
    assert s.current == "quiz" and set(s.activities) == {"game", "quiz"}  # the game waits
    s, _ = step(s, Event("text", 5, text="/quiz nonsense", rand=11, lang_code="en"), Config(rate_count=0))
    assert s.current == "quiz"
    s, _ = step(s, Event("text", 5, text="3", rand=12, lang_code="en"), Config(rate_count=0))
    assert s.current is None and set(s.activities) == {"game"}
    s, _ = step(s, Event("button", 5, data="n:play", rand=13, lang_code="en"), Config(rate_count=0))
    assert s.current == "game"
    s, _ = step(s, Event("text", 5, text="/snake", rand=14, lang_code="en"), Config(rate_count=0))
    assert s.current == "snake" and set(s.activities) == {"snake", "game"}  # the game waits


def test_every_activity_state_round_trips_and_its_buttons_fit() -> None:
    from mjcore.practice import Progress, Puzzle

    seen: set[str] = set()
    queued = StoredProgress.of(Progress().add_puzzles([Puzzle("123m456p789s1122z5p", "5p", "1z", "standard", tuple([3] * 34))]))
    for command in ("/quiz find_waits", "/quiz tile_name", "/play", "/memory", "/codelock", "/snake", "/score mcr", "/puzzle", "/daily"):
        s, out = step(Session(5, progress=queued), Event("text", 5, text=command, rand=77, lang_code="en"), Config(rate_count=0))
        for name, state in s.activities.items():
            seen.add(name)
            assert type(state).from_json(json.loads(json.dumps(state.to_json()))) == state
            assert dataclasses.is_dataclass(state) and type(state).__dataclass_params__.frozen  # type: ignore[attr-defined]
        for reply in out:
            for row in reply.buttons:
                for b in row:
                    assert DATA_RE.match(b.data) and len(b.data.encode()) <= 64, b.data
        assert load_session(s.to_json(), 5) == s
    assert seen == {a.name for a in REGISTRY.activities}


def _v1_shape(reply: Any) -> dict[str, Any]:
    """A reply as the v1 bot's ``asdict`` had it (``file`` came later; None leaves it out)."""
    data = asdict(reply)
    if data.get("file") is None:
        data.pop("file", None)
    return data


def _digest(replies: list) -> str:
    return hashlib.sha256(json.dumps([_v1_shape(r) for r in replies], ensure_ascii=False, sort_keys=True).encode()).hexdigest()[:16]


@pytest.mark.slow
def test_the_v1_transcript_still_runs() -> None:
    """The seeded conversation of four users the v1 bot answered (commands, buttons from its
    replies, typed answers, junk, polls, a flood) runs through today's bot without an error, and
    every session at the checkpoints reads back as it was saved. Its replies are no longer the v1
    bot's (issue 13 changed them: live messages, paused activities, bound Stop buttons), so they
    are not compared; the v1 checkpoints still load (``sessions_v1`` tests their upgrade)."""
    config = Config(**TRANSCRIPT["config"])
    sessions: dict[int, Session] = {}
    for n, (kind, user, value, now, rand, lang, _digest_v1) in enumerate(TRANSCRIPT["events"], start=1):
        field = {"text": value} if kind == "text" else {"data": value}
        session, _ = step(sessions.get(user, Session(user)), Event(kind, user, now=now, rand=rand, lang_code=lang, **field),
                                config)
        sessions[user] = session
        assert load_session(session.to_json(), user) == session, n
        for uid, raw in TRANSCRIPT["checkpoints"].get(str(n), {}).items():
            assert load_session(json.dumps(raw), int(uid)).user_id == int(uid)
    kinds = {e[2][:1] for e in TRANSCRIPT["events"] if e[0] == "button"}
    assert {"q", "m", "c", "k", "n", "s", "t"} <= kinds
    assert not [e for e in TRANSCRIPT["events"] if e[2].startswith(("/play", "n:play"))]  # the game is left out
