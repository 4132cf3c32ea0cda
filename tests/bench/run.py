"""Run every benchmark in this folder: each tests/bench/bench_*.py module's main(), in name order.

    python tests/bench/run.py            # all of them
    python tests/bench/run.py shanten    # only bench_*shanten*.py
"""

from __future__ import annotations

import importlib.util
import sys
import time
from pathlib import Path

HERE = Path(__file__).parent


def load(path: Path):
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None, path
    module = importlib.util.module_from_spec(spec)
    sys.modules[path.stem] = module
    spec.loader.exec_module(module)
    return module


def main(argv: list[str]) -> int:
    paths = sorted(HERE.glob("bench_*.py"))
    if argv:
        paths = [
            path for path in paths if any(word in path.stem.removeprefix("bench_") for word in argv)
        ]
    if not paths:
        print(f"no benchmarks bench_*.py{' matching ' + ' '.join(argv) if argv else ''} in {HERE}")
        return 0
    for path in paths:
        print(f"=== {path.stem} ===", flush=True)
        started = time.perf_counter()
        load(path).main()
        print(f"--- {path.stem}: {time.perf_counter() - started:.2f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
