"""FSRS memories: intervals grow after right answers and shrink after a wrong one."""

from __future__ import annotations

import itertools

from mjcore.practice.schedule import DAY, Memory


def _run(answers: list[bool]) -> list[Memory]:
    memory, out, now = Memory(), [], 0.0
    for right in answers:
        memory = memory.review(right, now)
        out.append(memory)
        now = memory.due
    return out


def test_intervals_grow_after_right_answers() -> None:
    intervals = [m.interval for m in _run([True] * 8)]
    assert all(b > a for a, b in itertools.pairwise(intervals[1:])), intervals
    assert intervals[-1] > 30 * DAY
    assert _run([True] * 8)[-1].mastery == 1.0


def test_an_interval_shrinks_after_a_wrong_answer() -> None:
    before = _run([True] * 6)
    after = before[-1].review(False, before[-1].due)
    assert after.interval < before[-1].interval
    assert after.stability is not None and before[-1].stability is not None and after.stability < before[-1].stability
    assert after.mastery < before[-1].mastery
    again = after.review(True, after.due)
    assert again.interval >= after.interval


def test_the_schedule_is_the_same_every_time_and_survives_json() -> None:
    a, b = _run([True, True, False, True, True]), _run([True, True, False, True, True])
    assert a == b
    assert all(Memory.from_json(m.to_json()) == m for m in a)


def test_a_leitner_box_becomes_a_memory_with_its_interval() -> None:
    new = Memory.from_box(0, 5.0, 0)
    assert new.state == 1 and new.due == 5.0 and new.mastery == 0.0
    old = Memory.from_box(4, 100 * DAY, 8)
    assert old.state == 2 and old.stability == 8 and old.interval == 8 * DAY
    assert old.review(True, old.due).interval > old.interval
