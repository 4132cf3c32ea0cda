"""The coach: one judgement of every decision at the table, with its reasons in words.

:func:`assess` reads what one player sees (a :class:`~mjcore.game.view.PlayerView`) and ranks
every option of the decision — a discard, a kong, a claim or a pass, the win — by one number,
its :attr:`Option.worth`: the chance to win the hand, less the chance to hand an opponent
theirs, in percent. The hint at the table, the advanced computer player, the review after a
hand and the puzzles made from it all call it, so they cannot disagree.

The numbers come from :mod:`mjcore.game.worth` (speed, value, danger — each part explainable);
this module ranks them, judges a decision against the best and says why in words, from the
same numbers.

A decision's *cost* (:meth:`Assessment.verdict`) is how much worth an option gives up against the
best; it is a *mistake* only above :data:`MISTAKE` points and a tenth of the best's worth, so a
near-tie (the same shanten, a few useful tiles apart) never is.

>>> from mjcore.game.state import new_game
>>> from mjcore.game.view import view
>>> advice = assess(view(new_game("mcr2p", seed=3), 0))
>>> advice.kind.value, advice.best.action.kind.name
('turn', 'DISCARD')
>>> 0 <= advice.best.worth <= 100, advice.verdict(advice.best.action).mistake
(True, False)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from mjcore.game.actions import Action, ActionKind
from mjcore.game.state import Phase
from mjcore.game.view import PlayerView
from mjcore.game.worth import DecisionKind, Option, evaluate
from mjcore.i18n import Message
from mjcore.tiles import Tile

#: A decision is a mistake when it gives up at least this many points of worth ...
MISTAKE = 3.0
#: ... and at least this share of the best option's worth (early in a hand every choice is cheap).
MISTAKE_SHARE = 0.1


class Category(Enum):
    """What a mistake is about (the review counts them by these)."""

    EFFICIENCY = "efficiency"
    VALUE = "value"
    CLAIMS = "claims"
    DEFENCE = "defence"


@dataclass(frozen=True, slots=True)
class Verdict:
    """One decision judged: the option taken, the best, the cost (worth given up, in points of
    percent), whether that is a mistake, and what it is about."""

    played: Option
    best: Option
    cost: float
    mistake: bool
    category: Category
    kind: DecisionKind
    #: The discard (or kong's tile) a claim decision is about.
    claimed: Tile | None = None

    @property
    def agrees(self) -> bool:
        """As good as the best (a near-tie counts as agreeing)."""
        return not self.mistake

    def reason(self) -> Message:
        """Why the option taken is right, or what the best one gains over it (the same numbers)."""
        if not self.mistake:
            return Message.join([Message("coach.verdict.good"), explain(self.played)], ": ")
        return Message.of("coach.verdict.worse", played=option_words(self.played), best=option_words(self.best),
                          cost=_points(self.cost), why=_why(self))


@dataclass(frozen=True, slots=True)
class Assessment:
    """Every option of one decision, best first (see the module's notes)."""

    seat: int
    kind: DecisionKind
    options: tuple[Option, ...]
    minimum: bool = False
    claimed: Tile | None = None
    _by_action: dict[Action, Option] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        self._by_action.update({o.action: o for o in reversed(self.options)})

    @property
    def best(self) -> Option:
        return self.options[0]

    def option(self, action: Action) -> Option:
        """The option of ``action`` (a false mahjong or an unknown action: the worst option)."""
        return self._by_action.get(action, self.options[-1])

    def verdict(self, action: Action) -> Verdict:
        """``action`` judged against the best option."""
        played, best = self.option(action), self.best
        cost = max(0.0, round(best.worth - played.worth, 2))
        mistake = cost >= MISTAKE and cost >= MISTAKE_SHARE * best.worth
        return Verdict(played, best, cost, mistake, _category(self.kind, played, best), self.kind, self.claimed)

    def reason(self) -> Message:
        """Why the best option is best, in words; where a faster option was passed over (for
        safety or for value), why not that one."""
        best = self.best
        fastest = max(self.options, key=lambda o: (o.is_win, o.speed))
        if fastest.action == best.action or best.is_win:
            return explain(best)
        verdict = self.verdict(fastest.action)
        if not verdict.mistake:
            return explain(best)
        return Message.join([explain(best), Message.of("coach.why.instead", other=option_words(fastest), why=_why(verdict))],
                            "; ")


def assess(view: PlayerView) -> Assessment:
    """Every option of ``view``'s decision, ranked by worth (see the module's notes).

    Ties keep the order of the analysis (fewest steps, most useful tiles, the tile the analysis
    ranks first), so the same position always gets the same advice."""
    kind, options = evaluate(view)
    ranked = sorted(enumerate(options), key=lambda io: (-io[1].worth, io[1].shanten, -io[1].useful, io[0]))
    claimed = view.tile if view.phase in (Phase.CLAIM, Phase.ROB) else None
    return Assessment(view.seat, kind, tuple(o for _, o in ranked), view.rules.minimum > 0, claimed)


# -- words ---------------------------------------------------------------------------------------
def _points(value: float) -> str:
    return f"{value:.0f}"


def option_words(option: Option) -> Message:
    """The option itself: "discard 5p", "pung, then discard 9s", "pass"."""
    action = option.action
    if action.kind is ActionKind.DISCARD:
        return Message.of("coach.option.discard", tile=action.tile)
    if action.kind.is_claim and option.then is not None:
        return Message.of("coach.option.claim", set=Message(f"game.set.{action.kind.name.lower()}"), tile=option.then)
    return Message(f"coach.option.{action.kind.name.lower()}")


def explain(option: Option) -> Message:
    """What an option leaves, in words, from its own numbers (the numbers and the minimum are left
    out of a child's text: :meth:`~mjcore.i18n.Message.for_adults`)."""
    if option.is_win:
        return Message("coach.why.win")
    adults = Message.for_adults
    parts: list[Message] = []
    if option.shanten == 0:
        if option.waits:
            parts.append(Message.of("coach.why.ready", waits=option.waits, left=option.waits_left))
        if option.short:
            parts.append(adults(Message.of("coach.why.short", waits=option.short)))
    else:
        parts.append(Message.of("coach.why.away", away=option.shanten, useful=option.useful))
    if option.plan is not None:
        parts.append(adults(Message.of("coach.why.plan", plan=option.plan)))
    parts.append(adults(Message.of("coach.why.chance", chance=_points(100 * option.win))))
    if option.danger >= 0.01:
        parts.append(Message.of("coach.why.danger", danger=_points(100 * option.danger)))
    return Message.join(parts, "; ")


def _why(verdict: Verdict) -> Message:
    """The part of the cost that matters most, in words (``tile``: the tile the option let go or
    kept, for a child's sentence)."""
    played, best = verdict.played, verdict.best
    if best.is_win:
        return Message("coach.because.win")
    category = verdict.category
    if verdict.kind is DecisionKind.CLAIM and verdict.claimed is not None:
        if best.action.kind.is_claim and not played.action.kind.is_claim:
            return Message.of("coach.because.take", tile=verdict.claimed, why=_numbers_why(played, best, verdict.cost))
        if played.action.kind.is_claim and not best.action.kind.is_claim:
            return Message.of("coach.because.leave", tile=verdict.claimed, why=_numbers_why(played, best, verdict.cost))
    tile = played.then if played.then is not None else played.action.tile
    if category is Category.DEFENCE or (played.danger - best.danger) * 100 >= verdict.cost / 2:
        return Message.of("coach.because.danger", played=_points(100 * played.danger), best=_points(100 * best.danger),
                          tile=tile)
    if category is Category.VALUE:
        if played.short and not played.waits:
            return Message.for_adults(Message.of("coach.because.short", waits=played.short))
        if best.plan is not None:
            return Message.for_adults(Message.of("coach.because.plan", plan=best.plan))
        return Message.for_adults(Message("coach.because.value"))
    kept = best.then if best.then is not None else best.action.tile
    if played.shanten > best.shanten:
        key = "coach.because.unready" if best.shanten == 0 else "coach.because.slower"
        return Message.of(key, played=played.shanten, best=best.shanten, tile=kept)
    return Message.of("coach.because.fewer", played=played.useful, best=best.useful, tile=kept)


def _numbers_why(played: Option, best: Option, cost: float) -> Message:
    """The plain comparison of two options (danger, value, steps or useful tiles)."""
    if (played.danger - best.danger) * 100 >= cost / 2:
        return Message.of("coach.because.danger", played=_points(100 * played.danger), best=_points(100 * best.danger),
                          tile=played.then)
    if played.shanten > best.shanten:
        key = "coach.because.unready" if best.shanten == 0 else "coach.because.slower"
        return Message.of(key, played=played.shanten, best=best.shanten, tile=best.then)
    if best.win - best.speed > played.win - played.speed:
        return Message("coach.because.value")
    return Message.of("coach.because.fewer", played=played.useful, best=best.useful, tile=best.then)


def _category(kind: DecisionKind, played: Option, best: Option) -> Category:
    """What the cost is about: a claim or a pass; else the largest part of it — danger, value
    (the chance lost to the minimum), or speed."""
    if kind is not DecisionKind.TURN or played.action.kind in (ActionKind.PASS, ActionKind.CHOW, ActionKind.PUNG):
        return Category.CLAIMS
    defence = (played.danger - best.danger) * 100
    speed = (best.speed - played.speed) * 100
    value = (best.win - played.win) * 100 - speed
    if best.is_win:
        return Category.VALUE if played.shanten >= 0 else Category.EFFICIENCY
    parts = {Category.DEFENCE: defence, Category.EFFICIENCY: speed, Category.VALUE: value}
    return max(parts, key=lambda c: parts[c])


__all__ = ["MISTAKE", "MISTAKE_SHARE", "Assessment", "Category", "DecisionKind", "Option", "Verdict", "assess", "explain",
           "option_words"]
