"""Hypothesis strategies for fuzzing what a learner's files may hold: arbitrary JSON values (any
structure, huge and non-finite numbers, lone surrogates, deep nesting, wrong types), real progress
records with parts replaced by such values, their text cut, re-encoded or spliced with nasty tokens,
and arbitrary bytes. Shared by the fuzz tests of the record, the notebook's progress file, the bot's
document import and the command line (``from tests.mjcore.practice.jsonfuzz import ...``)."""

from __future__ import annotations

import copy
import json
from typing import Any

from hypothesis import strategies as st

from mjcore.i18n import Message
from mjcore.practice.record import Progress, Puzzle
from mjcore.practice.schedule import DAY
from mjcore.tiles import Tile

#: Scalars a hostile or broken file may hold where a number, a text or a time belongs.
NASTY_SCALARS: tuple[Any, ...] = (
    None, True, False, 0, -1, 1, 2**31, 2**63, 10**30, -(10**30), 1e20, -1e20, 1e308, float("inf"), float("-inf"),
    float("nan"), 0.5, -0.0, 5e-324, "", "yesterday", "1", "NaN", "\ud800", "\udfff", "a\x00b", "x" * 500,
    "shanten:2", "shanten:0", "shanten:²", "shanten:" + "9" * 5000, "tile_name:1", "2026-12-01", "2026-13-45",
    "１２３m", [], {}, [None], {"": None},
)
#: Text spliced into a record's JSON text in place of a number or a value.
NASTY_TOKENS: tuple[str, ...] = ("1e400", "-1e400", "NaN", "Infinity", "-Infinity", "1" * 5000, '"\\ud800"',
                                 "[" * 3000 + "]" * 3000, '{"a":' * 3000 + "1" + "}" * 3000, "null", '"yesterday"')


def scalars() -> st.SearchStrategy[Any]:
    """Any JSON scalar, with the values that break careless readers weighted in."""
    return st.one_of(
        st.sampled_from(NASTY_SCALARS).map(copy.deepcopy),
        st.none(), st.booleans(),
        st.integers(), st.integers(min_value=-(10**40), max_value=10**40),
        st.floats(allow_nan=True, allow_infinity=True),
        st.text(st.characters(exclude_categories=()), max_size=30),  # lone surrogates included
    )


def json_values(max_leaves: int = 25) -> st.SearchStrategy[Any]:
    """Any JSON value: scalars, lists and objects nested a few levels."""
    return st.recursive(scalars(), lambda inner: st.one_of(
        st.lists(inner, max_size=6),
        st.dictionaries(st.one_of(st.sampled_from(KEYS), st.text(st.characters(exclude_categories=()), max_size=12)),
                        inner, max_size=6),
    ), max_leaves=max_leaves)


#: Keys a record holds (so that arbitrary objects sometimes look like records).
KEYS = ("format", "version", "skills", "ratings", "areas", "difficulty", "queue", "streak", "best_streak", "day_streak",
        "last_day", "daily", "completed", "activities", "activity", "when", "span", "score", "memory", "seen", "correct",
        "state", "step", "s", "d", "due", "last", "r", "rd", "vol", "n", "hand", "played", "best", "rules", "unseen",
        "loss", "source", "why", "quiz", "box")


def base_record() -> dict[str, Any]:
    """A real notebook file: every part of a version-2 record, and a log of activities."""
    p = Progress()
    for i, (skill, right) in enumerate((("tile_name:1", True), ("shanten:2", False), ("find_waits:1", True),
                                        ("tile_name:1", True), ("set_kind:2", True))):
        p = p.record(skill, right, now=20000 * DAY + i * 3600)
    why = (("5p", Message.of("review.puzzle.best", tile=Tile.from_str("1z"))),)
    p = p.add_puzzles([Puzzle("123m456p789s1122z5p", "5p", "1z", "standard", tuple([3] * 34), 5, why=why)])
    p = p.complete("memory").solved_daily("2026-12-01", True, 20001 * DAY, "shanten:1")
    data = p.to_json()
    data["activities"] = [{"activity": "memory", "when": 20000 * DAY, "score": 6, "won": True},
                          {"activity": "code_lock", "when": 20000 * DAY + 60, "span": 4},
                          {"activity": "quiz", "when": 20001 * DAY, "right": 2, "count": 3, "families": ["shanten"]}]
    return data


#: The notebooks' first file (Leitner boxes under "quiz").
V1_FILE: dict[str, Any] = {"version": 1, "quiz": {"version": 1, "skills": {
    "tile_name:1": {"box": 3, "due": 10 * DAY, "seen": 5, "correct": 4, "streak": 3}}, "streak": 3, "best_streak": 4,
    "day_streak": 2, "last_day": 9, "completed": ["memory"]}, "activities": [{"activity": "memory", "when": 5.0, "won": True}]}


def _paths(value: Any, here: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every part of ``value`` (of a list, its first three elements: 34 counts of unseen tiles
    would drown the rest)."""
    found = [here]
    if isinstance(value, dict):
        for key, inner in value.items():
            found += _paths(inner, (*here, key))
    elif isinstance(value, list):
        for index, inner in enumerate(value[:3]):
            found += _paths(inner, (*here, index))
    return found


#: Numbers and texts that keep a value's type but not its sense.
NASTY_NUMBERS: tuple[Any, ...] = (float("nan"), float("inf"), float("-inf"), 1e20, -1e20, -1, -0.5, 10**30, 1e308, 5e-324,
                                  2**63, 1e6, -1e6, 0, 0.0, 99, 4.5)
NASTY_TEXTS: tuple[str, ...] = ("", "yesterday", "\ud800", "\udc00x", "x" * 500, "a\x00b", "\uff12\uff10\uff12\uff16-12-01",
                                "shanten:\u00b2", "shanten:" + "9" * 5000, ":", "[123m]", "5q", "nope:1", "line\nbreak")


def _copy(value: Any) -> Any:
    return json.loads(json.dumps(value))


@st.composite
def mutated_records(draw: st.DrawFn, base: dict[str, Any] | None = None) -> Any:
    """A real record with one to three parts replaced, removed or added."""
    data = _copy(base if base is not None else draw(st.sampled_from([base_record(), V1_FILE])))
    for _ in range(draw(st.integers(1, 3))):
        paths = [p for p in _paths(data) if p]
        if not paths:
            break
        path = draw(st.sampled_from(paths))
        parent = data
        for step in path[:-1]:
            parent = parent[step]
        key = path[-1]
        here = parent[key]
        action = draw(st.sampled_from(("typed", "typed", "typed", "replace", "nasty", "remove", "add")))
        if action == "typed" and isinstance(here, int | float) and not isinstance(here, bool):
            parent[key] = draw(st.sampled_from(NASTY_NUMBERS))
        elif action == "typed" and isinstance(here, str):
            parent[key] = draw(st.sampled_from(NASTY_TEXTS))
        elif action == "remove":
            del parent[key]
        elif action == "add" and isinstance(here, dict):
            here[draw(st.sampled_from(KEYS))] = draw(json_values(8))
        elif action == "add" and isinstance(here, list):
            here.append(draw(json_values(8)))
        elif action in ("nasty", "add"):
            parent[key] = copy.deepcopy(draw(st.sampled_from(NASTY_SCALARS)))  # never the shared [] or {}
        else:
            parent[key] = draw(json_values(10))
    return data


def dump(value: Any) -> str:
    """JSON text of any value (NaN and infinities as JavaScript writes them, surrogates escaped)."""
    return json.dumps(value, ensure_ascii=True, allow_nan=True)


@st.composite
def texts(draw: st.DrawFn) -> bytes:
    """The bytes of a file: a (mutated) record's text, maybe spliced with a nasty token, cut, or
    re-encoded; arbitrary JSON; arbitrary bytes."""
    kind = draw(st.sampled_from(("record", "record", "record", "json", "bytes", "splice", "cut", "utf16", "nasty")))
    if kind == "json":
        return dump(draw(json_values())).encode()
    if kind == "bytes":
        return draw(st.binary(max_size=300))
    if kind == "nasty":
        return draw(st.sampled_from(NASTY_TOKENS)).encode()
    record = draw(st.one_of(mutated_records(), st.sampled_from([base_record(), V1_FILE])))
    text = json.dumps(record, ensure_ascii=draw(st.booleans()) or "\\ud" in dump(record), allow_nan=True, indent=1)
    if kind == "splice":
        numbers = [i for i, c in enumerate(text) if c.isdigit() and text[i - 1] in " :["]
        at = draw(st.sampled_from(numbers)) if numbers else 0
        end = at
        while end < len(text) and text[end] in "0123456789.e+-":
            end += 1
        text = text[:at] + draw(st.sampled_from(NASTY_TOKENS)) + text[end:]
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError:
        data = text.encode("utf-8", "surrogatepass")
    if kind == "cut":
        return data[:draw(st.integers(0, max(0, len(data) - 1)))]
    if kind == "utf16":
        return text.encode("utf-16", "surrogatepass")
    return data


def russian_record_bytes() -> bytes:
    """A record whose text holds Cyrillic (a quiz family name the learner typed, say)."""
    data = base_record()
    data["completed"] = ["урок:1"]
    return json.dumps(data, ensure_ascii=False).encode()


#: Files found by the fuzz and by the issue, tried first (hypothesis ``@example``).
KNOWN_BAD: tuple[bytes, ...] = (
    b"", b"\xd0", russian_record_bytes()[: russian_record_bytes().index("урок".encode()) + 1],
    json.dumps(base_record()).encode("utf-16"), b"1e400", b'{"version": 2, "streak": 1e400}', b"[" * 100000,
    b'{"version": 2, "activities": [{"activity": "memory", "when": "yesterday"}]}',
    b'{"version": 2, "activities": [{"activity": "memory", "when": null}]}',
    b'{"version": 2, "activities": [{"activity": "memory", "when": 1e20}]}',
    b'{"version": 2, "activities": [{"activity": "memory", "when": Infinity}]}',
    b'{"version": 2, "activities": [{"activity": "code_lock", "when": 1.0, "span": NaN}]}',
    b'{"version": 2, "ratings": {"areas": {"tiles": {"r": 1e6, "rd": 60, "vol": 0.06, "n": 3}}}}',
    b'{"version": 3, "format": "mjcore-progress", "skills": {}, "future": 1}',
    b'{"version": 2, "completed": ["\\ud800"]}',
    b'{"version": 2, "skills": {"shanten:\xc2\xb2": {}}}',
)


__all__ = ["KNOWN_BAD", "NASTY_SCALARS", "base_record", "dump", "json_values", "mutated_records", "scalars", "texts"]
