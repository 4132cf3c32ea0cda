"""MPSZ notation: the project's compact, round-trip text form of tiles and hands.

=========  ==========================================================
``123m``   characters 1, 2, 3 (``p`` dots, ``s`` bamboo)
``1z..7z`` East, South, West, North, White, Green, Red
``E S W N``  wind letters; ``C F P`` Red, Green, White (Chinese Official software)
``1f..8f`` bonus tiles: flowers plum..bamboo, seasons spring..winter
``[789s]`` an open (claimed) set: chow, pung or kong
``{5555m}`` a concealed kong
=========  ==========================================================

Spaces may separate groups. The formatter writes the canonical form: concealed tiles
sorted and grouped by suit, then the melds in order, then the bonus tiles.

>>> str(parse_hand("EESS 456p 321m [789s] 1f"))
'123m456p1122z [789s] 1f'
>>> parse_tiles("5pC")
(Tile.P5, Tile.RED)
"""

from __future__ import annotations

from dataclasses import dataclass

from mjcore.errors import MahjongError, ParseError
from mjcore.hand import Hand, Meld, check_copies
from mjcore.tiles import SUIT_SIZE, Suit, Tile, tiles_str

LETTER_ALIASES: dict[str, Tile] = {
    "E": Tile.EAST,
    "S": Tile.SOUTH,
    "W": Tile.WEST,
    "N": Tile.NORTH,
    "P": Tile.WHITE,
    "F": Tile.GREEN,
    "C": Tile.RED,
}
_SUIT_LETTERS = {suit.value: suit for suit in Suit}
_BRACKETS = {"[": "]", "{": "}"}


@dataclass(frozen=True, slots=True)
class _Group:
    """Tiles read between brackets (or outside them), with the bracket and its position."""

    tiles: tuple[Tile, ...]
    bracket: str  # "", "[" or "{"
    pos: int


def _read(text: str) -> list[_Group]:
    """Tokenize ``text`` into groups; positions in messages are 1-based characters."""
    groups: list[_Group] = []
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
        if char in _SUIT_LETTERS:
            if not digits:
                raise ParseError("error.parse.unexpected", char=char, pos=pos)
            suit = _SUIT_LETTERS[char]
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
            groups.append(_Group(tuple(inner), bracket, bracket_pos))
            inner = None
        else:
            raise ParseError("error.parse.unexpected", char=char, pos=pos)
    if digits:
        raise ParseError("error.parse.no_suit", digits=digits, pos=digits_pos)
    if inner is not None:
        raise ParseError("error.parse.unclosed", char=bracket, pos=bracket_pos)
    groups.insert(0, _Group(tuple(loose), "", 1))
    return groups


def parse_tiles(text: str) -> tuple[Tile, ...]:
    """Parse a row of loose tiles (no brackets), in the order written.

    Copies are not limited: a row may show a whole pile. Raises :class:`ParseError`.

    >>> parse_tiles("19m 19p EC 1f")
    (Tile.M1, Tile.M9, Tile.P1, Tile.P9, Tile.EAST, Tile.RED, Tile.PLUM)
    """
    groups = _read(text)
    if len(groups) > 1:
        raise ParseError("error.parse.melds_not_allowed", pos=groups[1].pos)
    if not groups[0].tiles:
        raise ParseError("error.parse.empty")
    return groups[0].tiles


def _meld_of(group: _Group) -> Meld:
    try:
        return Meld.from_tiles(group.tiles, open=group.bracket == "[")
    except MahjongError as error:
        raise ParseError(error.key, **error.params) from None


def parse_meld(text: str) -> Meld:
    """Parse one set: ``'[789s]'``, ``'{5555m}'``; bare tiles are taken as an open set."""
    groups = _read(text)
    if len(groups) == 1:
        return _meld_of(_Group(groups[0].tiles, "[", 1))
    if len(groups) != 2 or groups[0].tiles:
        raise ParseError("error.parse.unexpected", char=text.strip()[:1], pos=1)
    return _meld_of(groups[1])


def parse_hand(text: str, *, check_size: bool = True) -> Hand:
    """Parse a hand: concealed tiles, ``[open]`` and ``{concealed kong}`` sets, bonus tiles.

    Raises :class:`ParseError` for bad notation, :class:`~mjcore.errors.InvalidHandError`
    for an impossible hand (5 copies of a tile, 12 tiles...).

    >>> parse_hand("123m456p789s1122z5p").tile_count
    14
    """
    groups = _read(text)
    loose = groups[0].tiles
    if not loose and len(groups) == 1:
        raise ParseError("error.parse.empty")
    melds = tuple(_meld_of(group) for group in groups[1:])
    concealed = tuple(t for t in loose if not t.is_bonus)
    bonus = tuple(t for t in loose if t.is_bonus)
    return Hand(concealed, melds, bonus, check_size)


def format_hand(hand: Hand) -> str:
    """The canonical text of a hand; ``parse_hand(format_hand(h)) == h``.

    >>> format_hand(parse_hand("{5555m} 5z5z 123p 456p 789p"))
    '123456789p55z {5555m}'
    """
    parts = [tiles_str(hand.concealed)] if hand.concealed else []
    parts += [str(meld) for meld in hand.melds]
    if hand.bonus:
        parts.append(tiles_str(hand.bonus))
    return " ".join(parts)


def format_tiles(tiles: tuple[Tile, ...] | list[Tile]) -> str:
    """Tiles in the order given, compact: ``'12m5p1z'``."""
    return tiles_str(tiles)


__all__ = ["LETTER_ALIASES", "format_hand", "format_tiles", "parse_hand", "parse_meld", "parse_tiles", "check_copies"]
