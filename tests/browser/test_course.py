"""The course in a real browser: JupyterLab and Voilà, Debian's chromium, real widgets.

Each test opens a lesson, runs all its cells as a learner does (Run -> Run All Cells), plays
by clicking the tiles and buttons on screen, and asserts what changed on screen.  The
screenshots of the last state are kept in tests/artifacts/browser/.
"""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from mjcore.kidswords import child_tile_name
from mjcore.tiles import Tile


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


def flip(tile) -> str:  # type: ignore[no-untyped-def]
    """Click a face-down memory tile and return the face it shows."""
    tile.click()
    expect(tile).not_to_have_class(re.compile(r"\bmj-back\b"))
    return tile_kind(tile)


def test_memory_game_find_a_pair(lab, page: Page) -> None:  # type: ignore[no-untyped-def]
    lab.run_all("en/kids/05_characters_memory.ipynb")
    board = page.locator(".mj-memory").first
    grid = board.locator(".mj-grid .mj-tile")
    expect(grid.first).to_be_visible()
    size = grid.count()
    assert size == 12 and all(tile_kind(grid.nth(i)) == "back" for i in range(size))
    seen: dict[str, int] = {}
    unknown = list(range(size))
    while unknown:
        first = unknown.pop(0)
        face = flip(grid.nth(first))
        if face in seen:  # its twin was seen before: go and get it
            second = seen[face]
            flip(grid.nth(second))
        else:
            second = unknown.pop(0)
            other = flip(grid.nth(second))
            if other != face:
                seen[face], seen[other] = first, second
                continue
        expect(grid.nth(first)).to_have_class(re.compile(r"\bmj-good\b"))
        expect(grid.nth(second)).to_have_class(re.compile(r"\bmj-good\b"))
        assert tile_kind(grid.nth(first)) == tile_kind(grid.nth(second)) == face
        expect(board.locator(".mj-msg", has_text=re.compile(r"\d")).first).to_be_visible()  # "Да! 7 монет."  # a score of one pair
        break
    else:
        raise AssertionError("no pair was found on the whole grid")


def test_two_player_game_discard_and_the_computer_answers(lab, page: Page) -> None:  # type: ignore[no-untyped-def]
    lab.run_all("ru/kids/11_first_game.ipynb")
    table = page.locator(".mj-table").first
    hand = table.locator(".mj-hand .mj-tile")
    expect(hand.first).to_be_visible()
    events = table.locator(".mj-events").first
    table.get_by_role("button", name=re.compile("Подсказка")).click()
    expect(table.locator(".mj-msg").last).to_contain_text(re.compile("[А-Яа-я]{4,}"))
    # the hint lights a tile and the hand is drawn again: click only the new drawing's tiles
    expect(table.locator(".mj-hand .mj-tile.mj-glow")).to_have_count(1, timeout=30_000)
    discarded = tile_kind(hand.first)
    hand.first.click()
    name = child_tile_name(Tile.from_str(discarded), "ru")  # the kids' table speaks the children's names
    # a table of two: "ты" and "компьютер", no seat numbers (the course says «ты» to a child);
    # the log shows the newest line first
    mine = re.compile(rf"ты: сброс {re.escape(name)}")
    expect(events).to_contain_text(mine, timeout=30_000)
    # the computer answered after my discard (a line above mine): it discarded, claimed or won
    expect(events).to_contain_text(re.compile(r"компьютер:[\s\S]*" + mine.pattern), timeout=30_000)
    assert "место" not in events.inner_text()


def test_mcr_calculator_scores_and_highlights_a_fan(lab, page: Page) -> None:  # type: ignore[no-untyped-def]
    lab.run_all("en/adults/06_mcr.ipynb")
    calculator = page.locator(".mj-calculator").first
    lines = calculator.locator(".mj-score-lines .mj-score-line")
    expect(lines.first).to_be_visible()
    expect(calculator.locator(".mj-score-total").first).to_contain_text(re.compile(r"\d"))
    picture = calculator.locator(".mj-highlight").first
    lines.first.click()
    highlighted = picture.locator("[data-highlight='true']")
    expect(highlighted.first).to_be_attached()
    assert 0 < highlighted.count() <= 14
    # the same hand won from the wall: tick the box, score again, the total changes
    total = calculator.locator(".mj-score-total").first
    before = total.inner_text()
    calculator.get_by_label("Self-drawn win").check()
    calculator.get_by_role("button", name="Score", exact=True).click()
    expect(total).not_to_have_text(before)
    expect(total).to_contain_text(re.compile(r"\d"))
    expect(lines.filter(has_text="Fully Concealed Hand: 4 points")).to_have_count(1)


def test_voila_kids_page_has_no_code_and_plays(lab, page: Page) -> None:  # type: ignore[no-untyped-def]
    lab.voila("ru/kids/01_dots.ipynb")
    board = page.locator(".mj-find-suit").first
    pile = board.locator(".mj-pile .mj-tile")
    expect(pile.first).to_be_visible(timeout=60_000)
    assert page.locator(".jp-InputArea-editor, .CodeMirror, .cm-editor").count() == 0
    assert "FindSuitBoard" not in page.content()
    dots = [i for i in range(pile.count()) if tile_kind(pile.nth(i)).endswith("p")]
    pile.nth(dots[0]).click()
    expect(pile.nth(dots[0])).to_have_class(re.compile(r"\bmj-good\b"))
    expect(board.locator(".mj-msg", has_text=re.compile(r"\d")).first).to_be_visible()  # "Да! 7 монет."
