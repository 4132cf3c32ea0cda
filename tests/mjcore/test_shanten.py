"""Shanten: unit cases, properties, and a differential test against the ``mahjong`` package."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from strategies import concealed_hands, narrow_hands, winning_hands

from mjcore import MCR, STANDARD, Hand, Tile, is_winning, parse_hand, shanten, tile_counts
from mjcore.shanten import knitted_shanten, seven_pairs_shanten, shanten_of_counts, thirteen_orphans_shanten


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("123m456p789s1122z", 0),
        ("123m456p789s11223z", 0),
        ("1112345678999m", 0),
        ("123m456p789s1122z5p", 0),
        ("123m456p789s11z22z", 0),
        ("19m19p19s1234567z1m", -1),
        ("19m19p19s123456z5p", 1),  # thirteen orphans: 12 kinds, no pair
        ("1122334455667m", 0),  # seven pairs ready (and a standard shape too)
        ("13579m13579p135s", 4),
        ("159m159p159s1234z", 3),  # 10 kinds of thirteen orphans
        ("11m [123p] [456s] [777z] {5555m}", -1),
        ("1m [123p] [456s] [777z] {5555m}", 0),
    ],
)
def test_known_hands(text: str, expected: int) -> None:
    assert shanten(parse_hand(text)) == expected


def test_seven_pairs_and_orphans_formulas() -> None:
    assert seven_pairs_shanten(tile_counts(parse_hand("1122334455667m").concealed)) == 0
    assert seven_pairs_shanten(tile_counts(parse_hand("1111223344556m").concealed)) == 2  # a quad is one pair: 5 pairs of 6 kinds
    assert seven_pairs_shanten(tile_counts(parse_hand("1111223344556m").concealed), allow_quads=True) == 0
    assert thirteen_orphans_shanten(tile_counts(parse_hand("19m19p19s1234567z").concealed)) == 0
    assert thirteen_orphans_shanten(tile_counts(parse_hand("19m19p19s1234566z").concealed)) == 0
    assert thirteen_orphans_shanten(tile_counts(parse_hand("19m19p19s1234555z").concealed)) == 1


def test_knitted_shanten_under_mcr_only() -> None:
    ready = parse_hand("147m258p369s123m1z")  # knitted straight + chow, waiting for the pair
    assert shanten(ready, MCR) == 0
    assert shanten(ready, STANDARD) > 0
    honors = parse_hand("147m258p369s1234z")  # honors and knitted: 13 different, ready
    assert knitted_shanten(tile_counts(honors.concealed)) == 0
    assert shanten(honors, "mcr") == 0


def test_accepts_tiles_and_a_meld_count() -> None:
    tiles = parse_hand("1m [123p] [456s] [777z] {5555m}").concealed
    assert shanten(tiles, melds=4) == 0
    assert shanten(tiles) != 0


# -- properties ------------------------------------------------------------------------------
ANY14 = st.one_of(concealed_hands(14), narrow_hands(14), winning_hands())
ANY13 = st.one_of(concealed_hands(13), narrow_hands(13))
SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.large_base_example])


@pytest.mark.slow
@SETTINGS
@given(ANY14, st.sampled_from([STANDARD, MCR]))
def test_minus_one_iff_winning(hand: Hand, rules) -> None:
    assert (shanten(hand, rules) == -1) == is_winning(hand, rules)


@pytest.mark.slow
@SETTINGS
@given(ANY13, st.sampled_from([STANDARD, MCR]))
def test_a_draw_lowers_shanten_by_at_most_one(hand: Hand, rules) -> None:
    before = shanten(hand, rules)
    counts = hand.counts()
    for k in range(34):
        if counts[k] < 4:
            counts[k] += 1
            assert shanten_of_counts(counts, 0, rules) >= before - 1, Tile(k)
            counts[k] -= 1


@pytest.mark.slow
@SETTINGS
@given(ANY14, st.sampled_from([STANDARD, MCR]))
def test_fourteen_tiles_are_as_good_as_their_best_discard(hand: Hand, rules) -> None:
    value = shanten(hand, rules)
    best = min(shanten(hand.without_tile(t), rules) for t in set(hand.concealed))
    assert best == max(value, 0) or (value == -1 and best == 0)


# -- the reference library ------------------------------------------------------------------
def _reference_hands(seed: int, count: int) -> list[list[int]]:
    """Random 13- and 14-tile hands: half from the whole wall, half from a few kinds (quads, pairs)."""
    rng = random.Random(seed)
    wall = [k for k in range(34) for _ in range(4)]
    hands = []
    for n in range(count):
        size = (13, 14, 13, 14, 10, 11, 7, 8)[n % 8]
        if n % 2:
            kinds = rng.sample(range(34), rng.randint(4, 9))
            pool = [k for k in wall if k in kinds] if 4 * len(kinds) >= size else wall
        else:
            pool = wall
        counts = [0] * 34
        for k in rng.sample(pool, size):
            counts[k] += 1
        hands.append(counts)
    return hands


@pytest.mark.slow
def test_differential_against_the_mahjong_package() -> None:
    reference = pytest.importorskip("mahjong.shanten", reason="the mahjong package is a test-only dependency").Shanten
    mismatches = []
    for counts in _reference_hands(seed=2026, count=6000):
        melds = (14 - sum(counts)) // 3
        ours = shanten_of_counts(counts, melds)
        theirs = reference.calculate_shanten(counts)
        if ours != theirs:
            mismatches.append((str(Hand(tuple(Tile(k) for k in range(34) for _ in range(counts[k])), check_size=False)), ours, theirs))
        ours_regular = shanten_of_counts(counts, melds, STANDARD.__class__("regular", seven_pairs=False, thirteen_orphans=False))
        if ours_regular != reference.calculate_shanten_for_regular_hand(counts):
            mismatches.append(("regular", counts, ours_regular))
    assert mismatches == []
