"""What the kids' boards share (lessons.widgets.kids.base): a seeded game, the title, the progress log."""

from __future__ import annotations

from pathlib import Path

import pytest

from lessons.widgets.kids.all_sets import AllSetsBoard
from lessons.widgets.kids.base import KidsBoard
from lessons.widgets.kids.bonus import BonusBoard
from lessons.widgets.kids.find_suit import FindSuitBoard
from lessons.widgets.kids.sequence import SequenceBoard
from lessons.widgets.kids.sets import SetsBoard
from lessons.widgets.kids.wall_dice import WallDiceBoard
from lessons.widgets.progress import ProgressFile


def test_a_progress_file_that_cannot_be_written_is_said_in_words(tmp_path: Path) -> None:
    board = BonusBoard(lang="en", seed=1, count=1, progress=ProgressFile(tmp_path))  # a folder, not a file
    board.answer_right()
    assert board.is_over and board.recorded
    assert board.feedback_text.splitlines()[-1] == "The progress file cannot be opened; this session's progress will not be saved."


BOARDS = [FindSuitBoard, SequenceBoard, SetsBoard, AllSetsBoard, BonusBoard, WallDiceBoard]


@pytest.mark.parametrize("cls", BOARDS)
def test_boards_are_reproducible_and_titled(cls: type[KidsBoard], progress_path: Path) -> None:
    one, two = cls(lang="en", seed=3), cls(lang="en", seed=3)
    assert one.game == two.game
    assert "mj-board" in one._dom_classes and one.title.value
    assert one.new_game_button.description == "New game"
    assert cls(lang="ru", seed=3).new_game_button.description == "Новая игра"
    assert not progress_path.exists()  # nothing is logged before a game ends
