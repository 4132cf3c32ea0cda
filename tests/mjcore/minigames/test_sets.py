from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mjcore.hand import Meld, MeldKind
from mjcore.minigames.base import BadMoveError, BadSettingError
from mjcore.minigames.sets import Reason, SetsGame, deal_pile, find_set, judge
from mjcore.notation import parse_tiles
from mjcore.tiles import Tile


@pytest.mark.parametrize(
    ("text", "kind", "reason"),
    [
        ("345p", MeldKind.CHOW, None),
        ("555p", MeldKind.PUNG, None),
        ("5555p", MeldKind.KONG, None),
        ("777z", MeldKind.PUNG, None),
        ("134p", None, Reason.NOT_NEIGHBOURS),  # the article's example
        ("987s", None, Reason.REVERSED),  # laid from the larger to the smaller
        ("3p4s5p", None, Reason.MIXED_SUITS),
        ("567z", None, Reason.HONOR_CHOW),
        ("123z", None, Reason.HONOR_CHOW),
        ("556m", None, Reason.NOT_SAME),
        ("5556m", None, Reason.KONG_NOT_SAME),
        ("1234m", None, Reason.KONG_NOT_SAME),
        ("55m", None, Reason.COUNT),
        ("1f1m", None, Reason.COUNT),
        ("12f3f", None, Reason.BONUS),
        ("891m", None, Reason.NOT_NEIGHBOURS),  # no wrapping round
    ],
)
def test_judge(text: str, kind: MeldKind | None, reason: Reason | None) -> None:
    verdict = judge(parse_tiles(text))
    assert (verdict.kind, verdict.reason) == (kind, reason)
    assert verdict.message().text("en") and verdict.message().text("ru")


def test_order_free_judge() -> None:
    assert judge(parse_tiles("987s"), strict_order=False).kind is MeldKind.CHOW


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 33), st.sampled_from(["chow", "pung", "kong"]), st.randoms(use_true_random=False))
def test_every_meld_is_judged_a_set(k: int, kind: str, rnd: random.Random) -> None:
    tile = Tile(k)
    if kind == "chow" and not (tile.is_suited and tile.number <= 7):
        return
    meld = getattr(Meld, kind)(tile)
    assert judge(meld.tiles).kind is meld.kind
    shuffled = list(meld.tiles)
    rnd.shuffle(shuffled)
    assert judge(shuffled, strict_order=False).kind is meld.kind


def test_find_set() -> None:
    tiles = parse_tiles("9p1p7z2p7z3p7z")
    assert find_set(tiles) == (1, 3, 5)
    assert find_set(tiles, frozenset({1})) == (4, 6, 2) or find_set(tiles, frozenset({1})) == (2, 4, 6)
    assert find_set(parse_tiles("13p5s")) is None


def test_game() -> None:
    game = SetsGame(parse_tiles("1p2p4p3p3p3p"))
    game = game.try_set([0, 1, 2])
    assert game.last is not None and game.last.reason is Reason.NOT_NEIGHBOURS
    game = game.try_set([0, 1, 3])
    assert game.made == (Meld.chow(Tile.P1),)
    assert game.hint().key == "mini.sets.hint_none"
    assert game.is_over  # 4p 3p 3p: no set left
    with pytest.raises(BadMoveError):
        game.try_set([2, 4, 5])
    counts = game.summary().counts
    assert counts["sets"] == 1 and counts["chow"] == 1 and counts["not_neighbours"] == 1
    assert "Chows: 1." in game.summary().text("en")


def test_new_and_hint_leads_to_a_set() -> None:
    game = SetsGame.new(random.Random(7))
    assert len(game.pile) == 27 and all(t.suit.value == "p" for t in game.pile)
    while not game.is_over:
        found = find_set(game.pile, game.taken)
        assert found is not None
        before = len(game.made)
        game = game.try_set(list(found))
        assert len(game.made) == before + 1


def test_deal_pile_settings() -> None:
    assert len(deal_pile(random.Random(1), "z", 28)) == 28
    with pytest.raises(BadSettingError):
        deal_pile(random.Random(1), "x", 5)
    with pytest.raises(BadSettingError):
        deal_pile(random.Random(1), "p", 37)
