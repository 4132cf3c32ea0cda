"""The SVG back end: shapes to standalone SVG text (no ``<text>``, no fonts).

Each tile is a ``<g data-tile="5p">`` (``"back"`` face down) translated to its place,
with a ``<title>``. Glyph outlines are written once per document in ``<defs>`` and
drawn with ``<use>``; their ids carry a hash of the outline, so documents shown side by
side in one page (Jupyter) never disagree about what an id means.
"""

from __future__ import annotations

import zlib
from functools import lru_cache
from xml.sax.saxutils import escape, quoteattr

from mjcore.render import faces
from mjcore.render.layout import Placed
from mjcore.render.model import (
    Circle,
    Ellipse,
    Glyph,
    Group,
    Paint,
    Path,
    Rect,
    Shape,
    fmt,
    glyphs,
)
from mjcore.tiles import Tile

_NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"'


def glyph_id(char: str) -> str:
    """The ``<defs>`` id of a glyph: its code point and a hash of its outline."""
    d = glyphs()[char].d
    return f"mjg{ord(char):x}-{zlib.crc32(d.encode()) & 0xFFFFFF:06x}"


def _paint(p: Paint) -> str:
    out = f' fill="{p.fill}"' if p.fill else ' fill="none"'
    if p.stroke:
        out += f' stroke="{p.stroke}" stroke-width="{fmt(p.width)}"'
    if p.opacity < 1:
        out += f' opacity="{fmt(p.opacity)}"'
    return out


def _matrix(m: tuple[float, ...] | None) -> str:
    if m is None:
        return ""
    if m[:4] == (1.0, 0.0, 0.0, 1.0):
        return f' transform="translate({fmt(m[4])} {fmt(m[5])})"'
    return ' transform="matrix(' + " ".join(f"{v:.5g}" if k < 4 else fmt(v) for k, v in enumerate(m)) + ')"'


def shape_svg(shape: Shape, defs: dict[str, str]) -> str:
    """One SVG element; what it refers to (glyphs, groups) is added to ``defs`` (id ->
    definition)."""
    if isinstance(shape, Rect):
        r = f' rx="{fmt(shape.r)}"' if shape.r else ""
        return (
            f'<rect x="{fmt(shape.x)}" y="{fmt(shape.y)}" width="{fmt(shape.w)}" height="{fmt(shape.h)}"{r}'
            f"{_paint(shape.paint)}{_matrix(shape.transform)}/>"
        )
    if isinstance(shape, Circle):
        return f'<circle cx="{fmt(shape.cx)}" cy="{fmt(shape.cy)}" r="{fmt(shape.r)}"{_paint(shape.paint)}/>'
    if isinstance(shape, Ellipse):
        rot = f' transform="rotate({fmt(shape.angle)} {fmt(shape.cx)} {fmt(shape.cy)})"' if shape.angle else ""
        return (
            f'<ellipse cx="{fmt(shape.cx)}" cy="{fmt(shape.cy)}" rx="{fmt(shape.rx)}" ry="{fmt(shape.ry)}"'
            f"{_paint(shape.paint)}{rot}/>"
        )
    if isinstance(shape, Path):
        return f'<path d="{shape.d}"{_paint(shape.paint)}{_matrix(shape.transform)}/>'
    if isinstance(shape, Glyph):
        ref = glyph_id(shape.char)
        defs[ref] = f'<path id="{ref}" d="{glyphs()[shape.char].d}"/>'
        return f'<use xlink:href="#{ref}"{_paint(shape.paint)}{_matrix(shape.transform)}/>'
    if isinstance(shape, Group):
        ref, definitions = _group_def(shape.shapes)
        defs.update(definitions)
        return f'<use xlink:href="#{ref}"{_matrix(shape.transform)}/>'
    raise TypeError(f"not a shape: {shape!r}")


@lru_cache(maxsize=256)
def _group_def(shapes: tuple[Shape, ...]) -> tuple[str, tuple[tuple[str, str], ...]]:
    """A group's id (a hash of its content) and the definitions it needs, itself last."""
    defs: dict[str, str] = {}
    inner = "".join(shape_svg(s, defs) for s in shapes)
    ref = f"mj{zlib.crc32(inner.encode()):08x}"
    defs[ref] = f'<g id="{ref}">{inner}</g>'
    return ref, tuple(defs.items())


def tile_code(tile: Tile | None) -> str:
    """``'5p'``, or ``'back'`` for a face-down tile."""
    return "back" if tile is None else str(Tile(tile))


@lru_cache(maxsize=512)
def tile_body(tile: Tile | None, highlight: bool, index: bool = True) -> tuple[str, tuple[tuple[str, str], ...]]:
    """The inside of a tile's ``<g>`` (in tile coordinates) and the definitions it uses."""
    shapes = faces.back_shapes() if tile is None else faces.tile_shapes(tile, index)
    if highlight:
        shapes = shapes + faces.highlight_shapes()
    defs: dict[str, str] = {}
    body = "".join(shape_svg(s, defs) for s in shapes)
    return body, tuple(defs.items())


def document(placed: list[Placed], width: float, height: float, title: str) -> str:
    """A standalone SVG of placed tiles; ``height`` is the picture's height in pixels."""
    parts: list[str] = []
    defs: dict[str, str] = {}
    for p in placed:
        body, used = tile_body(p.tile, p.highlight, p.index)
        defs.update(used)
        code = tile_code(p.tile)
        mark = (' data-highlight="true"' if p.highlight else "") + ("" if p.index or p.tile is None else ' data-index="none"')
        parts.append(f'<g data-tile="{code}"{mark} transform="translate({fmt(p.x)} 0)"><title>{code}</title>{body}</g>')
    scale = height / faces.H
    return (
        f'<svg {_NS} viewBox="0 0 {fmt(width)} {fmt(faces.H)}" width="{fmt(width * scale)}" height="{fmt(height)}"'
        f' stroke-linecap="round" stroke-linejoin="round" role="img" aria-label={quoteattr(title)}>'
        f"<title>{escape(title)}</title>"
        + (f"<defs>{''.join(defs.values())}</defs>" if defs else "")
        + "".join(parts)
        + "</svg>"
    )
