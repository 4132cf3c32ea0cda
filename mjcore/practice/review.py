"""Learn from your own game: every decision of one player judged by the coach, the mistakes that
matter, the accuracy, and puzzles made of the mistakes.

Each decision (a discard, a kong, a claim or a pass, a win declared or let go) is judged by
:func:`mjcore.game.coach.assess` — the judgement the hint at the table and the advanced computer
player use too — and gets a *cost*: the worth given up against the best option, in points of the
chance to win the hand (:attr:`~mjcore.game.coach.Option.worth`). Only a cost above the coach's
threshold is a *mistake* (:data:`~mjcore.game.coach.MISTAKE`): a near-tie never is. A hand's review
says its *accuracy* (the share of decisions as good as the best), counts the mistakes by category
(efficiency, value, claims, defence), keeps them in order for "next mistake" navigation and the
costliest three (:attr:`Review.worst`); a match's review (:func:`review_match`) adds the hands up.
Every discard mistake becomes a personal puzzle (:class:`~mjcore.practice.record.Puzzle`) that
explains whichever option the learner picks.

>>> from mjcore.game.record import GameRecord
>>> from mjcore.game.simulate import play_hand
>>> record = GameRecord.of(play_hand("kids2p", 3, ["beginner", "advanced"]).state)
>>> found = review(record, 0)
>>> len(found.decisions) > 5, 0 <= found.accuracy <= 100, len(found.worst) <= 3
(True, True, True)
>>> all(d.mistake for d in found.mistakes) and all(d.cost >= 0 for d in found.decisions)
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from mjcore.game.actions import Action, ActionKind
from mjcore.game.coach import Assessment, Category, DecisionKind, Option, assess
from mjcore.game.record import GameRecord
from mjcore.game.state import GameState, Phase
from mjcore.game.view import PlayerView, view
from mjcore.i18n import Message
from mjcore.notation import parse_hand
from mjcore.practice.record import Puzzle
from mjcore.questions.parts import tile_option
from mjcore.questions.question import AnswerForm, Question
from mjcore.quiz.srs import ProgressError
from mjcore.tiles import Tile

#: How many of the costliest mistakes a review shows first.
WORST = 3


@dataclass(frozen=True, slots=True)
class Loss:
    """What a decision gave up, in the hand's own terms: steps further from ready (``shanten``),
    unseen useful tiles (``useful``), a win let go (``win``, worth ``value`` at the table)."""

    shanten: int = 0
    useful: int = 0
    win: bool = False
    value: int = 0

    @property
    def severity(self) -> int:
        """One number to sort the old way by: a missed win, then steps, then useful tiles."""
        return 10_000 * self.win + 100 * self.shanten + max(0, self.useful)

    def to_json(self) -> dict[str, Any]:
        return {"shanten": self.shanten, "useful": self.useful, "win": self.win, "value": self.value}


@dataclass(frozen=True, slots=True)
class Decision:
    """One decision judged: where it stands in the record (``move``, the action's index; ``hand``,
    the hand's number), its ``kind`` (``discard``, ``kong``, ``claim``, ``win``), the action played
    and the best (action codes), the ``cost`` (worth given up, in points of percent), whether that
    is a ``mistake`` and what it is about (``category``), the loss in the hand's own terms, the
    reason in words; for a discard the 14-tile hand, the unseen counts and what every discard
    would have meant (``why``: tile code -> words), for a puzzle."""

    move: int
    hand: int
    kind: str
    played: str
    best: str
    cost: float
    mistake: bool
    category: Category
    loss: Loss
    reason: Message
    tiles: str = ""
    unseen: tuple[int, ...] = ()
    why: tuple[tuple[str, Message], ...] = ()

    def to_json(self, lang: str | None = None) -> dict[str, Any]:
        return {"move": self.move, "hand": self.hand, "kind": self.kind, "played": self.played, "best": self.best,
                "cost": self.cost, "mistake": self.mistake, "category": self.category.value,
                "loss": self.loss.to_json(), "reason": self.reason.text(lang), "tiles": self.tiles}


def _accuracy(decisions: Sequence[Decision]) -> float:
    if not decisions:
        return 100.0
    return round(100.0 * sum(not d.mistake for d in decisions) / len(decisions), 1)


def _by_category(decisions: Sequence[Decision]) -> dict[Category, int]:
    counts = dict.fromkeys(Category, 0)
    for d in decisions:
        if d.mistake:
            counts[d.category] += 1
    return counts


@dataclass(frozen=True, slots=True)
class Review:
    """One hand's review for one seat (see the module's notes)."""

    seat: int
    rules: str
    hand: int
    decisions: tuple[Decision, ...]
    outcome: Message
    points: int
    won: bool = False

    @property
    def mistakes(self) -> tuple[Decision, ...]:
        """The mistakes in the order they were made ("next mistake")."""
        return tuple(d for d in self.decisions if d.mistake)

    @property
    def worst(self) -> tuple[Decision, ...]:
        """The (up to) three costliest mistakes, costliest first."""
        return tuple(sorted(self.mistakes, key=lambda d: (-d.cost, d.move))[:WORST])

    @property
    def accuracy(self) -> float:
        """The share of decisions as good as the best (a near-tie counts as good), in percent."""
        return _accuracy(self.decisions)

    @property
    def categories(self) -> dict[Category, int]:
        """The mistakes counted by what they are about."""
        return _by_category(self.decisions)

    def puzzles(self) -> tuple[Puzzle, ...]:
        """The discard mistakes as puzzles for the learner's queue (each explains every option);
        the same hand with the same best discard once (the costlier mistake), as the queue keeps it."""
        out: dict[str, Puzzle] = {}
        for d in self.worst:
            played, best = Action.from_code(d.played), Action.from_code(d.best)
            if d.kind == "discard" and d.tiles and best.kind is ActionKind.DISCARD and played.tile and best.tile:
                puzzle = Puzzle(d.tiles, str(played.tile), str(best.tile), self.rules, d.unseen, round(d.cost), why=d.why)
                out.setdefault(puzzle.key, puzzle)
        return tuple(out.values())

    def summary(self) -> Message:
        """The hand in one line: accuracy, mistakes and what they were about."""
        return _summary(self.decisions)

    def child_lines(self) -> tuple[Message, ...]:
        """A child's review: one or two kind sentences (no numbers, no notation)."""
        lines = [Message("review.kids.won" if self.won else "review.kids.played")]
        worst = self.worst
        if worst:
            lines.append(Message(f"review.kids.tip.{worst[0].category.value}"))
        else:
            lines.append(Message("review.kids.clean"))
        return tuple(lines)

    def to_json(self, lang: str | None = None) -> dict[str, Any]:
        return {"seat": self.seat, "rules": self.rules, "hand": self.hand, "accuracy": self.accuracy,
                "mistakes": {c.value: n for c, n in self.categories.items()},
                "decisions": [d.to_json(lang) for d in self.decisions],
                "worst": [d.to_json(lang) for d in self.worst], "outcome": self.outcome.text(lang),
                "summary": self.summary().text(lang), "points": self.points}


@dataclass(frozen=True, slots=True)
class MatchReview:
    """A match's review for one seat: each hand's review, and the whole match's accuracy and
    mistakes by category."""

    hands: tuple[Review, ...]

    @property
    def decisions(self) -> tuple[Decision, ...]:
        return tuple(d for h in self.hands for d in h.decisions)

    @property
    def accuracy(self) -> float:
        return _accuracy(self.decisions)

    @property
    def categories(self) -> dict[Category, int]:
        return _by_category(self.decisions)

    def summary(self) -> Message:
        return _summary(self.decisions)

    def to_json(self, lang: str | None = None) -> dict[str, Any]:
        return {"accuracy": self.accuracy, "mistakes": {c.value: n for c, n in self.categories.items()},
                "summary": self.summary().text(lang), "hands": [h.to_json(lang) for h in self.hands]}


def _summary(decisions: Sequence[Decision]) -> Message:
    counts = _by_category(decisions)
    parts = [Message.of("review.summary", accuracy=f"{_accuracy(decisions):.0f}", decisions=len(decisions),
                        mistakes=sum(counts.values()))]
    found = [Message.of(f"review.category.{c.value}", count=n) for c, n in counts.items() if n]
    if found:
        parts.append(Message.join(found, ", "))
    return Message.join(parts, ": ")


# -- judging one decision --------------------------------------------------------------------------
def _kind(advice: Assessment, action: Action) -> str:
    if any(o.is_win for o in advice.options) and action.kind is not ActionKind.MAHJONG:
        return "win"
    if advice.kind is not DecisionKind.TURN:
        return "claim"
    if action.kind in (ActionKind.CONCEALED_KONG, ActionKind.ADDED_KONG):
        return "kong"
    if action.kind is ActionKind.MAHJONG:
        return "win"
    return "discard"


def _loss(played: Option, best: Option, value: int) -> Loss:
    if best.is_win and not played.is_win:
        return Loss(win=True, value=value)
    return Loss(max(0, played.shanten - best.shanten), max(0, best.useful - played.useful))


def judge(state: GameState, seat: int, move: int, action: Action) -> Decision | None:
    """The coach's judgement of ``seat`` playing ``action`` in ``state`` (``None``: nothing was
    decided there, e.g. the only move)."""
    v = view(state, seat, events=False)
    if len(v.legal) < 2:
        return None
    advice = assess(v)
    verdict = advice.verdict(action)
    kind = _kind(advice, action)
    value = 0
    if kind == "win" and verdict.best.is_win and not verdict.played.is_win:
        after = state.apply(verdict.best.action).result
        value = after.deltas[seat] if after is not None else 0
    reason = verdict.reason()
    if kind == "win" and verdict.mistake:
        reason = Message.of("review.reason.win", points=value)
    tiles = ""
    unseen: tuple[int, ...] = ()
    why: tuple[tuple[str, Message], ...] = ()
    if kind == "discard":
        tiles, unseen = str(v.hand()), tuple(v.unseen())
        why = tuple((str(o.action.tile), _option_words(advice, o)) for o in advice.options
                    if o.action.kind is ActionKind.DISCARD and o.action.tile is not None)
    return Decision(move, state.hand_no, kind, action.code, verdict.best.action.code, verdict.cost, verdict.mistake,
                    verdict.category, _loss(verdict.played, verdict.best, value), reason, tiles, unseen, why)


def _option_words(advice: Assessment, option: Option) -> Message:
    """What picking ``option`` would have meant: as good as the best, or what it gives up and why."""
    return advice.verdict(option.action).reason()


# -- reviewing a record ------------------------------------------------------------------------------
def _outcome(state: GameState, seat: int) -> tuple[Message, int, bool]:
    result = state.result
    if result is None or state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        return Message("review.outcome.unfinished"), 0, False
    if result.winner is None:
        return Message("review.outcome.draw"), 0, False
    points = result.deltas[seat]
    total = result.score.total if result.score is not None else 0
    key = "review.outcome.won" if result.winner == seat else "review.outcome.lost"
    return Message.of(key, total=total, points=points), points, result.winner == seat


def _check_seat(record: GameRecord, seat: int) -> GameState:
    state = record.start()
    if not 0 <= seat < state.n:
        raise ProgressError("error.practice.seat", seat=seat, players=state.n)
    return state


def review_match(record: GameRecord, seat: int, *, known: Mapping[int, Review] | None = None) -> MatchReview:
    """The review of every hand ``seat`` played in ``record`` (``known``: hands reviewed already,
    by number — a front end that reviewed each hand as it ended does not judge them again)."""
    _check_seat(record, seat)
    hands = 1 + sum(1 for code in record.actions if code == Action.next_hand().code)
    known = known or {}
    return MatchReview(tuple(known[h] if h in known else review(record, seat, h) for h in range(hands)))


def review(record: GameRecord, seat: int, hand: int | None = None, *,
           known: Mapping[int, Decision | None] | None = None) -> Review:
    """The review of ``seat``'s decisions in one hand of ``record`` (the last one by default),
    judging only that hand's decisions (the others are replayed, not judged); ``known``: decisions
    judged already, by the action's index (a front end may judge each as it is made, so that the
    hand's end does not wait for them all)."""
    state = _check_seat(record, seat)
    hands = 1 + sum(1 for code in record.actions if code == Action.next_hand().code)
    wanted = hands - 1 if hand is None else hand
    if not 0 <= wanted < hands:
        raise ProgressError("error.practice.hand", hand=wanted + 1, hands=hands)
    decisions: list[Decision] = []
    end: GameState | None = None
    for move, code in enumerate(record.actions):
        if state.hand_no > wanted:
            break
        action = Action.from_code(code)
        if state.hand_no == wanted:
            if action.seat == seat:
                found = known[move] if known is not None and move in known else judge(state, seat, move, action)
                if found is not None:
                    decisions.append(found)
            if action.kind is ActionKind.NEXT_HAND:
                end = state
        state = state.apply(action)
    end = state if end is None else end
    outcome, points, won = _outcome(end, seat)
    return Review(seat, end.rules.shapes.name, wanted, tuple(decisions), outcome, points, won)


def moment(record: GameRecord, decision: Decision, seat: int) -> PlayerView:
    """The table as ``seat`` saw it when ``decision`` was made (to draw the moment)."""
    return view(record.replay(decision.move), seat)


# -- puzzles -------------------------------------------------------------------------------------------
def puzzle_question(puzzle: Puzzle) -> Question:
    """A queued puzzle as a quiz question ("your game: which tile?"); the answer is the coach's
    best, and whichever option the learner picks is explained (:meth:`Question.explain`).

    A puzzle kept by an older version (no per-option words) is explained by the tiles' analysis."""
    hand = parse_hand(puzzle.hand, check_size=False)
    kinds = sorted(set(hand.concealed))
    options = tuple(tile_option(t) for t in kinds)
    prompt = Message.of("review.puzzle.prompt", tile=Tile.from_str(puzzle.played))
    best = dict(puzzle.why).get(puzzle.best)
    explanation = best if best is not None else Message.of("review.puzzle.best", tile=Tile.from_str(puzzle.best))
    return Question("best_discard", 3, prompt, AnswerForm.ONE, (puzzle.best,), explanation, hand=hand,
                    options=options, feedback=tuple(puzzle.why))


__all__ = ["WORST", "Decision", "Loss", "MatchReview", "Review", "judge", "moment", "puzzle_question", "review",
           "review_match"]
