"""The widgets' public names (lessons.widgets.EXPORTS), and the kids' boards mirroring mjcore.minigames."""

from __future__ import annotations

import importlib
import pkgutil

import pytest

import lessons.widgets
import lessons.widgets.kids
from mjcore.minigames import GAMES


@pytest.mark.parametrize("name", sorted(lessons.widgets.EXPORTS))
def test_every_public_name_comes_from_the_module_named(name: str) -> None:
    module = importlib.import_module(f"lessons.widgets.{lessons.widgets.EXPORTS[name]}")
    value = getattr(lessons.widgets, name)
    assert value is getattr(module, name) and value.__module__ == module.__name__  # defined there, not re-exported


def test_one_kids_board_module_per_core_mini_game() -> None:
    modules = {info.name for info in pkgutil.iter_modules(lessons.widgets.kids.__path__)}
    assert modules == {*GAMES, "base"}
    exported = {module for module in lessons.widgets.EXPORTS.values() if module.startswith("kids.")}
    assert exported == {f"kids.{game}" for game in GAMES}
