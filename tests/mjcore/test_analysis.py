"""Waits, useful tiles and the discard ranking."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from strategies import concealed_hands, narrow_hands, quad_heavy_counts, winning_hands

from mjcore import MCR, STANDARD, Hand, Tile, WrongTileCountError, analyze_discards, decompositions, parse_hand, parse_tiles, shanten, waits
from mjcore.analysis import keep_value, rank_discards, unseen_counts, useful_tiles

SETTINGS = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.large_base_example])


@st.composite
def ready_or_not(draw: st.DrawFn) -> Hand:
    """13-tile hands, often ready: a winning hand with one concealed tile removed."""
    if draw(st.booleans()):
        hand = draw(winning_hands())
        return hand.without_tile(draw(st.sampled_from(hand.concealed)))
    return draw(st.one_of(concealed_hands(13), narrow_hands(13)))


def test_pure_nine_gates_waits_on_all_nine() -> None:
    found = waits(parse_hand("1112345678999m"))
    assert [str(w.tile) for w in found] == [f"{n}m" for n in range(1, 10)]
    assert [w.unseen for w in found] == [1, 3, 3, 3, 3, 3, 3, 3, 1]


def test_visible_tiles_reduce_unseen_copies() -> None:
    hand = parse_hand("123m456p789s1122z")
    assert [(str(w.tile), w.unseen) for w in waits(hand, parse_tiles("1z 1z"))] == [("1z", 0), ("2z", 2)]


def test_a_tile_held_four_times_is_no_wait() -> None:
    # A fifth 1m would make 11 111 234m, but there is no fifth copy: only 4m wins (111 123 44m).
    hand = parse_hand("1111m234m456p789s")
    assert [str(w.tile) for w in waits(hand)] == ["4m"]


def test_waits_need_thirteen_tiles() -> None:
    with pytest.raises(WrongTileCountError) as error:
        waits(parse_hand("123m456p789s1122z5p"))
    assert error.value.code == "analysis.need_13"
    with pytest.raises(WrongTileCountError):
        analyze_discards(parse_hand("123m456p789s1122z"))


@pytest.mark.slow
@SETTINGS
@given(ready_or_not(), st.sampled_from([STANDARD, MCR]))
def test_waits_are_the_tiles_that_complete_the_hand(hand: Hand, rules) -> None:
    held = hand.all_counts()
    expected = [Tile(k) for k in range(34) if held[k] < 4 and decompositions(hand.with_tile(Tile(k)), rules)]
    assert [w.tile for w in waits(hand, (), rules)] == expected
    if expected:
        assert shanten(hand, rules) == 0


@pytest.mark.slow
@SETTINGS
@given(ready_or_not())
def test_unseen_counts_account_for_every_copy(hand: Hand) -> None:
    unseen = unseen_counts(hand, hand.concealed[:2])
    held = hand.all_counts()
    for k in range(34):
        assert unseen[k] == max(0, 4 - held[k] - list(hand.concealed[:2]).count(Tile(k)))


@pytest.mark.slow
@SETTINGS
@given(st.one_of(concealed_hands(14), narrow_hands(14)), st.sampled_from([STANDARD, MCR]))
def test_discards_rank_by_shanten_then_useful_tiles(hand: Hand, rules) -> None:
    ranked = analyze_discards(hand, (), rules)
    assert sorted(d.tile for d in ranked) == sorted(set(hand.concealed))
    counts = hand.counts()
    keys = [(d.shanten, -d.useful_count, -len(d.useful), keep_value(d.tile, counts), d.tile) for d in ranked]
    assert keys == sorted(keys)
    assert ranked[0].shanten == max(shanten(hand, rules), 0)
    unseen = unseen_counts(hand)
    for d in ranked[:3]:  # checked the slow way: draw each tile and compute the shanten again
        rest = hand.without_tile(d.tile)
        held = rest.all_counts()
        assert d.shanten == shanten(rest, rules)
        slow = tuple(Tile(k) for k in range(34) if held[k] < 4 and shanten(rest.with_tile(Tile(k)), rules) < d.shanten)
        assert d.useful == slow
        assert d.useful_count == sum(unseen[t] for t in slow)


def test_best_discard_example() -> None:
    best, *rest = analyze_discards(parse_hand("123m456p789s1122z5p"))
    assert (str(best.tile), best.shanten, [str(t) for t in best.useful], best.useful_count) == ("5p", 0, ["1z", "2z"], 4)
    assert all(d.shanten == 1 for d in rest)


# -- the one analysis against the reference package, where a fast path used to fail ---------------
def _their_shanten(counts: list[int]) -> int:
    reference = pytest.importorskip("mahjong.shanten", reason="the mahjong package is a test-only dependency").Shanten
    return reference.calculate_shanten(counts)


def _their_useful(counts: list[int]) -> tuple[int, list[int]]:
    """Useful tiles by the reference: every kind not held four times whose draw lowers its shanten."""
    base = _their_shanten(counts)
    found = []
    for k in range(34):
        if counts[k] < 4:
            counts[k] += 1
            if _their_shanten(counts) < base:
                found.append(k)
            counts[k] -= 1
    return base, found


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(quad_heavy_counts())
def test_shanten_and_useful_tiles_against_the_package_on_four_copy_hands(counts: list[int]) -> None:
    melds = (14 - sum(counts)) // 3
    from mjcore.shanten import shanten_of_counts

    assert shanten_of_counts(counts, melds) == _their_shanten(counts)
    if sum(counts) % 3 == 1:
        base, useful = useful_tiles(list(counts), melds, counts)
        assert (base, [int(t) for t in useful]) == _their_useful(list(counts))


@pytest.mark.slow
@settings(max_examples=120, deadline=None)
@given(st.one_of(quad_heavy_counts(14), quad_heavy_counts(11), st.builds(lambda h: h.counts(), concealed_hands(14))))
def test_ranked_discards_against_the_package(counts: list[int]) -> None:
    melds = (14 - sum(counts)) // 3
    ranked = rank_discards(list(counts), melds, list(counts), [4 - c for c in counts])
    assert {int(d.tile) for d in ranked} == {k for k in range(34) if counts[k]}
    for d in ranked:
        rest = list(counts)
        rest[d.tile] -= 1
        base, useful = _their_useful(rest)
        assert (d.shanten, [int(t) for t in d.useful]) == (base, useful), d.tile
