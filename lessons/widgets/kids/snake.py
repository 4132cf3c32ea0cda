"""The snake (stage 4): the board of :mod:`mjcore.minigames.snake`.

The child lays a row of Dots and Bamboo where each tile has the suit or the number of the
last one; a tile that does not follow is refused with the reason, and the length is saved.

>>> import tempfile, pathlib
>>> store = ProgressFile(pathlib.Path(tempfile.mkdtemp()) / "p.json")
>>> board = SnakeBoard(seed=1, lang="en", progress=store)
>>> board.pile_buttons[board.game.playable()[0]].click()
>>> len(board.game.chain), board.feedback_text.startswith("The snake grows")
(1, True)

A tile that does not follow is refused beside the pile, and the same head waits for another:

>>> board = SnakeBoard(seed=1, lang="en", progress=None)
>>> board.pile_buttons[board.game.playable()[0]].click()
>>> wrong = next(i for i in range(len(board.game.pile)) if i not in board.game.used + board.game.playable())
>>> board.pile_buttons[wrong].click()
>>> board.feedback_text.splitlines()[1].startswith("Try another tile"), board.body.children.index(board.feedback)
(True, 3)

>>> board = SnakeBoard(seed=3, lang="ru", progress=None)
>>> while not board.game.is_over:
...     board.pile_buttons[board.game.playable()[0]].click()
>>> board.feedback_text.splitlines()[-1] == board.game.summary().lines[0].text("ru"), board.status_text
(True, '')
"""

from __future__ import annotations

import ipywidgets as widgets

from lessons.widgets.activity import PlayBoard
from lessons.widgets.board import guarded
from lessons.widgets.progress import ProgressFile
from lessons.widgets.tiles import mark
from mjcore.minigames import Message, Snake

__all__ = ["SnakeBoard"]


class SnakeBoard(PlayBoard):
    """The snake: lay a row of Dots and Bamboo where each tile has the suit or the number of the last.

    A tile that does not follow is refused with the reason (:class:`mjcore.minigames.Snake`);
    the game ends when no tile left can follow, and the snake's length is saved.
    """

    activity = "snake"
    css = "mj-snake"
    kids_words = True

    def __init__(self, *, suits: str = "ps", size: int = 16, seed: int | None = None,
                 lang: str | None = None, progress: ProgressFile | bool | None = None) -> None:
        super().__init__("memory.snake.title", seed=seed, lang=lang, progress=progress)
        self.suits, self.size = suits, size
        self.pile_buttons: list[widgets.Button] = []
        self.chain_buttons: list[widgets.Button] = []
        self.new_game()

    def start(self) -> None:
        self.game = Snake.new(self.rng, self.suits, size=self.size)
        #: The position just refused (outlined red until the next click).
        self.refused: int | None = None

    @guarded
    def add(self, index: int) -> None:
        """Put the tile at ``index`` at the head of the snake, if it follows."""
        before = len(self.game.used)
        self.game = self.game.add(index)
        grew = len(self.game.used) > before
        self.refused = None if grew else index
        if self.game.is_over:
            summary = self.game.summary()
            self.record(**summary.counts)
            self.say_lines(self.tr("memory.snake.done"), summary.lines[0], kind="good")
            self.tell_parent(*summary.lines[1:])  # the result (its first line) is the child's, said once
        elif grew:
            self.say(self.game.feedback, "good")
        else:  # the same head waits: the child tries another tile, the reason beside the pile
            head = self.game.pile[self.game.used[-1]]
            self.say_lines(self.game.feedback, self.tr("memory.snake.retry", tile=self.tile_name(head)), kind="bad")
        self.render()

    @guarded
    def hint(self) -> None:
        self.say(self.game.hint())

    def render(self) -> None:
        game = self.game
        self.chain_buttons = self.tiles(game.chain)
        self.pile_buttons = self.tiles(game.pile, self.add)
        for index, button in enumerate(self.pile_buttons):
            if index in game.used:
                mark(button, "gone")
                button.disabled = True
            elif index == self.refused:
                mark(button, "bad")
        start = "memory.snake.rule" if game.used else "memory.snake.start"
        rule = [] if game.is_over else [self.label(self.tr(start))]  # finished: the ending, not the rule
        self.set_rows([*rule, self.tile_row(self.chain_buttons, "mj-chain"),
                       self.tile_row(self.pile_buttons, "mj-pile"), self.feedback_here(), self.controls()])
        # at the end the length is on the feedback line (said once)
        self.show_status("" if game.is_over else Message.of("mini.snake.length", count=len(game.used), total=len(game.pile)))
