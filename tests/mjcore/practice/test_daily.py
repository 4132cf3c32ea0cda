"""The daily hand: the same puzzle in two processes on one date, another the next day."""

from __future__ import annotations

import datetime
import json
import subprocess
import sys

import pytest

from mjcore.practice.daily import daily, family_of, parse_date, seed_of, today
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
