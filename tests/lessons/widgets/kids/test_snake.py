"""The snake played by clicks (lessons.widgets.kids.snake)."""

from __future__ import annotations

from pathlib import Path

import pytest

from lessons.widgets.kids.snake import SnakeBoard
from lessons.widgets.progress import ProgressFile
from lessons.widgets.tiles import marks
from mjcore.minigames import Message
from mjcore.minigames.snake import follows


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_snake_refuses_a_tile_that_does_not_follow(lang: str) -> None:
    board = SnakeBoard(seed=4, lang=lang, progress=None)
    assert "mj-snake" in board._dom_classes
    first = board.game.playable()[0]
    board.pile_buttons[first].click()
    head = board.game.pile[first]
    wrong = next(i for i, t in enumerate(board.game.pile) if i != first and not follows(head, t))
    before = board.game.chain
    board.pile_buttons[wrong].click()
    assert board.game.chain == before and board.game.rejected == 1
    assert board.feedback_text.splitlines()[0] == Message.of("mini.snake.no", prev=head).text(lang, kids=True, tiles="kids")
    assert marks(board.pile_buttons[wrong]) == {"bad"}
    assert marks(board.pile_buttons[first]) == {"gone"} and board.pile_buttons[first].disabled
    board.add(first)  # taken already: a message, the state is kept
    assert board.game.chain == before and board.feedback_text == Message("error.mini.taken", (("pos", first),)).text(lang)


def test_snake_played_to_the_end_records_the_length(progress_path: Path) -> None:
    board = SnakeBoard(seed=11, lang="ru")
    while not board.game.is_over:
        board.hint()
        assert board.feedback_text == board.game.hint().text("ru", kids=True, tiles="kids")
        board.pile_buttons[board.game.playable()[0]].click()
        assert [b.tile for b in board.chain_buttons] == list(board.game.chain)
    summary = board.game.summary()
    length = Message.of("mini.snake.length", count=len(board.game.used), total=16).text("ru")
    assert board.status_text == "" and board.feedback_text.count(length) == 1  # said once
    assert board.feedback_text.endswith(summary.lines[0].text("ru", kids=True, tiles="kids"))
    assert board.parent_text == "\n".join(line.text("ru", kids=True, tiles="kids") for line in summary.lines[1:])
    [entry] = ProgressFile(progress_path).history("snake")
    assert entry["length"] == len(board.game.chain) == summary.counts["length"] > 1
