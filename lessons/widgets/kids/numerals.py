"""Chinese numerals (stage 5): the board of :mod:`mjcore.minigames.numerals`.

A characters tile is drawn without its corner index (which gives the answer away) and
the child presses the number 1-9.  A wrong number turns red with the core's words and
the same tile stays; "Hint" tells the numeral's little story.

The core renderer has no "without the index" option yet (another branch adds one), so
:func:`tile_without_index` draws the tile here from the core's own drawing model
(:func:`mjcore.render.faces.tile_shapes`) leaving out its last shape, the index glyph.

>>> board = NumeralsBoard(lang="en", seed=2, progress=False)
>>> board.number_buttons[2].click()
>>> board.game.mistakes, board.feedback_text
(1, 'It is not 3. Look at the black sign again!')
>>> while not board.is_over:
...     board.number_buttons[board.game.answer - 1].click()
>>> board.game.summary().counts["right"]
6
"""

from __future__ import annotations

import base64
from functools import cache
from typing import Any

import ipywidgets as widgets

from lessons.widgets.kids.base import KidsBoard, move, part
from lessons.widgets.progress import ProgressFile
from mjcore.minigames import Numerals, Summary
from mjcore.render import faces
from mjcore.render import svg as tile_svg_backend
from mjcore.tiles import Tile

__all__ = ["NumeralsBoard", "tile_without_index"]

NUMERALS_CSS = """<style>
.mj-numeral-tile img { height: 180px; margin: 6px 0; }
.mj-number.jupyter-button, .mj-number.widget-button { font-size: 30px; font-weight: bold; width: 64px; height: 64px;
  margin: 3px; border-radius: 12px; }
.mj-number.mj-number-bad { background: #fde6e4; outline: 3px solid #d0342c; }
</style>"""


@cache
def tile_without_index(tile: Tile, height: int = 180) -> str:
    """The tile's SVG without the small number in its corner.

    >>> svg = tile_without_index(Tile.M3)
    >>> svg.startswith("<svg") and 'data-tile="3m"' in svg
    True
    """
    shapes = faces.tile_shapes(tile)
    if not tile.is_dragon:  # every other tile ends with its index glyph
        shapes = shapes[:-1]
    defs: dict[str, str] = {}
    body = "".join(tile_svg_backend.shape_svg(shape, defs) for shape in shapes)
    width = faces.W * height / faces.H
    return (f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
            f'viewBox="0 0 {faces.W:g} {faces.H:g}" width="{width:.0f}" height="{height}">'
            f'<defs>{"".join(defs.values())}</defs><g data-tile="{tile}">{body}</g></svg>')


class NumeralsBoard(KidsBoard):
    """Which number is it? A characters tile without its corner number; answer with a button."""

    activity = "numerals"
    css = "mj-numerals"

    def __init__(self, rounds: int = 6, *, lang: str | None = None, seed: int | None = None,
                 progress: ProgressFile | bool | None = None) -> None:
        self.rounds = rounds
        self.bad: int | None = None
        super().__init__(lang=lang, seed=seed, progress=progress)

    def setup(self) -> None:
        self.hint_button = self.button("base.hint", self.ask_hint, style="warning")
        self.number_buttons = []
        for n in range(1, 10):
            button = widgets.Button(description=str(n), tooltip=str(n))
            button.add_class("mj-number")
            button.on_click(lambda _b, n=n: self.answer(n))
            self.number_buttons.append(button)
        self.picture = widgets.HTML()
        self.picture.add_class("mj-numeral-tile")
        self.numerals_style = widgets.HTML(NUMERALS_CSS)

    def start(self) -> Numerals:
        self.bad = None
        return Numerals.new(self.rng, self.rounds)

    def rows(self) -> list[widgets.Widget]:
        game: Numerals = self.game
        for n, button in enumerate(self.number_buttons, 1):
            (button.add_class if n == self.bad else button.remove_class)("mj-number-bad")
            button.disabled = game.is_over
        svg = tile_without_index(game.tile)
        uri = "data:image/svg+xml;base64," + base64.b64encode(svg.encode()).decode("ascii")
        self.picture.value = "" if game.is_over else f'<img src="{uri}" alt="?" data-number-hidden="1">'
        ask = self.tr("kids_b.numerals.done") if game.is_over else self.tr("kids_b.numerals.ask")
        return [self.numerals_style, self.question(ask), self.picture, part(self.number_buttons, "mj-numbers")]

    def actions(self) -> list[widgets.Widget]:
        return [self.hint_button]

    def status_line(self) -> object:
        game: Numerals = self.game
        return self.tr("kids_b.numerals.round", round=min(game.round + 1, len(game.numbers)), rounds=len(game.numbers))

    @move
    def answer(self, number: int) -> None:
        before = self.game
        game = before.say(number)
        right = game.mistakes == before.mistakes
        self.bad = None if right else number
        self.play(game, game.last or "", "good" if right else "bad")

    def result(self, summary: Summary) -> dict[str, Any]:
        return {"score": summary.counts["right"], "mistakes": summary.counts["mistakes"]}
