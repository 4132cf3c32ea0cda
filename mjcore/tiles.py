"""Tiles: the 34 kinds of the game and the 8 bonus tiles.

A :class:`Tile` is an :class:`~enum.IntEnum`, so it indexes count arrays directly:
``0..8`` characters ``1m..9m``, ``9..17`` dots ``1p..9p``, ``18..26`` bamboo
``1s..9s``, ``27..33`` honors ``1z..7z`` (East South West North White Green Red) and
``34..41`` bonus tiles ``1f..8f`` (flowers plum, orchid, chrysanthemum, bamboo;
seasons spring, summer, autumn, winter).

>>> Tile.from_str("5p")
Tile.P5
>>> str(Tile.RED), Tile.RED.full_name("en"), Tile.P5.full_name("ru")
('7z', 'Red dragon', '5 точек')
>>> Tile.SUMMER.seat, Tile.M1.is_terminal, Tile.EAST.glyph
(2, True, '🀀')
"""

from __future__ import annotations

from enum import Enum, IntEnum
from functools import cache

from mjcore.i18n import default_lang, normalize_lang, tr


class Suit(Enum):
    """The suit of a tile, by its notation letter."""

    CHARACTERS = "m"
    DOTS = "p"
    BAMBOO = "s"
    HONORS = "z"
    BONUS = "f"

    @property
    def letter(self) -> str:
        return self.value

    def full_name(self, lang: str | None = None) -> str:
        """``'Dots'`` / ``'Точки'``."""
        return tr(f"tile.suit.{self.value}", lang)


SUIT_OFFSET = {Suit.CHARACTERS: 0, Suit.DOTS: 9, Suit.BAMBOO: 18, Suit.HONORS: 27, Suit.BONUS: 34}
SUIT_SIZE = {Suit.CHARACTERS: 9, Suit.DOTS: 9, Suit.BAMBOO: 9, Suit.HONORS: 7, Suit.BONUS: 8}
_SUITS_BY_LETTER = {suit.value: suit for suit in Suit}

#: Unicode code points (block U+1F000) in tile order; note the block's own order differs.
_GLYPHS = (
    [0x1F007 + i for i in range(9)]  # characters
    + [0x1F019 + i for i in range(9)]  # dots
    + [0x1F010 + i for i in range(9)]  # bamboo
    + [0x1F000, 0x1F001, 0x1F002, 0x1F003, 0x1F006, 0x1F005, 0x1F004]  # E S W N, white green red
    + [0x1F022, 0x1F023, 0x1F025, 0x1F024]  # plum, orchid, chrysanthemum, bamboo
    + [0x1F026, 0x1F027, 0x1F028, 0x1F029]  # spring .. winter
)
#: The back of a tile (face down).
BACK_GLYPH = "\U0001F02B"

_HONOR_KEYS = ("east", "south", "west", "north", "white", "green", "red")
_BONUS_KEYS = ("plum", "orchid", "chrysanthemum", "bamboo", "spring", "summer", "autumn", "winter")


class Tile(IntEnum):
    """One of the 34 tile kinds or 8 bonus tiles; the value is the index in count arrays."""

    M1 = 0
    M2 = 1
    M3 = 2
    M4 = 3
    M5 = 4
    M6 = 5
    M7 = 6
    M8 = 7
    M9 = 8
    P1 = 9
    P2 = 10
    P3 = 11
    P4 = 12
    P5 = 13
    P6 = 14
    P7 = 15
    P8 = 16
    P9 = 17
    S1 = 18
    S2 = 19
    S3 = 20
    S4 = 21
    S5 = 22
    S6 = 23
    S7 = 24
    S8 = 25
    S9 = 26
    EAST = 27
    SOUTH = 28
    WEST = 29
    NORTH = 30
    WHITE = 31
    GREEN = 32
    RED = 33
    PLUM = 34
    ORCHID = 35
    CHRYSANTHEMUM = 36
    BAMBOO = 37
    SPRING = 38
    SUMMER = 39
    AUTUMN = 40
    WINTER = 41

    # -- construction -------------------------------------------------------------------
    @classmethod
    def of(cls, suit: Suit | str, number: int) -> Tile:
        """The tile of ``suit`` and ``number`` (1-based).

        >>> Tile.of("s", 1), Tile.of(Suit.HONORS, 5)
        (Tile.S1, Tile.WHITE)
        """
        if not isinstance(suit, Suit):
            if suit not in _SUITS_BY_LETTER:
                raise ValueError(f"no suit {suit!r}")
            suit = _SUITS_BY_LETTER[suit]
        if not 1 <= number <= SUIT_SIZE[suit]:
            raise ValueError(f"no tile {number}{suit.value}")
        return cls(SUIT_OFFSET[suit] + number - 1)

    @classmethod
    def from_str(cls, text: str) -> Tile:
        """Parse one tile in MPSZ notation or a letter alias (``'5p'``, ``'E'``, ``'C'``).

        Raises :class:`mjcore.errors.ParseError` on anything else.
        """
        from mjcore.notation import parse_tiles

        tiles = parse_tiles(text)
        if len(tiles) != 1:
            from mjcore.errors import ParseError

            raise ParseError("error.parse.not_one_tile", text=text)
        return tiles[0]

    # -- classification -----------------------------------------------------------------
    @property
    def suit(self) -> Suit:
        return _SUIT_OF[self]

    @property
    def number(self) -> int:
        """1..9 for suited tiles, 1..7 for honors (``1z``..``7z``), 1..8 for bonus tiles."""
        return _NUMBER_OF[self]

    @property
    def is_suited(self) -> bool:
        return self < 27

    @property
    def is_honor(self) -> bool:
        return 27 <= self < 34

    @property
    def is_wind(self) -> bool:
        return 27 <= self <= 30

    @property
    def is_dragon(self) -> bool:
        return 31 <= self <= 33

    @property
    def is_terminal(self) -> bool:
        """A 1 or a 9 of a suit."""
        return self < 27 and self % 9 in (0, 8)

    @property
    def is_terminal_or_honor(self) -> bool:
        return self.is_terminal or self.is_honor

    @property
    def is_simple(self) -> bool:
        """A 2..8 of a suit."""
        return self < 27 and 0 < self % 9 < 8

    @property
    def is_bonus(self) -> bool:
        return self >= 34

    @property
    def is_flower(self) -> bool:
        return 34 <= self <= 37

    @property
    def is_season(self) -> bool:
        return self >= 38

    @property
    def seat(self) -> int | None:
        """For a bonus tile, the seat (1-4, East = 1) it belongs to: tile *n* matches seat ((n-1) mod 4)+1."""
        return (self - 34) % 4 + 1 if self.is_bonus else None

    # -- presentation -------------------------------------------------------------------
    @property
    def glyph(self) -> str:
        """The Unicode mahjong glyph (block U+1F000)."""
        return chr(_GLYPHS[self])

    def full_name(self, lang: str | None = None) -> str:
        """The tile's name for a learner: ``'5 of Dots'`` / ``'5 точек'``, ``'East wind'``."""
        return _full_name(self, normalize_lang(lang) or default_lang())

    def _name(self, lang: str) -> str:
        if self.is_suited:
            n = self.number
            form = "one" if n == 1 else "few" if n <= 4 else "many"
            return tr(f"tile.name.{self.suit.value}.{form}", lang, n=n)
        if self.is_honor:
            return tr(f"tile.name.{_HONOR_KEYS[self - 27]}", lang)
        return tr(f"tile.name.{_BONUS_KEYS[self - 34]}", lang, n=self.number)

    def __str__(self) -> str:
        return _CODE_OF[self]

    def __repr__(self) -> str:
        return f"Tile.{self.name}"

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


_SUIT_OF = tuple(
    Suit.CHARACTERS if k < 9 else Suit.DOTS if k < 18 else Suit.BAMBOO if k < 27 else Suit.HONORS if k < 34 else Suit.BONUS
    for k in range(42)
)
_NUMBER_OF = tuple(k - SUIT_OFFSET[_SUIT_OF[k]] + 1 for k in range(42))
_CODE_OF = tuple(f"{_NUMBER_OF[k]}{_SUIT_OF[k].value}" for k in range(42))


@cache
def _full_name(tile: Tile, lang: str) -> str:
    return tile._name(lang)


def _tile_repr_svg(tile: Tile) -> str:
    """Jupyter shows a tile as its picture (the renderer is imported only when needed)."""
    from mjcore.render import tile_svg

    return tile_svg(tile)


# Enum reserves _sunder_ names inside the class body, so the Jupyter hook is set here.
Tile._repr_svg_ = _tile_repr_svg  # type: ignore[attr-defined]

#: The 34 tile kinds of play, in order.
KINDS: tuple[Tile, ...] = tuple(Tile(i) for i in range(34))
#: The 8 bonus tiles.
BONUS_TILES: tuple[Tile, ...] = tuple(Tile(i) for i in range(34, 42))
#: Terminals and honors: the 13 kinds of thirteen orphans.
ORPHANS: tuple[Tile, ...] = tuple(t for t in KINDS if t.is_terminal_or_honor)
WINDS: tuple[Tile, ...] = (Tile.EAST, Tile.SOUTH, Tile.WEST, Tile.NORTH)
DRAGONS: tuple[Tile, ...] = (Tile.WHITE, Tile.GREEN, Tile.RED)


def tiles_str(tiles: object) -> str:
    """Compact MPSZ text for an iterable of tiles, in the given order grouped by runs of one suit.

    >>> tiles_str([Tile.M1, Tile.M2, Tile.P5, Tile.EAST])
    '12m5p1z'
    """
    out: list[str] = []
    digits: list[str] = []
    letter = ""
    for tile in tiles:  # type: ignore[attr-defined]
        code = _CODE_OF[tile]
        if code[1] != letter and digits:
            out.append("".join(digits) + letter)
            digits = []
        letter = code[1]
        digits.append(code[0])
    if digits:
        out.append("".join(digits) + letter)
    return "".join(out)
