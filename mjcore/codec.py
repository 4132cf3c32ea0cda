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
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Self, TypeVar

from mjcore.notation import parse_tiles
from mjcore.tiles import Tile

T = TypeVar("T")


Convert = Callable[[Any], Any]


@dataclass(frozen=True, slots=True)
class _Field:
    """How one field of a dataclass is written and read."""

    name: str
    write: Convert
    read: Convert
    required: bool


#: The fields of each dataclass met, their converters made once.
_FIELDS: dict[type, tuple[_Field, ...]] = {}


def _fields(cls: type) -> tuple[_Field, ...]:
    """The fields of the dataclass ``cls`` (its string annotations resolved) with their converters."""
    found = _FIELDS.get(cls)
    if found is None:
        hints = typing.get_type_hints(cls)
        found = _FIELDS[cls] = tuple(
            _Field(f.name, _writer(hints[f.name]), _reader(hints[f.name]),
                   f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING)
            for f in dataclasses.fields(cls))
    return found


def _optional(kind: Any) -> Any | None:
    """``T`` of ``T | None`` (``None`` for any other type)."""
    args = typing.get_args(kind)
    if typing.get_origin(kind) in (typing.Union, types.UnionType) and type(None) in args:
        rest = [a for a in args if a is not type(None)]
        return rest[0] if len(rest) == 1 else Any
    return None


def _item(args: tuple[Any, ...]) -> Any:
    """``T`` of ``tuple[T, ...]`` (``Any`` for a tuple of fixed length)."""
    return args[0] if len(args) == 2 and args[1] is Ellipsis else Any


def _same(value: Any) -> Any:
    return value


def _writer(kind: Any) -> Convert:
    """How a value of type ``kind`` is written (see the module's docstring)."""
    inner = _optional(kind)
    if inner is not None:
        write = _writer(inner)
        return lambda value: None if value is None else write(value)
    origin, args = typing.get_origin(kind), typing.get_args(kind)
    if kind is Tile:
        return str
    if origin is tuple and args[:1] == (Tile,):
        return lambda tiles: "".join(str(t) for t in tiles)
    if origin is tuple:
        item = _writer(_item(args))
        return lambda values: [item(x) for x in values]
    if origin is frozenset:
        item = _writer(args[0])
        return lambda values: sorted(item(x) for x in values)
    if isinstance(kind, type) and hasattr(kind, "to_json"):
        return lambda value: value.to_json()
    if isinstance(kind, type) and dataclasses.is_dataclass(kind):
        return to_json
    return _same


def _truth(data: Any) -> bool:
    if not isinstance(data, bool | int):
        raise TypeError(f"not a truth value: {data!r}")
    return bool(data)


def _reader(kind: Any) -> Convert:
    """How a value of type ``kind`` is read back."""
    inner = _optional(kind)
    if inner is not None:
        read = _reader(inner)
        return lambda data: None if data is None else read(data)
    origin, args = typing.get_origin(kind), typing.get_args(kind)
    if kind is Tile:
        return lambda data: Tile.from_str(str(data))
    if origin is tuple and args[:1] == (Tile,):
        return lambda data: parse_tiles(str(data)) if data else ()
    if origin is tuple:
        item = _reader(_item(args))
        return lambda data: tuple(item(x) for x in data)
    if origin is frozenset:
        item = _reader(args[0])
        return lambda data: frozenset(item(x) for x in data)
    if kind in (int, float, str):
        return typing.cast(Convert, kind)
    if kind is bool:
        return _truth
    if isinstance(kind, type) and hasattr(kind, "from_json"):
        return typing.cast(Convert, kind.from_json)
    if isinstance(kind, type) and dataclasses.is_dataclass(kind):
        return lambda data: from_json(kind, data)
    return _same


def to_json(value: Any, *, skip: tuple[str, ...] = ()) -> dict[str, Any]:
    """The dataclass instance ``value`` as a JSON object, one key per field (``skip``: fields not kept)."""
    return {f.name: f.write(getattr(value, f.name)) for f in _fields(type(value)) if f.name not in skip}


def from_json(cls: type[T], data: Mapping[str, Any], **given: Any) -> T:
    """The dataclass ``cls`` read from ``data`` by field name: a missing field takes its default,
    an unknown key is left aside; ``given``: fields the caller has read already (they are taken as
    they are). :class:`KeyError` for a missing required field, :class:`TypeError` or
    :class:`ValueError` for a value that is not of its field's type."""
    if not isinstance(data, Mapping):
        raise TypeError(f"{cls.__name__} is read from a JSON object, not {type(data).__name__}")
    values = dict(given)
    for f in _fields(cls):
        if f.name in values:
            continue
        if f.name in data:
            values[f.name] = f.read(data[f.name])
        elif f.required:
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
