"""All the sets (stage 6): the board of :mod:`mjcore.minigames.all_sets`.

Twenty random tiles: the child makes as many sets as he can, takes a made set apart to
try another way, and at the end hears how many the core's exact solver finds.

>>> import tempfile
>>> board = AllSetsBoard(lang="en", seed=3, progress=ProgressFile(tempfile.mkdtemp() + "/progress.json"))
>>> board.make_button.click()
>>> board.feedback_text
'Select the tiles first.'
>>> board.done_button.click()
>>> board.feedback_text.splitlines()[0] == f"Sets made: 0; the best possible is {board.game.best}."
True
"""

from __future__ import annotations

from functools import partial
from typing import Any

import ipywidgets as widgets

from lessons.widgets.kids.base import SelectBoard, move, part
from lessons.widgets.progress import ProgressFile
from mjcore.minigames import AllSets, Message, Summary
from mjcore.tiles import Tile

__all__ = ["AllSetsBoard"]


class AllSetsBoard(SelectBoard):
    """All the sets in twenty random tiles (seed 000, line 238).

    Select the tiles of a set (any order; kongs too) and press "Make a set"; click a made set
    to take it apart.  At the end the core's exact solver says how many sets there were.
    """

    activity = "all_sets"
    css = "mj-all-sets"

    def __init__(self, size: int = 20, suits: str = "mps", *, lang: str | None = None, seed: int | None = None,
                 progress: ProgressFile | bool | None = None) -> None:
        self.size, self.suits = size, suits
        super().__init__(lang=lang, seed=seed, progress=progress)

    def setup(self) -> None:
        super().setup()
        self.make_button = self.button("kids.all_sets.make", self.make_set)

    def start(self) -> AllSets:
        return AllSets.new(self.rng, self.suits, size=self.size)

    @property
    def pile_tiles(self) -> tuple[Tile, ...]:
        return self.game.tiles

    @property
    def taken(self) -> frozenset[int]:
        return self.game.used

    def rows(self) -> list[widgets.Widget]:
        pile = self.pile_row()
        groups = []
        for number, positions in enumerate(self.game.sets):
            tiles = sorted(self.game.tiles[i] for i in positions)
            buttons = self.tiles(tiles, partial(self.take_apart_at, number), size="medium")
            groups.append(part(buttons, "mj-set-group", wrap=False))
        self.made_row = part(groups, "mj-sets-made")
        return [self.question(self.tr("kids.all_sets.ask")), pile, self.tray, self.made_row]

    def actions(self) -> list[widgets.Widget]:
        return [self.make_button, self.clear_button, self.hint_button, self.done_button]

    def status_line(self) -> object:
        return Message.of("mini.sets.made", count=len(self.game.sets))

    @move
    def make_set(self) -> None:
        if self.nothing_selected():
            return
        game = self.game.make_set(self.selected)
        self.selected = []
        verdict = game.tries[-1]
        self.play(game, verdict.message(), "good" if verdict.ok else "bad")

    @move
    def take_apart_at(self, number: int, _index: int) -> None:
        """A click on any tile of the ``number``-th set made takes that set apart."""
        self.take_apart(number)

    def take_apart(self, number: int) -> None:
        self.play(self.game.take_apart(number), self.tr("kids.all_sets.apart"), "info")

    def result(self, summary: Summary) -> dict[str, Any]:
        counts = summary.counts
        return {"score": counts["made"], "mistakes": counts["wrong"]}
