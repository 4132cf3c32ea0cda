"""The layers of docs/ARCHITECTURE.md, checked on the sources: who may import whom.

Only imports at a module's top level count as dependencies. An import inside a function is
allowed upwards for display (a tile's ``_repr_svg_`` loads ``mjcore.render`` only when
Jupyter asks, as python-chess does) — never for the rules themselves.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

#: The layers inside mjcore, lowest first: a module imports only its own layer and below.
MJCORE_LAYERS: tuple[tuple[str, ...], ...] = (
    ("mjcore.tiles", "mjcore.i18n", "mjcore.errors", "mjcore.kidswords"),
    ("mjcore.notation", "mjcore.hand", "mjcore.rules", "mjcore.knitted"),
    ("mjcore.blocks", "mjcore.data", "mjcore.grouping", "mjcore.shanten", "mjcore.decompose", "mjcore.analysis", "mjcore.generate"),
    ("mjcore.render",),
    ("mjcore.scoring", "mjcore.minigames", "mjcore.solitaire"),
    ("mjcore.questions",),
    ("mjcore.game", "mjcore.drills"),
    ("mjcore.quiz",),
    ("mjcore.practice",),
    ("mjcore.cli", "mjcore.__main__", "mjcore"),
)
#: What each top-level package may never import, at any depth of a module.
FORBIDDEN = {
    "mjcore": ("ipywidgets", "IPython", "telegram", "lessons", "bot"),
    "exercises": ("ipywidgets", "telegram", "lessons", "bot"),
    "lessons": ("telegram", "bot"),
    "bot": ("ipywidgets", "lessons"),
}


def _modules(package: str) -> list[tuple[str, Path]]:
    out = []
    for path in sorted((ROOT / package).rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        out.append((name, path))
    return out


def _imports(path: Path, *, top_only: bool) -> set[str]:
    tree = ast.parse(path.read_text("utf-8"))
    nodes = tree.body if top_only else list(ast.walk(tree))
    found: set[str] = set()
    for node in nodes:
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.If) and top_only:  # `if TYPE_CHECKING:` blocks are not dependencies
            continue
    return found


def _layer(module: str) -> int | None:
    best: tuple[int, int] | None = None
    for number, layer in enumerate(MJCORE_LAYERS):
        for prefix in layer:
            if module == prefix or module.startswith(prefix + "."):
                if best is None or len(prefix) > best[1]:
                    best = (number, len(prefix))
    return None if best is None else best[0]


@pytest.mark.parametrize(("module", "path"), _modules("mjcore"), ids=lambda v: str(v) if isinstance(v, str) else "")
def test_mjcore_imports_only_its_own_layer_and_below(module: str, path: Path) -> None:
    own = _layer(module)
    assert own is not None, f"{module} is in no layer of MJCORE_LAYERS (add it, and to docs/ARCHITECTURE.md)"
    upward = sorted(
        name for name in _imports(path, top_only=True)
        if name.startswith("mjcore.") and (_layer(name) or 0) > own and not _is_package_of(name, module)
    )
    assert upward == [], f"{module} (layer {own}) imports a higher layer: {upward}"


def _is_package_of(name: str, module: str) -> bool:
    """``from mjcore.game import x`` inside ``mjcore.game.y`` is the module's own package."""
    return module == name or module.startswith(name + ".") or name.startswith(module + ".")


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_packages_never_import_what_sits_above_or_beside_them(package: str) -> None:
    bad = []
    for module, path in _modules(package):
        for name in _imports(path, top_only=False):
            if any(name == f or name.startswith(f + ".") for f in FORBIDDEN[package]):
                bad.append(f"{module} imports {name}")
    assert bad == []


def test_a_rule_set_is_read_from_its_system_not_named_by_the_ai_the_bot_or_the_widgets() -> None:
    """What a rule set means (its shapes, its minimum, its title) lives in its scoring system
    and its game-rules row; the AI, the hints, the bot and the table widget never decide by
    its name (no ``rules.scoring in ("mcr", "hk")``, no table keyed by system names). Naming
    one as a default game to start is a choice, not a meaning, and allowed."""
    from mjcore.game.rules import RULE_SETS
    from mjcore.scoring import SYSTEMS

    names = (set(SYSTEMS) | set(RULE_SETS)) - {"kids"}  # "kids" is also a track's name
    places = [ROOT / "mjcore/game/ai.py", ROOT / "mjcore/game/hints.py", ROOT / "lessons/widgets/table.py",
              *sorted((ROOT / "bot/logic").glob("*.py"))]

    def named(node: ast.AST) -> bool:
        if isinstance(node, ast.Constant):
            return node.value in names
        return isinstance(node, (ast.Tuple, ast.List, ast.Set)) and any(named(e) for e in node.elts)

    found = []
    for path in places:
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Compare) and any(named(n) for n in (node.left, *node.comparators)):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: a comparison with a rule set's name")
            if isinstance(node, ast.Dict) and any(k is not None and named(k) for k in node.keys):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: a table keyed by rule set names")
    assert found == []


def _diagram_layers() -> list[set[str]]:
    """The layers of mjcore as docs/ARCHITECTURE.md draws them, highest first: the lines of its
    first code block from ``mjcore `` on, each the names separated by ``·`` outside brackets (a
    line indented further continues the one above)."""
    text = (ROOT / "docs" / "ARCHITECTURE.md").read_text("utf-8")
    block = text.split("```\n", 2)[1].splitlines()
    first = next(i for i, line in enumerate(block) if line.startswith("mjcore "))
    rows: list[str] = []
    for line in block[first:]:
        body = line[16:]
        if body.startswith("  ") and rows:
            rows[-1] += " " + body.strip()
        else:
            rows.append(body.strip())
    layers = []
    for row in rows:
        depth, plain = 0, ""
        for char in row:
            depth += char == "("
            plain += char if depth == 0 else ""
            depth -= char == ")"
        layers.append({name.strip() for name in plain.split("·")})
    return layers


def test_the_architecture_diagram_draws_the_layers_the_test_enforces() -> None:
    """One line a layer of MJCORE_LAYERS (the command line's row is drawn apart), highest first,
    naming its modules and packages: a module moved to another layer moves in the picture too."""
    enforced = [{name.removeprefix("mjcore.") for name in layer} for layer in reversed(MJCORE_LAYERS[:-1])]
    assert _diagram_layers() == enforced


@pytest.mark.parametrize("package", ["mjcore", "bot", "lessons", "exercises"])
def test_no_module_imports_another_modules_private_name(package: str) -> None:
    """A name with a leading underscore stays in its module: what two modules share is public
    (the quiz's and the drills' shared parts are ``mjcore.questions.parts``)."""
    found = []
    for module, path in _modules(package):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and not node.level and node.module != module:
                found += [f"{module} imports {node.module}.{a.name}" for a in node.names
                          if a.name.startswith("_") and not a.name.startswith("__")]
    assert found == []


#: Imports inside a function that reach a higher layer, with why: (the importing module, the
#: module imported). Showing something is the only reason allowed.
INSIDE_FUNCTIONS: dict[tuple[str, str], str] = {
    ("mjcore.tiles", "mjcore.render"): "display: Tile._repr_svg_ for Jupyter",
    ("mjcore.hand", "mjcore.render"): "display: Hand._repr_svg_ for Jupyter",
    ("mjcore.hand", "mjcore.render.layout"): "display: a hand's tiles in rows for its picture",
}


@pytest.mark.parametrize(("module", "path"), _modules("mjcore"), ids=lambda v: str(v) if isinstance(v, str) else "")
def test_an_upward_import_inside_a_function_is_for_display_only(module: str, path: Path) -> None:
    own = _layer(module)
    assert own is not None
    upward = sorted(
        name for name in _imports(path, top_only=False) - _imports(path, top_only=True)
        if name.startswith("mjcore.") and (_layer(name) or 0) > own and not _is_package_of(name, module)
        and (module, _owner(name)) not in INSIDE_FUNCTIONS
    )
    assert upward == [], f"{module} (layer {own}) imports a higher layer inside a function: {upward}"


def _owner(name: str) -> str:
    """The module of an imported name: ``mjcore.render.svg`` of ``mjcore.render.svg.tile_svg``."""
    while name.count(".") > 1 and not (ROOT / Path(*name.split("."))).with_suffix(".py").exists() \
            and not (ROOT / Path(*name.split("."))).is_dir():
        name = name.rsplit(".", 1)[0]
    return name


def test_every_path_the_architecture_names_exists() -> None:
    """``docs/ARCHITECTURE.md`` stays true when a file moves: each path it names in backticks is
    in the repository (a ``<name>`` stands for any name, a ``*`` is a glob)."""
    root = Path(__file__).resolve().parent.parent
    text = (root / "docs" / "ARCHITECTURE.md").read_text("utf-8")
    missing = []
    for quoted in re.findall(r"`([^`\s]+)`", text):
        for path in re.split(r",\s+", quoted):
            if not re.match(r"^(mjcore|bot|lessons|exercises|tests|tools|docs)/[\w./<>*{},-]*$", path):
                continue
            pattern = re.sub(r"<[^>]+>", "*", path)
            choices = re.fullmatch(r"(.*)\{([^}]*)\}(.*)", pattern)
            patterns = [choices[1] + c + choices[3] for c in choices[2].split(",")] if choices else [pattern]
            missing += [p for p in patterns if not any(root.glob(p.rstrip("/")))]
    assert missing == []


#: The imports made when used (inside a function) that close a circle, each with why. Every other
#: import of mjcore, at module level or inside a function, goes one way: the modules form no circle.
WHEN_USED: dict[tuple[str, str], str] = {
    ("mjcore.tiles", "mjcore.render"): "display: a tile's picture for Jupyter",
    ("mjcore.hand", "mjcore.render"): "display: a hand's picture for Jupyter",
    ("mjcore.hand", "mjcore.render.layout"): "display: a hand's tiles in rows for its picture",
    ("mjcore.i18n", "mjcore.tiles"): "display: a message shows a tile placeholder by its name",
    ("mjcore.i18n", "mjcore.kidswords"): "display: a message shows a tile in a child's words",
    ("mjcore.hand", "mjcore.notation"): "Hand.from_str and Meld.from_str read with the one reader of sets and hands",
    ("mjcore.game.state", "mjcore.game.legal"): "GameState.legal_actions asks the move generator, which reads states",
    ("mjcore.game.state", "mjcore.game.step"): "GameState.apply and new_game run the step machine, which makes states",
    ("mjcore.render.scene", "mjcore.render.raster"): "display: Scene.png draws with the rasterizer, which draws scenes",
}


def _runtime_graph(package: str) -> dict[str, set[str]]:
    """Who imports whom among ``package``'s modules when it runs: module-level imports and those
    inside functions (not ``if TYPE_CHECKING``), a submodule's import counting its packages too."""
    modules = dict(_modules(package))
    graph: dict[str, set[str]] = {name: set() for name in modules}

    def owner(name: str) -> str | None:
        while name and name not in modules:
            name = name.rpartition(".")[0]
        return name or None

    for module, path in modules.items():
        tree = ast.parse(path.read_text("utf-8"))
        typing_only = {id(n) for node in ast.walk(tree) if isinstance(node, ast.If)
                       and "TYPE_CHECKING" in ast.unparse(node.test) for n in ast.walk(node)}
        for node in ast.walk(tree):
            names: list[str] = []
            if id(node) in typing_only:
                continue
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                names = [node.module, *(f"{node.module}.{alias.name}" for alias in node.names)]
            elif isinstance(node, ast.Call) and ast.unparse(node.func).endswith("import_module") and node.args:
                # a module loaded by its name: a text, or every module under an f-string's first part
                first = node.args[0]
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    names = [first.value]
                elif isinstance(first, ast.JoinedStr) and first.values and isinstance(first.values[0], ast.Constant):
                    prefix = str(first.values[0].value)
                    names = [name for name in modules if name.startswith(prefix) and name != prefix.rstrip(".")]
            for name in names:
                target = owner(name)
                if target is None or target == module or module.startswith(target + "."):
                    continue
                parts = target.split(".")
                for end in range(1, len(parts) + 1):  # importing a.b.c runs a and a.b first
                    step = ".".join(parts[:end])
                    if step in modules and step != module and not module.startswith(step + "."):
                        graph[module].add(step)
    return graph


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_no_import_circle_but_the_named_imports_made_when_used() -> None:
    """Take away the imports of :data:`WHEN_USED` and mjcore's modules form no circle (the quiz no
    longer loads the drills by name to hide one); each named import is still made, and only
    inside a function, so the list cannot keep an import that went away or became a module's."""
    graph = _runtime_graph("mjcore")
    modules = dict(_modules("mjcore"))
    for (importer, imported), why in WHEN_USED.items():
        assert imported in graph[importer], f"{importer} no longer imports {imported}: drop it from WHEN_USED ({why})"
        top = _imports(modules[importer], top_only=True)
        assert not any(n == imported or n.startswith(imported + ".") for n in top), (importer, imported)
        graph[importer].discard(imported)
    assert _circles(graph) == []
