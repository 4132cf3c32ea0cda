"""The game state: immutable, pure, deterministic.

:func:`new_game` deals the first hand; :func:`legal_actions` lists what a player may do;
:meth:`GameState.apply` returns the next state (the old one is untouched). Nothing here
reads a clock or the global random source: each hand's wall comes from
``random.Random(f"{seed}:{hand}")``, so ``(rules, seed, actions)`` replays to the same
state (:mod:`mjcore.game.record`). Draws, bonus-tile replacements, the deal and the end
of a hand happen inside ``apply``; a player is asked only where there is a choice.

The phases of a hand:

- ``TURN``: ``turn`` holds 14 tiles (a kong counted as 3) and discards, declares a kong
  or mahjong. After claiming a chow or pung the player may only discard.
- ``CLAIM``: the discard waits for the answers of every player who could take it
  (``pending``); when all have answered, :func:`~mjcore.game.claims.resolve` decides.
  Players who could not take it are not asked.
- ``ROB``: an added kong waits for the players who could win on its tile (robbing the kong).
- ``HAND_OVER``: the hand is won or drawn; :meth:`Action.next_hand` deals the next one.
- ``GAME_OVER``: the last hand of the game is over.

Where the seeds leave a choice the engine says what it does:

- The last discard of the wall may be claimed only for mahjong (a pung or chow would leave
  a player to discard with nothing left to draw).
- A kong needs a replacement tile: with no tile left to replace it, no kong.
- Only an added kong can be robbed (001: a concealed kong cannot be seen, a melded one is
  cancelled by the mahjong claim that has priority).
- A false mahjong in a claim window counts as a pass once its penalty is paid.

>>> state = new_game("kids2p", seed=3)
>>> state.phase, state.turn, state.players[0].tile_count, state.wall_left
(<Phase.TURN: 'turn'>, 0, 14, 114)
>>> tile = state.players[0].concealed[0]
>>> state.apply(Action.discard(0, tile)).players[0].tile_count
13
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, fields
from enum import Enum
from functools import lru_cache

from mjcore.decompose import is_winning_counts
from mjcore.game.actions import Action, ActionKind
from mjcore.game.claims import resolve, set_claims
from mjcore.game.errors import IllegalActionError, ScoringUnavailableError
from mjcore.game.events import Event, EventKind
from mjcore.game.rules import Deal, FalseMahjong, GameRules, Rotation, find_game_rules
from mjcore.game.wall import DiceRoll, build_wall, deal_plan
from mjcore.hand import Hand, Meld
from mjcore.i18n import Message
from mjcore.scoring import Score, ScoringError, WinContext, find_system
from mjcore.tiles import WINDS, Tile

#: Players' seats for each round of a four-player Chinese Official game (seed 002, the
#: table "Раунд / Место"): the player (A=0 .. D=3) sitting East, South, West, North when
#: the round begins. Within a round the deal passes E -> S -> W -> N without moving chairs.
MCR_SEATING: tuple[tuple[int, ...], ...] = ((0, 1, 2, 3), (1, 0, 3, 2), (2, 3, 1, 0), (3, 2, 0, 1))


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


# -- the history: persistent lists, so each state shares its past with its parent -------------
_Log = tuple  # (previous node or None, item)


def _items(node: _Log | None) -> list[object]:
    out: list[object] = []
    while node is not None:
        node, item = node
        out.append(item)
    out.reverse()
    return out


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
    #: CLAIM and ROB: ``(player, answer or None, the claims the player may make)``, in turn order.
    pending: tuple[tuple[int, Action | None, tuple[Action, ...]], ...]
    result: HandResult | None
    #: Discards made in this hand.
    turns: int
    _actions: _Log | None = field(default=None, repr=False)
    _events: _Log | None = field(default=None, repr=False)
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
        return tuple(_items(self._actions))  # type: ignore[arg-type]

    def events(self, start: int = 0) -> tuple[Event, ...]:
        """Every event since the game began (or since index ``start``)."""
        if start >= self.event_count:
            return ()
        out: list[Event] = []
        node = self._events
        for _ in range(self.event_count - start):
            assert node is not None
            node, item = node
            out.append(item)
        out.reverse()
        return tuple(out)

    def hand_events(self) -> tuple[Event, ...]:
        return self.events(self.hand_event_start)

    def legal_actions(self, seat: int) -> tuple[Action, ...]:
        return legal_actions(self, seat)

    # -- changing -----------------------------------------------------------------------------
    def apply(self, action: Action) -> GameState:
        """The state after ``action``; :class:`IllegalActionError` if it is not allowed."""
        step = _Step(self)
        step.act(action)
        return step.freeze()


_FIELDS = tuple(f.name for f in fields(GameState))


# -- winning ---------------------------------------------------------------------------------
def scoring_system(rules: GameRules):  # type: ignore[no-untyped-def]
    """The scoring system of ``rules``; :class:`ScoringUnavailableError` when it cannot be loaded."""
    try:
        return find_system(rules.scoring)
    except (ImportError, AttributeError) as error:
        raise ScoringUnavailableError("error.game.scoring_missing", system=rules.scoring, detail=type(error).__name__) from None


@lru_cache(maxsize=4096)
def score_hand(system_name: str, hand: Hand, context: WinContext) -> Score | None:
    """The score of a winning hand under a system (``None`` if the system refuses it); cached,
    as the same hypothetical wins come back move after move."""
    try:
        return find_system(system_name).score(hand, context)
    except ScoringError:
        return None


@dataclass(frozen=True, slots=True)
class WinCheck:
    """Whether a declared mahjong would stand: the shape, the score, the minimum."""

    complete: bool
    score: Score | None

    @property
    def valid(self) -> bool:
        return self.complete and self.score is not None and self.score.meets_minimum


def win_context(state: GameState, player: int, tile: Tile, *, self_drawn: bool, discarder: int | None = None,
                robbing: bool = False) -> WinContext:
    """The :class:`~mjcore.scoring.WinContext` of ``player`` winning on ``tile`` now."""
    visible = 0
    for p in state.players:
        visible += p.discards.count(tile)
        for d in p.declared:
            visible += d.meld.tiles.count(tile)
    if not self_drawn and not robbing:
        visible -= 1  # the winning discard itself lies in the discarder's pond
    last = state.back - state.front <= state.rules.reserve and not robbing
    extra: dict[str, bool] = {}
    if _FIRST_TURN_FLAGS:  # heavenly and earthly hands, where the scoring interface knows them
        untouched = not any(p.declared for p in state.players)
        extra["heavenly"] = self_drawn and player == state.dealer and state.turns == 0 and untouched
        extra["earthly"] = (not self_drawn and not robbing and discarder == state.dealer and state.turns == 1
                            and untouched)
    return WinContext(
        win_tile=tile,
        self_drawn=self_drawn,
        seat_wind=state.seat_wind(player),
        round_wind=state.round_wind,
        last_tile=last,
        kong_replacement=self_drawn and state.after_kong,
        robbing_kong=robbing,
        fourth_tile=visible >= 3 and not robbing,
        discarder=None if discarder is None else state.seat_wind(discarder),
        **extra,
    )


_FIRST_TURN_FLAGS = {"heavenly", "earthly"} <= {f.name for f in fields(WinContext)}


def check_win(state: GameState, player: int, tile: Tile | None, *, self_drawn: bool, discarder: int | None = None,
              robbing: bool = False) -> WinCheck:
    """Check a mahjong of ``player``: self-drawn (``tile`` is in the hand) or on ``tile``."""
    tiles = state.players[player]
    counts = tiles.counts()
    if not self_drawn and tile is not None:
        counts[tile] += 1
    if tile is None or not is_winning_counts(counts, len(tiles.declared), state.rules.shapes):
        return WinCheck(False, None)
    hand = tiles.hand(None if self_drawn else tile)
    context = win_context(state, player, tile, self_drawn=self_drawn, discarder=discarder, robbing=robbing)
    return WinCheck(True, score_hand(state.rules.scoring, hand, context))


# -- what a player may do ------------------------------------------------------------------
def _can_replace(state: GameState) -> bool:
    """A kong's replacement tile is there (the reserve not counted)."""
    return state.back - state.front > state.rules.reserve


def _turn_actions(state: GameState, player: int) -> tuple[Action, ...]:
    tiles = state.players[player]
    kinds = sorted(set(tiles.concealed))
    found = [Action.discard(player, t) for t in kinds]
    if state.must_discard:
        return tuple(found)
    if not tiles.dead and check_win(state, player, state.tile, self_drawn=True).valid:
        found.insert(0, Action.mahjong(player))
    if _can_replace(state):
        counts = tiles.counts()
        found += [Action.concealed_kong(player, t) for t in kinds if counts[t] == 4]
        for d in tiles.declared:
            if d.meld.is_pung and counts[d.meld.first]:
                found.append(Action.added_kong(player, d.meld.first))
    return tuple(found)


def claim_options(state: GameState, player: int, tile: Tile, discarder: int) -> tuple[Action, ...]:
    """What ``player`` may claim ``tile`` (just discarded by ``discarder``) for, pass excluded."""
    tiles = state.players[player]
    found: list[Action] = []
    if not tiles.dead and check_win(state, player, tile, self_drawn=False, discarder=discarder).valid:
        found.append(Action.mahjong(player))
    if state.back - state.front > state.rules.reserve:  # the last discard: mahjong only
        may_chow = state.next_player(discarder) == player
        found += set_claims(tiles.counts(), tile, player, may_chow=may_chow, may_kong=_can_replace(state))
    return tuple(found)


def legal_actions(state: GameState, seat: int) -> tuple[Action, ...]:
    """Everything ``seat`` (a player, 0-based) may do now; empty when nothing is asked of it.

    A false mahjong is never listed (it is not a legal move, though the rules of some
    tables say what it costs: :class:`~mjcore.game.rules.FalseMahjong`).
    """
    if state.phase is Phase.TURN:
        return _turn_actions(state, seat) if seat == state.turn else ()
    if state.phase in (Phase.CLAIM, Phase.ROB):
        for player, answer, options in state.pending:
            if player == seat and answer is None:
                return options + (Action.pass_(seat),)
        return ()
    if state.phase is Phase.HAND_OVER:
        return (Action.next_hand(),)
    return ()


# -- starting --------------------------------------------------------------------------------
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
    empty: dict[str, object] = {
        "rules": rules,
        "seed": int(seed),
        "max_hands": max_hands,
        "hand_no": 0,
        "round_no": 0,
        "seating": seating,
        "dealer_pos": seating.index(dealer),
        "scores": (0,) * n,
        "wall": (),
        "front": 0,
        "back": 0,
        "dice": None,
        "players": (PlayerTiles(),) * n,
        "phase": Phase.HAND_OVER,
        "turn": dealer,
        "tile": None,
        "must_discard": False,
        "after_kong": False,
        "pending": (),
        "result": None,
        "turns": 0,
    }
    step = _Step(GameState(**empty))  # type: ignore[arg-type]
    step.start_hand()
    return step.freeze()


# -- one step ----------------------------------------------------------------------------------
class _Step:
    """A mutable copy of a state while one action is applied (then frozen again)."""

    def __init__(self, state: GameState) -> None:
        for name in _FIELDS:
            setattr(self, name, getattr(state, name))
        self.state = state
        self.players_list = list(state.players)

    # plumbing
    def freeze(self) -> GameState:
        self.players = tuple(self.players_list)
        return GameState(**{name: getattr(self, name) for name in _FIELDS})

    def view(self) -> GameState:
        """The state as it is now (to ask the helper functions above)."""
        return self.freeze()

    def emit(self, kind: EventKind, **values: object) -> None:
        self._events = (self._events, Event(kind, **values))  # type: ignore[arg-type]
        self.event_count += 1

    def set_player(self, player: int, **changes: object) -> None:
        current = self.players_list[player]
        values = {f: getattr(current, f) for f in ("concealed", "declared", "bonus", "discards", "dead", "exposed")}
        values.update(changes)
        if "concealed" in changes:
            values["concealed"] = tuple(sorted(values["concealed"]))  # type: ignore[arg-type]
        self.players_list[player] = PlayerTiles(**values)  # type: ignore[arg-type]

    def next_player(self, player: int) -> int:
        return self.seating[(self.seating.index(player) + 1) % len(self.seating)]

    # applying an action
    def act(self, action: Action) -> None:
        state = self.state
        legal = legal_actions(state, action.seat) if action.seat >= 0 else legal_actions(state, state.dealer)
        self._actions = (self._actions, action)  # type: ignore[assignment]
        self.action_count += 1
        if action not in legal:
            if action.kind is ActionKind.MAHJONG and self._may_declare(action.seat):
                self.false_mahjong(action.seat)
                return
            raise IllegalActionError("error.game.illegal", action=action.code, phase=Message(f"game.phase.{state.phase.value}"))
        kind = action.kind
        if kind is ActionKind.NEXT_HAND:
            self.next_hand()
        elif state.phase is Phase.TURN:
            if kind is ActionKind.DISCARD:
                self.discard(action.seat, action.tile)  # type: ignore[arg-type]
            elif kind is ActionKind.MAHJONG:
                self.win(action.seat, state.tile, self_drawn=True)  # type: ignore[arg-type]
            elif kind is ActionKind.CONCEALED_KONG:
                self.concealed_kong(action.seat, action.tile)  # type: ignore[arg-type]
            elif kind is ActionKind.ADDED_KONG:
                self.added_kong(action.seat, action.tile)  # type: ignore[arg-type]
        else:
            self.answer(action)

    def _may_declare(self, seat: int) -> bool:
        """Whether ``seat`` may shout mahjong now (rightly or not)."""
        if self.rules.false_mahjong is FalseMahjong.ILLEGAL:
            return False
        if self.phase is Phase.TURN:
            return seat == self.turn
        if self.phase in (Phase.CLAIM, Phase.ROB):
            return any(p == seat and a is None for p, a, _ in self.pending)
        return False

    # -- hands -------------------------------------------------------------------------------
    def start_hand(self) -> None:
        rules = self.rules
        rng = random.Random(f"{self.seed}:{self.hand_no}")
        dealer = self.seating[self.dealer_pos]
        dealer_seat = rules.table_seats[self.dealer_pos]
        setup = build_wall(rng, rules, dealer_seat)
        self.wall, self.front, self.back, self.dice = setup.order, 0, len(setup.order), setup.dice
        self.players_list = [PlayerTiles() for _ in self.seating]
        self.phase, self.pending, self.result, self.turns = Phase.TURN, (), None, 0
        self.must_discard = self.after_kong = False
        self.hand_event_start = self.event_count
        self.emit(EventKind.HAND_START, seat=dealer, value=self.hand_no, tile=WINDS[self.round_no % 4])
        self.emit(EventKind.DICE, seat=dealer, data=setup.dice)
        order = [self.seating[(self.dealer_pos + i) % len(self.seating)] for i in range(len(self.seating))]
        dealt: dict[int, list[Tile]] = {p: [] for p in order}
        for offset, count in deal_plan(rules):
            dealt[order[offset]] += self.wall[self.front : self.front + count]
            self.front += count
        for player in order:
            self.set_player(player, concealed=tuple(dealt[player]))
            self.emit(EventKind.DEAL, seat=player, tiles=tuple(dealt[player]))
        last = dealt[dealer][-1]  # the dealer's "drawn" tile when the deal gives 14
        for player in order:  # bonus tiles replaced in turn order, from the dealer (001)
            while True:
                flowers = [t for t in self.players_list[player].concealed if t.is_bonus]
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
        tiles = self.players_list[player]
        concealed = list(tiles.concealed)
        concealed.remove(flower)
        self.set_player(player, concealed=tuple(concealed), bonus=tiles.bonus + (flower,))
        self.emit(EventKind.BONUS, seat=player, tile=flower)
        if self.back - self.front <= self.rules.reserve:
            self.exhausted()
            return None
        self.back -= 1
        tile = self.wall[self.back]
        self.set_player(player, concealed=self.players_list[player].concealed + (tile,))
        self.emit(EventKind.DRAW, seat=player, tile=tile, note="replacement")
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
        tiles = self.players_list[player]
        self.set_player(player, concealed=tiles.concealed + (tile,))
        self.emit(EventKind.DRAW, seat=player, tile=tile, note="replacement" if replacement else "wall")
        while tile.is_bonus:
            replacement = self.replace_bonus(player, tile)
            if replacement is None:
                return
            tile = replacement
        self.phase, self.turn, self.tile = Phase.TURN, player, tile
        self.must_discard, self.after_kong, self.pending = False, replacement, ()

    def discard(self, player: int, tile: Tile) -> None:
        tiles = self.players_list[player]
        concealed = list(tiles.concealed)
        concealed.remove(tile)
        self.set_player(player, concealed=tuple(concealed), discards=tiles.discards + (tile,))
        self.turns += 1
        self.emit(EventKind.DISCARD, seat=player, tile=tile)
        self.phase, self.turn, self.tile, self.must_discard, self.after_kong = Phase.CLAIM, player, tile, False, False
        state = self.view()
        pending = []
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
        assert tile is not None
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
            meld = Meld.chow(best.tile)  # type: ignore[arg-type]
        elif best.kind is ActionKind.PUNG:
            meld = Meld.pung(tile)
        else:
            meld = Meld.kong(tile)
        self.take_discard(discarder)
        tiles = self.players_list[claimer]
        concealed = list(tiles.concealed)
        used = list(meld.tiles)
        used.remove(tile)
        for t in used:
            concealed.remove(t)
        self.set_player(claimer, concealed=tuple(concealed), declared=tiles.declared + (Declared(meld, discarder, tile),))
        self.emit(EventKind.CLAIM, seat=claimer, tile=tile, other=discarder, note=meld.kind.value, tiles=meld.tiles)
        self.pending = ()
        if meld.is_kong:
            self.draw(claimer, replacement=True)
        else:
            self.phase, self.turn, self.tile, self.must_discard, self.after_kong = Phase.TURN, claimer, None, True, False

    def take_discard(self, discarder: int) -> None:
        """The last discard leaves its pond (claimed for a set or the win)."""
        tiles = self.players_list[discarder]
        self.set_player(discarder, discards=tiles.discards[:-1])

    def concealed_kong(self, player: int, tile: Tile) -> None:
        tiles = self.players_list[player]
        concealed = list(tiles.concealed)
        for _ in range(4):
            concealed.remove(tile)
        declared = tiles.declared + (Declared(Meld.kong(tile, open=False)),)
        self.set_player(player, concealed=tuple(concealed), declared=declared)
        self.emit(EventKind.KONG, seat=player, tile=tile, note="concealed")
        self.draw(player, replacement=True)

    def added_kong(self, player: int, tile: Tile) -> None:
        """Declare an added kong; players who could win on its tile may rob it first."""
        if self.rules.robbing_kong:
            self.phase, self.tile, self.turn = Phase.ROB, tile, player
            state = self.view()
            pending = []
            for other in state.order_from(player)[1:]:
                if not self.players_list[other].dead and check_win(state, other, tile, self_drawn=False, discarder=player,
                                                                     robbing=True).valid:
                    pending.append((other, None, (Action.mahjong(other),)))
            if pending:
                self.pending = tuple(pending)
                self.emit(EventKind.KONG, seat=player, tile=tile, note="adding")
                return
        self.finish_added_kong(player, tile)

    def finish_added_kong(self, player: int, tile: Tile) -> None:
        tiles = self.players_list[player]
        concealed = list(tiles.concealed)
        concealed.remove(tile)
        declared = list(tiles.declared)
        index = next(i for i, d in enumerate(declared) if d.meld.is_pung and d.meld.first == tile)
        old = declared[index]
        declared[index] = Declared(Meld.kong(tile), old.source, old.tile, added=True)
        self.set_player(player, concealed=tuple(concealed), declared=tuple(declared))
        self.emit(EventKind.KONG, seat=player, tile=tile, note="added")
        self.pending = ()
        self.draw(player, replacement=True)

    def win(self, player: int, tile: Tile, *, self_drawn: bool, discarder: int | None = None, robbing: bool = False) -> None:
        state = self.view()
        check = check_win(state, player, tile, self_drawn=self_drawn, discarder=discarder, robbing=robbing)
        score = check.score
        assert score is not None
        deltas = settle(state, player, score, discarder)
        if robbing:  # the kong's tile leaves the declarer's hand
            assert discarder is not None
            concealed = list(self.players_list[discarder].concealed)
            concealed.remove(tile)
            self.set_player(discarder, concealed=tuple(concealed))
        elif not self_drawn:
            assert discarder is not None
            self.take_discard(discarder)
        if not self_drawn:
            self.set_player(player, concealed=self.players_list[player].concealed + (tile,))
        self.emit(EventKind.WIN, seat=player, tile=tile, other=discarder, value=score.total,
                  note="robbing" if robbing else ("self_drawn" if self_drawn else "discard"), data=score)
        result = HandResult(player, deltas, tile, self_drawn, discarder, robbing, score)
        self.end_hand(result)

    def exhausted(self) -> None:
        self.emit(EventKind.EXHAUSTED)
        self.end_hand(HandResult(None, (0,) * len(self.seating)))

    def false_mahjong(self, player: int) -> None:
        """A mahjong that does not stand: the penalty of the rule set and a dead hand."""
        state = self.state
        rules = self.rules
        tiles = self.players_list[player]
        if state.phase is Phase.TURN:
            check = check_win(state, player, state.tile, self_drawn=True)
        else:
            check = check_win(state, player, state.tile, self_drawn=False, discarder=state.turn,
                              robbing=state.phase is Phase.ROB)
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
        self.set_player(player, dead=True, exposed=tiles.exposed or rules.false_mahjong is FalseMahjong.EXPOSED)
        self.emit(EventKind.FALSE_MAHJONG, seat=player, value=penalty, note=why)
        if state.phase in (Phase.CLAIM, Phase.ROB):
            self.answer(Action.pass_(player))

    def end_hand(self, result: HandResult) -> None:
        self.result = result
        self.scores = tuple(s + d for s, d in zip(self.scores, result.deltas))
        self.phase, self.pending = Phase.HAND_OVER, ()
        self.emit(EventKind.HAND_END, seat=result.winner, data=result.deltas)
        seating, dealer_pos, round_no = next_deal(self.view())
        finished = self.max_hands is not None and self.hand_no + 1 >= self.max_hands
        if self.rules.rounds is not None and round_no >= self.rules.rounds:
            finished = True
        if finished:
            self.phase = Phase.GAME_OVER
            self.emit(EventKind.GAME_END, data=self.scores)

    def next_hand(self) -> None:
        self.seating, self.dealer_pos, self.round_no = next_deal(self.view())
        self.hand_no += 1
        self.start_hand()


def next_deal(state: GameState) -> tuple[tuple[int, ...], int, int]:
    """``(seating, dealer's chair, round)`` of the hand after the current (finished) one."""
    rules, result = state.rules, state.result
    n = state.n
    winner = None if result is None else result.winner
    rotation = rules.rotation
    if rotation is Rotation.WINNER_LEFT:
        pos = state.chair(winner) if winner is not None else state.dealer_pos
        return state.seating, (pos + 1) % n, state.round_no
    stays = (rotation is Rotation.DEALER_WINS and winner == state.dealer) or (
        rotation is Rotation.DEALER_WINS_OR_DRAW and (winner is None or winner == state.dealer)
    )
    if stays:
        return state.seating, state.dealer_pos, state.round_no
    pos = state.dealer_pos + 1
    if pos < n:
        return state.seating, pos, state.round_no
    round_no = state.round_no + 1
    seating = MCR_SEATING[round_no % 4] if rules.seat_swaps else state.seating
    return seating, 0, round_no


def settle(state: GameState, winner: int, score: Score, discarder: int | None) -> tuple[int, ...]:
    """Every player's gain from a win: the scoring system's payments for the winds at the table.

    Payments name seat winds; at a table of two only the two winds present settle and the
    winner receives what the other pays. A system without payments (kids' points) gives the
    winner the hand's total and takes nothing from anyone.
    """
    n = state.n
    deltas = [0] * n
    if not score.payments:
        deltas[winner] = score.total
        return tuple(deltas)
    letters = "ESWN"
    by_wind = {state.seat_wind(p): p for p in range(n)}
    for letter, amount in score.payments.items():
        wind = WINDS[letters.index(letter)]
        player = by_wind.get(wind)
        if player is not None and player != winner:
            deltas[player] += amount
    deltas[winner] = -sum(deltas)
    return tuple(deltas)


__all__ = [
    "MCR_SEATING",
    "Declared",
    "GameState",
    "HandResult",
    "Phase",
    "PlayerTiles",
    "WinCheck",
    "check_win",
    "claim_options",
    "legal_actions",
    "new_game",
    "next_deal",
    "score_hand",
    "scoring_system",
    "settle",
    "win_context",
]
