"""``python -m mjcore exercises --check``: exit codes 0 / 1 / 2 and the JSON contract."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from mjcore.cli import main

BAD_ANSWER = """- id: wrong-seat
  kind: bonus_seat
  topic: bonus
  track: kids
  stage: 4
  prompt: {ru: "Чей бонус?", en: "Whose bonus?"}
  tiles: 3f
  answer: 2
"""


def _run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(args)
    out, err = capsys.readouterr()
    return code, out, err


def test_the_bank_is_valid(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(["exercises", "--check", "--json"], capsys)
    data = json.loads(out)
    assert code == 0 and data["errors"] == [] and data["count"] >= 150


def test_text_output_in_both_languages(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(["exercises", "--check", "--lang", "en"], capsys)
    assert code == 0 and "every answer is right" in out
    code, out, _ = _run(["exercises", "--check", "--lang", "ru"], capsys)
    assert code == 0 and "все ответы верны" in out


def test_a_wrong_answer_exits_1_and_is_listed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "bonus.yaml").write_text(BAD_ANSWER, "utf-8")
    code, out, _ = _run(["exercises", "--check", "--json", "--data", str(tmp_path), "--lang", "en"], capsys)
    data = json.loads(out)
    assert code == 1 and data["count"] == 1
    assert data["errors"][0]["id"] == "wrong-seat" and data["errors"][0]["file"] == "bonus.yaml"
    assert "the bank says 2, mjcore computes 3" in data["errors"][0]["message"]
    code, out, _ = _run(["exercises", "--check", "--data", str(tmp_path), "--lang", "ru"], capsys)
    assert code == 1 and "wrong-seat" in out and "ошибок: 1" in out


def test_a_broken_bank_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "bonus.yaml").write_text(BAD_ANSWER.replace("kind: bonus_seat", "kind: riddle"), "utf-8")
    code, _, err = _run(["exercises", "--check", "--data", str(tmp_path), "--lang", "en"], capsys)
    assert code == 2 and "bonus.yaml: exercise wrong-seat" in err and "riddle" in err


def test_without_check_is_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _run(["exercises", "--lang", "en"], capsys)
    assert code == 2 and "--check" in err


def test_mjcore_does_not_import_the_bank() -> None:
    code = ("import sys, mjcore, mjcore.cli; from mjcore.cli import build_parser; build_parser('en'); "
            "assert 'exercises' not in sys.modules, 'mjcore imported exercises'")
    subprocess.run([sys.executable, "-c", code], check=True)
