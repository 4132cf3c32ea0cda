from __future__ import annotations

import random
from collections import Counter
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mjcore.minigames.all_sets import AllSets, best_partition, best_sets
from mjcore.minigames.base import BadMoveError
from mjcore.minigames.sets import Reason, judge
from mjcore.notation import parse_tiles
from mjcore.tiles import Tile


def _brute(tiles: tuple[Tile, ...]) -> int:
    """Try every triple, recursively (tiny inputs only): the solver's independent check."""

    @cache
    def go(rest: tuple[Tile, ...]) -> int:
        if len(rest) < 3:
            return 0
        first, others = rest[0], rest[1:]
        best = go(others)  # the first tile stays alone
        for i in range(len(others)):
            for j in range(i + 1, len(others)):
                if judge((first, others[i], others[j]), strict_order=False).ok:
                    left = tuple(t for k, t in enumerate(others) if k not in (i, j))
                    best = max(best, 1 + go(left))
        return best

    return go(tuple(sorted(tiles)))


SMALL = st.lists(st.sampled_from([Tile(k) for k in (9, 10, 11, 12, 13, 14, 18, 19, 20, 31, 32)]),
                 min_size=0, max_size=10).filter(lambda ts: max(Counter(ts).values(), default=0) <= 4)


@settings(max_examples=150, deadline=None)
@given(SMALL)
def test_solver_matches_brute_force(tiles: list[Tile]) -> None:
    assert best_sets(tiles) == _brute(tuple(tiles))


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 100_000))
def test_partition_uses_the_tiles(seed: int) -> None:
    game = AllSets.new(random.Random(seed), "mpsz")
    assert len(game.tiles) == 20
    used = Counter(t for m in best_partition(game.tiles) for t in m.tiles)
    assert not used - Counter(game.tiles)


def test_greedy_chow_is_not_best() -> None:
    game = AllSets.from_tiles(parse_tiles("234456p777s"))
    assert game.best == 3
    game = game.make_set([1, 2, 4])  # 3-4-5 strands the 2 and the 6
    assert game.reachable == 2
    assert game.hint().key == "mini.all.hint_apart"
    assert game.summary().lines[1].key == "mini.all.other_split"
    game = game.take_apart(0)
    assert game.reachable == 3 and game.hint().key == "mini.all.hint_set"
    for positions in ([0, 1, 2], [3, 4, 5], [6, 7, 8]):
        game = game.make_set(positions)
    assert game.hint().key == "mini.all.hint_done"
    game = game.finish()
    assert game.summary().counts["made"] == 3
    assert "That is the best possible!" in game.summary().text("en")
    with pytest.raises(BadMoveError):
        game.make_set([9])


def test_mixed_suits_are_counted() -> None:
    game = AllSets.from_tiles(parse_tiles("3p4s5p777z"))
    game = game.make_set([0, 1, 2])
    assert game.tries[-1].reason is Reason.MIXED_SUITS and game.sets == ()
    game = game.make_set([3, 4, 5])
    assert game.summary().counts == {"made": 1, "best": 1, "reachable": 1, "wrong": 1}


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 100_000))
def test_following_hints_reaches_the_best(seed: int) -> None:
    game = AllSets.new(random.Random(seed))
    for _ in range(20):
        hint = game.hint()
        if hint.key == "mini.all.hint_done":
            break
        params = dict(hint.params)
        start, kind = params["tile"], params["kind"].key
        left = game.leftover()
        want = [start] * 3 if kind == "meld.pung" else [start, Tile(start + 1), Tile(start + 2)]
        positions: list[int] = []
        for tile in want:
            positions.append(next(i for i in left if game.tiles[i] == tile and i not in positions))
        game = game.make_set(positions)
    assert len(game.sets) == game.best
