"""Pictures for a phone, composited from tile bitmaps drawn once (Pillow, numpy, zlib).

The bot sends many pictures of tiles; drawing each one's vector shapes again (matplotlib, about
a tenth of a second a hand) is the slow part. Here every tile is drawn once per size and
variant by the PNG back end (:mod:`mjcore.render.png`: the same shapes as the notebooks' SVG),
laid on the picture's background with Pillow and kept as an RGB bitmap. A picture is then
those bitmaps copied into place and written as a PNG: a few milliseconds, and the tiles'
pixels are exactly the drawing's.

A sheet is rows of groups of tiles (:func:`mjcore.render.layout.wrap` and
:func:`~mjcore.render.layout.hand_rows` make them): tiles of a group side by side, groups
set apart by :data:`~mjcore.render.layout.GROUP_GAP`, rows one under the other, a margin
all round.

>>> from mjcore.tiles import Tile
>>> data = sheet_png([[[Tile.M1, Tile.M2]], [[None]]])
>>> data[:8] == b"\\x89PNG\\r\\n\\x1a\\n", sheet_size([[[Tile.M1, Tile.M2]], [[None]]])
(True, (160, 222))
"""

from __future__ import annotations

import io
import struct
import zlib
from collections.abc import Callable, Iterable, Sequence

import numpy as np
from PIL import Image

from mjcore.render import faces, model
from mjcore.render.layout import Placed, place
from mjcore.tiles import Tile

__all__ = ["BACKGROUND", "HEIGHT", "encode_png", "prerender", "sheet_png", "sheet_size", "tile_bitmap"]

#: The tiles' height in pixels (a tile is 3/4 as wide): 72 x 96, as the bot has always sent.
HEIGHT = 96
#: The picture's background, opaque (Telegram turns a photo's transparency into black or
#: white, depending on the app): a light blue-grey that both themes frame well (the drawing
#: model's, :data:`mjcore.render.model.BACKGROUND`).
BACKGROUND = model.BACKGROUND
#: The margin round the picture and the gap between rows, in drawing units (a tile is 72 wide).
MARGIN, ROW_GAP = 8.0, 14.0

try:  # ISA-L's deflate (python-isal, the bot's extra): zlib's format, five times as fast
    from isal import isal_zlib as _deflate_module

    _deflate: Callable[[bytes | memoryview, int], bytes] = _deflate_module.compress
except ImportError:  # pragma: no cover - without the extra, the standard library's
    _deflate = zlib.compress

#: One sheet: rows, each a sequence of groups, each a sequence of tiles (None: face down).
Rows = Sequence[Sequence[Sequence[Tile | None]]]


def _rgb(colour: str) -> tuple[int, int, int]:
    value = int(colour.removeprefix("#"), 16)
    return (value >> 16, (value >> 8) & 255, value & 255)


#: The tile bitmaps drawn so far, by (tile, height, index, highlight, background): read-only
#: ``(height, width * 3)`` arrays (one RGB row per pixel row). Entries are only ever added.
_BITMAPS: dict[tuple[Tile | None, int, bool, bool, str], np.ndarray] = {}


def _laid(drawn: bytes, background: str) -> np.ndarray:
    """A transparent PNG of the PNG back end laid on ``background``, as RGB rows."""
    image = Image.open(io.BytesIO(drawn))
    laid = Image.new("RGBA", image.size, (*_rgb(background), 255))
    laid.alpha_composite(image.convert("RGBA"))
    return np.asarray(laid.convert("RGB"), dtype=np.uint8).reshape(image.size[1], image.size[0] * 3)


def _keep(key: tuple[Tile | None, int, bool, bool, str], rows: np.ndarray) -> np.ndarray:
    rows = np.ascontiguousarray(rows)
    rows.setflags(write=False)
    return _BITMAPS.setdefault(key, rows)


def _bitmap(tile: Tile | None, height: int, index: bool, highlight: bool, background: str) -> np.ndarray:
    """The tile drawn by the PNG back end on ``background`` (drawn on first use, then kept)."""
    key = (tile, height, index, highlight, background)
    found = _BITMAPS.get(key)
    if found is not None:
        return found
    from mjcore.render import png

    return _keep(key, _laid(png.document([Placed(0.0, tile, highlight, index)], faces.W, height), background))


def tile_bitmap(
    tile: Tile | None, height: int = HEIGHT, *, index: bool = True, highlight: bool = False, background: str = BACKGROUND
) -> Image.Image:
    """The bitmap a sheet pastes for ``tile`` (``None``: face down), as a new RGB image.

    >>> tile_bitmap(Tile.P5).size
    (72, 96)
    """
    rows = _bitmap(None if tile is None else Tile(tile), int(height), index, highlight, background)
    return Image.fromarray(np.array(rows.reshape(rows.shape[0], -1, 3)))


def prerender(height: int = HEIGHT, *, index: bool = True, background: str = BACKGROUND) -> int:
    """Draw every tile's bitmap (and the back) now, so that no user waits for it later;
    returns how many there are.

    When a tile is a whole number of pixels wide, all of them are drawn as one row and cut
    apart (a tile's drawing stays inside its box, so the pixels are those of each tile drawn
    alone, four times as fast).

    >>> prerender() >= 43
    True
    """
    from mjcore.render import png

    height = int(height)
    tiles: list[Tile | None] = [*Tile, None]
    width = faces.W * height / faces.H
    todo = [t for t in tiles if (t, height, index, False, background) not in _BITMAPS]
    if todo and width == int(width):
        placed = [Placed(faces.W * k, tile, False, index) for k, tile in enumerate(todo)]
        rows = _laid(png.document(placed, faces.W * len(todo), height), background)
        step = 3 * int(width)
        for k, tile in enumerate(todo):
            _keep((tile, height, index, False, background), rows[:, k * step : (k + 1) * step])
    for tile in tiles:
        _bitmap(tile, height, index, False, background)
    return len(tiles)


def _geometry(rows: Rows, height: int) -> tuple[float, int, int, list[tuple[list[Placed], float]]]:
    scale = height / faces.H
    laid = [place(groups) for groups in rows]
    margin, gap = round(MARGIN * scale), round(ROW_GAP * scale)
    widest = max([width for _, width in laid] + [faces.W])
    width = round(widest * scale) + 2 * margin
    count = max(1, len(rows))
    return scale, width, count * height + (count - 1) * gap + 2 * margin, laid


def sheet_size(rows: Rows, height: int = HEIGHT) -> tuple[int, int]:
    """The width and height in pixels of :func:`sheet_png` of ``rows``."""
    _, width, tall, _ = _geometry(rows, int(height))
    return width, tall


def sheet_png(
    rows: Rows,
    height: int = HEIGHT,
    *,
    index: bool = True,
    highlight: Iterable[int] = (),
    background: str = BACKGROUND,
) -> bytes:
    """A PNG of ``rows`` (see the module's docstring), tiles ``height`` pixels high, on an opaque
    ``background``; ``highlight`` holds tile indices counted over the whole sheet; ``index=False``
    draws the tiles without their corner index."""
    height = int(height)
    if height < 8:
        raise ValueError(f"height must be at least 8 pixels, not {height}")
    scale, width, tall, laid = _geometry(rows, height)
    margin, gap = round(MARGIN * scale), round(ROW_GAP * scale)
    marked = set(highlight)
    # one PNG scanline per pixel row: a filter byte (0, none) and the RGB bytes
    canvas = np.empty((tall, 1 + 3 * width), dtype=np.uint8)
    canvas[:, 1:] = np.tile(np.array(_rgb(background), dtype=np.uint8), width)
    canvas[:, 0] = 0
    number = 0
    for row, (placed, _) in enumerate(laid):
        top = margin + row * (height + gap)
        for p in placed:
            bitmap = _bitmap(p.tile, height, index, number in marked, background)
            left = 1 + 3 * (margin + round(p.x * scale))
            canvas[top : top + height, left : left + bitmap.shape[1]] = bitmap
            number += 1
    return encode_png(canvas, width)


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def encode_png(scanlines: np.ndarray, width: int, *, level: int = 1) -> bytes:
    """An RGB PNG of ``scanlines`` (one row a pixel row: its filter byte, then ``width`` RGB
    triples), compressed at ``level`` (0-3) by ISA-L when python-isal is installed, else by zlib.

    Pillow's encoder picks a filter for every row and compresses with zlib, which takes ten
    times as long as copying the tiles; tile pictures compress as well without filters.

    >>> rows = np.zeros((1, 1 + 3 * 2), dtype=np.uint8)
    >>> Image.open(io.BytesIO(encode_png(rows, 2))).size
    (2, 1)
    """
    tall = scanlines.shape[0]
    if scanlines.dtype != np.uint8 or scanlines.shape[1] != 1 + 3 * width:
        raise ValueError(f"scanlines must be uint8 rows of 1 + 3 * {width} bytes, not {scanlines.dtype} {scanlines.shape}")
    header = struct.pack(">IIBBBBB", width, tall, 8, 2, 0, 0, 0)  # 8 bits, RGB, deflate, no interlace
    data = _deflate(np.ascontiguousarray(scanlines).data, level)
    return b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", header) + _chunk(b"IDAT", data) + _chunk(b"IEND", b"")
