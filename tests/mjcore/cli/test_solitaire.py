"""``python -m mjcore solitaire``: JSON with every placed tile and the solver's solution, text,
and a localized one-line error for a bad layout."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from mjcore.cli import main
from mjcore.solitaire import find_layout, tiles_match
from mjcore.tiles import Tile

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture(autouse=True)
def _clean_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("MJ_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    capsys.readouterr()
    try:
        code = main(list(argv))
    except SystemExit as exit_:
        code = exit_.code if isinstance(exit_.code, int) else 1
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("name", ["kids", "turtle"])
def test_json_solution_clears_the_board(capsys: pytest.CaptureFixture[str], name: str) -> None:
    code, out, _ = run(capsys, "solitaire", "--layout", name, "--seed", "1", "--json")
    assert code == 0
    data = json.loads(out)
    layout = find_layout(name)
    assert data["layout"] == name and data["seed"] == 1
    assert len(data["tiles"]) == len(layout.positions) == data["count"]
    assert {(t["x"], t["y"], t["z"]) for t in data["tiles"]} == {(p.x, p.y, p.z) for p in layout.positions}
    # replay the solution with the free-tile rule written out here, independently of mjcore.solitaire
    board = {(t["x"], t["y"], t["z"]): Tile.from_str(t["tile"]) for t in data["tiles"]}

    def free(x: int, y: int, z: int) -> bool:
        on_top = any(q[2] == z + 1 and abs(q[0] - x) < 2 and abs(q[1] - y) < 2 for q in board)
        left = any(q[2] == z and q[0] == x - 2 and abs(q[1] - y) < 2 for q in board)
        right = any(q[2] == z and q[0] == x + 2 and abs(q[1] - y) < 2 for q in board)
        return not on_top and not (left and right)

    assert len(data["solution"]) == len(layout.positions) // 2
    for first, second in data["solution"]:
        a, b = (first["x"], first["y"], first["z"]), (second["x"], second["y"], second["z"])
        assert a != b and free(*a) and free(*b), (first, second)
        assert tiles_match(board[a], board[b])
        del board[a], board[b]
    assert not board


def test_same_seed_same_output(capsys: pytest.CaptureFixture[str]) -> None:
    first = run(capsys, "solitaire", "--layout", "pyramid", "--seed", "9", "--json")[1]
    assert first == run(capsys, "solitaire", "--layout", "pyramid", "--seed", "9", "--json")[1]


def test_text_output_in_both_languages(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "solitaire", "--layout", "kids", "--seed", "2")
    assert code == 0 and "Пасьянс маджонг: Домик" in out and "Слой 3 (1 кость)" in out and "6 пар" in out
    code, out, _ = run(capsys, "solitaire", "--layout", "turtle", "--seed", "2", "--lang", "en")
    assert code == 0 and "Turtle (144 tiles)" in out and "Layer 5 (1 tile)" in out and " 72. " in out


@pytest.mark.parametrize(("args", "word"), [(["--layout", "dragon"], "dragon"), (["--seed", "x"], "x")])
def test_bad_input_exits_2_with_one_line(capsys: pytest.CaptureFixture[str], args: list[str], word: str) -> None:
    code, out, err = run(capsys, "solitaire", *args, "--lang", "en")
    assert code == 2 and out == "" and err.count("\n") == 1 and word in err
    code, _, err = run(capsys, "solitaire", *args)
    assert code == 2 and "ошибка" in err


def test_entry_point() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "mjcore", "solitaire", "--layout", "turtle", "--seed", "1", "--json"],
        capture_output=True, text=True, cwd=ROOT, check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert {"tiles", "solution"} <= set(json.loads(proc.stdout))
