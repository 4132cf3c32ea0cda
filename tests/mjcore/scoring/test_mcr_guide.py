"""The fan reference (:mod:`mjcore.scoring.mcr.guide`): every row of the table has a Russian and
an English definition, an example hand the engine scores with that fan, and the exclusions the
engine applies."""

from __future__ import annotations

import json
import re
import tomllib
from importlib import resources

import pytest

from mjcore.notation import parse_hand
from mjcore.scoring.mcr import MCR_SCORING
from mjcore.scoring.mcr.fans import FANS
from mjcore.scoring.mcr.guide import DATA_FILE, FAN_GUIDE, GUIDE_BY_KEY, ExclusionKind, shared_numbers

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


def test_every_row_of_the_table_is_in_the_data_once() -> None:
    rows = tomllib.loads(resources.files("mjcore.data").joinpath(DATA_FILE).read_text("utf-8"))["fan"]
    keys = [row["key"] for row in rows]
    assert sorted(keys) == sorted(fan.key for fan in FANS)
    assert len(set(keys)) == len(keys)
    assert [entry.key for entry in FAN_GUIDE] == [fan.key for fan in FANS]


@pytest.mark.parametrize("entry", FAN_GUIDE, ids=lambda e: e.key)
def test_each_fan_has_a_definition_in_both_languages(entry) -> None:  # type: ignore[no-untyped-def]
    assert entry.definition("ru") == entry.fan.description  # the seed's own words
    assert CYRILLIC.search(entry.definition("ru"))
    english = entry.definition("en")
    assert len(english) > 20 and not CYRILLIC.search(english), english
    assert english.endswith("."), english


def test_the_english_definitions_are_not_copies() -> None:
    definitions = [entry.definition("en") for entry in FAN_GUIDE]
    assert len(set(definitions)) == len(definitions)


@pytest.mark.parametrize("entry", FAN_GUIDE, ids=lambda e: e.key)
def test_each_example_scores_its_fan_and_is_a_win(entry) -> None:  # type: ignore[no-untyped-def]
    score = MCR_SCORING.score(entry.hand, entry.context)
    keys = [item.key for item in score.items]
    assert entry.key in keys, (str(entry.hand), keys)
    assert score.meets_minimum, (str(entry.hand), score.total)
    # a fan the row excludes outright never stands beside it in its own example
    assert not {e.key for e in entry.excludes if e.kind is ExclusionKind.ALL} & set(keys), keys


def _written(entry: str) -> tuple[str, ExclusionKind, int]:
    """A table entry as fans.py writes it: ``key``, ``key@`` or ``key:N``."""
    if entry.endswith("@"):
        return entry[:-1], ExclusionKind.OWN_SETS, 0
    if ":" in entry:
        key, times = entry.split(":")
        return key, ExclusionKind.ONCE, int(times)
    return entry, ExclusionKind.ALL, 0


@pytest.mark.parametrize("fan", FANS, ids=lambda f: f.key)
def test_the_exclusions_are_the_engines(fan) -> None:  # type: ignore[no-untyped-def]
    """The reference reads the engine's derived table (who excludes whom, how); the fan table
    writes the same as text: both agree, in table order."""
    shown = [(e.key, e.kind, e.times) for e in GUIDE_BY_KEY[fan.key].excludes]
    order = {f.key: i for i, f in enumerate(FANS)}
    assert shown == sorted((_written(e) for e in fan.excludes), key=lambda x: order[x[0]])


def test_the_engine_drops_what_the_reference_says() -> None:
    """Big Three Dragons' example has three dragon pungs, yet no Dragon Pung line: the
    reference says Big Three Dragons excludes it."""
    entry = GUIDE_BY_KEY["mcr.big_three_dragons"]
    assert "mcr.dragon_pung" in {e.key for e in entry.excludes}
    score = MCR_SCORING.score(entry.hand, entry.context)
    assert "mcr.dragon_pung" not in {item.key for item in score.items}


def test_one_number_two_rows() -> None:
    """The seed numbers 81 fans in 82 rows: the two-kong fans 57А and 57Б."""
    shared = shared_numbers()
    assert list(shared) == ["57"]
    assert sorted(e.number for e in shared["57"]) == ["57А", "57Б"]
    assert len({entry.base_number for entry in FAN_GUIDE}) == len(FAN_GUIDE) - 1
    assert all(e.fan.description and "конг" in e.fan.ru.lower() for e in shared["57"])


def test_an_entry_as_json_gives_back_its_example() -> None:
    entry = GUIDE_BY_KEY["mcr.out_with_replacement_tile"]
    data = json.loads(json.dumps(entry.to_json(), ensure_ascii=False))
    assert data["definition"]["ru"] == entry.fan.description and data["points"] == entry.points
    assert parse_hand(data["hand"]) == entry.hand and data["win_tile"] == str(entry.context.win_tile)
    assert data["excludes"] == [{"key": "mcr.self_drawn", "kind": "all", "times": 0}]
