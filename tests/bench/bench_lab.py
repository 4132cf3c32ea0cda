"""Run All in a real JupyterLab, as a learner does it: every lesson, both languages.

For each notebook: open it in JupyterLab (Debian's chromium, Playwright), wait for its kernel,
then click Run -> Run All Cells and time until every cell has run and the kernel is idle. The
kernel's start is timed apart (it is JupyterLab's, not the lesson's). Issue 16's goal: every
notebook's Run All under 10 s on this machine. Prints one line per notebook (slowest first)
and how many are over the goal. Skipped with a message without /usr/bin/chromium or the
playwright package.

    python tests/bench/bench_lab.py            # every lesson, ru and en
    python tests/bench/bench_lab.py adults     # only the lessons whose path contains "adults"
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parents[2]), str(Path(__file__).resolve().parents[1])]

from labkit import CHROMIUM, CHROMIUM_ARGS, ROOT, Lab, lab_server, local_context  # noqa: E402

GOAL_SECONDS = 10.0
#: A Run All still busy after this long is reported as a hang, and the next notebook is timed.
HANG_MS = 120_000


def notebooks(word: str = "") -> list[str]:
    """The course's notebooks as the server serves them (``ru/adults/07_hk.ipynb``...)."""
    found = sorted(str(p.relative_to(ROOT / "lessons")) for lang in ("ru", "en")
                   for p in (ROOT / "lessons" / lang).rglob("*.ipynb") if ".ipynb_checkpoints" not in str(p))
    return [n for n in found if word in n]


def measure(names: list[str]) -> dict[str, tuple[float, float | None]]:
    """Per notebook: (kernel start seconds, Run All seconds or ``None`` for a hang or an error)."""
    from playwright.sync_api import sync_playwright

    times: dict[str, tuple[float, float | None]] = {}
    with tempfile.TemporaryDirectory() as base, lab_server(Path(base)) as server, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        for name in names:
            server.shut_down_kernels()
            context = local_context(browser)
            page = context.new_page()
            page.set_default_timeout(HANG_MS)
            lab = Lab(page, server)
            started = time.perf_counter()
            try:
                lab.open(name)
                opened = time.perf_counter()
                lab.run_all(name, timeout=HANG_MS, opened=True)
                times[name] = (opened - started, time.perf_counter() - opened)
            except Exception as error:  # a hang or a broken page is reported, the rest timed
                times[name] = (float("nan"), None)
                print(f"  {name}: {type(error).__name__} (a hang past {HANG_MS // 1000} s or an error)", flush=True)
            context.close()
        browser.close()
    return times


def main(argv: list[str] | None = None) -> None:
    try:
        import playwright  # noqa: F401
    except ImportError:
        print("  skipped: the playwright package is not installed")
        return
    if not CHROMIUM.exists():
        print("  skipped: Debian's chromium is not installed")
        return
    args = argv or []
    times = measure(notebooks(args[0] if args else ""))
    done = {n: t for n, t in times.items() if t[1] is not None}
    for name, (start, run) in sorted(done.items(), key=lambda item: -(item[1][1] or 0.0)):
        assert run is not None
        print(f"  {name:<44} kernel {start:>5.2f} s  Run All {run:>6.2f} s{'  OVER GOAL' if run > GOAL_SECONDS else ''}")
    over = [n for n, (_, run) in done.items() if run is not None and run > GOAL_SECONDS]
    failed = [n for n, (_, run) in times.items() if run is None]
    if done:
        slowest = max(run for _, run in done.values() if run is not None)
        print(f"  {len(done)} notebooks ran; slowest Run All {slowest:.2f} s; over {GOAL_SECONDS:.0f} s: {len(over)}; "
              f"hung or failed: {len(failed)} {failed if failed else ''}")


if __name__ == "__main__":
    main(sys.argv[1:])
