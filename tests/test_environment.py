"""The ways to set the project up agree with each other.

pyproject.toml is the source of truth for dependencies; environment.yml (for conda users,
who cannot be tested on this machine) must list the same packages (runtime + every extra)
with the same minimum versions and the same minimum Python. The Makefile and .ci/run must
offer the commands the README promises.
"""

from __future__ import annotations

import os
import re
import tomllib
from pathlib import Path

import yaml
from packaging.requirements import InvalidRequirement, Requirement
from packaging.specifiers import SpecifierSet
from packaging.utils import NormalizedName, canonicalize_name
from packaging.version import Version

ROOT = Path(__file__).parents[1]

# conda-forge name -> PyPI name, where the two differ.
CONDA_TO_PYPI = {"matplotlib-base": "matplotlib"}
# Entries of environment.yml that set up the environment itself, not project dependencies.
CONDA_ENVIRONMENT_TOOLS = {"python", "pip"}


def _parse(spec: str, where: str) -> Requirement:
    try:
        return Requirement(spec)
    except InvalidRequirement as error:
        raise AssertionError(
            f"{where}: cannot read {spec!r} ({error}); write it as name>=version"
        ) from None


def _add(found: dict[NormalizedName, SpecifierSet], name: str, spec: SpecifierSet) -> None:
    key = canonicalize_name(name)
    found[key] = found[key] & spec if key in found else spec


def pyproject() -> tuple[dict[NormalizedName, SpecifierSet], SpecifierSet]:
    """Every dependency of pyproject.toml (runtime + all extras) and requires-python."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    specs = list(project.get("dependencies", []))
    for extra in project.get("optional-dependencies", {}).values():
        specs.extend(extra)
    found: dict[NormalizedName, SpecifierSet] = {}
    for spec in specs:
        requirement = _parse(spec, "pyproject.toml")
        if canonicalize_name(requirement.name) == canonicalize_name(project["name"]):
            continue  # an extra that pulls in other extras
        _add(found, requirement.name, requirement.specifier)
    return found, SpecifierSet(project["requires-python"])


def environment() -> tuple[dict[NormalizedName, SpecifierSet], SpecifierSet]:
    """Every package of environment.yml (conda and pip:) under its PyPI name, and python."""
    data = yaml.safe_load((ROOT / "environment.yml").read_text(encoding="utf-8"))
    found: dict[NormalizedName, SpecifierSet] = {}
    python = SpecifierSet()
    for entry in data["dependencies"]:
        if isinstance(entry, dict):
            for spec in entry.get("pip", []):
                requirement = _parse(str(spec), "environment.yml (pip:)")
                _add(found, requirement.name, requirement.specifier)
            continue
        spec = str(entry).split("::")[-1]  # drop a channel prefix like conda-forge::
        requirement = _parse(spec, "environment.yml")
        name = canonicalize_name(requirement.name)
        if name == "python":
            python &= requirement.specifier
        elif name not in CONDA_ENVIRONMENT_TOOLS:
            _add(found, CONDA_TO_PYPI.get(name, name), requirement.specifier)
    return found, python


def minimum(spec: SpecifierSet) -> Version | None:
    """The lowest version allowed by the `>=` clauses, or None if there is none."""
    lows = [Version(clause.version) for clause in spec if clause.operator == ">="]
    return max(lows) if lows else None


def _shown(spec: SpecifierSet) -> str:
    low = minimum(spec)
    return f">={low}" if low is not None else "no minimum"


def test_same_package_set() -> None:
    ours, theirs = pyproject()[0], environment()[0]
    only_pyproject = sorted(set(ours) - set(theirs))
    only_environment = sorted(set(theirs) - set(ours))
    assert not only_pyproject and not only_environment, (
        f"only in pyproject.toml: {only_pyproject}; only in environment.yml: {only_environment}"
        f" (a conda name that differs from the PyPI one goes in CONDA_TO_PYPI)"
    )


def test_same_minimum_versions() -> None:
    ours, theirs = pyproject()[0], environment()[0]
    differ = [
        f"{name}: pyproject.toml {_shown(ours[name])}, environment.yml {_shown(theirs[name])}"
        for name in sorted(set(ours) & set(theirs))
        if minimum(ours[name]) != minimum(theirs[name])
    ]
    assert not differ, "minimum versions differ:\n" + "\n".join(differ)


def test_same_python_minimum() -> None:
    ours, theirs = pyproject()[1], environment()[1]
    assert minimum(ours) is not None, f"requires-python {ours} has no >= minimum"
    assert minimum(ours) == minimum(theirs), (
        f"Python minimum differs: pyproject.toml requires-python {ours}, environment.yml python{theirs}"
    )


def test_every_dependency_has_a_minimum_and_no_pin() -> None:
    bad = [
        f"{where}: {name}{spec or ' (no version)'}"
        for where, found in (("pyproject.toml", pyproject()[0]), ("environment.yml", environment()[0]))
        for name, spec in sorted(found.items())
        if minimum(spec) is None or any(clause.operator in ("==", "===") for clause in spec)
    ]
    assert not bad, "each dependency needs a >= minimum and no exact pin:\n" + "\n".join(bad)


def makefile_targets() -> set[str]:
    targets: set[str] = set()
    for line in (ROOT / "Makefile").read_text(encoding="utf-8").splitlines():
        # A rule line starts at column 0 and has a ':' that is not part of ':=' or '::='.
        match = re.match(r"^([^\s#:=][^:=]*?)\s*::?(?!=)", line)
        if match:
            targets.update(match.group(1).split())
    return targets


def test_makefile_has_the_documented_targets() -> None:
    missing = {"lessons", "test", "check", "bench"} - makefile_targets()
    assert not missing, f"Makefile lacks the targets {sorted(missing)}"


def test_ci_runs_make_test() -> None:
    script = ROOT / ".ci" / "run"
    assert script.is_file(), ".ci/run is missing"
    assert os.access(script, os.X_OK), ".ci/run is not executable"
    commands = [
        line.strip()
        for line in script.read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.strip().startswith("#")
    ]
    assert any(re.search(r"\bmake\s+test\b", line) for line in commands), (
        ".ci/run does not call `make test`:\n" + "\n".join(commands)
    )
    checks = [n for n, line in enumerate(commands) if re.search(r"\bmake\s+check\b", line)]
    tests = [n for n, line in enumerate(commands) if re.search(r"\bmake\s+test\b", line)]
    assert checks and checks[0] < tests[0], ".ci/run must run `make check` before `make test`"
