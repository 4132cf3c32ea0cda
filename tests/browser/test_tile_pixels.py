"""The bot's tile bitmaps look like the notebooks' tiles: the SVG that JupyterLab shows, drawn by
Debian's chromium, against the bitmaps the bot's pictures paste (drawn by matplotlib's Agg from
the same shapes). Two rasterisers never agree to the bit on anti-aliased edges, so the measure
is the share of clearly different pixels (off by more than 64 in a channel) in the worst 12 x 12
block of a tile, and the mean difference: small for every tile, large for a wrong tile or a
missing index (the test checks both)."""

from __future__ import annotations

import io

import numpy as np
import pytest
from PIL import Image

from mjcore.render import bitmap, tile_svg
from mjcore.tiles import Tile

pytestmark = pytest.mark.slow
ALL: list[Tile | None] = [*Tile, None]
#: The limits (measured: at most 3.8 and 0.08 for the same tile; 55 for 8p against 9p, 0.19 and
#: more for a missing index): the mean difference, and the worst block's share of different pixels.
MEAN, BLOCK = 6.0, 0.12


def chromium_tiles(page, index: bool) -> list[np.ndarray]:  # type: ignore[no-untyped-def]
    cells = "".join(f'<div class="t">{tile_svg(tile, height=bitmap.HEIGHT, index=index)}</div>' for tile in ALL)
    page.set_content(
        f"<html><body style='margin:0;background:{bitmap.BACKGROUND}'>"
        "<style>.t{display:inline-block;width:72px;height:96px;line-height:0;vertical-align:top} svg{display:block}</style>"
        f"{cells}</body></html>"
    )
    return [np.asarray(Image.open(io.BytesIO(e.screenshot())).convert("RGB")).astype(int) for e in page.query_selector_all(".t")]


def difference(a: np.ndarray, b: np.ndarray) -> tuple[float, float]:
    """(mean difference, worst 12 x 12 block's share of pixels off by more than 64)."""
    assert a.shape == b.shape == (96, 72, 3)
    diff = np.abs(a - b).max(axis=2)
    blocks = (diff > 64).reshape(8, 12, 6, 12).mean(axis=(1, 3))
    return float(diff.mean()), float(blocks.max())


def ours(tile: Tile | None, index: bool = True) -> np.ndarray:
    return np.asarray(bitmap.tile_bitmap(tile, index=index)).astype(int)


@pytest.mark.parametrize("index", [True, False], ids=["index", "no-index"])
def test_the_bots_tiles_look_like_the_notebooks_tiles(page, index: bool) -> None:  # type: ignore[no-untyped-def]
    shown = chromium_tiles(page, index)
    assert len(shown) == len(ALL)
    for tile, svg_pixels in zip(ALL, shown):
        mean, block = difference(svg_pixels, ours(tile, index))
        assert mean < MEAN and block < BLOCK, (tile, mean, block)


def test_the_measure_sees_a_wrong_tile_and_a_missing_index(page) -> None:  # type: ignore[no-untyped-def]
    shown = chromium_tiles(page, True)
    mean, block = difference(shown[ALL.index(Tile.P8)], ours(Tile.P9))
    assert mean >= MEAN and block >= BLOCK
    for tile in (Tile.M5, Tile.P1, Tile.EAST, Tile.S1, Tile.SPRING):
        _, block = difference(shown[ALL.index(tile)], ours(tile, index=False))
        assert block >= BLOCK, (tile, block)
