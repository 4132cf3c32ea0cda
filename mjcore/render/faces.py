"""What each tile looks like, as shapes of :mod:`mjcore.render.model`.

A tile is drawn in a ``W x H`` box (72 x 96 units, y down): a drop shadow, the green
back layer and the ivory body seen at the bottom edge (the tile's thickness), the
rounded ivory face, and on it the traditional design plus the small Arabic index of
the "adapted" sets for learners in the top-left corner:

- dots: the classic circles (one big circle for 1), blue, green and red;
- bamboo: sticks arranged as on real tiles, a bird on the 1;
- characters: the numeral 一..九 in dark blue over a red 萬;
- winds 東 南 西 北 in dark ink with the letter E S W N as index;
- dragons: a red 中, a green 發, a blue frame for white (no index);
- flowers 梅 蘭 菊 竹 and seasons 春 夏 秋 冬: an emblem, the character and the seat
  number 1-4 as index (red for flowers, blue for seasons).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache

from mjcore.render.model import (
    Circle,
    Ellipse,
    Glyph,
    Group,
    Matrix,
    Paint,
    Path,
    Rect,
    Shape,
    compose,
    glyph_at,
    glyphs,
    poly,
    rotation,
    transformed,
    translation,
)
from mjcore.tiles import Suit, Tile

#: The tile box in drawing units; the picture's height maps to H.
W, H = 72.0, 96.0
#: The top face of the tile (x, y, w, h) and its corner radius.
FACE = (3.0, 3.0, 66.0, 80.0)
CORNER = 7.0
#: Bottom of the ivory body and of the back layer under the face (the tile's thickness).
BODY_BOTTOM, BACK_BOTTOM = 88.5, 93.0

# -- colours ---------------------------------------------------------------------------
IVORY = "#fbf6e4"
IVORY_SIDE = "#e3d8b8"
IVORY_LINE = "#c9bb93"
BACK = "#1f8a5b"
BACK_SIDE = "#156444"
BACK_LINE = "#0f4d33"
BACK_SHINE = "#5fbf8f"
HIGHLIGHT = "#ff8c00"
RED = "#c8202a"
GREEN = "#17803d"
BLUE = "#1d4fa3"
NAVY = "#172a56"
INK = "#1b1b2b"
DARK_GREEN = "#0f5a2a"
WOOD = "#8a5a2b"

#: The colour of the index: a hint of the suit.
_INDEX_COLOUR = {Suit.CHARACTERS: RED, Suit.DOTS: BLUE, Suit.BAMBOO: GREEN, Suit.HONORS: INK}

# The traditional designs fill roughly x 9..63, y 18..80 (under the index); a tile
# without an index (dragons) centres its design on the face.
#: Index: top-left corner of its ink and its height (the digits' cap height).
INDEX_X, INDEX_Y, INDEX_H = 6.5, 5.5, 13.5

#: Characters of ``glyphs.json`` the faces draw (tests check the data has them all).
NUMERALS = "一二三四五六七八九"
WIND_CHARS = "東南西北"
WIND_LETTERS = "ESWN"
BONUS_CHARS = "梅蘭菊竹春夏秋冬"
NEEDED_CHARS = NUMERALS + "萬" + WIND_CHARS + "中發" + BONUS_CHARS + "123456789" + WIND_LETTERS


def _paint(fill: str | None = None, stroke: str | None = None, width: float = 0.0, opacity: float = 1.0) -> Paint:
    return Paint(fill, stroke, width, opacity)


# -- the tile body ---------------------------------------------------------------------
def _body(top: str, top_line: str, side: str, bottom: str, shine: str, shine_opacity: float) -> tuple[Shape, ...]:
    x, y, w, h = FACE
    return (
        Rect(x + 1.6, y + 1.8, w, BACK_BOTTOM - y, CORNER, _paint("#000000", opacity=0.2)),
        Rect(x, y, w, BACK_BOTTOM - y, CORNER, _paint(bottom)),
        Rect(x, y, w, BODY_BOTTOM - y, CORNER, _paint(side)),
        Rect(x, y, w, h, CORNER, _paint(top, top_line, 0.8)),
        Rect(x + 1.3, y + 1.3, w - 2.6, h - 2.6, CORNER - 1.2, _paint(None, shine, 1.3, shine_opacity)),
    )


@cache
def face_body() -> tuple[Shape, ...]:
    """A face-up tile without its design: ivory face, thickness, green back layer."""
    return (Group(_body(IVORY, IVORY_LINE, IVORY_SIDE, BACK, "#ffffff", 0.8)),)


@cache
def back_shapes() -> tuple[Shape, ...]:
    """A face-down tile: the green back on top, the ivory layer at the bottom edge."""
    x, y, w, h = FACE
    inner = Rect(x + 6, y + 6, w - 12, h - 12, CORNER - 3, _paint(None, BACK_SHINE, 1.0, 0.45))
    return (Group(_body(BACK, BACK_LINE, BACK_SIDE, IVORY_SIDE, BACK_SHINE, 0.7) + (inner,)),)


@cache
def highlight_shapes() -> tuple[Shape, ...]:
    """The coloured outline around a highlighted tile."""
    x, y, w, _ = FACE
    return (Rect(x - 1.6, y - 1.6, w + 3.2, BACK_BOTTOM - y + 3.2, CORNER + 1.6, _paint(None, HIGHLIGHT, 2.6)),)


def _index(char: str, colour: str) -> Glyph:
    """The small Arabic index (or wind letter) in the top-left corner."""
    x0, y0, _x1, y1 = glyphs()[char].bbox
    s = INDEX_H / (y1 - y0)
    return Glyph(char, _paint(colour), (s, 0.0, 0.0, s, INDEX_X - s * x0, INDEX_Y - s * y0))


# -- dots ------------------------------------------------------------------------------
@cache
def _dot_shapes(r: float, colour: str) -> tuple[Shape, ...]:
    return (
        Circle(0, 0, r, _paint(colour)),
        Circle(0, 0, r * 0.76, _paint(IVORY)),
        Circle(0, 0, r * 0.56, _paint(colour)),
        Circle(0, 0, r * 0.2, _paint(IVORY)),
    )


def _dot(cx: float, cy: float, r: float, colour: str) -> tuple[Shape, ...]:
    return (Group(_dot_shapes(r, colour), translation(cx, cy)),)


def _big_dot(cx: float, cy: float, r: float) -> tuple[Shape, ...]:
    shapes: list[Shape] = [
        Circle(cx, cy, r, _paint(GREEN)),
        Circle(cx, cy, r * 0.86, _paint(IVORY)),
    ]
    for k in range(12):
        a = math.radians(k * 30)
        shapes.append(Circle(cx + r * 0.7 * math.cos(a), cy + r * 0.7 * math.sin(a), r * 0.11, _paint(BLUE)))
    shapes += [
        Circle(cx, cy, r * 0.5, _paint(RED)),
        Circle(cx, cy, r * 0.38, _paint(IVORY)),
    ]
    for k in range(6):
        a = math.radians(k * 60 + 30)
        shapes.append(
            Ellipse(
                cx + r * 0.2 * math.cos(a), cy + r * 0.2 * math.sin(a), r * 0.15, r * 0.08, _paint(GREEN), k * 60 + 30
            )
        )
    shapes.append(Circle(cx, cy, r * 0.1, _paint(RED)))
    return tuple(shapes)


_DOTS: dict[int, Sequence[tuple[float, float, float, str]]] = {  # centre, radius, colour
    2: [(36, 33, 10.5, GREEN), (36, 65, 10.5, BLUE)],
    3: [(19.5, 28.5, 9, BLUE), (36, 49, 9, RED), (52.5, 69.5, 9, GREEN)],
    4: [(23, 34, 10, BLUE), (49, 34, 10, GREEN), (23, 64, 10, GREEN), (49, 64, 10, BLUE)],
    5: [
        (20.5, 29, 8.6, BLUE),
        (51.5, 29, 8.6, GREEN),
        (36, 49, 8.6, RED),
        (20.5, 69, 8.6, GREEN),
        (51.5, 69, 8.6, BLUE),
    ],
    6: [(24, 27.5, 8.4, GREEN), (48, 27.5, 8.4, GREEN)] + [(x, y, 8.4, RED) for y in (51, 70.5) for x in (24, 48)],
    7: [(18.5, 25.5, 7, GREEN), (36, 31, 7, GREEN), (53.5, 36.5, 7, GREEN)]
    + [(x, y, 8, RED) for y in (54.5, 71.5) for x in (25, 47)],
    8: [(x, y, 7.3, BLUE) for y in (26, 41.3, 56.7, 72) for x in (25, 47)],
    9: [(x, y, 8.3, c) for y, c in ((28.5, BLUE), (49, RED), (69.5, GREEN)) for x in (18.5, 36, 53.5)],
}


def dot_layout(n: int) -> tuple[tuple[float, float, str], ...]:
    """The circles drawn on the ``n`` of dots (2..9): ``(x, y, colour)`` of each, as drawn.

    >>> [c == GREEN for _x, _y, c in dot_layout(2)]
    [True, False]
    """
    return tuple((cx, cy, c) for cx, cy, _r, c in _DOTS[n])


def _dots(n: int) -> tuple[Shape, ...]:
    if n == 1:
        return _big_dot(36, 49, 26)
    return tuple(s for cx, cy, r, c in _DOTS[n] for s in _dot(cx, cy, r, c))


# -- bamboo ----------------------------------------------------------------------------
_STICK_DARK = {GREEN: DARK_GREEN, BLUE: "#123272", RED: "#7e1016"}


@cache
def _stick_shapes(length: float, colour: str, width: float) -> tuple[Shape, ...]:
    """A bamboo stick centred on the origin, upright."""
    dark = _STICK_DARK[colour]
    x, y = -width / 2, -length / 2
    node = width + 1.6
    return (
        Rect(x, y, width, length, width / 2, _paint(colour, dark, 0.7)),
        Rect(-width * 0.12, y + 2.2, width * 0.24, length - 4.4, width * 0.12, _paint("#ffffff", opacity=0.45)),
        Rect(-node / 2, y + 0.8, node, 1.8, 0.9, _paint(dark)),
        Rect(-node / 2, -0.9, node, 1.8, 0.9, _paint(dark)),
        Rect(-node / 2, y + length - 2.6, node, 1.8, 0.9, _paint(dark)),
    )


def _stick(
    cx: float, cy: float, length: float, colour: str, angle: float = 0.0, width: float = 7.0
) -> tuple[Shape, ...]:
    place = compose(translation(cx, cy), rotation(angle, 0, 0)) if angle else translation(cx, cy)
    return (Group(_stick_shapes(length, colour, width), place),)


_STICKS: dict[int, Sequence[tuple[float, float, float, str, float]]] = {  # centre, length, colour, angle
    2: [(36, 34.5, 26, GREEN, 0), (36, 63.5, 26, BLUE, 0)],
    3: [(36, 34.5, 26, GREEN, 0), (24, 63.5, 26, BLUE, 0), (48, 63.5, 26, BLUE, 0)],
    4: [(24, 34.5, 26, GREEN, 0), (48, 34.5, 26, BLUE, 0), (24, 63.5, 26, BLUE, 0), (48, 63.5, 26, GREEN, 0)],
    5: [(19.5, 34.5, 26, GREEN, 0), (52.5, 34.5, 26, BLUE, 0), (36, 49, 26, RED, 0)]
    + [(19.5, 63.5, 26, BLUE, 0), (52.5, 63.5, 26, GREEN, 0)],
    6: [(x, 34.5, 26, GREEN, 0) for x in (18.5, 36, 53.5)] + [(x, 63.5, 26, BLUE, 0) for x in (18.5, 36, 53.5)],
    7: [(36, 28, 18, RED, 0)] + [(x, y, 18, GREEN, 0) for y in (49, 70) for x in (18.5, 36, 53.5)],
    8: [
        (14.5, 34.5, 26, GREEN, 0),
        (28.5, 34.5, 27, GREEN, -22),
        (43.5, 34.5, 27, GREEN, 22),
        (57.5, 34.5, 26, GREEN, 0),
    ]
    + [
        (14.5, 63.5, 26, GREEN, 0),
        (28.5, 63.5, 27, GREEN, 22),
        (43.5, 63.5, 27, GREEN, -22),
        (57.5, 63.5, 26, GREEN, 0),
    ],
    9: [(x, y, 18, c, 0) for y in (28, 49, 70) for x, c in ((18.5, GREEN), (36, RED), (53.5, BLUE))],
}


def _bird() -> tuple[Shape, ...]:
    """A simple stylised bird on a branch (the 1 of bamboo)."""
    return (
        # branch
        Path(poly([(14, 74), (58, 70)], close=False), _paint(None, WOOD, 2.6)),
        Path(poly([(44, 71), (52, 64)], close=False), _paint(None, WOOD, 1.8)),
        Ellipse(53, 62.5, 4, 2, _paint(GREEN), -40),
        # tail feathers, fanning out to the lower left
        *(
            Ellipse(27 - 10 * math.cos(math.radians(a)), 57 - 10 * math.sin(math.radians(a)), 11, 3.4, _paint(c), a)
            for a, c in ((-20, BLUE), (-42, GREEN), (-64, RED))
        ),
        # legs
        Path(poly([(35, 58), (33, 72)], close=False), _paint(None, "#d9822b", 1.6)),
        Path(poly([(40, 58), (40, 71.5)], close=False), _paint(None, "#d9822b", 1.6)),
        # body and wing
        Ellipse(37, 50, 14.5, 10.5, _paint(GREEN, DARK_GREEN, 0.8), -28),
        Ellipse(34.5, 51.5, 10, 5.2, _paint(BLUE), -20),
        Path("M30 49L40 51L30 54Z", _paint(DARK_GREEN, opacity=0.5)),
        Ellipse(42, 46, 6, 4, _paint("#f3d36b"), -28),
        # head, crest, beak, eye
        Path(poly([(44, 27), (47, 32), (49.5, 25), (51, 31), (55, 26.5), (53, 33)]), _paint(RED)),
        Circle(50, 36, 7.5, _paint(RED, "#7e1016", 0.8)),
        Path(poly([(56.5, 33.5), (64, 36.5), (56.5, 39)]), _paint("#e8a317", "#9a6410", 0.6)),
        Circle(52, 34.5, 2.1, _paint(IVORY)),
        Circle(52.4, 34.5, 1.1, _paint(INK)),
    )


def _bamboo(n: int) -> tuple[Shape, ...]:
    if n == 1:
        return _bird()
    return tuple(s for cx, cy, length, c, a in _STICKS[n] for s in _stick(cx, cy, length, c, a))


# -- characters, honors ----------------------------------------------------------------
def _characters(n: int) -> tuple[Shape, ...]:
    return (
        glyph_at(NUMERALS[n - 1], 37, 30, 0.04, 0.024, paint=_paint(NAVY)),
        glyph_at("萬", 36, 63.5, 0.05, 0.036, paint=_paint(RED)),
    )


def _wind(k: int) -> tuple[Shape, ...]:
    return (glyph_at(WIND_CHARS[k], 36, 50, 0.05, paint=_paint(INK)),)


def _dragon(k: int) -> tuple[Shape, ...]:
    if k == 0:  # white: a blue frame
        x, y, w, h = 15.0, 13.0, 42.0, 60.0
        return (
            Rect(x, y, w, h, 2.0, _paint(None, BLUE, 3.6)),
            Rect(x + 5.5, y + 5.5, w - 11, h - 11, 1.0, _paint(None, BLUE, 1.4)),
        )
    char, colour = ("發", GREEN) if k == 1 else ("中", RED)
    return (glyph_at(char, 36, 43, 0.056, paint=_paint(colour)),)


# -- flowers and seasons ---------------------------------------------------------------
def _petals(
    cx: float, cy: float, n: int, dist: float, rx: float, ry: float, colour: str, start: float = -90
) -> list[Shape]:
    shapes: list[Shape] = []
    for k in range(n):
        a = start + k * 360 / n
        r = math.radians(a)
        shapes.append(Ellipse(cx + dist * math.cos(r), cy + dist * math.sin(r), rx, ry, _paint(colour), a))
    return shapes


def _line(points: list[tuple[float, float]], colour: str, width: float, transform: Matrix | None = None) -> Path:
    return Path(poly(points, close=False), _paint(None, colour, width), transform)


# Each emblem is drawn about the origin, about 40 units across.
def _plum() -> list[Shape]:
    """A branch with pink five-petal blossoms."""
    shapes: list[Shape] = [_line([(-16, 14), (-2, 2), (14, -12)], WOOD, 2.4)]
    for bx, by, s in ((4, -2, 1.0), (-11, 9, 0.7), (13, -13, 0.6)):
        for a in range(-90, 270, 72):
            r = math.radians(a)
            shapes.append(Circle(bx + 6.5 * s * math.cos(r), by + 6.5 * s * math.sin(r), 5.2 * s, _paint("#e0497a")))
        shapes.append(Circle(bx, by, 3.4 * s, _paint("#f6c945")))
    return shapes


def _orchid() -> list[Shape]:
    """Purple petals over long leaves."""
    return [
        Ellipse(-9, 9, 15, 2.2, _paint(GREEN), -60),
        Ellipse(9, 9, 15, 2.2, _paint(GREEN), 60),
        Ellipse(0, 8, 13, 2.2, _paint(DARK_GREEN), 90),
        *_petals(0, -4, 5, 7.5, 8, 4.2, "#8e44ad"),
        Circle(0, -4, 3.2, _paint("#f6c945")),
        Circle(0, -4, 1.4, _paint(RED)),
    ]


def _chrysanthemum() -> list[Shape]:
    """Many narrow golden petals."""
    return [
        Ellipse(4, 12, 8, 2.8, _paint(GREEN), -20),
        *_petals(0, -2, 16, 10, 6.5, 2.4, "#e8900c"),
        *_petals(0, -2, 12, 5.5, 4.5, 2.2, "#f6c945", -75),
        Circle(0, -2, 3.2, _paint("#b85c00")),
    ]


def _bamboo_plant() -> list[Shape]:
    """A stalk with leaves."""
    return [
        *_stick(-5, 1, 34, GREEN, 0, 5.5),
        Ellipse(7, -10, 9, 2.6, _paint(GREEN), -25),
        Ellipse(8, -3, 8, 2.4, _paint(DARK_GREEN), 15),
        Ellipse(6, 8, 9, 2.6, _paint(GREEN), -10),
        Ellipse(-15, -6, 7, 2.2, _paint(DARK_GREEN), 200),
    ]


def _spring() -> list[Shape]:
    """A sprout with a pink bud."""
    return [
        _line([(0, 16), (0, -4)], GREEN, 2.6),
        Ellipse(-8, 4, 9, 4.2, _paint(GREEN), -30),
        Ellipse(8, -1, 9, 4.2, _paint("#4caf50"), 30),
        Ellipse(0, -9, 4.6, 7, _paint("#f06292")),
        _line([(-14, 16), (14, 16)], WOOD, 2.2),
    ]


def _summer() -> list[Shape]:
    """The sun."""
    rays: list[Shape] = [
        Path(poly([(-2.6, -11), (0, -18), (2.6, -11)]), _paint("#f39c12"), rotation(a, 0, 0)) for a in range(0, 360, 30)
    ]
    return [*rays, Circle(0, 0, 10, _paint("#e74c3c")), Circle(-3, -3, 3.4, _paint("#ffffff", opacity=0.35))]


def _autumn() -> list[Shape]:
    """A falling leaf."""
    t = rotation(25, 0, 0)
    brown = "#a04000"
    return [
        Path("M0 -16C14 -6 10 10 0 14C-10 10 -14 -6 0 -16Z", _paint("#e67e22", brown, 1.0), t),
        _line([(0, -12), (0, 19)], brown, 1.4, t),
        _line([(6, -8), (0, -3), (-6, -8)], brown, 1.0, t),
        _line([(7, 0), (0, 5), (-7, 0)], brown, 1.0, t),
    ]


def _winter() -> list[Shape]:
    """A snowflake."""
    blue = "#2e86c1"
    shapes: list[Shape] = []
    for a in range(0, 180, 60):
        t = rotation(a, 0, 0)
        shapes.append(_line([(0, -16), (0, 16)], blue, 2.6, t))
        for y, sgn in ((-9, -1), (9, 1)):
            shapes.append(_line([(-5, y + sgn * 5), (0, y), (5, y + sgn * 5)], blue, 1.8, t))
    shapes.append(Circle(0, 0, 3, _paint("#aed6f1", blue, 1.2)))
    return shapes


_EMBLEMS = (_plum, _orchid, _chrysanthemum, _bamboo_plant, _spring, _summer, _autumn, _winter)
#: Where the emblem of a bonus tile is centred, and how much it is enlarged.
EMBLEM_X, EMBLEM_Y, EMBLEM_SCALE = 36.0, 40.0, 1.25


def _bonus(k: int) -> tuple[Shape, ...]:
    colour = RED if k < 4 else BLUE
    emblem = transformed(_EMBLEMS[k](), EMBLEM_SCALE, EMBLEM_X, EMBLEM_Y)
    return emblem + (glyph_at(BONUS_CHARS[k], 36, 71.5, 0.019, paint=_paint(colour)),)


# -- a whole tile ----------------------------------------------------------------------
@cache
def tile_shapes(tile: Tile, index: bool = True) -> tuple[Shape, ...]:
    """Every shape of a face-up ``tile``, back to front; ``index=False`` leaves out the corner
    index (for a question about the tile's number or its Chinese numeral).

    >>> len(tile_shapes(Tile.M5)) - len(tile_shapes(Tile.M5, index=False))
    1
    """
    tile = Tile(tile)
    n = tile.number
    suit = tile.suit
    if tile.is_dragon:
        return face_body() + _dragon(n - 5)
    if suit is Suit.DOTS:
        design = _dots(n)
    elif suit is Suit.BAMBOO:
        design = _bamboo(n)
    elif suit is Suit.CHARACTERS:
        design = _characters(n)
    elif tile.is_wind:
        design = _wind(n - 1)
    else:
        design = _bonus(n - 1)
    if not index:
        return face_body() + design
    if tile.is_bonus:
        corner = _index(str(tile.seat), RED if tile.is_flower else BLUE)
    else:
        corner = _index(WIND_LETTERS[n - 1] if tile.is_wind else str(n), _INDEX_COLOUR[suit])
    return face_body() + design + (corner,)
