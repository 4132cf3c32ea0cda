"""Puzzles from your own games: the costliest discards the game table's review queued
(:meth:`lessons.widgets.table.GameTable.show_review`, the bot's review too once its record is
loaded here), asked one by one as quiz questions and answered by the same exact analysis.

A puzzle leaves the queue when it is answered; the answer counts for the skill
``best_discard:3``. With an empty queue the board says how to fill it.

>>> import tempfile, pathlib
>>> from lessons.widgets.progress import ProgressFile
>>> from mjcore.practice import Puzzle
>>> store = ProgressFile(pathlib.Path(tempfile.mkdtemp()) / "p.json")
>>> store.add_puzzles([Puzzle("123m456p789s1123z5p", "5p", "3z", "standard", tuple([3] * 34))])
>>> board = OwnPuzzles(lang="en", progress=store)
>>> board.choose(board.question.answer[0])
>>> board.feedback_text.startswith("Right"), len(store.quiz.queue)
(True, 0)
"""

from __future__ import annotations

import html

from lessons.widgets.progress import ProgressFile
from lessons.widgets.quiz import QuizWidget
from mjcore.practice.record import Puzzle
from mjcore.practice.review import puzzle_question


class OwnPuzzles(QuizWidget):
    """The queued puzzles of the learner's own games (see the module docstring)."""

    def __init__(self, *, lang: str | None = None, progress: ProgressFile | bool | None = None) -> None:
        self._progress = progress
        self.puzzle: Puzzle | None = None
        queued = len(self.record_queue())
        super().__init__("best_discard", level=3, count=max(1, queued), lang=lang, progress=progress)
        self.add_class("mj-own-puzzles")
        self.title.value = f'<div class="mj-title">{html.escape(self.tr("puzzles.title"))}</div>'
        if self.puzzle is None:
            self.say(self.tr("puzzles.none"), "info")

    def record_queue(self) -> tuple[Puzzle, ...]:
        store = self.progress if self._progress is not False else None
        return store.quiz.queue if store is not None else ()

    def ask(self) -> None:
        """The first queued puzzle (a generated best-discard question when none is left)."""
        queue = self.record_queue()
        self.puzzle = queue[0] if queue else None
        if self.puzzle is None:
            super().ask()
            return
        self.show_question(puzzle_question(self.puzzle))

    def answer(self, response: str | list[str]) -> None:
        """Check and record as any quiz answer; the puzzle leaves the queue."""
        first = not self.answered
        super().answer(response)
        store = self.progress
        if first and self.puzzle is not None and store is not None:
            try:
                with store.changing():
                    _, store.quiz = store.quiz.pop_puzzle()
            except OSError:
                pass


__all__ = ["OwnPuzzles"]
