"""Riichi scoring: the YAML table, the red-five conversion, and a differential test against
the ``mahjong`` package used directly (its own string converter, no red fives) on random
winning hands — it catches conversion errors (honors order, melds, flags, indicators)."""

from __future__ import annotations

import dataclasses
import random
import subprocess
import sys
from collections import Counter
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules
from mahjong.hand_calculating.yaku_config import YakuConfig
from mahjong.meld import Meld as LibraryMeld
from mahjong.tile import TilesConverter
from scoring_cases import check_case, load_cases
from strategies import winning_hands

from mjcore import Tile, parse_hand
from mjcore.generate import random_winning_hand
from mjcore.hand import Hand
from mjcore.scoring import SEATS, WinContext, find_system
from mjcore.scoring.riichi import RED_IDS, RIICHI, YAKU_ATTRIBUTE, RiichiScoring, dora_of, to_library
from mjcore.scoring.riichi_names import FU, YAKU
from mjcore.tiles import ORPHANS, WINDS

#: Yaku our win context cannot ask for (no renhou/open riichi/nagashi flags, those options off; tenhou and
#: chiihou are the ``heavenly`` and ``earthly`` flags).
UNREACHABLE = {"open_riichi", "daburu_open_riichi", "nagashi_mangan", "renhou", "renhou_yakuman",
               "sashikomi", "paarenchan", "daisharin", "daichisei"}
NO_TILES = {"riichi.riichi", "riichi.double_riichi"}


@pytest.mark.parametrize("case", load_cases("riichi"))
def test_riichi_cases(case: dict) -> None:
    check_case("riichi", case)


def test_every_yaku_row_has_a_case() -> None:
    covered = {key for param in load_cases("riichi") for key in param.values[0]["expect"].get("items", {})}
    assert {row.key for row in YAKU.values()} <= covered
    assert all(375 <= int(row.seed.split(":")[1]) <= 495 for row in list(YAKU.values()) + list(FU.values()))


def test_found_by_name() -> None:
    assert find_system("riichi") is RIICHI


def test_every_reachable_yaku_has_a_row_with_three_names() -> None:
    attributes = set(vars(YakuConfig()))
    assert set(YAKU) == attributes - UNREACHABLE
    for row in YAKU.values():
        assert row.key.startswith("riichi.") and row.en and row.ru and row.native["ja"] and row.seed.startswith("000:")
        assert row.unit in ("han", "yakuman")
    keys = [row.key for name, row in YAKU.items() if "wind" not in name]
    assert len(keys) == len(set(keys))
    for row in FU.values():
        assert row.key.startswith("riichi.fu.") and row.en and row.ru and row.reason_en and row.reason_ru


def test_honors_order_matches_the_library() -> None:
    # ours: 1z..7z = E S W N white green red; the library's 34-index: EAST..NORTH, HAKU, HATSU, CHUN
    from mahjong import constants

    assert [int(t) for t in (Tile.EAST, Tile.SOUTH, Tile.WEST, Tile.NORTH, Tile.WHITE, Tile.GREEN, Tile.RED)] == [
        constants.EAST, constants.SOUTH, constants.WEST, constants.NORTH, constants.HAKU, constants.HATSU, constants.CHUN]
    assert sorted(RED_IDS.values()) == sorted(constants.AKA_DORAS)
    for dragon, key in ((Tile.WHITE, "riichi.yakuhai_haku"), (Tile.GREEN, "riichi.yakuhai_hatsu"), (Tile.RED, "riichi.yakuhai_chun")):
        hand = Hand((Tile.M2, Tile.M3, Tile.M4, Tile.P6, Tile.P7, Tile.P8, Tile.S3, Tile.S4, Tile.S5, Tile.S9, Tile.S9, dragon, dragon, dragon))
        assert key in [i.key for i in RIICHI.score(hand, WinContext(Tile.S9)).items]


def test_dora_follow_the_seed_cycles() -> None:
    assert [dora_of(t) for t in (Tile.M9, Tile.P4, Tile.NORTH, Tile.EAST, Tile.WHITE, Tile.GREEN, Tile.RED)] == [
        Tile.M1, Tile.P5, Tile.EAST, Tile.SOUTH, Tile.GREEN, Tile.RED, Tile.WHITE]


def test_red_fives_get_the_red_id_and_plain_fives_never() -> None:
    hand = parse_hand("555m 555p 123s 456s 55s")
    converted = to_library(hand, WinContext(Tile.S5, red_fives=(Tile.P5, Tile.S5)))
    assert converted.native_aka
    assert sorted(i for i in converted.tiles if i in RED_IDS.values()) == [52, 88]
    plain = to_library(hand, WinContext(Tile.S5))
    assert not plain.native_aka and not set(plain.tiles) & set(RED_IDS.values())
    four = to_library(parse_hand("[5555m] 23p 456s 678s 55p 4p"), WinContext(Tile.P4, red_fives=(Tile.P5,)))
    assert not four.native_aka and four.red_fives == (Tile.P5,)  # 5555m would need the red id


def test_red_five_not_in_the_hand_counts_nothing() -> None:
    hand = parse_hand("123m 456p 789s 23s 55p 4s")
    base = RIICHI.score(hand, WinContext(Tile.S4, riichi=True))
    assert RIICHI.score(hand, WinContext(Tile.S4, riichi=True, red_fives=(Tile.M5,))).total == base.total


def test_double_yakuman_is_a_table_rule() -> None:
    hand = parse_hand("119m19p19s1234567z")
    score = RiichiScoring(double_yakuman=True).score(hand, WinContext(Tile.M1))
    assert (score.items[0].key, score.items[0].points, score.total) == ("riichi.kokushi_13_wait", 2, 96000)


def test_the_library_rinshan_rule_is_a_parameter() -> None:
    hand, context = parse_hand("[2222m] 345m 678p 46s 55p 5s"), WinContext(Tile.S5, self_drawn=True, kong_replacement=True, seat_wind=Tile.SOUTH)
    assert (RIICHI.score(hand, context).fu, RiichiScoring(rinshan_tsumo_fu=True).score(hand, context).fu) == (30, 40)


def test_fu_lines_name_the_tiles_and_add_up() -> None:
    score = RIICHI.score(parse_hand("22444m 333p 567p 444s"), WinContext(Tile.S4, seat_wind=Tile.SOUTH))
    lines = [(i.key, i.points, "".join(map(str, i.tiles))) for i in score.fu_items]
    assert lines == [("riichi.fu.base", 20, ""), ("riichi.fu.closed_ron", 10, "4s"),
                     ("riichi.fu.open_pon", 2, "4s4s4s"), ("riichi.fu.closed_pon", 4, "4m4m4m"),
                     ("riichi.fu.closed_pon", 4, "3p3p3p")]
    assert score.fu_items[2].reason("ru") == "открытый панг простых костей 444s"
    assert sum(i.points for i in score.fu_items) == score.fu == 40


def test_japanese_names_and_reasons_in_both_languages() -> None:
    score = RIICHI.score(parse_hand("234m 456p 678s 23s 55p 4s"), WinContext(Tile.S4, riichi=True, dora_indicators=(Tile.M1,)))
    assert [i.names["ja"] for i in score.items] == ["立直", "平和", "断幺九", "ドラ"]
    assert [i.name("ru") for i in score.items] == ["Риичи", "Пинфу", "Таньяо", "Дора"]
    assert score.items[-1].reason("en") == "dora indicator 1m, dora 2 of Characters: 2m"


def test_no_yaku_shows_the_fu_but_pays_nothing() -> None:
    score = RIICHI.score(parse_hand("[123m] 456p 789p 23s 99s 4s"), WinContext(Tile.S4, seat_wind=Tile.SOUTH))
    assert (score.meets_minimum, score.total, score.payments, score.han, score.fu) == (False, 0, {}, 0, 30)


def test_importing_mjcore_does_not_import_the_library() -> None:
    code = "import sys, mjcore, mjcore.scoring; assert 'mahjong' not in sys.modules, 'mahjong imported'"
    subprocess.run([sys.executable, "-c", code], check=True)


# -- differential: our adapter against the library used directly -----------------------------------
def _strings(tiles: Any) -> dict[str, str]:
    out = {"man": "", "pin": "", "sou": "", "honors": ""}
    for t in tiles:
        out[("man", "pin", "sou", "honors")[t // 9 if t < 27 else 3]] += str(t.number)
    return out


def _one(tile: Tile) -> int:
    return TilesConverter.string_to_136_array(**_strings([tile]))[0]


def _direct(hand: Hand, context: WinContext) -> Any:
    """The library on its own, fed through its own string converter (no red fives)."""
    melds = []
    for meld in hand.melds:
        kind = LibraryMeld.CHI if meld.is_chow else LibraryMeld.PON if meld.is_pung else LibraryMeld.KAN
        melds.append(LibraryMeld(meld_type=kind, tiles=TilesConverter.string_to_136_array(**_strings(meld.tiles)), opened=meld.open))
    config = HandConfig(
        is_tsumo=context.self_drawn, is_riichi=context.riichi, is_daburu_riichi=context.double_riichi,
        is_ippatsu=context.ippatsu, is_rinshan=context.kong_replacement, is_chankan=context.robbing_kong,
        is_haitei=context.last_tile and context.self_drawn and not context.kong_replacement,
        is_houtei=context.last_tile and not context.self_drawn and not context.robbing_kong,
        player_wind=int(context.seat_wind), round_wind=int(context.round_wind),
        tsumi_number=context.honba, kyoutaku_number=context.riichi_sticks,
        options=OptionalRules(has_open_tanyao=True, has_double_yakuman=False),
    )
    tiles = TilesConverter.string_to_136_array(**_strings(hand.all_tiles))
    return HandCalculator.estimate_hand_value(
        tiles, _one(context.win_tile), melds, [_one(t) for t in context.dora_indicators], config,
        ura_dora_indicators=[_one(t) for t in context.ura_dora_indicators])


def _special_hand(rng: random.Random) -> Hand:
    if rng.random() < 0.3:
        double = rng.choice(ORPHANS)
        return Hand(ORPHANS + (double,))
    kinds = rng.sample(range(34), 7)
    return Hand(tuple(Tile(k) for k in kinds for _ in range(2)))


def _random_case(rng: random.Random) -> tuple[Hand, WinContext]:
    if rng.random() < 0.1:
        hand = _special_hand(rng)
    else:
        hand, _ = random_winning_hand(rng, open_melds=rng.choice((0.0, 0.2, 0.5)), kongs=0.15)
    win = rng.choice(hand.concealed)
    self_drawn = rng.random() < 0.4
    riichi = hand.is_concealed and rng.random() < 0.5
    kongs = sum(m.is_kong for m in hand.melds)
    seat = rng.choice(WINDS)
    discarder = None if self_drawn or rng.random() < 0.5 else rng.choice([w for w in WINDS if w != seat])
    held = hand.all_counts()  # indicators are tiles of the wall: with the hand, four copies at most
    kinds = [Tile(k) for k in range(34) for _ in range(4 - held[k])]
    indicators = rng.sample(kinds, 2 * (1 + kongs))
    context = WinContext(
        win, self_drawn=self_drawn, seat_wind=seat, round_wind=rng.choice(WINDS),
        riichi=riichi, double_riichi=riichi and rng.random() < 0.1, ippatsu=riichi and rng.random() < 0.2,
        kong_replacement=self_drawn and kongs > 0 and rng.random() < 0.4,
        robbing_kong=not self_drawn and hand.all_tiles.count(win) == 1 and win not in indicators and rng.random() < 0.05,
        last_tile=rng.random() < 0.1,
        dora_indicators=tuple(indicators[: 1 + kongs]),
        ura_dora_indicators=tuple(indicators[1 + kongs :]) if riichi else (),
        honba=rng.randrange(4), riichi_sticks=rng.randrange(4), discarder=discarder,
    )
    return hand, context


def _wind_of(name: str) -> Tile:
    return WINDS[("east", "south", "west", "north").index(name.rsplit("_", 1)[1])]


@pytest.mark.slow
def test_differential_against_the_library() -> None:
    rng = random.Random(20260301)
    adapter = RiichiScoring(rinshan_tsumo_fu=True)  # the library's fu, to compare like with like
    scored = no_yaku = 0
    for _ in range(1500):
        hand, context = _random_case(rng)
        direct = _direct(hand, context)
        ours = adapter.score(hand, context)
        label = f"{hand} win {context.win_tile} {context}"
        if direct.error:
            assert direct.error == HandCalculator.ERR_NO_YAKU, label
            assert (ours.meets_minimum, ours.total, ours.payments, ours.han) == (False, 0, {}, 0), label
            no_yaku += 1
            continue
        scored += 1
        assert (ours.han, ours.fu, ours.total) == (direct.han, direct.fu, direct.cost["total"]), label
        expected = Counter()
        for yaku in direct.yaku:
            name = YAKU_ATTRIBUTE[yaku.yaku_id]
            han = yaku.han_open if direct.is_open_hand and yaku.han_open else yaku.han_closed
            wind = _wind_of(name) if "_wind_" in name else None
            expected[(YAKU[name].key, han // 13 if yaku.is_yakuman else han, wind)] += 1
        got = Counter((i.key, i.value, i.tiles[0] if "wind" in i.key else None) for i in ours.items)
        assert got == expected, label
        _check_invariants(ours, context, label)
    assert scored > 500 and no_yaku > 100  # both kinds of answer were exercised


def _check_invariants(score: Any, context: WinContext, label: str) -> None:
    winner = SEATS[WINDS.index(context.seat_wind)]
    assert sum(score.payments.values()) == 0 and score.payments[winner] == score.total, label
    assert all(v <= 0 for k, v in score.payments.items() if k != winner), label
    assert sum(i.points for i in score.fu_items) == score.fu, label
    for item in score.items:
        assert item.key in NO_TILES or item.tiles, f"{label}: {item.key} names no tiles"
        if item.key in ("riichi.dora", "riichi.ura_dora", "riichi.aka_dora"):
            assert len(item.tiles) == item.count, label
        assert item.reason("en") and item.reason("ru") and item.names["ja"], label
    for item in score.fu_items:
        if item.key.endswith(("_pon", "_kan")):
            assert len(item.tiles) in (3, 4) and len(set(item.tiles)) == 1, label
        if item.key.endswith(("kanchan", "penchan")):
            assert len(item.tiles) == 3 and context.win_tile in item.tiles, label


def test_seed_rinshan_rule_only_lowers_the_fu_of_a_rinshan_win() -> None:
    rng = random.Random(7)
    for _ in range(300):
        hand, context = _random_case(rng)
        seed, library = RIICHI.score(hand, context), RiichiScoring(rinshan_tsumo_fu=True).score(hand, context)
        if not context.kong_replacement:
            assert (seed.han, seed.fu, seed.total) == (library.han, library.fu, library.total)
        elif seed.meets_minimum:
            assert seed.han == library.han and seed.fu <= library.fu and seed.total <= library.total


def test_red_fives_the_library_way_and_ours_agree() -> None:
    """Red ids in the library (native) and our own count (as for four plain fives) give the same score."""
    rng = random.Random(55)
    compared = 0
    for _ in range(400):
        hand, context = _random_case(rng)
        fives = [t for t in hand.all_tiles if t in RED_IDS]
        if not fives:
            continue
        reds = tuple(sorted(set(rng.sample(fives, rng.randint(1, len(fives))))))
        context = dataclasses.replace(context, red_fives=reds)
        native, own = RIICHI.score(hand, context), RiichiScoring(native_aka=False).score(hand, context)
        assert (native.han, native.fu, native.total, native.items) == (own.han, own.fu, own.total, own.items), hand
        if native.meets_minimum and native.limit != "yakuman":
            assert sum(i.value for i in native.items if i.key == "riichi.aka_dora") == len(reds)
        compared += 1
    assert compared > 100


def test_meld_order_does_not_matter() -> None:
    hand = parse_hand("[2222m] [678p] {9999s} 345m 11z")
    flipped = Hand(hand.concealed, tuple(reversed(hand.melds)))
    context = WinContext(Tile.EAST, seat_wind=Tile.SOUTH)
    a, b = RIICHI.score(hand, context), RIICHI.score(flipped, context)
    assert (a.han, a.fu, a.total, [i.key for i in a.items]) == (b.han, b.fu, b.total, [i.key for i in b.items])


@pytest.mark.slow
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.large_base_example])
@given(winning_hands(), st.data())
def test_properties_on_any_winning_hand(hand: Hand, data: st.DataObject) -> None:
    win = data.draw(st.sampled_from(hand.concealed))
    self_drawn = data.draw(st.booleans())
    riichi = hand.is_concealed and data.draw(st.booleans())
    context = WinContext(win, self_drawn=self_drawn, riichi=riichi, seat_wind=data.draw(st.sampled_from(WINDS)),
                         round_wind=data.draw(st.sampled_from(WINDS)), honba=data.draw(st.integers(0, 5)),
                         riichi_sticks=data.draw(st.integers(0, 5)),
                         dora_indicators=tuple(data.draw(st.lists(st.sampled_from([Tile(k) for k in range(34) if hand.all_counts()[k] <= 1]),
                                                                  max_size=3))),
                         red_fives=tuple(data.draw(st.lists(st.sampled_from([Tile.M5, Tile.P5, Tile.S5]), max_size=4))))
    score = RIICHI.score(hand, context)
    assert score.total >= 0 and (score.total > 0) == score.meets_minimum
    if score.meets_minimum:
        _check_invariants(score, context, str(hand))
        assert score.total >= 1000 * context.riichi_sticks + 300 * context.honba + 1000
    else:
        assert score.payments == {} and score.items == ()
