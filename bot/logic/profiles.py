"""Several learners under one Telegram account: a parent adds a child's profile (``/child Masha``)
and switches between them (``/profiles``: one message edited in place, ``✓`` on the one in
front; its buttons ``p:<id>``, ``p:me`` for the account's own, ``p:add``). Each profile has its
own track, settings, progress, stats and live activities (the session keeps the others parked:
:mod:`bot.logic.session`); the account's own profile is the one every user had before, so
nothing stored before is lost. Profiles are never deleted here (nothing a user did is lost).

>>> from bot.logic.core import step
>>> from bot.logic.model import Event
>>> from bot.logic.session import Session
>>> s, out = step(Session(5, lang="en"), Event("text", 5, text="/child Masha", rand=1))
>>> s.names, s.profile, s.track, out[-1].text.splitlines()[0]
({'1': 'Masha'}, '1', 'kids', 'Masha is learning now.')
"""

from __future__ import annotations

from bot.logic.commands import marked
from bot.logic.ctx import Ctx
from bot.logic.model import Button
from bot.logic.registry import ButtonKind, Command
from bot.logic.session import OWN

#: The live message of ``/profiles`` (a panel: one message, edited in place on each tap).
PANEL = "profiles"
#: At most this many children's profiles under one account.
MAX_PROFILES = 8
#: The longest name kept (a button's label must stay short).
MAX_NAME = 24
#: The button of the account's own profile (``p:me``) and the one that says how to add a child.
ME, ADD = "me", "add"


def show_profiles(ctx: Ctx, arg: str = "") -> None:
    """``/profiles``: who is learning now, a button per profile (``✓`` on the one in front) and
    "Add a child"; a fresh message, the one before loses its buttons."""
    _panel(ctx, fresh=True)


def _panel(ctx: Ctx, fresh: bool) -> None:
    rows = [[Button(marked(ctx.profile_name(p), p == ctx.s.profile), f"p:{p or ME}")] for p in ctx.s.profiles]
    rows.append([Button(ctx.t("btn.add_child"), f"p:{ADD}")])
    text = ctx.t("profiles", who=ctx.profile_name(ctx.s.profile), count=len(ctx.s.names) + 1)
    ctx.show(PANEL, f"{text}\n\n{ctx.t('profiles.how')}", rows, fresh=fresh)


def press(ctx: Ctx, rest: str) -> None:
    """``p:<id>`` (``p:me``) brings that profile to the front; ``p:add`` says how to add one."""
    if rest == ADD:
        ctx.toast("ok")
        ctx.say(ctx.t("profiles.add_how", most=MAX_PROFILES))
        return
    profile = OWN if rest == ME else rest
    if profile != OWN and profile not in ctx.s.names:
        ctx.toast("stale")
        return
    ctx.toast("ok")
    ctx.adopt(PANEL)
    ctx.switch(ctx, profile)
    _panel(ctx, fresh=False)
    ctx.say(ctx.t("profiles.now", who=ctx.profile_name(profile)), ctx.menu())


def add_child(ctx: Ctx, arg: str = "") -> None:
    """``/child <name>``: a new child's profile (on the kids' track) in front; a name taken
    already brings that one to the front."""
    name = " ".join(arg.split())[:MAX_NAME]
    if not name:
        ctx.say(ctx.t("profiles.add_how", most=MAX_PROFILES), ctx.menu())
        return
    taken = next((p for p, n in ctx.s.names.items() if n.casefold() == name.casefold()), None)
    if taken is None and len(ctx.s.names) >= MAX_PROFILES:
        ctx.say(ctx.t("profiles.full", most=MAX_PROFILES), ctx.menu())
        return
    if taken is None:
        taken = str(max((int(p) for p in ctx.s.names if p.isdigit()), default=0) + 1)
        ctx.s.names[taken] = name
        ctx.switch(ctx, taken)
        ctx.s.track = "kids"
    else:
        ctx.switch(ctx, taken)
    track = ctx.t(f"track.{ctx.s.track or 'kids'}")
    ctx.say(f"{ctx.t('profiles.now', who=name)}\n{ctx.t('profiles.track', track=track)}", ctx.menu())


COMMANDS = (Command("profiles", show_profiles), Command("child", add_child, menu=False))
BUTTONS = (ButtonKind("p", press),)
