"""The adults' game table in a real JupyterLab (Debian's chromium), in both languages: lesson 4's
two-player table (``GameTable(rules="mcr2p")``) played by clicking for two whole hands; after
each hand the result and the review appear, "Review" shows a mistake's moment, "Next hand"
deals the next one. Screenshots at 1024x768 and at a phone's 412x915 go to
tests/artifacts/browser/ (``game-table-<lang>-<what>-<width>.png``)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Locator, Page, expect

pytestmark = pytest.mark.slow  # a real JupyterLab: a minute, outside the quick suite

ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts" / "browser"
RUN_ALL_MS = 240_000
LESSON = "adults/04_full_game.ipynb"
WORDS = {
    "en": {"review": "Review: each of your decisions against the best", "next": "Next hand", "open": "Review",
           "over": "The hand is over.", "scores": "Scores:",
           "guess": "Guess first"},
    "ru": {"review": "Разбор: каждое ваше решение против лучшего", "next": "Следующая раздача", "open": "Разбор",
           "over": "Раздача закончилась.", "scores": "Очки:",
           "guess": "Сначала угадать"},
}
SIZES = {"desktop": (1024, 768), "phone": (412, 915)}


def left_sidebar(page: Page, shown: bool) -> None:
    """Show or fold JupyterLab's left sidebar (the file browser): a phone has no room for it."""
    current = page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current")
    if bool(current.count()) != shown:
        page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab").first.click()


def shoot(page: Page, table: Locator, name: str, focus: Locator) -> None:
    """At a desktop's size (the file browser open) and at a phone's (folded): what the learner
    sees with ``focus`` scrolled into view (``...-<width>.png``), and the whole table in a window
    tall enough for it (``...-<width>-whole.png``: JupyterLab scrolls the notebook inside the page)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    for width, height in SIZES.values():
        left_sidebar(page, width > 600)
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(400)  # JupyterLab lays the notebook out again
        focus.scroll_into_view_if_needed()
        expect(focus).to_be_in_viewport()
        page.wait_for_timeout(600)  # the notebook draws the cells scrolled to (windowing)
        page.screenshot(path=str(ARTIFACTS / f"game-table-{name}-{width}.png"))
        box = table.bounding_box()
        assert box is not None
        if width < 600:  # the table fits the phone's width
            assert box["x"] + box["width"] <= width
        page.set_viewport_size({"width": width, "height": int(box["height"]) + 300})
        page.wait_for_timeout(400)
        table.scroll_into_view_if_needed()
        page.wait_for_timeout(600)
        table.screenshot(path=str(ARTIFACTS / f"game-table-{name}-{width}-whole.png"))
    left_sidebar(page, True)
    page.set_viewport_size({"width": 1024, "height": 768})


def click_and_wait(page: Page, button: Locator) -> None:
    """Click a button of the table and wait until the kernel has drawn the table again (the
    clicked button leaves the page) or said why not (a message on the feedback line)."""
    handle = button.element_handle()
    assert handle is not None
    handle.click()
    page.wait_for_function("el => !el.isConnected || document.querySelector('.mj-table .mj-msg.mj-bad')", arg=handle)


def play_hand(page: Page, table: Locator) -> int:
    """Click until the hand is over: a claim, kong or mahjong button when there is one, else the
    last tile of the hand (the tile just drawn)."""
    clicks = 0
    result = table.locator(".mj-result")
    while not result.count():
        actions = table.locator(".mj-actions .mj-action")
        tiles = table.locator(".mj-hand .mj-tile")
        expect(actions.first.or_(tiles.first).or_(result).first).to_be_visible()
        if result.count():
            break
        if actions.count():
            wins = table.locator(".mj-actions .mj-action.mod-success")
            click_and_wait(page, wins.first if wins.count() else actions.first)
        else:
            click_and_wait(page, tiles.last)
            if table.locator(".mj-msg.mj-bad").count():  # that tile may not go now: the first one
                click_and_wait(page, table.locator(".mj-hand .mj-tile").first)
        clicks += 1
        assert clicks < 200, "the hand did not end"
    return clicks


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_two_whole_hands_at_the_lessons_table(lab, page: Page, lang: str) -> None:  # type: ignore[no-untyped-def]
    words = WORDS[lang]
    page.set_viewport_size({"width": 1024, "height": 768})
    lab.run_all(f"{lang}/{LESSON}", timeout=RUN_ALL_MS)
    table = page.locator(".mj-table").first
    expect(table.locator(".mj-scene svg")).to_be_visible(timeout=60_000)
    expect(table.locator(".mj-hand .mj-tile")).to_have_count(14)
    shoot(page, table, f"{lang}-start", table.locator(".mj-hand"))
    for hand in (1, 2) if lang == "ru" else (1,):  # the second hand once: the suite's time (DECISIONS)
        assert play_hand(page, table) > 3
        result = table.locator(".mj-result")
        expect(result).to_be_visible()
        expect(result).to_contain_text(words["scores"])
        expect(table).to_contain_text(words["over"])
        review = result.locator(".mj-review")
        expect(review).to_contain_text(words["review"])
        expect(review.locator(".mj-review-summary")).to_contain_text(re.compile(r"\d+ %"))
        opener = review.get_by_role("button", name=words["open"], exact=True)
        if opener.count():  # mistakes: the first one's moment, the tile played outlined
            opener.click()
            expect(review.locator(".mj-review-moment svg")).to_be_visible()
            expect(review.locator(".mj-review-count")).to_contain_text("1")
            if hand == 2:  # "Guess first": the moment as a question, the pick judged by the coach
                review.get_by_role("button", name=words["guess"]).click()
                option = review.locator(".mj-review-hand .mj-tile, .mj-review-options .mj-action").first
                expect(option).to_be_visible()
                option.click()
                expect(review.locator(".mj-review-verdict")).to_be_visible()
        shoot(page, table, f"{lang}-hand{hand}", result)
        expect(page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")).to_have_count(0)
        if hand == 1 and lang == "ru":
            click_and_wait(page, result.get_by_role("button", name=words["next"], exact=True))
            expect(table.locator(".mj-hand .mj-tile").first).to_be_visible()
            expect(table.locator(".mj-result")).to_have_count(0)
    overflow = page.evaluate("document.documentElement.scrollWidth > innerWidth")
    assert not overflow
