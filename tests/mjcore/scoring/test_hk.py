"""Old Hong Kong fan: the YAML table, the seed's payment examples, limit hands, properties."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from scoring_cases import check_case, load_cases
from strategies import winning_hands

from mjcore import Tile, parse_hand
from mjcore.hand import Hand
from mjcore.scoring import ContextError, WinContext, find_system
from mjcore.scoring.hk import BONUS_KEYS, HONG_KONG, LIMIT_PATTERNS, PATTERNS, HongKongScoring, settle
from mjcore.tiles import BONUS_TILES, WINDS


@pytest.mark.parametrize("case", load_cases("hk"))
def test_hk_cases(case: dict) -> None:
    check_case("hk", case)


def test_registered_under_its_name() -> None:
    assert find_system("hk") is HONG_KONG
    assert (HONG_KONG.unit, HONG_KONG.minimum, HONG_KONG.limit) == ("fan", 3, 10)


# -- the seed's payment table and its three worked examples (000:1292-1327) -------------------
def test_base_points_follow_the_seed_table() -> None:
    table = {3: 8, 4: 16, 5: 24, 6: 32, 7: 48, 8: 64, 9: 96, 10: 128}  # 000:1296-1303
    assert {fan: HONG_KONG.base(fan) for fan in table} == table
    assert HONG_KONG.base(14) == 128  # the table stops at 10 fan


def test_seed_example_1_west_wins_from_the_wall() -> None:
    """000:1309-1314: base 1, West draws the winning tile; East pays 1 x2 (wall) x2 (East)."""
    assert settle(1, Tile.WEST, self_drawn=True) == {"E": -4, "S": -2, "W": 8, "N": -2}


def test_seed_example_2_north_wins_on_souths_discard() -> None:
    """000:1315-1320: base 2; East pays double as East, South as the discarder, West the base."""
    assert settle(2, Tile.NORTH, self_drawn=False, discarder=Tile.SOUTH) == {"E": -4, "S": -4, "W": -2, "N": 10}


def test_seed_example_3_east_wins_on_wests_discard() -> None:
    """000:1321-1326: base 8; everyone pays East double, West doubles again as the discarder."""
    assert settle(8, Tile.EAST, self_drawn=False, discarder=Tile.WEST) == {"E": 64, "S": -16, "W": -32, "N": -16}
    # the same example from a real 3-fan hand (an all-pungs hand: base 8) is a YAML case
    score = HONG_KONG.score(parse_hand("[111m] [999p] 555s 777p 22m 2f"), WinContext(Tile.M2, discarder=Tile.WEST))
    assert (score.total, HONG_KONG.base(score.total), score.payments) == (3, 8, {"E": 64, "S": -16, "W": -32, "N": -16})


def test_self_drawn_and_east_double_together() -> None:
    """East wins from the wall: everyone pays base x2 x2."""
    assert settle(8, Tile.EAST, self_drawn=True) == {"E": 96, "S": -32, "W": -32, "N": -32}


def test_the_limit_caps_what_one_loser_pays() -> None:
    assert settle(48, Tile.EAST, self_drawn=True, cap=64) == {"E": 192, "S": -64, "W": -64, "N": -64}
    assert settle(8, Tile.SOUTH, self_drawn=False, discarder=Tile.EAST, cap=64) == {"E": -32, "S": 48, "W": -8, "N": -8}


# -- limit hands: the limit from each player, without doubling (000:1329) ----------------------
ORPHANS = parse_hand("119m19p19s1234567z")


@pytest.mark.parametrize("seat", WINDS)
@pytest.mark.parametrize("self_drawn", [False, True])
def test_a_limit_hand_pays_the_same_from_everyone(seat: Tile, self_drawn: bool) -> None:
    score = HONG_KONG.score(ORPHANS, WinContext(Tile.M1, seat_wind=seat, self_drawn=self_drawn))
    winner = "ESWN"[WINDS.index(seat)]
    assert score.payments == {s: (192 if s == winner else -64) for s in "ESWN"}
    assert (score.total, score.limit, score.meets_minimum) == (10, "hk.thirteen_orphans", True)


def test_table_rules_change_the_limit() -> None:
    high = HongKongScoring(limit=13, limit_points=512)
    score = high.score(parse_hand("555z 666z 77z 123m 456p 2f"), WinContext(Tile.RED))
    assert score.total == 13 and score.limit == "hk.limit"
    assert score.payments == {"E": 1024, "S": -256, "W": -256, "N": -512}  # base 128 x2 East, x2 discarder
    assert high.score(ORPHANS, WinContext(Tile.M1)).payments == {"E": 1536, "S": -512, "W": -512, "N": -512}


def test_a_lower_minimum_is_a_table_rule() -> None:
    hand = parse_hand("123m 456p 789s [111z] 33p 2f")
    assert not HONG_KONG.score(hand, WinContext(Tile.P3)).meets_minimum
    easy = HongKongScoring(minimum=2)
    score = easy.score(hand, WinContext(Tile.P3))
    assert score.meets_minimum and score.total == 2
    assert score.payments == {"E": 32, "S": -8, "W": -8, "N": -16}  # 2 fan = base 4: halving below the table


def test_heavenly_hand_is_the_dealers_self_drawn_start() -> None:
    hand = parse_hand("123m 456p 789s 234s 55p 2f")
    score = HONG_KONG.score(hand, WinContext(Tile.P5, self_drawn=True, heavenly=True))
    assert score.limit == "hk.heavenly_hand" and score.total == 10
    for impossible in (WinContext(Tile.P5, self_drawn=True, heavenly=True, seat_wind=Tile.SOUTH), WinContext(Tile.P5, heavenly=True)):
        with pytest.raises(ContextError):
            HONG_KONG.score(hand, impossible)


def test_earthly_hand_is_a_win_on_the_dealers_first_discard() -> None:
    hand = parse_hand("123m 456p 789s 234s 55p 2f")
    score = HONG_KONG.score(hand, WinContext(Tile.P5, seat_wind=Tile.SOUTH, earthly=True))
    assert score.limit == "hk.earthly_hand" and score.payments == {"E": -64, "S": 192, "W": -64, "N": -64}
    on_west = WinContext(Tile.P5, seat_wind=Tile.SOUTH, earthly=True, discarder=Tile.WEST)
    with pytest.raises(ContextError):  # not the dealer's discard: refused, not silently ordinary
        HONG_KONG.score(hand, on_west)


def test_several_limit_patterns_do_not_add_up() -> None:
    score = HONG_KONG.score(parse_hand("[1111z] [2222z] [3333z] [4444z] 55z"), WinContext(Tile.WHITE))
    assert {item.key for item in score.items} == {"hk.four_kongs", "hk.all_honors", "hk.great_winds"}
    assert score.total == 10 and score.payments["E"] == 192


# -- the table itself ----------------------------------------------------------------------------
def test_every_row_is_in_fan_with_names_and_a_seed_line() -> None:
    rows = PATTERNS + LIMIT_PATTERNS
    assert len({row.key for row in rows}) == len(rows)
    jewels = {"hk.pearl_dragon", "hk.ruby_dragon", "hk.jade_dragon"}
    for row in rows:
        assert row.unit == "fan" and row.en and row.ru and row.reason_en and row.reason_ru
        assert 1145 <= int(row.seed.removeprefix("000:")) <= 1390
        assert ("zh" in row.native) != (row.key in jewels), row.key
    assert BONUS_KEYS < {row.key for row in PATTERNS}


def test_reasons_name_the_tiles_in_both_languages() -> None:
    score = HONG_KONG.score(parse_hand("123m 456p 789s [777z] 22p 3f"), WinContext(Tile.P2, seat_wind=Tile.WEST))
    by_key = {item.key: item for item in score.items}
    assert by_key["hk.dragon_pung"].reason("en") == "pung/kong of the Red dragon: 777z"
    assert by_key["hk.dragon_pung"].reason("ru") == "панг/конг, Красный дракон: 777z"
    assert by_key["hk.dragon_pung"].tiles == (Tile.RED,) * 3
    assert by_key["hk.own_flower"].reason("ru") == "Хризантема (цветок 3) — цветок вашего места 3"
    assert by_key["hk.own_flower"].names["zh"] == "正花"


# -- properties over random winning hands -------------------------------------------------------
@st.composite
def won_hands(draw: st.DrawFn) -> tuple[Hand, WinContext]:
    hand = draw(winning_hands())
    bonus = tuple(draw(st.lists(st.sampled_from(BONUS_TILES), unique=True, max_size=8)))
    hand = Hand(hand.concealed, hand.melds, bonus)
    seat = draw(st.sampled_from(WINDS))
    self_drawn = draw(st.booleans())
    discarder = None if self_drawn else draw(st.sampled_from([None, *[w for w in WINDS if w is not seat]]))
    context = WinContext(draw(st.sampled_from(hand.concealed)), self_drawn=self_drawn, seat_wind=seat,
                         round_wind=draw(st.sampled_from(WINDS)), discarder=discarder,
                         last_tile=draw(st.booleans()))
    return hand, context


@pytest.mark.slow
@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.large_base_example])
@given(won_hands())
def test_payments_sum_to_zero_and_respect_the_limit(won: tuple[Hand, WinContext]) -> None:
    """Also: the order the tiles and melds are written in changes nothing."""
    hand, context = won
    score = HONG_KONG.score(hand, context)
    assert 0 <= score.total <= HONG_KONG.limit
    reordered = HONG_KONG.score(Hand(hand.concealed[::-1], hand.melds[::-1], hand.bonus[::-1]), context)
    assert (reordered.total, reordered.payments, reordered.limit) == (score.total, score.payments, score.limit)
    if not score.meets_minimum:
        assert score.payments == {}
        return
    winner = "ESWN"[WINDS.index(context.seat_wind)]
    assert sum(score.payments.values()) == 0
    assert score.payments[winner] > 0
    assert all(0 < -amount <= HONG_KONG.limit_points for seat, amount in score.payments.items() if seat != winner)
    if score.limit is None or score.limit == "hk.limit":
        assert score.total == min(sum(item.value for item in score.items), HONG_KONG.limit)
    for item in score.items:
        assert item.unit == "fan" and item.name("en") and item.name("ru") and item.reason("en") and item.reason("ru")


@pytest.mark.slow
@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.large_base_example])
@given(won_hands(), st.lists(st.sampled_from(BONUS_TILES), unique=True, max_size=7))
def test_bonus_tiles_never_count_towards_the_minimum(won: tuple[Hand, WinContext], bonus: list[Tile]) -> None:
    hand, context = won
    bare = Hand(hand.concealed, hand.melds)
    flowered = Hand(hand.concealed, hand.melds, tuple(bonus))
    plain = HONG_KONG.score(bare, context)
    with_bonus = HONG_KONG.score(flowered, context)
    if plain.limit not in (None, "hk.limit") or with_bonus.limit not in (None, "hk.limit"):
        return
    assert plain.meets_minimum == with_bonus.meets_minimum


@pytest.mark.slow
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.large_base_example])
@given(won_hands())
def test_east_pays_double_what_a_bystander_pays(won: tuple[Hand, WinContext]) -> None:
    """A non-dealer's win with a generous limit: East pays twice a loser who is not the discarder."""
    hand, context = won
    context = replace(context, seat_wind=Tile.SOUTH, discarder=None if context.self_drawn else Tile.NORTH)
    score = HongKongScoring(limit_points=10**6).score(hand, context)
    if score.meets_minimum and score.limit in (None, "hk.limit"):
        assert score.payments["E"] == 2 * score.payments["W"]
        assert score.payments["N"] == (score.payments["W"] if context.self_drawn else 2 * score.payments["W"])
