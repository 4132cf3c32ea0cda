"""The conversation: :func:`step` takes a session and an event and returns the next session and
the replies. :data:`REGISTRY` lists what the bot can do: every activity, in the order they are
offered typed text, the plain commands and the plain buttons."""

from __future__ import annotations

import copy

from bot.logic import codelock, commands, game, memory, practice, profiles, quiz, score, snake, weekly
from bot.logic.ctx import Ctx
from bot.logic.model import Config, Event, Reply
from bot.logic.registry import QUIET, Registry
from bot.logic.session import Session
from mjcore.i18n import normalize_lang
from mjcore.practice.pool import DifficultyPool

REGISTRY = Registry(
    activities=(quiz.QUIZ, game.GAME, memory.MEMORY, codelock.CODELOCK, snake.SNAKE, score.SCORE, practice.PUZZLE),
    commands=(*commands.COMMANDS, *practice.COMMANDS, *profiles.COMMANDS),
    buttons=(*commands.BUTTONS, *profiles.BUTTONS),
    events=(*practice.EVENTS, *weekly.EVENTS),
)


def load_session(text: str, user_id: int) -> Session:
    """A stored session (any version; see :mod:`bot.logic.session`) with the bot's activities."""
    return REGISTRY.load(text, user_id)


def step(session: Session, event: Event, config: Config | None = None,
         pool: DifficultyPool | None = None) -> tuple[Session, list[Reply]]:
    """The session after ``event`` and what to send; ``session`` itself is not changed. An answer
    is rated against ``pool``'s difficulties (the store's, shared by all users) and counted there."""
    ctx = Ctx(copy.deepcopy(session), event, config or Config(), pool)
    if ctx.s.lang is None:
        ctx.s.lang = normalize_lang(event.lang_code) or "ru"
    if event.kind not in (*QUIET, "tick") and not _allowed(ctx):
        return ctx.s, ctx.out
    REGISTRY.handle(ctx)
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
