"""The step machine: :func:`apply` one action to a state, :func:`first_hand` to start a game.

Draws, bonus-tile replacements, the deal and the end of a hand happen inside a step; a
player is asked only where there is a choice (:mod:`mjcore.game.legal`). A step copies the
state into a mutable ``_Step``, changes it and freezes it again: the old state is untouched.
Where the seeds leave a choice the engine says what it does:

- Only an added kong can be robbed (001: a concealed kong cannot be seen, a melded one is
  cancelled by the mahjong claim that has priority).
- A false mahjong in a claim window counts as a pass once its penalty is paid.

>>> from mjcore.game.actions import Action
>>> from mjcore.game.state import new_game
>>> state = new_game("kids2p", seed=3)
>>> after = apply(state, Action.discard(0, Tile.M2))
>>> after.turn, [e.kind.value for e in after.events(state.event_count)]
(1, ['discard', 'draw'])
"""

from __future__ import annotations

import random
from dataclasses import replace

from mjcore.game.actions import Action, ActionKind
from mjcore.game.claims import resolve
from mjcore.game.errors import IllegalActionError
from mjcore.game.events import Event, EventKind
from mjcore.game.legal import claim_options, legal_actions, may_declare
from mjcore.game.rules import Deal, FalseMahjong, GameRules
from mjcore.game.settle import next_deal, settle
from mjcore.game.state import (
    Declared,
    GameState,
    HandResult,
    Log,
    Pending,
    Phase,
    PlayerTiles,
)
from mjcore.game.wall import DiceRoll, build_wall, deal_plan
from mjcore.game.win import check_win
from mjcore.hand import Meld
from mjcore.i18n import Message
from mjcore.tiles import WINDS, Tile


def apply(state: GameState, action: Action) -> GameState:
    """The state after ``action``; :class:`IllegalActionError` if it is not allowed
    (a false mahjong, where the rule set allows one, is paid for instead)."""
    legal = legal_actions(state, action.seat if action.seat >= 0 else state.dealer)
    step = _Step.of(state)
    step.actions = (step.actions, action)
    step.action_count += 1
    if action in legal:
        step.act(action)
    elif action.kind is ActionKind.MAHJONG and may_declare(state, action.seat):
        step.false_mahjong(action.seat)
    else:
        raise IllegalActionError("error.game.illegal", action=action.code, phase=Message(f"game.phase.{state.phase.value}"))
    return step.freeze()


def first_hand(rules: GameRules, seed: int, max_hands: int | None, seating: tuple[int, ...], dealer_pos: int) -> GameState:
    """A new game (checked by :func:`~mjcore.game.state.new_game`) with its first hand dealt."""
    step = _Step(rules, seed, max_hands, seating, dealer_pos)
    step.start_hand()
    return step.freeze()


def _less(tiles: tuple[Tile, ...], *gone: Tile) -> tuple[Tile, ...]:
    """``tiles`` without one copy of each of ``gone``, sorted (as a concealed hand is kept)."""
    rest = list(tiles)
    for tile in gone:
        rest.remove(tile)
    return tuple(sorted(rest))


def _plus(tiles: tuple[Tile, ...], *more: Tile) -> tuple[Tile, ...]:
    """``tiles`` and ``more``, sorted."""
    return tuple(sorted(tiles + more))


class _Step:
    """A game being changed by one action: the fields of a :class:`GameState`, mutable, until
    :meth:`freeze` makes a state of them again."""

    def __init__(self, rules: GameRules, seed: int, max_hands: int | None, seating: tuple[int, ...],
                 dealer_pos: int) -> None:
        """A table before its first hand (:meth:`start_hand` deals it)."""
        self.rules, self.seed, self.max_hands = rules, seed, max_hands
        self.hand_no, self.round_no, self.seating, self.dealer_pos = 0, 0, seating, dealer_pos
        self.scores = (0,) * len(seating)
        self.actions: Log[Action] | None = None
        self.events: Log[Event] | None = None
        self.action_count = self.event_count = self.hand_event_start = 0
        # the hand
        self.wall: tuple[Tile, ...] = ()
        self.front = self.back = 0
        self.dice: DiceRoll | None = None  # thrown when a hand is dealt
        self.players = [PlayerTiles()] * len(seating)
        self.phase = Phase.HAND_OVER
        self.turn = seating[dealer_pos]
        self.tile: Tile | None = None
        self.must_discard = self.after_kong = False
        self.pending: tuple[Pending, ...] = ()
        self.result: HandResult | None = None
        self.turns = 0

    @classmethod
    def of(cls, state: GameState) -> _Step:
        """``state``, to be changed."""
        step = cls(state.rules, state.seed, state.max_hands, state.seating, state.dealer_pos)
        step.hand_no, step.round_no, step.scores = state.hand_no, state.round_no, state.scores
        step.actions, step.events = state._actions, state._events
        step.action_count, step.event_count, step.hand_event_start = state.action_count, state.event_count, state.hand_event_start
        step.wall, step.front, step.back, step.dice = state.wall, state.front, state.back, state.dice
        step.players = list(state.players)
        step.phase, step.turn, step.tile = state.phase, state.turn, state.tile
        step.must_discard, step.after_kong = state.must_discard, state.after_kong
        step.pending, step.result, step.turns = state.pending, state.result, state.turns
        return step

    # plumbing
    def freeze(self) -> GameState:
        assert self.dice is not None, "no hand was dealt"
        return GameState(
            rules=self.rules, seed=self.seed, max_hands=self.max_hands, hand_no=self.hand_no, round_no=self.round_no,
            seating=self.seating, dealer_pos=self.dealer_pos, scores=self.scores, wall=self.wall, front=self.front,
            back=self.back, dice=self.dice, players=tuple(self.players), phase=self.phase, turn=self.turn,
            tile=self.tile, must_discard=self.must_discard, after_kong=self.after_kong, pending=self.pending,
            result=self.result, turns=self.turns, _actions=self.actions, _events=self.events,
            action_count=self.action_count, event_count=self.event_count, hand_event_start=self.hand_event_start,
        )

    def view(self) -> GameState:
        """The state as it is now (to ask the legal moves and the win checks)."""
        return self.freeze()

    def emit(self, event: Event) -> None:
        self.events = (self.events, event)
        self.event_count += 1

    def next_player(self, player: int) -> int:
        return self.seating[(self.seating.index(player) + 1) % len(self.seating)]

    # applying an action
    def act(self, action: Action) -> None:
        """Apply a legal ``action``."""
        kind, seat = action.kind, action.seat
        if kind is ActionKind.NEXT_HAND:
            self.next_hand()
        elif self.phase is not Phase.TURN:
            self.answer(action)
        elif kind is ActionKind.MAHJONG:
            assert self.tile is not None, "a self-drawn win is on the tile drawn"
            self.win(seat, self.tile, self_drawn=True)
        else:
            tile = action.tile
            assert tile is not None, "a discard or a kong names its tile"
            if kind is ActionKind.DISCARD:
                self.discard(seat, tile)
            elif kind is ActionKind.CONCEALED_KONG:
                self.concealed_kong(seat, tile)
            elif kind is ActionKind.ADDED_KONG:
                self.added_kong(seat, tile)

    # -- hands -------------------------------------------------------------------------------
    def start_hand(self) -> None:
        rules = self.rules
        rng = random.Random(f"{self.seed}:{self.hand_no}")
        dealer = self.seating[self.dealer_pos]
        dealer_seat = rules.table_seats[self.dealer_pos]
        setup = build_wall(rng, rules, dealer_seat)
        self.wall, self.front, self.back, self.dice = setup.order, 0, len(setup.order), setup.dice
        self.players = [PlayerTiles() for _ in self.seating]
        self.phase, self.pending, self.result, self.turns = Phase.TURN, (), None, 0
        self.must_discard = self.after_kong = False
        self.hand_event_start = self.event_count
        self.emit(Event(EventKind.HAND_START, seat=dealer, value=self.hand_no, tile=WINDS[self.round_no % 4]))
        self.emit(Event(EventKind.DICE, seat=dealer, data=setup.dice))
        order = [self.seating[(self.dealer_pos + i) % len(self.seating)] for i in range(len(self.seating))]
        dealt: dict[int, list[Tile]] = {p: [] for p in order}
        for offset, count in deal_plan(rules):
            dealt[order[offset]] += self.wall[self.front : self.front + count]
            self.front += count
        for player in order:
            self.players[player] = replace(self.players[player], concealed=tuple(sorted(dealt[player])))
            self.emit(Event(EventKind.DEAL, seat=player, tiles=tuple(dealt[player])))
        last = dealt[dealer][-1]  # the dealer's "drawn" tile when the deal gives 14
        for player in order:  # bonus tiles replaced in turn order, from the dealer (001)
            while True:
                flowers = [t for t in self.players[player].concealed if t.is_bonus]
                if not flowers:
                    break
                for flower in flowers:
                    replacement = self.replace_bonus(player, flower)
                    if replacement is None:
                        return
                    if player == dealer:
                        last = replacement
        if rules.deal is Deal.DEALER_STACK:
            self.phase, self.turn, self.tile = Phase.TURN, dealer, last
        else:
            self.draw(dealer)

    def replace_bonus(self, player: int, flower: Tile) -> Tile | None:
        """Set a bonus tile aside and take a replacement from the back (``None``: the wall ran out)."""
        tiles = self.players[player]
        self.players[player] = replace(tiles, concealed=_less(tiles.concealed, flower), bonus=tiles.bonus + (flower,))
        self.emit(Event(EventKind.BONUS, seat=player, tile=flower))
        if self.back - self.front <= self.rules.reserve:
            self.exhausted()
            return None
        self.back -= 1
        tile = self.wall[self.back]
        self.players[player] = replace(self.players[player], concealed=_plus(self.players[player].concealed, tile))
        self.emit(Event(EventKind.DRAW, seat=player, tile=tile, note="replacement"))
        return tile

    def draw(self, player: int, *, replacement: bool = False) -> None:
        """``player`` takes a tile (from the back for a kong), bonus tiles replaced, then plays."""
        if self.back - self.front <= self.rules.reserve:
            self.exhausted()
            return
        if replacement:
            self.back -= 1
            tile = self.wall[self.back]
        else:
            tile = self.wall[self.front]
            self.front += 1
        self.players[player] = replace(self.players[player], concealed=_plus(self.players[player].concealed, tile))
        self.emit(Event(EventKind.DRAW, seat=player, tile=tile, note="replacement" if replacement else "wall"))
        after_kong = replacement
        while tile.is_bonus:
            bonus_replacement = self.replace_bonus(player, tile)
            if bonus_replacement is None:
                return
            # a bonus tile's replacement keeps what the draw was: after a kong it is still the
            # kong's replacement; otherwise a win on it is an ordinary self-drawn win
            tile = bonus_replacement
        self.phase, self.turn, self.tile = Phase.TURN, player, tile
        self.must_discard, self.after_kong, self.pending = False, after_kong, ()

    def discard(self, player: int, tile: Tile) -> None:
        tiles = self.players[player]
        self.players[player] = replace(tiles, concealed=_less(tiles.concealed, tile), discards=tiles.discards + (tile,))
        self.turns += 1
        self.emit(Event(EventKind.DISCARD, seat=player, tile=tile))
        self.phase, self.turn, self.tile, self.must_discard, self.after_kong = Phase.CLAIM, player, tile, False, False
        state = self.view()
        pending: list[Pending] = []
        for other in state.order_from(player)[1:]:
            options = claim_options(state, other, tile, player)
            if options:
                pending.append((other, None, options))
        self.pending = tuple(pending)
        if not pending:
            self.draw(self.next_player(player))

    def answer(self, action: Action) -> None:
        self.pending = tuple((p, action if p == action.seat else a, o) for p, a, o in self.pending)
        if any(a is None for _, a, _ in self.pending):
            return
        claims = [a for _, a, _ in self.pending if a is not None]
        discarder, tile = self.turn, self.tile
        assert tile is not None, "a claim window has its tile"
        best = resolve(claims, discarder, self.seating)
        if self.phase is Phase.ROB:
            if best is not None and best.kind is ActionKind.MAHJONG:
                self.win(best.seat, tile, self_drawn=False, discarder=discarder, robbing=True)
            else:
                self.finish_added_kong(discarder, tile)
            return
        if best is None:
            self.draw(self.next_player(discarder))
            return
        if best.kind is ActionKind.MAHJONG:
            self.win(best.seat, tile, self_drawn=False, discarder=discarder)
            return
        claimer = best.seat
        if best.kind is ActionKind.CHOW:
            assert best.tile is not None, "a chow names its lowest tile"
            meld = Meld.chow(best.tile)
        elif best.kind is ActionKind.PUNG:
            meld = Meld.pung(tile)
        else:
            meld = Meld.kong(tile)
        self.take_discard(discarder)
        tiles = self.players[claimer]
        used = list(meld.tiles)
        used.remove(tile)
        self.players[claimer] = replace(tiles, concealed=_less(tiles.concealed, *used),
                                        declared=tiles.declared + (Declared(meld, discarder, tile),))
        self.emit(Event(EventKind.CLAIM, seat=claimer, tile=tile, other=discarder, note=meld.kind.value, tiles=meld.tiles))
        self.pending = ()
        if meld.is_kong:
            self.draw(claimer, replacement=True)
        else:
            self.phase, self.turn, self.tile, self.must_discard, self.after_kong = Phase.TURN, claimer, None, True, False

    def take_discard(self, discarder: int) -> None:
        """The last discard leaves its pond (claimed for a set or the win)."""
        tiles = self.players[discarder]
        self.players[discarder] = replace(tiles, discards=tiles.discards[:-1])

    def concealed_kong(self, player: int, tile: Tile) -> None:
        tiles = self.players[player]
        declared = tiles.declared + (Declared(Meld.kong(tile, open=False)),)
        self.players[player] = replace(tiles, concealed=_less(tiles.concealed, tile, tile, tile, tile), declared=declared)
        self.emit(Event(EventKind.KONG, seat=player, tile=tile, note="concealed"))
        self.draw(player, replacement=True)

    def added_kong(self, player: int, tile: Tile) -> None:
        """Declare an added kong; players who could win on its tile may rob it first."""
        if self.rules.robbing_kong:
            self.phase, self.tile, self.turn = Phase.ROB, tile, player
            state = self.view()
            pending: list[Pending] = []
            for other in state.order_from(player)[1:]:
                if not self.players[other].dead and check_win(state, other, tile, self_drawn=False, discarder=player,
                                                                robbing=True).valid:
                    pending.append((other, None, (Action.mahjong(other),)))
            if pending:
                self.pending = tuple(pending)
                self.emit(Event(EventKind.KONG, seat=player, tile=tile, note="adding"))
                return
        self.finish_added_kong(player, tile)

    def finish_added_kong(self, player: int, tile: Tile) -> None:
        tiles = self.players[player]
        declared = list(tiles.declared)
        index = next(i for i, d in enumerate(declared) if d.meld.is_pung and d.meld.first == tile)
        declared[index] = replace(declared[index], meld=Meld.kong(tile), added=True)
        self.players[player] = replace(tiles, concealed=_less(tiles.concealed, tile), declared=tuple(declared))
        self.emit(Event(EventKind.KONG, seat=player, tile=tile, note="added"))
        self.pending = ()
        self.draw(player, replacement=True)

    def win(self, player: int, tile: Tile, *, self_drawn: bool, discarder: int | None = None, robbing: bool = False) -> None:
        state = self.view()
        check = check_win(state, player, tile, self_drawn=self_drawn, discarder=discarder, robbing=robbing)
        score = check.score
        assert score is not None, "only a mahjong that stands wins"
        deltas = settle(state, player, score, discarder)
        if robbing:  # the kong's tile leaves the declarer's hand
            assert discarder is not None, "a robbed kong has its declarer"
            tiles = self.players[discarder]
            self.players[discarder] = replace(tiles, concealed=_less(tiles.concealed, tile))
        elif not self_drawn:
            assert discarder is not None, "a claimed win has its discarder"
            self.take_discard(discarder)
        if not self_drawn:
            self.players[player] = replace(self.players[player], concealed=_plus(self.players[player].concealed, tile))
        winner = self.players[player]
        whole = winner.concealed + tuple(t for d in winner.declared for t in d.meld.tiles)
        self.emit(Event(EventKind.WIN, seat=player, tile=tile, tiles=whole, other=discarder, value=score.total,
                        note="robbing" if robbing else ("self_drawn" if self_drawn else "discard"), data=score))
        self.end_hand(HandResult(player, deltas, tile, self_drawn, discarder, robbing, score))

    def exhausted(self) -> None:
        self.emit(Event(EventKind.EXHAUSTED))
        self.end_hand(HandResult(None, (0,) * len(self.seating)))

    def false_mahjong(self, player: int) -> None:
        """A mahjong that does not stand: the penalty of the rule set and a dead hand."""
        rules = self.rules
        tiles = self.players[player]
        state = self.view()
        if self.phase is Phase.TURN:
            check = check_win(state, player, self.tile, self_drawn=True)
        else:
            check = check_win(state, player, self.tile, self_drawn=False, discarder=self.turn,
                              robbing=self.phase is Phase.ROB)
        if tiles.dead:
            why = "dead_hand"
        elif check.complete:
            why = "below_minimum"
        else:
            why = "not_winning"
        penalty = 0
        if rules.false_mahjong is FalseMahjong.PENALTY:
            penalty = rules.false_penalty[0] if why == "below_minimum" else rules.false_penalty[1]
            others = len(self.seating) - 1
            self.scores = tuple(s - penalty * others if p == player else s + penalty for p, s in enumerate(self.scores))
        self.players[player] = replace(tiles, dead=True, exposed=tiles.exposed or rules.false_mahjong is FalseMahjong.EXPOSED)
        self.emit(Event(EventKind.FALSE_MAHJONG, seat=player, value=penalty, note=why))
        if self.phase in (Phase.CLAIM, Phase.ROB):
            self.answer(Action.pass_(player))

    def end_hand(self, result: HandResult) -> None:
        self.result = result
        self.scores = tuple(s + d for s, d in zip(self.scores, result.deltas))
        self.phase, self.pending = Phase.HAND_OVER, ()
        self.emit(Event(EventKind.HAND_END, seat=result.winner, data=result.deltas))
        _seating, _dealer_pos, round_no = next_deal(self.view())
        finished = self.max_hands is not None and self.hand_no + 1 >= self.max_hands
        if self.rules.rounds is not None and round_no >= self.rules.rounds:
            finished = True
        if finished:
            self.phase = Phase.GAME_OVER
            self.emit(Event(EventKind.GAME_END, data=self.scores))

    def next_hand(self) -> None:
        self.seating, self.dealer_pos, self.round_no = next_deal(self.view())
        self.hand_no += 1
        self.start_hand()


__all__ = ["apply", "first_hand"]
