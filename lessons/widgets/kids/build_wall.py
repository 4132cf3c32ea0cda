"""Building the wall (stage 10): the board of :mod:`mjcore.minigames.build_wall`.

Four sides, two tiles high: the child puts stacks on the side being built (a stack is two
tiles, one on the other), counts them and says "this side is ready"; the core checks the
count (18, or 17 without flowers and seasons).  The board never prints the count — the
counting is the child's — but the stacks stand in groups of five, as fingers do.

>>> board = BuildWallBoard(lang="en", progress=False)
>>> for _ in range(17):
...     board.add_button.click()
>>> board.ready_button.click()
>>> board.game.side, board.feedback_text.startswith("Too few")
(0, True)
>>> while not board.is_over:
...     board.add_button.click(); board.ready_button.click()
>>> board.game.summary().counts["stacks"]
72
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as widgets

from lessons.widgets.choice import PictureStyle, picture_button
from lessons.widgets.kids.base import KidsBoard, move
from lessons.widgets.progress import ProgressFile
from lessons.widgets.tiles import tile_class
from mjcore.minigames import BuildWall, Summary
from mjcore.tiles import Tile

__all__ = ["BuildWallBoard"]

WALL_CSS = """<style>
.mj-wall-side { display: flex; align-items: flex-end; min-height: 58px; margin: 4px 0; padding: 4px 8px;
  border-radius: 10px; background: #f4efe3; }
.mj-wall-side.mj-wall-now { outline: 4px solid #f5a623; background: #fff3d6; }
.mj-wall-name { font-size: 20px; min-width: 110px; }
.mj-wall-stack { display: inline-block; position: relative; width: 26px; height: 44px; margin: 0 1px; }
.mj-wall-stack span { position: absolute; left: 0; width: 26px; height: 34px; background-size: contain;
  background-repeat: no-repeat; }
.mj-wall-stack span.mj-lower { top: 10px; } .mj-wall-stack span.mj-upper { top: 0; }
.mj-wall-five { display: inline-block; margin-right: 12px; }
</style>"""


class BuildWallBoard(KidsBoard):
    """Build the four sides of the wall, counting the stacks (seed 000, lines 251-252).

    ``bonus=False`` plays without flowers and seasons (17 stacks a side); the two picture
    buttons on top switch between the two walls.
    """

    activity = "build_wall"
    css = "mj-build-wall"

    def __init__(self, bonus: bool = True, *, lang: str | None = None, seed: int | None = None,
                 progress: ProgressFile | bool | None = None) -> None:
        self.bonus = bonus
        super().__init__(lang=lang, seed=seed, progress=progress)

    def setup(self) -> None:
        self.add_button = self.button("kids_b.wall.add", self.add)
        self.take_button = self.button("kids_b.wall.take", self.take, style="")
        self.ready_button = self.button("kids_b.wall.ready", self.ready, style="success")
        self.hint_button = self.button("base.hint", self.ask_hint, style="warning")
        self.tile_style.ensure([Tile(34), Tile.P1])
        self.with_bonus = picture_button(self.tr("kids_b.wall.with_bonus"), tile_class(Tile(34)), lambda: self.switch(True))
        self.without_bonus = picture_button(self.tr("kids_b.wall.without_bonus"), tile_class(Tile.P1),
                                            lambda: self.switch(False))
        self.wall_style = widgets.HTML(WALL_CSS)
        self.picture_style = PictureStyle()
        # made once, updated in place: a click changes one side's HTML, not the whole board
        self.side_views = [widgets.HTML() for _ in range(4)]
        self.sides = widgets.VBox(self.side_views)
        self.sides.add_class("mj-wall-sides")
        self.choice_row = widgets.HBox([self.with_bonus, self.without_bonus])
        self.ask = widgets.HTML()
        self.ask.add_class("mj-question")

    def start(self) -> BuildWall:
        for button, on in ((self.with_bonus, self.bonus), (self.without_bonus, not self.bonus)):
            (button.add_class if on else button.remove_class)("mj-chosen")
        return BuildWall.new(bonus=self.bonus)

    def switch(self, bonus: bool) -> None:
        """Build the other wall (with or without flowers and seasons): a new game."""
        self.bonus = bonus
        self.new_game()

    def side_html(self, side: int) -> str:
        game: BuildWall = self.game
        stacks = game.stacks[side]
        one = ('<span class="mj-wall-stack"><span class="mj-lower mj-back"></span>'
               '<span class="mj-upper mj-back"></span></span>')
        fives = "".join(f'<span class="mj-wall-five">{one * min(5, stacks - i)}</span>' for i in range(0, stacks, 5))
        name = html.escape(self.tr("kids_b.wall.side", side=side + 1))
        now = " mj-wall-now" if side == game.side else ""
        return (f'<div class="mj-wall-side{now}" data-stacks="{stacks}">'
                f'<span class="mj-wall-name">{name}</span>{fives}</div>')

    def rows(self) -> list[widgets.Widget]:
        game: BuildWall = self.game
        for side, view in enumerate(self.side_views):
            text = self.side_html(side)
            if view.value != text:
                view.value = text
        ask = self.tr("kids_b.wall.done") if game.is_over else self.tr("kids_b.wall.ask", side=game.side + 1,
                                                                          need=game.need)
        self.ask.value = f"<div>{html.escape(ask)}</div>"
        return [self.wall_style, self.picture_style, self.choice_row, self.ask, self.sides]

    def actions(self) -> list[widgets.Widget]:
        return [self.add_button, self.take_button, self.ready_button, self.hint_button]

    def _step(self, game: BuildWall, mistake: bool = False) -> None:
        kind = "bad" if mistake else "good" if game.side > self.game.side else "info"
        self.play(game, game.last or "", kind)

    @move
    def add(self) -> None:
        game = self.game.add()
        self._step(game, game.last is not None)

    @move
    def take(self) -> None:
        game = self.game.take()
        self._step(game, game.last is not None)

    @move
    def ready(self) -> None:
        game = self.game.ready()
        self._step(game, game.mistakes > self.game.mistakes)

    def result(self, summary: Summary) -> dict[str, Any]:
        return {"score": summary.counts["sides"], "mistakes": summary.counts["mistakes"], "bonus": self.bonus}
