"""Flowers and seasons (stage 8): the board of :mod:`mjcore.minigames.bonus`.

Each question is a bonus tile (which seat?) or a seat (which two tiles?); the core says
right or not and why, and the score is on the status line.  After a wrong answer the same
question stays, with the hint right under it, for the child to try again.

>>> board = BonusBoard(lang="en", seed=5, count=2)
>>> board.answer_right()
>>> board.feedback_text.startswith("Right!"), board.game.right
(True, 1)
"""

from __future__ import annotations

from functools import partial
from typing import Any

import ipywidgets as widgets

from lessons.widgets.kids.base import KidsBoard, move, part
from lessons.widgets.progress import ProgressFile
from mjcore.minigames import BonusTiles, Message, Summary
from mjcore.tiles import BONUS_TILES, Tile

__all__ = ["BonusBoard"]


class BonusBoard(KidsBoard):
    """Flowers and seasons: which seat each bonus tile belongs to (seed 000, line 248).

    A question shows a bonus tile (press its seat number) or a seat (pick its two tiles
    and press "Check"); the core says right or not and why.
    """

    activity = "bonus"
    css = "mj-bonus"

    def __init__(self, count: int = 8, *, lang: str | None = None, seed: int | None = None,
                 progress: ProgressFile | bool | None = None) -> None:
        self.count = count
        super().__init__(lang=lang, seed=seed, progress=progress)

    def setup(self) -> None:
        self.hint_button = self.button("base.hint", self.ask_hint, style="warning")
        self.check_button = self.button("base.check", self.check_tiles)
        self.seat_buttons = [self.button("kids.bonus.seat", partial(self.answer, seat), seat=seat)
                             for seat in (1, 2, 3, 4)]

    def start(self) -> BonusTiles:
        return BonusTiles.new(self.rng, count=self.count)

    def rows(self) -> list[widgets.Widget]:
        if self.is_over:
            return []
        question = self.game.question
        if question.tile is not None:
            shown = self.tile_row([question.tile], None, lambda _i: None, "mj-question-tile")
            return [self.question(question.prompt()), shown, part(self.seat_buttons, "mj-seats")]
        self.pile = self.tile_row(BONUS_TILES, self.pick, lambda i: "selected" if i in self.selected else None,
                                  "mj-pile", keep="pile")
        return [self.question(question.prompt()), self.pile]

    def actions(self) -> list[widgets.Widget]:
        if self.game.question.tile is None:
            return [self.check_button, self.hint_button]
        return [self.hint_button]

    def status_line(self) -> object:
        return Message.of("mini.bonus.score", right=self.game.right, total=self.game.index)

    @move
    def pick(self, index: int) -> None:
        self.toggle(index)

    @move
    def check_tiles(self) -> None:
        if len(self.selected) != 2:
            self.say(self.tr("kids.bonus.pick_two"), "info")
            return
        self.answer([BONUS_TILES[i] for i in self.selected])

    @move
    def answer(self, value: int | list[Tile]) -> None:
        """Answer the question; a wrong answer keeps it (the child tries again, the hint beside it)."""
        before = self.game.index
        game = self.game.answer(value)
        self.selected = []
        self.play(game, game.feedback, "good" if game.index > before else "bad")

    def answer_right(self) -> None:
        """Click the right answer to the current question (for examples and tests)."""
        question = self.game.question
        if question.tile is not None:
            self.seat_buttons[question.correct - 1].click()
            return
        for tile in question.correct:
            self.pile.children[BONUS_TILES.index(tile)].click()
        self.check_button.click()

    def result(self, summary: Summary) -> dict[str, Any]:
        counts = summary.counts
        return {"score": counts["right"], "mistakes": counts["wrong"]}
