"""The plain commands (``/start``, ``/help``, ``/lang``, ``/progress``, ``/settings``) and the
plain buttons: the track (``t:<track>``) and the settings (``s:<setting>:<value>``), each
setting one row of :data:`SETTINGS`. ``/stop`` is the registry's own (it ends activities)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from bot.logic.ctx import Ctx
from bot.logic.model import GAME_RULES, LEVELS, TRACKS, Button, ChartPicture, WeekPicture
from bot.logic.registry import ButtonKind, Command
from bot.logic.weekly import REMINDER_AT, WEEKLY_AT, start_weeks
from bot.texts import TEXTS
from mjcore.game.rules import find_game_rules
from mjcore.i18n import tr
from mjcore.practice.stages import report
from mjcore.quiz import FAMILIES

LANGS = ("ru", "en")
ON_OFF = ("on", "off")
#: Each language by its own name, on its button.
LANG_NAMES = {"ru": "Русский", "en": "English"}
LANG_BUTTONS = tuple(Button(LANG_NAMES[lang], f"s:lang:{lang}") for lang in LANGS)


def start(ctx: Ctx, arg: str = "") -> None:
    ctx.say(ctx.t("welcome"), [[Button(ctx.t(f"track.{k}"), f"t:{k}") for k in TRACKS]])


#: The commands in the help, in Telegram's command menu (setMyCommands) and, for the first six,
#: on the menu's buttons: one list, so that they agree. Each has its ``cmd.<name>`` text.
HELP_COMMANDS = ("quiz", "play", "memory", "codelock", "snake", "score", "daily", "puzzle", "rating", "progress", "export",
                 "settings", "profiles", "child", "help", "stop", "lang", "start")


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
    """``/progress``: on the kids' track the twelve stages of the course with their stars, what to
    try next and the week as a chart (:func:`show_stages`); else the quiz's skills and a chart."""
    if ctx.kids:
        show_stages(ctx)
        return
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


def stages_week(ctx: Ctx) -> WeekPicture:
    """The week at a glance of the kids' course as the bot's picture."""
    days = report(ctx.s.played, ctx.e.now).week.days
    return WeekPicture(tr("stages.chart.title", ctx.lang), tr("stages.chart.games", ctx.lang), tr("stages.chart.stars", ctx.lang),
                       tuple((day.label(ctx.lang), day.games, day.stars) for day in days))


def show_stages(ctx: Ctx) -> None:
    """The kids' ``/progress`` (and ``/rating``): the stages' words (the week's totals; the chart
    shows its days) — no ratings, no grown-ups' skills."""
    lines = [report(ctx.s.played, ctx.e.now).text(ctx.lang, days=False)]
    if ctx.s.stats["answers"]:
        lines.append(ctx.t("progress.kids_answers", right=ctx.s.stats["right"], answers=ctx.s.stats["answers"]))
    ctx.say("\n".join(lines), ctx.menu(), stages_week(ctx))


# -- settings -----------------------------------------------------------------------------------
#: The live message of ``/settings`` (a panel: one message, edited in place on each tap).
PANEL = "settings"


def marked(label: str, chosen: bool) -> str:
    """A value's label on its button: ``✓`` before the one chosen now.

    >>> marked("on", True), marked("off", False)
    ('✓ on', 'off')
    """
    return f"✓ {label}" if chosen else label


@dataclass(frozen=True, slots=True)
class Setting:
    """One setting: the values its ``s:<name>:<value>`` buttons may carry, how one is kept
    (``keep``), which one is chosen now (``now``) and a value's name (``label``); ``head`` is the
    text key that names the setting on the first button of its row (``"Hints: {value}"``).
    The text above the buttons and their ``✓`` both read ``now``, so they cannot disagree."""

    name: str
    values: tuple[str, ...]
    keep: Callable[[Ctx, str], None]
    now: Callable[[Ctx], str]
    label: Callable[[Ctx, str], str]
    head: str | None = None

    def shown(self, ctx: Ctx) -> str:
        """The name of the value chosen now (for the text above the buttons)."""
        return self.label(ctx, self.now(ctx))

    def row(self, ctx: Ctx) -> list[Button]:
        """One button per value, the chosen one marked ``✓``."""
        chosen = self.now(ctx)
        out: list[Button] = []
        for value in self.values:
            label = marked(self.label(ctx, value), value == chosen)
            if self.head is not None and not out:
                label = ctx.t(self.head, value=label)
            out.append(Button(label, f"s:{self.name}:{value}"))
        return out


def _stored(name: str) -> Callable[[Ctx, str], None]:
    def keep(ctx: Ctx, value: str) -> None:
        ctx.s.settings[name] = value
    return keep


def _switch(name: str) -> Callable[[Ctx, str], None]:
    def keep(ctx: Ctx, value: str) -> None:
        ctx.s.settings[name] = value == "on"
    return keep


def _switched(name: str) -> Callable[[Ctx], str]:
    return lambda ctx: "on" if ctx.s.settings.get(name) else "off"


def _on_off(ctx: Ctx, value: str) -> str:
    return ctx.t("on") if value == "on" else ctx.t("off")


def _lang(ctx: Ctx, value: str) -> None:
    ctx.s.lang = value


def _weekly(ctx: Ctx, value: str) -> None:
    """The weekly summary on or off (the account's); turned on, every profile's week starts now."""
    if value == "on" and not ctx.s.settings.get("weekly"):
        start_weeks(ctx)
    ctx.s.settings["weekly"] = value == "on"


SETTINGS: dict[str, Setting] = {s.name: s for s in (
    Setting("rules", GAME_RULES, _stored("rules"), lambda ctx: ctx.rules, lambda ctx, r: rules_title(r, ctx.lang)),
    Setting("level", LEVELS, _stored("level"), lambda ctx: str(ctx.s.settings.get("level")),
            lambda ctx, lv: tr(f"game.level.{lv}", ctx.lang)),
    Setting("hints", ON_OFF, _switch("hints"), _switched("hints"), _on_off, "btn.hints"),
    Setting("open", ON_OFF, _switch("open"), _switched("open"), _on_off, "btn.open"),
    Setting("polls", ON_OFF, _switch("polls"), _switched("polls"), _on_off, "btn.polls"),
    Setting("timer", ON_OFF, _switch("timer"), lambda ctx: "on" if ctx.timer else "off", _on_off, "btn.timer"),
    Setting("lang", LANGS, _lang, lambda ctx: ctx.lang, lambda ctx, lang: LANG_NAMES[lang]),
    Setting("weekly", ON_OFF, _weekly, _switched("weekly"), _on_off, "btn.weekly"),
    Setting("reminder", ON_OFF, _switch("reminder"), _switched("reminder"), _on_off, "btn.reminder"),
)}


def change_setting(ctx: Ctx, rest: str) -> None:
    """The ``s:<name>:<value>`` buttons of ``/settings`` (and ``/lang``): the value is kept and
    the message the button was under becomes the settings, edited in place (an older settings
    message too: its buttons name values, not changes, so a press means the same on it)."""
    name, _, value = rest.partition(":")
    setting = SETTINGS.get(name)
    if setting is None or value not in setting.values:
        ctx.toast("stale")
        return
    setting.keep(ctx, value)
    ctx.toast("saved")
    ctx.adopt(PANEL)
    _panel(ctx, fresh=False)


def show_settings(ctx: Ctx, arg: str = "") -> None:
    """``/settings`` (and the menu's button): a fresh settings message; the one before loses its buttons."""
    _panel(ctx, fresh=True)


def _panel(ctx: Ctx, fresh: bool) -> None:
    """The settings message: each setting's state said once, then a row of buttons per setting."""
    now = {name: setting.shown(ctx) for name, setting in SETTINGS.items()}
    text = ctx.t("settings", rules=now["rules"], level=now["level"], hints=now["hints"], open=now["open"], lang=now["lang"])
    text += "\n" + ctx.t("settings.polls", polls=now["polls"])
    text += "\n" + ctx.t("settings.timer", timer=now["timer"], seconds=int(ctx.config.claim_timeout))
    text += "\n" + ctx.t("settings.weekly", weekly=now["weekly"], at=WEEKLY_AT.strftime("%H:%M"))
    text += "\n" + ctx.t("settings.reminder", reminder=now["reminder"], at=REMINDER_AT.strftime("%H:%M"))
    text += "\n\n" + ctx.t("settings.how")
    ctx.show(PANEL, text, [setting.row(ctx) for setting in SETTINGS.values()], fresh=fresh)


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
