"""The sequence 1..9 and 9..1 played by clicks (lessons.widgets.kids.sequence)."""

from __future__ import annotations

from pathlib import Path

import pytest
from boardkit import LANGS, assert_logged, history, rows_with

from lessons.widgets.kids.sequence import SequenceBoard
from lessons.widgets.tiles import marks
from mjcore.minigames.sequence import Mistake, Phase
from mjcore.tiles import Tile

SIX_NINE = {
    "en": "That is a 9, not a 6: count the coins, the 9 has three rows of three. Keep the digit in the top left corner.",
    "ru": "Это 9, а не 6: посчитай монеты, у девятки три ряда по три. Цифра должна быть в левом верхнем углу.",
}


@pytest.mark.parametrize("lang", LANGS)
def test_sequence_up_then_down_with_the_six_nine_mix_up(lang: str, progress_path: Path) -> None:
    board = SequenceBoard(suit="p", lang=lang, seed=11)
    assert "mj-sequence" in board._dom_classes
    assert sorted(board.order) == [Tile.of("p", n) for n in range(1, 10)]
    assert [b.tile for b in board.pile.children] == board.order
    for n in range(1, 6):
        board.click_number(n)
    assert len(board.line.children) == 5 and "mj-line" in board.line._dom_classes
    assert marks(board.pile.children[board.order.index(Tile.of("p", 1))]) == {"gone"}

    board.click_number(9)  # a 9 taken for the 6
    assert board.feedback_text == SIX_NINE[lang]
    assert board.game.mistakes[-1].kind is Mistake.SIX_NINE
    assert len(board.game.row) == 5  # the wrong tile is not laid
    assert marks(board.pile.children[board.order.index(Tile.of("p", 9))]) == {"bad"}

    for n in range(6, 10):
        board.click_number(n)
    assert board.game.phase is Phase.DOWN and board.line.children == ()
    assert board.feedback_text == {"en": "1 to 9 is done! Now lay out 9 down to 1.",
                                   "ru": "Ряд от 1 до 9 готов! Теперь выложи ряд от 9 до 1."}[lang]
    assert not any(marks(b) for b in board.pile.children)  # all nine back in the pile
    assert [b.tile.number for b in rows_with(board, "mj-done-row")[0].children] == list(range(1, 10))

    board.click_number(1)  # the cheat: building 9..1 from the 1
    assert board.game.mistakes[-1].kind is Mistake.WRONG_END and board.game.row == ()
    assert board.feedback_text == board.game.feedback.text(lang)
    for n in range(9, 0, -1):
        board.click_number(n)
    assert board.is_over and [t.number for t in board.game.row] == list(range(9, 0, -1))
    assert board.feedback_text.startswith({"en": "Both rows are done!", "ru": "Оба ряда готовы!"}[lang])
    assert "\n".join(line.text(lang, kids=True, tiles="kids") for line in board.game.summary().lines[1:]) == board.parent_text
    assert_logged(progress_path, "sequence", score=2, mistakes=2, six_nine=1, wrong_end=1, suit="p")


def test_sequence_descending_only_and_new_game(progress_path: Path) -> None:
    board = SequenceBoard(suit="s", descending=True, lang="en", seed=1)
    assert board.game.phase is Phase.DOWN
    board.hint_button.click()
    assert board.feedback_text == "Start with 9 bamboo."
    for n in range(9, 0, -1):
        board.click_number(n)
    assert board.is_over
    assert_logged(progress_path, "sequence", mistakes=0, descending=True)
    board.new_game_button.click()
    assert board.game.phase is Phase.DOWN and board.game.row == () and not board.recorded
    board.pile.children[0].click()
    assert len(history(progress_path, "sequence")) == 1
