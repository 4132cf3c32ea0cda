"""The conversation: :func:`step` takes a session and an event and returns the next session
and the replies. Commands, settings, progress and the routing of buttons live here; the
quiz, the game and the memory game have their own modules.
"""

from __future__ import annotations

import copy
import json
import re

from mjcore.i18n import normalize_lang
from mjcore.quiz import FAMILIES
from mjcore.quiz.srs import Progress, ProgressError

from bot.logic import game, memory, minis, quiz
from bot.logic.model import GAME_RULES, TRACKS, Button, Config, Event, Picture, Reply, Session
from bot.texts import t

#: Callback data: a letter, then short fields of safe characters; at most 64 bytes.
DATA_RE = re.compile(r"^[a-z]:[0-9a-z_.:-]{0,60}$")
LEVELS = ("random", "beginner", "intermediate", "advanced")
COMMANDS = ("start", "help", "quiz", "play", "memory", "codelock", "snake", "progress", "settings", "stop", "lang")


class Ctx:
    """The session being changed, the event, the language and the replies so far."""

    def __init__(self, session: Session, event: Event, config: Config) -> None:
        self.s, self.e, self.config = session, event, config
        self.out: list[Reply] = []

    @property
    def lang(self) -> str:
        return self.s.lang or "ru"

    def t(self, key: str, **params: object) -> str:
        return t(self.lang, key, **params)

    def say(self, text: str, buttons=(), picture=None) -> None:  # type: ignore[no-untyped-def]
        self.out.append(Reply(text, tuple(tuple(r) for r in buttons), picture))

    def toast(self, key: str, **params: object) -> None:
        """The answer to a pressed button: ``"ok"`` is a silent one, others are a notice."""
        self.out.append(Reply(toast="" if key == "ok" else self.t(key, **params)))

    def bound(self, record: dict | None, rest: str, size: int) -> list[str] | None:
        """The ``size`` parts of a button's data bound to ``record`` (the running activity, with
        its ``id``), or ``None`` after a "stale" notice: no such activity, another one, or
        malformed data. The caller then checks the move number the button carries."""
        parts = rest.split(":")
        if record is None or len(parts) != size or parts[0] != record["id"]:
            self.toast("stale")
            return None
        return parts

    def progress(self) -> Progress:
        try:
            return Progress.loads(self.s.progress) if self.s.progress else Progress()
        except ProgressError:
            return Progress()

    def menu(self) -> list[list[Button]]:
        """The buttons for what to do next."""
        return [[Button(self.t("btn.quiz"), "n:quiz"), Button(self.t("btn.play"), "n:play"),
                 Button(self.t("btn.memory"), "n:memory")],
                [Button(self.t("btn.progress"), "n:progress"), Button(self.t("btn.settings"), "n:settings"),
                 Button(self.t("btn.help"), "n:help")]]


def step(session: Session, event: Event, config: Config | None = None) -> tuple[Session, list[Reply]]:
    """The session after ``event`` and what to send; ``session`` itself is not changed."""
    ctx = Ctx(copy.deepcopy(session), event, config or Config())
    s = ctx.s
    if s.lang is None:
        s.lang = normalize_lang(event.lang_code) or "ru"
    if event.kind != "poll_sent" and not _allowed(ctx):
        return ctx.s, ctx.out
    if s.game is not None:
        game.expire(ctx)
    if event.kind == "button":
        _button(ctx, event.data)
    elif event.kind == "text":
        _text(ctx, event.text)
    elif event.kind == "poll":
        quiz.poll_answer(ctx, event.data)
    elif event.kind == "poll_sent":  # the front end sent a quiz poll: data is "<quiz id>:<poll id>"
        qid, _, poll_id = event.data.partition(":")
        quiz.attach_poll(ctx, qid, poll_id)
    return ctx.s, ctx.out


def _allowed(ctx: Ctx) -> bool:
    """The per-user rate limit: over it, one polite warning per window, then silence."""
    count, window = ctx.config.rate_count, ctx.config.rate_window
    if count <= 0:
        return True
    now = ctx.e.now
    ctx.s.rate = [x for x in ctx.s.rate if now - window < x <= now][-count:]
    if len(ctx.s.rate) >= count:
        if ctx.e.kind == "button":
            ctx.toast("flood")
        elif now - ctx.s.warned >= window:
            ctx.s.warned = now
            ctx.say(ctx.t("flood"))
        return False
    ctx.s.rate.append(now)
    return True


# -- text ---------------------------------------------------------------------------------------
def _text(ctx: Ctx, text: str) -> None:
    if len(text) > ctx.config.max_text:
        ctx.say(ctx.t("too_long", limit=ctx.config.max_text), ctx.menu())
        return
    text = text.strip()
    if text.startswith("/"):
        head, _, rest = text[1:].partition(" ")
        name = head.split("@", 1)[0].lower()
        if name in COMMANDS:
            command(ctx, name, rest.strip())
        else:
            ctx.say(ctx.t("unknown_command"), ctx.menu())
        return
    if ctx.s.quiz and quiz.takes_text(ctx):
        quiz.answer_text(ctx, text)
        return
    if ctx.s.game and game.takes_text(ctx, text):
        return
    ctx.say(ctx.t("not_understood"), ctx.menu())


def command(ctx: Ctx, name: str, arg: str = "") -> None:
    if name == "start":
        start(ctx)
    elif name == "help":
        ctx.say(ctx.t("help"), ctx.menu())
    elif name == "lang":
        choose_lang(ctx, arg)
    elif name == "quiz":
        quiz.start(ctx, arg)
    elif name == "play":
        game.start(ctx)
    elif name == "memory":
        memory.start(ctx)
    elif name == "codelock":
        minis.start_lock(ctx)
    elif name == "snake":
        minis.start_snake(ctx)
    elif name == "progress":
        show_progress(ctx)
    elif name == "settings":
        show_settings(ctx)
    elif name == "stop":
        stop(ctx)


def start(ctx: Ctx) -> None:
    ctx.say(ctx.t("welcome"), [[Button(ctx.t(f"track.{k}"), f"t:{k}") for k in TRACKS]])


def choose_lang(ctx: Ctx, arg: str) -> None:
    lang = arg.lower() if arg.lower() in ("ru", "en") else None
    if lang is None:
        ctx.say(ctx.t("lang.usage"), [[Button("Русский", "s:lang:ru"), Button("English", "s:lang:en")]])
        return
    ctx.s.lang = lang
    ctx.say(ctx.t("lang.set"), ctx.menu())


def stop(ctx: Ctx) -> None:
    if not (ctx.s.game or ctx.s.memory or ctx.s.quiz or ctx.s.mini):
        ctx.say(ctx.t("stop.nothing"), ctx.menu())
        return
    ctx.s.game = ctx.s.memory = ctx.s.quiz = ctx.s.mini = None
    ctx.say(ctx.t("stop.done"), ctx.menu())


def rules_of(ctx: Ctx) -> str:
    chosen = ctx.s.settings.get("rules")
    if chosen in GAME_RULES:
        return chosen
    return "kids2p" if ctx.s.track in (None, "kids") else "mcr2p"


def show_settings(ctx: Ctx) -> None:
    st = ctx.s.settings
    on_off = {True: ctx.t("on"), False: ctx.t("off")}
    text = ctx.t("settings", rules=ctx.t(f"rules.{rules_of(ctx)}"), level=ctx.t(f"level.{st['level']}"),
                 hints=on_off[bool(st["hints"])], open=on_off[bool(st["open"])], lang=ctx.t("lang.name"))
    text += "\n" + ctx.t("settings.polls", polls=on_off[bool(st.get("polls"))])
    rows = [[Button(ctx.t(f"rules.{r}"), f"s:rules:{r}") for r in GAME_RULES],
            [Button(ctx.t(f"level.{lv}"), f"s:level:{lv}") for lv in LEVELS],
            [Button(ctx.t("btn.hints", state=on_off[not st["hints"]]), f"s:hints:{'off' if st['hints'] else 'on'}"),
             Button(ctx.t("btn.open", state=on_off[not st["open"]]), f"s:open:{'off' if st['open'] else 'on'}")],
            [Button(ctx.t("btn.polls", state=on_off[not st.get("polls")]), f"s:polls:{'off' if st.get('polls') else 'on'}")],
            [Button("Русский", "s:lang:ru"), Button("English", "s:lang:en")]]
    ctx.say(text, rows)


def show_progress(ctx: Ctx) -> None:
    p = ctx.progress()
    bars: list[list[object]] = []
    lines = [ctx.t("progress.head", streak=p.streak, best=p.best_streak, days=p.day_streak,
                   answers=ctx.s.stats["answers"], right=ctx.s.stats["right"], games=ctx.s.stats["games"],
                   won=ctx.s.stats["won"], memory=ctx.s.stats["memory"])]
    for key, state in p.skills:
        family, _, level = key.partition(":")
        if family not in FAMILIES:
            continue
        title = FAMILIES[family].title.text(ctx.lang)
        bar = "■" * state.box + "□" * (6 - state.box)
        lines.append(ctx.t("progress.skill", title=title, level=level, bar=bar, right=state.correct, seen=state.seen))
        bars.append([f"{title} ({level})", state.box / 6])
    if not p.skills:
        lines.append(ctx.t("progress.empty"))
        ctx.say("\n".join(lines), ctx.menu())
        return
    chart = {"title": ctx.t("progress.chart_title", streak=p.streak, won=ctx.s.stats["won"], games=ctx.s.stats["games"]),
             "xlabel": ctx.t("progress.chart_x"), "bars": bars[:30]}
    ctx.say("\n".join(lines), ctx.menu(), Picture("chart", json.dumps(chart, ensure_ascii=False)))


# -- buttons ------------------------------------------------------------------------------------
def _button(ctx: Ctx, data: str) -> None:
    if not DATA_RE.match(data or "") or len(data.encode()) > 64:
        ctx.toast("stale")
        return
    kind, _, rest = data.partition(":")
    if kind == "n" and rest in ("quiz", "play", "memory", "progress", "settings", "help", "start", "stop"):
        command(ctx, rest)
    elif kind == "t" and rest in TRACKS:
        ctx.s.track = rest
        ctx.s.settings["rules"] = None
        ctx.say(ctx.t("tour", track=ctx.t(f"track.{rest}")), ctx.menu())
    elif kind == "s":
        _setting(ctx, rest)
    elif kind == "q":
        quiz.button(ctx, rest)
    elif kind == "g":
        game.button(ctx, rest)
    elif kind == "h":
        game.next_hand(ctx, rest)
    elif kind == "m":
        memory.button(ctx, rest)
    elif kind == "c":
        minis.lock_button(ctx, rest)
    elif kind == "k":
        minis.snake_button(ctx, rest)
    else:
        ctx.toast("stale")


def _setting(ctx: Ctx, rest: str) -> None:
    name, _, value = rest.partition(":")
    st = ctx.s.settings
    if name == "rules" and value in GAME_RULES:
        st["rules"] = value
    elif name == "level" and value in LEVELS:
        st["level"] = value
    elif name in ("hints", "open", "polls") and value in ("on", "off"):
        st[name] = value == "on"
    elif name == "lang" and value in ("ru", "en"):
        ctx.s.lang = value
    else:
        ctx.toast("stale")
        return
    ctx.toast("saved")
    show_settings(ctx)
