"""All the sets in twenty tiles played by clicks (lessons.widgets.kids.all_sets)."""

from __future__ import annotations

from pathlib import Path

import pytest
from boardkit import LANGS, assert_logged, rows_with, select

from lessons.widgets.kids.all_sets import AllSetsBoard
from lessons.widgets.tiles import marks
from mjcore.minigames.all_sets import best_partition
from mjcore.tiles import Tile


def positions_of(board: AllSetsBoard, tiles: tuple[Tile, ...]) -> list[int]:
    free = list(board.game.leftover())
    out = []
    for tile in tiles:
        pos = next(i for i in free if board.game.tiles[i] == tile and i not in out)
        out.append(pos)
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_all_sets_played_to_the_best(lang: str, progress_path: Path) -> None:
    board = AllSetsBoard(size=20, lang=lang, seed=8)
    assert "mj-all-sets" in board._dom_classes and len(board.pile.children) == 20
    best = board.game.best
    assert best == len(best_partition(board.game.tiles)) and best > 0

    # a mixed-suit try is explained by the core and changes nothing
    suits = {}
    for i, tile in enumerate(board.game.tiles):
        suits.setdefault(tile.suit, i)
    mixed = list(suits.values())[:3]
    select(board, mixed)
    board.make_button.click()
    assert board.feedback_text == {
        "en": "Mixed suits: all tiles of a set must be of one suit.",
        "ru": "Фишки разных мастей: все фишки комбинации должны быть одной масти.",
    }[lang]
    assert board.game.sets == () and board.selected == []

    # make a set, take it apart by clicking it, make it again
    first = best_partition(board.game.tiles)[0]
    select(board, positions_of(board, first.tiles))
    board.make_button.click()
    assert len(board.game.sets) == 1 and len(rows_with(board, "mj-set-group")) == 1
    rows_with(board, "mj-set-group")[0].children[0].click()
    assert board.game.sets == ()
    assert board.feedback_text == {"en": "The set is taken apart: its tiles are back in the pile.",
                                   "ru": "Комбинация разобрана: её фишки вернулись в кучу."}[lang]

    for meld in best_partition(board.game.tiles):
        positions = positions_of(board, meld.tiles)
        select(board, positions)
        board.make_button.click()
        assert all(marks(board.pile.children[i]) == {"gone"} for i in positions)
    assert board.game.reachable == best == len(board.game.sets)
    board.hint_button.click()
    assert board.feedback_text == {"en": "The tiles left make no more sets.",
                                   "ru": board.game.hint().text("ru")}[lang]
    board.done_button.click()
    made = {"en": f"Sets made: {best}; the best possible is {best}.",
            "ru": f"Собрано комбинаций: {best}; больше всего можно собрать {best}."}[lang]
    assert board.feedback_text.splitlines()[0] == made
    assert_logged(progress_path, "all_sets", score=best, best=best, mistakes=1)
