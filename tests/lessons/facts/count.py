"""Per lesson and language: the numbers of its text and how many of them a test checks.

Run from the repository's root: ``python -m tests.lessons.facts.count`` (``-v``: list the
numbers no test checks).
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[3]))
    from tests.lessons.facts import LANGS, coverage, lessons, module_name
else:
    from . import LANGS, coverage, lessons, module_name


def main(argv: list[str]) -> None:
    verbose = "-v" in argv
    for paths in zip(*(lessons(lang) for lang in LANGS)):
        row = []
        for lang, path in zip(LANGS, paths):
            result = coverage(path, lang)
            total, checked = result.counts
            row.append(f"{lang} {checked:3}/{total:3}")
            if verbose:
                row += [f"\n    {lang} unchecked: {u}" for u in result.unchecked]
        print(f"{module_name(paths[0]):18} " + "  ".join(row))


if __name__ == "__main__":
    main(sys.argv[1:])
