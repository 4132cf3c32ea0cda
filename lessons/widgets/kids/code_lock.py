"""The code lock (stage 3): the board of :mod:`mjcore.minigames.code_lock`.

The child looks at a code of tiles, presses "Ready" and rebuilds it from the row of
choices; the code grows after a perfect answer and shrinks after missed tiles.

>>> board = CodeLockBoard(seed=2, lang="en", rounds=1, progress=None)
>>> len(board.code_buttons), board.game.showing
(6, True)
>>> board.ready_button.click()
>>> for tile in board.game.code:
...     board.choice_buttons[board.choices.index(tile)].click()
>>> board.game.rounds[0].perfect, board.feedback_text.splitlines()[0]
(True, 'Right! Every tile is in its place.')

After a code with mistakes, "Try this code again" shows the same code once more; the retry is
not counted as a round (the next code comes after it):

>>> board = CodeLockBoard(seed=2, lang="en", rounds=2, progress=None)
>>> code = board.game.code
>>> board.ready_button.click()
>>> board.choice_buttons[board.choices.index(code[0])].click(); board.check_button.click()
>>> board.feedback_text.startswith("Tiles missed"), board.body.children.index(board.feedback)
(True, 4)
>>> board.retry_button.click()
>>> board.game.code == code, board.game.retrying
(True, True)
>>> board.ready_button.click()
>>> for tile in code:
...     board.choice_buttons[board.choices.index(tile)].click()
>>> len(board.game.rounds), board.game.retries[0].perfect, board.feedback_text.splitlines()[1]
(1, True, 'Now you remember it!')
"""

from __future__ import annotations

import ipywidgets as widgets

from lessons.widgets.activity import PlayBoard
from lessons.widgets.board import guarded
from lessons.widgets.progress import ProgressFile
from lessons.widgets.tiles import mark
from mjcore.minigames import BadMoveError, CodeLock
from mjcore.minigames.code_lock import LockRound
from mjcore.tiles import Tile

__all__ = ["CodeLockBoard"]


class CodeLockBoard(PlayBoard):
    """The code lock: look at a code of tiles, press "Ready", rebuild it from the row of choices.

    The code grows one tile after a perfect answer and shrinks after missed tiles, as
    :class:`mjcore.minigames.CodeLock` decides; after each answer the board shows the code and
    the answer side by side ("Next" goes on), and after the last round the summary — the
    span is saved to the progress file.
    """

    activity = "code_lock"
    css = "mj-code-lock"
    kids_words = True

    def __init__(self, *, age: int = 6, suits: str = "p", rounds: int = 6, seed: int | None = None,
                 lang: str | None = None, progress: ProgressFile | bool | None = None) -> None:
        super().__init__("memory.lock.title", seed=seed, lang=lang, progress=progress)
        self.age, self.suits, self.rounds = age, suits, rounds
        #: The tiles offered to rebuild the code: 1..9 of each suit.
        self.choices: tuple[Tile, ...] = tuple(Tile.of(s, n) for s in suits for n in range(1, 10))
        self.code_buttons: list[widgets.Button] = []
        self.choice_buttons: list[widgets.Button] = []
        self.answer_buttons: list[widgets.Button] = []
        self.ready_button: widgets.Button | None = None
        self.retry_button: widgets.Button | None = None
        self.check_button: widgets.Button | None = None
        self.new_game()

    def start(self) -> None:
        self.game = CodeLock.new(self.rng, age=self.age, suits=self.suits, rounds=self.rounds)
        self.answer: list[Tile] = []
        #: The round just answered, shown until "Next" (``None`` otherwise).
        self.review: LockRound | None = None

    # moves
    @guarded
    def ready(self) -> None:
        """Hide the code: now the child rebuilds it."""
        self.game = self.game.hide()
        self.answer = []
        self.say(self.tr("memory.lock.repeat"))
        self.render()

    @guarded
    def pick(self, index: int) -> None:
        """Add a tile from the choices to the answer; a full answer is checked at once."""
        if self.game.showing or self.game.is_over:
            raise BadMoveError("error.mini.lock.not_hidden")
        self.answer.append(self.choices[index])
        if len(self.answer) >= len(self.game.code):
            self.check()
        else:
            self.render()

    @guarded
    def undo(self) -> None:
        if self.answer:
            self.answer.pop()
        self.render()

    @guarded
    def check(self) -> None:
        """Score the answer (also a short one: the tiles the child remembers)."""
        before = len(self.game.code)
        retrying = self.game.retrying
        self.game = self.game.answer(self.answer)
        self.answer = []
        self.review = result = self.game.last_try
        assert result is not None
        if result.perfect:
            verdict, kind = self.tr("memory.lock.perfect"), "good"
        elif result.item_errors:
            verdict, kind = self.tr("memory.lock.items", items=result.item_errors), "bad"
        else:
            verdict, kind = self.tr("memory.lock.order", order=result.order_errors), "info"
        change = "longer" if self.game.length > before else "shorter" if self.game.length < before else "same"
        if retrying:  # the same code tried again: no round counted, the next code is as it was
            after = self.tr("memory.lock.retry_right" if result.perfect else "memory.lock.retry_wrong")
            self.say_lines(verdict, after, kind=kind)
        elif self.game.is_over:
            summary = self.game.summary()
            self.record(age=self.age, **summary.counts)
            self.say_lines(verdict, kind=kind)  # the rounds played: on the status line, said once
            self.tell_parent(*summary.lines[1:])  # the result (its first line) is the child's, said once
        else:
            more = self.tr("memory.lock.or_retry") if self.game.can_retry else ""
            self.say_lines(verdict, self.tr(f"memory.lock.{change}"), more, kind=kind)
        self.render()

    @guarded
    def retry(self) -> None:
        """Look at the code just missed once more and rebuild it again."""
        self.game = self.game.retry()
        self.review = None
        self.say(self.tr("memory.lock.again"))
        self.render()

    @guarded
    def next_code(self) -> None:
        """Leave the answered round and look at the next code."""
        self.review = None
        self.say(self.tr("memory.lock.look"))
        self.render()

    @guarded
    def hint(self) -> None:
        if self.review is None and not self.game.is_over:
            self.say(self.game.hint())

    # view
    def render(self) -> None:
        game = self.game
        self.ready_button = self.retry_button = self.check_button = None
        self.code_buttons, self.answer_buttons, self.choice_buttons = [], [], []
        rows: list[widgets.Widget] = []
        if self.review is not None:
            result = self.review
            self.code_buttons = self.tiles(result.code)
            self.answer_buttons = self.tiles(result.answer)
            for place, button in enumerate(self.answer_buttons):
                right = place < len(result.code) and result.code[place] == button.tile
                mark(button, "good" if right else "bad")
            rows += [self.label(self.tr("memory.lock.was")), self.tile_row(self.code_buttons, "mj-code"),
                     self.label(self.tr("memory.lock.yours")), self.tile_row(self.answer_buttons, "mj-answer"),
                     self.feedback_here()]
            buttons = []
            if game.can_retry:  # the same code once more, beside the mistakes it shows
                self.retry_button = self.action("memory.lock.retry", self.retry, "mj-retry", style="warning")
                buttons.append(self.retry_button)
            if not game.is_over:
                buttons.append(self.action("base.next", self.next_code, "mj-next"))
            rows.append(self.controls(*buttons, hint=False))
        elif game.showing:
            self.code_buttons = self.tiles(game.code)
            self.ready_button = self.action("memory.lock.ready", self.ready, "mj-ready", style="success")
            look = "memory.lock.look_again" if game.retrying else "memory.lock.look"
            rows += [self.label(self.tr(look)), self.tile_row(self.code_buttons, "mj-code"), self.feedback_here(),
                     self.controls(self.ready_button)]
        else:
            slots = len(game.code) - len(self.answer)
            self.answer_buttons = self.tiles([*self.answer, *[None] * slots])
            self.choice_buttons = self.tiles(self.choices, self.pick)
            self.check_button = self.action("base.check", self.check, "mj-check", style="success")
            rows += [self.tile_row(self.answer_buttons, "mj-answer"), self.label(self.tr("memory.lock.choose")),
                     self.tile_row(self.choice_buttons, "mj-choice"), self.feedback_here(),
                     self.controls(self.check_button,
                                   self.action("base.undo", self.undo, "mj-undo", style="warning"))]
        self.set_rows(rows)
        played = len(game.rounds)
        if game.retrying:
            self.show_status(self.tr("memory.lock.status_again", length=len(game.code)))
        elif game.is_over:
            self.show_status(self.tr("memory.lock.done", rounds=played))
        else:
            self.show_status(self.tr("memory.lock.status", round=played + 1, rounds=game.max_rounds,
                                     length=len(game.code)))
