"""The end of a hand (:mod:`mjcore.game.settle`): what a win pays, who deals next, and the seat
rotation table of seed 002."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest

from mjcore.game.actions import Action
from mjcore.game.events import EventKind
from mjcore.game.settle import MCR_SEATING, next_deal
from mjcore.game.state import HandResult, Phase, new_game
from mjcore.tiles import WINDS, Tile

T = Tile.from_str


# -- payments --------------------------------------------------------------------------------------
def test_self_drawn_win_and_kids_points(kit) -> None:
    state = kit.build("kids2p", {0: "123m 456p 789s 234s 55z", 1: "2m5m8m2p5p8p2s5s8s4z7z9p6z"}, bonus={0: "1f 3f"},
                      drawn="5z")
    assert Action.mahjong(0) in state.legal_actions(0)
    state = state.apply(Action.mahjong(0))
    result = state.result
    assert result is not None and result.winner == 0 and result.self_drawn
    assert result.score is not None and result.score.total == 3 * 4 + 2 + 1  # 1f matches seat 1 (000:266)
    assert result.deltas == (15, 0) and state.scores == (15, 0)


# -- who deals next --------------------------------------------------------------------------------
def test_kids_next_hand_starts_left_of_the_winner(kit) -> None:
    state = kit.build("kids2p", {0: "123m 456p 789s 234s 55z", 1: "2m5m8m2p5p8p2s5s8s4z7z9p6z"}, drawn="5z")
    state = state.apply(Action.mahjong(0))
    assert state.to_act() == (0,) and state.legal_actions(1) == (Action.next_hand(),)
    following = state.apply(Action.next_hand())
    assert following.dealer == 1 and following.hand_no == 1 and following.turn == 1
    # after a draw the deal moves on too
    drawn = kit.tsumogiri(new_game("kids2p", 7, dealer=1))
    assert drawn.apply(Action.next_hand()).dealer == 0


@pytest.mark.parametrize(("rules", "winner_is_dealer", "draw_stays"), [("classical", True, False), ("hk", True, True)])
def test_dealer_keeps_the_deal(rules: str, winner_is_dealer: bool, draw_stays: bool) -> None:
    state = new_game(rules, 1)
    won = replace(state, phase=Phase.HAND_OVER, result=HandResult(state.dealer, (0, 0, 0, 0)))
    assert next_deal(won)[1] == state.dealer_pos
    lost = replace(state, phase=Phase.HAND_OVER, result=HandResult(2, (0, 0, 0, 0)))
    assert next_deal(lost)[1] == state.dealer_pos + 1
    drawn = replace(state, phase=Phase.HAND_OVER, result=HandResult(None, (0, 0, 0, 0)))
    assert (next_deal(drawn)[1] == state.dealer_pos) is draw_stays


#: Seed 002, the table "Раунд / Место": who sits East, South, West, North as each round begins.
SEED_002_TABLE = {
    1: ("A", "B", "C", "D"),  # East round
    2: ("B", "A", "D", "C"),  # South round
    3: ("C", "D", "B", "A"),  # West round
    4: ("D", "C", "A", "B"),  # North round
}


def test_mcr_seat_rotation_follows_the_seed_table(kit) -> None:
    kit.need_scoring("mcr")
    assert tuple(tuple("ABCD"[p] for p in row) for row in MCR_SEATING) == tuple(SEED_002_TABLE.values())
    state = new_game("mcr", 11)
    starts = []
    while True:
        winds = {state.seat_wind(p): p for p in range(4)}
        starts.append((state.round_no, state.hand_no, tuple("ABCD"[winds[w]] for w in WINDS)))
        state = kit.tsumogiri(state)
        if state.phase is Phase.GAME_OVER:
            break
        state = state.apply(Action.next_hand())
    assert len(starts) == 16  # 4 rounds x 4 hands, the deal passing even after a draw (002)
    for round_no in range(4):
        hands = [s for s in starts if s[0] == round_no]
        assert len(hands) == 4
        assert hands[0][2] == SEED_002_TABLE[round_no + 1]
        assert sorted(h[2][0] for h in hands) == ["A", "B", "C", "D"]  # everyone deals once a round
        for before, after in itertools.pairwise(hands):  # within a round the winds move on, chairs stay
            assert after[2] == before[2][1:] + before[2][:1]
    assert state.events()[-1].kind is EventKind.GAME_END
