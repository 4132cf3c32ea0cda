"""The ``>>>`` examples in the bot's docstrings are part of the documentation: they must run."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import bot

MODULES = sorted(
    info.name
    for info in pkgutil.walk_packages(bot.__path__, "bot.")
    if not info.name.endswith("__main__") and ".data" not in info.name
)


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MJ_LANG", "ru")  # examples show the default language
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0, f"{result.failed} failing example(s) in {name}"
