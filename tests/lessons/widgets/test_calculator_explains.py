"""Every number explained where it is shown: fu lines, yakuman and limit hands by name, what
counts toward Hong Kong's minimum, each system's own options, a ticked box that re-scores."""

from __future__ import annotations

import pytest

from lessons.widgets.calculator import CompareSystems, ScoringCalculator
from mjcore.scoring import SYSTEMS, find_system
from mjcore.scoring.base import OPTIONS

RIICHI_HAND = "234m456m66p123444s"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_riichi_calculator_shows_the_fu_lines_that_add_up(lang: str) -> None:
    calc = ScoringCalculator("riichi", RIICHI_HAND, lang=lang, win="4s", self_drawn=True)
    assert calc.score is not None and calc.score.fu == 30
    shown = calc.fu_box.value
    assert shown.count("<li>") == len(calc.score.fu_items) >= 3
    assert sum(item.points for item in calc.score.fu_items) == calc.score.fu
    for item in calc.score.fu_items:
        assert item.name(lang) in shown


def test_a_yakuman_is_named_not_written_as_13_han() -> None:
    calc = ScoringCalculator("riichi", RIICHI_HAND, lang="en", win="4s", self_drawn=True, heavenly=True)
    assert "yakuman" in calc.total_text and "13 han" not in calc.total_text and calc.fu_box.value == ""
    ru = ScoringCalculator("riichi", RIICHI_HAND, lang="ru", win="4s", self_drawn=True, heavenly=True)
    assert "якуман" in ru.total_text and "13 хан" not in ru.total_text


def test_a_limit_hand_is_named_as_one() -> None:
    calc = ScoringCalculator("classical", "19m19p19s1234567z1z", lang="en", win="1z")
    assert "limit hand" in calc.total_text and "Thirteen orphans" in calc.total_text


@pytest.mark.parametrize(("lang", "words"), [("en", "flowers and seasons do not count"), ("ru", "не засчитываются")])
def test_a_hong_kong_hand_below_the_minimum_says_what_counted(lang: str, words: str) -> None:
    calc = ScoringCalculator("hk", "123m456m789m234p55s 1f", lang=lang, win="4p")
    assert calc.score is not None and not calc.score.meets_minimum
    assert words in calc.total_text and calc.score.toward_minimum == 1
    assert f"{calc.score.toward_minimum}" in calc.total.value


@pytest.mark.parametrize("system", list(SYSTEMS))
def test_each_calculator_shows_only_its_own_options(system: str) -> None:
    calc = ScoringCalculator(system, lang="en")
    accepted = find_system(system).options
    for flag, box in calc.situation.flags.items():
        assert (box.layout.display != "none") == (flag == "self_drawn" or flag in accepted), flag
    assert (calc.situation.flowers.layout.display != "none") == ("flowers" in accepted)
    for name, text in calc.situation.texts.items():
        assert (text.layout.display != "none") == (name in accepted), name
    assert set(OPTIONS) >= accepted


def test_ticking_a_box_scores_again_at_once() -> None:
    calc = ScoringCalculator("riichi", RIICHI_HAND, lang="en", win="4s", self_drawn=True)
    before = calc.score
    assert before is not None and before.han == 1
    calc.situation.flags["heavenly"].value = True
    assert calc.score is not None and calc.score.limit == "yakuman" and "yakuman" in calc.total.value
    calc.situation.flags["heavenly"].value = False
    assert calc.score is not None and calc.score.han == 1
    calc.situation.seat.value = "S"  # not the dealer: the payments change at once
    assert calc.score is not None and calc.score.payments != before.payments


def test_before_the_first_score_a_box_only_clears() -> None:
    calc = ScoringCalculator("kids", lang="en")
    calc.builder.set_text("123m456p789s234s55z")  # a hand being built is scored only when asked
    calc.situation.flags["self_drawn"].value = True
    assert calc.score is None and calc.total.value == ""


def test_the_comparison_says_which_options_a_system_leaves_out() -> None:
    board = CompareSystems(RIICHI_HAND, lang="en", win="4s", self_drawn=True, riichi=True)
    assert board.left_out["classical"] == ("riichi",) and board.left_out["riichi"] == ()
    assert board.table.value.count("not scored by this system: riichi") == len(SYSTEMS) - 1
    assert "mj-fu-lines" in board.table.value  # the riichi row explains its fu
    board.situation.flags["riichi"].value = False  # re-scored at once
    assert "not scored by this system" not in board.table.value
