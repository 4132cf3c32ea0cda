"""A Voilà server of the kids' track, as ``make kids`` starts it, and the first-board clock.

Used by the every-page browser test (tests/browser/test_kids_pages.py) and by the
benchmark (tests/bench/bench_voila.py).  :func:`kids_server` starts
``python -m lessons.kids_server`` on a copy of one language's kids folder (so pages never
write into the repository), on 127.0.0.1 and a free port, with the progress file in a
temporary folder; with preheating it waits until every page's kernel has started and gone
quiet (its notebook executed).  :func:`first_board_seconds` opens a page in chromium and
measures the time until its first board (or, on the start page, its first picture) is
visible: what a child waits for.
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from labkit import stop

ROOT = Path(__file__).resolve().parents[1]
#: Where the browser tests keep their screenshots.
ARTIFACTS_NAME = ROOT / "tests" / "artifacts" / "browser"
#: What counts as the first board on a page: a board or a choice of boards; on a page
#: without any (the start page), its first tile picture.
BOARD = ".mj-board, .mj-choice"
PICTURE = 'img[src^="data:image/svg"], svg [data-tile]'
#: A code cell making a widget: ``FindSuitBoard(...)``, ``SolitaireChoice()``, ``QuizWidget(...)``...
_WIDGET_CELL = re.compile(r"^(?:[A-Z]\w*(?:Board|Choice|Widget|Table|View)|ScoreItYourself|DailyHand|OwnPuzzles)\(")


def widget_cells(lang: str, name: str) -> int:
    """How many boards a page shows: its code cells that make a widget."""
    import nbformat

    notebook = nbformat.read(ROOT / "lessons" / lang / "kids" / name, as_version=4)
    return sum(1 for cell in notebook.cells if cell.cell_type == "code" and _WIDGET_CELL.match(cell.source.strip()))


def pages(lang: str) -> list[str]:
    """The kids' pages of a language, in the order a child meets them."""
    return sorted(p.name for p in (ROOT / "lessons" / lang / "kids").glob("*.ipynb"))


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class KidsServer:
    """A running Voilà: its address, process and log."""

    url: str
    process: subprocess.Popen[bytes]
    log: Path
    lang: str

    def page(self, name: str) -> str:
        return f"{self.url}/voila/render/{name}"

    def settle(self) -> None:
        """Wait as a child who plays on a page does: until the page's used kernel has been
        replaced (after ``REFILL_DELAY``) and the server is idle again."""
        from lessons.kids_server import REFILL_DELAY

        time.sleep(REFILL_DELAY + 0.5)
        _quiet(self.process.pid, 1.0)


def _quiet(pid: int, seconds: float = 2.0, limit: float = 180.0) -> None:
    """Wait until the process tree of ``pid`` has used almost no CPU for ``seconds``."""
    import psutil

    root = psutil.Process(pid)
    deadline = time.monotonic() + limit

    def used() -> float:
        total = 0.0
        for proc in [root, *root.children(recursive=True)]:
            try:
                cpu = proc.cpu_times()
                total += cpu.user + cpu.system
            except psutil.Error:
                pass
        return total

    before = used()
    while time.monotonic() < deadline:
        time.sleep(seconds)
        now = used()
        if now - before < 0.15 * seconds:
            return
        before = now


@contextmanager
def kids_server(lang: str, *, preheat: bool = True) -> Iterator[KidsServer]:
    """Serve a copy of ``lessons/<lang>/kids`` as ``make kids`` does; stop it afterwards."""
    base = Path(tempfile.mkdtemp(prefix="mj-voila-"))
    course = base / "lessons"
    shutil.copytree(ROOT / "lessons" / lang, course / lang, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    port = _free_port()
    env = {**os.environ, "MAHJONG_TUTOR_PROGRESS": str(base / "progress.json"),
           "JUPYTER_CONFIG_DIR": str(base / "config"), "JUPYTER_RUNTIME_DIR": str(base / "runtime")}
    log = base / "voila.log"
    command = [sys.executable, "-c",
               "import sys, lessons.kids_server as k; k.ROOT = __import__('pathlib').Path(sys.argv[1]); k.main(sys.argv[2:])",
               str(course), "--lang", lang, "--port", str(port), "--no-browser", *([] if preheat else ["--no-preheat"])]
    with log.open("w") as out:
        process = subprocess.Popen(command, env=env, stdout=out, stderr=subprocess.STDOUT, cwd=ROOT)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                with urllib.request.urlopen(url + "/", timeout=2):
                    break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"Voilà did not start:\n{log.read_text()[-3000:]}") from None
                time.sleep(0.3)
        if preheat:
            wanted = set(pages(lang))
            while time.monotonic() < deadline + 120:
                filled = set(re.findall(r"Kernel pool of (\S+\.ipynb) is filled", log.read_text()))
                if filled >= wanted:
                    break
                time.sleep(0.5)
            _quiet(process.pid)
        yield KidsServer(url, process, log, lang)
    finally:
        stop(process, 30)
        shutil.rmtree(base, ignore_errors=True)


def first_board_seconds(page: object, url: str, *, boards: bool = True, timeout: float = 90) -> float:
    """Open ``url`` in ``page`` (Playwright) and return the seconds until the first board
    (``boards=False``: the first tile picture) is visible."""
    started = time.perf_counter()
    page.goto(url, wait_until="commit", timeout=timeout * 1000)  # type: ignore[attr-defined]
    visible = page.locator(BOARD if boards else PICTURE).locator("visible=true").first  # type: ignore[attr-defined]
    visible.wait_for(state="visible", timeout=timeout * 1000)
    return time.perf_counter() - started
