"""The tile palette and the hand builder: clicks, notation, refused moves in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest

from lessons.widgets.picker import HandBuilder, TilePicker
from mjcore.errors import MahjongError
from mjcore.hand import Hand
from mjcore.notation import parse_hand
from mjcore.tiles import Tile

LOCALE = Path(__file__).parents[3] / "lessons" / "widgets" / "locale"


def palette_button(builder: HandBuilder, tile: str):  # type: ignore[no-untyped-def]
    return next(b for b in builder.picker.buttons if b.tile == Tile.from_str(tile))


def core_error(action) -> MahjongError:  # type: ignore[no-untyped-def]
    with pytest.raises(MahjongError) as caught:
        action()
    return caught.value


def test_picker_palette_calls_on_pick_with_the_tile() -> None:
    picked: list[Tile] = []
    picker = TilePicker(picked.append, lang="en")
    assert len(picker.buttons) == 34
    assert "mj-picker" in picker._dom_classes
    picker.buttons[9].click()
    picker.buttons[33].click()
    assert picked == [Tile.P1, Tile.RED]
    assert picker.buttons[9].tooltip == Tile.P1.full_name("en")
    assert [b.tile for b in TilePicker(suits="f").buttons] == [Tile.from_str(f"{n}f") for n in range(1, 9)]
    TilePicker().buttons[0].click()  # no on_pick: nothing happens, nothing breaks


def test_build_a_hand_by_clicks() -> None:
    builder = HandBuilder(lang="en")
    seen: list[str] = []
    builder.on_change.append(seen.append)
    for tile in ["5p", "1m", "E", "1m", "1f"]:
        palette_button(builder, tile if tile != "E" else "1z").click()
    assert builder.hand_text == "11m5p1z 1f"
    assert builder.hand == parse_hand("11m5p1z1f", check_size=False)
    assert builder.text_box.value == builder.hand_text
    assert seen[-1] == builder.hand_text and len(seen) == 5
    assert [b.tile for b in builder.hand_buttons] == [Tile.M1, Tile.M1, Tile.P5, Tile.EAST, Tile.PLUM]
    assert builder.last_added == Tile.PLUM
    assert "mj-hand" in builder.hand_row._dom_classes and "mj-hand-builder" in builder._dom_classes
    assert ": 4 " in builder.status_text  # the bonus tile is set aside, not counted
    builder.hand_buttons[2].click()  # 5p goes back
    assert builder.hand_text == "11m1z 1f"
    builder.hand_buttons[-1].click()  # the plum goes back
    assert builder.hand_text == "11m1z"
    builder.clear_button.click()
    assert builder.hand_text == "" and builder.hand_buttons == []


def test_build_a_hand_by_text_and_take_back_a_declared_set() -> None:
    builder = HandBuilder("EE 321m [789s] {5555p}", lang="ru")
    assert builder.hand_text == "123m11z [789s] {5555p}"
    assert len(builder.hand_buttons) == 5 + 3 + 4
    builder.hand_buttons[6].click()  # a tile of [789s]: the whole set goes
    assert builder.hand_text == "123m11z {5555p}"
    builder.text_box.value = "  "
    assert builder.hand_text == ""


def test_a_fast_second_click_on_a_tile_that_is_gone_changes_nothing() -> None:
    """A double click on the last tile: both clicks leave the browser before the hand is drawn
    again, so the second one asks for a place that is gone (it raised IndexError in the site)."""
    builder = HandBuilder("123m 456p", lang="en")
    builder.hand_buttons[-1].click()
    assert builder.hand_text == "123m45p"
    builder.remove(5)  # the second click's handler: index 5 of the old drawing
    assert builder.hand_text == "123m45p" and builder.feedback_text == ""


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("bad", ["123x", "12m [45", "[12m]", "1m2"])
def test_bad_notation_keeps_the_hand_with_the_core_message(lang: str, bad: str) -> None:
    builder = HandBuilder("123m", lang=lang)
    calls: list[str] = []
    builder.on_change.append(calls.append)
    builder.text_box.value = bad
    error = core_error(lambda: parse_hand(bad, check_size=False))
    assert builder.feedback_text == error.message(lang)
    assert builder.hand_text == "123m" and calls == []
    builder.text_box.value = "456p"  # a good text clears the message
    assert builder.hand_text == "456p" and builder.feedback_text == ""


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_a_fifth_copy_is_refused(lang: str) -> None:
    builder = HandBuilder("5555m", lang=lang)
    palette_button(builder, "5m").click()
    error = core_error(lambda: Hand((Tile.M5,) * 5, check_size=False))
    assert builder.feedback_text == error.message(lang)
    assert builder.hand_text == "5555m"
    builder.text_box.value = "1f1f"
    assert builder.feedback_text == core_error(lambda: parse_hand("1f1f", check_size=False)).message(lang)
    assert builder.hand_text == "5555m"


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_a_fifteenth_tile_is_refused(lang: str) -> None:
    builder = HandBuilder("123m456p234789s55z", lang=lang)
    palette_button(builder, "9m").click()
    expected = core_error(lambda: Hand(parse_hand("123m456p789s234s55z9m", check_size=False).concealed)).message(lang)
    assert builder.feedback_text == expected and "15" in expected
    assert builder.hand_text == "123m456p234789s55z"
    palette_button(builder, "2f").click()  # a bonus tile is set aside: always room for it
    assert builder.hand_text == "123m456p234789s55z 2f"
    builder.text_box.value = "[1111m] [2222m] [3333m] [4444m] 55m 6m"
    assert "15" in builder.feedback_text and builder.hand_text == "123m456p234789s55z 2f"


