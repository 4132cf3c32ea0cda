"""The whole course runs in the static site: every notebook, both languages, in the site's own
Pyodide with the site's own wheels and no network.

``tools/site_check.mjs`` boots the built site's Pyodide under Node.js and starts its kernel as
the site's worker does (micropip from the lock, piplite and the kernel packages from the site's
pypi/ folder with PyPI disabled, ``pyodide_kernel``), then runs each notebook's code cells in
order through the kernel's own ``run`` (so a cell's imports load from the site's lock, as in the
browser), in a new namespace in the notebook's folder, and clicks each button a visitor can see
once (up to 40 a notebook). Every kids' page is also opened as the kids' app opens it
(``lessons.site.PageApp``). Every fetch to a host other than the site's 127.0.0.1 is refused and
counted. Any exception, any text on stderr (the site shows both in red) or any request elsewhere
fails the test, with the notebook, the cell and the end of the traceback.

Slow (a site build, unless ``MJ_SITE_DIR`` names one, then a few minutes of Pyodide); skipped
with a message without npm, jupyterlite-core or Node.js.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from sitekit import built_site, missing_tools, serve

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("ru", "en")
ANSI = re.compile(r"\x1b\[[0-9;]*m")


def _course() -> list[str]:
    """Every notebook of the course, as the site's drive names them (``ru/kids/01_dots.ipynb``)."""
    return sorted(str(path.relative_to(ROOT / "lessons")) for lang in LANGS for path in (ROOT / "lessons" / lang).rglob("*.ipynb")
                  if ".ipynb_checkpoints" not in path.parts)


@pytest.fixture(scope="module")
def report() -> dict[str, dict[str, object]]:
    reason = missing_tools() or (None if shutil.which("node") else "Node.js (node) is not installed: the course is not run in the site's Pyodide")
    if reason:
        pytest.skip(reason)
    site = built_site()
    with serve(site) as url:
        done = subprocess.run(["node", str(ROOT / "tools" / "site_check.mjs"), str(site), url + "/"],
                              capture_output=True, text=True, timeout=3600)
    lines = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    assert done.returncode == 0 and lines and "foreign" in lines[-1], f"site_check.mjs failed: {done.stderr[-3000:]}"
    results = {str(line["notebook"]): line for line in lines[:-1]}
    results["(requests elsewhere)"] = lines[-1]
    return results


def _problems(result: dict[str, object]) -> list[str]:
    found = []
    for error in result.get("errors", []):  # type: ignore[attr-defined]
        where = f"button {error['button']!r}" if "button" in error else f"cell {error['cell']}"
        traceback = ANSI.sub("", "\n".join(error.get("traceback", [])))
        found.append(f"{where}: {error['ename']}: {error['evalue']}\n{traceback[-1500:]}")
    for stream in result.get("stderr", []):  # type: ignore[attr-defined]
        found.append(f"cell {stream['cell']} wrote on stderr: {stream['text'][:500]}")
    return found


def test_the_course_is_in_the_site() -> None:
    """The site's drive holds the whole course (26 notebooks a language) and nothing is missed."""
    reason = missing_tools()
    if reason:
        pytest.skip(reason)
    course = _course()
    assert len(course) == 2 * 26, f"the course has {len(course)} notebooks, not 26 a language"
    drive = built_site() / "files"
    assert sorted(str(path.relative_to(drive)) for path in drive.rglob("*.ipynb")) == course


@pytest.mark.parametrize("notebook", _course() + [f"app:{path}" for path in _course() if "/kids/" in path])
def test_every_notebook_runs_in_the_sites_pyodide(report: dict[str, dict[str, object]], notebook: str) -> None:
    assert notebook in report, f"{notebook} was not run"
    result = report[notebook]
    problems = _problems(result)
    assert not problems, f"{notebook} in the site:\n" + "\n\n".join(problems[:3])


def test_nothing_is_asked_of_another_host(report: dict[str, dict[str, object]]) -> None:
    assert report["(requests elsewhere)"]["foreign"] == []


def test_the_widgets_were_shown_and_clicked(report: dict[str, dict[str, object]]) -> None:
    """The check is not empty: the kids' boards and the adults' widgets showed and took clicks."""
    for lang in LANGS:
        for notebook in (f"{lang}/kids/01_dots.ipynb", f"{lang}/adults/06_mcr.ipynb", f"{lang}/adults/04_full_game.ipynb"):
            assert int(report[notebook]["comms"]) > 0, f"{notebook}: no widget was made"  # type: ignore[call-overload]
            assert int(report[notebook]["clicked"]) > 0, f"{notebook}: no button was clicked"  # type: ignore[call-overload]


def test_the_check_finds_what_the_site_would_show_in_red(tmp_path: Path) -> None:
    """The check can fail: a notebook with an exception, an import the site's lock lacks (PyYAML
    has no Pyodide build here) and a button whose callback raises, in the built site's Pyodide."""
    reason = missing_tools() or (None if shutil.which("node") else "Node.js (node) is not installed")
    if reason:
        pytest.skip(reason)
    site = built_site()
    copy = tmp_path / "site"
    copy.mkdir()
    for entry in site.iterdir():
        if entry.name != "files":
            (copy / entry.name).symlink_to(entry)
    cells = ["1 / 0", "import yaml", "import sys; print('careful', file=sys.stderr)",
             "import ipywidgets as w\nb = w.Button(description='boom')\nb.on_click(lambda _b: {}['x'])\nb"]
    notebook = {"cells": [{"cell_type": "code", "metadata": {}, "source": code, "outputs": [], "execution_count": None}
                          for code in cells], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    (copy / "files" / "en").mkdir(parents=True)
    (copy / "files" / "en" / "bad.ipynb").write_text(json.dumps(notebook), "utf-8")
    with serve(copy) as url:
        done = subprocess.run(["node", str(ROOT / "tools" / "site_check.mjs"), str(copy), url + "/", "en/bad.ipynb"],
                              capture_output=True, text=True, timeout=900)
    result = json.loads(done.stdout.splitlines()[0])
    found = {(str(error["cell"]), str(error["ename"])) for error in result["errors"]}
    assert ("0", "<class 'ZeroDivisionError'>") in found
    assert ("1", "<class 'ModuleNotFoundError'>") in found
    assert ("click", "<class 'KeyError'>") in found
    assert {stream["cell"] for stream in result["stderr"]} == {2}


def test_the_sites_python_files_are_compiled_and_the_lock_fits() -> None:
    """Every module of the standard library and of the site's wheels has the bytecode of the
    site's own Python beside it (``tools/precompile.py``), so a page imports without compiling;
    the lock's sha256 of each wheel is that of the changed file (Pyodide refuses any other)."""
    import hashlib
    import zipfile

    reason = missing_tools()
    if reason:
        pytest.skip(reason)
    static = built_site() / "static" / "pyodide"
    lock = json.loads((static / "pyodide-lock.json").read_text("utf-8"))
    tag = "cpython-" + "".join(lock["info"]["python"].split(".")[:2])  # "cpython-314"
    with zipfile.ZipFile(static / "python_stdlib.zip") as stdlib:
        names = set(stdlib.namelist())
    sources = {n for n in names if n.endswith(".py")}
    assert sources and not {s for s in sources if s[:-3] + ".pyc" not in names}
    wheels = sorted(static.glob("*.whl"))
    assert len(wheels) >= 20
    for wheel in wheels:
        with zipfile.ZipFile(wheel) as archive:
            names = set(archive.namelist())
            record = archive.read(next(n for n in names if n.endswith(".dist-info/RECORD"))).decode()
        modules = {n for n in names if n.endswith(".py") and "/tests/" not in n and ".data/" not in n}
        compiled = {n.rpartition("/")[0].removesuffix("__pycache__") + n.rpartition("/")[2].split(".")[0] + ".py"
                    for n in names if n.endswith(f".{tag}.pyc")}
        assert modules <= compiled, f"{wheel.name}: not compiled: {sorted(modules - compiled)[:5]}"
        assert all(n + "," in record for n in names if n.endswith(".pyc")), f"{wheel.name}: RECORD misses its bytecode"
        entry = next(e for e in lock["packages"].values() if e["file_name"] == wheel.name)
        assert entry["sha256"] == hashlib.sha256(wheel.read_bytes()).hexdigest(), wheel.name
