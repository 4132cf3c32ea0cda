"""Tile names in a child's words on the bot's children's track: ``8 монет``, ``красный дракон``,
never an MPSZ code such as ``5z``.

The names are the core's (:func:`mjcore.kidswords.child_tile_name`, from the glossary's "for
children" column); this module puts them on buttons and captions and rewrites the game's lines.

>>> child_tile_name(Tile.from_str("8p"), "ru"), child_tile_name(Tile.from_str("7z"), "ru")
('8 монет', 'красный дракон')
>>> child_tile_name(Tile.from_str("1s"), "en"), child_tile_name(Tile.from_str("3m"), "en")
('1 bamboo', 'character 3')
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from mjcore.kidswords import child_tile_name as kids_name
from mjcore.tiles import Tile

#: A run of tiles in MPSZ notation: ``5m 8m 6p``, ``123s``, ``[222p]``, ``44p``.
#: A code with its name after it, ``2f (Orchid (flower 2))``: the name alone is enough.
_NAMED = re.compile(r"\b[1-8][fz] \(((?:[^()]|\([^()]*\))*)\)")
_RUN = re.compile(r"\[?\b[1-9]+[mpszf]\b\]?(?:\s+\[?\b[1-9]+[mpszf]\b\]?)*")


def child_tile_name(tile: Tile, lang: str) -> str:
    """The tile as a child calls it: the core's children's name."""
    return kids_name(tile, lang)


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
    runs: list[list[object]] = []
    for name in names:
        if runs and runs[-1][0] == name:
            runs[-1][1] = int(str(runs[-1][1])) + 1
        else:
            runs.append([name, 1])
    return ", ".join(f"{name} ×{count}" if count != 1 else str(name) for name, count in runs) or "—"


def kids_text(text: str, lang: str) -> str:
    """``text`` with every run of MPSZ codes written in a child's words (the game's captions on
    the children's track).

    >>> kids_text("you discard 5z; your tiles: 5m 8m [222p]", "en")
    'you discard white dragon; your tiles: character 5 · character 8 · 2 coins ×3'
    >>> kids_text("2f (Orchid (flower 2)) is a bonus tile", "en")
    'Orchid (flower 2) is a bonus tile'
    """
    def names(match: re.Match[str]) -> str:
        groups = []
        try:
            for token in match.group(0).replace("[", " ").replace("]", " ").split():
                groups.append([Tile.from_str(f"{digit}{token[-1]}") for digit in token[:-1]])
        except ValueError:  # not tiles after all ("9z")
            return match.group(0)
        if all(len(group) == 1 for group in groups):  # single tiles: one list
            return tiles_label([g[0] for g in groups], lang, True)
        return " · ".join(tiles_label(group, lang, True) for group in groups)  # sets apart

    return _RUN.sub(names, _NAMED.sub(r"\1", text))
