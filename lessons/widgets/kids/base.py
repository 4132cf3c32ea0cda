"""What the kids' boards share: :class:`KidsBoard`, the :func:`move` decorator, :func:`part`, the CSS.

Each board holds one :mod:`mjcore.minigames` state and only translates clicks into its moves
and its :class:`~mjcore.minigames.base.Message` objects into words: the rules, the hints
and the "why not" explanations are the core's.  A finished game shows the core's summary,
offers "New game" and is logged in the learner's progress file with its result (``score``,
``mistakes``, ``seconds`` and the core's counts).  :class:`SelectBoard` is a pile whose
tiles are selected and then judged as a set (:mod:`~lessons.widgets.kids.sets`,
:mod:`~lessons.widgets.kids.all_sets`).

The memory games (:mod:`~lessons.widgets.kids.code_lock`, :mod:`~lessons.widgets.kids.snake`,
:mod:`~lessons.widgets.kids.memory`) build on :class:`~lessons.widgets.activity.PlayBoard`
instead, as solitaire does.
"""

from __future__ import annotations

import html
import time
from collections.abc import Callable, Iterable, Sequence
from functools import wraps
from typing import Any, TypeVar

import ipywidgets as widgets

from lessons.widgets.activity import ActivityBoard
from lessons.widgets.board import Board, guarded
from lessons.widgets.progress import ProgressFile
from lessons.widgets.tiles import mark
from mjcore.i18n import tr
from mjcore.minigames import Summary
from mjcore.tiles import Tile

__all__ = ["KIDS_CSS", "KidsBoard", "SelectBoard", "move", "part"]

F = TypeVar("F", bound=Callable[..., Any])

#: The kids' boards' own look. On a phone's 412 px: the find-the-suit pile keeps its rows of
#: eight (the core's hints count them) in a grid whose columns narrow alike, each tile keeping
#: its shape (:mod:`~lessons.widgets.kids.find_suit`); the other
#: tiles keep their size and their rows wrap (tiles.py: ``flex-shrink: 0``).
KIDS_CSS = """<style>
.mj-question { font-size: 1.4em; margin: 6px 0; }
.mj-board.mj-kids .mj-dice .widget-html-content, .mj-dice .widget-html-content { font-size: 60px; line-height: 1.1; }
.mj-die-number { display: inline-block; min-width: 1.4em; border: 3px solid #555; border-radius: 10px;
  text-align: center; font-size: 0.6em; margin: 0 4px; }
.mj-set-group { margin-right: 14px; }
.mj-find-suit .mj-pile .mj-tile.jupyter-button { width: auto !important; height: auto !important; min-width: 0;
  aspect-ratio: 70 / 88; }
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

    kids_words = True

    def __init__(self, *, lang: str | None = None, seed: int | None = None, progress: ProgressFile | bool | None = None) -> None:
        super().__init__(f"kids.{self.activity}.title", seed=seed, lang=lang, progress=progress)
        self.extra_style = widgets.HTML(KIDS_CSS)
        # the feedback stands beside the item it is about (under the board's rows, above the
        # controls), not under everything: it is one of the rows (see :meth:`render`)
        self.children = (self.extra_style, *(c for c in self.children if c is not self.feedback))
        self.selected: list[int] = []
        self._kept: dict[str, tuple[tuple[object, ...], list[widgets.Button]]] = {}
        self.started = time.monotonic()
        self.new_game_button = self.button("base.new_game", self.new_game, style="success")
        frame = set(vars(self))
        self.setup()
        #: The buttons made once (in :meth:`setup`), shown again and again.
        self._made_once = [self.new_game_button, self.feedback,
                           *_widgets_in(v for k, v in vars(self).items() if k not in frame)]
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
        """What the child hears at the end: the core summary's first line (the result); the
        rest (error types, counts, tips) goes to the parent's box (:meth:`parent_summary`)."""
        return self.text(summary.lines[0]) if summary.lines else ""

    def parent_summary(self, summary: Summary) -> str:
        """The rest of the summary, for the parent's box: the result (its first line) is told
        to the child already, and is said once (``""``: no parent's box)."""
        return "\n".join(self.text(line) for line in summary.lines[1:])

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
        rows = self.rows()
        if self.is_over:  # finished: the ending on the feedback line, no instruction left to follow
            rows = [row for row in rows if "mj-question" not in row._dom_classes]
        self.set_rows([*rows, self.feedback, part(controls, "mj-controls")])
        status = self.status_line()
        if self.is_over and status and self.text(status) in self.feedback_text.splitlines():
            status = ""  # the result is on the feedback line: said once
        self.show_status(status)

    def play(self, game: Any, message: object = "", kind: str = "info") -> None:
        """Take the new state, say ``message``; at the end add the summary and log the result."""
        self.game = game
        text = self.text(message) if message else ""
        if self.is_over and not self.recorded:
            summary = self.game.summary()
            saved = self.record(summary)
            text = "\n".join(line for line in (text, self.summary_text(summary), saved) if line)
            self.tell_parent(self.parent_summary(summary))
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


class SelectBoard(KidsBoard):
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
