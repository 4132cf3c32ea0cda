"""The registry: commands, buttons, text and other events routed to small declared objects.

:class:`Registry` is built from the activities (:class:`~bot.logic.activity.Activity`), the plain
commands (:class:`Command`) and the plain button kinds (:class:`ButtonKind`); it checks that no
name, command or prefix is taken twice, and then:

- ``/name arg`` runs the command ``name``; an activity's command starts (or resumes) it;
- a button ``x:...`` goes to the kind with the prefix ``x``: ``n:<command>`` is the menu (a
  command without an argument, when the command allows it), a plain kind gets the rest, and an
  activity's :class:`~bot.logic.activity.Press` is run only when the data carries the id and
  the turn of that activity's live state; anything else is answered "out of date";
- other text goes to the live activities that take text, in the registry's order;
- other event kinds (``poll``, ``poll_sent``) go to the live activities' ``on`` handlers, and
  to the plain :class:`EventKind` of that kind (``document``);
- ``/stop`` (the registry's own command) stops every live activity.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from bot.logic.activity import Activity, Press
from bot.logic.ctx import Ctx
from bot.logic.session import Session

#: Callback data: a letter, then short fields of safe characters; at most 64 bytes.
DATA_RE = re.compile(r"^[a-z]:[0-9a-z_.:-]{0,60}$")
#: The prefix of the menu buttons, ``n:<command>``.
MENU = "n"


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
        taken: set[str] = {MENU}
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
            unknown = set(activity.ends) - self.by_name.keys()
            if unknown:
                raise ValueError(f"activity {activity.name!r} ends unknown activities {sorted(unknown)}")

    def load(self, text: str, user_id: int) -> Session:
        """A stored session (any version), its activities read by their own classes."""
        return Session.from_json(text, user_id, {a.name: a.read for a in self.activities})

    # -- events -------------------------------------------------------------------------------
    def handle(self, ctx: Ctx) -> None:
        """Route ``ctx.e``: first every live activity's ``tick``, then the event by its kind."""
        for activity, state in self.live(ctx):
            if activity.tick is not None:
                activity.tick(ctx, state)
        kind = ctx.e.kind
        if kind == "button":
            self.button(ctx, ctx.e.data)
        elif kind == "text":
            self.text(ctx, ctx.e.text)
        else:
            for activity, state in self.live(ctx):
                handler = activity.on.get(kind)
                if handler is not None:
                    handler(ctx, state, ctx.e.data)
            if kind in self.events:
                self.events[kind].run(ctx, ctx.e.data)

    def live(self, ctx: Ctx) -> list[tuple[Activity[Any], Any]]:
        """The live activities and their states, in the registry's order."""
        return [(a, state) for a in self.activities if (state := a.live(ctx)) is not None]

    def text(self, ctx: Ctx, text: str) -> None:
        if len(text) > ctx.config.max_text:
            ctx.say(ctx.t("too_long", limit=ctx.config.max_text), ctx.menu())
            return
        text = text.strip()
        if text.startswith("/"):
            head, _, rest = text[1:].partition(" ")
            self.command(ctx, head.split("@", 1)[0].lower(), rest.strip())
            return
        for activity, state in self.live(ctx):
            if activity.text is not None and activity.text(ctx, state, text):
                return
        ctx.say(ctx.t("not_understood"), ctx.menu())

    def command(self, ctx: Ctx, name: str, arg: str = "") -> None:
        command = self.commands.get(name)
        if command is None:
            ctx.say(ctx.t("unknown_command"), ctx.menu())
            return
        command.run(ctx, arg)

    def button(self, ctx: Ctx, data: str) -> None:
        if not DATA_RE.match(data or "") or len(data.encode()) > 64:
            ctx.toast("stale")
            return
        prefix, _, rest = data.partition(":")
        if prefix == MENU:
            command = self.commands.get(rest)
            if command is None or not command.menu:
                ctx.toast("stale")
                return
            command.run(ctx, "")
        elif prefix in self.plain:
            self.plain[prefix].run(ctx, rest)
        elif prefix in self.presses:
            activity, press = self.presses[prefix]
            self._press(ctx, activity, press, rest.split(":"))
        else:
            ctx.toast("stale")

    @staticmethod
    def _press(ctx: Ctx, activity: Activity[Any], press: Press[Any], fields: list[str]) -> None:
        """Run ``press`` when ``fields`` are the live state's id and turn (and a choice)."""
        state = activity.live(ctx)
        if state is None:
            ctx.toast("stale")
            return
        turn = state.turn
        bound = [state.id, *turn]
        if len(fields) != len(bound) + press.choice or fields[:len(bound)] != bound:
            ctx.toast("stale")
            return
        press.run(ctx, state, fields[-1] if press.choice else "")

    # -- starting and stopping ----------------------------------------------------------------
    def _starter(self, activity: Activity[Any]) -> Callable[[Ctx, str], None]:
        return lambda ctx, arg: self.start(ctx, activity, arg)

    def start(self, ctx: Ctx, activity: Activity[Any], arg: str = "") -> None:
        """Resume ``activity`` if it is live and resumes, else start it; when that put a new
        state, the activities it ends are stopped and it becomes the current one."""
        before = activity.live(ctx)
        if before is not None and activity.resume is not None:
            ctx.s.current = activity.name
            activity.resume(ctx, before)
            return
        activity.start(ctx, arg)
        after = activity.live(ctx)
        if after is not None and after is not before:
            for name in activity.ends:
                self.stop_one(ctx, self.by_name[name])
            ctx.s.current = activity.name

    def stop_one(self, ctx: Ctx, activity: Activity[Any]) -> None:
        state = activity.live(ctx)
        if state is None:
            return
        if activity.stop is not None:
            activity.stop(ctx, state)
        activity.end(ctx)

    def stop(self, ctx: Ctx, arg: str = "") -> None:
        """``/stop``: every live activity stops."""
        live = self.live(ctx)
        if not live:
            ctx.say(ctx.t("stop.nothing"), ctx.menu())
            return
        for activity, _ in live:
            self.stop_one(ctx, activity)
        ctx.say(ctx.t("stop.done"), ctx.menu())


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
