"""Rule sets, the wall, the dice and the deal (kids: seed 000:250-265; MCR: 001)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from mjcore.errors import UnknownRulesError
from mjcore.game.errors import GameError
from mjcore.game.events import EventKind
from mjcore.game.rules import RULE_SETS, Deal, Dice, FalseMahjong, Rotation, find_game_rules
from mjcore.game.state import Phase, new_game
from mjcore.game.wall import build_wall, deal_plan, roll_dice, tile_set
from mjcore.tiles import Tile


def test_the_named_rule_sets() -> None:
    assert list(RULE_SETS) == ["kids2p", "mcr", "mcr2p", "classical", "hk"]
    kids = find_game_rules("kids2p")
    assert kids.table_seats == (1, 3)  # seats 1 and 3 (000:256)
    assert kids.open_hands and kids.scoring == "kids" and kids.fixed_seats
    assert kids.dice is Dice.D4_D20 and kids.deal is Deal.STANDARD and kids.rotation is Rotation.WINNER_LEFT
    assert not kids.shapes.seven_pairs and not kids.shapes.thirteen_orphans  # four sets and a pair only
    mcr = find_game_rules("mcr")
    assert mcr.players == 4 and mcr.scoring == "mcr" and mcr.rotation is Rotation.ALWAYS and mcr.seat_swaps
    assert mcr.false_mahjong is FalseMahjong.PENALTY and mcr.false_penalty == (10, 20)
    assert find_game_rules("mcr2p").table_seats == (1, 3) and find_game_rules("mcr2p").scoring == "mcr"
    assert find_game_rules("classical").reserve == 14
    assert find_game_rules("hk").rotation is Rotation.DEALER_WINS_OR_DRAW


def test_tiles_and_stacks() -> None:
    kids = find_game_rules("kids2p")
    assert (kids.tile_count, kids.stacks) == (144, 18)  # 4 sides x 18 stacks x 2 (000:259)
    plain = kids.with_options(flowers=False)
    assert (plain.tile_count, plain.stacks) == (136, 17)
    assert Counter(tile_set(True))[Tile.PLUM] == 1 and len(tile_set(False)) == 136


def test_options_and_unknown_names() -> None:
    assert not find_game_rules("kids2p").with_options(open_hands=False).open_hands
    assert find_game_rules("kids2p").with_options(open_hands=None).open_hands
    with pytest.raises(GameError):
        find_game_rules("kids2p").with_options(rounds=2)
    with pytest.raises(UnknownRulesError) as error:
        find_game_rules("bridge")
    assert error.value.code == "game.unknown_rules"
    assert find_game_rules(" MCR ").name == "mcr"


@pytest.mark.parametrize("seed", range(40))
def test_kids_dice_d4_d20(seed: int) -> None:
    rules = find_game_rules("kids2p")
    dice = roll_dice(random.Random(seed), rules, dealer_seat=1)
    assert dice.throws[0][0] == 4 and 1 <= dice.side_count <= 4
    assert dice.side == dice.side_count  # counted from seat 1, clockwise
    assert 1 <= dice.stacks < rules.stacks  # 18-20 are thrown again (000:262)
    assert all(value >= rules.stacks for value in dice.rethrown)
    assert dice.count_path() == tuple(range(1, dice.side_count + 1))


def test_dice_count_from_the_dealer() -> None:
    rules = find_game_rules("kids2p")
    for seed in range(30):
        dice = roll_dice(random.Random(seed), rules, dealer_seat=3)
        assert dice.count_path()[0] == 3
        assert dice.side == (3 - 1 + dice.side_count - 1) % 4 + 1


@pytest.mark.parametrize("name", ["mcr", "hk", "classical"])
def test_other_dice(name: str) -> None:
    rules = find_game_rules(name)
    for seed in range(30):
        dice = roll_dice(random.Random(seed), rules, dealer_seat=1)
        values = [v for _, v in dice.throws]
        assert all(faces == 6 for faces, _ in dice.throws)
        if rules.dice is Dice.TWO_THROWS:  # two dice for the side, two more by the wall's owner (001)
            assert len(values) == 4 and dice.side_count == sum(values[:2]) and dice.stacks == sum(values)
        elif rules.dice is Dice.THREE_DICE:  # three dice, one sum (000:1218)
            assert len(values) == 3 and dice.side_count == dice.stacks == sum(values)
        else:
            assert len(values) == 2 and dice.side_count == dice.stacks == sum(values)


def test_explanation_counts_for_a_child() -> None:
    rules = find_game_rules("kids2p")
    dice = roll_dice(random.Random(3), rules, dealer_seat=1)
    en = dice.explain("en", kids=True)
    ru = dice.explain("ru", kids=True)
    assert "on the d4" in en and "first player" in en and f"stack {dice.stacks}" in en
    assert "первого игрока" in ru and f"{dice.stacks}-го столбика" in ru
    assert ", ".join(f"{i} (seat {i})" for i in dice.count_path()) in en


def test_the_wall_in_draw_order() -> None:
    rules = find_game_rules("kids2p")
    setup = build_wall(random.Random(11), rules, dealer_seat=1)
    assert Counter(setup.order) == Counter(tile_set(True)) == Counter(setup.layout)
    n, dice = rules.stacks, setup.dice
    # the first tiles come from the stack after the break, top tile first, on the broken side
    base = ((dice.side - 1) * n + dice.stacks) * 2
    assert setup.order[:2] == setup.layout[base : base + 2]


def test_deal_plans() -> None:
    kids = find_game_rules("kids2p")
    assert deal_plan(kids) == ((0, 4), (1, 4)) * 3 + ((0, 1), (1, 1))  # two stacks x3, then one (000:264)
    plan = deal_plan(find_game_rules("mcr"))
    assert plan[:12] == tuple((p, 4) for _ in range(3) for p in range(4))
    assert plan[12:] == ((0, 2), (1, 1), (2, 1), (3, 1))  # the dealer takes a whole stack (001)


def test_kids_deal_then_the_first_player_draws() -> None:
    for seed in range(10):
        state = new_game("kids2p", seed, dealer=seed % 2)
        dealer = seed % 2
        assert state.phase is Phase.TURN and state.turn == dealer
        assert state.players[dealer].tile_count == 14 and state.players[1 - dealer].tile_count == 13
        kinds = [e.kind for e in state.events()]
        assert kinds[:2] == [EventKind.HAND_START, EventKind.DICE]
        assert kinds.count(EventKind.DEAL) == 2
        draws = [e for e in state.events() if e.kind is EventKind.DRAW and e.note == "wall"]
        assert len(draws) == 1 and draws[0].seat == dealer  # the first move starts with a draw (000:265)
        assert state.wall_left == 144 - 26 - 1 - sum(len(p.bonus) for p in state.players)


def test_mcr_dealer_starts_with_fourteen(kit) -> None:
    kit.need_scoring("mcr")
    state = new_game("mcr", 4)
    assert state.players[0].tile_count == 14 and all(p.tile_count == 13 for p in state.players[1:])
    assert not [e for e in state.events() if e.kind is EventKind.DRAW and e.note == "wall"]
    assert state.tile is not None and state.tile in state.players[0].concealed
