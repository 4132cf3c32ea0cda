"""Classical scoring: the YAML table (with the seed's four examples), settlement, the limit,
and properties of random winning hands."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from scoring_cases import check_case, load_cases
from strategies import winning_hands

from mjcore import Tile, parse_hand
from mjcore.hand import Hand
from mjcore.scoring import SEATS, ContextError, NotWinningError, WinContext, find_system
from mjcore.scoring.classical import CLASSICAL, DOUBLES, LIMIT_HANDS, POINTS, ClassicalScoring, settle
from mjcore.tiles import WINDS


@pytest.mark.parametrize("case", load_cases("classical"))
def test_classical_cases(case: dict) -> None:
    check_case("classical", case)


def test_registered_under_its_name() -> None:
    assert find_system("classical") is CLASSICAL
    assert (CLASSICAL.name, CLASSICAL.unit, CLASSICAL.limit) == ("classical", "points", 2000)


# -- settlement ----------------------------------------------------------------------------------
def test_settle_worked_example_south_wins() -> None:
    # South wins with 100; East holds 40, West 20, North 0.
    # To the winner: East 2 x 100, West 100, North 100 -> South +400.
    # Losers: West pays East (40 - 20) x 2 = 40; North pays East 40 x 2 = 80; North pays West 20.
    # East -200 + 40 + 80 = -80; West -100 - 40 + 20 = -120; North -100 - 80 - 20 = -200.
    assert settle({"E": 40, "S": 100, "W": 20, "N": 0}, winner="S") == {"E": -80, "S": 400, "W": -120, "N": -200}


def test_settle_worked_example_east_wins() -> None:
    # East wins with 50: each loser pays 2 x 50 -> East +300. South (30) receives 20 from West
    # (10) and 20 from North (10); West and North are equal and exchange nothing.
    assert settle({"E": 50, "S": 30, "W": 10, "N": 10}, winner="E") == {"E": 300, "S": -60, "W": -120, "N": -120}


def test_settle_a_dearer_loser_than_the_winner_still_pays_the_winner() -> None:
    # West (loser, 80) pays South (winner, 30) 30 and receives 80 from North (0) and (80 - 0) x 2 from East.
    assert settle({"S": 30, "W": 80}, winner="S") == {"E": -60 - 160, "S": 120, "W": -30 + 160 + 80, "N": -30 - 80}


@pytest.mark.parametrize(("values", "winner"), [({"S": 10}, "X"), ({"Q": 10}, "S"), ({"S": 10}, "east")])
def test_settle_rejects_unknown_seats(values: dict, winner: str) -> None:
    with pytest.raises(ContextError) as info:
        settle(values, winner)
    assert info.value.code == "score.wind"


def test_score_payments_are_the_settlement_with_losers_at_zero() -> None:
    score = CLASSICAL.score(parse_hand("[555p] [777z] 123p 678p 99p"), WinContext(Tile.P6, seat_wind=Tile.NORTH))
    assert score.total == 104
    assert score.payments == settle({"N": 104}, "N") == {"E": -208, "S": -104, "W": -104, "N": 416}


# -- the limit -----------------------------------------------------------------------------------------
ALL_HONORS = "[111z] [333z] [444z] 555z 66z"  # 46 points x 32 = 1472 for South in the South round


def test_limit_is_a_parameter() -> None:
    context = WinContext(Tile.GREEN, self_drawn=True, seat_wind=Tile.SOUTH, round_wind=Tile.SOUTH)
    hand = parse_hand(ALL_HONORS)
    assert CLASSICAL.score(hand, context).total == 1472 and CLASSICAL.score(hand, context).limit is None
    low = ClassicalScoring(limit=1000).score(hand, context)
    assert (low.total, low.limit) == (1000, "house_full")
    assert low.payments == {"E": -2000, "S": 4000, "W": -1000, "N": -1000}
    full = parse_hand("[111z] [222z] [555z] 666z 33z")
    assert ClassicalScoring(limit=10_000).score(full, WinContext(Tile.GREEN, seat_wind=Tile.SOUTH)).total == 36 * 2**8
    orphans = ClassicalScoring(limit=500).score(parse_hand("119m19p19s1234567z"), WinContext(Tile.M1))
    assert (orphans.total, orphans.items[0].points) == (500, 500)


# -- names, reasons, the table ------------------------------------------------------------------------
def test_every_row_has_a_key_names_reasons_and_a_seed_line() -> None:
    rows = POINTS + DOUBLES + LIMIT_HANDS
    keys = [row.key for row in rows]
    assert len(keys) == len(set(keys)) == 12 + 7 + 14 + 2
    for row in rows:
        assert row.key.startswith("classical.") and row.en and row.ru and row.reason_en and row.reason_ru
        assert row.seed.startswith("000:") and 276 <= int(row.seed[4:]) <= 374, row.key
        assert row.unit in ("points", "doubles") and not row.native
    assert {row.points for row in DOUBLES} == {1, 3}
    assert [row.key for row in DOUBLES if row.points == 3] == ["classical.pure_suit", "classical.all_honors"]


def test_every_row_is_reached_by_a_case() -> None:
    keys = {key for param in load_cases("classical") for key in param.values[0]["expect"].get("items", {})}
    assert keys == {row.key for row in POINTS + DOUBLES + LIMIT_HANDS}


def test_reasons_name_the_tiles_in_both_languages() -> None:
    score = CLASSICAL.score(parse_hand("111p 555m 777z 345s 88m"), WinContext(Tile.M5, seat_wind=Tile.WEST))
    by_key = {item.key: item for item in score.items}
    pung = by_key["classical.pung.simple.open"]
    assert pung.tiles == (Tile.M5,) * 3
    assert pung.reason("en") == "555m (5 of Characters): completed by the winning discard, so it counts as open"
    assert pung.reason("ru") == "555m (5 символов): завершён выигрышной костью со сноса и потому считается открытым"
    assert by_key["classical.pung.terminal.concealed"].name("ru") == "Закрытый панг терминальных костей"
    assert by_key["classical.pung.terminal.concealed"].name("en") == "Concealed pung of terminals"
    edge = CLASSICAL.score(parse_hand("123m 456p [222s] 789s 99m"), WinContext(Tile.S7, seat_wind=Tile.SOUTH))
    only = next(item for item in edge.items if item.key == "classical.only_possible")
    assert only.tiles == (Tile.S7, Tile.S8, Tile.S9)
    assert only.reason("en") == "7 of Bamboo completes the chow 789s, open at one end only"
    assert only.reason("ru") == "7 бамбуков завершает чоу 789s, открытое только с одного конца"
    pure = CLASSICAL.score(parse_hand("[111p] [666p] 234p 789p 55p"), WinContext(Tile.P4))
    assert next(i for i in pure.items if i.key == "classical.pure_suit").reason("en").startswith("every tile is Dots")
    assert "удвоение" in pure.explain("ru") and "double" in pure.explain("en")


def test_not_winning_error_names_classical() -> None:
    with pytest.raises(NotWinningError) as info:
        CLASSICAL.score(parse_hand("1122335577m1133z"), WinContext(Tile.WEST))
    assert "Classical" in info.value.message("en")


# -- properties of random winning hands -------------------------------------------------------------------
@st.composite
def scored_hands(draw: st.DrawFn) -> tuple[Hand, WinContext]:
    hand = draw(winning_hands())
    win = draw(st.sampled_from(hand.concealed))
    self_drawn = draw(st.booleans())
    has_kong = any(m.is_kong for m in hand.melds)
    context = WinContext(
        win,
        self_drawn=self_drawn,
        seat_wind=draw(st.sampled_from(WINDS)),
        round_wind=draw(st.sampled_from(WINDS)),
        last_tile=draw(st.booleans()),
        kong_replacement=self_drawn and has_kong and draw(st.booleans()),
        robbing_kong=not self_drawn and hand.all_tiles.count(win) == 1 and draw(st.booleans()),
    )
    return hand, context


@pytest.mark.slow
@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.large_base_example])
@given(scored_hands())
def test_random_hands_total_payments_and_items(data: tuple[Hand, WinContext]) -> None:
    hand, context = data
    score = CLASSICAL.score(hand, context)
    if score.limit in ("classical.snake", "classical.thirteen_orphans"):  # a limit hand: one line, the limit
        assert score.total == CLASSICAL.limit and len(score.items) == 1
        return
    points = sum(i.value for i in score.items if i.unit == "points")
    doubles = sum(i.value for i in score.items if i.unit == "doubles")
    assert 20 <= score.total <= CLASSICAL.limit
    assert score.total == min(points * 2**doubles, CLASSICAL.limit)
    assert (score.limit == "house_full") == (points * 2**doubles > CLASSICAL.limit)
    assert score.meets_minimum and score.minimum == 0
    assert sum(score.payments.values()) == 0 and set(score.payments) == set(SEATS)
    winner = SEATS[WINDS.index(context.seat_wind)]
    factor = 6 if winner == "E" else 4
    assert score.payments[winner] == factor * score.total
    assert sum(i.key == "classical.mahjong" for i in score.items) == 1
    for item in score.items:
        assert item.name("en") and item.name("ru") and item.reason("en") and item.reason("ru"), item.key
        assert "{" not in item.reason("en") + item.reason("ru"), item.key
        assert all(t in hand.all_tiles for t in item.tiles), item.key


@pytest.mark.slow
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.large_base_example])
@given(scored_hands(), st.randoms(use_true_random=False))
def test_score_does_not_depend_on_the_order_of_tiles_and_melds(data: tuple[Hand, WinContext], rnd: random.Random) -> None:
    hand, context = data
    concealed, melds = list(hand.concealed), list(hand.melds)
    rnd.shuffle(concealed)
    rnd.shuffle(melds)
    shuffled = CLASSICAL.score(Hand(tuple(concealed), tuple(melds)), context)
    original = CLASSICAL.score(hand, context)
    assert shuffled.total == original.total
    assert sorted((i.key, i.value) for i in shuffled.items) == sorted((i.key, i.value) for i in original.items)


@settings(max_examples=60, deadline=None)
@given(st.dictionaries(st.sampled_from(SEATS), st.integers(0, 2000)), st.sampled_from(SEATS))
def test_settlement_sums_to_zero_and_the_winner_gains(values: dict, winner: str) -> None:
    net = settle(values, winner)
    assert sum(net.values()) == 0 and set(net) == set(SEATS)
    assert net[winner] == (6 if winner == "E" else 4) * values.get(winner, 0)
    # the losers' exchanges alone: a dearer loser never ends below a cheaper one at the same East factor
    losers = [seat for seat in SEATS if seat not in (winner, "E")]
    for a in losers:
        for b in losers:
            if values.get(a, 0) >= values.get(b, 0):
                assert net[a] >= net[b]
