"""Seats 1-4 clockwise (mjcore.minigames.seats)."""

from __future__ import annotations

import random

import pytest

from mjcore.minigames import BadMoveError, BadSettingError, Seats
from mjcore.minigames.seats import CLOCKWISE, Side, seat_of


def test_clockwise_seen_from_above_goes_bottom_left_top_right() -> None:
    # a clock face: from 6 o'clock the hands go to 9, 12, then 3
    assert CLOCKWISE == (Side.BOTTOM, Side.LEFT, Side.TOP, Side.RIGHT)
    for first in Side:
        seats = [seat_of(side, first) for side in CLOCKWISE]
        assert sorted(seats) == [1, 2, 3, 4] and seat_of(first, first) == 1


@pytest.mark.parametrize("seed", range(10))
def test_a_game_played_right_ends_after_its_rounds_without_mistakes(seed: int) -> None:
    game = Seats.new(random.Random(seed), rounds=4)
    assert game.first is Side.BOTTOM  # the first round starts where the child sits
    while not game.is_over:
        assert seat_of(game.side_of(game.asked), game.first) == game.asked
        game = game.show(game.side_of(game.asked))
    assert game.summary().counts == {"rounds": 4, "mistakes": 0}
    with pytest.raises(BadMoveError):
        game.show(Side.TOP)


def test_a_wrong_side_asks_the_same_seat_again() -> None:
    game = Seats.from_firsts([Side.TOP])
    assert game.side_of(2) is Side.RIGHT
    again = game.show(Side.LEFT)
    assert (again.asked, again.mistakes) == (2, 1)
    assert again.last.text("en").startswith("Seat 2 is not here.")
    taken = again.show(Side.TOP)
    assert taken.last.text("ru") == "У этой стороны уже есть номер: 1."
    assert game.hint().text("en") == "Seat 2 comes after seat 1, clockwise: it is on the right."


def test_rounds_out_of_range_are_refused() -> None:
    with pytest.raises(BadSettingError):
        Seats.new(random.Random(1), rounds=0)
