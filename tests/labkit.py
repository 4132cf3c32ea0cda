"""A real JupyterLab (with Voilà) on 127.0.0.1 serving a copy of the course, and "Run All" in it.

Used by the browser tests (tests/browser/conftest.py) and by the benchmark of Run All
(tests/bench/bench_lab.py). :func:`lab_server` copies ``lessons/ru`` and ``lessons/en`` into a
temporary folder (running cells never writes outputs into the repository; the widgets still
find their language from the ``ru``/``en`` folder) and starts ``jupyter lab`` on a free port
with no token, no news and kernels started on opening. :class:`Lab` drives one page:
:meth:`Lab.run_all` opens a notebook, clicks Run -> Run All Cells and waits until every cell
ran. :meth:`Server.shut_down_kernels` ends every kernel (a test's notebook kernel is not left
running for the rest of the suite).
"""

from __future__ import annotations

import json
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tools import lab_settings

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--no-first-run", "--disable-quic",
]
#: The test server's own settings, besides the course's (tools/lab_settings.py, which
#: ``make venv`` writes into the environment; a server with its own settings folder needs them).
TEST_SETTINGS = {
    "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False},
    "@jupyterlab/notebook-extension:tracker": {"autoStartDefaultKernel": True},
}


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def local_only(route: object) -> None:
    """A Playwright route handler: the page may load from 127.0.0.1 (and data:/blob:), nothing else."""
    url = route.request.url  # type: ignore[attr-defined]
    if url.startswith(("http://127.0.0.1", "data:", "blob:")):
        route.continue_()  # type: ignore[attr-defined]
    else:
        route.abort()  # type: ignore[attr-defined]


def local_context(browser: object, width: int = 1400, height: int = 1000) -> object:
    """A new browser context of that size whose every request elsewhere than 127.0.0.1 is aborted."""
    context = browser.new_context(viewport={"width": width, "height": height})  # type: ignore[attr-defined]
    context.route("**/*", local_only)
    return context


def click_run_all(page: object, *, attempts: int = 12, wait_idle: bool = True, timeout: float = 5_000) -> None:
    """Run -> Run All Cells, again until the first cell gets its number or ``[*]``: a Run All
    clicked before the kernel is connected is lost (``wait_idle``: wait for JupyterLab's idle
    indicator before each try; JupyterLite's page has none)."""
    from playwright.sync_api import expect

    first_prompt = page.locator(".jp-CodeCell .jp-InputPrompt").first  # type: ignore[attr-defined]
    page.locator(".jp-Notebook .jp-Cell").first.wait_for()  # type: ignore[attr-defined]
    text_only = not page.locator(".jp-CodeCell").count()  # type: ignore[attr-defined]  # the course map: nothing gets a number
    for _attempt in range(attempts):
        if wait_idle:
            page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']").first.wait_for()  # type: ignore[attr-defined]
        page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()  # type: ignore[attr-defined]
        page.get_by_role("menuitem", name="Run All Cells", exact=True).click()  # type: ignore[attr-defined]
        if text_only:
            return
        try:
            expect(first_prompt).to_have_text(re.compile(r"\[(\d+|\*)\]"), timeout=timeout)
            return
        except AssertionError:
            continue


class Server:
    """The running Jupyter server: its base URL and the folder it serves."""

    def __init__(self, url: str, root: Path, log: Path) -> None:
        self.url, self.root, self.log = url, root, log

    def lab(self, notebook: str) -> str:
        return f"{self.url}/lab/tree/{notebook}?reset"  # a fresh workspace: only this tab

    def voila(self, notebook: str) -> str:
        return f"{self.url}/voila/render/{notebook}"

    def sessions(self) -> list[dict[str, object]]:
        with urllib.request.urlopen(f"{self.url}/api/sessions", timeout=5) as response:
            return list(json.load(response))

    def shut_down_kernels(self) -> None:
        """End every session and its kernel (what closing the notebooks and shutting down does)."""
        for session in self.sessions():
            request = urllib.request.Request(f"{self.url}/api/sessions/{session['id']}", method="DELETE")
            try:
                urllib.request.urlopen(request, timeout=10).close()
            except OSError:  # already gone
                pass

    def wait_for_kernel(self, page: object, notebook: str, timeout: float = 60) -> None:
        """Wait until the notebook's session has a started, idle kernel (the page's own
        indicator says idle before there is any kernel at all).

        It waits with ``page.wait_for_timeout``, not ``time.sleep``: Playwright serves the
        page's requests (our routing) only while the test is inside a Playwright call.
        """
        deadline = time.monotonic() + timeout
        sessions: list[dict[str, object]] = []
        while time.monotonic() < deadline:
            sessions = self.sessions()
            if any(s["path"] == notebook and s["kernel"]["execution_state"] == "idle" for s in sessions):  # type: ignore[index]
                return
            page.wait_for_timeout(250)  # type: ignore[attr-defined]
        raise AssertionError(f"no idle kernel for {notebook} after {timeout} s: sessions {sessions}\n"
                             f"server log:\n{self.log.read_text()[-3000:]}")


@contextmanager
def lab_server(base: Path, env: dict[str, str] | None = None) -> Iterator[Server]:
    """JupyterLab on a copy of the course in ``base`` (a fresh folder), until the block ends."""
    import os

    course = base / "course"
    for lang in ("ru", "en"):
        shutil.copytree(ROOT / "lessons" / lang, course / lang, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    settings = base / "settings"
    lab_settings.write(settings, TEST_SETTINGS)
    port = _free_port()
    environment = {
        **os.environ,
        "JUPYTER_CONFIG_DIR": str(base / "config"),
        "JUPYTER_RUNTIME_DIR": str(base / "runtime"),
        "MAHJONG_TUTOR_PROGRESS": str(base / "progress.json"),
        **(env or {}),
    }
    command = [
        sys.executable, "-m", "jupyter", "lab", "--no-browser", f"--port={port}",
        "--ServerApp.ip=127.0.0.1", "--IdentityProvider.token=", "--ServerApp.password=",
        "--ServerApp.disable_check_xsrf=True", f"--ServerApp.root_dir={course}",
        f"--LabApp.app_settings_dir={settings}", f"--LabApp.workspaces_dir={base / 'workspaces'}",
        "--allow-root",
    ]
    log_path = base / "server.log"
    log = log_path.open("w")
    process = subprocess.Popen(command, env=environment, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    try:
        while True:
            try:
                with urllib.request.urlopen(f"{url}/api/status", timeout=2):
                    break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"JupyterLab did not start:\n{log_path.read_text()[-3000:]}") from None
                time.sleep(0.3)
        yield Server(url, course, log_path)
    finally:
        stop(process, 20)
        log.close()


def stop(process: subprocess.Popen[bytes], timeout: float) -> None:
    """End a server: SIGTERM, then SIGKILL if it is still there after ``timeout`` seconds."""
    process.terminate()
    try:
        process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()


class Lab:
    """Drives one page of JupyterLab or Voilà on the server."""

    def __init__(self, page: object, server: Server) -> None:
        self.page, self.server = page, server

    def open(self, notebook: str) -> None:
        """Open ``notebook`` in JupyterLab and wait until its kernel has started and is idle."""
        page = self.page
        page.goto(self.server.lab(notebook))  # type: ignore[attr-defined]
        page.locator(".jp-Notebook").first.wait_for()  # type: ignore[attr-defined]
        self.server.wait_for_kernel(page, notebook)

    def run_all(self, notebook: str, timeout: float = 60_000, *, opened: bool = False) -> None:
        """Open ``notebook`` in JupyterLab (unless ``opened``), Run -> Run All Cells, wait until
        every cell ran.

        The kernel indicator may say idle before the session is connected, and a Run All
        clicked then is lost: so the menu is used again until the first cell gets its number.
        """
        from playwright.sync_api import expect

        page = self.page
        if not opened:
            self.open(notebook)
        click_run_all(page)
        # every cell has run when no prompt shows [*] and the kernel is idle again
        expect(page.locator(".jp-InputPrompt", has_text="[*]")).to_have_count(0, timeout=timeout)  # type: ignore[attr-defined]
        page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']").first.wait_for()  # type: ignore[attr-defined]

    def voila(self, notebook: str) -> None:
        """Open ``notebook`` as a Voilà page (its kernel runs every cell on load)."""
        self.page.goto(self.server.voila(notebook))  # type: ignore[attr-defined]


def left_sidebar(page: object, shown: bool) -> None:
    """Show or fold JupyterLab's left sidebar (the file browser): a phone has no room for it."""
    current = page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current")  # type: ignore[attr-defined]
    if bool(current.count()) != shown:
        page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab").first.click()  # type: ignore[attr-defined]
