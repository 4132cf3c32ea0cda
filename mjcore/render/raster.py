"""A :class:`~mjcore.render.scene.Scene` as an opaque PNG: the cached tile bitmaps of
:mod:`mjcore.render.bitmap` and text drawn once by Pillow in DejaVu Sans (matplotlib's bundled
font: Latin and Cyrillic), pasted with numpy and encoded by :func:`~mjcore.render.bitmap.encode_png`.
The bot's pictures; loaded only when a PNG is asked for (the SVG needs neither numpy nor Pillow).

>>> import io
>>> from PIL import Image
>>> from mjcore.render.scene import Label, Scene
>>> Image.open(io.BytesIO(png(Scene(100, 40, (Label(4, 20, "Ход"),)), 2))).size
(200, 80)
"""

from __future__ import annotations

import importlib.util
import os
from functools import cache, lru_cache

import numpy as np
from PIL import Image, ImageDraw, ImageFont

from mjcore.render import bitmap
from mjcore.render.scene import Anchor, Box, Label, Scene, TileItem
from mjcore.tiles import Tile

__all__ = ["font_path", "png"]

_PIL_ANCHOR = {"start": "ls", "middle": "ms", "end": "rs"}


def png(scene: Scene, scale: float = 2) -> bytes:
    """An opaque PNG of ``scene``, ``scale`` pixels per CSS pixel."""
    if scale <= 0:
        raise ValueError(f"scale must be positive, not {scale}")
    width, height = max(1, round(scene.width * scale)), max(1, round(scene.height * scale))
    row = np.zeros(1 + 3 * width, dtype=np.uint8)  # a filter byte (none), then RGB
    row[1:] = np.tile(np.array(_rgb(scene.background), dtype=np.uint8), width)
    canvas = np.empty((height, 1 + 3 * width), dtype=np.uint8)
    canvas[:] = row
    page = canvas[:, 1:].reshape(height, width, 3)
    boxes: list[Box] = []  # what lies under a later item decides the colour it is laid on
    for item in scene.items:
        if isinstance(item, Box):
            _paint_box(page, item, scale)
            if item.fill:
                boxes.append(item)
            continue
        under = _under(boxes, item, scene.background)
        if isinstance(item, TileItem):
            pixels = round(item.height * scale)
            drawn = _tile_pixels(item.tile, pixels, item.index, item.mark, item.dim, under)
            _paste(page, drawn, round(item.x * scale), round(item.y * scale))
        else:
            drawn, left, top = _label_pixels(item.text, round(item.size * scale), item.bold, item.colour, under,
                                             item.anchor)
            _paste(page, drawn, round(item.x * scale) + left, round(item.y * scale) + top)
    return bitmap.encode_png(canvas, width)


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
