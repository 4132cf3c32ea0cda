"""Memory (stage 5): the board of :mod:`mjcore.minigames.memory`, for one or two players.

The tiles lie face down in rows; the child turns two over, a pair stays open, and two
tiles that differ stay face up until the next click.

>>> board = MemoryBoard(pairs=2, seed=1, lang="en", progress=None)
>>> first = board.game.board[0]
>>> partner = board.game.board.index(first, 1)
>>> board.grid_buttons[0].click(); board.grid_buttons[partner].click()
>>> board.game.scores, board.status_text
((1,), 'Pairs found: 1 of 2. Moves: 1.')

After a miss the message stands under the tiles, and "Try again" opens the first tile of the
miss once more to look for its partner again:

>>> board = MemoryBoard(pairs=3, seed=2, lang="en", progress=None)
>>> other = next(i for i, tile in enumerate(board.game.board) if tile != board.game.board[0])
>>> board.grid_buttons[0].click(); board.grid_buttons[other].click()
>>> board.feedback_text.startswith("Not a pair"), board.body.children.index(board.feedback)
(True, 2)
>>> board.retry_button.click()
>>> board.game.open, board.feedback_text.startswith("Try again")
(0, True)
"""

from __future__ import annotations

import ipywidgets as widgets

from lessons.widgets.activity import PlayBoard
from lessons.widgets.board import guarded
from lessons.widgets.progress import ProgressFile
from lessons.widgets.tiles import mark
from mjcore.minigames import Memory, Message

__all__ = ["MemoryBoard"]


class MemoryBoard(PlayBoard):
    """Memory: tiles face down in rows; turn two over, a pair stays open, else they turn back.

    After two tiles that differ both stay face up (outlined red) until the next click, which
    turns them back and opens the tile clicked — no timer is needed. With ``players=2`` the
    turn passes after a miss; the scores are on the status line. The moves, repeats and
    scores of a finished game are saved.
    """

    activity = "memory"
    css = "mj-memory"
    kids_words = True

    def __init__(self, pairs: int = 6, players: int = 1, *, suits: str = "mps", seed: int | None = None,
                 lang: str | None = None, progress: ProgressFile | bool | None = None) -> None:
        super().__init__("memory.memory.title", seed=seed, lang=lang, progress=progress)
        self.pairs, self.players, self.suits = pairs, players, suits
        self.grid_buttons: list[widgets.Button] = []
        self.retry_button: widgets.Button | None = None
        self.new_game()

    def start(self) -> None:
        self.game = Memory.new(self.rng, self.pairs, players=self.players, suits=self.suits)
        #: The two tiles of a miss, left face up until the next click.
        self.shown: tuple[int, ...] = ()
        #: the places the hint lights up (until the next flip)
        self.glowing: tuple[int, ...] = ()

    def face_up(self, index: int) -> bool:
        game = self.game
        return index in game.removed or index == game.open or index in self.shown

    @guarded
    def flip(self, index: int) -> None:
        """Turn the tile at ``index`` over (and the two of a miss back)."""
        self.game = self.game.flip(index)
        self.shown = self.glowing = ()
        game, turn = self.game, self.game.last
        if game.open is not None or turn is None:
            self.say(self.tr("memory.memory.second"))
        elif turn.matched:
            self.say(self.tr("memory.memory.pair", tile=self.tile_name(game.board[index])), "good")
        else:
            self.shown = (turn.first, turn.second)
            # one next step is said: two players, whose turn it is now (the "Try again" button, the
            # core's second chance, still gives the turn back to the one who missed); alone, "Try again"
            after = self.tr(f"memory.memory.turn{game.player + 1}" if game.players == 2 else "memory.memory.or_retry")
            self.say_lines(self.tr("memory.memory.no_pair"), after, kind="bad")
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
        self.say_lines(self.feedback_text, winner, summary.lines[0], kind="good")
        # the result (its first line) is the child's, said once; the scores stay on the status line
        self.tell_parent(*(line for line in summary.lines[1:] if line.key != "mini.memory.scores"))

    @guarded
    def retry(self) -> None:
        """Try the missed tile again: its partner is looked for once more."""
        self.game = self.game.retry()
        self.shown = ()
        assert self.game.open is not None
        turn_to = self.tr(f"memory.memory.turn{self.game.player + 1}") if self.game.players == 2 else ""
        self.say_lines(self.tr("memory.memory.retrying", tile=self.tile_name(self.game.board[self.game.open])), turn_to)
        self.render()

    @guarded
    def hint(self) -> None:
        """Light up the tiles to look at, and say why (no row or place numbers)."""
        self.glowing = self.game.hint_places()
        self.say(self.game.hint())
        self.render()

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
            if index in self.glowing:
                button.add_class("mj-glow")
        grid = widgets.GridBox(self.grid_buttons, layout=widgets.Layout(
            grid_template_columns=f"repeat({game.columns}, max-content)"))
        grid.add_class("mj-grid")
        self.retry_button = None
        extra = []
        if self.shown and game.can_retry:  # a miss on the board: its tile may be tried again
            self.retry_button = self.action("memory.memory.retry", self.retry, "mj-retry", style="warning")
            extra.append(self.retry_button)
        rule = [] if game.is_over else [self.label(self.tr("memory.memory.rule"))]  # finished: the ending instead
        self.set_rows([*rule, grid, self.feedback_here(), self.controls(*extra)])
        if game.players == 2:
            scores = Message.of("mini.memory.scores", first=game.scores[0], second=game.scores[1])
            turn = "" if game.is_over else self.tr(f"memory.memory.turn{game.player + 1}")
            self.show_status(f"{self.text(scores)} {turn}".strip())
        else:
            self.show_status(self.tr("memory.memory.status", found=len(game.removed) // 2,
                                     pairs=len(game.board) // 2, moves=game.moves))
