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
notebooks and the site; :meth:`Scene.png` (:mod:`mjcore.render.raster`) composites the cached tile
bitmaps of :mod:`mjcore.render.bitmap` and text drawn once by Pillow in DejaVu Sans
(matplotlib's bundled font: Latin and Cyrillic) into an opaque PNG for the bot: a few
milliseconds once the bitmaps are cached. Only the PNG needs numpy and Pillow. Scenes are
frozen values: they compare, hash and pickle (the bot draws them in worker processes).

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

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Literal, TypeAlias
from xml.sax.saxutils import escape, quoteattr

from mjcore.render import faces
from mjcore.render import svg as _svg
from mjcore.render.model import BACKGROUND, fmt
from mjcore.tiles import Tile

__all__ = ["BACKGROUND", "FONT_FAMILY", "INK", "Box", "Item", "Label", "Scene", "TileItem", "text_width"]

#: The colour of text by default.
INK = "#1b1b2b"
#: The SVG's font: DejaVu Sans (what the PNG is drawn with) where installed, else a wide sans-serif.
FONT_FAMILY = "'DejaVu Sans', Verdana, sans-serif"

_NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"'

Anchor: TypeAlias = Literal["start", "middle", "end"]


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
        """An opaque PNG, ``scale`` pixels per CSS pixel (2: 800 pixels for a 400-pixel scene),
        drawn by :mod:`mjcore.render.raster` (numpy and Pillow: loaded only when asked; the SVG
        needs neither, so a page in the browser's Python draws without them)."""
        from mjcore.render import raster

        return raster.png(self, scale)


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


# -- text ----------------------------------------------------------------------------------------
@cache
def _advances(bold: bool) -> tuple[dict[str, int], int]:
    """DejaVu Sans's advance widths (units of 2048 to the em) for the characters the pictures
    write, and the width of a character not in the table (``data/dejavu_widths.json``, made from
    the font by ``data/measure_font.py``)."""
    data = json.loads(resources.files("mjcore.render.data").joinpath("dejavu_widths.json").read_text("utf-8"))
    table = data["bold" if bold else "regular"]
    return dict(table["widths"]), int(table["default"])


def text_width(text: str, size: float, bold: bool = False) -> float:
    """How wide ``text`` is at ``size`` CSS pixels in DejaVu Sans (what the PNG draws; the SVG's
    fallback fonts are no wider), for a layout to fit its labels — from the font's advance widths,
    without loading the font.

    >>> round(text_width("ход", 10)), text_width("ход", 20) > text_width("ход", 10)
    (19, True)
    """
    widths, default = _advances(bold)
    return sum(widths.get(ch, default) for ch in text) * size / 2048
