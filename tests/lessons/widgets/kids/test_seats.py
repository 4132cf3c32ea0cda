"""Seats 1-4 clockwise played by clicks (lessons.widgets.kids.seats)."""

from __future__ import annotations

from pathlib import Path

import pytest
from boardkit import LANGS, assert_logged

from lessons.widgets.kids.seats import SeatsBoard
from mjcore.minigames.seats import Side


@pytest.mark.parametrize("lang", LANGS)
def test_seats_played_to_the_end_with_a_wrong_side_and_a_retry(lang: str, progress_path: Path) -> None:
    board = SeatsBoard(lang=lang, seed=5)
    assert board.side_buttons[Side.BOTTOM].description == "1"  # seat 1 is where the child sits
    assert {b.description for s, b in board.side_buttons.items() if s is not Side.BOTTOM} == {"?"}
    wrong = board.game.side_of(3)
    board.side_buttons[wrong].click()
    assert board.game.asked == 2 and board.game.mistakes == 1
    assert "mj-seat-bad" in board.side_buttons[wrong]._dom_classes
    assert board.feedback_text == board.game.last.text(lang)
    rounds = 0
    while not board.is_over:
        side = board.game.side_of(board.game.asked)
        seat = board.game.asked
        board.side_buttons[side].click()
        if board.game.asked > seat:
            assert board.side_buttons[side].description == str(seat)
            assert "mj-seat-bad" not in board.side_buttons[wrong]._dom_classes
        else:
            rounds += 1
    assert rounds == 3
    assert_logged(progress_path, "seats", score=3, mistakes=1)
