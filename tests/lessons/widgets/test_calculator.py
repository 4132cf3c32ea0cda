"""Waits, the scoring calculator, systems side by side, the fan table, the kids' count."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml
from scoring_cases import CASES

from lessons.widgets.calculator import (
    CompareSystems,
    FanTable,
    KidsScoreBoard,
    ScoringCalculator,
    WaitsExplorer,
    amount,
    bank_example,
    highlight_indices,
    total_line,
)
from lessons.widgets.calculator.kids_count import most_points
from lessons.widgets.picker import hand_tiles
from lessons.widgets.progress import ProgressFile
from mjcore.analysis import analyze_discards, waits
from mjcore.errors import MahjongError
from mjcore.notation import parse_hand
from mjcore.render import row_svg
from mjcore.scoring import SYSTEMS, find_system
from mjcore.scoring.mcr.fans import FANS
from mjcore.scoring.request import request_from_mapping
from mjcore.shanten import shanten
from mjcore.tiles import Tile

LOCALE = Path(__file__).parents[3] / "lessons" / "widgets" / "locale"


def cases(system: str, most: int = 16) -> list[dict[str, Any]]:
    """Worked examples of ``tests/mjcore/scoring/cases/<system>.yaml`` that score, an even
    spread of about ``most`` plus every seed example (``seed-...``; each case is a widget
    redraw: keep the file fast)."""
    data = [case for case in yaml.safe_load((CASES / f"{system}.yaml").read_text("utf-8")) if "error" not in case["expect"]]
    spread = data[:: max(1, len(data) // most)]
    return spread + [case for case in data if case["id"].startswith("seed") and case not in spread]


def request_of(case: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in case.items() if k not in ("id", "note", "expect")}


@pytest.fixture
def progress(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "progress.json"
    monkeypatch.setenv("MAHJONG_TUTOR_PROGRESS", str(path))
    return path


# -- the calculator against the worked examples ------------------------------------------------
@pytest.mark.parametrize("system", list(SYSTEMS))
def test_seed_examples_score_as_the_core_scores_them(system: str) -> None:
    calc = ScoringCalculator(system, lang="en")
    for case in cases(system):
        request = request_of(case)
        calc.load(request)
        assert calc.feedback_text == "", (case["id"], calc.feedback_text)
        calc.score_button.click()
        hand, context = request_from_mapping(request)
        expected = find_system(system).score(hand, context)
        assert calc.score is not None, (case["id"], calc.feedback_text)
        assert calc.score.total == expected.total == case["expect"].get("total", expected.total), case["id"]
        assert [(i.key, i.points, i.count) for i in calc.score.items] == [(i.key, i.points, i.count) for i in expected.items]
        assert calc.total_text == total_line(expected, "en")
        assert len(calc.line_buttons) == len(expected.items)
        assert all(b.description.startswith(i.name("en") + ": ") for b, i in zip(calc.line_buttons, expected.items))
        assert f"{expected.total} " in calc.total.value


def test_payments_and_russian_lines() -> None:
    calc = ScoringCalculator("mcr", "123m 456m 789m 234p 55s 2f", lang="ru")
    calc.situation.load({"win": "4p"})
    calc.score_button.click()
    assert calc.total_text == "Итого: 21 очко"
    assert calc.line_buttons[0].description.startswith("Чистый ряд: 16 очков — ")
    assert "Восточный ветер +45" in calc.total.value and "Северный ветер -29" in calc.total.value
    assert "mj-score-lines" in calc.lines._dom_classes and "mj-calculator" in calc._dom_classes


def test_situation_options_reach_the_core() -> None:
    calc = ScoringCalculator("classical", "111p 222m [777z] 456s 99s", lang="en")
    calc.situation.load({"win": "9s"})
    calc.score_button.click()
    on_discard = calc.score.total
    calc.situation.flags["self_drawn"].value = True
    calc.situation.seat.value = "S"
    calc.score_button.click()
    hand, _ = request_from_mapping({"hand": "111p 222m [777z] 456s 99s", "win": "9s"})
    from mjcore.scoring import WinContext

    expected = find_system("classical").score(hand, WinContext(Tile.S9, self_drawn=True, seat_wind=Tile.SOUTH))
    assert calc.score.total == expected.total != on_discard
    assert dict(calc.score.payments) == dict(expected.payments)


def test_riichi_options_show_only_for_riichi() -> None:
    calc = ScoringCalculator("mcr", lang="en")
    assert calc.situation.riichi_box.layout.display == "none"
    calc.rules_box.value = "riichi"
    assert calc.situation.riichi_box.layout.display == ""


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_no_win_and_impossible_situations_are_localized_errors(lang: str) -> None:
    calc = ScoringCalculator("mcr", "123m456p789s234s56z", lang=lang)
    hand = parse_hand("123m456p789s234s56z")
    with pytest.raises(MahjongError) as caught:
        find_system("mcr").score(hand, request_from_mapping({"hand": str(hand), "win": calc.situation.win.value})[1])
    assert calc.score is None and calc.feedback_text == caught.value.message(lang)
    calc.builder.set_text("123m456p789s234s55z")
    calc.situation.load({"win": "5z", "robbing_kong": True, "self_drawn": True})
    calc.score_button.click()
    with pytest.raises(MahjongError) as caught:
        find_system("mcr").score(*request_from_mapping(
            {"hand": "123m456p789s234s55z", "win": "5z", "robbing_kong": True, "self_drawn": True}))
    assert calc.score is None and calc.feedback_text == caught.value.message(lang)
    calc.builder.set_text("123m456p789s234s")  # 12 tiles: no hand at all
    calc.score_button.click()
    with pytest.raises(MahjongError) as caught:
        parse_hand("123m456p789s234s")
    assert calc.feedback_text == caught.value.message(lang)


def test_the_hand_changes_the_winning_tile_choices_and_drops_the_result() -> None:
    calc = ScoringCalculator("kids", "123m456p789s234s55z", lang="en")
    assert calc.score is not None and calc.situation.win.value == "5z"
    calc.builder.hand_buttons[0].click()  # take 1m back: the result no longer holds
    assert calc.score is None and calc.line_buttons == []
    calc.builder.picker.buttons[0].click()  # 1m again, just drawn: offered... the choice is kept
    assert calc.situation.win.value == "5z"
    assert [v for _, v in calc.situation.win.options] == ["1m", "2m", "3m", "4p", "5p", "6p", "2s", "3s", "4s", "7s", "8s", "9s", "5z"]


# -- a line lights up its tiles ----------------------------------------------------------------
@pytest.mark.parametrize("system, request_", [
    ("kids", {"hand": "123m [456p] 789s 234s 55z 1f", "win": "5z"}),
    ("mcr", {"hand": "123m 456m [789m] 234p 55s", "win": "4p"}),
    ("classical", {"hand": "111p 222m [777z] 456s 99s", "win": "9s"}),
    ("hk", {"hand": "[111z] 222z 333z 567m 99m", "win": "9m", "self_drawn": True}),
])
def test_clicking_a_line_highlights_exactly_its_tiles(system: str, request_: dict[str, Any]) -> None:
    calc = ScoringCalculator(system, lang="en")
    calc.load(request_)
    calc.score_button.click()
    hand, _ = request_from_mapping(request_)
    row = hand_tiles(hand)
    assert calc.score is not None and calc.line_buttons
    checked = 0
    for index, item in enumerate(calc.score.items):
        calc.line_buttons[index].click()
        assert calc.selected == index and calc.line_buttons[index].button_style == "info"
        shown = Counter(row[i] for i in calc.highlighted)
        if Counter(item.tiles) <= Counter(row):
            assert shown == Counter(item.tiles), item.key
            checked += bool(item.tiles)
        assert calc.picture.value == row_svg(row, height=72, highlight=calc.highlighted)
        assert "mj-highlight" in calc.picture._dom_classes
    assert checked >= 1


def test_a_declared_set_is_highlighted_where_it_was_declared() -> None:
    hand = parse_hand("123m [123m] 456p 789s 11z")
    from mjcore.scoring import Item

    item = Item("x", 1, tiles=(Tile.M1, Tile.M2, Tile.M3, Tile.M1, Tile.M2, Tile.M3))
    assert highlight_indices(hand_tiles(hand), hand, item) == (0, 1, 2, 11, 12, 13)
    chow = Item("x", 1, tiles=(Tile.P4, Tile.P5, Tile.P6))
    assert highlight_indices(hand_tiles(hand), hand, chow) == (3, 4, 5)


# -- systems side by side ----------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_compare_covers_every_system(lang: str) -> None:
    board = CompareSystems("123m 456m 789m 234p 55s", lang=lang)
    board.situation.load({"win": "4p"})
    board.compare_button.click()
    hand, context = request_from_mapping({"hand": "123m 456m 789m 234p 55s", "win": "4p"})
    assert list(board.results) == list(SYSTEMS)
    for name in SYSTEMS:
        result = board.results[name]
        try:
            expected = find_system(name).score(hand, context)
        except MahjongError:
            assert isinstance(result, MahjongError) and result.message(lang) in board.table.value.replace("&#x27;", "'")
            continue
        assert result.total == expected.total
        assert f'data-system="{name}"' in board.table.value
        for item in expected.items:
            assert item.name(lang) in board.table.value.replace("&#x27;", "'")
    assert "mj-compare" in board._dom_classes
    assert board.table.value.count("<tr") == len(SYSTEMS) + 1


def test_compare_shows_a_system_that_cannot_score_the_hand() -> None:
    board = CompareSystems("19m19p19s1234567z1m", lang="en")  # thirteen orphans: no kids' win
    assert isinstance(board.results["kids"], MahjongError)
    assert board.results["mcr"].total >= 88  # type: ignore[union-attr]


# -- waits -------------------------------------------------------------------------------------
def test_waits_of_a_ready_hand_and_the_discards_of_fourteen() -> None:
    explorer = WaitsExplorer("23m456p789s11z SSS", lang="en")
    hand = parse_hand("23m456p789s11z SSS")
    assert explorer.shanten_value == 0
    assert explorer.waits == waits(hand)
    assert [str(w.tile) for w in explorer.waits] == ["1m", "4m"]
    assert "mj-waits" in explorer._dom_classes
    explorer.builder.picker.buttons[8].click()  # 9m: 14 tiles
    fourteen = parse_hand("239m456p789s11z SSS")
    assert explorer.discards == analyze_discards(fourteen)
    assert str(explorer.discards[0].tile) == "9m"
    assert len(explorer.result.children) == len(explorer.discards)


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_waits_shanten_and_too_few_tiles(lang: str) -> None:
    explorer = WaitsExplorer("159m159p159s1234z", lang=lang)
    assert explorer.shanten_value == shanten(parse_hand("159m159p159s1234z"))
    assert explorer.useful and explorer.waits == ()
    explorer.builder.set_text("123m")
    assert explorer.shanten_value is None and "3" in explorer.status_text
    assert explorer.status_text == explorer.tr("calc.waits.need", count=3)


# -- the table of fans -------------------------------------------------------------------------
def test_mcr_fan_table_has_82_rows_and_filters_by_points() -> None:
    table = FanTable("mcr", lang="ru")
    assert len(table.rows) == 82 == len(FANS) and table.table.value.count("<tr data-key=") == 82
    assert {row["zh"] for row in table.rows} == {fan.zh for fan in FANS}
    table.points_box.value = 6
    assert table.shown and all(row["points"] == 6 for row in table.shown)
    assert len(table.shown) == sum(fan.points == 6 for fan in FANS)
    assert table.table.value.count("<tr data-key=") == len(table.shown)
    assert "mj-fans" in table._dom_classes


def test_every_fan_example_is_checked_by_scoring_it() -> None:
    shown = 0
    for fan in FANS:
        found = bank_example("mcr", fan.key)
        if found is None:
            continue
        hand, context, score, item = found
        again = find_system("mcr").score(hand, context)
        assert fan.key in [i.key for i in again.items] and item.key == fan.key
        assert again.total == score.total
        shown += 1
    assert shown >= 60


def test_choosing_a_fan_shows_its_example() -> None:
    table = FanTable(lang="en")
    table.chooser.value = "mcr.big_four_winds"
    assert table.example_item is not None and table.example_item.key == "mcr.big_four_winds"
    assert table.example.value.startswith("<svg") and "Big Four Winds" in table.example.value
    table.chooser.value = None
    assert table.example.value == "" and table.example_item is None


def test_other_fan_tables_and_an_unknown_one() -> None:
    assert [row["key"] for row in FanTable("kids", lang="en").rows] == ["kids.chow", "kids.pung", "kids.kong", "kids.pair"]
    assert len(FanTable("hk", lang="en").rows) > 10
    table = FanTable("riichi", lang="en")
    assert table.rows == [] and "riichi" in table.feedback_text


# -- the children's count ----------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_kids_score_right_answer(lang: str, progress: Path) -> None:
    board = KidsScoreBoard(seed=5, lang=lang)
    expected = find_system("kids").score(board.hand, board.question.context)
    assert board.score.total == expected.total and 12 <= expected.total <= 22
    assert len(board.hand_row.children) == len(hand_tiles(board.hand))
    assert "mj-answer" not in str([w._dom_classes for w in board.body.children])  # no box to type in
    assert [b.description for b in board.number_buttons] == [str(n) for n in range(1, most_points(1) + 1)]
    assert all("mj-big" in b._dom_classes for b in board.number_buttons)  # lesson 10's big buttons
    board.number_buttons[expected.total - 1].click()
    assert board.correct is True
    assert board.feedback_text.startswith(board.tr("calc.kids.right", points=amount(expected.total, "points", lang)))
    assert " + ".join(str(i.value) for i in expected.items) + f" = {expected.total}" in board.feedback_text
    saved = ProgressFile(progress)
    assert saved.activities[-1]["activity"] == "kids_score" and saved.activities[-1]["won"] is True
    assert saved.quiz.skill("kids_score:1").correct >= 1
    assert "mj-kids-score" in board._dom_classes


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_kids_score_wrong_answer_explains_the_sum(lang: str, progress: Path) -> None:
    board = KidsScoreBoard(seed=11, lang=lang)
    board.number_buttons[board.score.total].click()  # the first miss: count again, the sum is not given away
    assert board.correct is False
    assert board.feedback_text == board.tr("calc.kids.try_again", given=board.score.total + 1)
    assert str(board.score.total) not in board.feedback_text.replace(str(board.score.total + 1), "")
    board.number_buttons[board.score.total + 1].click()  # missed again: the sum together
    for item in board.score.items:
        assert f"{item.name(lang)} — {item.reason(lang, kids=True)}: {item.value}" in board.feedback_text
    board.number_buttons[board.score.total - 1].click()  # a second try is right but does not count
    assert board.correct is False and "mj-good" in board.feedback.value
    assert len(ProgressFile(progress).activities) == 1
    first = board.hand
    board.new_button.click()
    assert board.correct is None and board.feedback_text == "" and board.hand != first


def test_kids_score_level_two_counts_bonus_tiles(tmp_path: Path) -> None:
    store = ProgressFile(tmp_path / "p.json")
    boards = [KidsScoreBoard(level=2, seed=seed, lang="en", progress=store) for seed in range(8)]
    for board in boards:
        assert board.score.total == find_system("kids").score(board.hand, board.question.context).total
        assert board.score.total <= len(board.number_buttons) == most_points(2)  # every sum has its button
    assert any(board.hand.bonus for board in boards)
    assert any(item.key == "kids.bonus" for board in boards for item in board.score.items)


def test_a_widget_never_raises_on_a_bad_hand() -> None:
    calc = ScoringCalculator("mcr", "123x", lang="en")
    assert calc.builder.feedback_text and calc.score is None
    calc.score_button.click()  # an empty hand
    assert calc.feedback_text == parse_hand_error("")
    calc = ScoringCalculator("no-such-rules", lang="en")
    assert calc.rules == "mcr" and "no-such-rules" in calc.feedback_text


def parse_hand_error(text: str) -> str:
    with pytest.raises(MahjongError) as caught:
        parse_hand(text)
    return caught.value.message("en")


def test_situation_given_as_keywords_scores_the_seed_example() -> None:
    """Classical worked example 1 (West wins on 5s in the East round): 60 open, 80 concealed."""
    kwargs = {"rules": "classical", "win": "5s", "seat": "W", "round": "E", "lang": "en"}
    assert ScoringCalculator(hand="[111p] [555m] [777z] 345s 88m", **kwargs).score.total == 60
    assert ScoringCalculator(hand="111p 555m 777z 345s 88m", **kwargs).score.total == 80


def test_a_wrong_situation_keyword_is_a_message_and_nothing_is_scored() -> None:
    calc = ScoringCalculator(rules="classical", hand="[111p] [555m] [777z] 345s 88m", win="9s", lang="ru")
    assert calc.score is None and "9s" in calc.feedback_text and "не" in calc.feedback_text


def test_kids_score_save_error_is_words_and_the_answer_still_checked(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    board = KidsScoreBoard(seed=5, lang="ru", progress=ProgressFile(blocker / "p.json"))
    board.number_buttons[board.score.total - 1].click()
    assert board.correct is True and board.status_text == board.tr("progress.unreadable")


def test_kids_score_without_saving() -> None:
    board = KidsScoreBoard(seed=5, lang="en", progress=False)
    board.number_buttons[board.score.total - 1].click()
    assert board.correct is True and board.progress is None


@pytest.mark.parametrize(("rules", "bonus"), [("riichi", False), ("classical", False), ("hk", True), ("mcr", True), ("kids", True)])
def test_the_palette_offers_bonus_tiles_only_where_they_count(rules: str, bonus: bool) -> None:
    calc = ScoringCalculator(rules, "123m 456m 789m 234p 55s", lang="en", win="4p")
    shown = [b.tile for row in calc.builder.picker.body.children for b in row.children]
    assert any(t.is_bonus for t in shown) is bonus
    calc.rules_box.value = "mcr"  # another system: the palette follows
    assert any(b.tile.is_bonus for row in calc.builder.picker.body.children for b in row.children)
