"""Tile buttons: a tile that does something when pressed looks pressable; a tile that is only
shown (the snake's chain, the code of the code lock, the calculator's hand) does not invite a
press: no pointer over it, not in the keyboard's tab order."""

from __future__ import annotations

from lessons.widgets.kids.snake import SnakeBoard
from lessons.widgets.tiles import BASE_CSS, TileStyle, tile_button
from mjcore import Tile


def test_a_tile_without_a_handler_is_still_and_one_with_a_handler_is_not() -> None:
    style = TileStyle()
    shown = tile_button(Tile.from_str("5p"), style, lang="en")
    pressable = tile_button(Tile.from_str("5p"), style, lang="en", on_click=lambda _b: None)
    assert "mj-still" in shown._dom_classes and shown.tabbable is False
    assert "mj-still" not in pressable._dom_classes and pressable.tabbable is None
    assert ".mj-tile.mj-still { cursor: default; }" in BASE_CSS


def test_the_snakes_chain_is_still_and_its_pile_is_pressable() -> None:
    board = SnakeBoard(seed=4, lang="ru", progress=None)
    board.pile_buttons[0].click()  # a first tile on the chain
    assert board.chain_buttons and all("mj-still" in b._dom_classes for b in board.chain_buttons)
    assert board.pile_buttons and not any("mj-still" in b._dom_classes for b in board.pile_buttons)
