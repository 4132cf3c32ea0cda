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
from collections.abc import Callable
from xml.sax.saxutils import quoteattr

import ipywidgets as widgets

from lessons.widgets.board import Board
from mjcore.errors import MahjongError
from mjcore.hand import Hand
from mjcore.render import hand_svg
from mjcore.tiles import Tile


def child_titles(svg: str, hand: Hand, name: Callable[[Tile], str]) -> str:
    """A hand picture's words under the mouse (its titles, its label) by ``name`` — the
    children's names on the kids' track — instead of the codes the renderer writes."""
    names = ", ".join(name(tile) for tile in (*hand.all_tiles, *hand.bonus))

    def title(match: re.Match[str]) -> str:
        try:
            return f"{match.group(1)}{html.escape(name(Tile.from_str(match.group(2))))}{match.group(3)}"
        except MahjongError:  # the picture's own title: the whole hand
            return f"{match.group(1)}{html.escape(names)}{match.group(3)}"

    svg = re.sub(r"(<title>)([^<]*)(</title>)", title, svg)
    return re.sub(r'aria-label="[^"]*"', lambda _m: f"aria-label={quoteattr(names)}", svg)


def hand_picture(board: Board, hand: Hand, css: str) -> widgets.HTML:
    """The question's hand drawn (in the children's words on a kids' board), classed ``css``."""
    svg = hand_svg(hand, height=72)
    picture = widgets.HTML(child_titles(svg, hand, board.tile_name) if board.kids_words else svg)
    picture.add_class(css)
    return picture


def prompt_html(counter: str, prompt: str) -> str:
    """The counter line (``counter`` is HTML: escape its words) and the prompt, lines kept."""
    body = html.escape(prompt).replace("\n", "<br>")
    return f'<div class="mj-quiz-counter">{counter}</div><div class="mj-quiz-prompt mj-msg mj-info">{body}</div>'


__all__ = ["child_titles", "hand_picture", "prompt_html"]
