"""Chinese Official: the fans a hand shows but the score leaves out, each with its cause.

The list (``Score.not_counted``) must be what the engine dropped: every fan its find functions
and its combination principles saw in the chosen reading, less the fans counted; an excluded
fan names a counted fan whose row in the table excludes it.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mjcore.notation import parse_hand
from mjcore.scoring import WinContext
from mjcore.scoring.base import Cause, NotCounted, Score
from mjcore.scoring.mcr import FANS_BY_KEY, MCR_SCORING, SEED
from mjcore.scoring.mcr.engine import _COMBINATION_FANS, every_combination, reading_hits
from mjcore.scoring.mcr.fans import FANS
from mjcore.scoring.mcr.reference import random_win
from mjcore.tiles import Tile

E, ONCE = Cause.EXCLUDED, Cause.ACCOUNT_ONCE


def scored(hand: str, win: str, *, self_drawn: bool = False) -> Score:
    return MCR_SCORING.score(parse_hand(hand), WinContext(Tile.from_str(win), self_drawn=self_drawn))


def left(key: str, cause: Cause, by: str | None) -> NotCounted:
    return NotCounted(f"mcr.{key}", cause, by and f"mcr.{by}")


CASES = [
    # a pure straight holds a short straight and two terminal chows; all chows, no honors
    ("123m456m789m234p55s", "4p", False,
     [left("short_straight", E, "pure_straight"), left("two_terminal_chows", E, "pure_straight"),
      left("no_honors", E, "all_chows")]),
    # a full flush has no honors
    ("123m234m456m678m99m", "9m", False, [left("no_honors", E, "full_flush")]),
    # four concealed pungs (won on the pair) are all pungs and a concealed hand
    ("111m222p333s999m55z", "5z", False,
     [left("all_pungs", E, "four_concealed_pungs"), left("concealed_hand", E, "four_concealed_pungs")]),
    # self-drawn, the concealed hand is fully concealed
    ("111m222p333s999m55z", "5z", True,
     [left("all_pungs", E, "four_concealed_pungs"), left("self_drawn", E, "fully_concealed_hand")]),
    # seven pairs are concealed
    ("11m223344p556677s", "7s", False, [left("concealed_hand", E, "seven_pairs")]),
    # seven shifted pairs: a full flush, concealed, no honors
    ("11223344556677m", "7m", False,
     [left("full_flush", E, "seven_shifted_pairs"), left("concealed_hand", E, "seven_shifted_pairs"),
      left("no_honors", E, "seven_shifted_pairs")]),
    # the fourth chow combines once: with 123p (mixed double chow), not also with 456m (short straight)
    ("123m456m123p789s11z", "1z", False, [left("short_straight", ONCE, "mixed_straight")]),
    # a melded hand (all claimed, won on a discard) always waits on one tile
    ("[123m] [456p] [789s] [222s] 5z5z", "5z", False, None),
]


@pytest.mark.parametrize(("hand", "win", "self_drawn", "expected"), CASES)
def test_not_counted_of_known_hands(hand: str, win: str, self_drawn: bool, expected: list[NotCounted] | None) -> None:
    score = scored(hand, win, self_drawn=self_drawn)
    if expected is None:  # the melded hand: the single wait is present and included in it
        assert left("single_wait", E, "melded_hand") in score.not_counted
    else:
        assert list(score.not_counted) == expected
    assert_consistent(score, parse_hand(hand), WinContext(Tile.from_str(win), self_drawn=self_drawn))


def engine_dropped(hand, context, score: Score) -> set[str]:  # type: ignore[no-untyped-def]
    """What the engine saw in the chosen reading and did not count: every hit of its find
    functions and every combination of sets that makes a fan, less the counted fans."""
    def lines(items):  # type: ignore[no-untyped-def]
        return [(item.key, item.points, item.count, item.tiles) for item in items]

    reading = next(r for r in MCR_SCORING._readings(hand, context)
                   if r.situation.decomposition == score.decomposition and lines(r.items()) == lines(score.items))
    st_ = reading.structure
    seen = st_.h.hits + st_.hits + reading_hits(st_, reading.situation) + every_combination(st_)
    return {FANS[hit[0]].key for hit in seen} - {item.key for item in score.items}


def assert_consistent(score: Score, hand, context) -> None:  # type: ignore[no-untyped-def]
    counted = {item.key for item in score.items}
    keys = [left.key for left in score.not_counted]
    assert len(keys) == len(set(keys)), "a fan listed twice"
    assert not counted & set(keys), "a fan both counted and not counted"
    assert set(keys) == engine_dropped(hand, context, score)
    for left_out in score.not_counted:
        assert left_out.by is None or left_out.by in counted, f"{left_out}: its excluder is not counted"
        if left_out.cause is E:
            rules = FANS_BY_KEY[left_out.by].excludes + SEED.extra_excludes.get(left_out.by, ())  # type: ignore[index]
            assert left_out.key in {rule.rstrip("@").partition(":")[0] for rule in rules}, left_out
        else:
            assert FANS.index(FANS_BY_KEY[left_out.key]) in _COMBINATION_FANS, left_out
        assert NotCounted.from_json(json.loads(json.dumps(left_out.to_json()))) == left_out
    if score.not_counted:
        assert json.loads(score.json_text("en"))["not_counted"] == [x.to_json() for x in score.not_counted]


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32))
def test_counted_and_not_counted_agree_on_random_wins(seed: int) -> None:
    hand, context = random_win(random.Random(seed))
    assert_consistent(MCR_SCORING.score(hand, context), hand, context)


def test_texts_in_both_languages() -> None:
    once = scored("123m456m123p789s11z", "1z").not_counted[0]
    assert once.text("ru") == "Короткий ряд — его сеты уже засчитаны в «Смешанный ряд» (сет сочетается с другими один раз)"
    assert once.text("en").startswith("Short Straight — its sets already count in Mixed Straight")
    assert NotCounted("mcr.no_honors", E).text("en") == "No Honors — included in a counted fan"


def test_the_command_line_prints_and_answers_them(capsys: pytest.CaptureFixture[str]) -> None:
    from mjcore.cli import main

    assert main(["score", "123m456m789m234p55s", "--win", "4p", "--rules", "mcr", "--lang", "en"]) == 0
    text = capsys.readouterr().out
    assert "  Not counted:\n    Short Straight — included in Pure Straight\n" in text
    assert main(["score", "123m456m789m234p55s", "--win", "4p", "--rules", "mcr", "--json", "--lang", "en"]) == 0
    answer = json.loads(capsys.readouterr().out)
    assert answer["not_counted"][0] == {"key": "mcr.short_straight", "cause": "excluded", "by": "mcr.pure_straight"}
