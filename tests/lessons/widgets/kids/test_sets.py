"""Chows, pungs and kongs played by clicks (lessons.widgets.kids.sets)."""

from __future__ import annotations

from pathlib import Path

import pytest
from boardkit import LANGS, assert_logged, rows_with, select

from lessons.widgets.kids.sets import SetsBoard
from lessons.widgets.tiles import marks
from mjcore.hand import MeldKind
from mjcore.minigames.sets import Reason, find_set, judge


@pytest.mark.parametrize("lang", LANGS)
def test_sets_played_to_the_end(lang: str, progress_path: Path) -> None:
    board = SetsBoard(suit="p", lang=lang, seed=5)
    assert "mj-sets" in board._dom_classes
    words = {"ru": ["Чоу", "Панг", "Конг"], "en": ["Chow", "Pung", "Kong"]}[lang]
    assert [b.description for b in board.kind_buttons.values()] == words

    board.kind_buttons[MeldKind.PUNG].click()
    assert board.feedback_text == {"en": "Select the tiles first.", "ru": "Сначала выбери фишки."}[lang]
    assert board.game.tries == ()

    # a chow laid from the larger to the smaller: refused, the pile stays
    chow = find_set(board.game.pile, board.game.taken)
    assert judge([board.game.pile[i] for i in chow]).kind is MeldKind.CHOW
    select(board, chow[::-1])
    assert [marks(board.pile.children[i]) for i in chow] == [{"selected"}] * 3
    assert [b.tile for b in board.tray.children] == [board.game.pile[i] for i in chow[::-1]]
    board.kind_buttons[MeldKind.CHOW].click()
    assert board.feedback_text == {
        "en": "Right numbers, but lay them from the smaller to the larger, left to right.",
        "ru": "Числа верные, но кладём от меньшего к большему, слева направо.",
    }[lang]
    assert board.game.taken == frozenset() and board.game.last.reason is Reason.REVERSED
    assert board.selected == []

    # the right tiles called by another name: not taken, the selection stays
    select(board, chow)
    board.kind_buttons[MeldKind.PUNG].click()
    assert board.feedback_text.startswith({"en": "Not a pung. A chow, three neighbours:",
                                           "ru": "Это не панг. Чоу — три соседа:"}[lang])
    assert board.game.made == () and board.selected == list(chow)

    made = 0
    while not board.is_over:
        positions = find_set(board.game.pile, board.game.taken)
        if board.selected != list(positions):
            board.clear_button.click()
            select(board, positions)
        kind = judge([board.game.pile[i] for i in positions]).kind
        board.kind_buttons[kind].click()
        made += 1
        assert len(board.game.made) == made
        assert all(marks(board.pile.children[i]) == {"gone"} for i in positions)
    assert find_set(board.game.pile, board.game.taken) is None
    assert len(rows_with(board, "mj-set-group")) == made
    assert board.game.summary().lines[0].text(lang, kids=True, tiles="kids") in board.feedback_text
    assert board.parent_text == "\n".join(line.text(lang, kids=True, tiles="kids") for line in board.game.summary().lines[1:])
    assert_logged(progress_path, "sets", score=made, mistakes=2, name_mistakes=1, reversed=1, suit="p")

    board.new_game_button.click()
    assert board.game.made == () and board.name_mistakes == 0 and board.feedback_text == ""


def test_sets_of_winds_and_dragons_have_no_chow(progress_path: Path) -> None:
    board = SetsBoard(suit="z", lang="en", seed=2)
    assert list(board.kind_buttons) == [MeldKind.PUNG, MeldKind.KONG]
    assert all(tile.is_honor for tile in board.game.pile)
    different = [next(i for i, t in enumerate(board.game.pile) if t == tile) for tile in
                 list(dict.fromkeys(board.game.pile))[:3]]
    select(board, different)
    board.kind_buttons[MeldKind.PUNG].click()
    assert board.feedback_text == ("Dragons and winds only go together when they are the same: "
                                   "three the same or four the same.")  # no chow on the dragons' board
    assert "chow" not in board.feedback_text.lower()
    board.done_button.click()
    assert board.is_over
    assert_logged(progress_path, "sets", score=0, mistakes=1, suit="z")
