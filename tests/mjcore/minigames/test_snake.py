from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mjcore.minigames.base import BadMoveError
from mjcore.minigames.snake import Snake, follows
from mjcore.notation import parse_tiles
from mjcore.tiles import Tile


def test_follows() -> None:
    assert follows(Tile.P3, Tile.P9)
    assert follows(Tile.P3, Tile.S3)
    assert not follows(Tile.P3, Tile.S4)


def test_rejected_and_over() -> None:
    game = Snake.from_tiles(parse_tiles("3p4s5p"))
    game = game.add(0).add(1)
    assert game.chain == (Tile.P3,) and game.rejected == 1
    assert game.feedback is not None and game.feedback.key == "mini.snake.no"
    game = game.add(2)
    assert game.is_over  # 4s follows neither 5p's suit nor its number
    with pytest.raises(BadMoveError):
        game.add(1)
    assert game.summary().counts == {"length": 2, "rejected": 1, "left": 1}
    assert "Another order" in game.summary().text("en")


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000))
def test_following_hints_gives_a_valid_snake(seed: int) -> None:
    game = Snake.new(random.Random(seed), size=12)
    assert all(t.suit.value in "ps" for t in game.pile)
    while not game.is_over:
        hint = game.hint()
        tile = dict(hint.params)["tile"]
        pos = next(i for i in game.playable() if game.pile[i] == tile)
        game = game.add(pos)
    chain = game.chain
    assert all(follows(a, b) for a, b in itertools.pairwise(chain))
    assert game.hint().key == "mini.snake.stuck"
    assert game.rejected == 0
