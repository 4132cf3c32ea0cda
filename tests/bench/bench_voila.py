"""First-board time of every kids' page in Voilà: a kernel started on opening → preheated kernels.

What a child waits for: from the address typed to the first board visible, in Debian's
chromium (Playwright), for each page of ``lessons/ru/kids``, on a Voilà started as
``make kids`` does (``python -m lessons.kids_server``), once without preheating (Voilà's
default: a kernel started and every cell run on opening — "before") and once with it
("after").  Prints the seconds per page, their median and slowest, and the ratio
after/before; the goal is every page under 3 s on this machine.  Skipped with a message
without /usr/bin/chromium or the playwright package.
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parents[2]), str(Path(__file__).resolve().parents[1])]

from labkit import local_context  # noqa: E402
from voilakit import first_board_seconds, kids_server, pages, widget_cells  # noqa: E402

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run", "--disable-quic"]
GOAL = 3.0


def measure(preheat: bool, lang: str = "ru") -> dict[str, float]:
    from playwright.sync_api import sync_playwright

    times: dict[str, float] = {}
    with kids_server(lang, preheat=preheat) as server, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        context = local_context(browser)
        for name in pages(lang):
            page = context.new_page()
            try:
                times[name] = first_board_seconds(page, server.page(name), boards=widget_cells(lang, name) > 0)
            except Exception as error:  # a page that never shows a board is reported, the rest timed
                print(f"  {name}: no board ({type(error).__name__})")
            page.close()
        browser.close()
    return times


def main() -> None:
    try:
        import playwright  # noqa: F401
    except ImportError:
        print("  skipped: the playwright package is not installed")
        return
    if not CHROMIUM.exists():
        print("  skipped: Debian's chromium is not installed")
        return
    before, after = measure(preheat=False), measure(preheat=True)
    for name in pages("ru"):
        b, a = before.get(name), after.get(name)
        mark = "" if a is None or a < GOAL else "  OVER GOAL"
        print(f"  {name:<30} {b if b is not None else float('nan'):>6.2f} s -> {a if a is not None else float('nan'):>6.2f} s{mark}")
    if before and after:
        mb, ma = statistics.median(before.values()), statistics.median(after.values())
        print(f"  first board, median: {mb:.2f} s -> {ma:.2f} s (after/before {ma / mb:.2f}); "
              f"slowest {max(before.values()):.2f} s -> {max(after.values()):.2f} s; "
              f"goal: every page under {GOAL:.0f} s: {'met' if max(after.values()) < GOAL else 'NOT met'}")


if __name__ == "__main__":
    main()
