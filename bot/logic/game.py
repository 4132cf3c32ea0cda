"""A two-player practice match against the computer (kids2p or mcr2p) on the one table of the
core, :class:`mjcore.game.table.Table`.

The table plays: :meth:`Table.play <mjcore.game.table.Table.play>` (the learner's action, then
the computer until the learner must decide or the hand is over), :meth:`~mjcore.game.table.Table.next_hand`
and :meth:`~mjcore.game.table.Table.time_out`; this module only shows and asks.

The state keeps the table's JSON (the game record and the seats, as
:meth:`Table.to_json <mjcore.game.table.Table.to_json>` writes them), so a match survives a
restart and replays exactly; the tables replayed from it are cached by (game id, seed, number of
actions). Besides it only the front end's own fields: what the live message last told, when a
claim prompt went out, the move the bot passed at, the move a finished hand was counted at. How
the match stands (hands won, lost, drawn, the best hand) is the table's
(:meth:`~mjcore.game.table.Table.summary`), never counted here. A state kept by an older bot (its
record's fields and the computer's level side by side) is read into the same table.

Buttons carry the game id and the move number: ``g:<id>:<move>:<choice>`` (a legal action's
index, or ``h`` for a hint) and, after a hand of the match, ``h:<id>:<move>`` for the next hand.

The table is one live message, edited after every move: its photo is the table as the learner
sees it (:func:`mjcore.game.picture.table_scene`: every player's sets and discards, the last
discard marked, the learner's hand with the drawn tile apart), its caption two or three short
lines — what just happened (the computer's discard or claim, in the core's narration:
:func:`~mjcore.game.describe.step_lines`), what to do. A hint goes into it too (the tile it
means lit in the picture). A finished hand leaves the live message on the table at its end (the
winner's whole hand in its sets) and says the result in a new message the learner keeps, with
the hand's review (:mod:`mjcore.practice.review`); the match's last one adds the match's
summary. On the children's track every word is the core's children's wording (tiles by their
children's names, never a code), the hint is the coach's one sentence for a child, and the
review one or two kind sentences with the picture of the moment that mattered.

A claim prompt has a time limit (``Config.claim_timeout``; off on the children's track, see
:attr:`Ctx.timer <bot.logic.ctx.Ctx.timer>`): the clock is the bot's, the table says whether a
claim is open and passes (:meth:`~mjcore.game.table.Table.claim_open`,
:meth:`~mjcore.game.table.Table.time_out`).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from bot.logic import practice
from bot.logic.activity import Activity, Press
from bot.logic.ctx import Ctx
from bot.logic.kidswords import tile_label, tiles_label
from bot.logic.model import LEVELS, Button, Picture, TablePicture, fit
from mjcore.codec import ByName, from_json, to_json
from mjcore.errors import MahjongError
from mjcore.game.actions import Action, ActionKind
from mjcore.game.describe import result_lines, step_lines
from mjcore.game.hints import hint
from mjcore.game.picture import table_scene
from mjcore.game.record import GameRecord
from mjcore.game.rules import find_game_rules
from mjcore.game.state import Phase
from mjcore.game.table import Move, Seat, Step, Table, persons_against_computer
from mjcore.i18n import Message, tr
from mjcore.notation import parse_tiles
from mjcore.practice.review import Decision, MatchReview, Review, judge, moment, review, review_match
from mjcore.tiles import Tile

#: Tables replayed from records, by (game id, seed, number of actions).
_CACHE: OrderedDict[tuple[str, int, int], Table] = OrderedDict()
_CACHE_SIZE = 2048
#: The learner's decisions judged as they are made, by (game id, seed, action's index): the hand's
#: review adds them up at its end (a few kilobytes each; one missing is judged then).
_JUDGED: OrderedDict[tuple[str, int, int], Decision | None] = OrderedDict()
_JUDGED_SIZE = 8192
#: The hands' reviews (their decisions without their words and the puzzles' details), by (game id,
#: seed, hand): the match's review at its end adds them up (it counts, it does not quote).
_REVIEWS: OrderedDict[tuple[str, int, int], Review] = OrderedDict()
_REVIEWS_SIZE = 1024
_UNSAID = Message("")  # a decision's reason, not kept for the match's review (never shown)
#: Hands in a match: after each hand a "Next hand" button deals the next one (the table moves the dealer).
MATCH_HANDS = 8
#: The longest caption of a photo (Bot API), and of a text message this module sends.
CAPTION, TEXT = 1024, 3500
#: The most lines of the live message's caption: what happened, what to do.
LINES = 3
#: What happened, at most this many lines of it.
NEWS = 2


@dataclass(frozen=True, slots=True)
class MatchState(ByName):
    """The match being played: the table's JSON (``record``, the game record; ``seats``, the seats'
    codes, ``person`` and ``computer:<level>``) and the front end's own fields: ``news``, the
    lines of what happened that the live message told last (a hint or a resumed game tells them
    again); ``prompt_at``, when a claim prompt went out; ``timed_out``, the move at which the bot
    passed for the learner (a late press is told so); ``counted``, the move at which the last
    finished hand was counted in the stats (a hand counts once, even when shown again)."""

    id: str
    record: GameRecord
    seats: tuple[str, ...]
    news: tuple[str, ...] = ()
    prompt_at: float | None = None
    timed_out: int | None = None
    counted: int | None = None

    @property
    def actions(self) -> tuple[str, ...]:
        """The record's actions (codes), every seat's, the whole match."""
        return self.record.actions

    @property
    def turn(self) -> tuple[str, ...]:
        return (str(len(self.record.actions)),)

    def table_json(self) -> dict[str, Any]:
        """The table as :meth:`Table.to_json <mjcore.game.table.Table.to_json>` writes it."""
        return {"game": self.record.to_dict(), "seats": list(self.seats)}

    def to_json(self) -> dict[str, Any]:
        """The front end's fields by name (:mod:`mjcore.codec`) and the table's JSON under ``table``."""
        return {**to_json(self, skip=("record", "seats")), "table": self.table_json()}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> MatchState:
        if "table" in data:
            table = data["table"]
            record = GameRecord.from_dict(table["game"])
            seats = tuple(Seat.from_code(code).code for code in table["seats"])
            if len(seats) != find_game_rules(record.rules).players:
                raise ValueError(f"{len(seats)} seats at a table of {record.rules}")
        else:  # an older bot's state: the record's fields and the computer's level
            record, seats = _old_table(data)
        return from_json(cls, data, record=record, seats=seats)


def _old_table(data: Mapping[str, Any]) -> tuple[GameRecord, tuple[str, ...]]:
    """The record and seats of a state the bot kept before the one table (``rules``, ``seed``,
    ``options``, ``actions``, ``max_hands``, the computer's ``level``; the learner at seat 0,
    the first dealer): nothing the learner did is lost."""
    level = str(data["level"])
    if level not in LEVELS:
        raise ValueError(f"no computer level {level!r}")
    seats = (Seat.person().code, Seat.computer(level).code)
    record = GameRecord(rules=str(data["rules"]), seed=int(data["seed"]), actions=tuple(str(a) for a in data["actions"]),
                        options=dict(data["options"]), max_hands=int(data.get("max_hands") or 1), dealer=0, players=seats)
    return record, seats


def _remember(key: tuple[Any, ...], value: Any, cache: OrderedDict[Any, Any], size: int) -> None:
    cache[key] = value
    cache.move_to_end(key)
    while len(cache) > size:
        cache.popitem(last=False)


def load(g: MatchState) -> Table:
    """The match's table, from the cache or replayed from its record."""
    key = (g.id, g.record.seed, len(g.record.actions))
    table = _CACHE.get(key)
    if table is None:
        table = Table.of_record(g.record, [Seat.from_code(code) for code in g.seats])
        _remember(key, table, _CACHE, _CACHE_SIZE)
    return table


def _saved(g: MatchState, table: Table) -> MatchState:
    """``g`` keeping ``table`` (whose replay is cached)."""
    g = replace(g, record=table.record())
    _remember((g.id, g.record.seed, len(g.record.actions)), table, _CACHE, _CACHE_SIZE)
    return g


def names(ctx: Ctx, table: Table) -> list[str]:
    """How the learner calls the players: "you" («ты» for a child) and "computer"."""
    return table.names(0, ctx.lang, kids=ctx.kids)


def start(ctx: Ctx, arg: str = "") -> None:
    options = {} if ctx.s.settings.get("open", True) else {"open_hands": False}
    level = str(ctx.s.settings.get("level", "beginner"))
    level = level if level in LEVELS else "beginner"
    step = Table.start(ctx.rules, persons_against_computer(2, level), ctx.e.rand % (1 << 62), max_hands=MATCH_HANDS,
                       **options)
    table = step.table
    g = MatchState(ctx.new_id(), table.record(), tuple(seat.code for seat in table.seats))
    GAME.put(ctx, g)
    _after(ctx, g, step, ctx.t("game.start", rules=table.rules.title(ctx.lang, short=True),
                               level=tr(f"game.level.{level}", ctx.lang)))


def _after(ctx: Ctx, g: MatchState, step: Step, head: str = "") -> None:
    """What a step of the table brought: the live message, or the end of the hand."""
    table = step.table
    g = replace(_saved(g, table), news=news(ctx, step), prompt_at=None)
    if table.hand_over:
        _hand_over(ctx, g, table, head)
    else:
        show(ctx, g, table, head=head)


def _told(step: Step, ctx: Ctx) -> list[tuple[Move | None, list[str]]]:
    """The core's narration of ``step`` (:func:`~mjcore.game.describe.step_lines`), move by move:
    ``(None, lines)`` for the first deal, then ``(move, its lines)``."""
    table = step.table
    view, who = table.view(0), names(ctx, table)

    def lines(part: Step) -> list[str]:
        return step_lines(part, view, who, ctx.lang, tile_names=ctx.kids)

    starts, at = [], step.since + len(step.opening)
    for move in step.moves:
        starts.append(at)
        at += len(move.events)
    out: list[tuple[Move | None, list[str]]] = []
    later: list[str] = []
    for k in range(len(step.moves) - 1, -1, -1):  # the moves from k on tell their lines after move k's
        found = lines(Step(table, step.moves[k:], starts[k]))
        out.append((step.moves[k], found[: len(found) - len(later)]))
        later = found
    if step.opening:
        whole = lines(step)
        out.append((None, whole[: len(whole) - len(later)]))
    return out[::-1]


def news(ctx: Ctx, step: Step) -> tuple[str, ...]:
    """What just happened, in at most two lines of the core's narration: a hand's start, the
    computer's discards, claims, kongs and wins (the learner's own moves go without saying); with
    one such line, the computer's reason after it at an open table."""
    open_play = step.table.rules.open_hands
    told: list[tuple[str, str | None]] = []
    for move, lines in _told(step, ctx):
        if not lines:
            continue
        if move is None or move.action.kind is ActionKind.NEXT_HAND:
            told.append((lines[0], None))  # "Hand 2. First player: computer."
        elif move.by_computer and move.action.kind is not ActionKind.PASS:
            said, why = (lines[:-1], lines[-1]) if open_play else (lines, None)
            if said:
                told.append((said[0], why))
            elif why is not None:
                told.append((why, None))
    if len(told) == 1 and told[0][1] is not None:
        return (told[0][0], told[0][1])
    return tuple(line for line, _ in told[-NEWS:])


def caption(head: Sequence[str], said: Sequence[str], tail: Sequence[str], lang: str | None = None) -> str:
    """The live message's caption: ``head`` (a start, a time-out), the last of ``said`` that fit
    (a computer's reason, the core's ``(why: ...)``, goes first), ``tail`` (a hint, what to do):
    at most :data:`LINES` lines unless the head and the tail alone are more, at most
    :data:`CAPTION` characters."""
    room = max(0, LINES - len(head) - len(tail))
    said = list(said)
    if len(said) > room:
        why = Message.of("game.why", reason="\x00").text(lang).partition("\x00")[0]
        said = [line for line in said if not line.startswith(why)]
    lines = [*head, *(said[-room:] if room else []), *tail]
    return _clip("\n".join(line for line in lines if line), CAPTION)


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _key(g: MatchState, ctx: Ctx, mark: Tile | None = None) -> str:
    """What the table's picture shows (the same key: the same picture, a caption's edit only)."""
    return f"{g.id}:{len(g.record.actions)}:{mark or ''}:{ctx.lang}{':k' if ctx.kids else ''}"


def picture(ctx: Ctx, g: MatchState, table: Table, mark: Tile | None = None) -> Picture:
    """The table as the learner sees it, ``mark`` (a tile of the hand) lit."""
    scene = table_scene(table.view(0), names(ctx, table), ctx.lang, kids=ctx.kids, mark=mark)
    return TablePicture(scene, _key(g, ctx, mark))


def show(ctx: Ctx, g: MatchState, table: Table, *, head: str = "", note: Sequence[str] = (),
         mark: Tile | None = None, ask: bool = True) -> None:
    """The live message: the table's picture (``mark`` lit), what just happened (``g.news``)
    under ``head`` and ``note`` (a hint), what to do (``ask``), the learner's choices as buttons.
    Keeps ``g`` as the state."""
    view = table.view(0)
    claim = table.claim_open(0)
    kids = ctx.kids or table.rules.kids_words
    discards, others = [], []
    legal = table.legal(0)
    chows = sum(1 for action in legal if action.kind is ActionKind.CHOW)
    for i, action in enumerate(legal):
        data = MOVE.data(g, str(i))
        if action.kind is ActionKind.DISCARD and action.tile is not None:
            discards.append(Button(tile_label(action.tile, ctx.lang, ctx.kids), data))
        elif ctx.kids and action.kind.is_claim:
            others.append(Button(take_label(ctx, action, chows), data))
        else:
            label = action.describe(ctx.lang, claimed=view.tile if claim else None, kids=kids, tile_names=ctx.kids)
            others.append(Button(fit(label) if ctx.kids else label[:64], data))
    width = 4 if ctx.kids else 7
    rows = [discards[i:i + width] for i in range(0, len(discards), width)] + [others[i:i + 2] for i in range(0, len(others), 2)]
    tools = [ctx.stop_button(GAME.name, g.id)]
    if ctx.s.settings.get("hints", True):
        tools.insert(0, Button(ctx.t("btn.hint"), MOVE.data(g, "h")))
    rows.append(tools)
    g = replace(g, prompt_at=None)
    tail = []
    if ask:
        if claim and view.tile is not None:
            prompt = ctx.t("game.prompt.claim", tile=tile_label(view.tile, ctx.lang, ctx.kids))
            if ctx.config.claim_timeout > 0 and ctx.timer:
                g = replace(g, prompt_at=ctx.e.now)
                prompt += " " + ctx.t("game.claim_timeout", seconds=int(ctx.config.claim_timeout))
        else:
            prompt = ctx.t("game.prompt.turn")
        tail.append(prompt)
    GAME.put(ctx, g)
    GAME.show(ctx, g, caption([head] if head else [], g.news, [*note, *tail], ctx.lang), rows,
              picture(ctx, g, table, mark))


def take_label(ctx: Ctx, action: Action, chows: int) -> str:
    """A child's claim button, short: «Забрать: три соседа», «Забрать: три одинаковых»; with
    several chows to choose from, each by its first and last tile («Забрать: 2 монеты–4 монеты»).

    >>> from bot.logic.ctx import Ctx
    >>> from bot.logic.model import Config, Event
    >>> from bot.logic.session import Session
    >>> ctx = Ctx(Session(1, lang="ru", track="kids"), Event("text", 1), Config())
    >>> take_label(ctx, Action.from_code("0c2p"), 2), take_label(ctx, Action.from_code("0p"), 0)
    ('Забрать: 2 монеты–4 монеты', 'Забрать: три одинаковых')
    """
    if action.kind is ActionKind.CHOW and chows > 1 and action.tile is not None:
        return fit(ctx.t("game.take.chow_of", first=tile_label(action.tile, ctx.lang, True),
                         last=tile_label(Tile(action.tile + 2), ctx.lang, True)))
    return ctx.t(f"game.take.{action.kind.name.lower()}")


def _hand_over(ctx: Ctx, g: MatchState, table: Table, head: str = "") -> None:
    """The end of a hand: the live message shows the table at its end (the winner's whole hand
    in its sets) with no buttons, and stays; the result comes in a new message the learner keeps,
    with the hand's review; the match's last hand adds the match's summary."""
    view, who = table.view(0), names(ctx, table)
    outcome = table.outcome()
    won = outcome is not None and outcome.winner == 0
    key = "game.won" if won else "game.lost" if outcome is not None and outcome.winner is not None else "game.draw"
    end = f"{ctx.t('game.hand_end', hand=view.hand_no + 1)} {ctx.t(key)}"
    ctx.show(GAME.name, caption([head] if head else [], g.news, [end], ctx.lang), (), picture(ctx, g, table))
    ctx.detach(GAME.name)
    found = None
    earned = ""  # the stars this hand earned a child
    move = len(g.record.actions)
    if g.counted != move:  # a hand counts once, even when shown again
        found = _review(g, table)
        g = replace(g, counted=move)
        ctx.s.stats["games"] += 1
        ctx.s.stats["won"] += int(won)
        earned = ctx.played("game", rules=table.rules.name, won=won)
    lines = [end]
    result = table.state.result
    if result is not None:
        told = result_lines(result, view, who, ctx.lang, tile_names=ctx.kids)
        # a child reads the winning hand and the points; the score's items are a grown-up's table
        lines += [line for line in told if not line.startswith(" ")] if ctx.kids else told
    shown: Picture | None = None
    more: list[Button] = []
    if found is not None:
        if ctx.kids:
            lines += [ctx.words(message) for message in found.child_lines()]
            found_moment = _moment(ctx, g, found)
            if found_moment is not None:
                shown, played = found_moment
                lines.append(ctx.t("game.moment.played" if played else "game.moment"))
        else:
            reviewed, more = practice.after_hand(ctx, found)
            lines += ["", *reviewed]
    if earned:
        lines += ["", earned]
    rows = [[*more, Button(ctx.t("btn.quiz"), "n:quiz"), Button(ctx.t("btn.progress"), "n:progress")]]
    if table.over:
        GAME.end(ctx)
        lines += ["", *summary(ctx, g, table)]
        if ctx.kids:  # the whole game played: the one celebration of a match
            lines.append(ctx.t("game.cheer"))
        rows.insert(0, [Button(ctx.t("btn.new_game"), "n:play")])
    else:  # the match goes on: the next hand, or stop
        GAME.put(ctx, g)
        rows.insert(0, [Button(ctx.t("btn.next_hand"), NEXT_HAND.data(g)), ctx.stop_button(GAME.name, g.id)])
    ctx.say(_clip("\n".join(lines), CAPTION if shown is not None else TEXT), rows, shown)


def _judge(g: MatchState, table: Table, action: Action) -> None:
    """Judge the learner's ``action`` at ``table`` now, for the hand's review (the coach's cost
    spread over the moves, instead of all of it at the hand's end)."""
    key = (g.id, g.record.seed, len(g.record.actions))
    if key not in _JUDGED:
        try:
            _remember(key, judge(table.state, 0, key[2], action), _JUDGED, _JUDGED_SIZE)
        except Exception:  # judged again at the hand's end, or the review goes without it
            pass


def _review(g: MatchState, table: Table, hand: int | None = None) -> Review | None:
    """The learner's review of the hand that ends ``table`` (or of ``hand``): the core's, from the
    decisions judged as they were made; kept (without the puzzles' details) for the match's review;
    ``None`` when it cannot be made."""
    hand = table.state.hand_no if hand is None else hand
    key = (g.id, g.record.seed, hand)
    found = _REVIEWS.get(key)
    if found is None:
        moves = [(g.id, g.record.seed, move) for move in range(len(g.record.actions))]
        known = {move[2]: _JUDGED[move] for move in moves if move in _JUDGED}
        try:
            found = review(g.record, 0, hand, known=known)
        except Exception:  # a review that fails leaves the game going on without it
            return None
        for move in moves:
            _JUDGED.pop(move, None)
        light = tuple(replace(d, tiles="", unseen=(), why=(), reason=_UNSAID) for d in found.decisions)
        _remember(key, replace(found, decisions=light), _REVIEWS, _REVIEWS_SIZE)
    return found


def match_review(g: MatchState, table: Table) -> MatchReview:
    """The match's review: the core's, from the hands' reviews made at each hand's end."""
    known = {key[2]: found for key, found in _REVIEWS.items() if key[:2] == (g.id, g.record.seed)}
    return review_match(g.record, 0, known=known)


def _moment(ctx: Ctx, g: MatchState, found: Review) -> tuple[Picture, bool] | None:
    """For a child: the table at the hand's costliest mistake (:func:`~mjcore.practice.review.moment`),
    the tile played outlined — the only tile outlined (no latest discard beside it) — and whether
    a tile was played there (a claim let go has none)."""
    if not found.worst:
        return None
    decision = found.worst[0]
    played = Action.from_code(decision.played).tile
    seen = moment(g.record, decision, 0)
    scene = table_scene(seen, names(ctx, load(g)), ctx.lang, kids=ctx.kids, mark=played)
    return TablePicture(scene, f"{g.id}:m{decision.move}:{ctx.lang}"), played is not None


def summary(ctx: Ctx, g: MatchState, table: Table) -> list[str]:
    """The match in a few lines: hands won, lost and drawn and the points (the table's summary),
    the best hand; for an adult, the match's review in one line."""
    found = table.summary(0)
    lines = [ctx.t("game.summary", hands=found.hands, won=found.won, lost=found.lost, drawn=found.drawn,
                   you=found.totals[0], computer=found.totals[1])]
    if found.best is not None:
        lines.append(ctx.t("game.best", points=found.best[0], hand=tiles_label(sorted(found.best[1]), ctx.lang, ctx.kids)))
    if not ctx.kids:
        lines.append(ctx.t("review.match", summary=match_review(g, table).summary().text(ctx.lang)))
    return lines


def _hint(ctx: Ctx, g: MatchState, table: Table) -> None:
    """The hint, inside the live message: for a child the coach's one sentence, the tile it means
    lit in the picture; for an adult the coach's best two options (the best one's tile lit; at a
    claim, the best one and the prompt, whose clock starts again)."""
    found = hint(table.view(0))
    if ctx.kids:
        message, tile = found.child()
        show(ctx, g, table, note=[ctx.words(message)], mark=tile)
        return
    claim = table.claim_open(0)  # a claim's hint leaves room for the prompt and its time limit
    lines = found.lines(ctx.lang, top=1 if claim else 2) or [ctx.t("game.no_hint")]
    best = found.assessment.best.action if found.assessment is not None else None
    mark = best.tile if best is not None and best.kind is ActionKind.DISCARD else None
    show(ctx, g, table, note=[f"{ctx.t('game.hint_head')} {lines[0]}", *lines[1:]], mark=mark, ask=claim)


def move(ctx: Ctx, g: MatchState, choice: str) -> None:
    """A move button: the index of a legal action, or ``h`` for a hint."""
    table = load(g)
    if 0 not in table.waiting:
        ctx.toast("stale")
        return
    if choice == "h":
        if not ctx.s.settings.get("hints", True):
            ctx.toast("stale")
            return
        ctx.toast("ok")
        _hint(ctx, g, table)
        return
    legal = table.legal(0)
    if not choice.isdigit() or int(choice) >= len(legal):
        ctx.toast("stale")
        return
    ctx.toast("ok")
    play(ctx, g, table, legal[int(choice)])


def next_hand(ctx: Ctx, g: MatchState, _: str = "") -> None:
    """The "Next hand" button: the table deals the next hand of the match."""
    table = load(g)
    if table.phase is not Phase.HAND_OVER:
        ctx.toast("stale")
        return
    ctx.toast("ok")
    ctx.unbutton_pressed()  # the hand's result stays, without its "Next hand"
    step = table.next_hand()
    # a child reads the core's "Партия 2. Первый игрок: ты." once, not a second name for it above
    _after(ctx, g, step, "" if ctx.kids else ctx.t("game.next_hand", hand=step.table.state.hand_no + 1))


def expire(ctx: Ctx, g: MatchState) -> None:
    """A claim prompt left unanswered for ``claim_timeout`` seconds: the table passes for the
    learner, and the live message says so.

    Run by the registry before every update and by the ``tick`` event of the timer the front
    end arms at :func:`due` (so it happens at 30 s, and after a restart too)."""
    if g.prompt_at is None or ctx.config.claim_timeout <= 0:
        return
    if ctx.e.now - g.prompt_at < ctx.config.claim_timeout:
        return
    table = load(g)
    g = replace(g, prompt_at=None)
    GAME.put(ctx, g)
    if not table.claim_open(0):
        return
    g = replace(g, timed_out=len(g.record.actions))
    GAME.put(ctx, g)
    _judge(g, table, Action.pass_(0))
    _after(ctx, g, table.time_out(0), ctx.t("game.timed_out"))


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
    state = load(g).state
    moves = 1 + sum(1 for a in state.actions() if a.seat == 0 and a.kind is not ActionKind.PASS)
    return ctx.t("back.game", hand=state.hand_no + 1, move=moves)


def play(ctx: Ctx, g: MatchState, table: Table, action: Action, head: str = "") -> None:
    """The learner's ``action`` at the table (judged for the hand's review); the computer answers
    (the table's loop)."""
    _judge(g, table, action)
    try:
        step = table.play(action)
    except MahjongError as error:  # pragma: no cover - legal actions always apply
        ctx.say(error.message(ctx.lang))
        return
    _after(ctx, g, step, head)


def typed(ctx: Ctx, g: MatchState, text: str) -> bool:
    """A typed tile (``5p``) discards it when that is legal; ``hint`` asks for a hint."""
    table = load(g)
    if 0 not in table.waiting:
        return False
    if text.lower() in ("hint", "подсказка", "?"):
        _hint(ctx, g, table)
        return True
    try:
        tiles = parse_tiles(text)
    except MahjongError:
        return False
    if len(tiles) != 1:
        return False
    action = Action.discard(0, tiles[0])
    if action not in table.legal(0):
        return False
    play(ctx, g, table, action)
    return True


def resume(ctx: Ctx, g: MatchState) -> None:
    """Show the unfinished match again (``/play`` while it is on, its "Back to" button)."""
    table = load(g)
    if table.hand_over:
        _hand_over(ctx, g, table, ctx.t("game.resumed"))
    else:
        show(ctx, g, table, head=ctx.t("game.resumed"))


MOVE = Press("g", move)
NEXT_HAND = Press("h", next_hand, choice=False)
GAME = Activity("game", MatchState, commands=("play",), start=start, buttons=(MOVE, NEXT_HAND), menu=True,
                resume=resume, text=typed, tick=expire, due=due, late=late, pause=pause, title=title)
