"""The scoring interface: win context checks, requests, situations, the registry."""

from __future__ import annotations

import pickle

import pytest

from mjcore import Tile, parse_hand
from mjcore.errors import UnknownRulesError
from mjcore.i18n import catalog
from mjcore.scoring import ContextError, NotWinningError, ScoringError, Situation, WinContext, WinTileError, find_system
from mjcore.scoring.request import request_from_mapping

HAND = "123m 456p 789s 234s 55z"

CONTEXT_ERRORS = [
    ("score.win_tile", HAND, WinContext(Tile.M9)),
    ("score.wind", HAND, WinContext(Tile.WHITE, seat_wind=Tile.RED)),
    ("score.robbing_self_drawn", HAND, WinContext(Tile.WHITE, self_drawn=True, robbing_kong=True)),
    ("score.replacement_discard", "123m 456p [7777s] 234s 55z", WinContext(Tile.WHITE, kong_replacement=True)),
    ("score.replacement_no_kong", HAND, WinContext(Tile.WHITE, self_drawn=True, kong_replacement=True)),
    ("score.robbing_replacement", "123m 456p [7777s] 234s 55z", WinContext(Tile.WHITE, robbing_kong=True, kong_replacement=True)),
    ("score.ippatsu_no_riichi", HAND, WinContext(Tile.WHITE, ippatsu=True)),
    ("score.riichi_open", "123m 456p [789s] 234s 55z", WinContext(Tile.WHITE, riichi=True)),
    ("score.discarder", HAND, WinContext(Tile.WHITE, self_drawn=True, discarder=Tile.SOUTH)),
    ("score.red_five", HAND, WinContext(Tile.WHITE, red_fives=(Tile.M4,))),
    ("score.heavenly", HAND, WinContext(Tile.WHITE, heavenly=True)),
    ("score.dora_bonus", HAND, WinContext(Tile.WHITE, dora_indicators=(Tile.PLUM,))),
    ("score.robbing_held", "123m 456p 789s 234s 55z", WinContext(Tile.WHITE, robbing_kong=True)),
    ("score.fourth_held", "123m 456p 789s 234s 55z", WinContext(Tile.WHITE, fourth_tile=True)),
    ("score.earthly", HAND, WinContext(Tile.WHITE, earthly=True)),
]


@pytest.mark.parametrize(("code", "hand", "context"), CONTEXT_ERRORS, ids=[c for c, _, _ in CONTEXT_ERRORS])
def test_impossible_contexts(code: str, hand: str, context: WinContext) -> None:
    with pytest.raises(ScoringError) as info:
        context.check(parse_hand(hand))
    assert info.value.code == code
    assert isinstance(info.value, (ContextError, WinTileError))
    assert info.value.message("en") != info.value.message("ru")


def test_not_winning_names_the_system_in_each_language() -> None:
    with pytest.raises(NotWinningError) as info:
        find_system("kids").score(parse_hand("123m 456p 789s 234s 5z6z"), WinContext(Tile.WHITE))
    assert "Kids' scoring" in info.value.message("en")
    assert "Детский счёт" in info.value.message("ru")
    assert pickle.loads(pickle.dumps(info.value)).message("en") == info.value.message("en")


REQUEST_ERRORS = [
    ("request.wind", {"hand": HAND, "win_tile": "5z", "seat_wind": "X"}),
    ("request.flag", {"hand": HAND, "win_tile": "5z", "self_drawn": "yes"}),
    ("request.count", {"hand": HAND, "win_tile": "5z", "flowers": -1}),
    ("request.meld", {"concealed": "123m456p789s55z", "melds": [{"type": "pung", "tiles": "234s"}], "win_tile": "5z"}),
    ("request.meld", {"concealed": "123m456p789s55z", "melds": "234s", "win_tile": "5z"}),
    ("request.win_tile", {"hand": HAND}),
    ("request.win_tile", {"hand": HAND, "win_tile": "5z6z"}),
    ("request.bonus", {"hand": HAND, "win_tile": "5z", "bonus": "1m"}),
]


@pytest.mark.parametrize(("code", "request_"), REQUEST_ERRORS, ids=[c for c, _ in REQUEST_ERRORS])
def test_bad_requests(code: str, request_: dict) -> None:
    with pytest.raises(ScoringError.__mro__[1]) as info:  # MahjongError
        request_from_mapping(request_)
    assert info.value.code == code


def test_every_scoring_error_code_is_reached() -> None:
    from tests.mjcore.scoring.test_options import CODES

    reached = {code for code, _, _ in CONTEXT_ERRORS} | {code for code, _ in REQUEST_ERRORS} | {"score.not_winning"} | CODES
    codes = {k.removeprefix("error.") for k in catalog("en") if k.startswith(("error.score.", "error.request."))}
    assert codes == reached


def test_request_defaults_and_aliases() -> None:
    hand, context = request_from_mapping(
        {"concealed": "123m456p789s55z", "melds": [{"type": "chow", "open": True, "tiles": "234s"}], "win_tile": "5z",
         "seat_wind": "S", "round_wind": "2", "bonus": ["1f", "6f"], "dora_indicators": "3p"}
    )
    assert str(hand) == "123m456p789s55z [234s]"
    assert (context.seat_wind, context.round_wind, context.bonus, context.dora_indicators) == (
        Tile.SOUTH, Tile.SOUTH, (Tile.PLUM, Tile.SUMMER), (Tile.P3,)
    )
    assert not context.self_drawn and context.discarding_seat is Tile.EAST


def test_situations_enumerate_where_the_winning_tile_went() -> None:
    # 5p completes either 456p (open wait... here edge/closed) or the pair 55p.
    hand = parse_hand("123m 456p 789s 55p 567s")
    waits = sorted(s.wait for s in Situation.all(hand, WinContext(Tile.P5)))
    assert waits == ["closed", "single"]
    (edge,) = Situation.all(parse_hand("123m 456p 789s 11z 567s"), WinContext(Tile.M3))
    assert edge.wait == "edge"
    assert [s.concealed for s in edge.sets] == [False, True, True, True]  # 123m completed by a discard


def test_unknown_system() -> None:
    with pytest.raises(UnknownRulesError):
        find_system("bogus")
