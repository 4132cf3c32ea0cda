"""Tiles as large clickable buttons, drawn by the core's renderer.

A tile button is an ordinary :class:`ipywidgets.Button` without a caption whose picture is a
CSS background: each tile kind gets a class ``mj-t-<tile>`` (``mj-t-5p``, ``mj-t-1z``...)
defined once by a :class:`TileStyle` (an HTML widget holding a ``<style>`` element with the
tile's SVG from :func:`mjcore.render.tile_svg`).  So the picture is the core's, the button
is the front end's, and a click is an ordinary button click — in JupyterLab, in Voilà, and
in tests without a browser (``button.click()``).  The tooltip (and the accessible name) is
the tile's full name in the lesson's language.

>>> from mjcore import Tile
>>> style = TileStyle()
>>> button = tile_button(Tile.from_str("5p"), style, lang="en")
>>> button.tooltip, "mj-t-5p" in button._dom_classes, "mj-t-5p" in style.value
('5 of Dots', True, True)
"""

from __future__ import annotations

import base64
from collections.abc import Callable, Iterable
from functools import cache

import ipywidgets as widgets

from lessons.widgets.texts import WIDGETS, t
from mjcore.kidswords import child_tile_name
from mjcore.render import back_svg, tile_svg
from mjcore.tiles import Tile

#: Button heights in pixels; width follows the tile's 3:4 shape.
SIZES = {"small": 48, "medium": 64, "large": 88}

BASE_CSS = """
.mj-tile.jupyter-button, .mj-tile.widget-button {
  background-color: transparent; background-repeat: no-repeat; background-position: center;
  background-size: contain; border: none; box-shadow: none; padding: 0; margin: 2px;
  border-radius: 8px; cursor: pointer;
}
.mj-tile.mj-still { cursor: default; }
.mj-tile:focus { outline: 3px solid #4a90e2; }
.mj-tile.mj-selected { outline: 4px solid #f5a623; background-color: #fff3d6; }
.mj-tile.mj-good { outline: 4px solid #2e9b3f; background-color: #e3f6e5; }
.mj-tile.mj-bad { outline: 4px solid #d0342c; background-color: #fde6e4; }
.mj-tile.mj-gone { visibility: hidden; }
.mj-msg { font-size: 1.25em; padding: 6px 10px; border-radius: 8px; }
.mj-msg.mj-info { background: #eef4fb; }
.mj-msg.mj-good { background: #e3f6e5; }
.mj-msg.mj-bad, .mj-msg.mj-error { background: #fde6e4; }
.mj-title { font-size: 1.5em; font-weight: bold; }
.mj-big.jupyter-button { font-size: 1.2em; height: auto; min-height: 48px; min-width: 120px; width: fit-content;
  max-width: 100%; white-space: normal; line-height: 1.2; padding: 4px 14px; overflow-wrap: anywhere; }
.mj-board.mj-kids .mj-msg, .mj-board.mj-kids .mj-label, .mj-board.mj-kids .mj-question,
.mj-board.mj-kids .mj-events, .mj-board.mj-kids .widget-html-content,
.mj-board.mj-kids .widget-label { font-size: 20px; line-height: 1.35; }
.mj-board.mj-kids .mj-big.jupyter-button { font-size: 20px; min-height: 52px; }
.mj-board .widget-hbox, .mj-board .widget-vbox, .mj-board .widget-box, .mj-choice .widget-box { max-width: 100%; }
.mj-board, .mj-choice { max-width: 100%; min-width: 0; }
.mj-board .mj-tile.jupyter-button { flex-shrink: 0; }
.mj-board.mj-kids .mj-title { font-size: 26px; }
.mj-tile.mj-glow { box-shadow: 0 0 14px 7px #ffd23f; outline: 3px solid #ffb300; }
.mj-parent-box { font-size: 18px; margin-top: 10px; padding: 8px 12px; border-left: 5px solid #4a90e2;
  background: #eef4fb; border-radius: 6px; color: #223; }
"""


@cache
def _data_uri(tile: Tile | None) -> str:
    svg = back_svg(height=96) if tile is None else tile_svg(tile, height=96)
    return "data:image/svg+xml;base64," + base64.b64encode(svg.encode()).decode("ascii")


def tile_class(tile: Tile | None) -> str:
    """The CSS class drawing ``tile`` (``None`` = the back of a tile)."""
    return "mj-back" if tile is None else f"mj-t-{tile}"


class TileStyle(widgets.HTML):
    """A ``<style>`` element that defines the pictures of the tiles shown so far.

    Put it once among a board's children; :meth:`ensure` adds the tiles a board is about
    to show (rules already present are kept, so the value only grows).
    """

    value: str  # the widget's HTML (a traitlet of ipywidgets)

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)
        self._known: set[str] = set()
        self._rules: list[str] = [BASE_CSS]
        self.ensure([None])

    def ensure(self, tiles: Iterable[Tile | None]) -> None:
        fresh = [tile for tile in tiles if tile_class(tile) not in self._known]
        for tile in fresh:
            name = tile_class(tile)
            self._known.add(name)
            self._rules.append(f'.{name} {{ background-image: url("{_data_uri(tile)}"); }}')
        if fresh or not self.value:
            self.value = "<style>" + "\n".join(self._rules) + "</style>"


#: Layouts and styles shared by many widgets (every tile button of one size, every row): one
#: front-end model each instead of two per widget. A scoring calculator made ~330 models and
#: ~560 kernel messages, and a lesson of five of them on Run All overflowed the kernel's
#: message queue on a loaded machine: the last "idle" was dropped and the notebook stayed busy
#: (docs/DECISIONS.md, "Widgets share their layouts and styles"). Shared parts are never closed (see :func:`is_shared`).
_SHARED: dict[str, widgets.Widget] = {}


def shared(name: str, make: Callable[[], widgets.Widget]) -> widgets.Widget:
    """The shared layout or style ``name``, made by ``make()`` the first time.

    >>> shared("test", widgets.Layout) is shared("test", widgets.Layout)
    True
    """
    part = _SHARED.get(name)
    if part is None:
        part = _SHARED[name] = make()
    return part


def is_shared(widget: widgets.Widget) -> bool:
    """Whether ``widget`` is one of the shared layouts and styles (which nobody may close)."""
    return any(widget is part for part in _SHARED.values())


def tile_button(
    tile: Tile | None,
    style: TileStyle,
    *,
    lang: str | None = None,
    size: str = "large",
    on_click: Callable[[widgets.Button], None] | None = None,
    face_down: bool = False,
    kids: bool = False,
) -> widgets.Button:
    """A button showing ``tile`` (or its back when ``face_down`` or ``tile`` is ``None``);
    its tooltip names the tile (``kids``: by its children's name). Without ``on_click`` it is
    a picture that only looks like the others: no pointer over it (``mj-still``) and not in the
    keyboard's tab order, so nobody is invited to press a tile that does nothing.

    The tile is kept on the button as ``button.tile`` for the callbacks and the tests. Its
    layout and style are shared by every tile button of its size: give a button its own
    layout (``button.layout = tile_layout(size, grid_area=...)``) before changing it.
    """
    shown = None if face_down else tile
    style.ensure([shown])
    button = widgets.Button(
        description="",
        tooltip=tile_title(shown, lang, kids=kids),
        layout=shared(f"tile-{size}", lambda: tile_layout(size)),
        style=shared("tile-style", widgets.ButtonStyle),
        _dom_classes=("mj-tile", tile_class(shown), *(() if on_click else ("mj-still",))),  # in the first message
        tabbable=None if on_click else False,
    )
    button.tile = tile
    if on_click is not None:
        button.on_click(on_click)
    return button


def tile_layout(size: str = "large", **more: str) -> widgets.Layout:
    """A new layout of a tile button's size (``more``: e.g. ``grid_area`` in a pile)."""
    height = SIZES[size]
    return widgets.Layout(width=f"{height * 3 // 4 + 4}px", height=f"{height}px", **more)


def tile_title(tile: Tile | None, lang: str | None = None, *, kids: bool = False) -> str:
    """The words under the mouse for a tile (``None``: face down); ``kids``: the children's names.

    >>> from mjcore.tiles import Tile
    >>> tile_title(Tile.P6, "ru"), tile_title(Tile.P6, "ru", kids=True), tile_title(None, "en", kids=True)
    ('6 точек', '6 монет', 'A tile face down')
    """
    if tile is None:
        return t(WIDGETS.variant("base.face_down", ".kids", lang) if kids else "base.face_down", lang)
    return child_tile_name(tile, lang) if kids else tile.full_name(lang)


def mark(button: widgets.Button, state: str | None) -> None:
    """Outline a tile button: ``'selected'``, ``'good'``, ``'bad'``, ``'gone'`` or ``None``."""
    for name in ("mj-selected", "mj-good", "mj-bad", "mj-gone"):
        button.remove_class(name)
    if state:
        button.add_class(f"mj-{state}")


def marks(button: widgets.Button) -> set[str]:
    """The outline states of a tile button (for tests and boards)."""
    return {name[3:] for name in button._dom_classes if name in {"mj-selected", "mj-good", "mj-bad", "mj-gone"}}
