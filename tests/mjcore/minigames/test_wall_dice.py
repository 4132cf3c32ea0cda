from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mjcore.minigames.base import BadMoveError, BadSettingError
from mjcore.minigames.wall_dice import Step, WallDice, break_point, counting_path


@pytest.mark.parametrize(("total", "side"), [(1, 1), (2, 2), (4, 4), (5, 1), (9, 1), (10, 2), (12, 4)])
def test_side_counted_clockwise_from_seat_one(total: int, side: int) -> None:
    assert break_point(total, 5)[0] == side
    assert counting_path(total)[-1] == side


def test_stack_limits() -> None:
    assert break_point(3, 17) == (3, 17)
    with pytest.raises(BadSettingError):
        break_point(3, 18)  # the article ignores 18-20: no break at the end of a side
    with pytest.raises(BadSettingError):
        break_point(3, 17, stacks=17)


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(["d4", "1d6", "2d6"]), st.sampled_from(["d20", "2d6", "3d6"]),
       st.booleans())
def test_throws_are_valid(seed: int, side: str, stack: str, bonus: bool) -> None:
    game = WallDice.new(random.Random(seed), side_dice=side, stack_dice=stack, bonus=bonus)
    assert 1 <= game.side <= 4
    assert 1 <= game.stack < game.stacks == (18 if bonus else 17)
    if side != "2d6":
        assert sum(game.side_dice) <= 4
    while not game.is_over:
        game = game.answer(game.correct())
    assert game.mistakes == 0


def test_mistakes_and_hints() -> None:
    game = WallDice((4, 5), (6, 6, 3))
    assert game.prompt().text("en") == "What is the total: 4 + 5?"
    game = game.answer(8)
    assert game.mistakes == 1 and game.step is Step.SIDE_TOTAL
    assert "4 + 5" in game.feedback.text("en")
    game = game.answer(9)
    assert game.hint().text("en") == "Count the seats round: 1, 2, 3, 4, 1, 2, 3, 4, 1; we stop at 9."
    game = game.answer(1).answer(15)
    assert game.hint().text("en") == "Count 15 stacks from the right on side 1."
    game = game.answer(14).answer(15)
    assert game.is_over
    counts = game.summary().counts
    assert counts["mistakes"] == 2 and counts["wrong_side_total"] == 1 and counts["wrong_stack"] == 1
    assert "side 1, after stack 15" in game.summary().text("en")
    with pytest.raises(BadMoveError):
        game.answer(1)
    with pytest.raises(BadSettingError):
        WallDice.new(random.Random(1), side_dice="d20")
