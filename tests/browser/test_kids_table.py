"""The kids' game table (lesson 11) on a tablet, 1024x768, in Voilà as ``make kids`` serves it:
the answer to a press appears next to the buttons pressed, seen without scrolling (it once
appeared under the status line, below the screen). One page, one press, in Russian.
Screenshot: tests/artifacts/browser/kids-table-answer-1024.png."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from labkit import local_context
from playwright.sync_api import Page, expect
from voilakit import ARTIFACTS_NAME, kids_server

from lessons.widgets.texts import t
from mjcore.i18n import tr

pytestmark = pytest.mark.slow
LANG = "ru"


@pytest.fixture(scope="module")
def server() -> Iterator[object]:
    with kids_server(LANG, preheat=False) as running:
        yield running


def test_the_answer_to_a_press_is_seen_next_to_it_on_a_tablet(server, browser) -> None:  # type: ignore[no-untyped-def]
    context = local_context(browser, 1024, 768)
    page: Page = context.new_page()
    page.set_default_timeout(90_000)
    try:
        page.goto(server.page("11_first_game.ipynb"))
        table = page.locator(".mj-table")
        shout = table.get_by_role("button", name=t("table.kids.mahjong", LANG), exact=True)
        shout.wait_for(state="visible")
        shout.scroll_into_view_if_needed()
        shout.click()  # "Mahjong!" with a hand that is not complete: the core says what it holds
        said = tr("child.group.not_yet", LANG).split("{")[0].strip()
        answer = table.locator(".mj-msg", has_text=said)
        expect(answer).to_be_visible()
        page.wait_for_timeout(300)  # the page settles after the new drawing
        box, pressed = answer.bounding_box(), shout.bounding_box()
        assert box is not None and pressed is not None
        scrolled = page.evaluate("window.scrollY")
        page.screenshot(path=str(ARTIFACTS_NAME / "kids-table-answer-1024.png"))
        # seen without scrolling: inside the window, and near the buttons (not a screen away)
        assert 0 <= box["y"] and box["y"] + box["height"] <= 768, (box, scrolled)
        assert abs(box["y"] - pressed["y"]) < 300, (box, pressed)
    finally:
        context.close()
