"""Fuzz (issue 26): every ``--jsonl`` mode answers every line, with valid JSON, whatever comes in.

Each example feeds a few lines to one mode (``analyze --jsonl`` under each rule set, ``score
--jsonl`` under each system and ``all``) in-process through :func:`mjcore.cli.main`, with stdin
replaced — as text read line by line (``StringIO``) or as bytes read in chunks from a real file
(what a pipe gives) — and stdout a strict UTF-8 stream. The lines are arbitrary JSON values
(any structure, huge and non-finite numbers, lone surrogates, wrong types), scoring and
analysis requests with wrong or impossible fields, deep nesting, very long lines, and lines
that are not JSON at all. What must hold (:func:`problems`):

- ``main`` returns 0 and nothing escapes;
- one answer per non-blank line, in order, each a JSON object a strict parser reads (valid
  UTF-8, no NaN or Infinity, no lone surrogate), with ``id`` and ``ok``;
- a refusal is one error object (``code``, ``message``) whose code is a catalog key and whose
  message is in the language asked; a clean request's ``id`` comes back as it was sent.

The quick run is seeded (``derandomize``); ``@pytest.mark.slow`` runs many more examples.
"""

from __future__ import annotations

import io
import json
import math
import os
import re
import sys
import tempfile
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mjcore.cli import main
from mjcore.i18n import CORE
from mjcore.scoring import SYSTEMS

settings.register_profile("issue26-jsonl-quick", max_examples=120, derandomize=True, deadline=None, database=None,
                          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
settings.register_profile("issue26-jsonl-slow", max_examples=1250, derandomize=True, deadline=None, database=None,
                          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
QUICK = settings.get_profile("issue26-jsonl-quick")
SLOW = settings.get_profile("issue26-jsonl-slow")

#: Every ``--jsonl`` mode (``grep -rn jsonl mjcore/cli``): analyze under its rule sets, score under every system and all.
MODES: tuple[tuple[str, ...], ...] = (
    ("analyze", "--jsonl", "--rules", "standard"),
    ("analyze", "--jsonl", "--rules", "mcr"),
    *(("score", "--jsonl", "--rules", name) for name in (*SYSTEMS, "all")),
)
CYRILLIC = re.compile(r"[А-Яа-яЁё]")
HANDS = ("123m456p789s234s55z", "123m456p789s1122z", "123m456p789s1122z5p", "13369m147p111z [111m]",
         "234m456m66p123444s", "123m456p789s234s [555z]", "19m19p19s1234567z1m", "1112345678999m",
         "123m 456p 789s 11z 1f 2f", "123m456p55z [789s] {2222s}", "11223344556677z", "147m258p369s12345z")
TILE_WORDS = ("1m", "5z", "5p", "9m", "E", "S", "W", "N", "1f", "8f", "east", "0m", "1", "4", "[111m]", "123m")
KEYS = ("id", "hand", "concealed", "melds", "win_tile", "win", "self_drawn", "last_tile", "kong_replacement",
        "robbing_kong", "fourth_tile", "heavenly", "earthly", "riichi", "double_riichi", "ippatsu", "flowers",
        "honba", "riichi_sticks", "seat", "round", "seat_wind", "round_wind", "discarder", "bonus",
        "dora_indicators", "ura_dora_indicators", "red_fives", "visible", "rules", "type", "open", "tiles")

# -- values --------------------------------------------------------------------------------------
CHARS = st.one_of(st.characters(), st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF),
                  st.sampled_from("123456789mpszf []{}()ESWN"))
TEXTS = st.one_of(st.text(CHARS, max_size=24), st.sampled_from(TILE_WORDS + HANDS))
NUMBERS = st.one_of(st.integers(-5, 20), st.integers(), st.integers(-(10**40), 10**40), st.floats(),
                    st.sampled_from((math.nan, math.inf, -math.inf, 1e308, -0.0, 0.5)))
SCALARS = st.one_of(st.none(), st.booleans(), NUMBERS, TEXTS)
JSON_VALUES = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.sampled_from(KEYS) | TEXTS, inner, max_size=5),
    max_leaves=12,
)
MELDS = st.lists(st.one_of(st.fixed_dictionaries({"type": st.sampled_from(("chow", "pung", "kong", "x")) | SCALARS,
                                                  "open": st.booleans() | SCALARS,
                                                  "tiles": st.sampled_from(("789p", "555z", "2222s", "124m")) | SCALARS}),
                           JSON_VALUES), max_size=4)
FIELDS = {
    "id": st.one_of(st.integers(), st.text(CHARS, max_size=12), st.floats(), st.none(), JSON_VALUES),
    "hand": st.sampled_from(HANDS) | TEXTS | JSON_VALUES,
    "concealed": st.sampled_from(("123m456p789s234s55z", "123m456p55z", "123m456m23455s")) | TEXTS | JSON_VALUES,
    "melds": MELDS | JSON_VALUES,
    "win_tile": st.sampled_from(TILE_WORDS) | JSON_VALUES,
    "visible": TEXTS | JSON_VALUES,
    "rules": st.sampled_from(("standard", "mcr", "four_sets", "classical", "bogus")) | JSON_VALUES,
    **{flag: st.booleans() | SCALARS for flag in ("self_drawn", "last_tile", "kong_replacement", "robbing_kong",
                                                  "fourth_tile", "heavenly", "earthly", "riichi", "double_riichi",
                                                  "ippatsu")},
    **dict.fromkeys(("flowers", "honba", "riichi_sticks"), NUMBERS | SCALARS),
    **{wind: st.sampled_from(("E", "S", "W", "N", "1z", "5z", 3, 0)) | SCALARS
       for wind in ("seat", "round", "seat_wind", "round_wind", "discarder")},
    **{tiles: st.sampled_from(("1f 2f", "1f1f", "9m9m9m9m9m9m", "5m", "5m5p5s", "1z")) | st.lists(TEXTS, max_size=7) | SCALARS
       for tiles in ("bonus", "dora_indicators", "ura_dora_indicators", "red_fives")},
}
#: Scoring and analysis requests: the known fields, each right, wrong, impossible or of another type.
REQUESTS = st.fixed_dictionaries({}, optional=FIELDS)


@st.composite
def special_lines(draw: st.DrawFn) -> str:
    """Lines that no JSON value strategy writes: huge numbers, deep nesting, long lines, NaN in an id."""
    kind = draw(st.sampled_from(("digits", "deep", "long", "constant", "exponent")))
    head = '{"id": 7, "hand": "123m456p789s234s55z", "win_tile": "5z", '
    if kind == "digits":
        return head + '"flowers": ' + draw(st.sampled_from(("-", ""))) + "9" * draw(st.integers(15, 6000)) + "}"
    if kind == "deep":
        depth = draw(st.sampled_from((30, 33, 64, 500, 990, 5000, 40000)))
        inner = "[" * depth + "]" * depth
        return draw(st.sampled_from((inner, head + '"melds": ' + inner + "}", '{"id": ' + inner + "}")))
    if kind == "long":
        size = draw(st.sampled_from((1000, 65_000, 66_000, 200_000)))
        return head + '"hand": "' + "1" * size + 'm"}'
    if kind == "constant":
        return '{"id": ' + draw(st.sampled_from(("NaN", "Infinity", "-Infinity"))) + ', "hand": "123m456p789s1122z", "win_tile": "1z"}'
    return head + '"honba": 1e' + str(draw(st.integers(300, 400))) + "}"


def encoded(value: Any, ascii_only: bool) -> str:
    return json.dumps(value, ensure_ascii=ascii_only, allow_nan=True)


LINES = st.one_of(
    st.builds(encoded, REQUESTS, st.booleans()),
    st.builds(encoded, JSON_VALUES, st.booleans()),
    special_lines(),
    st.text(CHARS, min_size=1, max_size=40).filter(lambda s: "\n" not in s and s.strip() and s.strip(" \t\r\n")),
)


# -- one run -------------------------------------------------------------------------------------
def blank(line: str | bytes) -> bool:
    """A line of JSON whitespace only is skipped (no answer)."""
    return not line.strip(b" \t\r\n" if isinstance(line, bytes) else " \t\r\n")


def run(argv: list[str], payload: str | bytes) -> tuple[BaseException | int, bytes]:
    """``main(argv)`` with ``payload`` on stdin (text: a ``StringIO``; bytes: a real file, read
    in chunks like a pipe) and stdout a strict UTF-8 stream; its exit code (or what escaped) and
    the bytes it wrote."""
    sink = io.BytesIO()
    out = io.TextIOWrapper(sink, encoding="utf-8", errors="strict", newline="\n", write_through=True)
    old_in, old_out = sys.stdin, sys.stdout
    source: Any
    path = None
    if isinstance(payload, bytes):
        handle, path = tempfile.mkstemp(prefix="mj-jsonl-")
        os.write(handle, payload)
        os.close(handle)
        source = open(path, "rb")  # closed below
    else:
        source = io.StringIO(payload)
    sys.stdin, sys.stdout = source, out
    try:
        try:
            result: BaseException | int = main(argv)
        except BaseException as escaped:  # SystemExit included: a --jsonl run must not exit
            result = escaped
    finally:
        sys.stdin, sys.stdout = old_in, old_out
        source.close()
        if path:
            os.unlink(path)
    out.flush()
    return result, sink.getvalue()


def reject_constant(name: str) -> None:
    raise ValueError(f"{name} is not JSON")


def strict_loads(text: str) -> Any:
    return json.loads(text, parse_constant=reject_constant)


def unicode_ok(value: Any) -> bool:
    """No lone surrogate anywhere (keys included)."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError:
                return False
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
    return True


def clean_id(line: str) -> tuple[bool, Any]:
    """``(True, id)`` when ``line`` is a small clean JSON object whose ``id`` must come back as sent."""
    if len(line) > 4000 or line.count("[") + line.count("{") > 20:
        return False, None
    try:
        request = strict_loads(line)
    except (ValueError, RecursionError):
        return False, None
    if not isinstance(request, dict) or not unicode_ok(request):
        return False, None
    ident = request.get("id")
    stack = [request]
    while stack:  # every number of the request is within the bounds (finite, at most 15 digits)
        item = stack.pop()
        if isinstance(item, float) and not math.isfinite(item):
            return False, None
        if isinstance(item, int) and not isinstance(item, bool) and abs(item) >= 10**15:
            return False, None
        if isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, dict):
            stack.extend(item.values())
    return True, ident


def _as_read(line: str) -> str:
    """The line as the command reads it (``"\\u0410"`` is the letter А): an English message may
    quote a Russian value the request held."""
    try:
        return json.dumps(json.loads(line), ensure_ascii=False)
    except (ValueError, RecursionError):
        return line


def problems(argv: list[str], lines: list[str], as_bytes: bool, lang: str) -> list[str]:
    """What went wrong with one run (empty: every line answered properly)."""
    if as_bytes:
        sent: list[str | bytes] = [line.encode("utf-8", "surrogatepass") for line in lines]
        payload: str | bytes = b"\n".join(sent) + b"\n"  # type: ignore[arg-type]
    else:
        sent = list(lines)
        payload = "\n".join(lines) + "\n"
    result, out = run([*argv, "--lang", lang], payload)
    if result != 0:
        return [f"main gave {result!r}"]
    try:
        text = out.decode("utf-8")
    except UnicodeDecodeError as error:
        return [f"output is not UTF-8: {error}"]
    answers = text.split("\n")
    if answers and answers[-1] == "":
        answers.pop()
    wanted = [line for line in lines if not blank(line)]
    if len(answers) != len(wanted):
        return [f"{len(answers)} answers for {len(wanted)} lines"]
    found = []
    for line, answer_text in zip(wanted, answers):
        try:
            answer = strict_loads(answer_text)
        except ValueError as error:
            found.append(f"not strict JSON ({error}): {answer_text[:80]!r}")
            continue
        if not unicode_ok(answer):
            found.append(f"lone surrogate in the answer: {answer_text[:80]!r}")
        if not isinstance(answer, dict) or "id" not in answer or not isinstance(answer.get("ok"), bool):
            found.append(f"no id and ok: {answer_text[:80]!r}")
            continue
        clean, ident = clean_id(line)
        if clean and answer["id"] != ident:
            found.append(f"id {ident!r} came back as {answer['id']!r}")
        if not answer["ok"]:
            error = answer.get("error")
            if not isinstance(error, dict) or not isinstance(error.get("message"), str) or not error["message"]:
                found.append(f"refusal without a message: {answer_text[:80]!r}")
                continue
            if "error." + str(error.get("code")) not in CORE:
                found.append(f"unknown error code {error.get('code')!r}")
            if lang == "ru" and not CYRILLIC.search(error["message"]):
                found.append(f"message not in Russian: {error['message'][:80]!r}")
            if lang == "en" and CYRILLIC.search(error["message"]) and not CYRILLIC.search(_as_read(line)):
                found.append(f"message not in English: {error['message'][:80]!r}")
    return found


@st.composite
def batches(draw: st.DrawFn) -> tuple[list[str], list[str], bool, str]:
    mode = list(draw(st.sampled_from(MODES)))
    lines = draw(st.lists(LINES, min_size=1, max_size=5))
    return mode, lines, draw(st.booleans()), draw(st.sampled_from(("ru", "en")))


@QUICK
@given(batches())
def test_every_jsonl_mode_answers_every_line(batch: tuple[list[str], list[str], bool, str]) -> None:
    assert problems(*batch) == []


@pytest.mark.slow
@SLOW
@given(batches())
def test_every_jsonl_mode_answers_every_line_long_run(batch: tuple[list[str], list[str], bool, str]) -> None:
    assert problems(*batch) == []


def test_an_english_refusal_may_quote_a_russian_value_written_as_an_escape() -> None:
    """Found by the long run: ``"hand": ["\\u0410"]`` is refused in English quoting the letter А."""
    line = '{"id": 0, "hand": ["\\u0410"]}'
    assert problems(["score", "--jsonl", "--rules", "kids"], [line], False, "en") == []
