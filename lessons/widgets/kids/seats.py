"""Seats 1-4 clockwise (stages 8 and 10): the board of :mod:`mjcore.minigames.seats`.

The table is seen from above, one big button on each side; seat 1 is marked, and the
child shows seat 2, 3 and 4 going round like the hands of a clock (the arrow in the
middle shows the way).  A wrong side turns red with the core's words, and the same seat
is asked again.  The mirrored compass of mahjong is for the parent's box only.

>>> board = SeatsBoard(lang="en", seed=1, progress=False)
>>> board.side_buttons[Side.RIGHT].click()
>>> board.game.mistakes, board.feedback_text.startswith("Seat 2 is not here")
(1, True)
>>> while not board.is_over:
...     board.side_buttons[board.game.side_of(board.game.asked)].click()
>>> board.game.summary().counts["rounds"]
3
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from lessons.widgets.kids.base import KidsBoard, move
from lessons.widgets.progress import ProgressFile
from mjcore.minigames import Seats, Summary
from mjcore.minigames.seats import Side

__all__ = ["SeatsBoard"]

SEATS_CSS = """<style>
.mj-seats-table { display: grid; grid-template-columns: minmax(0, 130px) minmax(0, 200px) minmax(0, 130px);
  grid-template-rows: 90px 160px 90px; gap: 6px; margin: 8px 0; max-width: 100%; }
.mj-seat.jupyter-button, .mj-seat.widget-button { width: 100%; height: 100%; margin: 0; min-width: 0; font-size: 34px; font-weight: bold;
  border-radius: 14px; border: 3px solid #8aa; background: #f3f7f7; }
.mj-seat.mj-seat-known { background: #e3f6e5; border-color: #2e9b3f; }
.mj-seat.mj-seat-bad { background: #fde6e4; border-color: #d0342c; }
.mj-seats-middle { background: #2f7d4f; border-radius: 18px; color: white; font-size: 80px; text-align: center;
  line-height: 160px; }
</style>"""

#: Where each side sits on the 3 x 3 grid (row / column).
_AREA = {Side.TOP: "1 / 2", Side.LEFT: "2 / 1", Side.RIGHT: "2 / 3", Side.BOTTOM: "3 / 2"}


class SeatsBoard(KidsBoard):
    """Number the seats of the table 1-4 clockwise (seed 000, lines 248 and 254)."""

    activity = "seats"
    css = "mj-seats"

    def __init__(self, rounds: int = 3, *, lang: str | None = None, seed: int | None = None,
                 progress: ProgressFile | bool | None = None) -> None:
        self.rounds = rounds
        self.bad_side: Side | None = None
        super().__init__(lang=lang, seed=seed, progress=progress)

    def setup(self) -> None:
        self.hint_button = self.button("base.hint", self.ask_hint, style="warning")
        self.side_buttons: dict[Side, widgets.Button] = {}
        for side, area in _AREA.items():
            button = widgets.Button(description="?", tooltip=self.text(side.label))
            button.add_class("mj-seat")
            button.add_class(f"mj-seat-{side.value}")
            button.layout.grid_area = area
            button.on_click(lambda _b, s=side: self.show_side(s))
            self.side_buttons[side] = button
        self.middle = widgets.HTML('<div class="mj-seats-middle">↻</div>', layout=widgets.Layout(grid_area="2 / 2"))
        self.table = widgets.GridBox([*self.side_buttons.values(), self.middle])
        self.table.add_class("mj-seats-table")
        self.seats_style = widgets.HTML(SEATS_CSS)

    def start(self) -> Seats:
        self.bad_side = None
        return Seats.new(self.rng, self.rounds)

    def rows(self) -> list[widgets.Widget]:
        game: Seats = self.game
        known = game.numbered()
        for side, button in self.side_buttons.items():
            button.description = str(known[side]) if side in known else "?"
            (button.add_class if side in known else button.remove_class)("mj-seat-known")
            (button.add_class if side is self.bad_side else button.remove_class)("mj-seat-bad")
        ask = self.tr("kids_b.seats.done") if game.is_over else self.tr("kids_b.seats.ask", seat=game.asked)
        return [self.seats_style, self.question(ask), self.table]

    def actions(self) -> list[widgets.Widget]:
        return [self.hint_button]

    def status_line(self) -> object:
        return self.tr("kids_b.seats.round", round=min(self.game.round + 1, len(self.game.firsts)),
                       rounds=len(self.game.firsts))

    @move
    def show_side(self, side: Side) -> None:
        before = self.game
        game = before.show(side)
        right = game.mistakes == before.mistakes
        self.bad_side = None if right else side
        self.play(game, game.last or "", "good" if right else "bad")

    def result(self, summary: Summary) -> dict[str, Any]:
        return {"score": summary.counts["rounds"], "mistakes": summary.counts["mistakes"]}


