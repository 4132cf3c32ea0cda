"""Mahjong solitaire (пасьянс маджонг): layouts, solvable deals, the rules, a solver.

>>> import random
>>> game = deal(find_layout("pyramid"), random.Random(5))
>>> game.remaining, game.is_stuck
(20, False)
"""

from __future__ import annotations

from mjcore.solitaire.deal import place_pairs, removal_order
from mjcore.solitaire.errors import IllegalPairError, SolitaireError, UnknownLayoutError
from mjcore.solitaire.game import PlacedTile, SolitaireGame, SolitaireResult, deal
from mjcore.solitaire.layouts import LAYOUTS, Layout, Position, find_layout
from mjcore.solitaire.rules import match_key, tiles_match
from mjcore.solitaire.solver import SolverLimitError, solve

__all__ = [
    "LAYOUTS",
    "IllegalPairError",
    "Layout",
    "PlacedTile",
    "Position",
    "SolitaireError",
    "SolitaireGame",
    "SolitaireResult",
    "SolverLimitError",
    "UnknownLayoutError",
    "deal",
    "find_layout",
    "match_key",
    "place_pairs",
    "removal_order",
    "solve",
    "tiles_match",
]
