"""Boards chosen by picture buttons, not code (lessons.widgets.choice)."""

from __future__ import annotations

import pytest

from lessons.widgets.choice import AllSetsChoice, MemoryChoice, SetsChoice, SolitaireChoice, layout_svg
from lessons.widgets.kids.all_sets import AllSetsBoard
from lessons.widgets.kids.memory import MemoryBoard
from lessons.widgets.kids.sets import SetsBoard
from lessons.widgets.solitaire import SolitaireBoard


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_sets_by_suit_buttons_with_pictures(lang: str) -> None:
    choice = SetsChoice(honors=True, lang=lang, seed=1, progress=False)
    assert [b.description for b in choice.buttons] == {
        "ru": ["Монеты", "Бамбуки", "Знаки", "Драконы и ветры"], "en": ["Coins", "Bamboo", "Characters", "Dragons and winds"]}[lang]
    assert ["mj-t-5p" in choice.buttons[0]._dom_classes, "mj-t-7z" in choice.buttons[3]._dom_classes] == [True, True]
    for index, suit in enumerate("psmz"):
        choice.buttons[index].click()
        assert isinstance(choice.board, SetsBoard) and choice.board.suit == suit
        assert choice.children[-1] is choice.board and "mj-chosen" in choice.buttons[index]._dom_classes
        assert {t.suit.value for t in choice.board.game.pile} == {suit}
    first = choice.made[0]
    choice.buttons[0].click()
    assert choice.board is first  # a board chosen again is the same board: nothing lost


def test_memory_and_all_sets_with_dragons_and_winds() -> None:
    memory = MemoryChoice(lang="en", seed=2, progress=False)
    memory.buttons[1].click()
    assert isinstance(memory.board, MemoryBoard) and {t.suit.value for t in memory.board.game.board} == {"z"}
    every = AllSetsChoice(lang="ru", seed=2, progress=False)
    every.buttons[1].click()
    assert isinstance(every.board, AllSetsBoard) and every.board.suits == "mpsz"


def test_solitaire_layouts_by_their_pictures() -> None:
    choice = SolitaireChoice(lang="en", seed=3, progress=False)
    assert [b.description for b in choice.buttons] == ["Little house", "Pyramid", "Tower"]
    assert "layout" not in choice.children[1].value.replace("mj-pic", "")  # no code words on screen
    choice.buttons[2].click()
    assert isinstance(choice.board, SolitaireBoard) and choice.board.arrangement.name == "tower"
    assert layout_svg("kids").count("<rect") == 12
