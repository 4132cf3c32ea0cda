"""Every text a child meets in the kids' track, gathered for the language tests.

``from kidstexts import page_boards, play_and_read, words_of``: the boards of each kids' page
are built by running the page's own code cells (so the test follows the notebooks), then
played by clicks chosen at random from what the board shows (wrong moves, hints, retries and
all), and every visible word is read off the widget tree: captions, tooltips, HTML text and
the ``title`` of the pictures.
"""

from __future__ import annotations

import html
import json
import random
import re
from collections.abc import Iterator
from pathlib import Path

import ipywidgets as widgets

ROOT = Path(__file__).resolve().parents[1]
#: The kids' pages whose boards are not a child's (the parents' guide: its progress view speaks to the parent).
NOT_HERE = {"parents_guide.ipynb"}

#: The pickers a board offers its options with (a level, a size): each value is chosen in turn.
PICKERS = (widgets.ToggleButtons, widgets.Dropdown, widgets.RadioButtons)

_TAG = re.compile(r"<style>.*?</style>|<[^>]+>", re.S)
_TITLE = re.compile(r'title="([^"]*)"')


def kids_pages(lang: str) -> list[Path]:
    """The kids' track notebooks of ``lang``."""
    return sorted((ROOT / "lessons" / lang / "kids").glob("*.ipynb"))


def child_markdown(page: Path) -> list[str]:
    """The page's markdown meant for the child: every markdown cell without the parent's boxes."""
    cells = json.loads(page.read_text("utf-8"))["cells"]
    texts = []
    for cell in cells:
        if cell["cell_type"] != "markdown":
            continue
        source = "".join(cell["source"])
        source = re.sub(r'<div class="alert[^"]*">.*?</div>', "", source, flags=re.S)
        texts.append(source)
    return texts


def page_boards(page: Path) -> list[widgets.Widget]:
    """The widgets the page's code cells make (each cell's last expression), in order."""
    cells = json.loads(page.read_text("utf-8"))["cells"]
    scope: dict[str, object] = {}
    made = []
    for cell in cells:
        if cell["cell_type"] != "code":
            continue
        source = "".join(cell["source"]).strip()
        if source.startswith(("from ", "import ")):
            exec(source, scope)
            continue
        value = eval(source, scope)
        if isinstance(value, widgets.Widget):
            made.append(value)
    return made


def walk(widget: widgets.Widget) -> Iterator[widgets.Widget]:
    yield widget
    for child in getattr(widget, "children", ()):
        yield from walk(child)


def words_of(root: widgets.Widget) -> list[str]:
    """The words shown in the widget tree of ``root``."""
    found = []
    for widget in walk(root):
        if isinstance(widget, widgets.Button):
            found += [widget.description, widget.tooltip or ""]
        elif isinstance(widget, (widgets.HTML, widgets.Label)):
            value = str(widget.value)
            found += [html.unescape(t) for t in _TITLE.findall(value)]
            found.append(html.unescape(_TAG.sub(" ", value)))
        elif isinstance(widget, PICKERS):
            found += [widget.description, *(str(label) for label in _labels(widget))]
        elif hasattr(widget, "description") and isinstance(widget.description, str):
            found.append(widget.description)
    return [text for text in found if text.strip()]


def _labels(picker: widgets.Widget) -> list[str]:
    """The captions of a picker's options (``options`` holds them alone or as ``(caption, value)``)."""
    return [option[0] if isinstance(option, tuple) else option for option in picker.options]


def clickable(root: widgets.Widget) -> list[widgets.Button]:
    return [w for w in walk(root) if isinstance(w, widgets.Button) and not w.disabled]


def play_and_read(board: widgets.Widget, clicks: int = 120, seed: int = 1) -> list[str]:
    """Click at random ``clicks`` times (every click a visible, enabled button) and gather the words."""
    rng = random.Random(seed)
    seen = words_of(board)
    for _ in range(clicks):
        buttons = clickable(board)
        if not buttons:
            break
        rng.choice(buttons).click()
        seen += words_of(board)
    return list(dict.fromkeys(seen))


def play_every_option(board: widgets.Widget, clicks: int = 60, seed: int = 1) -> list[str]:
    """:func:`play_and_read` on the board as it starts, then on each option it offers: each
    picture button of a choice board (``board.buttons``: the board it makes, played), each value
    of each level or size picker, each played again by random clicks."""
    from lessons.widgets.choice import ChoiceBoard

    seen = play_and_read(board, clicks, seed)
    for index, button in enumerate(board.buttons if isinstance(board, ChoiceBoard) else ()):
        button.click()
        seen += play_every_option(board.board, clicks, seed + index)
    for picker in [w for w in walk(board) if isinstance(w, PICKERS)]:
        for index in range(len(picker.options)):
            picker.index = index
            seen += play_and_read(board, clicks, seed)
    return list(dict.fromkeys(seen))


def site_texts(page: Path) -> list[str]:
    """What the site's kids' app shows of ``page`` besides its boards: each markdown cell as the
    app shows it (the parent's boxes left out, as for :func:`child_markdown`) and the captions
    of the buttons its lesson links become (``lessons.site.lesson_links``)."""
    from lessons.site import lesson_links

    folder = f"{page.parent.parent.name}/{page.parent.name}"
    texts = []
    for source in child_markdown(page):
        text, links = lesson_links(source, folder)
        texts += [text, *(label for label, _ in links)]
    return [text for text in texts if text.strip()]
