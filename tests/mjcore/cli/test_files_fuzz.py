"""Fuzz of the files the command line reads (issue 26): ``review`` and ``rating`` given arbitrary
files — real records with parts replaced, moves that do not fit the deal, cut and re-encoded text,
arbitrary bytes — answer with exit code 0 (and one JSON document) or 2 (and one line on stderr in
the language asked for); no exception escapes ``main``.

Quick seeded runs here; the long runs are marked ``slow``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, seed, settings
from hypothesis import strategies as st

from mjcore.cli import main
from tests.mjcore.cli.test_files import GAME
from tests.mjcore.practice.jsonfuzz import KNOWN_BAD, dump, json_values, mutated_records, texts

QUICK = settings(max_examples=80, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
LONG = settings(max_examples=750, derandomize=True, deadline=None, database=None, suppress_health_check=list(HealthCheck))
#: Moves as a record writes them, and some that no deal allows.
CODES = ("0d1m", "1d9s", "0d2z", "1d6z", "0p", "1p", "0c6p", "1c5s", "0k1m", "1h", "0w", "0d", "9d1m", "0d9z", "0c", "",
         "x" * 40, "0d5p", "1d1z", "0d0m", "0c123", "-1d1m", "0dd", "0p1", "1k", "0h")


@st.composite
def game_files(draw: st.DrawFn) -> bytes:
    """The bytes of a game record: the real one with moves replaced, dropped, added or
    shuffled, or parts of it replaced; its text cut or re-encoded; other files altogether."""
    kind = draw(st.sampled_from(("moves", "moves", "moves", "parts", "parts", "other")))
    if kind == "other":
        return draw(texts())
    data: Any = draw(mutated_records(GAME)) if kind == "parts" else json.loads(json.dumps(GAME))
    if kind == "moves":
        actions = list(data["actions"])
        for _ in range(draw(st.integers(1, 3))):
            where = draw(st.integers(0, len(actions)))
            what = draw(st.sampled_from(("replace", "drop", "add", "cut")))
            if what == "replace" and where < len(actions):
                actions[where] = draw(st.sampled_from(CODES))
            elif what == "drop" and where < len(actions):
                del actions[where]
            elif what == "add":
                actions.insert(where, draw(st.sampled_from(CODES)))
            else:
                actions = actions[:where]
        data["actions"] = actions
        if draw(st.booleans()):
            data[draw(st.sampled_from(("seed", "dealer", "max_hands", "options", "rules", "players")))] = draw(json_values(6))
    text = dump(data).encode()
    how = draw(st.sampled_from(("as_is", "as_is", "cut", "utf16")))
    if how == "cut":
        return text[: draw(st.integers(0, len(text)))]
    return text.decode().encode("utf-16") if how == "utf16" else text


def check(tmp_path: Path, capsys: pytest.CaptureFixture[str], data: bytes, command: str, lang: str) -> None:
    folder = tmp_path / f"ex{len(list(tmp_path.iterdir()))}"
    folder.mkdir()
    path = folder / "file.json"
    path.write_bytes(data)
    argv = ["review", str(path), "--seat", "0"] if command == "review" else ["rating", "--progress", str(path)]
    capsys.readouterr()
    code = main([*argv, "--json", "--lang", lang])
    out, err = capsys.readouterr()
    assert code in (0, 2), (code, err)
    if code == 0:
        json.loads(out)
        assert err == ""
    else:
        assert out == "" and err.count("\n") == 1 and err.startswith("error: " if lang == "en" else "ошибка: "), err
        words = err.replace(str(path), "").split(": ")[1]  # the message's own first words, not the file's name
        assert not any("а" <= c <= "я" for c in words[:12]) if lang == "en" else True, err


def _examples(test: Any) -> Any:
    for data in KNOWN_BAD:
        test = example(data=data, lang="en")(test)
    return test


@QUICK
@given(data=game_files(), lang=st.sampled_from(("en", "ru")))
@example(data=dump({**GAME, "actions": ["0d2z", "1d1s", "0p", "0d9m"]}).encode(), lang="en")
@example(data=dump({**GAME, "options": {"flowers": "maybe"}}).encode(), lang="en")
@example(data=dump({**GAME, "seed": -(10**30)}).encode(), lang="en")
def test_review_answers_any_file(tmp_path: Path, capsys: pytest.CaptureFixture[str], data: bytes, lang: str) -> None:
    check(tmp_path, capsys, data, "review", lang)


@QUICK
@given(data=texts(), lang=st.sampled_from(("en", "ru")))
@_examples
def test_rating_answers_any_file(tmp_path: Path, capsys: pytest.CaptureFixture[str], data: bytes, lang: str) -> None:
    check(tmp_path, capsys, data, "rating", lang)


@pytest.mark.slow
@LONG
@seed(2629)
@given(data=game_files(), lang=st.sampled_from(("en", "ru")))
def test_review_long_run(tmp_path: Path, capsys: pytest.CaptureFixture[str], data: bytes, lang: str) -> None:
    check(tmp_path, capsys, data, "review", lang)


@pytest.mark.slow
@LONG
@seed(2630)
@given(data=st.one_of(texts(), st.binary(max_size=3000)), lang=st.sampled_from(("en", "ru")))
def test_rating_long_run(tmp_path: Path, capsys: pytest.CaptureFixture[str], data: bytes, lang: str) -> None:
    check(tmp_path, capsys, data, "rating", lang)
