"""The children's mini-games of the Habr article (seed ``000``, lines 211-271).

One module per game, each a pure immutable state machine: a ``new(...)`` constructor
taking a seeded :class:`random.Random` (or fixed tiles), moves that return a new state,
``hint()`` and ``summary()`` giving localized :class:`~mjcore.i18n.Message`
objects. In the order a child meets them: :mod:`~mjcore.minigames.find_suit`,
:mod:`~mjcore.minigames.sequence`, :mod:`~mjcore.minigames.sets`,
:mod:`~mjcore.minigames.code_lock`, :mod:`~mjcore.minigames.snake`,
:mod:`~mjcore.minigames.memory`, :mod:`~mjcore.minigames.all_sets`,
:mod:`~mjcore.minigames.bonus`, :mod:`~mjcore.minigames.wall_dice`; and the stages'
small activities: :mod:`~mjcore.minigames.tidy_up` (the tiles back into the box),
:mod:`~mjcore.minigames.numerals` (Chinese numerals without the corner index),
:mod:`~mjcore.minigames.seats` (seats 1-4 clockwise), :mod:`~mjcore.minigames.build_wall`.

>>> import random
>>> from mjcore.minigames.find_suit import FindSuit
>>> game = FindSuit.new(random.Random(1), "p", size=20)
>>> game.summary().text("en").splitlines()[0]
'Found 0 of 4.'
>>> list(GAMES)[:3]
['find_suit', 'sequence', 'sets']
"""

from mjcore.i18n import Message
from mjcore.minigames.all_sets import AllSets
from mjcore.minigames.base import BadMoveError, BadSettingError, MiniGameError, Summary
from mjcore.minigames.bonus import BonusTiles
from mjcore.minigames.build_wall import BuildWall
from mjcore.minigames.code_lock import CodeLock
from mjcore.minigames.find_suit import FindSuit
from mjcore.minigames.memory import Memory
from mjcore.minigames.numerals import Numerals
from mjcore.minigames.seats import Seats
from mjcore.minigames.sequence import Sequence
from mjcore.minigames.sets import SetsGame
from mjcore.minigames.snake import Snake
from mjcore.minigames.tidy_up import TidyUp
from mjcore.minigames.wall_dice import WallDice

#: The games by name, in the order a child meets them (seed 000, lines 223-257).
GAMES: dict[str, type] = {
    "find_suit": FindSuit,
    "sequence": Sequence,
    "sets": SetsGame,
    "code_lock": CodeLock,
    "snake": Snake,
    "memory": Memory,
    "all_sets": AllSets,
    "bonus": BonusTiles,
    "wall_dice": WallDice,
    # the small activities of the stages (seed 000, lines 232, 233, 248, 251-254)
    "tidy_up": TidyUp,
    "numerals": Numerals,
    "seats": Seats,
    "build_wall": BuildWall,
}

__all__ = [
    "GAMES",
    "AllSets",
    "BadMoveError",
    "BadSettingError",
    "BonusTiles",
    "BuildWall",
    "CodeLock",
    "FindSuit",
    "Memory",
    "Message",
    "MiniGameError",
    "Numerals",
    "Seats",
    "Sequence",
    "SetsGame",
    "Snake",
    "Summary",
    "TidyUp",
    "WallDice",
]
