"""Solitaire layouts: sizes, the tiles they are dealt with, the free-tile tables."""

from __future__ import annotations

from collections import Counter

import pytest

from mjcore.errors import MahjongError
from mjcore.solitaire import LAYOUTS, Position, UnknownLayoutError, find_layout, match_key
from mjcore.solitaire.layouts import full_pool


def test_turtle_is_the_classic_144() -> None:
    turtle = find_layout("turtle")
    per_layer = Counter(p.z for p in turtle.positions)
    assert [per_layer[z] for z in range(5)] == [87, 36, 16, 4, 1]
    assert Counter(turtle.pool) == Counter(full_pool())
    # the top lies half-offset over the middle four of layer 4
    top = turtle.positions.index(Position(13, 7, 4))
    assert turtle.above[top] == 0
    under = [i for i, mask in enumerate(turtle.above) if mask >> top & 1]
    assert {turtle.positions[i] for i in under} == {Position(12, 6, 3), Position(14, 6, 3), Position(12, 8, 3), Position(14, 8, 3)}


def test_turtle_side_tiles_block_their_rows() -> None:
    turtle = find_layout("turtle")
    head = turtle.positions.index(Position(0, 7, 0))
    blocked = [turtle.positions[i] for i, mask in enumerate(turtle.left) if mask >> head & 1]
    assert set(blocked) == {Position(2, 6, 0), Position(2, 8, 0)}
    # at the start exactly the head, the outer tail tile, the ends of the long rows ... are free
    free = turtle.free_mask(turtle.full_mask)
    free_positions = {turtle.positions[i] for i in range(144) if free >> i & 1}
    assert Position(0, 7, 0) in free_positions and Position(28, 7, 0) in free_positions
    assert Position(26, 7, 0) not in free_positions and Position(13, 7, 4) in free_positions
    assert Position(2, 6, 0) not in free_positions and Position(2, 0, 0) in free_positions


@pytest.mark.parametrize("name", list(LAYOUTS))
def test_every_layout_pairs_off(name: str) -> None:
    layout = LAYOUTS[name]
    assert len(layout.positions) == len(layout.pool) and len(layout.positions) % 2 == 0
    assert all(count % 2 == 0 for count in Counter(match_key(t) for t in layout.pool).values())
    assert layout.free_mask(layout.full_mask).bit_count() >= 2


def test_kids_layouts_are_small_and_use_few_kinds() -> None:
    kids = [layout for layout in LAYOUTS.values() if layout.kids]
    assert kids and all(12 <= len(layout.positions) <= 32 for layout in kids)
    assert min(len(layout.positions) for layout in kids) <= 24
    assert all(len(set(layout.pool)) <= 8 and len({t.suit for t in layout.pool}) == 1 for layout in kids)


def test_unknown_layout_is_a_localized_error() -> None:
    with pytest.raises(UnknownLayoutError) as info:
        find_layout("dragon")
    assert isinstance(info.value, MahjongError)
    assert "dragon" in info.value.message("en") and "turtle" in info.value.message("ru")
    assert "раскладки" in info.value.message("ru")
