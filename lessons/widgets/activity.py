"""What every activity board shares: seeded dice, "New game", the result saved once per game.

An :class:`ActivityBoard` is a :class:`~lessons.widgets.board.Board` playing one activity
(a kids' mini-game, a memory game, solitaire).  It keeps a seeded :class:`random.Random`
(``seed=`` makes a board reproducible; "New game" deals the next game from the same source,
not the same one), opens the learner's progress file only when a result is saved (the
default :class:`~lessons.widgets.progress.ProgressFile`, whose path comes from the
environment variable ``MAHJONG_TUTOR_PROGRESS``), saves a finished game once however many
clicks follow, and reports a file that cannot be written in words instead of failing.
Re-drawn rows replace the old ones with :meth:`ActivityBoard.set_rows`, which closes the
widgets no longer shown (a board re-drawn after every click must not pile up dead widgets
in the kernel).

Subclasses set :attr:`~ActivityBoard.activity` and :attr:`~ActivityBoard.css` and define
two plain hooks: :meth:`~ActivityBoard.begin` (a fresh game state) and
:meth:`~ActivityBoard.render` (the rows from that state).  A :class:`PlayBoard` adds the
row of controls under the tiles ("Hint", "New game") that the memory games
(:mod:`lessons.widgets.kids.code_lock`, :mod:`~lessons.widgets.kids.snake`,
:mod:`~lessons.widgets.kids.memory`) and solitaire share; the other kids' boards have their
own frame (:mod:`lessons.widgets.kids.base`).

>>> import tempfile, pathlib
>>> from lessons.widgets.progress import ProgressFile
>>> class Coin(ActivityBoard):
...     activity, css = "coin", "mj-coin"
...     def begin(self):
...         self.game = self.rng.choice("HT")
...     def render(self):
...         self.set_rows([self.label(self.game)])
>>> store = ProgressFile(pathlib.Path(tempfile.mkdtemp()) / "p.json")
>>> board = Coin("base.new_game", seed=1, lang="en", progress=store)
>>> board.new_game()
>>> board.save_result(side=board.game), board.save_result(side=board.game)
('', '')
>>> [entry["side"] for entry in store.history("coin")] == [board.game]
True
>>> board.new_game(); board.recorded
False
"""

from __future__ import annotations

import html
import random
from collections.abc import Callable, Iterable
from typing import Any, ClassVar

import ipywidgets as widgets

from lessons.widgets.board import Board
from lessons.widgets.progress import ProgressFile, SavesTo
from lessons.widgets.texts import course_lang, t
from lessons.widgets.tiles import is_shared

__all__ = ["ActivityBoard", "PlayBoard", "widget_tree"]


class ActivityBoard(Board):
    """A board playing one activity: seeded dice, "New game", results saved once per game.

    ``title_key`` (with ``title_params``) is the widget text of the title; ``progress`` is
    the progress file to save to (``None``: the learner's default file, opened on first use).
    """

    #: The activity's name in the progress file.
    activity: ClassVar[str] = ""
    #: The board's CSS class (for the browser tests).
    css: ClassVar[str] = ""

    def __init__(self, title_key: str, *, seed: int | None = None, lang: str | None = None,
                 progress: ProgressFile | bool | None = None, **title_params: object) -> None:
        code = course_lang(lang)
        super().__init__(t(title_key, code, **title_params), lang=code)
        self.add_class(self.css)
        self.rng = random.Random(seed)
        self._progress = progress
        self.game: Any = None
        #: Whether the game on the board has been saved (it is saved once).
        self.recorded = False

    # -- hooks ---------------------------------------------------------------------------
    def begin(self) -> None:
        """Set up a fresh game (the core state, from :attr:`rng`) for :meth:`new_game`."""
        raise NotImplementedError

    def render(self) -> None:
        """Draw the board's rows (:meth:`set_rows`) and status from the current state."""
        raise NotImplementedError

    def lasting(self) -> Iterable[widgets.Widget]:
        """Widgets made once and shown again later: :meth:`set_rows` never closes them."""
        return ()

    # -- the frame -------------------------------------------------------------------------
    #: The progress file given, else the learner's default one (opened on first use);
    #: ``None`` with ``progress=False`` (nothing saved).
    progress = SavesTo()

    def new_game(self) -> None:
        """A fresh game from the same random source (the next deal, not the same one)."""
        self.recorded = False
        self.begin()
        self.say("")
        self.tell_parent()
        self.render()

    def tell_parent(self, *parts: object) -> None:
        """Show ``parts`` (a game's summary: its error types and counts, tips) in the parent's
        box under the board, not on the child's feedback line; no parts hide the box."""
        box = getattr(self, "parent_box", None)
        if box is None:
            if not parts:
                return
            box = self.parent_box = widgets.HTML()
            box.add_class("mj-parent")
            self.children = (*self.children, box)
        lines = [html.escape(self.text(part)).replace("\n", "<br>") for part in parts if part]
        #: What the parent's box says (for the tests).
        self.parent_text = "\n".join(self.text(part) for part in parts if part)
        head = html.escape(self.tr("base.for_parent"))
        box.value = f'<div class="mj-parent-box"><b>{head}</b><br>{"<br>".join(lines)}</div>' if lines else ""

    def save_result(self, activity: str | None = None, /, **result: Any) -> str:
        """Log the finished game (under ``activity``, default :attr:`activity`), once per game.

        Returns ``""``, or the words saying the progress file could not be written.
        """
        store = self.progress
        if self.recorded or store is None:
            return ""
        self.recorded = True
        try:
            store.record_activity(activity or self.activity, **result)
        except OSError:
            return self.tr("progress.unreadable")
        return store.unsaved(self.lang)

    def set_rows(self, rows: list[widgets.Widget]) -> None:
        """Show ``rows`` as the board and close the widgets of the rows they replace
        (except the :meth:`lasting` ones, which are shown again later)."""
        old = widget_tree(self.body.children)
        self.body.children = rows
        for widget in old - widget_tree(rows) - widget_tree(self.lasting()):
            widget.close()

    # -- parts -----------------------------------------------------------------------------
    def action(self, key: str, on_click: Callable[[], None], css: str, *, style: str = "primary") -> widgets.Button:
        """A large button with a stable CSS class (``mj-hint``, ``mj-new-game``...)."""
        button = self.button(key, on_click, style=style)
        button.add_class(css)
        return button

    def label(self, text: str) -> widgets.HTML:
        """A line of words between the rows of tiles."""
        return widgets.HTML(f'<div class="mj-label">{html.escape(text)}</div>')

    def say_lines(self, *parts: object, kind: str = "info") -> None:
        """Several texts (widget texts, core messages) on the feedback line, one per line."""
        self.say("\n".join(self.text(part) for part in parts if part), kind)


class PlayBoard(ActivityBoard):
    """An :class:`ActivityBoard` with a row of controls ("Hint", "New game") under its tiles;
    the memory games and solitaire build on it.

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

    def lasting(self) -> Iterable[widgets.Widget]:
        """The feedback line (shown again and again among the rows, see :meth:`feedback_here`)."""
        return (self.feedback,)

    def tile_row(self, buttons: list[widgets.Button], css: str) -> widgets.HBox:
        box = self.row(buttons)
        box.add_class(css)
        return box


def widget_tree(roots: Iterable[widgets.Widget]) -> set[widgets.Widget]:
    """The widgets of ``roots`` and everything inside them, with their own layouts and styles
    (not the shared ones: :func:`~lessons.widgets.tiles.is_shared`)."""
    found: set[widgets.Widget] = set()
    stack = list(roots)
    while stack:
        widget = stack.pop()
        if widget in found:
            continue
        found.add(widget)
        stack += [part for part in (getattr(widget, "layout", None), getattr(widget, "style", None))
                  if part is not None and not is_shared(part)]
        stack += list(getattr(widget, "children", ()))
    return found
