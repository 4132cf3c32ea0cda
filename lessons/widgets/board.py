"""What every activity widget shares: language, tile pictures, a status line, feedback.

A :class:`Board` is a :class:`ipywidgets.VBox` holding a title, the tile style, the board's
own rows (``self.body``), a status line and a feedback line.  Subclasses keep the rules in
:mod:`mjcore` (a mini-game state, a game state, a scorer) and only translate clicks into
moves and states into pictures and words.  A move the rules refuse (a
:class:`mjcore.errors.MahjongError`) becomes a localized message on the feedback line:
the widget never shows a traceback and never loses the game it holds.

>>> board = Board(title=None, lang="en")
>>> board.say_error(ValueError("boom"))
Traceback (most recent call last):
ValueError: boom
>>> from mjcore.minigames import BadMoveError
>>> board.say_error(BadMoveError("error.mini.over"))
>>> board.feedback_text
'the game is over'
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable
from functools import wraps
from typing import Any, TypeVar

import ipywidgets as widgets

from lessons.widgets.texts import WIDGETS, course_lang, t
from lessons.widgets.tiles import TileStyle, shared, tile_button
from mjcore.errors import MahjongError
from mjcore.i18n import show
from mjcore.kidswords import child_tile_name
from mjcore.tiles import Tile

F = TypeVar("F", bound=Callable[..., Any])


def guarded(method: F) -> F:
    """Decorate a board's callback: a refused move becomes a message, nothing is lost."""

    @wraps(method)
    def wrapper(self: Board, *args: Any, **kwargs: Any) -> Any:
        try:
            return method(self, *args, **kwargs)
        except MahjongError as error:
            self.say_error(error)
            return None

    return wrapper  # type: ignore[return-value]


def set_shown(widget: widgets.Widget, visible: bool) -> None:
    """Show or hide ``widget`` in every front end: ``display`` ``''`` or ``'none'``.

    Not ``None`` for shown: the static site's widget manager keeps ``'none'`` when the trait
    goes back to ``None``, so a button hidden once never came back there (a child was stuck on
    the first question of the last lesson), while ``''`` clears the style everywhere.

    >>> button = widgets.Button()
    >>> set_shown(button, False); button.layout.display
    'none'
    >>> set_shown(button, True); button.layout.display
    ''
    """
    widget.layout.display = "" if visible else "none"


class Board(widgets.VBox):
    """Base of the activity widgets (see the module docstring)."""

    children: tuple[Any, ...]  # the rows shown (a traitlet of ipywidgets)
    #: Speak the children's words (the kids' boards): core messages in their ``.kids``
    #: wording, tiles by their children's names (:func:`mjcore.kidswords.child_tile_name`).
    kids_words: bool = False

    def __init__(self, title: str | None = None, *, lang: str | None = None, **kwargs: Any) -> None:
        self.lang = course_lang(lang)
        # one <style> of tile pictures for every board of the notebook: each picture travels to
        # the page once, not once per board (five calculators sent 4 MB of the same pictures)
        self.tile_style: TileStyle = shared("tile-pictures", TileStyle)
        self.title = widgets.HTML(f'<div class="mj-title">{html.escape(title)}</div>' if title else "")
        self.body = widgets.VBox()
        self.status = widgets.HTML()
        self.feedback = widgets.HTML()
        self.feedback_text = ""
        self.status_text = ""
        super().__init__(
            children=[self.tile_style, self.title, self.body, self.status, self.feedback], **kwargs
        )
        self.add_class("mj-board")
        if self.kids_words:
            self.add_class("mj-kids")

    # words
    def tr(self, key: str, /, **params: object) -> str:
        """A widget text in the board's language."""
        return t(key, self.lang, **params)

    def tr_words(self, key: str, /, **params: object) -> str:
        """:meth:`tr`, in the children's words on a kids' board (the ``<key>.kids`` text where the
        catalog has one): ``"quizw.already"`` says «нажми» to a child, «нажмите» to a grown-up."""
        return self.tr(WIDGETS.variant(key, ".kids", self.lang) if self.kids_words else key, **params)

    def text(self, value: object) -> str:
        """Text in the board's language: a ready string, a core :class:`~mjcore.i18n.Message`,
        an error, anything that shows itself with ``text(lang)`` (a mini-game summary)."""
        if isinstance(value, MahjongError):
            return value.message(self.lang)
        return show(value, self.lang, kids=self.kids_words, tiles="kids" if self.kids_words else "name")

    def tile_name(self, tile: Tile) -> str:
        """A tile's name in the board's words (the children's name on a kids' board)."""
        return child_tile_name(tile, self.lang) if self.kids_words else tile.full_name(self.lang)

    def say(self, value: object, kind: str = "info") -> None:
        """Show ``value`` on the feedback line; ``kind`` is info, good, bad or error."""
        self.feedback_text = self.text(value)
        body = html.escape(self.feedback_text).replace("\n", "<br>")
        self.feedback.value = f'<div class="mj-msg mj-{kind}">{body}</div>' if body else ""

    def say_error(self, error: BaseException) -> None:
        """Show a refused move; anything that is not a MahjongError is a bug and propagates."""
        if not isinstance(error, MahjongError):
            raise error
        self.say(error, "bad")

    def show_status(self, value: object) -> None:
        """Show ``value`` on the status line (scores, counts, whose turn)."""
        self.status_text = self.text(value)
        body = html.escape(self.status_text).replace("\n", "<br>")
        self.status.value = f'<div class="mj-msg mj-info">{body}</div>' if body else ""

    def feedback_here(self) -> widgets.HTML:
        """The feedback line as one of the rows, to stand beside the item it is about (a
        refused tile, a missed pair, a question's wrong try) instead of under the controls."""
        if self.feedback in self.children:
            self.children = tuple(child for child in self.children if child is not self.feedback)
        return self.feedback

    # parts
    def button(self, key: str, on_click: Callable[[], None], *, style: str = "primary", **params: object) -> widgets.Button:
        """A large captioned button running ``on_click()``; ``key`` is a widget text."""
        button = widgets.Button(description=self.tr(key, **params), button_style=style, _dom_classes=("mj-big",))
        button.on_click(lambda _button: on_click())
        return button

    def tiles(
        self,
        tiles: Iterable[Tile | None],
        on_click: Callable[[int], None] | None = None,
        *,
        size: str = "large",
        face_down: Callable[[int], bool] | None = None,
    ) -> list[widgets.Button]:
        """Buttons for ``tiles``; a click calls ``on_click(index)``."""
        tiles = list(tiles)
        hidden_at = [face_down(index) if face_down is not None else False for index in range(len(tiles))]
        # every new picture in one update of the style (one message, not one per tile)
        self.tile_style.ensure([None if hidden else tile for tile, hidden in zip(tiles, hidden_at)])
        buttons = []
        for index, tile in enumerate(tiles):
            handler = None if on_click is None else (lambda _b, i=index: on_click(i))
            hidden = hidden_at[index]
            buttons.append(tile_button(tile, self.tile_style, lang=self.lang, size=size, on_click=handler, face_down=hidden,
                                       kids=self.kids_words))
        return buttons

    @staticmethod
    def row(children: Iterable[widgets.Widget], wrap: bool = True) -> widgets.HBox:
        """A horizontal row (wrapping onto more lines when it is long)."""
        flow = "row wrap" if wrap else "row"
        return widgets.HBox(list(children), layout=shared(f"row-{flow}", lambda: widgets.Layout(flex_flow=flow)))
