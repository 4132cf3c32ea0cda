"""Tidy up: the tiles back into the box by kind (mjcore.minigames.tidy_up)."""

from __future__ import annotations

import random

import pytest

from mjcore.minigames import BadMoveError, BadSettingError, TidyUp
from mjcore.minigames.tidy_up import Row, row_of
from mjcore.tiles import Tile


@pytest.mark.parametrize("seed", range(20))
def test_a_new_box_has_a_row_for_each_kind_asked_and_every_kind_in_the_pile(seed: int) -> None:
    kinds = ("p", "s", "m", "winds", "dragons", "bonus")[: 1 + seed % 6]
    game = TidyUp.new(random.Random(seed), kinds, size=12)
    assert [row.value for row in game.rows] == list(kinds)
    assert {row_of(t) for t in game.pile} == set(game.rows)
    assert len(game.pile) == 12 and not game.is_over


def test_the_right_row_takes_the_tile_a_wrong_one_counts_and_keeps_it() -> None:
    game = TidyUp.from_tiles([Tile.P9, Tile(31), Tile.P1, Tile(40)])
    assert game.rows == (Row.DOTS, Row.DRAGONS, Row.BONUS)
    wrong = game.put(1, 0)
    assert wrong.in_pile() == game.in_pile() and wrong.mistakes == 1
    assert wrong.last.text("en") == ("This tile does not go in the “coins” row. Look at its picture: "
                                     "its row is “dragons”. Try again!")
    done = wrong.put(0, 0).put(2, 0).put(1, 1).put(3, 2)
    assert done.is_over and done.row_tiles(0) == (Tile.P1, Tile.P9)  # neat: smallest first
    assert done.summary().counts == {"placed": 4, "total": 4, "mistakes": 1}
    with pytest.raises(BadMoveError):
        done.put(0, 0)


def test_a_tile_cannot_go_in_twice_nor_into_a_row_the_box_lacks() -> None:
    game = TidyUp.from_tiles([Tile.P1, Tile.P2]).put(0, 0)
    with pytest.raises(BadMoveError):
        game.put(0, 0)
    with pytest.raises(BadMoveError):
        game.put(1, 3)


def test_bad_settings_are_refused() -> None:
    with pytest.raises(BadSettingError):
        TidyUp.new(random.Random(1), ("p", "x"))
    with pytest.raises(BadSettingError):
        TidyUp.new(random.Random(1), ("p", "s", "m"), size=2)
    with pytest.raises(BadSettingError):
        TidyUp.new(random, ("p",))  # type: ignore[arg-type]


def test_the_hint_names_the_row_of_the_first_tile_left() -> None:
    game = TidyUp.from_tiles([Tile(28), Tile.S3])
    assert game.hint().text("ru") == "Эта фишка живёт в ряду «ветры»."
    assert game.put(0, 1).put(1, 0).hint().key == "mini.tidy.hint_none"
