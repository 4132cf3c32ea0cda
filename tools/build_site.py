"""Build the course as a static site that runs in the browser (JupyterLite + Pyodide).

``make site`` runs this script; ``make site-serve`` serves the result on 127.0.0.1. Every
package comes from PyPI or the npm registry, nothing from a CDN at run time:

1. Pyodide ``PYODIDE_VERSION`` from the npm registry (``npm pack``), its runtime files copied
   into ``<lite>/static/pyodide/`` (the build then points the kernel there by itself).
2. The npm package ships none of its lock's wheels: the ones the kernel needs (micropip,
   IPython and what they depend on, read from the lock itself; not jedi) come from PyPI as the
   same versions, and their sha256 in the copied lock is updated.
3. The project's wheel, without the bot (with the exercise bank converted from YAML to JSON:
   PyYAML has no Pyodide build here), ipywidgets, comm and the ``mahjong`` package (pure
   Python: the riichi scorer) join the lock, so a cell's ``import`` loads them (the kernel loads a cell's imports
   from the lock) — the notebooks stay the same one-line cells as on the desktop.
4. The kernel's own wheels (piplite, its ipykernel) join the lock too, and the kernel loads them,
   IPython and the course as Pyodide starts, all at once (``PRELOADED``).
5. The kernel's worker is patched (``KERNEL_PATCHES``): it imports piplite and the kernel with
   the current folder (the site's drive: a request to the page per look) off ``sys.path``, and
   installs no jedi.
6. The standard library and those wheels get compiled bytecode, made by the site's own Python
   (Pyodide under Node: ``tools/precompile.py``), so a page imports without compiling.
7. ``jupyter lite build`` with the course's notebooks as contents, into a clean folder (a stale
   ``.jupyterlite.doit.db`` silently falls back to a CDN Pyodide).

Run it as ``python tools/build_site.py [--out site]``; the cache of downloads is
``build/site-cache`` (delete it to fetch everything again).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
#: The Pyodide release the kernel below expects (jupyterlite-pyodide-kernel 0.8.6).
PYODIDE_VERSION = "314.0.6"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json",
                 "pyodide.js", "package.json")
#: The kernel's own needs from the lock (and typing-extensions, which fsrs needs); everything
#: they depend on is added. Not jedi: IPython completes without it, and its 1,964 files (the
#: typeshed stubs) took 0.8 s to unpack on every page (``KERNEL_PATCHES`` keeps the kernel
#: from installing it).
KERNEL_ROOTS = ("micropip", "ipython", "typing-extensions")
#: Pure-Python packages of the course, from PyPI, added to the lock: name -> (imports, depends).
COURSE_PACKAGES = {
    "comm": (["comm"], ["traitlets"]),
    "ipywidgets": (["ipywidgets"], ["comm", "ipython", "traitlets"]),
    "mahjong": (["mahjong"], []),
    "fsrs": (["fsrs"], ["typing-extensions"]),  # the practice record's spaced repetition
}
#: The kernel's own wheels, which jupyterlite-pyodide-kernel ships in its extension's ``pypi``
#: folder: name -> (imports, depends). In the lock they load with Pyodide itself (``PRELOADED``).
KERNEL_WHEELS = {
    "piplite": (["piplite"], ["micropip"]),
    "pyodide-kernel": (["pyodide_kernel"], ["comm", "ipython"]),
    "ipykernel": (["ipykernel"], ["pyodide-kernel"]),
}
#: What the kernel loads as Pyodide starts (the kernel's ``loadPyodideOptions.packages``): all
#: fetched at once, and its start skips the one-by-one installs through micropip and piplite
#: of the names it knows (micropip, piplite, ipykernel, comm, pyodide-kernel, ipython).
#: The course is loaded with them: every page imports it.
PRELOADED = ["micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "ipython", "mahjong-tutor"]
#: The project itself: what its cells import and what it needs in the browser (matplotlib,
#: Pillow and PyYAML are left out: the pure paths run there).
PROJECT_IMPORTS = ["mjcore", "lessons", "exercises"]
PROJECT_DEPENDS = ["ipywidgets", "mahjong", "fsrs"]
#: The course's pages (the notebooks of both languages).
CONTENTS = ("lessons/ru", "lessons/en")


#: The site's settings (JupyterLite's ``overrides.json``): a notebook starts the site's kernel by
#: itself (without this a visitor may meet a "Select Kernel" dialog while the kernels load).
SETTINGS = {"@jupyterlab/notebook-extension:tracker": {"autoStartDefaultKernel": True}}
#: The site's one kernel (jupyterlite-pyodide-kernel), named in each notebook's metadata so
#: that it matches by name (the desktop's notebooks name ipykernel's ``python3``).
SITE_KERNEL = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}


def use_site_kernel(notebook: Path) -> None:
    """Name the site's kernel in ``notebook``'s metadata (a copy: the course stays as it is)."""
    data = json.loads(notebook.read_text("utf-8"))
    data.setdefault("metadata", {})["kernelspec"] = dict(SITE_KERNEL)
    notebook.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")


def run(command: list[str], cwd: Path | None = None) -> None:
    print("+", " ".join(command), flush=True)
    subprocess.run(command, check=True, cwd=cwd)


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def fetch_pyodide(cache: Path) -> Path:
    """The unpacked npm package of Pyodide (``npm pack`` once, then from the cache)."""
    package = cache / f"pyodide-{PYODIDE_VERSION}"
    if not (package / "pyodide-lock.json").exists():
        cache.mkdir(parents=True, exist_ok=True)
        if shutil.which("npm") is None:
            sys.exit("make site needs npm (Node.js) to fetch Pyodide from the npm registry")
        run(["npm", "pack", f"pyodide@{PYODIDE_VERSION}", "--silent"], cwd=cache)
        with tarfile.open(cache / f"pyodide-{PYODIDE_VERSION}.tgz") as archive:
            archive.extractall(cache / "unpacked", filter="data")
        shutil.rmtree(package, ignore_errors=True)
        (cache / "unpacked" / "package").rename(package)
    return package


def closure(lock: dict[str, dict[str, Any]], roots: tuple[str, ...]) -> list[str]:
    """The lock's packages ``roots`` need, themselves included (names as the lock spells them)."""
    names = {name.lower().replace("_", "-"): name for name in lock}
    found: list[str] = []
    todo = list(roots)
    while todo:
        name = names[todo.pop().lower().replace("_", "-")]
        if name not in found:
            found.append(name)
            todo.extend(str(d) for d in lock[name].get("depends", []))
    return sorted(found)


def download(cache: Path, requirement: str) -> Path:
    """One pure-Python wheel from PyPI (``name==version``), cached."""
    wheels = cache / "wheels"
    wheels.mkdir(parents=True, exist_ok=True)
    name, version = requirement.split("==")
    stem = name.lower().replace("-", "_")
    for found in wheels.glob("*.whl"):
        if found.name.lower().startswith(f"{stem}-{version}-"):
            return found
    run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
         "--python-version", "3.14", "--implementation", "py", "--abi", "none", "--platform", "any",
         "--dest", str(wheels), requirement])
    return download(cache, requirement)


def kernel_wheel(name: str) -> Path:
    """The kernel's own wheel ``name`` from the installed jupyterlite-pyodide-kernel extension."""
    from jupyter_core.paths import jupyter_path

    stem = name.replace("-", "_")
    for folder in jupyter_path("labextensions"):
        found = sorted(Path(folder, "@jupyterlite", "pyodide-kernel-extension", "static", "pypi").glob(f"{stem}-*.whl"))
        if found:
            return found[-1]
    sys.exit(f"the pyodide kernel's wheel {name} is not installed (pip install jupyterlite-pyodide-kernel)")


def installed_version(name: str) -> str:
    from importlib.metadata import version

    return version(name)


def project_wheel(work: Path) -> Path:
    """The project's wheel from a copy of its tracked files, the exercise bank as JSON, without
    the bot."""
    source = work / "source"
    listed = ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"]
    files = subprocess.run(listed, cwd=ROOT, check=True, capture_output=True).stdout.split(b"\0")
    for name in filter(None, files):
        path = ROOT / name.decode()
        if path.is_file():
            target = source / name.decode()
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, target)
    # the Telegram bot never runs in a browser, and no lesson imports it (tests/test_layers.py):
    # 66 files fewer to fetch and unpack on every page
    shutil.rmtree(source / "bot")
    import yaml

    for bank_file in sorted((source / "exercises" / "data").glob("*.yaml")):
        data = yaml.safe_load(bank_file.read_text("utf-8"))
        bank_file.with_suffix(".json").write_text(json.dumps(data, ensure_ascii=False), "utf-8")
        bank_file.unlink()
    run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps",
         "--wheel-dir", str(work / "dist"), str(source)])
    return next((work / "dist").glob("mahjong_tutor-*.whl"))


def precompile(pyodide: Path, static: Path, packages: dict[str, dict[str, Any]]) -> None:
    """Compile the standard library and every wheel in ``static`` with the site's own Python
    (``tools/precompile.py`` run in Pyodide under Node), then give the lock their new sha256."""
    wheels = sorted(p.name for p in static.glob("*.whl"))
    run(["node", str(ROOT / "tools" / "pyodide_run.mjs"), str(pyodide), str(static),
         str(ROOT / "tools" / "precompile.py"), "python_stdlib.zip", *wheels])
    for entry in packages.values():
        if (static / entry["file_name"]).exists():
            entry["sha256"] = sha256(static / entry["file_name"])


def lock_entry(wheel: Path, name: str, imports: list[str], depends: list[str]) -> dict[str, object]:
    version = wheel.name.split("-")[1]
    return {"name": name, "version": version, "file_name": wheel.name, "install_dir": "site", "package_type": "package",
            "sha256": sha256(wheel), "imports": imports, "depends": depends, "unvendored_tests": False}


def build(out: Path, cache: Path) -> None:
    pyodide = fetch_pyodide(cache)
    with tempfile.TemporaryDirectory(prefix="mj-site-") as temp:
        work = Path(temp)
        lite = work / "lite"
        static = lite / "static" / "pyodide"
        static.mkdir(parents=True)
        for name in PYODIDE_FILES:
            shutil.copy2(pyodide / name, static / name)
        lock = json.loads((pyodide / "pyodide-lock.json").read_text("utf-8"))
        packages = lock["packages"]
        for name in closure(packages, KERNEL_ROOTS):
            wheel = download(cache, f"{packages[name]['name']}=={packages[name]['version']}")
            if wheel.name != packages[name]["file_name"]:
                sys.exit(f"PyPI's wheel {wheel.name} is not the lock's {packages[name]['file_name']}")
            shutil.copy2(wheel, static / wheel.name)
            packages[name]["sha256"] = sha256(wheel)
        for name, (imports, depends) in COURSE_PACKAGES.items():
            wheel = download(cache, f"{name}=={installed_version(name)}")
            shutil.copy2(wheel, static / wheel.name)
            packages[name] = lock_entry(wheel, name, imports, depends)
        for name, (imports, depends) in KERNEL_WHEELS.items():
            wheel = kernel_wheel(name)
            shutil.copy2(wheel, static / wheel.name)
            packages[name] = lock_entry(wheel, name, imports, depends)
        wheel = project_wheel(work)
        shutil.copy2(wheel, static / wheel.name)
        packages["mahjong-tutor"] = lock_entry(wheel, "mahjong-tutor", PROJECT_IMPORTS, PROJECT_DEPENDS)
        precompile(pyodide, static, packages)
        (static / "pyodide-lock.json").write_text(json.dumps(lock), "utf-8")

        contents = work / "contents"
        for folder in CONTENTS:
            shutil.copytree(ROOT / folder, contents / Path(folder).name,
                            ignore=shutil.ignore_patterns(".ipynb_checkpoints", "__pycache__"))
        for notebook in sorted(contents.rglob("*.ipynb")):
            use_site_kernel(notebook)
        # A notebook opens with its kernel started, never with a "Select Kernel" dialog.
        (lite / "overrides.json").write_text(json.dumps(SETTINGS, indent=2), "utf-8")
        (lite / "jupyter-lite.json").write_text(json.dumps({
            "jupyter-lite-schema-version": 0,
            "jupyter-config-data": {
                "appName": "Mahjong Tutor",
                "litePluginSettings": {
                    "@jupyterlite/pyodide-kernel-extension:kernel": {
                        "disablePyPIFallback": True, "loadPyodideOptions": {"packages": PRELOADED}},
                },
            },
        }, indent=2), "utf-8")
        if out.exists():
            shutil.rmtree(out)
        run([sys.executable, "-m", "jupyter", "lite", "build", "--contents", str(contents), "--output-dir", str(out),
             "--no-sourcemaps", "--no-unused-shared-packages"], cwd=lite)
    patch_kernel_worker(out)
    write_entry_pages(out)
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    print(f"site: {out} ({size / 1e6:.1f} MB)")


#: The kernel's start in its worker (jupyterlite-pyodide-kernel 0.8.6, minified) imports
#: piplite, then the kernel, with the site's drive as the current folder (``''``, first on
#: Pyodide's ``sys.path``): every module they import first asked the page about the drive
#: (a request of ~20 ms each, ~80 of them on every page, ~1.8 s). Each import is patched to
#: set the current folder aside and put it back after, for the learner's own files; and the
#: kernel does not install jedi, which the site leaves out (``KERNEL_ROOTS``).
#: (what it is, a pattern that must be found, its replacement).
_OFF = "_mj_cwd = sys.path.pop(0) if sys.path[:1] == [\'\'] else None"
#: ... and put back once: importing the kernel adds a second ``''`` (IPython's), and every
#: import looked at the drive twice.
_BACK = "_mj_cwd is None or sys.path.__setitem__(slice(None), [_mj_cwd] + [p for p in sys.path if p])"
KERNEL_PATCHES = (
    ("piplite's import", re.compile(r"(runPythonAsync\(`(\n\s*))import piplite\.piplite\n"),
     r"\1import sys\2" + _OFF + r"\2import piplite.piplite\2" + _BACK + r"\2del _mj_cwd\n"),
    ("the kernel's install of jedi", re.compile(r'\["ipykernel","comm","pyodide-kernel","jedi","ipython"\]'),
     '["ipykernel","comm","pyodide-kernel","ipython"]'),
    ("the kernel's import", re.compile(r'(\w)\.push\("import pyodide_kernel"\)'),
     r'\1.push("import sys","' + _OFF + r'","import pyodide_kernel","' + _BACK + r'","del _mj_cwd")'),
)


def patch_kernel_worker(out: Path) -> None:
    """Patch the kernel's workers (``KERNEL_PATCHES``); stop when the kernel changed and a
    patch is not found, rather than build a slow site silently."""
    static = out / "extensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static"
    original = {script: script.read_text("utf-8") for script in sorted(static.glob("*.js"))}
    scripts = dict(original)
    for what, pattern, replacement in KERNEL_PATCHES:
        found = 0
        for script, text in scripts.items():
            scripts[script], count = pattern.subn(replacement, text)
            found += count
        if not found:
            sys.exit(f"{what} in the pyodide kernel ({pattern.pattern}) is not in {static}: see build_site.KERNEL_PATCHES")
    for script, text in scripts.items():
        if text != original[script]:
            script.write_text(text, "utf-8")


#: The site's front doors: the kids' mode (each language's start page as an app) and the course.
ENTRY_PAGES = {
    "kids/ru.html": "ru/kids/00_start.ipynb",
    "kids/en.html": "en/kids/00_start.ipynb",
}


def write_entry_pages(out: Path) -> None:
    """Small pages that open the kids' start page as an app (see :mod:`lessons.site`)."""
    sys.path.insert(0, str(ROOT))
    from lessons.site import app_url

    for name, lesson in ENTRY_PAGES.items():
        target = out / name
        target.parent.mkdir(parents=True, exist_ok=True)
        url = app_url(lesson)
        target.write_text(
            f'<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="0; url={url}">'
            f'<title>Mahjong Tutor</title><a href="{url}">Mahjong Tutor</a>\n', "utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "site")
    parser.add_argument("--cache", type=Path, default=ROOT / "build" / "site-cache")
    args = parser.parse_args()
    build(args.out.resolve(), args.cache.resolve())


if __name__ == "__main__":
    main()
