"""The children's count: a random winning hand, the child adds up its points and checks the sum
against the kids' scoring, line by line, in the children's words.
"""

from __future__ import annotations

import html
import random

import ipywidgets as widgets

from lessons.widgets.board import Board, guarded
from lessons.widgets.calculator.words import amount
from lessons.widgets.numbers import number_row
from lessons.widgets.picker import hand_tiles
from lessons.widgets.progress import ProgressFile, SavesTo
from lessons.widgets.texts import t
from mjcore.quiz import generate
from mjcore.scoring import find_system
from mjcore.scoring.kids import KIDS


def most_points(level: int) -> int:
    """The most a hand of ``level`` is worth in the kids' scoring (the last number button): four
    pungs and a pair at level 1; four kongs, a pair and the two bonus tiles of the player's own
    number (a flower and a season) at level 2.

    >>> most_points(1), most_points(2)
    (18, 24)
    """
    if level >= 2:
        return 4 * KIDS.kong + KIDS.pair + 2 * KIDS.bonus
    return 4 * KIDS.pung + KIDS.pair


class KidsScoreBoard(Board):
    """A random winning hand; the child adds up its points (chow 3, pung 4, kong 5, pair 2,
    own bonus tile 1) and answers by pressing the sum's big number button (lesson 10's, from
    :mod:`lessons.widgets.numbers`: up to the most a hand of the level can be worth); the sum is
    checked against the kids' scoring, line by line, in the children's words (tiles by name,
    never a code).

    ``level`` 1: no kongs, no bonus tiles (about 14-16 points); 2: kongs and bonus tiles.

    >>> import tempfile, pathlib
    >>> store = ProgressFile(pathlib.Path(tempfile.mkdtemp()) / "p.json")
    >>> board = KidsScoreBoard(seed=3, lang="en", progress=store)
    >>> board.number_buttons[board.score.total - 1].click()  # the child presses the number
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
        self.number_row = number_row(range(1, most_points(level) + 1), self.check)
        self.number_buttons: list[widgets.Button] = list(self.number_row.children)
        self.new_button = self.button("calc.kids.new", self.new_hand, style="")
        self.prompt = widgets.HTML()
        self.body.children = [self.prompt, self.hand_row, self.number_row, self.row([self.new_button])]
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
        self.prompt.value = f"<p>{html.escape(self.text(self.question.prompt))}</p>"
        tiles = hand_tiles(hand)
        self.hand_row.children = self.tiles(tiles, size="large" if len(tiles) <= 14 else "medium")
        self.say("")
        self.show_status("")

    @guarded
    def check(self, given: int) -> None:
        """Compare the number pressed with the hand's points and explain the sum."""
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
