"""A real JupyterLab (with Voilà) on 127.0.0.1 and Debian's chromium driven by Playwright.

The server serves a copy of the course (``lessons/ru`` and ``lessons/en`` in a temporary
folder) so that running cells in the browser never writes outputs into the repository;
the widgets still find their language from the ``ru``/``en`` folder.  Screenshots go to
``tests/artifacts/browser/``.  Without ``/usr/bin/chromium`` (Debian's package
``chromium``; ``.ci/run`` installs it) or the ``playwright`` package, these tests skip
with a message saying so.  Never ``playwright install``: it downloads a browser.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

try:
    from playwright.sync_api import expect
except ImportError:  # the tests skip; see _missing()
    expect = None  # type: ignore[assignment]

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = Path("/usr/bin/chromium")
ARTIFACTS = ROOT / "tests" / "artifacts" / "browser"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--no-first-run", "--disable-quic",
]
SETTINGS = {
    "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False},
    "@jupyterlab/notebook-extension:tracker": {"autoStartDefaultKernel": True},
}


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


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Server:
    """The running Jupyter server: its base URL and the folder it serves."""

    def __init__(self, url: str, root: Path, log: Path) -> None:
        self.url, self.root, self.log = url, root, log

    def lab(self, notebook: str) -> str:
        return f"{self.url}/lab/tree/{notebook}?reset"  # a fresh workspace: only this tab

    def voila(self, notebook: str) -> str:
        return f"{self.url}/voila/render/{notebook}"

    def wait_for_kernel(self, page: object, notebook: str, timeout: float = 60) -> None:
        """Wait until the notebook's session has a started, idle kernel (the page's own
        indicator says idle before there is any kernel at all).

        It waits with ``page.wait_for_timeout``, not ``time.sleep``: Playwright serves the
        page's requests (our routing) only while the test is inside a Playwright call.
        """
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with urllib.request.urlopen(f"{self.url}/api/sessions", timeout=5) as response:
                sessions = json.load(response)
            if any(s["path"] == notebook and s["kernel"]["execution_state"] == "idle" for s in sessions):
                return
            page.wait_for_timeout(250)  # type: ignore[attr-defined]
        raise AssertionError(f"no idle kernel for {notebook} after {timeout} s: sessions {sessions}\n"
                             f"server log:\n{self.log.read_text()[-3000:]}")


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    base = tmp_path_factory.mktemp("jupyter")
    course = base / "course"
    for lang in ("ru", "en"):
        shutil.copytree(ROOT / "lessons" / lang, course / lang, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    settings = base / "settings"
    settings.mkdir()
    (settings / "overrides.json").write_text(json.dumps(SETTINGS))
    port = _free_port()
    env = {
        **os.environ,
        "JUPYTER_CONFIG_DIR": str(base / "config"),
        "JUPYTER_RUNTIME_DIR": str(base / "runtime"),
        "MAHJONG_TUTOR_PROGRESS": str(base / "progress.json"),
    }
    command = [
        sys.executable, "-m", "jupyter", "lab", "--no-browser", f"--port={port}",
        "--ServerApp.ip=127.0.0.1", "--IdentityProvider.token=", "--ServerApp.password=",
        "--ServerApp.disable_check_xsrf=True", f"--ServerApp.root_dir={course}",
        f"--LabApp.app_settings_dir={settings}", f"--LabApp.workspaces_dir={base / 'workspaces'}",
        "--allow-root",
    ]
    log = (base / "server.log").open("w")
    process = subprocess.Popen(command, env=env, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while True:
        try:
            with urllib.request.urlopen(f"{url}/api/status", timeout=2):
                break
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                process.kill()
                pytest.fail(f"JupyterLab did not start:\n{(base / 'server.log').read_text()[-3000:]}")
            time.sleep(0.3)
    yield Server(url, course, base / "server.log")
    process.terminate()
    try:
        process.wait(timeout=20)
    except subprocess.TimeoutExpired:
        process.kill()
    log.close()


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


def _local_only(route: object) -> None:
    url = route.request.url  # type: ignore[attr-defined]
    if url.startswith(("http://127.0.0.1", "data:", "blob:")):
        route.continue_()  # type: ignore[attr-defined]
    else:
        route.abort()  # type: ignore[attr-defined]


@pytest.fixture
def page(browser: object, request: pytest.FixtureRequest) -> Iterator[object]:
    context = browser.new_context(viewport={"width": 1400, "height": 1000})  # type: ignore[attr-defined]
    context.route("**/*", _local_only)
    page = context.new_page()
    page.set_default_timeout(30_000)
    yield page
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{request.node.name}.png"), full_page=True)
    context.close()


class Lab:
    """Drives one page of JupyterLab or Voilà on the test server."""

    def __init__(self, page: object, server: Server) -> None:
        self.page, self.server = page, server

    def run_all(self, notebook: str, timeout: float = 60_000) -> None:
        """Open ``notebook`` in JupyterLab, Run -> Run All Cells, wait until every cell ran.

        The kernel indicator may say idle before the session is connected, and a Run All
        clicked then is lost: so the menu is used again until the first cell gets its number.
        """
        page = self.page
        page.goto(self.server.lab(notebook))  # type: ignore[attr-defined]
        page.locator(".jp-Notebook").first.wait_for()  # type: ignore[attr-defined]
        self.server.wait_for_kernel(page, notebook)
        first_prompt = page.locator(".jp-CodeCell .jp-InputPrompt").first  # type: ignore[attr-defined]
        for _attempt in range(12):
            page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']").first.wait_for()  # type: ignore[attr-defined]
            page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()  # type: ignore[attr-defined]
            page.get_by_role("menuitem", name="Run All Cells", exact=True).click()  # type: ignore[attr-defined]
            try:
                expect(first_prompt).to_have_text(re.compile(r"\[(\d+|\*)\]"), timeout=5_000)
                break
            except AssertionError:
                continue
        # every cell has run when no prompt shows [*] and the kernel is idle again
        expect(page.locator(".jp-InputPrompt", has_text="[*]")).to_have_count(0, timeout=timeout)  # type: ignore[attr-defined]
        page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']").first.wait_for()  # type: ignore[attr-defined]

    def voila(self, notebook: str) -> None:
        """Open ``notebook`` as a Voilà page (its kernel runs every cell on load)."""
        self.page.goto(self.server.voila(notebook))  # type: ignore[attr-defined]


@pytest.fixture
def lab(page: object, server: Server) -> Lab:
    return Lab(page, server)
