"""Where the tiles of a row or a hand go: x offsets in drawing units.

Tiles of one group stand side by side (each box is ``W`` wide, so neighbours keep a thin
gap); groups (the concealed tiles, each declared meld, the bonus tiles) are set apart
by :data:`GROUP_GAP`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from mjcore.hand import Hand, Meld
from mjcore.render.faces import W
from mjcore.tiles import Tile

#: Extra space between groups of a hand, in drawing units (a tile is W = 72 wide).
GROUP_GAP = 22.0


@dataclass(frozen=True, slots=True)
class Placed:
    """One tile of a picture: ``None`` is a face-down tile."""

    x: float
    tile: Tile | None
    highlight: bool = False


def meld_tiles(meld: Meld) -> tuple[Tile | None, ...]:
    """A meld as drawn: a concealed kong shows its two outer tiles face down."""
    if meld.is_kong and not meld.open:
        _first, second, third, _ = meld.tiles
        return (None, second, third, None)
    return meld.tiles


def hand_groups(hand: Hand) -> list[tuple[Tile | None, ...]]:
    """Concealed tiles, each meld, the bonus tiles: the groups a hand is drawn in."""
    groups = [tuple(hand.concealed)] + [meld_tiles(m) for m in hand.melds] + [tuple(hand.bonus)]
    return [g for g in groups if g]


def place(groups: Sequence[Sequence[Tile | None]], highlight: Iterable[int] = ()) -> tuple[list[Placed], float]:
    """Placed tiles and total width; ``highlight`` holds indices counted over all groups."""
    marked = set(highlight)
    placed: list[Placed] = []
    x = 0.0
    for number, group in enumerate(groups):
        if number:
            x += GROUP_GAP
        for tile in group:
            placed.append(Placed(x, tile, len(placed) in marked))
            x += W
    return placed, x
