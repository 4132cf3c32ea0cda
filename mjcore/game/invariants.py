"""Invariants of a game state, checked after every step by the tests and by ``simulate``.

- tile conservation: the live wall, every hand, every declared set, every pond and every
  bonus tile set aside make up the whole tile set, each tile once;
- at most 4 copies of a tile anywhere, each bonus tile once, no bonus tile in a hand;
- hand sizes: 13 tiles (a kong counted as 3) for everyone, 14 for the player whose turn it
  is (and for the player whose added kong waits to be robbed);
- turn order: a discard comes from the next player after the previous discarder, unless
  the previous discard was claimed (then from the claimer);
- the phase agrees with the state (a claim window has someone to answer...).

>>> from mjcore.game.state import new_game
>>> check_state(new_game("kids2p", seed=1))
[]
"""

from __future__ import annotations

from collections import Counter

from mjcore.game.events import EventKind
from mjcore.game.state import GameState, Phase
from mjcore.game.wall import tile_set
from mjcore.tiles import Tile


def check_state(state: GameState) -> list[str]:
    """Every invariant the state breaks, as short English sentences (empty: all hold)."""
    problems: list[str] = []
    if state.phase is Phase.GAME_OVER and state.result is None:
        problems.append("game over without a result")
    everything: list[Tile] = list(state.wall[state.front : state.back])
    for player, tiles in enumerate(state.players):
        if any(t.is_bonus for t in tiles.concealed):
            problems.append(f"player {player} holds a bonus tile")
        if list(tiles.concealed) != sorted(tiles.concealed):
            problems.append(f"player {player}'s hand is not sorted")
        everything += tiles.concealed
        for declared in tiles.declared:
            everything += declared.meld.tiles
        everything += tiles.bonus
        everything += tiles.discards
        size = tiles.tile_count
        holding = state.phase is Phase.TURN and player == state.turn
        holding = holding or (state.phase is Phase.ROB and player == state.turn)
        over = state.phase in (Phase.HAND_OVER, Phase.GAME_OVER)
        if over and state.result is not None and state.result.winner == player:
            holding = True
        want = 14 if holding else 13
        if size != want:
            problems.append(f"player {player} has {size} tiles, not {want} ({state.phase.value})")
    counts = Counter(everything)
    full = Counter(tile_set(state.rules.flowers))
    if counts != full:
        missing = full - counts
        extra = counts - full
        problems.append(f"tiles not conserved: missing {sorted(missing.elements())[:6]}, extra {sorted(extra.elements())[:6]}")
    for tile, count in counts.items():
        if count > (1 if tile.is_bonus else 4):
            problems.append(f"{count} copies of {tile}")
    if state.front > state.back:
        problems.append("the wall's ends crossed")
    if state.phase in (Phase.CLAIM, Phase.ROB):
        if not state.pending or all(answer is not None for _, answer, _ in state.pending):
            problems.append("a claim window with nobody to answer")
        if state.tile is None:
            problems.append("a claim window without a tile")
    if state.phase is Phase.TURN and state.must_discard and state.tile is not None:
        problems.append("a claimed turn with a drawn tile")
    return problems


class TurnOrderChecker:
    """Checks the order of discards incrementally: call :meth:`check` after every step."""

    def __init__(self) -> None:
        self.seen = 0
        self.expected: int | None = None
        self.claimer: int | None = None

    def check(self, state: GameState) -> list[str]:
        problems: list[str] = []
        for event in state.events(self.seen):
            kind = event.kind
            if kind is EventKind.HAND_START:
                self.expected, self.claimer = event.seat, None
            elif kind is EventKind.DISCARD:
                if self.claimer is not None:
                    if event.seat != self.claimer:
                        problems.append(f"player {event.seat} discarded after player {self.claimer} claimed")
                elif self.expected is not None and event.seat != self.expected:
                    problems.append(f"player {event.seat} discarded out of turn (expected {self.expected})")
                self.claimer = None
                self.expected = state.next_player(event.seat) if event.seat is not None else None
            elif kind is EventKind.CLAIM:
                self.claimer = event.seat
        self.seen = state.event_count
        return problems


def check_all(state: GameState, order: TurnOrderChecker | None = None) -> list[str]:
    """:func:`check_state` plus the turn order (with a checker kept between steps)."""
    return check_state(state) + (order.check(state) if order is not None else [])


__all__ = ["TurnOrderChecker", "check_all", "check_state"]
