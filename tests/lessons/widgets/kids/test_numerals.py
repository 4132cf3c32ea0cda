"""The Chinese-numeral board: tiles without the corner index, number buttons (lessons.widgets.kids.numerals)."""

from __future__ import annotations

import base64
import re
from pathlib import Path

import pytest
from boardkit import LANGS, assert_logged

from lessons.widgets.kids.numerals import NumeralsBoard, tile_without_index
from mjcore.render import tile_svg
from mjcore.tiles import Tile


def shown_svg(board: NumeralsBoard) -> str:
    uri = re.search(r'src="data:image/svg\+xml;base64,([^"]+)"', board.picture.value).group(1)
    return base64.b64decode(uri).decode()


@pytest.mark.parametrize("n", range(1, 10))
def test_the_tile_is_drawn_without_its_corner_number(n: int) -> None:
    tile = Tile.of("m", n)
    full, bare = tile_svg(tile, height=180), tile_without_index(tile)
    # the index is the one glyph of an Arabic digit: in the full picture, not in the bare one
    assert full.count("<use") == bare.count("<use") + 1
    assert len(bare) < len(full) and f'data-tile="{tile}"' in bare


@pytest.mark.parametrize("lang", LANGS)
def test_numerals_played_to_the_end_with_a_wrong_number_and_a_retry(lang: str, progress_path: Path) -> None:
    board = NumeralsBoard(lang=lang, seed=4)
    assert [b.description for b in board.number_buttons] == [str(n) for n in range(1, 10)]
    answer = board.game.answer
    assert f'data-tile="{answer}m"' in shown_svg(board)
    wrong = answer % 9 + 1
    board.number_buttons[wrong - 1].click()
    assert board.game.round == 0 and board.game.answer == answer  # the same tile again
    assert "mj-number-bad" in board.number_buttons[wrong - 1]._dom_classes
    assert board.feedback_text == board.game.last.text(lang)
    board.hint_button.click()
    assert board.feedback_text == board.game.hint().text(lang)
    while not board.is_over:
        board.number_buttons[board.game.answer - 1].click()
    assert all(b.disabled for b in board.number_buttons)
    assert_logged(progress_path, "numerals", score=6, mistakes=1)
