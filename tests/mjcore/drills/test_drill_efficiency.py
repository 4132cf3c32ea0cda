"""Efficiency drills: every answer re-derived by brute force on the core's plain shanten and
win checks (the drills use the incremental analysis, mjcore.analysis)."""

from __future__ import annotations

import random
import re

import pytest

from mjcore.decompose import is_winning
from mjcore.drills.efficiency import DrillError, accuracy
from mjcore.errors import MahjongError
from mjcore.hand import Hand, Meld
from mjcore.notation import parse_hand
from mjcore.quiz import Question, generate
from mjcore.scoring import WinContext, find_system
from mjcore.shanten import shanten
from mjcore.tiles import KINDS, Tile


def _hand(q: Question) -> Hand:
    """The question's hand (every question of these drills has one)."""
    assert q.hand is not None
    return q.hand


def _useful(rest: Hand) -> tuple[int, int]:
    """Shanten of a 13-tile hand and the unseen copies of the draws that lower it."""
    now = shanten(rest)
    held = rest.all_counts()
    count = 0
    for tile in KINDS:
        if held[tile] < 4 and shanten(rest.with_tile(tile)) < now:
            count += 4 - held[tile]
    return now, count


def _brute_accuracy(hand: Hand) -> dict[Tile, float]:
    figures = {tile: _useful(hand.without_tile(tile)) for tile in set(hand.concealed)}
    best = min(figures.values(), key=lambda f: (f[0], -f[1]))
    return {t: 0.0 if s > best[0] else (1.0 if best[1] == 0 else round(c / best[1], 4)) for t, (s, c) in figures.items()}


@pytest.mark.parametrize("level", [1, 2, 3])
def test_discard_accuracy_matches_brute_force(level: int) -> None:
    for seed in range(6):
        q = generate("discard_accuracy", random.Random(seed), level)
        hand = _hand(q)
        expected = _brute_accuracy(hand)
        assert expected[Tile.from_str(q.answer[0])] == 1.0
        assert sum(1 for v in expected.values() if v == 1.0) == 1
        for option in q.options:
            tile = Tile.from_str(option.value)
            assert accuracy(hand, tile) == expected[tile]
            assert f"{option.value}: " in q.explanation.text("en")
        shown = [int(x) for x in re.findall(r"— (\d+)%", q.explanation.text("en"))]
        assert shown == sorted(shown, reverse=True) and shown[0] == 100


def test_accuracy_of_a_tile_not_held_is_a_localized_error() -> None:
    with pytest.raises(DrillError) as error:
        accuracy(parse_hand("123m456p789s1122z5p"), Tile.M9)
    assert "9m" in error.value.message("en") and "нет" in error.value.message("ru")


@pytest.mark.parametrize("level", [1, 2, 3])
def test_waits_drill_matches_every_draw_tried(level: int) -> None:
    for seed in range(6):
        q = generate("waits_drill", random.Random(seed), level)
        hand = _hand(q)
        held = hand.all_counts()
        expected = sorted(str(t) for t in KINDS if held[t] < 4 and is_winning(hand.with_tile(t)))
        assert sorted(q.answer) == expected
        if level >= 2:
            assert len({t.suit for t in hand.concealed}) == 1
        if level == 3:
            assert len(expected) >= 3


def test_toward_8_counts_only_wins_worth_eight() -> None:
    mcr = find_system("mcr")
    for seed in range(3):
        q = generate("mcr_toward_8", random.Random(seed), 1 + seed % 2)
        hand, context = _hand(q), q.context
        assert context is not None
        held = hand.all_counts()
        worth: dict[str, int] = {}
        for option in q.options:
            rest = hand.without_tile(Tile.from_str(option.value))
            count = 0
            for tile in KINDS:
                if held[tile] >= 4:
                    continue
                try:
                    score = mcr.score(rest.with_tile(tile), WinContext(tile, seat_wind=context.seat_wind,
                                                                        round_wind=context.round_wind))
                except MahjongError:
                    continue
                if score.meets_minimum:
                    count += 4 - held[tile]
            worth[option.value] = count
        best = max(worth.values())
        assert [v for v, c in worth.items() if c == best] == list(q.answer), worth


def _after_claim(hand: Hand, tile: Tile, value: str) -> int:
    """The least shanten after claiming (``value``) and the best discard, tried one by one."""
    concealed = list(hand.concealed)
    kind, _, start = value.partition(":")
    if kind == "chow":
        first = Tile.from_str(start)
        used = [Tile(first + i) for i in range(3)]
        used.remove(tile)
        meld = Meld.chow(first)
    else:
        used = [tile, tile]
        meld = Meld.pung(tile)
    for t in used:
        concealed.remove(t)
    melds = (*hand.melds, meld)
    return min(shanten(Hand(tuple(c for j, c in enumerate(concealed) if j != i), melds, check_size=False))
               for i in range(len(concealed)))


@pytest.mark.parametrize("level", [1, 2, 3])
def test_claim_or_pass_is_the_closer_hand(level: int) -> None:
    for seed in range(8):
        q = generate("claim_or_pass", random.Random(seed), level)
        hand, (tile,) = _hand(q), q.tiles
        values = [o.value for o in q.options]
        if is_winning(hand.with_tile(tile)):
            assert q.answer == ("mahjong",)
            continue
        now = shanten(hand)
        after = {v: _after_claim(hand, tile, v) for v in values if v != "pass"}
        best = min(after.values(), default=now)
        if best < now:
            assert after[q.answer[0]] == best
        else:
            assert q.answer == ("pass",)
        if "left" not in q.prompt.text("en"):  # only the player on the left's discard may be chowed
            assert not any(v.startswith("chow") for v in values)


@pytest.mark.parametrize("level", [1, 2])
def test_safe_discard_cannot_win_for_them_and_the_others_can(level: int) -> None:
    for seed in range(8):
        q = generate("safe_discard", random.Random(seed), level)
        theirs = parse_hand(re.search(r"hand was (.+?), waiting", q.explanation.text("en")).group(1), check_size=False)  # type: ignore[union-attr]
        for option in q.options:
            tile = Tile.from_str(option.value)
            assert is_winning(theirs.with_tile(tile)) == (option.value not in q.answer)
        assert Tile.from_str(q.answer[0]) in q.tiles  # one of their discards
