"""The scoring interface: win context checks, requests, situations, the registry."""

from __future__ import annotations

import pickle

import pytest

from mjcore import Tile, parse_hand
from mjcore.errors import MahjongError, TooManyCopiesError, UnknownRulesError
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
    # issue 26: what no table shows, and what cannot go with the hand
    ("score.count_range", HAND, WinContext(Tile.WHITE, flowers=9)),
    ("score.count_range", HAND, WinContext(Tile.WHITE, flowers=-1)),
    ("score.count_range", HAND, WinContext(Tile.WHITE, honba=100)),
    ("score.count_range", HAND, WinContext(Tile.WHITE, riichi_sticks=10**5000)),
    ("score.bonus_tile", HAND, WinContext(Tile.WHITE, bonus=(Tile.M1,))),
    ("score.too_many_bonus", HAND, WinContext(Tile.WHITE, bonus=(Tile.PLUM,), flowers=8)),
    ("score.too_many_bonus", "123m 456p 789s 234s 55z 1f 2f 3f", WinContext(Tile.WHITE, bonus=(Tile.PLUM, Tile.SPRING), flowers=5)),
    ("score.indicators", HAND, WinContext(Tile.WHITE, dora_indicators=(Tile.M1,) * 6)),
    ("score.field_type", HAND, WinContext(Tile.WHITE, discarder=Tile.M1)),
    ("score.first_turn_declared", "123m 456p 44s 789s [555z]", WinContext(Tile.S4, self_drawn=True, heavenly=True)),
    ("score.first_turn_declared", "123m 456p 44s 789s {5555z}", WinContext(Tile.S4, self_drawn=True, earthly=True, seat_wind=Tile.SOUTH)),
    ("score.first_turn_riichi", HAND, WinContext(Tile.WHITE, self_drawn=True, heavenly=True, riichi=True)),
    ("score.first_turn_riichi", HAND, WinContext(Tile.WHITE, self_drawn=True, heavenly=True, riichi=True, double_riichi=True)),
    ("score.robbing_held", "123m 456p 234s 55z [222s]", WinContext(Tile.S2, robbing_kong=True)),
    ("score.robbing_indicator", HAND, WinContext(Tile.S2, robbing_kong=True, dora_indicators=(Tile.S2,))),
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
    # issue 26: values of another type are named, never ``str()``-ed (a huge number, a deep list)
    ("request.tiles", {"hand": HAND, "win_tile": 5}),
    ("request.tiles", {"hand": HAND, "win_tile": "5z", "dora_indicators": [[[["1m"]]]]}),
    ("request.text", {"hand": ["123m"], "win_tile": "5z"}),
    ("request.text", {"concealed": 10**5000, "win_tile": "5z"}),
    ("request.count", {"hand": HAND, "win_tile": "5z", "honba": 1.5}),
    ("request.wind", {"hand": HAND, "win_tile": "5z", "seat": 10**5000}),
    ("request.meld", {"concealed": "123m456p789s55z", "melds": [{"type": "chow", "tiles": ["234s"]}], "win_tile": "5z"}),
    ("request.flag", {"hand": HAND, "win_tile": "5z", "riichi": float("nan")}),
    ("input.bad_score_request", [HAND]),
]


@pytest.mark.parametrize(("code", "request_"), REQUEST_ERRORS, ids=[c for c, _ in REQUEST_ERRORS])
def test_bad_requests(code: str, request_: dict) -> None:
    with pytest.raises(ScoringError.__mro__[1]) as info:  # MahjongError
        request_from_mapping(request_)
    assert info.value.code == code


#: Codes reached by the tests below (beside the two tables).
OTHER_CODES = {"score.not_winning", "score.field_type", "score.copies_with_indicators", "score.bonus_unused",
               "score.riichi_refused"}


def test_every_scoring_error_code_is_reached() -> None:
    from tests.mjcore.scoring.test_options import CODES

    reached = {code for code, _, _ in CONTEXT_ERRORS} | {code for code, _ in REQUEST_ERRORS} | OTHER_CODES | CODES
    codes = {k.removeprefix("error.") for k in catalog("en") if k.startswith(("error.score.", "error.request."))}
    assert codes == reached - {"input.bad_score_request"}


# -- issue 26: what cannot be is refused, with the project's own errors ----------------------------
@pytest.mark.parametrize(("field", "value"), [
    ("win_tile", 5), ("win_tile", "5z"), ("self_drawn", 1), ("riichi", "yes"), ("seat_wind", "E"), ("round_wind", None),
    ("discarder", "S"), ("bonus", "1f"), ("bonus", (1, 2)), ("dora_indicators", None), ("flowers", "3"),
    ("flowers", 2.0), ("honba", True), ("riichi_sticks", None),
])
def test_a_field_of_another_type_is_refused_when_the_context_is_made(field: str, value: object) -> None:
    fields = {"win_tile": Tile.WHITE, field: value}
    with pytest.raises(ContextError) as info:
        WinContext(**fields)
    assert info.value.code == "score.field_type" and field in info.value.message("en") and field in info.value.message("ru")


def test_a_list_of_tiles_is_taken_as_a_tuple() -> None:
    context = WinContext(Tile.WHITE, dora_indicators=[Tile.M1])  # type: ignore[arg-type]
    assert context.dora_indicators == (Tile.M1,) and hash(context)


@pytest.mark.parametrize(("hand", "indicators", "ura"), [
    ("111m 234m 456m 66p 123s", (Tile.M1, Tile.M1), ()),
    ("111m 234m 456m 66p 123s", (Tile.M1,), (Tile.M1,)),
    ("123m 456p 789s 55s [9999m]", (Tile.M9,), ()),
])
def test_indicators_that_make_a_fifth_copy_with_the_hand(hand: str, indicators: tuple[Tile, ...], ura: tuple[Tile, ...]) -> None:
    context = WinContext(parse_hand(hand).concealed[0], riichi=bool(ura), dora_indicators=indicators, ura_dora_indicators=ura)
    with pytest.raises(TooManyCopiesError) as info:
        find_system("riichi").score(parse_hand(hand), context)
    assert info.value.code == "score.copies_with_indicators"
    assert "5" in info.value.message("en") and "5" in info.value.message("ru")


def test_six_nine_of_characters_indicators_are_no_yakuman() -> None:
    """The issue's hand: six 9m indicators made a counted yakuman of 48,000."""
    hand = parse_hand("111m 234m 456m 66p 123s")
    with pytest.raises(MahjongError) as info:
        find_system("riichi").score(hand, WinContext(Tile.S3, self_drawn=True, dora_indicators=(Tile.M9,) * 6))
    assert info.value.code in ("score.indicators", "score.copies_with_indicators")


@pytest.mark.parametrize("system", ["classical", "riichi", "mcr", "hk"])
def test_robbing_a_kong_of_a_tile_the_winner_holds_all_four_of(system: str) -> None:
    hand = parse_hand("123m 456p 789s 55z [111m]")  # 1m: three declared, the fourth the winning tile
    with pytest.raises(ContextError) as info:
        find_system(system).score(hand, WinContext(Tile.M1, robbing_kong=True))
    assert info.value.code == "score.robbing_held"


@pytest.mark.parametrize("system", ["classical", "riichi"])
def test_bonus_tiles_in_the_hand_are_refused_where_they_do_not_score(system: str) -> None:
    hand = parse_hand("123m 456p 789s 234s 55z 1f")
    with pytest.raises(ContextError) as info:
        find_system(system).score(hand, WinContext(Tile.WHITE))
    assert info.value.code == "score.bonus_unused" and "1f" in info.value.message("en") and "1f" in info.value.message("ru")
    # the game engine and the comparison ask each system to leave aside what it does not score
    assert find_system(system).score(hand, WinContext(Tile.WHITE).keeping(find_system(system).options)) is not None


def test_flowers_beyond_eight_are_not_all_eight_flowers() -> None:
    """Hong Kong called 1,000,000 unnamed flowers "all eight flowers"; MCR counted 8 named + 8 counted as 16."""
    with pytest.raises(ContextError):
        find_system("hk").score(parse_hand(HAND), WinContext(Tile.WHITE, flowers=1_000_000))
    eight = parse_hand("123m 456p 789s 234s 55z 1f 2f 3f 4f 5f 6f 7f 8f")
    with pytest.raises(ContextError) as info:
        find_system("mcr").score(eight, WinContext(Tile.WHITE, flowers=8))
    assert info.value.code == "score.too_many_bonus"
    assert [i.value for i in find_system("mcr").score(eight, WinContext(Tile.WHITE)).items if i.key == "mcr.flower_tiles"] == [8]


def test_a_refusal_of_the_riichi_library_is_a_message(monkeypatch: pytest.MonkeyPatch) -> None:
    """Should the ``mahjong`` package refuse a situation our checks let through, it is a ContextError, not a crash."""
    from mahjong.hand_calculating.hand import HandCalculator
    from mahjong.hand_calculating.hand_response import HandResponse

    monkeypatch.setattr(HandCalculator, "estimate_hand_value", staticmethod(lambda *a, **k: HandResponse(error="tenhou_with_meld_not_allowed")))
    with pytest.raises(ContextError) as info:
        find_system("riichi").score(parse_hand(HAND), WinContext(Tile.WHITE))
    assert info.value.code == "score.riichi_refused" and "tenhou_with_meld_not_allowed" in info.value.message("en")


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
