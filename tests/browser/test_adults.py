"""The adults' lessons in a real JupyterLab, in both languages: Run All shows no error, the
riichi calculator shows its fu lines, lesson 8's reference tables scroll in their own boxes at
a phone's 412 px, a Hong Kong hand below the minimum says why (and the limit cuts East's payment
on South's self-draw), a ticked box scores again at once. Screenshots are kept in
tests/artifacts/browser/ (one per test)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from lessons.widgets import HkPayments
from tests.lessons.facts import l07_hk as facts

pytestmark = pytest.mark.slow  # a real JupyterLab: seconds per test, outside the quick suite

ADULTS = sorted(p.name for p in (Path(__file__).resolve().parents[2] / "lessons" / "en" / "adults").glob("*.ipynb"))
#: Run All may take long on a loaded machine (the speed goal is measured by ``make bench``, not here).
RUN_ALL_MS = 240_000
WORDS = {
    "en": {"self_drawn": "Self-drawn win", "fu": "Where the fu come from", "bonus": "bonus fan", "below": "below the minimum"},
    "ru": {"self_drawn": "Выигрыш со стены", "fu": "Откуда фу", "bonus": "бонусные фан", "below": "меньше минимума"},
}


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("lesson", ADULTS)
def test_run_all_shows_no_error(lab, page: Page, lang: str, lesson: str) -> None:  # type: ignore[no-untyped-def]
    lab.run_all(f"{lang}/adults/{lesson}", timeout=RUN_ALL_MS)
    expect(page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")).to_have_count(0)
    expect(page.locator(".jp-OutputArea-output", has_text="Traceback")).to_have_count(0)
    expect(page.locator(".mj-msg.mj-bad")).to_have_count(0)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_riichi_calculator_shows_fu_lines_and_a_ticked_box_rescores(lab, page: Page, lang: str) -> None:  # type: ignore[no-untyped-def]
    lab.run_all(f"{lang}/adults/08_riichi.ipynb", timeout=RUN_ALL_MS)
    calculators = page.locator(".mj-calculator")
    fu_example = calculators.nth(1)  # the dealer's tanyao won on a discarded 4s: 1 han 40 fu
    fu = fu_example.locator(".mj-fu-lines")
    expect(fu).to_contain_text(WORDS[lang]["fu"])
    assert fu.locator("li").count() >= 4
    total = fu_example.locator(".mj-score-total")
    expect(total).to_contain_text("40")
    before = total.inner_text()
    fu_example.get_by_label(WORDS[lang]["self_drawn"]).check()  # no Score button pressed
    expect(total).not_to_have_text(before)
    expect(fu_example.locator(".mj-fu-lines")).to_contain_text(re.compile("[Tt]sumo|[Цц]умо"))
    fu_example.scroll_into_view_if_needed()
    reference_tables_fit_a_phone(page)


def reference_tables_fit_a_phone(page: Page) -> None:
    """At a phone's 412 px (the file browser folded), the fu table and the payments tables stay
    inside the phone: a wide one scrolls sideways in its own box, not the notebook."""
    page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab").first.click()
    page.set_viewport_size({"width": 412, "height": 915})
    page.wait_for_timeout(600)  # JupyterLab lays the notebook out again
    for table in ("mj-riichi-fu", "mj-riichi-price-other", "mj-riichi-price-dealer", "mj-riichi-limits"):
        box = page.locator(f".mj-scroll-x:has(table.{table})").first
        box.scroll_into_view_if_needed()
        right, scroll, client = box.evaluate("e => [e.getBoundingClientRect().right, e.scrollWidth, e.clientWidth]")
        assert right <= 412, f"{table} ends at {right} px, beyond the phone's 412"
        assert scroll >= client
    page.screenshot(path=str(Path(__file__).resolve().parents[1] / "artifacts" / "browser" / "riichi-payments-412.png"))
    page.set_viewport_size({"width": 1024, "height": 768})
    page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab").first.click()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_hong_kong_hand_below_the_minimum_says_why(lab, page: Page, lang: str) -> None:  # type: ignore[no-untyped-def]
    lab.run_all(f"{lang}/adults/07_hk.ipynb", timeout=RUN_ALL_MS)
    below = page.locator(".mj-calculator .mj-score-total", has_text=WORDS[lang]["below"])
    expect(below.first).to_contain_text(WORDS[lang]["bonus"])
    # the payments table's every column, and South's self-draw with East's payment cut to the limit
    expect(page.locator(".mj-hk-payments tr").first.locator("th")).to_have_count(len(HkPayments(lang=lang).rows[0]))
    south = facts.SOUTH.score.payments
    expect(page.locator(".mj-calculator .mj-score-total", has_text=f"+{south['S']}")).to_contain_text(f"{south['E']}")
    below.first.scroll_into_view_if_needed()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_fan_table_in_the_learners_language_with_chinese_names(lab, page: Page, lang: str) -> None:  # type: ignore[no-untyped-def]
    lab.run_all(f"{lang}/adults/06_mcr.ipynb", timeout=RUN_ALL_MS)
    table = page.locator(".mj-fan-grid").first
    expect(table.locator("th")).to_have_count(4)
    zh = table.locator(".mj-zh").first
    expect(zh).to_be_visible()
    family = zh.evaluate("e => getComputedStyle(e).fontFamily")
    assert "MJ CJK" in family
    assert page.evaluate("document.fonts.check('16px \"MJ CJK\"', '大四喜')")
    # under the counted lines, the fans present but not counted and why
    left_out = page.locator(".mj-calculator .mj-not-counted").first
    expect(left_out).to_contain_text({"ru": "Не засчитаны", "en": "Not counted"}[lang])
    expect(left_out.locator("li")).to_have_count(3)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_whole_game_lesson_shows_the_payment_table(lab, page: Page, lang: str) -> None:  # type: ignore[no-untyped-def]
    """Lesson 4: the Chinese Official payments computed on screen, the game tables drawn, the
    self-check's answers folded until opened."""
    lab.run_all(f"{lang}/adults/04_full_game.ipynb", timeout=RUN_ALL_MS)
    table = page.locator(".mj-mcr-payments")
    expect(table).to_be_visible(timeout=60_000)  # widget views render after the kernel's replies
    expect(table.locator("tr")).to_have_count(5)
    expect(table.locator("tr").nth(1)).to_contain_text("16")  # 8 points on West's discard: West pays 8 + 8
    expect(page.locator(".mj-mcr-false tr")).to_have_count(3)
    answers = page.locator("details").last
    answers.scroll_into_view_if_needed()
    expect(answers.locator("li").first).not_to_be_visible()
    answers.locator("summary").click()
    expect(answers.locator("li").first).to_be_visible()
