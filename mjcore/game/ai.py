"""Opponents that explain themselves: four levels, every decision with a reason in words.

=============  ======================================================================
level          how it plays
=============  ======================================================================
random         any legal action, picked at random (a yardstick, not an opponent)
beginner       like a child learning (000:256-266): keeps pairs and neighbours, throws
               lonely tiles first, loves dragons and kongs, claims whenever the rules
               allow it — and sometimes does not notice a claim or even a win
intermediate   counts: the discard that leaves the fewest tiles to ready (shanten) and
               the most useful tiles; claims a set only when it brings the hand closer
advanced       the coach's choice (:mod:`mjcore.game.coach`): every option ranked by its
               chance to win the hand — speed looking further than one step, the value a
               win must reach (the rule set's minimum), the danger of handing an opponent
               the win — the same judgement as the hint and the review
=============  ======================================================================

:func:`choose` reads a :class:`~mjcore.game.view.PlayerView` only (no peeking) and a
seeded ``random.Random`` (only ``random`` and ``beginner`` use it), and returns a
:class:`Decision`: the action and its reason, a :class:`~mjcore.i18n.Message` shown in
Russian or English (tiles in notation; the children's words in the kids' rule sets):

>>> from mjcore.game.state import new_game
>>> from mjcore.game.view import view
>>> state = new_game("kids2p", seed=4)
>>> decision = choose(view(state, 0), "intermediate")
>>> decision.action.kind.name, decision.text("en").startswith("throw away")
('DISCARD', True)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from mjcore.analysis import rank_discards
from mjcore.game.actions import Action, ActionKind
from mjcore.game.coach import assess
from mjcore.game.errors import GameError, SimulationError
from mjcore.game.rules import GameRules
from mjcore.game.state import Phase
from mjcore.game.view import PlayerView
from mjcore.game.win import score_hand
from mjcore.hand import Hand
from mjcore.i18n import Message
from mjcore.scoring import WinContext
from mjcore.shanten import shanten_of_counts
from mjcore.tiles import Tile

#: The levels, weakest first.
LEVELS = ("random", "beginner", "intermediate", "advanced")

#: How often a beginner lets a chance go: (a win on a discard, a pung or kong, a chow).
BEGINNER_MISSES = (0.1, 0.3, 0.5)


@dataclass(frozen=True, slots=True)
class Decision:
    """An action and why it was chosen; ``claimed`` is the discard a claim takes."""

    action: Action
    reason: Message
    claimed: Tile | None = None
    kids: bool = False

    def text(self, lang: str | None = None, *, tile_names: bool = False) -> str:
        """``'discard 9p: still one tile from ready, 16 tiles improve the hand'`` (``tile_names``:
        the tiles by their children's names, for the kids' table on screen)."""
        what = self.action.describe(lang, claimed=self.claimed, kids=self.kids, tile_names=tile_names)
        return f"{what}: {self.reason.text(lang, tiles='kids' if tile_names else 'code', kids=self.kids)}"


def choose(view: PlayerView, level: str = "advanced", rng: random.Random | None = None) -> Decision:
    """The decision of a ``level`` player for the view (one of :data:`LEVELS`)."""
    if level not in LEVELS:
        raise SimulationError("error.game.unknown_level", level=level, known=", ".join(LEVELS))
    if not view.legal:
        raise GameError("error.game.nothing_to_do", seat=view.seat)
    rng = rng if rng is not None else random.Random(0)
    kids = view.rules.kids_words
    claimed = view.tile if view.phase in (Phase.CLAIM, Phase.ROB) else None
    if view.legal[0].kind is ActionKind.NEXT_HAND:
        return Decision(view.legal[0], Message("game.reason.next_hand"), None, kids)
    if level == "random":
        action, reason = rng.choice(view.legal), Message("game.reason.random")
    elif level == "beginner":
        action, reason = _beginner(view, rng)
    elif level == "advanced":
        advice = assess(view)
        action, reason = advice.best.action, advice.reason()
    else:
        action, reason = _intermediate(view)
    return Decision(action, reason, claimed, kids)


def _find(legal: Sequence[Action], *kinds: ActionKind) -> list[Action]:
    return [a for a in legal if a.kind in kinds]


def _win_reason(view: PlayerView) -> Message:
    return Message("game.reason.win")


# -- the beginner -------------------------------------------------------------------------------
def _beginner(view: PlayerView, rng: random.Random) -> tuple[Action, Message]:
    legal = view.legal
    seat = view.seat
    if view.phase is Phase.TURN:
        if _find(legal, ActionKind.MAHJONG):
            return Action.mahjong(seat), _win_reason(view)
        kongs = _find(legal, ActionKind.CONCEALED_KONG, ActionKind.ADDED_KONG)
        if kongs:
            return kongs[0], Message("game.reason.beginner.kong")
        tile, key = _child_discard(view.counts(), rng)
        return Action.discard(seat, tile), Message.of(key, tile=tile)
    win_miss, set_miss, chow_miss = BEGINNER_MISSES
    if _find(legal, ActionKind.MAHJONG):
        if rng.random() >= win_miss:
            return Action.mahjong(seat), _win_reason(view)
        return Action.pass_(seat), Message("game.reason.beginner.missed")
    for action in _find(legal, ActionKind.KONG, ActionKind.PUNG) + _find(legal, ActionKind.CHOW):
        miss = chow_miss if action.kind is ActionKind.CHOW else set_miss
        if rng.random() >= miss:
            return action, Message.of("game.reason.beginner.claim", set=Message(f"game.set.{action.kind.name.lower()}"))
        return Action.pass_(seat), Message("game.reason.beginner.missed")
    return Action.pass_(seat), Message("game.reason.pass")


def _child_discard(counts: Sequence[int], rng: random.Random) -> tuple[Tile, str]:
    """The tile a child lets go: no pair, no neighbour first; dragons kept longest."""
    best: tuple[float, int] | None = None
    lonely = False
    for k in range(34):
        c = counts[k]
        if not c:
            continue
        value = 10.0 * (c - 1)
        near = far = 0
        if k < 27:
            low = k - k % 9
            near = sum(counts[j] for j in (k - 1, k + 1) if low <= j <= low + 8)
            far = sum(counts[j] for j in (k - 2, k + 2) if low <= j <= low + 8)
            value += 4 * min(near, 2) + 2 * min(far, 1)
        elif k >= 31:
            value += 3  # children keep their dragons (000:250)
        value += rng.random()
        if best is None or value < best[0]:
            best = (value, k)
            lonely = c == 1 and not near and not far
    assert best is not None
    return Tile(best[1]), "game.reason.beginner.lonely" if lonely else "game.reason.beginner.weak"


# -- intermediate ---------------------------------------------------------------------------------
def _intermediate(view: PlayerView) -> tuple[Action, Message]:
    """Speed alone, with every copy assumed unseen but one's own: the first discard of the one
    ranking (:func:`mjcore.analysis.rank_discards`), a kong that does not slow the hand, a claim
    only when it brings the hand closer."""
    seat = view.seat
    counts = view.counts()
    held = list(counts)
    for meld in view.melds:
        for t in meld.tiles:
            held[t] += 1
    unseen = [max(0, 4 - h) for h in held]
    shapes = view.rules.shapes
    melds = len(view.declared)
    if _find(view.legal, ActionKind.MAHJONG):
        return Action.mahjong(seat), _win_reason(view)
    if view.phase is Phase.ROB:
        return Action.pass_(seat), Message("game.reason.pass")
    if view.phase is Phase.CLAIM:
        return _claim(view, counts, held, unseen)
    ranked = rank_discards(list(counts), melds, held, unseen, shapes)
    best = ranked[0]
    for action in _find(view.legal, ActionKind.CONCEALED_KONG, ActionKind.ADDED_KONG):
        rest = list(counts)
        rest[action.tile] -= 4 if action.kind is ActionKind.CONCEALED_KONG else 1  # type: ignore[index]
        after = shanten_of_counts(rest, melds + (action.kind is ActionKind.CONCEALED_KONG), shapes)
        if after <= best.shanten:
            return action, Message.of("game.reason.kong", away=after)
    if best.shanten == 0:
        reason = Message.of("game.reason.discard.ready", waits=best.useful, left=best.useful_count)
    elif best.shanten == 1:
        reason = Message.of("game.reason.discard.one", useful=best.useful_count)
    else:
        reason = Message.of("game.reason.discard.far", away=best.shanten, useful=best.useful_count)
    return Action.discard(seat, best.tile), reason


def _claim(view: PlayerView, counts: list[int], held: list[int], unseen: list[int]) -> tuple[Action, Message]:
    seat, tile, shapes = view.seat, view.tile, view.rules.shapes
    assert tile is not None, "a claim window has its tile"
    melds = len(view.declared)
    base = shanten_of_counts(counts, melds, shapes)
    choices = []
    for action in _find(view.legal, ActionKind.PUNG, ActionKind.KONG, ActionKind.CHOW):
        rest = list(counts)
        if action.kind is ActionKind.CHOW:
            used = [Tile(action.tile + i) for i in range(3)]  # type: ignore[operator]
            used.remove(tile)
        else:
            used = [tile] * (3 if action.kind is ActionKind.KONG else 2)
        for t in used:
            rest[t] -= 1
        if action.kind is ActionKind.KONG:
            after, count = shanten_of_counts(rest, melds + 1, shapes), 0
            good = after <= base
        else:
            more = list(held)
            more[tile] += 1
            top = rank_discards(rest, melds + 1, more, unseen, shapes)[0]
            after, count = top.shanten, top.useful_count
            good = after < base
        if good:
            choices.append((after, -count, action))
    if not choices:
        offered = _find(view.legal, ActionKind.PUNG, ActionKind.CHOW, ActionKind.KONG)
        return Action.pass_(seat), Message("game.reason.pass.no_gain" if offered else "game.reason.pass")
    after, _, action = min(choices, key=lambda c: (c[0], c[1]))
    key = "game.reason.claim.ready" if after == 0 else "game.reason.claim.closer"
    return action, Message.of(key, set=Message(f"game.set.{action.kind.name.lower()}"), away=after)


def has_minimum(rules: GameRules) -> bool:
    """Whether a win must reach a minimum value (the scoring system's: Chinese Official 8
    points, Hong Kong 3 fan)."""
    return rules.minimum > 0


def win_counts(view: PlayerView, counts: Sequence[int], tile: Tile) -> tuple[bool, bool]:
    """Whether a win on ``tile`` with 13 concealed ``counts`` (and the viewer's sets) would
    meet the minimum: ``(on a discard, self-drawn)``."""
    concealed = tuple(Tile(k) for k in range(34) for _ in range(counts[k])) + (tile,)
    hand = Hand(concealed, view.melds, view.bonus, check_size=False)
    me = view.me
    others = [s for s in view.seats if s.player != view.seat]
    discarder = others[0].wind if others else None
    results = []
    for self_drawn in (False, True):
        context = WinContext(tile, self_drawn=self_drawn, seat_wind=me.wind, round_wind=view.round_wind,
                             discarder=None if self_drawn else discarder)
        score = score_hand(view.rules.scoring, hand, context)
        results.append(score is not None and score.meets_minimum)
    return results[0], results[1]


__all__ = ["BEGINNER_MISSES", "LEVELS", "Decision", "choose", "has_minimum", "win_counts"]
