"""The practice loop in a real JupyterLab (Debian's chromium): the daily hand and the progress
view of lesson 10, and the game table's review, in both languages; screenshots go to
tests/artifacts/browser/."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts" / "browser"

#: A scratch notebook (not a lesson): a hand played out by the code, then its review shown.
REVIEW_CELLS = [
    "import random\nfrom lessons.widgets import GameTable\nfrom mjcore.game import Phase, choose, view",
    "t = GameTable('mcr2p', seed=2)\n"  # the learners' table: a kids' table has no review
    "s, rng = t.state, random.Random(2)\n"
    "while s.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):\n"
    "    seat = s.to_act()[0]\n"
    "    s = s.apply(choose(view(s, seat, events=False), 'random' if seat == 0 else 'beginner', rng).action)\n"
    "t.state = s\n"
    "t._advance()\n"
    "t.review_button.click()",
    "t",
]


@pytest.mark.parametrize(("lang", "title", "ratings", "check", "verdict", "days"),
                         [("en", "Daily hand of", "Ratings by area", "Check", "Right!|Not quite", "Days in a row: 1"),
                          ("ru", "Задача дня", "Рейтинги по областям", "Проверить", "Верно!|Не совсем", "Дней подряд: 1")],
                         ids=["en", "ru"])
def test_daily_hand_and_progress_view_in_lesson_10(lab, page: Page, lang: str, title: str, ratings: str,  # type: ignore[no-untyped-def]
                                                   check: str, verdict: str, days: str) -> None:
    lab.run_all(f"{lang}/adults/10_strategy.ipynb")
    daily = page.locator(".mj-daily").first
    expect(daily).to_contain_text(title)
    daily.scroll_into_view_if_needed()
    # The day's family decides the answers (the question's answer box): named buttons ("pass",
    # "pung", tile names) or tile pictures (a safe discard: the hand's tiles; the opponent's
    # discards above are only shown), or a box to type a number in. An answer, right or wrong (a pick, then "Check", where
    # several may be right): the first named button of the box, else its first tile.
    # A typed answer (a number) is typed first, then checked.
    answers = daily.locator(".mj-quiz-answer").first
    expect(answers.get_by_role("button").first).to_be_visible()
    typed = answers.get_by_role("textbox")
    check_button = daily.get_by_role("button", name=check, exact=True)
    if typed.count():
        typed.first.fill("5")
        check_button.click()
    else:
        named = answers.get_by_role("button", name=re.compile(r"\S"))
        (named if named.count() else answers.get_by_role("button")).first.click()
        expect(daily.get_by_text(re.compile(verdict)).or_(check_button).first).to_be_visible()
        if check_button.count():
            check_button.click()
    expect(daily).to_contain_text(re.compile(verdict))
    expect(daily).to_contain_text(days)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    daily.screenshot(path=str(ARTIFACTS / f"daily-{lang}.png"))
    own = page.locator(".mj-own-puzzles").first
    own.scroll_into_view_if_needed()
    expect(own).to_contain_text("Puzzles from your own games" if lang == "en" else "Задачи из ваших партий")
    own.screenshot(path=str(ARTIFACTS / f"puzzles-{lang}.png"))
    page.set_viewport_size({"width": 1400, "height": 2800})  # the whole view on the page at once
    view = page.locator(".mj-progress").first
    view.scroll_into_view_if_needed()
    expect(view).to_contain_text(ratings)
    view.get_by_role("button", name=re.compile("Reload|Обновить")).click()
    expect(view.locator(".mj-chart-mastery")).to_be_visible()  # the reload has drawn the answer
    view.screenshot(path=str(ARTIFACTS / f"progress-{lang}.png"))


@pytest.mark.parametrize(("lang", "head"), [("en", "Review: each of your decisions"), ("ru", "Разбор: каждое ваше решение")],
                         ids=["en", "ru"])
def test_the_game_tables_review_on_the_page(lab, page: Page, server, lang: str, head: str) -> None:  # type: ignore[no-untyped-def]
    notebook = {"cells": [{"cell_type": "code", "id": f"c{i}", "metadata": {}, "execution_count": None, "outputs": [],
                           "source": source} for i, source in enumerate(REVIEW_CELLS)],
                "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
                "nbformat": 4, "nbformat_minor": 5}
    path = server.root / lang / "scratch_review.ipynb"
    path.write_text(json.dumps(notebook))
    lab.run_all(f"{lang}/scratch_review.ipynb")
    box = page.locator(".mj-review").first
    expect(box).to_contain_text(head)
    box.scroll_into_view_if_needed()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.locator(".mj-table .mj-result").first.screenshot(path=str(ARTIFACTS / f"review-{lang}.png"))
