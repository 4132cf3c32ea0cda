"""What a board that asks says after an answer: right, or wrong and the right answer; on the
kids' track, "try again" (with the explanation from the second miss on).

Each board names its own words (``answer_key``, ``key``): the quiz's ``quizw.*``, the drills'
``drill.*``.

>>> from lessons.widgets.board import Board
>>> board = Board(lang="en")
>>> verdict(board, False, "quizw.answer", "5p")
'Not quite. The right answer: 5p.'
>>> try_again(board, "quizw.kids.try_again", 1, "why")
'Not yet. Look again and have another try!'
"""

from __future__ import annotations

from lessons.widgets.board import Board


def verdict(board: Board, right: bool, answer_key: str, answer: str) -> str:
    """``Right!``, or ``Not quite.`` and ``answer`` in the words of ``answer_key``."""
    if right:
        return board.tr("base.correct")
    return board.tr("base.wrong") + " " + board.tr(answer_key, answer=answer)


def try_again(board: Board, key: str, tries: int, explanation: object) -> str:
    """A kids' wrong try: the words of ``key``, and after ``tries`` of 2 or more the
    ``explanation`` (in the board's words) too."""
    words = [board.tr(key)]
    if tries >= 2:
        words.append(board.text(explanation))
    return "\n".join(words)


__all__ = ["try_again", "verdict"]
