"""Chow, pung, kong (stages 2 and 7): the board of :mod:`mjcore.minigames.sets`.

The child selects the tiles of a set in the pile and names it; the core's
:func:`~mjcore.minigames.sets.judge` says whether it is one and why not.  A set called by
another name is not taken, and the name mistake is counted.

>>> board = SetsBoard(lang="en", seed=1)
>>> from mjcore.minigames.sets import find_set
>>> for index in find_set(board.game.pile, board.game.taken):
...     board.pile.children[index].click()
>>> [b.description for b in board.kind_buttons.values()]
['Chow', 'Pung', 'Kong']
>>> board.kind_buttons[MeldKind.CHOW].click()
>>> board.feedback_text.startswith("A chow"), len(board.game.made)
(True, 1)
"""

from __future__ import annotations

from functools import partial
from typing import Any

import ipywidgets as widgets

from lessons.widgets.kids.base import SelectBoard, move, part
from lessons.widgets.progress import ProgressFile
from mjcore.hand import MeldKind
from mjcore.i18n import tr
from mjcore.minigames import Message, SetsGame, Summary
from mjcore.minigames.sets import judge
from mjcore.tiles import Tile

__all__ = ["SetsBoard"]


class SetsBoard(SelectBoard):
    """Chows, pungs and kongs from the tiles of one suit (seed 000, lines 228-231).

    Click three or four tiles (a chow from the smaller to the larger, left to right), then
    press the name of the set.  A right set leaves the pile; otherwise the core says why.
    ``suit="z"`` gives winds and dragons: pungs and kongs only.
    """

    activity = "sets"
    css = "mj-sets"

    def __init__(self, suit: str = "p", size: int = 18, *, lang: str | None = None, seed: int | None = None,
                 progress: ProgressFile | bool | None = None) -> None:
        self.suit, self.size = suit, size
        self.name_mistakes = 0
        super().__init__(lang=lang, seed=seed, progress=progress)

    def setup(self) -> None:
        super().setup()
        kinds = [MeldKind.PUNG, MeldKind.KONG] if self.suit == "z" else [MeldKind.CHOW, MeldKind.PUNG, MeldKind.KONG]
        self.kind_buttons = {kind: self.caption_button(self.word(f"meld.{kind.value}"),
                                                       partial(self.claim, kind)) for kind in kinds}

    def start(self) -> SetsGame:
        self.name_mistakes = 0
        return SetsGame.new(self.rng, self.suit, size=self.size)

    @property
    def pile_tiles(self) -> tuple[Tile, ...]:
        return self.game.pile

    @property
    def taken(self) -> frozenset[int]:
        return self.game.taken

    def rows(self) -> list[widgets.Widget]:
        pile = self.pile_row()
        made = [part(self.tiles(meld.tiles, size="medium"), "mj-set-group", wrap=False) for meld in self.game.made]
        self.made_row = part(made, "mj-sets-made")
        return [self.question(self.tr("kids.sets.ask")), pile, self.tray, self.made_row]

    def actions(self) -> list[widgets.Widget]:
        return [*self.kind_buttons.values(), self.clear_button, self.hint_button, self.done_button]

    def status_line(self) -> object:
        return Message.of("mini.sets.made", count=len(self.game.made))

    @move
    def claim(self, kind: MeldKind) -> None:
        """The child names the selected tiles a chow, a pung or a kong."""
        if self.nothing_selected():
            return
        verdict = judge([self.game.pile[i] for i in self.selected])
        if verdict.ok and verdict.kind is not kind:  # a set, but called by another name: try again
            self.name_mistakes += 1
            claimed = tr(f"meld.{kind.value}", self.lang)
            self.say(self.tr("kids.sets.other_name", claimed=claimed, why=self.text(verdict.message())), "bad")
            return
        game = self.game.try_set(self.selected)
        self.selected = []
        self.play(game, verdict.message(), "good" if verdict.ok else "bad")

    def result(self, summary: Summary) -> dict[str, Any]:
        wrong = sum(v.reason is not None for v in self.game.tries)
        return {"score": len(self.game.made), "mistakes": wrong + self.name_mistakes,
                "name_mistakes": self.name_mistakes, "suit": self.suit}
