"""``python -m mjcore score``: one system, every system side by side, JSON lines."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest

from mjcore.cli import main
from mjcore.scoring import SYSTEMS

HAND = "123m456p789s234s55z"


def run(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, *argv: str, stdin: str = "") -> tuple[int, str, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    monkeypatch.delenv("MJ_LANG", raising=False)
    monkeypatch.setenv("LANG", "C")
    try:
        code = main(list(argv))
    except SystemExit as exit_:
        code = int(exit_.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def test_kids_json(capsys, monkeypatch) -> None:
    code, out, _ = run(capsys, monkeypatch, "score", "--rules", "kids", HAND, "--win", "5z", "--self-drawn", "--json")
    data = json.loads(out)
    assert code == 0
    assert (data["ok"], data["rules"], data["total"], data["meets_minimum"]) == (True, "kids", 14, True)
    assert {"key", "en", "ru", "points", "count"} <= set(data["items"][0])
    assert data["han"] is None and data["fu"] is None


def test_text_output_is_itemised_in_the_language(capsys, monkeypatch) -> None:
    _, ru, _ = run(capsys, monkeypatch, "score", "--rules", "kids", HAND, "--win", "5z")
    _, en, _ = run(capsys, monkeypatch, "score", "--rules", "kids", HAND, "--win", "5z", "--lang", "en")
    assert "Итого: 14 очков" in ru and "чоу 123m" in ru
    assert "Total: 14 points" in en and "chow 123m" in en


@pytest.mark.parametrize(
    ("argv", "code"),
    [
        (["score", "--rules", "kids", HAND], "cli.score.win"),
        (["score", "--rules", "kids", "--win", "5z"], "parse.empty"),
        (["score", "--rules", "kids", HAND, "--win", "9m"], "score.win_tile"),
        (["score", "--rules", "kids", HAND, "--win", "5z", "--seat", "X"], "request.wind"),
        (["score", "--rules", "kids", "123m456p789s234s5z6z", "--win", "5z"], "score.not_winning"),
    ],
)
def test_bad_input_exits_2_with_one_localized_line(capsys, monkeypatch, argv: list[str], code: str) -> None:
    status, out, err = run(capsys, monkeypatch, *argv)
    assert status == 2 and out == ""
    assert err.startswith("ошибка: ") and err.count("\n") == 1
    status, _, err_en = run(capsys, monkeypatch, *argv, "--lang", "en")
    assert status == 2 and err_en.startswith("error: ")


@pytest.mark.parametrize(
    ("argv", "option"),
    [
        (["score", "--rules", "kids", HAND], "--win"),
        (["score", "--rules", "kids", HAND, "--win", "5z", "--seat", "X"], "--seat"),
        (["score", "--rules", "kids", HAND, "--win", "5z", "--round", "Q"], "--round"),
        (["score", "--rules", "classical", HAND, "--win", "5z", "--riichi"], "--riichi"),
        (["score", "--rules", "hk", HAND, "--win", "4s", "--dora", "3s"], "--dora"),
    ],
)
def test_messages_name_the_command_line_option(capsys, monkeypatch, argv: list[str], option: str) -> None:
    for lang in ("ru", "en"):
        status, _, err = run(capsys, monkeypatch, *argv, "--lang", lang)
        assert status == 2 and option in err, err
        assert "win_tile" not in err and "seat_wind" not in err and "_" not in err.split(":", 1)[1]


def test_jsonl_batch_goes_on_after_bad_lines(capsys, monkeypatch) -> None:
    lines = [
        {"id": "a", "concealed": HAND, "melds": [], "win_tile": "5z", "self_drawn": True},
        {"id": "b", "concealed": "123m", "win_tile": "1m"},
        "not json",
        [1, 2],
        {"id": "c", "concealed": "123m456p55z", "melds": [{"type": "chow", "open": True, "tiles": "789s"}, {"type": "kong", "open": False, "tiles": "2222s"}], "win_tile": "5z"},
    ]
    stdin = "\n".join(x if isinstance(x, str) else json.dumps(x) for x in lines) + "\n"
    code, out, _ = run(capsys, monkeypatch, "score", "--rules", "kids", "--jsonl", "--lang", "en", stdin=stdin)
    answers = [json.loads(line) for line in out.splitlines()]
    assert code == 0 and len(answers) == 5
    assert answers[0]["id"] == "a" and answers[0]["ok"] and answers[0]["total"] == 14
    assert answers[1] == {"id": "b", "ok": False, "error": answers[1]["error"]} and answers[1]["error"]["code"] == "hand.tile_count"
    assert answers[2]["ok"] is False and answers[2]["error"]["code"] == "input.bad_json"
    assert answers[3]["ok"] is False and answers[3]["error"]["code"] == "input.bad_score_request"
    assert answers[4]["id"] == "c" and answers[4]["total"] == 3 + 3 + 5 + 2 + 3  # 123m 456p [789s] {2222s} 55z


def test_every_system_side_by_side(capsys, monkeypatch) -> None:
    code, out, _ = run(capsys, monkeypatch, "score", "--rules", "all", HAND, "--win", "5z", "--self-drawn", "--json")
    data = json.loads(out)
    assert code == 0 and data["rules"] == "all"
    assert [s["rules"] for s in data["systems"]] == list(SYSTEMS)
    for result in data["systems"]:
        assert result["ok"], result
    code, table, _ = run(capsys, monkeypatch, "score", HAND, "--win", "5z", "--self-drawn", "--lang", "en")
    assert code == 0
    assert len(table.splitlines()) == 2 + len(SYSTEMS)  # the hand, the header, one row per system


def test_help_is_localized(capsys, monkeypatch) -> None:
    _, ru, _ = run(capsys, monkeypatch, "score", "--help")
    _, en, _ = run(capsys, monkeypatch, "score", "--help", "--lang", "en")
    assert "выигрышная кость" in ru and "the winning tile" in en


def test_as_a_process() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "mjcore", "score", "--rules", "kids", HAND, "--win", "5z", "--json"],
        capture_output=True, text=True, timeout=60,
    )
    assert result.returncode == 0 and json.loads(result.stdout)["total"] == 14


def test_json_reasons_in_the_language_asked_names_in_every_one(capsys, monkeypatch) -> None:
    argv = ("score", "--rules", "mcr", "123m456m789m234p55s", "--win", "4p", "--json")
    _, en, _ = run(capsys, monkeypatch, *argv, "--lang", "en")
    _, every, _ = run(capsys, monkeypatch, *argv, "--lang", "all")
    first, both = json.loads(en)["items"][0], json.loads(every)["items"][0]
    assert first["reason"] == {"en": "123, 456 and 789 of one suit: 123m 456m 789m"}
    assert both["reason"] == {"en": first["reason"]["en"], "ru": "123, 456 и 789 одной масти: 123m 456m 789m"}
    assert (first["en"], first["ru"], first["zh"]) == (both["en"], both["ru"], both["zh"]) == ("Pure Straight", "Чистый ряд", "清龙")
    assert {k: v for k, v in first.items() if k != "reason"} == {k: v for k, v in both.items() if k != "reason"}


def test_jsonl_reasons_follow_lang(capsys, monkeypatch) -> None:
    line = json.dumps({"id": 1, "hand": HAND, "win_tile": "5z", "self_drawn": True}) + "\n"
    for lang, langs in (("ru", {"ru"}), ("en", {"en"}), ("all", {"ru", "en"})):
        _, out, _ = run(capsys, monkeypatch, "score", "--rules", "classical", "--jsonl", "--lang", lang, stdin=line)
        (answer,) = [json.loads(x) for x in out.splitlines()]
        assert all(set(item["reason"]) == langs for item in answer["items"]), lang


def test_text_output_in_every_language(capsys, monkeypatch) -> None:
    code, out, _ = run(capsys, monkeypatch, "score", "--rules", "kids", HAND, "--win", "5z", "--lang", "all")
    assert code == 0 and "Итого: 14 очков" in out and "Total: 14 points" in out


def test_jsonl_reads_a_pipe_in_bulk_and_answers_every_line() -> None:
    lines = [json.dumps({"id": n, "hand": HAND, "win_tile": "5z"}) for n in range(300)] + ["not json", ""]
    result = subprocess.run([sys.executable, "-m", "mjcore", "score", "--rules", "kids", "--jsonl", "--lang", "en"],
                            input="\n".join(lines).encode() + b"\xff\n", capture_output=True, timeout=120)
    answers = [json.loads(line) for line in result.stdout.decode().splitlines()]
    assert result.returncode == 0 and [a["id"] for a in answers[:300]] == list(range(300))
    assert [a["error"]["code"] for a in answers[300:]] == ["input.bad_json", "input.bad_json"]  # not JSON, not UTF-8
