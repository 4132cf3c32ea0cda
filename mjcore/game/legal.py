"""What a player may do now: :func:`legal_actions`, and the claims of a discard.

In a player's turn: discard any tile, declare mahjong when the hand stands
(:func:`~mjcore.game.win.check_win`), declare a concealed kong or add to an open pung. After
claiming a chow or pung the player may only discard. In a claim window: the claims found
when the tile was discarded (:func:`claim_options`), or pass. Where the seeds leave a choice
the engine says what it does:

- The last discard of the wall may be claimed only for mahjong (a pung or chow would leave
  a player to discard with nothing left to draw).
- A kong needs a replacement tile: with no tile left to replace it, no kong.
- A dead hand (after a false mahjong) may not win, but still claims sets.
- A false mahjong is never listed; :func:`may_declare` says whether one may be shouted.

>>> from mjcore.game.state import new_game
>>> state = new_game("kids2p", seed=3)
>>> [a.code for a in legal_actions(state, 0)][:3], legal_actions(state, 1)
(['0d2m', '0d3m', '0d4m'], ())
"""

from __future__ import annotations

from mjcore.game.actions import Action
from mjcore.game.claims import set_claims
from mjcore.game.rules import FalseMahjong
from mjcore.game.state import GameState, Phase
from mjcore.game.win import check_win
from mjcore.tiles import Tile


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


def may_declare(state: GameState, seat: int) -> bool:
    """Whether ``seat`` may shout mahjong now, rightly or not (a false one costs what the
    rule set says: :class:`~mjcore.game.rules.FalseMahjong`)."""
    if state.rules.false_mahjong is FalseMahjong.ILLEGAL:
        return False
    if state.phase is Phase.TURN:
        return seat == state.turn
    if state.phase in (Phase.CLAIM, Phase.ROB):
        return any(p == seat and a is None for p, a, _ in state.pending)
    return False


__all__ = ["claim_options", "legal_actions", "may_declare"]
