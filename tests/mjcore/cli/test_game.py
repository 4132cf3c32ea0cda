"""``python -m mjcore play`` and ``simulate``: in-process through :func:`mjcore.cli.main`, and
once through the real entry point with stdin piped."""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from mjcore.cli import main
from mjcore.game.record import GameRecord

_LANG_VARS = ("MJ_LANG", "LC_ALL", "LC_MESSAGES", "LANG")
ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture(autouse=True)
def _clean_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in _LANG_VARS:
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("COLUMNS", "1000")


@pytest.fixture
def run(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch):
    def call(*argv: str, stdin: str = "") -> tuple[int, str, str]:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
        capsys.readouterr()
        try:
            code = main(list(argv))
        except SystemExit as exit_:
            code = exit_.code if isinstance(exit_.code, int) else 1
        out, err = capsys.readouterr()
        return code, out, err

    return call


# -- play ---------------------------------------------------------------------------------------------
def test_hint_then_quit(run) -> None:
    code, out, err = run("play", "--rules", "kids2p", "--seed", "1", "--lang", "en", stdin="hint\nquit\n")
    assert code == 0 and err == ""
    assert "Round 1. First player: you." in out  # a table of two: "you" and "computer", no seats
    # the kids' table speaks of no dice a child never saw, only where the wall broke
    assert "Dice:" not in out and "The wall is broken after stack" in out and "Your tiles:" in out and "Best tiles to throw away:" in out
    assert re.search(r"^\s+1\) throw away \w\w$", out, re.M)
    assert out.rstrip().endswith("Goodbye!")


def test_end_of_input_ends_the_game(run) -> None:
    code, out, _ = run("play", "--rules", "kids2p", "--seed", "2", "--lang", "ru", stdin="")
    assert code == 0 and out.rstrip().endswith("До встречи!")
    assert "Партия 1. Первый игрок: ты." in out


def test_moves_by_number_and_by_tile(run) -> None:
    code, out, _ = run("play", "--rules", "kids2p", "--seed", "3", "--lang", "en", stdin="1\nzz\n99\n" + "1\n" * 60)
    assert code == 0
    assert "Type a number from 1 to" in out  # zz and 99 are refused politely
    assert out.count("Your move:") >= 5
    assert "(why:" in out  # open play: the computer explains itself


def test_discard_by_tile_code(run) -> None:
    code, out, _ = run("play", "--rules", "kids2p", "--seed", "1", "--lang", "en", stdin="9m\n")
    assert code == 0 and "you: threw away 9m" in out


@pytest.mark.parametrize("rules", ["classical", "hk", "kids2p"])
def test_play_to_the_end_of_a_hand(run, rules: str) -> None:
    code, out, _ = run("play", "--rules", rules, "--seed", "4", "--level", "advanced", "--hands", "1", "--lang", "en",
                       stdin="1\n" * 400)
    assert code == 0 and "Scores:" in out and "The game is over. Thank you for playing!" in out


def test_a_table_of_two_speaks_of_two_seats(run) -> None:
    """Issue 25: mcr2p narrated a four-seat wall and printed four seats' payments."""
    code, out, _ = run("play", "--rules", "mcr2p", "--seed", "4", "--level", "advanced", "--hands", "1", "--lang", "en",
                       stdin="1\n" * 400)
    assert code == 0 and "The game is over" in out
    assert "seat 2" not in out and "seat 4" not in out and "(the empty side)" in out
    assert "Payments:" not in out  # the system's four-seat payments are not this table's
    scores = next(line for line in out.splitlines() if line.startswith("Scores:"))
    assert scores.count("→") == 2
    deltas = [int(x) for x in re.findall(r"([+-]\d+) →", scores)]
    assert sum(deltas) == 0 and len(deltas) == 2


def test_closed_play_hides_the_computer_s_hand(run) -> None:
    code, out, _ = run("play", "--closed", "--seed", "1", "--lang", "en", stdin="1\n1\nquit\n")
    assert code == 0 and "tiles in hand: 13" in out and "(why:" not in out


def test_play_json_prints_the_record(run) -> None:
    code, out, err = run("play", "--seed", "6", "--json", "--lang", "en", stdin="1\n2\n1\nquit\n")
    assert code == 0 and "Goodbye!" in err
    record = GameRecord.from_dict(json.loads(out))
    assert record.seed == 6 and len(record.actions) >= 3 and record.replay().action_count == len(record.actions)


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["play", "--rules", "bridge"], "bridge"),
        (["play", "--level", "master"], "master"),
        (["play", "--seed", "x"], "--seed"),
    ],
)
def test_play_bad_input(run, argv: list[str], needle: str) -> None:
    code, out, err = run(*argv, "--lang", "en")
    assert code == 2 and out == "" and needle in err and len(err.strip().splitlines()) == 1


# -- simulate -------------------------------------------------------------------------------------------
def test_simulate_json(run) -> None:
    code, out, err = run("simulate", "--rules", "kids2p", "--games", "3", "--players", "advanced,beginner", "--seed", "1", "--json")
    assert code == 0
    data = json.loads(out)
    assert set(data) >= {"games", "wins", "draws", "mean_turns", "games_per_s", "invariant_violations"}
    assert data["games"] == 3 and len(data["wins"]) == 2 and sum(data["wins"]) + data["draws"] == 3
    assert data["invariant_violations"] == 0
    assert "3/3" in err  # progress on stderr


def test_simulate_is_deterministic(run) -> None:
    first = json.loads(run("simulate", "--games", "4", "--players", "intermediate,random", "--seed", "9", "--json")[1])
    again = json.loads(run("simulate", "--games", "4", "--players", "intermediate,random", "--seed", "9", "--json")[1])
    for key in ("wins", "draws", "mean_turns"):
        assert first[key] == again[key]


def test_simulate_text_summary(run) -> None:
    code, out, _ = run("simulate", "--rules", "hk", "--games", "2", "--players", "advanced,beginner,random,intermediate",
                       "--lang", "en")
    assert code == 0 and "player 4 (intermediate)" in out and "invariant violations: 0" in out


@pytest.mark.parametrize(
    "argv",
    [
        ["--rules", "chess"],
        ["--games", "zero"],
        ["--games", "0"],
        ["--players", "advanced"],
        ["--players", "advanced,wizard"],
        ["--rules", "mcr", "--players", "advanced,beginner"],
        ["--seed", "-"],
    ],
)
def test_simulate_bad_input(run, argv: list[str]) -> None:
    for lang, script in (("en", r"[A-Za-z]"), ("ru", r"[А-Яа-я]")):
        code, out, err = run("simulate", *argv, "--lang", lang)
        assert code == 2 and out == ""
        assert len(err.strip().splitlines()) == 1 and re.search(script, err)


def test_help_mentions_both_commands(run) -> None:
    code, out, _ = run("--lang", "en", "--help")
    assert code == 0 and "play" in out and "simulate" in out
    code, out, _ = run("play", "--help", "--lang", "ru")
    assert code == 0 and "уровень компьютера" in out


def test_real_entry_point_with_piped_stdin() -> None:
    env = {"PATH": "/usr/bin:/bin", "PYTHONIOENCODING": "utf-8"}
    done = subprocess.run([sys.executable, "-m", "mjcore", "play", "--rules", "kids2p", "--seed", "1", "--lang", "en"],
                          input="hint\nquit\n", capture_output=True, text=True, cwd=ROOT, env=env, timeout=60)
    assert done.returncode == 0 and "Traceback" not in done.stderr and "Goodbye!" in done.stdout
