"""Mahjong solitaire (stage 9): remove free matching pairs until the board is clear.

The board keeps a :class:`mjcore.solitaire.SolitaireGame` (always dealt solvable) and draws
it layer by layer, the top layer first: each layer is a CSS grid in half-tile steps, so a
tile lying half over two others is drawn half-way between them, and a removed tile leaves
its place empty. Free tiles can be clicked; blocked ones are dimmed and disabled. Two free
matching tiles clicked one after the other are removed; a pair that may not go is refused
with the core's reason. "Hint" outlines a pair that keeps the game winnable, "Shuffle"
re-deals the tiles left (winnably) when no free pair matches.

>>> board = SolitaireBoard("kids", seed=7, lang="en", progress=None)
>>> board.status_text
'Little house (12 tiles): 0 pairs removed, 12 left, 0 shuffles.'
"""

from __future__ import annotations

import html

import ipywidgets as widgets

from lessons.widgets.activity import PlayBoard
from lessons.widgets.board import guarded
from lessons.widgets.progress import ProgressFile
from lessons.widgets.texts import course_lang
from lessons.widgets.tiles import SIZES, mark
from mjcore.i18n import plural, tr
from mjcore.solitaire import SolitaireError, SolitaireGame, deal, find_layout

__all__ = ["SolitaireBoard"]

#: Tile size by layout: the big layouts need smaller tiles to fit a screen.
TILE_SIZE = {"kids": "large", "pyramid": "large", "tower": "medium", "fortress": "small", "turtle": "small"}

STYLE = """<style>
.mj-solitaire .mj-blocked.jupyter-button, .mj-solitaire .mj-blocked.widget-button { opacity: 0.45; cursor: default; }
.mj-solitaire .mj-layer { margin: 4px 0 10px 0; }
.mj-solitaire .mj-layer-label { font-weight: bold; }
</style>"""


class SolitaireBoard(PlayBoard):
    """Mahjong solitaire on a layout of :data:`mjcore.solitaire.LAYOUTS` (kids ... turtle).

    ``buttons`` maps each position of the layout to its tile button (``board.buttons[i].click()``
    is a click on the tile at position ``i``). A cleared board is saved to the progress file.

    >>> board = SolitaireBoard("kids", seed=7, lang="en", progress=None)
    >>> a, b = board.game.hint()
    >>> board.buttons[a].click(); board.buttons[b].click()
    >>> board.game.remaining, board.feedback_text.startswith("Pair removed")
    (10, True)
    """

    activity = "solitaire"
    css = "mj-solitaire"

    def __init__(self, layout: str = "kids", *, seed: int | None = None, lang: str | None = None,
                 progress: ProgressFile | bool | None = None) -> None:
        #: The layout played (``layout`` is the widget's CSS layout, a trait of ipywidgets).
        self.arrangement = find_layout(layout)
        code = course_lang(lang)
        super().__init__("solitaire.title", seed=seed, lang=code, progress=progress,
                         layout=self.arrangement.title(code))
        self.size = TILE_SIZE.get(self.arrangement.name, "medium")
        self.buttons: dict[int, widgets.Button] = {}
        self.layer_parts: list[tuple[int, widgets.HTML, widgets.GridBox]] = []
        self.new_game()

    def start(self) -> None:
        self.game: SolitaireGame = deal(self.arrangement, self.rng)
        self.selected: int | None = None
        self.hinted: tuple[int, ...] = ()
        self.build()

    def tile_name(self, index: int) -> str:
        return self.game.tiles[index].full_name(self.lang)

    # moves
    @guarded
    def pick(self, index: int) -> None:
        """Select a free tile; a second free tile makes the pair (removed when they match)."""
        self.hinted = ()
        game = self.game
        if index == self.selected:
            self.selected = None
            self.say("")
        elif not game.is_free(index):
            self.say(self.tr("solitaire.blocked", tile=self.tile_name(index)), "bad")
        elif self.selected is None:
            self.selected = index
            self.say(self.tr("solitaire.picked", tile=self.tile_name(index)))
        else:
            first, self.selected = self.selected, None
            try:
                self.game = game.remove(first, index)
            except SolitaireError:  # refused: the selection is dropped, the board stays
                self.render()
                raise
            self.after_pair(first)
        self.render()

    def after_pair(self, index: int) -> None:
        game = self.game
        if game.is_won:
            self.record(layout=self.arrangement.name, pairs=len(game.removed), shuffles=game.shuffles, won=True)
            self.say_lines(self.tr("base.well_done"), game.result(), kind="good")
        elif game.is_stuck:
            self.say(game.result(), "bad")
        else:
            self.say(self.tr("solitaire.removed", tile=self.tile_name(index)), "good")

    @guarded
    def hint(self) -> None:
        """Outline a pair to take (one that keeps the board winnable)."""
        pair = self.game.hint()
        self.selected = None
        if pair is None:
            self.hinted = ()
            self.say(self.game.result(), "bad")
        else:
            self.hinted = pair
            self.say(self.tr("solitaire.hint", tile=self.tile_name(pair[0])))
        self.render()

    @guarded
    def shuffle(self) -> None:
        """Re-deal the tiles left so that the board can be cleared again."""
        self.selected, self.hinted = None, ()
        try:
            self.game = self.game.shuffle(self.rng)
        except SolitaireError:
            if self.game.is_stuck:  # no way on: the game is lost
                game = self.game
                self.record(layout=self.arrangement.name, pairs=len(game.removed), shuffles=game.shuffles, won=False)
            raise
        self.build()  # new faces
        self.say(self.tr("solitaire.shuffled"), "good")
        self.render()

    # view: the buttons are made once per deal (and shuffle); a move only updates them
    def build(self) -> None:
        """A caption and a grid of tile buttons for each layer, the top layer first."""
        self.buttons, self.layer_parts = {}, []
        parts: list[widgets.Widget] = [widgets.HTML(STYLE), self.label(self.tr("solitaire.rule"))]
        for z in reversed(range(self.arrangement.layers)):
            caption = widgets.HTML()
            grid = self.layer_grid(z)
            self.layer_parts.append((z, caption, grid))
            parts += [caption, grid]
        shuffle = self.action("solitaire.shuffle", self.shuffle, "mj-shuffle", style="warning")
        parts.append(self.controls(shuffle))
        self.set_rows(parts)

    def layer_grid(self, z: int) -> widgets.GridBox:
        """The tiles of layer ``z`` on a grid of half tiles (the whole layout's width)."""
        positions = self.arrangement.positions
        left, top = min(p.x for p in positions), min(p.y for p in positions)
        columns = max(p.x for p in positions) - left + 2
        rows = max(p.y for p in positions) - top + 2
        height = SIZES[self.size]
        width = height * 3 // 4 + 4
        here = [i for i, p in enumerate(positions) if p.z == z]
        buttons = self.tiles([self.game.tiles[i] for i in here], lambda k: self.pick(here[k]), size=self.size)
        for i, button in zip(here, buttons):
            # grid_area, not grid_row/grid_column: the widgets' front end drops those two
            # (checked in chromium with ipywidgets 8.1); the order is row / column.
            button.layout.grid_area = f"{positions[i].y - top + 1} / {positions[i].x - left + 1} / span 2 / span 2"
            self.buttons[i] = button
        grid = widgets.GridBox(buttons, layout=widgets.Layout(
            grid_template_columns=f"repeat({columns}, {(width + 4) / 2}px)",
            grid_template_rows=f"repeat({rows}, {(height + 4) / 2}px)"))
        grid.add_class("mj-layer")
        return grid

    def render(self) -> None:
        """Show the state: tiles gone, free (clickable) or blocked (dimmed), layer captions."""
        game = self.game
        free = self.arrangement.free_mask(game.present)
        for i, button in self.buttons.items():
            present, loose = bool(game.present >> i & 1), bool(free >> i & 1)
            button.disabled = not loose
            (button.add_class if present and loose else button.remove_class)("mj-free")
            (button.add_class if present and not loose else button.remove_class)("mj-blocked")
            state = "gone" if not present else "selected" if i == self.selected else "good" if i in self.hinted else None
            mark(button, state)
        for z, caption, grid in self.layer_parts:
            count = sum(1 for i, p in enumerate(self.arrangement.positions) if p.z == z and game.present >> i & 1)
            words = tr("solitaire.board.layer", self.lang, layer=z + 1, count=count,
                       tiles_word=plural("solitaire.unit.tiles", count, self.lang))
            caption.value = f'<div class="mj-label mj-layer-label">{html.escape(words)}</div>'
            caption.layout.display = grid.layout.display = None if count else "none"
        self.show_status(game.result())
