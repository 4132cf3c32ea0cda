"""The JupyterLab settings the course needs, written into the environment's ``overrides.json``.

``make venv`` runs it: JupyterLab reads ``<prefix>/share/jupyter/lab/settings/overrides.json``
as its defaults (a learner's own choices in the settings editor still win). The one setting:

- ``commsOverSubshells: "disabled"`` — JupyterLab 4.4+ sends widget messages to a kernel
  *subshell* (a second thread) when the kernel offers them (ipykernel 7). With the lessons'
  live calculators, a widget message handled on that thread while Run All executes the next
  cell left the kernel idle but the notebook "busy" for good ([*] on the last cell, seen in CI
  3 times out of 4 and here); with comms on the main shell it never happened
  (docs/DECISIONS.md, "Widgets share their layouts and styles"). The widgets need no concurrency.

    python tools/lab_settings.py            # into sys.prefix (the venv)
    python tools/lab_settings.py FOLDER     # into FOLDER/overrides.json (the browser tests)

>>> import tempfile, json, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> _ = (folder / "overrides.json").write_text('{"@jupyterlab/apputils-extension:themes": {"theme": "JupyterLab Dark"}}')
>>> write(folder) == folder / "overrides.json"
True
>>> sorted(json.loads((folder / "overrides.json").read_text()))
['@jupyterlab/apputils-extension:kernels-settings', '@jupyterlab/apputils-extension:themes']
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

#: Plugin id -> settings, merged over whatever the file holds.
SETTINGS: dict[str, dict[str, object]] = {
    "@jupyterlab/apputils-extension:kernels-settings": {"commsOverSubshells": "disabled"},
}


def write(folder: Path, extra: dict[str, dict[str, object]] | None = None) -> Path:
    """Merge :data:`SETTINGS` (and ``extra``) into ``folder/overrides.json``; its path."""
    path = folder / "overrides.json"
    folder.mkdir(parents=True, exist_ok=True)
    try:
        current = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    except ValueError:
        current = {}
    for plugin, values in {**SETTINGS, **(extra or {})}.items():
        current[plugin] = {**current.get(plugin, {}), **values}
    path.write_text(json.dumps(current, indent=2) + "\n", encoding="utf-8")
    return path


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(sys.prefix) / "share" / "jupyter" / "lab" / "settings"
    print(f"JupyterLab settings: {write(target)}")
