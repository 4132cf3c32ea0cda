"""The daily hand: the same puzzle in two processes on one date, another the next day."""

from __future__ import annotations

import datetime
import json
import subprocess
import sys

import pytest

from mjcore.practice.daily import LEVEL_REACH, Audience, daily, family_of, is_daily, parse_date, seed_of, today
from mjcore.quiz import FAMILIES


def _cli(date: str) -> dict[str, object]:
    out = subprocess.run([sys.executable, "-m", "mjcore", "daily", "--date", date, "--json", "--lang", "en"],
                         capture_output=True, text=True, check=True, env={"PYTHONHASHSEED": "random", "PATH": ""})
    data: dict[str, object] = json.loads(out.stdout)
    return data


@pytest.mark.slow
def test_identical_in_two_processes_and_different_the_next_day() -> None:
    first, second, next_day = _cli("2026-12-01"), _cli("2026-12-01"), _cli("2026-12-02")
    assert first == second
    assert set(first) >= {"date", "family", "question"} and first["date"] == "2026-12-01"
    assert next_day["family"] != first["family"] and next_day["question"] != first["question"]
    question = first["question"]
    assert isinstance(question, dict) and question["family"] == first["family"]
    assert question == daily(datetime.date(2026, 12, 1)).question.to_json("en")  # this process agrees too


def test_the_families_rotate_through_every_family() -> None:
    start = datetime.date(2026, 12, 1)
    seen = [family_of(start + datetime.timedelta(days=i)) for i in range(len(FAMILIES))]
    assert sorted(seen) == sorted(FAMILIES)
    assert len({seed_of(start + datetime.timedelta(days=i)) for i in range(50)}) == 50


def test_the_question_has_the_quiz_shape_and_checks_its_answer() -> None:
    hand = daily(datetime.date(2027, 3, 5))
    data = hand.to_json("ru")
    assert set(data["question"]) >= {"family", "level", "form", "prompt", "answer", "explanation"}
    assert hand.question.check(list(hand.question.answer)) or hand.question.check(hand.question.answer[0])
    assert hand.skill == f"{hand.family}:{hand.level}"


def test_dates() -> None:
    assert parse_date(" 2026-12-01 ") == datetime.date(2026, 12, 1)
    assert today(0.0) == datetime.date(1970, 1, 1)
    out = subprocess.run([sys.executable, "-m", "mjcore", "daily", "--date", "1.12.2026", "--lang", "en"],
                         capture_output=True, text=True)
    assert out.returncode == 2 and "not a date" in out.stderr and "Traceback" not in out.stderr


def _year() -> list[datetime.date]:
    return [datetime.date(2026, 1, 1) + datetime.timedelta(days=i) for i in range(366)]


def test_a_child_never_gets_an_adults_family_and_an_adult_never_a_childs() -> None:
    for level in LEVEL_REACH:
        child, adult = Audience("kids", "kids", level), Audience("adult", "mcr", level)
        assert {FAMILIES[family_of(d, child)].track for d in _year()} == {"kids"}
        assert {FAMILIES[family_of(d, adult)].track for d in _year()} == {"adults"}
        # every system's families or the adult's own: an MCR player is never asked riichi han
        assert {FAMILIES[family_of(d, adult)].system for d in _year()} <= {None, "mcr"}


def test_the_question_is_of_the_learners_level() -> None:
    date = datetime.date(2026, 12, 5)
    for track, system in (("kids", "kids"), ("adult", "mcr"), ("adult", "riichi"), ("teen", "hk")):
        beginner = Audience(track, system, "beginner")
        advanced = Audience(track, system, "advanced")
        assert all(FAMILIES[f].stage <= LEVEL_REACH["beginner"][0] for f in beginner.families())
        assert set(beginner.families()) < set(advanced.families())
        assert daily(date, beginner).level == 1
        hand = daily(date, advanced)
        assert hand.level == FAMILIES[hand.family].levels and hand.question.level == hand.level


def test_one_audience_one_hand_a_day_and_the_audiences_differ() -> None:
    date = datetime.date(2026, 12, 5)
    child, adult = Audience("kids", "kids", "beginner"), Audience("adult", "mcr", "intermediate")
    assert daily(date, child) == daily(date, Audience("kids", "kids", "beginner"))
    assert seed_of(date, child) != seed_of(date, adult) != seed_of(date)
    assert is_daily(daily(date, adult).question, date, adult)
    assert not is_daily(daily(date, adult).question, date, child)


def test_a_familys_system_is_a_scoring_system() -> None:
    from mjcore.scoring import find_system

    named = {f.system for f in FAMILIES.values() if f.system is not None}
    assert named == {"kids", "classical", "hk", "mcr", "riichi"}
    assert all(find_system(name).name == name for name in named)
