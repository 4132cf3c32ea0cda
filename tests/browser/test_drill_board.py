"""The score-it-yourself board in a real JupyterLab and chromium, in both languages: a step is
answered by typing or clicking, checked with its reason, and the next step follows."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts" / "browser"

CASES = [
    ("en/adults/05_classical.ipynb", "Check", "Next step", r"Step 2 of \d+", r"Right!|Not quite"),
    ("ru/adults/06_mcr.ipynb", "Проверить", "Следующий шаг", r"Шаг 2 из \d+", r"Верно!|Не совсем"),
    ("ru/adults/08_riichi.ipynb", "Проверить", "Следующий шаг", r"Шаг 2 из \d+", r"Верно!|Не совсем"),
    ("en/kids/12_kids_scoring.ipynb", "Check", "Next step", r"Step 2 of \d+", r"Right!|Not yet"),
]
#: A child who errs tries the same step again: the kids' drill stays on step 1 after a wrong answer
#: (tests/kidsplayers.py plays it on to the end).
RETRY = "kids/"


@pytest.mark.parametrize(("notebook", "check", "next_step", "second", "verdict"), CASES,
                         ids=[c[0].replace("/", "-") for c in CASES])
def test_a_step_is_checked_and_the_next_one_follows(lab, page: Page, notebook: str, check: str, next_step: str,
                                                    second: str, verdict: str) -> None:  # type: ignore[no-untyped-def]
    lab.run_all(notebook)
    board = page.locator(".mj-drill").first
    board.scroll_into_view_if_needed()
    expect(board.locator(".mj-quiz-prompt")).to_be_visible()
    number = board.locator(".mj-quiz-number input")
    pressed = board.locator(".mj-numbers")  # a child's count: big number buttons, pressed, no Check
    if pressed.count():
        pressed.get_by_role("button", name="1", exact=True).click()
    elif number.count():
        number.fill("0")
    else:
        board.locator(".mj-quiz-prompt").wait_for()
        board.locator("button.mj-big").filter(has_not_text=re.compile(f"{check}|{next_step}")).last.click()
    if not pressed.count():
        board.get_by_role("button", name=check, exact=True).click()
    expect(board.locator(".mj-msg").filter(has_text=re.compile(verdict)).first).to_be_visible()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    name = notebook.replace("/", "-").removesuffix(".ipynb")
    board.screenshot(path=str(ARTIFACTS / f"drill-{name}-answered.png"))
    if RETRY in notebook and board.locator(".mj-msg").filter(has_text="Not yet").count():
        expect(board.locator(".mj-quiz-counter")).to_contain_text(re.compile(r"Step 1 of \d+"))
        expect(board.locator(".mj-numbers")).to_be_visible()  # the same step, again
        return
    board.get_by_role("button", name=next_step, exact=True).click()
    expect(board.locator(".mj-quiz-counter")).to_contain_text(re.compile(second))
    board.screenshot(path=str(ARTIFACTS / f"drill-{name}-step2.png"))


@pytest.mark.parametrize(("notebook", "share"), [("en/adults/10_strategy.ipynb", "of the best discard's useful tiles"),
                                                  ("ru/adults/10_strategy.ipynb", "полезных костей лучшего сноса")],
                         ids=["en", "ru"])
def test_a_discard_is_scored_as_a_share_of_the_best(lab, page: Page, notebook: str, share: str) -> None:  # type: ignore[no-untyped-def]
    lab.run_all(notebook)
    board = page.locator(".mj-drill").first
    board.scroll_into_view_if_needed()
    board.locator("button[class*='mj-t-']").last.click()  # a tile of the hand to discard
    expect(board.locator(".mj-msg").filter(has_text=share).first).to_be_visible()
    expect(board.locator(".mj-msg").filter(has_text=re.compile(r"\d+%")).first).to_be_visible()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    board.screenshot(path=str(ARTIFACTS / f"drill-discard-accuracy-{notebook[:2]}.png"))
