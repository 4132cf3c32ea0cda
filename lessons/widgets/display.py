"""Pictures of tiles for the lessons' text: ``show("123m 456p")`` in a one-line cell.

>>> picture = show("19m 19p", highlight=[0])
>>> picture.data.startswith("<svg")
True
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TypeVar

from IPython.display import SVG, DisplayObject

from mjcore.notation import parse_tiles
from mjcore.render import row_svg

Shown = TypeVar("Shown", bound=DisplayObject)


def shown(kind: type[Shown], text: str) -> Shown:
    """``kind(text)`` (IPython's ``SVG``, ``HTML``, ``Markdown``...) without its look for a file
    named ``text``: IPython first asks whether its text is a path, and in the static site every
    such look is a synchronous request to the page's drive (the lesson's folder is the current one).

    >>> from IPython.display import Markdown
    >>> shown(Markdown, "**bold**/x").data
    '**bold**/x'
    """
    value = kind()
    value.data = text
    return value


def show(tiles: str, *, highlight: Iterable[int] = (), height: int = 72) -> SVG:
    """The tiles written in ``tiles`` (MPSZ notation) as one row; ``highlight`` = indices."""
    return shown(SVG, row_svg(parse_tiles(tiles), height=height, highlight=highlight))
