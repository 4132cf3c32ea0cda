"""Building the wall played by clicks (lessons.widgets.kids.build_wall)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from boardkit import LANGS, assert_logged, rows_with

from lessons.widgets.kids.build_wall import BuildWallBoard


def stacks_drawn(board: BuildWallBoard) -> list[int]:
    [sides] = rows_with(board, "mj-wall-sides")
    return [int(re.search(r'data-stacks="(\d+)"', side.value).group(1)) for side in sides.children]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("bonus", [True, False])
def test_the_wall_built_to_the_end_with_a_wrong_count_and_a_retry(lang: str, bonus: bool, progress_path: Path) -> None:
    board = BuildWallBoard(lang=lang)
    if not bonus:
        board.without_bonus.click()
    need = board.game.need
    assert need == (18 if bonus else 17)
    for _ in range(need - 1):
        board.add_button.click()
    board.ready_button.click()  # one short: counted, the same side stays
    assert board.game.side == 0 and board.game.mistakes == 1 and board.feedback_text == board.game.last.text(lang)
    assert str(need - 1) not in board.feedback_text  # the board never says the count
    board.add_button.click()
    board.add_button.click()
    board.take_button.click()
    board.ready_button.click()
    assert board.game.side == 1
    while not board.is_over:
        while board.game.stacks[board.game.side] < need:
            board.add_button.click()
        assert stacks_drawn(board)[board.game.side] == need
        board.ready_button.click()
    assert stacks_drawn(board) == [need] * 4
    assert_logged(progress_path, "build_wall", score=4, mistakes=1, bonus=bonus)
