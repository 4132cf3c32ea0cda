"""The fu table and the points rule of lesson 8, proved by the project's riichi scorer."""

from __future__ import annotations

import pytest

from mjcore.hand import Hand
from mjcore.scoring.base import WinContext
from mjcore.scoring.riichi import RIICHI
from mjcore.scoring.riichi_fu import FU_LINES, FU_LINES_BY_KEY, FuLine
from mjcore.scoring.riichi_names import FU
from mjcore.scoring.riichi_price import (
    LIMITS,
    TABLE_FU,
    TABLE_HAN,
    base_points,
    limit_of,
    occurs,
    payment,
    round_up_100,
)
from mjcore.tiles import Tile

#: What the seed's fu table (000:466-481) gives each line; the scorer's breakdown must agree.
SEED_FU = {"base": 20, "seven_pairs": 25, "closed_ron": 10, "tsumo": 2, "pinfu_tsumo": 0, "rinshan_tsumo": 0,
           "open_pon": 2, "closed_pon": 4, "open_terminal_pon": 4, "closed_terminal_pon": 8, "open_kan": 8,
           "closed_kan": 16, "open_terminal_kan": 16, "closed_terminal_kan": 32, "valued_pair": 2,
           "double_valued_pair": 4, "pair_wait": 2, "kanchan": 2, "penchan": 2}


@pytest.mark.parametrize("line", FU_LINES, ids=lambda line: line.key)
def test_every_line_is_proved_by_the_scorers_breakdown(line: FuLine) -> None:
    """The example wins with a yaku, its breakdown adds up to its fu, and the line's fu is the seed's."""
    score = line.score
    assert score.meets_minimum and score.han >= 1
    assert sum(item.points for item in line.proof()) == score.fu
    if line.key in SEED_FU:
        assert line.fu == SEED_FU[line.key]
    assert line.name("ru") != line.name("en") and "riichi.fu_line" not in line.name("ru")


def test_the_table_covers_every_fu_reason_of_the_scorer() -> None:
    assert {line.reason for line in FU_LINES} == set(FU)


def test_the_exceptions_and_the_fixed_lines() -> None:
    assert FU_LINES_BY_KEY["pinfu_tsumo"].hand_fu == 20  # no tsumo fu: exactly the base
    assert FU_LINES_BY_KEY["seven_pairs"].hand_fu == 25  # fixed, not rounded
    assert FU_LINES_BY_KEY["open_pinfu"].hand_fu == 30  # an open hand without fu counts 30
    rounding = FU_LINES_BY_KEY["rounding"]
    raw = sum(item.points for item in rounding.proof() if item.key != FU["rounding"].key)
    assert rounding.hand_fu == -(-raw // 10) * 10 > raw


def test_an_exception_line_fails_when_the_scorer_counts_the_fu() -> None:
    """The proof can fail: a closed wait won by tsumo is no pinfu, and its tsumo fu are counted."""
    wrong = FuLine("kanchan_tsumo", "tsumo", "234m 456p 678s 24s 55p 3s", WinContext(Tile.S3, self_drawn=True),
                   exception=True)
    with pytest.raises(AssertionError):
        _ = wrong.fu


def test_the_rounding_rule() -> None:
    assert [round_up_100(x) for x in (2880, 2900, 2901, 7680, 0)] == [2900, 2900, 3000, 7700, 0]


@pytest.mark.parametrize("han", range(1, 14))
def test_the_rule_is_the_scorers_price(han: int) -> None:
    """Every cell of the table and every limit: the written rule equals the scorer's price."""
    for fu in TABLE_FU:
        for dealer in (False, True):
            ron = RIICHI.price(han, fu, dealer=dealer, self_drawn=False)[0]
            assert payment(han, fu, dealer=dealer, self_drawn=False) == ron, (han, fu, dealer)
            first, others = RIICHI.price(han, fu, dealer=dealer, self_drawn=True)
            assert payment(han, fu, dealer=dealer, self_drawn=True) == (first, first if dealer else others)


def test_the_limits() -> None:
    assert [(limit.name, limit.han, limit.base) for limit in LIMITS] == [
        ("mangan", 5, 2000), ("haneman", 6, 3000), ("baiman", 8, 4000), ("sanbaiman", 11, 6000), ("yakuman", 13, 8000)]
    assert [limit_of(han, 30) for han in (5, 7, 10, 12, 13)] == ["mangan", "haneman", "baiman", "sanbaiman", "yakuman"]
    # the cap: 4 han 40 fu and 3 han 70 fu reach the mangan; no kiriage: 4 han 30 fu and 3 han 60 fu do not
    assert (limit_of(4, 40), limit_of(3, 70), limit_of(4, 30), limit_of(3, 60)) == ("mangan", "mangan", None, None)
    assert not RIICHI.kiriage
    assert payment(4, 30, dealer=False, self_drawn=False) == payment(3, 60, dealer=False, self_drawn=False) == 7700
    assert base_points(4, 40) == base_points(3, 70) == base_points(5, 20) == 2000


@pytest.mark.parametrize("line", FU_LINES, ids=lambda line: line.key)
def test_a_real_hands_payments_follow_the_rule(line: FuLine) -> None:
    """Each example hand as the scorer pays it: what the payers pay is the rule's payment."""
    score, context = line.score, line.context
    dealer = context.seat_wind == Tile.EAST
    expected = payment(score.han, score.fu, dealer=dealer, self_drawn=context.self_drawn)
    paid = {seat: -points for seat, points in score.payments.items() if points < 0}
    if context.self_drawn:
        first, others = expected  # type: ignore[misc]
        assert paid["E" if not dealer else "S"] == first and sorted(paid.values()) == sorted([first, others, others]
                                                                                            if not dealer else [first] * 3)
    else:
        assert list(paid.values()) == [expected]


def test_the_cells_that_cannot_occur_are_proved_by_hands() -> None:
    """20 fu: pinfu tsumo is already 2 han, a pinfu ron has 30 fu; 25 fu: seven pairs is 2 han, 3 by tsumo."""
    pinfu = Hand.from_str("123m 456p 789s 23s 55p 4s")
    tsumo = RIICHI.score(pinfu, WinContext(Tile.S4, self_drawn=True, seat_wind=Tile.SOUTH))
    ron = RIICHI.score(pinfu, WinContext(Tile.S4, seat_wind=Tile.SOUTH, discarder=Tile.EAST))
    assert (tsumo.fu, tsumo.han) == (20, 2) and occurs(2, 20, self_drawn=True) and not occurs(1, 20, self_drawn=True)
    assert ron.fu == 30 and not occurs(2, 20, self_drawn=False)
    pairs = Hand.from_str("22m 33p 44p 66s 77s 11z 55z")
    pairs_ron = RIICHI.score(pairs, WinContext(Tile.M2, seat_wind=Tile.SOUTH, discarder=Tile.EAST))
    pairs_tsumo = RIICHI.score(pairs, WinContext(Tile.M2, self_drawn=True, seat_wind=Tile.SOUTH))
    assert (pairs_ron.fu, pairs_ron.han, pairs_tsumo.fu, pairs_tsumo.han) == (25, 2, 25, 3)
    assert occurs(2, 25, self_drawn=False) and not occurs(2, 25, self_drawn=True) and occurs(3, 25, self_drawn=True)
    assert all(occurs(han, fu, self_drawn=d) for han in TABLE_HAN for fu in TABLE_FU[2:] for d in (False, True))
