"""Kids' scoring: the YAML table and the house-rule parameters."""

from __future__ import annotations

import pytest
from scoring_cases import check_case, load_cases

from mjcore import Tile, parse_hand
from mjcore.scoring import WinContext, find_system
from mjcore.scoring.kids import KidsScoring


@pytest.mark.parametrize("case", load_cases("kids"))
def test_kids_cases(case: dict) -> None:
    check_case("kids", case)


@pytest.mark.parametrize("case", load_cases("kids-simple"))
def test_kids_simple_cases(case: dict) -> None:
    check_case("kids-simple", case)


def test_house_rules_change_the_values() -> None:
    house = KidsScoring(chow=1, pung=2, kong=3, pair=0, bonus=5)
    score = house.score(parse_hand("123m 456p 777s [2222z] 55z 1f"), WinContext(Tile.WHITE))
    assert score.total == 1 + 1 + 2 + 3 + 0 + 5


def test_every_bonus_counts_when_asked() -> None:
    everyone = KidsScoring(bonus_matching_only=False)
    score = everyone.score(parse_hand("123m 456p 789s 234s 55z 2f 3f"), WinContext(Tile.WHITE))
    assert score.total == 14 + 2
    assert find_system("kids").score(parse_hand("123m 456p 789s 234s 55z 2f 3f"), WinContext(Tile.WHITE)).total == 14


def test_bonus_from_the_context_counts_too() -> None:
    score = find_system("kids").score(parse_hand("123m 456p 789s 234s 55z"), WinContext(Tile.WHITE, bonus=(Tile.PLUM,)))
    assert score.total == 15


def test_reasons_name_the_tiles_in_both_languages() -> None:
    score = find_system("kids").score(parse_hand("123m 456p 789s 234s 55z 1f"), WinContext(Tile.WHITE))
    assert score.items[0].reason("en") == "chow 123m"
    assert score.items[0].reason("ru") == "чоу 123m"
    assert score.items[-1].reason("ru") == "Слива (цветок 1): номер совпадает с местом 1"
    assert score.payments == {}
