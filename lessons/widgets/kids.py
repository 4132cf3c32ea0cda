"""The children's mini-games of the Habr article (seed 000, lines 211-271) as boards to click.

Each board holds one :mod:`mjcore.minigames` state and only translates clicks into its moves
and its :class:`~mjcore.minigames.base.Message` objects into words: the rules, the hints
and the "why not" explanations are the core's.  In the order a child meets them:

* :class:`FindSuitBoard` — pick every tile of one suit from a pile (stage 1);
* :class:`SequenceBoard` — lay out 1..9, then 9..1 (stage 1);
* :class:`SetsBoard` — chows, pungs and kongs from the tiles of one suit (stages 2 and 7);
* :class:`AllSetsBoard` — all the sets in twenty random tiles (stage 6);
* :class:`BonusBoard` — which flower and season belong to which seat (stage 8);
* :class:`WallDiceBoard` — throw the dice, find where the wall breaks and deal the hands,
  counting each player's tiles (stage 10).

A finished game shows the core's summary, offers "New game" and is logged in the learner's
progress file with its result (``score``, ``mistakes``, ``seconds`` and the core's counts).
"""

from __future__ import annotations

import html
import random
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from functools import wraps
from typing import Any, TypeVar

import ipywidgets as widgets

from lessons.widgets.activity import ActivityBoard
from lessons.widgets.board import Board, guarded
from lessons.widgets.progress import ProgressFile
from lessons.widgets.tiles import mark
from mjcore.game.rules import KIDS2P
from mjcore.game.wall import deal_plan, draw_order, tile_set
from mjcore.hand import MeldKind
from mjcore.i18n import plural, tr
from mjcore.minigames import AllSets, BonusTiles, FindSuit, Message, Sequence as SequenceGame, SetsGame, Summary, WallDice
from mjcore.minigames.base import BadMoveError
from mjcore.minigames.sequence import Phase
from mjcore.minigames.sets import judge
from mjcore.minigames.wall_dice import Step
from mjcore.tiles import BONUS_TILES, Tile

__all__ = ["AllSetsBoard", "BonusBoard", "FindSuitBoard", "KidsDeal", "SequenceBoard", "SetsBoard", "WallDiceBoard"]

F = TypeVar("F", bound=Callable[..., Any])

#: Faces of a six-sided die (a d4 or d20 is shown by its number).
DIE_FACES = "⚀⚁⚂⚃⚄⚅"

KIDS_CSS = """<style>
.mj-question { font-size: 1.4em; margin: 6px 0; }
.mj-dice { font-size: 3em; line-height: 1.1; }
.mj-die-number { display: inline-block; min-width: 1.4em; border: 3px solid #555; border-radius: 10px;
  text-align: center; font-size: 0.6em; margin: 0 4px; }
.mj-set-group { margin-right: 14px; }
</style>"""


def move(method: F) -> F:
    """Decorate a click on a board: ignored once the game is over (the summary stays on
    the feedback line, "New game" is there), and a move the core refuses becomes a message."""
    checked = guarded(method)

    @wraps(method)
    def wrapper(self: KidsBoard, *args: Any, **kwargs: Any) -> Any:
        if self.is_over:
            return None
        return checked(self, *args, **kwargs)

    return wrapper  # type: ignore[return-value]


def part(children: Sequence[widgets.Widget], css: str, *, wrap: bool = True) -> widgets.HBox:
    """A row of a board with a stable CSS class (for the browser tests)."""
    row = Board.row(children, wrap=wrap)
    row.add_class(css)
    return row


class KidsBoard(ActivityBoard):
    """What the kids' boards share: a seeded game, controls, the summary and the progress log.

    A subclass names its ``activity`` (the core game's name) and ``css`` class, makes its
    buttons in :meth:`setup`, starts a core state in :meth:`start`, draws it in :meth:`rows`,
    and plays moves through :meth:`play`, which re-draws and, when the game is over, shows
    the summary and records the result once (with the seconds played).
    """

    def __init__(self, *, lang: str | None = None, seed: int | None = None, progress: ProgressFile | bool | None = None) -> None:
        super().__init__(f"kids.{self.activity}.title", seed=seed, lang=lang, progress=progress)
        self.extra_style = widgets.HTML(KIDS_CSS)
        self.children = (self.extra_style, *self.children)
        self.selected: list[int] = []
        self._kept: dict[str, tuple[tuple[object, ...], list[widgets.Button]]] = {}
        self.started = time.monotonic()
        self.new_game_button = self.button("base.new_game", self.new_game, style="success")
        frame = set(vars(self))
        self.setup()
        #: The buttons made once (in :meth:`setup`), shown again and again.
        self._made_once = [self.new_game_button, *_widgets_in(v for k, v in vars(self).items() if k not in frame)]
        self.new_game()

    # -- hooks -----------------------------------------------------------------------------
    def setup(self) -> None:
        """Make the board's buttons (once)."""

    def start(self) -> Any:
        """A fresh core state."""
        raise NotImplementedError

    def rows(self) -> list[widgets.Widget]:
        """The board's rows for the current state."""
        raise NotImplementedError

    def actions(self) -> list[widgets.Widget]:
        """Buttons shown while the game is on (besides "New game")."""
        return []

    def status_line(self) -> object:
        """The status line (a core Message, a text or ``""``)."""
        return ""

    def summary_text(self, summary: Summary) -> str:
        """The summary said at the end (the core's lines)."""
        return summary.text(self.lang)

    def result(self, summary: Summary) -> dict[str, Any]:
        """What to log besides the core's counts: at least ``score`` and ``mistakes``."""
        raise NotImplementedError

    # -- the frame ---------------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return bool(self.game.is_over)

    def begin(self) -> None:
        """Fresh tiles for "New game" (the same seeded random source goes on), a new clock."""
        self.game = self.start()
        self.selected = []
        self.started = time.monotonic()

    def lasting(self) -> Iterable[widgets.Widget]:
        """The buttons of :meth:`setup` and the kept tile buttons (see :meth:`kept_tiles`)."""
        return [*self._made_once, *(button for _key, buttons in self._kept.values() for button in buttons)]

    def render(self) -> None:
        controls = ([] if self.is_over else self.actions()) + [self.new_game_button]
        self.set_rows([*self.rows(), part(controls, "mj-controls")])
        self.show_status(self.status_line())

    def play(self, game: Any, message: object = "", kind: str = "info") -> None:
        """Take the new state, say ``message``; at the end add the summary and log the result."""
        self.game = game
        text = self.text(message) if message else ""
        if self.is_over and not self.recorded:
            summary = self.game.summary()
            saved = self.record(summary)
            text = "\n".join(line for line in (text, self.summary_text(summary), saved) if line)
            kind = "good"
        self.say(text, kind)
        self.render()

    def record(self, summary: Summary) -> str:
        """Log the result in the progress file; a word when it cannot be saved, else ``""``."""
        result = {**summary.counts, **self.result(summary), "seconds": round(time.monotonic() - self.started, 1)}
        problem = self.save_result(summary.game, **result)
        if problem:
            return problem
        store = self.progress
        return self.tr(store.problem) if store is not None and store.problem else ""

    @move
    def finish(self) -> None:
        """The child says "that's all"."""
        self.play(self.game.finish())

    @move
    def ask_hint(self) -> None:
        self.say(self.game.hint(), "info")

    # -- helpers -----------------------------------------------------------------------------
    def caption_button(self, caption: str, on_click: Callable[[], None], *, style: str = "primary") -> widgets.Button:
        """A large button with a ready caption (e.g. a core word like "Chow")."""
        button = widgets.Button(description=caption, button_style=style)
        button.add_class("mj-big")
        button.on_click(lambda _button: on_click())
        return button

    def word(self, key: str) -> str:
        """A core catalog word, capitalized for a caption (``meld.chow`` -> ``Chow``)."""
        text = tr(key, self.lang)
        return text[:1].upper() + text[1:]

    def kept_tiles(
        self, name: str, tiles: Sequence[Tile | None], on_click: Callable[[int], None] | None, *, size: str = "large"
    ) -> list[widgets.Button]:
        """Tile buttons made once and kept while ``tiles`` stay the same (only their marks change)."""
        key = (tuple(tiles), size, on_click is None)
        kept = self._kept.get(name)
        if kept is None or kept[0] != key:
            kept = (key, self.tiles(tiles, on_click, size=size))
            self._kept[name] = kept
        return kept[1]

    def tile_row(
        self,
        tiles: Sequence[Tile | None],
        on_click: Callable[[int], None] | None,
        state: Callable[[int], str | None],
        css: str,
        *,
        size: str = "large",
        keep: str | None = None,
    ) -> widgets.HBox:
        """Tile buttons in a row with class ``css``, each outlined by ``state(index)``.

        With ``keep``, the buttons are made once under that name and reused (see :meth:`kept_tiles`).
        """
        buttons = self.kept_tiles(keep, tiles, on_click, size=size) if keep else self.tiles(tiles, on_click, size=size)
        for index, button in enumerate(buttons):
            mark(button, state(index))
        return part(buttons, css)

    def toggle(self, index: int) -> None:
        """Select a tile (in click order) or drop it from the selection."""
        if index in self.selected:
            self.selected.remove(index)
        else:
            self.selected.append(index)
        self.render()

    def clear(self) -> None:
        self.selected = []
        self.render()

    def question(self, value: object) -> widgets.HTML:
        box = widgets.HTML(f"<div>{html.escape(self.text(value))}</div>")
        box.add_class("mj-question")
        return box


def _widgets_in(values: Iterable[object]) -> list[widgets.Widget]:
    """The widgets among ``values`` and inside the lists, tuples and dicts among them."""
    found: list[widgets.Widget] = []
    for value in values:
        if isinstance(value, dict):
            value = list(value.values())
        if isinstance(value, (list, tuple)):
            found += [item for item in value if isinstance(item, widgets.Widget)]
        elif isinstance(value, widgets.Widget):
            found.append(value)
    return found


class FindSuitBoard(KidsBoard):
    """Find the suit: click every tile of the asked suit in a pile (seed 000, lines 223-224).

    A right tile turns green; a wrong one is outlined red and the feedback says what it is.

    >>> import tempfile
    >>> store = ProgressFile(tempfile.mkdtemp() + "/progress.json")
    >>> board = FindSuitBoard(suit="p", size=20, lang="en", seed=1, progress=store)
    >>> board.status_text
    'Found 0 of 4.'
    >>> for pos in board.game.remaining_targets():
    ...     board.pile_buttons[pos].click()
    >>> board.is_over, board.status_text, store.history("find_suit")[0]["score"]
    (True, 'Found 4 of 4.', 4)
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
        # rows of ``columns`` tiles, as the core counts them in its hints ("in row 2")
        lines = [Board.row(buttons[i:i + game.columns], wrap=False) for i in range(0, len(buttons), game.columns)]
        self.pile = widgets.VBox(lines)
        self.pile.add_class("mj-pile")
        return [self.question(self.tr("kids.find_suit.ask", target=game.target.label.text(self.lang))), self.pile]

    def actions(self) -> list[widgets.Widget]:
        return [self.hint_button, self.done_button]

    def status_line(self) -> object:
        return self.game.summary().lines[0]

    @move
    def pick(self, pos: int) -> None:
        game: FindSuit = self.game
        tile = game.pile[pos]
        if pos in game.picked:
            self.say(self.tr("kids.find_suit.already", tile=tile.full_name(self.lang)), "info")
            return
        after = game.pick(pos)
        if after.found > game.found:
            self.play(after, self.tr("kids.find_suit.right", tile=tile.full_name(self.lang)), "good")
        else:
            target = game.target.label.text(self.lang)
            self.play(after, self.tr("kids.find_suit.not_it", tile=tile.full_name(self.lang), target=target), "bad")

    def result(self, summary: Summary) -> dict[str, Any]:
        counts = summary.counts
        return {"score": counts["found"], "mistakes": counts["wrong"], "target": self.game.target.value}


class SequenceBoard(KidsBoard):
    """Lay out the nine tiles of a suit 1..9 and then 9..1 (seed 000, lines 225-228).

    The tiles lie shuffled in the pile; each click lays one at the right end of the line.
    A wrong tile stays in the pile and the core says why (a 9 taken for a 6, a gap...).
    ``descending=True`` asks for the 9..1 row only.

    >>> board = SequenceBoard(lang="en", seed=2)
    >>> board.click_number(1); board.click_number(3)
    >>> board.feedback_text
    'A gap: 3 of Dots comes later, now we need 2 of Dots. Check with the row of numbers.'
    >>> [str(tile) for tile in board.game.row]
    ['1p']
    """

    activity = "sequence"
    css = "mj-sequence"

    def __init__(self, suit: str = "p", descending: bool = False, *, lang: str | None = None,
                 seed: int | None = None, progress: ProgressFile | bool | None = None) -> None:
        self.suit, self.descending = suit, descending
        self.order: list[Tile] = []
        self.last_wrong: Tile | None = None
        super().__init__(lang=lang, seed=seed, progress=progress)

    def setup(self) -> None:
        self.hint_button = self.button("base.hint", self.ask_hint, style="warning")

    def start(self) -> SequenceGame:
        game = SequenceGame.new(self.suit)
        if self.descending:  # the 1..9 row counts as laid: build 9..1 at once
            game = replace(game, phase=Phase.DOWN, up_row=tuple(Tile.of(self.suit, n) for n in range(1, 10)))
        self.shuffle()
        return game

    def shuffle(self) -> None:
        self.order = self.rng.sample([Tile.of(self.suit, n) for n in range(1, 10)], 9)
        self.last_wrong = None

    def rows(self) -> list[widgets.Widget]:
        game: SequenceGame = self.game
        laid = set(game.row)

        def state(index: int) -> str | None:
            tile = self.order[index]
            return "gone" if tile in laid else "bad" if tile == self.last_wrong else None

        self.pile = self.tile_row(self.order, self.place, state, "mj-pile", keep="pile")
        self.line = self.tile_row(game.row, None, lambda _i: None, "mj-line")
        ask = "kids.sequence.down" if game.phase is Phase.DOWN else "kids.sequence.up"
        rows: list[widgets.Widget] = [self.question(self.tr(ask)), self.pile, self.line]
        if game.up_row and not self.descending:  # the finished 1..9 row stays in sight to check against
            rows.append(self.tile_row(game.up_row, None, lambda _i: None, "mj-done-row", size="small", keep="up_row"))
        return rows

    def actions(self) -> list[widgets.Widget]:
        return [self.hint_button]

    def status_line(self) -> object:
        return self.game.summary().lines[0]

    def click_number(self, number: int) -> None:
        """Click the pile tile with this number (for examples and tests)."""
        index = self.order.index(Tile.of(self.suit, number))
        self.pile.children[index].click()

    @move
    def place(self, index: int) -> None:
        game: SequenceGame = self.game
        tile = self.order[index]
        after = game.place(tile)
        wrong = len(after.mistakes) > len(game.mistakes)
        self.last_wrong = tile if wrong else None
        if after.phase is not game.phase and not after.is_over:
            self.shuffle()  # 1..9 is done: all nine back to the pile, shuffled, for 9..1
        self.play(after, after.feedback, "bad" if wrong else "good")

    def result(self, summary: Summary) -> dict[str, Any]:
        counts = summary.counts
        return {"score": counts["rows_done"], "mistakes": counts["mistakes"], "suit": self.suit,
                "descending": self.descending}


class _SelectBoard(KidsBoard):
    """A pile where tiles are selected (in click order) and then judged as a set."""

    def setup(self) -> None:
        self.hint_button = self.button("base.hint", self.ask_hint, style="warning")
        self.clear_button = self.button("base.clear", self.clear, style="")
        self.done_button = self.button("kids.done", self.finish, style="info")

    @property
    def pile_tiles(self) -> tuple[Tile, ...]:
        raise NotImplementedError

    @property
    def taken(self) -> frozenset[int]:
        raise NotImplementedError

    def pile_row(self) -> widgets.HBox:
        taken = self.taken

        def state(index: int) -> str | None:
            return "gone" if index in taken else "selected" if index in self.selected else None

        self.pile = self.tile_row(self.pile_tiles, self.pick, state, "mj-pile", keep="pile")
        self.tray = self.tile_row([self.pile_tiles[i] for i in self.selected], None, lambda _i: None, "mj-line")
        return self.pile

    @move
    def pick(self, index: int) -> None:
        if index not in self.taken and not self.is_over:
            self.toggle(index)

    def nothing_selected(self) -> bool:
        if not self.selected:
            self.say(self.tr("kids.sets.select_first"), "info")
        return not self.selected


class SetsBoard(_SelectBoard):
    """Chows, pungs and kongs from the tiles of one suit (seed 000, lines 228-231).

    Click three or four tiles (a chow from the smaller to the larger, left to right), then
    press the name of the set.  A right set leaves the pile; otherwise the core says why.
    ``suit="z"`` gives winds and dragons: pungs and kongs only.

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
                                                       lambda kind=kind: self.claim(kind)) for kind in kinds}

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
            self.say(self.tr("kids.sets.other_name", claimed=claimed, why=verdict.message().text(self.lang)), "bad")
            return
        game = self.game.try_set(self.selected)
        self.selected = []
        self.play(game, verdict.message(), "good" if verdict.ok else "bad")

    def result(self, summary: Summary) -> dict[str, Any]:
        wrong = sum(v.reason is not None for v in self.game.tries)
        return {"score": len(self.game.made), "mistakes": wrong + self.name_mistakes,
                "name_mistakes": self.name_mistakes, "suit": self.suit}


class AllSetsBoard(_SelectBoard):
    """All the sets in twenty random tiles (seed 000, line 238).

    Select the tiles of a set (any order; kongs too) and press "Make a set"; click a made set
    to take it apart.  At the end the core's exact solver says how many sets there were.

    >>> import tempfile
    >>> board = AllSetsBoard(lang="en", seed=3, progress=ProgressFile(tempfile.mkdtemp() + "/progress.json"))
    >>> board.make_button.click()
    >>> board.feedback_text
    'Select the tiles first.'
    >>> board.done_button.click()
    >>> board.feedback_text.splitlines()[0] == f"Sets made: 0; the best possible is {board.game.best}."
    True
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
            buttons = self.tiles(tiles, lambda _i, number=number: self.take_apart(number), size="medium")
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
    def take_apart(self, number: int) -> None:
        self.play(self.game.take_apart(number), self.tr("kids.all_sets.apart"), "info")

    def result(self, summary: Summary) -> dict[str, Any]:
        counts = summary.counts
        return {"score": counts["made"], "mistakes": counts["wrong"]}


class BonusBoard(KidsBoard):
    """Flowers and seasons: which seat each bonus tile belongs to (seed 000, line 248).

    A question shows a bonus tile (press its seat number) or a seat (pick its two tiles
    and press "Check"); the core says right or not and why.

    >>> board = BonusBoard(lang="en", seed=5, count=2)
    >>> board.answer_right()
    >>> board.feedback_text.startswith("Right!"), board.game.right
    (True, 1)
    """

    activity = "bonus"
    css = "mj-bonus"

    def __init__(self, count: int = 8, *, lang: str | None = None, seed: int | None = None,
                 progress: ProgressFile | bool | None = None) -> None:
        self.count = count
        super().__init__(lang=lang, seed=seed, progress=progress)

    def setup(self) -> None:
        self.hint_button = self.button("base.hint", self.ask_hint, style="warning")
        self.check_button = self.button("base.check", self.check_tiles)
        self.seat_buttons = [self.button("kids.bonus.seat", lambda seat=seat: self.answer(seat), seat=seat)
                             for seat in (1, 2, 3, 4)]

    def start(self) -> BonusTiles:
        return BonusTiles.new(self.rng, count=self.count)

    def rows(self) -> list[widgets.Widget]:
        if self.is_over:
            return []
        question = self.game.question
        if question.tile is not None:
            shown = self.tile_row([question.tile], None, lambda _i: None, "mj-question-tile")
            return [self.question(question.prompt()), shown, part(self.seat_buttons, "mj-seats")]
        self.pile = self.tile_row(BONUS_TILES, self.pick, lambda i: "selected" if i in self.selected else None,
                                  "mj-pile", keep="pile")
        return [self.question(question.prompt()), self.pile]

    def actions(self) -> list[widgets.Widget]:
        if self.game.question.tile is None:
            return [self.check_button, self.hint_button]
        return [self.hint_button]

    def status_line(self) -> object:
        return Message.of("mini.bonus.score", right=self.game.right, total=self.game.index)

    @move
    def pick(self, index: int) -> None:
        self.toggle(index)

    @move
    def check_tiles(self) -> None:
        if len(self.selected) != 2:
            self.say(self.tr("kids.bonus.pick_two"), "info")
            return
        self.answer([BONUS_TILES[i] for i in self.selected])

    @move
    def answer(self, value: int | list[Tile]) -> None:
        before = self.game.right
        game = self.game.answer(value)
        self.selected = []
        self.play(game, game.feedback, "good" if game.right > before else "bad")

    def answer_right(self) -> None:
        """Click the right answer to the current question (for examples and tests)."""
        question = self.game.question
        if question.tile is not None:
            self.seat_buttons[question.correct - 1].click()  # type: ignore[operator]
            return
        for tile in question.correct:  # type: ignore[union-attr]
            self.pile.children[BONUS_TILES.index(tile)].click()
        self.check_button.click()

    def result(self, summary: Summary) -> dict[str, Any]:
        counts = summary.counts
        return {"score": counts["right"], "mistakes": counts["wrong"]}


@dataclass(frozen=True, slots=True)
class KidsDeal:
    """The kids' deal from a broken wall (seed 000, line 256), one step at a time.

    The wall is shuffled and read as the core does (:func:`~mjcore.game.wall.draw_order`:
    ``order`` is the draw order from the break, the top tile of each stack first); the steps are the core's
    :func:`~mjcore.game.wall.deal_plan` (two stacks of two, three times each, then one tile
    each: 13).  After each take the child counts the player's tiles (``counting``: the
    player's index; ``player`` took ``took`` tiles last).  Then the flowers and seasons are
    set aside, player after player, and as many tiles are taken from the other end of the wall.

    >>> deal = KidsDeal.new(random.Random(1), side=2, stack=5)
    >>> deal.seats, deal.side, deal.stack
    ((1, 3), 2, 5)
    >>> deal = deal.take()
    >>> deal.counting, len(deal.hands[0]), deal.hands[0] == deal.order[:4]
    (0, 4, True)
    >>> deal.answer(5).mistakes, deal.answer(4).counting
    (1, None)
    """

    layout: tuple[Tile, ...]
    order: tuple[Tile, ...]
    side: int
    stack: int
    plan: tuple[tuple[int, int], ...]
    seats: tuple[int, ...]
    hands: tuple[tuple[Tile, ...], ...]
    aside: tuple[tuple[Tile, ...], ...]
    step: int = 0
    front: int = 0
    back: int = 0
    counting: int | None = None
    player: int | None = None
    took: int = 0
    mistakes: int = 0

    @classmethod
    def new(cls, rng: random.Random, side: int, stack: int, *, flowers: bool = True) -> KidsDeal:
        """Shuffle the wall with ``rng``, break it on ``side`` (a seat number) after ``stack``
        (counted from the side's right end) and plan the deal of :data:`~mjcore.game.rules.KIDS2P`."""
        rules = KIDS2P.with_options(flowers=flowers)
        tiles = list(tile_set(rules.flowers))
        rng.shuffle(tiles)
        layout = tuple(tiles)
        order = draw_order(layout, rules, side, stack)
        seats = rules.table_seats
        empty = ((),) * len(seats)
        return cls(layout, order, side, stack, deal_plan(rules), seats, empty, empty, back=len(order))

    @property
    def next_take(self) -> tuple[int, int] | None:
        """``(player index, tiles)`` of the next take, ``None`` once all 13 are dealt."""
        return self.plan[self.step] if self.step < len(self.plan) else None

    @property
    def with_bonus(self) -> int | None:
        """The first player (index) with flowers or seasons in hand, once the hands are dealt."""
        if self.next_take is not None:
            return None
        return next((i for i, hand in enumerate(self.hands) if any(t.is_bonus for t in hand)), None)

    @property
    def is_over(self) -> bool:
        return self.next_take is None and self.counting is None and self.with_bonus is None

    def take(self) -> KidsDeal:
        """The next step of the plan: the player takes tiles from the front of the wall."""
        if self.counting is not None or self.next_take is None:
            raise BadMoveError("error.mini.over")
        player, count = self.next_take
        hands = list(self.hands)
        hands[player] += self.order[self.front:self.front + count]
        return replace(self, hands=tuple(hands), step=self.step + 1, front=self.front + count,
                       counting=player, player=player, took=count)

    def answer(self, count: int) -> KidsDeal:
        """The child's count of the player's tiles; a wrong one is counted, the question stays."""
        if self.counting is None:
            raise BadMoveError("error.mini.over")
        if count != len(self.hands[self.counting]):
            return replace(self, mistakes=self.mistakes + 1)
        return replace(self, counting=None)

    def set_aside(self) -> KidsDeal:
        """The player with bonus tiles sets them aside and takes as many from the other end,
        one at a time (a new flower or season waits for the next time)."""
        player = self.with_bonus
        if player is None or self.counting is not None:
            raise BadMoveError("error.mini.over")
        hand = self.hands[player]
        bonus = tuple(t for t in hand if t.is_bonus)
        back = self.back - len(bonus)
        replacements = self.order[back:self.back][::-1]
        hands, aside = list(self.hands), list(self.aside)
        hands[player] = tuple(t for t in hand if not t.is_bonus) + replacements
        aside[player] += bonus
        return replace(self, hands=tuple(hands), aside=tuple(aside), back=back, player=player, took=len(bonus))

    def taken(self, position: int) -> bool:
        """Whether the tile at ``position`` in the draw order is already in a hand or set aside."""
        return position < self.front or position >= self.back


class WallDiceBoard(KidsBoard):
    """Throw the dice, find where the wall breaks and deal the hands (seed 000, lines 251-257).

    Two throws: the first picks the side (count the seats clockwise from seat 1), the second
    the stack (count the stacks from the right end of that side) — counting up to twenty.
    Then the deal (:class:`KidsDeal`) for two players on seats 1 and 3: "Take tiles" gives the
    next player his tiles from the break, face up, and the child counts them (4, 8, 12,
    13); flowers and seasons are set aside and replaced from the other end of the wall.
    ``deal=False`` stops at the break.

    >>> board = WallDiceBoard(lang="en", seed=4)
    >>> board.throw_button.click()
    >>> board.game.side_dice, board.question_text
    ((2, 3), 'What is the total: 2 + 3?')
    >>> board.number_buttons[4].click()
    >>> board.feedback_text
    'Right, 5!'
    >>> for _ in range(3):
    ...     if board.waiting_throw:
    ...         board.throw_button.click()
    ...     board.answer(board.game.correct())
    >>> board.question_text
    'Player 1 takes 4 tiles: two stacks of two.'
    >>> board.take_button.click()
    >>> board.question_text
    'How many tiles does player 1 have now?'
    >>> board.number_buttons[4].click()
    >>> board.feedback_text
    'Not quite. Player 1 had no tiles and took 4. Count the tiles in the row one by one.'
    >>> board.number_buttons[3].click()
    >>> board.feedback_text, board.question_text
    ('Right, 4 tiles!', 'Player 3 takes 4 tiles: two stacks of two.')
    """

    activity = "wall_dice"
    css = "mj-wall-dice"

    def __init__(self, side_dice: str = "2d6", stack_dice: str = "3d6", bonus: bool = True, *, deal: bool = True,
                 lang: str | None = None, seed: int | None = None, progress: ProgressFile | bool | None = None) -> None:
        self.dice = {"side_dice": side_dice, "stack_dice": stack_dice, "bonus": bonus}
        self.deal = deal
        self.dealt: KidsDeal | None = None
        self.thrown = 0
        self.question_text = ""
        super().__init__(lang=lang, seed=seed, progress=progress)

    def setup(self) -> None:
        self.hint_button = self.button("base.hint", self.ask_hint, style="warning")
        self.throw_button = self.button("kids.wall_dice.throw", self.throw)
        self.number_buttons = [self.caption_button(str(n), lambda n=n: self.answer(n), style="") for n in range(1, 21)]
        self.side_buttons = [self.button("kids.wall_dice.side", lambda n=n: self.answer(n), seat=n) for n in (1, 2, 3, 4)]
        self.take_button = self.button("kids.wall_dice.deal_take", self.take)
        self.aside_button = self.button("kids.wall_dice.deal_set_aside", self.set_aside, style="warning")

    def start(self) -> WallDice:
        self.thrown = 0
        self.dealt = None
        return WallDice.new(self.rng, **self.dice)  # type: ignore[arg-type]

    @property
    def is_over(self) -> bool:
        """The wall is broken and, unless ``deal=False``, both hands are dealt."""
        return bool(self.game.is_over) and (not self.deal or (self.dealt is not None and self.dealt.is_over))

    @property
    def waiting_throw(self) -> bool:
        """The dice of the current step are not thrown yet."""
        step = self.game.step
        return (step is Step.SIDE_TOTAL and self.thrown < 1) or (step is Step.STACK_TOTAL and self.thrown < 2)

    def dice_row(self) -> widgets.HTML:
        throws = [(self.game.side_dice, self.dice["side_dice"]), (self.game.stack_dice, self.dice["stack_dice"])]
        faces = []
        for throw, dice in throws[:self.thrown]:  # six-sided dice by their faces, a d4 or d20 by its number
            faces.append(" ".join(DIE_FACES[v - 1] if str(dice).endswith("d6") else
                                  f'<span class="mj-die-number">{v}</span>' for v in throw))
        box = widgets.HTML(f"<div>{' &nbsp;|&nbsp; '.join(faces)}</div>")
        box.add_class("mj-dice")
        return box

    def rows(self) -> list[widgets.Widget]:
        game: WallDice = self.game
        if self.dealt is not None:
            return self.deal_rows()
        rows: list[widgets.Widget] = [self.dice_row()]
        if game.is_over:
            self.question_text = ""
            rows.append(self.wall_row(game.stack))
            return rows
        if self.waiting_throw:
            again = "_again" if self.thrown else ""
            self.question_text = self.tr(f"kids.wall_dice.ask_throw{again}", stacks=game.stacks)
        else:
            self.question_text = game.prompt().text(self.lang)
        rows.insert(0, self.question(self.question_text))
        if self.waiting_throw:
            return rows
        if game.step is Step.SIDE:
            rows.append(part(self.side_buttons, "mj-seats"))
        elif game.step is Step.STACK:
            rows.append(self.wall_row(None))
        else:
            rows.append(part(self.number_buttons, "mj-numbers"))
        return rows

    def wall_row(self, broken: int | None) -> widgets.HBox:
        """The side of the wall, face down; a click on a stack answers its number from the right.

        Once broken, the stack before the break is outlined, and during the deal the stacks
        of this side already taken are shown gone."""
        stacks = self.game.stacks

        def state(index: int) -> str | None:
            if not broken:
                return None
            from_right = stacks - 1 - index  # 0 = the right end
            if self.dealt is not None:
                stack = from_right - broken if from_right >= broken else from_right - broken + 4 * stacks
                if self.dealt.taken(2 * stack) or self.dealt.taken(2 * stack + 1):
                    return "gone"
            return "good" if from_right == broken - 1 else None

        self.wall = self.tile_row([None] * stacks, None if broken else self.click_stack, state,
                                  "mj-wall", size="small", keep="wall")
        return self.wall

    # -- the deal -------------------------------------------------------------------------
    def count_word(self, count: int) -> str:
        """``'4 tiles'`` / ``'4 фишки'``."""
        return f"{count} {plural('game.word.tile.kids', count, self.lang)}"

    def deal_question(self) -> str:
        deal = self.dealt
        assert deal is not None
        if deal.counting is not None:
            return self.tr("kids.wall_dice.deal_ask", seat=deal.seats[deal.counting])
        if deal.next_take is not None:
            player, count = deal.next_take
            if count == 1:  # the kids' plan: two stacks of two, three times; then one tile
                return self.tr("kids.wall_dice.deal_turn_one", seat=deal.seats[player])
            return self.tr("kids.wall_dice.deal_turn_stacks", seat=deal.seats[player], tiles=self.count_word(count))
        if deal.with_bonus is not None:
            hand = deal.hands[deal.with_bonus]
            names = ", ".join(t.full_name(self.lang) for t in hand if t.is_bonus)
            return self.tr("kids.wall_dice.deal_bonus", seat=deal.seats[deal.with_bonus], bonus=names)
        return ""

    def deal_rows(self) -> list[widgets.Widget]:
        """The question, each player's hand face up (and his bonus tiles set aside), the numbers, the wall."""
        deal = self.dealt
        assert deal is not None
        self.question_text = self.deal_question()
        rows: list[widgets.Widget] = [self.question(self.question_text)] if self.question_text else []
        for index, seat in enumerate(deal.seats):
            hand = deal.hands[index]
            new = len(hand) - deal.took if index == deal.player else len(hand)
            label = widgets.HTML(f"<b>{html.escape(self.tr('kids.wall_dice.deal_player', seat=seat))}</b>")
            player = [label, self.tile_row(hand, None, lambda i, new=new: "selected" if i >= new else None,
                                           "mj-deal-hand")]
            if deal.aside[index]:
                aside = widgets.HTML(html.escape(self.tr("kids.wall_dice.deal_aside")))
                player.append(part([aside, *self.tiles(deal.aside[index], size="medium")], "mj-deal-aside"))
            box = widgets.VBox(player)
            box.add_class("mj-deal-player")
            rows.append(box)
        if deal.counting is not None:
            rows.append(part(self.number_buttons, "mj-numbers"))
        rows.append(self.wall_row(self.game.stack))
        return rows

    def deal_step(self, message: str) -> None:
        """Say how the step went; after the last one, say the hands are ready and log the game."""
        if not self.is_over:
            self.say(message, "good")
            self.render()
            return
        deal = self.dealt
        assert deal is not None
        self.play(self.game, "\n".join((message, self.tr("kids.wall_dice.deal_done",
                                                          tiles=self.count_word(len(deal.hands[0]))))))

    @move
    def take(self) -> None:
        """The next player of the plan takes his tiles from the break."""
        if self.dealt is not None:
            self.dealt = self.dealt.take()
            self.say("")
            self.render()

    @move
    def set_aside(self) -> None:
        """The player with flowers or seasons sets them aside and takes as many from the other end."""
        if self.dealt is None or self.dealt.with_bonus is None:
            return
        seat = self.dealt.seats[self.dealt.with_bonus]
        bonus = ", ".join(t.full_name(self.lang) for t in self.dealt.hands[self.dealt.with_bonus] if t.is_bonus)
        self.dealt = self.dealt.set_aside()
        self.deal_step(self.tr("kids.wall_dice.deal_set_aside_done", seat=seat, bonus=bonus,
                               tiles=self.count_word(self.dealt.took)))

    def count(self, value: int) -> None:
        """The child's count of the tiles of the player who has just taken."""
        deal = self.dealt
        assert deal is not None and deal.counting is not None
        after = deal.answer(value)
        self.dealt = after
        if after.mistakes > deal.mistakes:
            seat, before = deal.seats[deal.counting], len(deal.hands[deal.counting]) - deal.took
            key = "kids.wall_dice.deal_wrong" if before else "kids.wall_dice.deal_wrong_first"
            self.say(self.tr(key, seat=seat, before=before, took=deal.took), "bad")
            self.render()
            return
        self.deal_step(self.tr("kids.wall_dice.deal_right", tiles=self.count_word(value)))

    # -- moves --------------------------------------------------------------------------------
    def actions(self) -> list[widgets.Widget]:
        deal = self.dealt
        if deal is not None:
            if deal.counting is not None:
                return []
            return [self.take_button] if deal.next_take is not None else [self.aside_button]
        return [self.throw_button] if self.waiting_throw else [self.hint_button]

    def status_line(self) -> object:
        if self.is_over:
            return ""
        if self.dealt is not None:
            deal = self.dealt  # the step being done: the next take, or the one being counted
            step = min(deal.step + (deal.counting is None), len(deal.plan))
            return self.tr("kids.wall_dice.deal_status", step=step, steps=len(deal.plan))
        return self.tr("kids.wall_dice.steps", step=list(Step).index(self.game.step) + 1)

    @move
    def throw(self) -> None:
        if self.waiting_throw:
            self.thrown += 1
            self.say("")
            self.render()

    @move
    def click_stack(self, index: int) -> None:
        self.answer(self.game.stacks - index)

    @move
    def answer(self, value: int) -> None:
        """A number for the dice part, or the count of a hand during the deal."""
        if self.dealt is not None:
            if self.dealt.counting is not None:
                self.count(value)
            return
        game: WallDice = self.game
        after = game.answer(value)
        if after.is_over and self.deal:
            self.dealt = KidsDeal.new(self.rng, after.side, after.stack, flowers=bool(self.dice["bonus"]))
        self.play(after, after.feedback, "bad" if after.mistakes > game.mistakes else "good")

    def summary_text(self, summary: Summary) -> str:
        """The core's summary of the dice; the counting mistakes of the deal, if any, too."""
        if self.dealt is None or not self.dealt.mistakes:
            return summary.text(self.lang)
        lines = [line.text(self.lang) for line in summary.lines if line.key != "mini.wall.no_mistakes"]
        return "\n".join([*lines, self.tr("kids.wall_dice.deal_mistakes", count=self.dealt.mistakes)])

    def result(self, summary: Summary) -> dict[str, Any]:
        deal_mistakes = self.dealt.mistakes if self.dealt is not None else 0
        return {"score": 4 - len(set(self.game.wrong_steps)), "mistakes": self.game.mistakes + deal_mistakes,
                "dealt": self.dealt is not None, "deal_mistakes": deal_mistakes}
