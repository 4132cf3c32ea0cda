"""What a player may do: the :class:`Action` value and its short text code.

An action is a kind, the player (0-based, in the order the players were given) and, where
needed, a tile. The code is what a game record stores: the player digit, a letter, the
tile in MPSZ notation — small and readable:

=======  ===========================================  =========
code     action                                        example
=======  ===========================================  =========
``d``    discard a tile                                ``0d5p``
``c``    claim the discard for a chow (lowest tile)    ``1c3m``
``p``    claim the discard for a pung                  ``2p``
``k``    claim the discard for a kong                  ``2k``
``K``    declare a concealed kong                      ``0K7z``
``a``    add a drawn tile to an open pung (kong)       ``0a5s``
``m``    declare mahjong                               ``3m``
``x``    pass (let the discard or the kong go)         ``1x``
``n``    deal the next hand (a table action)           ``n``
=======  ===========================================  =========

>>> Action.from_code("1c3m")
Action.from_code('1c3m')
>>> Action.discard(0, Tile.P5).code, str(Action.next_hand())
('0d5p', 'n')
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from mjcore.errors import MahjongError
from mjcore.game.errors import RecordError
from mjcore.i18n import Message
from mjcore.tiles import Tile


class ActionKind(Enum):
    DISCARD = "d"
    CHOW = "c"
    PUNG = "p"
    KONG = "k"
    CONCEALED_KONG = "K"
    ADDED_KONG = "a"
    MAHJONG = "m"
    PASS = "x"
    NEXT_HAND = "n"

    @property
    def is_claim(self) -> bool:
        """A claim of the last discard (or of a kong's tile)."""
        return self in (ActionKind.CHOW, ActionKind.PUNG, ActionKind.KONG)


_NEEDS_TILE = {ActionKind.DISCARD, ActionKind.CHOW, ActionKind.CONCEALED_KONG, ActionKind.ADDED_KONG}
_BY_LETTER = {kind.value: kind for kind in ActionKind}


@dataclass(frozen=True, slots=True)
class Action:
    """One decision of one player. ``seat`` is -1 for a table action (the next hand)."""

    kind: ActionKind
    seat: int
    tile: Tile | None = None

    # -- constructors ---------------------------------------------------------------------
    @classmethod
    def discard(cls, seat: int, tile: Tile) -> Action:
        return cls(ActionKind.DISCARD, seat, tile)

    @classmethod
    def chow(cls, seat: int, first: Tile) -> Action:
        """Claim for the chow whose lowest tile is ``first`` (``Tile.M3`` for 345m)."""
        return cls(ActionKind.CHOW, seat, first)

    @classmethod
    def pung(cls, seat: int) -> Action:
        return cls(ActionKind.PUNG, seat)

    @classmethod
    def kong(cls, seat: int) -> Action:
        """Claim the discard for a kong (three of it are in the hand)."""
        return cls(ActionKind.KONG, seat)

    @classmethod
    def concealed_kong(cls, seat: int, tile: Tile) -> Action:
        return cls(ActionKind.CONCEALED_KONG, seat, tile)

    @classmethod
    def added_kong(cls, seat: int, tile: Tile) -> Action:
        return cls(ActionKind.ADDED_KONG, seat, tile)

    @classmethod
    def mahjong(cls, seat: int) -> Action:
        return cls(ActionKind.MAHJONG, seat)

    @classmethod
    def pass_(cls, seat: int) -> Action:
        return cls(ActionKind.PASS, seat)

    @classmethod
    def next_hand(cls) -> Action:
        return cls(ActionKind.NEXT_HAND, -1)

    # -- text -----------------------------------------------------------------------------
    @property
    def code(self) -> str:
        """The record code: ``'0d5p'``, ``'2p'``, ``'n'``."""
        seat = "" if self.seat < 0 else str(self.seat)
        return f"{seat}{self.kind.value}{self.tile if self.tile is not None else ''}"

    @classmethod
    def from_code(cls, code: str) -> Action:
        """Parse a record code; :class:`~mjcore.game.errors.RecordError` if it is not one."""
        text = code.strip() if isinstance(code, str) else ""
        try:
            if text == "n":
                return cls.next_hand()
            seat, kind = int(text[0]), _BY_LETTER[text[1]]
            tile = Tile.from_str(text[2:]) if len(text) > 2 else None
        except (IndexError, KeyError, ValueError, MahjongError):
            raise RecordError("error.game.bad_action", code=code) from None
        if (tile is None) == (kind in _NEEDS_TILE) or kind is ActionKind.NEXT_HAND or (tile is not None and tile.is_bonus):
            raise RecordError("error.game.bad_action", code=code)
        return cls(kind, seat, tile)

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Action.from_code({self.code!r})"

    def describe(self, lang: str | None = None, *, claimed: Tile | None = None, kids: bool = False,
                 tile_names: bool = False) -> str:
        """The action in words: ``'discard 5p'`` / ``'снести 5p'``; ``claimed`` names the
        discard a pung, kong or mahjong takes; ``kids`` uses the children's words;
        ``tile_names`` names the tiles (children's names) instead of their codes."""
        key = f"game.action.{self.kind.name.lower()}"
        tile = claimed if claimed is not None and self.kind.is_claim else self.tile
        params: dict[str, object] = {"tile": tile if tile is not None else (claimed or "")}
        if self.kind is ActionKind.CHOW and self.tile is not None:
            run = tuple(Tile(self.tile + i) for i in range(3))
            params["tiles"] = run if tile_names else " ".join(map(str, run))
        if self.kind is ActionKind.MAHJONG and claimed is None:
            key += ".self"
        return Message.of(key, **params).text(lang, tiles="kids" if tile_names else "code", kids=kids)


__all__ = ["Action", "ActionKind"]
