"""The fan reference of lesson 6 (:class:`McrFanGuide`): every fan's card in both languages, the
search, the buttons of the excluded fans, and the note on the 82nd row computed from the data."""

from __future__ import annotations

import html
import re

import pytest

from lessons.widgets import McrFanGuide
from lessons.widgets.texts import t
from mjcore.scoring.mcr.guide import FAN_GUIDE, GUIDE_BY_KEY, shared_numbers


def _card_text(guide: McrFanGuide) -> str:
    return " ".join(str(getattr(child, "value", "")) for child in guide.card.children)


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_card_shows_the_definition_the_example_and_the_exclusions(lang: str) -> None:
    guide = McrFanGuide(lang=lang)
    other = "en" if lang == "ru" else "ru"
    for entry in FAN_GUIDE:
        guide.choose(entry.key)
        text = _card_text(guide)
        assert html.escape(entry.definition(lang)) in text, entry.key
        assert html.escape(entry.definition(other)) not in text
        assert guide.example_score is not None and entry.key in {i.key for i in guide.example_score.items}
        assert 'class="mj-hand-pieces"' in text  # the example drawn as tiles
        assert [b.description.split(" (")[0] for b in guide.exclude_buttons] == [
            guide.label(GUIDE_BY_KEY[e.key]) for e in entry.excludes]


def test_an_excluded_fan_is_a_button_to_it() -> None:
    guide = McrFanGuide(lang="en")
    guide.choose("mcr.big_three_dragons")
    assert "(of its own sets)" not in " ".join(b.description for b in guide.exclude_buttons)
    guide.exclude_buttons[-1].click()  # Dragon Pung
    assert guide.entry.key == "mcr.dragon_pung"
    assert any(b.description == "2. Big Three Dragons" for b in guide.excluded_by_buttons)
    guide.choose("mcr.two_dragon_pungs")
    assert [b.description for b in guide.exclude_buttons] == ["59. Dragon Pung (of its own sets)"]


def test_the_search_and_the_steps() -> None:
    guide = McrFanGuide(lang="ru")
    guide.search_box.value = "57"
    assert [e.number for e in guide.shown] == ["57Б", "57А"]
    assert guide.chooser.value == "mcr.concealed_kong_and_melded_kong"
    guide.next_button.click()
    assert guide.entry.key == "mcr.two_melded_kongs"
    guide.search_box.value = "88"
    assert {e.points for e in guide.shown} == {88} and len(guide.shown) == 7
    guide.search_box.value = "ветр"
    assert "mcr.big_four_winds" in {e.key for e in guide.shown}
    guide.search_box.value = "нет такого фана"
    assert guide.shown == [] and guide.status_text.endswith(f"0 из {len(FAN_GUIDE)}")
    guide.search_box.value = ""
    guide.back_button.click()
    assert guide.entry.key == FAN_GUIDE[-1].key  # round the list


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_note_says_why_there_are_82_rows(lang: str) -> None:
    note = McrFanGuide(lang=lang).note.value
    fans = len({e.base_number for e in FAN_GUIDE})
    numbers = [int(n) for n in re.findall(r"\d+", note)]
    assert numbers[:2] == [fans, len(FAN_GUIDE)] == [81, 82]
    (number, rows), = shared_numbers().items()
    assert t("fanguide.shared", lang, number=number, rows="")[:10] in note
    for entry in rows:
        assert entry.name(lang) in note and str(entry.points) in note
    assert ("57Б" in note) == (lang == "ru") and ("57B" in note) == (lang == "en")


def test_going_through_the_fans_leaves_no_widgets_behind() -> None:
    """A card shown changes its parts' values; the buttons of other fans it drops are closed
    (with shared layouts and styles): a learner going round the list does not pile up models."""
    from ipywidgets.widgets import widget

    guide = McrFanGuide(lang="en")
    for entry in FAN_GUIDE:
        guide.choose(entry.key)
    before = len(widget._instances)
    for entry in FAN_GUIDE:
        guide.choose(entry.key)
    assert len(widget._instances) == before
