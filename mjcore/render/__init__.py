"""Tile pictures: SVG for Jupyter and the course, PNG for the bot.

>>> from mjcore.tiles import Tile
>>> svg = tile_svg(Tile.P5)
>>> svg.startswith("<svg ") and 'data-tile="5p"' in svg and "<text" not in svg
True

Every picture is drawn from one model (:mod:`mjcore.render.faces`: a list of shapes per
tile) by two back ends, SVG text (:mod:`~mjcore.render.svg`) and matplotlib's Agg
(:mod:`~mjcore.render.png`, imported only when a PNG is asked for). The bot's pictures
(``phone_*_png``) are composited from tile bitmaps that the PNG back end draws once
(:mod:`~mjcore.render.bitmap`): rows of at most seven tiles, readable on a phone, a few
milliseconds each. Characters are
outlines shipped in ``data/glyphs.json`` (from Noto CJK, SIL OFL 1.1: ``data/OFL.txt``),
so pictures look the same everywhere and need no installed font.

The tiles follow the "adapted" sets for learners: the traditional design plus a small
Arabic index (or wind letter) in the top-left corner; ``index=False`` leaves it out, for a
question about a tile's number or its Chinese numeral:

>>> "<use" in tile_svg(Tile.M5) and 'data-index="none"' in tile_svg(Tile.M5, index=False)
True
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from pathlib import Path

from mjcore.hand import Hand, Meld
from mjcore.render import svg as _svg
from mjcore.render.layout import PER_ROW, hand_groups, hand_rows, meld_tiles, place, wrap
from mjcore.tiles import Tile

__all__ = [
    "back_svg",
    "hand_png",
    "hand_svg",
    "phone_hand_png",
    "phone_row_png",
    "render_to_file",
    "row_png",
    "row_svg",
    "tile_png",
    "tile_svg",
]


#: Default heights in pixels: SVG for the screen, PNG twice as sharp for the bot's photos.
SVG_HEIGHT, PNG_HEIGHT = 64, 128


def _tile(tile: Tile | None, face_down: bool) -> Tile | None:
    return None if face_down or tile is None else Tile(tile)


def _row(tiles: Iterable[Tile | None]) -> list[Tile | None]:
    return [None if t is None else Tile(t) for t in tiles]


# -- SVG -------------------------------------------------------------------------------
def tile_svg(
    tile: Tile | None, *, height: int = 64, face_down: bool = False, highlight: bool = False, index: bool = True
) -> str:
    """One tile as standalone SVG, ``height`` pixels high; ``None`` or ``face_down`` draws
    its back; ``index=False`` leaves out the corner index."""
    t = _tile(tile, face_down)
    placed, width = place([[t]], [0] if highlight else [], index=index)
    return _svg.document(placed, width, height, _svg.tile_code(t))


def back_svg(*, height: int = 64) -> str:
    """A face-down tile."""
    return tile_svg(None, height=height)


def row_svg(tiles: Iterable[Tile | None], *, height: int = 64, highlight: Iterable[int] = (), index: bool = True) -> str:
    """Tiles side by side (``None`` = face down); tiles at the ``highlight`` indices get
    a coloured outline; ``index=False`` leaves out the corner indices."""
    row = _row(tiles)
    placed, width = place([row], highlight, index=index)
    return _svg.document(placed, width, height, " ".join(_svg.tile_code(t) for t in row))


def hand_svg(hand: Hand, *, height: int = 64, index: bool = True) -> str:
    """A hand: concealed tiles, then each declared meld set apart (a concealed kong with
    its outer tiles face down), then the bonus tiles."""
    placed, width = place(hand_groups(hand), index=index)
    return _svg.document(placed, width, height, str(hand))


# -- PNG -------------------------------------------------------------------------------
def tile_png(tile: Tile | None, *, height: int = 128, face_down: bool = False, index: bool = True) -> bytes:
    """One tile as PNG bytes, ``height`` pixels high (transparent around the tile)."""
    from mjcore.render import png

    placed, width = place([[_tile(tile, face_down)]], index=index)
    return png.document(placed, width, height)


def row_png(tiles: Iterable[Tile | None], *, height: int = 128, highlight: Iterable[int] = (), index: bool = True) -> bytes:
    """Like :func:`row_svg`, as PNG bytes."""
    from mjcore.render import png

    placed, width = place([_row(tiles)], highlight, index=index)
    return png.document(placed, width, height)


def hand_png(hand: Hand, *, height: int = 128, index: bool = True) -> bytes:
    """Like :func:`hand_svg`, as PNG bytes."""
    from mjcore.render import png

    placed, width = place(hand_groups(hand), index=index)
    return png.document(placed, width, height)


# -- pictures for a phone (the bot) ------------------------------------------------------
def phone_row_png(
    tiles: Iterable[Tile | None],
    *,
    height: int = 96,
    per_row: int = PER_ROW,
    highlight: Iterable[int] = (),
    index: bool = True,
) -> bytes:
    """Tiles in even rows of at most ``per_row`` (14 tiles: two rows of 7), on an opaque
    background, as PNG bytes: at 400 px display width a tile is over 50 px wide.

    >>> phone_row_png([Tile.M1, Tile.M2])[1:4]
    b'PNG'
    """
    from mjcore.render import bitmap

    return bitmap.sheet_png([[row] for row in wrap(_row(tiles), per_row)], height, index=index, highlight=highlight)


def phone_hand_png(hand: Hand, *, height: int = 96, per_row: int = PER_ROW, index: bool = True) -> bytes:
    """A hand for a phone: the concealed tiles in even rows of at most ``per_row``, then the
    declared melds and the bonus tiles, each set apart (:func:`~mjcore.render.layout.hand_rows`)."""
    from mjcore.render import bitmap

    return bitmap.sheet_png(hand_rows(hand, per_row), height, index=index)


# -- files -----------------------------------------------------------------------------
def render_to_file(
    obj: Hand | Meld | Tile | Sequence[Tile | None], path: str | os.PathLike[str], *, height: int | None = None
) -> None:
    """Write a hand, a meld, a tile or a row of tiles to ``path``: SVG or PNG by its suffix
    (``.svg``, ``.png``); :class:`ValueError` for any other suffix."""
    target = Path(path)
    suffix = target.suffix.lower()
    if suffix not in (".svg", ".png"):
        raise ValueError(f"can only write .svg or .png pictures, not {target.name!r}")
    svg = suffix == ".svg"
    h = (SVG_HEIGHT if svg else PNG_HEIGHT) if height is None else height
    if isinstance(obj, Hand):
        picture = (hand_svg if svg else hand_png)(obj, height=h)
    elif isinstance(obj, Tile):
        picture = (tile_svg if svg else tile_png)(obj, height=h)
    else:
        row = meld_tiles(obj) if isinstance(obj, Meld) else obj
        picture = (row_svg if svg else row_png)(row, height=h)
    if isinstance(picture, str):
        target.write_text(picture, encoding="utf-8")
    else:
        target.write_bytes(picture)
