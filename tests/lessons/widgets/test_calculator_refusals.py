"""The scoring calculator and the comparison show the core's refusal, never crash (issue 26).

A heavenly or earthly hand with a declared set made the ``mahjong`` package refuse the riichi
hand and the core raised a ``RuntimeError``: the calculator and the comparison crashed. The
fuzz below plays the controls a learner has (a hand typed or built, the winning tile, every
box, the winds, the flowers, riichi's indicators and counters, another system) and the
situation a notebook gives as keywords; nothing may escape the widgets' callbacks, and a
refusal is the core's message in the learner's language.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lessons.widgets.calculator import CompareSystems, ScoringCalculator
from mjcore.errors import MahjongError
from mjcore.notation import parse_hand
from mjcore.scoring import SYSTEMS, find_system
from mjcore.scoring.request import request_from_mapping

settings.register_profile("issue26-widgets-quick", max_examples=12, derandomize=True, deadline=None, database=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("issue26-widgets-slow", max_examples=150, derandomize=True, deadline=None, database=None,
                          suppress_health_check=[HealthCheck.too_slow])
QUICK = settings.get_profile("issue26-widgets-quick")
SLOW = settings.get_profile("issue26-widgets-slow")

CYRILLIC = re.compile(r"[А-Яа-яЁё]")
HEAVENLY_WITH_A_SET = {"win": "4s", "self_drawn": True, "heavenly": True}
HAND_WITH_A_SET = "123m456p789s44s [555z]"


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_a_heavenly_hand_with_a_declared_set_is_refused_in_words(lang: str) -> None:
    calc = ScoringCalculator("riichi", HAND_WITH_A_SET, lang=lang, **HEAVENLY_WITH_A_SET)
    with pytest.raises(MahjongError) as caught:
        find_system("riichi").score(*request_from_mapping({"hand": HAND_WITH_A_SET, **HEAVENLY_WITH_A_SET}))
    assert calc.score is None and calc.feedback_text == caught.value.message(lang)
    board = CompareSystems(HAND_WITH_A_SET, lang=lang, **HEAVENLY_WITH_A_SET)
    assert isinstance(board.results["riichi"], MahjongError) and isinstance(board.results["hk"], MahjongError)
    assert caught.value.message(lang) in board.table.value


def test_an_earthly_hand_with_a_declared_set_is_refused() -> None:
    situation = {"win": "4s", "self_drawn": True, "earthly": True, "seat": "S"}
    calc = ScoringCalculator("riichi", HAND_WITH_A_SET, lang="en", **situation)
    assert calc.score is None and "declared" in calc.feedback_text


def test_bonus_tiles_in_the_hand_are_refused_where_they_do_not_score_and_the_comparison_says_so() -> None:
    calc = ScoringCalculator("classical", "123m456p789s234s55z 1f", lang="en", win="5z")
    assert calc.score is None and "bonus tiles" in calc.feedback_text and "1f" in calc.feedback_text
    board = CompareSystems("123m456p789s234s55z 1f", lang="en", win="5z")
    assert board.left_out["classical"] == board.left_out["riichi"] == ("bonus",) and board.left_out["mcr"] == ()
    assert 'data-system="classical"' in board.table.value and "mj-left-out" in board.table.value


# -- the fuzz ----------------------------------------------------------------------------------------
HANDS = ("123m456p789s234s55z", HAND_WITH_A_SET, "234m456m66p123444s", "19m19p19s1234567z1m", "123m 456p 789s 11z 1f 2f",
         "123m456p55z [789s] {2222s}", "1112345678999m", "11223344556677z", "123m456p789s234s56z", "123x", "", "1m1m1m1m1m")
FLAG_NAMES = ("self_drawn", "last_tile", "kong_replacement", "robbing_kong", "fourth_tile", "heavenly", "earthly", "riichi",
              "double_riichi", "ippatsu")
TEXT = st.one_of(st.sampled_from(("9m9m9m9m9m9m", "1m", "5m 5p", "1z", "1f", "5m5m5m5m5m", "x", "")), st.text(max_size=8))


@st.composite
def plays(draw: st.DrawFn) -> dict[str, Any]:
    """What a learner does: a hand, a system, and the controls set one by one."""
    return {
        "hand": draw(st.sampled_from(HANDS) | st.text("123456789mpszf []{}", max_size=24)),
        "rules": draw(st.sampled_from(tuple(SYSTEMS))),
        "flags": draw(st.dictionaries(st.sampled_from(FLAG_NAMES), st.booleans(), max_size=5)),
        "winds": draw(st.tuples(st.sampled_from("ESWN"), st.sampled_from("ESWN"), st.sampled_from(("", "E", "S", "W", "N")))),
        "flowers": draw(st.integers(0, 8)),
        "texts": draw(st.dictionaries(st.sampled_from(("dora_indicators", "ura_dora_indicators", "red_fives")), TEXT, max_size=3)),
        "numbers": draw(st.dictionaries(st.sampled_from(("honba", "riichi_sticks")), st.integers(0, 99), max_size=2)),
        "win": draw(st.integers(0, 13)),
        "lang": draw(st.sampled_from(("ru", "en"))),
        "kwargs": draw(st.dictionaries(st.sampled_from(("win", "seat", "flowers", "honba", "heavenly", "dora_indicators")),
                                       st.sampled_from(("5z", "E", 3, 9, 100, True, "x", "1m", -1)), max_size=2)),
    }


def set_controls(board: Any, play: dict[str, Any]) -> None:
    situation = board.situation
    options = [value for _, value in situation.win.options]
    if options:
        situation.win.value = options[play["win"] % len(options)]
    for flag, value in play["flags"].items():
        situation.flags[flag].value = value
    situation.seat.value, situation.round.value, situation.discarder.value = play["winds"]
    situation.flowers.value = play["flowers"]
    for name, value in play["texts"].items():
        situation.texts[name].value = value
    for name, value in play["numbers"].items():
        situation.numbers[name].value = value


def widget_problems(play: dict[str, Any]) -> list[str]:
    """What escaped the widgets, or a refusal not in the learner's language."""
    found = []
    lang = play["lang"]
    for make in (lambda: ScoringCalculator(play["rules"], play["hand"], lang=lang, **play["kwargs"]),
                 lambda: CompareSystems(play["hand"], lang=lang, **play["kwargs"])):
        try:
            board = make()
            set_controls(board, play)
            board.compute()
            if isinstance(board, ScoringCalculator):
                board.rules_box.value = next(name for name in SYSTEMS if name != play["rules"])
                board.compute()
        except Exception as error:  # what escapes a widget is the finding
            found.append(f"{type(error).__name__}: {error}"[:200])
            continue
        shown = board.feedback_text
        if shown and lang == "ru" and not CYRILLIC.search(shown):
            found.append(f"a message not in Russian: {shown[:80]!r}")
    return found


@QUICK
@given(plays())
def test_the_calculators_never_crash(play: dict[str, Any]) -> None:
    assert widget_problems(play) == []


@pytest.mark.slow
@SLOW
@given(plays())
def test_the_calculators_never_crash_long_run(play: dict[str, Any]) -> None:
    assert widget_problems(play) == []


def test_the_hands_are_read() -> None:
    assert parse_hand(HAND_WITH_A_SET).melds


# -- the controls give what the command line would read -------------------------------------------
def written_request(board: Any) -> dict[str, Any]:
    """The ``score --jsonl`` request that a learner would write for what the controls show."""
    situation = board.situation
    data: dict[str, Any] = {"hand": board.builder.hand_text, "win_tile": situation.win.value or ""}
    data.update({flag: box.value for flag, box in situation.flags.items()})
    data.update(seat=situation.seat.value, round=situation.round.value, flowers=situation.flowers.value)
    if situation.discarder.value:
        data["discarder"] = situation.discarder.value
    data.update({name: box.value for name, box in situation.texts.items() if box.value.strip()})
    data.update({name: box.value for name, box in situation.numbers.items()})
    return data


def outcome(read: Any) -> Any:
    try:
        return read()
    except MahjongError as error:
        return type(error).__name__, error.message("en")


@QUICK
@given(plays())
def test_the_hand_and_win_scored_are_those_the_command_line_reads(play: dict[str, Any]) -> None:
    """The calculator scores the builder's Hand and the controls' WinContext as they are; what it
    scores (or refuses, and why) is what ``request_from_mapping`` makes of the same request."""
    board = ScoringCalculator(play["rules"], play["hand"], lang="en")
    set_controls(board, play)
    assert outcome(board.scored) == outcome(lambda: request_from_mapping(written_request(board)))
