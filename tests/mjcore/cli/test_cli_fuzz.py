"""Fuzz (issue 26): ``score`` and ``analyze`` on one hand never end in a traceback.

Each example runs one command in-process through :func:`mjcore.cli.main` with arguments a user
might type — hands right and wrong (lone surrogates too: what a terminal's invalid bytes
become), every system and ``all``, every flag, winds, tiles and counts right, impossible,
huge or not numbers — with stdout a strict UTF-8 stream and stderr as Python's own
(backslash-escaped). What must hold (:func:`problems`): the exit code is 0 or 2, nothing else
escapes, a refusal is one localized line on stderr, ``--json`` writes one strict JSON document.
"""

from __future__ import annotations

import io
import json
import re
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mjcore.cli import main
from mjcore.scoring import SYSTEMS
from mjcore.scoring.request import FLAGS

settings.register_profile("issue26-cli-quick", max_examples=80, derandomize=True, deadline=None, database=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("issue26-cli-slow", max_examples=1500, derandomize=True, deadline=None, database=None,
                          suppress_health_check=[HealthCheck.too_slow])
QUICK = settings.get_profile("issue26-cli-quick")
SLOW = settings.get_profile("issue26-cli-slow")

CYRILLIC = re.compile(r"[А-Яа-яЁё]")
HANDS = ("123m456p789s234s55z", "123m456p789s44s [555z]", "234m456m66p123444s", "111m234m456m66p123s", "19m19p19s1234567z1m",
         "123m 456p 789s 234s 55z 1f", "13369m147p111z [111m]", "123m456p789s1122z", "123x", "", "123m 456p 44s 789s {5555z}",
         "123m 456p 55z [789s] [234s]", "123m 456p 789s 55z [111m]")
CHARS = st.one_of(st.sampled_from("123456789mpszf []{}ESWN-"), st.characters(), st.characters(min_codepoint=0xDC80, max_codepoint=0xDCFF))
WORDS = st.one_of(st.sampled_from(("5z", "4s", "1m", "E", "S", "x", "1f 2f", "9m9m9m9m9m9m", "5m", "1z", "")), st.text(CHARS, max_size=8))
NUMBERS = st.one_of(st.integers(-3, 12).map(str), st.sampled_from(("100", "1000000", "9" * 5000, "-0", "x", "1e3", "")))


@st.composite
def score_argv(draw: st.DrawFn) -> list[str]:
    hand = draw(st.sampled_from(HANDS) if draw(st.integers(0, 3)) else st.text(CHARS, max_size=24))
    argv = ["score", hand, "--rules", draw(st.sampled_from((*SYSTEMS, "all", "riichi", "all")))]
    if draw(st.integers(0, 5)):  # mostly a tile of the hand: the situation is then what is judged
        tiles = re.findall(r"\d[mpsz]", re.sub(r"(\d+)([mpsz])", lambda m: "".join(d + m[2] for d in m[1]), hand))
        argv += ["--win", draw(st.sampled_from(tiles) if tiles and draw(st.integers(0, 3)) else WORDS)]
    for flag in draw(st.lists(st.sampled_from(FLAGS), max_size=4, unique=True)):
        argv.append("--" + flag.replace("_", "-"))
    if draw(st.integers(0, 3)) == 0:  # the first turn's wins, the likeliest to meet a declared set
        argv += ["--self-drawn", "--" + draw(st.sampled_from(("heavenly", "earthly")))]
    for option in draw(st.lists(st.sampled_from(("--seat", "--round", "--discarder", "--bonus", "--dora", "--ura-dora",
                                                  "--red-fives")), max_size=3, unique=True)):
        argv += [option, draw(WORDS)]
    for option in draw(st.lists(st.sampled_from(("--flowers", "--honba", "--riichi-sticks")), max_size=2, unique=True)):
        argv.append(f"{option}={draw(NUMBERS)}")
    return argv


@st.composite
def analyze_argv(draw: st.DrawFn) -> list[str]:
    argv = ["analyze", draw(st.sampled_from(HANDS) | st.text(CHARS, max_size=24)), "--rules", draw(st.sampled_from(("standard", "mcr")))]
    if draw(st.booleans()):
        argv.append("--visible=" + draw(WORDS))
    return argv


@st.composite
def commands(draw: st.DrawFn) -> list[str]:
    argv = draw(score_argv() | analyze_argv())
    if draw(st.booleans()):
        argv.append("--json")
    return [*argv, "--lang", draw(st.sampled_from(("ru", "en", "all") if argv[0] == "score" else ("ru", "en")))]


def run(argv: list[str]) -> tuple[BaseException | int, bytes, str]:
    sink, errors = io.BytesIO(), io.BytesIO()
    out = io.TextIOWrapper(sink, encoding="utf-8", errors="strict", newline="\n", write_through=True)
    err = io.TextIOWrapper(errors, encoding="utf-8", errors="backslashreplace", newline="\n", write_through=True)
    old = sys.stdin, sys.stdout, sys.stderr
    sys.stdin, sys.stdout, sys.stderr = io.StringIO(""), out, err
    try:
        try:
            result: BaseException | int = main(argv)
        except SystemExit as exit_:  # argparse's usage errors: exit 2 with its message
            result = exit_.code if isinstance(exit_.code, int) else 1
        except BaseException as escaped:
            result = escaped
    finally:
        sys.stdin, sys.stdout, sys.stderr = old
    return result, sink.getvalue(), errors.getvalue().decode("utf-8")


def problems(argv: list[str]) -> list[str]:
    result, out, err = run(argv)
    if result not in (0, 2):
        return [f"{argv!r}: {result!r}"[:300]]
    found = []
    if "Traceback" in err:
        found.append(f"{argv!r}: a traceback on stderr")
    try:
        text = out.decode("utf-8")
    except UnicodeDecodeError:
        return [f"{argv!r}: stdout is not UTF-8"]
    if result == 2:
        lang = argv[-1]
        if not err.strip():
            found.append(f"{argv!r}: exit 2 without a message")
        elif lang == "ru" and not CYRILLIC.search(err):
            found.append(f"{argv!r}: a message not in Russian: {err[:80]!r}")
    elif "--json" in argv:
        try:
            json.loads(text, parse_constant=lambda name: (_ for _ in ()).throw(ValueError(name)))
        except ValueError as error:
            found.append(f"{argv!r}: --json wrote no strict JSON ({error})")
    return found


@QUICK
@given(commands())
def test_one_hand_commands_never_end_in_a_traceback(argv: list[str]) -> None:
    assert problems(argv) == []


@pytest.mark.slow
@SLOW
@given(commands())
def test_one_hand_commands_never_end_in_a_traceback_long_run(argv: list[str]) -> None:
    assert problems(argv) == []


def test_a_heavenly_hand_with_a_declared_set_is_refused_in_words() -> None:
    """It ended in a RuntimeError from riichi (the ``mahjong`` package refuses it), for one system and for all."""
    for rules in ("riichi", "all"):
        argv = ["score", "123m456p789s44s [555z]", "--win", "4s", "--self-drawn", "--heavenly", "--rules", rules, "--lang", "en"]
        result, out, err = run(argv)
        assert problems(argv) == []
        if rules == "riichi":
            assert result == 2 and "declares a set" in err
        else:
            assert result == 0 and out.decode().count("declares a set") == len(SYSTEMS)
