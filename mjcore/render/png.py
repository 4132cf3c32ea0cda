"""The PNG back end: the same shapes drawn by matplotlib's Agg renderer.

matplotlib is imported here only, when the first PNG is asked for. The figure is built
without pyplot (no global state, safe in the bot's worker threads) and saved without a
timestamp or software name, so the same picture gives the same bytes every time.
"""

from __future__ import annotations

import io
import math
import threading
from collections.abc import Iterable
from functools import cache, lru_cache

import numpy as np

from mjcore.render import faces
from mjcore.render.layout import Placed
from mjcore.render.model import (
    Circle,
    Ellipse,
    Glyph,
    Group,
    Matrix,
    Path,
    Rect,
    Shape,
    compose,
    glyphs,
)
from mjcore.render.paths import to_vertices
from mjcore.tiles import Tile

#: Bezier handle length for a quarter circle.
_KAPPA = 0.5522847498
_MOVE, _LINE, _CURVE4, _CLOSE = 1, 2, 4, 79
#: matplotlib does not promise thread safety, even without pyplot: one drawing at a time.
_LOCK = threading.Lock()


def _rgba(colour: str | None, opacity: float) -> tuple[float, float, float, float]:
    if colour is None:
        return (0.0, 0.0, 0.0, 0.0)
    value = int(colour[1:], 16)
    return ((value >> 16) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255, opacity)


def _round_rect(x: float, y: float, w: float, h: float, r: float) -> tuple[list[tuple[float, float]], list[int]]:
    r = min(r, w / 2, h / 2)
    k = r * _KAPPA
    v = [(x + r, y), (x + w - r, y)]
    v += [(x + w - r + k, y), (x + w, y + r - k), (x + w, y + r)]
    v += [(x + w, y + h - r)]
    v += [(x + w, y + h - r + k), (x + w - r + k, y + h), (x + w - r, y + h)]
    v += [(x + r, y + h)]
    v += [(x + r - k, y + h), (x, y + h - r + k), (x, y + h - r)]
    v += [(x, y + r)]
    v += [(x, y + r - k), (x + r - k, y), (x + r, y)]
    v += [(x + r, y)]
    codes = [_MOVE, _LINE] + [_CURVE4] * 3 + [_LINE] + [_CURVE4] * 3 + [_LINE] + [_CURVE4] * 3 + [_LINE] + [_CURVE4] * 3
    return v, codes + [_CLOSE]


def _ellipse(cx: float, cy: float, rx: float, ry: float, angle: float) -> tuple[np.ndarray, list[int]]:
    # four cubic arcs of the unit circle, scaled, rotated, moved
    k = _KAPPA
    unit = [
        (1, 0),
        (1, k),
        (k, 1),
        (0, 1),
        (-k, 1),
        (-1, k),
        (-1, 0),
        (-1, -k),
        (-k, -1),
        (0, -1),
        (k, -1),
        (1, -k),
        (1, 0),
    ]
    pts = np.array(unit + [(1, 0)], dtype=float) * (rx, ry)
    if angle:
        a = math.radians(angle)
        rot = np.array([[math.cos(a), math.sin(a)], [-math.sin(a), math.cos(a)]])
        pts = pts @ rot
    return pts + (cx, cy), [_MOVE] + [_CURVE4] * 12 + [_CLOSE]


@cache
def _glyph_path(char: str) -> tuple[np.ndarray, np.ndarray]:
    vertices, codes = to_vertices(glyphs()[char].d)
    return np.array(vertices, dtype=float), np.array(codes, dtype=np.uint8)


def _apply(vertices: np.ndarray, m: Matrix | None) -> np.ndarray:
    if m is None:
        return vertices
    a, b, c, d, e, f = m
    moved: np.ndarray = vertices @ np.array([[a, b], [c, d]]) + (e, f)
    return moved


def shape_path(shape: Shape) -> tuple[np.ndarray, np.ndarray]:
    """Vertices (in tile units) and matplotlib path codes of one shape (not a group)."""
    if isinstance(shape, Rect):
        points, codes = _round_rect(shape.x, shape.y, shape.w, shape.h, shape.r)
        return _apply(np.array(points, dtype=float), shape.transform), np.array(codes, dtype=np.uint8)
    if isinstance(shape, Circle | Ellipse):
        rx, ry, angle = (shape.r, shape.r, 0.0) if isinstance(shape, Circle) else (shape.rx, shape.ry, shape.angle)
        vertices, codes = _ellipse(shape.cx, shape.cy, rx, ry, angle)
        return vertices, np.array(codes, dtype=np.uint8)
    if isinstance(shape, Path):
        points, codes = to_vertices(shape.d)
        return _apply(np.array(points, dtype=float), shape.transform), np.array(codes, dtype=np.uint8)
    if isinstance(shape, Glyph):
        vertices, glyph_codes = _glyph_path(shape.char)
        return _apply(vertices, shape.transform), glyph_codes
    raise TypeError(f"not a drawable shape: {shape!r}")


#: One drawable: vertices, codes, face colour, edge colour, stroke width (tile units).
_Item = tuple[np.ndarray, np.ndarray, tuple[float, ...], tuple[float, ...], float]


def _stretch(m: Matrix | None) -> float:
    """How much a transform scales lengths (the square root of its area factor)."""
    return 1.0 if m is None else math.sqrt(abs(m[0] * m[3] - m[1] * m[2]))


def _items(shapes: Iterable[Shape], m: Matrix | None, out: list[_Item]) -> None:
    """Append the drawables of ``shapes`` under the transform ``m`` to ``out``."""
    stretch = _stretch(m)
    for shape in shapes:
        if isinstance(shape, Group):
            _items(shape.shapes, shape.transform if m is None else compose(m, shape.transform), out)
            continue
        v, c = shape_path(shape)
        p = shape.paint
        # as in SVG, a shape's own transform scales its stroke too
        own = _stretch(getattr(shape, "transform", None))
        width = p.width * stretch * own if p.stroke else 0.0
        out.append((_apply(v, m), c, _rgba(p.fill, p.opacity), _rgba(p.stroke, p.opacity), width))


@lru_cache(maxsize=512)
def tile_items(tile: Tile | None, highlight: bool, index: bool = True) -> tuple[_Item, ...]:
    """A tile's shapes ready for matplotlib, in tile units (cached per tile)."""
    shapes = faces.back_shapes() if tile is None else faces.tile_shapes(tile, index)
    if highlight:
        shapes = shapes + faces.highlight_shapes()
    items: list[_Item] = []
    _items(shapes, None, items)
    return tuple(items)


def document(placed: list[Placed], width: float, height: int) -> bytes:
    """PNG bytes of placed tiles; ``height`` in pixels, the width in proportion."""
    with _LOCK:
        return _draw(placed, width, int(height))


def _draw(placed: list[Placed], width: float, height: int) -> bytes:
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.collections import PathCollection
    from matplotlib.figure import Figure
    from matplotlib.path import Path as MplPath
    from matplotlib.transforms import Affine2D

    if height < 8:
        raise ValueError(f"height must be at least 8 pixels, not {height}")
    scale = height / faces.H  # pixels per tile unit
    width_px = max(1, round(width * scale))
    dpi = 72.0  # so that points are pixels
    # a hair over the pixel size, so that matplotlib's rounding down keeps every pixel
    fig = Figure(figsize=((width_px + 0.01) / dpi, (height + 0.01) / dpi), dpi=dpi)
    fig.patch.set_alpha(0.0)
    FigureCanvasAgg(fig)
    # no axes (slow to build): tile units straight to display pixels, y down
    to_pixels = Affine2D().scale(scale, -scale).translate(0.0, height)

    paths, facecolors, edgecolors, widths = [], [], [], []
    for p in placed:
        for v, c, fc, ec, lw in tile_items(p.tile, p.highlight, p.index):
            paths.append(MplPath(v + (p.x, 0.0), c))
            facecolors.append(fc)
            edgecolors.append(ec)
            widths.append(lw * scale)
    collection = PathCollection(
        paths,
        facecolors=facecolors,
        edgecolors=edgecolors,
        linewidths=widths,
        capstyle="round",
        joinstyle="round",
        transform=to_pixels,
    )
    fig.add_artist(collection)
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=dpi, transparent=True, metadata={"Software": None})
    return buf.getvalue()
