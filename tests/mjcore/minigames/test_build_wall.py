"""Building the wall: 4 sides x 2 high x 18 (17) stacks (mjcore.minigames.build_wall)."""

from __future__ import annotations

import pytest

from mjcore.minigames import BadMoveError, BuildWall
from mjcore.minigames.build_wall import MAX_STACKS


@pytest.mark.parametrize(("bonus", "need", "tiles"), [(True, 18, 144), (False, 17, 136)])
def test_a_wall_built_right(bonus: bool, need: int, tiles: int) -> None:
    game = BuildWall.new(bonus=bonus)
    assert (game.need, game.tiles_total) == (need, tiles)
    for side in range(4):
        game = game.add(need).ready()
        assert game.side == side + 1
    assert game.is_over and game.last.text("en") == f"The wall is ready! It has {tiles} tiles."
    assert game.summary().counts == {"sides": 4, "stacks": 4 * need, "mistakes": 0, "hints": 0}
    with pytest.raises(BadMoveError):
        game.add()


def test_a_wrong_count_stays_on_the_side_and_is_counted() -> None:
    game = BuildWall.new().add(19).ready()
    assert (game.side, game.mistakes, game.last.key) == (0, 1, "mini.build.many")
    game = game.take().ready()
    assert game.side == 1 and game.stacks[:2] == (18, 0)
    assert game.hint().text("en") == "This side has 0 stacks now, and it needs 18."


def test_the_side_never_passes_twenty_nor_goes_below_nothing() -> None:
    game = BuildWall.new().add(MAX_STACKS).add()
    assert game.stacks[0] == MAX_STACKS and game.last.key == "mini.build.full"
    assert BuildWall.new().take().last.key == "mini.build.empty"
