"""A two-player practice game against the AI (kids2p or mcr2p) on :mod:`mjcore.game`.

The state keeps the game as a record (rules, seed, options, actions: a
:class:`~mjcore.game.GameRecord`), so a game survives a restart; the states replayed from it
are cached by (game id, seed, number of actions). Buttons carry the game id and the move
number: ``g:<id>:<move>:<choice>`` (a legal action's index, or ``h`` for a hint) and, after a
hand of the match, ``h:<id>:<move>`` for the next hand.

The table is one live message, edited after every move (the hint goes into it too); a finished
hand leaves it as it was and says the result in a new message, which the learner keeps; the
match's last one adds a summary (hands won, points, the best hand). A claim prompt has a time
limit (``Config.claim_timeout``; off on the children's track, see :attr:`Ctx.timer
<bot.logic.ctx.Ctx.timer>`): the registry's ``tick`` passes for the learner when it is due.
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
from bot.logic.kidswords import child_tile_name, kids_text, tile_label, tiles_label
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
#: The longest caption of a photo (Bot API).
CAPTION = 1024


@dataclass(frozen=True, slots=True)
class MatchState:
    """The match being played: its record (``rules``, ``seed``, ``options``, ``actions``,
    ``max_hands``), the computer's ``level``, how many of the game's events the learner has been
    shown, when a claim prompt went out (``prompt_at``) and the move at which the last finished
    hand was counted in the stats (``counted``: a hand counts once, even when shown again).

    ``since``: the first event the live message shows (a hint shows them again); ``timed_out``:
    the move at which the bot passed for the learner (a late press is told so); ``won``,
    ``lost``, ``drawn``: the match's hands so far; ``best``: the learner's best winning hand,
    ``(points, tiles)``."""

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
    since: int = 0
    timed_out: int | None = None
    won: int = 0
    lost: int = 0
    drawn: int = 0
    best: tuple[int, str] | None = None

    @property
    def turn(self) -> tuple[str, ...]:
        return (str(len(self.actions)),)

    def record(self) -> GameRecord:
        return GameRecord(rules=self.rules, seed=self.seed, actions=self.actions, options=dict(self.options),
                          max_hands=self.max_hands)

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "rules": self.rules, "seed": self.seed, "options": dict(self.options),
                "actions": list(self.actions), "level": self.level, "shown": self.shown, "max_hands": self.max_hands,
                "prompt_at": self.prompt_at, "counted": self.counted, "since": self.since,
                "timed_out": self.timed_out, "won": self.won, "lost": self.lost, "drawn": self.drawn,
                "best": None if self.best is None else list(self.best)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> MatchState:
        level = str(data["level"])
        if level not in LEVELS:
            raise ValueError(f"no computer level {level!r}")
        prompt_at, counted, timed_out, best = data.get("prompt_at"), data.get("counted"), data.get("timed_out"), data.get("best")
        return cls(str(data["id"]), str(data["rules"]), int(data["seed"]), tuple(dict(data["options"]).items()),
                   tuple(str(a) for a in data["actions"]), level, int(data["shown"]), int(data.get("max_hands") or 1),
                   None if prompt_at is None else float(prompt_at), None if counted is None else int(counted),
                   int(data.get("since", data["shown"])), None if timed_out is None else int(timed_out),
                   int(data.get("won", 0)), int(data.get("lost", 0)), int(data.get("drawn", 0)),
                   None if best is None else (int(best[0]), str(best[1])))


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
    advance(ctx, g, state, ctx.t("game.start", rules=state.rules.title(ctx.lang), level=tr(f"game.level.{g.level}", ctx.lang)))


def advance(ctx: Ctx, g: MatchState, state: GameState, head: str = "") -> None:
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
    show(ctx, _saved(g, state), state, why, head=head)


def _fit(head: Sequence[str], events: Sequence[str], tail: Sequence[str], limit: int = CAPTION) -> str:
    """The caption: ``head``, as many of the last ``events`` as fit, then ``tail``; at most ``limit``
    characters (a photo's caption holds 1,024)."""
    events = list(events)
    while True:
        text = "\n".join([*head, *events, *tail])
        if len(text) <= limit or not events:
            return text if len(text) <= limit else "…" + text[-(limit - 1):]
        events.pop(0)


def show(ctx: Ctx, g: MatchState, state: GameState, why: Sequence[str] = (), *, head: str = "",
         again: bool = False, note: Sequence[str] = ()) -> None:
    """The live message: what happened since the learner last looked, the table and the
    learner's choices (``note``: a hint under them; ``again``: the same events as last time);
    or the hand's result. Keeps ``g`` as the state, or ends the game when the match is over."""
    v = view(state, 0)
    who = names(ctx)
    if not again:
        g = replace(g, since=g.shown)
    events = [line for event in v.events[max(0, g.since - state.hand_event_start):]
              if (line := event_text(event, v, who, ctx.lang))][-12:] + list(why)[-3:]
    g = replace(g, shown=state.event_count, prompt_at=None)
    heads = [head] if head else []
    if ctx.kids:  # the children's track: tiles in words, never "5z"
        events = [kids_text(line, ctx.lang) for line in events]
    if state.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
        _hand_over(ctx, g, state, heads + events)
        return
    lines = hand_lines(v, who, ctx.lang)
    if ctx.kids:
        lines = [kids_text(line, ctx.lang) for line in lines]
    claimed = v.tile if v.phase in (Phase.CLAIM, Phase.ROB) else None
    kids = state.rules.kids_words
    discards, others = [], []
    for i, action in enumerate(v.legal):
        data = MOVE.data(g, str(i))
        if action.kind is ActionKind.DISCARD and action.tile is not None:
            discards.append(Button(tile_label(action.tile, ctx.lang, ctx.kids), data))
        else:
            label = action.describe(ctx.lang, claimed=claimed, kids=kids)
            others.append(Button((kids_text(label, ctx.lang) if ctx.kids else label)[:40], data))
    width = 4 if ctx.kids else 7
    rows = [discards[i:i + width] for i in range(0, len(discards), width)] + [others[i:i + 2] for i in range(0, len(others), 2)]
    tools = [ctx.stop_button(GAME.name, g.id)]
    if ctx.s.settings.get("hints", True):
        tools.insert(0, Button(ctx.t("btn.hint"), MOVE.data(g, "h")))
    rows.append(tools)
    lines += list(note)
    if v.phase in (Phase.CLAIM, Phase.ROB) and ctx.config.claim_timeout > 0 and ctx.timer:
        g = replace(g, prompt_at=ctx.e.now)
        lines.append(ctx.t("game.claim_timeout", seconds=int(ctx.config.claim_timeout)))
    GAME.put(ctx, g)
    lines.append(ctx.t("game.your_move"))
    GAME.show(ctx, g, _fit(heads, events, lines), rows, Picture.row(v.concealed))


def _hand_over(ctx: Ctx, g: MatchState, state: GameState, lines: list[str]) -> None:
    """The end of a hand: the live message keeps the last table (no buttons); the result, the
    learner keeps, in a new message with the hand's review (:func:`bot.logic.practice.after_hand`);
    the match's last hand adds the summary."""
    v = view(state, 0)
    who = names(ctx)
    result = state.result
    move = len(state.actions())
    reviewed: list[str] = []
    to_puzzles: list[Button] = []
    if g.counted != move:  # a hand counts once, even when shown again
        reviewed, to_puzzles = practice.after_hand(ctx, g.record())
        won = result is not None and result.winner == 0
        g = replace(g, counted=move, won=g.won + won, lost=g.lost + (result is not None and result.winner not in (None, 0)),
                    drawn=g.drawn + (result is None or result.winner is None))
        ctx.s.stats["games"] += 1
        ctx.s.stats["won"] += int(won)
        if won and result is not None and result.score is not None and (g.best is None or result.score.total > g.best[0]):
            seat = v.seats[0]
            tiles = [*(seat.concealed or ()), *(t for d in seat.declared if d is not None for t in d.meld.tiles)]
            g = replace(g, best=(result.score.total, tiles_label(sorted(tiles), ctx.lang, ctx.kids)))
    if result is not None and result.winner == 0:
        key = "game.won"
    else:
        key = "game.lost" if result and result.winner is not None else "game.draw"
    ctx.show(GAME.name, _fit([ctx.t("game.hand_end", hand=state.hand_no + 1)], [], [ctx.t(key)]), (),
             Picture.row(sorted(v.concealed)))
    ctx.detach(GAME.name)
    if result is not None and result.score is not None and len(result.score.payments) not in (0, len(v.seats)):
        # a four-seat system's payments (MCR): at a table of two, the table's own ("Scores: ...") count
        result = replace(result, score=replace(result.score, payments={}))
    told = result_lines(result, v, who, ctx.lang) if result is not None else []
    if ctx.kids:
        told = [kids_text(line, ctx.lang) for line in told]
    text = lines + told + [ctx.t(key)] + ([""] + reviewed if reviewed else [])
    rows = [[*to_puzzles, Button(ctx.t("btn.quiz"), "n:quiz"), Button(ctx.t("btn.progress"), "n:progress")]]
    if state.phase is Phase.HAND_OVER:  # the match goes on: the next hand, or stop
        GAME.put(ctx, g)
        rows.insert(0, [Button(ctx.t("btn.next_hand"), NEXT_HAND.data(g)), ctx.stop_button(GAME.name, g.id)])
    else:
        GAME.end(ctx)
        text += ["", summary(ctx, g, state)]
        rows.insert(0, [Button(ctx.t("btn.new_game"), "n:play")])
    ctx.say(_clip("\n".join(text)), rows)


def summary(ctx: Ctx, g: MatchState, state: GameState) -> str:
    """The match in a few lines: hands won, lost and drawn, the points, the best hand."""
    v = view(state, 0)
    lines = [ctx.t("game.summary", hands=g.won + g.lost + g.drawn, won=g.won, lost=g.lost, drawn=g.drawn,
                   you=v.seats[0].score, computer=v.seats[1].score)]
    if g.best is not None:
        lines.append(ctx.t("game.best", points=g.best[0], hand=g.best[1]))
    return "\n".join(lines)


def _clip(text: str, limit: int = 3500) -> str:
    return text if len(text) <= limit else "…" + text[-limit:]


def _hint(ctx: Ctx, g: MatchState, state: GameState) -> None:
    """The hint, inside the live message (under the table); for a child, one short sentence in
    a child's words ("Keep the pairs and neighbours, give away Red dragon")."""
    hints = hint(view(state, 0))
    if ctx.kids:
        if hints.can_win:
            lines = [ctx.t("game.kids_hint.win")]
        elif hints.discards:
            lines = [ctx.t("game.kids_hint", tile=child_tile_name(hints.discards[0].tile, ctx.lang))]
        else:
            lines = [kids_text(line, ctx.lang) for line in hints.lines(ctx.lang, top=1)][:2]
    else:
        lines = hints.lines(ctx.lang)
    show(ctx, g, state, again=True, note=["", ctx.t("game.hint_head"), *(lines or [ctx.t("game.no_hint")])])


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
        _hint(ctx, g, state)
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
    advance(ctx, g, state, ctx.t("game.next_hand", hand=state.hand_no + 1))


def expire(ctx: Ctx, g: MatchState) -> None:
    """A claim prompt left unanswered for ``claim_timeout`` seconds: pass for the learner, and
    say so in the live message.

    Run by the registry before every update and by the ``tick`` event of the timer the front
    end arms at :func:`due` (so it happens at 30 s, and after a restart too)."""
    if g.prompt_at is None or ctx.config.claim_timeout <= 0:
        return
    if ctx.e.now - g.prompt_at < ctx.config.claim_timeout:
        return
    state = load(g)
    g = replace(g, prompt_at=None)
    GAME.put(ctx, g)
    if state.phase not in (Phase.CLAIM, Phase.ROB) or 0 not in state.to_act():
        return
    g = replace(g, timed_out=len(g.actions))
    GAME.put(ctx, g)
    play(ctx, g, state, Action.pass_(0), ctx.t("game.timed_out"))


def due(ctx: Ctx, g: MatchState) -> float | None:
    """When the open claim prompt runs out."""
    if g.prompt_at is None or ctx.config.claim_timeout <= 0:
        return None
    return g.prompt_at + ctx.config.claim_timeout


def late(ctx: Ctx, g: MatchState, fields: list[str]) -> str | None:
    """A button of the prompt the bot passed for: "you were out of time, I passed"."""
    return "game.late" if g.timed_out is not None and fields[1:2] == [str(g.timed_out)] else None


def pause(ctx: Ctx, g: MatchState) -> None:
    """Another activity comes to the front: the claim prompt's clock stops (it starts again on resume)."""
    GAME.put(ctx, replace(g, prompt_at=None))


def title(ctx: Ctx, g: MatchState) -> str:
    """"Back to your game (hand 3, move 17)": the learner's move to come (of the match)."""
    state = load(g)
    moves = 1 + sum(1 for a in state.actions() if a.seat == 0 and a.kind is not ActionKind.PASS)
    return ctx.t("back.game", hand=state.hand_no + 1, move=moves)


def play(ctx: Ctx, g: MatchState, state: GameState, action: Action, head: str = "") -> None:
    try:
        state = state.apply(action)
    except MahjongError as error:  # pragma: no cover - legal actions always apply
        ctx.say(error.message(ctx.lang))
        return
    advance(ctx, g, state, head)


def typed(ctx: Ctx, g: MatchState, text: str) -> bool:
    """A typed tile (``5p``) discards it when that is legal; ``hint`` asks for a hint."""
    state = load(g)
    if 0 not in state.to_act():
        return False
    if text.lower() in ("hint", "подсказка", "?"):
        _hint(ctx, g, state)
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
    """Show the unfinished game again (``/play`` while a game is on, its "Back to" button)."""
    show(ctx, replace(g, shown=max(0, g.shown - 6)), load(g), head=ctx.t("game.resumed"))


MOVE = Press("g", move)
NEXT_HAND = Press("h", next_hand, choice=False)
GAME = Activity("game", MatchState, commands=("play",), start=start, buttons=(MOVE, NEXT_HAND), menu=True,
                resume=resume, text=typed, tick=expire, due=due, late=late, pause=pause, title=title)
