"""The static site (``make site``) in a real browser: Pyodide, the real mjcore and widgets.

The site is built once (tests/sitekit.py: ``tools/build_site.py``, Pyodide from the npm
registry, wheels from PyPI; or ``MJ_SITE_DIR``, a site built before), served on 127.0.0.1,
and opened in Debian's chromium with every request to another host aborted AND counted: the
count must be 0, the site needs nothing else. Per language: the kids' start page as an app (no code on screen) and its first lesson
played by clicks, the MCR calculator and a quiz in the notebook interface (Run All, no error
output). Every kids' lesson finished in the app, ru and en side by side, each lesson at a
tablet's size in one language and a phone's in the other, through the app's own "← Lessons"
and "Next lesson" (the players: tests/kidsplayers.py, shared with the Voilà pages' test). Slow
(a build and a Pyodide start per page); skipped with a message without npm or chromium.
Screenshots in tests/artifacts/browser/.
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


# -- the kids' app, every lesson finished ----------------------------------------------------
#: The sizes a child has: a tablet and a phone (CSS pixels).
TABLET = {"width": 1024, "height": 768}
PHONE = {"width": 412, "height": 915}
#: One Pyodide start a language (a start is most of the cost): the lessons take turns at the two
#: sizes, the other way round in the other language, so each lesson is finished at both sizes
#: and in both languages (ru: 1, 3, 5... at the tablet's size, 2, 4, 6... at the phone's).
FIRST_SIZE = {"ru": TABLET, "en": PHONE}


def _size_of(lang: str, number: int) -> dict[str, int]:
    first = FIRST_SIZE[lang]
    return first if number % 2 else (PHONE if first is TABLET else TABLET)


def _lesson_list(lang: str) -> list[tuple[str, str]]:
    """The start page's list as the app shows it: (button label, lesson path), in order."""
    import json

    from lessons.site import lesson_links, lesson_list

    home = f"{lang}/kids/00_start.ipynb"
    cells = json.loads((ROOT / "lessons" / home).read_text("utf-8"))["cells"]
    found = []
    for cell in cells:
        if cell["cell_type"] == "markdown":
            text = "".join(cell["source"])
            listed = lesson_list(text, f"{lang}/kids")
            found += [(label, path) for label, path in lesson_links(text, f"{lang}/kids")[1] if path in listed]
    return found


def _title(path: str) -> str:
    """A lesson's heading (its first markdown line, without the ``#``)."""
    import json

    cell = json.loads((ROOT / "lessons" / path).read_text("utf-8"))["cells"][0]
    return "".join(cell["source"]).split("\n")[0].lstrip("# ").strip()


def at_phone_size(page: object, where: str, found: list[str]) -> None:
    """At 412 px, what a child would scroll sideways to see (``phonekit.overflow``, one line a
    defect, once the page's pictures are in), gathered in ``found``."""
    from phonekit import overflow, pictures_loaded

    pictures_loaded(page)
    found += [f"{where}: {line}" for line in overflow(page)]


def finish_every_lesson(browser: object, site: Site, lang: str) -> list[str]:
    """One start of the kids' app in ``lang``: each lesson opened from its list, every board with
    a player (tests/kidsplayers.py) played to its end with a wrong move first, "Next lesson" at
    its end opening the next one, "← Lessons" at that one's top going back to the list; the
    lessons take turns at the tablet's and the phone's size (``FIRST_SIZE``). Returns what the
    phone's check found (:func:`at_phone_size`); prints what each lesson ended and left."""
    import time

    from kidsplayers import play_every_board
    from playwright.sync_api import TimeoutError as PlaywrightTimeout
    from playwright.sync_api import expect
    from voilakit import widget_cells

    from lessons.widgets.texts import t

    context = browser.new_context(viewport=TABLET, device_scale_factor=2, is_mobile=True, has_touch=True)  # type: ignore[attr-defined]
    context.route("**/*", site.route)
    page = context.new_page()
    page.set_default_timeout(60_000)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    lessons = _lesson_list(lang)
    app = page.locator(".jp-CodeConsole-content")
    back = app.get_by_role("button", name=t("kids.app.lessons", lang), exact=True)
    onward = app.get_by_role("button", name=t("kids.app.next", lang), exact=True)
    phone: list[str] = []
    started = time.monotonic()
    try:
        page.goto(f"{site.url}/kids/{lang}.html")
        expect(app.get_by_role("button", name=lessons[0][0], exact=True)).to_be_visible(timeout=BOOT_MS)
        print(f"\n  {lang}: the app started in {time.monotonic() - started:.1f} s")
        assert back.count() == 0 and onward.count() == 0, "the lesson list has no way back or onward"
        ran = app.locator(".jp-Cell:not(.jp-CodeConsole-promptCell) .cm-content")
        assert ran.count() == 0 or not ran.first.is_visible(), "the code of the page is on screen"
        assert "show_page" not in app.inner_text()
        for number, (label, path) in enumerate(lessons, start=1):
            size = _size_of(lang, number)
            page.set_viewport_size(size)
            name = path.rsplit("/", 1)[1].removesuffix(".ipynb")
            where = f"{path} at {size['width']} px"
            begun = time.monotonic()
            app.get_by_role("button", name=label, exact=True).click()
            # the lesson is on screen from its top: its title, "← Lessons" above it, all its boards
            expect(app.get_by_role("heading", name=_title(path))).to_be_visible()
            expect(back.first).to_be_in_viewport()
            wanted = widget_cells(lang, name + ".ipynb")
            if wanted:
                expect(app.locator(".mj-board, .mj-choice").first).to_be_visible()
            expect(page.get_by_text("Loading widget")).to_have_count(0, timeout=90_000)
            if wanted and number == 1:  # the page takes the width: no console prompts or collapsers on the left (they
                # took 89 px of a phone's 412)
                left = app.locator(".mj-board, .mj-choice").first.evaluate("b => b.getBoundingClientRect().left")
                assert left < 16, f"{where}: the board starts {left:.0f} px from the left edge"
            # the boards appear one by one after "Loading widget" has gone: wait for them all (at most
            # 30 s), then count (a count taken at once saw 2 of lesson 5's 3 boards on a busy machine)
            try:
                page.wait_for_function("""n => [...document.querySelectorAll('.jp-CodeConsole-content .mj-board,'
                    + ' .jp-CodeConsole-content .mj-choice')].filter(e => !e.parentElement.closest('.mj-board, .mj-choice'))
                    .length >= n""", arg=wanted, timeout=30_000)
            except PlaywrightTimeout:
                pass  # the count below says what is missing
            shown = app.evaluate("""a => [...a.querySelectorAll('.mj-board, .mj-choice')]
                .filter(e => !e.parentElement.closest('.mj-board, .mj-choice')).length""")
            assert shown == wanted, f"{where}: {shown} boards on screen, the page makes {wanted}"
            if size is PHONE:
                at_phone_size(page, where, phone)
            played = play_every_board(app, lang)
            print(f"  {where}: {time.monotonic() - begun:.1f} s, ended {played.ended}, left {played.left}")
            if size is PHONE:
                at_phone_size(page, where + ", played", phone)
            # its end: "← Lessons", and "Next lesson" but after the last
            expect(back).to_have_count(2)
            back.last.scroll_into_view_if_needed()
            page.screenshot(path=str(ARTIFACTS / f"site-kids-{lang}-{size['width']}-{name}.png"))
            if number < len(lessons):
                onward.click()
                expect(app.get_by_role("heading", name=_title(lessons[number][1]))).to_be_visible()
                expect(back.first).to_be_in_viewport()
                back.first.click()
            else:
                expect(onward).to_have_count(0)
                back.last.click()
            expect(app.get_by_role("button", name=lessons[0][0], exact=True)).to_be_visible()
            expect(back).to_have_count(0)
    finally:
        page.screenshot(path=str(ARTIFACTS / f"site-kids-{lang}-last.png"))
        context.close()
    print(f"  {lang}: every lesson in {time.monotonic() - started:.1f} s")
    return phone


def _in_its_own_browser(site: Site, lang: str) -> list[str]:
    """:func:`finish_every_lesson` in a chromium of its own (Playwright's objects stay in the thread
    that made them)."""
    from labkit import CHROMIUM, CHROMIUM_ARGS
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            return finish_every_lesson(browser, site, lang)
        finally:
            browser.close()


def test_the_kids_app_finishes_every_lesson_at_both_sizes(browser: object, site: Site) -> None:
    """Every kids' lesson finished in the site's app, in Russian and in English, at a tablet's
    and a phone's size (:func:`finish_every_lesson`). The two languages run side by side (the
    English one in a thread with its own chromium): each is a Pyodide of its own, mostly waiting
    for its kernel, so on 2 cores the pair takes less than the two one after the other."""
    from concurrent.futures import ThreadPoolExecutor

    from playwright.sync_api import expect

    expect.set_options(timeout=30_000)  # the players' waits: a click is ~0.3 s here, far more on a busy machine
    with ThreadPoolExecutor(max_workers=1) as beside:
        english = beside.submit(_in_its_own_browser, site, "en")
        phone = finish_every_lesson(browser, site, "ru")
        phone += english.result()
    assert phone == [], "at the phone's size:\n" + "\n".join(phone)
