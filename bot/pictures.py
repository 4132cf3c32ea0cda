"""PNG pictures of the logic's :class:`~bot.logic.Picture` values: rows of tiles, cached (the
same hand is drawn once), and the progress chart (``kind == "chart"``, drawn with matplotlib's
object API on the Agg canvas: no pyplot, so no global figure state)."""

from __future__ import annotations

import io
import json
from functools import lru_cache

from bot.logic.model import Picture
from mjcore.notation import parse_tiles
from mjcore.render import row_png


@lru_cache(maxsize=512)
def _row(tiles: str) -> bytes:
    return row_png(parse_tiles(tiles), height=96)


def chart_png(data: dict) -> bytes:
    """Horizontal bars: ``data["bars"]`` is a list of ``[label, value 0..1]``; ``data["title"]``."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    bars = data.get("bars") or []
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
    fig.savefig(out, format="png")
    return out.getvalue()


@lru_cache(maxsize=64)
def _chart(data: str) -> bytes:
    return chart_png(json.loads(data))


@lru_cache(maxsize=16)
def _backs(count: int) -> bytes:
    return row_png([None] * count, height=96)


def png(picture: Picture) -> bytes:
    if picture.kind == "chart":
        return _chart(picture.tiles)
    if picture.kind == "backs":  # tiles face down: the code lock's hidden code
        return _backs(int(picture.tiles))
    return _row(picture.tiles)
