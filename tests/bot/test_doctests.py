"""The ``>>>`` examples in bot's docstrings are part of the documentation: they must run."""

from __future__ import annotations

import pytest
from doctestkit import failures, modules


@pytest.mark.parametrize("name", modules("bot"))
def test_docstring_examples(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MJ_LANG", "ru")  # examples show the default language
    assert failures(name) == 0, f"failing example(s) in {name}"
