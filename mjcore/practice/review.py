"""Learn from your own game: every decision of one player in a game record compared with the
best by the exact analysis (:func:`mjcore.analysis.rank_discards` for discards, the hints'
claim analysis for claims), the missed wins and ready hands, the hand's value under the game's
scoring, and the worst moments — which become personal puzzles (:class:`~mjcore.practice.record.Puzzle`).

>>> from mjcore.game.record import GameRecord
>>> from mjcore.game.simulate import play_hand
>>> record = GameRecord.of(play_hand("kids2p", 3, ["beginner", "advanced"]).state)
>>> found = review(record, 0)
>>> len(found.decisions) > 5, all(d.loss.severity >= 0 for d in found.decisions), len(found.worst) <= 3
(True, True, True)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mjcore.analysis import Discard, rank_discards
from mjcore.game.actions import Action, ActionKind
from mjcore.game.hints import hint
from mjcore.game.record import GameRecord
from mjcore.game.state import GameState, Phase
from mjcore.game.view import view
from mjcore.i18n import Message
from mjcore.notation import parse_hand
from mjcore.practice.record import Puzzle
from mjcore.quiz import AnswerForm, Option, Question
from mjcore.quiz.srs import ProgressError
from mjcore.rules import find_rules

#: How many of the worst moments are kept.
WORST = 3


@dataclass(frozen=True, slots=True)
class Loss:
    """What a decision cost: steps further from ready (``shanten``), useful tiles given up
    (``useful``, unseen copies), a win let go (``win``, with its ``value`` in the game's unit)."""

    shanten: int = 0
    useful: int = 0
    win: bool = False
    value: int = 0

    @property
    def severity(self) -> int:
        """One number to sort by: a missed win, then steps, then useful tiles."""
        return 10_000 * self.win + 100 * self.shanten + max(0, self.useful)

    def to_json(self) -> dict[str, Any]:
        return {"shanten": self.shanten, "useful": self.useful, "win": self.win, "value": self.value}


@dataclass(frozen=True, slots=True)
class Decision:
    """One decision: the action's index in the record (``move``), its kind (``discard``,
    ``claim``, ``win``), what was played and what was best (action codes or tiles), the loss,
    the reason, and for a discard the 14-tile hand and the unseen counts then."""

    move: int
    kind: str
    played: str
    best: str
    loss: Loss
    reason: Message
    hand: str = ""
    unseen: tuple[int, ...] = ()

    def to_json(self, lang: str | None = None) -> dict[str, Any]:
        return {"move": self.move, "kind": self.kind, "played": self.played, "best": self.best,
                "loss": self.loss.to_json(), "reason": self.reason.text(lang), "hand": self.hand}


@dataclass(frozen=True, slots=True)
class Review:
    """A game's review for one seat: every decision, the worst ones, the hand's outcome."""

    seat: int
    rules: str
    decisions: tuple[Decision, ...]
    outcome: Message
    points: int

    @property
    def worst(self) -> tuple[Decision, ...]:
        """The (up to) three costliest decisions, costliest first."""
        bad = [d for d in self.decisions if d.loss.severity > 0]
        return tuple(sorted(bad, key=lambda d: (-d.loss.severity, d.move))[:WORST])

    def puzzles(self) -> tuple[Puzzle, ...]:
        """The worst discards as puzzles for the learner's queue."""
        return tuple(Puzzle(d.hand, d.played, d.best, self.rules, d.unseen, d.loss.severity)
                     for d in self.worst if d.kind == "discard" and d.hand)

    def to_json(self, lang: str | None = None) -> dict[str, Any]:
        return {"seat": self.seat, "rules": self.rules, "decisions": [d.to_json(lang) for d in self.decisions],
                "worst": [d.to_json(lang) for d in self.worst], "outcome": self.outcome.text(lang),
                "points": self.points}


def _discard_decision(state: GameState, seat: int, move: int, action: Action) -> Decision | None:
    v = view(state, seat, events=False)
    hand = v.hand()
    if hand.tile_count != 14 or action.tile is None:
        return None
    unseen = v.unseen()
    ranked = rank_discards(hand.counts(), len(hand.melds), hand.all_counts(), unseen, v.rules.shapes)
    best = ranked[0]
    played: Discard = next(d for d in ranked if d.tile == action.tile)
    loss = Loss(played.shanten - best.shanten, best.useful_count - played.useful_count)
    if loss.severity == 0:
        reason = Message.of("review.reason.good", tile=played.tile, count=played.useful_count)
    elif best.shanten == 0 and played.shanten > 0:
        reason = Message.of("review.reason.ready", tile=played.tile, best=best.tile, count=best.useful_count)
    else:
        reason = Message.of("review.reason.discard", tile=played.tile, n=played.shanten, count=played.useful_count,
                            best=best.tile, n2=best.shanten, count2=best.useful_count)
    shown = played if loss.severity == 0 else best
    return Decision(move, "discard", str(played.tile), str(shown.tile), loss, reason, str(hand), tuple(unseen))


def _win_value(state: GameState, seat: int) -> int:
    after = state.apply(Action.mahjong(seat))
    result = after.result
    return result.deltas[seat] if result is not None else 0


def _claim_decision(state: GameState, seat: int, move: int, action: Action) -> Decision | None:
    v = view(state, seat, events=False)
    claims = hint(v, advice=False).claims
    if not claims or v.tile is None:
        return None
    before = claims[0].before
    best = min(claims, key=lambda c: (c.after, c.action.kind is ActionKind.KONG))
    chosen = next((c for c in claims if c.action == action), None)
    after = chosen.after if chosen is not None else before
    if best.after >= after:
        reason = Message.of("review.reason.claim_ok", tile=v.tile)
        return Decision(move, "claim", action.code, action.code, Loss(), reason)
    reason = Message.of("review.reason.claim", tile=v.tile, best=Message(f"game.set.{best.action.kind.name.lower()}"),
                        n=after, n2=best.after)
    return Decision(move, "claim", action.code, best.action.code, Loss(after - best.after), reason)


def review(record: GameRecord, seat: int) -> Review:
    """The review of ``seat``'s decisions in the last hand of ``record`` (a game of one hand, or
    the hand a match has reached)."""
    state = record.start()
    if not 0 <= seat < state.n:
        raise ProgressError("error.practice.seat", seat=seat, players=state.n)
    decisions: list[Decision] = []
    for move, code in enumerate(record.actions):
        action = Action.from_code(code)
        if action.kind is ActionKind.NEXT_HAND:
            decisions = []
        if action.seat == seat:
            legal = state.legal_actions(seat)
            if any(a.kind is ActionKind.MAHJONG for a in legal) and action.kind is not ActionKind.MAHJONG:
                value = _win_value(state, seat)
                decisions.append(Decision(move, "win", action.code, Action.mahjong(seat).code,
                                          Loss(win=True, value=value), Message.of("review.reason.win", points=value)))
            elif action.kind is ActionKind.DISCARD and state.phase is Phase.TURN:
                found = _discard_decision(state, seat, move, action)
                if found is not None:
                    decisions.append(found)
            elif state.phase is Phase.CLAIM and (action.kind.is_claim or action.kind is ActionKind.PASS):
                found = _claim_decision(state, seat, move, action)
                if found is not None:
                    decisions.append(found)
        state = state.apply(action)
    result = state.result
    if result is None:
        outcome, points = Message("review.outcome.unfinished"), 0
    elif result.winner is None:
        outcome, points = Message("review.outcome.draw"), 0
    else:
        points = result.deltas[seat]
        total = result.score.total if result.score is not None else 0
        key = "review.outcome.won" if result.winner == seat else "review.outcome.lost"
        outcome = Message.of(key, total=total, points=points)
    return Review(seat, state.rules.shapes.name, tuple(decisions), outcome, points)




def puzzle_question(puzzle: Puzzle) -> Question:
    """A queued puzzle as a quiz question ("your game: which tile?"), answered and explained by
    the same analysis; the family is ``best_discard`` so every quiz front end shows it."""
    hand = parse_hand(puzzle.hand, check_size=False)
    ranked = rank_discards(hand.counts(), len(hand.melds), hand.all_counts(), puzzle.unseen, find_rules(puzzle.rules))
    best = ranked[0]
    played = next((d for d in ranked if str(d.tile) == puzzle.played), ranked[-1])
    why = Message.of("review.reason.discard", tile=played.tile, n=played.shanten, count=played.useful_count,
                     best=best.tile, n2=best.shanten, count2=best.useful_count)
    options = tuple(Option(str(d.tile), Message.of("quiz.option.tile", tile=d.tile)) for d in sorted(ranked, key=lambda d: d.tile))
    prompt = Message.of("review.puzzle.prompt", tile=played.tile)
    return Question("best_discard", 3, prompt, AnswerForm.ONE, (str(best.tile),), why, hand=puzzle.hand, options=options)


__all__ = ["Decision", "Loss", "Review", "puzzle_question", "review"]
