"""A click to its visible change, as a child meets it: each dots tile of the find-the-suit
board clicked in turn, timed until it is marked right. Shared by the Voilà and the site benches.
"""

from __future__ import annotations

import re
import time

#: The tiles of the find-the-suit board's pile.
PILE = ".mj-find-suit .mj-pile .mj-tile"
GOAL = 0.3


def dot_click_seconds(page: object, pile: object) -> list[float]:
    """Seconds from a click on each dots tile of ``pile`` (a Playwright locator) to its mark, sorted."""
    out = []
    for i in range(pile.count()):  # type: ignore[attr-defined]
        tile = pile.nth(i)  # type: ignore[attr-defined]
        if not re.search(r"\bmj-t-\dp\b", tile.get_attribute("class") or ""):
            continue
        started = time.perf_counter()
        tile.click()
        page.wait_for_function("e => /\\bmj-good\\b/.test(e.className)", arg=tile.element_handle(), timeout=30_000)  # type: ignore[attr-defined]
        out.append(time.perf_counter() - started)
    return sorted(out)


def describe(clicks: list[float]) -> str:
    """``median 0.18 s, worst 0.23 s over 5 clicks (goal ≤ 0.3)``."""
    return f"median {clicks[len(clicks) // 2]:.2f} s, worst {clicks[-1]:.2f} s over {len(clicks)} clicks (goal ≤ {GOAL})"
