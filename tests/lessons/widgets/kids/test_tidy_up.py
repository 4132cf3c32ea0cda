"""Tidy up played by clicks (lessons.widgets.kids.tidy_up)."""

from __future__ import annotations

from pathlib import Path

import pytest
from boardkit import LANGS, assert_logged, rows_with

from lessons.widgets.kids.tidy_up import TidyUpBoard
from lessons.widgets.tiles import marks


@pytest.mark.parametrize("lang", LANGS)
def test_tidy_up_played_to_the_end_with_a_wrong_row_and_a_retry(lang: str, progress_path: Path) -> None:
    board = TidyUpBoard(lang=lang, seed=3)
    game = board.game
    assert [b.description for b in board.row_buttons] == [row.label.text(lang) for row in game.rows]
    assert all("mj-box-row" in b._dom_classes for b in board.row_buttons)
    board.row_buttons[0].click()  # no tile picked yet: a word, nothing counted
    assert board.game is game and board.feedback_text == board.tr("kids_b.tidy.pick_first")

    pos = 0
    wrong = (game.right_row(pos) + 1) % len(game.rows)
    board.pile_buttons[pos].click()
    assert marks(board.pile_buttons[pos]) == {"selected"}
    board.row_buttons[wrong].click()
    assert board.game.mistakes == 1 and board.selected == [pos]  # the same tile stays picked: retry
    assert marks(board.pile_buttons[pos]) == {"bad"}
    assert board.feedback_text == board.game.last.text(lang)
    board.row_buttons[game.right_row(pos)].click()
    assert marks(board.pile_buttons[pos]) == {"gone"} and board.selected == []

    while not board.is_over:
        pos = board.game.in_pile()[0]
        board.pile_buttons[pos].click()
        board.row_buttons[board.game.right_row(pos)].click()
    lines = rows_with(board, "mj-box-line")
    assert [len(line.children) - 1 for line in lines] == [len(board.game.row_tiles(r)) for r in range(len(game.rows))]
    assert sum(len(line.children) - 1 for line in lines) == 12
    assert_logged(progress_path, "tidy_up", score=12, mistakes=1)


def test_the_hint_picks_a_tile_and_names_its_row() -> None:
    board = TidyUpBoard(lang="en", seed=1, progress=False)
    board.hint_button.click()
    pos = board.selected[0]
    row = board.game.rows[board.game.right_row(pos)]
    assert board.feedback_text == f"This tile lives in the “{row.label.text('en')}” row."
