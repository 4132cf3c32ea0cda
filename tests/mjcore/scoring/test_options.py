"""Every situation option either scores in a system or is refused there with a message.

A system's ``options`` are the :data:`~mjcore.scoring.base.OPTIONS` it scores: for each of them
a hand is scored with and without it and the answers must differ (so the option is not a
silent no-op); every other option is refused with ``error.score.option_unused``, in words
that name the option in each language. The game engine computes every flag and hands each
system only its own (``score_hand``), so a table never loses a win to a flag it does not use.
"""

from __future__ import annotations

from typing import Any

import pytest

from mjcore import Tile, parse_hand
from mjcore.game.win import score_hand
from mjcore.scoring import SYSTEMS, ContextError, Score, WinContext, find_system
from mjcore.scoring.base import OPTIONS

HAND = "123m 456p 789s 234s 55z"
KONG_HAND = "123m 456p [7777s] 234s 55z"


def case(system: str, option: str) -> tuple[str, dict[str, Any], dict[str, Any]]:
    """A hand, the context without the option, and the option's value: a situation where the
    option is possible (a kong for a replacement tile, riichi before ippatsu...)."""
    base: dict[str, Any] = {"win_tile": Tile.S4}
    if option in ("double_riichi", "ippatsu") or (
            system == "riichi" and option not in ("riichi", "heavenly", "earthly", "kong_replacement")):
        base["riichi"] = True  # a yaku, so dora, honba and sticks show in the value
    value: dict[str, Any] = {option: True}
    hand = HAND
    if option == "kong_replacement":
        hand, base["self_drawn"] = KONG_HAND, True
    elif option == "heavenly":
        base["self_drawn"] = True
        if system == "mcr":  # Chinese Official: a first draw waited on nothing, so no closed-wait fan
            base["win_tile"] = Tile.S3
    elif option == "earthly":
        base["seat_wind"] = Tile.SOUTH  # the dealer (East) discarded just before
        base["self_drawn"] = system == "riichi"  # riichi's chiihou is self-drawn
    elif option in ("bonus", "dora_indicators", "ura_dora_indicators"):
        value = {option: (Tile.PLUM,) if option == "bonus" else (Tile.S3,)}
    elif option == "red_fives":
        value = {option: (Tile.P5,)}
    elif option == "flowers":
        value = {option: 2}
    elif option in ("honba", "riichi_sticks"):
        value = {option: 1}
    return hand, base, value


def answer(score: Score) -> tuple[Any, ...]:
    return score.total, [(i.key, i.points, i.count) for i in score.items], dict(score.payments), score.meets_minimum


ACCEPTED = [(system, option) for system in SYSTEMS for option in OPTIONS if option in find_system(system).options]
REFUSED = [(system, option) for system in SYSTEMS for option in OPTIONS if option not in find_system(system).options]


@pytest.mark.parametrize(("system", "option"), ACCEPTED, ids=[f"{s}-{o}" for s, o in ACCEPTED])
def test_an_option_a_system_accepts_changes_its_answer(system: str, option: str) -> None:
    hand_text, base, value = case(system, option)
    hand = parse_hand(hand_text)
    scoring = find_system(system)
    without = scoring.score(hand, WinContext(**base))
    with_it = scoring.score(hand, WinContext(**base, **value))
    assert answer(with_it) != answer(without)


@pytest.mark.parametrize(("system", "option"), REFUSED, ids=[f"{s}-{o}" for s, o in REFUSED])
def test_an_option_a_system_does_not_score_is_refused_in_words(system: str, option: str) -> None:
    hand_text, base, value = case(system, option)
    with pytest.raises(ContextError) as info:
        find_system(system).score(parse_hand(hand_text), WinContext(**base, **value))
    assert info.value.code == "score.option_unused"
    assert find_system(system).title("en") in info.value.message("en")
    assert find_system(system).title("ru") in info.value.message("ru")


def test_every_system_refuses_something_only_riichi_knows() -> None:
    assert not any("riichi" in find_system(s).options for s in SYSTEMS if s != "riichi")
    assert {"riichi", "dora_indicators", "honba"} <= find_system("riichi").options


def test_the_engine_gives_each_system_only_its_own_flags() -> None:
    # a classical table's first-draw win: the engine says heavenly, classical has no such double
    context = WinContext(Tile.S4, self_drawn=True, heavenly=True, fourth_tile=True)
    score = score_hand("classical", parse_hand(HAND), context)
    assert score is not None
    assert score.total == find_system("classical").score(parse_hand(HAND), WinContext(Tile.S4, self_drawn=True)).total


# -- tenhou and chiihou (the hand) --------------------------------------------------------
TENHOU_HAND = "234m456m66p123444s"


def test_tenhou_is_a_yakuman_for_the_dealer() -> None:
    hand = parse_hand(TENHOU_HAND)
    plain = find_system("riichi").score(hand, WinContext(Tile.S4, self_drawn=True))
    tenhou = find_system("riichi").score(hand, WinContext(Tile.S4, self_drawn=True, heavenly=True))
    assert plain.limit is None and plain.han == 1
    assert tenhou.limit == "yakuman"
    assert [(i.key, i.points, i.unit) for i in tenhou.items] == [("riichi.tenhou", 1, "yakuman")]
    assert tenhou.total == 48000  # a dealer's yakuman (000:440)


def test_chiihou_is_a_yakuman_for_another_player_self_drawn() -> None:
    score = find_system("riichi").score(parse_hand(TENHOU_HAND),
                                        WinContext(Tile.S4, self_drawn=True, earthly=True, seat_wind=Tile.SOUTH))
    assert score.limit == "yakuman" and score.total == 32000
    assert [i.key for i in score.items] == ["riichi.chiihou"]


def test_renhou_on_a_discard_is_refused_in_riichi() -> None:
    with pytest.raises(ContextError) as info:
        find_system("riichi").score(parse_hand(TENHOU_HAND), WinContext(Tile.S4, earthly=True, seat_wind=Tile.SOUTH))
    assert info.value.code == "score.earthly_riichi"


def test_hong_kongs_earthly_hand_needs_the_dealers_discard() -> None:
    hand = parse_hand(HAND)
    with pytest.raises(ContextError) as info:
        find_system("hk").score(hand, WinContext(Tile.S4, earthly=True, seat_wind=Tile.WEST))  # South discarded
    assert info.value.code == "score.earthly_hk"
    score = find_system("hk").score(hand, WinContext(Tile.S4, earthly=True, seat_wind=Tile.WEST, discarder=Tile.EAST))
    assert score.limit == "hk.earthly_hand"


#: The codes these tests reach (tests/mjcore/scoring/test_base.py checks every code is reached).
CODES = {"score.option_unused", "score.earthly_riichi", "score.earthly_hk"}
