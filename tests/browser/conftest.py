"""A real JupyterLab (with Voilà) on 127.0.0.1 and Debian's chromium driven by Playwright.

The server serves a copy of the course (``lessons/ru`` and ``lessons/en`` in a temporary
folder) so that running cells in the browser never writes outputs into the repository;
the widgets still find their language from the ``ru``/``en`` folder.  Screenshots go to
``tests/artifacts/browser/``.  Without ``/usr/bin/chromium`` (Debian's package
``chromium``; ``.ci/run`` installs it) or the ``playwright`` package, these tests skip
with a message saying so.  Never ``playwright install``: it downloads a browser.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from labkit import CHROMIUM, CHROMIUM_ARGS, Lab, Server, lab_server, local_context

try:
    from playwright.sync_api import expect
except ImportError:  # the tests skip; see _missing()
    expect = None  # type: ignore[assignment]

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "tests" / "artifacts" / "browser"


def _missing() -> str | None:
    if not CHROMIUM.exists():
        return "Debian's chromium is not installed (apt-get install -y chromium): browser tests skipped"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "the playwright package is not installed (pip install -e '.[dev]'): browser tests skipped"
    return None


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    reason = _missing()
    for item in items:
        if "tests/browser/" in str(item.path).replace(os.sep, "/"):
            item.add_marker(pytest.mark.browser)
            if reason:
                item.add_marker(pytest.mark.skip(reason=reason))


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    try:
        with lab_server(tmp_path_factory.mktemp("jupyter")) as running:
            yield running
    except RuntimeError as error:  # it did not start: the log says why
        pytest.fail(str(error))


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser: object, request: pytest.FixtureRequest) -> Iterator[object]:
    context = local_context(browser)
    page = context.new_page()
    page.set_default_timeout(30_000)
    yield page
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{request.node.name}.png"), full_page=True)
    context.close()


@pytest.fixture
def lab(page: object, server: Server) -> Lab:
    server.shut_down_kernels()  # the earlier tests' kernels do not pile up (their pages are closed)
    return Lab(page, server)
