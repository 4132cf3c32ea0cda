"""The kids' track in Voilà, fast: preheated kernels, and the browser opened on the start page.

``make kids`` runs ``python -m lessons.kids_server --lang ru``: Voilà serves
``lessons/<lang>/kids/`` with no code on screen, keeps one kernel per page started and its
notebook already executed (Voilà's ``preheat_kernel`` with a pool of one per page, refilled
a few seconds after use, once the opened page has drawn), and opens the child's start page
(``00_start.ipynb``), not a list of files.
A page then shows its first board as soon as the browser has drawn it, instead of after a
kernel start and every cell run (6-19 s on this machine before; ``make bench`` measures it:
``tests/bench/bench_voila.py``).

Preheating cannot be combined with Voilà's progressive rendering, and a preheated page was
executed before it was opened: a board's clock (the seconds saved in the progress file)
starts when the kernel ran, so the seconds of the first game on a page include the wait.

>>> args = voila_args(Path("lessons/ru/kids"), port=8866)
>>> args[:2], "--preheat_kernel=True" in args, "--pool_size=1" in args
(['lessons/ru/kids', '--port=8866'], True, True)
>>> start_url(8866)
'http://127.0.0.1:8866/voila/render/00_start.ipynb'
"""

from __future__ import annotations

import argparse
import os
import sys
import threading
import time
import urllib.request
import webbrowser
from collections.abc import Sequence
from pathlib import Path

__all__ = ["START_PAGE", "main", "start_url", "voila_args"]

ROOT = Path(__file__).resolve().parent
#: The child's start page in each language's kids folder.
START_PAGE = "00_start.ipynb"
#: Front-end extensions in the venv that no kids' page uses (the site's kernel, code colours):
#: not loaded, so a page has fewer scripts to fetch and run before its first board.
UNUSED_EXTENSIONS = ("@jupyterlite/pyodide-kernel-extension", "jupyterlab_pygments")
#: The kids' pages' Voilà template (``lessons/jupyter/voila/templates/kids``): the lab one
#: without the font-icon stylesheets it asks a CDN for; found through ``JUPYTER_PATH``.
TEMPLATES = ROOT / "jupyter"
#: Seconds a page's used kernel waits before its replacement starts.  The replacement (a new
#: kernel running the whole page) takes both cores for a second or two; started at once it
#: slowed the very page the child had just opened (first board median 2.57 → 2.23 s, slowest
#: 2.84 → 2.51 s with the wait).  A child back on the same page within it waits longer.
REFILL_DELAY = 3.0


def voila_args(folder: Path, *, port: int, preheat: bool = True, ip: str = "127.0.0.1") -> list[str]:
    """Voilà's command-line arguments to serve ``folder`` (a kids' folder) on ``ip:port``."""
    # A busy machine (every page's kernel starts at once) must not lose a board: nbclient
    # drops a cell's output after 4 s without an IOPub message; wait longer.
    args = [str(folder), f"--port={port}", f"--Voila.ip={ip}", "--Voila.open_browser=False",
            "--Voila.port_retries=0", "--VoilaExecutor.iopub_timeout=60",
            f"--VoilaConfiguration.extension_denylist={list(UNUSED_EXTENSIONS)}", "--template=kids"]
    if preheat:
        # one executed kernel waiting per page; refilled once the opened page has drawn
        args += ["--preheat_kernel=True", "--pool_size=1", f"--VoilaKernelManager.fill_delay={REFILL_DELAY:g}"]
    return args


def start_url(port: int, ip: str = "127.0.0.1") -> str:
    """The address of the child's start page."""
    return f"http://{ip}:{port}/voila/render/{START_PAGE}"


def _open_when_up(url: str, timeout: float = 120) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(url.rsplit("/voila/", 1)[0] + "/", timeout=2):
                break
        except OSError:
            time.sleep(0.5)
    print(f"\n  The kids' track: {url}\n", flush=True)
    webbrowser.open(url)


def main(argv: Sequence[str] | None = None) -> None:
    """Serve the kids' track of ``--lang`` and open its start page."""
    parser = argparse.ArgumentParser(prog="python -m lessons.kids_server", description=__doc__.split("\n")[0])
    parser.add_argument("--lang", choices=("ru", "en"), default="ru")
    parser.add_argument("--port", type=int, default=8866)
    parser.add_argument("--no-preheat", action="store_true", help="start a kernel per page on opening (slow)")
    parser.add_argument("--no-browser", action="store_true", help="only print the start page's address")
    options = parser.parse_args(argv)
    from voila.app import main as voila_main

    url = start_url(options.port)
    if not options.no_browser:
        threading.Thread(target=_open_when_up, args=(url,), daemon=True).start()
    else:
        print(f"\n  The kids' track: {url}\n", flush=True)
    os.environ["JUPYTER_PATH"] = os.pathsep.join(filter(None, [str(TEMPLATES), os.environ.get("JUPYTER_PATH")]))
    sys.argv = ["voila", *voila_args(ROOT / options.lang / "kids", port=options.port, preheat=not options.no_preheat)]
    voila_main()


if __name__ == "__main__":
    main()
