"""Sets, pairs and singles of a hand; why a discard may not be taken; why not mahjong yet."""

from __future__ import annotations

import pytest

from mjcore.grouping import group_tiles, not_yet, why_not_take
from mjcore.hand import Meld
from mjcore.notation import parse_tiles


def test_groups_keep_every_tile_and_prefer_sets() -> None:
    tiles = parse_tiles("11123m 456p 99s 5z 7z")
    g = group_tiles(tiles)
    assert sorted(t for group in g.groups for t in group.tiles) == sorted(tiles)
    assert all(Meld.from_tiles(s.tiles) is not None for s in g.sets)  # the core's one definition of a set
    # 11123m: 123m and the pair 11m (two groups) rather than 111m and two singles
    assert [str(s) for s in g.sets] == ["123m", "456p"] and [str(p) for p in g.pairs] == ["11m", "99s"]
    assert [str(t) for t in g.singles] == ["5z", "7z"]


def test_a_complete_hand_is_four_sets_and_a_pair() -> None:
    g = group_tiles(parse_tiles("123m 456p 789s 555z 11z"))
    assert (len(g.sets), len(g.pairs), g.singles) == (4, 1, ())


@pytest.mark.parametrize(("hand", "tile", "key"), [
    ("123m 5p", "5p", "child.group.take_one_same"),
    ("123m 4p", "5p", "child.group.take_one_neighbour"),
    ("123m 9s", "5p", "child.group.take_nothing"),
    ("123m 7z", "7z", "child.group.take_one_same"),
    ("123m 6z", "7z", "child.group.take_nothing"),  # dragons have no neighbours
])
def test_why_a_discard_may_not_be_taken(hand: str, tile: str, key: str) -> None:
    why = why_not_take(parse_tiles(hand), parse_tiles(tile)[0])
    assert why is not None and why.key == key
    assert tile not in why.text("ru", kids=True, tiles="kids")  # named, never coded


@pytest.mark.parametrize(("hand", "tile"), [("55p", "5p"), ("46p", "5p"), ("67p", "5p"), ("34p", "5p"), ("77z", "7z")])
def test_a_discard_that_completes_a_set_may_be_taken(hand: str, tile: str) -> None:
    assert why_not_take(parse_tiles(hand), parse_tiles(tile)[0]) is None


def test_no_chow_where_the_rules_allow_none() -> None:
    assert why_not_take(parse_tiles("46p"), parse_tiles("5p")[0], chow=False) is not None


def test_not_yet_counts_what_the_hand_holds() -> None:
    message = not_yet(parse_tiles("123m 456p 11z 5z 6z 7z"), declared_sets=1)
    assert dict(message.params) == {"sets": 3, "pairs": 1, "singles": 3}
