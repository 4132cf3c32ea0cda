"""A question of the core on a board: its counter and prompt, its hand in a picture.

The quiz (:class:`~lessons.widgets.quiz.QuizWidget`) and the drills
(:class:`~lessons.widgets.drill.ScoreItYourself`) show a question the same way; on the kids'
track the picture's words under the mouse are the children's tile names, not codes
(:func:`child_titles`).

>>> from lessons.widgets.board import Board
>>> board = Board(lang="en")
>>> from mjcore.hand import Hand
>>> "mj-quiz-hand" in hand_picture(board, Hand.from_str("123m", check_size=False), "mj-quiz-hand")._dom_classes
True
>>> prompt_html("Question 1 of 2", "Which tile?\\nPick one.")
'<div class="mj-quiz-counter">Question 1 of 2</div><div class="mj-quiz-prompt mj-msg mj-info">Which tile?<br>Pick one.</div>'
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Sequence
from xml.sax.saxutils import quoteattr

import ipywidgets as widgets

from lessons.widgets.board import Board
from mjcore.errors import MahjongError
from mjcore.hand import Hand
from mjcore.render import row_svg
from mjcore.render.layout import hand_pieces
from mjcore.tiles import Tile

#: The pieces of a hand's picture wrap on a narrow screen; a meld or the bonus tiles stand
#: apart from what is before them (the renderer's group gap, 22 of a tile's 72 units, at 72 px).
HAND_CSS = ("<style>.mj-hand-pieces { display: flex; flex-wrap: wrap; align-items: flex-end; row-gap: 6px; max-width: 100%; }"
            " .mj-hand-piece svg { display: block; max-width: 100%; height: auto; }"
            " .mj-hand-piece.mj-apart { margin-left: 16px; }</style>")


def child_titles(svg: str, tiles: Sequence[Tile], name: Callable[[Tile], str]) -> str:
    """A picture of ``tiles``: its words under the mouse (its titles, its label) by ``name`` —
    the children's names on the kids' track — instead of the codes the renderer writes."""
    names = ", ".join(name(tile) for tile in tiles)

    def title(match: re.Match[str]) -> str:
        try:
            return f"{match.group(1)}{html.escape(name(Tile.from_str(match.group(2))))}{match.group(3)}"
        except MahjongError:  # the picture's own title: the whole hand
            return f"{match.group(1)}{html.escape(names)}{match.group(3)}"

    svg = re.sub(r"(<title>)([^<]*)(</title>)", title, svg)
    return re.sub(r'aria-label="[^"]*"', lambda _m: f"aria-label={quoteattr(names)}", svg)


def hand_picture(board: Board, hand: Hand, css: str) -> widgets.HTML:
    """The question's hand drawn (in the children's words on a kids' board), classed ``css``:
    in pieces (:func:`~mjcore.render.layout.hand_pieces`) that stand in one line where the
    width allows and wrap on a phone, at most seven concealed tiles a line, a set never split
    (one picture of 14 tiles was cut after the 7th on a phone's 412 px)."""
    picture = widgets.HTML(hand_html(board, hand))
    picture.add_class(css)
    return picture


def hand_html(board: Board, hand: Hand) -> str:
    """The HTML of :func:`hand_picture`, for a picture widget that stays and changes its hand."""
    parts = []
    for piece in hand_pieces(hand):
        svg = row_svg(piece.drawn, height=72)
        svg = child_titles(svg, piece.tiles, board.tile_name) if board.kids_words else svg
        parts.append(f'<span class="mj-hand-piece{" mj-apart" if piece.apart else ""}">{svg}</span>')
    return f'{HAND_CSS}<div class="mj-hand-pieces">{"".join(parts)}</div>'


def prompt_html(counter: str, prompt: str) -> str:
    """The counter line (``counter`` is HTML: escape its words) and the prompt, lines kept."""
    body = html.escape(prompt).replace("\n", "<br>")
    return f'<div class="mj-quiz-counter">{counter}</div><div class="mj-quiz-prompt mj-msg mj-info">{body}</div>'


__all__ = ["child_titles", "hand_html", "hand_picture", "prompt_html"]
