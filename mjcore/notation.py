"""MPSZ notation: the project's compact, round-trip text form of tiles and hands.

A tile reads itself (:meth:`mjcore.tiles.Tile.from_str`, with the one scanner that says what
is wrong and where, :func:`mjcore.tiles.read_groups`), and a set and a hand write themselves
(``str(hand)``: the canonical form). This module is the one reader of sets and hands, fast for
the common text: ``Hand.from_str`` and ``Meld.from_str`` call it.

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

import re

from mjcore.errors import MahjongError, ParseError
from mjcore.hand import Hand, Meld, check_copies
from mjcore.tiles import LETTER_ALIASES, SUIT_OFFSET, SUIT_SIZE, Suit, Tile, TileGroup, read_groups, read_row, tiles_str

# -- the fast path ---------------------------------------------------------------------------
# The common text — digit runs with their suit letter, letter aliases, sets in brackets, spaces
# and commas — is cut into tokens by one regular expression and read through tables. A token
# of anything else (a tab, every mistake) sends the whole text to the scanner above, which
# alone says what is wrong and where: the fast path accepts only text that the scanner reads
# the same way (a test compares the two on random text).
_TILE_OF: dict[str, dict[str, Tile]] = {
    suit.value: {str(n): Tile(SUIT_OFFSET[suit] + n - 1) for n in range(1, SUIT_SIZE[suit] + 1)} for suit in Suit
}
_PLAIN = r"[1-9]+[mps]|[1-7]+z|[ESWNPFC]+"
_PLAIN_RE = re.compile(_PLAIN)
_INNER = rf"(?:[ ,]*(?:{_PLAIN}))+[ ,]*"  # what a bracket holds: at least one tile, no bonus tile
#: The tokens of a hand; ``.`` takes any other character alone.
_HAND_TOKENS = re.compile(rf"{_PLAIN}|[1-8]+f|\[{_INNER}\]|\{{{_INNER}\}}|[ ,]+|.", re.DOTALL)
#: The tokens of a row of loose tiles.
_ROW_TOKENS = re.compile(rf"{_PLAIN}|[1-8]+f|[ ,]+|.", re.DOTALL)
#: One tile written alone (``5p``, ``E``): the most frequent row of all.
_ONE_TILE: dict[str, tuple[Tile, ...]] = {str(tile): (tile,) for tile in Tile}
_ONE_TILE.update({a: (t,) for a, t in LETTER_ALIASES.items()})
#: The tiles of each token met before (``'25789m'``, ``'EESS'``, ``' '``): hands repeat their
#: suits' pieces often, and a look-up is cheaper than reading the digits again.
_PIECES: dict[str, tuple[Tile, ...]] = {}
#: Sets met before, by their bracketed text (``[789s]``).
_MELDS: dict[str, Meld] = {}
#: The hands read before, by their text (with and without the size check).
_SEEN: tuple[dict[str, Hand], dict[str, Hand]] = ({}, {})
_CACHE_SIZE = 1 << 14


def _piece_tiles(token: str) -> tuple[Tile, ...] | None:
    """The tiles of one token of the common form; ``None`` for a character the scanner must explain."""
    last = token[-1]
    table = _TILE_OF.get(last)
    if table is not None:
        if len(token) == 1:  # a suit letter without digits
            return None
        tiles = tuple(map(table.__getitem__, token[:-1]))
    elif last in LETTER_ALIASES:
        tiles = tuple(map(LETTER_ALIASES.__getitem__, token))
    elif last == " " or last == ",":
        tiles = ()
    else:
        return None
    if len(_PIECES) >= _CACHE_SIZE:
        _PIECES.clear()
    _PIECES[token] = tiles
    return tiles


def _fast_tiles(tokens: list[str], loose: list[Tile], brackets: list[str] | None) -> bool:
    """Read ``tokens`` into ``loose`` (the bracketed sets, when allowed, into ``brackets``);
    ``False`` when a token is not of the common form."""
    known = _PIECES.get
    for token in tokens:
        tiles = known(token)
        if tiles is None:
            if brackets is not None and len(token) > 1 and token[0] in "[{":
                brackets.append(token)
                continue
            tiles = _piece_tiles(token)
            if tiles is None:
                return False
        loose += tiles
    return True


def _fast_meld(token: str) -> Meld:
    meld = _MELDS.get(token)
    if meld is None:
        tiles: list[Tile] = []
        _fast_tiles(_PLAIN_RE.findall(token), tiles, None)
        meld = _meld_of(TileGroup(tuple(tiles), token[0], 0))
        if len(_MELDS) >= _CACHE_SIZE:
            _MELDS.clear()
        _MELDS[token] = meld
    return meld


def clear_caches() -> None:
    """Forget the texts, pieces and sets read before (for the benchmarks' cold figures)."""
    for cache in (*_SEEN, _PIECES, _MELDS):
        cache.clear()


# -- the public readers ------------------------------------------------------------------------
def parse_tiles(text: str) -> tuple[Tile, ...]:
    """Parse a row of loose tiles (no brackets), in the order written.

    Copies are not limited: a row may show a whole pile. Raises :class:`ParseError`.

    >>> parse_tiles("19m 19p EC 1f")
    (Tile.M1, Tile.M9, Tile.P1, Tile.P9, Tile.EAST, Tile.RED, Tile.PLUM)
    """
    one = _ONE_TILE.get(text)
    if one is not None:
        return one
    tiles: list[Tile] = []
    if _fast_tiles(_ROW_TOKENS.findall(text), tiles, None) and tiles:
        return tuple(tiles)
    return read_row(text)


def _meld_of(group: TileGroup) -> Meld:
    try:
        return Meld.from_tiles(group.tiles, open=group.bracket == "[")
    except MahjongError as error:
        raise ParseError(error.key, **error.params) from None


def parse_meld(text: str) -> Meld:
    """Parse one set: ``'[789s]'``, ``'{5555m}'``; bare tiles are taken as an open set."""
    groups = read_groups(text)
    if len(groups) == 1:
        return _meld_of(TileGroup(groups[0].tiles, "[", 1))
    if len(groups) != 2 or groups[0].tiles:
        raise ParseError("error.parse.unexpected", char=text.strip()[:1], pos=1)
    return _meld_of(groups[1])


def parse_hand(text: str, *, check_size: bool = True) -> Hand:
    """Parse a hand: concealed tiles, ``[open]`` and ``{concealed kong}`` sets, bonus tiles.

    Raises :class:`ParseError` for bad notation, :class:`~mjcore.errors.InvalidHandError`
    for an impossible hand (5 copies of a tile, 12 tiles...). A text seen before gives the
    same (immutable) hand again without reading it twice.

    >>> parse_hand("123m456p789s1122z5p").tile_count
    14
    """
    seen = _SEEN[1 if check_size else 0]
    hand = seen.get(text)
    if hand is None:
        loose: list[Tile] = []
        brackets: list[str] = []
        if _fast_tiles(_HAND_TOKENS.findall(text), loose, brackets):
            hand = _hand_of(loose, [_fast_meld(token) for token in brackets] if brackets else (), check_size, "f" in text)
        else:
            hand = _scan_hand(text, check_size)
        if len(seen) >= _CACHE_SIZE:
            seen.clear()
        seen[text] = hand
    return hand


def _scan_hand(text: str, check_size: bool = True) -> Hand:
    """:func:`parse_hand` through the scanner alone (the reference of the fast path)."""
    groups = read_groups(text)
    return _hand_of(list(groups[0].tiles), [_meld_of(group) for group in groups[1:]], check_size)


def _hand_of(loose: list[Tile], melds: list[Meld] | tuple[()], check_size: bool, bonus: bool = True) -> Hand:
    """The hand of the tiles read; ``bonus=False``: the text has no bonus tile (no letter ``f``)."""
    if not loose and not melds:
        raise ParseError("error.parse.empty")
    if bonus and loose and max(loose) >= Tile.PLUM:
        return Hand([t for t in loose if t < Tile.PLUM], melds, [t for t in loose if t >= Tile.PLUM], check_size)
    return Hand(loose, melds, (), check_size)


def format_hand(hand: Hand) -> str:
    """The canonical text of a hand (the hand's own ``str``); ``parse_hand(format_hand(h)) == h``.

    >>> format_hand(parse_hand("{5555m} 5z5z 123p 456p 789p"))
    '123456789p55z {5555m}'
    """
    return str(hand)


def format_tiles(tiles: tuple[Tile, ...] | list[Tile]) -> str:
    """Tiles in the order given, compact: ``'12m5p1z'``."""
    return tiles_str(tiles)


__all__ = ["LETTER_ALIASES", "check_copies", "clear_caches", "format_hand", "format_tiles", "parse_hand", "parse_meld",
           "parse_tiles"]
