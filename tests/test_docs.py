"""The decisions page stays a page of decisions, and the benchmarks page stays generated.

- docs/DECISIONS.md names no issue, no branch, no date and no "open defect": a decision is
  written as what holds, and a defect still open goes under its "Known limits" with its evidence;
- every test it cites as ``tests/…py::name`` exists: the file is there and defines ``name``;
- docs/BENCHMARKS.md carries the markers between which ``make bench`` (tests/bench/run.py)
  writes its figures, and the page's writer keeps the hand-written history outside them.
"""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DECISIONS = ROOT / "docs" / "DECISIONS.md"
BENCHMARKS = ROOT / "docs" / "BENCHMARKS.md"

#: What a development log writes and a decisions page does not: issue numbers ("issue 25",
#: "#26"), branch names ("branch kids-b"), dates (2026-12-01) and dated defects.
HISTORY = {
    "an issue number": re.compile(r"\bissues?\s+#?\d+|(?<![\w&])#\d+\b", re.IGNORECASE),
    "a branch": re.compile(r"\bbranch\s", re.IGNORECASE),
    "a date": re.compile(r"\b(19|20)\d\d-[01]\d-[0-3]\d\b"),
    "an open defect": re.compile(r"\bopen\s+defect", re.IGNORECASE),
}
#: A test cited as ``tests/<path>.py::<name>`` (a parametrized id's brackets are not part of the name).
CITED = re.compile(r"\b(tests/[\w/]+\.py)::(\w+)")


def history_in(text: str) -> list[str]:
    """Every line of ``text`` that reads like a development log, with what it names.

    >>> history_in("Shanten is exact.\\nFixed in issue 26 on branch kids-b (2026-12-04).")
    ['line 2: an issue number (issue 26)', 'line 2: a branch (branch )', 'line 2: a date (2026-12-04)']
    """
    found = []
    for number, line in enumerate(text.splitlines(), 1):
        for what, pattern in HISTORY.items():
            found += [f"line {number}: {what} ({match.group(0)})" for match in pattern.finditer(line)]
    return found


def missing_tests(text: str, root: Path = ROOT) -> list[str]:
    """Every ``tests/…py::name`` of ``text`` whose file is missing or does not define ``name``.

    >>> missing_tests("pinned by `tests/test_docs.py::test_no_such_thing`")
    ['tests/test_docs.py::test_no_such_thing']
    """
    missing = []
    for path, name in CITED.findall(text):
        file = root / path
        source = file.read_text(encoding="utf-8") if file.is_file() else ""
        if not re.search(rf"^\s*(async\s+)?def\s+{name}\s*\(", source, re.MULTILINE):
            missing.append(f"{path}::{name}")
    return missing


def load_runner():
    spec = importlib.util.spec_from_file_location("bench_run", ROOT / "tests" / "bench" / "run.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclass looks its module up while it is made
    spec.loader.exec_module(module)
    return module


def test_decisions_name_no_issue_branch_date_or_open_defect() -> None:
    assert history_in(DECISIONS.read_text(encoding="utf-8")) == []


@pytest.mark.parametrize("line", [
    "Chosen in issue 25.", "see #26", "work of branch kids-b", "Measured 2026-12-01.",
    "## Open defect: the Lab hangs",
])
def test_the_history_check_fails_on_each_kind(line: str) -> None:
    assert history_in(f"A fine decision.\n{line}\n")


def test_every_test_the_decisions_cite_exists() -> None:
    text = DECISIONS.read_text(encoding="utf-8")
    assert len(CITED.findall(text)) >= 100, "the decisions pin their choices by tests"
    assert missing_tests(text) == []


def test_a_missing_test_or_file_is_found(tmp_path: Path) -> None:
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_x.py").write_text("def test_here() -> None:\n    pass\n", encoding="utf-8")
    text = "`tests/test_x.py::test_here`, `tests/test_x.py::test_gone`, `tests/test_y.py::test_here`"
    assert missing_tests(text, tmp_path) == ["tests/test_x.py::test_gone", "tests/test_y.py::test_here"]


def test_the_code_names_sections_the_decisions_have() -> None:
    """A comment that sends the reader to a title of docs/DECISIONS.md (the path, a comma, the title
    in quotes) finds a heading that starts with that title."""
    headings = [line.lstrip("#").strip() for line in DECISIONS.read_text(encoding="utf-8").splitlines()
                if line.startswith("#")]
    cited = {
        (str(path.relative_to(ROOT)), title)
        for folder in ("mjcore", "bot", "lessons", "tools", "tests", "exercises")
        for path in (ROOT / folder).rglob("*.py")
        for title in re.findall(r'docs/DECISIONS\.md, "([^"]+)"', path.read_text(encoding="utf-8"))
    }
    assert cited, "the code cites the decisions by their titles"
    assert sorted((path, title) for path, title in cited if not any(h.startswith(title) for h in headings)) == []


def test_decisions_end_with_the_known_limits() -> None:
    headings = [line for line in DECISIONS.read_text(encoding="utf-8").splitlines() if line.startswith("## ")]
    assert headings[-1] == "## Known limits"


def test_the_benchmarks_page_has_its_generated_part_and_its_history() -> None:
    runner = load_runner()
    text = BENCHMARKS.read_text(encoding="utf-8")
    assert text.count(runner.BEGIN) == 1 and text.count(runner.END) == 1
    assert text.index(runner.BEGIN) < text.index(runner.END) < text.index(runner.HISTORY)
    generated = text.split(runner.BEGIN, 1)[1].split(runner.END, 1)[0]
    for row in ("| date |", "| command |", "| commit |", "| machine |"):
        assert row in generated


def test_make_bench_rewrites_only_the_generated_part() -> None:
    runner = load_runner()
    text = BENCHMARKS.read_text(encoding="utf-8")
    again = runner.page(text, "new figures\n")
    assert "new figures" in again
    assert again.split(runner.END, 1)[1] == text.split(runner.END, 1)[1]  # the history kept as it is
    assert again.split(runner.BEGIN, 1)[0] == text.split(runner.BEGIN, 1)[0]
