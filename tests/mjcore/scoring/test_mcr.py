"""Chinese Official (MCR): the YAML table, the fan table itself, the combination principles,
the seed's decisions against the Chinese text, payments and properties on random hands."""

from __future__ import annotations

import json
import pickle
import random
import re
from collections import Counter

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from scoring_cases import CASES, check_case, load_cases

from mjcore import Tile, parse_hand, parse_tiles
from mjcore.analysis import waits
from mjcore.hand import Hand
from mjcore.rules import MCR
from mjcore.scoring import ContextError, NotWinningError, WinContext, find_system
from mjcore.scoring.base import Situation
from mjcore.scoring.mcr import (
    CHINESE,
    FALSE_MAHJONG,
    FANS,
    FANS_BY_KEY,
    MCR_CHINESE,
    MCR_SCORING,
    PATTERNS,
    SEED,
    Edition,
    FalseMahjong,
    MCRScoring,
)
from mjcore.scoring.mcr.engine import chow_combinations, pung_combinations
from mjcore.scoring.mcr.reference import random_wins
from mjcore.scoring.mcr.waits import winning_tiles
from mjcore.tiles import WINDS

SPECIAL = ("mcr.nine_gates", "mcr.seven_shifted_pairs", "mcr.thirteen_orphans", "mcr.four_concealed_pungs",
           "mcr.seven_pairs", "mcr.greater_honors_and_knitted_tiles", "mcr.lesser_honors_and_knitted_tiles")


def score(hand: str, win: str, **flags: object):  # type: ignore[no-untyped-def]
    return MCR_SCORING.score(parse_hand(hand), WinContext(Tile.from_str(win), **flags))  # type: ignore[arg-type]


def items(result) -> dict[str, int]:  # type: ignore[no-untyped-def]
    return {item.key: item.value for item in result.items}


# -- the YAML table ------------------------------------------------------------------------------
@pytest.mark.parametrize("case", load_cases("mcr"))
def test_mcr_cases(case: dict) -> None:
    check_case("mcr", case)


def test_every_fan_has_a_case() -> None:
    cases = yaml.safe_load((CASES / "mcr.yaml").read_text("utf-8"))
    covered = {key for case in cases for key in case["expect"].get("items", {})}
    assert {fan.key for fan in FANS} - covered == set()


# -- the table -----------------------------------------------------------------------------------------
#: The seed's points for each fan number (000:726-808), 57А/57Б being the two kong fans.
SEED_POINTS = {**dict.fromkeys(map(str, range(1, 8)), 88), **dict.fromkeys(map(str, range(8, 14)), 64),
               "14": 48, "15": 48, "16": 32, "17": 32, "18": 32, **dict.fromkeys(map(str, range(19, 28)), 24),
               **dict.fromkeys(map(str, range(28, 34)), 16), **dict.fromkeys(map(str, range(34, 39)), 12),
               **dict.fromkeys(map(str, range(39, 49)), 8), **dict.fromkeys(map(str, range(49, 55)), 6),
               "57Б": 6, "55": 4, "56": 4, "57А": 4, "58": 4, **dict.fromkeys(map(str, range(59, 69)), 2),
               **dict.fromkeys(map(str, range(69, 82)), 1)}


def test_the_table_is_the_seeds() -> None:
    assert len(FANS) == 82 and len(FANS_BY_KEY) == 82
    assert sorted(fan.number for fan in FANS) == sorted(SEED_POINTS)
    assert {fan.number: fan.points for fan in FANS} == SEED_POINTS
    assert sorted(fan.line for fan in FANS) == list(range(727, 809))
    assert len({fan.zh for fan in FANS}) == len({fan.en for fan in FANS}) == len({fan.ru for fan in FANS}) == 82
    for fan in FANS:
        assert re.fullmatch(r"mcr\.[a-z_]+", fan.key), fan.key
        assert fan.key == "mcr." + re.sub(r"[^a-z]+", "_", fan.en.lower()).strip("_").replace("dragons_pungs", "dragon_pungs")
        assert re.search("[а-яё]", fan.ru) and re.search("[а-яё]", fan.reason_ru) and fan.description.endswith((".", ")"))
        assert fan.seed == f"000:{fan.line}"


def test_patterns_are_rows_with_chinese_names() -> None:
    assert [p.key for p in PATTERNS] == [f.key for f in FANS]
    assert all(p.native["zh"] == f.zh and p.seed == f.seed for p, f in zip(PATTERNS, FANS))
    hand = parse_hand("123m 456m 789m 234p 55s")
    situation = next(iter(Situation.all(hand, WinContext(Tile.P4), MCR)))
    found = {p.key: p.find(situation) for p in PATTERNS}
    assert [m.count for m in found["mcr.pure_straight"]] == [1]
    assert found["mcr.pure_straight"][0].tiles == parse_tiles("123456789m")
    assert found["mcr.short_straight"] == []  # inside the straight: counted once, as the straight


def test_an_edition_refuses_a_bad_exclusion() -> None:
    with pytest.raises(ValueError, match=r"mcr\.nothing"):
        Edition("broken", extra_excludes={"mcr.self_drawn": ("mcr.nothing",)})
    with pytest.raises(ValueError, match="not below"):  # a fan may only exclude fans after it
        Edition("broken", extra_excludes={"mcr.self_drawn": ("mcr.big_four_winds",)})


# -- the seed's decisions against the Chinese text (the reference) ----------------------------------------------
def test_two_concealed_kongs_is_worth_8_in_the_seed_and_6_in_the_chinese_text() -> None:
    hand, context = parse_hand("{2222m} {5555p} 678s 345s 99m"), WinContext(Tile.M9)
    assert items(MCR_SCORING.score(hand, context))["mcr.two_concealed_kongs"] == 8
    assert items(MCR_CHINESE.score(hand, context))["mcr.two_concealed_kongs"] == 6


def test_one_melded_and_one_concealed_kong_is_worth_6_in_the_seed_and_5_in_the_chinese_text() -> None:
    hand, context = parse_hand("[2222m] {5555p} 678s 345s 99m"), WinContext(Tile.M9)
    assert items(MCR_SCORING.score(hand, context))["mcr.concealed_kong_and_melded_kong"] == 6
    assert items(MCR_CHINESE.score(hand, context))["mcr.concealed_kong_and_melded_kong"] == 5


@pytest.mark.parametrize("hand", ["1122m3344p5566s77z", "19m19p19s1234567z1m", "147m258p36s123456z", "22334455667788p"])
def test_concealed_special_hands_combine_with_fully_concealed_in_the_seed(hand: str) -> None:
    context = WinContext(parse_hand(hand).concealed[-1], self_drawn=True)
    seed, chinese = items(MCR_SCORING.score(parse_hand(hand), context)), items(MCR_CHINESE.score(parse_hand(hand), context))
    assert seed.get("mcr.fully_concealed_hand") == 4 and "mcr.self_drawn" not in seed
    assert chinese.get("mcr.self_drawn") == 1 and "mcr.fully_concealed_hand" not in chinese
    on_a_discard = MCR_SCORING.score(parse_hand(hand), WinContext(context.win_tile))
    assert "mcr.concealed_hand" not in items(on_a_discard)  # the seed does not add 门前清


def seed_from_chinese(result) -> Counter:  # type: ignore[no-untyped-def]
    """What the seed edition should give, from the Chinese edition's reading of the same situation."""
    found = {item.key: (item.points, item.count) for item in result.items}
    if "mcr.two_concealed_kongs" in found:
        found["mcr.two_concealed_kongs"] = (8, 1)
    if "mcr.concealed_kong_and_melded_kong" in found:
        found["mcr.concealed_kong_and_melded_kong"] = (6, 1)
    return Counter(found)


def test_the_editions_differ_only_as_decided() -> None:
    for hand, context in random_wins(600, seed=5):
        seed_readings = MCR_SCORING.readings(hand, context)
        chinese_readings = MCR_CHINESE.readings(hand, context)
        for seed, chinese in zip(seed_readings, chinese_readings, strict=True):
            expected = seed_from_chinese(chinese)
            keys = {item.key for item in chinese.items}
            if context.self_drawn and keys & set(SPECIAL):
                expected.pop("mcr.self_drawn", None)
                expected["mcr.fully_concealed_hand"] = (4, 1)
            assert Counter({item.key: (item.points, item.count) for item in seed.items}) == expected, (hand, context)


# -- combination principles ---------------------------------------------------------------------
def names(found) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(FANS[fan].zh for fan, _ in found)


@pytest.mark.parametrize(
    ("firsts", "expected"),
    [
        ((0, 3, 6, 9), ["喜相逢", "清龙"]),  # the straight, the fourth chow once with one of its chows
        ((0, 0, 0, 0), ["一色四同顺"]),  # nothing else among four identical chows
        ((0, 1, 2, 3), ["一色四步高"]),
        ((0, 2, 4, 6), ["一色四步高"]),  # 老少副 inside is not counted
        ((1, 1, 10, 13), ["一般高", "喜相逢", "连六"]),  # 234m 234m 234p 567p: not 喜相逢 twice
        ((1, 4, 10, 13), ["喜相逢", "喜相逢", "连六"]),  # 234m 567m 234p 567p: three of the four relations
        ((0, 0, 6, 6), ["一般高", "一般高", "老少副"]),
        ((0, 9, 18), ["三色三同顺"]),
        ((0, 10, 20), ["三色三步高"]),
        ((0, 12, 24), ["花龙"]),
        ((0, 3), ["连六"]),
        ((0, 6), ["老少副"]),
        ((0, 1), []),
    ],
)
def test_chow_combinations(firsts: tuple[int, ...], expected: list[str]) -> None:
    assert names(chow_combinations(firsts)) == expected


@pytest.mark.parametrize(
    ("tiles", "expected"),
    [
        ((1, 10, 19, 31), ["三同刻"]),
        ((1, 2, 3, 4), ["一色四节高"]),
        ((1, 2, 3, 31), ["一色三节高"]),  # the fourth pung makes nothing with them
        ((1, 2, 3, 11), ["一色三节高", "双同刻"]),  # 3m with 3p, once
        ((1, 10, 31, 32), ["双同刻", "双箭刻"]),
        ((27, 28, 29), ["三风刻"]),
        ((0, 10, 20), ["三色三节高"]),
    ],
)
def test_pung_combinations(tiles: tuple[int, ...], expected: list[str]) -> None:
    assert names(pung_combinations(tiles)) == expected


def test_the_best_reading_wins() -> None:
    # 111222333m: three pungs (一色三节高, 三暗刻) or three chows (一色三同顺); the reference prefers the chows on a tie
    result = score("111222333m 789p 11z", "1z")
    assert result.total == max(r.total for r in MCR_SCORING.readings(parse_hand("111222333m 789p 11z"), WinContext(Tile.EAST)))
    assert "mcr.three_concealed_pungs" in items(result)


def test_readings_lists_every_situation() -> None:
    hand, context = parse_hand("22334455667788p"), WinContext(Tile.P8, self_drawn=True)
    readings = MCR_SCORING.readings(hand, context)
    assert len(readings) == len(list(Situation.all(hand, context, MCR)))
    assert MCR_SCORING.score(hand, context).total == max(r.total for r in readings) == 94


# -- situational fans --------------------------------------------------------------------------------
def test_impossible_flags_are_errors() -> None:
    """Robbing a kong while holding another copy, or the last copy while hiding another."""
    with pytest.raises(ContextError) as robbed:
        score("[234m] [567p] [678s] 345p 44p", "4p", robbing_kong=True)
    assert robbed.value.code == "score.robbing_held"
    with pytest.raises(ContextError) as last:
        score("[234m] [567p] [678s] 345p 44p", "4p", fourth_tile=True)
    assert last.value.code == "score.fourth_held"


def test_robbing_the_kong_is_not_also_the_last_copy() -> None:
    result = score("[234m] [567p] [678s] 345p 77z", "4p", robbing_kong=True, fourth_tile=True)
    assert items(result) == {"mcr.robbing_the_kong": 8, "mcr.closed_wait": 1}


def test_last_tile_draw_with_fully_concealed() -> None:
    result = score("234m 567p 678s 345s 88p", "8p", self_drawn=True, last_tile=True)
    assert items(result)["mcr.last_tile_draw"] == 8 and items(result)["mcr.fully_concealed_hand"] == 4
    assert "mcr.self_drawn" not in items(result)


def test_flowers_from_the_hand_and_the_count() -> None:
    result = score("[234m] [567p] [678s] 555m 77z 1f 2f", "5m", flowers=2, bonus=(Tile.PLUM, Tile.SPRING))
    assert items(result)["mcr.flower_tiles"] == 5  # 1f 2f 5f (1f named twice counts once) and 2 unnamed
    assert result.total == 13 and result.meets_minimum


# -- payments and the false mahjong ------------------------------------------------------------------
def test_payments_follow_seed_001() -> None:
    discard = score("123m 456m 789m 234p 55s", "4p", seat_wind=Tile.SOUTH)
    assert discard.total == 20 and discard.payments == {"E": -28, "S": 44, "W": -8, "N": -8}
    drawn = score("123m 456m 789m 234p 55s", "4p", seat_wind=Tile.SOUTH, self_drawn=True)
    assert drawn.total == 22 and drawn.payments == {"E": -30, "S": 90, "W": -30, "N": -30}
    chosen = score("123m 456m 789m 234p 55s", "4p", seat_wind=Tile.SOUTH, discarder=Tile.NORTH)
    assert chosen.payments == {"E": -8, "S": 44, "W": -8, "N": -28}


def test_false_mahjong_penalties_are_data() -> None:
    assert FALSE_MAHJONG == FalseMahjong(short=30, dead=60, dead_hand=True)
    assert FALSE_MAHJONG.payments(Tile.EAST) == {"E": -30, "S": 10, "W": 10, "N": 10}
    assert FALSE_MAHJONG.payments(Tile.NORTH, dead=True) == {"E": 20, "S": 20, "W": 20, "N": -60}


def test_house_values_are_parameters() -> None:
    lenient = MCRScoring(minimum=0, base_payment=0)
    result = lenient.score(parse_hand("[2222m] [5555p] 678s 345s 99m"), WinContext(Tile.M9))
    assert result.meets_minimum and result.payments == {"E": 7, "S": 0, "W": 0, "N": -7}


# -- the system in the registry, JSON, errors ---------------------------------------------------------
def test_registered_and_json_items_carry_chinese() -> None:
    assert find_system("mcr") is MCR_SCORING
    data = json.loads(json.dumps(score("123m 456m 789m 234p 55s", "4p").to_json(), ensure_ascii=False))
    assert data["items"][0] == {
        "key": "mcr.pure_straight", "en": "Pure Straight", "ru": "Чистый ряд", "zh": "清龙", "points": 16,
        "count": 1, "unit": "points", "tiles": ["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m"],
        "reason": {"en": "123, 456 and 789 of one suit: 123m 456m 789m", "ru": "123, 456 и 789 одной масти: 123m 456m 789m"},
    }


def test_reasons_name_the_tiles() -> None:
    result = score("[111z] [222z] 333z 44z 123m", "2m")
    reasons = {item.key: (item.reason("en"), item.reason("ru")) for item in result.items}
    assert reasons["mcr.little_four_winds"] == (
        "pungs of three winds and the pair of the fourth: 111z 222z 333z 44z",
        "панги трёх ветров и пара четвёртого: 111z 222z 333z 44z",
    )
    assert reasons["mcr.closed_wait"] == ("waited only on 2 of Characters, the middle of 123m",
                                          "ждали только 2m: среднюю кость чоу 123m")
    again = pickle.loads(pickle.dumps(result))
    assert again == result and again.items[0].reason("ru") == reasons["mcr.little_four_winds"][1]


def test_special_shapes_are_wins_only_under_mcr_rules() -> None:
    knitted = parse_hand("147m258p369s12345z")
    assert MCR_SCORING.score(knitted, WinContext(Tile.EAST)).total == 24
    with pytest.raises(NotWinningError):
        find_system("kids").score(knitted, WinContext(Tile.EAST))
    with pytest.raises(NotWinningError) as info:
        MCR_SCORING.score(parse_hand("123m 456p 789s 234s 5z6z"), WinContext(Tile.WHITE))
    assert "MCR" in info.value.message("en")


# -- the fast wait finder -----------------------------------------------------------------------------------
@settings(max_examples=120, deadline=None)
@given(st.integers(0, 10**9))
def test_winning_tiles_agree_with_the_analysis(seed: int) -> None:
    """Every shape's waits: each winning hand minus one of its tiles, against mjcore.analysis."""
    hand, _ = random_wins(1, seed)[0]
    for tile in set(hand.concealed):
        ready = hand.without_tile(tile)
        assert winning_tiles(ready) == tuple(w.tile for w in waits(ready, (), MCR)), str(ready)


# -- properties on random hands ------------------------------------------------------------------------
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**9))
def test_random_hands(seed: int) -> None:
    hand, context = random_wins(1, seed)[0]
    result = MCR_SCORING.score(hand, context)
    assert result.total == sum(item.value for item in result.items) > 0
    flowers = sum(item.value for item in result.items if item.key == "mcr.flower_tiles")
    assert result.meets_minimum == (result.total - flowers >= 8)
    assert len({item.key for item in result.items}) == len(result.items)
    for item in result.items:
        assert item.names["en"] and item.names["ru"] and item.names["zh"] and item.reason("en") and item.reason("ru")
        assert item.tiles or item.key in ("mcr.flower_tiles", "mcr.chicken_hand")
        assert all(tile in hand.all_tiles for tile in item.tiles if not tile.is_bonus)
    if result.meets_minimum:
        winner = "ESWN"[WINDS.index(context.seat_wind)]
        assert sum(result.payments.values()) == 0 and result.payments[winner] > 0
        losses = sorted(-amount for seat, amount in result.payments.items() if seat != winner)
        assert losses[-1] == 8 + result.total
        assert losses == [8 + result.total] * 3 if context.self_drawn else losses[:2] == [8, 8]
    else:
        assert result.payments == {}
    reordered = MCR_SCORING.score(Hand(hand.concealed[::-1], hand.melds[::-1], hand.bonus), context)
    assert reordered.total == result.total
    assert sorted(i.key for i in reordered.items) == sorted(i.key for i in result.items)


def test_the_score_is_the_best_of_the_readings() -> None:
    rng = random.Random(11)
    for _ in range(200):
        hand, context = random_wins(1, rng.randrange(10**9))[0]
        readings = MCR_SCORING.readings(hand, context)
        result = MCR_SCORING.score(hand, context)
        best = max(readings, key=lambda s: (s.meets_minimum, s.total, -len(s.items)))
        assert (result.total, len(result.items)) == (best.total, len(best.items))


def test_editions() -> None:
    assert SEED.values != CHINESE.values
    assert MCRScoring(edition="chinese").score(parse_hand("{2222m} {5555p} 678s 345s 99m"), WinContext(Tile.M9)).total == 11


def test_heavenly_hand_has_no_wait_fan() -> None:
    """No blessing fans in Chinese Official (seed 001); the dealt hand waited on nothing."""
    hand = "234m 567p 678s 345p 77z"
    ordinary = score(hand, "4p", self_drawn=True)
    heavenly = score(hand, "4p", self_drawn=True, heavenly=True)
    assert items(ordinary) == {"mcr.fully_concealed_hand": 4, "mcr.closed_wait": 1}
    assert items(heavenly) == {"mcr.fully_concealed_hand": 4}
    with pytest.raises(ContextError):  # Chinese Official has no earthly hand: refused, not ignored
        score(hand, "4p", seat_wind=Tile.SOUTH, earthly=True)
