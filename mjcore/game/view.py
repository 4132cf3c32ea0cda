"""What one player may see: :func:`view` hides the rest.

A player sees their own tiles, everybody's declared sets, bonus tiles and discards, how
many tiles each hand and the wall hold, the dice, the scores and their own legal actions.
They do not see the others' concealed tiles or draws, nor the wall — except in open play
(the kids' first games: every hand lies face up, 000:265), for a hand exposed after a false
mahjong (Hong Kong), and when the hand is over (every hand is shown). A concealed kong of
Chinese Official lies face down: the others see a kong, not its tile.

The AI opponents and the hints read only a view, so they cannot cheat.

>>> from mjcore.game.state import new_game
>>> state = new_game("kids2p", seed=2, open_hands=False)
>>> mine = view(state, 0)
>>> mine.seats[1].concealed is None, mine.seats[1].tile_count, len(mine.concealed)
(True, 13, 14)
"""

from __future__ import annotations

from dataclasses import dataclass

from mjcore.game.actions import Action
from mjcore.game.events import Event
from mjcore.game.legal import legal_actions
from mjcore.game.rules import GameRules
from mjcore.game.state import Declared, GameState, HandResult, Phase
from mjcore.game.wall import DiceRoll
from mjcore.hand import Hand, Meld
from mjcore.tiles import Tile


@dataclass(frozen=True, slots=True)
class SeatView:
    """One player as the viewer sees them.

    ``concealed`` is ``None`` when hidden; ``declared`` holds ``None`` for a face-down kong.
    """

    player: int
    table_seat: int
    wind: Tile
    dealer: bool
    concealed: tuple[Tile, ...] | None
    concealed_count: int
    declared: tuple[Declared | None, ...]
    bonus: tuple[Tile, ...]
    discards: tuple[Tile, ...]
    dead: bool
    exposed: bool
    score: int

    @property
    def tile_count(self) -> int:
        """Tiles in play, a kong counted as 3."""
        return self.concealed_count + 3 * len(self.declared)

    @property
    def melds(self) -> tuple[Meld, ...]:
        """The declared sets the viewer can read (face-down kongs left out)."""
        return tuple(d.meld for d in self.declared if d is not None)

    @property
    def open_melds(self) -> tuple[Meld, ...]:
        """Sets claimed from discards (they show what the player collects)."""
        return tuple(d.meld for d in self.declared if d is not None and d.meld.open)


@dataclass(frozen=True, slots=True)
class PlayerView:
    """The table as ``seat`` sees it (see the module's notes)."""

    seat: int
    rules: GameRules
    phase: Phase
    turn: int
    hand_no: int
    round_wind: Tile
    dealer: int
    wall_left: int
    #: Own turn: the tile just drawn; a claim window: the discard; robbing: the kong's tile.
    tile: Tile | None
    must_discard: bool
    concealed: tuple[Tile, ...]
    declared: tuple[Declared, ...]
    bonus: tuple[Tile, ...]
    seats: tuple[SeatView, ...]
    legal: tuple[Action, ...]
    order: tuple[int, ...]
    dice: DiceRoll
    result: HandResult | None
    open_play: bool
    events: tuple[Event, ...] = ()

    @property
    def me(self) -> SeatView:
        return self.seats[self.seat]

    @property
    def melds(self) -> tuple[Meld, ...]:
        return tuple(d.meld for d in self.declared)

    @property
    def discarder(self) -> int | None:
        """In a claim window (or robbing), who let the tile go."""
        return self.turn if self.phase in (Phase.CLAIM, Phase.ROB) else None

    def hand(self, extra: Tile | None = None) -> Hand:
        concealed = self.concealed + ((extra,) if extra is not None else ())
        return Hand(concealed, self.melds, self.bonus, check_size=False)

    def counts(self) -> list[int]:
        counts = [0] * 34
        for tile in self.concealed:
            counts[tile] += 1
        return counts

    def visible(self) -> list[Tile]:
        """Every tile the viewer sees outside their own hand and sets: discards, others'
        sets, others' concealed tiles when they are shown."""
        out: list[Tile] = []
        for seat in self.seats:
            out += seat.discards
            if seat.player == self.seat:
                continue
            for declared in seat.declared:
                if declared is not None:
                    out += declared.meld.tiles
            if seat.concealed is not None:
                out += seat.concealed
        if self.phase is Phase.ROB and self.tile is not None and self.turn != self.seat:
            seat = self.seats[self.turn]
            if seat.concealed is None:
                out.append(self.tile)  # the kong's tile is shown while it waits
        return out

    def unseen(self) -> list[int]:
        """For each of the 34 kinds, the copies the viewer has not seen (at least 0)."""
        counts = [4] * 34
        for tile in self.concealed:
            counts[tile] -= 1
        for meld in self.melds:
            for tile in meld.tiles:
                counts[tile] -= 1
        for tile in self.visible():
            if tile < 34:
                counts[tile] -= 1
        return [max(0, c) for c in counts]

    def next_player(self, player: int) -> int:
        return self.order[(self.order.index(player) + 1) % len(self.order)]


def view(state: GameState, seat: int, *, events: bool = True) -> PlayerView:
    """The view of ``seat`` (a player); ``events=False`` skips the event list (the AI's case)."""
    rules = state.rules
    over = state.phase in (Phase.HAND_OVER, Phase.GAME_OVER)
    open_play = rules.open_hands
    seats = []
    for player, tiles in enumerate(state.players):
        shown = player == seat or open_play or tiles.exposed or over
        declared: list[Declared | None] = []
        for d in tiles.declared:
            hidden = rules.hidden_kongs and not d.meld.open and not shown
            declared.append(None if hidden else d)
        seats.append(
            SeatView(
                player=player,
                table_seat=state.table_seat(player),
                wind=state.seat_wind(player),
                dealer=player == state.dealer,
                concealed=tiles.concealed if shown else None,
                concealed_count=len(tiles.concealed),
                declared=tuple(declared),
                bonus=tiles.bonus,
                discards=tiles.discards,
                dead=tiles.dead,
                exposed=tiles.exposed,
                score=state.scores[player],
            )
        )
    tile = state.tile
    if state.phase is Phase.TURN and state.turn != seat and not open_play:
        tile = None
    own = state.players[seat]
    seen: tuple[Event, ...] = ()
    if events:
        seen = tuple(e.seen_by(seat, open_play=open_play or over, hidden_kongs=rules.hidden_kongs)
                     for e in state.hand_events())
    return PlayerView(
        seat=seat,
        rules=rules,
        phase=state.phase,
        turn=state.turn,
        hand_no=state.hand_no,
        round_wind=state.round_wind,
        dealer=state.dealer,
        wall_left=state.wall_left,
        tile=tile,
        must_discard=state.must_discard,
        concealed=own.concealed,
        declared=own.declared,
        bonus=own.bonus,
        seats=tuple(seats),
        legal=legal_actions(state, seat),
        order=state.seating,
        dice=state.dice,
        result=state.result,
        open_play=open_play,
        events=seen,
    )


__all__ = ["PlayerView", "SeatView", "view"]
