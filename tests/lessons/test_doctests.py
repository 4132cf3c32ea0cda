"""The ``>>>`` examples in the course's modules (widgets, charts) must run, without a kernel."""

from __future__ import annotations

import doctest
import importlib
import pkgutil
from pathlib import Path

import pytest

import lessons

MODULES = sorted(
    info.name
    for info in pkgutil.walk_packages(lessons.__path__, "lessons.")
    if ".locale" not in info.name
)


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("MJ_LANG", "ru")
    monkeypatch.setenv("MAHJONG_TUTOR_PROGRESS", str(tmp_path / "progress.json"))
    monkeypatch.chdir(tmp_path)  # not inside a ru/en folder: the language is MJ_LANG's
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0, f"{result.failed} failing example(s) in {name}"
