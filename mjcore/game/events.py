"""What happened at the table: every step of a game is recorded as :class:`Event` values.

Events are data; :mod:`mjcore.game.describe` turns them into words. A player's view
(:mod:`mjcore.game.view`) gets the events with the tiles that player may not see taken
out (:meth:`Event.seen_by`): another player's draws and deal, a face-down kong.

=================  ========================================================================
kind               fields
=================  ========================================================================
``hand_start``     ``seat`` the dealer, ``value`` the hand number (0-based), ``tile`` the
                   prevailing wind
``dice``           ``data`` the :class:`~mjcore.game.wall.DiceRoll`
``deal``           ``seat``, ``tiles`` the starting tiles
``bonus``          ``seat``, ``tile`` a flower or season set aside
``draw``           ``seat``, ``tile``, ``note`` ``wall`` or ``replacement`` (from the other end)
``discard``        ``seat``, ``tile``
``claim``          ``seat``, ``tile`` the discard, ``other`` the discarder, ``note`` the set
                   (``chow``/``pung``/``kong``), ``tiles`` the set
``kong``           ``seat``, ``tile``, ``note`` ``concealed`` or ``added``
``win``            ``seat``, ``tile``, ``tiles`` the whole winning hand (the concealed tiles,
                   then the sets), ``other`` the discarder (``None``: self-drawn), ``value``
                   the hand's total, ``note`` ``robbing`` when a kong was robbed, ``data`` the
                   :class:`~mjcore.scoring.Score`
``false_mahjong``  ``seat``, ``value`` the penalty each opponent receives, ``note`` why
``exhausted``      the wall is used up: nobody won
``hand_end``       ``data`` the change of every player's score, ``tiles`` -
``game_end``       ``data`` the final scores
=================  ========================================================================
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum

from mjcore.tiles import Tile


class EventKind(Enum):
    HAND_START = "hand_start"
    DICE = "dice"
    DEAL = "deal"
    BONUS = "bonus"
    DRAW = "draw"
    DISCARD = "discard"
    CLAIM = "claim"
    KONG = "kong"
    WIN = "win"
    FALSE_MAHJONG = "false_mahjong"
    EXHAUSTED = "exhausted"
    HAND_END = "hand_end"
    GAME_END = "game_end"


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened (see the table of the module)."""

    kind: EventKind
    seat: int | None = None
    tile: Tile | None = None
    tiles: tuple[Tile, ...] = ()
    other: int | None = None
    value: int | None = None
    note: str = ""
    data: object = None

    @property
    def private(self) -> bool:
        """Whether only ``seat`` sees the tiles of this event in closed play."""
        return self.kind in (EventKind.DEAL, EventKind.DRAW)

    def seen_by(self, viewer: int, *, open_play: bool, hidden_kongs: bool) -> Event:
        """The event as ``viewer`` sees it: the tiles of others' private events removed."""
        if open_play or self.seat == viewer:
            return self
        if self.private:
            return replace(self, tile=None, tiles=(), value=len(self.tiles) if self.tiles else None)
        if self.kind is EventKind.KONG and self.note == "concealed" and hidden_kongs:
            return replace(self, tile=None)
        return self

    def to_json(self) -> dict[str, object]:
        data: dict[str, object] = {"kind": self.kind.value}
        if self.seat is not None:
            data["seat"] = self.seat
        if self.tile is not None:
            data["tile"] = str(self.tile)
        if self.tiles:
            data["tiles"] = [str(t) for t in self.tiles]
        if self.other is not None:
            data["other"] = self.other
        if self.value is not None:
            data["value"] = self.value
        if self.note:
            data["note"] = self.note
        if hasattr(self.data, "to_json"):
            data["data"] = self.data.to_json()
        elif isinstance(self.data, tuple):
            data["data"] = list(self.data)
        return data


__all__ = ["Event", "EventKind"]
