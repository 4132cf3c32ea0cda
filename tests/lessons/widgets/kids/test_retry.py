"""Retry where a child errs (issue 14, item 4): the memory games keep the item after a mistake,
say why beside it, and let the child try it again; the retries are counted apart.

The other kids' boards keep their item on their own (a wrong tile stays in the pile, a wrong
answer keeps the question): their own tests check it; the quiz and the kids' count are in
``tests/lessons/widgets/test_quiz.py`` and ``test_drill.py``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from lessons.widgets.kids.code_lock import CodeLockBoard
from lessons.widgets.kids.memory import MemoryBoard
from lessons.widgets.kids.snake import SnakeBoard
from lessons.widgets.progress import ProgressFile
from lessons.widgets.tiles import marks
from mjcore.kidswords import child_tile_name
from mjcore.minigames.snake import follows


def rows(board: object) -> list[object]:
    return list(board.body.children)  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_memory_a_missed_tile_is_tried_again(lang: str, progress_path: Path) -> None:
    board = MemoryBoard(pairs=3, seed=5, lang=lang)
    tiles = board.game.board
    other = next(i for i, t in enumerate(tiles) if t != tiles[0])
    board.grid_buttons[0].click()
    board.grid_buttons[other].click()
    # the message stands right under the tiles, above the controls, with its "Try again" button
    assert rows(board).index(board.feedback) == rows(board).index(board.body.children[1]) + 1
    assert board.feedback_text.splitlines()[-1] == board.tr("memory.memory.or_retry")
    assert board.retry_button is not None and board.retry_button in board.body.children[-1].children
    board.retry_button.click()
    assert board.game.open == 0 and board.game.moves == 1 and board.game.retries == 1
    assert board.feedback_text == board.tr("memory.memory.retrying", tile=child_tile_name(tiles[0], lang))
    assert marks(board.grid_buttons[0]) == {"selected"} and board.retry_button is None
    partner = next(i for i, t in enumerate(tiles) if i != 0 and t == tiles[0])
    board.grid_buttons[partner].click()
    assert board.game.removed == {0, partner} and board.game.moves == 2
    while not board.game.is_over:  # the rest by pairs: the retries are saved with the game
        first = min(set(range(len(tiles))) - board.game.removed)
        board.grid_buttons[first].click()
        board.grid_buttons[next(i for i, t in enumerate(tiles) if i != first and t == tiles[first])].click()
    assert ProgressFile(progress_path).history("memory")[-1]["retries"] == 1


def test_memory_two_players_the_retry_is_the_missing_players() -> None:
    board = MemoryBoard(pairs=3, players=2, seed=4, lang="en", progress=None)
    tiles = board.game.board
    board.grid_buttons[0].click()
    board.grid_buttons[next(i for i, t in enumerate(tiles) if t != tiles[0])].click()
    assert board.game.player == 1
    board.retry_button.click()
    assert board.game.player == 0 and "Player one's turn." in board.feedback_text


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_snake_a_refused_tile_says_why_beside_the_pile_and_the_head_waits(lang: str) -> None:
    board = SnakeBoard(seed=2, lang=lang, progress=None)
    board.pile_buttons[0].click()
    head = board.game.pile[0]
    wrong = next(i for i, t in enumerate(board.game.pile) if i and not follows(head, t))
    board.pile_buttons[wrong].click()
    pile_row = next(r for r in rows(board) if "mj-pile" in getattr(r, "_dom_classes", ()))
    assert rows(board).index(board.feedback) == rows(board).index(pile_row) + 1
    assert marks(board.pile_buttons[wrong]) == {"bad"}
    assert board.feedback_text.splitlines()[-1] == board.tr("memory.snake.retry", tile=child_tile_name(head, lang))
    right = next(i for i in board.game.playable())
    board.pile_buttons[right].click()  # the same head, another try
    assert len(board.game.used) == 2 and board.game.rejected == 1


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_code_lock_a_missed_code_is_tried_again(lang: str, progress_path: Path) -> None:
    board = CodeLockBoard(seed=4, rounds=2, lang=lang)
    code = board.game.code
    board.ready_button.click()
    for tile in reversed(code):  # every tile, in the wrong order
        board.choice_buttons[board.choices.index(tile)].click()
    assert board.game.rounds[0].order_errors and board.game.length == len(code)
    due = board.game.code  # the next round's code, dealt with the answer
    review = rows(board)  # the code, the answer, then the message beside them
    assert "mj-answer" in review[3]._dom_classes and review.index(board.feedback) == 4
    assert board.retry_button is not None
    board.retry_button.click()
    assert board.game.code == code and board.game.retrying and board.status_text.startswith(
        board.tr("memory.lock.status_again", length=len(code))[:8])
    board.ready_button.click()
    for tile in code:
        board.choice_buttons[board.choices.index(tile)].click()
    assert board.game.retries[0].perfect and len(board.game.rounds) == 1
    assert board.feedback_text.splitlines()[-1] == board.tr("memory.lock.retry_right")
    assert board.retry_button is None  # a right code is not offered again
    assert board.game.code == due  # the retry changed neither the next code nor its length
    board.body.children[-1].children[0].click()  # "Next"
    board.ready_button.click()
    for tile in board.game.code:
        board.choice_buttons[board.choices.index(tile)].click()
    assert board.game.is_over
    saved = ProgressFile(progress_path).history("code_lock")[-1]
    assert saved["rounds"] == 2 and saved["retries"] == 1 and saved["retries_right"] == 1


def test_code_lock_the_last_code_can_be_tried_again_too() -> None:
    board = CodeLockBoard(seed=4, rounds=1, lang="en", progress=None)
    code = board.game.code
    board.ready_button.click()
    board.choice_buttons[board.choices.index(code[0])].click()
    board.check_button.click()
    assert board.game.is_over and board.retry_button is not None
    board.retry_button.click()
    assert not board.game.is_over and board.game.code == code
