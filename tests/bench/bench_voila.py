"""First-board time of every kids' page in Voilà: a kernel started on opening → preheated kernels.

What a child waits for: from the address typed to the first board visible, in Debian's
chromium (Playwright), for each page of ``lessons/ru/kids``, on a Voilà started as
``make kids`` does (``python -m lessons.kids_server``), once without preheating (Voilà's
default: a kernel started and every cell run on opening — "before") and once with it
("after").  Each run starts with an empty browser cache and opens the start page first (a
child's first visit: "cold"); then every page is timed as a child meets it later, with the
browser's cache of Voilà's scripts, after the previous page's kernel has been replaced (a
child plays on a page for longer than that; opened back to back, every page would also
carry the previous one's replacement).  Other hosts are refused by chromium's resolver, not by
Playwright's routing, which would turn the browser's cache off.  Prints the seconds per page,
their median and slowest, and the ratio after/before; the goal is every page under 3 s on
this machine.  Skipped with a message
without /usr/bin/chromium or the playwright package.
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parents[2]), str(Path(__file__).resolve().parents[1])]

from tileclicks import PILE, describe, dot_click_seconds  # noqa: E402
from voilakit import first_board_seconds, kids_server, pages, widget_cells  # noqa: E402

from lessons.kids_server import START_PAGE  # noqa: E402

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run", "--disable-quic"]
GOAL = 3.0


def measure(preheat: bool, lang: str = "ru") -> tuple[float, dict[str, float]]:
    """The start page's first board with an empty cache, then every page's with the cache."""
    from playwright.sync_api import sync_playwright

    times: dict[str, float] = {}
    foreign: list[str] = []
    with kids_server(lang, preheat=preheat) as server, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        context = browser.new_context(viewport={"width": 1400, "height": 1000})
        context.on("request", lambda r: None if r.url.startswith((server.url, "data:", "blob:")) else foreign.append(r.url))
        page = context.new_page()
        cold = first_board_seconds(page, server.page(START_PAGE), boards=widget_cells(lang, START_PAGE) > 0)
        page.close()
        if preheat:
            server.settle()
        clicks = _clicks(context.new_page(), server.page("01_dots.ipynb")) if preheat else []
        for name in pages(lang):
            if preheat:
                server.settle()
            page = context.new_page()
            try:
                times[name] = first_board_seconds(page, server.page(name), boards=widget_cells(lang, name) > 0)
            except Exception as error:  # a page that never shows a board is reported, the rest timed
                print(f"  {name}: no board ({type(error).__name__})")
            page.close()
        browser.close()
    # Voilà's page links two stylesheets on a CDN (its font icons); offline they fail at once.
    print(f"  requests to other hosts (refused): {len(set(foreign))} addresses: {sorted(set(foreign))}")
    if clicks:
        print(f"  a click on a tile to its change (find the suit, 01_dots): {describe(clicks)}")
    return cold, times


def _clicks(page: object, url: str) -> list[float]:
    """Seconds from a click on each right tile of the find-the-suit board to its mark."""
    page.goto(url)  # type: ignore[attr-defined]
    pile = page.locator(PILE)  # type: ignore[attr-defined]
    pile.first.wait_for(timeout=60_000)
    clicks = dot_click_seconds(page, pile)
    page.close()  # type: ignore[attr-defined]
    return clicks


def main() -> None:
    try:
        import playwright  # noqa: F401
    except ImportError:
        print("  skipped: the playwright package is not installed")
        return
    if not CHROMIUM.exists():
        print("  skipped: Debian's chromium is not installed")
        return
    (cold_before, before), (cold_after, after) = measure(preheat=False), measure(preheat=True)
    print(f"  the start page, first visit (empty cache): {cold_before:.2f} s -> {cold_after:.2f} s"
          f"{'' if cold_after < GOAL else '  OVER GOAL'}")
    for name in pages("ru"):
        b, a = before.get(name), after.get(name)
        mark = "" if a is None or a < GOAL else "  OVER GOAL"
        print(f"  {name:<30} {b if b is not None else float('nan'):>6.2f} s -> {a if a is not None else float('nan'):>6.2f} s{mark}")
    if before and after:
        mb, ma = statistics.median(before.values()), statistics.median(after.values())
        print(f"  first board, median: {mb:.2f} s -> {ma:.2f} s (after/before {ma / mb:.2f}); "
              f"slowest {max(before.values()):.2f} s -> {max(after.values()):.2f} s; "
              f"goal: every page under {GOAL:.0f} s: {'met' if max([*after.values(), cold_after]) < GOAL else 'NOT met'}")


if __name__ == "__main__":
    main()
