"""Spaced repetition: Leitner boxes, due skills, streaks, the versioned JSON record."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mjcore.cli import build_parser
from mjcore.cli.quiz import run_quiz
from mjcore.errors import MahjongError
from mjcore.i18n import catalog
from mjcore.quiz import find_family, generate
from mjcore.quiz.srs import DAY, INTERVALS, MAX_BOX, VERSION, Progress, ProgressError, SkillState, parse_skill, skill_key

SKILLS = ("tile_name:1", "tile_suit:1", "set_kind:2")


def test_right_answers_climb_the_boxes_and_a_wrong_one_drops_to_zero() -> None:
    p = Progress()
    for day in range(MAX_BOX + 2):
        p = p.record("shanten:1", True, day * DAY)
    state = p.skill("shanten:1")
    assert state.box == MAX_BOX and p.mastery("shanten:1") == 1.0
    assert state.due == (MAX_BOX + 1) * DAY + INTERVALS[MAX_BOX] * DAY
    p = p.record("shanten:1", False, 100 * DAY)
    assert p.skill("shanten:1").box == 0 and p.mastery("shanten:1") == 0.0
    assert p.skill("shanten:1").due == 100 * DAY  # a missed skill comes back at once
    assert (p.skill("shanten:1").seen, p.skill("shanten:1").correct) == (MAX_BOX + 3, MAX_BOX + 2)


def test_next_skill_prefers_due_then_new_then_soonest() -> None:
    p = Progress()
    assert p.next_skill(SKILLS, 0) == "tile_name:1"
    p = p.record("tile_name:1", True, 0)  # box 1: due after one day
    assert p.next_skill(SKILLS, 0) == "tile_suit:1"
    p = p.record("tile_suit:1", False, 0)  # box 0: due at once
    assert p.next_skill(SKILLS, 10) == "tile_suit:1"
    p = p.record("tile_suit:1", True, 10).record("set_kind:2", True, 10)
    assert p.due(20) == ()
    assert p.next_skill(SKILLS, 20) == "tile_name:1"  # nothing due: the one due soonest
    assert p.due(2 * DAY) == ("tile_name:1", "set_kind:2", "tile_suit:1")
    assert p.next_skill((), 0) is None


def test_streaks() -> None:
    p = Progress().record("a:1", True, 0).record("a:1", True, 1).record("a:1", False, 2).record("a:1", True, 3)
    assert (p.streak, p.best_streak) == (1, 2)
    p = p.record("a:1", True, DAY + 5)
    assert p.day_streak == 2
    p = p.record("a:1", True, DAY + 6)
    assert p.day_streak == 2
    p = p.record("a:1", True, 5 * DAY)
    assert p.day_streak == 1


def test_skill_names() -> None:
    assert parse_skill(skill_key("best_discard", 3)) == ("best_discard", 3)
    for bad in ("shanten", "shanten:", ":1", "shanten:0", "shanten:x"):
        with pytest.raises(ProgressError):
            parse_skill(bad)
    with pytest.raises(ProgressError):
        Progress().record("nolevel", True, 0)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(SKILLS), st.booleans(), st.floats(0, 1e9, allow_nan=False)), max_size=30),
       st.lists(st.sampled_from(("lesson:01", "memory:6")), max_size=3))
def test_json_round_trip(answers: list[tuple[str, bool, float]], items: list[str]) -> None:
    p = Progress()
    for skill, correct, now in answers:
        p = p.record(skill, correct, now)
    for item in items:
        p = p.complete(item)
    text = p.dumps()
    assert json.loads(text)["version"] == VERSION
    assert Progress.loads(text) == p
    assert all(0 <= p.mastery(s) <= 1 for s in SKILLS)


def test_bad_records_are_localized_errors() -> None:
    with pytest.raises(ProgressError) as error:
        Progress.from_json({"version": VERSION + 1})
    assert error.value.code == "progress.version" and "версия" in error.value.message("ru")
    for bad in ("[]", "{}", '{"version": 1, "skills": {"a:1": {"box": 99, "due": 0, "seen": 0, "correct": 0, "streak": 0}}}',
                '{"version": 1, "skills": {"a:1": {}}}', "not json"):
        with pytest.raises(ProgressError):
            Progress.loads(bad)


def test_record_is_immutable_and_hashable() -> None:
    p = Progress()
    q = p.record("a:1", True, 0)
    assert p == Progress() and q != p
    hash(q)
    assert isinstance(q.skill("a:1"), SkillState)



def test_every_quiz_and_progress_error_key_is_reached() -> None:
    """Each error.quiz.* / error.progress.* catalog key comes from a real failure."""
    actions = [
        lambda: find_family("nope"),
        lambda: generate("shanten", random.Random(1), 9),
        lambda: Progress.loads("[]"),
        lambda: Progress.from_json({"version": 99}),
        lambda: parse_skill("x"),
        # the two checks only the command line makes
        lambda: run_quiz(build_parser("en").parse_args(["quiz"])),
        lambda: run_quiz(build_parser("en").parse_args(["quiz", "shanten", "--count", "0"])),
    ]
    reached = set()
    for action in actions:
        with pytest.raises(MahjongError) as info:
            action()
        reached.add(info.value.key)
    assert reached == {k for k in catalog("en") if k.startswith(("error.quiz.", "error.progress."))}
