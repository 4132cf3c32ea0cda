"""The game table: rule sets, an immutable engine, players' views, records, AI and hints.

=================  ============================================================================
module             what it holds
=================  ============================================================================
``rules``          the named rule sets (kids2p, mcr, mcr2p, classical, hk) as frozen values
``wall``           the tile set, the wall, the dice that break it (told step by step), the deal
``actions``        :class:`Action` and its short record code (``"0d5p"``)
``claims``         who may take a discard and who gets it (mahjong > pung/kong > chow, nearest)
``state``          :class:`GameState` and the players' tiles, immutable; :func:`new_game`
``legal``          :func:`legal_actions`: what a player may do now, the claims of a discard
``step``           ``state.apply``: one action and the draws, replacements, deals it brings
``win``            whether a mahjong stands and its score (through the scoring systems)
``settle``         the end of a hand: the payments of a win, who deals next, the seat swaps
``events``         every step of a game as data
``invariants``     the checks run after every step by the tests and by ``simulate``
``view``           :func:`view`: what one player may see
``record``         :class:`GameRecord`: (rules, seed, actions) as small versioned JSON, replayed
``ai``             :func:`choose`: random, beginner, intermediate, advanced, with reasons
``hints``          :func:`hint`: the ranked discards (:mod:`mjcore.analysis`), claims on offer, waits
``describe``       the table and its events in Russian or English
``simulate``       AI-only games: wins, draws, speed, invariant violations
=================  ============================================================================

The engine is pure: a state never changes, ``apply`` returns the next one, and the only
randomness is the seed of the game (each hand's wall comes from it), so a record replays
exactly. The scoring systems are used through :func:`mjcore.scoring.find_system` only.

>>> from mjcore.game import new_game, legal_actions, view, choose
>>> state = new_game("kids2p", seed=1)
>>> state.rules.name, state.turn, len(legal_actions(state, 0)) > 0
('kids2p', 0, True)
>>> state = state.apply(choose(view(state, 0), "advanced").action)
>>> state.players[0].tile_count
13
"""

from __future__ import annotations

from mjcore.game.actions import Action, ActionKind
from mjcore.game.ai import LEVELS, Decision, choose
from mjcore.game.errors import (
    GameError,
    IllegalActionError,
    RecordError,
    ScoringUnavailableError,
    SimulationError,
)
from mjcore.game.events import Event, EventKind
from mjcore.game.hints import Hints, hint
from mjcore.game.legal import legal_actions
from mjcore.game.record import GameRecord, replay
from mjcore.game.rules import RULE_SETS, GameRules, find_game_rules
from mjcore.game.simulate import SimulationResult, simulate
from mjcore.game.state import GameState, HandResult, Phase, PlayerTiles, new_game
from mjcore.game.view import PlayerView, SeatView, view

__all__ = [
    "LEVELS",
    "RULE_SETS",
    "Action",
    "ActionKind",
    "Decision",
    "Event",
    "EventKind",
    "GameError",
    "GameRecord",
    "GameRules",
    "GameState",
    "HandResult",
    "Hints",
    "IllegalActionError",
    "Phase",
    "PlayerTiles",
    "PlayerView",
    "RecordError",
    "ScoringUnavailableError",
    "SeatView",
    "SimulationError",
    "SimulationResult",
    "choose",
    "find_game_rules",
    "hint",
    "legal_actions",
    "new_game",
    "replay",
    "simulate",
    "view",
]
