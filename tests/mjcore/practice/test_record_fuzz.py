"""Fuzz of the learner's record (issue 26, "nothing lost, no traceback"): whatever JSON value or
bytes :meth:`Progress.loads`/:meth:`Progress.from_json` are given, they raise only the project's
own :class:`ProgressError` (localized, one line), and a record they accept is sane: it saves as
UTF-8 and reads back equal, merges, records an answer, is summarised, and its puzzles are asked
and explained. The Glicko-2 update computes whatever numbers a stored rating holds.

Quick seeded runs here; the long runs are marked ``slow``."""

from __future__ import annotations

import json
import math
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, seed, settings
from hypothesis import strategies as st

from mjcore.errors import MahjongError
from mjcore.practice.glicko import Rating
from mjcore.practice.record import Progress, read_activities
from mjcore.practice.review import puzzle_question
from mjcore.practice.schedule import DAY
from mjcore.practice.summary import summary
from mjcore.quiz.srs import ProgressError
from tests.mjcore.practice.jsonfuzz import KNOWN_BAD, base_record, json_values, mutated_records, texts

NOW = 20010 * DAY
BASE = Progress.from_json(base_record())
QUICK = settings(max_examples=150, deadline=None, derandomize=True, database=None,
                 suppress_health_check=list(HealthCheck))
LONG = settings(max_examples=1500, derandomize=True, deadline=None, database=None, suppress_health_check=list(HealthCheck))


def sane(p: Progress) -> None:
    """A record the code accepted works everywhere the code uses it."""
    text = p.dumps()
    text.encode("utf-8")  # a lone surrogate cannot be saved
    assert Progress.loads(text) == p, "does not read back equal (a NaN, a value written differently)"
    for lang in ("ru", "en"):
        summary(p, NOW, lang=lang)
    for key in [k for k, _ in p.skills][:3] + ["tile_name:1"]:
        after = p.record(key, True, NOW).record(key, False, NOW + 60)
        assert Progress.loads(after.dumps()) == after
    for both in (p.merge(BASE), BASE.merge(p)):
        assert Progress.loads(both.dumps()) == both
    for puzzle in p.queue[:3]:
        question = puzzle_question(puzzle)
        for lang in ("ru", "en"):
            question.prompt.text(lang)
            for option in question.options[:4]:
                question.explain(option.value).text(lang, kids=True, tiles="kids")
                question.explain(option.value).text(lang)
    p.next_skill([k for k, _ in p.skills][:5] or ["tile_name:1"], NOW)


def refused(error: ProgressError) -> None:
    """A refusal is the project's own, in both languages, one line each."""
    for lang in ("ru", "en"):
        words = error.message(lang)
        assert words and "\n" not in words and len(words) < 2000, words
        words.encode("utf-8")


def load_bytes(data: bytes) -> None:
    try:
        p = Progress.loads(data)
    except ProgressError as error:
        refused(error)
        return
    sane(p)


def load_value(data: Any) -> None:
    try:
        p = Progress.from_json(data)
    except ProgressError as error:
        refused(error)
        return
    sane(p)


def _with_examples(test: Any) -> Any:
    for data in KNOWN_BAD:
        test = example(data)(test)
    return test


@QUICK
@given(texts())
@_with_examples
def test_loads_any_bytes_raises_only_progress_errors(data: bytes) -> None:
    load_bytes(data)


@QUICK
@given(st.one_of(mutated_records(), json_values()))
def test_from_json_any_value_raises_only_progress_errors(data: Any) -> None:
    load_value(data)


def read_value(data: Any) -> None:
    """The lenient reading (the notebook's file, the imports): the valid parts are a sane record,
    each part left out is named in both languages."""
    for newer in (False, True):
        try:
            reading = Progress.read(data, newer=newer)
        except ProgressError as error:
            refused(error)
            continue
        sane(reading.progress)
        for message in reading.refused:
            for lang in ("ru", "en"):
                words = message.text(lang)
                assert words and "\n" not in words and len(words) < 500, words
                words.encode("utf-8")
    kept, why = read_activities(data.get("activities") if isinstance(data, dict) else data)
    json.dumps(kept, allow_nan=False, ensure_ascii=False).encode("utf-8")
    assert all(isinstance(a["activity"], str) for a in kept) and len(why) <= 50
    for message in why:
        message.text("ru").encode("utf-8")


@QUICK
@given(st.one_of(mutated_records(), json_values()))
def test_read_keeps_the_valid_parts_of_any_value(data: Any) -> None:
    read_value(data)


@pytest.mark.parametrize("data", KNOWN_BAD[:16], ids=range(16))
def test_the_files_of_the_issue(data: bytes) -> None:
    load_bytes(data)


@QUICK
@given(st.floats(), st.floats(), st.floats(), st.floats(), st.floats(), st.booleans())
@example(1e6, 60.0, 0.06, 1500.0, 200.0, True)
@example(-1e6, 60.0, 0.06, 1500.0, 200.0, False)
@example(1500.0, 0.0, 0.06, 1500.0, 200.0, True)
@example(1500.0, 200.0, 0.0, 1500.0, 200.0, True)
def test_the_glicko_update_computes_any_stored_numbers(r: float, rd: float, vol: float, item_r: float, item_rd: float,
                                                       right: bool) -> None:
    learner, item = Rating(r, rd, vol, 3), Rating(item_r, item_rd)
    after, item_after = learner.answered(item, right)
    for rating in (after, item_after, learner.update([])):
        assert all(math.isfinite(x) for x in (rating.rating, rating.rd, rating.vol))
        assert Rating.from_json(rating.to_json()) == rating  # what it computes can be stored and read


@pytest.mark.slow
@LONG
@seed(26)
@given(st.one_of(texts(), st.binary(max_size=2000)))
def test_loads_long_run(data: bytes) -> None:
    load_bytes(data)


@pytest.mark.slow
@LONG
@seed(27)
@given(st.one_of(mutated_records(), json_values(60)))
def test_from_json_long_run(data: Any) -> None:
    load_value(data)
    read_value(data)


def test_merge_of_two_accepted_records_is_an_accepted_record() -> None:
    """Every accepted record merged with another gives a record that reads back (the merge takes
    each part from one side: it never makes a value neither side had)."""
    other = Progress().record("shanten:2", True, NOW).complete("lesson:1")
    both = BASE.merge(other)
    assert Progress.loads(both.dumps()) == both
    with pytest.raises(MahjongError):
        Progress.loads("[]")
