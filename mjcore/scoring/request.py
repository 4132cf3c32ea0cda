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
from mjcore.scoring.base import WinContext, shown_value
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
    if value.__class__ is str or value.__class__ is int:
        known = _WINDS_WRITTEN.get(value)
        if known is not None:
            return known
    if value.__class__ is int and 1 <= value <= 4:
        return WINDS[value - 1]
    if value.__class__ is not str or len(value) > 20:  # a number other than 1-4, a list, a long text...
        raise ParseError("error.request.wind", field=field, value=shown_value(value))
    text = value.strip()
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
        raise ParseError("error.request.wind", field=field, value=shown_value(value))
    return tile


#: The usual ways to write a wind, read once (``"E"``, ``"e"``, ``"1z"``, ``"east"``, ``1``...).
_WINDS_WRITTEN: dict[object, Tile] = {}
_WINDS_WRITTEN.update({
    written: wind(written, "")
    for tile, letter, name in zip(WINDS, "ESWN", ("east", "south", "west", "north"))
    for written in (letter, letter.lower(), str(tile), name, name.title(), str(WINDS.index(tile) + 1), WINDS.index(tile) + 1)
})


def _tiles(value: object, field: str) -> tuple[Tile, ...]:
    """Tiles in notation (``"1m 5p"``) or a list of such texts; nothing is ``null``, ``""`` or ``[]``."""
    if value.__class__ is str and value:
        return parse_tiles(value)
    if value is None or value == "" or value == []:
        return ()
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ParseError("error.request.tiles", field=field, value=shown_value(value))
    return parse_tiles(" ".join(value))


def _text(value: object, field: str) -> str:
    if not isinstance(value, str):
        raise ParseError("error.request.text", field=field, value=shown_value(value))
    return value


def _flag(value: object, field: str) -> bool:
    if isinstance(value, bool):
        return value
    if (value.__class__ is int or value.__class__ is float) and value in (0, 1):
        return bool(value)
    raise ParseError("error.request.flag", field=field, value=shown_value(value))


def _integer(value: object, field: str) -> int:
    """A whole number 0 or more (its upper bound is the :class:`WinContext`'s)."""
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ParseError("error.request.count", field=field, value=shown_value(value))
    return value


_KINDS = frozenset(k.value for k in MeldKind)
#: Melds read before, by (tiles, open, type) as written.
_MELDS: dict[tuple[str, bool, object], Meld] = {}


def _meld(data: object) -> Meld:
    if not isinstance(data, Mapping) or "tiles" not in data:
        raise ParseError("error.request.meld", value=shown_value(data, 60))
    text, kind = data["tiles"], data.get("type")
    is_open = _flag(data.get("open", True), "open")
    if text.__class__ is not str or (kind is not None and kind.__class__ is not str):
        raise ParseError("error.request.meld", value=shown_value(data, 60))
    key = (text, is_open, kind)
    meld = _MELDS.get(key)
    if meld is not None:
        return meld
    tiles = parse_tiles(text)
    meld = Meld.from_tiles(tiles, open=is_open) if tiles else None
    written = (kind if kind is not None else meld.kind.value if meld else "").lower()
    if meld is None or written not in _KINDS or meld.kind.value != written:
        raise ParseError("error.request.meld", value=shown_value(data, 60))
    if len(_MELDS) < 4096:
        _MELDS[key] = meld
    return meld


def request_from_mapping(data: Mapping[str, Any]) -> tuple[Hand, WinContext]:
    """The hand and win context of one JSON request (see the ``score --jsonl`` contract).

    ``concealed`` includes the winning tile; ``melds`` are ``{"type", "open", "tiles"}``;
    missing keys take their defaults. A ``hand`` string in MPSZ notation may replace
    ``concealed`` and ``melds``. Raises :class:`~mjcore.errors.ParseError` (or another
    :class:`~mjcore.errors.MahjongError`) with a clear message — whatever ``data`` is.
    """
    if not isinstance(data, Mapping):
        raise ParseError("error.input.bad_score_request")
    if "hand" in data and "concealed" not in data:
        hand = parse_hand(_text(data["hand"], "hand"))
    else:
        text = data.get("concealed")
        concealed = parse_tiles(_text(text, "concealed")) if text else ()
        melds_data = data.get("melds") or []
        if not isinstance(melds_data, list):
            raise ParseError("error.request.meld", value=shown_value(melds_data, 60))
        melds = tuple(_meld(m) for m in melds_data)
        if concealed and max(concealed) >= Tile.PLUM:
            hand = Hand(tuple(t for t in concealed if t < Tile.PLUM), melds, tuple(t for t in concealed if t >= Tile.PLUM))
        else:
            hand = Hand(concealed, melds)
    win = data.get("win_tile", data.get("win"))
    if win is None and "win_tile" not in data and "win" not in data:
        raise ParseError("error.request.win_tile")
    return hand, WinContext(win_tile(win), **_options(data))


def win_tile(value: object) -> Tile:
    """The winning tile of a request: one tile in notation (``"5s"``)."""
    tiles = _tiles(value, "win_tile")
    if len(tiles) != 1:
        raise ParseError("error.request.win_tile")
    return tiles[0]


def read_situation(data: Mapping[str, Any]) -> dict[str, Any]:
    """The situation a request describes beside its hand and winning tile — the flags, the winds,
    the discarder, the counts and the tiles, as :class:`WinContext` keywords — read, and its values
    checked (:meth:`WinContext.check_values`): a front end that shows a situation before a hand is
    scored reads it here (the calculator's keywords).

    >>> read_situation({"seat": "S", "flowers": 2, "riichi": 1})
    {'flowers': 2, 'riichi': True, 'seat_wind': Tile.SOUTH}
    """
    if not isinstance(data, Mapping):
        raise ParseError("error.input.bad_score_request")
    options = _options(data)
    WinContext(Tile.EAST, **options).check_values()
    return options


def _options(data: Mapping[str, Any]) -> dict[str, Any]:
    options: dict[str, Any] = {}
    for name in data:
        read = _READERS.get(name)
        if read is not None:
            value = data[name]
            if value is not None or name != "discarder":
                options[name] = read(value, name)
    for alias, name in _ALIASES:  # the short names win, as they always have
        if alias in data:
            options[name] = wind(data[alias], alias)
    bonus = options.get("bonus", ())
    if any(t < Tile.PLUM for t in bonus):
        raise ParseError("error.request.bonus")
    return options


#: How each field of a request is read (``seat`` and ``round`` are other names of the winds).
_READERS: dict[str, Any] = {
    **dict.fromkeys(FLAGS, _flag),
    **dict.fromkeys(_INTEGERS, _integer),
    **dict.fromkeys(("seat_wind", "round_wind", "discarder"), wind),
    **dict.fromkeys(("bonus", "dora_indicators", "ura_dora_indicators", "red_fives"), _tiles),
}
_ALIASES = (("seat", "seat_wind"), ("round", "round_wind"))
