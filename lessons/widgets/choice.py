"""Choices a child makes by pictures, not code: picture buttons and boards chosen with them.

A parent box used to say "write ``layout="tower"``"; a child cannot.  :func:`picture_button`
is an ordinary :class:`ipywidgets.Button` with a picture above its caption (a tile's own
CSS class from :class:`~lessons.widgets.tiles.TileStyle`, or any SVG given by a
:class:`PictureStyle`), and a :class:`ChoiceBoard` is a row of such buttons over a board:
a click puts the board of that choice in its place (made on the first click, kept after).

The ready-made choices (one line in a notebook cell):

* :class:`SetsChoice` — chows, pungs and kongs of coins, bamboo or characters (or winds and dragons);
* :class:`MemoryChoice` — memory with the suits, with winds and dragons, or with everything;
* :class:`AllSetsChoice` — all the sets in twenty tiles, with or without winds and dragons;
* :class:`SolitaireChoice` — the solitaire layouts, each button a little picture of its shape.

>>> choice = SetsChoice(lang="en", seed=1, progress=False)
>>> [b.description for b in choice.buttons]
['Coins', 'Bamboo', 'Characters']
>>> choice.buttons[1].click()
>>> choice.board.suit, choice.chosen
('s', 1)
"""

from __future__ import annotations

import base64
import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

import ipywidgets as widgets

from lessons.widgets.texts import course_lang, t
from lessons.widgets.tiles import TileStyle, tile_class
from mjcore.tiles import Tile

__all__ = ["AllSetsChoice", "ChoiceBoard", "MemoryChoice", "Option", "PictureStyle", "SetsChoice",
           "SolitaireChoice", "picture_button"]

CHOICE_CSS = """
.mj-pic-button.jupyter-button, .mj-pic-button.widget-button {
  background-repeat: no-repeat; background-position: center 6px; background-size: auto 64px;
  padding: 72px 14px 6px 14px; height: auto; min-height: 108px; min-width: 120px; max-width: 100%; font-size: 20px; margin: 4px;
  white-space: normal; line-height: 1.2;
  border-radius: 10px; border: 3px solid #c8d6e5; background-color: #f7fbff;
}
.mj-pic-button.mj-chosen { border-color: #f5a623; background-color: #fff3d6; }
"""


class PictureStyle(widgets.HTML):
    """A ``<style>`` with the choice buttons' CSS and their SVG pictures (``mj-pic-<name>``)."""

    value: str

    def __init__(self, pictures: dict[str, str] | None = None) -> None:
        rules = [CHOICE_CSS]
        for name, svg in (pictures or {}).items():
            uri = "data:image/svg+xml;base64," + base64.b64encode(svg.encode()).decode("ascii")
            rules.append(f'.mj-pic-{name} {{ background-image: url("{uri}"); }}')
        super().__init__("<style>" + "\n".join(rules) + "</style>")


def picture_button(caption: str, picture: str, on_click: Callable[[], None]) -> widgets.Button:
    """A big button with a picture over ``caption``; ``picture`` is a CSS class drawing it
    (``mj-t-5p`` for a tile of the :class:`TileStyle`, ``mj-pic-<name>`` of a :class:`PictureStyle`)."""
    button = widgets.Button(description=caption, tooltip=caption, layout=widgets.Layout(width="auto"))
    button.add_class("mj-pic-button")
    button.add_class(picture)
    button.on_click(lambda _button: on_click())
    return button


@dataclass(frozen=True, slots=True)
class Option:
    """One choice: its caption (a widget text key), its picture (a tile or an SVG) and the
    keyword arguments of the board it makes."""

    caption: str
    picture: Tile | str
    settings: tuple[tuple[str, Any], ...] = ()


class ChoiceBoard(widgets.VBox):
    """A row of picture buttons over the board of the chosen option (the first one at start).

    Subclasses name the board's class in :meth:`make` and their :attr:`options`.
    """

    children: tuple[Any, ...]  # the rows shown (a traitlet of ipywidgets)
    options: Sequence[Option] = ()
    question = "choice.ask"

    def __init__(self, *, lang: str | None = None, seed: int | None = None, progress: Any = None,
                 options: Sequence[Option] | None = None) -> None:
        self.lang = course_lang(lang)
        self.seed, self.progress = seed, progress
        if options is not None:
            self.options = tuple(options)
        tiles = TileStyle()
        tiles.ensure([o.picture for o in self.options if isinstance(o.picture, Tile)])
        pictures = {f"{type(self).__name__.lower()}-{i}": o.picture for i, o in enumerate(self.options)
                    if isinstance(o.picture, str)}
        self.buttons = [
            picture_button(t(o.caption, self.lang),
                           tile_class(o.picture) if isinstance(o.picture, Tile) else f"mj-pic-{type(self).__name__.lower()}-{i}",
                           partial(self.choose, i))
            for i, o in enumerate(self.options)
        ]
        self.made: dict[int, widgets.Widget] = {}
        ask = widgets.HTML(f'<div class="mj-question">{html.escape(t(self.question, self.lang))}</div>')
        self.row = widgets.HBox(self.buttons, layout=widgets.Layout(flex_flow="row wrap"))
        self.row.add_class("mj-choices")
        self.chosen = -1
        super().__init__([tiles, PictureStyle(pictures), ask, self.row, widgets.VBox()])
        self.add_class("mj-choice")
        self.choose(0)

    def make(self, **settings: Any) -> widgets.Widget:
        raise NotImplementedError

    @property
    def board(self) -> Any:
        """The board shown now."""
        return self.made[self.chosen]

    def choose(self, index: int) -> None:
        """Show the board of option ``index`` (made on its first click, kept after)."""
        if index not in self.made:
            self.made[index] = self.make(**dict(self.options[index].settings))
        for i, button in enumerate(self.buttons):
            (button.add_class if i == index else button.remove_class)("mj-chosen")
        self.chosen = index
        self.children = (*self.children[:-1], self.made[index])

    def _common(self) -> dict[str, Any]:
        return {"lang": self.lang, "seed": self.seed, "progress": self.progress}


class SetsChoice(ChoiceBoard):
    """Chows, pungs and kongs of the suit chosen by its picture."""

    options = (Option("choice.coins", Tile.P5, (("suit", "p"),)),
               Option("choice.bamboo", Tile.S5, (("suit", "s"),)),
               Option("choice.characters", Tile.M5, (("suit", "m"),)))

    def __init__(self, honors: bool = False, **kwargs: Any) -> None:
        if honors:
            kwargs["options"] = (*self.options, Option("choice.honors", Tile(33), (("suit", "z"),)))
        super().__init__(**kwargs)

    def make(self, **settings: Any) -> widgets.Widget:
        from lessons.widgets.kids.sets import SetsBoard

        return SetsBoard(**settings, **self._common())


class MemoryChoice(ChoiceBoard):
    """Memory with the three suits, with winds and dragons, or with everything."""

    options = (Option("choice.suits", Tile.P5, (("suits", "mps"),)),
               Option("choice.honors", Tile(33), (("suits", "z"),)),
               Option("choice.everything", Tile(27), (("suits", "mpsz"),)))

    def __init__(self, pairs: int = 6, players: int = 2, **kwargs: Any) -> None:
        self.pairs, self.players = pairs, players
        super().__init__(**kwargs)

    def make(self, **settings: Any) -> widgets.Widget:
        from lessons.widgets.kids.memory import MemoryBoard

        return MemoryBoard(pairs=self.pairs, players=self.players, **settings, **self._common())


class AllSetsChoice(ChoiceBoard):
    """All the sets in twenty tiles: the three suits, or with winds and dragons too."""

    options = (Option("choice.suits", Tile.P5, (("suits", "mps"),)),
               Option("choice.everything", Tile(33), (("suits", "mpsz"),)))

    def make(self, **settings: Any) -> widgets.Widget:
        from lessons.widgets.kids.all_sets import AllSetsBoard

        return AllSetsBoard(**settings, **self._common())


def layout_svg(name: str, height: int = 64) -> str:
    """A little picture of a solitaire layout's shape: its tiles as blocks, upper layers
    lighter and shifted up-left, as the board draws the pile."""
    from mjcore.solitaire import find_layout

    layout = find_layout(name)
    left, top = min(p.x for p in layout.positions), min(p.y for p in layout.positions)
    cell, lift = 6.0, 1.6
    width = (max(p.x for p in layout.positions) - left + 2) * cell + 3 * lift * layout.layers
    high = (max(p.y for p in layout.positions) - top + 2) * cell * 4 / 3 + 3 * lift * layout.layers
    shades = ["#d9c9a3", "#e6d8b5", "#efe4c8", "#f7efdc", "#fffaf0"]
    blocks = []
    for p in sorted(layout.positions, key=lambda p: p.z):
        x = (p.x - left) * cell + lift * (layout.layers - p.z)
        y = (p.y - top) * cell * 4 / 3 + lift * (layout.layers - p.z)
        blocks.append(f'<rect x="{x:.1f}" y="{y:.1f}" width="{2 * cell - 1:.1f}" height="{8 * cell / 3 - 1:.1f}" rx="2"'
                      f' fill="{shades[min(p.z, 4)]}" stroke="#6b5a3a" stroke-width="0.8"/>')
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:.1f} {high:.1f}" height="{height}">'
            + "".join(blocks) + "</svg>")


class SolitaireChoice(ChoiceBoard):
    """Solitaire: the layout chosen by a picture of its shape."""

    question = "choice.ask_layout"

    def __init__(self, layouts: Sequence[str] = ("kids", "pyramid", "tower"), **kwargs: Any) -> None:
        kwargs.setdefault("options", tuple(Option(f"choice.layout.{name}", layout_svg(name), (("layout", name),))
                                           for name in layouts))
        super().__init__(**kwargs)

    def make(self, **settings: Any) -> widgets.Widget:
        from lessons.widgets.solitaire import SolitaireBoard

        return SolitaireBoard(**settings, **self._common())
