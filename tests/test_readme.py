"""The README and its guides in docs/ hold: their Python examples run as written, every picture
and guide they link exists, the set-up they promise matches pyproject.toml, and the pictures
are the product's (``make pictures`` makes them again; the slow tests run it)."""

from __future__ import annotations

import doctest
import io
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from PIL import Image

ROOT = Path(__file__).parents[1]
README = ROOT / "README.md"
#: The guides the README sends its readers to; each must be linked from it.
GUIDES = ("docs/COURSE.md", "docs/BOT.md", "docs/CLI.md", "docs/API.md")
#: The pictures ``make pictures`` makes; the README shows each.
PICTURES = ("table", "bot-chat", "kids-board", "calculator")
PICTURES_DIR = ROOT / "docs" / "pictures"
SCRIPT = ROOT / "tools" / "readme_pictures.py"
#: A picture's most bytes and its width: readable on GitHub and light (tools/readme_pictures.py).
MOST_BYTES, WIDTHS = 200_000, range(700, 801)

_LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)|<img\s[^>]*\bsrc=\"([^\"]+)\"")


def links(path: Path) -> list[str]:
    """The targets of the markdown links, images and ``<img src>`` in ``path`` (code blocks skipped)."""
    text = re.sub(r"```.*?```", "", path.read_text(encoding="utf-8"), flags=re.S)
    return [a or b for a, b in _LINK.findall(text)]


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: ``"Scoring: every system"`` -> ``"scoring-every-system"``."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower().replace("`", ""))
    return text.replace(" ", "-")


def anchors(path: Path) -> set[str]:
    text = re.sub(r"```.*?```", "", path.read_text(encoding="utf-8"), flags=re.S)
    return {slug(m) for m in re.findall(r"^#+ (.+)$", text, flags=re.M)}


@pytest.mark.parametrize("name", ["README.md", *GUIDES])
def test_examples_run(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MJ_LANG", "en")
    result = doctest.testfile(str(ROOT / name), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


def test_the_api_guide_has_examples() -> None:
    """The Python examples moved from the README to docs/API.md: they are still there to run."""
    examples = doctest.DocTestParser().get_examples((ROOT / "docs" / "API.md").read_text(encoding="utf-8"))
    assert len(examples) >= 10


@pytest.mark.parametrize("name", ["README.md", *GUIDES])
def test_every_local_link_resolves(name: str) -> None:
    """Every file a page links (a guide, a picture, a folder) exists, and every #anchor is a heading."""
    page = ROOT / name
    broken = []
    for target in links(page):
        if re.match(r"[a-z]+:", target):  # https:, mailto:
            continue
        file, _, anchor = target.partition("#")
        where = (page.parent / file).resolve() if file else page
        if not where.exists():
            broken.append(f"{target}: no such file")
        elif anchor and where.suffix == ".md" and anchor not in anchors(where):
            broken.append(f"{target}: no heading #{anchor} in {where.relative_to(ROOT)}")
    assert not broken, f"{name} links to:\n" + "\n".join(broken)


def test_the_readme_links_every_guide_and_picture() -> None:
    linked = set(links(README))
    missing = [g for g in GUIDES if g not in linked]
    missing += [f"docs/pictures/{p}.png" for p in PICTURES if f"docs/pictures/{p}.png" not in linked]
    assert not missing, f"the README does not link {missing}"


@pytest.mark.parametrize("name", PICTURES)
def test_each_picture_is_a_light_png(name: str) -> None:
    path = PICTURES_DIR / f"{name}.png"
    assert path.is_file(), f"{path} is missing: run make pictures"
    data = path.read_bytes()
    assert data.startswith(b"\x89PNG"), f"{path} is not a PNG"
    assert len(data) <= MOST_BYTES, f"{path} takes {len(data):,} bytes, more than {MOST_BYTES:,}"
    assert Image.open(io.BytesIO(data)).width in WIDTHS, f"{path} is not about 800 pixels wide"


def test_the_readme_opens_with_what_it_needs() -> None:
    """The set-up comes before any reference: Python's minimum as pyproject.toml says, make, no conda,
    and the two commands."""
    text = README.read_text(encoding="utf-8")
    setup = text.index("## Set-up on a fresh machine")
    assert text.index("## Where to read more") > setup
    section = text[setup:text.index("\n## ", setup + 1)]
    requires = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["requires-python"]
    minimum = re.search(r">=\s*([\d.]+)", requires)
    assert minimum, requires
    assert f"Python {minimum.group(1)} or newer" in section
    assert "`make`" in section and "conda is not needed" in section
    assert "make lessons" in section and "make test" in section


def test_every_make_command_the_pages_show_exists() -> None:
    """``make X`` in code (a block's line or `inline`) names a target of the Makefile."""
    from test_environment import makefile_targets

    shown = {target for name in ["README.md", *GUIDES]
             for target in re.findall(r"(?:^|`|&& )make ([a-z][\w-]*)", (ROOT / name).read_text(encoding="utf-8"), re.M)}
    assert shown >= {"lessons", "test", "kids", "pictures"}, shown
    assert not shown - makefile_targets(), f"the pages show make targets the Makefile lacks: {shown - makefile_targets()}"


def _make(names: list[str], out: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(SCRIPT), "--out", str(out), *names], cwd=ROOT,
                          capture_output=True, text=True, timeout=600)


def _pixels(data: bytes) -> bytes:
    return Image.open(io.BytesIO(data)).convert("RGB").tobytes()


@pytest.mark.slow
def test_the_script_draws_the_table_and_the_chat_as_committed(tmp_path: Path) -> None:
    """The table and the chat are drawn from a seeded game and a seeded conversation: made again,
    they are the committed pictures, pixel for pixel (else the product changed: make pictures)."""
    made = _make(["table", "bot-chat"], tmp_path)
    assert made.returncode == 0, made.stderr
    for name in ("table", "bot-chat"):
        fresh = (tmp_path / f"{name}.png").read_bytes()
        assert len(fresh) <= MOST_BYTES
        assert _pixels(fresh) == _pixels((PICTURES_DIR / f"{name}.png").read_bytes()), (
            f"docs/pictures/{name}.png is out of date: run make pictures and commit it")


@pytest.mark.slow
def test_the_script_screenshots_the_board_and_the_calculator(tmp_path: Path) -> None:
    sys.path.insert(0, str(SCRIPT.parent))
    try:
        from readme_pictures import browser_missing
    finally:
        sys.path.remove(str(SCRIPT.parent))
    missing = browser_missing()
    if missing:
        pytest.skip(f"the browser pictures are not made here: {missing}")
    made = _make(["kids-board", "calculator"], tmp_path)
    assert made.returncode == 0, made.stderr
    for name in ("kids-board", "calculator"):
        data = (tmp_path / f"{name}.png").read_bytes()
        image = Image.open(io.BytesIO(data))
        assert len(data) <= MOST_BYTES and image.width in WIDTHS and image.height > 300, (name, len(data), image.size)
        colours = image.convert("RGB").getcolors(1 << 20)
        assert colours is None or len(colours) > 50, f"{name}: a blank page, not a board"
