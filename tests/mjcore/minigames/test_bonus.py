from __future__ import annotations

import random

import pytest

from mjcore.minigames.base import BadMoveError, BadSettingError
from mjcore.minigames.bonus import BonusTiles, Question, seat_of, tiles_of
from mjcore.tiles import BONUS_TILES, Tile


def test_seat_of_every_bonus_tile() -> None:
    assert [seat_of(t) for t in BONUS_TILES] == [1, 2, 3, 4, 1, 2, 3, 4]
    assert all(seat_of(t) == t.seat for t in BONUS_TILES)
    assert all(seat_of(t) == s for s in (1, 2, 3, 4) for t in tiles_of(s))
    with pytest.raises(BadSettingError):
        seat_of(Tile.RED)
    with pytest.raises(BadSettingError):
        tiles_of(5)


def test_all_right() -> None:
    game = BonusTiles.new(random.Random(1), count=12)
    kinds = {q.tile is None for q in game.questions}
    assert kinds == {True, False}
    while not game.is_over:
        game = game.answer(game.question.correct)
    assert game.right == 12 and game.summary().counts["wrong"] == 0
    with pytest.raises(BadMoveError):
        game.answer(1)


def test_a_wrong_answer_keeps_the_question_for_a_retry() -> None:
    game = BonusTiles((Question(tile=Tile.AUTUMN), Question(seat=2)))
    assert game.hint().text("en").endswith("it is 3.")
    game = game.answer(1)
    assert game.index == 0 and game.question == Question(tile=Tile.AUTUMN)  # the same question again
    assert game.feedback is not None and game.feedback.text("en").endswith("it is 3. Try again!")
    game = game.answer(2)  # wrong twice: still one mistake for this question
    assert game.index == 0 and len(game.wrong) == 1
    game = game.answer(3)  # right at last: the next question, but no point
    assert game.index == 1 and game.right == 0 and game.feedback.text("en").startswith("Right!")
    game = game.answer([Tile.ORCHID, Tile.SPRING])
    assert game.index == 1 and len(game.wrong) == 2
    game = game.answer([Tile.ORCHID, Tile.SUMMER])
    assert game.is_over and game.right == 0 and len(game.wrong) == 2
    text = game.summary().text("en")
    assert "Right answers: 0 of 2." in text and "Seat 2 gets" in text
    assert "Верных ответов: 0 из 2." in game.summary().text("ru")


def test_settings() -> None:
    only = BonusTiles.new(random.Random(1), count=5, kinds="tiles")
    assert all(q.seat is not None for q in only.questions)
    with pytest.raises(BadSettingError):
        BonusTiles.new(random.Random(1), kinds="x")
