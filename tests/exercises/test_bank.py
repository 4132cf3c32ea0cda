"""The exercise bank: schema, both languages, unique ids, coverage, and every answer proved by mjcore."""

from __future__ import annotations

import dataclasses
import doctest
import importlib
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from exercises import KINDS, STAGES, TOPICS, TRACKS, BankError, load_bank
from exercises.bank import TEXT_FIELDS
from exercises.check import check_bank, check_exercise
from mjcore.i18n import LANGS, catalog

BANK = load_bank()
CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


@pytest.mark.parametrize("exercise", BANK.exercises, ids=[e.id for e in BANK])
def test_every_answer_is_proved_by_mjcore(exercise) -> None:
    problem = check_exercise(exercise)
    assert problem is None, problem.message("en")


@pytest.mark.parametrize("exercise", BANK.exercises, ids=[e.id for e in BANK])
def test_both_languages_are_complete(exercise) -> None:
    for name in TEXT_FIELDS:
        texts = getattr(exercise, name)
        if name == "prompt" or texts:
            assert set(texts) == set(LANGS), (exercise.id, name)
            assert CYRILLIC.search(texts["ru"]), f"{exercise.id}: {name}.ru is not Russian"
            assert not CYRILLIC.search(texts["en"]), f"{exercise.id}: {name}.en is not English"


def test_ids_are_unique() -> None:
    ids = [e.id for e in BANK]
    assert len(ids) == len(set(ids))


def test_size_and_coverage() -> None:
    assert len(BANK) >= 150
    assert {e.kind for e in BANK} == set(KINDS)
    assert {e.track for e in BANK} == set(TRACKS)
    assert {e.topic for e in BANK} == set(TOPICS)
    for track in TRACKS:
        assert {e.topic for e in BANK.query(track=track)} == set(STAGES[track]), track


def test_stage_is_the_topics_place_on_its_track() -> None:
    for e in BANK:
        assert e.topic in STAGES[e.track], e.id
        assert e.stage == STAGES[e.track].index(e.topic) + 1, e.id


def test_the_seeds_worked_examples_are_in_the_bank() -> None:
    ids = {e.id for e in BANK}
    for n in range(1, 5):  # classical, seed 000:346-374, open and concealed
        assert {f"classical-seed-example-{n}-open", f"classical-seed-example-{n}-concealed"} <= ids
    assert {"pay-hk-seed-example-1", "pay-hk-seed-example-2", "pay-hk-seed-example-3", "hk-all-pungs-seed-example-3"} <= ids
    assert {"kids-four-chows-and-a-pair", "kids-simple-plain-win"} <= ids  # the Habr article's two scorings
    assert len(BANK.query(topic="scoring-mcr")) >= 81 and len(BANK.query(topic="scoring-riichi")) >= 20
    assert BANK.get("classical-seed-example-4-open").answer["total"] == 208


def test_query_filters_combine() -> None:
    kids_sets = BANK.query(topic="sets", track="kids", kind="set_kind", stage=3)
    assert kids_sets and all((e.topic, e.track, e.kind, e.stage) == ("sets", "kids", "set_kind", 3) for e in kids_sets)
    assert BANK.query(topic="sets", track="kids", stage=1) == ()
    with pytest.raises(KeyError):
        BANK.get("no-such-exercise")


def test_catalog_names_every_topic_kind_and_track() -> None:
    for lang in LANGS:
        keys = catalog(lang)
        for name in [f"exercises.topic.{t}" for t in TOPICS] + [f"exercises.kind.{k}" for k in KINDS] + [f"exercises.track.{t}" for t in TRACKS]:
            assert keys.get(name), (lang, name)


# -- the checker catches mistakes -------------------------------------------------------------
WRONG = {
    "tile_name-name-9m": "6m", "suit-suit-kids-5p": "bamboo", "set_kind-set-kids-134p": "chow",
    "bonus_seat-bonus-kids-3f": 1, "is_winning-win-1": True, "waits-waits-two-sided": "1s4s7s",
    "shanten-shanten-ready": 1, "best_discard-discard-honor": "5z", "decompose-decompose-1": ["111m 222m 333m 789p 11z"],
}


@pytest.mark.parametrize("key", WRONG)
def test_a_wrong_answer_is_reported(key: str) -> None:
    kind, ident = key.split("-", 1)
    exercise = BANK.get(ident)
    assert exercise.kind == kind
    problem = check_exercise(dataclasses.replace(exercise, answer=WRONG[key]))
    assert problem is not None and problem.code == "exercises.wrong"
    assert ident in problem.message("ru") and exercise.file in problem.message("en")


def test_a_wrong_score_item_is_reported() -> None:
    exercise = BANK.get("classical-seed-example-3-open")
    items = dict(exercise.answer["items"], **{"classical.clean_suit": 2})
    problem = check_exercise(dataclasses.replace(exercise, answer={**exercise.answer, "items": items}))
    assert problem is not None and "104" in problem.message("en")
    payments = dict(exercise.answer["payments"], E=-200)
    assert check_exercise(dataclasses.replace(exercise, answer={"total": 104, "payments": payments})) is not None


def test_unreadable_data_is_reported_not_raised() -> None:
    exercise = BANK.get("waits-two-pairs")
    problem = check_exercise(dataclasses.replace(exercise, hand="123m456p789s112z"))  # 12 tiles
    assert problem is not None and problem.code == "exercises.broken"
    assert "13" in problem.message("en") and "waits-two-pairs" in problem.message("en")


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([e for e in BANK if e.kind in ("shanten", "bonus_seat")]), st.integers(1, 3))
def test_any_shifted_number_is_caught(exercise, shift: int) -> None:
    wrong = exercise.answer + shift
    if exercise.kind == "bonus_seat":
        wrong = (exercise.answer - 1 + shift) % 4 + 1
    assert check_exercise(dataclasses.replace(exercise, answer=wrong)) is not None


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([e for e in BANK if e.kind == "score"]), st.integers(1, 50))
def test_any_changed_total_is_caught(exercise, delta: int) -> None:
    answer = {**exercise.answer, "total": exercise.answer["total"] + delta}
    assert check_exercise(dataclasses.replace(exercise, answer=answer)) is not None


# -- the loader's schema: clear localized errors naming the file and the exercise ------------------
GOOD = """- id: ok-one
  kind: bonus_seat
  topic: bonus
  track: kids
  stage: 4
  prompt: {ru: "Чей бонус?", en: "Whose bonus?"}
  tiles: 3f
  answer: 3
"""


def _bank_dir(tmp_path: Path, text: str, name: str = "bonus.yaml") -> Path:
    (tmp_path / name).write_text(text, "utf-8")
    return tmp_path


def test_a_small_valid_bank_loads(tmp_path: Path) -> None:
    bank = load_bank(_bank_dir(tmp_path, GOOD))
    assert [e.id for e in bank] == ["ok-one"] and check_bank(bank) == []


@pytest.mark.parametrize(
    ("change", "code", "words"),
    [
        (('en: "Whose bonus?"', 'en: ""'), "exercises.problem.language", ("prompt", "en")),
        (("kind: bonus_seat", "kind: riddle"), "exercises.problem.choice", ("kind", "riddle")),
        (("track: kids", "track: toddlers"), "exercises.problem.choice", ("track",)),
        (("stage: 4", "stage: zero"), "exercises.problem.stage", ("zero",)),
        (("  tiles: 3f\n", ""), "exercises.problem.missing", ("tiles",)),
        (("answer: 3", "answer: 7"), "exercises.problem.answer", ("7",)),
        (("answer: 3", "answer: 3\n  hand: 123m"), "exercises.problem.unknown", ("hand",)),
        (("id: ok-one", "id: Not OK"), "exercises.problem.id", ()),
        (("answer: 3", "answer: 3\n  choices: [1, 2]"), "exercises.problem.choices", ()),
    ],
)
def test_schema_errors_name_the_file_and_the_exercise(tmp_path: Path, change, code: str, words) -> None:
    with pytest.raises(BankError) as info:
        load_bank(_bank_dir(tmp_path, GOOD.replace(*change)))
    error = info.value
    assert error.code == "exercises.invalid" and error.params["problem"].key == code
    for lang in LANGS:
        message = error.message(lang)
        assert message.startswith("bonus.yaml: ") and ("ok-one" in message or "Not OK" in message)
        assert all(word in message for word in words), message
    assert CYRILLIC.search(error.message("ru")) and not CYRILLIC.search(error.message("en"))


def test_duplicate_ids_across_files(tmp_path: Path) -> None:
    _bank_dir(tmp_path, GOOD, "a.yaml")
    _bank_dir(tmp_path, GOOD, "b.yaml")
    with pytest.raises(BankError) as info:
        load_bank(tmp_path)
    assert "a.yaml" in info.value.message("en") and "b.yaml" in info.value.message("en")


@pytest.mark.parametrize(("text", "code"), [("- [unclosed", "exercises.yaml"), ("id: x", "exercises.not_list")])
def test_unreadable_files(tmp_path: Path, text: str, code: str) -> None:
    with pytest.raises(BankError) as info:
        load_bank(_bank_dir(tmp_path, text))
    assert info.value.code == code and "bonus.yaml" in info.value.message("ru")


def test_an_empty_folder_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(BankError) as info:
        load_bank(tmp_path)
    assert info.value.code == "exercises.no_files"


@pytest.mark.parametrize("name", ["exercises", "exercises.bank", "exercises.check"])
def test_docstring_examples(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MJ_LANG", "ru")
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0 and result.attempted > 0


@pytest.mark.parametrize(
    ("ident", "change", "code"),
    [
        ("bonus-kids-1f", {"tiles": "5p"}, "exercises.not_bonus"),
        ("pay-hk-seed-example-1", {"system": "mcr"}, "exercises.payment_system"),
        ("name-9m", {"choices": ("9m", "9m", "6m")}, "exercises.choices_repeat"),
    ],
)
def test_impossible_exercises_are_reported(ident: str, change: dict, code: str) -> None:
    problem = check_exercise(dataclasses.replace(BANK.get(ident), **change))
    assert problem is not None and problem.code == "exercises.broken"
    assert problem.params["problem"].key == "error." + code
    assert ident in problem.message("en") and problem.message("en") != problem.message("ru")
