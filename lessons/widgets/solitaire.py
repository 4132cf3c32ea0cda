"""Mahjong solitaire (stage 9): take away free matching pairs until the pile is gone.

The board keeps a :class:`mjcore.solitaire.SolitaireGame` (always dealt solvable) and draws
it as a real pile: every tile on one grid in half-tile steps, the upper layers shifted up
and to the left with a shadow under them and painted over the tiles below, so a child sees
what lies on what.  A removed tile leaves its place empty.  Free tiles are bright, the
others pale; a click on a pale tile says why it cannot go in the article's words (the
core's :meth:`~mjcore.solitaire.SolitaireGame.why_blocked`: something lies on it, or both
its sides are closed).  Two free matching tiles clicked one after the other go away; a
pair that does not match is refused.  "Hint" outlines a pair that keeps the game
winnable, "Shuffle" re-deals the tiles left (winnably) when no free pair matches.  The
layouts are chosen with picture buttons (:class:`lessons.widgets.choice.SolitaireChoice`).

>>> board = SolitaireBoard("kids", seed=7, lang="en", progress=None)
>>> board.status_text
'Tiles left: 12.'
"""

from __future__ import annotations

import ipywidgets as widgets

from lessons.widgets.activity import PlayBoard
from lessons.widgets.board import guarded
from lessons.widgets.progress import ProgressFile
from lessons.widgets.texts import course_lang, t
from lessons.widgets.tiles import SIZES, mark, tile_layout
from mjcore.solitaire import IllegalPairError, SolitaireError, SolitaireGame, deal, find_layout

__all__ = ["SolitaireBoard"]

#: Tile size by layout: the big layouts need smaller tiles to fit a screen.
TILE_SIZE = {"kids": "large", "pyramid": "large", "tower": "medium", "fortress": "small", "turtle": "small"}

#: How far a layer is lifted up and to the left, in pixels per layer, by tile size.
LIFT = {"small": 4, "medium": 5, "large": 7}


def _style(lift: int, layers: int) -> str:
    # pale tiles are greyed, never see-through: a tile below must not show through the one on it
    shadow = f"drop-shadow({lift // 2 + 1}px {lift // 2 + 1}px 1px rgba(60, 40, 10, 0.45))"
    shifts = "\n".join(
        f".mj-solitaire .mj-z{z} {{ transform: translate({-lift * z}px, {-lift * z}px); z-index: {z + 1};"
        f" filter: {shadow}; }}\n"
        f".mj-solitaire .mj-z{z}.mj-blocked {{ filter: {shadow} grayscale(0.7) brightness(0.8); }}"
        for z in range(layers))
    return f"""<style>
.mj-solitaire .mj-pile-view {{ padding: {lift * layers + 8}px 8px 8px {lift * layers + 8}px; }}
.mj-solitaire .mj-blocked.jupyter-button, .mj-solitaire .mj-blocked.widget-button {{ cursor: not-allowed; }}
.mj-solitaire .mj-pile-view .mj-tile {{ margin: 0; }}
{shifts}
</style>"""


class SolitaireBoard(PlayBoard):
    """Mahjong solitaire on a layout of :data:`mjcore.solitaire.LAYOUTS` (kids ... turtle).

    ``buttons`` maps each position of the layout to its tile button (``board.buttons[i].click()``
    is a click on the tile at position ``i``). A cleared board is saved to the progress file.

    >>> board = SolitaireBoard("kids", seed=7, lang="en", progress=None)
    >>> a, b = board.game.hint()
    >>> board.buttons[a].click(); board.buttons[b].click()
    >>> board.game.remaining, board.feedback_text
    (10, 'Pair taken away!')
    >>> board.buttons[0].click()             # a tile under another one
    >>> board.feedback_text
    'Something lies on this tile: take the tile on top first.'
    """

    activity = "solitaire"
    css = "mj-solitaire"
    #: the kids' track's board (stage 9 of the article): tiles by their children's names
    kids_words = True

    def __init__(self, layout: str = "kids", *, seed: int | None = None, lang: str | None = None,
                 progress: ProgressFile | bool | None = None) -> None:
        #: The layout played (``layout`` is the widget's CSS layout, a trait of ipywidgets).
        self.arrangement = find_layout(layout)
        code = course_lang(lang)
        super().__init__("solitaire.kids.title", seed=seed, lang=code, progress=progress,
                         layout=t(f"choice.layout.{self.arrangement.name}", code))
        self.size = TILE_SIZE.get(self.arrangement.name, "medium")
        self.buttons: dict[int, widgets.Button] = {}
        self.new_game()

    def start(self) -> None:
        self.game: SolitaireGame = deal(self.arrangement, self.rng)
        self.selected: int | None = None
        self.hinted: tuple[int, ...] = ()
        self.build()

    # moves
    @guarded
    def pick(self, index: int) -> None:
        """Select a free tile; a second free tile makes the pair (removed when they match).
        A tile that is not free says why."""
        self.hinted = ()
        game = self.game
        why = game.why_blocked(index)
        if index == self.selected:
            self.selected = None
            self.say("")
        elif why is not None:
            self.say(why, "bad")
        elif not game.present >> index & 1:
            return
        elif self.selected is None:
            self.selected = index
            self.say(self.tr("solitaire.kids.picked"))
        else:
            first, self.selected = self.selected, None
            try:
                self.game = game.remove(first, index)
            except IllegalPairError as error:  # refused: the selection is dropped, the board stays
                self.render()
                if error.key == "error.solitaire.no_match":
                    self.say(self.tr("solitaire.kids.no_match"), "bad")
                    return
                raise
            self.after_pair()
        self.render()

    def after_pair(self) -> None:
        game = self.game
        if game.is_won:
            self.record(layout=self.arrangement.name, pairs=len(game.removed), shuffles=game.shuffles, won=True)
            self.say(self.tr("solitaire.kids.won"), "good")
        elif game.is_stuck:
            self.say(self.tr("solitaire.kids.stuck"), "bad")
        else:
            self.say(self.tr("solitaire.kids.removed"), "good")

    @guarded
    def hint(self) -> None:
        """Outline a pair to take (one that keeps the board winnable)."""
        pair = self.game.hint()
        self.selected = None
        if pair is None:
            self.hinted = ()
            self.say(self.tr("solitaire.kids.stuck"), "bad")
        else:
            self.hinted = pair
            self.say(self.tr("solitaire.kids.hint"))
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
        """One grid of half tiles holding the whole pile, the lower layers first (so the
        upper ones are painted over them)."""
        positions = self.arrangement.positions
        left, top = min(p.x for p in positions), min(p.y for p in positions)
        columns = max(p.x for p in positions) - left + 2
        rows = max(p.y for p in positions) - top + 2
        height = SIZES[self.size]
        width = height * 3 // 4 + 4
        order = sorted(range(len(positions)), key=lambda i: (positions[i].z, positions[i].y, positions[i].x))
        buttons = self.tiles([self.game.tiles[i] for i in order], lambda k: self.pick(order[k]), size=self.size)
        self.buttons = {}
        for i, button in zip(order, buttons):
            p = positions[i]
            # grid_area, not grid_row/grid_column: the widgets' front end drops those two
            # (checked in chromium with ipywidgets 8.1); the order is row / column.
            button.layout = tile_layout(self.size, grid_area=f"{p.y - top + 1} / {p.x - left + 1} / span 2 / span 2")
            button.add_class(f"mj-z{p.z}")
            self.buttons[i] = button
        pile = widgets.GridBox(buttons, layout=widgets.Layout(
            grid_template_columns=f"repeat({columns}, {width / 2}px)",
            grid_template_rows=f"repeat({rows}, {height / 2}px)"))
        pile.add_class("mj-pile-view")
        shuffle = self.action("solitaire.shuffle", self.shuffle, "mj-shuffle", style="warning")
        style = widgets.HTML(_style(LIFT[self.size], self.arrangement.layers))
        self.set_rows([style, self.label(self.tr("solitaire.kids.rule")), pile, self.controls(shuffle)])

    def render(self) -> None:
        """Show the state: tiles gone, free (bright) or blocked (pale, a click says why)."""
        game = self.game
        free = self.arrangement.free_mask(game.present)
        for i, button in self.buttons.items():
            present, loose = bool(game.present >> i & 1), bool(free >> i & 1)
            button.disabled = not present
            (button.add_class if present and loose else button.remove_class)("mj-free")
            (button.add_class if present and not loose else button.remove_class)("mj-blocked")
            state = "gone" if not present else "selected" if i == self.selected else "good" if i in self.hinted else None
            mark(button, state)
        self.show_status(self.tr("solitaire.kids.status", remaining=game.remaining))
