"""The code lock played by clicks (lessons.widgets.kids.code_lock)."""

from __future__ import annotations

from pathlib import Path

import pytest
from boardkit import face_down

from lessons.widgets.kids.code_lock import CodeLockBoard
from lessons.widgets.progress import ProgressFile
from lessons.widgets.tiles import marks
from mjcore.minigames import Message
from mjcore.minigames.code_lock import score_answer
from mjcore.tiles import Tile


def click_tiles(board: CodeLockBoard, tiles) -> None:
    for tile in tiles:
        board.choice_buttons[board.choices.index(tile)].click()


def test_code_lock_shows_the_code_then_hides_it() -> None:
    board = CodeLockBoard(seed=5, lang="en", progress=None)
    assert "mj-code-lock" in board._dom_classes
    assert [b.tile for b in board.code_buttons] == list(board.game.code)
    assert not any(face_down(b) for b in board.code_buttons)
    assert board.status_text == f"Round 1 of 6. Tiles in the code: {len(board.game.code)}."
    assert "mj-ready" in board.ready_button._dom_classes
    board.ready_button.click()
    assert not board.game.showing
    assert board.code_buttons == []  # the code is gone from the board
    assert len(board.answer_buttons) == len(board.game.code) and all(face_down(b) for b in board.answer_buttons)
    assert [b.tile for b in board.choice_buttons] == [Tile.of("p", n) for n in range(1, 10)]
    assert board.feedback_text == "Now rebuild the code: click the tiles in the same order."


@pytest.mark.parametrize(("lang", "right", "longer"), [
    ("en", "Right! Every tile is in its place.", "The next code is one tile longer."),
    ("ru", "Верно! Все фишки на своих местах.", "Следующий код на одну фишку длиннее."),
])
def test_code_lock_perfect_answer_makes_the_code_longer(lang: str, right: str, longer: str) -> None:
    board = CodeLockBoard(seed=5, lang=lang, progress=None)
    code = board.game.code
    board.ready_button.click()
    click_tiles(board, code[:2])
    assert [b.tile for b in board.answer_buttons[:2]] == list(code[:2])
    assert all(face_down(b) for b in board.answer_buttons[2:])
    click_tiles(board, code[2:])  # the last tile checks the answer
    assert board.game.rounds[0].perfect and board.game.length == len(code) + 1
    assert board.feedback_text.splitlines() == [right, longer]
    assert [b.tile for b in board.code_buttons] == list(code)
    assert all(marks(b) == {"good"} for b in board.answer_buttons)
    next_button = next(b for b in board.body.children[-1].children if "mj-next" in b._dom_classes)
    next_button.click()
    assert board.game.showing and len(board.code_buttons) == len(code) + 1


def test_code_lock_wrong_tiles_make_it_shorter_and_order_errors_keep_it() -> None:
    board = CodeLockBoard(seed=8, lang="en", progress=None)
    code = board.game.code
    board.ready_button.click()
    wrong = next(t for t in board.choices if t not in code)
    answer = (wrong, *code[1:])
    click_tiles(board, answer)
    assert score_answer(code, answer) == (1, 0)
    assert board.game.length == len(code) - 1
    assert board.feedback_text.splitlines() == ["Tiles missed or wrong: 1. Compare with the code.",
                                                "The next code is one tile shorter.",
                                                "You can try the same code again: press “This code again”."]
    assert marks(board.answer_buttons[0]) == {"bad"} and marks(board.answer_buttons[1]) == {"good"}
    board.next_code()
    code = board.game.code
    board.ready()
    swapped = (code[1], code[0], *code[2:])
    click_tiles(board, swapped)
    assert board.game.rounds[-1].order_errors == 1 and board.game.length == len(code)
    assert board.feedback_text.splitlines()[1] == "The next code is just as long."


def test_code_lock_undo_check_early_and_refused_moves() -> None:
    board = CodeLockBoard(seed=5, lang="ru", progress=None)
    showing = board.game
    board.pick(0)  # the code is still shown: refused, nothing changes
    assert board.game is showing and board.answer == []
    assert board.feedback_text == Message("error.mini.lock.not_hidden").text("ru")
    board.ready_button.click()
    board.choice_buttons[0].click()
    board.choice_buttons[1].click()
    board.undo()
    assert board.answer == [board.choices[0]]
    board.check()  # a short answer: the tiles remembered
    assert board.game.rounds[0].answer == (board.choices[0],)
    assert board.game.rounds[0].item_errors >= len(board.game.rounds[0].code) - 1


def test_code_lock_played_to_the_end_records_the_span(progress_path: Path) -> None:
    board = CodeLockBoard(seed=3, rounds=3, age=4, lang="en")
    lengths = []
    for _ in range(3):
        lengths.append(len(board.game.code))
        board.ready_button.click()
        click_tiles(board, board.game.code)
        if not board.game.is_over:
            board.next_code()
    assert lengths == [4, 5, 6]
    summary = board.game.summary()
    assert board.feedback_text == "Right! Every tile is in its place."  # the rounds played: on the status line only
    assert board.parent_text == "\n".join(line.text("en", kids=True, tiles="kids") for line in summary.lines[1:])  # the rest is the parent's
    assert board.status_text == "Rounds played: 3. The game is over."
    [entry] = ProgressFile(progress_path).history("code_lock")
    assert entry["span"] == 6 == summary.counts["span"] and entry["rounds"] == 3 and entry["age"] == 4
    board.check()  # after the end: refused, nothing more is saved
    assert len(ProgressFile(progress_path).history("code_lock")) == 1
    board.new_game()
    assert board.game.showing and board.game.rounds == () and board.feedback_text == ""
