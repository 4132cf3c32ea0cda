"""The static site (``make site``) for the tests: built once per test run, served on 127.0.0.1.

Used by the browser test of the site (tests/browser/test_site.py), the whole-course check in
the site's own Pyodide under Node.js (tests/site/test_site_course.py) and the bench
(tests/bench/bench_site.py). :func:`built_site` runs ``tools/build_site.py`` (Pyodide from the
npm registry, wheels from PyPI) into a temporary folder the first time it is asked in a
process and hands the same folder out after that, so two test files share one build (it takes
minutes). ``MJ_SITE_DIR=folder`` uses a site built before (``python tools/build_site.py --out
folder``) instead: quicker, but only as fresh as that build. :func:`serve` serves a folder on
127.0.0.1 and a free port.

>>> missing_tools() is None or "npm" in missing_tools() or "jupyterlite" in missing_tools()
True
"""

from __future__ import annotations

import functools
import http.server
import os
import shutil
import subprocess
import sys
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def missing_tools() -> str | None:
    """Why the site cannot be built here (npm or jupyterlite-core missing), or None."""
    if os.environ.get("MJ_SITE_DIR"):
        return None
    if shutil.which("npm") is None:
        return "npm is not installed: the static site (Pyodide from the npm registry) is not built or tested"
    try:
        import jupyterlite_core  # noqa: F401
    except ImportError:
        return "jupyterlite-core is not installed (pip install -e '.[site]'): the static site is not tested"
    return None


@functools.cache
def built_site() -> Path:
    """The built site's folder: ``MJ_SITE_DIR`` if set, else built now (once per process)."""
    given = os.environ.get("MJ_SITE_DIR")
    if given:
        folder = Path(given).resolve()
        if not (folder / "jupyter-lite.json").is_file():
            raise FileNotFoundError(f"MJ_SITE_DIR={given} holds no built site (python tools/build_site.py --out {given})")
        return folder
    out = Path(tempfile.mkdtemp(prefix="mj-site-test-")) / "site"
    subprocess.run([sys.executable, str(ROOT / "tools" / "build_site.py"), "--out", str(out)], check=True)
    return out


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


class _QuietServer(http.server.ThreadingHTTPServer):
    """No traceback for a request the browser gave up on (a page closed mid-load)."""

    def handle_error(self, request: object, client_address: object) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)  # type: ignore[arg-type]


@contextmanager
def serve(folder: Path) -> Iterator[str]:
    """Serve ``folder`` on 127.0.0.1 (a free port) while the block runs; yields the base URL."""
    handler = functools.partial(_QuietHandler, directory=str(folder))
    server = _QuietServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
