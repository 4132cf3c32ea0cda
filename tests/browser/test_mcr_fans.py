"""The fan reference of lesson 6 (:class:`~lessons.widgets.mcr_fans.McrFanGuide`) in a real
JupyterLab at a laptop's 1024×768 and a phone's 412×915, in both languages: the card shows the
example as tiles, the search and an excluded fan's button work, nothing runs off the screen.
Screenshots: tests/artifacts/browser/mcr-fans-<lang>-<width>.png."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from labkit import left_sidebar
from playwright.sync_api import Locator, Page, expect

pytestmark = pytest.mark.slow  # a real JupyterLab

ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts" / "browser"

#: The lesson's own two lines (lessons/*/adults/06_mcr.ipynb), in the Russian folder, and the
#: English reference beside it: one kernel for both languages.
CELLS = ("from lessons.widgets import McrFanGuide", "McrFanGuide()", 'McrFanGuide(lang="en")')
WORDS = {"ru": ("Большие четыре ветра", "Два открытых конга", "Панг драконов", "Следующий", "82 из 82"),
         "en": ("Big Four Winds", "Two Melded Kongs", "Dragon Pung", "Next", "82 of 82")}


def test_the_fan_reference_reads_on_a_laptop_and_a_phone(lab, page: Page, server) -> None:  # type: ignore[no-untyped-def]
    notebook = {"cells": [{"cell_type": "code", "id": f"c{i}", "metadata": {}, "execution_count": None, "outputs": [],
                           "source": source} for i, source in enumerate(CELLS)],
                "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
                "nbformat": 4, "nbformat_minor": 5}
    (server.root / "ru" / "adults" / "scratch_fans.ipynb").write_text(json.dumps(notebook))
    page.set_viewport_size({"width": 1024, "height": 768})
    lab.run_all("ru/adults/scratch_fans.ipynb")
    for number, lang in enumerate(WORDS):
        guide = page.locator(".mj-fanguide").nth(number)
        first, kongs, dragon, next_one, all_shown = WORDS[lang]
        guide.scroll_into_view_if_needed()
        expect(guide.locator(".mj-fanguide-head")).to_contain_text(first, timeout=60_000)
        expect(guide.locator(".mj-fanguide-note")).to_contain_text("82")
        expect(guide.locator(".mj-fanguide-hand svg").first).to_be_visible()
        shoot(page, guide, f"{lang}-first")
        search = guide.locator(".mj-fanguide-search input")
        search.fill("57")
        expect(guide.locator(".mj-fanguide-head")).to_contain_text("57")
        guide.get_by_role("button", name=next_one).click()
        expect(guide.locator(".mj-fanguide-head")).to_contain_text(kongs)
        search.fill("2")  # Big Three Dragons is row 2
        guide.locator(".mj-fanguide-other", has_text=dragon).first.click()
        expect(guide.locator(".mj-fanguide-head")).to_contain_text(dragon)
        shoot(page, guide, f"{lang}-dragon", phone=True)
        search.fill("")
        expect(guide).to_contain_text(all_shown)
        guide.locator(".mj-fanguide-choice select").select_option(index=0)
        expect(guide.locator(".mj-fanguide-head")).to_contain_text(first)
        shoot(page, guide, f"{lang}-first", phone=True)
        left_sidebar(page, True)
        page.set_viewport_size({"width": 1024, "height": 768})


def shoot(page: Page, guide: Locator, name: str, *, phone: bool = False) -> None:
    """The whole reference in a window as wide as a laptop's (or a phone's, the file browser
    folded) and tall enough for it (JupyterLab scrolls the notebook inside the page): nothing
    runs off the side, the tiles stay big enough to read. ``mcr-fans-<name>-<width>.png``."""
    width = 412 if phone else 1024
    left_sidebar(page, not phone)
    page.set_viewport_size({"width": width, "height": 915 if phone else 768})
    page.wait_for_timeout(400)  # JupyterLab lays the notebook out again
    box = guide.bounding_box()
    assert box is not None
    page.set_viewport_size({"width": width, "height": int(box["height"]) + 300})
    page.wait_for_timeout(400)
    guide.scroll_into_view_if_needed()
    page.wait_for_timeout(600)  # the notebook draws the cells scrolled to (windowing)
    for part in (".mj-fanguide-card", ".mj-fanguide-hand", ".mj-fanguide-search", ".mj-fanguide-choice"):
        shown = guide.locator(part).first.bounding_box()
        assert shown is not None and shown["x"] >= 0 and shown["x"] + shown["width"] <= width, (part, shown)
    tile = guide.locator(".mj-hand-piece svg").first.bounding_box()
    assert tile is not None and tile["height"] >= 40, tile  # the tiles stay big enough to read
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    guide.screenshot(path=str(ARTIFACTS / f"mcr-fans-{name}-{width}.png"))
