"""Fixtures of the kids' boards' tests; the helpers are in tests/boardkit.py."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.register_assert_rewrite("boardkit")  # its asserts explain themselves, as in a test module


@pytest.fixture
def progress_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Boards made without ``progress=`` open the file named by the environment (here, in a tmp folder)."""
    path = tmp_path / "progress.json"
    monkeypatch.setenv("MAHJONG_TUTOR_PROGRESS", str(path))
    return path
