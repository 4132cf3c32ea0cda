"""The progress record: answers, streaks with one grace day, JSON of every version (old files
migrated), merging an import, localized errors."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mjcore.cli import build_parser
from mjcore.cli.quiz import run_quiz
from mjcore.errors import MahjongError
from mjcore.i18n import catalog
from mjcore.practice.daily import parse_date
from mjcore.practice.record import VERSION, Progress, Puzzle, SkillState
from mjcore.practice.schedule import DAY
from mjcore.quiz import find_family, generate
from mjcore.quiz.srs import ProgressError, parse_skill, skill_key

SKILLS = ("tile_name:1", "tile_suit:1", "set_kind:2")
#: A record of version 1 as the Leitner code wrote it (the bot's ``progress`` field).
V1 = {"version": 1, "skills": {"tile_name:1": {"box": 3, "due": 10 * DAY, "seen": 5, "correct": 4, "streak": 3},
                               "shanten:2": {"box": 0, "due": 2 * DAY, "seen": 2, "correct": 0, "streak": 0}},
      "streak": 3, "best_streak": 4, "day_streak": 2, "last_day": 9, "completed": ["memory"]}


def test_answers_count_and_next_skill_prefers_due_then_new() -> None:
    p = Progress()
    assert p.next_skill(SKILLS, 0) == "tile_name:1"
    p = p.record("tile_name:1", True, 0)
    assert p.next_skill(SKILLS, 0) == "tile_suit:1"
    p = p.record("tile_suit:1", False, 0)
    assert p.next_skill(SKILLS, 10 * DAY) in p.due(10 * DAY)
    assert (p.skill("tile_name:1").seen, p.skill("tile_name:1").correct, p.skill("tile_suit:1").correct) == (1, 1, 0)
    assert p.next_skill((), 0) is None


def test_a_streak_survives_one_missed_day_and_breaks_on_the_second() -> None:
    p = Progress().record("a:1", True, 0).record("a:1", True, DAY)  # days 0 and 1
    assert p.day_streak == 2
    kept = p.record("a:1", True, 3 * DAY)  # day 2 missed: forgiven
    assert kept.day_streak == 3
    assert p.streak_on(3 * DAY) == 2  # still alive the day after the missed one
    broken = p.record("a:1", True, 4 * DAY)  # days 2 and 3 missed
    assert broken.day_streak == 1
    assert p.streak_on(4 * DAY) == 0
    same_day = p.record("a:1", False, DAY + 60)
    assert same_day.day_streak == 2 and same_day.streak == 0 and same_day.best_streak == 2


def test_an_old_leitner_record_is_migrated() -> None:
    p = Progress.from_json(V1)
    name, shanten = p.skill("tile_name:1"), p.skill("shanten:2")
    assert (name.seen, name.correct, name.streak) == (5, 4, 3)
    assert name.memory.state == 2 and name.memory.stability == 4 and name.due == 10 * DAY  # box 3: 4 days
    assert shanten.memory.state == 1 and shanten.due == 2 * DAY
    assert (p.streak, p.best_streak, p.day_streak, p.last_day, p.completed) == (3, 4, 2, 9, ("memory",))
    assert json.loads(p.dumps())["version"] == VERSION == 2
    assert Progress.loads(p.dumps()) == p
    assert p.next_skill(["tile_name:1", "shanten:2"], 3 * DAY) == "shanten:2"  # due, the box-3 one is not


def test_an_old_notebook_file_is_migrated(tmp_path: Path) -> None:
    from lessons.widgets.progress import ProgressFile

    path = tmp_path / "progress.json"
    path.write_text(json.dumps({"version": 1, "quiz": V1, "activities": [{"activity": "memory", "when": 5.0, "won": True}]}))
    store = ProgressFile(path)
    assert store.problem is None
    assert store.quiz == Progress.from_json(V1)
    assert [a["activity"] for a in store.activities] == ["memory"]
    store.record_answer("tile_name:1", True, now=11 * DAY)
    saved = json.loads(path.read_text())
    assert saved["version"] == 2 and saved["format"] == "mjcore-progress" and saved["activities"][0]["activity"] == "memory"
    assert ProgressFile(path).quiz.skill("tile_name:1").seen == 6


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(SKILLS), st.booleans(), st.floats(0, 1e9, allow_nan=False)), max_size=25),
       st.lists(st.sampled_from(("lesson:01", "memory:6")), max_size=3),
       st.lists(st.sampled_from(("2026-12-01", "2026-12-02")), max_size=2))
def test_json_round_trip(answers: list[tuple[str, bool, float]], items: list[str], days: list[str]) -> None:
    p = Progress()
    for skill, correct, now in sorted(answers, key=lambda a: a[2]):
        p = p.record(skill, correct, now)
    for item in items:
        p = p.complete(item)
    for day in days:
        p = p.solved_daily(day, True, 0.0, "shanten:1")
    p = p.add_puzzles([Puzzle("123m456p789s1122z5p", "5p", "1z", "standard", tuple([3] * 34), 5)])
    assert Progress.loads(p.dumps()) == p
    assert all(0 <= p.mastery(s) <= 1 for s in SKILLS)


def test_merge_keeps_everything_either_side_holds() -> None:
    a = Progress().record("tile_name:1", True, 0).complete("memory")
    b = Progress().record("shanten:1", False, 5 * DAY).solved_daily("2026-12-01", True, 5 * DAY, "shanten:2")
    b = b.add_puzzles([Puzzle("123m456p789s1122z5p", "5p", "1z", "standard", tuple([3] * 34))])
    both = a.merge(b)
    assert {k for k, _ in both.skills} == {"tile_name:1", "shanten:1", "shanten:2"}
    assert both.completed == ("memory",) and both.daily == ("2026-12-01",) and len(both.queue) == 1
    assert both.last_day == 5 and both.area_rating("tiles") == a.area_rating("tiles")
    assert both.merge(both) == both


def test_puzzles_queue_once_and_pop_in_order() -> None:
    one = Puzzle("123m456p789s1122z5p", "5p", "1z", "standard", tuple([3] * 34))
    two = Puzzle("123m456p789s1123z5p", "5p", "3z", "standard", tuple([3] * 34))
    p = Progress().add_puzzles([one, two, one])
    assert p.queue == (one, two)
    first, rest = p.pop_puzzle()
    assert first == one and rest.queue == (two,)
    assert Progress().pop_puzzle() == (None, Progress())


def test_bad_records_are_localized_errors() -> None:
    with pytest.raises(ProgressError) as error:
        Progress.from_json({"version": VERSION + 1})
    assert error.value.code == "progress.version" and "версия" in error.value.message("ru")
    for bad in ("[]", "{}", '{"version": 1, "skills": {"a:1": {"box": 99, "due": 0, "seen": 0, "correct": 0, "streak": 0}}}',
                '{"version": 1, "skills": {"a:1": {}}}', '{"version": 2, "skills": {"a:1": {"memory": {"state": 9}}}}',
                '{"version": 2, "ratings": {"areas": {"x": {"r": "a"}}}}', "not json", b"\xff"):
        with pytest.raises(ProgressError):
            Progress.loads(bad)


def test_record_is_immutable_and_hashable() -> None:
    p = Progress()
    q = p.record("a:1", True, 0)
    assert p == Progress() and q != p
    hash(q)
    assert isinstance(q.skill("a:1"), SkillState)


def test_every_quiz_progress_and_practice_error_key_is_reached() -> None:
    """Each error.quiz.* / error.progress.* / error.practice.* catalog key comes from a real failure."""
    from mjcore.game.record import GameRecord
    from mjcore.practice.review import review

    actions = [
        lambda: find_family("nope"),
        lambda: generate("shanten", random.Random(1), 9),
        lambda: Progress.loads("[]"),
        lambda: Progress.from_json({"version": 99}),
        lambda: parse_skill("x"),
        lambda: parse_date("yesterday"),
        lambda: review(GameRecord("kids2p", 1), 5),
        lambda: review(GameRecord("kids2p", 1), 0, hand=3),
        lambda: run_quiz(build_parser("en").parse_args(["quiz"])),
        lambda: run_quiz(build_parser("en").parse_args(["quiz", "shanten", "--count", "0"])),
    ]
    reached = set()
    for action in actions:
        with pytest.raises(MahjongError) as info:
            action()
        reached.add(info.value.key)
    assert reached == {k for k in catalog("en") if k.startswith(("error.quiz.", "error.progress.", "error.practice."))}
    assert skill_key("a", 2) == "a:2"
