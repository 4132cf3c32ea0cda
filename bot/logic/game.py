"""A two-player practice game against the AI (kids2p or mcr2p) on :mod:`mjcore.game`.

The state keeps the game as a record (rules, seed, options, actions: a
:class:`~mjcore.game.GameRecord`), so a game survives a restart; the states replayed from it
are cached by (game id, seed, number of actions). Buttons carry the game id and the move
number: ``g:<id>:<move>:<choice>`` (a legal action's index, or ``h`` for a hint) and, after a
hand of the match, ``h:<id>:<move>`` for the next hand.
"""

from __future__ import annotations

import random
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from bot.logic import practice
from bot.logic.activity import Activity, Press
from bot.logic.ctx import Ctx
from bot.logic.model import LEVELS, Button, Picture
from mjcore.errors import MahjongError
from mjcore.game import ActionKind, GameRecord, GameState, Phase, choose, hint, new_game, view
from mjcore.game.actions import Action
from mjcore.game.describe import event_text, hand_lines, result_lines
from mjcore.i18n import tr
from mjcore.notation import parse_tiles

_CACHE: OrderedDict[tuple[str, int, int], GameState] = OrderedDict()
_CACHE_SIZE = 2048
#: AI moves in a row before the bot stops to wait (a guard; a hand never needs this many).
_MAX_AI_STEPS = 400
#: Hands in a match: after each hand a "Next hand" button deals the next one (the engine moves the dealer).
MATCH_HANDS = 8


@dataclass(frozen=True, slots=True)
class MatchState:
    """The match being played: its record (``rules``, ``seed``, ``options``, ``actions``,
    ``max_hands``), the computer's ``level``, how many of the game's events the learner has been
    shown, when a claim prompt went out (``prompt_at``) and the move at which the last finished
    hand was counted in the stats (``counted``: a hand counts once, even when shown again)."""

    id: str
    rules: str
    seed: int
    options: tuple[tuple[str, Any], ...]
    actions: tuple[str, ...]
    level: str
    shown: int = 0
    max_hands: int = 1
    prompt_at: float | None = None
    counted: int | None = None

    @property
    def turn(self) -> tuple[str, ...]:
        return (str(len(self.actions)),)

    def record(self) -> GameRecord:
        return GameRecord(rules=self.rules, seed=self.seed, actions=self.actions, options=dict(self.options),
                          max_hands=self.max_hands)

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "rules": self.rules, "seed": self.seed, "options": dict(self.options),
                "actions": list(self.actions), "level": self.level, "shown": self.shown, "max_hands": self.max_hands,
                "prompt_at": self.prompt_at, "counted": self.counted}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> MatchState:
        level = str(data["level"])
        if level not in LEVELS:
            raise ValueError(f"no computer level {level!r}")
        prompt_at, counted = data.get("prompt_at"), data.get("counted")
        return cls(str(data["id"]), str(data["rules"]), int(data["seed"]), tuple(dict(data["options"]).items()),
                   tuple(str(a) for a in data["actions"]), level, int(data["shown"]), int(data.get("max_hands") or 1),
                   None if prompt_at is None else float(prompt_at), None if counted is None else int(counted))


def _remember(key: tuple[str, int, int], state: GameState) -> None:
    _CACHE[key] = state
    _CACHE.move_to_end(key)
    while len(_CACHE) > _CACHE_SIZE:
        _CACHE.popitem(last=False)


def load(g: MatchState) -> GameState:
    """The game's state, from the cache or replayed from its record."""
    key = (g.id, g.seed, len(g.actions))
    state = _CACHE.get(key)
    if state is None:
        state = g.record().replay()
        _remember(key, state)
    return state


def _saved(g: MatchState, state: GameState) -> MatchState:
    """``g`` with the actions of ``state`` (whose replay is cached)."""
    g = replace(g, actions=tuple(a.code for a in state.actions()))
    _remember((g.id, g.seed, len(g.actions)), state)
    return g


def names(ctx: Ctx) -> list[str]:
    return [tr("game.you", ctx.lang), tr("game.computer", ctx.lang)]


def start(ctx: Ctx, arg: str = "") -> None:
    rules = ctx.rules
    options = {} if ctx.s.settings.get("open", True) else {"open_hands": False}
    seed = ctx.e.rand % (1 << 62)
    state = new_game(rules, seed, max_hands=MATCH_HANDS, **options)
    g = MatchState(ctx.new_id(), rules, seed, tuple(state.rules.changed_options().items()), (),
                   ctx.s.settings.get("level", "beginner"), max_hands=MATCH_HANDS)
    GAME.put(ctx, g)
    ctx.say(ctx.t("game.start", rules=state.rules.title(ctx.lang), level=tr(f"game.level.{g.level}", ctx.lang)))
    advance(ctx, g, state)


def advance(ctx: Ctx, g: MatchState, state: GameState) -> None:
    """Let the AI move until it is the learner's turn or the hand is over; then show the table."""
    why: list[str] = []
    rng = random.Random(f"{g.seed}:{len(state.actions())}")
    for _ in range(_MAX_AI_STEPS):
        if state.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
            break
        waiting = state.to_act()
        if not waiting or 0 in waiting:
            break
        decision = choose(view(state, waiting[0], events=False), g.level, rng)
        state = state.apply(decision.action)
        if state.rules.open_hands and decision.action.kind is not ActionKind.PASS:
            why.append(tr("cli.play.why", ctx.lang, reason=decision.reason.text(ctx.lang, kids=state.rules.kids_words)))
    show(ctx, _saved(g, state), state, why)


def show(ctx: Ctx, g: MatchState, state: GameState, why: Sequence[str] = ()) -> None:
    """What happened since the learner last looked, then the table and the learner's choices
    (or the hand's result); keeps ``g`` as the state, or ends the game when the match is over."""
    v = view(state, 0)
    who = names(ctx)
    lines = []
    for event in v.events[max(0, g.shown - state.hand_event_start):]:
        line = event_text(event, v, who, ctx.lang)
        if line:
            lines.append(line)
    g = replace(g, shown=state.event_count, prompt_at=None)
    lines = lines[-12:] + list(why)[-3:]
    move = len(state.actions())
    if state.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
        lines += result_lines(state.result, v, who, ctx.lang) if state.result is not None else []
        result = state.result
        if g.counted != move:  # a hand counts once, even when shown again
            g = replace(g, counted=move)
            ctx.s.stats["games"] += 1
            ctx.s.stats["won"] += int(result is not None and result.winner == 0)
            practice.after_hand(ctx, g.record())
        if result is not None and result.winner == 0:
            key = "game.won"
        else:
            key = "game.lost" if result and result.winner is not None else "game.draw"
        lines.append(ctx.t(key))
        rows = [[Button(ctx.t("btn.quiz"), "n:quiz"), Button(ctx.t("btn.progress"), "n:progress")]]
        if state.phase is Phase.HAND_OVER:  # the match goes on: the next hand, or stop
            GAME.put(ctx, g)
            rows.insert(0, [Button(ctx.t("btn.next_hand"), NEXT_HAND.data(g)), ctx.stop_button()])
        else:
            GAME.end(ctx)
            rows.insert(0, [Button(ctx.t("btn.new_game"), "n:play")])
        ctx.say(_clip("\n".join(lines)), rows, Picture.row(sorted(v.concealed)))
        return
    lines += hand_lines(v, who, ctx.lang)
    claimed = v.tile if v.phase in (Phase.CLAIM, Phase.ROB) else None
    kids = state.rules.kids_words
    discards, others = [], []
    for i, action in enumerate(v.legal):
        data = MOVE.data(g, str(i))
        if action.kind is ActionKind.DISCARD:
            discards.append(Button(str(action.tile), data))
        else:
            others.append(Button(action.describe(ctx.lang, claimed=claimed, kids=kids)[:40], data))
    rows = [discards[i:i + 7] for i in range(0, len(discards), 7)] + [others[i:i + 2] for i in range(0, len(others), 2)]
    tools = [ctx.stop_button()]
    if ctx.s.settings.get("hints", True):
        tools.insert(0, Button(ctx.t("btn.hint"), MOVE.data(g, "h")))
    rows.append(tools)
    if v.phase in (Phase.CLAIM, Phase.ROB) and ctx.config.claim_timeout > 0:
        g = replace(g, prompt_at=ctx.e.now)
        lines.append(ctx.t("game.claim_timeout", seconds=int(ctx.config.claim_timeout)))
    GAME.put(ctx, g)
    lines.append(ctx.t("game.your_move"))
    ctx.say(_clip("\n".join(lines)), rows, Picture.row(v.concealed))


def _clip(text: str, limit: int = 3500) -> str:
    return text if len(text) <= limit else "…" + text[-limit:]


def _hint(ctx: Ctx, state: GameState) -> None:
    ctx.say("\n".join(hint(view(state, 0)).lines(ctx.lang)) or ctx.t("game.no_hint"))


def move(ctx: Ctx, g: MatchState, choice: str) -> None:
    """A move button: the index of a legal action, or ``h`` for a hint."""
    state = load(g)
    if 0 not in state.to_act():
        ctx.toast("stale")
        return
    if choice == "h":
        if not ctx.s.settings.get("hints", True):
            ctx.toast("stale")
            return
        ctx.toast("ok")
        _hint(ctx, state)
        return
    legal = view(state, 0).legal
    if not choice.isdigit() or int(choice) >= len(legal):
        ctx.toast("stale")
        return
    ctx.toast("ok")
    play(ctx, g, state, legal[int(choice)])


def next_hand(ctx: Ctx, g: MatchState, _: str = "") -> None:
    """The "Next hand" button: the engine deals the next hand of the match."""
    state = load(g)
    if state.phase is not Phase.HAND_OVER:
        ctx.toast("stale")
        return
    ctx.toast("ok")
    state = state.apply(Action.next_hand())
    ctx.say(ctx.t("game.next_hand", hand=state.hand_no + 1))
    advance(ctx, g, state)


def expire(ctx: Ctx, g: MatchState) -> None:
    """A claim prompt left unanswered for ``claim_timeout`` seconds: pass for the learner.

    Applied lazily, on the learner's next update (no job queue is needed)."""
    if g.prompt_at is None or ctx.config.claim_timeout <= 0:
        return
    if ctx.e.now - g.prompt_at < ctx.config.claim_timeout:
        return
    state = load(g)
    g = replace(g, prompt_at=None)
    GAME.put(ctx, g)
    if state.phase not in (Phase.CLAIM, Phase.ROB) or 0 not in state.to_act():
        return
    ctx.say(ctx.t("game.timed_out"))
    play(ctx, g, state, Action.pass_(0))


def play(ctx: Ctx, g: MatchState, state: GameState, action: Action) -> None:
    try:
        state = state.apply(action)
    except MahjongError as error:  # pragma: no cover - legal actions always apply
        ctx.say(error.message(ctx.lang))
        return
    advance(ctx, g, state)


def typed(ctx: Ctx, g: MatchState, text: str) -> bool:
    """A typed tile (``5p``) discards it when that is legal; ``hint`` asks for a hint."""
    state = load(g)
    if 0 not in state.to_act():
        return False
    if text.lower() in ("hint", "подсказка", "?"):
        _hint(ctx, state)
        return True
    try:
        tiles = parse_tiles(text)
    except MahjongError:
        return False
    if len(tiles) != 1:
        return False
    action = Action.discard(0, tiles[0])
    if action not in view(state, 0).legal:
        return False
    play(ctx, g, state, action)
    return True


def resume(ctx: Ctx, g: MatchState) -> None:
    """Show the unfinished game again (``/play`` while a game is on)."""
    ctx.say(ctx.t("game.resumed"))
    show(ctx, replace(g, shown=max(0, g.shown - 6)), load(g))


MOVE = Press("g", move)
NEXT_HAND = Press("h", next_hand, choice=False)
GAME = Activity("game", MatchState, commands=("play",), start=start, buttons=(MOVE, NEXT_HAND), menu=True,
                resume=resume, text=typed, tick=expire, ends=("memory",))
