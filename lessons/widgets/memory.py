"""Memory games of the kids' track: the code lock, the snake and memory (seed 000, lines 231-236).

Each board keeps one :mod:`mjcore.minigames` state (:class:`~mjcore.minigames.CodeLock`,
:class:`~mjcore.minigames.Snake`, :class:`~mjcore.minigames.Memory`), turns a click into one
of its moves and shows its messages; a finished game is saved to the learner's progress file.
:class:`PlayBoard` is the part they share with the solitaire board (the row of controls
with "Hint" and "New game") on top of :class:`~lessons.widgets.activity.ActivityBoard` (a
seeded random source, the progress file, the result saved once, "New game").

>>> import tempfile, pathlib
>>> from lessons.widgets.progress import ProgressFile
>>> store = ProgressFile(pathlib.Path(tempfile.mkdtemp()) / "p.json")
>>> board = SnakeBoard(seed=1, lang="en", progress=store)
>>> board.pile_buttons[board.game.playable()[0]].click()
>>> len(board.game.chain), board.feedback_text.startswith("The snake grows")
(1, True)
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from lessons.widgets.activity import ActivityBoard
from lessons.widgets.board import guarded
from lessons.widgets.progress import ProgressFile
from lessons.widgets.tiles import mark
from mjcore.minigames import BadMoveError, CodeLock, Memory, Message, Snake
from mjcore.minigames.code_lock import LockRound
from mjcore.tiles import Tile

__all__ = ["CodeLockBoard", "MemoryBoard", "PlayBoard", "SnakeBoard"]


class PlayBoard(ActivityBoard):
    """An :class:`~lessons.widgets.activity.ActivityBoard` with a row of controls ("Hint",
    "New game") under its tiles; the memory games and solitaire build on it.

    Subclasses set :attr:`activity` and :attr:`css`, and define :meth:`start` (a fresh
    mjcore state), :meth:`render` (rows from that state) and, with a "Hint" button, :meth:`hint`.
    """

    def start(self) -> None:  # pragma: no cover - every board defines it
        raise NotImplementedError

    def begin(self) -> None:
        self.start()

    def record(self, **result: Any) -> None:
        """Save the finished game to the progress file (once per game)."""
        problem = self.save_result(**result)
        if problem:
            self.show_status(problem)

    # parts
    def controls(self, *buttons: widgets.Button, hint: bool = True) -> widgets.HBox:
        """The row of buttons under the board; "Hint" and "New game" come last."""
        extra = [self.action("base.hint", self.hint, "mj-hint", style="info")] if hint else []
        extra.append(self.action("base.new_game", self.new_game, "mj-new-game", style=""))
        box = self.row([*buttons, *extra])
        box.add_class("mj-controls")
        return box

    def hint(self) -> None:  # pragma: no cover - boards with a hint button define it
        raise NotImplementedError

    def tile_row(self, buttons: list[widgets.Button], css: str) -> widgets.HBox:
        box = self.row(buttons)
        box.add_class(css)
        return box


class CodeLockBoard(PlayBoard):
    """The code lock: look at a code of tiles, press "Ready", rebuild it from the row of choices.

    The code grows one tile after a perfect answer and shrinks after missed tiles, as
    :class:`mjcore.minigames.CodeLock` decides; after each answer the board shows the code and
    the answer side by side ("Next" goes on), and after the last round the summary — the
    span is saved to the progress file.

    >>> board = CodeLockBoard(seed=2, lang="en", rounds=1, progress=None)
    >>> len(board.code_buttons), board.game.showing
    (6, True)
    >>> board.ready_button.click()
    >>> for tile in board.game.code:
    ...     board.choice_buttons[board.choices.index(tile)].click()
    >>> board.game.rounds[0].perfect, board.feedback_text.splitlines()[0]
    (True, 'Right! Every tile is in its place.')
    """

    activity = "code_lock"
    css = "mj-code-lock"

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
        self.game = self.game.answer(self.answer)
        self.answer = []
        self.review = self.game.rounds[-1]
        result = self.review
        if result.perfect:
            verdict, kind = self.tr("memory.lock.perfect"), "good"
        elif result.item_errors:
            verdict, kind = self.tr("memory.lock.items", items=result.item_errors), "bad"
        else:
            verdict, kind = self.tr("memory.lock.order", order=result.order_errors), "info"
        change = "longer" if self.game.length > before else "shorter" if self.game.length < before else "same"
        if self.game.is_over:
            summary = self.game.summary()
            self.record(age=self.age, **summary.counts)
            self.say_lines(verdict, summary, kind=kind)
        else:
            self.say_lines(verdict, self.tr(f"memory.lock.{change}"), kind=kind)
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
        self.ready_button = None
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
                     self.label(self.tr("memory.lock.yours")), self.tile_row(self.answer_buttons, "mj-answer")]
            buttons = [] if game.is_over else [self.action("base.next", self.next_code, "mj-next")]
            rows.append(self.controls(*buttons, hint=False))
        elif game.showing:
            self.code_buttons = self.tiles(game.code)
            self.ready_button = self.action("memory.lock.ready", self.ready, "mj-ready", style="success")
            rows += [self.label(self.tr("memory.lock.look")), self.tile_row(self.code_buttons, "mj-code"),
                     self.controls(self.ready_button)]
        else:
            slots = len(game.code) - len(self.answer)
            self.answer_buttons = self.tiles([*self.answer, *[None] * slots])
            self.choice_buttons = self.tiles(self.choices, self.pick)
            rows += [self.tile_row(self.answer_buttons, "mj-answer"), self.label(self.tr("memory.lock.choose")),
                     self.tile_row(self.choice_buttons, "mj-choice"),
                     self.controls(self.action("base.check", self.check, "mj-check", style="success"),
                                   self.action("base.undo", self.undo, "mj-undo", style="warning"))]
        self.set_rows(rows)
        played = len(game.rounds)
        if game.is_over:
            self.show_status(self.tr("memory.lock.done", rounds=played))
        else:
            self.show_status(self.tr("memory.lock.status", round=played + 1, rounds=game.max_rounds,
                                     length=len(game.code)))


class SnakeBoard(PlayBoard):
    """The snake: lay a row of Dots and Bamboo where each tile has the suit or the number of the last.

    A tile that does not follow is refused with the reason (:class:`mjcore.minigames.Snake`);
    the game ends when no tile left can follow, and the snake's length is saved.

    >>> board = SnakeBoard(seed=3, lang="ru", progress=None)
    >>> while not board.game.is_over:
    ...     board.pile_buttons[board.game.playable()[0]].click()
    >>> board.status_text == board.game.summary().lines[0].text("ru")
    True
    """

    activity = "snake"
    css = "mj-snake"

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
            self.say_lines(self.game.feedback, summary, kind="good")
        else:
            self.say(self.game.feedback, "good" if grew else "bad")
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
        self.set_rows([self.label(self.tr(start)), self.tile_row(self.chain_buttons, "mj-chain"),
                       self.tile_row(self.pile_buttons, "mj-pile"), self.controls()])
        self.show_status(Message.of("mini.snake.length", count=len(game.used), total=len(game.pile)))


class MemoryBoard(PlayBoard):
    """Memory: tiles face down in rows; turn two over, a pair stays open, else they turn back.

    After two tiles that differ both stay face up (outlined red) until the next click, which
    turns them back and opens the tile clicked — no timer is needed. With ``players=2`` the
    turn passes after a miss; the scores are on the status line. The moves, repeats and
    scores of a finished game are saved.

    >>> board = MemoryBoard(pairs=2, seed=1, lang="en", progress=None)
    >>> first = board.game.board[0]
    >>> partner = board.game.board.index(first, 1)
    >>> board.grid_buttons[0].click(); board.grid_buttons[partner].click()
    >>> board.game.scores, board.status_text
    ((1,), 'Pairs found: 1 of 2. Moves: 1.')
    """

    activity = "memory"
    css = "mj-memory"

    def __init__(self, pairs: int = 6, players: int = 1, *, suits: str = "mps", seed: int | None = None,
                 lang: str | None = None, progress: ProgressFile | bool | None = None) -> None:
        super().__init__("memory.memory.title", seed=seed, lang=lang, progress=progress)
        self.pairs, self.players, self.suits = pairs, players, suits
        self.grid_buttons: list[widgets.Button] = []
        self.new_game()

    def start(self) -> None:
        self.game = Memory.new(self.rng, self.pairs, players=self.players, suits=self.suits)
        #: The two tiles of a miss, left face up until the next click.
        self.shown: tuple[int, ...] = ()

    def face_up(self, index: int) -> bool:
        game = self.game
        return index in game.removed or index == game.open or index in self.shown

    @guarded
    def flip(self, index: int) -> None:
        """Turn the tile at ``index`` over (and the two of a miss back)."""
        self.game = self.game.flip(index)
        self.shown = ()
        game, turn = self.game, self.game.last
        if game.open is not None or turn is None:
            self.say(self.tr("memory.memory.second"))
        elif turn.matched:
            self.say(self.tr("memory.memory.pair", tile=game.board[index].full_name(self.lang)), "good")
        else:
            self.shown = (turn.first, turn.second)
            turn_to = self.tr(f"memory.memory.turn{game.player + 1}") if game.players == 2 else ""
            self.say_lines(self.tr("memory.memory.no_pair"), turn_to, kind="bad")
        if game.is_over:
            self.finish()
        self.render()

    def finish(self) -> None:
        game = self.game
        summary = game.summary()
        self.record(players=game.players, **summary.counts)
        winner = ""
        if game.players == 2:
            first, second = game.scores
            winner = self.tr("memory.memory.draw" if first == second else f"memory.memory.wins{1 if first > second else 2}")
        self.say_lines(self.feedback_text, winner, summary, kind="good")

    @guarded
    def hint(self) -> None:
        self.say(self.game.hint())

    def render(self) -> None:
        game = self.game
        self.grid_buttons = self.tiles(game.board, self.flip, face_down=lambda i: not self.face_up(i))
        for index, button in enumerate(self.grid_buttons):
            if index in game.removed:
                mark(button, "good")
                button.disabled = True
            elif index == game.open:
                mark(button, "selected")
            elif index in self.shown:
                mark(button, "bad")
        grid = widgets.GridBox(self.grid_buttons, layout=widgets.Layout(
            grid_template_columns=f"repeat({game.columns}, max-content)"))
        grid.add_class("mj-grid")
        self.set_rows([self.label(self.tr("memory.memory.rule")), grid, self.controls()])
        if game.players == 2:
            scores = Message.of("mini.memory.scores", first=game.scores[0], second=game.scores[1])
            turn = "" if game.is_over else self.tr(f"memory.memory.turn{game.player + 1}")
            self.show_status(f"{self.text(scores)} {turn}".strip())
        else:
            self.show_status(self.tr("memory.memory.status", found=len(game.removed) // 2,
                                     pairs=len(game.board) // 2, moves=game.moves))
