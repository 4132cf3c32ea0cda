"""The one table: a match of several hands, its seats, and the play loop every front end shares.

A :class:`Table` is a game state (:class:`~mjcore.game.state.GameState`) and who sits in each
seat (:class:`Seat`): a *person* — the learner at this screen, or a second person on another
device — or the *computer* at a level. The table owns the loop: after a person's action the
computers move (each with its reason, :class:`~mjcore.game.ai.Decision`) until a person must
decide or the hand is over; the next hand and the end of the match are the table's too. What
happened is returned as a :class:`Step`: the new table and the moves, each with the engine's
events it caused. The notebook table, the bot, ``play`` and ``simulate`` keep only drawing and
input.

Everything is a value: a table never changes, :meth:`Table.play` returns the next one. A
computer's random choices (the beginner's) come from the game's seed and the number of the
action, so the record of a match (:meth:`Table.to_json`: the game record and the seats) replays
to the same table in every front end.

>>> step = Table.start("kids2p", [Seat.person(), Seat.computer("beginner")], seed=1)
>>> table = step.table
>>> table.waiting, table.phase.value
((0,), 'turn')
>>> step = table.play(table.legal(0)[0])
>>> [move.seat for move in step.moves][:2]
[0, 1]
>>> step.table.waiting
(0,)
>>> Table.from_json(step.table.to_json()).state == step.table.state
True
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from mjcore.game.actions import Action, ActionKind
from mjcore.game.ai import LEVELS, Decision, choose
from mjcore.game.errors import GameError, IllegalActionError, RecordError
from mjcore.game.events import Event, EventKind
from mjcore.game.record import GameRecord
from mjcore.game.rules import GameRules, find_game_rules
from mjcore.game.state import GameState, HandResult, Phase, new_game
from mjcore.game.view import PlayerView, view
from mjcore.i18n import CORE, tr
from mjcore.scoring import Score
from mjcore.tiles import Tile

#: Computer moves in a row before the loop stops (a guard: a whole hand never needs this many).
MAX_COMPUTER_MOVES = 1000


class SeatKind(Enum):
    """Who decides at a seat."""

    PERSON = "person"
    COMPUTER = "computer"


@dataclass(frozen=True, slots=True)
class Seat:
    """Who plays at one seat: a person (``name``: how the others call them; empty: "you" to
    themselves, "player N" to others) or the computer at ``level`` (:data:`~mjcore.game.ai.LEVELS`).

    >>> Seat.computer("advanced").code, Seat.from_code("person:Маша").name
    ('computer:advanced', 'Маша')
    """

    kind: SeatKind
    level: str = ""
    name: str = ""

    @classmethod
    def person(cls, name: str = "") -> Seat:
        return cls(SeatKind.PERSON, "", name)

    @classmethod
    def computer(cls, level: str = "advanced") -> Seat:
        if level not in LEVELS:
            raise GameError("error.game.unknown_level", level=level, known=", ".join(LEVELS))
        return cls(SeatKind.COMPUTER, level)

    @property
    def is_person(self) -> bool:
        return self.kind is SeatKind.PERSON

    @property
    def code(self) -> str:
        """``person``, ``person:<name>`` or ``computer:<level>`` (what a table's JSON keeps)."""
        detail = self.level if self.kind is SeatKind.COMPUTER else self.name
        return f"{self.kind.value}:{detail}" if detail else self.kind.value

    @classmethod
    def from_code(cls, code: object) -> Seat:
        """The seat of :attr:`code`; :class:`~mjcore.game.errors.RecordError` for anything else."""
        kind, _, detail = str(code).partition(":")
        if kind == SeatKind.PERSON.value:
            return cls.person(detail)
        if kind == SeatKind.COMPUTER.value and detail in LEVELS:
            return cls.computer(detail)
        raise RecordError("error.game.bad_seat", seat=str(code)[:40])


@dataclass(frozen=True, slots=True)
class Move:
    """One action at the table: who made it, the computer's decision (its reason) when a computer
    made it, and the engine's events it caused (every event, as the engine keeps them: a view's
    :meth:`~mjcore.game.events.Event.seen_by` hides what a seat may not see)."""

    action: Action
    decision: Decision | None
    events: tuple[Event, ...]

    @property
    def seat(self) -> int:
        return self.action.seat

    @property
    def by_computer(self) -> bool:
        return self.decision is not None


@dataclass(frozen=True, slots=True)
class Step:
    """What one call changed: the table now, the moves made (a person's first, then the
    computers'), and ``since``: the index of the first event of the step in the game's events."""

    table: Table
    moves: tuple[Move, ...]
    since: int

    def events(self) -> tuple[Event, ...]:
        """The events of the step, in order (of every hand they belong to)."""
        return self.table.state.events(self.since)

    @property
    def opening(self) -> tuple[Event, ...]:
        """The events no move made: the first deal of a match (a later hand's deal belongs to the
        "next hand" move)."""
        made = sum(len(move.events) for move in self.moves)
        found = self.events()
        return found[: len(found) - made]


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a hand as the table settles it: the winner (``None``: a draw), the score, and
    every player's gain at *this* table (``deltas``, as many as there are seats: a scoring system's
    four-seat payments are settled for the seats present), and the totals after it."""

    winner: int | None
    score: Score | None
    deltas: tuple[int, ...]
    totals: tuple[int, ...]
    win_tile: Tile | None = None
    self_drawn: bool = False
    discarder: int | None = None

    @classmethod
    def of(cls, result: HandResult, totals: Sequence[int]) -> Outcome:
        return cls(result.winner, result.score, result.deltas, tuple(totals), result.win_tile, result.self_drawn,
                   result.discarder)


@dataclass(frozen=True, slots=True)
class Summary:
    """A match so far for one seat: hands played, won, lost (another player won) and drawn, the
    seat's total and the others' totals, and its best winning hand ``(value, tiles)``."""

    hands: int
    won: int
    lost: int
    drawn: int
    totals: tuple[int, ...]
    best: tuple[int, tuple[Tile, ...]] | None


@dataclass(frozen=True, slots=True)
class Table:
    """A match at one table (see the module's notes). Start one with :meth:`start`."""

    state: GameState
    seats: tuple[Seat, ...]

    # -- starting and restoring ------------------------------------------------------------------
    @classmethod
    def start(
        cls,
        rules: GameRules | str,
        seats: Sequence[Seat],
        seed: int | random.Random | None = None,
        *,
        max_hands: int | None = None,
        dealer: int = 0,
        **options: object,
    ) -> Step:
        """Deal the first hand and let the computers move up to the first person's decision."""
        rules = find_game_rules(rules)
        if options:
            rules = rules.with_options(**options)
        if len(seats) != rules.players:
            raise GameError("error.game.player_count", count=len(seats), players=rules.players, rules=rules.name)
        state = new_game(rules, seed, max_hands=max_hands, dealer=dealer)
        step = cls(state, tuple(seats)).advance()
        return Step(step.table, step.moves, 0)  # the deal is news too

    def to_json(self) -> dict[str, Any]:
        """The match as JSON: the game record (rules, seed, actions) and the seats."""
        return {"game": GameRecord.of(self.state, [s.code for s in self.seats]).to_dict(),
                "seats": [s.code for s in self.seats]}

    @classmethod
    def from_json(cls, data: Any) -> Table:
        """The table of :meth:`to_json`, replayed; :class:`~mjcore.game.errors.RecordError` if it
        is not one."""
        if not isinstance(data, dict) or not isinstance(data.get("seats"), list):
            raise RecordError("error.game.record_format")
        record = GameRecord.from_dict(data.get("game"))
        return cls.of_record(record, [Seat.from_code(code) for code in data["seats"]])

    @classmethod
    def of_record(cls, record: GameRecord, seats: Sequence[Seat]) -> Table:
        state = record.replay()
        if len(seats) != state.n:
            raise RecordError("error.game.record_format")
        return cls(state, tuple(seats))

    def record(self) -> GameRecord:
        return GameRecord.of(self.state, [s.code for s in self.seats])

    # -- reading -----------------------------------------------------------------------------------
    @property
    def rules(self) -> GameRules:
        return self.state.rules

    @property
    def phase(self) -> Phase:
        return self.state.phase

    @property
    def hand_over(self) -> bool:
        """The hand is won or drawn (the match may go on: :meth:`next_hand`)."""
        return self.state.phase in (Phase.HAND_OVER, Phase.GAME_OVER)

    @property
    def over(self) -> bool:
        """The match is over."""
        return self.state.phase is Phase.GAME_OVER

    @property
    def persons(self) -> tuple[int, ...]:
        return tuple(i for i, s in enumerate(self.seats) if s.is_person)

    @property
    def waiting(self) -> tuple[int, ...]:
        """The persons whose decision the table waits for (empty at the end of a hand)."""
        if self.hand_over:
            return ()
        return tuple(p for p in self.state.to_act() if self.seats[p].is_person)

    def legal(self, seat: int) -> tuple[Action, ...]:
        """What ``seat`` may do now (nothing when the table does not wait for it)."""
        return self.state.legal_actions(seat) if seat in self.waiting else ()

    def view(self, seat: int, *, events: bool = True) -> PlayerView:
        return view(self.state, seat, events=events)

    def outcome(self) -> Outcome | None:
        """How the hand ended (``None`` while it is played)."""
        result = self.state.result
        return None if result is None or not self.hand_over else Outcome.of(result, self.state.scores)

    def claim_open(self, seat: int) -> bool:
        """Whether ``seat`` is asked about a discard (or a kong's tile): where a front end with a
        clock may limit the time (:meth:`time_out` answers for the person)."""
        return self.state.phase in (Phase.CLAIM, Phase.ROB) and seat in self.waiting

    def name(self, player: int, viewer: int, lang: str | None = None, *, kids: bool = False) -> str:
        """How ``viewer`` calls ``player``: "you" (a child's «ты» with ``kids``), a person's name,
        "player 2", "computer" (numbered when several computers play: "computer 2")."""
        seat = self.seats[player]
        if player == viewer:
            return tr(CORE.variant("game.you", ".kids", lang) if kids else "game.you", lang)
        if seat.is_person:
            return seat.name or tr("game.player_number", lang, number=player + 1)
        computers = [i for i, s in enumerate(self.seats) if not s.is_person]
        if len(computers) == 1:
            return tr("game.computer", lang)
        return tr("game.computer_number", lang, number=computers.index(player) + 1)

    def names(self, viewer: int, lang: str | None = None, *, kids: bool = False) -> list[str]:
        return [self.name(p, viewer, lang, kids=kids) for p in range(len(self.seats))]

    def summary(self, seat: int) -> Summary:
        """The match so far for ``seat`` (from the game's events: nothing kept beside them)."""
        hands = won = lost = 0
        best: tuple[int, tuple[Tile, ...]] | None = None
        for event in self.state.events():
            if event.kind is EventKind.HAND_END:
                hands += 1
            elif event.kind is EventKind.WIN:
                if event.seat == seat:
                    won += 1
                    if event.value is not None and (best is None or event.value > best[0]):
                        best = (event.value, event.tiles)
                else:
                    lost += 1
        return Summary(hands, won, lost, hands - won - lost, self.state.scores, best)

    # -- playing -----------------------------------------------------------------------------------
    def play(self, action: Action) -> Step:
        """A person's ``action`` (or the next hand), then the computers until a person decides.

        :class:`~mjcore.game.errors.IllegalActionError` when the action is not a person's to make
        now (nothing changes)."""
        if action.kind is ActionKind.NEXT_HAND:
            return self.next_hand()
        if action.seat not in self.waiting:
            raise IllegalActionError("error.game.not_waiting", action=action.code)
        since = self.state.event_count
        state = self.state.apply(action)
        first = Move(action, None, state.events(since))
        step = Table(state, self.seats).advance()
        return Step(step.table, (first, *step.moves), since)

    def time_out(self, seat: int) -> Step:
        """The time to answer a claim ran out: the table passes for ``seat``."""
        if not self.claim_open(seat):
            raise IllegalActionError("error.game.not_waiting", action=Action.pass_(seat).code)
        return self.play(Action.pass_(seat))

    def next_hand(self) -> Step:
        """Deal the next hand of the match (after a hand is over), then the computers move."""
        if self.state.phase is not Phase.HAND_OVER:
            raise IllegalActionError("error.game.illegal", action="n", phase=tr(f"game.phase.{self.state.phase.value}"))
        since = self.state.event_count
        state = self.state.apply(Action.next_hand())
        first = Move(Action.next_hand(), None, state.events(since))
        step = Table(state, self.seats).advance()
        return Step(step.table, (first, *step.moves), since)

    def advance(self) -> Step:
        """The computers move until a person must decide or the hand is over."""
        table = self
        since = self.state.event_count
        moves: list[Move] = []
        for _ in range(MAX_COMPUTER_MOVES):
            move = table.computer_move()
            if move is None:
                break
            table, made = move
            moves.append(made)
        return Step(table, tuple(moves), since)

    def computer_move(self) -> tuple[Table, Move] | None:
        """One computer's move, when the table waits for a computer (``None``: for a person, or the
        hand is over) — what :meth:`advance` repeats; a simulation checks each step."""
        state = self.state
        if state.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
            return None
        computers = [p for p in state.to_act() if not self.seats[p].is_person]
        if not computers:
            return None
        decision = self.decide(state, computers[0])
        after = state.apply(decision.action)
        return Table(after, self.seats), Move(decision.action, decision, after.events(state.event_count))

    def decide(self, state: GameState, player: int) -> Decision:
        """The decision of the computer at ``player``: from its view only, with a random source
        made of the game's seed and the action's number (so a record replays the same)."""
        rng = random.Random(f"{state.seed}:{state.action_count}:{player}")
        return choose(view(state, player, events=False), self.seats[player].level, rng)


def persons_against_computer(players: int, level: str, persons: Iterable[int] = (0,)) -> tuple[Seat, ...]:
    """The usual seats: persons at ``persons`` (the learner at seat 0), the computer elsewhere.

    >>> [s.code for s in persons_against_computer(2, "beginner")]
    ['person', 'computer:beginner']
    """
    people = set(persons)
    return tuple(Seat.person() if i in people else Seat.computer(level) for i in range(players))


__all__ = ["MAX_COMPUTER_MOVES", "Move", "Outcome", "Seat", "SeatKind", "Step", "Summary", "Table",
           "persons_against_computer"]
