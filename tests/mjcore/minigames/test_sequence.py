from __future__ import annotations

import pytest

from mjcore.minigames.base import BadMoveError, BadSettingError
from mjcore.minigames.sequence import Mistake, Phase, Sequence
from mjcore.tiles import Tile


def t(n: int, suit: str = "s") -> Tile:
    return Tile.of(suit, n)


def up(game: Sequence) -> Sequence:
    for n in range(1, 10):
        game = game.place(t(n, game.suit))
    return game


def test_perfect_rows() -> None:
    game = up(Sequence.new("s"))
    assert game.phase is Phase.DOWN and game.up_row == tuple(t(n) for n in range(1, 10))
    for n in range(9, 0, -1):
        game = game.place(t(n))
    assert game.is_over and game.mistakes == ()
    assert game.summary().counts["mistakes"] == 0
    assert "Not a single mistake!" in game.summary().text("en")
    with pytest.raises(BadMoveError):
        game.place(t(1))


def test_six_for_nine_both_ways() -> None:
    game = Sequence.new("p")
    for n in range(1, 6):
        game = game.place(t(n, "p"))
    game = game.place(t(9, "p"))  # a 9 upside down, taken for the 6
    assert game.mistakes[-1].kind is Mistake.SIX_NINE and len(game.row) == 5
    for n in (6, 7, 8):
        game = game.place(t(n, "p"))
    game = game.place(t(6, "p"))  # the 6 taken for the 9: a six_nine, not a repeat
    assert game.mistakes[-1].kind is Mistake.SIX_NINE
    assert game.summary().counts["six_nine"] == 2


def test_gap_and_repeat() -> None:
    game = Sequence.new("m").place(t(1, "m")).place(t(3, "m"))
    assert game.mistakes[-1].kind is Mistake.GAP
    assert "2 of Characters" in game.feedback.text("en")
    game = game.place(t(1, "m"))
    assert game.mistakes[-1].kind is Mistake.REPEAT


def test_down_from_the_one_end() -> None:
    game = up(Sequence.new("s"))
    game = game.place(t(1))  # many children start 9..1 from the 1
    assert game.mistakes[-1].kind is Mistake.WRONG_END
    assert game.feedback.key == "mini.seq.wrong_end_down"
    game = game.place(t(9)).place(t(8), at_left=True)  # and lay right to left
    assert game.mistakes[-1].kind is Mistake.WRONG_END and game.row == (t(9),)
    game = game.place(t(6))  # down: 6 after 9 skips 8, 7 -> a gap
    assert game.mistakes[-1].kind is Mistake.GAP


def test_flip_is_a_cheat() -> None:
    with pytest.raises(BadMoveError):
        Sequence.new("s").flip_row()
    game = up(Sequence.new("s")).flip_row()
    assert game.mistakes[-1].kind is Mistake.FLIPPED and game.row == ()


def test_wrong_suit_and_bad_suit() -> None:
    game = Sequence.new("s").place(t(1, "p"))
    assert game.mistakes[-1].kind is Mistake.WRONG_SUIT
    with pytest.raises(BadSettingError):
        Sequence.new("z")


def test_hints() -> None:
    game = Sequence.new("s")
    assert game.hint().text("en") == "Start with 1 of Bamboo."
    game = up(game).place(t(9))
    assert game.hint().text("en") == "After 9 of Bamboo comes 8 of Bamboo."


def test_summary_lists_tips_in_both_languages() -> None:
    game = up(Sequence.new("p")).flip_row()
    for lang in ("ru", "en"):
        text = game.summary().text(lang)
        assert text.count("\n") == 2
