"""The game state: immutable values, and :func:`new_game` to deal the first one.

:func:`new_game` deals the first hand; :meth:`GameState.legal_actions` lists what a player
may do (:mod:`mjcore.game.legal`); :meth:`GameState.apply` returns the next state, the old
one untouched (:mod:`mjcore.game.step`). Nothing reads a clock or the global random source:
each hand's wall comes from ``random.Random(f"{seed}:{hand}")``, so ``(rules, seed,
actions)`` replays to the same state (:mod:`mjcore.game.record`).

The phases of a hand:

- ``TURN``: ``turn`` holds 14 tiles (a kong counted as 3) and discards, declares a kong
  or mahjong. After claiming a chow or pung the player may only discard.
- ``CLAIM``: the discard waits for the answers of every player who could take it
  (``pending``); when all have answered, :func:`~mjcore.game.claims.resolve` decides.
  Players who could not take it are not asked.
- ``ROB``: an added kong waits for the players who could win on its tile (robbing the kong).
- ``HAND_OVER``: the hand is won or drawn; :meth:`Action.next_hand` deals the next one.
- ``GAME_OVER``: the last hand of the game is over.

>>> state = new_game("kids2p", seed=3)
>>> state.phase, state.turn, state.players[0].tile_count, state.wall_left
(<Phase.TURN: 'turn'>, 0, 14, 114)
>>> tile = state.players[0].concealed[0]
>>> state.apply(Action.discard(0, tile)).players[0].tile_count
13
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import Enum
from typing import TypeAlias, TypeVar

from mjcore.game.actions import Action
from mjcore.game.errors import IllegalActionError
from mjcore.game.events import Event
from mjcore.game.rules import GameRules, find_game_rules
from mjcore.game.settle import MCR_SEATING
from mjcore.game.wall import DiceRoll
from mjcore.game.win import scoring_system
from mjcore.hand import Hand, Meld
from mjcore.scoring import Score
from mjcore.tiles import WINDS, Tile


class Phase(Enum):
    TURN = "turn"
    CLAIM = "claim"
    ROB = "rob"
    HAND_OVER = "hand_over"
    GAME_OVER = "game_over"


@dataclass(frozen=True, slots=True)
class Declared:
    """A declared set: the meld, and for a claimed set who discarded the tile and which."""

    meld: Meld
    source: int | None = None
    tile: Tile | None = None
    added: bool = False


@dataclass(frozen=True, slots=True)
class PlayerTiles:
    """One player's tiles in the current hand.

    ``concealed`` is sorted; ``discards`` is the player's pond (a claimed discard leaves it);
    ``dead`` after a false mahjong; ``exposed`` when the hand must be played face up.
    """

    concealed: tuple[Tile, ...] = ()
    declared: tuple[Declared, ...] = ()
    bonus: tuple[Tile, ...] = ()
    discards: tuple[Tile, ...] = ()
    dead: bool = False
    exposed: bool = False

    @property
    def melds(self) -> tuple[Meld, ...]:
        return tuple(d.meld for d in self.declared)

    @property
    def tile_count(self) -> int:
        """Tiles in play, a kong counted as 3 (13 between turns, 14 in one's turn)."""
        return len(self.concealed) + 3 * len(self.declared)

    def counts(self) -> list[int]:
        counts = [0] * 34
        for tile in self.concealed:
            counts[tile] += 1
        return counts

    def hand(self, extra: Tile | None = None) -> Hand:
        """The :class:`~mjcore.hand.Hand` (plus ``extra``, a claimed winning tile)."""
        concealed = self.concealed + ((extra,) if extra is not None else ())
        return Hand(concealed, self.melds, self.bonus, check_size=False)


@dataclass(frozen=True, slots=True)
class HandResult:
    """How a hand ended: the winner (``None`` for a draw), how, the score, every player's gain."""

    winner: int | None
    deltas: tuple[int, ...]
    win_tile: Tile | None = None
    self_drawn: bool = False
    discarder: int | None = None
    robbing: bool = False
    score: Score | None = None


#: A player asked in a claim window or a robbing: ``(player, answer or None, the claims the
#: player may make)``.
Pending: TypeAlias = tuple[int, Action | None, tuple[Action, ...]]

_T = TypeVar("_T")
#: The history as a persistent list: ``(the list before, the last item)``, ``None`` when
#: empty, so each state shares its past with the state it came from.
Log: TypeAlias = tuple["Log[_T] | None", _T]


def _last_items(log: Log[_T] | None, count: int) -> tuple[_T, ...]:
    """The last ``count`` items of ``log``, oldest first.

    >>> _last_items((((None, "a"), "b"), "c"), 2)
    ('b', 'c')
    """
    out: list[_T] = []
    for _ in range(count):
        assert log is not None, "the log is shorter than its count"
        log, item = log
        out.append(item)
    out.reverse()
    return tuple(out)


@dataclass(frozen=True, slots=True)
class GameState:
    """A whole game (several hands) at one moment. Build with :func:`new_game`."""

    rules: GameRules
    seed: int
    max_hands: int | None
    hand_no: int
    round_no: int
    #: Players in turn order, by chair (chair 0 is table seat ``rules.table_seats[0]``).
    seating: tuple[int, ...]
    #: The chair of the dealer (East, the first player).
    dealer_pos: int
    #: Every player's total, in the order the players were given.
    scores: tuple[int, ...]
    wall: tuple[Tile, ...]
    front: int
    back: int
    dice: DiceRoll
    players: tuple[PlayerTiles, ...]
    phase: Phase
    #: TURN: who plays; CLAIM and ROB: who discarded or declared the kong.
    turn: int
    #: TURN: the tile just drawn (``None`` after a claim); CLAIM: the discard; ROB: the kong's tile.
    tile: Tile | None
    must_discard: bool
    after_kong: bool
    #: CLAIM and ROB: the players asked, in turn order.
    pending: tuple[Pending, ...]
    result: HandResult | None
    #: Discards made in this hand.
    turns: int
    _actions: Log[Action] | None = field(default=None, repr=False)
    _events: Log[Event] | None = field(default=None, repr=False)
    action_count: int = 0
    event_count: int = 0
    #: Events of the current hand start at this index.
    hand_event_start: int = 0

    # -- reading ------------------------------------------------------------------------------
    @property
    def n(self) -> int:
        return len(self.seating)

    @property
    def dealer(self) -> int:
        return self.seating[self.dealer_pos]

    @property
    def round_wind(self) -> Tile:
        return WINDS[self.round_no % 4]

    @property
    def wall_left(self) -> int:
        """Tiles that can still be drawn (the reserve of the rule set not counted)."""
        return max(0, self.back - self.front - self.rules.reserve)

    @property
    def over(self) -> bool:
        return self.phase is Phase.GAME_OVER

    def chair(self, player: int) -> int:
        return self.seating.index(player)

    def table_seat(self, player: int) -> int:
        """The seat number (1-4) of ``player``'s chair."""
        return self.rules.table_seats[self.chair(player)]

    def seat_wind(self, player: int) -> Tile:
        """East for the dealer and so on in turn order; kids keep their chair's number."""
        if self.rules.fixed_seats:
            return WINDS[self.table_seat(player) - 1]
        return self.rules.seat_wind((self.chair(player) - self.dealer_pos) % self.n)

    def next_player(self, player: int) -> int:
        return self.seating[(self.chair(player) + 1) % self.n]

    def order_from(self, player: int) -> list[int]:
        """Every player in turn order, starting with ``player``."""
        start = self.chair(player)
        return [self.seating[(start + i) % self.n] for i in range(self.n)]

    def to_act(self) -> tuple[int, ...]:
        """The players whose decision the game waits for."""
        if self.phase is Phase.TURN:
            return (self.turn,)
        if self.phase in (Phase.CLAIM, Phase.ROB):
            return tuple(p for p, answer, _ in self.pending if answer is None)
        if self.phase is Phase.HAND_OVER:
            return (self.dealer,)
        return ()

    def actions(self) -> tuple[Action, ...]:
        """Every action applied since the game began."""
        return _last_items(self._actions, self.action_count)

    def events(self, start: int = 0) -> tuple[Event, ...]:
        """Every event since the game began (or since index ``start``)."""
        if start >= self.event_count:
            return ()
        return _last_items(self._events, self.event_count - start)

    def hand_events(self) -> tuple[Event, ...]:
        return self.events(self.hand_event_start)

    # The legal moves and the step machine read this module: they are imported when used.
    def legal_actions(self, seat: int) -> tuple[Action, ...]:
        """:func:`mjcore.game.legal.legal_actions` of ``seat`` now."""
        from mjcore.game.legal import legal_actions

        return legal_actions(self, seat)

    # -- changing -----------------------------------------------------------------------------
    def apply(self, action: Action) -> GameState:
        """The state after ``action``; :class:`IllegalActionError` if it is not allowed."""
        from mjcore.game.step import apply

        return apply(self, action)


def new_game(
    rules: GameRules | str,
    seed: int | random.Random | None = None,
    *,
    max_hands: int | None = None,
    dealer: int = 0,
    **options: object,
) -> GameState:
    """A new game with the first hand dealt.

    ``seed`` is an ``int`` or a seeded ``random.Random`` (63 bits are drawn from it);
    ``max_hands`` ends the game early (``1``: a single hand); ``dealer`` is the first
    dealer (a player index); ``options`` are table switches (``open_hands``, ``flowers``).
    """
    from mjcore.game.step import first_hand

    rules = find_game_rules(rules)
    if options:
        rules = rules.with_options(**options)
    scoring_system(rules)  # fail early and clearly when the scoring system is missing
    if isinstance(seed, random.Random):
        seed = seed.getrandbits(63)
    elif seed is None:
        seed = 0
    n = rules.players
    if not 0 <= dealer < n:
        raise IllegalActionError("error.game.bad_dealer", dealer=dealer, players=n)
    seating = MCR_SEATING[0] if rules.seat_swaps else tuple(range(n))
    return first_hand(rules, int(seed), max_hands, seating, seating.index(dealer))


__all__ = [
    "Declared",
    "GameState",
    "HandResult",
    "Log",
    "Pending",
    "Phase",
    "PlayerTiles",
    "new_game",
]
