"""The sequence (stages 1 and 4): the board of :mod:`mjcore.minigames.sequence`.

The nine tiles of a suit lie shuffled; the child lays them out 1..9, then (shuffled again)
9..1, and the finished 1..9 row stays in sight to check against.

>>> board = SequenceBoard(lang="en", seed=2)
>>> board.click_number(1); board.click_number(3)
>>> board.feedback_text
'A gap: 3 coins comes later, now we need 2 coins. Check with the row of numbers.'
>>> [str(tile) for tile in board.game.row]
['1p']
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import ipywidgets as widgets

from lessons.widgets.kids.base import KidsBoard, move
from lessons.widgets.progress import ProgressFile
from mjcore.minigames import Sequence as SequenceGame
from mjcore.minigames import Summary
from mjcore.minigames.sequence import Phase
from mjcore.tiles import Tile

__all__ = ["SequenceBoard"]


class SequenceBoard(KidsBoard):
    """Lay out the nine tiles of a suit 1..9 and then 9..1 (seed 000, lines 225-228).

    The tiles lie shuffled in the pile; each click lays one at the right end of the line.
    A wrong tile stays in the pile and the core says why (a 9 taken for a 6, a gap...).
    ``descending=True`` asks for the 9..1 row only.
    """

    activity = "sequence"
    css = "mj-sequence"

    def __init__(self, suit: str = "p", descending: bool = False, *, lang: str | None = None,
                 seed: int | None = None, progress: ProgressFile | bool | None = None) -> None:
        self.suit, self.descending = suit, descending
        self.order: list[Tile] = []
        self.last_wrong: Tile | None = None
        super().__init__(lang=lang, seed=seed, progress=progress)

    def setup(self) -> None:
        self.hint_button = self.button("base.hint", self.ask_hint, style="warning")

    def start(self) -> SequenceGame:
        game = SequenceGame.new(self.suit)
        if self.descending:  # the 1..9 row counts as laid: build 9..1 at once
            game = replace(game, phase=Phase.DOWN, up_row=tuple(Tile.of(self.suit, n) for n in range(1, 10)))
        self.shuffle()
        return game

    def shuffle(self) -> None:
        self.order = self.rng.sample([Tile.of(self.suit, n) for n in range(1, 10)], 9)
        self.last_wrong = None

    def rows(self) -> list[widgets.Widget]:
        game: SequenceGame = self.game
        laid = set(game.row)

        def state(index: int) -> str | None:
            tile = self.order[index]
            return "gone" if tile in laid else "bad" if tile == self.last_wrong else None

        self.pile = self.tile_row(self.order, self.place, state, "mj-pile", keep="pile")
        self.line = self.tile_row(game.row, None, lambda _i: None, "mj-line")
        ask = "kids.sequence.down" if game.phase is Phase.DOWN else "kids.sequence.up"
        rows: list[widgets.Widget] = [self.question(self.tr(ask)), self.pile, self.line]
        if game.up_row and not self.descending:  # the finished 1..9 row stays in sight to check against
            rows.append(self.tile_row(game.up_row, None, lambda _i: None, "mj-done-row", size="small", keep="up_row"))
        return rows

    def actions(self) -> list[widgets.Widget]:
        return [self.hint_button]

    def status_line(self) -> object:
        return self.game.summary().lines[0]

    def click_number(self, number: int) -> None:
        """Click the pile tile with this number (for examples and tests)."""
        index = self.order.index(Tile.of(self.suit, number))
        self.pile.children[index].click()

    @move
    def place(self, index: int) -> None:
        game: SequenceGame = self.game
        tile = self.order[index]
        after = game.place(tile)
        wrong = len(after.mistakes) > len(game.mistakes)
        self.last_wrong = tile if wrong else None
        if after.phase is not game.phase and not after.is_over:
            self.shuffle()  # 1..9 is done: all nine back to the pile, shuffled, for 9..1
        self.play(after, after.feedback, "bad" if wrong else "good")

    def result(self, summary: Summary) -> dict[str, Any]:
        counts = summary.counts
        return {"score": counts["rows_done"], "mistakes": counts["mistakes"], "suit": self.suit,
                "descending": self.descending}
