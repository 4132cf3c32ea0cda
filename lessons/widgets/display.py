"""Pictures of tiles for the lessons' text: ``show("123m 456p")`` in a one-line cell.

>>> picture = show("19m 19p", highlight=[0])
>>> picture.data.startswith("<svg")
True
"""

from __future__ import annotations

from collections.abc import Iterable

from IPython.display import SVG

from mjcore.notation import parse_tiles
from mjcore.render import row_svg


def show(tiles: str, *, highlight: Iterable[int] = (), height: int = 72) -> SVG:
    """The tiles written in ``tiles`` (MPSZ notation) as one row; ``highlight`` = indices."""
    return SVG(row_svg(parse_tiles(tiles), height=height, highlight=highlight))
