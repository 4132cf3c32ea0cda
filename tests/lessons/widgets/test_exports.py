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


def test_a_widget_is_shown_and_hidden_one_way() -> None:
    """Every ``layout.display`` the widgets set goes through ``board.set_shown`` ('' or 'none'):
    ``None`` left a hidden "Next" hidden on the static site, a child stuck on a question."""
    import ast
    from pathlib import Path

    import lessons.widgets

    root = Path(lessons.widgets.__file__).parent
    found = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AnnAssign) else []
            found += [f"{path.relative_to(root)}:{node.lineno}" for t in targets
                      if isinstance(t, ast.Attribute) and t.attr == "display" and ast.unparse(t).endswith("layout.display")]
    assert found == ["board.py:" + str(next(i for i, line in enumerate((root / "board.py").read_text("utf-8").splitlines(), 1)
                                              if "widget.layout.display =" in line))]
