"""Tiles on the bot's buttons and in its own lines: a child's name on the children's track
(``8 монет``, ``красный дракон``), the code (``8p``) for everybody else.

The names are the core's (:func:`mjcore.kidswords.child_tile_name`, from the glossary's "for
children" column); the core's texts name tiles themselves (``Message.text(lang, kids=True,
tiles="kids")``, :func:`mjcore.game.describe.step_lines` with ``tile_names``), so nothing here
rewrites a text after the fact.

>>> from mjcore.tiles import Tile
>>> tile_label(Tile.from_str("8p"), "ru", True), tile_label(Tile.from_str("7z"), "ru", True)
('8 монет', 'красный дракон')
"""

from __future__ import annotations

from collections.abc import Iterable

from mjcore.kidswords import child_tile_name
from mjcore.tiles import Tile


def tile_label(tile: Tile, lang: str, kids: bool) -> str:
    """A tile on a button or in a caption: the child's name on the children's track, else its code.

    >>> tile_label(Tile.from_str("5z"), "en", True), tile_label(Tile.from_str("5z"), "en", False)
    ('white dragon', '5z')
    """
    return child_tile_name(tile, lang) if kids else str(tile)


def tiles_label(tiles: Iterable[Tile], lang: str, kids: bool) -> str:
    """Several tiles: ``"8 монет, 9 монет"`` for a child (the same tile in a row once, with its
    count: ``"ветер Север ×3"``), ``"8p 9p"`` otherwise (``—`` for none).

    >>> tiles_label([Tile.from_str(x) for x in ("4z", "4z", "4z", "1p")], "ru", True)
    'ветер Север ×3, 1 монета'
    """
    names = [tile_label(t, lang, kids) for t in tiles]
    if not kids:
        return " ".join(names) or "—"
    runs: list[tuple[str, int]] = []
    for name in names:
        if runs and runs[-1][0] == name:
            runs[-1] = (name, runs[-1][1] + 1)
        else:
            runs.append((name, 1))
    return ", ".join(f"{name} ×{count}" if count != 1 else name for name, count in runs) or "—"
