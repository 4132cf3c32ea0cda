"""The static site (``make site``) in a real browser: Pyodide, the real mjcore and widgets.

The site is built once (tests/sitekit.py: ``tools/build_site.py``, Pyodide from the npm
registry, wheels from PyPI; or ``MJ_SITE_DIR``, a site built before), served on 127.0.0.1,
and opened in Debian's chromium with every request to another host aborted AND counted: the
count must be 0, the site needs nothing else. Per language: the kids' start page as an app (no code on screen) and its first lesson
played by clicks, the MCR calculator and a quiz in the notebook interface (Run All, no error
output). Slow (a build and a Pyodide start per page); skipped with a message without npm or
chromium. Screenshots in tests/artifacts/browser/.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from labkit import click_run_all
from sitekit import built_site, missing_tools, serve

# Known (2026-12-01): now and then JupyterLite answers a Run All pressed while it starts the
# notebook's kernel itself with "Error Starting Kernel: Session … not found" (seen once in 8 runs
# of a page here). A test that meets it is run again once (pytest-rerunfailures); the closing
# note carries the dialog as an open defect of the site.
pytestmark = [pytest.mark.slow, pytest.mark.flaky(reruns=1, reruns_delay=2)]

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "tests" / "artifacts" / "browser"
#: Pyodide's first start, the wheels' installs and the first import of mjcore take this long
#: on a busy 2-core machine (the figure itself is measured by tests/bench/bench_site.py).
BOOT_MS = 240_000


class Site:
    """The built site served on 127.0.0.1, and the requests to other hosts it tried."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.foreign: list[str] = []

    def route(self, route: object) -> None:
        url = route.request.url  # type: ignore[attr-defined]
        if url.startswith((self.url, "data:", "blob:")):
            route.continue_()  # type: ignore[attr-defined]
        else:
            self.foreign.append(url)
            route.abort()  # type: ignore[attr-defined]


@pytest.fixture(scope="module")
def site() -> Iterator[Site]:
    reason = missing_tools()
    if reason:
        pytest.skip(reason)
    with serve(built_site()) as url:
        served = Site(url)
        yield served
    assert served.foreign == [], f"the site asked other hosts: {served.foreign[:5]}"


@pytest.fixture
def site_page(browser: object, site: Site, request: pytest.FixtureRequest) -> Iterator[object]:
    context = browser.new_context(viewport={"width": 1200, "height": 1000})  # type: ignore[attr-defined]
    context.route("**/*", site.route)
    page = context.new_page()
    page.set_default_timeout(60_000)
    yield page
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{request.node.name}.png"), full_page=True)
    context.close()
    assert site.foreign == [], f"the site asked other hosts: {site.foreign[:5]}"


def _kind(locator: object) -> str:
    found = re.search(r"\bmj-t-(\w+)", locator.get_attribute("class") or "")  # type: ignore[attr-defined]
    return found.group(1) if found else "back"


FIRST_LESSON = {"ru": "Монеты: найди", "en": "Coins: find"}


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_kids_app_opens_a_lesson_and_plays(site: Site, site_page: object, lang: str) -> None:
    from playwright.sync_api import expect

    page = site_page
    page.goto(f"{site.url}/kids/{lang}.html")  # type: ignore[attr-defined]
    start = page.locator(".jp-OutputArea-output img, .jp-OutputArea-output .mj-tile").first  # type: ignore[attr-defined]
    expect(start).to_be_visible(timeout=BOOT_MS)
    ran = page.locator(".jp-CodeConsole-content .jp-Cell:not(.jp-CodeConsole-promptCell) .cm-content")  # type: ignore[attr-defined]
    assert ran.count() == 0 or not ran.first.is_visible(), "the code of the page is on screen"
    assert "show_page" not in page.locator(".jp-CodeConsole-content").inner_text()  # type: ignore[attr-defined]
    page.get_by_role("button", name=re.compile(FIRST_LESSON[lang])).click()  # type: ignore[attr-defined]
    board = page.locator(".mj-find-suit").first  # type: ignore[attr-defined]
    pile = board.locator(".mj-pile .mj-tile")
    expect(pile.first).to_be_visible(timeout=60_000)
    # the page takes the width: no console prompts or collapsers on the left (they took 89 px
    # of a phone's 412)
    left = board.evaluate("b => b.getBoundingClientRect().left")
    assert left < 16, f"the board starts {left:.0f} px from the left edge"
    dots = [i for i in range(pile.count()) if _kind(pile.nth(i)).endswith("p")]
    assert dots, "the pile has dots to find"
    for i in dots:
        pile.nth(i).click()
        expect(pile.nth(i)).to_have_class(re.compile(r"\bmj-good\b"), timeout=30_000)
    expect(board.locator(".mj-msg", has_text=str(len(dots))).first).to_be_visible()


def _run_all(page: object, site: Site, notebook: str) -> None:
    from playwright.sync_api import expect

    page.goto(f"{site.url}/notebooks/index.html?path={notebook}")  # type: ignore[attr-defined]
    page.locator(".jp-Notebook").first.wait_for()  # type: ignore[attr-defined]
    click_run_all(page, attempts=40, wait_idle=False, timeout=6_000)  # JupyterLite shows no idle indicator
    expect(page.locator(".jp-InputPrompt", has_text="[*]")).to_have_count(0, timeout=BOOT_MS)  # type: ignore[attr-defined]
    errors = page.locator("[data-mime-type='application/vnd.jupyter.stderr'], .jp-OutputArea-output[data-mime-type*='error']")  # type: ignore[attr-defined]
    assert errors.count() == 0, errors.first.inner_text()[:2000]


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_mcr_calculator_scores_in_the_browser(site: Site, site_page: object, lang: str) -> None:
    from playwright.sync_api import expect

    page = site_page
    _run_all(page, site, f"{lang}/adults/06_mcr.ipynb")
    calculator = page.locator(".mj-calculator").first  # type: ignore[attr-defined]
    total = calculator.locator(".mj-score-total").first
    expect(total).to_contain_text(re.compile(r"\d"))
    expect(calculator.locator(".mj-score-lines .mj-score-line").first).to_be_visible()


NEXT = {"ru": re.compile("^(Дальше|Ещё раз)$"), "en": re.compile("^(Next|Again)$")}


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_a_quiz_answers_in_the_browser(site: Site, site_page: object, lang: str) -> None:
    from playwright.sync_api import expect

    page = site_page
    _run_all(page, site, f"{lang}/adults/01_tiles.ipynb")
    quiz = page.locator(".mj-quiz").first  # type: ignore[attr-defined]
    expect(quiz).to_be_visible()
    quiz.locator(".mj-quiz-answer button").first.click()  # the tile_name family: one pick answers
    expect(quiz.locator(".mj-quiz-answer .mod-success, .mj-quiz-answer .mj-good").first).to_be_attached()
    # "Next" (or "Again" after the last) comes back after it was hidden: the site's widget manager
    # kept a hidden button hidden when told None, and a child could not leave the first question
    go_on = quiz.get_by_role("button", name=NEXT[lang])
    expect(go_on).to_be_visible()
    go_on.click()
    expect(quiz.locator(".mj-quiz-answer .mod-success, .mj-quiz-answer .mj-good")).to_have_count(0)
    expect(go_on).to_be_hidden()


IMPORTED = {"ru": "ничего не пропало", "en": "nothing was lost"}


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_progress_loads_a_file_and_downloads_it_in_the_browser(site: Site, site_page: object, lang: str, tmp_path: Path) -> None:
    """The progress view in the site takes a record made by the desktop's code (the bot's
    /export file), merges it into the browser's record and downloads the merged file, which the
    desktop's code reads back."""
    from playwright.sync_api import expect

    from lessons.widgets.progress import ProgressFile

    made = ProgressFile(tmp_path / "made.json")
    made.record_activity("memory", score=6, won=True, now=1_764_489_600.0)
    made.record_answer("tile_name:1", True, now=1_764_489_600.0)
    page = site_page
    _run_all(page, site, f"{lang}/adults/10_strategy.ipynb")
    view = page.locator(".mj-progress").first  # type: ignore[attr-defined]
    expect(view).to_be_attached(timeout=BOOT_MS)  # the last cell's widget renders after its prompt number
    view.scroll_into_view_if_needed()
    expect(view).to_be_visible(timeout=60_000)
    with page.expect_file_chooser() as chooser:  # type: ignore[attr-defined]
        view.locator(".widget-upload").first.click()  # the upload button's file input is not in the page
    chooser.value.set_files(str(made.path))
    expect(view.locator(".mj-msg.mj-good")).to_contain_text(IMPORTED[lang], timeout=BOOT_MS)  # a busy machine: the kernel may still be busy
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    view.scroll_into_view_if_needed()
    view.screenshot(path=str(ARTIFACTS / f"site-progress-{lang}.png"))
    with page.expect_download() as download:  # type: ignore[attr-defined]
        view.locator("a.mj-export").click()
    back = ProgressFile(tmp_path / "back.json")
    back.import_bytes(Path(download.value.path()).read_bytes())
    assert [a["activity"] for a in back.activities].count("memory") == 1
    assert back.quiz.skill("tile_name:1").seen == 1
