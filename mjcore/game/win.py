"""Whether a mahjong stands: the shape of the hand, its score and the rule set's minimum.

The game scores through :func:`mjcore.scoring.find_system` only. :func:`check_win` asks it
about a hand at the table (the winning tile, self-drawn or claimed, the winds, the last tile,
a kong's replacement, a robbed kong); :func:`score_hand` keeps the answers, as the same
hypothetical wins come back move after move (the legal moves and the AI ask them).

>>> from mjcore.game.state import new_game
>>> state = new_game("kids2p", seed=3)
>>> check = check_win(state, 0, state.tile, self_drawn=True)
>>> check.complete, check.valid
(False, False)
>>> scoring_system(state.rules).name
'kids'
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from mjcore.decompose import is_winning_counts
from mjcore.game.errors import ScoringUnavailableError
from mjcore.game.rules import GameRules
from mjcore.hand import Hand
from mjcore.scoring import Score, ScoringError, ScoringSystem, WinContext, find_system
from mjcore.tiles import Tile

if TYPE_CHECKING:  # the state module imports this one
    from mjcore.game.state import GameState


def scoring_system(rules: GameRules) -> ScoringSystem:
    """The scoring system of ``rules``; :class:`ScoringUnavailableError` when it cannot be loaded."""
    try:
        return find_system(rules.scoring)
    except (ImportError, AttributeError) as error:
        raise ScoringUnavailableError("error.game.scoring_missing", system=rules.scoring, detail=type(error).__name__) from None


@lru_cache(maxsize=4096)
def score_hand(system_name: str, hand: Hand, context: WinContext) -> Score | None:
    """The score of a winning hand under a system (``None`` if the system refuses it); cached,
    as the same hypothetical wins come back move after move. The engine computes every flag of
    the situation; the system sees only the options it scores (it refuses the others)."""
    try:
        system = find_system(system_name)
        return system.score(hand, context.keeping(system.options))
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
    untouched = not any(p.declared for p in state.players)  # for the heavenly and earthly hands
    return WinContext(
        win_tile=tile,
        self_drawn=self_drawn,
        seat_wind=state.seat_wind(player),
        round_wind=state.round_wind,
        last_tile=last,
        kong_replacement=self_drawn and state.after_kong,
        robbing_kong=robbing,
        fourth_tile=visible >= 3 and not robbing,
        heavenly=self_drawn and player == state.dealer and state.turns == 0 and untouched,
        earthly=not self_drawn and not robbing and discarder == state.dealer and state.turns == 1 and untouched,
        discarder=None if discarder is None else state.seat_wind(discarder),
    )


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


__all__ = ["WinCheck", "check_win", "score_hand", "scoring_system", "win_context"]
