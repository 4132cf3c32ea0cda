"""Find the suit played by clicks (lessons.widgets.kids.find_suit)."""

from __future__ import annotations

from pathlib import Path

import pytest
from boardkit import LANGS, assert_logged, history, rows_with

from lessons.widgets.kids.find_suit import FindSuitBoard
from lessons.widgets.tiles import marks
from mjcore.kidswords import child_tile_name


@pytest.mark.parametrize("lang", LANGS)
def test_find_suit_played_to_the_end(lang: str, progress_path: Path) -> None:
    board = FindSuitBoard(suit="p", size=20, lang=lang, seed=7)
    game = board.game
    assert "mj-find-suit" in board._dom_classes and rows_with(board, "mj-pile")
    assert len(board.pile_buttons) == 20 and [b.tile for b in board.pile_buttons] == list(game.pile)
    targets = game.remaining_targets()
    assert targets and all(game.pile[i].suit.value == "p" for i in targets)

    wrong = next(i for i, tile in enumerate(game.pile) if tile.suit.value != "p")
    board.pile_buttons[wrong].click()
    name = child_tile_name(game.pile[wrong], lang)  # the children's words
    assert board.feedback_text == {
        "en": f"That is {name}; we are looking for coins.",
        "ru": f"Это {name}, а мы ищем: монеты.",
    }[lang]
    assert marks(board.pile_buttons[wrong]) == {"bad"}
    assert board.game.picked == frozenset() and board.game.wrong == (wrong,)  # nothing taken

    for count, pos in enumerate(targets, 1):
        board.pile_buttons[pos].click()
        assert marks(board.pile_buttons[pos]) == {"good"}
        found = {"en": f"Found {count} of {len(targets)}.", "ru": f"Найдено {count} из {len(targets)}."}[lang]
        assert board.status_text == ("" if board.is_over else found)  # at the end: on the feedback line
    assert board.is_over and board.feedback_text.count(found) == 1
    assert board.feedback_text.endswith(board.game.summary().lines[0].text(lang, kids=True, tiles="kids"))
    assert board.parent_text == "\n".join(line.text(lang, kids=True, tiles="kids") for line in board.game.summary().lines[1:])  # the rest is the parent's
    assert board.status_text == ""  # the result is said once, on the feedback line
    assert board.feedback_text.splitlines()[0] == {"en": "Yes! ", "ru": "Да! "}[lang] + child_tile_name(game.pile[targets[-1]], lang) + "."
    assert board.done_button not in board.body.children[-1].children  # only "New game" is left
    assert_logged(progress_path, "find_suit", score=len(targets), mistakes=1, total=len(targets), target="p")

    old_pile = board.game.pile
    board.new_game_button.click()
    assert board.game.found == 0 and not board.is_over and board.game.pile != old_pile
    assert board.feedback_text == "" and not any(marks(b) for b in board.pile_buttons)


def test_find_suit_hint_done_and_repeated_clicks(progress_path: Path) -> None:
    board = FindSuitBoard(suit="dragons", size=30, lang="en", seed=3)
    first, *rest = board.game.remaining_targets()
    board.pile_buttons[first].click()
    before = board.game
    board.pile_buttons[first].click()  # already found: a word, no change
    assert board.game == before
    assert board.feedback_text.startswith("You have found this one already")
    board.hint_button.click()
    assert board.feedback_text == before.hint().text("en", kids=True, tiles="kids")
    assert board.feedback_text.startswith("I see")
    board.done_button.click()
    assert board.is_over and f"Missed: {len(rest)}." in board.parent_text  # the parent's box
    ended, said = board.game, board.feedback_text
    board.pile_buttons[rest[0] if rest else 0].click()  # a click after the end changes nothing
    board.hint_button.click()
    assert board.game == ended and board.feedback_text == said
    assert_logged(progress_path, "find_suit", score=1, mistakes=0, misses=len(rest))
    assert len(history(progress_path, "find_suit")) == 1
