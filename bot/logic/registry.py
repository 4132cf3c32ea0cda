"""The registry: commands, buttons, text and other events routed to small declared objects.

:class:`Registry` is built from the activities (:class:`~bot.logic.activity.Activity`), the plain
commands (:class:`Command`) and the plain button kinds (:class:`ButtonKind`); it checks that no
name, command or prefix is taken twice, and then:

- ``/name arg`` runs the command ``name``; an activity's command starts (or resumes) it;
- a button ``x:...`` goes to the kind with the prefix ``x``: ``n:<command>`` is the menu (a
  command without an argument, when the command allows it), a plain kind gets the rest, and an
  activity's :class:`~bot.logic.activity.Press` is run only when the data carries the id and
  the turn of that activity's live state; anything else is answered "out of date";
- other text goes to the activity in front, when it takes text;
- other event kinds (``poll``, ``poll_sent``) go to the live activities' ``on`` handlers, and
  to the plain :class:`EventKind` of that kind (``document``);
  ``live_sent`` keeps the id of an activity's live message, ``tick`` runs the time limits,
  ``media`` (a sticker, photo, ... in a private chat) is answered with the menu;
- starting an activity pauses the one in front (it waits: ``r:<activity>`` brings it back, and
  the menu offers it), a plain command that brings another to the front (``/daily``) too; a
  command's argument starts anew over a live one only where the activity says its argument asks
  for something new (``/quiz topic``): ``/play now`` resumes the game; nothing is dropped without
  a confirmation;
- Stop buttons are bound to their activity and state, ``z:<activity>:<id>:s`` (ask);
  ``/stop`` (the registry's own command) asks to stop the activity in front. The prompt's
  answers, ``z:<activity>:<id>:<token>:<y | c>`` (yes, continue), answer only while it is
  current: the session keeps the one open prompt (``Session.asked``: the activity, its state's
  id and turn, the token), and any other event the user sends closes it; an older answer is
  told "this question is no longer open" and changes nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from bot.logic.activity import Activity, Press
from bot.logic.ctx import Ctx
from bot.logic.model import Button, Reply
from bot.logic.session import PANELS, Session
from bot.texts import TEXTS

#: Callback data: a letter, then short fields of safe characters; at most 64 bytes.
DATA_RE = re.compile(r"^[a-z]:[0-9a-z_.:-]{0,60}$")
#: The prefix of the menu buttons, ``n:<command>``.
MENU = "n"
#: The registry's own buttons: ``r:<activity>`` brings a paused one back, ``z:...`` stops one.
RESUME, STOP = "r", "z"
#: The front end's timed notices to an account (the weekly summary, the reminder: ``/settings``).
NOTICES = ("week", "remind")
#: Events the front end sends by itself: never rate limited, no time limits run before them.
QUIET = ("poll_sent", "live_sent", *NOTICES)


@dataclass(frozen=True, slots=True)
class Command:
    """A slash command: ``run(ctx, arg)``; ``menu``: an ``n:<name>`` button runs it too (no argument)."""

    name: str
    run: Callable[[Ctx, str], None]
    menu: bool = True


@dataclass(frozen=True, slots=True)
class EventKind:
    """A kind of event (not text, not a button) handled whether or not an activity is live:
    ``run(ctx, data)`` (e.g. ``document``: a file the user sent)."""

    kind: str
    run: Callable[[Ctx, str], None]


@dataclass(frozen=True, slots=True)
class ButtonKind:
    """A plain kind of button (not bound to an activity): ``run(ctx, rest)`` gets the data after
    ``<prefix>:`` and answers "out of date" itself when it does not know it."""

    prefix: str
    run: Callable[[Ctx, str], None]


class Registry:
    """The bot's activities, commands and button kinds, and the routing between them."""

    def __init__(self, activities: Iterable[Activity[Any]], commands: Iterable[Command] = (),
                 buttons: Iterable[ButtonKind] = (), events: Iterable[EventKind] = ()) -> None:
        self.activities: tuple[Activity[Any], ...] = tuple(activities)
        self.by_name: dict[str, Activity[Any]] = {}
        self.commands: dict[str, Command] = {}
        self.plain: dict[str, ButtonKind] = {}
        self.presses: dict[str, tuple[Activity[Any], Press[Any]]] = {}
        self.events: dict[str, EventKind] = {}
        for event in events:
            _add(self.events, event.kind, event, "event kind")
        taken: set[str] = {MENU, RESUME, STOP}
        for activity in self.activities:
            _add(self.by_name, activity.name, activity, "activity")
            for name in activity.commands:
                _add(self.commands, name, Command(name, self._starter(activity), activity.menu), "command")
            for press in activity.buttons:
                _add(self.presses, _prefix(press.prefix, taken), (activity, press), "button prefix")
        for command in (*commands, Command("stop", self.stop)):
            _add(self.commands, command.name, command, "command")
        for kind in buttons:
            _add(self.plain, _prefix(kind.prefix, taken), kind, "button prefix")
        for activity in self.activities:
            if activity.resume is None:
                raise ValueError(f"activity {activity.name!r} has no resume: a paused activity must come back")

    def load(self, text: str, user_id: int) -> Session:
        """A stored session (any version), its activities read by their own classes."""
        return Session.from_json(text, user_id, {a.name: a.read for a in self.activities})

    # -- events -------------------------------------------------------------------------------
    def handle(self, ctx: Ctx) -> None:
        """Route ``ctx.e``: first the time limits of the activity in front, then the event by its
        kind; at the end, the session's next time limit (``due``)."""
        ctx.backs = self.back_buttons
        ctx.switch = self.switch
        kind = ctx.e.kind
        if kind == "live_sent":
            self.live_sent(ctx, ctx.e.data)
            return
        ctx.asked = ctx.s.asked
        if kind not in (*QUIET, "tick"):  # the user did something: an open confirmation is answered now or never
            ctx.s.asked = None
        front = self.front(ctx)
        if kind not in QUIET and front is not None and front[0].tick is not None:
            front[0].tick(ctx, front[1])
        if kind == "button":
            self.button(ctx, ctx.e.data)
        elif kind == "text":
            self.text(ctx, ctx.e.text)
        elif kind == "media":
            ctx.say(ctx.t("media"), ctx.menu())
        elif kind != "tick":
            for activity, state in self.live(ctx):
                handler = activity.on.get(kind)
                if handler is not None:
                    handler(ctx, state, ctx.e.data)
            if kind in self.events:
                self.events[kind].run(ctx, ctx.e.data)
        self.arm(ctx)

    def arm(self, ctx: Ctx) -> None:
        """Keep the next time limit of the activity in front in the session and tell the front end."""
        front = self.front(ctx)
        due = front[0].due(ctx, front[1]) if front is not None and front[0].due is not None else None
        ctx.s.due = due
        if due is not None:
            ctx.out.append(Reply(due=due))

    def live_sent(self, ctx: Ctx, data: str) -> None:
        """The front end sent an activity's live message: ``<activity>:<chat>:<message>``."""
        name, chat, message = (data.split(":") + ["", ""])[:3]
        where = ctx.s.live.get(name)
        if where is not None and message.isdigit() and chat.lstrip("-").isdigit():
            where[0], where[1] = int(chat), int(message)

    def live(self, ctx: Ctx) -> list[tuple[Activity[Any], Any]]:
        """The live activities and their states, in the registry's order."""
        return [(a, state) for a in self.activities if (state := a.live(ctx)) is not None]

    def front(self, ctx: Ctx) -> tuple[Activity[Any], Any] | None:
        """The activity in front and its state, if one is."""
        activity = self.by_name.get(ctx.s.current or "")
        state = activity.live(ctx) if activity is not None else None
        return None if activity is None or state is None else (activity, state)

    def back_buttons(self, ctx: Ctx) -> list[Button]:
        """A "Back to ..." button for every activity that waits (the one in front too, when the
        menu is shown under another message)."""
        out = []
        for activity, state in self.live(ctx):
            label = activity.title(ctx, state) if activity.title is not None else ctx.t("back", what=_what(ctx, activity))
            out.append(Button(label[:60], f"{RESUME}:{activity.name}"))
        return out

    def text(self, ctx: Ctx, text: str) -> None:
        if len(text) > ctx.config.max_text:
            ctx.say(ctx.t("too_long", limit=ctx.config.max_text), ctx.menu())
            return
        text = text.strip()
        if text.startswith("/"):
            head, _, rest = text[1:].partition(" ")
            self.command(ctx, head.split("@", 1)[0].lower(), rest.strip())
            return
        front = self.front(ctx)
        if front is not None and front[0].text is not None and front[0].text(ctx, front[1], text):
            return
        ctx.say(ctx.t("not_understood"), ctx.menu())

    def command(self, ctx: Ctx, name: str, arg: str = "") -> None:
        command = self.commands.get(name)
        if command is None:
            ctx.say(ctx.t("unknown_command"), ctx.menu())
            return
        self.run(ctx, command, arg)

    def run(self, ctx: Ctx, command: Command, arg: str = "") -> None:
        """Run ``command``; the activity in front before waits when it brought another to the front."""
        front = self.front(ctx)
        command.run(ctx, arg)
        if front is not None and ctx.s.current not in (None, front[0].name):
            state = front[0].live(ctx)  # a plain command (/daily) brought another to the front
            if state is not None:
                self.pause(ctx, front[0], state)

    def button(self, ctx: Ctx, data: str) -> None:
        if not DATA_RE.match(data or "") or len(data.encode()) > 64:
            self.stale(ctx)
            return
        prefix, _, rest = data.partition(":")
        if prefix == MENU:
            command = self.commands.get(rest)
            if command is None or not command.menu:
                self.stale(ctx)
                return
            self.run(ctx, command)
        elif prefix == RESUME:
            activity = self.by_name.get(rest)
            if activity is None or activity.live(ctx) is None:
                self.stale(ctx)
                return
            ctx.toast("ok")
            self.start(ctx, activity)
        elif prefix == STOP:
            self.stop_button(ctx, rest.split(":"))
        elif prefix in self.plain:
            self.plain[prefix].run(ctx, rest)
        elif prefix in self.presses:
            activity, press = self.presses[prefix]
            self._press(ctx, activity, press, rest.split(":"))
        else:
            self.stale(ctx)

    @staticmethod
    def stale(ctx: Ctx, key: str = "stale") -> None:
        """A press of nothing live (out of date, forged): told ``key``, and nothing changes — the
        confirmation open before it stays open."""
        ctx.toast(key)
        ctx.s.asked = ctx.asked

    @staticmethod
    def _press(ctx: Ctx, activity: Activity[Any], press: Press[Any], fields: list[str]) -> None:
        """Run ``press`` when ``fields`` are the live state's id and turn (and a choice)."""
        state = activity.live(ctx)
        if state is None:
            Registry.stale(ctx)
            return
        turn = state.turn
        bound = [state.id, *turn]
        if len(fields) != len(bound) + press.choice or fields[:len(bound)] != bound:
            late = activity.late(ctx, state, fields) if activity.late is not None and fields[:1] == [state.id] else None
            Registry.stale(ctx, late or "stale")
            return
        press.run(ctx, state, fields[-1] if press.choice else "")

    def switch(self, ctx: Ctx, profile: str) -> None:
        """Another learner of the account in front (:meth:`Session.switched`): the activity in
        front waits, the live messages of the one leaving lose their buttons (they wait in its
        part, and the menu offers them back when it returns)."""
        if profile == ctx.s.profile:
            return
        front = self.front(ctx)
        if front is not None:
            self.pause(ctx, *front)
        for name in [n for n in ctx.s.live if n not in PANELS]:
            ctx.drop(name)
        ctx.s.asked, ctx.s.due = None, None  # nothing open, no time limit running in the part parked
        ctx.s = ctx.s.switched(profile, {a.name: a.read for a in self.activities})

    # -- starting, pausing and stopping ---------------------------------------------------------
    def _starter(self, activity: Activity[Any]) -> Callable[[Ctx, str], None]:
        return lambda ctx, arg: self.start(ctx, activity, arg)

    def start(self, ctx: Ctx, activity: Activity[Any], arg: str = "") -> None:
        """Bring ``activity`` to the front: resume it when it is live (and no argument asks for
        something new), else start it. The activity in front before is paused, never ended."""
        before = activity.live(ctx)
        front = self.front(ctx)
        if front is not None and front[0] is not activity:
            self.pause(ctx, *front)
        if before is not None and activity.resume is not None and not (arg and activity.arg_starts):
            ctx.s.current = activity.name  # an argument the activity does not take asks for nothing new
            activity.resume(ctx, before)
            return
        if before is not None:  # a new question of another topic: the old one is replaced (or kept waiting)
            ctx.drop(activity.name)
        activity.start(ctx, arg)
        if activity.live(ctx) is not None:
            ctx.s.current = activity.name

    @staticmethod
    def pause(ctx: Ctx, activity: Activity[Any], state: Any) -> None:
        """``activity`` waits: its buttons go from its live message, its time limit stops."""
        if activity.pause is not None:
            activity.pause(ctx, state)
        ctx.drop(activity.name)
        if ctx.s.current == activity.name:
            ctx.s.current = None

    def stop_one(self, ctx: Ctx, activity: Activity[Any]) -> None:
        """A confirmed Stop: the state is dropped, then ``activity.stop`` may put one back (the
        quiz's question that waited behind today's hand)."""
        state = activity.live(ctx)
        if state is None:
            return
        ctx.drop(activity.name)
        activity.end(ctx)
        if activity.stop is not None:
            activity.stop(ctx, state)

    def stop(self, ctx: Ctx, arg: str = "") -> None:
        """``/stop``: asks to confirm stopping the activity in front (nothing is dropped unasked)."""
        front = self.front(ctx)
        if front is None:
            ctx.say(ctx.t("stop.nothing"), ctx.menu())
            return
        activity, state = front
        ctx.say(ctx.t("stop.ask", what=_what(ctx, activity)), self._confirm(ctx, activity, state))

    def _confirm(self, ctx: Ctx, activity: Activity[Any], state: Any) -> list[list[Button]]:
        """The prompt's Yes and No, made the one open confirmation (``Session.asked``)."""
        token = format(ctx.e.rand % 16**6, "06x")
        ctx.s.asked = _asked(activity, state, token)
        data = f"{STOP}:{activity.name}:{state.id}:{token}"
        return [[Button(ctx.t("btn.stop_yes"), f"{data}:y"), Button(ctx.t("btn.stop_no"), f"{data}:c")]]

    def stop_button(self, ctx: Ctx, fields: list[str]) -> None:
        """``z:<activity>:<id>:s`` asks to stop; ``z:<activity>:<id>:<token>:<y | c>`` stops or
        goes on. Only for the live state it was made for (a Stop of an older game says so and
        changes nothing), and an answer only while its prompt is the open one: asked last, for
        that state at that turn, and nothing else sent since ("no longer open", nothing changes)."""
        activity = self.by_name.get(fields[0]) if len(fields) in (3, 4) else None
        state = activity.live(ctx) if activity is not None else None
        op = fields[-1]
        if activity is None or state is None or state.id != fields[1] or op not in ("s", "y", "c") or (op == "s") != (len(fields) == 3):
            self.stale(ctx, "stop.stale")
            return
        if op != "s" and ctx.asked != _asked(activity, state, fields[2]):
            self.stale(ctx, "confirm.stale")
            return
        ctx.toast("ok")
        if op == "s":
            ctx.out.append(Reply(buttons=tuple(tuple(r) for r in self._confirm(ctx, activity, state)), markup_only=True))
        elif op == "y":
            self.stop_one(ctx, activity)
            ctx.out.append(Reply(markup_only=True))
            ctx.say(ctx.t("stop.done", what=_what(ctx, activity)), ctx.menu())
        else:
            self.start(ctx, activity)


def _asked(activity: Activity[Any], state: Any, token: str) -> str:
    """What ``Session.asked`` keeps for an open prompt: the activity, its state's id and turn, the token."""
    return ":".join((activity.name, state.id, ".".join(state.turn), token))


def _what(ctx: Ctx, activity: Activity[Any]) -> str:
    """The activity's name for a user ("the game"): its ``activity.<name>`` text, else its name."""
    key = f"activity.{activity.name}"
    return ctx.t(key) if key in TEXTS else activity.name


def _add(table: dict[str, Any], key: str, value: object, what: str) -> None:
    if key in table:
        raise ValueError(f"the {what} {key!r} is declared twice")
    table[key] = value


def _prefix(prefix: str, taken: set[str]) -> str:
    """A button prefix: one lower-case letter (see :data:`DATA_RE`), not taken before."""
    if not re.fullmatch(r"[a-z]", prefix) or prefix in taken:
        raise ValueError(f"the button prefix {prefix!r} is not one free lower-case letter")
    taken.add(prefix)
    return prefix
