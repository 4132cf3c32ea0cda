"""The matching rule of mahjong solitaire.

Two tiles match when they are identical; as in classic solitaire any two flowers match
and any two seasons match. :func:`match_key` gives the class a tile matches within.

>>> from mjcore.tiles import Tile
>>> tiles_match(Tile.P5, Tile.P5), tiles_match(Tile.P5, Tile.P6)
(True, False)
>>> tiles_match(Tile.PLUM, Tile.BAMBOO), tiles_match(Tile.PLUM, Tile.SPRING)
(True, False)
"""

from __future__ import annotations

from mjcore.tiles import Tile

__all__ = ["FLOWER_KEY", "SEASON_KEY", "match_key", "tiles_match"]

#: The match classes of the bonus tiles (after the 34 kinds, which match only themselves).
FLOWER_KEY = 34
SEASON_KEY = 38


def match_key(tile: Tile) -> int:
    """The class ``tile`` matches within: its own kind, or all flowers, or all seasons."""
    if tile.is_flower:
        return FLOWER_KEY
    if tile.is_season:
        return SEASON_KEY
    return int(tile)


def tiles_match(a: Tile, b: Tile) -> bool:
    """Whether ``a`` and ``b`` may be removed as a pair."""
    return match_key(a) == match_key(b)
