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

A tile owns its text form, as a chess move does (``Move.from_uci``/``uci``): ``str(tile)``
writes it, :meth:`Tile.from_str` reads it, and :func:`read_groups` is the one scanner of MPSZ
text that says what is wrong and where (:mod:`mjcore.notation` builds sets and hands on it).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, IntEnum
from functools import cache

from mjcore.errors import ParseError
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


#: The three suits of numbered tiles, in tile order (a tile's value // 9 indexes it).
NUMBER_SUITS: tuple[Suit, ...] = (Suit.CHARACTERS, Suit.DOTS, Suit.BAMBOO)
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
        """Parse one tile in MPSZ notation or a letter alias (``'5p'``, ``'E'``, ``'C'``);
        spaces and commas around it are allowed.

        Raises :class:`mjcore.errors.ParseError` on anything else, saying what and where.

        >>> Tile.from_str(" C ")
        Tile.RED
        >>> try:
        ...     Tile.from_str("55p")
        ... except ParseError as error:
        ...     print(error.message("en"))
        '55p' is not exactly one tile
        """
        tile = _BY_TEXT.get(text)
        if tile is not None:
            return tile
        tiles = read_row(text)
        if len(tiles) != 1:
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


# -- reading MPSZ text ----------------------------------------------------------------------
#: Letters some software writes for the honours: the winds, and the dragons by their Chinese
#: initials (``C`` red, ``F`` green, ``P`` white).
LETTER_ALIASES: dict[str, Tile] = {
    "E": Tile.EAST,
    "S": Tile.SOUTH,
    "W": Tile.WEST,
    "N": Tile.NORTH,
    "P": Tile.WHITE,
    "F": Tile.GREEN,
    "C": Tile.RED,
}
#: Each tile by its code, and the honours by their letters: a tile written alone, read at once.
_BY_TEXT: dict[str, Tile] = {**{code: Tile(k) for k, code in enumerate(_CODE_OF)}, **LETTER_ALIASES}
_BRACKETS = {"[": "]", "{": "}"}


@dataclass(frozen=True, slots=True)
class TileGroup:
    """Tiles read between brackets (or outside them), with the bracket and its position.

    >>> read_groups("12m [789s]")[1]
    TileGroup(tiles=(Tile.S7, Tile.S8, Tile.S9), bracket='[', pos=5)
    """

    tiles: tuple[Tile, ...]
    bracket: str  # "", "[" or "{"
    pos: int


def read_groups(text: str) -> list[TileGroup]:
    """MPSZ text cut into groups of tiles: the loose tiles first (perhaps none), then each
    bracketed group in order. The one scanner that explains a mistake: raises
    :class:`~mjcore.errors.ParseError` naming it and its 1-based character position.

    >>> [len(group.tiles) for group in read_groups("EE 5p {5555m}")]
    [3, 4]
    """
    groups: list[TileGroup] = []
    loose: list[Tile] = []
    inner: list[Tile] | None = None
    bracket, bracket_pos = "", 0
    digits, digits_pos = "", 0
    for index, char in enumerate(text):
        pos = index + 1
        target = loose if inner is None else inner
        if char.isdigit() and char.isascii():
            if not digits:
                digits_pos = pos
            digits += char
            continue
        if char in _SUITS_BY_LETTER:
            if not digits:
                raise ParseError("error.parse.unexpected", char=char, pos=pos)
            suit = _SUITS_BY_LETTER[char]
            for offset, digit in enumerate(digits):
                number = int(digit)
                if not 1 <= number <= SUIT_SIZE[suit]:
                    raise ParseError("error.parse.bad_number", tile=digit + char, pos=digits_pos + offset)
                tile = Tile.of(suit, number)
                if tile.is_bonus and inner is not None:
                    raise ParseError("error.parse.bonus_in_meld", pos=digits_pos + offset)
                target.append(tile)
            digits = ""
            continue
        if digits:
            if char.isalpha() and char not in LETTER_ALIASES:
                raise ParseError("error.parse.unknown_suit", char=char, pos=pos)
            raise ParseError("error.parse.no_suit", digits=digits, pos=digits_pos)
        if char in LETTER_ALIASES:
            target.append(LETTER_ALIASES[char])
        elif char.isspace() or char in ",":
            continue
        elif char in _BRACKETS:
            if inner is not None:
                raise ParseError("error.parse.nested", pos=pos)
            inner, bracket, bracket_pos = [], char, pos
        elif char in _BRACKETS.values():
            if inner is None or _BRACKETS[bracket] != char:
                raise ParseError("error.parse.unopened", char=char, pos=pos)
            if not inner:
                raise ParseError("error.parse.empty_meld", pos=bracket_pos)
            groups.append(TileGroup(tuple(inner), bracket, bracket_pos))
            inner = None
        else:
            raise ParseError("error.parse.unexpected", char=char, pos=pos)
    if digits:
        raise ParseError("error.parse.no_suit", digits=digits, pos=digits_pos)
    if inner is not None:
        raise ParseError("error.parse.unclosed", char=bracket, pos=bracket_pos)
    groups.insert(0, TileGroup(tuple(loose), "", 1))
    return groups


def read_row(text: str) -> tuple[Tile, ...]:
    """A row of loose tiles (no brackets), in the order written, through the scanner alone
    (:func:`mjcore.notation.parse_tiles` reads the same, faster for the common text).

    >>> read_row("19m, C")
    (Tile.M1, Tile.M9, Tile.RED)
    """
    groups = read_groups(text)
    if len(groups) > 1:
        raise ParseError("error.parse.melds_not_allowed", pos=groups[1].pos)
    if not groups[0].tiles:
        raise ParseError("error.parse.empty")
    return groups[0].tiles
