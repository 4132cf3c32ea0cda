"""``python -m mjcore quiz``: the list of families and generated questions."""

from __future__ import annotations

import json

import pytest

from mjcore.cli import main
from mjcore.quiz import FAMILIES


def run(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, *argv: str) -> tuple[int, str, str]:
    monkeypatch.delenv("MJ_LANG", raising=False)
    monkeypatch.setenv("LANG", "C")
    try:
        code = main(list(argv))
    except SystemExit as exit_:
        code = int(exit_.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def test_list_json(capsys, monkeypatch) -> None:
    code, out, _ = run(capsys, monkeypatch, "quiz", "--list", "--json")
    data = json.loads(out)
    assert code == 0 and [f["name"] for f in data] == list(FAMILIES)
    assert {"name", "track", "stage", "title_ru", "title_en"} <= set(data[0])


def test_list_text_is_localized(capsys, monkeypatch) -> None:
    _, ru, _ = run(capsys, monkeypatch, "quiz", "--list")
    _, en, _ = run(capsys, monkeypatch, "quiz", "--list", "--lang", "en")
    assert "Лучший снос" in ru and "взрослые" in ru
    assert "Best discard" in en and "adults" in en


@pytest.mark.parametrize("name", sorted(FAMILIES))
def test_questions_json(capsys, monkeypatch, name: str) -> None:
    code, out, _ = run(capsys, monkeypatch, "quiz", name, "--seed", "1", "--count", "2", "--lang", "en", "--json")
    data = json.loads(out)
    assert code == 0 and data["seed"] == 1 and len(data["questions"]) == 2
    for q in data["questions"]:
        assert q["family"] == name and q["answer"] and q["explanation"] and q["prompt"]
    _, again, _ = run(capsys, monkeypatch, "quiz", name, "--seed", "1", "--count", "2", "--lang", "en", "--json")
    assert again == out


def test_text_output(capsys, monkeypatch) -> None:
    code, out, _ = run(capsys, monkeypatch, "quiz", "find_waits", "--seed", "3", "--level", "2", "--count", "3")
    assert code == 0 and out.count("Ответ:") == 3 and out.count("Почему:") == 3 and "уровень 2" in out
    code, out, _ = run(capsys, monkeypatch, "quiz", "tile_name", "--seed", "3", "--lang", "en")
    assert "a) " in out and "Answer:" in out


@pytest.mark.parametrize(
    ("argv", "text"),
    [
        (["quiz", "nope"], "no quiz family 'nope'"),
        (["quiz", "shanten", "--level", "9"], "levels 1-3"),
        (["quiz", "shanten", "--count", "0"], "1-1000"),
        (["quiz"], "--list"),
    ],
)
def test_bad_input_exits_2_with_a_localized_message(capsys, monkeypatch, argv: list[str], text: str) -> None:
    code, out, err = run(capsys, monkeypatch, *argv, "--lang", "en")
    assert code == 2 and text in err and "Traceback" not in err and out == ""
    code, _, err = run(capsys, monkeypatch, *argv)
    assert code == 2 and "ошибка" in err
