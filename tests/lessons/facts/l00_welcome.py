"""The welcome page: the suits' numbers, the tile it shows, the bird, what a bonus tile scores."""

from __future__ import annotations

import re

from mjcore.tiles import Tile

from . import LESSONS, Fact, cells, source
from .common import bird, bonus_gain, seat_numbers, suit_numbers

_shown = next(Tile.from_str(m.group(1)) for c in cells(LESSONS / "en" / "00_welcome.ipynb")
              if (m := re.fullmatch(r'Tile\.from_str\("(\w+)"\)', source(c))))
_seats = seat_numbers()

FACTS = [
    Fact("shown_tile", "", r"the (\d) of Dots", _shown.number),
    Fact("lowest_number", r"пронумерованы от (\d) до \d", r"numbered from (\d) to \d", suit_numbers()[0]),
    Fact("highest_number", r"пронумерованы от \d до (\d)", r"numbered from \d to (\d)", suit_numbers()[-1]),
    Fact("bird", "", r"the (\d) of Bamboo is drawn as a bird", bird()),
    Fact("mcr_bonus", r"каждая бонусная кость стоит (\d) очко", r"every bonus tile is worth (\d) point", bonus_gain("mcr", "1f 6f") // 2),
    Fact("seat_first", r"номер места \((\d)–\d\)", r"number of the seat \((\d)–\d\)", min(_seats.values())),
    Fact("seat_last", r"номер места \(\d–(\d)\)", r"number of the seat \(\d–(\d)\)", max(_seats.values())),
]

NOT_CLAIMS: list[tuple[str, str, str]] = []
