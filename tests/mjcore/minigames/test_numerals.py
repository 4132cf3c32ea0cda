"""Chinese numerals answered by number (mjcore.minigames.numerals)."""

from __future__ import annotations

import random

import pytest

from mjcore.i18n import Message
from mjcore.minigames import BadMoveError, BadSettingError, Numerals


@pytest.mark.parametrize("seed", range(10))
def test_numbers_are_characters_tiles_never_twice_in_a_row(seed: int) -> None:
    game = Numerals.new(random.Random(seed), rounds=12)
    assert all(a != b for a, b in zip(game.numbers, game.numbers[1:]))
    while not game.is_over:
        assert game.tile.suit.value == "m" and game.tile.number == game.answer
        game = game.say(game.answer)
    assert game.summary().counts == {"right": 12, "mistakes": 0}


def test_a_wrong_number_keeps_the_tile_and_the_hint_is_its_story() -> None:
    game = Numerals.from_numbers([4, 9])
    wrong = game.say(5)
    assert (wrong.round, wrong.mistakes) == (0, 1)
    assert wrong.hint().text("en") == "A box with four sides is four."
    done = wrong.say(4).say(9)
    assert done.is_over and done.summary().text("ru") == "Угадано 2 из 2.\nОшибок: 1."
    with pytest.raises(BadMoveError):
        done.say(1)


@pytest.mark.parametrize("n", range(1, 10))
def test_every_numeral_has_its_story_in_both_languages(n: int) -> None:
    for lang in ("ru", "en"):
        assert Message(f"mini.numerals.hint.{n}").text(lang)


def test_bad_settings_are_refused() -> None:
    with pytest.raises(BadSettingError):
        Numerals.from_numbers([0])
    with pytest.raises(BadSettingError):
        Numerals.new(random.Random(1), rounds=0)
