"""Find the suit (stages 1 and 4): the board of :mod:`mjcore.minigames.find_suit`.

The pile lies in rows, as the core counts them in its hints ("in row 2"); the child clicks
every tile of the asked suit (or kind: all dragons), and "That's all" ends the game with
the tiles missed counted.

>>> import tempfile
>>> store = ProgressFile(tempfile.mkdtemp() + "/progress.json")
>>> board = FindSuitBoard(suit="p", size=20, lang="en", seed=1, progress=store)
>>> board.status_text
'Found 0 of 4.'
>>> for pos in board.game.remaining_targets():
...     board.pile_buttons[pos].click()
>>> board.is_over, board.feedback_text.splitlines()[-1], board.status_text, store.history("find_suit")[0]["score"]
(True, 'Found 4 of 4.', '', 4)
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from lessons.widgets.kids.base import KidsBoard, move
from lessons.widgets.progress import ProgressFile
from lessons.widgets.tiles import SIZES, mark, shared
from mjcore.minigames import FindSuit, Summary

__all__ = ["FindSuitBoard"]


class FindSuitBoard(KidsBoard):
    """Find the suit: click every tile of the asked suit in a pile (seed 000, lines 223-224).

    A right tile turns green; a wrong one is outlined red and the feedback says what it is.
    """

    activity = "find_suit"
    css = "mj-find-suit"

    def __init__(self, suit: str = "p", size: int = 20, *, lang: str | None = None, seed: int | None = None,
                 progress: ProgressFile | bool | None = None) -> None:
        self.suit, self.size = suit, size
        super().__init__(lang=lang, seed=seed, progress=progress)

    def setup(self) -> None:
        self.hint_button = self.button("base.hint", self.ask_hint, style="warning")
        self.done_button = self.button("kids.done", self.finish, style="info")

    def start(self) -> FindSuit:
        return FindSuit.new(self.rng, self.suit, size=self.size)

    @property
    def pile_buttons(self) -> list[widgets.Button]:
        return [button for row in self.pile.children for button in row.children]

    def rows(self) -> list[widgets.Widget]:
        game: FindSuit = self.game
        wrong = set(game.wrong)

        def state(pos: int) -> str | None:
            return "good" if pos in game.picked else "bad" if pos in wrong else None

        buttons = self.kept_tiles("pile", game.pile, self.pick)
        for pos, button in enumerate(buttons):
            mark(button, state(pos))
        # rows of ``columns`` tiles, as the core counts them in its hints ("in row 2"): a grid
        # whose columns narrow alike on a phone, each tile keeping its shape (KIDS_CSS)
        grid = shared(f"find-suit-{game.columns}", lambda: widgets.Layout(
            display="grid", grid_template_columns=f"repeat({game.columns}, minmax(0, {SIZES['large'] * 3 // 4 + 8}px))"))
        lines = [widgets.HBox(buttons[i:i + game.columns], layout=grid) for i in range(0, len(buttons), game.columns)]
        self.pile = widgets.VBox(lines)
        self.pile.add_class("mj-pile")
        return [self.question(self.tr("kids.find_suit.ask", target=self.text(game.target.label))), self.pile]

    def actions(self) -> list[widgets.Widget]:
        return [self.hint_button, self.done_button]

    def status_line(self) -> object:
        return self.game.summary().lines[0]

    @move
    def pick(self, pos: int) -> None:
        game: FindSuit = self.game
        tile = game.pile[pos]
        if pos in game.picked:
            self.say(self.tr("kids.find_suit.already", tile=self.tile_name(tile)), "info")
            return
        after = game.pick(pos)
        if after.found > game.found:
            self.play(after, self.tr("kids.find_suit.right", tile=self.tile_name(tile)), "good")
        else:
            target = self.text(game.target.label)
            self.play(after, self.tr("kids.find_suit.not_it", tile=self.tile_name(tile), target=target), "bad")

    def result(self, summary: Summary) -> dict[str, Any]:
        counts = summary.counts
        return {"score": counts["found"], "mistakes": counts["wrong"], "target": self.game.target.value}
