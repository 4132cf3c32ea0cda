"""Decomposition of winning hands: every split, special shapes, the fast win check."""

from __future__ import annotations

from itertools import combinations_with_replacement

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from strategies import concealed_hands, narrow_hands, winning_hands

from mjcore import MCR, STANDARD, Hand, Meld, Shape, Tile, decompositions, is_winning, parse_hand, tile_counts


def brute_force_splits(hand: Hand) -> set[tuple[tuple[str, ...], str]]:
    """Every (sorted sets, pair) of the concealed tiles, by trying all multisets of candidate sets."""
    counts = tile_counts(hand.concealed)
    need = 4 - len(hand.melds)
    candidates = [Meld.pung(Tile(k), open=False) for k in range(34) if counts[k] >= 3]
    candidates += [
        Meld.chow(Tile(k), open=False)
        for k in range(27)
        if k % 9 <= 6 and counts[k] and counts[k + 1] and counts[k + 2]
    ]
    found = set()
    for pair in (k for k in range(34) if counts[k] >= 2):
        for sets in combinations_with_replacement(candidates, need):
            used = [0] * 34
            used[pair] += 2
            for meld in sets:
                for t in meld.tiles:
                    used[t] += 1
            if used == counts:
                found.add((tuple(sorted(str(m) for m in sets)), str(Tile(pair))))
    return found


def standard_splits(hand: Hand, rules=STANDARD) -> set[tuple[tuple[str, ...], str]]:
    out = set()
    for d in decompositions(hand, rules):
        if d.shape is Shape.STANDARD:
            concealed_sets = d.sets[len(hand.melds) :]
            assert d.sets[: len(hand.melds)] == hand.melds
            out.add((tuple(sorted(str(m) for m in concealed_sets)), str(d.pair)))
    return out


@pytest.mark.slow
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.large_base_example])
@given(winning_hands())
def test_every_split_of_a_winning_hand_is_found(hand: Hand) -> None:
    expected = brute_force_splits(hand)
    assert expected, "the strategy builds winning hands"
    assert standard_splits(hand) == expected
    assert is_winning(hand)


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(st.one_of(narrow_hands(14), concealed_hands(14)))
def test_decompositions_agree_with_brute_force_on_any_hand(hand: Hand) -> None:
    assert standard_splits(hand) == brute_force_splits(hand)
    assert is_winning(hand) == bool(decompositions(hand))
    assert is_winning(hand, MCR) == bool(decompositions(hand, MCR))


def test_no_duplicate_decompositions() -> None:
    hand = parse_hand("111222333444m55p")
    texts = [str(d) for d in decompositions(hand)]
    assert len(texts) == len(set(texts))
    assert sorted(texts) == sorted(
        ["111m 222m 333m 444m 55p", "123m 123m 123m 444m 55p", "111m 234m 234m 234m 55p"]
    )


@pytest.mark.parametrize(
    ("text", "standard", "mcr", "shapes"),
    [
        ("22334455667788p", True, True, {"standard", "seven_pairs"}),
        ("1122335577m1133z", True, True, {"seven_pairs"}),
        ("1111m2233p4455s66z", False, True, {"seven_pairs"}),  # four of a kind = two pairs in MCR only
        ("19m19p19s1234567z9s", True, True, {"thirteen_orphans"}),
        ("147m258p369s123m11z", False, True, {"knitted_straight"}),
        ("147m258p369s55z [123m]", False, True, {"knitted_straight"}),
        ("147m258p369s12345z", False, True, {"honors_and_knitted"}),
        ("14m258p36s1234567z", False, True, {"honors_and_knitted"}),  # greater honors and knitted
        ("147m258p369s1234z5p", False, False, set()),  # 5p is not of this knitted set
        ("123m456p789s1122z5p", False, False, set()),
    ],
)
def test_special_shapes(text: str, standard: bool, mcr: bool, shapes: set[str]) -> None:
    hand = parse_hand(text)
    assert is_winning(hand) is standard
    assert is_winning(hand, "mcr") is mcr
    assert {d.shape.value for d in decompositions(hand, MCR)} == shapes


def test_thirteen_orphans_decomposition_names_the_double() -> None:
    (d,) = decompositions(parse_hand("19m19p19s1234567z9s"))
    assert d.shape is Shape.THIRTEEN_ORPHANS
    assert d.pair == Tile.S9
    assert len(d.singles) == 12 and Tile.S9 not in d.singles


def test_knitted_straight_keeps_its_set_and_pair() -> None:
    (d,) = decompositions(parse_hand("147m258p369s123m11z"), MCR)
    assert d.pair == Tile.EAST
    assert [m.tiles for m in d.sets] == [(Tile.M1, Tile.M2, Tile.M3)]
    assert [str(t) for t in d.singles] == ["1m", "4m", "7m", "2p", "5p", "8p", "3s", "6s", "9s"]


def test_declared_melds_come_first_and_stay_as_declared() -> None:
    hand = parse_hand("11m 234p [123p] [456s] {7777z}")
    (d,) = decompositions(hand)
    assert d.sets[:3] == hand.melds
    assert str(d) == "[123p] [456s] {7777z} 234p 11m"


def test_not_fourteen_tiles_has_no_decomposition() -> None:
    assert decompositions(parse_hand("123m456p789s1122z")) == []
    assert not is_winning(parse_hand("123m456p789s1122z"))
