"""The children's count: a random winning hand, the child adds up its points and checks the sum
against the kids' scoring, line by line, in the children's words.
"""

from __future__ import annotations

import html
import random

import ipywidgets as widgets

from lessons.widgets.board import Board, guarded
from lessons.widgets.calculator.words import amount
from lessons.widgets.picker import hand_tiles
from lessons.widgets.progress import ProgressFile, SavesTo
from lessons.widgets.texts import t
from mjcore.quiz import generate
from mjcore.scoring import find_system


class KidsScoreBoard(Board):
    """A random winning hand; the child adds up its points (chow 3, pung 4, kong 5, pair 2,
    own bonus tile 1) and checks the sum against the kids' scoring, line by line, in the
    children's words (tiles by name, never a code).

    ``level`` 1: no kongs, no bonus tiles (about 14-16 points); 2: kongs and bonus tiles.

    >>> import tempfile, pathlib
    >>> store = ProgressFile(pathlib.Path(tempfile.mkdtemp()) / "p.json")
    >>> board = KidsScoreBoard(seed=3, lang="en", progress=store)
    >>> board.answer_box.value = board.score.total
    >>> board.check_button.click()
    >>> board.correct, store.activities[-1]["activity"]
    (True, 'kids_score')
    """

    kids_words = True

    def __init__(self, level: int = 1, *, lang: str | None = None, seed: int | None = None,
                 progress: ProgressFile | bool | None = None) -> None:
        super().__init__(self._title(lang), lang=lang)
        self.level = level
        self.rng = random.Random(seed)
        self._progress = progress
        self.correct: bool | None = None
        self.hand_row = self.row([])
        self.hand_row.add_class("mj-hand")
        self.answer_box = widgets.BoundedIntText(value=0, min=0, max=99, description=self.tr("calc.kids.answer"),
                                                 layout=widgets.Layout(width="12em"))
        self.answer_box.add_class("mj-answer")
        self.check_button = self.button("base.check", self.check)
        self.new_button = self.button("calc.kids.new", self.new_hand, style="")
        self.prompt = widgets.HTML()
        self.body.children = [self.prompt, self.hand_row, self.row([self.answer_box, self.check_button, self.new_button])]
        self.add_class("mj-kids-score")
        self.new_hand()

    @staticmethod
    def _title(lang: str | None) -> str:
        return t("calc.kids.title", lang)

    progress = SavesTo()

    def new_hand(self) -> None:
        """Deal a new winning hand to count."""
        self.question = generate("kids_score", self.rng, self.level)
        hand = self.question.hand
        # a kids_score question always has its hand and its win
        assert hand is not None and self.question.context is not None
        self.hand = hand
        self.score = find_system("kids").score(hand, self.question.context)
        self.correct = None
        #: Wrong answers to this hand (the first one is answered "count again").
        self.tries = 0
        self.answer_box.value = 0
        self.prompt.value = f"<p>{html.escape(self.text(self.question.prompt))}</p>"
        tiles = hand_tiles(hand)
        self.hand_row.children = self.tiles(tiles, size="large" if len(tiles) <= 14 else "medium")
        self.say("")
        self.show_status("")

    @guarded
    def check(self) -> None:
        """Compare the number entered with the hand's points and explain the sum."""
        given = int(self.answer_box.value)
        right = self.question.check(str(given))
        first = self.correct is None
        self.correct = right if first else self.correct
        points = amount(self.score.total, "points", self.lang)
        if right:
            lines = [self.tr("calc.kids.right", points=points), *self.explanation()]
        elif not self.tries:  # the first miss: the same hand, counted again, the sum not given away
            lines = [self.tr("calc.kids.try_again", given=given)]
        else:  # missed again: the sum together, line by line
            lines = [self.tr("calc.kids.wrong", given=given, points=points), *self.explanation()]
        self.tries += not right
        self.say("\n".join(lines), "good" if right else "bad")
        store = self.progress
        if first and store is not None:
            try:
                store.record_activity("kids_score", score=self.score.total, answer=given, won=right)
                store.record_answer(f"kids_score:{self.level}", right)
            except OSError:
                self.show_status(self.tr("progress.unreadable"))
            else:
                unsaved = store.unsaved(self.lang)
                if unsaved:
                    self.show_status(unsaved)

    def explanation(self) -> list[str]:
        """The sum line by line: ``Chow 123m: 3`` ... ``3 + 3 + 4 + 2 = 12``."""
        lines = [f"{item.name(self.lang)} — {item.reason(self.lang, kids=True)}: {item.value}" for item in self.score.items]
        lines.append(" + ".join(str(item.value) for item in self.score.items) + f" = {self.score.total}")
        return lines


__all__ = ["KidsScoreBoard"]
