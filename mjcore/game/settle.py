"""The end of a hand: who pays whom for a win, who deals the next hand and where everyone sits.

A scoring system's payments name seat winds (:attr:`~mjcore.scoring.Score.payments`);
:func:`settle` turns them into every player's gain at this table. :func:`next_deal` applies
the rule set's :class:`~mjcore.game.rules.Rotation`: the deal passes on, stays with a winning
dealer (and after a draw), or goes to the left of the winner; in Chinese Official the
players change chairs when a round ends (:data:`MCR_SEATING`).

>>> from dataclasses import replace
>>> from mjcore.game.state import HandResult, Phase, new_game
>>> state = new_game("hk", seed=1)
>>> won = replace(state, phase=Phase.HAND_OVER, result=HandResult(2, (0, 0, 0, 0)))
>>> next_deal(won)  # (seating, the dealer's chair, the round)
((0, 1, 2, 3), 1, 0)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mjcore.game.rules import Rotation
from mjcore.scoring import Score
from mjcore.tiles import WINDS

if TYPE_CHECKING:  # the state module imports this one
    from mjcore.game.state import GameState

#: Players' seats for each round of a four-player Chinese Official game (seed 002, the
#: table "Раунд / Место"): the player (A=0 .. D=3) sitting East, South, West, North when
#: the round begins. Within a round the deal passes E -> S -> W -> N without moving chairs.
MCR_SEATING: tuple[tuple[int, ...], ...] = ((0, 1, 2, 3), (1, 0, 3, 2), (2, 3, 1, 0), (3, 2, 0, 1))


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


__all__ = ["MCR_SEATING", "next_deal", "settle"]
