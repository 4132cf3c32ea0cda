"""The README's pictures, made from the product itself: ``make pictures``.

``python tools/readme_pictures.py [--out docs/pictures] [NAME ...]`` writes these PNGs (about
800 pixels wide, each kept under :data:`MOST_BYTES`):

- ``table.png``: the game table drawn by mjcore (:func:`mjcore.game.picture.table_scene`,
  :func:`mjcore.render.raster.png`) — a four-player Chinese Official hand, seed
  :data:`SEED`, the learner's moves chosen by the advanced computer player, after
  :data:`TURNS` of them;
- ``bot-chat.png``: a conversation with the bot: the real conversation logic
  (:func:`bot.runner.handle` on a fresh SQLite store, as ``python -m bot --console`` drives it),
  its photos as the bot sends them (:func:`bot.pictures.png`), laid out as a chat by
  :mod:`chat_picture` (beside this script); the answer pressed is the one the bot itself calls right (each choice
  is tried on a fresh store first);
- ``kids-board.png``: the first board of the kids' dots lesson in Voilà, served as ``make kids``
  serves it, in Debian's chromium (Playwright), after a few clicks;
- ``calculator.png``: the Chinese Official calculator of ``adults/06_mcr`` in JupyterLab after
  Run All, one of its fans clicked so that its tiles are highlighted.

The browser pictures use the browser tests' servers (``tests/labkit.py``, ``tests/voilakit.py``)
and need ``/usr/bin/chromium`` and the ``playwright`` package: without them they are not made,
and the script says so and exits with 3 (the others are still written).
"""

from __future__ import annotations

import argparse
import io
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
for _folder in (ROOT, ROOT / "tests"):
    if str(_folder) not in sys.path:
        sys.path.insert(0, str(_folder))

from PIL import Image  # noqa: E402

__all__ = ["CHAT_SEED", "MOST_BYTES", "PICTURES", "SEED", "TURNS", "browser_missing", "main"]

#: The seed of the table's game and the learner's moves played before the picture.
SEED, TURNS = 7, 9
#: The random number of the bot's first event (each next event's is one more): a quiz with buttons.
CHAT_SEED = 1
#: The language of the pictures (the README is in English).
LANG = "en"
#: A picture's width in pixels and the most bytes it may take (readable and light on GitHub).
WIDTH, MOST_BYTES = 800, 200_000
CHROMIUM = Path("/usr/bin/chromium")
#: Which picture needs the browser.
IN_BROWSER = ("kids-board", "calculator")


def browser_missing() -> str | None:
    """Why the browser pictures cannot be made here, or ``None``."""
    if not CHROMIUM.exists():
        return "Debian's chromium is not installed (apt-get install -y chromium)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "the playwright package is not installed (pip install -e '.[dev]')"
    return None


def small_png(image: Image.Image) -> bytes:
    """``image`` as a PNG at most :data:`WIDTH` wide; in 256 colours when the full colours would
    pass :data:`MOST_BYTES`."""
    image = image.convert("RGB")
    if image.width > WIDTH:
        image = image.resize((WIDTH, round(image.height * WIDTH / image.width)), Image.Resampling.LANCZOS)
    out = io.BytesIO()
    image.save(out, "PNG", optimize=True)
    if out.tell() > MOST_BYTES:
        out = io.BytesIO()
        image.quantize(256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE).save(out, "PNG", optimize=True)
    return out.getvalue()


# -- the game table -------------------------------------------------------------------------------
def table_picture() -> bytes:
    """The four-player table from the learner's seat after :data:`TURNS` of their moves."""
    from mjcore.game.ai import choose
    from mjcore.game.picture import table_scene
    from mjcore.game.state import Phase
    from mjcore.game.table import Table, persons_against_computer
    from mjcore.render.raster import png

    table = Table.start("mcr", persons_against_computer(4, "intermediate"), SEED).table
    for _ in range(TURNS):
        if table.state.phase is Phase.HAND_OVER:
            break
        table = table.play(choose(table.view(0), "advanced").action).table
    scene = table_scene(table.view(0), table.names(0, LANG), LANG)
    return small_png(Image.open(io.BytesIO(png(scene, WIDTH / scene.width))))


# -- the bot --------------------------------------------------------------------------------------
#: The conversation: a command typed, or a button pressed (``press``: the index of the button
#: among the last message's, ``None``: the answer the bot calls right), and whether the picture
#: shows it (the track is chosen off the picture: the tour would fill it).
CONVERSATION: tuple[tuple[str, str | int | None, bool], ...] = (
    ("text", "/start", False), ("press", 0, False),  # a child with a parent
    ("text", "/quiz", True), ("press", None, True), ("press", 0, True),  # the right answer, "Next question"
)
#: What the bot says when an answer is right, in the picture's language.
RIGHT = "Right!"

Played = list[tuple[tuple[str, str], list[Any]]]


def _talk(steps: Sequence[tuple[str, str]], folder: Path, name: str) -> Played:
    """Each step (``("text", message)`` or ``("button", data)``) sent to the real bot logic on a
    fresh store, with the bot's replies (:class:`bot.logic.Reply`)."""
    from bot.logic import Config, Event
    from bot.runner import handle
    from bot.storage import Store

    store = Store(str(folder / f"{name}.sqlite3"))
    try:
        out: Played = []
        for number, (kind, value) in enumerate(steps):
            event = Event(kind, 1, text=value if kind == "text" else "", data=value if kind == "button" else "",
                          now=1_800_000_000.0 + 5 * number, rand=CHAT_SEED * 1_000_003 + number, lang_code=LANG)
            out.append(((kind, value), list(handle(store, event, Config(rate_count=0)))))
        return out
    finally:
        store.close()


def _buttons(replies: list[Any]) -> list[tuple[str, str]]:
    """The (label, data) of the buttons of the last reply that has some."""
    for reply in reversed(replies):
        if reply.buttons:
            return [(b.label, b.data) for row in reply.buttons for b in row]
    return []


def conversation(folder: Path) -> Played:
    """:data:`CONVERSATION` played with the bot: each step and the bot's replies."""
    steps: list[tuple[str, str]] = []
    for kind, value, _ in CONVERSATION:
        if kind == "text":
            steps.append(("text", str(value)))
            continue
        offered = _buttons(_talk(steps, folder, f"look{len(steps)}")[-1][1])
        if value is not None:
            steps.append(("button", offered[int(value)][1]))
            continue
        for k, (_, data) in enumerate(offered):  # the answer the bot calls right
            replies = _talk([*steps, ("button", data)], folder, f"try{len(steps)}-{k}")[-1][1]
            if any(line.startswith(RIGHT) for r in replies for line in r.text.splitlines()):  # the verdict may edit the question
                steps.append(("button", data))
                break
        else:
            raise RuntimeError(f"no button the bot calls right among {offered}")
    return _talk(steps, folder, "chat")


def bot_picture() -> bytes:
    """The chat of :data:`CONVERSATION`, from its first shown step."""
    from chat_picture import Bubble, chat_png

    from bot import pictures

    with tempfile.TemporaryDirectory(prefix="mj-readme-bot-") as folder:
        played = conversation(Path(folder))
    bubbles: list[Bubble] = []
    labels: dict[str, str] = {}
    for ((kind, value), replies), (_, _, shown) in zip(played, CONVERSATION):
        if shown:
            bubbles.append(Bubble("me", value) if kind == "text" else Bubble("press", labels[value]))
        for reply in replies:
            labels.update({b.data: b.label for row in reply.buttons for b in row})
            if shown and (reply.text or reply.picture is not None):
                photo = pictures.png(reply.picture) if reply.picture is not None else None
                rows = tuple(tuple(b.label for b in row) for row in reply.buttons)
                bubbles.append(Bubble("bot", reply.text, photo, rows))
    return small_png(Image.open(io.BytesIO(chat_png(bubbles, width=WIDTH, title="Mahjong Tutor"))))


# -- in the browser -------------------------------------------------------------------------------
def _shot(page: object, top: object, bottom: object) -> bytes:
    """The page from the top of ``top`` to the bottom of ``bottom`` (Playwright locators)."""
    first = top.bounding_box()  # type: ignore[attr-defined]
    last = bottom.bounding_box()  # type: ignore[attr-defined]
    clip = {"x": first["x"] - 8, "y": first["y"] - 8, "width": first["width"] + 16,
            "height": last["y"] + last["height"] - first["y"] + 16}
    return page.screenshot(clip=clip, full_page=True)  # type: ignore[attr-defined]


def kids_board_picture(browser: object) -> bytes:
    """The dots lesson's first board in Voilà (as ``make kids`` serves it), two dots found and
    a tile of another suit tried."""
    import re

    from labkit import local_context  # type: ignore[import-not-found]
    from playwright.sync_api import expect
    from voilakit import kids_server  # type: ignore[import-not-found]

    with kids_server(LANG, preheat=False) as server:
        context = local_context(browser, width=WIDTH + 30, height=1000)
        page = context.new_page()
        page.set_default_timeout(90_000)
        page.goto(server.page("01_dots.ipynb"))
        board = page.locator(".mj-find-suit").first
        pile = board.locator(".mj-pile .mj-tile")
        expect(pile.first).to_be_visible()
        kinds = [re.search(r"\bmj-t-(\w+)", pile.nth(i).get_attribute("class") or "") for i in range(pile.count())]
        suits = [m.group(1)[-1] if m else "" for m in kinds]
        dots = [i for i, s in enumerate(suits) if s == "p"]
        other = next(i for i, s in enumerate(suits) if s and s != "p")
        for i, mark in ((dots[0], "mj-good"), (dots[1], "mj-good"), (other, "mj-bad")):
            for _attempt in range(3):  # a click before the board's kernel is connected is lost
                pile.nth(i).click()
                try:
                    expect(pile.nth(i)).to_have_class(re.compile(rf"\b{mark}\b"), timeout=10_000)
                    break
                except AssertionError:
                    continue
            else:
                raise RuntimeError(f"the board did not answer a click on tile {i}")
        heading = page.locator("h2, h1").filter(has_text=re.compile("dot|coin", re.I)).first
        shot = _shot(page, heading if heading.count() else board, board)
        context.close()
    return small_png(Image.open(io.BytesIO(shot)))


def calculator_picture(browser: object) -> bytes:
    """The Chinese Official calculator in JupyterLab after Run All, its first fan clicked."""
    from labkit import Lab, lab_server, local_context
    from playwright.sync_api import expect

    with tempfile.TemporaryDirectory(prefix="mj-readme-lab-") as base, lab_server(Path(base)) as server:
        # tall enough for the whole cell: the notebook draws only the cells in its window
        context = local_context(browser, width=1200, height=2800)
        page = context.new_page()
        page.set_default_timeout(90_000)
        Lab(page, server).run_all(f"{LANG}/adults/06_mcr.ipynb")
        page.keyboard.press("Control+b")  # the file browser folded away: the notebook as wide as the page
        page.set_viewport_size({"width": WIDTH + 160, "height": 2800})
        calculator = page.locator(".mj-calculator").first
        lines = calculator.locator(".mj-score-lines .mj-score-line")
        expect(lines.first).to_be_visible()
        lines.first.click()
        expect(calculator.locator(".mj-highlight [data-highlight='true']").first).to_be_attached()
        cell = page.locator(".jp-CodeCell").filter(has=calculator).first
        cell.scroll_into_view_if_needed()
        shot = cell.screenshot()
        context.close()
        server.shut_down_kernels()
    return small_png(Image.open(io.BytesIO(shot)))


#: Each picture's file name (without ``.png``) and how it is made.
PICTURES: dict[str, Callable[..., bytes]] = {
    "table": table_picture,
    "bot-chat": bot_picture,
    "kids-board": kids_board_picture,
    "calculator": calculator_picture,
}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("names", nargs="*", metavar="NAME",
                        help=f"the pictures to make (default: all): {', '.join(PICTURES)}")
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "pictures", help="the folder to write into")
    args = parser.parse_args(argv)
    names = args.names or list(PICTURES)
    unknown = [n for n in names if n not in PICTURES]
    if unknown:
        parser.error(f"no picture named {', '.join(unknown)}: choose among {', '.join(PICTURES)}")
    args.out.mkdir(parents=True, exist_ok=True)
    missing = browser_missing() if set(names) & set(IN_BROWSER) else None
    status = 0
    for name in [n for n in names if n not in IN_BROWSER]:
        _write(args.out / f"{name}.png", PICTURES[name]())
    wanted = [n for n in names if n in IN_BROWSER]
    if wanted and missing:
        print(f"not made: {', '.join(wanted)}: {missing}", file=sys.stderr)
        status = 3
    elif wanted:
        from labkit import CHROMIUM_ARGS
        from playwright.sync_api import sync_playwright

        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
            try:
                for name in wanted:
                    _write(args.out / f"{name}.png", PICTURES[name](browser))
            finally:
                browser.close()
    return status


def _write(path: Path, data: bytes) -> None:
    if len(data) > MOST_BYTES:
        raise RuntimeError(f"{path.name} takes {len(data):,} bytes, more than {MOST_BYTES:,}")
    path.write_bytes(data)
    width, height = Image.open(io.BytesIO(data)).size
    print(f"{path}: {width}x{height}, {len(data):,} bytes")


if __name__ == "__main__":
    sys.exit(main())
