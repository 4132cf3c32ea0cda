"""What an action does (:mod:`mjcore.game.step`): claims resolved by priority, bonus tiles and
kongs replaced from the other end, robbing the kong, false mahjong and the dead hand, the
exhaustive draw."""

from __future__ import annotations

import random

from mjcore.game.actions import Action, ActionKind
from mjcore.game.events import EventKind
from mjcore.game.invariants import check_state
from mjcore.game.state import Phase, new_game
from mjcore.game.step import _Step
from mjcore.game.view import view
from mjcore.tiles import Tile

T = Tile.from_str


def test_a_step_copies_and_freezes_every_field(kit) -> None:
    # _Step names the fields of GameState one by one: a copy frozen again is the same state
    state, _ = kit.play_random(new_game("kids2p", 5, open_hands=False), random.Random(5), until_over=False)
    state = state.apply(Action.next_hand())
    state, _ = kit.play_random(state, random.Random(6), steps=9, until_over=False)
    assert state.hand_no == 1 and state.hand_event_start > 0 and any(state.scores) and state.action_count > 9
    assert _Step.of(state).freeze() == state


# -- claims ----------------------------------------------------------------------------------------
def test_claim_priority_mahjong_beats_pung_beats_chow(kit) -> None:
    state = kit.claim_table()
    for action in (Action.chow(1, T("4p")), Action.pung(2), Action.mahjong(3)):
        state = state.apply(action)
    assert state.phase is Phase.GAME_OVER or state.phase is Phase.HAND_OVER
    assert state.result is not None and state.result.winner == 3 and state.result.discarder == 0
    assert state.result.win_tile == T("5p") and not state.result.self_drawn
    assert check_state(state) == []


def test_pung_beats_chow_and_skips_the_players_between(kit) -> None:
    state = kit.claim_table()
    state = state.apply(Action.pass_(3)).apply(Action.chow(1, T("4p"))).apply(Action.pung(2))
    assert state.phase is Phase.TURN and state.turn == 2 and state.must_discard
    assert [str(d.meld) for d in state.players[2].declared] == ["[555p]"]
    assert state.players[0].discards == ()  # the claimed discard left the pond
    legal = state.legal_actions(2)
    assert {a.kind for a in legal} == {ActionKind.DISCARD}  # after a claim: discard only
    state = state.apply(Action.discard(2, T("5z")))
    assert state.to_act() in ((3,), ()) or state.phase is Phase.CLAIM
    assert check_state(state) == []
    events = [e for e in state.events() if e.kind is EventKind.DISCARD]
    assert [e.seat for e in events[-2:]] == [0, 2]  # player 1 lost the turn


def test_chow_when_nobody_else_claims(kit) -> None:
    state = kit.claim_table().apply(Action.pass_(2)).apply(Action.pass_(3)).apply(Action.chow(1, T("4p")))
    assert state.turn == 1 and [str(d.meld) for d in state.players[1].declared] == ["[456p]"]
    assert state.players[1].declared[0].source == 0


def test_nearest_player_wins_a_tie(kit) -> None:
    # players 1 and 3 both win on 5p: player 1 plays sooner after the discarder (001)
    state = kit.claim_table({1: "123s 456s 789s 111z 5p", 2: "789p 678m 22s 56s 5z 33p"})
    assert [p for p, _, _ in state.pending] == [1, 3]
    for action in (Action.mahjong(3), Action.mahjong(1)):
        state = state.apply(action)
    assert state.result is not None and state.result.winner == 1


def test_all_pass_then_the_next_player_draws(kit) -> None:
    state = kit.claim_table()
    for p in (1, 2, 3):
        state = state.apply(Action.pass_(p))
    assert state.phase is Phase.TURN and state.turn == 1 and state.players[1].tile_count == 14
    assert state.players[0].discards == (T("5p"),)


# -- bonus tiles -----------------------------------------------------------------------------------
def test_bonus_tiles_replaced_from_the_other_end_in_the_deal() -> None:
    seen = 0
    for seed in range(30):
        state = new_game("kids2p", seed)
        events = state.events()
        back = len(state.wall)
        for i, event in enumerate(events):
            if event.kind is EventKind.BONUS:
                seen += 1
                follow = events[i + 1]
                assert follow.kind is EventKind.DRAW and follow.note == "replacement" and follow.seat == event.seat
                back -= 1
                assert follow.tile == state.wall[back]  # from the other end of the wall (000:264)
        assert all(not t.is_bonus for p in state.players for t in p.concealed)
        assert check_state(state) == []
    assert seen > 10


def test_bonus_tile_drawn_in_play_is_replaced(kit) -> None:
    hands = {0: "1m4m7m1p4p7p1s4s7s1z2z3z5z6z", 1: "2m5m8m2p5p8p2s5s8s4z7z9m9p"}
    state = kit.build("kids2p", hands, wall="1f 5m", back="9s 8f 3m").apply(Action.discard(0, T("6z")))
    assert state.turn == 1 and state.players[1].bonus == (T("1f"),)
    assert T("9s") in state.players[1].concealed and state.tile == T("9s")
    assert state.wall[state.front] == T("5m")  # the next ordinary draw is untouched
    assert check_state(state) == []
    kinds = [(e.kind, e.note) for e in state.events()[-3:]]
    assert kinds == [(EventKind.DRAW, "wall"), (EventKind.BONUS, ""), (EventKind.DRAW, "replacement")]


# -- kongs -----------------------------------------------------------------------------------------
def test_concealed_kong_takes_a_replacement(kit) -> None:
    state = kit.build("kids2p", {0: "9999m 123p 456s 78s 1z 3z", 1: "2m5m8m2p5p8p2s5s8s4z7z9p6z"}, back="3z")
    assert Action.concealed_kong(0, T("9m")) in state.legal_actions(0)
    state = state.apply(Action.concealed_kong(0, T("9m")))
    assert [str(d.meld) for d in state.players[0].declared] == ["{9999m}"]
    assert state.phase is Phase.TURN and state.turn == 0 and state.after_kong and state.tile == T("3z")
    assert state.players[0].tile_count == 14 and check_state(state) == []


def test_melded_kong_from_a_discard(kit) -> None:
    state = kit.build("kids2p", {0: "3s 11m 99m 2s 88s 1234z 7z 6p", 1: "333s 2345m 77p 9s 66z 1p"}, back="4z")
    state = state.apply(Action.discard(0, T("3s")))
    assert Action.kong(1) in state.legal_actions(1)
    state = state.apply(Action.kong(1))
    assert [str(d.meld) for d in state.players[1].declared] == ["[3333s]"]
    assert state.turn == 1 and state.tile == T("4z") and not state.must_discard


def test_added_kong_without_robbing_for_kids(kit) -> None:
    state = kit.build("kids2p", {0: "5p 123m 456m 789s 1z", 1: "46p 2345m 77s 9s 66z 1p 2p"}, melds={0: ["[555p]"]},
                      back="2z")
    state = state.apply(Action.added_kong(0, T("5p")))
    assert state.phase is Phase.TURN and [str(d.meld) for d in state.players[0].declared] == ["[5555p]"]
    assert state.players[0].declared[0].added


def test_robbing_the_kong(kit) -> None:
    # player 2 waits on 5p (46p); player 0 adds the fourth 5p to an open pung
    state = kit.build("classical", {0: "5p 123m 456m 789s 1z", 1: "2345m 77s 9s 66z 1p 2p 3z 8s",
                                    2: "234s 678s 111z 99m 46p", 3: "112233s 44z 67z 8p 9m 9s"},
                      melds={0: ["[555p]"]}, turn=0, back="2z 4z")
    state = state.apply(Action.added_kong(0, T("5p")))
    assert state.phase is Phase.ROB and state.tile == T("5p")
    assert state.legal_actions(2) == (Action.mahjong(2), Action.pass_(2))
    assert state.players[0].tile_count == 14 and check_state(state) == []
    robbed = state.apply(Action.mahjong(2))
    result = robbed.result
    assert result is not None and result.winner == 2 and result.robbing and result.discarder == 0
    assert [str(d.meld) for d in robbed.players[0].declared] == ["[555p]"]  # the pung stays a pung
    assert T("5p") not in robbed.players[0].concealed and robbed.players[0].tile_count == 13
    assert check_state(robbed) == []
    let_go = state.apply(Action.pass_(2))
    assert [str(d.meld) for d in let_go.players[0].declared] == ["[5555p]"]
    assert let_go.tile == T("2z") and let_go.after_kong  # the replacement from the other end


def test_only_an_added_kong_can_be_robbed(kit) -> None:
    state = kit.build("classical", {0: "5555p 123m 456m 78s 1z 2z", 1: "2345m 77s 9s 66z 1p 2p 3z 8s",
                                    2: "234s 678s 111z 99m 46p", 3: "112233s 44z 67z 8p 9m 9s"}, turn=0, back="2z")
    state = state.apply(Action.concealed_kong(0, T("5p")))
    assert state.phase is Phase.TURN and state.turn == 0


def test_robbing_is_off_for_kids(kit) -> None:
    state = kit.build("kids2p", {0: "5p 123m 456m 789s 1z", 1: "234s 678s 111z 99m 46p"}, melds={0: ["[555p]"]}, back="2z")
    state = state.apply(Action.added_kong(0, T("5p")))
    assert state.phase is Phase.TURN and state.players[0].declared[0].meld.is_kong


# -- false mahjong and the dead hand ---------------------------------------------------------------
def test_false_mahjong_penalty_and_dead_hand(kit) -> None:
    kit.need_scoring("mcr")
    state = kit.build("mcr", kit.MCR_HANDS)
    state = state.apply(Action.mahjong(0))  # not a winning hand: 20 to each opponent (001)
    assert state.scores == (-60, 20, 20, 20)
    assert state.players[0].dead and state.phase is Phase.TURN and state.turn == 0
    event = state.events()[-1]
    assert event.kind is EventKind.FALSE_MAHJONG and event.note == "not_winning" and event.value == 20
    assert Action.mahjong(0) not in state.legal_actions(0)
    state = state.apply(Action.mahjong(0))  # again, with a dead hand
    assert state.scores == (-120, 40, 40, 40)
    assert check_state(state) == []


def test_false_mahjong_below_the_minimum(kit) -> None:
    kit.need_scoring("mcr")
    from mjcore.notation import parse_hand
    from mjcore.scoring import WinContext, find_system

    hand = "[234m] [567p] [345s] 678s 22p"
    score = find_system("mcr").score(parse_hand(hand), WinContext(T("2p"), self_drawn=True))
    assert not score.meets_minimum, "pick a hand under 8 points"
    hands = dict(kit.MCR_HANDS)
    hands[0] = "678s 22p"
    melds = {0: ["[234m]", "[567p]", "[345s]"]}
    hands[1] = "2m5m8m2p5p8p2s5s8s4z7z9m1z"
    hands[3] = "2m3m5m6m8m5p6p8p2s3s5s1z2z"
    state = kit.build("mcr", hands, melds=melds, drawn="2p")
    assert Action.mahjong(0) not in state.legal_actions(0)  # complete, but under 8 points
    state = state.apply(Action.mahjong(0))
    assert state.scores == (-30, 10, 10, 10) and state.events()[-1].note == "below_minimum"


def test_false_mahjong_in_a_claim_window_counts_as_a_pass(kit) -> None:
    kit.need_scoring("mcr")
    hands = dict(kit.MCR_HANDS)
    hands[0] = "1m4m7m1p4p7p1s4s7s 1z2z3z 5z 5p"
    hands[2] = "3m6m9m3p6p9p3s6s9s 4z 55p 1m"
    state = kit.build("mcr", hands, turn=0).apply(Action.discard(0, T("5p")))
    state = state.apply(Action.mahjong(2))
    assert state.players[2].dead and state.scores[2] == -60
    assert state.phase is Phase.TURN and state.turn == 1  # the discard went by: player 1 draws


def test_false_mahjong_elsewhere(kit) -> None:
    hands = dict(kit.MCR_HANDS)
    classical = kit.build("classical", hands).apply(Action.mahjong(0))
    assert classical.players[0].dead and classical.scores == (0, 0, 0, 0)  # a dead hand, no points
    hk = kit.build("hk", hands).apply(Action.mahjong(0))
    assert hk.players[0].dead and hk.players[0].exposed
    assert view(hk, 1).seats[0].concealed == hk.players[0].concealed  # played face up now


# -- the exhaustive draw ---------------------------------------------------------------------------
def test_exhaustive_draw(kit) -> None:
    state = kit.tsumogiri(new_game("kids2p", 7))
    assert state.result is not None and state.result.winner is None and state.result.deltas == (0, 0)
    assert state.back == state.front and state.wall_left == 0
    assert EventKind.EXHAUSTED in [e.kind for e in state.hand_events()]
    assert check_state(state) == []


def test_classical_leaves_fourteen_tiles(kit) -> None:
    state = kit.tsumogiri(new_game("classical", 3))
    assert state.result is not None and state.result.winner is None
    assert state.back - state.front == 14  # the unplayed game (000:288)


def test_a_win_on_a_bonus_tiles_replacement_is_an_ordinary_self_draw(kit) -> None:
    # Player 1 waits on 5z; the wall gives a flower, its replacement from the other end is 5z.
    state = kit.build("kids2p", {0: "1m4m7m2p5p8p3s6s9s1z2z3z4z6z", 1: "123m 456p 789s 111s 5z"}, wall="1f", back="5z")
    state = state.apply(Action.discard(0, Tile.from_str("1z")))
    while state.phase is Phase.CLAIM:
        state = state.apply(Action.pass_(1))
    assert state.phase is Phase.TURN and state.turn == 1 and state.tile == Tile.from_str("5z")
    assert not state.after_kong  # a flower's replacement is no kong's replacement
    assert ActionKind.MAHJONG in {a.kind for a in state.legal_actions(1)}
    won = state.apply(Action.mahjong(1))
    assert won.result is not None and won.result.winner == 1
