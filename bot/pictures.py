"""PNG pictures of the logic's :class:`~bot.logic.Picture` values.

Each kind of picture is its own value type, drawn by :func:`png` by its type. The game table
(:class:`~bot.logic.model.TablePicture`) is the core's picture of it
(:func:`mjcore.game.picture.table_scene`, a :class:`~mjcore.render.scene.Scene` value carried by
the picture): :meth:`Scene.png <mjcore.render.scene.Scene.png>` at scale 2, 800 pixels wide
(400 CSS pixels: a phone's width), cached by the scene (the same table is drawn once).
Tiles (:class:`~bot.logic.model.RowPicture`, :class:`~bot.logic.model.HandPicture`) are composited from tile bitmaps drawn once by the core
(:func:`mjcore.render.phone_row_png`, :func:`~mjcore.render.phone_hand_png`): at most seven tiles
side by side, so that on a phone (400 px wide) a tile is over 50 px wide and its corner index over
10 px tall; a few milliseconds a picture, and cached (the same hand is drawn once). The progress
chart (:class:`~bot.logic.model.ChartPicture`) and the kids' week at a glance
(:class:`~bot.logic.model.WeekPicture`) are drawn with matplotlib's object API on the Agg canvas: no pyplot,
no global figure state. The week is drawn for a phone: :data:`WEEK_WIDTH` pixels wide, shown 400 px
wide, every word at least :data:`PHONE_TEXT` px tall there (``tests/bot/test_progress_kids.py``
measures it).

Every function here is pure (a value in, PNG bytes out) and safe to call from worker threads or
processes, off the event loop:

>>> from bot.logic.model import RowPicture
>>> from mjcore.tiles import Tile
>>> png(RowPicture((Tile.M1, Tile.M2)))[1:4], png(RowPicture((Tile.M5,), index=False))[1:4]
(b'PNG', b'PNG')
"""

from __future__ import annotations

import io
import threading
from functools import lru_cache
from typing import Any

from bot.logic.model import BacksPicture, BoardPicture, ChartPicture, HandPicture, Picture, RowPicture, TablePicture, WeekPicture
from mjcore.errors import MahjongError
from mjcore.game.picture import warm as table_warm
from mjcore.notation import parse_hand, parse_tiles
from mjcore.render import phone_hand_png, phone_row_png
from mjcore.render.bitmap import prerender
from mjcore.render.scene import Scene

#: The tiles' height in pixels (72 x 96: as sharp as the bot's pictures have always been).
TILE_HEIGHT = 96
#: Pixels per CSS pixel of the table's picture (a 400-pixel scene: an 800-pixel PNG).
SCENE_SCALE = 2
#: matplotlib promises no thread safety, even without pyplot: one chart at a time.
_CHART_LOCK = threading.Lock()


@lru_cache(maxsize=512)
def _row(picture: RowPicture) -> bytes:
    return phone_row_png(picture.tiles, height=TILE_HEIGHT, index=picture.index)


_MARKS = str.maketrans("[]{}", "    ")


@lru_cache(maxsize=256)
def _hand(picture: HandPicture) -> bytes:
    try:
        parsed = parse_hand(picture.hand, check_size=False)
    except MahjongError:  # not a whole hand (too many copies, say): its tiles in a row
        return phone_row_png(parse_tiles(picture.hand.translate(_MARKS)), height=TILE_HEIGHT, index=picture.index)
    return phone_hand_png(parsed, height=TILE_HEIGHT, index=picture.index)


def chart_png(data: dict) -> bytes:
    """Horizontal bars: ``data["bars"]`` is a list of ``[label, value 0..1]``; ``data["title"]``."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    bars = data.get("bars") or []
    with _CHART_LOCK:
        fig = Figure(figsize=(7, max(2.0, 0.45 * len(bars) + 1.2)), dpi=100)
        FigureCanvasAgg(fig)
        ax = fig.add_subplot()
        labels = [str(b[0]) for b in bars]
        values = [max(0.0, min(1.0, float(b[1]))) * 100 for b in bars]
        ax.barh(range(len(bars)), values, color="#2e8b57")
        ax.set_yticks(range(len(bars)), labels)
        ax.invert_yaxis()
        ax.set_xlim(0, 100)
        ax.set_xlabel(str(data.get("xlabel", "%")))
        ax.set_title(str(data.get("title", "")), fontsize=10)
        fig.tight_layout()
        out = io.BytesIO()
        fig.savefig(out, format="png", metadata={"Software": None})
    return out.getvalue()


#: The week's picture: inches and dots per inch (800 px wide: 400 CSS px at a phone's 2x).
WEEK_INCHES, WEEK_DPI = 4.0, 200
WEEK_WIDTH = round(WEEK_INCHES * WEEK_DPI)
#: The smallest text on the week's picture, in pixels when it is shown 400 px wide.
PHONE_TEXT = 14
#: Points for each kind of text on the week's picture (a point is WEEK_DPI / 72 px; shown at
#: 400 / WEEK_WIDTH of that): 10.5 pt is 14.6 px on a phone.
WEEK_FONT = {"title": 12.0, "tick": 10.5, "value": 11.0, "legend": 10.5}
COLOURS = {"games": "#4a90e2", "stars": "#f5a623"}


def week_figure(picture: WeekPicture) -> Any:
    """The week's matplotlib figure (no pyplot): games and stars per day as pairs of bars, each
    with its number over it, the days under them (the weekday over the date)."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    fig = Figure(figsize=(WEEK_INCHES, 3.4), dpi=WEEK_DPI)
    FigureCanvasAgg(fig)
    ax = fig.add_subplot()
    xs = list(range(len(picture.days)))
    games = [day[1] for day in picture.days]
    stars = [day[2] for day in picture.days]
    width = 0.4
    for shift, values, name, label in ((-width / 2, games, "games", picture.games), (width / 2, stars, "stars", picture.stars)):
        bars = ax.bar([x + shift for x in xs], values, width, color=COLOURS[name], label=label)
        ax.bar_label(bars, labels=[str(v) if v else "" for v in values], fontsize=WEEK_FONT["value"], padding=1)
    ax.set_xticks(xs, [day[0].replace(" ", "\n", 1) for day in picture.days], fontsize=WEEK_FONT["tick"])
    ax.set_yticks([])
    top = max([*games, *stars, 1])
    ax.set_ylim(0, top * 1.3 + 0.5)
    for side in ("top", "right", "left"):
        ax.spines[side].set_visible(False)
    ax.set_title(picture.title, fontsize=WEEK_FONT["title"])
    ax.legend(loc="upper left", fontsize=WEEK_FONT["legend"], frameon=False, ncols=2)
    fig.tight_layout(pad=0.3)
    return fig


def week_png(picture: WeekPicture) -> bytes:
    """The week's PNG, :data:`WEEK_WIDTH` pixels wide."""
    with _CHART_LOCK:
        out = io.BytesIO()
        week_figure(picture).savefig(out, format="png", metadata={"Software": None})
    return out.getvalue()


@lru_cache(maxsize=64)
def _week(picture: WeekPicture) -> bytes:
    return week_png(picture)


@lru_cache(maxsize=64)
def _chart(picture: ChartPicture) -> bytes:
    return chart_png(picture.to_json())


@lru_cache(maxsize=16)
def _backs(count: int) -> bytes:
    return phone_row_png([None] * count, height=TILE_HEIGHT)


@lru_cache(maxsize=64)
def _board(picture: BoardPicture) -> bytes:
    """Memory's board: its rows as the keyboard's, face-down tiles as backs, the lit ones outlined."""
    return phone_row_png(picture.cells, height=TILE_HEIGHT, per_row=picture.columns, highlight=picture.lit)


@lru_cache(maxsize=32)
def _scene(scene: Scene) -> bytes:
    """A table's PNG (about 150 kB: a few dozen kept; the same scene is met again when a live
    message is shown again or its edit failed)."""
    return scene.png(scale=SCENE_SCALE)


def png(picture: Picture) -> bytes:
    """The PNG bytes of ``picture``, drawn by its type: the game table, a chart, a hand (MPSZ with
    melds, drawn apart), tiles face down or a row of tiles."""
    match picture:
        case TablePicture(scene=None):
            raise ValueError("a scene picture without its scene")
        case TablePicture(scene=scene):
            return _scene(scene)
        case ChartPicture():
            return _chart(picture)
        case BoardPicture():  # memory's board
            return _board(picture)
        case WeekPicture():
            return _week(picture)
        case BacksPicture(count=count):  # tiles face down: the code lock's hidden code
            return _backs(count)
        case HandPicture():
            return _hand(picture)
        case RowPicture():
            return _row(picture)
    raise TypeError(f"no picture: {picture!r}")


def warm() -> None:
    """Draw every tile's bitmap now (about a second, once a process), so that the first user's
    picture takes milliseconds too; call it at start-up, or in each worker process."""
    prerender(TILE_HEIGHT)
    prerender(TILE_HEIGHT, index=False)
    table_warm(SCENE_SCALE)  # every size of the table's picture
