"""Flowers and seasons played by clicks (lessons.widgets.kids.bonus)."""

from __future__ import annotations

from pathlib import Path

import pytest
from boardkit import LANGS, assert_logged, rows_with

from lessons.widgets.kids.bonus import BonusBoard
from mjcore.minigames.bonus import seat_of
from mjcore.tiles import BONUS_TILES


@pytest.mark.parametrize("lang", LANGS)
def test_bonus_played_to_the_end(lang: str, progress_path: Path) -> None:
    board = BonusBoard(lang=lang, seed=4)
    assert "mj-bonus" in board._dom_classes and len(board.game.questions) == 8
    kinds = {q.tile is None for q in board.game.questions}
    assert kinds == {True, False}  # both kinds of question

    # a wrong answer: the core gives a hint beside the question, which stays for a retry
    question = board.game.question
    if question.tile is not None:
        assert next(b.description for b in board.seat_buttons) == {"en": "Seat 1", "ru": "Место 1"}[lang]
        board.seat_buttons[seat_of(question.tile) % 4].click()
    else:
        board.pile.children[0].click()
        board.check_button.click()  # one tile only: asked for two, nothing spent
        assert board.game.index == 0
        assert board.feedback_text == {"en": "Pick two tiles: one flower and one season.",
                                       "ru": "Выбери две фишки: один цветок и один сезон."}[lang]
        wrong = next(i for i in range(1, 8) if seat_of(BONUS_TILES[i]) != question.seat)
        board.pile.children[wrong].click()
        board.check_button.click()
    assert board.feedback_text.startswith({"en": "Not quite.", "ru": "Не совсем."}[lang])
    assert board.feedback_text == board.game.feedback.text(lang, kids=True, tiles="kids")
    assert board.game.index == 0 and board.game.question == question and board.game.right == 0
    rows = list(board.body.children)
    assert rows.index(board.feedback) == len(rows) - 2  # under the question, above the controls
    assert "mj-bad" in board.feedback.value
    board.answer_right()  # the retry: right, but no point for it
    assert board.game.index == 1 and board.game.right == 0 and "mj-good" in board.feedback.value

    while not board.is_over:
        question = board.game.question
        if question.tile is not None:
            assert rows_with(board, "mj-seats") and rows_with(board, "mj-question-tile")
        else:
            assert rows_with(board, "mj-pile")
        board.answer_right()
        assert board.feedback_text.startswith({"en": "Right!", "ru": "Верно!"}[lang])
    assert board.game.right == 7
    score = {"en": "Right answers: 7 of 8.", "ru": "Верных ответов: 7 из 8."}[lang]
    assert board.status_text == "" and score in board.feedback_text  # the result said once
    assert score not in board.parent_text and board.parent_text == "\n".join(line.text(lang, kids=True, tiles="kids") for line in board.game.summary().lines[1:])  # the rest is the parent's
    assert_logged(progress_path, "bonus", score=7, mistakes=1, asked=8)

    board.new_game_button.click()
    assert board.game.index == 0 and board.status_text == {"en": "Right answers: 0 of 0.",
                                                           "ru": "Верных ответов: 0 из 0."}[lang]
