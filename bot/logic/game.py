"""A two-player practice game against the AI (kids2p or mcr2p) on :mod:`mjcore.game`.

The session keeps the game as a :class:`~mjcore.game.GameRecord` (rules, seed, actions),
so a game survives a restart; the states replayed from it are cached by (game id, number
of actions). Buttons carry the game id and the move number: ``g:<id>:<move>:<choice>``.
"""

from __future__ import annotations

import random
from collections import OrderedDict
from typing import TYPE_CHECKING

from mjcore.errors import MahjongError
from mjcore.game import ActionKind, GameRecord, GameState, Phase, choose, hint, new_game, view
from mjcore.game.actions import Action
from mjcore.game.describe import event_text, hand_lines, result_lines
from mjcore.i18n import tr
from mjcore.notation import parse_tiles

from bot.logic.model import Button, Picture

if TYPE_CHECKING:
    from bot.logic.core import Ctx

_CACHE: OrderedDict[tuple[str, int, int], GameState] = OrderedDict()
_CACHE_SIZE = 2048
#: AI moves in a row before the bot stops to wait (a guard; a hand never needs this many).
_MAX_AI_STEPS = 400
#: Hands in a match: after each hand a "Next hand" button deals the next one (the engine moves the dealer).
MATCH_HANDS = 8


def _remember(key: tuple[str, int, int], state: GameState) -> None:
    _CACHE[key] = state
    _CACHE.move_to_end(key)
    while len(_CACHE) > _CACHE_SIZE:
        _CACHE.popitem(last=False)


def load(g: dict) -> GameState:
    """The game's state, from the cache or replayed from its record."""
    key = (g["id"], g["seed"], len(g["actions"]))
    state = _CACHE.get(key)
    if state is None:
        record = GameRecord(rules=g["rules"], seed=g["seed"], actions=tuple(g["actions"]), options=dict(g["options"]),
                            max_hands=g.get("max_hands", 1))
        state = record.replay()
        _remember(key, state)
    return state


def _save(g: dict, state: GameState) -> None:
    g["actions"] = [a.code for a in state.actions()]
    _remember((g["id"], g["seed"], len(g["actions"])), state)


def names(ctx: Ctx) -> list[str]:
    return [tr("game.you", ctx.lang), tr("game.computer", ctx.lang)]


def start(ctx: Ctx) -> None:
    from bot.logic.core import rules_of

    if ctx.s.game is not None:
        resume(ctx)
        return
    rules = rules_of(ctx)
    options = {} if ctx.s.settings.get("open", True) else {"open_hands": False}
    seed = ctx.e.rand % (1 << 62)
    state = new_game(rules, seed, max_hands=MATCH_HANDS, **options)
    g = {"id": format(ctx.e.rand % 36**5, "x")[:5], "rules": rules, "seed": seed, "options": state.rules.changed_options(),
         "actions": [], "level": ctx.s.settings.get("level", "beginner"), "shown": 0, "max_hands": MATCH_HANDS}
    ctx.s.game = g
    ctx.s.memory = None
    ctx.say(ctx.t("game.start", rules=state.rules.title(ctx.lang), level=ctx.t(f"level.{g['level']}")))
    advance(ctx, state)


def advance(ctx: Ctx, state: GameState) -> None:
    """Let the AI move until it is the learner's turn or the hand is over; then show the table."""
    g = ctx.s.game
    assert g is not None
    why: list[str] = []
    rng = random.Random(f"{g['seed']}:{len(state.actions())}")
    for _ in range(_MAX_AI_STEPS):
        if state.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
            break
        waiting = state.to_act()
        if not waiting or 0 in waiting:
            break
        decision = choose(view(state, waiting[0], events=False), g["level"], rng)
        state = state.apply(decision.action)
        if state.rules.open_hands and decision.action.kind is not ActionKind.PASS:
            why.append(tr("cli.play.why", ctx.lang, reason=decision.reason.text(ctx.lang, kids=state.rules.kids_words)))
    _save(g, state)
    show(ctx, state, why)


def show(ctx: Ctx, state: GameState, why: list[str] = ()) -> None:  # type: ignore[assignment]
    g = ctx.s.game
    assert g is not None
    v = view(state, 0)
    who = names(ctx)
    lines = []
    start = state.hand_event_start
    for event in v.events[max(0, g["shown"] - start):]:
        line = event_text(event, v, who, ctx.lang)
        if line:
            lines.append(line)
    g["shown"] = state.event_count
    lines = lines[-12:] + list(why)[-3:]
    g.pop("prompt_at", None)
    if state.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
        lines += result_lines(state.result, v, who, ctx.lang) if state.result is not None else []
        result = state.result
        move = len(state.actions())
        if g.get("counted") != move:  # a hand counts once, even when shown again
            g["counted"] = move
            ctx.s.stats["games"] += 1
            ctx.s.stats["won"] += int(result is not None and result.winner == 0)
        key = "game.won" if result is not None and result.winner == 0 else "game.lost" if result and result.winner is not None else "game.draw"
        lines.append(ctx.t(key))
        rows = [[Button(ctx.t("btn.quiz"), "n:quiz"), Button(ctx.t("btn.progress"), "n:progress")]]
        if state.phase is Phase.HAND_OVER:  # the match goes on: the next hand, or stop
            rows.insert(0, [Button(ctx.t("btn.next_hand"), f"h:{g['id']}:{move}"), Button(ctx.t("btn.stop"), "n:stop")])
        else:
            ctx.s.game = None
            rows.insert(0, [Button(ctx.t("btn.new_game"), "n:play")])
        ctx.say(_clip("\n".join(lines)), rows, Picture("row", "".join(str(x) for x in sorted(v.concealed))))
        return
    lines += hand_lines(v, who, ctx.lang)
    move = len(state.actions())
    claimed = v.tile if v.phase in (Phase.CLAIM, Phase.ROB) else None
    kids = state.rules.kids_words
    discards, others = [], []
    for i, action in enumerate(v.legal):
        data = f"g:{g['id']}:{move}:{i}"
        if action.kind is ActionKind.DISCARD:
            discards.append(Button(str(action.tile), data))
        else:
            others.append(Button(action.describe(ctx.lang, claimed=claimed, kids=kids)[:40], data))
    rows = [discards[i:i + 7] for i in range(0, len(discards), 7)] + [others[i:i + 2] for i in range(0, len(others), 2)]
    tools = [Button(ctx.t("btn.stop"), "n:stop")]
    if ctx.s.settings.get("hints", True):
        tools.insert(0, Button(ctx.t("btn.hint"), f"g:{g['id']}:{move}:h"))
    rows.append(tools)
    if v.phase in (Phase.CLAIM, Phase.ROB) and ctx.config.claim_timeout > 0:
        g["prompt_at"] = ctx.e.now
        lines.append(ctx.t("game.claim_timeout", seconds=int(ctx.config.claim_timeout)))
    lines.append(ctx.t("game.your_move"))
    ctx.say(_clip("\n".join(lines)), rows, Picture("row", "".join(str(x) for x in v.concealed)))


def _clip(text: str, limit: int = 3500) -> str:
    return text if len(text) <= limit else "…" + text[-limit:]


def button(ctx: Ctx, rest: str) -> None:
    g = ctx.s.game
    parts = ctx.bound(g, rest, 3)
    if parts is None:
        return
    if not parts[1].isdigit():
        ctx.toast("stale")
        return
    state = load(g)
    if int(parts[1]) != len(state.actions()) or 0 not in state.to_act():
        ctx.toast("stale")
        return
    v = view(state, 0)
    if parts[2] == "h":
        if not ctx.s.settings.get("hints", True):
            ctx.toast("stale")
            return
        ctx.toast("ok")
        ctx.say("\n".join(hint(v).lines(ctx.lang)) or ctx.t("game.no_hint"))
        return
    if not parts[2].isdigit() or int(parts[2]) >= len(v.legal):
        ctx.toast("stale")
        return
    ctx.toast("ok")
    play(ctx, state, v.legal[int(parts[2])])


def next_hand(ctx: Ctx, rest: str) -> None:
    """The "Next hand" button (``h:<id>:<move>``): the engine deals the next hand of the match."""
    g = ctx.s.game
    parts = ctx.bound(g, rest, 2)
    if parts is None:
        return
    if not parts[1].isdigit():
        ctx.toast("stale")
        return
    state = load(g)
    if int(parts[1]) != len(state.actions()) or state.phase is not Phase.HAND_OVER:
        ctx.toast("stale")
        return
    ctx.toast("ok")
    state = state.apply(Action.next_hand())
    ctx.say(ctx.t("game.next_hand", hand=state.hand_no + 1))
    advance(ctx, state)


def expire(ctx: Ctx) -> None:
    """A claim prompt left unanswered for ``claim_timeout`` seconds: pass for the learner.

    Applied lazily, on the learner's next update (no job queue is needed)."""
    g = ctx.s.game
    if g is None or "prompt_at" not in g or ctx.config.claim_timeout <= 0:
        return
    if ctx.e.now - g["prompt_at"] < ctx.config.claim_timeout:
        return
    state = load(g)
    g.pop("prompt_at", None)
    if state.phase not in (Phase.CLAIM, Phase.ROB) or 0 not in state.to_act():
        return
    ctx.say(ctx.t("game.timed_out"))
    play(ctx, state, Action.pass_(0))


def play(ctx: Ctx, state: GameState, action: Action) -> None:
    try:
        state = state.apply(action)
    except MahjongError as error:  # pragma: no cover - legal actions always apply
        ctx.say(error.message(ctx.lang))
        return
    advance(ctx, state)


def takes_text(ctx: Ctx, text: str) -> bool:
    """A typed tile (``5p``) discards it when that is legal; ``hint`` asks for a hint."""
    g = ctx.s.game
    assert g is not None
    state = load(g)
    if 0 not in state.to_act():
        return False
    v = view(state, 0)
    if text.lower() in ("hint", "подсказка", "?"):
        ctx.say("\n".join(hint(v).lines(ctx.lang)) or ctx.t("game.no_hint"))
        return True
    try:
        tiles = parse_tiles(text)
    except MahjongError:
        return False
    if len(tiles) != 1:
        return False
    action = Action.discard(0, tiles[0])
    if action not in v.legal:
        return False
    play(ctx, state, action)
    return True


def resume(ctx: Ctx) -> None:
    """Show the unfinished game again (``/play`` while a game is on)."""
    g = ctx.s.game
    assert g is not None
    ctx.say(ctx.t("game.resumed"))
    g["shown"] = max(0, g["shown"] - 6)
    show(ctx, load(g))
