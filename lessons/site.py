"""A lesson as an app in the static site: its story and its boards, without its code.

On the desktop ``make kids`` shows the kids' pages in Voilà; the static site (JupyterLite,
``make site``) has no Voilà, so its kids' mode opens JupyterLite's console with the code
hidden and one line that runs :func:`show_page` — the page's markdown is shown as text, its
code cells run in order and show what they return, as Voilà would, and its links to other
lessons become buttons that show them in the same place (the kernel keeps running: only the
first page waits for Python to start). The app's own way around, since a page of the site has
no other: each lesson but the start page has "← Lessons" at its top and at its end, and at its
end "Next lesson →" to the lesson after it in the start page's list (:func:`lesson_list`).

>>> app_url("ru/kids/01_dots.ipynb").startswith("../repl/index.html?")
True
"""

from __future__ import annotations

import json
import os
import posixpath
import re
from pathlib import Path
from urllib.parse import quote

#: Where the site keeps its files in the browser (JupyterLite's drive).
DRIVE = Path("/drive")
#: The console's options: no banner, the code of the cells hidden (no toolbar: its parameter left
#: out), the prompt above the page (so the console does not scroll the page to its end).
APP_OPTIONS = "kernel=python&showBanner=0&hideCodeInput=1&promptCellPosition=top"
#: The app's own look: the console's prompt (an empty code box with ``[ ]:``) is not for a child.
#: The console has no option for that; a ``<style>`` shown with the page (as the boards show
#: theirs) hides it in this page only, and gives its place to the page (the console's split
#: panel keeps the prompt's 52 px at the top, a grey strip, unless the page is moved up). The
#: page also takes the console's width: no output prompts (``[1]:``, 64 px each, two levels)
#: nor collapsers on the left, which left a phone's board 89 px of its 412 at the left edge
#: (nor the "Collapse Output" overlay, which would otherwise lie over the page and take its
#: taps); and the lessons' pictures scale down to the width (as in Voilà's kids' template).
APP_CSS = ("<style>.jp-CodeConsole-input, .jp-CodeConsole-promptCell, .jp-CodeConsole-split > .lm-SplitPanel-handle,"
           " .jp-CodeConsole-content .jp-OutputArea-promptOverlay"
           " { display: none !important; }"
           " .jp-CodeConsole-split > .jp-CodeConsole-content { top: 0 !important; height: 100% !important;"
           " padding: 4px 6px !important; }"
           " .jp-CodeConsole-content .jp-OutputArea-prompt, .jp-CodeConsole-content .jp-Cell-outputCollapser,"
           " .jp-CodeConsole-content .jp-Cell-inputWrapper { display: none !important; }"
           " .jp-CodeConsole-content .jp-Cell { padding: 0 !important; }"
           " .jp-CodeConsole-content .jp-OutputArea-output { max-width: 100%; }"
           " .jp-RenderedSVG img, .jp-RenderedSVG svg, .jp-RenderedImage img { max-width: 100%; height: auto; }</style>")


#: The app's one line first takes the current folder (``''``, twice on the site's
#: ``sys.path``: Pyodide's and IPython's) off ``sys.path``: it is the site's drive, where each
#: look is a request to the page (~20 ms), and Python looks there for every module a page
#: imports. The app imports nothing from it.
OFF_THE_DRIVE = "sys.path[:] = [p for p in sys.path if p]"


def app_url(path: str) -> str:
    """The URL (relative to any page of the site) of the app showing the lesson ``path``."""
    code = f'import sys; {OFF_THE_DRIVE}; from lessons.site import show_page; show_page("{path}")'
    return f"../repl/index.html?{APP_OPTIONS}&code={quote(code, safe='/')}"


def lesson_links(markdown: str, folder: str) -> tuple[str, list[tuple[str, str]]]:
    """``markdown`` with its links to other lessons turned to bold text, and those links as
    ``(text, lesson path)`` — the app opens them with buttons, in the same running kernel. A
    list item that is only a link leaves the text: its button (with the item's number) says it,
    so a child sees each lesson once, as something to tap.

    >>> lesson_links("Дальше: [Урок 2](02_chow_pung_kong.ipynb).", "ru/kids")
    ('Дальше: **Урок 2**.', [('Урок 2', 'ru/kids/02_chow_pung_kong.ipynb')])
    >>> lesson_links("## Уроки\\n\\n1. [Монеты](01_dots.ipynb)\\n2. [Змейка](04_bamboo_snake.ipynb)", "ru/kids")
    ('## Уроки\\n', [('1. Монеты', 'ru/kids/01_dots.ipynb'), ('2. Змейка', 'ru/kids/04_bamboo_snake.ipynb')])
    """
    found: list[tuple[str, str]] = []

    def where(target: str) -> str:
        return posixpath.normpath(posixpath.join(folder, target))

    def link(match: re.Match[str]) -> str:
        text, target = (match.group(1), match.group(2)) if match.group(1) else (match.group(4), match.group(3))
        found.append((text, where(target)))
        return f"**{text}**" if match.group(1) else f"<b>{text}</b>"

    lines = []
    for line in markdown.split("\n"):
        item = _LINK_ITEM.match(line)
        if item:
            number, text, target = item.groups()
            found.append((f"{number}. {text}" if number else text, where(target)))
        else:
            lines.append(_LESSON_LINK.sub(link, line))
    return "\n".join(lines), found


def lesson_list(markdown: str, folder: str) -> list[str]:
    """The lessons ``markdown`` lists (its list items that are a lesson link and nothing else), in
    order: on the start page, the order a child meets them.

    >>> lesson_list("## Уроки\\n\\n1. [Монеты](01_dots.ipynb)\\nСм. [урок 2](02_chow_pung_kong.ipynb)", "ru/kids")
    ['ru/kids/01_dots.ipynb']
    """
    return [posixpath.normpath(posixpath.join(folder, item.group(3)))
            for item in map(_LINK_ITEM.match, markdown.split("\n")) if item]


_LESSON_LINK = re.compile(r"""\[([^\]]+)\]\(([^)"'#?:]+\.ipynb)\)|<a href=["']([^"'#?:]+\.ipynb)["']>([^<]+)</a>""")
#: A list item that is a lesson link and nothing else: ``1. [text](lesson.ipynb)``, ``- [text](...)``.
_LINK_ITEM = re.compile(r"""^\s*(?:(\d+)[.)]|[-*])\s+\[([^\]]+)\]\(([^)"'#?:]+\.ipynb)\)\s*$""")


class PageApp:
    """The lessons shown one at a time in one output area; a lesson's links become buttons
    that show the other lesson in its place (no reload: the kernel and its imports stay).
    ``home`` is the start page: its list is the lessons' order, "← Lessons" goes back to it."""

    def __init__(self, root: Path, home: str) -> None:
        import ipywidgets as widgets

        self.root = root
        self.home = home
        self.page = widgets.Output()

    def _cells(self, path: str) -> list[dict[str, object]]:
        cells: list[dict[str, object]] = json.loads((self.root / path).read_text("utf-8"))["cells"]
        return cells

    def next_lesson(self, path: str) -> str | None:
        """The lesson after ``path`` in the start page's list (None after the last, or off the list)."""
        folder = posixpath.dirname(self.home)
        lessons = [found for cell in self._cells(self.home) if cell["cell_type"] == "markdown"
                   for found in lesson_list("".join(cell["source"]), folder)]  # type: ignore[arg-type]
        return lessons[lessons.index(path) + 1] if path in lessons[:-1] else None

    def _way_around(self, following: str | None) -> object:
        """The app's own buttons: "← Lessons" (to the start page), and "Next lesson →" if ``following``."""
        import ipywidgets as widgets

        from lessons.widgets.texts import t

        def go(target: str, key: str, css: str, style: str) -> widgets.Button:
            button = widgets.Button(description=t(key), button_style=style, layout=widgets.Layout(width="auto", min_height="40px"))
            button.add_class(css)
            button.on_click(lambda _button: self.open(target))
            return button

        buttons = [go(self.home, "kids.app.lessons", "mj-app-lessons", "")]
        if following:
            buttons.append(go(following, "kids.app.next", "mj-app-next", "success"))
        bar = widgets.HBox(buttons, layout=widgets.Layout(flex_flow="row wrap", gap="8px", margin="8px 0"))
        bar.add_class("mj-app-nav")
        return bar

    def open(self, path: str) -> None:
        """Show the lesson ``path`` (relative to the root) in place of the current one."""
        import ipywidgets as widgets
        from IPython import get_ipython
        from IPython.display import Markdown, display

        from lessons.widgets.display import shown

        cells = self._cells(path)
        folder = posixpath.dirname(path)
        os.chdir(self.root / folder)  # the widgets take their language from the lesson's folder
        shell = get_ipython()
        away = path != self.home
        following = self.next_lesson(path) if away else None
        self.page.clear_output()
        with self.page:
            if away:
                display(self._way_around(None))
            for cell in cells:
                source = "".join(cell["source"])  # type: ignore[arg-type]
                if cell["cell_type"] == "markdown":
                    text, links = lesson_links(source, folder)
                    links = [(label, target) for label, target in links if target != following]  # "Next lesson" goes there
                    display(shown(Markdown, text))
                    if links:
                        buttons = [widgets.Button(description=label, layout=widgets.Layout(width="auto", min_height="40px"))
                                   for label, _ in links]
                        for button, (_, target) in zip(buttons, links):
                            button.on_click(lambda _button, target=target: self.open(target))
                        display(widgets.VBox(buttons) if len(buttons) > 2 else widgets.HBox(buttons))
                elif cell["cell_type"] == "code" and shell is not None:
                    shell.run_cell(source, store_history=False)
            if away:
                display(self._way_around(following))


def show_page(path: str, root: Path | None = None) -> None:
    """Show the lesson ``path`` (relative to ``root``, the site's drive by default) as an app."""
    import ipywidgets as widgets
    from IPython.display import display

    app = PageApp(root or (DRIVE if DRIVE.is_dir() else Path.cwd()), home=path)
    display(widgets.HTML(APP_CSS), app.page)
    app.open(path)
