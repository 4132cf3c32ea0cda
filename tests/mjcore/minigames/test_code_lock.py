from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mjcore.minigames.base import BadMoveError, BadSettingError
from mjcore.minigames.code_lock import MAX_LENGTH, MIN_LENGTH, CodeLock, score_answer, start_length
from mjcore.notation import parse_tiles
from mjcore.tiles import Tile

TILES = st.lists(st.sampled_from([Tile.of("p", n) for n in range(1, 10)]), max_size=9)


@pytest.mark.parametrize(("age", "length"), [(2, 3), (4, 4), (6, 6), (7, 7), (10, 7), (40, 7)])
def test_start_length_follows_the_age(age: int, length: int) -> None:
    assert start_length(age) == length
    assert len(CodeLock.new(random.Random(age), age=age).code) == length


@pytest.mark.parametrize(
    ("code", "answer", "items", "order"),
    [
        ("2583p", "2583p", 0, 0),
        ("2583p", "5283p", 0, 1),
        ("2583p", "3852p", 0, 3),
        ("2583p", "258p", 1, 0),
        ("2583p", "2589p", 1, 0),
        ("2583p", "25839p", 1, 0),
        ("2583p", "9p", 4, 0),
        ("2583p", "", 4, 0),
    ],
)
def test_score_answer(code: str, answer: str, items: int, order: int) -> None:
    assert score_answer(parse_tiles(code), parse_tiles(answer) if answer else ()) == (items, order)


@settings(max_examples=100, deadline=None)
@given(TILES, TILES)
def test_score_properties(code: list[Tile], answer: list[Tile]) -> None:
    items, order = score_answer(code, answer)
    assert items >= 0 and order >= 0
    assert items + order <= max(len(code), len(answer))
    assert score_answer(code, code) == (0, 0)
    assert score_answer(code, sorted(code))[0] == 0  # a permutation: no item errors


def test_length_adapts() -> None:
    game = CodeLock.new(random.Random(1), age=5, rounds=10)
    assert game.length == 5
    game = game.hide().answer(game.code)  # perfect: up
    assert game.length == 6
    game = game.hide().answer(tuple(reversed(game.code)))  # order errors only: stay
    assert game.length == 6 and game.rounds[-1].order_errors > 0 and game.rounds[-1].item_errors == 0
    game = game.hide().answer(game.code[:-1])  # an item error: down
    assert game.length == 5
    assert len(game.code) == 5


def test_length_bounds() -> None:
    game = CodeLock.new(random.Random(1), age=7, rounds=20)
    for _ in range(5):
        game = game.hide().answer(game.code)
    assert game.length == MAX_LENGTH
    for _ in range(10):
        game = game.hide().answer(())
    assert game.length == MIN_LENGTH


def test_phases_and_end() -> None:
    game = CodeLock.new(random.Random(3), rounds=1)
    with pytest.raises(BadMoveError):
        game.answer(game.code)
    assert game.hint().key == "mini.lock.hint_say"
    hidden = game.hide()
    assert hidden.hint().key == "mini.lock.hint_count"
    with pytest.raises(BadMoveError):
        hidden.hide()
    done = hidden.answer(game.code)
    assert done.is_over
    with pytest.raises(BadMoveError):
        done.hide()


def test_reproducible_and_distinct_rounds() -> None:
    a = CodeLock.new(random.Random(9))
    b = CodeLock.new(random.Random(9))
    assert a == b
    assert a.hide().answer(()).code == b.hide().answer(()).code


def test_summary_and_norms() -> None:
    game = CodeLock.new(random.Random(2), age=6, rounds=2)
    game = game.hide().answer(game.code)
    game = game.hide().answer(tuple(reversed(game.code)))
    counts = game.summary().counts
    assert counts["span"] == 7 and counts["span_in_order"] == 6 and counts["order_errors"] > 0
    assert game.summary().lines[-1].key == "mini.lock.norm_ok"
    low = CodeLock.new(random.Random(2), age=6, rounds=3)
    for _ in range(3):
        low = low.hide().answer(low.code[:2])
    assert low.summary().lines[-1].key == "mini.lock.norm_low"
    assert "Объём" in game.summary().text("ru") or "возраст" in game.summary().text("ru")


def test_bad_settings() -> None:
    with pytest.raises(BadSettingError):
        CodeLock.new(random.Random(1), age=0)
    with pytest.raises(BadSettingError):
        CodeLock.new(random.Random(1), suits="z")


def test_span_counts_what_was_recalled() -> None:
    game = CodeLock.new(random.Random(4), age=6, rounds=3)
    code = game.code
    game = game.hide().answer((code[1], code[0]) + code[2:5])  # 5 of 6, two swapped
    assert game.rounds[0].recalled == 5 and game.rounds[0].recalled_in_order == 4
    assert (game.span(), game.span(in_order=True)) == (5, 4)
    assert game.summary().lines[-1].key == "mini.lock.norm_close"  # five at six: within differences


def test_a_missed_code_is_tried_again_without_counting_as_a_round() -> None:
    game = CodeLock.new(random.Random(9), age=5, rounds=3)
    with pytest.raises(BadMoveError):
        game.retry()  # nothing answered yet
    perfect = game.hide().answer(game.code)
    with pytest.raises(BadMoveError):
        perfect.retry()  # a right code is not tried again
    missed = perfect.hide().answer(perfect.code[1:])
    due, length = missed.code, missed.length
    again = missed.retry()
    assert again.code == perfect.code and again.retrying and not again.can_retry
    wrong_again = again.hide().answer(())
    assert (wrong_again.code, wrong_again.length, len(wrong_again.rounds)) == (due, length, 2)
    assert wrong_again.last_try == wrong_again.retries[0] and wrong_again.can_retry
    right = wrong_again.retry().hide().answer(perfect.code)
    assert right.retries[-1].perfect and right.code == due
    assert right.span() == len(game.code) < len(perfect.code)  # the retry of 6 tiles is not in the span
    assert right.summary().counts["retries"] == 2 and right.summary().counts["retries_right"] == 1
