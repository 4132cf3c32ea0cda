"""The README's Python examples run as written."""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest

README = Path(__file__).parents[1] / "README.md"


def test_readme_examples(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MJ_LANG", "en")
    result = doctest.testfile(str(README), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0
    assert result.failed == 0
