"""A frozen copy of the computer player as it was before the coach (``mjcore/game/ai.py`` at
commit bb70d61, 2026-12-04), kept unchanged so that ``make bench`` can measure the coach's
advanced player against it (issue 25: >= 60 % of decided games in mcr2p). Not used by the product.

The original notes follow.

Opponents that explain themselves: four levels, every decision with a reason in words.

=============  ======================================================================
level          how it plays
=============  ======================================================================
random         any legal action, picked at random (a yardstick, not an opponent)
beginner       like a child learning (000:256-266): keeps pairs and neighbours, throws
               lonely tiles first, loves dragons and kongs, claims whenever the rules
               allow it — and sometimes does not notice a claim or even a win
intermediate   counts: the discard that leaves the fewest tiles to ready (shanten) and
               the most useful tiles; claims a set only when it brings the hand closer
advanced       the same with the tiles it can see taken into account, plus the value of
               the hand (in rule sets with a minimum it waits only on tiles whose win
               counts, and claims only when the claim makes such a hand ready) and simple
               defence: when an opponent's open sets show a dangerous hand it throws
               safer tiles; in open play it never hands the opponent the winning tile
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
from dataclasses import dataclass, replace

from mjcore.analysis import Discard, rank_discards, useful_tiles
from mjcore.game.actions import Action, ActionKind
from mjcore.game.errors import GameError, SimulationError
from mjcore.game.rules import GameRules
from mjcore.game.state import Phase
from mjcore.game.view import PlayerView, SeatView
from mjcore.game.win import score_hand
from mjcore.hand import Hand, Meld
from mjcore.i18n import Message
from mjcore.rules import Rules
from mjcore.scoring import WinContext
from mjcore.shanten import shanten_of_counts
from mjcore.tiles import Suit, Tile

_SUIT_OF = tuple(Tile(k).suit for k in range(34))

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
    else:
        action, reason = _Thinker(view, advanced=level == "advanced").decide()
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


# -- intermediate and advanced --------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class _Option:
    tile: Tile
    shanten: int
    useful: tuple[Tile, ...]
    count: float
    rank: int  # the place in the one ranking of discards (mjcore.analysis.rank_discards)
    danger: float = 0.0
    waits: tuple[Tile, ...] = ()
    waits_left: int = 0
    worthless: bool = False  # ready, but no wait makes a win that counts


class _Thinker:
    """Shanten and useful tiles (intermediate); plus what it sees, value and defence (advanced)."""

    def __init__(self, view: PlayerView, *, advanced: bool) -> None:
        self.view = view
        self.advanced = advanced
        self.rules = view.rules
        self.shapes = view.rules.shapes
        self.counts = view.counts()
        self.melds = len(view.declared)
        self.held = list(self.counts)
        for meld in view.melds:
            for t in meld.tiles:
                self.held[t] += 1
        self.unseen = view.unseen() if advanced else [max(0, 4 - h) for h in self.held]
        self.minimum = has_minimum(view.rules)
        self._dangers: list[float] | bool | None = False
        #: Set when defence changed the choice: (reason key, the tile kept back).
        self.defence: tuple[str, Tile | None] | None = None
        #: Set when the plan of a flush changed the choice.
        self.planned: Suit | None = None
        self._plan: Suit | bool | None = False
        #: The least shanten any discard leaves (set by :meth:`turn`).
        self.fastest = 0

    # the decision
    def decide(self) -> tuple[Action, Message]:
        view = self.view
        legal = view.legal
        seat = view.seat
        if _find(legal, ActionKind.MAHJONG):
            return Action.mahjong(seat), _win_reason(view)
        if view.phase is Phase.ROB:
            return Action.pass_(seat), Message("game.reason.pass")
        if view.phase is Phase.CLAIM:
            return self.claim()
        return self.turn()

    def ranked(self) -> tuple[Discard, ...]:
        """Every discard with its shanten and useful tiles, best first: the one analysis the
        hints show too (:func:`mjcore.analysis.rank_discards`)."""
        return rank_discards(list(self.counts), self.melds, list(self.held), self.unseen, self.shapes)

    def turn(self) -> tuple[Action, Message]:
        view, seat = self.view, self.view.seat
        ranked = self.ranked()
        best = self.fastest = ranked[0].shanten
        for action in _find(view.legal, ActionKind.CONCEALED_KONG, ActionKind.ADDED_KONG):
            counts = list(self.counts)
            counts[action.tile] -= 4 if action.kind is ActionKind.CONCEALED_KONG else 1  # type: ignore[index]
            melds = self.melds + (1 if action.kind is ActionKind.CONCEALED_KONG else 0)
            after = shanten_of_counts(counts, melds, self.shapes)
            if after <= best and not (self.advanced and self._kong_feeds(action)):
                return action, Message.of("game.reason.kong", away=after)
        option = self.pick_discard(ranked)
        return Action.discard(seat, option.tile), self.discard_reason(option)

    def _kong_feeds(self, action: Action) -> bool:
        """An added kong could be robbed by an opponent the advanced player can see waiting on it."""
        if action.kind is not ActionKind.ADDED_KONG or not self.rules.robbing_kong:
            return False
        return any(action.tile in waits for waits in self._exact_waits_of_opponents().values())

    def options(self, ranked: Sequence[Discard], slack: int, *, least: int = 0) -> list[_Option]:
        """The discards whose shanten is ``least`` to ``slack`` above the best, with their useful tiles."""
        best = ranked[0].shanten
        out = []
        for rank, d in enumerate(ranked):
            if not best + least <= d.shanten <= best + slack:
                continue
            option = _Option(d.tile, d.shanten, d.useful, float(d.useful_count), rank)
            if d.shanten == 0:
                option = self.ready_option(option)
            out.append(option)
        return out

    def ready_option(self, option: _Option) -> _Option:
        """A ready hand: its waits (the useful tiles of a ready hand) and, with a minimum to
        reach, which of them count."""
        counts = list(self.counts)
        counts[option.tile] -= 1
        waits = option.useful
        left = sum(self.unseen[t] for t in waits)
        count = float(left)
        worthless = False
        if self.advanced and self.minimum and waits:
            count = 0.0
            for tile in waits:
                by_discard, by_self = self._counts_as_win(counts, tile)
                if by_discard:
                    count += self.unseen[tile]
                elif by_self:
                    count += self.unseen[tile] / max(1, len(self.view.seats))
            worthless = count == 0
        return _Option(option.tile, 0, waits, count, option.rank, waits=waits, waits_left=left, worthless=worthless)

    def _counts_as_win(self, counts: Sequence[int], tile: Tile) -> tuple[bool, bool]:
        return win_counts(self.view, counts, tile)

    def pick_discard(self, ranked: Sequence[Discard]) -> _Option:
        if not self.advanced:
            return self.options(ranked, 0)[0]  # the first of the ranking

        def steps(o: _Option) -> int:  # a ready hand whose waits cannot win is one step further
            return o.shanten + (1 if o.worthless else 0)

        options = self.options(ranked, 0)
        if self.plan() is not None or self.dangers() is not None or all(o.worthless for o in options):
            options += self.options(ranked, 1, least=1)  # one step slower may be worth it

        best_steps = min(steps(o) for o in options)
        suit = self.plan()
        if suit is not None and best_steps >= 1:
            # aiming at a flush: the tiles of the other suits go first, even one step slower
            off = [o for o in options if o.tile.is_suited and o.tile.suit is not suit and steps(o) <= best_steps + 1]
            if off:
                best = min(off, key=lambda o: (steps(o), -o.count, o.rank))
                usual = min((o for o in options if steps(o) == best_steps), key=lambda o: (-o.count, o.rank))
                if best.tile != usual.tile:
                    self.planned = suit
                options = off
                best_steps = min(steps(o) for o in options)

        def plain(pool: list[_Option]) -> _Option:
            fewest = min(steps(o) for o in pool)
            near = [o for o in pool if steps(o) == fewest]
            return min(near, key=lambda o: (-o.count, o.rank))

        choice = plain(options)
        dangers = self.dangers()
        if dangers is None:
            return choice
        options = [_with_danger(o, dangers) for o in options]
        forbidden = self.forbidden()
        safe = [o for o in options if o.tile not in forbidden]
        if safe and len(safe) < len(options):
            options = safe
            if choice.tile in forbidden:
                self.defence = ("game.reason.block", choice.tile)
        threat = dangers[34]
        defend = threat >= 2 or (threat >= 1 and self.view.wall_left < 24)
        if defend and best_steps >= 2:
            calm = [o for o in options if steps(o) <= best_steps + 1]
            picked = min(calm, key=lambda o: (round(o.danger, 2), steps(o), -o.count))
            if picked.tile != choice.tile and self.defence is None:
                self.defence = ("game.reason.defence", None)
            return picked
        fewest = min(steps(o) for o in options)
        near = [o for o in options if steps(o) == fewest]
        top = max(o.count for o in near)
        good = [o for o in near if o.count >= 0.8 * top]
        picked = min(good, key=lambda o: (o.danger if defend else 0, -o.count, o.rank))
        if defend and picked.tile != choice.tile and self.defence is None:
            self.defence = ("game.reason.defence", None)
        return picked

    def plan(self) -> Suit | None:
        """With a minimum to reach (Chinese Official, Hong Kong), the suit of a flush worth
        aiming at: the declared sets fit it and at most four concealed tiles are of other suits.
        A half flush is the commonest way to the minimum (6 of the 8 MCR points, 3 HK fan)."""
        if self._plan is not False:
            return self._plan  # type: ignore[return-value]
        found: Suit | None = None
        if self.advanced and self.minimum:
            best: tuple[int, Suit] | None = None
            for suit in (Suit.CHARACTERS, Suit.DOTS, Suit.BAMBOO):
                if any(m.first.is_suited and m.first.suit is not suit for m in self.view.melds):
                    continue
                off = sum(self.counts[k] for k in range(27) if _SUIT_OF[k] is not suit)
                if best is None or off < best[0]:
                    best = (off, suit)
            limit = self.rules.flush_off_suit
            if best is not None and limit is not None and best[0] <= limit:
                found = best[1]
        self._plan = found
        return found

    def discard_reason(self, option: _Option) -> Message:
        if self.planned is not None and self.defence is None:
            return Message.of("game.reason.plan.flush", tile=option.tile, suit=self.planned)
        if self.defence is not None:
            key, kept = self.defence
            if key == "game.reason.block":
                waiting = [s for s, w in self._exact_waits_of_opponents().items() if kept in w]
                who = Message.of("game.player_at_seat", seat=self.view.seats[waiting[0]].table_seat if waiting else 0)
                return Message.of(key, tile=option.tile, kept=kept, player=who)
            return Message.of(key, tile=option.tile)
        if option.shanten == 0:
            if option.worthless:
                return Message.of("game.reason.discard.worthless", waits=option.waits)
            if option.rank:  # not the first of the ranking: chosen for the value of its waits
                return Message.of("game.reason.discard.ready_value", waits=option.waits, left=option.waits_left)
            return Message.of("game.reason.discard.ready", waits=option.waits, left=option.waits_left)
        count = int(sum(self.unseen[t] for t in option.useful))
        if option.rank and option.shanten > self.fastest:
            return Message.of("game.reason.discard.step_back", useful=count)
        if option.shanten == 1:
            return Message.of("game.reason.discard.one", useful=count)
        return Message.of("game.reason.discard.far", away=option.shanten, useful=count)

    # claims
    def claim(self) -> tuple[Action, Message]:
        view, seat = self.view, self.view.seat
        tile = view.tile
        assert tile is not None
        base = shanten_of_counts(self.counts, self.melds, self.shapes)
        choices = []
        for action in _find(view.legal, ActionKind.PUNG, ActionKind.KONG, ActionKind.CHOW):
            counts = list(self.counts)
            if action.kind is ActionKind.CHOW:
                used = [Tile(action.tile + i) for i in range(3)]  # type: ignore[operator]
                used.remove(tile)
                meld = Meld.chow(action.tile)  # type: ignore[arg-type]
            else:
                used = [tile] * (3 if action.kind is ActionKind.KONG else 2)
                meld = Meld.kong(tile) if action.kind is ActionKind.KONG else Meld.pung(tile)
            for t in used:
                counts[t] -= 1
            if action.kind is ActionKind.KONG:
                after, count = shanten_of_counts(counts, self.melds + 1, self.shapes), 0.0
                good = after <= base
            else:
                held = list(self.held)
                held[tile] += 1
                top = rank_discards(list(counts), self.melds + 1, held, self.unseen, self.shapes)[0]
                after, count = top.shanten, float(top.useful_count)
                good = after < base
            if good and self.advanced and self.minimum:
                good = self._claim_keeps_value(counts, meld, after)
            if good:
                choices.append((after, -count, action))
        if not choices:
            offered = _find(view.legal, ActionKind.PUNG, ActionKind.CHOW, ActionKind.KONG)
            return Action.pass_(seat), Message("game.reason.pass.no_gain" if offered else "game.reason.pass")
        after, _, action = min(choices, key=lambda c: (c[0], c[1]))
        key = "game.reason.claim.ready" if after == 0 else "game.reason.claim.closer"
        return action, Message.of(key, set=Message(f"game.set.{action.kind.name.lower()}"), away=after)

    def _claim_keeps_value(self, counts: Sequence[int], meld: Meld, after: int) -> bool:
        """With a minimum to reach, claim only what makes a ready hand whose win counts, or a
        set that scores by itself (a pung of dragons or of one's own or the round's wind)."""
        tile = meld.first
        if not meld.is_chow and (tile.is_dragon or tile in (self.view.me.wind, self.view.round_wind)):
            return True
        suit = self.plan()
        if suit is not None and (tile.is_honor or tile.suit is suit):
            return True  # a set of the flush keeps the flush
        if after > 0:
            return False
        melds = self.view.melds + (meld,)
        held = list(self.held)
        if self.view.tile is not None:
            held[self.view.tile] += 1  # the claimed tile joins the set
        for option in rank_discards(list(counts), len(melds), held, self.unseen, self.shapes):
            if option.shanten != 0:
                break
            rest = list(counts)
            rest[option.tile] -= 1
            concealed = tuple(Tile(k) for k in range(34) for _ in range(rest[k]))
            for wait in option.useful:  # the waits of the ready hand
                hand = Hand(concealed + (wait,), melds, self.view.bonus, check_size=False)
                context = WinContext(wait, self_drawn=True, seat_wind=self.view.me.wind, round_wind=self.view.round_wind)
                score = score_hand(self.rules.scoring, hand, context)
                if score is not None and score.meets_minimum:
                    return True
        return False

    # defence
    def _exact_waits_of_opponents(self) -> dict[int, tuple[Tile, ...]]:
        """The waits of every opponent whose hand the advanced player can see (open play)."""
        out: dict[int, tuple[Tile, ...]] = {}
        for seat in self.view.seats:
            if seat.player == self.view.seat or seat.concealed is None or seat.dead:
                continue
            counts = [0] * 34
            for t in seat.concealed:
                counts[t] += 1
            if sum(counts) + 3 * len(seat.declared) == 13:
                out[seat.player] = _waits(counts, seat.melds, self.shapes)
        return out

    def forbidden(self) -> set[Tile]:
        """Tiles that would let a visible opponent win."""
        found: set[Tile] = set()
        for waits in self._exact_waits_of_opponents().values():
            found.update(waits)
        return found

    def dangers(self) -> list[float] | None:
        """Per kind, how likely a discard lets an opponent win (index 34: the worst threat level);
        ``None`` when nobody looks dangerous."""
        if not self.advanced:
            return None
        if self._dangers is not False:
            return self._dangers  # type: ignore[return-value]
        view = self.view
        danger = [0.0] * 34
        worst = 0.0
        for seat in view.seats:
            if seat.player == view.seat or seat.dead:
                continue
            level, flush = _threat(seat, view.wall_left)
            if seat.concealed is not None:
                continue  # seen exactly: handled by forbidden()
            if level <= 0:
                continue
            worst = max(worst, level)
            for k in range(34):
                d = _tile_danger(Tile(k), seat, self.unseen[k], flush) * level
                if d > danger[k]:
                    danger[k] = d
        result = None if worst == 0 and not self.forbidden() else danger + [worst]
        self._dangers = result
        return result


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


def _with_danger(option: _Option, dangers: list[float]) -> _Option:
    return replace(option, danger=dangers[option.tile])


def _threat(seat: SeatView, wall_left: int) -> tuple[float, Tile | None]:
    """How dangerous an opponent looks from the open sets: 0 calm, 1 watch, 2 close; and the
    suit of a flush if the open sets show one."""
    declared = len(seat.declared)
    level = 0.0
    if declared >= 3:
        level = 2.0
    elif declared == 2:
        level = 1.0 if wall_left < 40 else 0.5
    elif declared == 1 and wall_left < 20:
        level = 0.5
    suits = {m.first.suit for m in seat.melds if m.first.is_suited}
    flush = None
    if declared >= 2 and len(suits) == 1:
        flush = next(m.first for m in seat.melds if m.first.is_suited)
        level = max(level, 1.0)
    return level, flush


def _tile_danger(tile: Tile, seat: SeatView, unseen: int, flush: Tile | None) -> float:
    d = 1.0
    if tile in seat.discards:
        d *= 0.15
    if tile.is_honor:
        d *= (0.0, 0.3, 0.6, 0.9, 0.9)[min(unseen, 4)]
    elif tile.is_terminal:
        d *= 0.7
    elif tile.number in (2, 8):
        d *= 0.85
    if flush is not None:
        if tile.is_suited and tile.suit is not flush.suit:
            d *= 0.2
        elif tile.is_suited:
            d *= 1.5
    return d


def _waits(counts: Sequence[int], melds: Sequence[Meld], shapes: Rules) -> tuple[Tile, ...]:
    """The winning tiles of 13 concealed ``counts`` with declared ``melds`` (kinds whose four
    copies are all held excluded: there is no fifth) — the useful tiles of a ready hand."""
    held = list(counts)
    for meld in melds:
        for t in meld.tiles:
            held[t] += 1
    value, useful = useful_tiles(list(counts), len(melds), held, shapes)
    return useful if value == 0 else ()


__all__ = ["BEGINNER_MISSES", "LEVELS", "Decision", "choose", "has_minimum", "win_counts"]
