"""Every link of every kids' page leads to a page the kids' Voilà server serves (no 404).

``make kids`` (:mod:`lessons.kids_server`, ``tests/voilakit.py``'s ``kids_server``) serves one
folder, ``lessons/<lang>/kids/``, each notebook at ``/voila/render/<name>.ipynb``: a link to the
course map (``../index.ipynb``) or to the adults' lessons resolves outside it and is a 404 there.
This reads every link the pages' markdown holds (markdown links, ``href`` and ``src``
attributes) and checks each against the files of that folder; the every-page browser test
(``tests/browser/test_kids_pages.py``) checks the links on the pages as Voilà draws them.
"""

from __future__ import annotations

import json
import re
from pathlib import Path, PurePosixPath
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[2] / "lessons"
LINK = re.compile(r"\]\(\s*<?([^)\s>]+)|\b(?:href|src)\s*=\s*[\"']([^\"']+)[\"']")


def links(page: Path) -> list[str]:
    """Every link target in the markdown cells of a notebook."""
    found = []
    for cell in json.loads(page.read_text("utf-8"))["cells"]:
        if cell["cell_type"] == "markdown":
            found += [a or b for a, b in LINK.findall("".join(cell["source"]))]
    return found


def served(folder: Path, target: str) -> bool:
    """Whether the kids' server of ``folder`` answers ``target`` (a link on one of its pages)."""
    parts = urlsplit(target)
    if parts.scheme in ("data", "blob") or (not parts.scheme and not parts.netloc and not parts.path):
        return True  # data, or an anchor on the same page
    if parts.scheme or parts.netloc:
        return False  # another site: a child's page goes nowhere else
    path = PurePosixPath(parts.path)
    if path.is_absolute() or ".." in path.parts:
        return False
    return (folder / path).is_file()


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_link_of_the_kids_pages_is_served(lang: str) -> None:
    folder = ROOT / lang / "kids"
    pages = sorted(folder.glob("*.ipynb"))
    assert len(pages) == 14
    seen = {page.name: links(page) for page in pages}
    assert sum(map(len, seen.values())) >= 40  # the start page's list, the guide's table, each page's "next"
    broken = {name: [t for t in targets if not served(folder, t)] for name, targets in seen.items()}
    assert not any(broken.values()), {k: v for k, v in broken.items() if v}


def test_the_check_refuses_what_voila_does_not_serve() -> None:
    folder = ROOT / "ru" / "kids"
    assert served(folder, "01_dots.ipynb") and served(folder, "#top")
    for target in ("../index.ipynb", "../adults/01_tiles.ipynb", "99_none.ipynb", "/voila/render/x.ipynb",
                   "https://habr.com/"):
        assert not served(folder, target), target
