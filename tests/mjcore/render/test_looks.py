"""Words about a tile's look match its drawing (the circles of mjcore.render.faces), and the
lessons say what the pictures show (issue 14: lesson 1 had the 6 of dots' colours swapped)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from mjcore.render.faces import BLUE, GREEN, RED, tile_shapes
from mjcore.render.looks import COLOUR_NAMES, dots_groups, dots_look, dots_rows
from mjcore.render.model import Circle, Group
from mjcore.tiles import Tile

ROOT = Path(__file__).resolve().parents[3]


def drawn_circles(tile: Tile) -> list[tuple[float, float, str]]:
    """The dots as the picture draws them: each dot is a group moved to its centre, its outer ring coloured."""
    found = []
    for shape in tile_shapes(tile):
        if isinstance(shape, Group) and isinstance(shape.shapes[0], Circle):
            x, y = shape.transform[4], shape.transform[5]
            found.append((y, x, shape.shapes[0].paint.fill))
    return sorted(found)


@pytest.mark.parametrize("n", range(2, 10))
def test_groups_are_the_drawn_circles(n: int) -> None:
    tile = Tile.of("p", n)
    circles = drawn_circles(tile)
    assert len(circles) == n == sum(count for count, _ in dots_groups(tile))
    colours = [COLOUR_NAMES[c] for _y, _x, c in circles]
    assert [name for count, name in dots_groups(tile) for _ in range(count)] == colours
    assert sum(dots_rows(tile)) == n and len(dots_rows(tile)) == len({round(y, 3) for y, _x, _c in circles})


def test_six_and_nine() -> None:
    assert dots_groups(Tile.P6) == ((2, "green"), (4, "red"))
    assert dots_rows(Tile.P9) == (3, 3, 3)
    assert {COLOUR_NAMES[c] for c in (GREEN, RED, BLUE)} == {"green", "red", "blue"}


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_lesson_one_says_what_the_six_shows(lang: str) -> None:
    """Every sentence of lesson 1 about the 6's colours is the drawing's description, word for word."""
    cells = json.loads((ROOT / "lessons" / lang / "kids" / "01_dots.ipynb").read_text("utf-8"))["cells"]
    text = " ".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    look = dots_look(Tile.P6).text(lang)
    colours = {"ru": r"красн|зелён|син", "en": r"\b(?:red|green|blue)\b"}[lang]
    six = {"ru": r"шест[ёе]р", "en": r"\bsix\b"}[lang]
    sentences = [s for s in re.split(r"(?<=[.!?])\s", text) if re.search(colours, s) and re.search(six, s)]
    assert sentences  # the lesson does describe the six
    assert all(look in s for s in sentences), sentences
