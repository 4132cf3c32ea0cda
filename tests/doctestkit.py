"""The ``>>>`` examples of a package's docstrings, module by module (used by the mjcore and bot tests).

>>> "mjcore.tiles" in modules("mjcore")
True
"""

from __future__ import annotations

import doctest
import importlib
import pkgutil


def modules(package: str) -> list[str]:
    """Every module of ``package`` with examples to run (not ``__main__``, not data folders)."""
    root = importlib.import_module(package)
    return sorted(info.name for info in pkgutil.walk_packages(root.__path__, f"{package}.")
                  if not info.name.endswith("__main__") and ".data" not in info.name)


def failures(name: str) -> int:
    """How many examples of module ``name`` fail."""
    return doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS).failed
