"""Melds and hands: small immutable value types.

A :class:`Meld` is a declared set (chow, pung, kong) or a set found inside the concealed
tiles. A :class:`Hand` is the concealed tiles, the declared melds and the bonus tiles set
aside. Its text form is the MPSZ notation: a hand writes it (``str``), and :mod:`mjcore.notation`,
the one reader, reads it back (``Hand.from_str``); the two round-trip.

>>> hand = Hand.from_str("123m 456p EESS [789s] 1f")
>>> str(hand)
'123m456p1122z [789s] 1f'
>>> hand.tile_count, hand.melds[0].kind
(13, <MeldKind.CHOW: 'chow'>)
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import Enum
from operator import eq

from mjcore.errors import (
    InvalidHandError,
    InvalidMeldError,
    TooManyCopiesError,
    WrongTileCountError,
)
from mjcore.i18n import tr
from mjcore.tiles import Tile, tiles_str


class MeldKind(Enum):
    """What a set is: three neighbours, three or four identical tiles."""

    CHOW = "chow"
    PUNG = "pung"
    KONG = "kong"

    def full_name(self, lang: str | None = None) -> str:
        return tr(f"meld.{self.value}", lang)


@dataclass(frozen=True, slots=True)
class Meld:
    """A set of tiles: a chow, a pung or a kong.

    ``open`` is true for a set claimed from a discard (written ``[...]``); a concealed
    kong is declared with ``open=False`` (written ``{...}``); sets found inside the
    concealed hand are ``open=False`` too.

    >>> Meld.from_tiles([Tile.S7, Tile.S8, Tile.S9])
    Meld.from_str('[789s]')
    >>> Meld.kong(Tile.M5, open=False).tiles
    (Tile.M5, Tile.M5, Tile.M5, Tile.M5)
    """

    kind: MeldKind
    tiles: tuple[Tile, ...]
    open: bool = True

    def __post_init__(self) -> None:
        if _kind_of(self.tiles) is not self.kind:
            raise InvalidMeldError("error.meld.invalid", tiles=tiles_str(self.tiles))

    @classmethod
    def from_tiles(cls, tiles: Iterable[Tile], *, open: bool = True) -> Meld:
        """The set these tiles make, in any order; :class:`InvalidMeldError` if none."""
        ordered = tuple(sorted(tiles))
        kind = _kind_of(ordered)
        if kind is None:
            raise InvalidMeldError("error.meld.invalid", tiles=tiles_str(ordered))
        if not open and kind is not MeldKind.KONG:
            raise InvalidMeldError("error.meld.concealed_not_kong", tiles=tiles_str(ordered))
        return cls(kind, ordered, open)

    @classmethod
    def from_str(cls, text: str) -> Meld:
        """Parse ``'[789s]'``, ``'{5555m}'`` (or a bare ``'789s'``, taken as open)."""
        from mjcore.notation import parse_meld

        return parse_meld(text)

    @classmethod
    def chow(cls, first: Tile, *, open: bool = True) -> Meld:
        return cls(MeldKind.CHOW, (first, Tile(first + 1), Tile(first + 2)), open)

    @classmethod
    def pung(cls, tile: Tile, *, open: bool = True) -> Meld:
        return cls(MeldKind.PUNG, (tile,) * 3, open)

    @classmethod
    def kong(cls, tile: Tile, *, open: bool = True) -> Meld:
        return cls(MeldKind.KONG, (tile,) * 4, open)

    @property
    def first(self) -> Tile:
        """The lowest tile: names the set (``123m`` -> ``1m``)."""
        return self.tiles[0]

    @property
    def is_chow(self) -> bool:
        return self.kind is MeldKind.CHOW

    @property
    def is_pung(self) -> bool:
        return self.kind is MeldKind.PUNG

    @property
    def is_kong(self) -> bool:
        return self.kind is MeldKind.KONG

    def __str__(self) -> str:
        body = tiles_str(self.tiles)
        return f"[{body}]" if self.open else f"{{{body}}}"

    def __repr__(self) -> str:
        return f"Meld.from_str({str(self)!r})"

    def _repr_svg_(self) -> str:
        from mjcore.render import row_svg
        from mjcore.render.layout import meld_tiles

        return row_svg(meld_tiles(self))


def _kind_of(tiles: tuple[Tile, ...]) -> MeldKind | None:
    if any(t.is_bonus for t in tiles):
        return None
    if len(tiles) == 4 and len(set(tiles)) == 1:
        return MeldKind.KONG
    if len(tiles) != 3:
        return None
    a, b, c = tiles
    if a == b == c:
        return MeldKind.PUNG
    if a.is_suited and a.suit is c.suit and b == a + 1 and c == a + 2:
        return MeldKind.CHOW
    return None


_FIRST_BONUS = Tile.PLUM


def tile_counts(tiles: Iterable[Tile]) -> list[int]:
    """A 34-long count array (bonus tiles ignored).

    >>> tile_counts([Tile.M1, Tile.M1, Tile.RED])[0], sum(tile_counts([Tile.RED]))
    (2, 1)
    """
    counts = [0] * 34
    for tile in tiles:
        if tile < 34:
            counts[tile] += 1
    return counts


def check_copies(tiles: Iterable[Tile]) -> None:
    """Raise :class:`TooManyCopiesError` for a 5th copy of a tile or a repeated bonus tile."""
    ordered = sorted(tiles)
    cut = bisect_left(ordered, _FIRST_BONUS)
    _check_sorted_copies(ordered[:cut], ordered[cut:])


def _check_sorted_copies(ordered: list[Tile] | tuple[Tile, ...], bonus: list[Tile] | tuple[Tile, ...]) -> None:
    """:func:`check_copies` on sorted tiles of play and sorted bonus tiles: a kind five times sits
    next to itself four places on, a bonus tile twice next to itself."""
    if not any(map(eq, ordered, ordered[4:])) and not any(map(eq, bonus, bonus[1:])):
        return
    counts = [0] * 42
    for tile in ordered:
        counts[tile] += 1
    for tile in bonus:
        counts[tile] += 1
    for tile in Tile:
        if tile.is_bonus and counts[tile] > 1:
            raise TooManyCopiesError("error.hand.duplicate_bonus", tile=tile)
        if counts[tile] > 4:
            raise TooManyCopiesError("error.hand.too_many_copies", tile=tile, count=counts[tile])


@dataclass(frozen=True, slots=True, init=False)
class Hand:
    """A player's hand: concealed tiles (kept sorted), declared melds, bonus tiles.

    Validated on construction: at most 4 copies of a tile, each bonus tile once, and
    13 or 14 tiles where a kong counts as 3 (pass ``check_size=False`` for a partial
    hand, e.g. in an exercise).
    """

    concealed: tuple[Tile, ...]
    melds: tuple[Meld, ...] = ()
    bonus: tuple[Tile, ...] = ()
    check_size: bool = field(default=True, compare=False, repr=False)

    def __init__(self, concealed: Iterable[Tile], melds: Iterable[Meld] = (), bonus: Iterable[Tile] = (),
                 check_size: bool = True) -> None:
        concealed = tuple(sorted(concealed))
        melds = tuple(melds)
        bonus = tuple(sorted(bonus)) if bonus else ()
        setattr_ = object.__setattr__
        setattr_(self, "concealed", concealed)
        setattr_(self, "melds", melds)
        setattr_(self, "bonus", bonus)
        setattr_(self, "check_size", check_size)
        if concealed and concealed[-1] >= _FIRST_BONUS:  # sorted: a bonus tile would come last
            raise InvalidHandError("error.hand.bonus_in_hand", tile=next(t for t in concealed if t >= _FIRST_BONUS))
        if melds:
            tiles: list[Tile] | tuple[Tile, ...] = list(concealed)
            for meld in melds:
                if not meld.open and meld.kind is not MeldKind.KONG:  # only a kong is declared concealed
                    raise InvalidMeldError("error.meld.concealed_not_kong", tiles=tiles_str(meld.tiles))
                tiles += meld.tiles  # type: ignore[operator]
            tiles.sort()  # type: ignore[union-attr]
        else:
            tiles = concealed
        if any(map(eq, tiles, tiles[4:])) or (bonus and any(map(eq, bonus, bonus[1:]))):
            _check_sorted_copies(tiles, bonus)
        if check_size and len(concealed) + 3 * len(melds) not in (13, 14):
            raise WrongTileCountError("error.hand.tile_count", count=self.tile_count)

    @classmethod
    def from_str(cls, text: str, *, check_size: bool = True) -> Hand:
        """Parse MPSZ notation; see :func:`mjcore.notation.parse_hand`."""
        from mjcore.notation import parse_hand

        return parse_hand(text, check_size=check_size)

    @property
    def all_tiles(self) -> tuple[Tile, ...]:
        """Concealed tiles and the tiles of every meld (no bonus tiles)."""
        if not self.melds:
            return self.concealed
        return self.concealed + tuple(t for meld in self.melds for t in meld.tiles)

    @property
    def shown_tiles(self) -> tuple[Tile, ...]:
        """Every tile in the order the hand's text writes them: the concealed tiles, each set's,
        then the bonus tiles (a picture of the hand in one row).

        >>> Hand.from_str("[789s] 11z 2f", check_size=False).shown_tiles
        (Tile.EAST, Tile.EAST, Tile.S7, Tile.S8, Tile.S9, Tile.ORCHID)
        """
        return self.all_tiles + self.bonus if self.bonus else self.all_tiles

    @property
    def tile_count(self) -> int:
        """Tiles in play, a kong counted as 3: 13 while waiting, 14 with a complete hand."""
        return len(self.concealed) + 3 * len(self.melds)

    @property
    def is_concealed(self) -> bool:
        """No set was claimed from a discard (a concealed kong keeps the hand concealed)."""
        return not any(meld.open for meld in self.melds)

    def counts(self) -> list[int]:
        """34-long counts of the concealed tiles."""
        return tile_counts(self.concealed)

    def all_counts(self) -> list[int]:
        """34-long counts of every tile in play (concealed and melded)."""
        return tile_counts(self.all_tiles)

    def with_tile(self, tile: Tile) -> Hand:
        """The hand after drawing ``tile`` (a bonus tile is set aside)."""
        if tile.is_bonus:
            return Hand(self.concealed, self.melds, self.bonus + (tile,), self.check_size)
        return Hand(self.concealed + (tile,), self.melds, self.bonus, False)

    def without_tile(self, tile: Tile) -> Hand:
        """The hand after discarding one ``tile`` from the concealed tiles."""
        concealed = list(self.concealed)
        if tile not in concealed:
            raise InvalidHandError("error.hand.not_in_hand", tile=tile)
        concealed.remove(tile)
        return Hand(tuple(concealed), self.melds, self.bonus, False)

    def __str__(self) -> str:
        """The canonical MPSZ text: concealed tiles sorted and grouped by suit, then the sets in
        order, then the bonus tiles; ``Hand.from_str(str(hand)) == hand``.

        >>> str(Hand.from_str("{5555m} 5z5z 123p 456p 789p"))
        '123456789p55z {5555m}'
        """
        parts = [tiles_str(self.concealed)] if self.concealed else []
        parts += [str(meld) for meld in self.melds]
        if self.bonus:
            parts.append(tiles_str(self.bonus))
        return " ".join(parts)

    def __repr__(self) -> str:
        return f"Hand.from_str({str(self)!r})"

    def _repr_svg_(self) -> str:
        from mjcore.render import hand_svg

        return hand_svg(self)
