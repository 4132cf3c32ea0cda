"""Every kids' page in Voilà at a phone's 412×915, both languages: nothing to scroll sideways.

Each page is opened as ``make kids`` serves it, its boards waited for, and, where the wide
things come later, pressed on to them (lesson 3: a code answered wrong, with "This code
again"; lesson 12: a step of the count drill answered, with "Next step"); then
:func:`phonekit.overflow` measures it: the document no wider than the phone, no part of a
board past the edge, no button label cut, the tiles of a pile of one width. A screenshot
per page goes to tests/artifacts/browser/phone-<lang>-<page>.png. Playing every board to its
end is tests/browser/test_kids_pages.py's work (at the desktop's size).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pytest
from phonekit import BOARDS, overflow, phone_context, pictures_loaded, screenshot
from playwright.sync_api import Page, expect
from voilakit import ARTIFACTS_NAME, PICTURE, kids_server, pages, widget_cells

from lessons.widgets.texts import t

pytestmark = pytest.mark.slow
expect.set_options(timeout=30_000)


def _kind(locator: object) -> str:
    found = re.search(r"\bmj-t-(\w+)", locator.get_attribute("class") or "")  # type: ignore[attr-defined]
    return found.group(1) if found else ""


def code_answered_wrong(page: Page, lang: str) -> None:
    """Lesson 3: "Ready", the code answered with a wrong first tile: the review and its buttons."""
    board = page.locator(".mj-code-lock")
    code = [_kind(b) for b in board.locator(".mj-code .mj-tile").all()]
    board.locator("button.mj-ready").click()
    choices = board.locator(".mj-choice .mj-tile")
    expect(choices.first).to_be_visible()
    faces = [_kind(choices.nth(i)) for i in range(choices.count())]
    answer = [next(f for f in faces if f not in code), *code[1:]]
    for place, face in enumerate(answer):
        board.locator(f".mj-choice .mj-t-{face}").click()
        if place < len(answer) - 1:
            expect(board.locator(".mj-answer .mj-tile").nth(place)).to_have_class(re.compile(rf"\bmj-t-{face}\b"))
    expect(board.locator("button.mj-retry")).to_be_visible()


def drill_step_answered(page: Page, lang: str) -> None:
    """Lesson 12: the count drill's first step answered (the core's sum in the hint), "Next step" shown."""
    board = page.locator(".mj-board.mj-drill").first
    numbers = board.locator(".mj-numbers")  # a child presses the count on big number buttons
    for wrong in ("29", "30"):  # two misses: the drill says the sum
        numbers.get_by_role("button", name=wrong, exact=True).click()
        expect(board.locator(".mj-msg.mj-bad")).to_be_visible()
    hint = board.locator(".mj-msg.mj-bad").inner_text()
    sums = re.findall(r"=\s*(\d+)", hint)
    if sums:
        numbers.get_by_role("button", name=sums[-1], exact=True).click()
        expect(board.get_by_role("button", name=t("drill.next", lang), exact=True)).to_be_visible()

#: The pages whose wide things show only after some presses.
PRESSES: dict[str, Callable[[Page, str], None]] = {
    "03_code_lock.ipynb": code_answered_wrong,
    "12_kids_scoring.ipynb": drill_step_answered,
}


@pytest.fixture(scope="module", params=["ru", "en"])
def server(request: pytest.FixtureRequest) -> Iterator[object]:
    with kids_server(request.param) as running:
        yield running


@pytest.mark.parametrize("name", pages("ru"))
def test_every_kids_page_fits_a_phone(server, browser, name: str) -> None:  # type: ignore[no-untyped-def]
    lang = server.lang
    context = phone_context(browser)
    page: Page = context.new_page()
    page.set_default_timeout(30_000)
    found: list[str] = []
    try:
        page.goto(server.page(name), wait_until="commit", timeout=90_000)
        if widget_cells(lang, name):
            page.locator(BOARDS).locator("visible=true").first.wait_for(timeout=90_000)
        else:
            page.locator(PICTURE).locator("visible=true").first.wait_for(timeout=90_000)
        expect(page.get_by_text("Loading widget")).to_have_count(0, timeout=90_000)
        pictures_loaded(page)
        found += [f"at the start: {line}" for line in overflow(page)]
        if name in PRESSES:
            PRESSES[name](page, lang)
            pictures_loaded(page)
            found += [f"after the presses: {line}" for line in overflow(page)]
        print(f"\n  {lang}/{name} at 412 px: " + ("fits" if not found else "\n    ".join(["", *found])))
        assert found == [], f"{lang}/{name} does not fit a phone:\n" + "\n".join(found)
    finally:
        ARTIFACTS_NAME.mkdir(parents=True, exist_ok=True)
        screenshot(page, str(ARTIFACTS_NAME / f"phone-{lang}-{name.removesuffix('.ipynb')}.png"))
        context.close()
