"""Every lesson notebook's run time, executed as nbval and a learner's "Run All" do.

Each notebook runs in a fresh kernel started in its own folder (so the widgets speak its
language), with the progress file in a temporary folder.  Goal: every notebook executes in
under 10 s (kernel start included).  Prints one line per notebook, slowest first, and the
whole suite's time.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
GOAL_SECONDS = 10.0


def run(path: Path) -> float:
    """Seconds to start a kernel and execute ``path``; raises if a cell fails."""
    notebook = nbformat.read(path, as_version=4)
    started = time.perf_counter()
    NotebookClient(notebook, kernel_name="python3", timeout=120,
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    return time.perf_counter() - started


def main() -> None:
    os.environ["MAHJONG_TUTOR_PROGRESS"] = str(Path(tempfile.mkdtemp()) / "progress.json")
    paths = sorted(p for p in LESSONS.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)
    started = time.perf_counter()
    times, failed = {}, {}
    for path in paths:
        try:
            times[path.relative_to(LESSONS)] = run(path)
        except Exception as error:  # a failing notebook is reported, the others still timed
            failed[path.relative_to(LESSONS)] = type(error).__name__
    total = time.perf_counter() - started
    for name, seconds in sorted(times.items(), key=lambda item: -item[1]):
        print(f"  {name!s:<44} {seconds:>6.2f} s{'  OVER GOAL' if seconds > GOAL_SECONDS else ''}")
    for name, error in failed.items():
        print(f"  {name!s:<44} FAILED ({error}; the test suite shows why)")
    slowest = max(times.values(), default=0.0)
    print(f"  {len(times)} notebooks in {total:.1f} s; slowest {slowest:.2f} s "
          f"(goal: each under {GOAL_SECONDS:.0f} s: {'met' if slowest < GOAL_SECONDS else 'NOT met'})")


if __name__ == "__main__":
    main()
