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
    """One tile of a picture: ``None`` is a face-down tile; ``index=False`` draws it without
    its corner index."""

    x: float
    tile: Tile | None
    highlight: bool = False
    index: bool = True


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


def place(
    groups: Sequence[Sequence[Tile | None]], highlight: Iterable[int] = (), *, index: bool = True
) -> tuple[list[Placed], float]:
    """Placed tiles and total width; ``highlight`` holds indices counted over all groups;
    ``index=False`` draws every tile without its corner index."""
    marked = set(highlight)
    placed: list[Placed] = []
    x = 0.0
    for number, group in enumerate(groups):
        if number:
            x += GROUP_GAP
        for tile in group:
            placed.append(Placed(x, tile, len(placed) in marked, index))
            x += W
    return placed, x


#: A phone picture keeps at most this many tiles side by side: at 400 px display width a
#: tile is then over 50 px wide and its corner index over 10 px tall.
PER_ROW = 7


def wrap(tiles: Sequence[Tile | None], per_row: int = PER_ROW) -> list[list[Tile | None]]:
    """``tiles`` in as few rows as ``per_row`` allows, the rows as even as possible (the
    first ones one tile longer).

    >>> [len(r) for r in wrap(list(Tile)[:14])], [len(r) for r in wrap(list(Tile)[:8])]
    ([7, 7], [4, 4])
    >>> [len(r) for r in wrap(list(Tile)[:13])], wrap([])
    ([7, 6], [])
    """
    if per_row < 1:
        raise ValueError(f"per_row must be at least 1, not {per_row}")
    if not tiles:
        return []
    count = -(-len(tiles) // per_row)
    size, extra = divmod(len(tiles), count)
    rows: list[list[Tile | None]] = []
    start = 0
    for number in range(count):
        end = start + size + (number < extra)
        rows.append(list(tiles[start:end]))
        start = end
    return rows


def hand_rows(hand: Hand, per_row: int = PER_ROW) -> list[list[tuple[Tile | None, ...]]]:
    """A hand for a narrow screen: rows of groups. The concealed tiles are wrapped into even
    rows; the declared melds and the bonus tiles follow, each group set apart, as many groups
    in a row as fit in ``per_row`` tiles (a group is never split).

    >>> from mjcore.notation import parse_hand
    >>> [[len(g) for g in row] for row in hand_rows(parse_hand("123m456p11z [789s] {5555z} 1f2f"))]
    [[4], [4], [3, 4], [2]]
    """
    rows: list[list[tuple[Tile | None, ...]]] = [[tuple(r)] for r in wrap(list(hand.concealed), per_row)]
    others = [meld_tiles(m) for m in hand.melds] + ([tuple(hand.bonus)] if hand.bonus else [])
    row: list[tuple[Tile | None, ...]] = []
    for group in others:
        if row and sum(map(len, row)) + len(group) > per_row:
            rows.append(row)
            row = []
        row.append(group)
    if row:
        rows.append(row)
    return rows


@dataclass(frozen=True, slots=True)
class Piece:
    """A part of a hand that a screen may move to the next line: a run of concealed tiles
    (``apart`` false after the first: it goes on from the run before it), a declared meld or
    the bonus tiles (``apart``: set off from what stands before it). ``drawn`` are the tiles
    as drawn (a concealed kong's outer tiles face down, ``None``), ``tiles`` the tiles it holds."""

    drawn: tuple[Tile | None, ...]
    tiles: tuple[Tile, ...]
    apart: bool


def hand_pieces(hand: Hand, per_row: int = PER_ROW) -> list[Piece]:
    """A hand for a screen of any width: the concealed tiles in even runs of at most
    ``per_row`` (:func:`wrap`), then each meld and the bonus tiles. Shown side by side they
    read as the one hand of :func:`hand_groups`; on a phone they wrap between pieces, a group
    never split and the concealed tiles at most ``per_row`` a line.

    >>> from mjcore.notation import parse_hand
    >>> [(len(p.drawn), p.apart) for p in hand_pieces(parse_hand("123m456p789s11222z 1f2f"))]
    [(7, False), (7, False), (2, True)]
    >>> kong = hand_pieces(parse_hand("123m456p11z [789s] {5555z}"))
    >>> [(len(p.drawn), p.apart) for p in kong], kong[3].drawn[0], len(kong[3].tiles)
    ([(4, False), (4, False), (3, True), (4, True)], None, 4)
    """
    pieces = [Piece(tuple(run), tuple(t for t in run if t is not None), False) for run in wrap(list(hand.concealed), per_row)]
    pieces += [Piece(meld_tiles(meld), meld.tiles, bool(pieces) or number > 0) for number, meld in enumerate(hand.melds)]
    if hand.bonus:
        pieces.append(Piece(tuple(hand.bonus), tuple(hand.bonus), bool(pieces)))
    return pieces
