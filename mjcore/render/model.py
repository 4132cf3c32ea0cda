"""The drawing model: a tile is a tuple of shapes in a ``0..W x 0..H`` box (y down).

Two back ends draw the same shapes: :mod:`mjcore.render.svg` writes SVG elements and
:mod:`mjcore.render.png` matplotlib patches. Shapes are small frozen dataclasses, so a
tile's shape list can be cached and shared.

Glyphs (the Chinese characters and the index digits) come from ``data/glyphs.json``:
outlines extracted once from an OFL font (see ``data/README.md``), so no font is read at
run time.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import cache
from importlib import resources

#: The page's colour of the bot's pictures and of the table's (opaque: Telegram turns a photo's
#: transparency into black or white, depending on the app; a light blue-grey both themes frame well).
BACKGROUND = "#e6ecf1"

#: Affine transform ``(a, b, c, d, e, f)`` as in SVG's ``matrix()``:
#: ``x' = a x + c y + e``, ``y' = b x + d y + f``.
Matrix = tuple[float, float, float, float, float, float]


@dataclass(frozen=True, slots=True)
class Paint:
    """How a shape is painted: fill and stroke colours (``#rrggbb`` or None), stroke width
    in tile units, and opacity."""

    fill: str | None = None
    stroke: str | None = None
    width: float = 0.0
    opacity: float = 1.0


@dataclass(frozen=True, slots=True)
class Rect:
    x: float
    y: float
    w: float
    h: float
    r: float
    paint: Paint
    transform: Matrix | None = None


@dataclass(frozen=True, slots=True)
class Circle:
    cx: float
    cy: float
    r: float
    paint: Paint


@dataclass(frozen=True, slots=True)
class Ellipse:
    cx: float
    cy: float
    rx: float
    ry: float
    paint: Paint
    angle: float = 0.0  # degrees, clockwise on screen (y down), about the centre


@dataclass(frozen=True, slots=True)
class Path:
    """Path data with absolute ``M L C Q Z`` commands."""

    d: str
    paint: Paint
    transform: Matrix | None = None


@dataclass(frozen=True, slots=True)
class Glyph:
    """A character of ``glyphs.json``; ``transform`` maps its em box into the tile."""

    char: str
    paint: Paint
    transform: Matrix


@dataclass(frozen=True, slots=True)
class Group:
    """Shapes drawn again and again (the tile body, a dot, a bamboo stick): the SVG back
    end defines them once per document and places them with ``<use>``."""

    shapes: tuple[Shape, ...]
    transform: Matrix | None = None

    @property
    def paint(self) -> Paint:  # for uniform handling; a group's shapes carry their own
        return Paint()


Shape = Rect | Circle | Ellipse | Path | Glyph | Group


# -- glyph data ------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class GlyphData:
    char: str
    adv: float
    bbox: tuple[float, float, float, float]
    d: str


@cache
def glyphs() -> dict[str, GlyphData]:
    """Every glyph of ``data/glyphs.json`` by character (read once)."""
    text = resources.files("mjcore.render").joinpath("data", "glyphs.json").read_text(encoding="utf-8")
    raw = json.loads(text)["glyphs"]
    return {c: GlyphData(c, g["adv"], tuple(g["bbox"]), g["d"]) for c, g in raw.items()}


def glyph_at(char: str, cx: float, cy: float, sx: float, sy: float | None = None, *, paint: Paint) -> Glyph:
    """``char`` scaled by ``sx`` (and ``sy``, default ``sx``) tile units per em unit, its
    ink box centred on ``(cx, cy)``."""
    sy = sx if sy is None else sy
    x0, y0, x1, y1 = glyphs()[char].bbox
    return Glyph(char, paint, (sx, 0.0, 0.0, sy, cx - sx * (x0 + x1) / 2, cy - sy * (y0 + y1) / 2))


# -- geometry helpers ------------------------------------------------------------------
def rotation(angle: float, cx: float, cy: float) -> Matrix:
    """Rotation by ``angle`` degrees (clockwise on screen) about ``(cx, cy)``."""
    a = math.radians(angle)
    cos, sin = math.cos(a), math.sin(a)
    return (cos, sin, -sin, cos, cx - cos * cx + sin * cy, cy - sin * cx - cos * cy)


def translation(x: float, y: float) -> Matrix:
    return (1.0, 0.0, 0.0, 1.0, x, y)


def fmt(value: float) -> str:
    """A number for path data and attributes: at most 2 decimals, no trailing zeros."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def poly(points: list[tuple[float, float]], close: bool = True) -> str:
    """Path data of a polyline (a polygon if ``close``)."""
    head, *rest = points
    d = f"M{fmt(head[0])} {fmt(head[1])}" + "".join(f"L{fmt(x)} {fmt(y)}" for x, y in rest)
    return d + ("Z" if close else "")


def compose(outer: Matrix, inner: Matrix | None) -> Matrix:
    """The transform applying ``inner`` first, then ``outer``."""
    if inner is None:
        return outer
    a1, b1, c1, d1, e1, f1 = outer
    a2, b2, c2, d2, e2, f2 = inner
    return (
        a1 * a2 + c1 * b2,
        b1 * a2 + d1 * b2,
        a1 * c2 + c1 * d2,
        b1 * c2 + d1 * d2,
        a1 * e2 + c1 * f2 + e1,
        b1 * e2 + d1 * f2 + f1,
    )


def transformed(shapes: tuple[Shape, ...] | list[Shape], s: float, dx: float, dy: float) -> tuple[Shape, ...]:
    """``shapes`` scaled by ``s`` about the origin, then moved by ``(dx, dy)``; stroke
    widths scale too."""
    m: Matrix = (s, 0.0, 0.0, s, dx, dy)

    def paint(p: Paint) -> Paint:
        return Paint(p.fill, p.stroke, p.width * s, p.opacity)

    out: list[Shape] = []
    for shape in shapes:
        if isinstance(shape, Circle):
            out.append(Circle(s * shape.cx + dx, s * shape.cy + dy, shape.r * s, paint(shape.paint)))
        elif isinstance(shape, Ellipse):
            cx, cy = s * shape.cx + dx, s * shape.cy + dy
            out.append(Ellipse(cx, cy, shape.rx * s, shape.ry * s, paint(shape.paint), shape.angle))
        elif isinstance(shape, Rect):
            out.append(Rect(shape.x, shape.y, shape.w, shape.h, shape.r, shape.paint, compose(m, shape.transform)))
        elif isinstance(shape, Path):
            out.append(Path(shape.d, shape.paint, compose(m, shape.transform)))
        elif isinstance(shape, Group):
            out.append(Group(shape.shapes, compose(m, shape.transform)))
        else:
            out.append(Glyph(shape.char, shape.paint, compose(m, shape.transform)))
    return tuple(out)
