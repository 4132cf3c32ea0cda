"""What a tile looks like, in words, read off the drawing model (:mod:`mjcore.render.faces`).

A lesson that describes a picture ("on the 6 of dots, two green over four red") must say
what the picture shows; so the words are made here from the very circles the pictures are
drawn with, and the lessons' descriptions are tested against them.

>>> from mjcore.tiles import Tile
>>> dots_groups(Tile.P6)
((2, 'green'), (4, 'red'))
>>> dots_rows(Tile.P9)
(3, 3, 3)
>>> dots_look(Tile.P6).text("ru"), dots_look(Tile.P6).text("en")
('2 зелёных, под ними 4 красных', '2 green over 4 red')
"""

from __future__ import annotations

from dataclasses import dataclass

from mjcore.i18n import plural, tr
from mjcore.render.faces import BLUE, GREEN, RED, dot_layout
from mjcore.tiles import Suit, Tile

__all__ = ["COLOUR_NAMES", "DotsLook", "dots_groups", "dots_look", "dots_rows"]

#: The drawing's colours by name (the catalog's ``look.colour.<name>``).
COLOUR_NAMES = {GREEN: "green", RED: "red", BLUE: "blue"}


def _circles(tile: Tile) -> list[tuple[float, float, str]]:
    if tile.suit is not Suit.DOTS or tile.number < 2:
        raise ValueError(f"{tile} is not a dots tile with several circles")
    return sorted(dot_layout(tile.number), key=lambda c: (c[1], c[0]))


def dots_groups(tile: Tile) -> tuple[tuple[int, str], ...]:
    """The circles from top to bottom, as runs of one colour: ``((2, 'green'), (4, 'red'))``."""
    groups: list[list[object]] = []
    for _x, _y, colour in _circles(tile):
        name = COLOUR_NAMES[colour]
        if groups and groups[-1][1] == name:
            groups[-1][0] = int(groups[-1][0]) + 1  # type: ignore[call-overload]
        else:
            groups.append([1, name])
    return tuple((int(n), str(name)) for n, name in groups)  # type: ignore[call-overload]


def dots_rows(tile: Tile) -> tuple[int, ...]:
    """How many circles lie side by side in each row, top to bottom (a row: the same height)."""
    rows: dict[float, int] = {}
    for _x, y, _colour in _circles(tile):
        rows[y] = rows.get(y, 0) + 1
    return tuple(rows[y] for y in sorted(rows))


@dataclass(frozen=True, slots=True)
class DotsLook:
    """The circles of a dots tile in words, top to bottom (``2 green over 4 red``); a value
    that shows itself, so it can be a :class:`~mjcore.i18n.Message` parameter."""

    tile: Tile

    def text(self, lang: str | None = None) -> str:
        parts = [f"{n} {plural(f'look.colour.{name}', n, lang)}" for n, name in dots_groups(self.tile)]
        text = parts[-1]
        for upper in reversed(parts[:-1]):
            text = tr("look.stack", lang, upper=upper, lower=text)
        return text


def dots_look(tile: Tile) -> DotsLook:
    """:class:`DotsLook` of ``tile``."""
    return DotsLook(tile)
