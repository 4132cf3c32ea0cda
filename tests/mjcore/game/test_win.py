"""Whether a mahjong stands and the context it is scored in (:mod:`mjcore.game.win`): the
winds, the dealer, the first-turn hands."""

from __future__ import annotations

from dataclasses import replace

from mjcore.game.actions import Action
from mjcore.game.state import new_game
from mjcore.game.win import check_win, score_hand, win_context
from mjcore.tiles import Tile

T = Tile.from_str


def test_check_win_shape_and_score(kit) -> None:
    state = kit.build("kids2p", {0: "123m 456p 789s 234s 55z", 1: "2m5m8m2p5p8p2s5s8s4z7z9p6z"}, drawn="5z")
    check = check_win(state, 0, T("5z"), self_drawn=True)
    context = win_context(state, 0, T("5z"), self_drawn=True)
    assert check.complete and check.valid and check.score == score_hand("kids", state.players[0].hand(), context)
    not_yet = check_win(state, 1, T("6z"), self_drawn=True)
    assert not not_yet.complete and not_yet.score is None and not not_yet.valid
    assert not check_win(state, 0, None, self_drawn=True).complete  # no tile drawn: nothing to win on


def test_prevailing_wind_and_dealer_in_context(kit) -> None:
    state = new_game("hk", 2, dealer=2)
    assert state.dealer == 2 and state.seat_wind(2) == Tile.EAST and state.seat_wind(3) == Tile.SOUTH
    assert state.seat_wind(1) == Tile.NORTH and state.round_wind == Tile.EAST
    kids = new_game("kids2p", 2, dealer=1)
    assert kids.seat_wind(0) == Tile.EAST and kids.seat_wind(1) == Tile.WEST  # seats 1 and 3 keep their numbers


def test_first_turn_hands_in_context(kit) -> None:
    # heavenly: the dealer wins on the deal, before any discard or set
    state = kit.build("kids2p", {0: "123m 456p 789s 234s 55z", 1: "2m5m8m2p5p8p2s5s8s4z7z9p6z"}, drawn="5z")
    assert win_context(state, 0, T("5z"), self_drawn=True).heavenly
    assert not win_context(replace(state, turns=2), 0, T("5z"), self_drawn=True).heavenly
    # earthly: another player wins on the dealer's first discard
    hands = {0: "5z 11m 99m 23s 88s 1234z 7z", 1: "5z 123m 456p 789s 111s"}
    state = kit.build("kids2p", hands, turn=0).apply(Action.discard(0, T("5z")))
    context = win_context(state, 1, T("5z"), self_drawn=False, discarder=0)
    assert context.earthly and not context.heavenly and context.discarder == state.seat_wind(0)
    assert not win_context(replace(state, turns=3), 1, T("5z"), self_drawn=False, discarder=0).earthly
