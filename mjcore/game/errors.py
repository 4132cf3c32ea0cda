"""Errors of the game engine: one class per cause, all :class:`~mjcore.errors.MahjongError`
(so ``ValueError``) subclasses with a catalog key, like the rules core.

>>> from mjcore.game import new_game, Action
>>> state = new_game("kids2p", seed=1)
>>> try:
...     state.apply(Action.pung(1))
... except IllegalActionError as error:
...     print(error.code)
game.illegal
"""

from __future__ import annotations

from mjcore.errors import MahjongError, UnknownRulesError


class GameError(MahjongError):
    """A problem with a game: an illegal action, a bad record, a bad request."""


class IllegalActionError(GameError):
    """An action that the rules do not allow in this state (says which and why)."""


class RecordError(GameError):
    """A game record that cannot be read or replayed (bad JSON, unknown version, bad action)."""


class SimulationError(GameError):
    """A bad simulation request: unknown level, wrong number of players, no games."""


class ScoringUnavailableError(GameError):
    """The rule set's scoring system cannot be loaded (e.g. it is not installed yet)."""


class UnknownGameRulesError(UnknownRulesError):
    """A game rule set name that does not exist."""


__all__ = [
    "GameError",
    "IllegalActionError",
    "RecordError",
    "ScoringUnavailableError",
    "SimulationError",
    "UnknownGameRulesError",
]
