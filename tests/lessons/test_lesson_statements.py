"""Sentences of the adults' lessons about a rule, checked by running the engine: what each scoring
system gives a bonus tile (lesson 1, the welcome page), who gets a discard (lesson 3), what Hong
Kong gives lesson 9's third hand, and the course map's lists (each number is its lesson's)."""

from __future__ import annotations

import re

import pytest

from mjcore.game.actions import Action
from mjcore.game.claims import resolve
from mjcore.practice.record import DAY, Progress
from mjcore.scoring.base import ContextError
from mjcore.scoring.hk import BONUS_KEYS
from mjcore.tiles import WINDS, Tile
from tests.lessons.facts import LANGS, LESSONS, cells, lesson_text, source
from tests.lessons.facts.common import bonus_gain, items
from tests.lessons.facts.l09_compare import scored

#: How a lesson says that the classical system scores no bonus tile.
CLASSICAL_NOTHING = {"ru": r"классическая система за них ничего не даёт", "en": r"the classical system gives them nothing"}
#: A sentence that says a bonus tile scores extra in the classical system.
CLASSICAL_EXTRA = {"ru": r"дополнительн\w* очк\w*[^.]*классическ|классическ[^.]*дополнительн\w* очк",
                   "en": r"scores? extra[^.]*classical|classical[^.]*scores? extra"}
WIND_NAMES = {"ru": ("Восток", "Юг", "Запад", "Север"), "en": ("East", "South", "West", "North")}


@pytest.mark.parametrize("page", ["adults/01_tiles.ipynb", "00_welcome.ipynb"])
@pytest.mark.parametrize("lang", LANGS)
def test_what_a_bonus_tile_scores_is_what_the_scorers_give(lang: str, page: str) -> None:
    text = lesson_text(LESSONS / lang / page).text
    with pytest.raises(ContextError):  # the classical scorer counts no bonus tile: it asks to take them out
        items("classical", "123m 456p 789s 234s 55z 1f")
    assert bonus_gain("mcr", "2f") > 0 and "hk.own_flower" in items("hk", "123m 456p 789s 234s 55z 1f")
    assert re.search(CLASSICAL_NOTHING[lang], text), f"{lang}/{page}: say that the classical system scores no bonus tile"
    assert not re.search(CLASSICAL_EXTRA[lang], text), f"{lang}/{page}: the classical scorer gives a bonus tile nothing"


@pytest.mark.parametrize("lang", LANGS)
def test_who_gets_the_discard_in_lesson_3_is_the_engines_answer(lang: str) -> None:
    """East discards; South wants a chow, West a pung, North mahjong; then South and North both mahjong."""
    text = lesson_text(LESSONS / lang / "adults" / "03_turn_claims.ipynb").text
    names = dict(zip(WIND_NAMES[lang], range(4)))
    said = re.search(r"Кость получает (\w+):|(\w+) gets the tile:", text)
    assert said is not None
    winner = said.group(1) or said.group(2)
    order = (0, 1, 2, 3)
    first = resolve([Action.chow(1, Tile.M4), Action.pung(2), Action.mahjong(3)], discarder=0, order=order)
    assert first is not None and names[winner] == first.seat
    both = resolve([Action.mahjong(1), Action.mahjong(3)], discarder=0, order=order)
    second = re.search(r"кость досталась бы (\w+)|the tile would go to (\w+)", text)
    assert both is not None and second is not None
    assert (second.group(1) or second.group(2)).startswith(("Юг", "South")) and WINDS[both.seat] is Tile.SOUTH


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_9s_third_hand_has_only_hong_kongs_bonus_fan(lang: str) -> None:
    text = lesson_text(LESSONS / lang / "adults" / "09_compare.ipynb").text
    assert set(scored("hk", 3)) <= BONUS_KEYS and set(scored("hk", 3)) == {"hk.no_bonus"}
    sentence = {"ru": r"В гонконгском у этой руки только бонусный фан «без цветов»",
                "en": r"In Hong Kong this hand has only the bonus \"no flowers\" fan"}[lang]
    assert re.search(sentence, text)


@pytest.mark.parametrize("lang", LANGS)
def test_the_daily_streak_forgives_one_missed_day_as_lesson_10_says(lang: str) -> None:
    text = lesson_text(LESSONS / lang / "adults" / "10_strategy.ipynb").text
    said = {"ru": "один пропущенный день прощается, два — нет", "en": "one missed day is forgiven, two are not"}[lang]
    assert said in text
    day = 20_000
    streak = Progress(day_streak=5, last_day=day)
    assert streak.streak_on((day + 2) * DAY) == 5 and streak.streak_on((day + 3) * DAY) == 0  # one day missed; two


@pytest.mark.parametrize("lang", LANGS)
def test_the_course_maps_numbers_are_the_lessons_own(lang: str) -> None:
    markdown = "\n".join(source(c) for c in cells(LESSONS / lang / "index.ipynb") if c["cell_type"] == "markdown")
    items_ = re.findall(r"^(\d+)\. \[[^\]]+\]\(((?:kids|adults)/(\d+)_\w+\.ipynb)\)$", markdown, re.M)
    assert len(items_) == 22
    for number, target, file_number in items_:
        assert int(number) == int(file_number) and (LESSONS / lang / target).exists(), (lang, number, target)
