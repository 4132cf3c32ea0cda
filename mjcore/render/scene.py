"""A picture as a value: tiles, text and rounded boxes placed on a page, drawn as SVG or PNG.

A :class:`Scene` is ``width x height`` CSS pixels and a tuple of items, painted in order
(later items over earlier ones):

- :class:`TileItem`: a tile ``height`` pixels high (3/4 as wide) with its top-left corner at
  ``(x, y)``; ``tile=None`` lies face down; ``mark`` outlines it (the last discard, the tile
  played), ``dim`` pales it; ``area`` names the part of the picture it belongs to (written as
  ``data-area`` in the SVG, so that tests and pages can find "the river of player 1");
- :class:`Label`: one line of text, ``(x, y)`` the start, middle or end of its baseline;
- :class:`Box`: a rounded rectangle (a panel, a band behind whose turn it is, a rule).

:meth:`Scene.svg` writes standalone SVG (tiles drawn by :mod:`mjcore.render.svg` from the one
drawing of :mod:`mjcore.render.faces`, text as ``<text>`` in a sans-serif font) for the
notebooks and the site; :meth:`Scene.png` composites the cached tile bitmaps of
:mod:`mjcore.render.bitmap` and text drawn once by Pillow in DejaVu Sans (matplotlib's bundled
font: Latin and Cyrillic) into an opaque PNG for the bot: a few milliseconds once the
bitmaps are cached. Scenes are frozen values: they compare, hash and pickle (the bot draws
them in worker processes).

>>> from mjcore.tiles import Tile
>>> scene = Scene(120, 60, (Label(6, 16, "Ход", 12, bold=True), TileItem(6, 22, 32, Tile.P5, mark=True),
...                         TileItem(32, 22, 32, None, area="wall")))
>>> svg = scene.svg()
>>> svg.count("<g data-tile="), 'data-tile="back" data-area="wall"' in svg, ">Ход</text>" in svg
(2, True, True)
>>> import io
>>> from PIL import Image
>>> Image.open(io.BytesIO(scene.png())).size, Image.open(io.BytesIO(scene.png(scale=1))).size
((240, 120), (120, 60))
"""

from __future__ import annotations

import importlib.util
import os
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Literal, TypeAlias
from xml.sax.saxutils import escape, quoteattr

import numpy as np
from PIL import Image, ImageDraw, ImageFont

from mjcore.render import bitmap, faces
from mjcore.render import svg as _svg
from mjcore.render.model import fmt
from mjcore.tiles import Tile

__all__ = ["BACKGROUND", "FONT_FAMILY", "INK", "Box", "Item", "Label", "Scene", "TileItem", "font_path", "text_width"]

#: The page's colour by default: the bot's opaque background (:data:`mjcore.render.bitmap.BACKGROUND`).
BACKGROUND = bitmap.BACKGROUND
#: The colour of text by default.
INK = "#1b1b2b"
#: The SVG's font: DejaVu Sans (what the PNG is drawn with) where installed, else a wide sans-serif.
FONT_FAMILY = "'DejaVu Sans', Verdana, sans-serif"

_NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"'

Anchor: TypeAlias = Literal["start", "middle", "end"]
_PIL_ANCHOR = {"start": "ls", "middle": "ms", "end": "rs"}


@dataclass(frozen=True, slots=True)
class TileItem:
    """A tile ``height`` CSS pixels high (``0.75 * height`` wide), its box's top-left corner at
    ``(x, y)``; ``tile=None`` is face down; ``mark`` outlines it, ``dim`` pales it;
    ``index=False`` leaves out the corner index; ``area`` names its part of the picture;
    ``title`` is its tooltip in the SVG (its code when ``None``).

    >>> TileItem(0, 0, 40, Tile.M1).width
    30.0
    """

    x: float
    y: float
    height: float
    tile: Tile | None
    mark: bool = False
    dim: bool = False
    index: bool = True
    area: str = ""
    title: str | None = None

    @property
    def width(self) -> float:
        return self.height * faces.W / faces.H


@dataclass(frozen=True, slots=True)
class Label:
    """One line of text, ``size`` CSS pixels (the em); ``(x, y)`` is the start, middle or end
    (``anchor``) of its baseline.

    >>> Label(10, 20, "счёт 25").size
    13.0
    """

    x: float
    y: float
    text: str
    size: float = 13.0
    bold: bool = False
    colour: str = INK
    anchor: Anchor = "start"


@dataclass(frozen=True, slots=True)
class Box:
    """A rectangle with corners of ``radius``, filled with ``fill`` (none when ``None``) and
    outlined by ``stroke`` ``stroke_width`` pixels wide (inside the box).

    >>> Box(0, 0, 400, 1, "#c5d0da").radius
    0.0
    """

    x: float
    y: float
    width: float
    height: float
    fill: str | None
    radius: float = 0.0
    stroke: str | None = None
    stroke_width: float = 1.0


Item: TypeAlias = TileItem | Label | Box


@dataclass(frozen=True, slots=True)
class Scene:
    """A picture: ``width x height`` CSS pixels of ``background`` and ``items`` painted in order;
    ``title`` describes it (the SVG's title)."""

    width: float
    height: float
    items: tuple[Item, ...]
    background: str = BACKGROUND
    title: str = ""

    def __post_init__(self) -> None:
        if self.width <= 0 or self.height <= 0:
            raise ValueError(f"a scene needs a positive size, not {self.width} x {self.height}")

    def tiles(self, area: str | None = None) -> tuple[TileItem, ...]:
        """The tiles of the scene (of ``area`` only, when given), in painting order.

        >>> len(Scene(10, 10, (TileItem(0, 0, 8, None, area="a"), TileItem(0, 0, 8, None))).tiles("a"))
        1
        """
        return tuple(i for i in self.items if isinstance(i, TileItem) and (area is None or i.area == area))

    def texts(self) -> tuple[str, ...]:
        """Every text a reader sees: the labels, the tiles' tooltips and the title.

        >>> Scene(10, 10, (Label(0, 8, "ход"),), title="стол").texts()
        ('ход', 'стол')
        """
        found = [i.text for i in self.items if isinstance(i, Label)]
        found += [i.title for i in self.items if isinstance(i, TileItem) and i.title]
        return tuple(found + ([self.title] if self.title else []))

    # -- SVG ------------------------------------------------------------------------------------
    def svg(self) -> str:
        """A standalone SVG document ``width x height`` pixels: each tile a
        ``<g data-tile="5p" data-area="...">`` (``data-highlight="true"`` when marked)."""
        defs: dict[str, str] = {}
        parts = [f'<rect width="{fmt(self.width)}" height="{fmt(self.height)}" fill="{self.background}"/>']
        for item in self.items:
            if isinstance(item, TileItem):
                parts.append(_tile_svg(item, defs))
            elif isinstance(item, Label):
                weight = ' font-weight="bold"' if item.bold else ""
                anchor = "" if item.anchor == "start" else f' text-anchor="{item.anchor}"'
                parts.append(f'<text x="{fmt(item.x)}" y="{fmt(item.y)}" font-size="{fmt(item.size)}"{weight}{anchor}'
                             f' fill="{item.colour}">{escape(item.text)}</text>')
            else:
                half = item.stroke_width / 2 if item.stroke else 0.0
                fill = item.fill or "none"
                stroke = f' stroke="{item.stroke}" stroke-width="{fmt(item.stroke_width)}"' if item.stroke else ""
                parts.append(f'<rect x="{fmt(item.x + half)}" y="{fmt(item.y + half)}" width="{fmt(item.width - 2 * half)}"'
                             f' height="{fmt(item.height - 2 * half)}" rx="{fmt(item.radius)}" fill="{fill}"{stroke}/>')
        title = self.title or "mahjong"
        return (
            f'<svg {_NS} viewBox="0 0 {fmt(self.width)} {fmt(self.height)}" width="{fmt(self.width)}"'
            f' height="{fmt(self.height)}" font-family="{FONT_FAMILY}" role="img" aria-label={quoteattr(title)}>'
            f"<title>{escape(title)}</title>"
            + (f"<defs>{''.join(defs.values())}</defs>" if defs else "")
            + f'<g stroke-linecap="round" stroke-linejoin="round">{"".join(parts)}</g></svg>'
        )

    # -- PNG ------------------------------------------------------------------------------------
    def png(self, scale: float = 2) -> bytes:
        """An opaque PNG, ``scale`` pixels per CSS pixel (2: 800 pixels for a 400-pixel scene)."""
        if scale <= 0:
            raise ValueError(f"scale must be positive, not {scale}")
        width, height = max(1, round(self.width * scale)), max(1, round(self.height * scale))
        row = np.zeros(1 + 3 * width, dtype=np.uint8)  # a filter byte (none), then RGB
        row[1:] = np.tile(np.array(_rgb(self.background), dtype=np.uint8), width)
        canvas = np.empty((height, 1 + 3 * width), dtype=np.uint8)
        canvas[:] = row
        page = canvas[:, 1:].reshape(height, width, 3)
        boxes: list[Box] = []  # what lies under a later item decides the colour it is laid on
        for item in self.items:
            if isinstance(item, Box):
                _paint_box(page, item, scale)
                if item.fill:
                    boxes.append(item)
                continue
            under = _under(boxes, item, self.background)
            if isinstance(item, TileItem):
                pixels = round(item.height * scale)
                drawn = _tile_pixels(item.tile, pixels, item.index, item.mark, item.dim, under)
                _paste(page, drawn, round(item.x * scale), round(item.y * scale))
            else:
                drawn, left, top = _label_pixels(item.text, round(item.size * scale), item.bold, item.colour, under,
                                                 item.anchor)
                _paste(page, drawn, round(item.x * scale) + left, round(item.y * scale) + top)
        return bitmap.encode_png(canvas, width)


def _tile_svg(item: TileItem, defs: dict[str, str]) -> str:
    body, used = _svg.tile_body(item.tile, item.mark, item.index)
    defs.update(used)
    code = _svg.tile_code(item.tile)
    attributes = f' data-area="{escape(item.area)}"' if item.area else ""
    attributes += ' data-highlight="true"' if item.mark else ""
    attributes += ' opacity="0.45"' if item.dim else ""
    title = escape(item.title if item.title is not None else code)
    place = f"translate({fmt(item.x)} {fmt(item.y)}) scale({item.height / faces.H:.5g})"
    return f'<g data-tile="{code}"{attributes} transform="{place}"><title>{title}</title>{body}</g>'


# -- pixels ----------------------------------------------------------------------------------------
def _rgb(colour: str) -> tuple[int, int, int]:
    value = int(colour.removeprefix("#"), 16)
    return (value >> 16, (value >> 8) & 255, value & 255)


def _under(boxes: list[Box], item: TileItem | Label, background: str) -> str:
    """The fill of the last box under the item's anchor point (the page's colour if none)."""
    if isinstance(item, TileItem):
        x, y = item.x + item.width / 2, item.y + item.height / 2
    else:
        x, y = item.x, item.y - item.size * 0.35
    for box in reversed(boxes):
        if box.x <= x <= box.x + box.width and box.y <= y <= box.y + box.height:
            return box.fill or background
    return background


def _paste(page: np.ndarray, pixels: np.ndarray, left: int, top: int) -> None:
    """Copy ``pixels`` (rows x columns x 3) onto ``page`` at ``(left, top)``, cut at the edges."""
    tall, wide = pixels.shape[:2]
    y0, x0 = max(0, top), max(0, left)
    y1, x1 = min(page.shape[0], top + tall), min(page.shape[1], left + wide)
    if y1 > y0 and x1 > x0:
        page[y0:y1, x0:x1] = pixels[y0 - top : y1 - top, x0 - left : x1 - left]


@lru_cache(maxsize=4096)
def _tile_pixels(tile: Tile | None, height: int, index: bool, mark: bool, dim: bool, background: str) -> np.ndarray:
    """A tile's bitmap laid on ``background`` (from :mod:`mjcore.render.bitmap`, drawn once), read-only."""
    drawn = np.asarray(bitmap.tile_bitmap(tile, height, index=index, highlight=mark, background=background), dtype=np.uint8)
    if dim:
        drawn = (drawn * 0.45 + np.array(_rgb(background)) * 0.55).round().astype(np.uint8)
    drawn = np.ascontiguousarray(drawn)
    drawn.setflags(write=False)
    return drawn


@lru_cache(maxsize=256)
def _box_mask(width: int, height: int, radius: int, stroke: int) -> np.ndarray:
    """1 where a box is filled, 2 where its outline is, 0 outside its rounded corners."""
    mask = Image.new("L", (width, height), 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, width - 1, height - 1), radius=radius, fill=1,
                                           outline=2 if stroke else None, width=stroke)
    found = np.asarray(mask)
    found.setflags(write=False)
    return found


@lru_cache(maxsize=256)
def _insets(width: int, height: int, radius: int) -> tuple[int, ...]:
    """How many pixels each row of a box leaves out at either side (its rounded corners)."""
    mask = _box_mask(width, height, radius, 0)
    return tuple(int(np.argmax(row > 0)) if row.any() else width // 2 for row in mask)


def _paint_box(page: np.ndarray, box: Box, scale: float) -> None:
    """Fill a box row by row (a rounded box is one run of pixels a row: numpy copies whole rows)."""
    left, top = round(box.x * scale), round(box.y * scale)
    width, height = round((box.x + box.width) * scale) - left, round((box.y + box.height) * scale) - top
    if width <= 0 or height <= 0:
        return
    radius = min(round(box.radius * scale), width // 2, height // 2)
    y0, y1 = max(0, top), min(page.shape[0], top + height)
    x0, x1 = max(0, left), min(page.shape[1], left + width)
    if y1 <= y0 or x1 <= x0:
        return
    if box.fill:
        colour = np.array(_rgb(box.fill), dtype=np.uint8)
        insets = _insets(width, height, radius) if radius else ()
        flat = (y0, y1) if not radius else (max(y0, top + radius), min(y1, top + height - radius))
        if flat[1] > flat[0]:
            page[flat[0] : flat[1], x0:x1] = np.tile(colour, (x1 - x0, 1))
        for y in range(y0, y1):
            if radius and not flat[0] <= y < flat[1]:
                a, b = max(x0, left + insets[y - top]), min(x1, left + width - insets[y - top])
                if b > a:
                    page[y, a:b] = colour
    if box.stroke:
        stroke = max(1, round(box.stroke_width * scale))
        cut = _box_mask(width, height, radius, stroke)[y0 - top : y1 - top, x0 - left : x1 - left]
        page[y0:y1, x0:x1][cut == 2] = _rgb(box.stroke)


# -- text ------------------------------------------------------------------------------------------
@cache
def font_path(bold: bool = False) -> str:
    """DejaVu Sans (bold), the font matplotlib ships: the PNG's text and the width of a label.

    >>> font_path().endswith("DejaVuSans.ttf"), font_path(True).endswith("DejaVuSans-Bold.ttf")
    (True, True)
    """
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    spec = importlib.util.find_spec("matplotlib")  # its data folder, without importing it (a quarter second)
    for folder in (spec.submodule_search_locations or []) if spec is not None else []:
        found = os.path.join(folder, "mpl-data", "fonts", "ttf", name)
        if os.path.exists(found):
            return found
    import matplotlib

    return os.path.join(matplotlib.get_data_path(), "fonts", "ttf", name)


@lru_cache(maxsize=64)
def _font(pixels: int, bold: bool) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(font_path(bold), pixels)


#: Text is measured in a font this many times the asked size, then scaled back (sub-pixel widths).
_MEASURE = 4


def text_width(text: str, size: float, bold: bool = False) -> float:
    """How wide ``text`` is at ``size`` CSS pixels in DejaVu Sans (what the PNG draws; the SVG's
    fallback fonts are no wider), for a layout to fit its labels.

    >>> round(text_width("ход", 10)), text_width("ход", 20) > text_width("ход", 10)
    (19, True)
    """
    if not text:
        return 0.0
    return _font(max(1, round(size * _MEASURE)), bold).getlength(text) / _MEASURE


@lru_cache(maxsize=1024)
def _label_pixels(text: str, size: int, bold: bool, colour: str, background: str, anchor: Anchor) -> tuple[np.ndarray, int, int]:
    """A label drawn once on ``background``: its pixels and where they start from the anchor point."""
    font = _font(max(1, size), bold)
    left, top, right, bottom = font.getbbox(text, anchor=_PIL_ANCHOR[anchor])
    image = Image.new("RGB", (max(1, int(right - left)), max(1, int(bottom - top))), _rgb(background))
    ImageDraw.Draw(image).text((-left, -top), text, font=font, fill=_rgb(colour), anchor=_PIL_ANCHOR[anchor])
    drawn = np.asarray(image, dtype=np.uint8)
    drawn.setflags(write=False)
    return drawn, int(left), int(top)
