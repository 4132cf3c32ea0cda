"""Tidy up (the end of every lesson, stage 7): the board of :mod:`mjcore.minigames.tidy_up`.

The child clicks a tile in the pile, then the row of the box it goes into (each row's
button shows a tile of its kind and its name); the core says whether it is the right row.
A wrong row leaves the tile picked and outlined, so the child tries the same tile again.

>>> board = TidyUpBoard(lang="en", seed=1, progress=False)
>>> game = board.game
>>> board.pile_buttons[0].click(); board.row_buttons[(game.right_row(0) + 1) % len(game.rows)].click()
>>> board.game.mistakes, board.selected, board.feedback_text.startswith("This tile does not go")
(1, [0], True)
>>> while not board.is_over:
...     pos = board.game.in_pile()[0]
...     board.pile_buttons[pos].click(); board.row_buttons[board.game.right_row(pos)].click()
>>> board.feedback_text.splitlines()[-1]
'12 of 12 tiles in the box — in neat rows!'
"""

from __future__ import annotations

from functools import partial
from typing import Any

import ipywidgets as widgets

from lessons.widgets.choice import PictureStyle, picture_button
from lessons.widgets.kids.base import KidsBoard, move, part
from lessons.widgets.progress import ProgressFile
from lessons.widgets.tiles import mark, tile_class
from mjcore.minigames import Summary, TidyUp

__all__ = ["TidyUpBoard"]


class TidyUpBoard(KidsBoard):
    """Put the tiles back into the box by kind, neatly in rows (seed 000, line 232).

    ``kinds`` are the rows of the box: ``"p"`` coins, ``"s"`` bamboo, ``"m"`` characters,
    ``"winds"``, ``"dragons"``, ``"bonus"``.
    """

    activity = "tidy_up"
    css = "mj-tidy-up"

    def __init__(self, kinds: tuple[str, ...] | str = ("p", "s", "m", "winds", "dragons"), size: int = 12, *,
                 lang: str | None = None, seed: int | None = None, progress: ProgressFile | bool | None = None) -> None:
        self.kinds = (kinds,) if isinstance(kinds, str) else tuple(kinds)
        self.size = size
        self.row_buttons: list[widgets.Button] = []
        super().__init__(lang=lang, seed=seed, progress=progress)

    def setup(self) -> None:
        self.hint_button = self.button("base.hint", self.ask_hint, style="warning")
        self.picture_style = PictureStyle()

    def start(self) -> TidyUp:
        game = TidyUp.new(self.rng, self.kinds, size=self.size)
        self.tile_style.ensure([row.sample for row in game.rows])
        self.row_buttons = [picture_button(row.label.text(self.lang), tile_class(row.sample),
                                           partial(self.put, r)) for r, row in enumerate(game.rows)]
        for button in self.row_buttons:
            button.add_class("mj-box-row")
        return game

    def lasting(self) -> list[widgets.Widget]:
        return [*super().lasting(), *self.row_buttons]

    @property
    def pile_buttons(self) -> list[widgets.Button]:
        return self.kept_tiles("pile", self.game.pile, self.pick)

    def rows(self) -> list[widgets.Widget]:
        game: TidyUp = self.game
        box = game.in_box
        bad = self.feedback_text and self.selected and game.last is not None and game.last.key == "mini.tidy.wrong"
        buttons = self.pile_buttons
        for pos, button in enumerate(buttons):
            mark(button, "gone" if pos in box else ("bad" if bad else "selected") if pos in self.selected else None)
        pile = part(buttons, "mj-pile")
        lines = [part([self.row_buttons[r], *self.kept_tiles(f"row{r}", game.row_tiles(r), None, size="medium")],
                      "mj-box-line") for r in range(len(game.rows))]
        box_view = widgets.VBox(lines)
        box_view.add_class("mj-box")
        ask = "kids_b.tidy.ask_row" if self.selected else "kids_b.tidy.ask_tile"
        return [self.picture_style, self.question(self.tr(ask)), pile, box_view]

    def actions(self) -> list[widgets.Widget]:
        return [self.hint_button]

    @move
    def pick(self, pos: int) -> None:
        if pos in self.game.in_box:
            return
        self.selected = [] if self.selected == [pos] else [pos]
        self.say("")
        self.render()

    @move
    def put(self, row: int) -> None:
        if not self.selected:
            self.say(self.tr("kids_b.tidy.pick_first"), "info")
            return
        game = self.game.put(self.selected[0], row)
        right = game.mistakes == self.game.mistakes
        if right:
            self.selected = []
        self.play(game, game.last or "", "good" if right else "bad")

    @move
    def ask_hint(self) -> None:
        game: TidyUp = self.game
        left = game.in_pile()
        if left and not self.selected:
            self.selected = [left[0]]
            self.render()
        self.say(game.hint() if not self.selected else
                 self.tr("kids_b.tidy.hint", row=game.rows[game.right_row(self.selected[0])].label.text(self.lang)))

    def result(self, summary: Summary) -> dict[str, Any]:
        return {"score": summary.counts["placed"], "mistakes": summary.counts["mistakes"]}
