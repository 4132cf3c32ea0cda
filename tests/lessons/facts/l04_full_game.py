"""Lesson 4, the whole game: every number of its text is the engine's (MCR for four)."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path
from random import Random

from mjcore.game.rules import MCR4
from mjcore.game.settle import next_deal
from mjcore.game.state import HandResult, Phase, new_game
from mjcore.game.wall import DiceRoll, deal_plan, roll_dice
from mjcore.scoring.mcr import FANS_BY_KEY, MCR_SCORING
from mjcore.tiles import Tile

from . import LIST_ITEMS, Fact, numbering

SEED = Path("/work/shared/seeds/000_a97c33fa51083d96.txt")


def hands() -> list[tuple[int, int, dict[Tile, int]]]:
    """``(round, dealer, {seat wind: player})`` of every hand of a four-player MCR game, as the
    engine moves the deal (:func:`next_deal`) and reads the winds (:meth:`GameState.seat_wind`)."""
    state = new_game("mcr", seed=1)
    out = []
    while state.round_no < MCR4.rounds:  # type: ignore[operator]
        out.append((state.round_no, state.dealer, {state.seat_wind(p): p for p in range(state.n)}))
        over = replace(state, phase=Phase.HAND_OVER, result=HandResult(None, (0,) * state.n))
        seating, dealer_pos, round_no = next_deal(over)
        state = replace(state, seating=seating, dealer_pos=dealer_pos, round_no=round_no)
    return out


def dealt() -> dict[int, int]:
    """Tiles each player holds after the deal (offset from the dealer -> count), and after the
    three rounds of four (offset + 10)."""
    plan = deal_plan(MCR4)
    out: dict[int, int] = {}
    for index, (player, count) in enumerate(plan):
        out[player] = out.get(player, 0) + count
        if index < 3 * MCR4.players:
            out[player + 10] = out.get(player + 10, 0) + count
    return out


class Dice(Random):
    """Dice that show the given faces in turn (the lesson's example throws)."""

    def __init__(self, faces: list[int]) -> None:
        super().__init__(0)
        self.faces = faces

    def randint(self, a: int, b: int) -> int:
        return self.faces.pop(0)


#: The lesson's example: the dealer (East, seat 1) throws 2 and 5, the owner of that side 3 and 1.
THROWS = [2, 5, 3, 1]


def example_roll() -> DiceRoll:
    return roll_dice(Dice(list(THROWS)), MCR4, dealer_seat=1)


def count_to(seat: int) -> int:
    """The first count of the sides that lands on ``seat`` (the dealer is seat 1), as
    :func:`roll_dice` reads a sum of two dice."""
    return next(n for n in range(2, 13) if roll_dice(Dice([1, n - 1, 1, 1]), MCR4, 1).side == seat)


def _facts() -> list[Fact]:
    all_hands = hands()
    tiles = dealt()
    times_dealer = {sum(1 for _, d, _ in all_hands if d == p) for p in range(MCR4.players)}
    assert len(times_dealer) == 1
    roll = example_roll()
    seed = SEED.read_text("utf-8")
    row = re.search(r"по (\d+) тайлов в ряд", seed)
    assert row is not None
    own_again = count_to(1)
    return [
        *numbering("04_full_game"),
        Fact("tiles", r"Все \*\*(\d+) кост", r"All \*\*(\d+) tiles", MCR4.tile_count),
        Fact("stacks", r"стены: \*\*(\d+) стопок", r"in front of them: \*\*(\d+) stacks", MCR4.stacks),
        Fact("rounds", r"\*\*(\d+) раунда\*\*", r"\*\*(\d+) rounds\*\*", MCR4.rounds or 0),
        Fact("hands_per_round", r"по \*\*(\d+) раздачи\*\*", r"of \*\*(\d+) hands\*\*", len(all_hands) // (MCR4.rounds or 1)),
        Fact("hands", r"\*\*(\d+) раздач\*\*", r"(?<!of )\*\*(\d+) hands\*\*", len(all_hands)),
        Fact("times_dealer", r"\*\*(\d+) раза\*\*", r"\*\*(\d+) times\*\*", times_dealer.pop()),
        Fact("after_three_rounds", r"у каждого \*\*(\d+) костей\*\*", r"\*\*(\d+) tiles\*\* each", tiles[10]),
        Fact("first_take", r"две стопки \((\d+) кости\)", r"two stacks \((\d+) tiles\)", deal_plan(MCR4)[0][1]),
        Fact("others_take", r"Север — тоже по (\d+)", r"North take (\d+) each", deal_plan(MCR4)[1][1]),
        Fact("dealer_last_take", r"ещё одну стопку \((\d+) кости\)", r"one more stack \((\d+) tiles\)",
             deal_plan(MCR4)[3 * MCR4.players][1]),
        Fact("dealer_tiles", r"у дилера \*\*(\d+) костей\*\*", r"the dealer has \*\*(\d+) tiles\*\*", tiles[0]),
        Fact("other_tiles", r"у остальных по \*\*(\d+)\*\*", r"the others \*\*(\d+)\*\* each", tiles[1]),
        Fact("minimum", r"(?:не меньше \*\*|минимуму в |за фаны меньше )(\d+)",
             r"(?:at least \*\*|toward the |worth less than )(\d+)", MCR_SCORING.minimum),
        Fact("chicken_hand", r"стоит ровно (\d+)", r"worth exactly (\d+)", FANS_BY_KEY["mcr.chicken_hand"].points),
        Fact("base", r"(?:победителю \*\*|только по |Север — по |Запад — )(\d+)(?=[^\d,])",
             r"(?:pays the winner \*\*|pay only the |East and North |West pays )(\d+)", MCR_SCORING.base_payment),
        Fact("count_own", r"своя — (\d)", r"their own is (\d)", own_again - MCR4.players),
        Fact("count_south", r"Юг — (\d),", r"South (\d),", count_to(2)),
        Fact("count_west", r"Запад — (\d),", r"West (\d),", count_to(3)),
        Fact("count_north", r"Север — (\d),", r"North (\d),", count_to(4)),
        Fact("count_own_again", r"снова Восток — (\d)", r"East again (\d)", own_again),
        Fact("dice_sum", r"\*\*сумма (\d+)\*\*", r"\*\*a sum of (\d+)\*\*", roll.side_count),
        Fact("dice_stacks", r"отсчитывают \*\*(\d+) стопок\*\*", r"\*\*(\d+) stacks\*\* are counted", roll.stacks),
        Fact("discard_row", r"рядами по (\d+) костей", r"in rows of (\d+)", int(row.group(1))),
    ]


FACTS = _facts()

NOT_CLAIMS = [
    (r"уроки (\d) и (\d)", r"lessons (\d) and (\d)", "the numbers of the lessons on those systems"),
    LIST_ITEMS,
    (r"шаги (\d–\d)", r"steps (\d–\d)", "the numbers of the steps of the list above"),
    (r"^\| (\d), ", r"^\| (\d), ", "a round's number in the seat table (test_the_seat_table_is_the_engines_seating)"),
    (r"выбросил (\d) и (\d)", r"throws (\d) and (\d)", "the example's throws (THROWS: what they mean is the engine's)"),
]
