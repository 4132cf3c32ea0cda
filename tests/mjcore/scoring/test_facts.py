"""The hand's facts every system reads from a :class:`Situation`: sets by kind, pungs of a kind,
little (n pungs and the pair of one kind), suits and honors, and the one-match-per-set find."""

from __future__ import annotations

import random

import pytest

from mjcore import Tile, parse_hand
from mjcore.generate import random_winning_hand
from mjcore.hand import MeldKind
from mjcore.rules import MCR
from mjcore.scoring.base import Situation, WinContext, each_set
from mjcore.tiles import Suit


def reading(text: str, win: Tile, **flags: bool) -> Situation:
    """The first reading of ``text`` won on ``win``."""
    return next(Situation.all(parse_hand(text), WinContext(win, **flags), MCR))


def test_sets_by_kind_keep_the_order_and_part_the_sets() -> None:
    s = reading("{1111p} 123m 555s 567s 77z", Tile.RED)
    assert [x.tile for x in s.chows] == [Tile.M1, Tile.S5]
    assert [x.tile for x in s.pungs] == [Tile.P1, Tile.S5]  # a kong is a pung too
    assert [x.tile for x in s.kongs] == [Tile.P1]
    assert [x.tile for x in s.sets_of(MeldKind.PUNG)] == [Tile.S5]
    assert s.kongs[0].declared and s.kongs[0].concealed  # a declared concealed kong stays concealed


def test_a_pung_completed_by_a_discard_is_exposed_and_still_a_pung() -> None:
    s = reading("123m 456p 789s 555s 77z", Tile.S5)
    assert [(x.tile, x.concealed) for x in s.pungs] == [(Tile.S5, False)]


def test_pungs_of_a_kind() -> None:
    s = reading("[555z] 666z 111z 99p 123m", Tile.P9)
    assert [x.tile for x in s.pungs_of(lambda t: t.is_dragon)] == [Tile.WHITE, Tile.GREEN]
    assert [x.tile for x in s.pungs_of(lambda t: t.is_wind)] == [Tile.EAST]
    assert s.pungs_of(lambda t: t.is_terminal) == ()


@pytest.mark.parametrize(("text", "win", "kind", "pungs", "expected"), [
    ("[555z] 666z 123m 456p 77z", Tile.P6, "dragon", 2, [Tile.WHITE, Tile.GREEN]),
    ("[555z] 666z 123m 456p 77z", Tile.P6, "dragon", 3, []),  # not exactly three pungs
    ("[555z] 666z 777z 456p 11m", Tile.P6, "dragon", 2, []),  # three pungs, the pair no dragon
    ("111z 222z 333z 456p 44z", Tile.P6, "wind", 3, [Tile.EAST, Tile.SOUTH, Tile.WEST]),
    ("111z 222z 333z 456p 11m", Tile.P6, "wind", 3, []),  # the pair is no wind
])
def test_little_wants_exactly_the_pungs_and_a_pair_of_the_kind(text: str, win: Tile, kind: str, pungs: int,
                                                               expected: list[Tile]) -> None:
    s = reading(text, win)
    assert [x.tile for x in s.little(lambda t: getattr(t, f"is_{kind}"), pungs)] == expected


def test_special_shapes_have_no_sets_and_no_little_hand() -> None:
    s = reading("11m 22m 33m 55z 66z 77z 99p", Tile.P9)  # seven pairs, three of them dragons
    assert (s.chows, s.pungs, s.kongs, s.pair) == ((), (), (), None)
    assert s.little(lambda t: t.is_dragon, 0) == ()


@pytest.mark.parametrize(("text", "suits", "honors"), [
    ("123m 456m 789m 111z 99p", {Suit.CHARACTERS, Suit.DOTS}, True),
    ("123s 456s 789s 111s 99s", {Suit.BAMBOO}, False),
    ("111z 222z 555z 666z 77z", set(), True),
])
def test_suits_are_suit_values_and_honors_are_none_of_them(text: str, suits: set[Suit], honors: bool) -> None:
    s = reading(text, parse_hand(text).concealed[-1])
    assert s.suits == frozenset(suits)
    assert s.has_honors is honors


def test_each_set_makes_one_match_per_set_with_its_tiles() -> None:
    s = reading("[555z] 666z 123m 456p 77z", Tile.P6)
    assert [m.tiles for m in each_set(lambda s: s.pungs_of(lambda t: t.is_dragon))(s)] == [(Tile.WHITE,) * 3, (Tile.GREEN,) * 3]
    assert each_set(lambda s: s.kongs)(s) == []


def test_the_facts_agree_with_the_tiles_of_random_hands() -> None:
    rng = random.Random(5)
    for _ in range(300):
        hand, win = random_winning_hand(rng, chows=0.4, kongs=0.2)
        for s in Situation.all(hand, WinContext(win)):
            assert s.suits == frozenset(t.suit for t in s.tiles if t.is_suited)
            assert s.has_honors == any(t.suit is Suit.HONORS for t in s.tiles)
            assert len(s.chows) + len(s.pungs) == len(s.sets)
            assert set(s.kongs) <= set(s.pungs) and all(len(x.tiles) == 4 for x in s.kongs)
            assert all(x.meld.is_chow for x in s.chows) and not any(x.meld.is_chow for x in s.pungs)


def test_chinese_official_reads_the_same_suits_and_honors_from_its_fast_layer() -> None:
    from mjcore.scoring.mcr.engine import HandFacts

    rng = random.Random(8)
    for _ in range(300):
        hand, win = random_winning_hand(rng, chows=0.3)
        s = next(Situation.all(hand, WinContext(win)))
        facts = HandFacts(hand, s.context)
        assert (facts.suits, facts.has_honors) == (s.suits, s.has_honors)


def test_the_tile_classes_of_chinese_official_are_the_tiles_tests() -> None:
    from mjcore.scoring.mcr.fans import DRAGONS, GREEN, HONORS, OUTSIDE, TERMINALS, WINDS, kinds_of

    assert sorted(TERMINALS) == [Tile.M1, Tile.M9, Tile.P1, Tile.P9, Tile.S1, Tile.S9]
    assert sorted(WINDS) == [Tile.EAST, Tile.SOUTH, Tile.WEST, Tile.NORTH]
    assert sorted(DRAGONS) == [Tile.WHITE, Tile.GREEN, Tile.RED]
    assert HONORS == WINDS | DRAGONS and OUTSIDE == TERMINALS | HONORS
    assert GREEN == kinds_of("6z234s68s") and all(type(t) is int for t in GREEN)  # indices: they hash fast
