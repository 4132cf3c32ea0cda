"""PNG pictures of the logic's :class:`~bot.logic.Picture` values, cached (the same hand is
drawn once)."""

from __future__ import annotations

from functools import lru_cache

from mjcore.notation import parse_tiles
from mjcore.render import row_png

from bot.logic.model import Picture


@lru_cache(maxsize=512)
def _row(tiles: str) -> bytes:
    return row_png(parse_tiles(tiles), height=96)


def png(picture: Picture) -> bytes:
    return _row(picture.tiles)
