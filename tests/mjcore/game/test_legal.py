"""What a player may do (:mod:`mjcore.game.legal`): only the players with a claim are asked,
a discard only completes a set or the win, chow only from the left, the last discard only
for mahjong, a dead hand still claims sets, a false mahjong is never listed."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from mjcore.game.actions import Action, ActionKind
from mjcore.game.errors import IllegalActionError
from mjcore.game.legal import claim_options, may_declare
from mjcore.game.state import Phase, new_game
from mjcore.tiles import Tile

T = Tile.from_str


# -- claims ----------------------------------------------------------------------------------------
def test_claim_window_asks_only_players_with_a_claim(kit) -> None:
    state = kit.claim_table()
    assert state.phase is Phase.CLAIM and state.tile == T("5p")
    assert [p for p, _, _ in state.pending] == [1, 2, 3]
    assert Action.chow(1, T("4p")) in state.legal_actions(1)
    assert Action.pung(2) in state.legal_actions(2)
    assert Action.mahjong(3) in state.legal_actions(3)
    assert all(Action.pass_(p) in state.legal_actions(p) for p in (1, 2, 3))
    assert state.legal_actions(0) == ()


def test_chow_only_from_the_left(kit) -> None:
    # player 2 holds 4p 6p too, but only the next player (1) may chow player 0's discard
    state = kit.claim_table({1: "11p 2345m 77s 9s 66z 3z 7z", 2: "4p6p 789p 678m 22s 56s 5z"})
    assert state.legal_actions(2) == () and 2 not in [p for p, _, _ in state.pending]
    # at a table of two the other player is always the next one: the chow is there
    two = kit.build("kids2p", {0: "5p 11m 99m 23s 88s 1234z 7z", 1: "4p6p 11p 2345m 77s 9s 66z"}, turn=0)
    two = two.apply(Action.discard(0, T("5p")))
    assert Action.chow(1, T("4p")) in two.legal_actions(1)


def test_a_discard_only_completes_a_set_or_the_win(kit) -> None:
    hands = {0: "5z 11m 99m 23s 88s 1234z 7z", 1: "5z 147m 258p 369s 1s 9p 4s"}
    state = kit.build("kids2p", hands, turn=0).apply(Action.discard(0, T("5z")))
    assert state.phase is Phase.TURN and state.turn == 1  # one 5z in hand: no claim, no question
    hands[1] = "55z 147m 258p 369s 1s 9p"
    state = kit.build("kids2p", hands, turn=0).apply(Action.discard(0, T("5z")))
    assert [a.kind for a in state.legal_actions(1)] == [ActionKind.PUNG, ActionKind.PASS]
    hands[1] = "5z 123m 456p 789s 111s"  # the pair only with the win
    state = kit.build("kids2p", hands, turn=0).apply(Action.discard(0, T("5z")))
    assert [a.kind for a in state.legal_actions(1)] == [ActionKind.MAHJONG, ActionKind.PASS]


def test_the_last_discard_only_for_mahjong(kit) -> None:
    state = kit.build("kids2p", {0: "5p 11m 99m 23s 88s 1234z 7z", 1: "55p 2345m 77s 9s 66z 1p 3z"}, turn=0)
    assert [a.kind for a in claim_options(state, 1, T("5p"), 0)] == [ActionKind.PUNG]
    empty = replace(state, front=state.back)
    assert claim_options(empty, 1, T("5p"), 0) == ()


def test_pass_is_always_offered_in_a_claim_window(kit) -> None:
    for seed in range(10):
        state, _ = kit.play_random(new_game("mcr2p" if kit.scoring_available("mcr") else "kids2p", seed), random.Random(seed),
                                   steps=40, until_over=False)
        if state.phase is Phase.CLAIM:
            for seat in state.to_act():
                assert state.legal_actions(seat)[-1].kind is ActionKind.PASS


# -- the dead hand, false mahjong ------------------------------------------------------------------
def test_kids_cannot_shout_a_false_mahjong(kit) -> None:
    state = kit.build("kids2p", {0: "1m4m7m1p4p7p1s4s7s1z2z3z5z6z", 1: "2m5m8m2p5p8p2s5s8s4z7z9m9p"})
    with pytest.raises(IllegalActionError):
        state.apply(Action.mahjong(0))


def test_who_may_shout_mahjong(kit) -> None:
    kids = kit.build("kids2p", {0: "1m4m7m1p4p7p1s4s7s1z2z3z5z6z", 1: "2m5m8m2p5p8p2s5s8s4z7z9m9p"})
    assert not may_declare(kids, 0)  # the kids' rules have no false mahjong
    classical = kit.build("classical", kit.MCR_HANDS)
    assert may_declare(classical, 0) and not may_declare(classical, 1)  # in a turn: its player only
    window = kit.claim_table()
    assert [p for p in range(4) if may_declare(window, p)] == [1, 2, 3]  # in a claim window: who is asked
    over = kit.tsumogiri(classical)
    assert not any(may_declare(over, p) for p in range(4))


def test_dead_hand_still_claims_sets(kit) -> None:
    kit.need_scoring("mcr")
    hands = dict(kit.MCR_HANDS)
    hands[0] = "1m4m7m1p4p7p1s4s7s 1z2z3z 5z 5p"
    hands[2] = "3m6m9m3p6p9p3s6s9s 4z 55p 1m"
    state = kit.build("mcr", hands, turn=0)
    dead = replace(state, players=tuple(replace(p, dead=True) if i == 2 else p for i, p in enumerate(state.players)))
    dead = dead.apply(Action.discard(0, T("5p")))
    assert Action.pung(2) in dead.legal_actions(2)
