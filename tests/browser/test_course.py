"""The course in a real browser: JupyterLab and Voilà, Debian's chromium, real widgets.

Each test opens a lesson, runs all its cells as a learner does (Run -> Run All Cells), plays
by clicking the tiles and buttons on screen, and asserts what changed on screen.  The
screenshots of the last state are kept in tests/artifacts/browser/.
"""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect


def tile_kind(locator) -> str:  # type: ignore[no-untyped-def]
    """``'5p'`` for a tile button showing 5 of Dots, ``'back'`` for a face-down one."""
    classes = locator.get_attribute("class") or ""
    found = re.search(r"\bmj-t-(\w+)", classes)
    return found.group(1) if found else "back"


def test_dots_lesson_find_the_dots(lab, page: Page) -> None:  # type: ignore[no-untyped-def]
    lab.run_all("ru/kids/01_dots.ipynb")
    board = page.locator(".mj-find-suit").first
    pile = board.locator(".mj-pile .mj-tile")
    expect(pile.first).to_be_visible()
    dots = [i for i in range(pile.count()) if tile_kind(pile.nth(i)).endswith("p")]
    assert dots, "the pile has dots to find"
    pile.nth(dots[0]).click()
    expect(pile.nth(dots[0])).to_have_class(re.compile(r"\bmj-good\b"))
    others = [i for i in range(pile.count()) if not tile_kind(pile.nth(i)).endswith("p")]
    if others:
        pile.nth(others[0]).click()
        expect(pile.nth(others[0])).not_to_have_class(re.compile(r"\bmj-good\b"))
        expect(board.locator(".mj-msg").last).to_contain_text(re.compile("[А-Яа-я]"))
