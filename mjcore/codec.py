"""Frozen dataclasses to JSON objects and back, by field name: the one codec of the states the
core lets others store (the mini-games' boards, the bot's activities).

A value is written as one key per field, each field's value by its declared type; it is read
back by those names, a missing field taking its default and an unknown key left aside, so JSON
written before a field was added still reads, and JSON of a newer version reads as far as this
one knows it. A field without a default is required (:class:`KeyError` when it is missing).

How a field's value is written, by its type:

- ``int``, ``float``, ``str``, ``bool``: as they are (read back through the type: ``int("3")``);
- :class:`~mjcore.tiles.Tile`: its code ``"5p"``; ``tuple[Tile, ...]``: the codes one after
  another, ``"1m2m5z"`` (read by :func:`mjcore.notation.parse_tiles`);
- ``tuple[T, ...]``: a list; ``frozenset[T]``: a sorted list;
- ``T | None``: ``null`` or ``T``'s form;
- a class with ``to_json``/``from_json``: its own JSON; another dataclass: this codec again;
- anything else (``dict``, ``Any``): as it is (JSON already).

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True, slots=True)
... class Row(ByName):
...     tiles: tuple[Tile, ...]
...     seen: frozenset[int] = frozenset()
...     last: Tile | None = None
>>> Row((Tile.M1, Tile.P5), frozenset({3, 1})).to_json()
{'tiles': '1m5p', 'seen': [1, 3], 'last': None}
>>> Row.from_json({"tiles": "1m5p", "added_later": 1})
Row(tiles=(Tile.M1, Tile.P5), seen=frozenset(), last=None)
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Mapping
from typing import Any, ClassVar, Self, TypeVar

from mjcore.notation import parse_tiles
from mjcore.tiles import Tile

T = TypeVar("T")


#: The fields' types of each dataclass met, by name.
_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    """The fields' types of the dataclass ``cls`` (its string annotations resolved), by name."""
    found = _HINTS.get(cls)
    if found is None:
        hints = typing.get_type_hints(cls)
        found = _HINTS[cls] = {f.name: hints[f.name] for f in dataclasses.fields(cls)}
    return found


def _parts(kind: Any) -> tuple[Any, tuple[Any, ...]]:
    return typing.get_origin(kind), typing.get_args(kind)


def _optional(kind: Any) -> Any | None:
    """``T`` of ``T | None`` (``None`` for any other type)."""
    origin, args = _parts(kind)
    if origin in (typing.Union, types.UnionType) and type(None) in args:
        rest = [a for a in args if a is not type(None)]
        return rest[0] if len(rest) == 1 else Any
    return None


def _write(value: Any, kind: Any) -> Any:
    if value is None:
        return None
    inner = _optional(kind)
    if inner is not None:
        return _write(value, inner)
    origin, args = _parts(kind)
    if kind is Tile:
        return str(value)
    if origin is tuple and args[:1] == (Tile,):
        return "".join(str(t) for t in value)
    if origin is tuple:
        item = args[0] if len(args) == 2 and args[1] is Ellipsis else Any
        return [_write(x, item) for x in value]
    if origin is frozenset:
        return sorted(_write(x, args[0]) for x in value)
    if hasattr(value, "to_json"):
        return value.to_json()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return to_json(value)
    return value


def _read(data: Any, kind: Any) -> Any:
    inner = _optional(kind)
    if inner is not None:
        return None if data is None else _read(data, inner)
    origin, args = _parts(kind)
    if kind is Tile:
        return Tile.from_str(str(data))
    if origin is tuple and args[:1] == (Tile,):
        return parse_tiles(str(data)) if data else ()
    if origin is tuple:
        item = args[0] if len(args) == 2 and args[1] is Ellipsis else Any
        return tuple(_read(x, item) for x in data)
    if origin is frozenset:
        return frozenset(_read(x, args[0]) for x in data)
    if kind in (int, float, str):
        return kind(data)
    if kind is bool:
        if not isinstance(data, bool | int):
            raise TypeError(f"not a truth value: {data!r}")
        return bool(data)
    if isinstance(kind, type) and hasattr(kind, "from_json"):
        return kind.from_json(data)
    if isinstance(kind, type) and dataclasses.is_dataclass(kind):
        return from_json(kind, data)
    return data


def to_json(value: Any, *, skip: tuple[str, ...] = ()) -> dict[str, Any]:
    """The dataclass instance ``value`` as a JSON object, one key per field (``skip``: fields not kept)."""
    return {name: _write(getattr(value, name), kind) for name, kind in _hints(type(value)).items() if name not in skip}


def from_json(cls: type[T], data: Mapping[str, Any], **given: Any) -> T:
    """The dataclass ``cls`` read from ``data`` by field name: a missing field takes its default,
    an unknown key is left aside; ``given``: fields the caller has read already (they are taken as
    they are). :class:`KeyError` for a missing required field, :class:`TypeError` or
    :class:`ValueError` for a value that is not of its field's type."""
    if not isinstance(data, Mapping):
        raise TypeError(f"{cls.__name__} is read from a JSON object, not {type(data).__name__}")
    values = dict(given)
    for name, kind in _hints(cls).items():
        if name not in values and name in data:
            values[name] = _read(data[name], kind)
    for f in dataclasses.fields(cls):  # type: ignore[arg-type]
        if f.name not in values and f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            raise KeyError(f"{cls.__name__} without its {f.name!r}")
    return cls(**values)


class ByName:
    """A frozen dataclass that writes and reads its JSON by field name (:func:`to_json`,
    :func:`from_json`); ``UNSTORED`` names fields that are not kept (they take their defaults)."""

    __slots__ = ()
    UNSTORED: ClassVar[tuple[str, ...]] = ()

    def to_json(self) -> dict[str, Any]:
        return to_json(self, skip=self.UNSTORED)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        return from_json(cls, data)
