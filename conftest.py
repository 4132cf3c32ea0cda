"""Set-up for the whole suite: the tests under tests/ and the notebooks under lessons/ (nbval).

Nothing the suite runs may touch a learner's real progress file: the widgets' progress goes
to a fresh temporary file (``MAHJONG_TUTOR_PROGRESS``), which the notebook kernels inherit.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest


def pytest_configure(config: pytest.Config) -> None:
    folder = Path(tempfile.mkdtemp(prefix="mahjong-tutor-tests-"))
    os.environ["MAHJONG_TUTOR_PROGRESS"] = str(folder / "progress.json")
    os.environ.setdefault("MPLBACKEND", "Agg")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The notebooks (nbval) and the browser tests are slow by nature: mark them so
    ``-m 'not slow'`` leaves them out; other slow tests carry ``@pytest.mark.slow`` themselves."""
    slow = pytest.mark.slow
    for item in items:
        path = Path(str(item.fspath))
        if path.suffix == ".ipynb" or "browser" in path.parts:
            item.add_marker(slow)
