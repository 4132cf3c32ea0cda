from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mjcore.minigames.base import BadMoveError, BadSettingError
from mjcore.minigames.find_suit import FULL_SET, FindSuit, Target
from mjcore.notation import parse_tiles


def test_full_set_is_the_box() -> None:
    assert len(FULL_SET) == 144


@pytest.mark.parametrize("target", list(Target))
def test_every_target_has_something_to_find(target: Target) -> None:
    for seed in range(20):
        game = FindSuit.new(random.Random(seed), target, size=10)
        assert game.total >= 1
        assert len(game.pile) == 10


def test_targets() -> None:
    assert Target.parse("dragons").matches(parse_tiles("7z")[0])
    assert not Target.parse("winds").matches(parse_tiles("7z")[0])
    assert Target.parse("p").matches(parse_tiles("5p")[0])
    assert Target.parse("bonus").matches(parse_tiles("3f")[0])
    with pytest.raises(BadSettingError):
        Target.parse("hearts")


def test_a_game() -> None:
    game = FindSuit.from_tiles(parse_tiles("1p5m2p7z9p"), "p", columns=2)
    assert game.total == 3
    game = game.pick(0).pick(1)  # a right one, a wrong one (5m stays in the pile)
    assert (game.found, len(game.wrong)) == (1, 1)
    assert game.hint().text("en") == "I see 2 of Dots in row 2."
    game, _hint = game.ask_hint()
    assert game.hints == 1
    with pytest.raises(BadMoveError):
        game.pick(0)  # already taken
    game = game.finish()
    assert game.misses == 2 and game.is_over
    text = game.summary().text("en")
    assert "Found 1 of 3." in text and "Wrong picks: 1 (5 of Characters)." in text and "Missed: 2." in text
    assert "Найдено 1 из 3." in game.summary().text("ru")
    with pytest.raises(BadMoveError):
        game.pick(2)


def test_finding_all_ends_the_game() -> None:
    game = FindSuit.from_tiles(parse_tiles("1p5m"), "p")
    game = game.pick(0)
    assert game.is_over and game.misses == 0
    assert game.hint().key == "mini.find.hint_none"


def test_bad_settings() -> None:
    with pytest.raises(BadSettingError):
        FindSuit.new(random.Random(1), "p", size=200)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000), st.lists(st.integers(0, 29), max_size=40))
def test_found_plus_misses_is_total(seed: int, picks: list[int]) -> None:
    game = FindSuit.new(random.Random(seed), "s", size=30)
    for pos in picks:
        if game.is_over:
            break
        if pos in game.picked:
            continue
        game = game.pick(pos)
    assert game.found + game.misses == game.total
    assert all(game.target.matches(game.pile[i]) for i in game.picked)
    assert not any(game.target.matches(game.pile[i]) for i in game.wrong)
