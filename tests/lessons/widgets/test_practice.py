"""The practice loop in the widgets: DailyHand, ProgressView's ratings, download and load, and the
GameTable's review of a hand — driven by clicks and widget values, no browser."""

from __future__ import annotations

import base64
import datetime
import re
from pathlib import Path

import pytest

from lessons.widgets import DailyHand, GameTable, ProgressView
from lessons.widgets.progress import ProgressFile
from mjcore.practice import Progress
from mjcore.practice.daily import daily
from mjcore.quiz import AnswerForm


def _answer(widget: DailyHand, right: bool) -> None:
    q = widget.question
    if q.form is AnswerForm.NUMBER:
        widget.number_box.value = q.answer[0] if right else str(int(q.answer[0]) + 1)
        widget.check_button.click()
    elif q.form is AnswerForm.ONE:
        wrong = next(o.value for o in q.options if o.value != q.answer[0])
        widget.choose(q.answer[0] if right else wrong)
    else:
        widget.picked = list(q.answer) if right else [next(o.value for o in q.options if o.value not in q.answer)]
        widget.check()


def test_daily_hand_asks_the_days_puzzle_and_marks_the_day(tmp_path: Path) -> None:
    store = ProgressFile(tmp_path / "p.json")
    date = datetime.date(2026, 12, 3)
    widget = DailyHand(date=date, lang="en", progress=store)
    assert widget.question == daily(date).question and "2026-12-03" in widget.title_text
    _answer(widget, True)
    assert widget.feedback_text.startswith("Right")
    again = ProgressFile(tmp_path / "p.json").quiz
    assert "2026-12-03" in again.daily and again.skill(daily(date).skill).correct == 1
    assert "Days in a row: 1" in widget.status_text
    ru = DailyHand(date=date, lang="ru", progress=False)
    assert ru.title_text == "Задача дня, 2026-12-03"


def test_progress_view_shows_ratings_and_round_trips_its_file(tmp_path: Path) -> None:
    store = ProgressFile(tmp_path / "p.json")
    for i in range(6):
        store.record_answer("shanten:1", True, now=1000.0 + i)
    view = ProgressView(lang="en", progress=store, track="adults")
    assert re.search(r"Hands and waits: 1[5-9]\d\d", view.summary_text), view.summary_text
    assert "What to practise next" in view.summary_box.value
    link = view.export_link.value
    payload = base64.b64decode(link.split("base64,", 1)[1].split('"', 1)[0])
    other = ProgressFile(tmp_path / "q.json")
    other_view = ProgressView(lang="ru", progress=other)
    other_view.import_file(payload)
    assert "ничего не пропало" in other_view.feedback_text
    loaded = ProgressFile(tmp_path / "q.json").quiz  # saved at once
    assert loaded.areas == store.quiz.areas and loaded.skills == store.quiz.skills
    other_view.import_file(b"{not json")
    assert "не файл прогресса" in other_view.feedback_text
    assert ProgressFile(tmp_path / "q.json").quiz == loaded
    # the upload widget's value goes the same way
    other_view.upload.value = ({"name": "p.json", "type": "application/json", "size": len(payload), "content": memoryview(payload),
                                "last_modified": datetime.datetime(2026, 12, 1, tzinfo=datetime.UTC)},)
    assert "ничего не пропало" in other_view.feedback_text


def test_the_game_tables_review_shows_the_worst_moments_and_queues_them(tmp_path: Path) -> None:
    store = ProgressFile(tmp_path / "p.json")
    for seed in range(1, 20):
        table = GameTable("mcr2p", seed=seed, lang="en", progress=store)  # the learners' table (a kids' table has no review)
        for _ in range(300):
            if table.over:
                break
            if table.table_view.must_discard and table.hand_buttons:
                table.hand_buttons[-1].click()  # the last tile: often a poor discard
            else:
                legal = table.table_view.legal
                table.play(next((a for a in legal if a.kind.name == "PASS"), legal[0]))
        assert table.over and table.review_button is not None
        table.review_button.click()
        assert table.review is not None
        texts = [getattr(child, "value", "") for child in table.review_box.children]
        assert "Review: each of your decisions" in texts[0]
        if table.review.worst:
            pictures = [c for c in table.review_box.children if hasattr(c, "marked")]
            assert pictures and all(p.marked is not None for p in pictures)
            assert len(ProgressFile(tmp_path / "p.json").quiz.queue) >= len(table.review.puzzles()) > 0
            assert isinstance(ProgressFile(tmp_path / "p.json").quiz, Progress)
            return
    raise AssertionError("no hand had a costly moment")


def test_own_puzzles_ask_what_the_review_queued(tmp_path: Path) -> None:
    from lessons.widgets import OwnPuzzles
    from mjcore.practice import Puzzle

    store = ProgressFile(tmp_path / "p.json")
    store.add_puzzles([Puzzle("123m456p789s1123z5p", "5p", "3z", "standard", tuple([3] * 34)),
                       Puzzle("123m456p789s1122z5p", "5p", "1z", "standard", tuple([3] * 34))])
    board = OwnPuzzles(lang="en", progress=store)
    assert board.count == 2 and "From your game" in board.question.prompt.text("en")
    wrong = next(o.value for o in board.question.options if o.value not in board.question.answer)
    board.choose(wrong)
    assert board.feedback_text.startswith("Not quite") and len(ProgressFile(tmp_path / "p.json").quiz.queue) == 1
    board.next_button.click()
    board.choose(board.question.answer[0])
    saved = ProgressFile(tmp_path / "p.json").quiz
    assert saved.queue == () and saved.skill("best_discard:3").seen == 2 and saved.skill("best_discard:3").correct == 1


def test_a_puzzle_from_a_review_explains_the_tile_picked(tmp_path: Path) -> None:
    """Issue 25: a puzzle's explanation spoke of the game's discard, not of the option just picked."""
    from lessons.widgets import OwnPuzzles
    from mjcore.game.record import GameRecord
    from mjcore.game.simulate import play_hand
    from mjcore.practice.review import review

    for seed in range(30):
        puzzles = review(GameRecord.of(play_hand("kids2p", seed, ["beginner", "advanced"]).state), 0).puzzles()
        if puzzles and len(puzzles[0].why) > 2:
            break
    else:
        pytest.skip("no puzzle with words in 30 hands")
    store = ProgressFile(tmp_path / "p.json")
    store.add_puzzles(puzzles[:1])
    board = OwnPuzzles(lang="en", progress=store)
    words = dict(puzzles[0].why)
    wrong = next(o.value for o in board.question.options if o.value not in board.question.answer and o.value in words)
    board.choose(wrong)
    assert words[wrong].text("en", tiles="name") in board.feedback_text or \
        words[wrong].text("en") in board.feedback_text, board.feedback_text
