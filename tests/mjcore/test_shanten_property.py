"""The shanten of 14 tiles is the best shanten a discard leaves (issue 26), under every rule set.

A hand of 14 tiles in play is ``n`` tiles from ready when its best discard leaves a 13-tile hand
``n`` tiles from ready (a complete hand, -1, leaves a ready one). :func:`mjcore.shanten.shanten`
of the 14 tiles, :func:`mjcore.shanten.shanten` of each 13, and the ranked discards of
:func:`mjcore.analysis.analyze_discards` must agree, for every shape set of
:mod:`mjcore.rules` (standard, mcr, four_sets, classical), declared sets included. The property
found the knitted straight beside a declared set whose rest holds an honor pung
(``13369m147p111z [111m]``: reported 3, while its best discard leaves 2).
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mjcore.analysis import analyze_discards, useful_tiles
from mjcore.hand import Hand, Meld
from mjcore.knitted import KNITTED_SETS
from mjcore.notation import parse_hand
from mjcore.rules import CLASSICAL, FOUR_SETS, MCR, STANDARD, Rules
from mjcore.shanten import shanten
from mjcore.tiles import Tile

settings.register_profile("issue26-shanten-quick", max_examples=400, derandomize=True, deadline=None, database=None,
                          suppress_health_check=[HealthCheck.too_slow, HealthCheck.large_base_example])
settings.register_profile("issue26-shanten-slow", max_examples=4_000, derandomize=True, deadline=None, database=None,
                          suppress_health_check=[HealthCheck.too_slow, HealthCheck.large_base_example])
QUICK = settings.get_profile("issue26-shanten-quick")
SLOW = settings.get_profile("issue26-shanten-slow")

RULES = (STANDARD, MCR, FOUR_SETS, CLASSICAL)
KINDS = tuple(Tile(k) for k in range(34))
HONORS = KINDS[27:]


@st.composite
def hands_in_play(draw: st.DrawFn) -> Hand:
    """14 tiles in play: 0-4 declared sets (kongs, concealed kongs), the rest drawn from the wall —
    often from a knitted set and the honors, or from a few kinds, so that the shapes meet."""
    counts = [0] * 34
    melds: list[Meld] = []
    for _ in range(draw(st.sampled_from((0, 0, 1, 1, 1, 2, 3, 4)))):
        kind = draw(st.sampled_from(("chow", "pung", "kong", "hidden")))
        if kind == "chow":
            start = draw(st.sampled_from([Tile(s * 9 + n) for s in range(3) for n in range(7)]))
            meld = Meld.chow(start, open=True)
        else:
            tile = draw(st.sampled_from(KINDS))
            meld = Meld.pung(tile) if kind == "pung" else Meld.kong(tile, open=kind == "kong")
        if all(counts[t] + meld.tiles.count(t) <= 4 for t in set(meld.tiles)):
            for t in meld.tiles:
                counts[t] += 1
            melds.append(meld)
    size = 14 - 3 * len(melds)
    source = draw(st.sampled_from(("knitted", "knitted", "narrow", "any")))
    if source == "knitted" and len(melds) <= 1:  # most of a knitted set, then honors by pairs and pungs
        knit = [t for t in draw(st.sampled_from(KNITTED_SETS)) if counts[t] < 4]
        concealed = draw(st.lists(st.sampled_from(knit), min_size=4, max_size=min(9, size), unique=True))
        for t in concealed:
            counts[t] += 1
        while len(concealed) < size:
            tile = draw(st.sampled_from(HONORS + KINDS[:27] if draw(st.booleans()) else HONORS))
            copies = min(draw(st.integers(1, 3)), 4 - counts[tile], size - len(concealed))
            concealed += [tile] * copies
            counts[tile] += copies
        return Hand(tuple(concealed), tuple(melds))
    if source == "knitted":
        kinds = list(draw(st.sampled_from(KNITTED_SETS))) + list(HONORS) + draw(st.lists(st.sampled_from(KINDS), max_size=4))
    elif source == "narrow":
        kinds = draw(st.lists(st.sampled_from(KINDS), min_size=3, max_size=8, unique=True))
    else:
        kinds = list(KINDS)
    pool = [t for t in dict.fromkeys(kinds) for _ in range(4 - counts[t])]
    if len(pool) < size:
        pool = [t for t in KINDS for _ in range(4 - counts[t])]
    picks = draw(st.lists(st.integers(0, len(pool) - 1), min_size=size, max_size=size, unique=True))
    return Hand(tuple(pool[i] for i in picks), tuple(melds))


def disagreements(hand: Hand, rules: Rules) -> list[str]:
    """Where the 14-tile shanten, the 13-tile shanten of each discard and the ranked discards differ."""
    whole = shanten(hand, rules)
    left = {}
    for tile in dict.fromkeys(hand.concealed):
        rest = Hand(hand.without_tile(tile).concealed, hand.melds)
        left[tile] = shanten(rest, rules)
        value, _ = useful_tiles(rest.counts(), len(rest.melds), rest.all_counts(), rules)
        if value != left[tile]:
            return [f"{rules.name}: {rest} is {left[tile]} by shanten(), {value} by useful_tiles()"]
    found = []
    if max(whole, 0) != min(left.values()):
        found.append(f"{rules.name}: {hand} is {whole}, its best discard leaves {min(left.values())}")
    ranked = {d.tile: d.shanten for d in analyze_discards(hand, (), rules)}
    if ranked != left:
        found.append(f"{rules.name}: ranked discards of {hand} {ranked} != {left}")
    return found


@pytest.mark.parametrize("text", ["13369m147p111z [111m]", "147m258p36s111z [111m]", "147m258p36s111z222z"])
def test_a_knitted_straight_beside_an_honor_pung(text: str) -> None:
    hand = parse_hand(text)
    assert disagreements(hand, MCR) == []


def test_the_issue_hand() -> None:
    hand = parse_hand("13369m147p111z [111m]")
    assert shanten(hand, MCR) == 2 == analyze_discards(hand, (), MCR)[0].shanten


@QUICK
@given(hands_in_play())
def test_the_shanten_of_14_tiles_is_the_best_discards(hand: Hand) -> None:
    assert [problem for rules in RULES for problem in disagreements(hand, rules)] == []


@pytest.mark.slow
@SLOW
@given(hands_in_play())
def test_the_shanten_of_14_tiles_is_the_best_discards_long_run(hand: Hand) -> None:
    assert [problem for rules in RULES for problem in disagreements(hand, rules)] == []
