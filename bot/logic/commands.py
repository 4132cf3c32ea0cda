"""The plain commands (``/start``, ``/help``, ``/lang``, ``/progress``, ``/settings``) and the
plain buttons: the track (``t:<track>``) and the settings (``s:<setting>:<value>``), each
setting one row of :data:`SETTINGS`. ``/stop`` is the registry's own (it ends activities)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from bot.logic.ctx import Ctx
from bot.logic.model import GAME_RULES, LEVELS, TRACKS, Button, ChartPicture
from bot.logic.registry import ButtonKind, Command
from bot.texts import TEXTS
from mjcore.game.rules import find_game_rules
from mjcore.i18n import tr
from mjcore.quiz import FAMILIES

LANGS = ("ru", "en")
ON_OFF = ("on", "off")
LANG_BUTTONS = (Button("Русский", "s:lang:ru"), Button("English", "s:lang:en"))


def start(ctx: Ctx, arg: str = "") -> None:
    ctx.say(ctx.t("welcome"), [[Button(ctx.t(f"track.{k}"), f"t:{k}") for k in TRACKS]])


#: The commands in the help, in Telegram's command menu (setMyCommands) and, for the first six,
#: on the menu's buttons: one list, so that they agree. Each has its ``cmd.<name>`` text.
HELP_COMMANDS = ("quiz", "play", "memory", "codelock", "snake", "score", "daily", "puzzle", "rating", "progress", "export",
                 "settings", "help", "stop", "lang", "start")


def command_list(lang: str) -> list[tuple[str, str]]:
    """``(command, description)`` for the help and for Telegram's command menu.

    >>> command_list("en")[1]
    ('play', 'a two-player game against the computer (unfinished games wait for you)')
    """
    return [(name, TEXTS.text(f"cmd.{name}", lang)) for name in HELP_COMMANDS]


def show_help(ctx: Ctx, arg: str = "") -> None:
    lines = [ctx.t("help.head")] + [f"/{name} — {text}" for name, text in command_list(ctx.lang)] + ["", ctx.t("help.tail")]
    ctx.say("\n".join(lines), ctx.menu())


def choose_lang(ctx: Ctx, arg: str) -> None:
    lang = arg.lower()
    if lang not in LANGS:
        ctx.say(ctx.t("lang.usage"), [LANG_BUTTONS])
        return
    ctx.s.lang = lang
    ctx.say(ctx.t("lang.set"), ctx.menu())


def choose_track(ctx: Ctx, track: str) -> None:
    """The ``t:<track>`` buttons of ``/start``."""
    if track not in TRACKS:
        ctx.toast("stale")
        return
    ctx.s.track = track
    ctx.s.settings["rules"] = None
    ctx.say(ctx.t("tour", track=ctx.t(f"track.{track}")), ctx.menu())


def show_progress(ctx: Ctx, arg: str = "") -> None:
    p = ctx.progress()
    bars: list[tuple[str, float]] = []
    lines = [ctx.t("progress.head", streak=p.streak, best=p.best_streak, days=p.streak_on(ctx.e.now),
                   answers=ctx.s.stats["answers"], right=ctx.s.stats["right"], games=ctx.s.stats["games"],
                   won=ctx.s.stats["won"], memory=ctx.s.stats["memory"])]
    for key, state in p.skills:
        family, _, level = key.partition(":")
        if family not in FAMILIES:
            continue
        title = FAMILIES[family].title.text(ctx.lang)
        filled = round(6 * state.memory.mastery)
        bar = "■" * filled + "□" * (6 - filled)
        lines.append(ctx.t("progress.skill", title=title, level=level, bar=bar, right=state.correct, seen=state.seen))
        bars.append((f"{title} ({level})", state.memory.mastery))
    if not p.skills:
        lines.append(ctx.t("progress.empty"))
        ctx.say("\n".join(lines), ctx.menu())
        return
    chart = ChartPicture(ctx.t("progress.chart_title", streak=p.streak, won=ctx.s.stats["won"], games=ctx.s.stats["games"]),
                         ctx.t("progress.chart_x"), tuple(bars[:30]))
    ctx.say("\n".join(lines), ctx.menu(), chart)


# -- settings -----------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Setting:
    """One setting: the values its ``s:<name>:<value>`` buttons may carry, and how one is kept."""

    name: str
    values: tuple[str, ...]
    keep: Callable[[Ctx, str], None]


def _stored(name: str) -> Callable[[Ctx, str], None]:
    def keep(ctx: Ctx, value: str) -> None:
        ctx.s.settings[name] = value
    return keep


def _switch(name: str) -> Callable[[Ctx, str], None]:
    def keep(ctx: Ctx, value: str) -> None:
        ctx.s.settings[name] = value == "on"
    return keep


def _lang(ctx: Ctx, value: str) -> None:
    ctx.s.lang = value


SETTINGS: dict[str, Setting] = {s.name: s for s in (
    Setting("rules", GAME_RULES, _stored("rules")),
    Setting("level", LEVELS, _stored("level")),
    Setting("hints", ON_OFF, _switch("hints")),
    Setting("open", ON_OFF, _switch("open")),
    Setting("polls", ON_OFF, _switch("polls")),
    Setting("timer", ON_OFF, _switch("timer")),
    Setting("lang", LANGS, _lang),
)}


def change_setting(ctx: Ctx, rest: str) -> None:
    """The ``s:<name>:<value>`` buttons of ``/settings`` (and ``/lang``)."""
    name, _, value = rest.partition(":")
    setting = SETTINGS.get(name)
    if setting is None or value not in setting.values:
        ctx.toast("stale")
        return
    setting.keep(ctx, value)
    ctx.toast("saved")
    show_settings(ctx)


def show_settings(ctx: Ctx, arg: str = "") -> None:
    st = ctx.s.settings
    on_off = {True: ctx.t("on"), False: ctx.t("off")}

    def toggle(name: str, label: str) -> Button:
        on = bool(st.get(name))
        return Button(ctx.t(label, state=on_off[not on]), f"s:{name}:{'off' if on else 'on'}")

    text = ctx.t("settings", rules=rules_title(ctx.rules, ctx.lang), level=tr(f"game.level.{st['level']}", ctx.lang),
                 hints=on_off[bool(st["hints"])], open=on_off[bool(st["open"])], lang=ctx.t("lang.name"))
    text += "\n" + ctx.t("settings.polls", polls=on_off[bool(st.get("polls"))])
    text += "\n" + ctx.t("settings.timer", timer=on_off[ctx.timer], seconds=int(ctx.config.claim_timeout))
    rows = [[Button(rules_title(r, ctx.lang), f"s:rules:{r}") for r in GAME_RULES],
            [Button(tr(f"game.level.{lv}", ctx.lang), f"s:level:{lv}") for lv in LEVELS],
            [toggle("hints", "btn.hints"), toggle("open", "btn.open")],
            [toggle("polls", "btn.polls"),
             Button(ctx.t("btn.timer", state=on_off[not ctx.timer]), f"s:timer:{'off' if ctx.timer else 'on'}")],
            LANG_BUTTONS]
    ctx.say(text, rows)


COMMANDS = (
    Command("start", start),
    Command("help", show_help),
    Command("lang", choose_lang, menu=False),
    Command("progress", show_progress),
    Command("settings", show_settings),
)
BUTTONS = (ButtonKind("t", choose_track), ButtonKind("s", change_setting))


def rules_title(name: str, lang: str) -> str:
    """A rule set's name on a button: the core's short title."""
    return find_game_rules(name).title(lang, short=True)
