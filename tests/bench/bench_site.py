"""The static site (``make site``) as a visitor meets it: its size, the time from opening the
kids' start page to its first board (cold: a new browser profile; cached: the same profile
again), the time from a lesson button to that lesson's board, and from a click on a tile to
its visible change. Issue 18's goals on this machine: first board ≤ 20 s cold, ≤ 8 s cached,
clicks ≤ 0.3 s.

The site is built into a temporary folder (Pyodide from the npm registry, wheels from PyPI),
served on 127.0.0.1 and opened in Debian's chromium; every request to another host is refused
(by the resolver) and counted (the count is printed; it must be 0). Without npm, jupyterlite or chromium the
bench says so and does nothing.

    python tests/bench/bench_site.py [SITE_DIR]   # an already built site: no build
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from sitekit import serve
from tileclicks import PILE, describe, dot_click_seconds

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
#: Other hosts are refused by the resolver, not by Playwright's routing: routing turns the
#: browser's HTTP cache off, and "cached" would then be timed without a cache.
ARGS = ["--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run", "--disable-quic"]
BOARD = ".jp-OutputArea-output img, .jp-OutputArea-output .mj-tile"


def _missing() -> str | None:
    if shutil.which("npm") is None:
        return "npm is missing"
    if not Path(CHROMIUM).exists():
        return "Debian's chromium is missing"
    try:
        import jupyterlite_core  # noqa: F401
        import playwright.sync_api  # noqa: F401
    except ImportError as error:
        return f"{error.name} is not installed"
    return None


def _size(folder: Path) -> float:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file()) / 1e6


def measure(site: Path) -> None:
    from playwright.sync_api import sync_playwright

    foreign: list[str] = []

    def count(request: object) -> None:
        url = request.url  # type: ignore[attr-defined]
        if not url.startswith((base, "data:", "blob:")):
            foreign.append(url)

    with serve(site) as base, sync_playwright() as playwright, tempfile.TemporaryDirectory() as profile:
        context = playwright.chromium.launch_persistent_context(profile, executable_path=CHROMIUM, args=ARGS,
                                                                viewport={"width": 1200, "height": 900})
        context.on("request", count)
        page = context.new_page()
        firsts = []
        for _ in range(2):  # cold (a new profile), then cached (the same profile again)
            started = time.perf_counter()
            page.goto(f"{base}/kids/ru.html")
            page.locator(BOARD).first.wait_for(timeout=300_000)
            firsts.append(time.perf_counter() - started)
        started = time.perf_counter()
        page.get_by_role("button", name=re.compile("Монеты: найди")).click()
        pile = page.locator(PILE)
        pile.first.wait_for(timeout=120_000)
        lesson = time.perf_counter() - started
        clicks = dot_click_seconds(page, pile)
        context.close()
    print(f"  site size: {_size(site):.1f} MB")
    print(f"  kids' start page to its first board: cold {firsts[0]:.1f} s (goal ≤ 20), cached {firsts[1]:.1f} s (goal ≤ 8)")
    print(f"  a lesson button to its board (the kernel already running): {lesson:.2f} s")
    if clicks:
        print(f"  a click on a tile to its change: {describe(clicks)}")
    print(f"  requests to other hosts: {len(foreign)} (must be 0)")


def main(argv: list[str] | None = None) -> None:
    argv = argv or []
    reason = _missing()
    if reason:
        print(f"  skipped: {reason}")
        return
    if argv:
        measure(Path(argv[0]))
        return
    with tempfile.TemporaryDirectory() as temp:
        site = Path(temp) / "site"
        started = time.perf_counter()
        subprocess.run([sys.executable, str(ROOT / "tools" / "build_site.py"), "--out", str(site)], check=True,
                       stdout=subprocess.DEVNULL)
        print(f"  build: {time.perf_counter() - started:.0f} s")
        measure(site)


if __name__ == "__main__":
    main(sys.argv[1:])
