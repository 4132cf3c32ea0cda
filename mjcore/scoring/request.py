"""A scoring request as data: the JSON lines of ``score --jsonl`` and the YAML test cases.

>>> hand, context = request_from_mapping({"concealed": "123m456m23455s", "win_tile": "5s",
...     "melds": [{"type": "chow", "open": True, "tiles": "789p"}], "self_drawn": True})
>>> str(hand), context.self_drawn
('123456m23455s [789p]', True)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mjcore.errors import ParseError
from mjcore.hand import Hand, Meld, MeldKind
from mjcore.notation import LETTER_ALIASES, parse_hand, parse_tiles
from mjcore.scoring.base import WinContext
from mjcore.tiles import WINDS, Tile

#: Boolean flags of :class:`WinContext` that a request may set.
FLAGS = (
    "self_drawn",
    "last_tile",
    "kong_replacement",
    "robbing_kong",
    "fourth_tile",
    "heavenly",
    "earthly",
    "riichi",
    "double_riichi",
    "ippatsu",
)
_INTEGERS = ("flowers", "honba", "riichi_sticks")


def wind(value: object, field: str) -> Tile:
    """``'E'``, ``'e'``, ``'1z'``, ``'east'`` or a 1-4 seat number -> the wind tile."""
    text = str(value).strip()
    if text.isdigit() and 1 <= int(text) <= 4:
        return WINDS[int(text) - 1]
    names = {"east": "E", "south": "S", "west": "W", "north": "N"}
    text = names.get(text.lower(), text)
    tile = LETTER_ALIASES.get(text.upper()) if len(text) == 1 else None
    if tile is None:
        try:
            tile = Tile.from_str(text)
        except ParseError:
            tile = None
    if tile not in WINDS:
        raise ParseError("error.request.wind", field=field, value=str(value))
    return tile


def _tiles(value: object, field: str) -> tuple[Tile, ...]:
    if value is None or value == "" or value == []:
        return ()
    text = " ".join(str(v) for v in value) if isinstance(value, list) else str(value)
    return parse_tiles(text)


def _flag(value: object, field: str) -> bool:
    if isinstance(value, bool):
        return value
    if value in (0, 1):
        return bool(value)
    raise ParseError("error.request.flag", field=field, value=str(value))


def _integer(value: object, field: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ParseError("error.request.count", field=field, value=str(value))
    return value


def _meld(data: object) -> Meld:
    if not isinstance(data, Mapping) or "tiles" not in data:
        raise ParseError("error.request.meld", value=str(data)[:60])
    tiles = parse_tiles(str(data["tiles"]))
    meld = Meld.from_tiles(tiles, open=_flag(data.get("open", True), "open")) if tiles else None
    kind = str(data.get("type", meld.kind.value if meld else "")).lower()
    if meld is None or kind not in {k.value for k in MeldKind} or meld.kind.value != kind:
        raise ParseError("error.request.meld", value=str(data)[:60])
    return meld


def request_from_mapping(data: Mapping[str, Any]) -> tuple[Hand, WinContext]:
    """The hand and win context of one JSON request (see the ``score --jsonl`` contract).

    ``concealed`` includes the winning tile; ``melds`` are ``{"type", "open", "tiles"}``;
    missing keys take their defaults. A ``hand`` string in MPSZ notation may replace
    ``concealed`` and ``melds``. Raises :class:`~mjcore.errors.ParseError` (or another
    :class:`~mjcore.errors.MahjongError`) with a clear message.
    """
    if "hand" in data and "concealed" not in data:
        hand = parse_hand(str(data["hand"]))
    else:
        concealed = parse_tiles(str(data.get("concealed", ""))) if data.get("concealed") else ()
        melds_data = data.get("melds") or []
        if not isinstance(melds_data, list):
            raise ParseError("error.request.meld", value=str(melds_data)[:60])
        melds = tuple(_meld(m) for m in melds_data)
        bonus_in_hand = tuple(t for t in concealed if t.is_bonus)
        hand = Hand(tuple(t for t in concealed if not t.is_bonus), melds, bonus_in_hand)
    if "win_tile" not in data and "win" not in data:
        raise ParseError("error.request.win_tile")
    win_tiles = _tiles(data.get("win_tile", data.get("win")), "win_tile")
    if len(win_tiles) != 1:
        raise ParseError("error.request.win_tile")
    options: dict[str, Any] = {name: _flag(data[name], name) for name in FLAGS if name in data}
    options.update({name: _integer(data[name], name) for name in _INTEGERS if name in data})
    for name, field in (("seat_wind", "seat_wind"), ("seat", "seat_wind"), ("round_wind", "round_wind"), ("round", "round_wind")):
        if name in data:
            options[field] = wind(data[name], name)
    if "discarder" in data and data["discarder"] is not None:
        options["discarder"] = wind(data["discarder"], "discarder")
    bonus = _tiles(data.get("bonus"), "bonus")
    if any(not t.is_bonus for t in bonus):
        raise ParseError("error.request.bonus")
    options["bonus"] = bonus
    for name in ("dora_indicators", "ura_dora_indicators", "red_fives"):
        if name in data:
            options[name] = _tiles(data[name], name)
    return hand, WinContext(win_tiles[0], **options)
